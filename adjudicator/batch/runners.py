"""Where the work runs: in this process, in a local pool of processes, or on Dask.

All three take the same tasks and deliver the same :class:`FileResult` dicts to the same
callback, in completion order.  Processes, never threads, around the solver: DDS is not
thread-safe (endplay-notes.md, item 7).

A crash of the native code loses one file, not the run: if a local worker process dies
(a segfault in DDS or the engine), the files it was on are retried one at a time, and a
file that kills its worker on its own becomes one error line.
"""

from __future__ import annotations

import concurrent.futures as cf
import logging
import multiprocessing
import os
import signal
from collections import deque
from collections.abc import Callable, Sequence
from typing import Any

from adjudicator.batch.plan import CheckOptions, FileTask
from adjudicator.batch.worker import FileResult, check_event_file, error_result
from adjudicator.text.safe import shown_path

log = logging.getLogger(__name__)

Deliver = Callable[[FileResult], None]


def default_jobs() -> int:
    return os.cpu_count() or 1


def run_in_process(tasks: Sequence[FileTask], options: CheckOptions, deliver: Deliver) -> None:
    """Check the files one after another in this process (``--jobs 1``)."""
    for task in tasks:
        deliver(check_event_file(task, options))


def run_local_pool(
    tasks: Sequence[FileTask], options: CheckOptions, jobs: int, deliver: Deliver
) -> None:
    """Check the files in ``jobs`` worker processes.

    At most ``jobs`` files are in flight, so when a worker dies the suspects are known:
    they are rerun one at a time, and a file that kills its worker alone becomes an
    error line.  Workers ignore SIGINT; on Ctrl-C the parent stops them."""
    pending = deque(tasks)
    with _worker_logs_to_parent():
        while pending:
            suspects = _run_pool(pending, options, jobs, deliver)
            for task in suspects:
                if _run_pool(deque([task]), options, 1, deliver):
                    log.error(
                        "%s: the worker process died checking this file", shown_path(task.path)
                    )
                    reason = (
                        f"the worker process died while checking this file"
                        f"{task.share_text} (a crash in DDS or the engine); its claims "
                        "are not checked"
                    )
                    deliver(error_result(task, options, reason))


def _run_pool(
    pending: deque[FileTask], options: CheckOptions, jobs: int, deliver: Deliver
) -> list[FileTask]:
    """Run ``pending`` (consumed) in a fresh pool; the files in flight if it broke."""
    context = multiprocessing.get_context("fork")
    pool = cf.ProcessPoolExecutor(max_workers=jobs, mp_context=context, initializer=_worker_start)
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


def _failed_result(task: FileTask, options: CheckOptions, error: BaseException) -> FileResult:
    log.error("%s: task failed: %r", shown_path(task.path), error)
    reason = f"checking this file{task.share_text} failed: {type(error).__name__}: {error}"
    return error_result(task, options, reason)


def run_dask(
    tasks: Sequence[FileTask],
    options: CheckOptions,
    scheduler: str,
    deliver: Deliver,
    *,
    client: Any = None,
) -> None:
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
        log.warning(
            "Dask workers run %d threads each; DDS is not thread-safe, so claims take "
            "turns within a worker. Start workers with --nthreads 1 --nworkers N to "
            "use every core.",
            max(threads.values()),
        )


class _worker_logs_to_parent:
    """While a local pool runs, route the ``adjudicator`` logger's handlers through
    multiprocessing-logging, so workers' records are written by the parent, one at a
    time, to the same place (no interleaved lines from two processes)."""

    def __init__(self) -> None:
        self.active = True
        self.logger = logging.getLogger("adjudicator")

    def __enter__(self) -> None:
        if not self.logger.handlers:
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
