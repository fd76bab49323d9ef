"""Single-dummy probabilities: how a line fares over the layouts its player cannot see;
and single-dummy play of the rest of a hand on the actual deal (:mod:`.player`).

A player at the table sees his own hand and dummy; the other two hands are hidden from
him, known only through the play (the cards played, the suits a player has shown out of)
and the auction (a director's limits on a hand's points or suit lengths).  Whether a
line works *for him* is a question over every layout of the hidden cards consistent with
that knowledge: this module draws such layouts (:mod:`.sampler`), solves each one double
dummy with DDS, and reports for each candidate line the distribution of his side's tricks
with its sampling error (:mod:`.stats`) and the seed that reproduces it.

A *line* is the cards his side plays next, in order, from the position (``()`` is "his
side's best play"); every other card — the hidden hands', and his side's once the line
is played — is chosen double dummy, each seat for its own side.  Scoring each layout
double dummy is the standard single-dummy approximation: it credits the player with
guessing right *after* the line, so it flatters every line alike and compares them fairly.

DDS through endplay is not thread-safe (endplay-notes.md, item 7): the layouts are solved
in worker processes, never threads.  The layouts are drawn in the calling process from
the seed before any work is shared out, so the answer does not depend on ``jobs``.
"""

from __future__ import annotations

import concurrent.futures as cf
import multiprocessing
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from endplay.dds import solve_board
from endplay.dds.solve import SolveMode
from endplay.types import Card, Deal, Denom, Player

from adjudicator.core.cards import SEATS, card_code, same_side, trick_winner
from adjudicator.core.position import ClaimPosition
from adjudicator.engine.single_dummy.constraints import (
    HandLimits,
    SimulationError,
    parse_hcp,
    parse_length,
)
from adjudicator.engine.single_dummy.player import (
    DEFAULT_PLAY_LAYOUTS,
    LineChoice,
    PlayedLine,
    PlayRules,
    SingleDummyPlay,
    play_single_dummy,
)
from adjudicator.engine.single_dummy.sampler import Layout, LayoutSampler, card_number
from adjudicator.engine.single_dummy.stats import Share, TrickDistribution, wilson

__all__ = [
    "DEFAULT_PLAY_LAYOUTS",
    "HandLimits",
    "Layout",
    "LayoutSampler",
    "LineChoice",
    "LineResult",
    "PlayRules",
    "PlayedLine",
    "Share",
    "Simulation",
    "SimulationError",
    "SingleDummyPlay",
    "TrickDistribution",
    "parse_hcp",
    "parse_length",
    "play_single_dummy",
    "simulate",
    "wilson",
]

DEFAULT_LAYOUTS = 1000
DEFAULT_SEED = 1
#: Below this many layouts the work is done in the calling process: starting worker
#: processes costs more than it saves.
_POOL_MINIMUM = 64

_RANKS = "23456789TJQKA"


@dataclass(frozen=True)
class LineResult:
    """One candidate line: its cards and its side's tricks on every layout, in order."""

    line: tuple[Card, ...]
    values: tuple[int, ...]

    @property
    def distribution(self) -> TrickDistribution:
        return TrickDistribution.of(self.values)

    def beats(self, other: LineResult) -> Share:
        """The share of layouts on which this line takes more tricks than ``other``."""
        wins = sum(
            1 for mine, theirs in zip(self.values, other.values, strict=True) if mine > theirs
        )
        return Share(wins, len(self.values))

    def to_json(self) -> dict:
        return {
            "line": [card_code(c) for c in self.line],
            "distribution": self.distribution.to_json(),
        }


@dataclass(frozen=True)
class Simulation:
    """A simulation's answer: per line, the viewer's side's tricks on each layout, and
    what reproduces it (the seed, the number of layouts, the hidden seats)."""

    viewer: Player
    hidden: tuple[Player, Player]
    seed: int
    layouts: int
    lines: tuple[LineResult, ...]

    def to_json(self) -> dict:
        return {
            "viewer": self.viewer.abbr,
            "hidden": [s.abbr for s in self.hidden],
            "seed": self.seed,
            "layouts": self.layouts,
            "lines": [line.to_json() for line in self.lines],
        }


def hidden_from(viewer: Player, dummy: Player | None) -> tuple[Player, Player]:
    """The two seats ``viewer`` cannot see when ``dummy`` is faced (his partner's when
    dummy is unknown or is the viewer himself: declarer's view)."""
    if dummy is None or dummy == viewer:
        dummy = Player((viewer + 2) % 4)
    hidden = tuple(seat for seat in SEATS if seat not in (viewer, dummy))
    return hidden  # type: ignore[return-value]


def simulate(
    position: ClaimPosition,
    viewer: Player,
    lines: Sequence[Sequence[Card]] = ((),),
    *,
    dummy: Player | None = None,
    limits: Iterable[HandLimits] = (),
    layouts: int = DEFAULT_LAYOUTS,
    seed: int = DEFAULT_SEED,
    jobs: int = 2,
) -> Simulation:
    """Each line's tricks for ``viewer``'s side over ``layouts`` layouts of the cards he
    cannot see (all but his own hand and ``dummy``'s), drawn with ``seed``.

    Raises ``SimulationError`` for a line that is not his side's to play or not legal,
    for limits the play contradicts, or for a bad count."""
    if isinstance(layouts, bool) or not isinstance(layouts, int) or not 1 <= layouts <= 100_000:
        raise SimulationError(f"layouts must be 1 to 100000, not {layouts!r}")
    if isinstance(jobs, bool) or not isinstance(jobs, int) or jobs < 1:
        raise SimulationError(f"jobs must be 1 or more, not {jobs!r}")
    hidden = hidden_from(viewer, dummy)
    checked = tuple(_check_line(position, viewer, hidden, tuple(line)) for line in lines)
    if not checked:
        raise SimulationError("give at least one line to simulate")
    drawn = LayoutSampler(position, hidden, limits, seed).draw(layouts)
    task = _Task(
        trump=int(position.trump),
        leader=int(position.leader),
        trick=tuple(card_number(c) for c in position.trick),
        lines=tuple(tuple(card_number(c) for c in line) for line in checked),
        side=int(viewer) % 2,
        hidden=tuple(int(s) for s in hidden),
    )
    values = _solve_all(task, drawn, jobs)
    results = tuple(
        LineResult(line, tuple(row[i] for row in values)) for i, line in enumerate(checked)
    )
    return Simulation(viewer, hidden, seed, layouts, results)


def _check_line(
    position: ClaimPosition, viewer: Player, hidden: tuple[Player, Player], line: tuple[Card, ...]
) -> tuple[Card, ...]:
    """A line is checked once on the actual cards: which seat plays each of its cards
    does not depend on the layout while the line's own cards are being played, except
    after a trick a hidden seat may win — then the line must wait for its side's turn."""
    held = {card: seat for seat in SEATS for card in position.hands[seat]}
    for card in line:
        seat = held.get(card)
        if seat is None or not same_side(seat, viewer) or seat in hidden:
            raise SimulationError(
                f"line {' '.join(card_code(c) for c in line)}: {card_code(card)} is not a "
                f"card of {viewer.abbr}'s side that {viewer.abbr} can see"
            )
    return line


@dataclass(frozen=True)
class _Task:
    """What a worker needs besides the layouts (cards as bit numbers, seats as 0-3)."""

    trump: int
    leader: int
    trick: tuple[int, ...]
    lines: tuple[tuple[int, ...], ...]
    side: int  # the viewer's side: 0 North-South, 1 East-West
    hidden: tuple[int, ...]


def _solve_all(task: _Task, layouts: list[Layout], jobs: int) -> list[tuple[int, ...]]:
    if jobs == 1 or len(layouts) < _POOL_MINIMUM:
        return _solve_chunk(task, layouts)
    size = max(8, len(layouts) // (jobs * 4))
    chunks = [layouts[i : i + size] for i in range(0, len(layouts), size)]
    context = multiprocessing.get_context("fork")
    with cf.ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
        parts = list(pool.map(_solve_chunk, [task] * len(chunks), chunks))
    return [row for part in parts for row in part]


def _solve_chunk(task: _Task, layouts: list[Layout]) -> list[tuple[int, ...]]:
    """Each layout's value of each line (runs in a worker process).  The value a line
    took on the previous layout is the first guess for the next (see ``_most_tricks``)."""
    guesses: list[int | None] = [None] * len(task.lines)
    rows = []
    for layout in layouts:
        row = []
        for index, line in enumerate(task.lines):
            value, guesses[index] = _line_value(task, layout, line, guesses[index])
            row.append(value)
        rows.append(tuple(row))
    return rows


def _card(number: int) -> Card:
    return Card("SHDC"[number // 13] + _RANKS[number % 13])


def _deal(task: _Task, layout: Layout) -> Deal:
    """The layout as an endplay ``Deal`` with the trick in progress played to it (endplay
    keeps the trick's cards out of the hands, so they are dealt back first)."""
    hands = [set(hand) for hand in layout]
    for offset, number in enumerate(task.trick):
        hands[(task.leader + offset) % 4].add(number)
    text = " ".join(
        ".".join(
            "".join(
                _RANKS[n % 13] for n in sorted((n for n in hand if n // 13 == suit), reverse=True)
            )
            for suit in range(4)
        )
        for hand in hands
    )
    deal = Deal("N:" + text)
    deal.first = Player(task.leader)
    deal.trump = Denom(task.trump)
    for number in task.trick:
        deal.play(_card(number))
    return deal


def _line_value(
    task: _Task, layout: Layout, line: tuple[int, ...], guess: int | None
) -> tuple[int, int | None]:
    """The viewer's side's tricks from the position: the line's cards for its side, every
    other card double dummy, then double dummy to the end; and the tricks of the side to
    play at the end of the line (the next layout's guess)."""
    deal = _deal(task, layout)
    won = 0
    pending = [_card(n) for n in line]
    while pending:
        seat = int(deal.curplayer)
        if seat % 2 == task.side and seat not in task.hidden:
            card = pending.pop(0)
        else:
            card = _best_card(deal)
        won += _play(deal, card, task)
    left = len(deal[deal.curplayer])
    if left == 0:
        return won, guess
    best = _most_tricks(deal, left, guess)
    return won + (best if int(deal.curplayer) % 2 == task.side else left - best), best


def _most_tricks(deal: Deal, left: int, guess: int | None) -> int:
    """The most tricks the side to play can take, double dummy.

    Layouts of one simulation differ only in the hidden cards, so their values are close;
    from the previous layout's value, two zero-window searches (DDS ``TargetOne``: "can
    the side reach t?") usually settle it, which is cheaper than DDS's own search for the
    optimum from scratch (``OptimalOne``: 8% less time on the real deals of
    ``../shared/data/events``)."""
    if guess is None:
        return max(score for _card_, score in solve_board(deal, SolveMode.OptimalOne))
    tricks = min(max(guess, 0), left)
    if _reaches(deal, tricks):
        while tricks < left and _reaches(deal, tricks + 1):
            tricks += 1
        return tricks
    tricks -= 1
    while not _reaches(deal, tricks):
        tricks -= 1
    return tricks


def _reaches(deal: Deal, target: int) -> bool:
    if target <= 0:
        return True
    found = list(solve_board(deal, SolveMode.TargetOne, target))  # empty when it cannot
    return bool(found) and found[0][1] >= target


def _best_card(deal: Deal) -> Card:
    card, _score = next(iter(solve_board(deal, SolveMode.OptimalOne)))
    return card


def _play(deal: Deal, card: Card, task: _Task) -> int:
    """Play ``card``; 1 when it completes a trick the viewer's side wins."""
    leader = int(deal.first)
    cards = [*deal.curtrick, card]
    deal.play(card)
    if len(cards) < 4:
        return 0
    winner = trick_winner(Player(leader), cards, deal.trump)
    return 1 if int(winner) % 2 == task.side else 0
