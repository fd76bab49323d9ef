"""An undecided ruling is said as undecided (issue 16, item 11): the bounds its search
proved, no score from a bound, its own exit status; a single claim and the batch give the
same ruling at the same budget."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from adjudicator.batch import check_claim
from adjudicator.cli import main
from adjudicator.cli.claim import EXIT_UNDECIDED
from adjudicator.io.events import read_event
from adjudicator.laws.claim import ClaimFacts
from adjudicator.laws.ruling import UNDECIDED, node_budget_for, rule_claim

from places import EXAMPLES
from rulings import position

SKY = "bbo-pbntools/test/test_6_bbo_skyclub_20130810/SKY_CLUB_2196_Pairs_SKY_CLUB_JACKPOT_2000"
#: 3NT by North, board 8: at 2 ms the search proves 4 or 5 of the last 5, no more.
HALF_DONE = (f"{SKY}/20784137.lin", 8, 2.0)
EXAMPLE = str(EXAMPLES / "forgotten-trump.pbn")


def run(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_bounds_never_exceed_the_claim() -> None:
    """A claim of 2 of the 4 remaining tricks, ruled with one node: the search proves
    nothing, so the award lies between 0 and the 2 claimed — never the 4 the cards
    might give (a claim of fewer concedes the rest, Law 68)."""
    where = position("N:4.87.5. J.54.J. Q.AKQ.. .JT9.Q.", "S", "S")
    ruling = rule_claim(ClaimFacts(where, where.leader, 2), node_budget=1)
    assert ruling.kind == UNDECIDED
    assert ruling.bounds == (0, 2) and ruling.final_result() is None
    decided = rule_claim(ClaimFacts(where, where.leader, 2))
    assert decided.bounds == (decided.awarded, decided.awarded) == (2, 2)


def test_undecided_text_shows_bounds_and_no_score(capsys) -> None:
    status, out, _ = run(capsys, "claim", EXAMPLE, "--board", "1", "--budget-ms", "0.001")
    assert status == EXIT_UNDECIDED == 3
    assert "RULING: undecided" in out and "between 0 and 4 of the remaining tricks" in out
    assert "between 4♠-4 by S (6 tricks) and 4♠= by S (10 tricks)" in out
    assert "score" not in out.replace("no score is given", "")
    decided, out, _ = run(capsys, "claim", EXAMPLE, "--board", "1")
    assert decided == 0 and "score -50" in out


def test_undecided_json_awards_nothing(capsys) -> None:
    status, out, _ = run(capsys, "claim", EXAMPLE, "--board", "1", "--budget-ms", "0.001",
                         "--format", "json")
    ruling = json.loads(out)
    assert status == 3 and ruling["verdict_kind"] == "undecided"
    assert ruling["awarded"] is None and ruling["result"] is None
    assert ruling["bounds"] == [0, 4]


def test_help_documents_the_exit_status_and_budget(capsys) -> None:
    with pytest.raises(SystemExit):
        main(["claim", "--help"])
    text = capsys.readouterr().out
    assert "--budget-ms" in text and "3 undecided" in text


def test_bad_budget_is_one_line(capsys) -> None:
    assert main(["claim", EXAMPLE, "--board", "1", "--budget-ms", "0"]) == 2
    assert "--budget-ms" in capsys.readouterr().err


def test_single_claim_and_batch_agree_at_the_same_budget(events_dir: Path, capsys) -> None:
    """The same claim, the same 2 ms: `adjudicate claim` and the batch's check give the
    same undecided ruling and the same bounds (the batch in the declaring side's totals:
    North declares and claims, with 8 tricks won before the claim)."""
    relative, board, budget = HALF_DONE
    path = events_dir / relative
    (record,) = [r for r in read_event(path).claims if r.board == board]
    checked = check_claim(record, budget_ms=budget)
    assert checked.ruling is not None and checked.ruling.kind == UNDECIDED
    status, out, _ = run(capsys, "claim", str(path), "--board", str(board),
                         "--budget-ms", str(budget), "--format", "json")
    single = json.loads(out)
    assert status == 3 and single["verdict_kind"] == "undecided"
    assert single["bounds"] == list(checked.ruling.bounds) == [4, 5]
    won = record.tricks_won[0]
    assert checked.undecided_bounds() == [won + 4, won + 5]
    assert node_budget_for(budget) == int(budget * 2000)
