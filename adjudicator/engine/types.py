"""The engine's types: what a search is asked (``Restriction``, ``Phase``, ``NotNormal``,
``Bounds``), what it answers (``SearchResult``, ``Outcomes``, ``LineStep``), and the
``Session`` whose searches share tables and one budget.

This module loads no native code: the text layer reads these types without the extension.
"""

from __future__ import annotations

import enum
import itertools
from collections.abc import Iterator
from dataclasses import dataclass, field

from endplay.types import Card, Denom, Player

from adjudicator.errors import AdjudicatorError

DEFAULT_BUDGET = 5_000_000
#: A node budget that never runs out: the time budget (or nothing) bounds the search.
UNLIMITED = 1 << 62
_SESSION_NUMBERS = itertools.count(1)


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
    SHORT_FIRST = 1048576
    LONE_WINNERS = 2097152
    BOTTOM_DISCARD = 4194304
    SUIT_RUN = 8388608


@dataclass(frozen=True)
class Phase:
    """One step of the statement: 52-bit card masks (see docs/restriction.md).
    ``discard``: the cards the step names as its discards — a hand void in the suit led
    throws one of them while the phase is active — and the phase is also finished once at
    most ``discard_left`` of them are held.  ``cond_left`` (0: none): a line stated for a
    layout of suit ``cond_suit`` (0..3) — bit ``l`` when ``l`` cards of it at the claim
    with the opponent after the claimer's side (East for North-South) meet the condition;
    the phase is skipped once what the play showed the claimer rules them all out.
    ``place`` (0: none): a line stated for where cards lie — it holds when every card of
    ``place`` was with seat ``place_seat`` (0..3, an opponent) at the claim, or, with
    ``place_negated``, when one was not; it binds only once the claimer knows (a card
    played, a show-out in its suit; ``place_reveal``: a stated finesse's cards, played to
    a finished trick, show it held) and is skipped when it does not hold (issue 28)."""

    lead: int
    play: int
    done: int
    done_left: int = 0
    out: int = 0
    discard: int = 0
    discard_left: int = 0
    cond_suit: int = 0
    cond_left: int = 0
    place: int = 0
    place_seat: int = 0
    place_negated: int = 0
    place_reveal: int = 0


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


class Session:
    """Searches that share the thread's tables and one budget: the searches of one ruling,
    made one after another in one thread, each reusing what the earlier ones stored.  A
    search without a session (or the first of a session, or one after another session's
    search) starts on empty tables, so that its value, line and node count never depend
    on what was searched before it.

    ``node_budget`` and ``time_budget_ms`` (None: no limit) bound what the session's
    searches spend together: each search is given at most what is left (at least one
    node, and 0.01 ms: a search with nothing left still starts, and stops at its first
    look at the clock), and is charged what it spent when it returns."""

    def __init__(self, node_budget: int | None = None, time_budget_ms: float | None = None) -> None:
        if node_budget is not None and node_budget <= 0:
            raise EngineError("a session's node_budget must be positive")
        self.number = next(_SESSION_NUMBERS)
        self.node_budget = node_budget
        self.nodes_left = node_budget
        self.ms_left = time_budget_ms

    def allowance(
        self, node_budget: int | None, time_budget_ms: float | None
    ) -> tuple[int, float | None]:
        """What the next search may spend: its own budgets (``node_budget`` None: all the
        session has left, or ``DEFAULT_BUDGET`` in a session without a node budget) within
        what the session has left."""
        nodes = node_budget
        if nodes is None:
            nodes = DEFAULT_BUDGET if self.nodes_left is None else self.nodes_left
        elif nodes <= 0:
            raise EngineError("node_budget must be positive")
        if self.nodes_left is not None:
            nodes = max(1, min(nodes, self.nodes_left))
        ms = time_budget_ms
        if self.ms_left is not None:
            left = max(0.01, self.ms_left)
            ms = left if ms is None else min(ms, left)
        return nodes, ms

    def charge(self, nodes: int, elapsed_ms: float) -> None:
        """Count a finished search's positions and CPU time against the session's budget."""
        if self.nodes_left is not None:
            self.nodes_left = max(0, self.nodes_left - nodes)
        if self.ms_left is not None:
            self.ms_left = max(0.0, self.ms_left - elapsed_ms)

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
