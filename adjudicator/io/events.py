"""Every claim in real event files (PBN and LIN), as claim positions ready to rule on.

:func:`read_event` reads one file: its text is decoded, split into board records by
:mod:`.pbn` or :mod:`.lin` (syntax and meaning of each format), each record replayed by
:mod:`.replay`, and the result collected in an :class:`~.records.EventReading`.  A board
that cannot be read costs that board only; the reader never raises for bad content.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from functools import partial
from pathlib import Path

from adjudicator.io.board import BoardFacts, BoardProblem, problem_of
from adjudicator.io.lin import lin_facts, read_lin_text
from adjudicator.io.pbn import (
    is_board_game,
    pbn_board_and_table,
    pbn_facts,
    read_pbn_text,
    tag_values,
)
from adjudicator.io.records import BoardError, EventPart, EventReading
from adjudicator.io.replay import board_records

EVENT_SUFFIXES = (".pbn", ".lin")


def _decode(data: bytes) -> str:
    """Text of a file: UTF-8 when it is, else ISO 8859-1 (the PBN standard's charset,
    and what older LIN files use).  Raises ``BoardProblem`` for binary data."""
    if b"\x00" in data:
        raise BoardProblem(
            "binary data (NUL bytes), not a PBN or LIN text", key="reader_binary_nul"
        )
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    controls = sum(1 for ch in text if ord(ch) < 32 and ch not in "\t\n\r\f\v")
    if controls > max(2, len(text) // 100):
        raise BoardProblem(
            f"binary data ({controls} control characters), not a PBN or LIN text",
            key="reader_binary_controls",
            count=controls,
        )
    return text.lstrip("\ufeff")


def looks_like_lin(path: Path, text: str) -> bool:
    """A ``.lin`` file, or a file of another name whose text starts like LIN."""
    if path.suffix.lower() == ".lin":
        return True
    if path.suffix.lower() == ".pbn":
        return False
    return re.match(r"\s*[a-z]{2}\|", text) is not None


def read_event(path: str | Path) -> EventReading:
    """Read every claim of one PBN or LIN file.

    Never raises for bad content: a board that cannot be read or replayed becomes a
    ``BoardError``; a file that cannot be read at all becomes one ``BoardError`` with
    index 0.  Raises ``FileNotFoundError``/``IsADirectoryError`` (``OSError``) when the
    path is not a readable file."""
    path = Path(path)
    return read_event_bytes(str(path), path.read_bytes())


def read_event_bytes(name: str, data: bytes) -> EventReading:
    """Read every claim of an event file's bytes, reported under ``name`` (whose suffix,
    ``.pbn`` or ``.lin``, says the format; without one the text says).  Never raises."""
    try:
        text = _decode(data)
    except BoardProblem as problem:
        reading = EventReading(file=name)
        reading.errors.append(BoardError.of(name, None, None, 0, problem))
        return reading
    return read_event_text(name, text, looks_like_lin(Path(name), text))


def read_event_text(name: str, text: str, lin: bool, part: EventPart | None = None) -> EventReading:
    """Read every claim of an event file's text (``lin``: in LIN, else PBN), or of one
    part of a big file (:mod:`adjudicator.io.parts`).  Never raises."""
    reading = EventReading(file=name)
    if not text.strip() and (part is None or part.first):
        reading.errors.append(
            BoardError(name, None, None, 0, "empty file: no boards", "reader_empty")
        )
        return reading
    try:
        if lin:
            _read_lin(reading, text, part)
        else:
            _read_pbn(reading, text, part)
    except Exception as failure:  # the syntax readers are not meant to raise at all
        reason = f"{READER_FAILURE}: {type(failure).__name__}: {failure}"
        reading.errors.append(BoardError(name, None, None, 0, reason))
    return reading


#: the reason given when the reader itself fails on a board (a bug, not the file's fault)
READER_FAILURE = "the reader failed on this board (a bug in adjudicator; please report it)"


def _read_board(
    reading: EventReading,
    board: int | None,
    table: str | None,
    index: int,
    read_facts: Callable[[], BoardFacts],
) -> None:
    """Turn one board record into a claim, a revoke record (or both), an error or
    nothing.  A ``BoardProblem`` is the record's fault; any other exception is the
    reader's, and is reported as this board's error too, so that one board never loses
    the rest of a season's file."""
    reading.boards_read += 1
    try:
        claim, revoke = board_records(reading.file, read_facts())
    except BoardProblem as problem:
        reading.errors.append(BoardError.of(reading.file, board, table, index, problem))
        return
    except Exception as failure:
        reason = f"{READER_FAILURE}: {type(failure).__name__}: {failure}"
        reading.errors.append(BoardError(reading.file, board, table, index, reason))
        return
    if claim is not None:
        reading.claims.append(claim)
    if revoke is not None:
        reading.revokes.append(revoke)


def _read_lin(reading: EventReading, text: str, part: EventPart | None) -> None:
    boards, problems = read_lin_text(
        text, part.first_index if part else 1, part.inherited if part else ()
    )
    for problem in problems:
        reading.errors.append(BoardError.of(reading.file, None, None, 0, problem_of(problem)))
    if not boards and not problems and (part is None or part.first):
        reading.errors.append(
            BoardError(
                reading.file,
                None,
                None,
                0,
                "no board (no md| deal) in this LIN file",
                "reader_no_board_lin",
                (("field", "md|"),),
            )
        )
    for raw in boards:
        _read_board(reading, raw.number, raw.room, raw.index, partial(lin_facts, raw))


def _read_pbn(reading: EventReading, text: str, part: EventPart | None) -> None:
    if part is None:
        inherited: dict[str, str] = {}
        games = read_pbn_text(text)
        no_board = not any(is_board_game(g) for g in games)
    else:
        inherited = dict(part.inherited)
        games = read_pbn_text(text, part.first_index, part.first_line)
        no_board = part.no_board
    if no_board:
        reading.errors.append(
            BoardError(
                reading.file,
                None,
                None,
                0,
                "no board (no [Deal], [Board] or [Play] tag) in this PBN file",
                "reader_no_board_pbn",
                (("deal", "[Deal]"), ("board", "[Board]"), ("play", "[Play]")),
            )
        )
    carried: set[str] = set()
    first_carried: int | None = None
    for game in games:
        if not is_board_game(game):
            try:
                tag_values(game, inherited)  # event tags that later games may inherit
            except BoardProblem:
                pass  # a '#' with nothing to inherit, in a game that is no board
            continue
        board, table = pbn_board_and_table(game)
        had = len(carried)
        _read_board(reading, board, table, game.index, partial(pbn_facts, game, inherited, carried))
        if first_carried is None and len(carried) > had:
            first_carried = game.index
    if carried:  # said once per file: the games took tags they left out from earlier ones
        reading.notes.append(
            (
                "event_tags_carried",
                {
                    "tags": ", ".join(f"[{name}]" for name in sorted(carried)),
                    "game": str(first_carried),
                },
            )
        )


def event_files(paths: Iterable[str | Path]) -> list[Path]:
    """The event files named by ``paths``: files as given, directories searched
    recursively for ``*.pbn`` and ``*.lin`` (any case), sorted."""
    found: list[Path] = []
    for item in paths:
        path = Path(item)
        if path.is_dir():
            found.extend(
                sorted(
                    p for p in path.rglob("*") if p.is_file() and p.suffix.lower() in EVENT_SUFFIXES
                )
            )
        else:
            found.append(path)
    return found


def read_events(paths: Iterable[str | Path]) -> Iterator[EventReading]:
    """Read every event file named by ``paths`` (see ``event_files``), one by one."""
    for path in event_files(paths):
        yield read_event(path)
