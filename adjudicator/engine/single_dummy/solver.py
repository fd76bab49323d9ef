"""Every card's double-dummy value on many layouts at once: the single-dummy player's one
call into a double-dummy solver.

A layout here is four hands as 52-bit masks (bit ``13*suit + rank-2``, spades 0, hearts
1, diamonds 2, clubs 3: the engine's numbering), the trump (0-3, 4 for no trumps), the
leader of the trick in progress and its cards.  :func:`card_values` answers, for each
layout, the tricks the side to play takes from there (the trick in progress counted)
after each legal card of the hand to play, the other cards played double dummy — DDS's
``SolveBoard`` with ``solutions=3`` — as an ``(layouts, 52)`` array, -1 for a card the
hand cannot play.

The batch goes to DDS's ``SolveAllBoardsBin`` through endplay's ctypes binding (its
threads are DDS's own, inside C, 200 boards a call), filled straight from the masks: no
PBN text and no endplay ``Deal`` per layout.  When the engine's own many-layouts entry
point lands (issue 29) this function is the one place to switch to it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from endplay import _dds

from adjudicator.engine.single_dummy.constraints import SimulationError

#: DDS's limit on the boards of one ``SolveAllBoards`` call.
_CHUNK = int(_dds.MAXNOOFBOARDS)


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

    Raises ``SimulationError`` for a board DDS refuses (unequal hands, a card twice)."""
    out = np.full((len(boards), 52), -1, dtype=np.int8)
    for start in range(0, len(boards), _CHUNK):
        chunk = boards[start:start + _CHUNK]
        _solve_chunk(chunk, out[start:start + len(chunk)])
    return out


def _solve_chunk(boards: Sequence[Board], out: np.ndarray) -> None:
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
        bop.solutions[index] = 3
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
