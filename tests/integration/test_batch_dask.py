"""The Dask distributed path (issue 6, item 4) against a LocalCluster on this machine.

Two worker processes with one thread each, on the loopback interface only: the same
per-file tasks as the local pool, the same lines, the same resumable output.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from rows import canon

from adjudicator.batch import CheckOptions, check_events
from adjudicator.cli import main

distributed = pytest.importorskip("distributed")
# One xdist worker runs them all: one LocalCluster (about 5 s to start)
pytestmark = pytest.mark.xdist_group("dask")

SKY_CLUB = "bbo-pbntools/test/test_6_bbo_skyclub_20130810/SKY_CLUB_2196_Pairs_SKY_CLUB_JACKPOT_2000"
NORMAL = CheckOptions(normal=True)


@pytest.fixture(scope="module")
def cluster():
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1", dashboard_address=None
    ) as local:
        yield local


@pytest.fixture(scope="module")
def few_files(events_dir: Path) -> list[Path]:
    folder = events_dir / SKY_CLUB
    if not folder.is_dir():
        pytest.skip(f"{folder} not in this copy of the event data")
    return [*sorted(folder.glob("*.lin"))[:12], events_dir / "pbnj-conformance" / "correct_10.pbn"]


def test_dask_results_equal_local_results(cluster, few_files):
    local = check_events(few_files, NORMAL, jobs=2)
    remote = check_events(few_files, NORMAL, scheduler=cluster.scheduler_address)
    assert canon(remote.rows) == canon(local.rows)
    assert [e.file for e in remote.events] == [e.file for e in local.events]
    assert [e.boards_read for e in remote.events] == [e.boards_read for e in local.events]
    assert any(r["verdict"] not in ("upheld", "error") for r in remote.rows)


@pytest.mark.slow  # a sequential and a Dask run of the files (about 10 s); the default
# run compares Dask's lines with the local pool's in test_dask_results_equal_local_results
def test_dask_command_writes_the_same_resumable_output(cluster, few_files, tmp_path, capsys):
    reference = tmp_path / "local.jsonl"
    check_events(few_files, NORMAL, jobs=1, out=reference)
    expected = reference.read_text(encoding="utf-8").splitlines()

    out = tmp_path / "dask.jsonl"
    # a stopped run: the header and three lines
    out.write_text("\n".join(expected[:4]) + "\n", encoding="utf-8")
    args = [
        "check",
        *map(str, few_files),
        "--scheduler",
        cluster.scheduler_address,
        "--out",
        str(out),
    ]
    assert main(args) == 0
    err = capsys.readouterr().err
    assert re.search(r"\d+ boards read, \d+ claims \(.*\), \d+ errors; 3 lines resumed", err)
    written = out.read_text(encoding="utf-8").splitlines()
    assert len(written) == len(expected)
    assert canon(map(json.loads, written)) == canon(map(json.loads, expected))


def test_unreachable_scheduler_is_a_user_error(few_files, capsys):
    import dask

    with dask.config.set({"distributed.comm.timeouts.connect": "1s"}):
        status = main(["check", str(few_files[0]), "--scheduler", "tcp://127.0.0.1:9"])
    assert status == 2
    assert "cannot reach the Dask scheduler" in capsys.readouterr().err
