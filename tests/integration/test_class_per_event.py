"""The class of player per event, in a batch and in a single ruling (issue 16, item 9):
a championship is ruled as experts play it, a director's map overrides, every ruling
says which class it judged and why, and says when the claimer was inferred."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from adjudicator.batch import CheckOptions, check_events
from adjudicator.cli import main
from adjudicator.errors import UserError
from adjudicator.io.events import read_event
from adjudicator.laws.claims.class_of_player import ClassMap

from places import EXAMPLES

SPINGOLD = "tenace/2007_Spingold_Final.First_Quarter.lin"
YOUTH = "endplay/example1.pbn"  # 16th European Youth Team Championships
CLUB_GAME = (
    "bbo-pbntools/test/test_6_bbo_skyclub_20130810/"
    "SKY_CLUB_2196_Pairs_SKY_CLUB_JACKPOT_2000/20784115.lin"
)


def test_the_event_file_names_the_event(events_dir: Path) -> None:
    spingold = read_event(events_dir / SPINGOLD).claims
    assert spingold and {c.event for c in spingold} == {"2007 SPINGOLD FINAL"}
    youth = read_event(events_dir / YOUTH).claims
    assert {c.event for c in youth} == {"16th European Youth Team Championships"}


def test_a_batch_rules_a_championship_as_experts_unless_mapped(events_dir: Path) -> None:
    files = [events_dir / YOUTH, events_dir / CLUB_GAME]
    rows = [r for r in check_events(files, CheckOptions()).rows if r["verdict"] != "error"]
    by_file = {Path(r["file"]).name: r["class"] for r in rows}
    assert by_file == {Path(YOUTH).name: "expert", Path(CLUB_GAME).name: "club"}
    assert all(r["claimer_inferred"] is True and "class_map" not in r for r in rows)
    classes = ClassMap.parse(["endplay=novice"])
    kept = [
        r
        for r in check_events(files, CheckOptions(classes=classes)).rows
        if r["verdict"] != "error"
    ]
    by_file = {Path(r["file"]).name: r["class"] for r in kept}
    assert by_file == {Path(YOUTH).name: "novice", Path(CLUB_GAME).name: "club"}
    assert {r["class_map"] for r in kept} == {"endplay=novice"}


def test_a_rerun_with_another_map_checks_the_claims_again(events_dir: Path, tmp_path) -> None:
    """Another class map is another test: its lines never mix with the first map's.  Since
    the --out file describes itself (issue 12: a header with the options), a rerun with
    another map into the same file is refused naming both, as another --budget-ms is, and
    into a new file checks every claim again (before the header it was the same file)."""
    out = tmp_path / "results.jsonl"
    small = events_dir / YOUTH
    first = list(check_events([small], CheckOptions(), out=str(out)).rows)
    assert first and {r.get("class") for r in first} == {"expert"}
    again = check_events([small], CheckOptions(), out=str(out))
    assert again.resumed_lines == len(first)
    classes = ClassMap.parse(["*youth*=club"])
    with pytest.raises(UserError, match=r"--class-for \*youth\*=club"):
        check_events([small], CheckOptions(classes=classes), out=str(out))
    remapped = check_events(
        [small], CheckOptions(classes=classes), out=str(tmp_path / "club.jsonl")
    )
    assert remapped.resumed_lines == 0
    assert {r.get("class") for r in remapped.rows} == {"club"}


def test_the_command_line_map_and_its_mistakes(events_dir: Path, capsys) -> None:
    path = str(events_dir / YOUTH)
    assert main(["check", path, "--class-for", "*youth*=novice", "--format", "jsonl"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert lines and {line["class"] for line in lines if "class" in line} == {"novice"}
    assert main(["check", path, "--class-for", "youth"]) == 2
    assert "PATTERN=CLASS" in capsys.readouterr().err


def test_every_ruling_says_its_class_and_why(events_dir: Path, capsys) -> None:
    spingold = str(events_dir / SPINGOLD)
    assert main(["claim", spingold, "--board", "6", "--table", "Open", "--no-outcomes"]) == 0
    out = capsys.readouterr().out
    assert 'class of player: expert — the event "2007 SPINGOLD FINAL" is a championship' in out
    assert "does not record who claimed" in out
    main(
        [
            "claim",
            spingold,
            "--board",
            "6",
            "--table",
            "Open",
            "--no-outcomes",
            "--class",
            "club",
            "--claimer",
            "S",
            "--lang",
            "zh",
        ]
    )
    out = capsys.readouterr().out
    assert "赛员级别：俱乐部赛员——依指定" in out and "未载明由谁声称" not in out
    main(["claim", str(EXAMPLES / "forgotten-trump.pbn"), "--board", "1", "--format", "json"])
    ruling = json.loads(capsys.readouterr().out)
    assert ruling["class"] == "club" and "the default" in ruling["class_reason"]
    assert ruling["claimer_inferred"] is True
