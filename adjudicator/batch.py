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
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, TypedDict

from adjudicator.check import EXACT, check_claim, error_json
from adjudicator.events import ClaimRecord, event_files, read_event

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
    cluster); local workers read ``path`` themselves."""

    path: str
    sha256: str
    done: frozenset[RowKey] = frozenset()
    content: bytes | None = None


class FileResult(TypedDict):
    """What a worker sends back for one file: plain values only."""

    file: str
    sha256: str
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
    reading = _read(task, data)
    rows: list[Row] = []
    skipped = 0
    for error in reading.errors:
        row = _stamp(error_json(error), sha, options)
        row["file"] = task.path
        if board_key(row) in done:
            skipped += 1
        else:
            rows.append(row)
    for record in reading.claims:
        if board_key(_place(record)) in done:
            skipped += 1
            continue
        row = _stamp(_check_one(record, options), sha, options)
        row["file"] = task.path
        rows.append(row)
    log.info("%s: %d boards, %d new lines, %d already done (%.1f s)", task.path,
             reading.boards_read, len(rows), skipped, time.perf_counter() - started)
    return _result(task, sha, reading.boards_read, rows, skipped, started)


def _read(task: FileTask, data: bytes):  # -> EventReading
    """Read the file's boards; shipped content goes through a temporary copy with the
    same name, since the reader takes a path (its suffix says PBN or LIN)."""
    if task.content is None:
        return read_event(task.path)
    with tempfile.TemporaryDirectory(prefix="adjudicator-") as folder:
        copy = Path(folder) / Path(task.path).name
        copy.write_bytes(data)
        return read_event(copy)


def _check_one(record: ClaimRecord, options: CheckOptions) -> Row:
    """One claim's line; a failure of the check becomes an error line, not a dead run."""
    try:
        with _SOLVER_LOCK:
            result = check_claim(record, normal=options.normal, budget_ms=options.budget_ms)
        row = result.to_json()
    except Exception as exc:  # noqa: BLE001 - one bad claim must not stop a season
        log.exception("%s: %s: check failed", record.file, record.board_label)
        row = _place(record) | {"verdict": "error",
                                "reason": f"check failed: {type(exc).__name__}: {exc}"}
        return row
    if not row.get("complete", True):
        row["bounds"] = _undecided_bounds(result)
    if ruling_changes(row):
        row["ruling_text"] = result.ruling_text(options.lang) or _dd_text(result, options)
    return row


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
    from adjudicator.diagram import render_position

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
    return FileResult(file=task.path, sha256=sha, boards_read=boards, rows=rows,
                      skipped=skipped, seconds=time.perf_counter() - started)


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
    terminal (a log file or a pipe gets no control characters)."""

    def __init__(self, total_files: int, stream: IO[str] | None = None,
                 enabled: bool | None = None) -> None:
        self.stream = stream or sys.stderr
        self.enabled = self.stream.isatty() if enabled is None else enabled
        self.total = total_files
        self.files = self.claims = 0
        self.started = time.monotonic()
        self._drawn = 0.0

    def advance(self, claims: int) -> None:
        self.files += 1
        self.claims += claims
        now = time.monotonic()
        if self.enabled and (now - self._drawn >= 0.2 or self.files == self.total):
            self._drawn = now
            self.stream.write("\r" + self.text(now) + "\x1b[K")
            self.stream.flush()

    def text(self, now: float) -> str:
        elapsed = max(now - self.started, 1e-9)
        rate = self.claims / elapsed
        left = self.total - self.files
        eta = elapsed / self.files * left if self.files else 0.0
        width = 20
        filled = width * self.files // max(self.total, 1)
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
    reason = ("the worker process died while checking this file (a crash in DDS or the "
              "engine); its claims are not checked")
    return _result(task, task.sha256, 0, [_file_error(task, task.sha256, options, reason)], 0,
                   time.perf_counter())


def _failed_result(task: FileTask, options: CheckOptions, error: BaseException) -> FileResult:
    log.error("%s: task failed: %r", task.path, error)
    reason = f"checking this file failed: {type(error).__name__}: {error}"
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


def plan(paths: Iterable[str | Path], options: CheckOptions,
         done: dict[RowKey, Row], ship_content: bool = False) -> list[FileTask]:
    """One task per event file, with the boards already done in the output."""
    done_by_file: dict[str, set[RowKey]] = {}
    for sha, rows in _rows_by_file(done, options).items():
        done_by_file[sha] = {board_key(row) for row in rows}
    tasks = []
    for path in event_files(paths):
        try:
            data = path.read_bytes()
        except OSError:
            data = b""  # the worker reports why it cannot read the file
        sha = content_digest(data)
        tasks.append(FileTask(str(path), sha, frozenset(done_by_file.get(sha, ())),
                              data if ship_content else None))
    return tasks


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

    ``out`` is the resumable JSON Lines file (new lines appended as each file finishes;
    lines already there are not redone).  ``on_event`` receives each file's summary --
    its old and new lines, in board order -- in the order of the files, as soon as it
    and all files before it are done (streaming output stays deterministic).  A
    ``KeyboardInterrupt`` stops the workers and propagates; what was written stays.
    """
    results_log = ResultsLog(out) if out is not None else None
    done = results_log.done_rows() if results_log is not None else {}
    tasks = plan(paths, options, done, ship_content=scheduler is not None)
    if progress is not None:
        progress.total = len(tasks)
    old_by_file = _rows_by_file(done, options)
    batch = BatchResult()
    order = {task.path: number for number, task in enumerate(tasks)}
    finished: dict[int, EventSummary] = {}

    def deliver(result: FileResult) -> None:
        if results_log is not None:
            results_log.append(result["rows"])
        fresh = {board_key(row) for row in result["rows"]}
        old = [row | {"file": result["file"]} for row in old_by_file.get(result["sha256"], [])
               if board_key(row) not in fresh]
        rows = sorted(old + result["rows"], key=_board_order)
        batch.new_lines += len(result["rows"])
        batch.resumed_lines += len(old)
        finished[order[result["file"]]] = EventSummary(result["file"], result["boards_read"],
                                                       rows)
        while len(batch.events) in finished:
            event = finished.pop(len(batch.events))
            batch.events.append(event)
            if on_event is not None:
                on_event(event)
        if progress is not None:
            progress.advance(sum(1 for row in result["rows"] if row.get("verdict") != "error"))

    if results_log is not None:
        results_log.open()
    try:
        with _worker_logs_to_parent(jobs > 1 and scheduler is None):
            if scheduler is not None or client is not None:
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
