"""Batch-checking every claim of many event files: in parallel, resumable, on a cluster.

A federation checking a season points the tool at hundreds of PBN/LIN files.  This
module runs those checks and keeps their results safe:

* **The unit of work is one event file.**  A worker reads the file, checks every claim
  in it (:func:`adjudicator.check.check_claim`) and sends back plain dicts -- never
  endplay objects, which do not travel well between processes.  One file per task keeps
  tasks few and cheap to ship, and every board of a file is accounted for by the same
  worker: ruled, an error with its reason, or undecided (the budget ran out) with
  bounds on the result.
* **Processes, never threads, around the solver.**  DDS segfaults when two threads of
  one process call it (endplay-notes.md, item 7), so local parallelism is a pool of
  worker processes.  A Dask worker may still run several threads; a per-process lock
  (``_SOLVER_LOCK``) makes those take turns, so a badly started cluster is slow, not
  crashed.
* **Resumable output.**  Each finished file's lines are appended to a JSON Lines file and
  flushed.  A rerun reads that file first and skips the claims already in it, keyed by
  the SHA-256 of the event file's *content* (renaming or moving files does not matter;
  editing one does), the board, the table, the record index and the test used (the DD
  check, or the normal-line test with its budget).  A run stopped half-way -- Ctrl-C, a
  crash, a power cut that leaves half a line -- and run again ends with the same lines
  as a run that was never stopped.
* **A crash of the native code loses one file, not the run.**  If a worker process dies
  (a segfault in DDS or the engine), the files it was on are retried one at a time; a
  file that kills its worker on its own becomes one error line.

Where the work runs is a choice of *runner*: in this process (``jobs=1``), a local pool
(``jobs=N``), or a Dask distributed scheduler (``scheduler="tcp://host:8786"``).  All
three deliver the same :class:`FileResult` dicts to the same callback, in completion
order; :func:`check_events` puts them back in file order for the reports.
"""

from __future__ import annotations

import concurrent.futures as cf
import hashlib
import json
import logging
import multiprocessing
import os
import signal
import sys
import tempfile
import threading
import time
from collections import Counter, deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, TypedDict

from adjudicator.check import EXACT, check_claim, error_json
from adjudicator.io.events import event_files, read_event
from adjudicator.io.records import ClaimRecord

log = logging.getLogger(__name__)

#: Verdicts that leave the table result as claimed (the law's test, and the DD check).
UNCHANGED = ("upheld", EXACT)
UNDECIDED_PREFIX = "undecided"

#: One solver call at a time in each process, whatever threads a Dask worker runs.
_SOLVER_LOCK = threading.Lock()

Row = dict[str, Any]
RowKey = tuple[Any, ...]


# ---- what to check, and how --------------------------------------------------------------


@dataclass(frozen=True)
class CheckOptions:
    """How every claim is checked.

    ``normal`` runs the law's normal-line test (Law 70A's worst normal line) besides the
    double-dummy check; without it only DDS is asked.  ``budget_ms`` bounds each claim's
    normal-line search (turned into a node budget, so the answer does not depend on the
    machine); a claim that hits it is reported undecided with bounds.  ``lang`` is the
    language of the ruling texts kept for claims whose ruling changes the table result.
    """

    normal: bool = True
    budget_ms: float | None = None
    lang: str = "en"

    @property
    def test(self) -> str:
        """The name of the test, written in every line: ``normal`` or ``dd``."""
        return "normal" if self.normal else "dd"

    @property
    def budget(self) -> float | None:
        """The budget that matters for the results (none for the DD check)."""
        return self.budget_ms if self.normal else None


@dataclass(frozen=True)
class FileTask:
    """One event file to check: where it is, its content hash, and the boards whose
    lines are already in the output (``board_key`` values) and must not be redone.

    ``content`` carries the file's bytes to workers that do not share our disk (a Dask
    cluster); local workers read ``path`` themselves.

    A big file is split into ``shares``: share *k* checks the file's claims number *k*,
    *k + shares*, ... so that one long event does not keep a single worker busy while
    the others idle (the file's errors and board count come with share 0).  ``size``
    (bytes) orders the work, biggest first, and measures progress."""

    path: str
    sha256: str
    done: frozenset[RowKey] = frozenset()
    content: bytes | None = None
    share: int = 0
    shares: int = 1
    size: int = 0

    @property
    def weight(self) -> float:
        return max(self.size, 1) / self.shares


class FileResult(TypedDict):
    """What a worker sends back for one file (or share of one): plain values only."""

    file: str
    sha256: str
    share: int
    boards_read: int
    rows: list[Row]  # the new lines: one per claim checked and per error found
    skipped: int  # claims and errors already in the output
    seconds: float


def content_digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def board_key(row: Row) -> RowKey:
    """A line's place in its file: board, table, record index.  File-level problems
    (index 0) add their reason, as one file can have several."""
    key: RowKey = (row.get("board"), row.get("table"), row.get("index"))
    if not row.get("index"):
        key += (row.get("reason"),)
    return key


def row_key(row: Row) -> RowKey:
    """The resume key of a line: the file content's hash, its place in the file, and the
    test that produced it (a DD-only line does not stand for a normal-line ruling)."""
    return (row.get("sha256"), *board_key(row), row.get("test"), row.get("budget_ms"))


def ruling_changes(row: Row) -> bool:
    """True for a line whose verdict changes the table result, or leaves it undecided."""
    return row.get("verdict") not in UNCHANGED and row.get("verdict") != "error"


# ---- the worker: one file ------------------------------------------------------------------


def check_event_file(task: FileTask, options: CheckOptions) -> FileResult:
    """Read one event file and check its claims not yet done (runs in a worker).

    Never raises for the file's content or a failing claim: those become error lines.
    """
    started = time.perf_counter()
    try:
        data = task.content if task.content is not None else Path(task.path).read_bytes()
    except OSError as exc:
        row = _file_error(task, task.sha256, options, f"cannot read the file: {exc}")
        return _result(task, task.sha256, 0, [row], 0, started)
    sha = content_digest(data)
    done = task.done if sha == task.sha256 else frozenset()
    try:
        reading = _read(task, sha, data)
    except Exception as exc:  # noqa: BLE001 - a reader bug must cost one file, not the run
        log.exception("%s: reading failed", task.path)
        reason = f"reading the file failed: {type(exc).__name__}: {exc}"
        return _result(task, sha, 0, [_file_error(task, sha, options, reason)], 0, started)
    rows: list[Row] = []
    skipped = 0
    for error in reading.errors if task.share == 0 else ():
        row = _stamp(error_json(error), sha, options)
        row["file"] = task.path
        if board_key(row) in done:
            skipped += 1
        else:
            rows.append(row)
    for record in reading.claims[task.share::task.shares]:
        if board_key(_place(record)) in done:
            skipped += 1
            continue
        row = _stamp(_check_one(record, options), sha, options)
        row["file"] = task.path
        rows.append(row)
    boards = reading.boards_read if task.share == 0 else 0
    log.info("%s%s: %d boards, %d new lines, %d already done (%.1f s)", task.path,
             _share_text(task), boards, len(rows), skipped, time.perf_counter() - started)
    return _result(task, sha, boards, rows, skipped, started)


#: The last file read in this process: the shares of a big file that land on the same
#: worker parse it once.
_LAST_READING: dict[tuple[str, str], Any] = {}


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
    if task.shares > 1:
        _LAST_READING.clear()
        _LAST_READING[key] = reading
    return reading


def _share_text(task: FileTask) -> str:
    return f" (share {task.share + 1} of {task.shares})" if task.shares > 1 else ""


def _check_one(record: ClaimRecord, options: CheckOptions) -> Row:
    """One claim's line; a failure of the check becomes an error line, not a dead run."""
    try:
        with _SOLVER_LOCK:
            result = check_claim(record, normal=options.normal, budget_ms=options.budget_ms)
        row = result.to_json()
        if not row.get("complete", True):
            row["bounds"] = _undecided_bounds(result)
        if ruling_changes(row):
            row["ruling_text"] = result.ruling_text(options.lang) or _dd_text(result, options)
        return row
    except Exception as exc:  # noqa: BLE001 - one bad claim must not stop a season
        log.exception("%s: %s: check failed", record.file, record.board_label)
        return _place(record) | {"verdict": "error",
                                 "reason": f"check failed: {type(exc).__name__}: {exc}"}


def _place(record: ClaimRecord) -> Row:
    return {"file": record.file, "board": record.board, "table": record.table,
            "index": record.index}


def _undecided_bounds(result: Any) -> list[int] | None:
    """[lowest, highest] total for the declaring side that the unfinished search leaves
    possible: the worst normal line is at least its proven lower bound, and at most the
    best normal line's upper bound (and never more than claimed)."""
    ruling, record = result.ruling, result.record
    if ruling is None:
        return None
    claimed = ruling.facts.claimed
    low, high = min(claimed, ruling.worst), min(claimed, ruling.best)
    if (ruling.facts.claimer - record.declarer) % 2 == 0:
        return [record.tricks_won[0] + low, record.tricks_won[0] + high]
    left = record.position.tricks_left
    return [record.tricks_won[0] + left - high, record.tricks_won[0] + left - low]


def _dd_text(result: Any, options: CheckOptions) -> str:
    """The claim as a DD-only check shows it: the contract, the hands left, the totals."""
    from adjudicator.text.diagram import render_position

    record = result.record
    return "\n".join([
        f"Contract: {record.contract} by {record.declarer.abbr}; tricks before the claim: "
        f"declarer {record.tricks_won[0]}, defenders {record.tricks_won[1]}.",
        render_position(record.position, lang=options.lang),
        f"Claimed: declaring side {result.claimed_total} tricks in all; double dummy "
        f"{result.dd_total}: {result.dd_verdict}.",
    ])


def _stamp(row: Row, sha: str, options: CheckOptions) -> Row:
    row["sha256"] = sha
    row["test"] = options.test
    row["budget_ms"] = options.budget
    return row


def _file_error(task: FileTask, sha: str, options: CheckOptions, reason: str) -> Row:
    row = {"file": task.path, "board": None, "table": None, "index": 0, "verdict": "error",
           "reason": reason}
    return _stamp(row, sha, options)


def _result(task: FileTask, sha: str, boards: int, rows: list[Row], skipped: int,
            started: float) -> FileResult:
    return FileResult(file=task.path, sha256=sha, share=task.share, boards_read=boards,
                      rows=rows, skipped=skipped, seconds=time.perf_counter() - started)


# ---- the resumable output --------------------------------------------------------------------


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


# ---- progress on a terminal --------------------------------------------------------------------


class Progress:
    """One line on standard error, redrawn at most five times a second: files done,
    claims checked, their rate, and the time left.  Silent when stderr is not a
    terminal (a log file or a pipe gets no control characters).

    The time left is estimated from the bytes of event files done, not the number of
    files: big files go first, and a file count would promise too much too early."""

    def __init__(self, total_files: int = 0, stream: IO[str] | None = None,
                 enabled: bool | None = None, total_work: float = 0.0) -> None:
        self.stream = stream or sys.stderr
        self.enabled = self.stream.isatty() if enabled is None else enabled
        self.total = total_files
        self.total_work = total_work or float(total_files)
        self.files = self.claims = 0
        self.work = 0.0
        self.started = time.monotonic()
        self._drawn = 0.0

    def advance(self, claims: int, files: int = 1, work: float | None = None) -> None:
        self.files += files
        self.claims += claims
        self.work += files if work is None else work
        now = time.monotonic()
        if self.enabled and (now - self._drawn >= 0.2 or self.files == self.total):
            self._drawn = now
            self.stream.write("\r" + self.text(now) + "\x1b[K")
            self.stream.flush()

    def text(self, now: float) -> str:
        elapsed = max(now - self.started, 1e-9)
        rate = self.claims / elapsed
        share = min(self.work / self.total_work, 1.0) if self.total_work else 0.0
        eta = elapsed / share * (1 - share) if share else 0.0
        width = 20
        filled = int(width * share)
        bar = "#" * filled + "-" * (width - filled)
        return (f"[{bar}] {self.files}/{self.total} files, {self.claims} claims, "
                f"{rate:.1f} claims/s, ETA {_clock(eta)}")

    def close(self) -> None:
        if self.enabled and self.files:
            self.stream.write("\n")
            self.stream.flush()


def _clock(seconds: float) -> str:
    minutes, secs = divmod(int(round(seconds)), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


# ---- runners ---------------------------------------------------------------------------------

Deliver = Callable[[FileResult], None]


def run_in_process(tasks: Sequence[FileTask], options: CheckOptions, deliver: Deliver) -> None:
    """Check the files one after another in this process (``--jobs 1``)."""
    for task in tasks:
        deliver(check_event_file(task, options))


def run_local_pool(tasks: Sequence[FileTask], options: CheckOptions, jobs: int,
                   deliver: Deliver) -> None:
    """Check the files in ``jobs`` worker processes.

    At most ``jobs`` files are in flight, so when a worker dies the suspects are known:
    they are rerun one at a time, and a file that kills its worker alone becomes an
    error line.  Workers ignore SIGINT; on Ctrl-C the parent stops them."""
    pending = deque(tasks)
    while pending:
        suspects = _run_pool(pending, options, jobs, deliver)
        for task in suspects:
            if _run_pool(deque([task]), options, 1, deliver):
                log.error("%s: the worker process died checking this file", task.path)
                deliver(_crash_result(task, options))


def _run_pool(pending: deque[FileTask], options: CheckOptions, jobs: int,
              deliver: Deliver) -> list[FileTask]:
    """Run ``pending`` (consumed) in a fresh pool; the files in flight if it broke."""
    context = multiprocessing.get_context("fork")
    pool = cf.ProcessPoolExecutor(max_workers=jobs, mp_context=context,
                                  initializer=_worker_start)
    in_flight: dict[cf.Future[FileResult], FileTask] = {}
    try:
        while pending or in_flight:
            while pending and len(in_flight) < jobs:
                task = pending.popleft()
                in_flight[pool.submit(check_event_file, task, options)] = task
            finished, _ = cf.wait(in_flight, return_when=cf.FIRST_COMPLETED)
            broken = False
            for future in finished:
                task = in_flight.pop(future)
                error = future.exception()
                if isinstance(error, cf.process.BrokenProcessPool):
                    in_flight[future] = task
                    broken = True
                elif error is not None:
                    deliver(_failed_result(task, options, error))
                else:
                    deliver(future.result())
            if broken:
                return list(in_flight.values())
        pool.shutdown()
        return []
    except BaseException:
        _stop_pool(pool)
        raise
    finally:
        pool.shutdown(wait=False, cancel_futures=True)


def _worker_start() -> None:
    """In each worker: leave Ctrl-C to the parent, and die with it if it is killed."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        import ctypes

        libc = ctypes.CDLL("libc.so.6", use_errno=True)
        libc.prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass  # not Linux: orphans finish their file and exit when the pipe closes


def _stop_pool(pool: cf.ProcessPoolExecutor) -> None:
    """Cancel what has not started and stop the workers now (not after their file)."""
    pool.shutdown(wait=False, cancel_futures=True)
    terminate = getattr(pool, "terminate_workers", None)  # Python 3.14+
    if terminate is not None:
        terminate()
        return
    for process in list((getattr(pool, "_processes", None) or {}).values()):
        process.terminate()
    for process in list((getattr(pool, "_processes", None) or {}).values()):
        process.join(timeout=5)


def _crash_result(task: FileTask, options: CheckOptions) -> FileResult:
    reason = (f"the worker process died while checking this file{_share_text(task)} (a "
              "crash in DDS or the engine); its claims are not checked")
    return _result(task, task.sha256, 0, [_file_error(task, task.sha256, options, reason)], 0,
                   time.perf_counter())


def _failed_result(task: FileTask, options: CheckOptions, error: BaseException) -> FileResult:
    log.error("%s: task failed: %r", task.path, error)
    reason = (f"checking this file{_share_text(task)} failed: {type(error).__name__}: "
              f"{error}")
    return _result(task, task.sha256, 0, [_file_error(task, task.sha256, options, reason)], 0,
                   time.perf_counter())


def run_dask(tasks: Sequence[FileTask], options: CheckOptions, scheduler: str,
             deliver: Deliver, *, client: Any = None) -> None:
    """Check the files as tasks on a Dask distributed cluster, one task per file.

    Results come back as each task finishes (``as_completed``) into the same
    ``deliver`` callback.  The workers must have adjudicator installed; they get the
    file contents with the task, so they need no shared disk.  A task that fails
    (``KilledWorker`` after repeated worker deaths) becomes an error line."""
    from distributed import Client, as_completed

    own_client = client is None
    if own_client:
        client = Client(scheduler)  # waits distributed.comm.timeouts.connect (Dask config)
    futures: list[Any] = []
    try:
        _warn_threaded_workers(client)
        futures = client.map(check_event_file, list(tasks), options=options, pure=False)
        by_key = {future.key: task for future, task in zip(futures, tasks, strict=True)}
        for future in as_completed(futures):
            task = by_key[future.key]
            if future.status == "finished":
                deliver(future.result())
            else:
                deliver(_failed_result(task, options, future.exception()))
            future.release()
    except BaseException:
        if futures:
            client.cancel(futures)
        raise
    finally:
        if own_client:
            client.close()


def _warn_threaded_workers(client: Any) -> None:
    threads = client.nthreads()
    if not threads:
        log.warning("the Dask cluster has no workers yet; tasks wait for one")
    elif max(threads.values()) > 1:
        log.warning("Dask workers run %d threads each; DDS is not thread-safe, so claims take "
                    "turns within a worker. Start workers with --nthreads 1 --nworkers N to "
                    "use every core.", max(threads.values()))


# ---- the batch: plan, run, put back in order --------------------------------------------------


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


#: A file of more than this many bytes is split into shares of its claims ...
SHARE_BYTES = 48_000
#: ... into at most this many.
MAX_SHARES = 8


def shares_for(size: int) -> int:
    """How many tasks a file of ``size`` bytes becomes (big events hold many claims)."""
    return max(1, min(MAX_SHARES, -(-size // SHARE_BYTES)))


@dataclass
class Plan:
    """The tasks of a batch, and what the reports need to put results back together:
    the files in the order given, and the files whose content repeats an earlier one
    (checked once, reported under both names, written once to the output)."""

    files: list[str]
    tasks: list[FileTask]
    copies: dict[str, list[str]]  # first path -> later paths with the same content

    @property
    def running_order(self) -> list[FileTask]:
        """Biggest shares first: the long files start while the short ones fill in."""
        return sorted(self.tasks, key=lambda task: -task.weight)


def plan(paths: Iterable[str | Path], options: CheckOptions,
         done: dict[RowKey, Row], ship_content: bool = False) -> Plan:
    """The tasks for the event files named by ``paths``, with the boards already done."""
    done_by_file: dict[str, set[RowKey]] = {}
    for sha, rows in _rows_by_file(done, options).items():
        done_by_file[sha] = {board_key(row) for row in rows}
    batch_plan = Plan([], [], {})
    first_with: dict[str, str] = {}
    for path in dict.fromkeys(str(p) for p in event_files(paths)):
        batch_plan.files.append(path)
        try:
            data = Path(path).read_bytes()
        except OSError:
            data = b""  # the worker reports why it cannot read the file
        sha = content_digest(data)
        if sha in first_with and data:
            batch_plan.copies.setdefault(first_with[sha], []).append(path)
            continue
        first_with[sha] = path
        shares = shares_for(len(data))
        batch_plan.tasks += [
            FileTask(path, sha, frozenset(done_by_file.get(sha, ())),
                     data if ship_content else None, share, shares, len(data))
            for share in range(shares)
        ]
    return batch_plan


class _Assembler:
    """Puts task results back together: the shares of a file into one
    :class:`EventSummary` (with the lines resumed from the output), copies under their
    own names, and files handed on in the order given."""

    def __init__(self, batch_plan: Plan, old_by_file: dict[str, list[Row]], batch: BatchResult,
                 on_event: Callable[[EventSummary], None] | None) -> None:
        self.plan, self.old_by_file, self.batch, self.on_event = (
            batch_plan, old_by_file, batch, on_event)
        self.position = {path: number for number, path in enumerate(batch_plan.files)}
        self.waiting = Counter(task.path for task in batch_plan.tasks)
        self.parts: dict[str, list[FileResult]] = {}
        self.finished: dict[int, EventSummary] = {}

    def add(self, result: FileResult) -> bool:
        """Take one task's result; True when it completed its file."""
        path = result["file"]
        self.parts.setdefault(path, []).append(result)
        self.waiting[path] -= 1
        if self.waiting[path]:
            return False
        parts = self.parts.pop(path)
        event = self._event(path, parts)
        self._finish(event)
        for copy in self.plan.copies.get(path, []):
            rows = [row | {"file": copy} for row in event.rows]
            self._finish(EventSummary(copy, event.boards_read, rows))
        return True

    def _event(self, path: str, parts: list[FileResult]) -> EventSummary:
        new = [row for part in parts for row in part["rows"]]
        fresh = {board_key(row) for row in new}
        sha = parts[0]["sha256"]
        old = [row | {"file": path} for row in self.old_by_file.get(sha, [])
               if board_key(row) not in fresh]
        self.batch.new_lines += len(new)
        self.batch.resumed_lines += len(old)
        boards = sum(part["boards_read"] for part in parts)
        return EventSummary(path, boards, sorted(old + new, key=_board_order))

    def _finish(self, event: EventSummary) -> None:
        self.finished[self.position[event.file]] = event
        while len(self.batch.events) in self.finished:
            ready = self.finished.pop(len(self.batch.events))
            self.batch.events.append(ready)
            if self.on_event is not None:
                self.on_event(ready)


def check_events(
    paths: Iterable[str | Path],
    options: CheckOptions,
    *,
    jobs: int = 1,
    scheduler: str | None = None,
    out: str | Path | None = None,
    on_event: Callable[[EventSummary], None] | None = None,
    progress: Progress | None = None,
    client: Any = None,
) -> BatchResult:
    """Check every claim in the event files named by ``paths``.

    ``out`` is the resumable JSON Lines file (new lines appended as each task finishes;
    lines already there are not redone).  ``on_event`` receives each file's summary --
    its old and new lines, in board order -- in the order of the files, as soon as it
    and all files before it are done (streaming output stays deterministic).  A
    ``KeyboardInterrupt`` stops the workers and propagates; what was written stays.
    """
    results_log = ResultsLog(out) if out is not None else None
    done = results_log.done_rows() if results_log is not None else {}
    remote = scheduler is not None or client is not None
    batch_plan = plan(paths, options, done, ship_content=remote)
    batch = BatchResult()
    assembler = _Assembler(batch_plan, _rows_by_file(done, options), batch, on_event)
    weight = {task.path: task.weight for task in batch_plan.tasks}
    if progress is not None:
        progress.total = len(batch_plan.files)
        progress.total_work = sum(task.weight for task in batch_plan.tasks) or 1.0

    def deliver(result: FileResult) -> None:
        if results_log is not None:
            results_log.append(result["rows"])
        completed = assembler.add(result)
        if progress is not None:
            files = 1 + len(batch_plan.copies.get(result["file"], [])) if completed else 0
            claims = sum(1 for row in result["rows"] if row.get("verdict") != "error")
            progress.advance(claims, files, weight[result["file"]])

    tasks = batch_plan.running_order
    if results_log is not None:
        results_log.open()
    try:
        with _worker_logs_to_parent(jobs > 1 and not remote):
            if remote:
                run_dask(tasks, options, scheduler or "", deliver, client=client)
            elif jobs > 1:
                run_local_pool(tasks, options, jobs, deliver)
            else:
                run_in_process(tasks, options, deliver)
    finally:
        if results_log is not None:
            results_log.close()
        if progress is not None:
            progress.close()
    return batch


def _rows_by_file(done: dict[RowKey, Row], options: CheckOptions) -> dict[str, list[Row]]:
    rows: dict[str, list[Row]] = {}
    for row in done.values():
        if row.get("test") == options.test and row.get("budget_ms") == options.budget:
            rows.setdefault(row["sha256"], []).append(row)
    return rows


def _board_order(row: Row) -> tuple[int, str]:
    return (row.get("index") or 0, row.get("reason") or "")


class _worker_logs_to_parent:
    """While a local pool runs, route the ``adjudicator`` logger's handlers through
    multiprocessing-logging, so workers' records are written by the parent, one at a
    time, to the same place (no interleaved lines from two processes)."""

    def __init__(self, active: bool) -> None:
        self.active = active
        self.logger = logging.getLogger("adjudicator")

    def __enter__(self) -> None:
        if not self.active or not self.logger.handlers:
            self.active = False
            return
        import multiprocessing_logging

        try:
            multiprocessing_logging.install_mp_handler(self.logger)
        except AssertionError:  # not the 'fork' start method: workers log on their own
            self.active = False

    def __exit__(self, *exc: object) -> None:
        if not self.active:
            return
        import multiprocessing_logging

        wrapped = list(self.logger.handlers)
        multiprocessing_logging.uninstall_mp_handler(self.logger)
        for handler in wrapped:
            if isinstance(handler, multiprocessing_logging.MultiProcessingHandler):
                handler.close()


def default_jobs() -> int:
    return os.cpu_count() or 1
