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
import itertools
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
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
    "NotNormal",
    "LineStep",
    "SearchResult",
    "SearchStats",
    "Session",
    "Bounds",
    "Outcomes",
    "double_dummy",
    "double_dummy_tricks",
    "search",
    "outcomes",
    "explain",
    "forget_tables",
    "release_tables",
    "card_mask",
    "card_index",
    "index_card",
]

DEFAULT_BUDGET = 5_000_000
#: A node budget that never runs out: the time budget (or nothing) bounds the search.
UNLIMITED = 1 << 62
_MODES = {"dd": 0, "worst": 1, "best": 2}
_OUTCOMES_MODE = 3
_SUITS = "SHDC"
_RANKS = "23456789TJQKA"
# Every card by bit number, built once: endplay's Card is frozen, so one object per card
# is safe to share, and a ruling turns tens of thousands of bit numbers into cards.
_CARDS = tuple(Card(suit + rank) for suit in _SUITS for rank in _RANKS)
# Bit numbers in the order cards are shown: spades first, each suit from the top.
_SHOWN_ORDER = tuple(13 * suit + rank for suit in range(4) for rank in range(12, -1, -1))


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
    CHEAP_WIN = 512
    SURE_RUFF = 1024
    SAFETY_RUFF = 2048
    UNBLOCK = 4096
    ALERT = 8192
    SLIPS = 16384
    #: never set in a restriction: in ``explain`` it marks a choice the director struck
    STRUCK = 32768
    #: the claimer's evident plan (issue 27; docs/restriction.md, "The claimer's evident plan")
    NO_STRAND = 65536
    SEQUENCE = 131072
    RESERVE_RUFFS = 262144
    SHOWN_TRUMPS = 524288


@dataclass(frozen=True)
class Phase:
    """One step of the statement: 52-bit card masks (see docs/restriction.md)."""

    lead: int
    play: int
    done: int
    done_left: int = 0
    out: int = 0


@dataclass(frozen=True)
class NotNormal:
    """A doubtful point struck by the director: at ``trick`` (1 = the trick in progress at
    the claim, or the next one) ``seat`` does not play ``card`` — it is not normal for this
    player (``--not-normal``)."""

    trick: int
    seat: Player
    card: Card


@dataclass(frozen=True)
class Restriction:
    """What is normal for the claimer's side (docs/restriction.md).

    ``counted_min_rank``: per suit (S, H, D, C), the lowest rank of a master the claim count
    shows the claimer counted (0: only the class's ``evident_min_rank``).
    ``unseen_suits``: suits whose outstanding honour the claimer never saw (row 11): he
    takes his cards there for winners.  ``careless_budget``: the careless deviations a line
    may make under ``Rule.SLIPS``.  ``not_normal``: choices struck by the director.
    ``visible``: an opponent whose cards the claimer sees (dummy, when a defender
    claims)."""

    claimer: Player
    rules: Rule = Rule(0)
    evident_min_rank: int = 10
    shown_out: int = 0
    phases: tuple[Phase, ...] = ()
    counted_min_rank: tuple[int, int, int, int] = (0, 0, 0, 0)
    unseen_suits: frozenset[Denom] = frozenset()
    careless_budget: int = 0
    not_normal: tuple[NotNormal, ...] = ()
    visible: Player | None = None


@dataclass(frozen=True)
class SearchStats:
    """What a search did (for benchmarks): positions at trick starts, of which answered
    by the table, cut off by quick tricks or by later tricks; table entries stored and
    scanned; moves skipped because their rank could not matter."""

    trick_nodes: int = 0
    table_hits: int = 0
    quick_cuts: int = 0
    later_cuts: int = 0
    stores: int = 0
    skipped: int = 0
    scanned: int = 0


@dataclass(frozen=True)
class SearchResult:
    """Claimer's side's tricks among the remaining ones (counting the trick in progress).

    ``stopped`` says which budget ended an unfinished search (``"nodes"`` or ``"time"``;
    None when it finished); ``elapsed_ms`` is the CPU time it ran."""

    value: int | None
    lower: int
    upper: int
    complete: bool
    line: tuple[Card, ...]
    nodes: int
    elapsed_ms: float = field(default=0.0, compare=False)
    stopped: str | None = None
    stats: SearchStats = field(default=SearchStats(), compare=False)


@dataclass(frozen=True)
class LineStep:
    """One card of the claimer's side along a line, with the normal set it came from.

    ``excluded`` maps each rule that removed legal cards at that point to those cards;
    ``careless`` are the normal cards that are careless deviations there (counted against
    the class's budget), ``deviated`` the rules whose plan the card played departs from
    when it is one of them; ``free`` the normal cards he is not made to play (a loser led
    while he holds winners, a trump once the opponents hold none), which the worst line
    takes only when they serve him."""

    trick: int
    seat: Player
    card: Card
    legal: tuple[Card, ...]
    normal: tuple[Card, ...]
    careless: tuple[Card, ...]
    is_normal: bool
    is_careless: bool
    slips_before: int
    deviated: Rule
    excluded: dict[Rule, tuple[Card, ...]]
    free: tuple[Card, ...] = ()


@dataclass(frozen=True)
class Outcomes:
    """Each distinct value of the normal lines (against best defence) with one witness."""

    results: dict[int, tuple[Card, ...]]
    complete: bool
    nodes: int
    elapsed_ms: float = field(default=0.0, compare=False)
    stopped: str | None = None


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
    held = 0
    for seat, mask in enumerate(hands):
        if held & mask:
            twice = (held & mask).bit_length() - 1
            first = next(s for s in range(seat) if hands[s] >> twice & 1)
            raise EngineError(f"{card_code(index_card(twice))} is in both {names[first]} "
                              f"and {names[seat]}")
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
class _Pos:
    hands: tuple[int, int, int, int]
    trump: int
    leader: int
    trick: tuple[int, ...]

    @property
    def to_play(self) -> int:
        return (self.leader + len(self.trick)) % 4


# The last ClaimPosition converted, and its native form: a ruling searches one position
# many times, and a ClaimPosition is immutable (frozen, its hands frozensets).
_last_converted: tuple[ClaimPosition, _Pos] | None = None


def _position(position: Any) -> _Pos:
    global _last_converted
    last = _last_converted
    if last is not None and last[0] is position:
        return last[1]
    if isinstance(position, ClaimPosition):
        converted = _converted(position)
        _last_converted = (position, converted)
        return converted
    return _converted(position)


def _converted(position: Any) -> _Pos:
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
        points.append((point.trick, _seat(point.seat), card_index(point.card)))
    unseen = 0
    for denom in restriction.unseen_suits:
        if not 0 <= int(denom) <= 3:
            raise EngineError(f"not a suit: {denom!r}")
        unseen |= 1 << int(denom)
    visible = -1 if restriction.visible is None else _seat(restriction.visible)
    if visible >= 0 and visible % 2 == _seat(restriction.claimer) % 2:
        raise EngineError("the visible seat must be an opponent of the claimer")
    return counted, unseen, restriction.careless_budget, tuple(points), visible


def _restriction_args(restriction: Restriction | None) -> tuple:
    """(rules, evident_min_rank, shown_out, phases, model) for the native calls."""
    if restriction is None:
        return 0, 10, 0, (), None
    emin, shown = restriction.evident_min_rank, restriction.shown_out
    phases = tuple((p.lead, p.play, p.done, p.done_left, p.out) for p in restriction.phases)
    if not 2 <= emin <= 14:
        raise EngineError(f"evident_min_rank must be 2..14, got {emin}")
    if not 0 <= shown <= 0xFFFF:
        raise EngineError("shown_out must be a 16-bit mask (bit 4*seat+suit)")
    if len(phases) > 32:
        raise EngineError("at most 32 statement phases")
    if Rule.STRUCK in restriction.rules:
        raise EngineError("Rule.STRUCK marks struck points in explain; give not_normal instead")
    return int(restriction.rules), emin, shown, phases, _model(restriction)


_STOPPED = {0: None, 1: "nodes", 2: "time"}
_SESSION_NUMBERS = itertools.count(1)


class Session:
    """Searches that share the thread's tables: the searches of one ruling, made one after
    another in one thread, each reusing what the earlier ones stored.  A search without a
    session (or the first of a session, or one after another session's search) starts on
    empty tables, so that its value, line and node count never depend on what was
    searched before it."""

    def __init__(self) -> None:
        self.number = next(_SESSION_NUMBERS)

    def __repr__(self) -> str:
        return f"Session({self.number})"


@dataclass(frozen=True)
class Bounds:
    """What the caller already knows of a value search's answer: it lies in
    ``lower..upper``, so the search makes no test outside (in a restricted search the tests
    proving a lower bound are the costly ones).  ``upper_first``: test ``upper`` first, when
    the caller expects the value there.  A bound that is wrong is not detected: the answer
    is then the bound — give one only where that answer decides the same question (a
    search asked only whether it reaches ``upper``, say).  ``asks_upper``: the caller asks
    just that, and an answer below ``upper`` (perhaps ``lower`` itself, which no test
    proved) comes without a witness line — a line for a wrong bound would be searched for
    in vain."""

    lower: int
    upper: int
    upper_first: bool = False
    asks_upper: bool = False

    def __iter__(self) -> Iterator[int | bool]:
        return iter((self.lower, self.upper, self.upper_first, self.asks_upper))


def _time_budget(time_budget_ms: float | None) -> float:
    if time_budget_ms is None:
        return 0.0
    if isinstance(time_budget_ms, bool) or not isinstance(time_budget_ms, int | float):
        raise EngineError(f"time_budget_ms must be a number of ms, not {time_budget_ms!r}")
    if not 0 < time_budget_ms < float("inf"):
        raise EngineError(f"time_budget_ms must be positive, not {time_budget_ms!r}")
    return float(time_budget_ms)


def _call(pos: _Pos, side: int, mode: int, restriction: Restriction | None, budget: int,
          want_line: bool = True, time_budget_ms: float | None = None,
          session: Session | None = None, bounds: Bounds | None = None) -> tuple:
    rules, emin, shown, phases, model = _restriction_args(restriction)
    if budget <= 0:
        raise EngineError("node_budget must be positive")
    ms = _time_budget(time_budget_ms)
    number = 0
    if session is not None:
        if not isinstance(session, Session):
            raise EngineError(f"session must be an engine.Session, not {session!r}")
        number = session.number
    try:
        return _native.search(pos.hands, pos.trump, pos.leader, pos.trick, side, mode, rules,
                              emin, shown, phases, min(budget, UNLIMITED), want_line, model, ms,
                              number, None if bounds is None else tuple(bounds))
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
    return _dd_value(pos, pos.to_play % 2)


def double_dummy_tricks(position: ClaimPosition, side_of: Player) -> int:
    """Remaining tricks (counting the one in progress) of the side of ``side_of``, both
    sides playing their best — as :func:`double_dummy`, from a ``ClaimPosition``."""
    return _dd_value(_position(position), _seat(side_of) % 2)


def _dd_value(pos: _Pos, side: int) -> int:
    """The plain double-dummy value for ``side`` (0 NS, 1 EW), without a witness line."""
    value, *_ = _call(pos, side, _MODES["dd"], None, UNLIMITED, want_line=False)
    return value


def search(position: Any, restriction: Restriction, mode: str = "worst",
           node_budget: int = DEFAULT_BUDGET, time_budget_ms: float | None = None,
           session: Session | None = None, bounds: Bounds | None = None,
           line: bool = True) -> SearchResult:
    """The claimer's side's tricks over normal lines: ``worst`` (Law 70A), ``best``, or
    ``dd`` (no restriction, both sides best), with a witness line (``line=False``: none,
    for a caller who wants the value alone).

    The search stops after ``node_budget`` positions or ``time_budget_ms`` of this
    thread's CPU time, whichever comes first (the line gets the same budgets again); a
    search stopped early returns the bounds it proved and says which budget stopped it.
    ``session``: see :class:`Session`; ``bounds``: see :class:`Bounds`."""
    if mode not in _MODES:
        raise EngineError(f"unknown mode {mode!r} (expected worst, best or dd)")
    pos = _position(position)
    side = _seat(restriction.claimer) % 2
    value, lower, upper, complete, line, nodes, _, elapsed, stopped, stats = _call(
        pos, side, _MODES[mode], restriction, node_budget, want_line=line,
        time_budget_ms=time_budget_ms, session=session, bounds=bounds,
    )
    return SearchResult(
        value=value if complete else None,
        lower=lower,
        upper=upper,
        complete=bool(complete),
        line=_line(line),
        nodes=nodes,
        elapsed_ms=elapsed,
        stopped=_STOPPED[stopped],
        stats=SearchStats(*stats[:7]),
    )


def forget_tables() -> None:
    """Make this thread's search tables forget what earlier searches stored (they keep
    their memory).  A search outside a session starts on emptied tables anyway; this is for
    a caller ending a session early."""
    _native.forget_tables()


def release_tables() -> None:
    """Free this thread's search tables now (they are freed anyway when the thread
    exits; a later search allocates them again)."""
    _native.release_tables()


def outcomes(position: Any, restriction: Restriction, node_budget: int = DEFAULT_BUDGET,
             time_budget_ms: float | None = None, session: Session | None = None,
             window: Bounds | None = None) -> Outcomes:
    """Every distinct result of the claimer's normal lines against best defence, each with
    one witness line.  When a budget runs out (nodes, or this thread's CPU time),
    ``results`` is empty, ``complete`` False and ``stopped`` says which.  ``session``: see
    :class:`Session`.  ``window``: look only for the results in ``lower..upper`` (each
    result is one search for a line taking exactly that many, so a narrow window asks
    fewer; docs/restriction.md)."""
    pos = _position(position)
    side = _seat(restriction.claimer) % 2
    _, _, _, complete, _, nodes, results, elapsed, stopped, _ = _call(
        pos, side, _OUTCOMES_MODE, restriction, node_budget, time_budget_ms=time_budget_ms,
        session=session, bounds=window,
    )
    return Outcomes(
        results={v: _line(line) for v, line in sorted(results.items())} if complete else {},
        complete=bool(complete),
        nodes=nodes,
        elapsed_ms=elapsed,
        stopped=_STOPPED[stopped],
    )


def _cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a 52-bit mask, highest suit (spades) and rank first."""
    return tuple(_CARDS[i] for i in _SHOWN_ORDER if mask >> i & 1)


def explain(position: Any, restriction: Restriction,
            line: Iterable[Card | str]) -> tuple[LineStep, ...]:
    """Walk ``line`` (cards in play order from the position) under the restriction and
    describe each card the claimer's side plays: its trick and seat, the legal, normal and
    careless cards there, whether the card played was normal and careless, and which rules
    removed which legal cards (docs/restriction.md).  A card that is not legal raises
    ``EngineError``."""
    pos = _position(position)
    side = _seat(restriction.claimer) % 2
    cards = tuple(card_index(c) for c in line)
    rules, emin, shown, phases, model = _restriction_args(restriction)
    try:
        steps = _native.explain(pos.hands, pos.trump, pos.leader, pos.trick, side,
                                _MODES["worst"], rules, emin, shown, phases, model, cards)
    except (ValueError, OverflowError, TypeError) as exc:
        raise EngineError(str(exc)) from None
    return tuple(_step(step) for step in steps)


def _step(step: tuple) -> LineStep:
    (trick, seat, card, legal, normal, careless, is_normal, is_careless, slips, deviated,
     excluded, free) = step
    removed = {Rule(1 << bit): _cards_of(mask) for bit, mask in enumerate(excluded) if mask}
    return LineStep(
        trick=trick, seat=Player(seat), card=index_card(card), legal=_cards_of(legal),
        normal=_cards_of(normal), careless=_cards_of(careless), is_normal=bool(is_normal),
        is_careless=bool(is_careless), slips_before=slips, deviated=Rule(deviated),
        excluded=removed, free=_cards_of(free),
    )
