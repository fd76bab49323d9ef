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
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from endplay import _dds

from adjudicator.engine.layouts import solve_layouts
from adjudicator.engine.single_dummy.constraints import SimulationError
from adjudicator.engine.types import EngineError

#: DDS's limit on the boards of one ``SolveAllBoards`` call.
_CHUNK = int(_dds.MAXNOOFBOARDS)
#: Positions of at most this many cards a hand go to the engine's batch, larger to DDS.
ENGINE_MAX_CARDS = 8


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
