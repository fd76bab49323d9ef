"""Batch checking (issue 6): parallel = sequential, resume = uninterrupted run, every
board accounted for, CSV and text outputs, malformed files as error lines, a crashing
worker costing one file, the progress line.

Real data comes from ``../shared/data/events``; the normal-line test runs on subsets
whose claims are quick, the whole corpus on the DD check alone.  The default run checks
each behaviour on a few files; the whole-corpus and whole-folder versions are marked
``slow`` (``pytest -m slow``, which CI runs too).
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import pytest
from endplay.types import Player
from rows import canon

from adjudicator.batch import (
    CheckOptions,
    Progress,
    ResultsLog,
    check_events,
    plan,
    row_key,
    worker,
)
from adjudicator.batch.check import ClaimCheck
from adjudicator.batch.results import out_header
from adjudicator.cli import main
from adjudicator.cli.check import CSV_COLUMNS
from adjudicator.errors import UserError
from adjudicator.io.events import read_event, read_events

from places import EXAMPLES

SKY_CLUB = "bbo-pbntools/test/test_6_bbo_skyclub_20130810/SKY_CLUB_2196_Pairs_SKY_CLUB_JACKPOT_2000"
WRONIE = "bbo-pbntools/test/test_8_bbo_wronie_20130824/Wronie_9533_Pairs_2720_PRZYJACIELE_WRONIA"
#: A revoke board is ruled in the DD check too, and the two revoke boards of
#: pbnj-conformance spend the whole default budget (12M nodes, about 5 s each) without
#: completing.  What the DD tests compare (parallel = sequential, every board accounted
#: for, the CSV's columns) holds at any budget: they give the revoke search a small one.
REVOKE_MS = 20
DD = CheckOptions(normal=False, budget_ms=REVOKE_MS)
NORMAL = CheckOptions(normal=True)


def file_lines(path: Path) -> list[dict]:
    """The result lines of an ``--out`` file (its first line is the header)."""
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert lines and "adjudicator_out" in lines[0], "an --out file starts with its header"
    return lines[1:]


@pytest.fixture(scope="module")
def sky_club(events_dir: Path) -> Path:
    folder = events_dir / SKY_CLUB
    if not folder.is_dir():
        pytest.skip(f"{folder} not in this copy of the event data")
    return folder


# ---- parallel = sequential; every board accounted for -----------------------------------


@pytest.mark.slow
def test_whole_corpus_dd_parallel_equals_sequential_and_accounts_for_every_board(events_dir):
    assert_dd_parallel_equals_sequential_and_accounts_for_every_board(
        [events_dir], CheckOptions(normal=False)
    )  # every revoke ruled at the full budget


def test_dd_parallel_equals_sequential_and_accounts_for_every_board_in_a_few_files(
    events_dir, sky_club
):
    """The whole-corpus check above on a few files of each kind: PBN and LIN, claims,
    board errors and a file-level error."""
    paths = [
        events_dir / "pbnj-conformance",
        events_dir / "endplay",
        events_dir / "bbo-pbntools" / "test" / "test_11_aba_17901",
        *sorted(sky_club.glob("*.lin"))[:6],
    ]
    rows = assert_dd_parallel_equals_sequential_and_accounts_for_every_board(paths)
    assert any(r["verdict"] == "error" and r["index"] == 0 for r in rows)
    assert any(r["verdict"] == "error" and r["index"] for r in rows)
    assert {Path(r["file"]).suffix for r in rows if r["verdict"] != "error"} == {".pbn", ".lin"}


def assert_dd_parallel_equals_sequential_and_accounts_for_every_board(
    paths, options: CheckOptions = DD
) -> list[dict]:
    sequential = check_events(paths, options, jobs=1)
    parallel = check_events(paths, options, jobs=2)
    assert canon(parallel.rows) == canon(sequential.rows)
    assert [e.file for e in parallel.events] == [e.file for e in sequential.events]

    expected: set[tuple] = set()
    boards = 0
    for reading in read_events(paths):
        boards += reading.boards_read
        expected |= {(c.file, c.board, c.table, c.index, "claim") for c in reading.claims}
        expected |= {(e.file, e.board, e.table, e.index, e.reason) for e in reading.errors}
        # a board whose play holds a revoke has a revoke line (issue 13), beside its
        # claim line when it ends in a claim
        expected |= {(v.file, v.board, v.table, v.index, "revoke") for v in reading.revokes}
    got = [
        (
            r["file"],
            r["board"],
            r["table"],
            r["index"],
            r["reason"]
            if r["verdict"] == "error"
            else "revoke"
            if r["verdict"] == "revoke"
            else "claim",
        )
        for r in parallel.rows
    ]
    assert len(got) == len(set(got)), "a board reported twice"
    assert set(got) == expected
    assert sum(e.boards_read for e in parallel.events) == boards
    claims = [r for r in parallel.rows if r["verdict"] not in ("error", "revoke")]
    assert claims and all(r["dd_verdict"] == r["verdict"] for r in claims)
    return list(parallel.rows)


def test_normal_line_test_parallel_equals_sequential(sky_club, events_dir):
    paths = [sky_club, events_dir / "pbnj-conformance" / "correct_10.pbn"]
    sequential = check_events(paths, NORMAL, jobs=1)
    parallel = check_events(paths, NORMAL, jobs=2)
    assert canon(parallel.rows) == canon(sequential.rows)
    claims = [r for r in parallel.rows if r["verdict"] not in ("error", "revoke")]
    assert len(claims) >= 10
    assert all(r["test"] == "normal" and r["normal_total"] is not None for r in claims)
    changed = [r for r in claims if r["verdict"] != "upheld"]
    assert changed, "the subset should hold rulings that change the result"
    assert all("ruling_text" in r and "Worst normal line" in r["ruling_text"] for r in changed)
    assert all("ruling_text" not in r for r in claims if r["verdict"] == "upheld")


# ---- resume ---------------------------------------------------------------------------------


def test_resume_from_a_partial_file_completes_identically(sky_club, tmp_path):
    full_out = tmp_path / "full.jsonl"
    full = check_events([sky_club], NORMAL, jobs=2, out=full_out)
    header, *written = full_out.read_text(encoding="utf-8").splitlines(keepends=True)
    assert len(written) == full.new_lines >= 10

    partial_out = tmp_path / "partial.jsonl"
    kept = written[: len(written) // 2]
    partial_out.write_text(header + "".join(kept) + written[len(kept)][:25], encoding="utf-8")

    resumed = check_events([sky_club], NORMAL, jobs=2, out=partial_out)
    assert resumed.resumed_lines == len(kept)
    assert resumed.new_lines == len(written) - len(kept)
    final = file_lines(partial_out)
    assert canon(final) == canon(file_lines(full_out))
    assert canon(resumed.rows) == canon(full.rows)
    assert len({row_key(r) for r in final}) == len(final)

    again = check_events([sky_club], NORMAL, jobs=1, out=partial_out)
    assert again.new_lines == 0 and again.resumed_lines == len(written)
    assert len(file_lines(partial_out)) == len(written)


def test_resume_keys_on_content_and_test_not_on_file_name(sky_club, tmp_path):
    source = sorted(sky_club.glob("*.lin"))[:6]
    first, second = tmp_path / "first", tmp_path / "moved"
    first.mkdir()
    for path in source:
        shutil.copy(path, first / path.name)
    out = tmp_path / "out.jsonl"
    check_events([first], DD, out=out)
    first.rename(second)
    moved = check_events([second], DD, out=out)
    assert moved.new_lines == 0 and moved.resumed_lines > 0
    assert all(str(second) in r["file"] for r in moved.rows)
    # the normal-line test is not the DD check: its lines do not go into a file of DD
    # lines (issue 12: they piled up in one file), and in a file of their own they are
    # all checked, not skipped
    with pytest.raises(UserError, match="--dd-only"):
        check_events([second], NORMAL, out=out)
    normal = check_events([second], NORMAL, out=tmp_path / "normal.jsonl")
    assert normal.new_lines == len(file_lines(tmp_path / "normal.jsonl")) > 0
    # the moved files' lines are in the DD file under their old and their new names
    names = {Path(r["file"]).parent.name for r in file_lines(out)}
    assert names == {"first", "moved"}


@pytest.fixture(scope="module")
def wronie_folder(events_dir: Path) -> Path:
    """An event folder of 736 small files."""
    folder = events_dir / WRONIE
    if not folder.is_dir():
        pytest.skip(f"{folder} not in this copy of the event data")
    return folder


def reference_lines(folder: Path, out: Path) -> list[str]:
    """The lines of an uninterrupted run over ``folder``."""
    check_events([folder], NORMAL, jobs=2, out=out)
    return canon(file_lines(out))


@pytest.fixture(scope="module")
def wronie(wronie_folder: Path, tmp_path_factory) -> tuple[Path, list[str]]:
    """The whole folder, and its lines from an uninterrupted run."""
    reference = tmp_path_factory.mktemp("wronie") / "reference.jsonl"
    return wronie_folder, reference_lines(wronie_folder, reference)


@pytest.fixture(scope="module")
def some_wronie(wronie_folder: Path, tmp_path_factory) -> tuple[Path, list[str]]:
    """A copy of 160 of the folder's files (56 claims: a run stopped after 20 lines
    still has most files to do), and their lines from an uninterrupted run."""
    work = tmp_path_factory.mktemp("some-wronie")
    folder = work / "events"
    folder.mkdir()
    for path in sorted(wronie_folder.glob("*.lin"))[:160]:
        shutil.copy(path, folder / path.name)
    return folder, reference_lines(folder, work / "reference.jsonl")


STOPS = pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM], ids=["ctrl-c", "kill"])


@pytest.mark.slow
@STOPS
def test_stopped_run_then_rerun_gives_identical_results(wronie, tmp_path, stop):
    stop_then_rerun(*wronie, tmp_path, stop)


@STOPS
def test_stopped_run_on_some_files_then_rerun_gives_identical_results(some_wronie, tmp_path, stop):
    stop_then_rerun(*some_wronie, tmp_path, stop)


def stop_then_rerun(folder: Path, expected: list[str], tmp_path: Path, stop: int) -> None:
    """Stop ``adjudicate check --out`` with ``stop`` after 20 lines, run it again, and
    compare the output with an uninterrupted run's."""
    out = tmp_path / "stopped.jsonl"
    command = [
        sys.executable,
        "-m",
        "adjudicator.cli",
        "check",
        str(folder),
        "--jobs",
        "2",
        "--out",
        str(out),
    ]
    run = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=tmp_path,
        start_new_session=True,
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and run.poll() is None:
        if out.exists() and out.read_text(encoding="utf-8").count("\n") >= 20:
            break
        time.sleep(0.01)
    if stop == signal.SIGINT:  # Ctrl-C at a terminal reaches the workers too
        os.killpg(run.pid, stop)
    else:
        run.send_signal(stop)
    _, err = run.communicate(timeout=60)
    stopped = file_lines(out)
    assert run.returncode == 130, err
    assert "interrupted after checking" in err and "run the same command again" in err
    assert "Traceback" not in err
    assert 0 < len(stopped) < len(expected), "the run should have been stopped half-way"

    rerun = subprocess.run(command, capture_output=True, text=True, cwd=tmp_path, timeout=120)
    assert rerun.returncode == 0, rerun.stderr
    assert "lines resumed" in rerun.stderr
    assert canon(file_lines(out)) == expected


def test_results_log_cuts_a_half_written_line(tmp_path):
    path = tmp_path / "r.jsonl"
    header = out_header(NORMAL.header_options(), ["x.lin"], "0")
    path.write_text(
        json.dumps(header) + '\n{"sha256": "a", "file": "x.lin", "index": 1, '
        '"verdict": "upheld", "test": "normal", "budget_ms": null}\n'
        '{"sha256": "b", "ind',
        encoding="utf-8",
    )
    log = ResultsLog(path)
    assert log.prepare(header, {"x.lin": "a"}).done == {"a": frozenset({(None, None, 1)})}
    log.open()
    log.append([{"sha256": "c", "index": 2, "verdict": "upheld"}])
    log.close()
    assert [json.loads(line).get("sha256") for line in path.read_text().splitlines()] == [
        None,
        "a",
        "c",
    ]


# ---- outputs ---------------------------------------------------------------------------------


def test_csv_has_the_documented_columns_and_one_row_per_line(events_dir, capsys):
    folder = events_dir / "pbnj-conformance"
    quick = ["--budget-ms", str(REVOKE_MS)]
    assert main(["check", str(folder), "--dd-only", "--format", "csv", *quick]) == 0
    captured = capsys.readouterr()
    table = list(csv.DictReader(io.StringIO(captured.out)))
    assert tuple(table[0].keys()) == CSV_COLUMNS
    assert main(["check", str(folder), "--dd-only", "--format", "jsonl", *quick]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(table) == len(lines)
    for row, line in zip(table, lines, strict=True):
        assert row["verdict"] == line["verdict"]
        assert row["board"] == ("" if line["board"] is None else str(line["board"]))
        if line["verdict"] == "revoke":  # a revoke board's line (issue 13) has no claim
            assert row["claimed_total"] == "" and line["revokes"]
        elif line["verdict"] != "error":
            assert int(row["claimed_total"]) == line["claimed_total"]
            assert int(row["dd_total"]) == line["dd_total"]
            assert row["worst_line"] == " ".join(line["worst_line"])
        else:
            assert row["reason"] == line["reason"]
    # the summary is the last line: notes on how a file was read (issue 31, tags carried
    # over in errors_10.pbn) come before it
    assert re.match(
        r"\d+ boards read, \d+ claims \(.*\), \d+ errors", captured.err.splitlines()[-1]
    )


def test_text_output_keeps_the_summary_line(events_dir, capsys):
    folder = events_dir / "bbo-pbntools" / "test" / "test_11_aba_17901"
    assert main(["check", str(folder), "--jobs", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    summary = re.fullmatch(r"(\d+) boards read, 4 claims \((.*)\), 0 errors", out[-1])
    assert summary, out[-1]
    verdicts = dict(
        re.fullmatch(r"(\d+) (.+)", part).group(2, 1) for part in summary.group(2).split(", ")
    )
    assert set(verdicts) <= {"upheld", "tricks to opponents", "undecided (budget)"}
    assert sum(int(n) for n in verdicts.values()) == 4
    assert all(", normal " in line for line in out[:-1])


def test_malformed_files_give_error_lines_not_a_failed_run(tmp_path, capsys):
    (tmp_path / "binary.pbn").write_bytes(b"\x00\x01\x02garbage\x00" * 20)
    (tmp_path / "empty.lin").write_text("", encoding="utf-8")
    (tmp_path / "no-deal.pbn").write_text(
        '[Board "1"]\n[Declarer "S"]\n[Contract "4S"]\n[Result "9"]\n[Play "W"]\nHA H2 H3 H4\n*\n',
        encoding="utf-8",
    )
    (tmp_path / "bad-play.lin").write_text(
        "pn|a,b,c,d|md|3SAKQJT98765432H,HAKQJT98765432,DAKQJT98765432,|"
        "mb|7S|mb|p|mb|p|mb|p|pc|ZZ|mc|13|",
        encoding="utf-8",
    )
    (tmp_path / "<script>.pbn").write_text("nonsense", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    status = main(["check", str(tmp_path), "--jobs", "2", "--format", "jsonl", "--out", str(out)])
    assert status == 0
    captured = capsys.readouterr()
    lines = [json.loads(line) for line in captured.out.splitlines()]
    assert {Path(r["file"]).name for r in lines} == {
        "binary.pbn",
        "empty.lin",
        "no-deal.pbn",
        "bad-play.lin",
        "<script>.pbn",
    }
    assert all(r["verdict"] == "error" and r["reason"] for r in lines)
    assert canon(file_lines(out)) == canon(lines)
    assert re.search(r"0 claims \(none\), [5-9] errors", captured.err)


def test_a_worker_crash_costs_one_file(sky_club, tmp_path, monkeypatch):
    sources = [
        p
        for p in sorted(sky_club.glob("*.lin"))
        if any(r["verdict"] != "error" for r in check_events([p], DD).rows)
    ][:3]
    assert len(sources) == 3
    names = ["a.lin", "crash.lin", "c.lin"]
    for source, name in zip(sources, names, strict=True):
        shutil.copy(source, tmp_path / name)
    real_check = worker._check_one

    def crash_on_one_file(record, options):
        if record.file.endswith("crash.lin"):
            os._exit(11)  # as a segfault in DDS would
        return real_check(record, options)

    monkeypatch.setattr(worker, "_check_one", crash_on_one_file)
    result = check_events([tmp_path], DD, jobs=2)
    by_file = {Path(e.file).name: e.rows for e in result.events}
    assert set(by_file) == set(names)
    assert [r["verdict"] for r in by_file["crash.lin"]] == ["error"]
    assert "worker process died" in by_file["crash.lin"][0]["reason"]
    for name in ("a.lin", "c.lin"):
        assert by_file[name] and all(r["verdict"] != "error" for r in by_file[name])


# ---- budget, progress, logs ------------------------------------------------------------------


def test_tiny_budget_gives_undecided_claims_with_bounds_around_the_ruling(sky_club):
    full = {
        (r["sha256"], r["index"]): r
        for r in check_events([sky_club], NORMAL).rows
        if r["verdict"] != "error"
    }
    tiny = check_events([sky_club], CheckOptions(normal=True, budget_ms=0.005))
    undecided = [r for r in tiny.rows if r["verdict"] == "undecided (budget)"]
    assert undecided, "a 10-node budget should leave some claim undecided"
    for row in undecided:
        low, high = row["bounds"]
        assert low <= high
        assert row["budget_ms"] == 0.005 and row["complete"] is False
        assert low <= full[row["sha256"], row["index"]]["normal_total"] <= high


def test_totals_and_bounds_are_the_declaring_sides_whoever_claimed():
    """The ruling counts the claimer's tricks; lines give the declaring side's totals.
    South (declarer, 6 tricks won, 4 left) claims; then West claims the 4 for the
    defence."""
    record = read_event(EXAMPLES / "forgotten-trump.pbn").claims[0]
    assert (record.declarer, record.tricks_won, record.position.tricks_left) == (
        Player.south,
        (6, 3),
        4,
    )

    # The bounds are the ruling's own (Ruling.bounds, capped at the claim there and tested
    # in test_undecided.py), so that a batch line and a single ruling give the same ones;
    # the check only turns them into the declaring side's totals.
    def ruled(claimer, claimed, awarded, low, high) -> ClaimCheck:
        facts = SimpleNamespace(claimer=claimer, claimed=claimed)
        ruling = SimpleNamespace(facts=facts, awarded=awarded, bounds=(low, high))
        return ClaimCheck(record, dd_total=10, elapsed_ms=0.0, ruling=ruling)

    south = ruled(Player.south, claimed=4, awarded=3, low=3, high=4)
    assert south.normal_total == 9 and south.undecided_bounds() == [9, 10]
    west = ruled(Player.west, claimed=4, awarded=1, low=1, high=2)
    assert west.normal_total == 9 and west.undecided_bounds() == [8, 9]
    assert ruled(Player.west, claimed=2, awarded=1, low=1, high=2).undecided_bounds() == [8, 9]


class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_line_shows_rate_and_eta_on_a_terminal_only():
    terminal = FakeTerminal()
    progress = Progress(4, stream=terminal)
    progress.started -= 2.0
    progress.advance(10)
    assert re.search(r"1/4 files, 10 claims, [\d.]+ claims/s, ETA 0:0\d", terminal.getvalue())
    piped = io.StringIO()
    quiet = Progress(4, stream=piped)
    quiet.advance(10)
    quiet.close()
    assert piped.getvalue() == ""


def test_workers_logs_reach_the_parent(events_dir, capsys):
    folder = events_dir / "bbo-pbntools" / "test" / "test_11_aba_17901"
    assert main(["check", str(folder), "--jobs", "2", "--dd-only", "-v"]) == 0
    err = capsys.readouterr().err
    assert re.search(r"INFO ForkProcess-\d+: .*1047742261\.lin: \d+ boards", err)
    assert re.search(r"INFO ForkProcess-\d+: .*aba_17901_aba_pairs\.pbn: \d+ boards", err)


def test_user_mistakes_are_one_line(tmp_path, capsys):
    # an empty folder is itself a mistake now (issue 12); the others need an event file
    shutil.copy(EXAMPLES / "forgotten-trump.pbn", tmp_path / "board.pbn")
    assert main(["check", str(tmp_path / "missing")]) == 2
    assert main(["check", str(tmp_path), "--jobs", "-1"]) == 2
    assert main(["check", str(tmp_path), "--budget-ms", "0"]) == 2
    assert "--budget-ms" in capsys.readouterr().err
    assert main(["check", str(tmp_path), "--out", str(tmp_path / "no" / "r.jsonl")]) == 2
    assert "--out" in capsys.readouterr().err


# ---- big files in shares, identical files once ---------------------------------------------


# The shares are cut and joined the same way whatever the test; by the normal-line test
# (two runs of the event, about 10 s) with -m slow.
@pytest.mark.parametrize(
    "options", [DD, pytest.param(NORMAL, marks=pytest.mark.slow)], ids=["dd", "normal"]
)
def test_a_big_file_in_shares_gives_the_same_lines(events_dir, monkeypatch, options):
    event = (
        events_dir
        / "bbo-pbntools"
        / "test"
        / "test_6_bbo_skyclub_20130810"
        / "sky_club_2196_pairs_sky_club_jackpot_2000.pbn"
    )
    if not event.is_file():
        pytest.skip(f"{event} not in this copy of the event data")
    whole = check_events([event], options, jobs=2)
    monkeypatch.setattr(plan, "SHARE_BYTES", 3_000)
    # the file is cut into parts at board boundaries (about MAX_SHARES of them), each
    # read on its own by a worker
    assert plan.plan([event], options, {}).tasks[-1].shares > 1
    shared = check_events([event], options, jobs=2)
    assert canon(shared.rows) == canon(whole.rows)
    assert [e.boards_read for e in shared.events] == [e.boards_read for e in whole.events]
    assert [r["index"] for r in shared.rows] == sorted(r["index"] for r in shared.rows)


def test_identical_files_are_checked_once_and_reported_under_each_name(sky_club, tmp_path):
    source = next(
        p
        for p in sorted(sky_club.glob("*.lin"))
        if any(r["verdict"] != "error" for r in check_events([p], DD).rows)
    )
    for name in ("a.lin", "b.lin"):
        shutil.copy(source, tmp_path / name)
    out = tmp_path / "out.jsonl"
    result = check_events([tmp_path], DD, jobs=2, out=out)
    assert [Path(e.file).name for e in result.events] == ["a.lin", "b.lin"]
    a, b = (
        canon({k: v for k, v in r.items() if k != "file"} for r in e.rows) for e in result.events
    )
    assert a == b and a
    # issue 12: the copy's lines are recorded under its own name too (the summary
    # counted both while --out held one)
    lines = file_lines(out)
    assert len(lines) == 2 * len(result.events[0].rows)
    assert sorted(Path(r["file"]).name for r in lines) == sorted(
        ["a.lin", "b.lin"] * len(result.events[0].rows)
    )


def test_a_failing_check_or_reader_becomes_an_error_line(sky_club, monkeypatch):
    files = sorted(sky_club.glob("*.lin"))[:6]
    clean = check_events(files, DD)
    claims = [r for r in clean.rows if r["verdict"] != "error"]
    victim = claims[0]
    real_check = worker.check_claim

    def failing_check(record, **options):
        if (record.file, record.index) == (victim["file"], victim["index"]):
            raise RuntimeError("engine bug")
        return real_check(record, **options)

    monkeypatch.setattr(worker, "check_claim", failing_check)
    result = check_events(files, DD)
    failed = [r for r in result.rows if r["verdict"] == "error"]
    assert [(r["file"], r["index"], r["reason"]) for r in failed] == [
        (victim["file"], victim["index"], "check failed: RuntimeError: engine bug")
    ]
    assert len(list(result.rows)) == len(list(clean.rows))

    def failing_reader(name, data):
        raise ValueError("reader bug")

    # the worker reads the bytes it has read once (no second read of the file)
    monkeypatch.setattr(worker, "read_event_bytes", failing_reader)
    broken = check_events(files[:2], DD)
    assert [r["reason"] for r in broken.rows] == [
        "reading the file failed: ValueError: reader bug"
    ] * 2
