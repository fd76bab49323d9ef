"""Law 70D: the claimer's statement binds him.

    第70條D款 — The director does not accept from the claimer any successful line of
    play not embodied in his original statement if there is an alternative normal line
    of play that would be less successful.

The statement is turned into the engine's *phases* by the builders of
:mod:`adjudicator.laws.claims.statement_phases` (one per kind of step: the table is there); this
module decides what binds — which lines apply, the count claimed once conditions are
judged, the play after the claim as evidence — and is the only place 70D is decided.

Conditional claims ("10 tricks, 11 if clubs break") are adjudicated as stated (row 19):
the condition is judged against the actual layout and the count it claims is the claim.
A line stated for how a suit breaks ("if clubs are 4-1, ruff the fourth round"; "if
trumps are 3-2 I draw them, otherwise I ruff a club") is judged as the claimer would
observe it along the line (issue 28, Law 70E): it is followed, in its place, until the
cards the opponents play and their show-outs rule its layout out — not chosen at the
claim from the hidden cards — and once every stated line is ruled out, normal play
resumes with what the show-outs revealed.  A line stated for where a card lies ("if the
king is onside I finesse, otherwise I play for the drop", "if East has the queen ...",
"if the finesse works ..., otherwise ...") is judged the same way: the claimer knows the
card's place once it is played (by whom) or an opponent shows out of its suit, and until
then his line binds only what its branches share — a line stated for a finesse's outcome
takes the finesse (it was stated), and the finesse's outcome decides the branch.  Where
the stated conditions do not cover what the play shows, normal play resumes with the
show-outs known (Law 70E).

"Hand" and "dummy" are the declarer's and dummy's; with no declarer known the claimer
is taken as declarer (``--claimer`` defaults to declarer).  Counts are taken from the
cards a step begins with: a step that plays every card of its set (a suit cashed, cards
played) leaves those cards out of the steps after it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from endplay.types import Card, Denom, Player

from adjudicator.core.position import ClaimPosition
from adjudicator.engine import Phase, card_mask
from adjudicator.laws.claims.claim import ClaimFacts
from adjudicator.laws.claims.statement_phases import (
    Hands,
    StatementMismatch,
    part_phases,
    tenace_card,
)
from adjudicator.laws.findings import Finding, Judgement
from adjudicator.statement import Action, Condition, ConditionKind, Part, Statement, Step

__all__ = [
    "StatementJudgement",
    "StatementMismatch",
    "StatementTerms",
    "after_claim_phases",
    "condition_holds",
    "judge_defender_claim",
    "judge_statement",
    "statement_terms",
]


@dataclass(frozen=True)
class StatementTerms:
    """What a statement binds the claimer to, in the engine's terms."""

    phases: tuple[Phase, ...]
    speaks_of_trumps: bool
    notes: tuple[Finding, ...] = ()
    stated_claim: int | None = None  # remaining tricks the statement itself claims
    conditions_used: bool = False
    #: A stated squeeze: once its free winners are run, the claimer is credited with
    #: reading the ending (which threat the discards made good) — the line he named is
    #: the squeeze, and that reading is what it consists of (Law 70D).  The ruling then
    #: takes his best normal line under the statement, not his worst.
    reads_ending: bool = False
    finesses: tuple[Card, ...] = ()  # the cards the stated finesses play (the HQ of "HQ")

    def claimed_under_conditions(self, claimed: int) -> int:
        """The remaining tricks claimed, once any condition has been judged."""
        return claimed if self.stated_claim is None else self.stated_claim


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
    hands = Hands(position, claimer, declarer, ordered=statement.ordered)
    phases: list[Phase] = []
    lines_judged = False
    places: dict[Condition, _Place | None] = {}  # as at the claim, for every line of it
    for part in statement.parts:
        if part.condition is not None:
            lines_judged = True
            seen = _seen_condition(part.condition, hands)
            if seen is not None:
                phases += _observed_line(part, hands, *seen)
                continue
            named = replace(part.condition, negated=False)
            if named not in places:
                places[named] = _place_condition(named, hands)
            place = places[named]
            if place is not None:
                place = replace(place, negated=part.condition.negated)
                phases += _placed_line(part, hands, place)
                continue
            if not _line_applies(part, hands):
                continue
        built = part_phases(part, hands)
        hands.played(built)
        phases += built
    stated, used = _stated_claim(statement, hands, side_won)
    used = used or lines_judged
    return StatementTerms(
        phases=tuple(phases),
        speaks_of_trumps=_speaks_of_trumps(statement, position.trump),
        notes=tuple(hands.notes),
        stated_claim=stated,
        conditions_used=used,
        reads_ending=hands.reads_ending,
        finesses=tuple(hands.finesses),
    )


def after_claim_phases(
    cards: tuple[Card, ...], position: ClaimPosition, claimer: Player
) -> tuple[Phase, ...]:
    """Play after the claim as evidence of the claimer's line (WB 8.68.1; Law 70D3 of
    2017; practice row 17): each card his side went on to play becomes a step, in order.
    The opponents' cards are not evidence of anything: they still play their best."""
    hands = Hands(position, claimer, None)
    ours = [card for card in cards if any(card in position.hands[s] for s in hands.seats)]
    for card in cards:
        if not any(card in position.hands[seat] for seat in range(4)):
            raise StatementMismatch(key="after_claim_not_held", card=card, fact="after_claim")
    return tuple(Phase(lead=card_mask([c]), play=card_mask([c]), done=card_mask([c])) for c in ours)


def _seen_condition(condition: Condition, hands: Hands) -> tuple[int, int] | None:
    """A condition the play shows the claimer — how a suit breaks, seen from the cards
    each opponent plays and the show-outs — as the engine's phase condition: the suit and
    the lengths of the opponent after the claimer's side (East for North-South) that meet
    it (bit ``l``: ``l`` cards of it at the claim).  ``None`` for a condition the play does
    not show that way (a finesse, a card's place: :func:`_place_condition`)."""
    trump = hands.position.trump
    suit = (trump if trump != Denom.nt else None) if condition.trumps else condition.suit
    if condition.kind is not ConditionKind.BREAK or suit is None:
        return None
    first = Player(hands.claimer % 2 + 1)
    second = Player((first + 2) % 4)
    total = sum(1 for seat in (first, second) for c in hands.position.hands[seat]
                if c.suit == suit)  # fmt: skip
    mask = 0
    for length in range(total + 1):
        lengths = (length, total - length)
        if condition.split is not None:
            named = sorted(lengths) == sorted(condition.split)
        else:
            named = abs(lengths[0] - lengths[1]) <= 1
        if named != condition.negated:
            mask |= 1 << length
    return int(suit), mask


def _observed_line(part: Part, hands: Hands, suit: int, mask: int) -> list[Phase]:
    """A line stated for a layout of a suit (issue 28, Law 70E): the claimer follows it
    until the play shows him a layout it does not name (a show-out), not from the hidden
    cards at the claim; once every stated line is ruled out, normal play resumes with what
    the show-outs revealed.  It is one of the alternatives, so the steps after it count
    the cards from where they stood before it."""
    assert part.condition is not None
    holds = condition_holds(part.condition, hands)
    key = "line_condition_holds" if holds else "line_condition_seen_fails"
    hands.notes.append(Finding(key, {"condition": part.condition}))
    gone = set(hands.gone)
    built = part_phases(part, hands)
    hands.gone = gone
    return [replace(phase, cond_suit=suit, cond_left=mask) for phase in built]


@dataclass(frozen=True)
class _Place:
    """A condition on where cards lie, in the engine's terms (``Phase.place``): the
    cards, the opponent whose holding them meets it, negated or not, and a stated
    finesse's card (whose outcome shows it) or ``None``."""

    cards: tuple[Card, ...]
    seat: Player
    negated: bool
    finesse: Card | None = None


def _place_condition(condition: Condition, hands: Hands) -> _Place | None:
    """A condition on where a card lies ("if the king is onside", "if East has the
    queen", "if the (heart) finesse works") as the engine reads it; ``None`` when the
    position gives it no card of the opponents' (judged on the layout as before)."""
    opponents = (Player((hands.claimer + 1) % 4), Player((hands.claimer + 3) % 4))
    if condition.kind is ConditionKind.FINESSE:
        tenace = _stated_finesse_card(condition, hands)
        if tenace is None:
            return None
        higher = [c for seat in opponents for c in hands.position.hands[seat]
                  if c.suit == tenace.suit and c.rank > tenace.rank]  # fmt: skip
        card = min(higher, key=lambda c: c.rank, default=None)
        if card is None:
            return None
        onside = Player((hands.holder(tenace) + 3) % 4)  # plays before the finessing hand
        return _Place((card,), onside, condition.negated, tenace)
    card = condition.card
    if condition.kind is not ConditionKind.ONSIDE or card is None:
        return None
    if not any(card in hands.position.hands[seat] for seat in opponents):
        return None
    if condition.hand is not None and condition.hand in "NESW":
        seat = Player.find(condition.hand)
        if seat not in opponents:
            return None
        return _Place((card,), seat, condition.negated)
    tenace_hand = _tenace_holder(card, hands)
    if tenace_hand is None:
        return None
    return _Place((card,), Player((tenace_hand + 3) % 4), condition.negated)


def _stated_finesse_card(condition: Condition, hands: Hands) -> Card | None:
    """The card a finesse a condition names plays: the card said; the finesse stated
    before it in that suit ("finesse the HQ, then if it works ..."), or the tenace of the
    suit said; with no suit said, the finesse stated last, or the tenace of the one suit
    that has one."""
    if condition.card is not None:
        held = any(condition.card in hands.position.hands[seat] for seat in hands.seats)
        return condition.card if held else None
    trump = hands.position.trump
    suit = (trump if trump != Denom.nt else None) if condition.trumps else condition.suit
    if condition.trumps and suit is None:
        return None
    stated = [card for card in hands.finesses if suit is None or card.suit == suit]
    if stated:
        return stated[-1]
    if suit is not None:
        return tenace_card(suit, hands)
    tenaces = [card for suit in _SUITS if (card := tenace_card(suit, hands)) is not None]
    return tenaces[0] if len(tenaces) == 1 else None


_SUITS = (Denom.spades, Denom.hearts, Denom.diamonds, Denom.clubs)


def _placed_line(part: Part, hands: Hands, place: _Place) -> list[Phase]:
    """A line stated for where a card lies (issue 28, Law 70E): it binds once the play
    shows the claimer the card's place (played, or a show-out in its suit) and it holds;
    until then only what the branches share binds.  A stated finesse's outcome is what
    its branches share: the finesse is taken first (once), and its outcome shows the
    branch.  One of the alternatives: the steps after it count the cards from where they
    stood before it."""
    assert part.condition is not None
    built: list[Phase] = []
    if place.finesse is not None and place.finesse not in hands.finesses:
        hands.notes.append(Finding("line_finesse_taken", {"condition": part.condition}))
        taken = part_phases(Part(steps=(Step(Action.FINESSE, cards=(place.finesse,)),)), hands)
        hands.played(taken)
        built += taken
    held = all(card in hands.position.hands[place.seat] for card in place.cards)
    key = "line_place_holds" if held != place.negated else "line_place_fails"
    hands.notes.append(Finding(key, {"condition": part.condition}))
    gone = set(hands.gone)
    line = part_phases(part, hands)
    hands.gone = gone
    reveal = card_mask([place.finesse]) if place.finesse is not None else 0
    return built + [replace(phase, place=card_mask(place.cards), place_seat=int(place.seat),
                            place_negated=int(place.negated), place_reveal=reveal)
                    for phase in line]  # fmt: skip


def _line_applies(part: Part, hands: Hands) -> bool:
    """A line stated for one layout: does the actual layout meet its condition?"""
    assert part.condition is not None
    holds = condition_holds(part.condition, hands)
    key = "line_condition_holds" if holds else "line_condition_fails"
    hands.notes.append(Finding(key, {"condition": part.condition}))
    return holds


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


def _stated_claim(statement: Statement, hands: Hands, side_won: int) -> tuple[int | None, bool]:
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


def condition_holds(condition: Condition, hands: Hands) -> bool:
    """Is the condition true of the actual layout?  A negated one ("unless ...", "if the
    finesse fails", "otherwise ..." after a line for a layout) when what it names is not."""
    return _names_layout(condition, hands) != condition.negated


def _names_layout(condition: Condition, hands: Hands) -> bool:
    """Is what the condition names true of the actual layout?"""
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
        tenace = tenace_card(suit, hands)
        if tenace is None:
            return False
        higher = [
            c
            for seat in opponents
            for c in position.hands[seat]
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


def _tenace_holder(card: Card, hands: Hands) -> Player | None:
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
    reads_ending: bool = False  # a stated squeeze: the ending is his to read
    finesses: tuple[Card, ...] = ()  # the cards the stated finesses play


def judge_statement(facts: ClaimFacts, terms: StatementTerms | None = None) -> StatementJudgement:
    """What the statement (and the play after the claim) binds the claimer to; ``terms``:
    the statement already compiled in this position (by the check of the claim)."""
    position, claimer = facts.position, facts.claimer
    if terms is None:
        terms = statement_terms(facts.statement, position, claimer, facts.declarer, facts.side_won)
    phases = after_claim_phases(facts.after_claim, position, claimer) + terms.phases
    judgement = StatementJudgement(
        findings=list(terms.notes),
        phases=phases,
        claimed=terms.claimed_under_conditions(facts.claimed),
        speaks_of_trumps=terms.speaks_of_trumps,
        reads_ending=terms.reads_ending,
        finesses=terms.finesses,
    )
    if not facts.statement.empty:
        judgement.cite("70D", 2)
    if facts.after_claim:
        judgement.cite(None, 17)
        judgement.findings.append(
            Finding("after_claim_evidence", {"count": len(facts.after_claim)}, "70D")
        )
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
