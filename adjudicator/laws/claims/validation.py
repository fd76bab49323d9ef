"""One check of a claim's facts, before any search: contradictions are refused, never ruled.

A director, a web form or a script can state facts that cannot all be true: East "shown
out" of hearts while still holding two; an earlier trick whose cards are still in the
hands; a trick typed fourteen times; a revoke inside the play history (which would make a
player who still holds the suit count as having shown out of it, Law 70E); tricks won and
tricks left that do not make 13; a statement naming a card the claimer's side does not
hold.  Each of those changes the ruling if it is let through, so :func:`validate_claim`
refuses the claim with a :class:`~adjudicator.laws.claims.claim.ClaimFactError` naming the fact
(``error.fact``) and what contradicts it.  :func:`~adjudicator.laws.claims.ruling.rule_claim`
and :func:`~adjudicator.laws.claims.law69_71.rule_concession` call it first, so the command
line, the Python API (``adjudicator.rule``), the batch runner and the web page all go
through this one check.

The checks, in the order a director would notice them:

1. the earlier tricks (``history``): four cards each, every card played once, none still
   held or on the trick in progress, no more tricks than have been completed, and no
   revoke inside them (a revoke is rectified under Law 64 before a claim is ruled on);
2. the trick in progress (``trick``): no revoke on it;
3. the show-outs (``shown_out``): a seat that has shown out of a suit holds none of it
   and has played none of it to the trick in progress; a suit, never notrump;
4. the board (``contract``, ``won``, ``vul``): the contract's strain is the trump, the
   tricks won by the two sides and the tricks left make 13, and the earlier tricks typed
   in do not give a side more tricks than it is said to have won;
5. the statement and the play after the claim: every card they name is held (by the
   claimer's side, for the statement), and a count it claims is possible.
"""

from __future__ import annotations

from collections.abc import Iterable

from endplay.types import Card, Denom, Player

from adjudicator.core.cards import same_side, seat_after
from adjudicator.core.position import ClaimPosition, PlayedTrick
from adjudicator.errors import AdjudicatorError
from adjudicator.laws.claims import law70d
from adjudicator.laws.claims.claim import ClaimFactError, ClaimFacts
from adjudicator.scoring.law77 import ScoringError, parse_vul

__all__ = ["ClaimFactError", "validate_claim", "validate_concession", "validate_position"]


def validate_claim(facts: ClaimFacts) -> law70d.StatementTerms:
    """Refuse a claim whose facts cannot all be true (see the module's list).  Returns the
    statement's terms, compiled to check it, for the ruling to use (compiled once)."""
    validate_position(facts.position)
    _check_context(facts)
    terms = _check_statement(facts)
    _check_after_claim(facts)
    return terms


def validate_position(position: ClaimPosition) -> None:
    """The position's own facts: earlier tricks, the trick in progress, show-outs."""
    position.validate()
    _check_history(position)
    _check_trick_in_progress(position)
    _check_shown_out(position)


def validate_concession(facts: ClaimFacts, actually_won: int) -> None:
    """Laws 69/71: the tricks the side had "actually won" are some of those it gave
    away — from none to all of them, a whole number."""
    validate_claim(facts)
    conceded = facts.position.tricks_left - facts.claimed
    if (
        isinstance(actually_won, bool)
        or not isinstance(actually_won, int)
        or not (0 <= actually_won <= conceded)
    ):
        raise ClaimFactError(
            "actually_won_range", fact="actually_won", count=actually_won, conceded=conceded
        )


# ---- the earlier tricks -------------------------------------------------------------


def _check_history(position: ClaimPosition) -> None:
    completed = 13 - position.tricks_left
    if len(position.history) > completed:
        raise ClaimFactError(
            "history_too_long",
            fact="history",
            count=len(position.history),
            left=position.tricks_left,
            completed=completed,
        )
    played_at: dict[Card, int] = {}
    holders = {card: Player(seat) for seat in range(4) for card in position.hands[seat]}
    on_trick = set(position.trick)
    for number, trick in enumerate(position.history, start=1):
        if len(trick.cards) != 4:
            raise ClaimFactError(
                "history_trick_size", fact="history", number=number, count=len(trick.cards)
            )
        for index, card in enumerate(trick.cards):
            if card in played_at:
                raise ClaimFactError(
                    "history_card_twice",
                    fact="history",
                    card=card,
                    first=played_at[card],
                    second=number,
                )
            played_at[card] = number
            if card in holders or card in on_trick:
                _card_still_there(number, trick.seat_of_card(index), card, holders.get(card))
    for number, trick in enumerate(position.history, start=1):
        _check_no_revoke(position, number, trick)


def _card_still_there(number: int, seat: Player, card: Card, holder: Player | None) -> None:
    """A card of trick ``number`` is still held (by ``holder``) or on the trick in progress."""
    if holder is not None:
        raise ClaimFactError(
            "history_card_held", fact="history", number=number, seat=seat, card=card, holder=holder
        )
    raise ClaimFactError(
        "history_card_on_trick", fact="history", number=number, seat=seat, card=card
    )


def _check_no_revoke(position: ClaimPosition, number: int, trick: PlayedTrick) -> None:
    """A seat that did not follow suit at trick ``number`` has no card of the suit led
    later: not in a later trick, not on the trick in progress, not in its hand."""
    for seat, suit in trick.failures_to_follow():
        card = trick.cards[(seat - trick.leader) % 4]
        later = _later_card(position, number, seat, suit)
        if later is not None:
            where, shown = later
            raise ClaimFactError(
                "history_revoke_played",
                fact="history",
                number=number,
                seat=seat,
                card=card,
                suit=suit,
                later=shown,
                where=where,
            )
        held = _cards_of(position.hands[seat], suit)
        if held:
            raise ClaimFactError(
                "history_revoke_holds",
                fact="history",
                number=number,
                seat=seat,
                card=card,
                suit=suit,
                held=held,
            )


def _later_card(
    position: ClaimPosition, number: int, seat: Player, suit: Denom
) -> tuple[int, Card] | None:
    """(trick number, card) of ``seat``'s first card of ``suit`` after trick ``number``
    (the trick in progress is number ``len(history) + 1``)."""
    later = [*position.history[number:], PlayedTrick(position.leader, position.trick)]
    for offset, trick in enumerate(later, start=number + 1):
        for index, card in enumerate(trick.cards):
            if trick.seat_of_card(index) == seat and card.suit == suit:
                return offset, card
    return None


def _check_trick_in_progress(position: ClaimPosition) -> None:
    current = PlayedTrick(position.leader, position.trick)
    for seat, suit in current.failures_to_follow():
        held = _cards_of(position.hands[seat], suit)
        if held:
            card = position.trick[(seat - position.leader) % 4]
            raise ClaimFactError(
                "trick_revoke", fact="trick", seat=seat, card=card, suit=suit, held=held
            )


def _check_shown_out(position: ClaimPosition) -> None:
    for seat, suit in sorted(position.shown_out):
        if suit == Denom.nt or suit not in (
            Denom.spades,
            Denom.hearts,
            Denom.diamonds,
            Denom.clubs,
        ):
            raise ClaimFactError("shown_out_not_a_suit", fact="shown_out", seat=seat)
        held = _cards_of(position.hands[seat], suit)
        if held:
            raise ClaimFactError(
                "shown_out_holds", fact="shown_out", seat=seat, suit=suit, held=held
            )
        for index, card in enumerate(position.trick):
            if seat_after(position.leader, index) == seat and card.suit == suit:
                raise ClaimFactError(
                    "shown_out_played", fact="shown_out", seat=seat, suit=suit, card=card
                )


def _cards_of(cards: Iterable[Card], suit: Denom) -> list[Card]:
    return sorted((c for c in cards if c.suit == suit), key=lambda c: -c.rank)


# ---- the board ------------------------------------------------------------------------


def _check_context(facts: ClaimFacts) -> None:
    context, position = facts.context, facts.position
    if context is None:
        return
    if context.contract.denom != position.trump:
        raise ClaimFactError(
            "contract_trump",
            fact="trump",
            contract=str(context.contract),
            strain=context.contract.denom,
            trump=position.trump,
        )
    try:
        parse_vul(context.vul)
    except ScoringError as error:
        raise ClaimFactError("vul_unknown", fact="vul", text=str(context.vul)) from error
    won = (context.declarer_tricks, context.defender_tricks)
    completed = 13 - position.tricks_left
    if any(isinstance(n, bool) or not isinstance(n, int) or n < 0 for n in won):
        raise ClaimFactError("won_not_counts", fact="won", declarer=won[0], defenders=won[1])
    if sum(won) != completed:
        raise ClaimFactError(
            "won_total",
            fact="won",
            declarer=won[0],
            defenders=won[1],
            left=position.tricks_left,
            total=sum(won) + position.tricks_left,
        )
    by_history = [0, 0]
    for trick in position.history:
        by_history[0 if same_side(trick.winner(position.trump), context.declarer) else 1] += 1
    for side, typed, said in zip(("declarer", "defenders"), by_history, won, strict=True):
        if typed > said:
            raise ClaimFactError(f"won_history_{side}", fact="won", typed=typed, said=said)


# ---- the statement and the play after the claim ---------------------------------------


def _check_statement(facts: ClaimFacts) -> law70d.StatementTerms:
    try:
        terms = law70d.statement_terms(
            facts.statement, facts.position, facts.claimer, facts.declarer, facts.side_won
        )
    except AdjudicatorError as error:
        error.fact = error.fact or "statement"
        raise
    stated = terms.stated_claim
    left = facts.position.tricks_left
    if stated is not None and not 0 <= stated <= left:
        raise ClaimFactError(
            "statement_count",
            fact="statement",
            total=stated + facts.side_won,
            won=facts.side_won,
            left=left,
        )
    return terms


def _check_after_claim(facts: ClaimFacts) -> None:
    seen: set[Card] = set()
    for card in facts.after_claim:
        if card in seen:
            raise ClaimFactError("after_claim_twice", fact="after_claim", card=card)
        seen.add(card)
    try:
        law70d.after_claim_phases(facts.after_claim, facts.position, facts.claimer)
    except AdjudicatorError as error:
        error.fact = error.fact or "after_claim"
        raise
