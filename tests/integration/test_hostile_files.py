"""Issue 12: hostile or careless event files.  A bad number costs its board, never the
file; text from a file is neutralised before a terminal or a spreadsheet sees it;
inputs are read once (pipes, FIFOs, devices); a board with play and a result but no
declarer is accounted for.

The board is made up for the tests (as in ``test_events_bad_input``): 3NT by North,
three cards into trick 3 North claims all 13 tricks.
"""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from adjudicator._version import __version__
from adjudicator.batch import CheckOptions, check_events
from adjudicator.cli import main
from adjudicator.io.events import read_event
from adjudicator.text.safe import csv_cell

DEAL = "N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.876.7654 432.5432.5432.32"
LIN_DEAL = "3S765H876D876C7654,S432H5432D5432C32,SAKQJHAKQDAKQCAKQ,"
PLAY = ["HJ", "H6", "H2", "HA", "SA", "S8", "S5", "S2", "DA", "D9"]
DD = CheckOptions(normal=False)


def pbn_board(board: str = "1", table: str = "Open", declarer: str = "N") -> str:
    return (
        f'[Event "test"]\n[Board "{board}"]\n[Table "{table}"]\n[Dealer "N"]\n'
        f'[Vulnerable "None"]\n[Deal "{DEAL}"]\n[Declarer "{declarer}"]\n'
        f'[Contract "3NT"]\n[Result "13"]\n[Play "E"]\nHJ H6 H2 HA\nS8 S5 S2 SA\n'
        f"D9 - - DA\n*\n\n"
    )


def lin_board(title: str = "Board 1", room: str = "o1", claim: str = "13") -> str:
    cards = "".join(f"pc|{card}|" for card in PLAY)
    return (
        f"qx|{room}|pn|Sue,Wes,Nat,Eve|md|{LIN_DEAL}|ah|{title}|sv|o|"
        f"mb|3N|mb|p|mb|p|mb|p|pg||{cards}pg||mc|{claim}|\n"
    )


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


# ---- numbers: ASCII, of sane length, inside the per-board guard --------------------------


@pytest.mark.parametrize("bad", ["²", "٣", "３", "9" * 4301, "-1"])
def test_a_bad_pbn_board_number_costs_that_board_only(tmp_path, bad):
    """``[Board "²"]`` passed ``isdigit()`` and failed ``int()``: the file read "0 boards"."""
    path = write(tmp_path, "x.pbn", pbn_board("1") + pbn_board(bad) + pbn_board("3"))
    reading = read_event(path)
    assert [c.board for c in reading.claims] == [1, 3]
    assert reading.boards_read == 3
    (error,) = reading.errors
    assert error.index == 2 and "is not a board number" in error.reason
    assert "\n" not in str(error) and len(error.reason) < 200


@pytest.mark.parametrize(
    ("title", "room"),
    [
        ("Board -1", "o1"),
        ("Board \x1b[31m", "o1"),
        ("Board ٣", "o1"),
        ("Board ３", "o1"),
        ("Board " + "9" * 4301, "o1"),
        ("Board 1", "o" + "9" * 4301),
        ("Board 1", "o٣"),
    ],
)
def test_a_bad_lin_board_number_costs_that_board_only(tmp_path, title, room):
    """``ah|Board -1|`` became board 1, ``ah|Board \\e[31m|`` board 31, a 4,301-digit
    number lost the file (the Spingold LIN lost all 11 claims)."""
    text = lin_board("Board 1", "o1") + lin_board(title, room) + lin_board("Board 3", "o3")
    reading = read_event(write(tmp_path, "x.lin", text))
    assert [c.board for c in reading.claims] == [1, 3]
    assert reading.boards_read == 3
    (error,) = reading.errors
    assert error.index == 2 and "not a " in error.reason
    assert "\x1b" not in str(error) and "\n" not in str(error)


def test_a_lin_file_cut_off_in_a_new_boards_first_key_keeps_the_board_before(tmp_path):
    """``qx|`` starts a board whatever follows: a file cut off inside it (``…mc|13|qx|c1``)
    lost the board before (found by the mutation fuzz once bridgebots-usbf joined its
    sources: read whole, the Spingold file's last claim was an error; read in parts, as a
    batch reads a big file, a claim and a file-level error)."""
    text = lin_board("Board 1", "o1") + lin_board("Board 2", "o2") + "qx|c1"
    reading = read_event(write(tmp_path, "x.lin", text))
    assert [c.board for c in reading.claims] == [1, 2]
    (error,) = reading.errors
    assert error.index == 0 and "ends in the middle of 'qx|c1'" in error.reason


@pytest.mark.parametrize("claim", ["٣", "３", "1" * 4301])
def test_a_claim_count_in_other_digits_is_an_error(tmp_path, claim):
    reading = read_event(write(tmp_path, "x.lin", lin_board(claim=claim)))
    (error,) = reading.errors
    assert "not a number of tricks 0-13" in error.reason and not reading.claims


def test_a_board_with_play_and_result_but_no_declarer_is_an_error(tmp_path):
    """``[Declarer "?"]`` with a play and a result was neither a claim nor an error."""
    reading = read_event(write(tmp_path, "x.pbn", pbn_board(declarer="?")))
    (error,) = reading.errors
    assert "a claim (play and result) but no declarer" in error.reason


def test_an_empty_folder_is_an_error_not_silence(tmp_path, capsys):
    assert main(["check", str(tmp_path)]) == 2
    assert capsys.readouterr().err == (
        f"adjudicate check: {tmp_path}: no event file (*.pbn, *.lin) in this folder\n"
    )


# ---- text from files, neutralised --------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        ('=HYPERLINK("http://x","y")', '\'=HYPERLINK("http://x","y")'),
        ("+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"),
        ("@SUM(1+1)", "'@SUM(1+1)"),
        ("-2+3", "'-2+3"),
        ("\tTAB", "'\\tTAB"),
        ("\rCR", "'\\rCR"),
        ("Open", "Open"),
        ("a\x1b[31mred", "a\\x1b[31mred"),
        (-500, -500),
        (None, None),
    ],
)
def test_csv_cells_are_neutralised(value, shown):
    assert csv_cell(value) == shown


def test_formulas_and_escapes_from_a_file_reach_no_spreadsheet_and_no_terminal(tmp_path, capsys):
    folder = tmp_path / "events"
    folder.mkdir()
    write(
        folder,
        "=HYPERLINK(1).pbn",
        pbn_board(table="=HYPERLINK(1)") + pbn_board("2", table="\x1b[31mRED\x1b[0m"),
    )
    assert main(["check", str(folder), "--dd-only", "--format", "csv"]) == 0
    table = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert [row["table"] for row in table] == ["'=HYPERLINK(1)", "\\x1b[31mRED\\x1b[0m"]
    assert all(Path(row["file"]).name == "=HYPERLINK(1).pbn" for row in table)
    assert all(not row["file"].startswith(("=", "+", "-", "@")) for row in table)
    assert main(["check", str(folder), "--dd-only"]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "(\\x1b[31mRED\\x1b[0m)" in out


def test_a_file_name_with_a_line_break_cannot_forge_a_line(tmp_path, capsys):
    folder = tmp_path / "events"
    folder.mkdir()
    write(folder, "a\nERROR forged.pbn", pbn_board())
    assert main(["check", str(folder), "--dd-only"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and lines[0].endswith(
        "a\\nERROR forged.pbn: board 1 (Open): 3NT by N, claimed 13, DD 13: exact"
    )


# ---- each input read once ------------------------------------------------------------


def run_check(*argv: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "adjudicator.cli", "check", *argv],
        input=stdin,
        capture_output=True,
        timeout=120,
    )


def test_a_piped_file_is_read(tmp_path):
    """``cat x.pbn | adjudicate check /dev/stdin`` read "empty file: no boards"."""
    done = run_check("/dev/stdin", "--dd-only", stdin=pbn_board().encode())
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode().splitlines() == [
        "/dev/stdin: board 1 (Open): 3NT by N, claimed 13, DD 13: exact",
        "1 boards read, 1 claims (1 exact), 0 errors",
    ]


def test_a_fifo_is_read_once(tmp_path):
    """``check fifo.pbn`` hung: the planner read the FIFO, the worker waited for more."""
    fifo = tmp_path / "fifo.lin"
    os.mkfifo(fifo)
    writer = threading.Thread(target=lambda: fifo.write_text(lin_board(), encoding="utf-8"))
    writer.start()
    done = run_check(str(fifo), "--dd-only", "--jobs", "2")
    writer.join(timeout=10)
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode().splitlines()[-1] == "1 boards read, 1 claims (1 exact), 0 errors"


def test_dev_zero_is_bounded():
    """``check /dev/zero`` grew without bound."""
    done = run_check("/dev/zero", "--dd-only")
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode().splitlines() == [
        "ERROR /dev/zero: binary data (NUL bytes), not a PBN or LIN text",
        "0 boards read, 0 claims (none), 1 errors",
    ]


# ---- a self-describing --out -----------------------------------------------------------------


def out_lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_out_has_a_header_and_refuses_other_options(tmp_path, capsys):
    event = write(tmp_path, "x.pbn", pbn_board())
    out = tmp_path / "out.jsonl"
    assert main(["check", str(event), "--dd-only", "--out", str(out)]) == 0
    header, *rows = out_lines(out)
    assert header == {
        "adjudicator_out": 1,
        "tool": "adjudicate check",
        "version": __version__,
        "test": "dd",
        "budget_ms": None,
        "lang": "en",
        "class_map": "",
        "inputs": [str(event)],
    }
    assert [row["board"] for row in rows] == [1]
    capsys.readouterr()
    # --dd-only and --budget-ms runs piled into the same file
    for other in (["--budget-ms", "50"], [], ["--dd-only", "--lang", "zh"]):
        assert main(["check", str(event), "--out", str(out), *other]) == 2
        err = capsys.readouterr().err
        assert "--dd-only --lang en" in err and str(out) in err
    assert len(out_lines(out)) == 2


def test_out_that_is_not_a_results_file_is_refused(tmp_path, capsys):
    event = write(tmp_path, "x.pbn", pbn_board())
    notes = write(tmp_path, "notes.txt", "my notes\n")
    assert main(["check", str(event), "--out", str(notes)]) == 2
    assert "is not a results file of adjudicate check (line 1" in capsys.readouterr().err
    assert notes.read_text(encoding="utf-8") == "my notes\n"


def test_an_edited_file_supersedes_its_old_lines(tmp_path):
    """An edited file rerun with the same --out kept both the old and the new line."""
    event = write(tmp_path, "x.lin", lin_board(claim="13"))
    out = tmp_path / "out.jsonl"
    check_events([event], DD, out=out)
    write(tmp_path, "x.lin", lin_board(claim="12"))
    again = check_events([event], DD, out=out)
    _, *rows = out_lines(out)
    assert [(row["board"], row["claimed_total"]) for row in rows] == [(1, 12)]
    assert again.new_lines == 1 and again.resumed_lines == 0


def test_copies_are_recorded_under_each_name_and_the_summary_agrees(tmp_path, capsys):
    """Two identical files: the summary said 2 claims, --out held 1."""
    for name in ("a.pbn", "b.pbn"):
        write(tmp_path, name, pbn_board())
    out = tmp_path / "out.jsonl"
    assert main(["check", str(tmp_path), "--dd-only", "--out", str(out)]) == 0
    assert "1 boards read" not in capsys.readouterr().err
    _, *rows = out_lines(out)
    assert sorted(Path(row["file"]).name for row in rows) == ["a.pbn", "b.pbn"]
    write(tmp_path, "c.pbn", pbn_board())  # a third copy, in a later run
    assert main(["check", str(tmp_path), "--dd-only", "--out", str(out)]) == 0
    err = capsys.readouterr().err
    assert err.startswith("3 boards read, 3 claims (3 exact), 0 errors; 3 lines resumed")
    _, *rows = out_lines(out)
    assert sorted(Path(row["file"]).name for row in rows) == ["a.pbn", "b.pbn", "c.pbn"]
