"""Revoke boards of the real event files, and ``adjudicate revoke``.

The three revoke boards of ``../shared/data/events`` are in the PBN conformance files:

* ``correct_10.pbn`` record 3 — 5♥X by South; East discards the ♠5 on a club (holding
  ♣QJT6) at trick 2 and the ♣6 on a spade (holding ♠A86) at trick 3; both are established
  by the next trick's cards.  The play ends in a claim whose total (5 tricks, after
  North-South had won 6) is impossible: East-West have won nothing yet, so whether they
  win a trick, and so whether a trick is transferred (64A2), is not known.
* ``errors_10.pbn`` record 44 — 7NT by South; South plays the ♣A on West's ♠A lead while
  holding the ♠2, and the record stops: not established (Law 62).
* ``errors_10.pbn`` record 49 — 5♥X by South; East and South both revoke in spades at
  tricks 1 and 2, each time established by a card of the next trick.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from adjudicator import cli
from adjudicator.io.events import read_event
from adjudicator.laws.revokes.revoke_play import from_record
from adjudicator.laws.revokes.revoke_ruling import rule_revoke
from adjudicator.laws.rulesets import RuleSet

SMALL = 100_000  # nodes for each 64C search: these are whole-deal searches


@pytest.fixture(scope="module")
def conformance(events_dir: Path) -> Path:
    return events_dir / "pbnj-conformance"


def ruling_of(path: Path, index: int, rules: RuleSet = RuleSet.SEED1997):
    (record,) = [r for r in read_event(path).revokes if r.index == index]
    return rule_revoke(from_record(record, ruleset=rules), node_budget=SMALL)


def summary(ruling) -> list[tuple[int, str, str, int, bool]]:
    return [
        (d.revoke.trick, d.revoke.seat.abbr, d.clause, d.transfer, d.provisional)
        for d in ruling.decisions
    ]


def test_correct_10_two_revokes_ending_in_an_impossible_claim(conformance: Path) -> None:
    ruling = ruling_of(conformance / "correct_10.pbn", 3)
    assert summary(ruling) == [(2, "E", "64A2", 0, True), (3, "E", "64A2", 0, True)]
    assert [d.established.law for d in ruling.decisions] == ["63A1", "63A1"]
    assert ruling.final is None and "revoke_record_note" in {f.key for f in ruling.findings}


def test_errors_10_a_revoke_never_established(conformance: Path) -> None:
    ruling = ruling_of(conformance / "errors_10.pbn", 44)
    assert summary(ruling) == [(1, "S", "62A", 0, False)]
    assert ruling.equity == []


def test_errors_10_both_sides_revoke(conformance: Path) -> None:
    # 1997: a trick each way for the first revokes (64A2: neither revoker won trick 1 —
    # West's ♠Q did — but each side won a trick from it on: West trick 1, South's ♣K
    # trick 3), none for the second ones in the same suit (64B2); 2017: none (64B7, 64B2)
    seed = ruling_of(conformance / "errors_10.pbn", 49)
    assert summary(seed) == [
        (1, "E", "64A2", 1, False),
        (1, "S", "64A2", 1, False),
        (2, "E", "64B2", 0, False),
        (2, "S", "64B2", 0, False),
    ]
    assert seed.transfers.away == (1, 1)
    later = ruling_of(conformance / "errors_10.pbn", 49, RuleSet.WBF2017)
    assert [d.clause for d in later.decisions] == ["64B7", "64B7", "64B2", "64B2"]
    (equity,) = later.equity
    assert equity.both_sides and equity.actual is None  # the record stops at trick 3


def run(capsys, *argv: str) -> tuple[int, str, str]:
    status = cli.main(["revoke", *argv])
    out, err = capsys.readouterr()
    return status, out, err


def test_the_command_on_an_event_file(capsys, conformance: Path) -> None:
    path = str(conformance / "errors_10.pbn")
    status, out, err = run(capsys, path, "--record", "49", "--budget-ms", "20")
    assert status == 0 and not err
    assert "Revoke at trick 1: East played ♦10 on a ♠ lead, holding ♠A" in out
    assert "<- revoke by East" in out and "64A2: East did not win the revoke trick" in out
    assert "Transfer at the end of play: 1 trick(s) from North-South's side" in out
    status, out, _ = run(
        capsys, path, "--record", "49", "--budget-ms", "20", "--rules", "ebu", "--format", "json"
    )
    data = json.loads(out)
    assert data["verdict_kind"] == "revoke" and data["rules"] == "ebu"
    assert [r["clause"] for r in data["revokes"]] == ["64B7", "64B7", "64B2", "64B2"]
    status, out, _ = run(capsys, path, "--record", "44", "--lang", "zh")
    assert "第62条A款" in out and "藏牌未成立" in out
    status, out, _ = run(capsys, path, "--record", "44", "--lang", "zh-Hant")
    assert "第62條A款" in out and "藏牌未成立" in out


TYPED = [
    "--hands",
    "N:- - - -",
    "--trump",
    "NT",
    "--declarer",
    "S",
    "--contract",
    "3NT",
    "--won",
    "4,4",
    "--history",
    "S:SA D7 D2 CK",
    "--history",
    "S:SK D8 D3 S3",
    "--history",
    "S:SQ D9 D4 S4",
    "--history",
    "S:S2 DT D5 SJ",
    "--history",
    "E:CA HA DJ D6",
]


def test_the_command_on_a_typed_history(capsys) -> None:
    # test_revoke_laws' STOPPER ending: the 2017 transfer falls short, 64C gives 3NT=
    status, out, err = run(capsys, *TYPED, "--rules", "wbf2017")
    assert status == 0 and not err
    assert "RULING: 3NT= by S (9 tricks), score +400 for the declaring side." in out
    assert "7 as played, 8 after the transfer, 9 in the ruling" in out
    assert "the transfer falls short, and the director assigns 9" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        ((*TYPED[:-2], "--history", "W:CA HA DJ D6"), "led by West, but East won the trick before"),
        (("--hands", "N:.K.. - - -", *TYPED[2:]), "do not give each player as many cards"),
        ((*TYPED, "--won", "5,5"), "that is not 13"),
        ((*TYPED, "--result", "9"), "every card was played"),
        ((*TYPED, "--faced", "X9"), "--faced"),
        (("--trump", "NT"), "give an event file"),
    ],
)
def test_typed_errors_are_one_line(capsys, argv, message) -> None:
    status, out, err = run(capsys, *argv)
    assert status == 2 and not out and err.count("\n") == 1 and message in err


def test_a_board_without_a_revoke(capsys, events_dir: Path) -> None:
    path = events_dir / "tenace" / "01-26-08-3.lin"
    status, out, err = run(capsys, str(path), "--board", "1")
    assert status == 2 and "no revoke in its play" in err


def test_check_gives_each_revoke_board_a_revoke_line_and_resumes(
    conformance: Path, tmp_path: Path
) -> None:
    from adjudicator.batch import CheckOptions, check_events

    options = CheckOptions(normal=False, budget_ms=20)
    out = tmp_path / "results.jsonl"
    first = check_events([conformance], options, jobs=1, out=out)
    revokes = [row for row in first.rows if row["verdict"] == "revoke"]
    assert sorted((Path(r["file"]).name, r["index"]) for r in revokes) == [
        ("correct_10.pbn", 3),
        ("errors_10.pbn", 44),
        ("errors_10.pbn", 49),
    ]
    for row in revokes:
        assert row["verdict_kind"] == "revoke" and "Revoke at trick" in row["ruling_text"]
    (both,) = [r for r in revokes if r["index"] == 49]
    assert both["transfers"] == {"from_NS": 1, "from_EW": 1, "provisional": True}
    again = check_events([conformance], options, jobs=1, out=out)
    assert again.new_lines == 0  # resumed: the revoke lines are not redone
