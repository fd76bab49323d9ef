"""The worker: one event file (or one part of a big one) read and its claims checked.

A worker sends back plain dicts -- never endplay objects, which do not travel well
between processes -- and never raises for what a file holds: a board that cannot be
replayed, a claim whose check fails, a file that cannot be read each become an error line
with its reason, and a claim whose search runs out of budget is reported undecided with
bounds.  A worker holds one file or one part (at most ``plan.PART_BYTES`` of text) at a
time, and its lines until the task ends.

DDS segfaults when two threads of one process call it (endplay-notes.md, item 7), so
local parallelism is a pool of processes; a Dask worker may still run several threads,
and a per-process lock (``_SOLVER_LOCK``) makes those take turns, so a badly started
cluster is slow, not crashed.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TypedDict

from adjudicator.batch.check import check_claim, check_revoke, error_json, place, revoke_place
from adjudicator.batch.plan import CheckOptions, FileTask, content_digest
from adjudicator.batch.results import Row, board_key, ruling_changes
from adjudicator.io.events import read_event_bytes
from adjudicator.io.parts import read_event_part, read_part_bytes
from adjudicator.io.records import ClaimRecord, EventReading, RevokeRecord
from adjudicator.text.catalog import words
from adjudicator.text.safe import shown_path

log = logging.getLogger(__name__)

#: One solver call at a time in each process, whatever threads a Dask worker runs.
_SOLVER_LOCK = threading.Lock()

#: Why a part cannot be trusted when its file changed after the planner read it.
CHANGED = "the file changed while it was being checked; run the check again"


class FileResult(TypedDict):
    """What a worker sends back for one file (or part of one): plain values only."""

    file: str
    sha256: str
    share: int
    boards_read: int
    rows: list[Row]  # the new lines: one per claim checked and per error found
    skipped: int  # claims and errors already in the output
    seconds: float


def check_event_file(task: FileTask, options: CheckOptions) -> FileResult:
    """Read one event file (or part) and check its claims not yet done (runs in a
    worker).  Never raises for the file's content or a failing claim: those become
    error lines."""
    started = time.perf_counter()
    if task.problem:
        return error_result(task, options, task.problem, started=started)
    try:
        reading, sha = _read(task)
    except OSError as exc:
        reason = f"cannot read the file{task.share_text}: {exc.strerror or exc}"
        return error_result(task, options, reason, started=started)
    except Exception as exc:  # noqa: BLE001 - a reader bug must cost one file, not the run
        log.exception("%s: reading failed", shown_path(task.path))
        reason = f"reading the file{task.share_text} failed: {type(exc).__name__}: {exc}"
        return error_result(task, options, reason, started=started)
    if reading is None:
        return error_result(task, options, CHANGED + task.share_text, started=started)
    done = task.done if sha == task.sha256 else frozenset()
    for key, params in reading.notes:  # how the file was read (once per file or part)
        log.warning("%s", words(key, options.lang, **(params | {"file": shown_path(task.path)})))
    rows: list[Row] = []
    skipped = 0
    for error in reading.errors:
        row = _stamp(error_json(error) | {"file": task.path}, sha, options)
        if board_key(row) in done:
            skipped += 1
        else:
            rows.append(row)
    # a part's revoke boards are its own, as its claims
    checks: list[tuple[Row, Callable[[], Row]]] = [
        *((place(claim), partial(_check_one, claim, options)) for claim in reading.claims),
        *(
            (revoke_place(revoke), partial(_check_revoke, revoke, options))
            for revoke in reading.revokes
        ),
    ]
    for where, check in checks:
        if board_key(where) in done:
            skipped += 1
            continue
        row = _stamp(check(), sha, options)
        row["file"] = task.path
        rows.append(row)
    log.info(
        "%s%s: %d boards, %d new lines, %d already done (%.1f s)",
        shown_path(task.path),
        task.share_text,
        reading.boards_read,
        len(rows),
        skipped,
        time.perf_counter() - started,
    )
    return _result(task, sha, reading.boards_read, rows, skipped, started)


def error_result(
    task: FileTask, options: CheckOptions, reason: str, *, started: float | None = None
) -> FileResult:
    """A task's result when the whole file (or part) failed: one file-level error line."""
    row = {
        "file": task.path,
        "board": None,
        "table": None,
        "index": 0,
        "verdict": "error",
        "reason": reason,
    }
    started = time.perf_counter() if started is None else started
    return _result(task, task.sha256, 0, [_stamp(row, task.sha256, options)], 0, started)


def _read(task: FileTask) -> tuple[EventReading | None, str]:
    """The task's reading and the content hash it was read with; None when a part's file
    changed since it was planned (its cut points no longer hold)."""
    if task.part is None:
        data = task.content if task.content is not None else Path(task.where).read_bytes()
        return read_event_bytes(task.path, data), content_digest(data)
    if task.content is not None:
        data = task.content
    else:
        info = os.stat(task.where)
        if task.stamp is not None and (info.st_size, info.st_mtime_ns) != task.stamp:
            return None, task.sha256
        data = read_part_bytes(task.where, task.part)
    return read_event_part(task.path, data, task.part), task.sha256


def _check_one(record: ClaimRecord, options: CheckOptions) -> Row:
    """One claim's line; a failure of the check becomes an error line, not a dead run."""
    try:
        judged_as = options.classes.choose(record.file, record.event, record.vugraph)
        with _SOLVER_LOCK:
            result = check_claim(
                record,
                normal=options.normal,
                budget_ms=options.budget_ms,
                node_budget=options.node_budget,
                judged_as=judged_as,
            )
        row = result.to_json()
        if not row.get("complete", True):
            row["bounds"] = result.undecided_bounds()
        if ruling_changes(row):
            row["ruling_text"] = result.ruling_text(options.lang) or result.dd_text(options.lang)
        return row
    except Exception as exc:  # noqa: BLE001 - one bad claim must not stop a season
        log.exception("%s: %s: check failed", shown_path(record.file), record.board_label)
        return place(record) | {
            "verdict": "error",
            "reason": f"check failed: {type(exc).__name__}: {exc}",
        }


def _check_revoke(record: RevokeRecord, options: CheckOptions) -> Row:
    """A revoke board's line (Laws 61-64); a failure becomes an error line."""
    try:
        with _SOLVER_LOCK:
            return check_revoke(record, budget_ms=options.budget_ms, lang=options.lang)
    except Exception as exc:  # noqa: BLE001 - one bad board must not stop a season
        log.exception("%s: %s: revoke ruling failed", shown_path(record.file), record.board_label)
        return revoke_place(record) | {
            "verdict": "error",
            "reason": f"revoke ruling failed: {type(exc).__name__}: {exc}",
        }


def _stamp(row: Row, sha: str, options: CheckOptions) -> Row:
    row["sha256"] = sha
    row["test"] = options.test
    row["budget_ms"] = options.budget
    if options.class_map:
        row["class_map"] = options.class_map
    return row


def _result(
    task: FileTask, sha: str, boards: int, rows: list[Row], skipped: int, started: float
) -> FileResult:
    return FileResult(
        file=task.path,
        sha256=sha,
        share=task.share,
        boards_read=boards,
        rows=rows,
        skipped=skipped,
        seconds=time.perf_counter() - started,
    )
