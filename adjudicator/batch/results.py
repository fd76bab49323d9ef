"""The results of a batch: its lines, their resume keys, the ``--out`` file, the summaries.

Every claim checked and every error found is one line (a plain dict, written as one JSON
line).  A line's resume key is the SHA-256 of its event file's *content* (renaming or
moving files does not matter; editing one does), its place in the file (board, table,
record index) and the test that produced it (the DD check, or the normal-line test with
its budget).  A rerun reads the output first and skips what it already holds, so a run
stopped half-way -- Ctrl-C, a crash, a power cut that leaves half a line -- and run again
ends with the same lines as a run that was never stopped.

The ``--out`` file describes itself: its first line is a header,
``{"adjudicator_out": 1, "test": ..., "budget_ms": ..., "lang": ..., "inputs": [...]}``
(documented in ``docs/cluster.md``).  A rerun with other options is refused (lines of
the DD check and of the normal-line test, or of two budgets, do not mix); a file whose
content changed has its old lines superseded; a file checked under one name and met
again under another (a copy, a moved folder) has its lines recorded under each name.
"""

from __future__ import annotations

import json
import logging
import os
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from adjudicator.batch.check import EXACT
from adjudicator.errors import UserError

log = logging.getLogger(__name__)

#: Verdicts that leave the table result as claimed (the law's test, and the DD check).
UNCHANGED = ("upheld", EXACT)
UNDECIDED_PREFIX = "undecided"
#: The header's key and the version of the ``--out`` format it announces.
HEADER_KEY = "adjudicator_out"
OUT_FORMAT = 1
#: The options a header records: lines written under other values do not mix.
HEADER_OPTIONS = ("test", "budget_ms", "lang", "class_map")
#: An option a header written before it existed stands for (no class map: event names).
OPTION_ABSENT = {"class_map": ""}

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


def row_kind(row: Row) -> str:
    """What the summary line counts a line as: ``error``, ``revoke``, or its verdict (the
    normal-line test's ``upheld`` / ``tricks to opponents`` / ``undecided (budget)``, the DD check's
    ``exact`` / ``claimed less than DD`` / ``claimed more than DD``)."""
    verdict = str(row.get("verdict"))
    if verdict in ("error", "revoke"):  # a revoke board's line is no claim
        return verdict
    if row.get("test") == "dd":
        return str(row.get("dd_verdict", verdict))
    return "tricks to opponents" if verdict.startswith("tricks to opponents") else verdict


def board_order(row: Row) -> tuple[int, str]:
    """Lines of one file in the order of its records (file-level problems first)."""
    return (row.get("index") or 0, row.get("reason") or "")


def out_header(options: dict[str, Any], inputs: Iterable[str], version: str) -> Row:
    """The first line of an ``--out`` file: what wrote it, with which options, from
    which inputs."""
    return {
        HEADER_KEY: OUT_FORMAT,
        "tool": "adjudicate check",
        "version": version,
        **{name: options.get(name) for name in HEADER_OPTIONS},
        "inputs": list(dict.fromkeys(inputs)),
    }


@dataclass
class Resumed:
    """What an ``--out`` file already holds for this run: by content hash, the places
    done (not to be checked again), the count of each kind of line (for the summary),
    and the lines themselves when a report needs them."""

    done: dict[str, frozenset[RowKey]] = field(default_factory=dict)
    counts: dict[str, Counter[str]] = field(default_factory=dict)
    rows: dict[str, list[Row]] = field(default_factory=dict)
    #: the node budget the file's lines were ruled at (its header's), which a resumed
    #: run keeps so that every line of the file is ruled at one budget
    node_budget: int | None = None


@dataclass
class _Reading:
    """One pass over an existing ``--out`` file."""

    header: Row | None = None
    legacy: bool = False  # lines of an older version, without a header
    last: dict[tuple[str, RowKey], int] = field(default_factory=dict)  # place -> line number
    names: dict[str, set[str]] = field(default_factory=dict)  # sha -> file names
    rewrite: bool = False


class ResultsLog:
    """The ``--out`` JSON Lines file: its header, the lines done, then appended lines.

    A run killed while writing can leave half a line at the end; it is cut off (the
    claims on it are simply checked again).  Lines that are not JSON are ignored with a
    warning, and dropped when the file is rewritten."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._stream: IO[str] | None = None

    def prepare(self, header: Row, files: dict[str, str], *, keep_rows: bool = False) -> Resumed:
        """Check the file was written with the same options as ``header`` (else a
        ``UserError``), supersede the lines of ``files`` (name -> content hash) whose
        content changed, record lines under each name of a content, and return what is
        done.  Writes the header to a new or empty file."""
        self._cut_partial_line()
        if not self.path.exists() or self.path.stat().st_size == 0:
            self._write_all(header, [])
            return Resumed(node_budget=header.get("node_budget"))
        reading = self._first_pass(header, files)
        if isinstance(budget := (reading.header or {}).get("node_budget"), int):
            header = header | {"node_budget": budget}
        resumed = Resumed(node_budget=header.get("node_budget"))
        copies = self._copies_needed(reading, files)
        inputs = list(dict.fromkeys([*(reading.header or {}).get("inputs", []), *header["inputs"]]))
        if (
            reading.rewrite
            or copies
            or reading.header is None
            or inputs != reading.header.get("inputs")
        ):
            self._rewrite(header | {"inputs": inputs}, reading, files, copies)
        done: dict[str, set[RowKey]] = {}
        for row in self._rows():
            self._note(resumed, done, row, files, keep_rows)
        resumed.done = {sha: frozenset(keys) for sha, keys in done.items()}
        return resumed

    def open(self) -> None:
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

    # ---- reading an existing file -------------------------------------------------------

    def _lines(self) -> Iterator[tuple[int, Row | None]]:
        """(line number, the line as a dict, or None when it is not a JSON object)."""
        with self.path.open(encoding="utf-8", errors="replace") as stream:
            for number, line in enumerate(stream, 1):
                try:
                    value = json.loads(line)
                except json.JSONDecodeError:
                    value = None
                yield number, value if isinstance(value, dict) else None

    def _rows(self) -> Iterator[Row]:
        for _number, row in self._lines():
            if row is not None and HEADER_KEY not in row and "sha256" in row:
                yield row

    def _first_pass(self, header: Row, files: dict[str, str]) -> _Reading:
        reading = _Reading()
        for number, row in self._lines():
            if number == 1:
                self._check_first_line(row, header, reading)
                if reading.header is not None:
                    continue
            if row is None or "sha256" not in row:
                log.warning("%s: line %d is not a result line; ignored", self.path, number)
                reading.rewrite = True
                continue
            if reading.legacy and any(
                row.get(name) != header[name] for name in ("test", "budget_ms")
            ):
                raise UserError(
                    key="check_out_options",
                    path=str(self.path),
                    theirs=_describe(row),
                    ours=_describe(header),
                )
            place = (str(row.get("file")), board_key(row))
            sha = str(row["sha256"])
            if place in reading.last or files.get(place[0], sha) != sha:
                reading.rewrite = True  # a line superseded by a later one, or stale
            reading.last[place] = number
            reading.names.setdefault(sha, set()).add(place[0])
        return reading

    def _check_first_line(self, row: Row | None, header: Row, reading: _Reading) -> None:
        if row is not None and HEADER_KEY in row:
            if row.get(HEADER_KEY) != OUT_FORMAT or any(
                row.get(name, OPTION_ABSENT.get(name)) != header[name] for name in HEADER_OPTIONS
            ):
                raise UserError(
                    key="check_out_options",
                    path=str(self.path),
                    theirs=_describe(row),
                    ours=_describe(header),
                )
            reading.header = row
        elif row is not None and "sha256" in row and "test" in row:
            reading.legacy = reading.rewrite = True
        else:
            raise UserError(key="check_out_not_ours", path=str(self.path), line=1)

    @staticmethod
    def _copies_needed(reading: _Reading, files: dict[str, str]) -> dict[str, list[str]]:
        """Content hash -> names of this run holding that content but no line yet."""
        copies: dict[str, list[str]] = {}
        for name, sha in files.items():
            if sha in reading.names and name not in reading.names[sha]:
                copies.setdefault(sha, []).append(name)
        return copies

    def _rewrite(
        self, header: Row, reading: _Reading, files: dict[str, str], copies: dict[str, list[str]]
    ) -> None:
        """Write the file again: the header, the lines still current, the copies."""
        copied: set[tuple[str, RowKey]] = set()

        def current() -> Iterator[Row]:
            for number, row in self._lines():
                if row is None or HEADER_KEY in row or "sha256" not in row:
                    continue
                place = (str(row.get("file")), board_key(row))
                sha = str(row["sha256"])
                if reading.last.get(place) != number or files.get(place[0], sha) != sha:
                    continue
                yield row
                for name in copies.get(sha, ()):
                    if (name, place[1]) not in copied:
                        copied.add((name, place[1]))
                        yield row | {"file": name}

        self._write_all(header, current())

    def _write_all(self, header: Row, rows: Iterable[Row]) -> None:
        """Replace the file with ``header`` and ``rows`` (written beside it, then moved
        over it, so that a crash leaves the old file or the new one, never half)."""
        temporary = self.path.with_name(f".{self.path.name}.{os.getpid()}.tmp")
        try:
            with temporary.open("w", encoding="utf-8") as stream:
                stream.write(json.dumps(header, ensure_ascii=False) + "\n")
                for row in rows:
                    stream.write(json.dumps(row, ensure_ascii=False) + "\n")
            os.replace(temporary, self.path)
        finally:
            temporary.unlink(missing_ok=True)

    @staticmethod
    def _note(
        resumed: Resumed,
        done: dict[str, set[RowKey]],
        row: Row,
        files: dict[str, str],
        keep_rows: bool,
    ) -> None:
        """Count a line that stays, once per content and place."""
        sha = str(row["sha256"])
        if sha not in files.values():
            return
        places = done.setdefault(sha, set())
        key = board_key(row)
        if key in places:
            return
        places.add(key)
        resumed.counts.setdefault(sha, Counter())[row_kind(row)] += 1
        if keep_rows:
            resumed.rows.setdefault(sha, []).append(row)

    def _cut_partial_line(self) -> None:
        if not self.path.exists() or self.path.stat().st_size == 0:
            return
        with self.path.open("rb+") as stream:
            stream.seek(-1, os.SEEK_END)
            if stream.read(1) == b"\n":
                return
            size = stream.seek(0, os.SEEK_END)
            cut = max(0, size - (1 << 16))
            while True:  # find the last line break, reading back from the end
                stream.seek(cut)
                at = stream.read(size - cut).rfind(b"\n")
                if at != -1 or cut == 0:
                    stream.truncate(cut + at + 1 if at != -1 else 0)
                    return
                cut = max(0, cut - (1 << 16))


def _describe(options: Row) -> str:
    """The options of a header as the command line gives them (``--dd-only``,
    ``--budget-ms 200``, ``--lang zh``), to say how two runs differ."""
    parts = ["--dd-only"] if options.get("test") == "dd" else []
    if options.get("budget_ms") is not None:
        parts.append(f"--budget-ms {options['budget_ms']:g}")
    if options.get("lang"):
        parts.append(f"--lang {options['lang']}")
    if options.get("class_map"):
        parts.append(f"--class-for {options['class_map']}")
    return " ".join(parts)


@dataclass
class EventSummary:
    """One event file's share of the results (its lines, when they are kept)."""

    file: str
    boards_read: int = 0
    rows: list[Row] = field(default_factory=list)


@dataclass
class BatchResult:
    """What a batch found: per file, its boards (and lines, when kept); the count of each
    kind of line over the run, new and resumed."""

    events: list[EventSummary] = field(default_factory=list)
    new_lines: int = 0
    resumed_lines: int = 0
    counts: Counter[str] = field(default_factory=Counter)

    @property
    def rows(self) -> Iterator[Row]:
        for event in self.events:
            yield from event.rows

    @property
    def boards_read(self) -> int:
        return sum(event.boards_read for event in self.events)
