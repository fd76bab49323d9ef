"""Every card's value in one call, and many layouts of the unseen cards in one call.

Two plain double-dummy services for the single-dummy player (Law 12C), which values each
of its cards over a hundred layouts or more of the cards its player cannot see:

* :func:`all_cards` — each legal card of the player to play with the tricks his side then
  takes (DDS's ``SolveBoard`` with ``solutions = 3``, endplay's ``SolveMode.Default``);
* :func:`solve_layouts` — a batch of layouts of the unseen cards beside the known ones
  (numpy arrays in, numpy arrays out), solved in C across threads with the GIL released,
  no Python per layout; each thread keeps its tables from one layout to the next.

Card numbers are the engine's (``13*suit + rank-2``, S=0 H=1 D=2 C=3: see
:func:`adjudicator.engine.card_index`); seats N=0 E=1 S=2 W=3.  Values count the trick in
progress.  Bad input raises :class:`adjudicator.engine.EngineError`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from endplay.types import Card, Player

from adjudicator.engine.calls import native_all_cards, native_solve_layouts
from adjudicator.engine.conversions import _strain, card_index, index_card
from adjudicator.engine.conversions import native_position as _position
from adjudicator.engine.conversions import seat_number as _seat
from adjudicator.engine.types import EngineError

__all__ = ["DEFAULT_THREADS", "LayoutValues", "all_cards", "solve_layouts"]

#: Threads a batch uses unless told (the machines this runs on have two cores).
DEFAULT_THREADS = 2
_MAX_THREADS = 64
_ALL_CARDS = (1 << 52) - 1


@dataclass(frozen=True)
class LayoutValues:
    """The answers of :func:`solve_layouts`, one row per layout in the order given.

    ``values[i]``: the tricks of the side counted on layout ``i``; ``cards[i, card]``
    (when every card's value was asked): the tricks of that side when the player to play
    plays ``card`` (engine card number), -1 for a card he cannot play there; ``nodes``:
    the positions searched (for benchmarks: it depends on the threads, the values do not).
    """

    values: np.ndarray
    cards: np.ndarray | None
    nodes: int


def _side(side_of: Any, to_play: int) -> int:
    return to_play % 2 if side_of is None else _seat(side_of) % 2


def all_cards(position: Any, side_of: Player | str | int | None = None) -> dict[Card, int]:
    """Each card the player to play may play, with the tricks (counting the trick in
    progress) the side of ``side_of`` takes when he plays it and both sides then play
    their best.  ``side_of`` defaults to the player to play (DDS's convention: endplay's
    ``solve_board`` in ``SolveMode.Default``).

    ``position``: a ``ClaimPosition`` or a tuple ``(deal_pbn, trump, leader, trick)``, as
    :func:`adjudicator.engine.search` takes."""
    pos = _position(position)
    side = _side(side_of, pos.to_play)
    values = native_all_cards(pos, side)
    return {index_card(card): value for card, value in enumerate(values) if value >= 0}


def _strain_number(trump: Any) -> int:
    """A strain as the engine numbers it (0..3 S H D C, 4 no trump) from a number, an
    endplay ``Denom`` or a name."""
    if isinstance(trump, int | np.integer) and not isinstance(trump, bool):
        if 0 <= int(trump) <= 4:
            return int(trump)
        raise EngineError(f"trump must be 0..4 (S H D C NT), not {trump}")
    return _strain(trump)


def _mask(hand: Any, what: str) -> int:
    if isinstance(hand, bool):
        raise EngineError(f"{what} must be a card mask or cards, not {hand!r}")
    if isinstance(hand, int | np.integer):
        mask = int(hand)
        if not 0 <= mask <= _ALL_CARDS:
            raise EngineError(f"{what} must be a 52-bit card mask, not {mask}")
        return mask
    if isinstance(hand, str):
        raise EngineError(f"{what} must be a card mask or an iterable of cards, not {hand!r}")
    mask = 0
    for card in hand:
        mask |= 1 << card_index(card)
    return mask


def _trick_cards(trick: Iterable[Card | str | int]) -> tuple[int, ...]:
    cards = []
    for card in trick:
        if isinstance(card, Card | str):
            cards.append(card_index(card))
        elif isinstance(card, int | np.integer) and not isinstance(card, bool):
            if not 0 <= int(card) <= 51:
                raise EngineError(f"a trick card number must be 0..51, not {card}")
            cards.append(int(card))
        else:
            raise EngineError(f"not a card: {card!r}")
    if len(cards) > 3:
        raise EngineError(f"a trick in progress holds at most 3 cards, got {len(cards)}")
    return tuple(cards)


def _layout_array(layouts: Any) -> np.ndarray:
    try:
        array = np.asarray(layouts)
    except (ValueError, TypeError) as exc:
        raise EngineError(f"layouts must be an array of shape (count, 4): {exc}") from None
    if array.ndim != 2 or array.shape[1] != 4:
        raise EngineError(f"layouts must have shape (count, 4), not {array.shape}")
    if array.size and array.dtype.kind not in "iu":
        raise EngineError(f"layouts must hold integer card masks, not {array.dtype}")
    if array.size and array.dtype.kind == "i" and (array < 0).any():
        raise EngineError("layouts must hold non-negative card masks")
    return np.ascontiguousarray(array, dtype=np.uint64)


def solve_layouts(
    known: Sequence[Any],
    layouts: Any,
    trump: Any,
    leader: Any,
    trick: Iterable[Card | str | int] = (),
    side_of: Any = None,
    threads: int = DEFAULT_THREADS,
    all_cards: bool = False,
) -> LayoutValues:
    """Plain double dummy on every layout of the unseen cards, in one call.

    ``known``: per seat (N E S W) the cards known to be there — a 52-bit mask or an
    iterable of cards; ``layouts``: an integer array of shape ``(count, 4)``, row ``i``
    the unseen cards each seat holds on layout ``i`` (masks; the hands are ``known[s] |
    layouts[i, s]``); ``trump`` (0..4 or a name), ``leader``, ``trick``: the position's
    (the trick's cards are in no hand).  ``side_of`` (default: the player to play) names
    the side whose tricks are counted; ``all_cards`` asks for every card's value too (see
    :func:`all_cards`).  ``threads`` (1..64) share the layouts; the answers do not depend
    on them.  Every layout is checked before any is solved: a bad one raises
    ``EngineError`` naming it."""
    if len(known) != 4:
        raise EngineError(f"known must hold 4 hands (N E S W), got {len(known)}")
    hands = tuple(_mask(hand, f"known hand {'NESW'[seat]}") for seat, hand in enumerate(known))
    if (
        isinstance(threads, bool)
        or not isinstance(threads, int)
        or not (1 <= threads <= _MAX_THREADS)
    ):
        raise EngineError(f"threads must be 1..{_MAX_THREADS}, not {threads!r}")
    strain, first = _strain_number(trump), _seat(leader)
    cards_played = _trick_cards(trick)
    side = _side(side_of, first + len(cards_played))
    array = _layout_array(layouts)
    count = array.shape[0]
    values = np.empty(count, dtype=np.int8)
    card_values = np.empty((count, 52), dtype=np.int8) if all_cards else None
    nodes = native_solve_layouts(
        hands, strain, first, cards_played, side, array, threads, values, card_values
    )
    return LayoutValues(values=values, cards=card_values, nodes=nodes)
