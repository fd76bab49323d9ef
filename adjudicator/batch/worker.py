"""The worker: one event file (or one share of a big one) read and its claims checked.

A worker sends back plain dicts -- never endplay objects, which do not travel well
between processes -- and never raises for what a file holds: a board that cannot be
replayed, a claim whose check fails, a file that cannot be read each become an error line
with its reason, and a claim whose search runs out of budget is reported undecided with
bounds.

DDS segfaults when two threads of one process call it (endplay-notes.md, item 7), so
local parallelism is a pool of processes; a Dask worker may still run several threads,
and a per-process lock (``_SOLVER_LOCK``) makes those take turns, so a badly started
cluster is slow, not crashed.
"""

from __future__ import annotations

import logging
import tempfile
import threading
import time
from dataclasses import replace
from pathlib import Path
from typing import Any, TypedDict

from adjudicator.batch.check import check_claim, error_json, place
from adjudicator.batch.plan import CheckOptions, FileTask, content_digest
from adjudicator.batch.results import Row, board_key, ruling_changes
from adjudicator.io.events import read_event
from adjudicator.io.records import ClaimRecord

log = logging.getLogger(__name__)

#: One solver call at a time in each process, whatever threads a Dask worker runs.
_SOLVER_LOCK = threading.Lock()

#: The last file read in this process: the shares of a big file that land on the same
#: worker parse it once.
_LAST_READING: dict[tuple[str, str], Any] = {}


class FileResult(TypedDict):
    """What a worker sends back for one file (or share of one): plain values only."""

    file: str
    sha256: str
    share: int
    boards_read: int
    rows: list[Row]  # the new lines: one per claim checked and per error found
    skipped: int  # claims and errors already in the output
    seconds: float


def check_event_file(task: FileTask, options: CheckOptions) -> FileResult:
    """Read one event file and check its claims not yet done (runs in a worker).

    Never raises for the file's content or a failing claim: those become error lines.
    """
    started = time.perf_counter()
    try:
        data = task.content if task.content is not None else Path(task.path).read_bytes()
    except OSError as exc:
        return error_result(task, options, f"cannot read the file: {exc}", started=started)
    sha = content_digest(data)
    done = task.done if sha == task.sha256 else frozenset()
    try:
        reading = _read(task, sha, data)
    except Exception as exc:  # noqa: BLE001 - a reader bug must cost one file, not the run
        log.exception("%s: reading failed", task.path)
        reason = f"reading the file failed: {type(exc).__name__}: {exc}"
        return error_result(task, options, reason, sha=sha, started=started)
    rows: list[Row] = []
    skipped = 0
    for error in reading.errors if task.share == 0 else ():
        row = _stamp(error_json(error) | {"file": task.path}, sha, options)
        if board_key(row) in done:
            skipped += 1
        else:
            rows.append(row)
    for record in reading.claims[task.share::task.shares]:
        if board_key(place(record)) in done:
            skipped += 1
            continue
        if record.file != task.path:  # read from a temporary copy: name the file as given
            record = replace(record, file=task.path)
        row = _stamp(_check_one(record, options), sha, options)
        row["file"] = task.path
        rows.append(row)
    boards = reading.boards_read if task.share == 0 else 0
    log.info("%s%s: %d boards, %d new lines, %d already done (%.1f s)", task.path,
             task.share_text, boards, len(rows), skipped, time.perf_counter() - started)
    return _result(task, sha, boards, rows, skipped, started)


def error_result(task: FileTask, options: CheckOptions, reason: str, *,
                 sha: str | None = None, started: float | None = None) -> FileResult:
    """A task's result when the whole file (or share) failed: one file-level error line."""
    sha = task.sha256 if sha is None else sha
    row = {"file": task.path, "board": None, "table": None, "index": 0, "verdict": "error",
           "reason": reason}
    started = time.perf_counter() if started is None else started
    return _result(task, sha, 0, [_stamp(row, sha, options)], 0, started)


def _read(task: FileTask, sha: str, data: bytes):  # -> EventReading
    """Read the file's boards; shipped content goes through a temporary copy with the
    same name, since the reader takes a path (its suffix says PBN or LIN)."""
    key = (task.path, sha)
    if key in _LAST_READING:
        return _LAST_READING[key]
    if task.content is None:
        reading = read_event(task.path)
    else:
        with tempfile.TemporaryDirectory(prefix="adjudicator-") as folder:
            copy = Path(folder) / Path(task.path).name
            copy.write_bytes(data)
            reading = read_event(copy)
        # the claims name the file they came from, not the copy (their ruling records
        # cite it as the source)
        reading.claims = [replace(record, file=task.path) for record in reading.claims]
    if task.shares > 1:
        _LAST_READING.clear()
        _LAST_READING[key] = reading
    return reading


def _check_one(record: ClaimRecord, options: CheckOptions) -> Row:
    """One claim's line; a failure of the check becomes an error line, not a dead run."""
    try:
        judged_as = options.classes.choose(record.file, record.event)
        with _SOLVER_LOCK:
            result = check_claim(record, normal=options.normal, budget_ms=options.budget_ms,
                                 judged_as=judged_as)
        row = result.to_json()
        if not row.get("complete", True):
            row["bounds"] = result.undecided_bounds()
        if ruling_changes(row):
            row["ruling_text"] = result.ruling_text(options.lang) or result.dd_text(options.lang)
        return row
    except Exception as exc:  # noqa: BLE001 - one bad claim must not stop a season
        log.exception("%s: %s: check failed", record.file, record.board_label)
        return place(record) | {"verdict": "error",
                                "reason": f"check failed: {type(exc).__name__}: {exc}"}


def _stamp(row: Row, sha: str, options: CheckOptions) -> Row:
    row["sha256"] = sha
    row["test"] = options.test
    row["budget_ms"] = options.budget
    if options.class_map:
        row["class_map"] = options.class_map
    return row


def _result(task: FileTask, sha: str, boards: int, rows: list[Row], skipped: int,
            started: float) -> FileResult:
    return FileResult(file=task.path, sha256=sha, share=task.share, boards_read=boards,
                      rows=rows, skipped=skipped, seconds=time.perf_counter() - started)
