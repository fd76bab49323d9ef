"""LIN syntax: Bridge Base Online's record of boards as ``key|value|`` pairs.

A LIN file is one long run of pairs such as ``md|3S2TKH248...|`` (the deal),
``mb|1S|`` (a call), ``pc|SA|`` (a card played), ``mc|10|`` (a claim: the declaring
side's *total* tricks, whoever claimed), ``pg||`` (a page break for the viewer) and
``nt|...|`` (a commentator's note in vugraph files).  Line breaks between pairs mean
nothing.  Vugraph files hold many boards, each opened by ``qx|o1|`` (open room, board 1)
or ``qx|c1|`` (closed room); single-board files from a BBO history start at ``pn|`` or
``md|``.

This module only splits a text into boards and collects each board's raw values;
``events.py`` gives them their bridge meaning.  It never raises on bad text.

Why not ``endplay.parsers.lin``?  It starts a new board at every ``pn|``: a file without
``pn|`` gives no boards at all, a vugraph file with eight names in ``pn|`` (both rooms'
players) raises ``ValueError``, and vugraph boards (one ``pn|`` for the whole match)
run together.  Here a board starts at ``qx|`` or at an ``md|`` when the current board
already has a deal.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

_ROOMS = {"o": "Open", "c": "Closed"}


@dataclass
class LinBoard:
    """The raw values of one board of a LIN file, as written."""

    index: int  # 1-based position of the board in the file
    number: int | None = None  # from ``ah|Board N|``, else from ``qx|o12|``
    room: str | None = None  # "Open" / "Closed" from ``qx|``
    deal: str | None = None  # the ``md|`` value
    vul: str | None = None  # the ``sv|`` value
    calls: list[str] = field(default_factory=list)  # ``mb|`` values in order
    cards: list[str] = field(default_factory=list)  # ``pc|`` values in order
    claim: str | None = None  # the ``mc|`` value
    cards_after_claim: int = 0  # ``pc|`` pairs met after the ``mc|``
    problems: list[str] = field(default_factory=list)


def lin_pairs(text: str) -> tuple[list[tuple[str, str]], str | None]:
    """The ``(key, value)`` pairs of a LIN text and, when the text does not end with a
    complete pair, a description of the cut-off tail (a truncated file)."""
    parts = text.split("|")
    pairs: list[tuple[str, str]] = []
    for at in range(0, len(parts) - 1, 2):
        pairs.append((parts[at].strip().lower(), parts[at + 1]))
    tail = None
    if len(parts) % 2 == 0:
        # an odd number of bars: the last key's value never got its closing bar
        pairs.pop()
        tail = f"{parts[-2].strip()}|{parts[-1].strip()}"[:30]
    elif parts[-1].strip():
        tail = parts[-1].strip()[:30]
    return pairs, tail


class _Splitter:
    """Distributes LIN pairs over boards."""

    def __init__(self) -> None:
        self.boards: list[LinBoard] = []
        self.pending_number: int | None = None
        self.pending_room: str | None = None
        self.loose: list[str] = []

    @property
    def current(self) -> LinBoard | None:
        return self.boards[-1] if self.boards else None

    def new_board(self) -> LinBoard:
        board = LinBoard(index=len(self.boards) + 1)
        self.boards.append(board)
        return board

    def feed(self, key: str, value: str) -> None:
        handler = getattr(self, f"_on_{key}", None)
        if handler is not None:
            handler(value.strip())

    def _on_qx(self, value: str) -> None:
        board = self.new_board()
        match = re.fullmatch(r"([A-Za-z]?)(\d*)", value)
        if match:
            board.room = _ROOMS.get(match.group(1).lower())
            board.number = int(match.group(2)) if match.group(2) else None

    def _on_md(self, value: str) -> None:
        board = self.current
        if board is None or board.deal is not None:
            board = self.new_board()
        board.deal = value

    def _board_for(self, what: str) -> LinBoard | None:
        board = self.current
        if board is None:
            self.loose.append(f"{what} before any deal (md|)")
        return board

    def _on_ah(self, value: str) -> None:
        match = re.search(r"(\d+)", value)
        board = self.current
        if board is not None and match:
            board.number = int(match.group(1))

    def _on_sv(self, value: str) -> None:
        board = self._board_for(f"sv|{value}|")
        if board is not None:
            board.vul = value

    def _on_mb(self, value: str) -> None:
        board = self._board_for(f"mb|{value}|")
        if board is not None:
            board.calls.append(value)

    def _on_pc(self, value: str) -> None:
        board = self._board_for(f"pc|{value}|")
        if board is None:
            return
        if board.claim is not None:
            board.cards_after_claim += 1
        else:
            board.cards.append(value)

    def _on_mc(self, value: str) -> None:
        board = self._board_for(f"mc|{value}|")
        if board is not None:
            if board.claim is not None:
                board.problems.append(f"a second claim mc|{value}| after mc|{board.claim}|")
            board.claim = value


def read_lin_text(text: str) -> tuple[list[LinBoard], list[str]]:
    """The boards of a LIN text and the file-level problems (values outside any board).
    A cut-off last pair is a problem of the last board.  Never raises."""
    pairs, tail = lin_pairs(text)
    splitter = _Splitter()
    for key, value in pairs:
        splitter.feed(key, value)
    problems = list(dict.fromkeys(splitter.loose))
    if tail is not None:
        message = f"the file ends in the middle of {tail!r} (truncated?)"
        if splitter.current is not None:
            splitter.current.problems.append(message)
        else:
            problems.append(message)
    return splitter.boards, problems
