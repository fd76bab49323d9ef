"""The rulings of the web page run in worker processes, each answered within its budget.

Why processes: the engine and DDS hold the CPU for the whole search (and DDS is not safe
to run from several threads of one process), so a ruling in the server's own process
would stop every other request.  Each worker is a process of its own, started with
``spawn`` (never ``fork`` from a server that has threads); the server waits on the
worker's pipe without blocking its event loop, so a page, a rendering or another ruling
goes on meanwhile.

Why a deadline: a director must get an answer within the budget he asked for.  A job
carries the time its answer is due.  The worker turns the time left into the search's node
budget (:func:`.jobs.node_budget`), so a search that needs more stops and the ruling says
*undecided* with the bounds it proved; and should a worker still be busy when its answer
is due (a machine far slower than the node rate assumes), it is stopped and replaced, and
the request is answered with a clear error rather than left waiting.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import time
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from typing import Any

from adjudicator.errors import AdjudicatorError

#: What a job may be (the worker's handlers, :mod:`adjudicator.web.jobs`).
JOB_KINDS = ("rule", "replay", "event", "pdf")


class PoolError(AdjudicatorError):
    """A job the pool could not answer in time: the server is busy or the job overran."""


@dataclass(frozen=True)
class Job:
    kind: str
    payload: Any  # a rule's parsed options (argparse.Namespace), else the JSON object
    deadline: float  # time.monotonic() by which the answer is due
    budget_ms: float  # the budget the request asked for (for the messages)
    lang: str = "en"  # the request's language: its errors are said in it (issue 31)


@dataclass
class _Worker:
    process: Any  # multiprocessing.Process (spawn context)
    connection: Connection
    busy: bool = False


@dataclass
class RulingPool:
    """``size`` worker processes; :meth:`run` answers a job within its deadline."""

    size: int = field(default_factory=lambda: max(1, os.cpu_count() or 1))
    _workers: list[_Worker] = field(default_factory=list)
    _idle: asyncio.Queue | None = None
    _starting: set[asyncio.Task] = field(default_factory=set)

    async def start(self) -> None:
        """Start the workers and wait until each has loaded the package."""
        self._idle = asyncio.Queue()
        self._workers = [_spawn() for _ in range(self.size)]
        for worker in self._workers:
            await _receive(worker.connection, STARTUP_SECONDS)  # the worker's "ready"
            self._idle.put_nowait(worker)

    async def stop(self) -> None:
        for task in self._starting:
            task.cancel()
        for worker in self._workers:
            _end(worker)
        self._workers.clear()

    async def run(self, job: Job) -> dict[str, Any]:
        """The job's answer (a dict), or :class:`PoolError` when it cannot be given in
        time.  Errors of the job itself come back as ``{"error": ..., "field": ...}``."""
        assert self._idle is not None, "the pool is not started"
        try:
            worker = await asyncio.wait_for(
                self._idle.get(), timeout=max(0.0, job.deadline - time.monotonic())
            )
        except TimeoutError:
            raise PoolError(
                key="api_busy", budget=f"{job.budget_ms:g}", field="budget_ms"
            ) from None
        left = job.deadline - time.monotonic()
        if left <= 0:  # its time went in the queue: the worker stays for the next job
            self._idle.put_nowait(worker)
            raise PoolError(key="api_busy", budget=f"{job.budget_ms:g}", field="budget_ms")
        try:
            worker.connection.send((job.kind, job.payload, left, job.lang))
            # the worker stops its job at the deadline itself (jobs.answer_due) and says
            # so; it is stopped from here only when that answer does not come
            answer = await _receive(
                worker.connection, job.deadline - time.monotonic() + ANSWER_GRACE
            )
        except TimeoutError:
            self._restart(worker)
            raise PoolError(
                key="api_overran", budget=f"{job.budget_ms:g}", field="budget_ms"
            ) from None
        except (EOFError, OSError):
            self._restart(worker)
            raise PoolError(key="api_worker_stopped") from None
        except BaseException:  # cancelled: the worker's answer would reach the next job
            self._restart(worker)
            raise
        self._idle.put_nowait(worker)
        return answer

    def _restart(self, worker: _Worker) -> None:
        """Stop a worker that overran, died or was abandoned, and start another in its
        place; the new one joins the idle workers once it has loaded the package."""
        _end(worker)
        fresh = _spawn()
        self._workers[self._workers.index(worker)] = fresh
        task = asyncio.get_running_loop().create_task(self._when_ready(fresh))
        self._starting.add(task)
        task.add_done_callback(self._starting.discard)

    async def _when_ready(self, worker: _Worker) -> None:
        assert self._idle is not None
        await _receive(worker.connection, STARTUP_SECONDS)
        self._idle.put_nowait(worker)


#: Seconds past a job's deadline the pool waits for the worker's own "out of time"
#: answer before stopping it (a new worker takes seconds to load the package).
ANSWER_GRACE = 0.5

#: How long a worker may take to load the package (and the engine) before it is ready.
STARTUP_SECONDS = 120.0


def _spawn() -> _Worker:
    from adjudicator.web.jobs import serve_jobs

    context = multiprocessing.get_context("spawn")
    ours, theirs = context.Pipe()
    process = context.Process(
        target=serve_jobs, args=(theirs,), daemon=True, name="adjudicator-web-worker"
    )
    process.start()
    theirs.close()
    return _Worker(process, ours)


def _end(worker: _Worker) -> None:
    if worker.process.is_alive():
        worker.process.kill()
    worker.process.join(timeout=5)
    worker.connection.close()


async def _receive(connection: Connection, timeout: float | None) -> Any:
    """The next message on ``connection``, awaited without blocking the event loop
    (``TimeoutError`` past ``timeout`` seconds)."""
    loop = asyncio.get_running_loop()
    ready: asyncio.Future = loop.create_future()
    descriptor = connection.fileno()

    def readable() -> None:
        if not ready.done():
            ready.set_result(None)

    loop.add_reader(descriptor, readable)
    try:
        if not connection.poll():
            await asyncio.wait_for(ready, timeout=None if timeout is None else max(0.0, timeout))
    finally:
        loop.remove_reader(descriptor)
    return connection.recv()
