"""The results of a batch: its lines, their resume keys, the ``--out`` log, the summaries.

Every claim checked and every error found is one line (a plain dict, written as one JSON
line).  A line's resume key is the SHA-256 of its event file's *content* (renaming or
moving files does not matter; editing one does), its place in the file (board, table,
record index) and the test that produced it (the DD check, or the normal-line test with
its budget).  A rerun reads the log first and skips what it already holds, so a run
stopped half-way -- Ctrl-C, a crash, a power cut that leaves half a line -- and run again
ends with the same lines as a run that was never stopped.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from adjudicator.batch.check import EXACT

log = logging.getLogger(__name__)

#: Verdicts that leave the table result as claimed (the law's test, and the DD check).
UNCHANGED = ("upheld", EXACT)
UNDECIDED_PREFIX = "undecided"

Row = dict[str, Any]
RowKey = tuple[Any, ...]


def board_key(row: Row) -> RowKey:
    """A line's place in its file: board, table, record index.  File-level problems
    (index 0) add their reason, as one file can have several."""
    key: RowKey = (row.get("board"), row.get("table"), row.get("index"))
    if not row.get("index"):
        key += (row.get("reason"),)
    if row.get("verdict") == "revoke":  # a board's revoke line beside its claim line
        key += ("revoke",)
    return key


def row_key(row: Row) -> RowKey:
    """The resume key of a line: the file content's hash, its place in the file, and the
    test that produced it (a DD-only line does not stand for a normal-line ruling)."""
    return (row.get("sha256"), *board_key(row), row.get("test"), row.get("budget_ms"))


def ruling_changes(row: Row) -> bool:
    """True for a line whose verdict changes the table result, or leaves it undecided."""
    return row.get("verdict") not in UNCHANGED and row.get("verdict") != "error"


def rows_by_file(done: dict[RowKey, Row], test: str,
                 budget_ms: float | None) -> dict[str, list[Row]]:
    """The lines already done by this test (and budget), by file content hash."""
    rows: dict[str, list[Row]] = {}
    for row in done.values():
        if row.get("test") == test and row.get("budget_ms") == budget_ms:
            rows.setdefault(row["sha256"], []).append(row)
    return rows


def board_order(row: Row) -> tuple[int, str]:
    """Lines of one file in the order of its records (file-level problems first)."""
    return (row.get("index") or 0, row.get("reason") or "")


class ResultsLog:
    """The ``--out`` JSON Lines file: read what is done, then append as files finish.

    A run killed while writing can leave half a line at the end; it is cut off before
    appending (the claims on it are simply checked again).  Lines that are not JSON are
    kept in the file but ignored, with a warning."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._stream: IO[str] | None = None

    def done_rows(self) -> dict[RowKey, Row]:
        """Every complete line already written, by resume key (a later line wins)."""
        rows: dict[RowKey, Row] = {}
        if not self.path.exists():
            return rows
        with self.path.open(encoding="utf-8") as stream:
            for number, line in enumerate(stream, 1):
                if not line.endswith("\n"):
                    break  # a half-written last line: redone
                try:
                    row = json.loads(line)
                except json.JSONDecodeError:
                    log.warning("%s: line %d is not JSON; ignored", self.path, number)
                    continue
                if isinstance(row, dict) and "sha256" in row:
                    rows[row_key(row)] = row
        return rows

    def open(self) -> None:
        self._cut_partial_line()
        self._stream = self.path.open("a", encoding="utf-8")

    def append(self, rows: Iterable[Row]) -> None:
        assert self._stream is not None, "open() the log first"
        for row in rows:
            self._stream.write(json.dumps(row, ensure_ascii=False) + "\n")
        self._stream.flush()

    def close(self) -> None:
        if self._stream is not None:
            self._stream.close()
            self._stream = None

    def _cut_partial_line(self) -> None:
        if not self.path.exists() or self.path.stat().st_size == 0:
            return
        with self.path.open("rb+") as stream:
            data = stream.read()
            if data.endswith(b"\n"):
                return
            stream.truncate(data.rfind(b"\n") + 1)


@dataclass
class EventSummary:
    """One event file's share of the results."""

    file: str
    boards_read: int = 0
    rows: list[Row] = field(default_factory=list)


@dataclass
class BatchResult:
    """Everything a report needs: per file, its boards and every line (old and new)."""

    events: list[EventSummary] = field(default_factory=list)
    new_lines: int = 0
    resumed_lines: int = 0

    @property
    def rows(self) -> Iterator[Row]:
        for event in self.events:
            yield from event.rows
