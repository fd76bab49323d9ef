"""A 50 MB event file with ``--jobs 4`` (issue 12): memory of the whole process tree,
and every board accounted for.

Run:  python -m pytest benchmarks/bench_big_file.py -s --benchmark-columns=min,max,mean

The file is the Wronie pairs event of ``../shared/data/events`` (735 boards, 257 claims)
repeated to 50 MB: 88,200 boards, 30,840 claims.  ``adjudicate check big.pbn --jobs 4
--out out.jsonl`` runs as a user runs it (a subprocess); its resident memory is sampled
ten times a second over the command and every process below it, and the peak of the sum
is reported (and must stay under 1 GB: that is the point of reading big files in parts).
The DD check is quick; the normal-line test is the law's, and takes minutes.  One round
each: read the times as a rough guide on a shared machine.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from adjudicator.io.events import read_event

from shared_data import WRONIE_PBN

SOURCE = WRONIE_PBN
TARGET_BYTES = 50_000_000
LIMIT_BYTES = 1 << 30


@pytest.fixture(scope="module")
def big_file(tmp_path_factory) -> tuple[Path, int, int]:
    """The 50 MB file, and the boards and claims it holds."""
    if not SOURCE.is_file():
        pytest.skip(f"{SOURCE} not found (expected ../shared beside the repo)")
    data = SOURCE.read_bytes()
    copies = TARGET_BYTES // len(data) + 1
    path = tmp_path_factory.mktemp("big") / "big.pbn"
    path.write_bytes(data * copies)
    once = read_event(SOURCE)
    assert not once.errors
    return path, once.boards_read * copies, len(once.claims) * copies


def _children(pid: int) -> list[int]:
    found: list[int] = []
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/children") as listing:
                found += [int(child) for child in listing.read().split()]
    except OSError:
        pass
    return found


def _rss(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


class TreeMemory:
    """The peak, over time, of the summed resident memory of a process and everything
    below it (each process counted in full: shared pages count once per process)."""

    def __init__(self, pid: int) -> None:
        self.pid, self.peak, self.peak_one, self.processes = pid, 0, 0, 0
        self.running = True
        self.thread = threading.Thread(target=self._sample, daemon=True)
        self.thread.start()

    def _sample(self) -> None:
        while self.running:
            pids, todo = [], [self.pid]
            while todo:
                pid = todo.pop()
                pids.append(pid)
                todo += _children(pid)
            sizes = [_rss(pid) for pid in pids]
            if sum(sizes) > self.peak:
                self.peak, self.processes = sum(sizes), len(pids)
            self.peak_one = max(self.peak_one, *sizes)
            time.sleep(0.1)

    def stop(self) -> None:
        self.running = False
        self.thread.join()


def run_check(path: Path, workdir: Path, *options: str) -> dict[str, float]:
    out = workdir / f"out-{time.monotonic_ns()}.jsonl"
    command = [
        sys.executable,
        "-m",
        "adjudicator.cli",
        "check",
        str(path),
        "--jobs",
        "4",
        "--out",
        str(out),
        *options,
    ]
    started = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    memory = TreeMemory(process.pid)
    stdout, stderr = process.communicate()
    memory.stop()
    assert process.returncode == 0, stderr
    header, *rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    return {
        "wall_s": round(time.perf_counter() - started, 1),
        "peak_total_mb": round(memory.peak / 2**20),
        "processes": memory.processes,
        "peak_one_process_mb": round(memory.peak_one / 2**20),
        "lines": len(rows),
        "summary": stdout.strip() or stderr.strip(),
        "header": header["adjudicator_out"],
    }


@pytest.mark.parametrize("test", ["dd", "normal"])
def test_a_50_mb_file_with_four_jobs_stays_under_1_gb(benchmark, big_file, tmp_path, test):
    path, boards, claims = big_file
    options = ["--dd-only"] if test == "dd" else []
    result = benchmark.pedantic(run_check, args=(path, tmp_path, *options), rounds=1, iterations=1)
    benchmark.extra_info.update(result)
    print(f"\n{test}: {result}")
    assert result["summary"].startswith(f"{boards} boards read, {claims} claims")
    assert result["summary"].endswith(", 0 errors")
    assert result["lines"] == claims  # every claim has its line in --out
    assert result["peak_total_mb"] * 2**20 < LIMIT_BYTES
