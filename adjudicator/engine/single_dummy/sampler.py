"""Layouts of the cards a player cannot see, consistent with what he knows.

Why our own sampler and not ``endplay.dealer``: endplay's dealer shuffles whole 13-card
deals and keeps those that pass Python predicates (rejection only).  A claim or a revoke
is judged in the middle of the play, where what the viewer knows is mostly *show-outs*:
with a defender void in a suit holding six outstanding cards, rejection keeps about one
shuffle in 64 (measured on this machine: 20 deals with West void in hearts took 0.5 s;
1,000 layouts of a whole deal take about 25 ms here).  Here the outstanding cards of a
suit an opponent has shown out of are dealt to his partner first, and only the rest are
shuffled; that draws every
layout consistent with the show-outs with equal probability, as rejection would, without
the waste.  The director's limits on whole hands (points, suit lengths) are then checked
by rejection, as in endplay.

Cards are bit numbers ``13*suit + rank-2`` (spades 0, hearts 1, diamonds 2, clubs 3), the
engine's numbering.  The generator is Python's ``random.Random`` seeded with the
simulation's seed, so a seed gives the same layouts on every machine and every run.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from endplay.types import Card, Player

from adjudicator.core.position import ClaimPosition
from adjudicator.engine.single_dummy.constraints import (
    HCP_OF_RANK,
    HandLimits,
    SimulationError,
    merge,
)

#: A layout: the cards (bit numbers) still held by N, E, S, W.
Layout = tuple[frozenset[int], frozenset[int], frozenset[int], frozenset[int]]


def card_number(card: Card) -> int:
    """The engine's bit number of a card: ``13*suit + rank-2``."""
    return 13 * int(card.suit) + int(card.rank).bit_length() - 3


def _points(cards: Iterable[int]) -> int:
    return sum(HCP_OF_RANK.get(card % 13 + 2, 0) for card in cards)


def _suit_count(cards: Iterable[int], suit: int) -> int:
    return sum(1 for card in cards if card // 13 == suit)


@dataclass(frozen=True)
class _Hidden:
    """One hidden seat: how many cards it still holds, the suits it is known to be void
    in, the cards it has played (for the limits on the whole hand) and those limits."""

    seat: Player
    size: int
    void: frozenset[int]
    played: tuple[int, ...]
    limits: HandLimits | None

    def allows(self, held: list[int]) -> bool:
        if self.limits is None:
            return True
        whole = [*held, *self.played]
        low, high = self.limits.hcp
        if not low <= _points(whole) <= high:
            return False
        return all(
            low <= _suit_count(whole, int(suit)) <= high
            for suit, (low, high) in self.limits.lengths.items()
        )


class LayoutSampler:
    """Draws layouts of the two hidden hands of ``position``.

    ``hidden`` are the two seats the viewer cannot see (the other two he sees: his own
    hand and dummy); every layout keeps the visible hands as they are, gives each hidden
    seat as many cards as it holds, respects each hidden seat's show-outs (from the play
    and from the director, ``position.shown_out``) and the ``limits`` on whole hands."""

    def __init__(
        self,
        position: ClaimPosition,
        hidden: tuple[Player, Player],
        limits: Iterable[HandLimits] = (),
        seed: int = 1,
    ) -> None:
        if len(set(hidden)) != 2:
            raise SimulationError("two different seats must be hidden from the viewer")
        self.position = position
        self.hidden = hidden
        by_seat = merge(list(limits))
        visible = [seat for seat in by_seat if seat not in hidden]
        if visible:
            raise SimulationError(
                f"limits are given for {visible[0].abbr}, whose cards the "
                f"viewer sees: only the hidden hands can be limited"
            )
        played = _played_by_seat(position)
        self._seats = tuple(
            _Hidden(
                seat,
                len(position.hands[seat]),
                frozenset(int(suit) for s, suit in position.shown_out if s == seat),
                tuple(played[seat]),
                by_seat.get(seat),
            )
            for seat in hidden
        )
        self._fixed = [frozenset(card_number(c) for c in hand) for hand in position.hands]
        self._forced, self._free = self._split_forced()
        self.random = random.Random(seed)

    def _split_forced(self) -> tuple[tuple[list[int], list[int]], list[int]]:
        """The outstanding cards each hidden seat must hold because its partner is void
        in their suit, and the cards free to go to either."""
        first, second = self._seats
        outstanding = sorted(self._fixed[first.seat] | self._fixed[second.seat])
        forced: tuple[list[int], list[int]] = ([], [])
        free = []
        for card in outstanding:
            suit = card // 13
            if suit in first.void and suit in second.void:
                raise SimulationError(
                    f"both {first.seat.abbr} and {second.seat.abbr} have shown out of a "
                    f"suit in which cards are still outstanding"
                )
            if suit in first.void:
                forced[1].append(card)
            elif suit in second.void:
                forced[0].append(card)
            else:
                free.append(card)
        for seat, cards in zip(self._seats, forced, strict=True):
            if len(cards) > seat.size:
                raise SimulationError(
                    f"{seat.seat.abbr} would have to hold {len(cards)} cards (its partner has "
                    f"shown out of their suits) but holds {seat.size}"
                )
        return forced, free

    def draw(self, count: int, max_tries: int = 200_000) -> list[Layout]:
        """``count`` layouts; raises ``SimulationError`` when the limits let fewer than
        ``count`` of ``max_tries`` shuffles through."""
        first, second = self._seats
        room = first.size - len(self._forced[0])
        layouts: list[Layout] = []
        free = list(self._free)
        tries = 0
        while len(layouts) < count:
            if tries >= max_tries:
                raise SimulationError(
                    f"the limits on the hidden hands let only {len(layouts)} of {tries} "
                    f"layouts through: they are too tight (or contradict the play)"
                )
            tries += 1
            self.random.shuffle(free)
            one = self._forced[0] + free[:room]
            two = self._forced[1] + free[room:]
            if not (first.allows(one) and second.allows(two)):
                continue
            hands = list(self._fixed)
            hands[first.seat] = frozenset(one)
            hands[second.seat] = frozenset(two)
            layouts.append(tuple(hands))  # type: ignore[arg-type]
        return layouts


def _played_by_seat(position: ClaimPosition) -> list[list[int]]:
    """The cards each seat has played: the completed tricks and the trick in progress."""
    played: list[list[int]] = [[], [], [], []]
    for trick in position.history:
        for index, card in enumerate(trick.cards):
            played[trick.seat_of_card(index)].append(card_number(card))
    for index, card in enumerate(position.trick):
        played[(position.leader + index) % 4].append(card_number(card))
    return played
