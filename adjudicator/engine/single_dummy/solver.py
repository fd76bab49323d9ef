"""Every card's double-dummy value on many layouts at once: the single-dummy player's one
call into a double-dummy solver.

A layout here is four hands as 52-bit masks (bit ``13*suit + rank-2``, spades 0, hearts
1, diamonds 2, clubs 3: the engine's numbering), the trump (0-3, 4 for no trumps), the
leader of the trick in progress and its cards.  :func:`card_values` answers, for each
layout, the tricks the side to play takes from there (the trick in progress counted)
after each legal card of the hand to play, the other cards played double dummy — DDS's
``SolveBoard`` with ``solutions=3`` — as an ``(layouts, 52)`` array, -1 for a card the
hand cannot play.

Two solvers give the same answers (checked in tests/unit/test_sd_player.py), and each
batch goes to the one that is faster for its size: positions of more than
:data:`ENGINE_MAX_CARDS` cards a hand to DDS's ``SolveAllBoardsBin`` through endplay's
ctypes binding (DDS's own threads, inside C, 200 boards a call, filled straight from the
masks: no PBN text and no endplay ``Deal`` per layout); smaller ones to the engine's own
batch entry point (:func:`adjudicator.engine.layouts.solve_layouts`, issue 29: numpy in
and out, its threads in C with the GIL released).  Measured on the loaded 2-core machine
(benchmarks/bench_candidates.py's deals): 13 cards a hand, DDS 1.4x faster; 10 cards,
DDS 1.3x; 7 cards, the engine 1.6x.

Both cores (issue 30): DDS's ``SolveAllBoards`` shares boards between its threads, but on
the layouts of one decision — hands that differ only in the hidden cards — it often keeps
one thread busy (measured: 34 opening-lead layouts of a 13-card deal, 1.9 s with one
thread, 2.0 s with two).  DDS cannot be called from two Python threads at once (it keeps
its working memory per thread number), so a :class:`Solvers` with ``jobs`` above one
shares a large DDS batch between this process and forked worker processes, each solving
every ``jobs``-th board.  A board's value does not depend on who solves it: the answers
are the same with any ``jobs``.
"""

from __future__ import annotations

import concurrent.futures as cf
import multiprocessing
from collections.abc import Sequence
from dataclasses import dataclass
from types import TracebackType

import numpy as np
from endplay import _dds

from adjudicator.engine.layouts import solve_layouts
from adjudicator.engine.single_dummy.constraints import SimulationError
from adjudicator.engine.types import EngineError

#: DDS's limit on the boards of one ``SolveAllBoards`` call.
_CHUNK = int(_dds.MAXNOOFBOARDS)
#: Positions of at most this many cards a hand go to the engine's batch, larger to DDS.
ENGINE_MAX_CARDS = 8
#: A DDS batch is shared out between processes from this many boards (fewer cost less
#: than the exchange: a few milliseconds).
SPLIT_MINIMUM = 8


@dataclass(frozen=True)
class Board:
    """One layout to solve: four hands (masks of the cards still held), the trump (0-4),
    the trick's leader (0-3, N E S W) and the cards already on the trick (numbers)."""

    hands: tuple[int, int, int, int]
    trump: int
    leader: int
    trick: tuple[int, ...] = ()


def card_values(boards: Sequence[Board]) -> np.ndarray:
    """For each board, each legal card's value for the side to play (tricks from the
    trick in progress to the end, both sides double dummy); -1 where not legal.

    Raises ``SimulationError`` for a board the solver refuses (unequal hands, a card
    twice)."""
    out = np.full((len(boards), 52), -1, dtype=np.int8)
    if not boards:
        return out
    first = boards[0]
    same = all(
        b.trump == first.trump and b.leader == first.leader and b.trick == first.trick
        for b in boards
    )
    if same and max(hand.bit_count() for hand in first.hands) <= ENGINE_MAX_CARDS:
        return _engine(boards)
    for start in range(0, len(boards), _CHUNK):
        chunk = boards[start : start + _CHUNK]
        _solve_chunk(chunk, out[start : start + len(chunk)])
    return out


def position_values(boards: Sequence[Board]) -> np.ndarray:
    """For each board, the tricks of the side to play (from the trick in progress to the
    end, both sides double dummy) — one search a board (DDS ``solutions=1``), cheaper than
    :func:`card_values` when a few cards' values are wanted: the card played is put on
    the trick and the board after it solved.

    Raises ``SimulationError`` for a board the solver refuses."""
    out = np.zeros(len(boards), dtype=np.int8)
    if not boards:
        return out
    first = boards[0]
    same = all(
        b.trump == first.trump and b.leader == first.leader and b.trick == first.trick
        for b in boards
    )
    if same and max(hand.bit_count() for hand in first.hands) <= ENGINE_MAX_CARDS:
        array = np.array([board.hands for board in boards], dtype=np.uint64)
        try:
            found = solve_layouts((0, 0, 0, 0), array, first.trump, first.leader, first.trick)
        except EngineError as exc:
            raise SimulationError(f"the double-dummy solver refused a layout: {exc}") from None
        return found.values.astype(np.int8)  # the side to play's, by default
    rows = np.full((len(boards), 52), -1, dtype=np.int8)
    for start in range(0, len(boards), _CHUNK):
        chunk = boards[start : start + _CHUNK]
        _solve_chunk(chunk, rows[start : start + len(chunk)], solutions=1)
    return rows.max(axis=1)


def _engine(boards: Sequence[Board]) -> np.ndarray:
    """The engine's batch: boards sharing the trump, the leader and the trick."""
    first = boards[0]
    array = np.array([board.hands for board in boards], dtype=np.uint64)
    try:
        found = solve_layouts(
            (0, 0, 0, 0), array, first.trump, first.leader, first.trick, all_cards=True
        )
    except EngineError as exc:
        raise SimulationError(f"the double-dummy solver refused a layout: {exc}") from None
    assert found.cards is not None
    return found.cards


def _solve_chunk(boards: Sequence[Board], out: np.ndarray, solutions: int = 3) -> None:
    bop = _dds.boards()
    bop.noOfBoards = len(boards)
    for index, board in enumerate(boards):
        deal = bop.deals[index]
        deal.trump = board.trump
        deal.first = board.leader
        for slot in range(3):
            if slot < len(board.trick):
                card = board.trick[slot]
                deal.currentTrickSuit[slot] = card // 13
                deal.currentTrickRank[slot] = card % 13 + 2
            else:
                deal.currentTrickSuit[slot] = 0
                deal.currentTrickRank[slot] = 0
        for seat in range(4):
            mask = board.hands[seat]
            for suit in range(4):
                deal.remainCards[seat][suit] = ((mask >> (13 * suit)) & 0x1FFF) << 2
        bop.target[index] = -1
        bop.solutions[index] = solutions
        bop.mode[index] = 1
    solved = _dds.solvedBoards()
    try:
        _dds.SolveAllBoardsBin(bop, solved)  # endplay raises DDSError for DDS's error codes
    except _dds.DDSError as exc:
        raise SimulationError(f"the double-dummy solver refused a layout: {exc}") from None
    for index in range(len(boards)):
        future = solved.solvedBoard[index]
        row = out[index]
        for k in range(future.cards):
            suit = future.suit[k]
            rank = future.rank[k]
            score = future.score[k]
            row[13 * suit + rank - 2] = score
            equals = future.equals[k] >> 2
            low = 0
            while equals:
                if equals & 1:
                    row[13 * suit + low] = score
                equals >>= 1
                low += 1


def _values_part(boards: Sequence[Board], all_cards: bool) -> np.ndarray:
    """One process's part of a shared batch (runs in a worker)."""
    return card_values(boards) if all_cards else position_values(boards)


class Solvers:
    """:func:`card_values` and :func:`position_values` with ``jobs`` processes sharing the
    large DDS batches (this one and ``jobs - 1`` forked workers, started on first use and
    stopped on :meth:`close` or leaving a ``with`` block).  In a daemon process (a web
    worker, which may not start processes) the work stays in the process."""

    def __init__(self, jobs: int = 1) -> None:
        if isinstance(jobs, bool) or not isinstance(jobs, int) or jobs < 1:
            raise SimulationError(f"jobs must be 1 or more, not {jobs!r}")
        if multiprocessing.current_process().daemon:
            jobs = 1
        self.jobs = jobs
        self._pool: cf.ProcessPoolExecutor | None = None

    def __enter__(self) -> Solvers:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None

    def card_values(self, boards: Sequence[Board]) -> np.ndarray:
        """As :func:`card_values`, shared out when the batch is large."""
        return self._shared(boards, True)

    def position_values(self, boards: Sequence[Board]) -> np.ndarray:
        """As :func:`position_values`, shared out when the batch is large."""
        return self._shared(boards, False)

    def _shared(self, boards: Sequence[Board], all_cards: bool) -> np.ndarray:
        solve = card_values if all_cards else position_values
        if (
            self.jobs == 1
            or len(boards) < SPLIT_MINIMUM
            or max(hand.bit_count() for hand in boards[0].hands) <= ENGINE_MAX_CARDS
        ):
            return solve(boards)  # small, or the engine's batch (its own threads in C)
        if self._pool is None:
            context = multiprocessing.get_context("fork")
            self._pool = cf.ProcessPoolExecutor(max_workers=self.jobs - 1, mp_context=context)
        parts = [list(boards[index :: self.jobs]) for index in range(self.jobs)]
        futures = [self._pool.submit(_values_part, part, all_cards) for part in parts[1:]]
        found = [solve(parts[0]), *(future.result() for future in futures)]
        out = np.empty((len(boards), *found[0].shape[1:]), dtype=np.int8)
        for index, part in enumerate(found):
            out[index :: self.jobs] = part
        return out
