"""Law 70D: the claimer's statement binds him.

    第70條D款 — The director does not accept from the claimer any successful line of
    play not embodied in his original statement if there is an alternative normal line
    of play that would be less successful.

The statement is turned into the engine's *phases* (``docs/restriction.md``): what was
said with ``then`` is played in that order, what was said with ``and`` or commas in any
order (practice row 3: "four hearts, three spades and a diamond" states a total, not an
order); what the statement leaves open is filled by the worst normal choice (row 2).
Each step becomes masks of the claimer's cards:

==================  ==========================================================
step                phase
==================  ==========================================================
draw trumps         lead and play trumps until the opponents have none
cash/run a suit     lead and play the suit until the side has none (row 12)
cards in order      one phase per card (``SA then SK``), played as said
ruff a suit in X    lead the suit from the other hand, ruff in X, N times
finesse the HQ      lead the suit from the other hand and play the HQ (credited,
                    because stated: Law 70E bars only *unstated* finesses)
concede a suit      lead the suit (a loser) once
unblock             play the named card(s) (or the short hand's cards) first
crossruff, totals,  no order of play: they speak of trumps (crossruff) or of the
the rest are high   count, and leave the line to the worst normal choice
==================  ==========================================================

Conditional claims ("10 tricks, 11 if clubs break") are adjudicated as stated (row 19):
the condition is judged against the actual layout and the count it claims is the claim.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from endplay.types import Card, Denom, Player

from adjudicator.core.cards import same_side
from adjudicator.core.position import ClaimPosition
from adjudicator.engine import Phase, card_mask
from adjudicator.errors import AdjudicatorError
from adjudicator.laws.claim import ClaimFacts
from adjudicator.laws.findings import Finding, Judgement
from adjudicator.statement import Action, Condition, ConditionKind, Part, Statement, Step


class StatementMismatch(AdjudicatorError, ValueError):
    """A statement that cannot apply to the position (a card the side does not hold)."""


@dataclass(frozen=True)
class StatementTerms:
    """What a statement binds the claimer to, in the engine's terms."""

    phases: tuple[Phase, ...]
    speaks_of_trumps: bool
    notes: tuple[Finding, ...] = ()
    stated_claim: int | None = None  # remaining tricks the statement itself claims
    conditions_used: bool = False

    def claimed_under_conditions(self, claimed: int) -> int:
        """The remaining tricks claimed, once any condition has been judged."""
        return claimed if self.stated_claim is None else self.stated_claim


@dataclass
class _Hands:
    """The claimer's side: which seat is "hand" and which is "dummy"."""

    position: ClaimPosition
    claimer: Player
    declarer: Player | None
    notes: list[Finding] = field(default_factory=list)

    @property
    def seats(self) -> tuple[Player, Player]:
        return self.claimer, Player((self.claimer + 2) % 4)

    def resolve(self, word: str | None) -> Player | None:
        if word is None:
            return None
        if word in ("N", "E", "S", "W"):
            seat = Player.find(word)
        elif self.declarer is not None and same_side(self.declarer, self.claimer):
            seat = self.declarer if word == "hand" else Player((self.declarer + 2) % 4)
        elif word == "hand":
            seat = self.claimer
        else:
            raise StatementMismatch(key="statement_dummy_defender", fact="statement")
        if not same_side(seat, self.claimer):
            raise StatementMismatch(key="statement_seat_not_claimers", seat=seat,
                                    fact="statement")
        return seat

    def cards(self, seat: Player | None = None, suit: Denom | None = None) -> list[Card]:
        seats = self.seats if seat is None else (seat,)
        return [
            c for s in seats for c in self.position.hands[s] if suit is None or c.suit == suit
        ]

    def holder(self, card: Card) -> Player:
        for seat in self.seats:
            if card in self.position.hands[seat]:
                return seat
        raise StatementMismatch(key="statement_card_not_held", card=card, fact="statement")


def statement_terms(
    statement: Statement,
    position: ClaimPosition,
    claimer: Player,
    declarer: Player | None = None,
    side_won: int = 0,
) -> StatementTerms:
    """The phases, trump mention and stated count of a statement in this position.

    ``side_won``: tricks the claimer's side already won, to turn a stated *total*
    ("10 tricks") into remaining tricks."""
    hands = _Hands(position, claimer, declarer)
    phases: list[Phase] = []
    for part in statement.parts:
        phases += _part_phases(part, hands)
    stated, used = _stated_claim(statement, hands, side_won)
    return StatementTerms(
        phases=tuple(phases),
        speaks_of_trumps=_speaks_of_trumps(statement, position.trump),
        notes=tuple(hands.notes),
        stated_claim=stated,
        conditions_used=used,
    )


def after_claim_phases(
    cards: tuple[Card, ...], position: ClaimPosition, claimer: Player
) -> tuple[Phase, ...]:
    """Play after the claim as evidence of the claimer's line (WB 8.68.1; Law 70D3 of
    2017; practice row 17): each card his side went on to play becomes a step, in order.
    The opponents' cards are not evidence of anything: they still play their best."""
    hands = _Hands(position, claimer, None)
    ours = [card for card in cards if any(card in position.hands[s] for s in hands.seats)]
    for card in cards:
        if not any(card in position.hands[seat] for seat in range(4)):
            raise StatementMismatch(key="after_claim_not_held", card=card, fact="after_claim")
    return tuple(Phase(lead=card_mask([c]), play=card_mask([c]), done=card_mask([c]))
                 for c in ours)


def _part_phases(part: Part, hands: _Hands) -> list[Phase]:
    """A part said without order: its steps merge into one phase.  A single step that
    lists cards in order gives one phase per card."""
    step_phases = [_step_phases(step, hands) for step in part.steps]
    if len(step_phases) == 1:
        return step_phases[0]
    merged = [phase for phases in step_phases for phase in phases]
    if not merged:
        return []
    return [
        Phase(
            lead=_union(p.lead for p in merged),
            play=_union(p.play for p in merged),
            done=_union(p.done for p in merged),
            done_left=sum(p.done_left for p in merged),
            out=_union(p.out for p in merged),
        )
    ]


def _union(masks) -> int:
    total = 0
    for mask in masks:
        total |= mask
    return total


def _suit_of(step: Step, trump: Denom) -> Denom | None:
    if step.trumps:
        return trump if trump != Denom.nt else None
    return step.suit


def _step_phases(step: Step, hands: _Hands) -> list[Phase]:
    trump = hands.position.trump
    suit = _suit_of(step, trump)
    action = step.action
    if action is Action.DRAW_TRUMPS:
        if trump == Denom.nt:
            hands.notes.append(Finding("draw_trumps_nt"))
            return []
        trumps = card_mask(hands.cards(suit=trump))
        everything = card_mask(Card("SHDC"[trump] + r) for r in "23456789TJQKA")
        return [Phase(lead=trumps, play=trumps, done=0, out=everything)]
    if action in (Action.CASH, Action.PLAY) and step.cards:
        for card in step.cards:
            hands.holder(card)
        if action is Action.PLAY:
            return [Phase(lead=card_mask([c]), play=card_mask([c]), done=card_mask([c]))
                    for c in step.cards]
        mask = card_mask(step.cards)
        return [Phase(lead=mask, play=mask, done=mask)]
    if action in (Action.CASH, Action.PLAY) and suit is not None:
        seat = hands.resolve(step.hand)
        cards = hands.cards(suit=suit)
        lead = card_mask(hands.cards(seat, suit)) if seat is not None else card_mask(cards)
        if action is Action.PLAY and step.count:
            return [Phase(lead=lead, play=card_mask(cards), done=lead,
                          done_left=max(0, _count(lead) - step.count))]
        return [Phase(lead=lead, play=card_mask(cards), done=card_mask(cards))]
    if action is Action.RUFF and suit is not None:
        return [_ruff_phase(step, suit, hands)]
    if action is Action.FINESSE:
        return _finesse_phases(step, suit, hands)
    if action is Action.CONCEDE and suit is not None:
        cards = card_mask(hands.cards(suit=suit))
        return [Phase(lead=cards, play=cards, done=cards, done_left=max(0, _count(cards) - 1))]
    if action is Action.UNBLOCK:
        return [_unblock_phase(step, suit, hands)]
    return []  # crossruff, totals, the rest are high: no order of play


def _count(mask: int) -> int:
    return bin(mask).count("1")


def _ruff_phase(step: Step, suit: Denom, hands: _Hands) -> Phase:
    trump = hands.position.trump
    if trump == Denom.nt:
        raise StatementMismatch(key="statement_ruff_notrump", fact="statement")
    ruffer = hands.resolve(step.hand or "dummy")
    assert ruffer is not None
    other = Player((ruffer + 2) % 4)
    ruffing = card_mask(hands.cards(ruffer, trump))
    times = step.count or 1
    return Phase(
        lead=card_mask(hands.cards(other, suit)),
        play=ruffing,
        done=ruffing,
        done_left=max(0, _count(ruffing) - times),
    )


def _finesse_phases(step: Step, suit: Denom | None, hands: _Hands) -> list[Phase]:
    """The stated finesse: lead the suit from the hand opposite the finessing card and
    play that card (the claimer is credited with it: it was stated)."""
    card = _finesse_card(step, suit, hands)
    if card is None:
        hands.notes.append(
            Finding("no_finesse_position", {"step": step.text or step.canonical()})
        )
        return []
    holder = hands.holder(card)
    other = Player((holder + 2) % 4)
    lead = card_mask(hands.cards(other, card.suit))
    return [Phase(lead=lead, play=card_mask([card]), done=card_mask([card]))]


def _finesse_card(step: Step, suit: Denom | None, hands: _Hands) -> Card | None:
    if step.cards and not step.against:
        return step.cards[0]
    if step.cards and step.against:
        target = step.cards[0]
        below = [c for c in hands.cards(suit=target.suit) if c.rank < target.rank]
        return max(below, key=lambda c: c.rank, default=None)
    if suit is None:
        return None
    return _tenace_card(suit, hands)


def _tenace_card(suit: Denom, hands: _Hands) -> Card | None:
    """The card a finesse in ``suit`` plays: the highest card of a hand that has a
    higher card of its own above an opponent's card above it (AQ over the K: the Q)."""
    opponents = [
        c
        for seat in range(4)
        if not same_side(Player(seat), hands.claimer)
        for c in hands.position.hands[seat]
        if c.suit == suit
    ]
    for seat in hands.seats:
        own = sorted(hands.cards(seat, suit), key=lambda c: -c.rank)
        for card in own:
            gaps = [o for o in opponents if o.rank > card.rank]
            if gaps and any(h.rank > max(o.rank for o in gaps) for h in own):
                return card
    return None


def _unblock_phase(step: Step, suit: Denom | None, hands: _Hands) -> Phase:
    if step.cards:
        mask = card_mask(step.cards)
        return Phase(lead=mask, play=mask, done=mask)
    assert suit is not None
    short = min(hands.seats, key=lambda seat: len(hands.cards(seat, suit)) or 99)
    mask = card_mask(hands.cards(short, suit))
    return Phase(lead=mask, play=mask, done=mask)


def _speaks_of_trumps(statement: Statement, trump: Denom) -> bool:
    """70C1: did the claimer say anything about the trumps?"""
    if trump == Denom.nt:
        return False
    for step in statement.steps:
        if step.action in (Action.DRAW_TRUMPS, Action.CROSSRUFF) or step.trumps:
            return True
        if step.suit == trump and step.action is not Action.RUFF:
            return True
        if any(card.suit == trump for card in step.cards):
            return True
    return any(c.trumps or c.suit == trump for c in statement.conditions)


def _stated_claim(statement: Statement, hands: _Hands, side_won: int) -> tuple[int | None, bool]:
    """The remaining tricks the statement claims, after judging its conditions against
    the actual layout (row 19).  A stated number is a total for the side."""
    for condition in statement.conditions:
        if condition.tricks is not None and condition_holds(condition, hands):
            hands.notes.append(
                Finding(
                    "condition_holds",
                    {"condition": condition.canonical(), "tricks": condition.tricks},
                )
            )
            return condition.tricks - side_won, True
    if statement.tricks is not None:
        used = bool(statement.conditions)
        if used:
            hands.notes.append(Finding("no_condition_holds"))
        return statement.tricks - side_won, used
    return None, False


def condition_holds(condition: Condition, hands: _Hands) -> bool:
    """Is the condition true of the actual layout?"""
    position = hands.position
    suit = position.trump if condition.trumps else condition.suit
    opponents = [Player((hands.claimer + 1) % 4), Player((hands.claimer + 3) % 4)]
    if condition.kind is ConditionKind.BREAK and suit is not None:
        lengths = sorted(
            (sum(1 for c in position.hands[seat] if c.suit == suit) for seat in opponents),
            reverse=True,
        )
        if condition.split is not None:
            return tuple(lengths) == tuple(sorted(condition.split, reverse=True))
        return lengths[0] - lengths[1] <= 1
    card = condition.card
    if card is None and suit is not None:
        tenace = _tenace_card(suit, hands)
        if tenace is None:
            return False
        higher = [
            c for seat in opponents for c in position.hands[seat]
            if c.suit == suit and c.rank > tenace.rank
        ]
        card = min(higher, key=lambda c: c.rank, default=None)
    if card is None:
        return False
    owner = next((seat for seat in opponents if card in position.hands[seat]), None)
    if owner is None:
        return False
    if condition.hand is not None and condition.hand in "NESW":
        return owner == Player.find(condition.hand)
    tenace_hand = _tenace_holder(card, hands)
    # onside: the opponent who plays before the tenace hand holds the card
    return tenace_hand is not None and owner == Player((tenace_hand + 3) % 4)


def _tenace_holder(card: Card, hands: _Hands) -> Player | None:
    for seat in hands.seats:
        if any(c.suit == card.suit and c.rank > card.rank for c in hands.position.hands[seat]):
            return seat
    return None


@dataclass
class StatementJudgement(Judgement):
    """Law 70D's reading of the claim: the phases the claimer is held to (his statement
    and, as evidence, his play after the claim) and the tricks he claimed once any
    condition is judged against the layout."""

    phases: tuple[Phase, ...] = ()
    claimed: int = 0
    speaks_of_trumps: bool = False


def judge_statement(facts: ClaimFacts) -> StatementJudgement:
    """What the statement (and the play after the claim) binds the claimer to."""
    position, claimer = facts.position, facts.claimer
    terms = statement_terms(facts.statement, position, claimer, facts.declarer, facts.side_won)
    phases = after_claim_phases(facts.after_claim, position, claimer) + terms.phases
    judgement = StatementJudgement(
        findings=list(terms.notes),
        phases=phases,
        claimed=terms.claimed_under_conditions(facts.claimed),
        speaks_of_trumps=terms.speaks_of_trumps,
    )
    if not facts.statement.empty:
        judgement.cite("70D", 2)
    if facts.after_claim:
        judgement.cite(None, 17)
        judgement.findings.append(
            Finding("after_claim_evidence", {"count": len(facts.after_claim)}, "70D"))
    if terms.conditions_used:
        judgement.cite(None, 19)
    return judgement


def judge_defender_claim(facts: ClaimFacts, awarded: int, claimed: int) -> Judgement:
    """Law 70D2 (2007 and later; practice row 16): a defender's claim that falls short
    on some normal line of partner's is not accepted."""
    judgement = Judgement()
    if facts.defender_claims and facts.ruleset.defender_claim_rule and awarded < claimed:
        judgement.cite("70D2", 16)
        judgement.findings.append(Finding("70D2_defender", {}, "70D2"))
    return judgement
