"""Playing on from a position: the position after some more cards, with the tricks they
complete added to its history (and the show-outs they reveal)."""

from __future__ import annotations

from collections.abc import Iterable

from endplay.types import Card

from adjudicator.core.cards import card_code, seat_after, trick_winner
from adjudicator.core.position import ClaimPosition, PlayedTrick, PositionError, TrickOfLine


def play_on(
    position: ClaimPosition, cards: Iterable[Card]
) -> tuple[ClaimPosition, tuple[TrickOfLine, ...]]:
    """The position after ``cards`` are played in order from ``position``, and the tricks
    they complete (each with its winner).  Raises ``PositionError`` for a card the player
    to play does not hold, or one that does not follow suit when it could."""
    hands = [set(hand) for hand in position.hands]
    history = list(position.history)
    leader, trick = position.leader, list(position.trick)
    done: list[TrickOfLine] = []
    for card in cards:
        seat = seat_after(leader, len(trick))
        if card not in hands[seat]:
            raise PositionError(f"{seat.abbr} does not hold {card_code(card)}")
        if (
            trick
            and card.suit != trick[0].suit
            and any(held.suit == trick[0].suit for held in hands[seat])
        ):
            raise PositionError(f"{seat.abbr} must follow suit, not play {card_code(card)}")
        hands[seat].discard(card)
        trick.append(card)
        if len(trick) == 4:
            winner = trick_winner(leader, trick, position.trump)
            history.append(PlayedTrick(leader, tuple(trick)))
            done.append(TrickOfLine(leader, tuple(trick), winner))
            leader, trick = winner, []
    shown = set(position.shown_out)
    for past in (*history[len(position.history) :], PlayedTrick(leader, tuple(trick))):
        shown.update(past.failures_to_follow())
    after = ClaimPosition(
        hands=tuple(frozenset(hand) for hand in hands),  # type: ignore[arg-type]
        trump=position.trump,
        leader=leader,
        trick=tuple(trick),
        history=tuple(history),
        shown_out=frozenset(shown),
    )
    return after, tuple(done)
