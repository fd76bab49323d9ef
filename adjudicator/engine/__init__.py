"""The search engine's Python face: the only module that imports ``adjudicator.engine._native``.

Three kinds of search over the rest of the play of a claim position:

* ``double_dummy`` — plain double dummy, equal to ``endplay.dds.solve_board`` (tricks for
  the side of the player to play next, counting the trick in progress);
* ``search`` — the claimer's side's tricks when its moves are limited to the normal set
  described by a ``Restriction`` (docs/restriction.md), chosen worst (``"worst"``, Law 70A)
  or best (``"best"``) for it, or unrestricted (``"dd"``), with a witness line;
* ``outcomes`` — every distinct result of the normal lines, one witness line each.

Input is validated here (with messages naming the seat or card) and again in C.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from endplay.types import Card, Deal, Denom, Player

from adjudicator.core.cards import card_code, hands_from_pbn, parse_card
from adjudicator.core.position import ClaimPosition
from adjudicator.engine import _native
from adjudicator.errors import AdjudicatorError

__all__ = [
    "EngineError",
    "Rule",
    "Phase",
    "Restriction",
    "SearchResult",
    "Outcomes",
    "double_dummy",
    "search",
    "outcomes",
    "card_mask",
    "card_index",
    "index_card",
]

DEFAULT_BUDGET = 5_000_000
#: Nodes the engine searches per millisecond of budget, to turn a budget in milliseconds into
#: a node budget (a deterministic budget gives the same answer on every machine).
NODES_PER_MS = 2_000
UNLIMITED = 1 << 62
_MODES = {"dd": 0, "worst": 1, "best": 2}
_OUTCOMES_MODE = 3
_SUITS = "SHDC"
_RANKS = "23456789TJQKA"


class EngineError(AdjudicatorError, ValueError):
    """Bad input to the engine; the message says what is wrong."""


class Rule(enum.IntFlag):
    """The rules shaping the claimer's normal set (docs/restriction.md, filters 1-7, and
    two flags of the claimer's knowledge)."""

    STATEMENT = 1
    DRAW_TRUMPS = 2
    TOP_DOWN = 4
    NO_LOSER_LEAD = 8
    WIN_LAST = 16
    RUFF_LOW = 32
    KEEP_MASTERS = 64
    KNOWN_LAYOUT = 128
    COUNTS_SPOTS = 256


@dataclass(frozen=True)
class Phase:
    """One step of the statement: 52-bit card masks (see docs/restriction.md)."""

    lead: int
    play: int
    done: int
    done_left: int = 0
    out: int = 0


@dataclass(frozen=True)
class Restriction:
    """What is normal for the claimer's side (docs/restriction.md)."""

    claimer: Player
    rules: Rule = Rule(0)
    evident_min_rank: int = 10
    shown_out: int = 0
    phases: tuple[Phase, ...] = ()


@dataclass(frozen=True)
class SearchResult:
    """Claimer's side's tricks among the remaining ones (counting the trick in progress)."""

    value: int | None
    lower: int
    upper: int
    complete: bool
    line: tuple[Card, ...]
    nodes: int


@dataclass(frozen=True)
class Outcomes:
    """Each distinct value of the normal lines (against best defence) with one witness."""

    results: dict[int, tuple[Card, ...]]
    complete: bool
    nodes: int


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
    return Card(_SUITS[index // 13] + _RANKS[index % 13])


def card_mask(cards: Iterable[Card | str]) -> int:
    """52-bit mask of cards (endplay ``Card`` or ``"SA"``-style strings)."""
    mask = 0
    for card in cards:
        mask |= 1 << card_index(card)
    return mask


def _line(indices: Iterable[int]) -> tuple[Card, ...]:
    return tuple(index_card(i) for i in indices)


# ---- positions ------------------------------------------------------------------------


def _seat(value: Any) -> int:
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
    seen: dict[int, str] = {}
    for seat, mask in enumerate(hands):
        for i in range(52):
            if mask >> i & 1:
                if i in seen:
                    raise EngineError(
                        f"{card_code(index_card(i))} is in both {seen[i]} and {names[seat]}"
                    )
                seen[i] = names[seat]
    for i in trick:
        if i in seen:
            raise EngineError(
                f"{card_code(index_card(i))} is on the trick and also held or played twice"
            )
        seen[i] = "trick"
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
class _Pos:
    hands: tuple[int, int, int, int]
    trump: int
    leader: int
    trick: tuple[int, ...]

    @property
    def to_play(self) -> int:
        return (self.leader + len(self.trick)) % 4


def _position(position: Any) -> _Pos:
    if isinstance(position, ClaimPosition):
        hands = tuple(card_mask(h) for h in position.hands)
        trump, leader = int(position.trump), int(position.leader)
        trick = tuple(card_index(c) for c in position.trick)
    elif isinstance(position, tuple) and len(position) in (3, 4):
        hands = _hands_of(position[0])
        trump, leader = _strain(position[1]), _seat(position[2])
        trick = tuple(card_index(c) for c in (position[3] if len(position) == 4 else ()))
    else:
        raise EngineError(
            "position must be a ClaimPosition or a tuple (deal_pbn, trump, leader, trick)"
        )
    _check_position(hands, leader, trick, trump)
    return _Pos(hands, trump, leader, trick)  # type: ignore[arg-type]


def _call(pos: _Pos, side: int, mode: int, restriction: Restriction | None, budget: int,
          want_line: bool = True) -> tuple:
    rules, emin, shown, phases = 0, 10, 0, ()
    if restriction is not None:
        rules = int(restriction.rules)
        emin = restriction.evident_min_rank
        shown = restriction.shown_out
        phases = tuple((p.lead, p.play, p.done, p.done_left, p.out) for p in restriction.phases)
        if not 2 <= emin <= 14:
            raise EngineError(f"evident_min_rank must be 2..14, got {emin}")
        if not 0 <= shown <= 0xFFFF:
            raise EngineError("shown_out must be a 16-bit mask (bit 4*seat+suit)")
        if len(phases) > 32:
            raise EngineError("at most 32 statement phases")
    if budget <= 0:
        raise EngineError("node_budget must be positive")
    try:
        return _native.search(pos.hands, pos.trump, pos.leader, pos.trick, side, mode, rules,
                              emin, shown, phases, min(budget, UNLIMITED), want_line)
    except (ValueError, OverflowError, TypeError) as exc:
        raise EngineError(str(exc)) from None


# ---- public API ------------------------------------------------------------------------


def double_dummy(deal: str | Deal, trump: str | Denom, leader: str | Player,
                 trick: Iterable[Card | str] = ()) -> int:
    """Remaining tricks (counting the one in progress) won by the side of the player to
    play next, both sides playing their best (the DDS convention).

    ``deal`` holds the cards still held (PBN string or endplay ``Deal``; a ``Deal``'s own
    trick in progress is used when ``trick`` is not given); ``leader`` led the current
    trick; ``trick`` its cards so far."""
    trick = tuple(trick)
    if isinstance(deal, Deal) and not trick and len(deal.curtrick) > 0:
        trick = tuple(deal.curtrick)  # a Deal holds the trick in progress apart from its hands
    pos = _position((deal, trump, leader, trick))
    value, *_ = _call(pos, pos.to_play % 2, _MODES["dd"], None, UNLIMITED, want_line=False)
    return value


def search(position: Any, restriction: Restriction, mode: str = "worst",
           node_budget: int = DEFAULT_BUDGET) -> SearchResult:
    """The claimer's side's tricks over normal lines: ``worst`` (Law 70A), ``best``, or
    ``dd`` (no restriction, both sides best), with a witness line."""
    if mode not in _MODES:
        raise EngineError(f"unknown mode {mode!r} (expected worst, best or dd)")
    pos = _position(position)
    side = _seat(restriction.claimer) % 2
    value, lower, upper, complete, line, nodes, _ = _call(
        pos, side, _MODES[mode], restriction, node_budget
    )
    return SearchResult(
        value=value if complete else None,
        lower=lower,
        upper=upper,
        complete=bool(complete),
        line=_line(line),
        nodes=nodes,
    )


def outcomes(position: Any, restriction: Restriction,
             node_budget: int = DEFAULT_BUDGET) -> Outcomes:
    """Every distinct result of the claimer's normal lines against best defence, each with
    one witness line.  When the budget runs out, ``results`` is empty and ``complete``
    False."""
    pos = _position(position)
    side = _seat(restriction.claimer) % 2
    _, _, _, complete, _, nodes, results = _call(
        pos, side, _OUTCOMES_MODE, restriction, node_budget
    )
    return Outcomes(
        results={v: _line(line) for v, line in sorted(results.items())} if complete else {},
        complete=bool(complete),
        nodes=nodes,
    )
