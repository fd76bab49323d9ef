"""One batch from start to end: plan the tasks, run them, log and assemble the results.

Each finished task's lines are appended to the resumable log at once; its file's
summary is handed on as soon as that file and all files before it are complete, so
streamed reports come out in the order of the files whatever order the tasks finish in.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from adjudicator.batch.plan import CheckOptions, Plan, plan
from adjudicator.batch.progress import Progress
from adjudicator.batch.results import (
    BatchResult,
    EventSummary,
    ResultsLog,
    Row,
    board_key,
    board_order,
)
from adjudicator.batch.runners import run_dask, run_in_process, run_local_pool
from adjudicator.batch.worker import FileResult


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

    Where the work runs: in this process (``jobs=1``), a local pool of ``jobs``
    processes, or a Dask scheduler (``scheduler="tcp://host:8786"`` or a ``client``).
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
    assembler = _Assembler(batch_plan, options.done_by_file(done), batch, on_event)
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
        return EventSummary(path, boards, sorted(old + new, key=board_order))

    def _finish(self, event: EventSummary) -> None:
        self.finished[self.position[event.file]] = event
        while len(self.batch.events) in self.finished:
            ready = self.finished.pop(len(self.batch.events))
            self.batch.events.append(ready)
            if self.on_event is not None:
                self.on_event(ready)
