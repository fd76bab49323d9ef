"""Conversions between the project's bridge objects and the engine's native form: cards as
bit numbers (``13*suit + rank-2``, S=0 H=1 D=2 C=3) and 52-bit masks, positions as four
hand masks, a restriction as the native call's arguments, and the shown-out mask of the
play before the claim (the layouts the claimer knows: Law 70E, docs/restriction.md).

Input is validated here, with messages naming the seat or card (and again in C).  This
module loads no native code.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from endplay.types import Card, Deal, Denom, Player

from adjudicator.core.cards import card_code, hands_from_pbn, parse_card
from adjudicator.core.position import ClaimPosition
from adjudicator.engine.types import EngineError, Restriction, Rule

_SUITS = "SHDC"
_RANKS = "23456789TJQKA"
# Every card by bit number, built once: endplay's Card is frozen, so one object per card
# is safe to share, and a ruling turns tens of thousands of bit numbers into cards.
_CARDS = tuple(Card(suit + rank) for suit in _SUITS for rank in _RANKS)
# Bit numbers in the order cards are shown: spades first, each suit from the top.
_SHOWN_ORDER = tuple(13 * suit + rank for suit in range(4) for rank in range(12, -1, -1))


# ---- cards and masks ------------------------------------------------------------------


def card_index(card: Card | str) -> int:
    """Bit number of a card: ``13*suit + rank-2`` with S=0 H=1 D=2 C=3."""
    if isinstance(card, str):
        try:
            card = parse_card(card)
        except ValueError as exc:
            raise EngineError(str(exc)) from None
    if not isinstance(card, Card):
        raise EngineError(f"not a card: {card!r}")
    suit = int(card.suit)
    if suit > 3:
        raise EngineError(f"not a card: {card!r}")
    rank = int(card.rank).bit_length() - 1
    return 13 * suit + rank - 2


def index_card(index: int) -> Card:
    """The card of a bit number (inverse of ``card_index``)."""
    return _CARDS[index]


def card_mask(cards: Iterable[Card | str]) -> int:
    """52-bit mask of cards (endplay ``Card`` or ``"SA"``-style strings)."""
    mask = 0
    for card in cards:
        mask |= 1 << card_index(card)
    return mask


def line_cards(indices: Iterable[int]) -> tuple[Card, ...]:
    return tuple(index_card(i) for i in indices)


# ---- positions ------------------------------------------------------------------------


def seat_number(value: Any) -> int:
    if isinstance(value, Player):
        return int(value)
    if isinstance(value, int) and 0 <= value <= 3:
        return value
    if isinstance(value, str) and value.strip().upper()[:1] in ("N", "E", "S", "W"):
        return "NESW".index(value.strip().upper()[:1])
    raise EngineError(f"unknown seat {value!r} (expected N, E, S or W)")


def _strain(value: Any) -> int:
    if isinstance(value, Denom):
        return int(value)
    if isinstance(value, str):
        word = value.strip().upper()
        if word in ("N", "NT", "NOTRUMP", "NOTRUMPS"):
            return 4
        if word in ("S", "H", "D", "C"):
            return "SHDC".index(word)
    raise EngineError(f"unknown strain {value!r} (expected S, H, D, C or NT)")


def _hands_of(deal: Any) -> tuple[int, int, int, int]:
    if isinstance(deal, Deal):
        deal = deal.to_pbn()
    if not isinstance(deal, str):
        raise EngineError(f"a deal must be a PBN string or an endplay Deal, got {type(deal)}")
    try:
        hands = hands_from_pbn(deal)
    except ValueError as exc:
        raise EngineError(str(exc)) from None
    return tuple(card_mask(hand) for hand in hands)  # type: ignore[return-value]


def _check_position(
    hands: tuple[int, ...], leader: int, trick: tuple[int, ...], trump: int
) -> None:
    """Python-side validation with messages naming seats and cards."""
    names = "NESW"
    if len(trick) > 3:
        raise EngineError(f"a trick in progress holds at most 3 cards, got {len(trick)}")
    held = 0
    for seat, mask in enumerate(hands):
        if held & mask:
            twice = (held & mask).bit_length() - 1
            first = next(s for s in range(seat) if hands[s] >> twice & 1)
            raise EngineError(
                f"{card_code(index_card(twice))} is in both {names[first]} and {names[seat]}"
            )
        held |= mask
    for i in trick:
        if held >> i & 1:
            raise EngineError(
                f"{card_code(index_card(i))} is on the trick and also held or played twice"
            )
        held |= 1 << i
    size = bin(hands[leader]).count("1") + (1 if trick else 0)
    if not 1 <= size <= 13:
        raise EngineError(f"the position must have 1 to 13 tricks left, got {size}")
    for k in range(4):
        seat = (leader + k) % 4
        expected = size - 1 if k < len(trick) else size
        got = bin(hands[seat]).count("1")
        if got != expected:
            raise EngineError(f"{names[seat]} holds {got} cards, expected {expected}")
    if trick:
        led = trick[0] // 13
        for k, card in enumerate(trick[1:], start=1):
            seat = (leader + k) % 4
            if card // 13 != led and hands[seat] >> (13 * led) & 0x1FFF:
                raise EngineError(
                    f"{names[seat]} played {card_code(index_card(card))} to the trick "
                    f"but holds a card of the suit led"
                )
    if not 0 <= trump <= 4:
        raise EngineError("trump must be S, H, D, C or NT")


@dataclass(frozen=True)
class NativePosition:
    hands: tuple[int, int, int, int]
    trump: int
    leader: int
    trick: tuple[int, ...]

    @property
    def to_play(self) -> int:
        return (self.leader + len(self.trick)) % 4


# The last ClaimPosition converted, and its native form: a ruling searches one position
# many times, and a ClaimPosition is immutable (frozen, its hands frozensets).
_last_converted: tuple[ClaimPosition, NativePosition] | None = None


def native_position(position: Any) -> NativePosition:
    global _last_converted
    last = _last_converted
    if last is not None and last[0] is position:
        return last[1]
    if isinstance(position, ClaimPosition):
        converted = _converted(position)
        _last_converted = (position, converted)
        return converted
    return _converted(position)


def _converted(position: Any) -> NativePosition:
    if isinstance(position, ClaimPosition):
        hands = tuple(card_mask(h) for h in position.hands)
        trump, leader = int(position.trump), int(position.leader)
        trick = tuple(card_index(c) for c in position.trick)
    elif isinstance(position, tuple) and len(position) in (3, 4):
        hands = _hands_of(position[0])
        trump, leader = _strain(position[1]), seat_number(position[2])
        trick = tuple(card_index(c) for c in (position[3] if len(position) == 4 else ()))
    else:
        raise EngineError(
            "position must be a ClaimPosition or a tuple (deal_pbn, trump, leader, trick)"
        )
    _check_position(hands, leader, trick, trump)
    return NativePosition(hands, trump, leader, trick)  # type: ignore[arg-type]


def _model(restriction: Restriction) -> tuple:
    """The native form of the normal-play model's fields (issue 16)."""
    counted = tuple(restriction.counted_min_rank)
    if len(counted) != 4 or any(r != 0 and not 2 <= r <= 14 for r in counted):
        raise EngineError("counted_min_rank must be four ranks, each 0 or 2..14")
    if not 0 <= restriction.careless_budget <= 13:
        raise EngineError(f"careless_budget must be 0..13, got {restriction.careless_budget}")
    if len(restriction.not_normal) > 16:
        raise EngineError("at most 16 points struck as not normal")
    points = []
    for point in restriction.not_normal:
        if not 1 <= point.trick <= 13:
            raise EngineError(f"a struck point's trick must be 1..13, got {point.trick}")
        points.append((point.trick, seat_number(point.seat), card_index(point.card)))
    unseen = 0
    for denom in restriction.unseen_suits:
        if not 0 <= int(denom) <= 3:
            raise EngineError(f"not a suit: {denom!r}")
        unseen |= 1 << int(denom)
    visible = -1 if restriction.visible is None else seat_number(restriction.visible)
    if visible >= 0 and visible % 2 == seat_number(restriction.claimer) % 2:
        raise EngineError("the visible seat must be an opponent of the claimer")
    return counted, unseen, restriction.careless_budget, tuple(points), visible


def restriction_args(restriction: Restriction | None) -> tuple:
    """(rules, evident_min_rank, shown_out, phases, model) for the native calls."""
    if restriction is None:
        return 0, 10, 0, (), None
    emin, shown = restriction.evident_min_rank, restriction.shown_out
    phases = tuple(
        (
            p.lead,
            p.play,
            p.done,
            p.done_left,
            p.out,
            p.discard,
            p.discard_left,
            p.cond_suit,
            p.cond_left,
            p.place,
            p.place_seat,
            p.place_negated,
            p.place_reveal,
        )
        for p in restriction.phases
    )
    if not 2 <= emin <= 14:
        raise EngineError(f"evident_min_rank must be 2..14, got {emin}")
    if not 0 <= shown <= 0xFFFF:
        raise EngineError("shown_out must be a 16-bit mask (bit 4*seat+suit)")
    if len(phases) > 32:
        raise EngineError("at most 32 statement phases")
    if Rule.STRUCK in restriction.rules:
        raise EngineError("Rule.STRUCK marks struck points in explain; give not_normal instead")
    return int(restriction.rules), emin, shown, phases, _model(restriction)


def time_budget(time_budget_ms: float | None) -> float:
    if time_budget_ms is None:
        return 0.0
    if isinstance(time_budget_ms, bool) or not isinstance(time_budget_ms, int | float):
        raise EngineError(f"time_budget_ms must be a number of ms, not {time_budget_ms!r}")
    if not 0 < time_budget_ms < float("inf"):
        raise EngineError(f"time_budget_ms must be positive, not {time_budget_ms!r}")
    return float(time_budget_ms)


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a 52-bit mask, highest suit (spades) and rank first."""
    return tuple(_CARDS[i] for i in _SHOWN_ORDER if mask >> i & 1)


def shown_out_mask(position: ClaimPosition) -> int:
    """The engine's 16-bit shown-out mask (bit ``4*seat + suit``) from the play before
    the claim and any show-out the director states (Law 70E: a layout the claimer knows)."""
    mask = 0
    for seat, suit in position.shown_out:
        mask |= 1 << (4 * int(seat) + int(suit))
    return mask
