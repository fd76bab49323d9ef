"""The statement's steps as the engine's *phases* (``docs/restriction.md``): one builder
per kind of step, over one view of the claimer's hands (:class:`Hands`).  Law 70D
(:mod:`adjudicator.laws.claims.law70d`) decides which of the statement's lines bind and calls
:func:`part_phases` for each; nothing here decides a ruling.

The statement is turned into the engine's *phases* (``docs/restriction.md``): what was
said with ``then`` is played in that order, what was said with ``and`` or commas in any
order (practice row 3: "four hearts, three spades and a diamond" states a total, not an
order); what the statement leaves open is filled by the worst normal choice (row 2).
Each step becomes masks of the claimer's cards:

==================  ==========================================================
step                phase
==================  ==========================================================
draw trumps         lead and play trumps until the opponents have none (``in two
                    rounds``: for that many rounds)
cash/run a suit     lead and play the suit until the side has none (row 12)
cards in order      one phase per card (``SA then SK``), played as said
ruff a suit in X    lead the suit from the other hand, ruff in X, N times (no X
                    said: the hand with trumps that is shorter in the suit)
finesse the HQ      lead the suit from the other hand and play the HQ (credited,
                    because stated: Law 70E bars only *unstated* finesses)
ruffing finesse     lead the card toward the void hand; while the honour above it
                    is out that hand keeps its trumps and throws a loser (so a
                    cover is ruffed, a duck is not), and the long hand goes on
                    leading the suit until the honour falls
discard X on Y      cash Y's winners from their hand until X is gone or they are
                    used up; X is the phase's named discard (``discard``): the other
                    hand throws it whenever it is void, master or not, and keeps every
                    other card until it has thrown X
squeeze             run the winners of the suits that hold no threat first (the
                    threat suits: those named, or those where the side holds a
                    card that is not a master), keeping the threats
concede a suit      lead the suit (a loser) once
unblock             play the named card(s) (or the short hand's cards) first
N tricks in a suit  with ``then``, an order (row 3): lead the suit from the top until
                    the longer hand has played N cards of it; alone or with
                    ``and``, a total that leaves the order open
cross to X (with    lead the suit from the other hand and win it with X's highest card
a club)             of the suit (no suit said: no order)
crossruff, totals,  no order of play: they speak of trumps (crossruff) or of the
the rest are high,  count, and leave the line to the worst normal choice
endplay
==================  ==========================================================

"Hand" and "dummy" are the declarer's and dummy's; with no declarer known the claimer
is taken as declarer.  Counts are taken from the cards a step begins with: a step that
plays every card of its set leaves those cards out of the steps after it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from endplay.types import Card, Denom, Player

from adjudicator.core.cards import same_side
from adjudicator.core.position import ClaimPosition
from adjudicator.engine import Phase, card_mask
from adjudicator.errors import AdjudicatorError
from adjudicator.laws.findings import Finding
from adjudicator.statement import Action, Part, Step


class StatementMismatch(AdjudicatorError, ValueError):
    """A statement that cannot apply to the position (a card the side does not hold)."""


@dataclass
class Hands:
    """The claimer's side: which seat is "hand" and which is "dummy"."""

    position: ClaimPosition
    claimer: Player
    declarer: Player | None
    notes: list[Finding] = field(default_factory=list)
    reads_ending: bool = False  # a stated squeeze: the ending is his to read
    gone: set[Card] = field(default_factory=set)
    ordered: bool = False  # the statement says "then": its counts of tricks are an order
    finesses: list[Card] = field(default_factory=list)  # the cards stated finesses play

    @property
    def seats(self) -> tuple[Player, Player]:
        return self.claimer, Player((self.claimer + 2) % 4)

    def resolve(self, word: str | None) -> Player | None:
        if word is None:
            return None
        if word in ("N", "E", "S", "W"):
            seat = Player.find(word)
        elif self.declarer is None:  # no contract given: the claimer is taken as declarer
            seat = self.claimer if word == "hand" else self.partner(self.claimer)
        elif same_side(self.declarer, self.claimer):
            seat = self.declarer if word == "hand" else self.partner(self.declarer)
        elif word == "hand":
            seat = self.claimer
        else:
            raise StatementMismatch(key="statement_dummy_defender", fact="statement")
        if not same_side(seat, self.claimer):
            raise StatementMismatch(key="statement_seat_not_claimers", seat=seat, fact="statement")
        return seat

    @staticmethod
    def partner(seat: Player) -> Player:
        return Player((seat + 2) % 4)

    def opponents_cards(self, suit: Denom) -> list[Card]:
        return [
            card
            for seat in range(4)
            if not same_side(Player(seat), self.claimer)
            for card in self.position.hands[seat]
            if card.suit == suit
        ]

    def masters(self, seat: Player, suit: Denom) -> list[Card]:
        """The cards of ``seat`` in ``suit`` that no opponent's card beats."""
        top = max((c.rank for c in self.opponents_cards(suit)), default=None)
        return [c for c in self.cards(seat, suit) if top is None or c.rank > top]

    def cards(self, seat: Player | None = None, suit: Denom | None = None) -> list[Card]:
        """The side's cards (of ``seat``, of ``suit``) still held when the step being
        built begins: those an earlier step plays to the last are gone."""
        seats = self.seats if seat is None else (seat,)
        return [
            c
            for s in seats
            for c in self.position.hands[s]
            if (suit is None or c.suit == suit) and c not in self.gone
        ]

    def played(self, phases: list[Phase]) -> None:
        """Phases that play every card of their ``done`` set: those cards are gone for
        the steps after them (their counts start from what is left)."""
        for phase in phases:
            if phase.done_left == 0 and not phase.out:
                self.gone |= {c for c in self.cards() if card_mask([c]) & phase.done}

    def holder(self, card: Card) -> Player:
        for seat in self.seats:
            if card in self.position.hands[seat]:
                return seat
        raise StatementMismatch(key="statement_card_not_held", card=card, fact="statement")


def part_phases(part: Part, hands: Hands) -> list[Phase]:
    """A part said without order: its steps merge into one phase.  A single step that
    lists cards in order gives one phase per card.  The phases a plan keeps *after* its
    own (a discard plan's keeping of the other cards) stay apart, after the merged one."""
    built = [_step_phases(step, hands) for step in part.steps]
    after = [phase for _, later in built for phase in later]
    if len(built) == 1:
        return built[0][0] + after
    merged = [phase for phases, _ in built for phase in phases]
    if not merged:
        return after
    return _merged(merged) + after


def _merged(merged: list[Phase]) -> list[Phase]:
    """Phases said without order, as one phase: the union of their masks."""
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


def _step_cards(step: Step, hands: Hands) -> tuple[Card, ...]:
    """The step's cards: as said, or the trump suit's by rank ("the ace of trumps")."""
    if not step.ranks:
        return step.cards
    trump = hands.position.trump
    if trump == Denom.nt:
        raise StatementMismatch(key="statement_trumps_notrump", fact="statement")
    return tuple(Card("SHDC"[trump] + rank) for rank in step.ranks)


#: A step's phases: those that take part in its part's order, and those kept after it.
StepPhases = tuple[list[Phase], list[Phase]]


def _step_phases(step: Step, hands: Hands) -> StepPhases:
    build = _PHASES.get(step.action)
    if build is None:
        return [], []  # crossruff, totals, the rest are high: no order of play
    if step.ranks:
        step = replace(step, cards=_step_cards(step, hands), ranks=(), trumps=False)
    return build(step, _suit_of(step, hands.position.trump), hands)


def _draw_phases(step: Step, suit: Denom | None, hands: Hands) -> StepPhases:
    """Lead trumps until the opponents have none (or, "in two rounds", for that many
    rounds: each round takes a trump from each hand that still holds one)."""
    trump = hands.position.trump
    if trump == Denom.nt:
        hands.notes.append(Finding("draw_trumps_nt"))
        return [], []
    ours = hands.cards(suit=trump)
    everything = card_mask(Card("SHDC"[trump] + r) for r in "23456789TJQKA")
    played = len(ours)
    if step.count:
        played = sum(min(step.count, len(hands.cards(seat, trump))) for seat in hands.seats)
    # done must hold the side's trumps: a phase with nothing in done is finished at once
    trumps = card_mask(ours)
    phase = Phase(lead=trumps, play=trumps, done=trumps, done_left=len(ours) - played,
                  out=everything)  # fmt: skip
    return [phase], []


def _cash_or_play_phases(step: Step, suit: Denom | None, hands: Hands) -> StepPhases:
    if step.cards:
        for card in step.cards:
            hands.holder(card)
        if step.action is Action.PLAY:
            return [Phase(lead=card_mask([c]), play=card_mask([c]), done=card_mask([c]))
                    for c in step.cards], []  # fmt: skip
        mask = card_mask(step.cards)
        return [Phase(lead=mask, play=mask, done=mask)], []
    if suit is None:
        return [], []  # "cash the winners": no order
    seat = hands.resolve(step.hand)
    cards = hands.cards(suit=suit)
    lead = card_mask(hands.cards(seat, suit)) if seat is not None else card_mask(cards)
    if step.action is Action.PLAY and step.count:
        return [Phase(lead=lead, play=card_mask(cards), done=lead,
                      done_left=max(0, _count(lead) - step.count))], []  # fmt: skip
    return [Phase(lead=lead, play=card_mask(cards), done=card_mask(cards))], []


def _tricks_phases(step: Step, suit: Denom | None, hands: Hands) -> StepPhases:
    """A count of tricks in a suit.  Said alone or with ``and`` it is a total, not an
    order (row 3: "four hearts, three spades and a diamond").  Said with ``then`` it is
    an order ("four spades, then the hearts"): the suit is played, from the top, until
    that many tricks have been led in it — each takes one card from the longer hand, so
    the phase is done when the longer hand has played that many."""
    if not hands.ordered or suit is None:
        return [], []
    cards = hands.cards(suit=suit)
    if not cards:
        return [], []
    longer = max(hands.seats, key=lambda seat: len(hands.cards(seat, suit)))
    long_cards = hands.cards(longer, suit)
    rounds = len(long_cards) if step.count is None else step.count
    mask = card_mask(cards)
    return [
        Phase(
            lead=mask,
            play=mask,
            done=card_mask(long_cards),
            done_left=max(0, len(long_cards) - rounds),
        )
    ], []


def _concede_phases(step: Step, suit: Denom | None, hands: Hands) -> StepPhases:
    if suit is None:
        return [], []
    cards = card_mask(hands.cards(suit=suit))
    return [Phase(lead=cards, play=cards, done=cards, done_left=max(0, _count(cards) - 1))], []


def _count(mask: int) -> int:
    return bin(mask).count("1")


def _ruff_phases(step: Step, suit: Denom | None, hands: Hands) -> StepPhases:
    if suit is None:
        return [], []  # "two ruffs": a count, no suit to lead
    return [_ruff_phase(step, suit, hands)], []


def _ruff_phase(step: Step, suit: Denom, hands: Hands) -> Phase:
    trump = hands.position.trump
    if trump == Denom.nt:
        raise StatementMismatch(key="statement_ruff_notrump", fact="statement")
    ruffer = hands.resolve(step.hand) if step.hand else _ruffer(suit, hands)
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


def _ruffer(suit: Denom, hands: Hands) -> Player:
    """The hand a ruff is in when the statement does not say: the one of the two that
    holds trumps and fewer cards of the suit (dummy when they are alike)."""
    dummy = hands.resolve("dummy")
    assert dummy is not None
    trump = hands.position.trump

    def shortness(seat: Player) -> tuple[bool, int, bool]:
        length = sum(1 for c in hands.position.hands[seat] if c.suit == suit)
        return (not hands.cards(seat, trump), length, seat != dummy)

    return min(hands.seats, key=shortness)


def _finesse_phases(step: Step, suit: Denom | None, hands: Hands) -> StepPhases:
    """The stated finesse: lead the suit from the hand opposite the finessing card and
    play that card (the claimer is credited with it: it was stated)."""
    card = _finesse_card(step, suit, hands)
    if card is None:
        hands.notes.append(Finding("no_finesse_position", {"step": step}))
        return [], []
    holder = hands.holder(card)
    other = Player((holder + 2) % 4)
    lead = card_mask(hands.cards(other, card.suit))
    hands.finesses.append(card)
    return [Phase(lead=lead, play=card_mask([card]), done=card_mask([card]))], []


def _finesse_card(step: Step, suit: Denom | None, hands: Hands) -> Card | None:
    if step.cards and not step.against:
        return step.cards[0]
    if step.cards and step.against:
        target = step.cards[0]
        below = [c for c in hands.cards(suit=target.suit) if c.rank < target.rank]
        return max(below, key=lambda c: c.rank, default=None)
    if suit is None:
        return None
    return tenace_card(suit, hands)


def tenace_card(suit: Denom, hands: Hands) -> Card | None:
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


def _unblock_phases(step: Step, suit: Denom | None, hands: Hands) -> StepPhases:
    if step.cards:
        mask = card_mask(step.cards)
        return [Phase(lead=mask, play=mask, done=mask)], []
    if suit is None:
        return [], []
    short = min(hands.seats, key=lambda seat: len(hands.cards(seat, suit)) or 99)
    mask = card_mask(hands.cards(short, suit))
    return [Phase(lead=mask, play=mask, done=mask)], []


def _no_position(step: Step, hands: Hands) -> StepPhases:
    hands.notes.append(Finding("no_plan_position", {"step": step}))
    return [], []


def _ruffing_finesse_phases(step: Step, suit: Denom | None, hands: Hands) -> StepPhases:
    """Lead the card toward the void hand (phase 1).  While an opponent's card above it
    is out, the void hand keeps its trumps — so it throws a loser under partner's card,
    and a cover, which takes that card out, is ruffed as the normal rules require — and
    the long hand goes on leading the suit (phase 2, finished when the honour falls or
    the void hand ruffs)."""
    trump = hands.position.trump
    if trump == Denom.nt:
        raise StatementMismatch(key="statement_ruffing_finesse_notrump", fact="statement")
    led = _ruffing_finesse_card(step, suit, hands)
    if led is None:
        return _no_position(step, hands)
    long_hand = hands.holder(led)
    void_hand = hands.partner(long_hand)
    trumps = card_mask(hands.cards(void_hand, trump))
    above = [c for c in hands.opponents_cards(led.suit) if c.rank > led.rank]
    if hands.cards(void_hand, led.suit) or not trumps or not above:
        return _no_position(step, hands)
    rest = card_mask(c for c in hands.cards(long_hand, led.suit) if c != led)
    lead = Phase(lead=card_mask([led]), play=card_mask([led]) | rest, done=card_mask([led]))
    keep = Phase(lead=rest, play=0, done=trumps, done_left=_count(trumps) - 1,
                 out=card_mask(above))  # fmt: skip
    second = Player((long_hand + 1) % 4)
    if any(card not in hands.position.hands[second] for card in above):
        return [lead], [keep]  # the honour is behind the void hand: it cannot be covered
    # the honour is with the hand that plays second: a cover, when it comes, is ruffed
    # (a later step keeping those trumps must not turn the ruff into a discard)
    ruff = Phase(lead=0, play=trumps, done=trumps, done_left=_count(trumps) - 1)
    return [lead], [keep, ruff]


def _ruffing_finesse_card(step: Step, suit: Denom | None, hands: Hands) -> Card | None:
    """The card led: the one said, the side's highest card below the honour it is
    against, or the long hand's highest card below the opponents' highest."""
    if step.cards and not step.against:
        return step.cards[0]
    below = None
    if step.cards:
        suit, below = step.cards[0].suit, step.cards[0].rank
    elif suit is not None:
        below = max((c.rank for c in hands.opponents_cards(suit)), default=None)
    if suit is None or below is None:
        return None
    own = [c for c in hands.cards(suit=suit) if c.rank < below]
    return max(own, key=lambda c: c.rank, default=None)


def _discard_phases(step: Step, suit: Denom | None, hands: Hands) -> StepPhases:
    """Cash the winners the discards go on (phase 1) until the discards are made or the
    winners are used up — not only the first of them: the discarding hand may have to
    follow to some first (issue 28).  The discards the statement names are the ones
    made whenever the discarding hand is void, masters or not (the phases' ``discard``
    cards, issue 28); the discarding hand keeps every other card until it has made them
    or played one of those after its discards (phase 2)."""
    hand, on_hand = _discard_hands(step, hands)
    if hand is None or on_hand is None:
        return _no_position(step, hands)
    thrown = _discards(step, hand, hands)
    if not thrown:
        return _no_position(step, hands)
    on_suit = step.on_cards[0].suit if step.on_cards else step.on_suit
    followed = set(hands.cards(hand, on_suit)) if on_suit is not None else set()
    kept = [c for c in hands.cards(hand) if c not in thrown and c not in followed]
    needed = min(len(thrown), len(step.cards) or step.count or len(thrown))
    named = {"discard": card_mask(thrown), "discard_left": len(thrown) - needed}
    keep = Phase(lead=0, play=0, done=card_mask(kept), done_left=max(0, len(kept) - 1),
                 **named)  # fmt: skip
    if on_suit is None:
        return [], [keep]  # "discard my club": the club is what he throws
    # the winners as they will be: "the master club" may be one that the line sets up
    winners = list(step.on_cards) or hands.cards(on_hand, on_suit)
    cash = Phase(lead=card_mask(winners), play=card_mask(hands.cards(suit=on_suit)),
                 done=card_mask(winners), done_left=0, **named)  # fmt: skip
    return [cash], [keep]


def _discard_hands(step: Step, hands: Hands) -> tuple[Player | None, Player | None]:
    """The hand that discards and the hand whose winners take the discards."""
    if step.hand is not None:
        hand = hands.resolve(step.hand)
        assert hand is not None
        return hand, hands.partner(hand)
    if step.on_cards:
        on_hand = hands.holder(step.on_cards[0])
        return hands.partner(on_hand), on_hand
    if step.cards:
        hand = hands.holder(step.cards[0])
        return hand, hands.partner(hand)
    holding = [
        seat for seat in hands.seats if step.suit is not None and hands.cards(seat, step.suit)
    ]
    if len(holding) == 1:  # "discard my heart": the hand that has one
        return holding[0], hands.partner(holding[0])
    if step.on_suit is None:
        return None, None
    on_suit = step.on_suit

    def length(seat: Player) -> tuple[int, int]:  # the winners' hand: the long one
        held = [c for c in hands.position.hands[seat] if c.suit == on_suit]
        return len(hands.masters(seat, on_suit)), len(held)

    on_hand = max(hands.seats, key=length)
    return hands.partner(on_hand), on_hand


def _discards(step: Step, hand: Player, hands: Hands) -> list[Card]:
    """The cards the statement says go: those named, that suit's, or the losers."""
    if step.cards:
        return [card for card in step.cards if card in hands.position.hands[hand]]
    if step.suit is not None:
        return hands.cards(hand, step.suit)
    trump = hands.position.trump
    return [
        c for c in hands.cards(hand) if c.suit != trump and c not in hands.masters(hand, c.suit)
    ]


def _squeeze_phases(step: Step, suit: Denom | None, hands: Hands) -> StepPhases:
    """Run the winners of the suits that hold no threat first (the threat suits: those
    named, or those where the side holds a card that is not a master); the threats are
    kept by the normal rules (no master thrown while a card that cannot win is held).
    Reading the ending — which threat the discards have made good — is part of the line
    the statement names, so the ruling credits it (``StatementTerms.reads_ending``).
    Which opponent is squeezed does not change the line."""
    threats = set(step.suits) or {
        s for s in _SUITS for seat in hands.seats
        if len(hands.masters(seat, s)) < len(hands.cards(seat, s))
    }  # fmt: skip
    free = [c for s in _SUITS if s not in threats for seat in hands.seats
            for c in hands.masters(seat, s)]  # fmt: skip
    if not free:
        return _no_position(step, hands)
    hands.reads_ending = True
    mask = card_mask(free)
    return [Phase(lead=mask, play=mask, done=mask)], []


def _cross_phases(step: Step, suit: Denom | None, hands: Hands) -> StepPhases:
    """ "Cross to dummy with a club": lead the suit from the other hand and win the
    trick in the hand named, with its highest card of the suit.  With no suit said the
    crossing is a wish, not a line: the normal choice fills it."""
    target = hands.resolve(step.ending)
    if target is None or suit is None:
        return [], []
    winners = hands.cards(target, suit)
    led = hands.cards(hands.partner(target), suit)
    if not winners or not led:
        return _no_position(step, hands)
    top = max(winners, key=lambda c: c.rank)
    return [Phase(lead=card_mask(led), play=card_mask([top]), done=card_mask([top]))], []


_SUITS = (Denom.spades, Denom.hearts, Denom.diamonds, Denom.clubs)
_PHASES: dict[Action, Callable[[Step, Denom | None, Hands], StepPhases]] = {
    Action.DRAW_TRUMPS: _draw_phases,
    Action.CASH: _cash_or_play_phases,
    Action.PLAY: _cash_or_play_phases,
    Action.RUFF: _ruff_phases,
    Action.FINESSE: _finesse_phases,
    Action.CONCEDE: _concede_phases,
    Action.TRICKS: _tricks_phases,
    Action.UNBLOCK: _unblock_phases,
    Action.RUFFING_FINESSE: _ruffing_finesse_phases,
    Action.DISCARD: _discard_phases,
    Action.SQUEEZE: _squeeze_phases,
    Action.DOUBLE_SQUEEZE: _squeeze_phases,
    Action.CROSS: _cross_phases,
}
