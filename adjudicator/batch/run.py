"""One batch from start to end: plan the tasks, run them, log and assemble the results.

Each finished task's lines are appended to the ``--out`` file at once, under the file's
name and under the name of each copy of it; the main process then keeps only counts.
A file's summary (with its lines, when they are kept) is handed on as soon as that file
and all files before it are complete, so streamed reports come out in the order of the
files whatever order the tasks finish in.  Lines are kept in memory only for those
reports (``keep_rows``, or an ``on_event`` consumer): a season checked into ``--out``
alone costs the main process counters, not its lines.
"""

from __future__ import annotations

import tempfile
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import Path
from typing import Any

import adjudicator
from adjudicator.batch.plan import CheckOptions, Plan, plan
from adjudicator.batch.progress import Progress
from adjudicator.batch.results import (
    BatchResult,
    EventSummary,
    ResultsLog,
    Resumed,
    board_key,
    board_order,
    out_header,
    row_kind,
)
from adjudicator.batch.runners import run_dask, run_in_process, run_local_pool
from adjudicator.batch.worker import FileResult
from adjudicator.engine.clock import nodes_for_ms
from adjudicator.laws.claims.ruling import time_budget_for


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
    keep_rows: bool = True,
) -> BatchResult:
    """Check every claim in the event files named by ``paths``.

    Where the work runs: in this process (``jobs=1``), a local pool of ``jobs``
    processes, or a Dask scheduler (``scheduler="tcp://host:8786"`` or a ``client``).
    ``out`` is the resumable JSON Lines file (a header line, then new lines appended as
    each task finishes; lines already there are not redone; a file written with other
    options is refused with a ``UserError``).  ``on_event`` receives each file's summary
    -- its old and new lines, in board order -- in the order of the files, as soon as it
    and all files before it are done (streaming output stays deterministic).
    ``keep_rows=False`` keeps no line in memory (``BatchResult.events`` then have none;
    the counts are still there).  A ``KeyboardInterrupt`` stops the workers and
    propagates; what was written stays.
    """
    files = [str(path) for path in paths]
    options = _with_node_budget(options)
    remote = scheduler is not None or client is not None
    collect = keep_rows or on_event is not None
    with tempfile.TemporaryDirectory(prefix="adjudicator-inputs-") as spool:
        batch_plan = plan(files, options, ship_content=remote, spool=spool)
        results_log = ResultsLog(out) if out is not None else None
        resumed = Resumed()
        if results_log is not None:
            header = out_header(options.header_options(), files, adjudicator.__version__)
            if options.node_budget is not None:
                header["node_budget"] = options.node_budget
            resumed = results_log.prepare(header, batch_plan.hashes, keep_rows=collect)
            options = replace(options, node_budget=resumed.node_budget or options.node_budget)
            batch_plan = batch_plan.with_done(resumed.done)
        batch = BatchResult()
        assembler = _Assembler(batch_plan, resumed, batch, on_event, collect, keep_rows)
        _run(batch_plan, options, assembler, results_log, progress, remote, jobs, scheduler, client)
    return batch


def _with_node_budget(options: CheckOptions) -> CheckOptions:
    """The run's options with its node budget fixed once, in this process, so that every
    worker (and a later resumed run, through the ``--out`` header) rules each claim at
    the same budget whatever its own speed."""
    if not options.normal or options.node_budget is not None:
        return options
    return replace(options, node_budget=nodes_for_ms(time_budget_for(options.budget_ms)))


def _run(
    batch_plan: Plan,
    options: CheckOptions,
    assembler: _Assembler,
    results_log: ResultsLog | None,
    progress: Progress | None,
    remote: bool,
    jobs: int,
    scheduler: str | None,
    client: Any,
) -> None:
    weight = {(task.path, task.share): task.weight for task in batch_plan.tasks}
    if progress is not None:
        progress.total = len(batch_plan.files)
        progress.total_work = sum(weight.values()) or 1.0

    def deliver(result: FileResult) -> None:
        if results_log is not None:
            results_log.append(result["rows"])
            for copy in batch_plan.copies.get(result["file"], []):
                results_log.append(row | {"file": copy} for row in result["rows"])
        completed = assembler.add(result)
        if progress is not None:
            files = 1 + len(batch_plan.copies.get(result["file"], [])) if completed else 0
            claims = sum(1 for row in result["rows"] if row.get("verdict") != "error")
            progress.advance(claims, files, weight[(result["file"], result["share"])])

    tasks = batch_plan.running_order
    if results_log is not None:
        results_log.open()
    try:
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


class _Assembler:
    """Puts task results back together: the parts of a file into one
    :class:`EventSummary` (with the lines resumed from the output), copies under their
    own names, files handed on in the order given, and the counts of the summary line."""

    def __init__(
        self,
        batch_plan: Plan,
        resumed: Resumed,
        batch: BatchResult,
        on_event: Callable[[EventSummary], None] | None,
        collect: bool,
        keep: bool,
    ) -> None:
        self.plan, self.resumed, self.batch, self.on_event = (batch_plan, resumed, batch, on_event)
        self.collect, self.keep = collect, keep
        self.position = {path: number for number, path in enumerate(batch_plan.files)}
        self.waiting = Counter(task.path for task in batch_plan.tasks)
        self.parts: dict[str, list[FileResult]] = {}
        self.finished: dict[int, EventSummary] = {}

    def add(self, result: FileResult) -> bool:
        """Take one task's result; True when it completed its file."""
        path = result["file"]
        names = [path, *self.plan.copies.get(path, [])]
        self.batch.new_lines += len(result["rows"]) * len(names)
        for row in result["rows"]:
            self.batch.counts[row_kind(row)] += len(names)
        kept = result if self.collect else {**result, "rows": []}
        self.parts.setdefault(path, []).append(kept)
        self.waiting[path] -= 1
        if self.waiting[path]:
            return False
        parts = self.parts.pop(path)
        for name in names:
            self._finish(self._event(name, parts))
        return True

    def _event(self, name: str, parts: list[FileResult]) -> EventSummary:
        sha = self.plan.hashes[name]
        old_counts = self.resumed.counts.get(sha, Counter())
        self.batch.resumed_lines += sum(old_counts.values())
        self.batch.counts.update(old_counts)
        boards = sum(part["boards_read"] for part in parts)
        if not self.collect:
            return EventSummary(name, boards)
        new = [
            row if row["file"] == name else row | {"file": name}
            for part in parts
            for row in part["rows"]
        ]
        fresh = {board_key(row) for row in new}
        old = [
            row | {"file": name}
            for row in self.resumed.rows.get(sha, [])
            if board_key(row) not in fresh
        ]
        return EventSummary(name, boards, sorted(old + new, key=board_order))

    def _finish(self, event: EventSummary) -> None:
        self.finished[self.position[event.file]] = event
        while len(self.batch.events) in self.finished:
            ready = self.finished.pop(len(self.batch.events))
            self.batch.events.append(ready)
            if self.on_event is not None:
                self.on_event(ready)
            if not self.keep:
                ready.rows = []  # streamed out: not held until the end of the run
