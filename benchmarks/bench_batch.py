"""Batch-checking speed (issue 6): every claim in ``../shared/data/events``.

Run:  python -m pytest benchmarks/bench_batch.py -s --benchmark-columns=min,max,mean

* the whole corpus by the normal-line test, ``adjudicate check --jobs 1`` and
  ``--jobs 2`` as a user runs them (a subprocess each): wall time, claims per second,
  peak memory of the run's processes (``os.wait4`` gives the largest resident set of the
  command and the workers it waited for);
* the Dask path against local processes on the same files, on a two-worker
  ``LocalCluster`` (loopback): the whole corpus by the DD check alone, where the
  per-task overhead dominates, and one event folder by the normal-line test.

Each is one round: the runs are long and the machine is shared, so read the numbers
as a rough guide, not a regression gate (no test asserts a time).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from adjudicator.batch import CheckOptions, check_events

from shared_data import EVENTS, WRONIE_LIN


@pytest.fixture(scope="module")
def events_dir() -> Path:
    if not EVENTS.is_dir():
        pytest.skip(f"real event data not found at {EVENTS}")
    return EVENTS


@dataclass
class Run:
    seconds: float
    claims: int
    lines: int
    peak_mb: float | None = None  # largest resident set of the command and its workers
    cpu_s: float | None = None  # user + system time of the command and its workers

    def note(self, label: str) -> dict[str, float]:
        info = {
            "wall_s": round(self.seconds, 2),
            "claims": self.claims,
            "claims_per_s": round(self.claims / self.seconds, 1),
        }
        if self.peak_mb is not None and self.cpu_s is not None:
            info |= {"peak_rss_mb": round(self.peak_mb, 1), "cpu_s": round(self.cpu_s, 1)}
        print(f"\n{label}: {info}")
        return info


def run_command(args: list[str], workdir: Path) -> Run:
    """``adjudicate check ...`` in a subprocess; its wall time and peak memory."""
    out = workdir / f"out-{time.monotonic_ns()}.jsonl"
    command = [sys.executable, "-m", "adjudicator.cli", "check", *args, "--out", str(out)]
    started = time.perf_counter()
    process = subprocess.Popen(
        command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=workdir
    )
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - started
    process.returncode = os.waitstatus_to_exitcode(status)
    assert process.returncode == 0, process.stderr.read() if process.stderr else ""
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    claims = sum(1 for row in rows if row["verdict"] != "error")
    return Run(seconds, claims, len(rows), usage.ru_maxrss / 1024, usage.ru_utime + usage.ru_stime)


@pytest.mark.parametrize("jobs", [1, 2])
def test_all_claims_normal_line_test(benchmark, events_dir, tmp_path, jobs):
    run = benchmark.pedantic(
        run_command, args=([str(events_dir), "--jobs", str(jobs)], tmp_path), rounds=1, iterations=1
    )
    benchmark.extra_info.update(run.note(f"normal-line test, whole corpus, --jobs {jobs}"))


@pytest.fixture(scope="module")
def cluster():
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1", dashboard_address=None
    ) as local:
        yield local


def timed_batch(paths: list[Path], options: CheckOptions, **where) -> Run:
    started = time.perf_counter()
    batch = check_events(paths, options, **where)
    seconds = time.perf_counter() - started
    rows = list(batch.rows)
    return Run(seconds, sum(1 for r in rows if r["verdict"] != "error"), len(rows))


@pytest.mark.parametrize("where", ["local-2-processes", "dask-2-workers"])
@pytest.mark.parametrize("test", ["dd", "normal"])
def test_dask_overhead_against_local_processes(benchmark, events_dir, cluster, where, test):
    options = CheckOptions(normal=test == "normal")
    paths = [events_dir] if test == "dd" else [WRONIE_LIN]
    kwargs = {"jobs": 2} if where.startswith("local") else {"scheduler": cluster.scheduler_address}
    run = benchmark.pedantic(
        timed_batch, args=(paths, options), kwargs=kwargs, rounds=1, iterations=1
    )
    label = f"{test} check, {'whole corpus' if test == 'dd' else 'Wronie folder'}, {where}"
    benchmark.extra_info.update(run.note(label))
