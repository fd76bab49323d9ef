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
from adjudicator.laws.claims import request as request_module
from adjudicator.laws.claims import ruling as ruling_module
from adjudicator.laws.claims.claim import ClaimFacts
from adjudicator.laws.claims.ruling import UNDECIDED, rule_claim

from places import EXAMPLES
from rulings import position

SKY = "bbo-pbntools/test/test_6_bbo_skyclub_20130810/SKY_CLUB_2196_Pairs_SKY_CLUB_JACKPOT_2000"
#: 3NT by North, board 8, five tricks left: a few milliseconds prove some of them, not all.
HALF_DONE = (f"{SKY}/20784137.lin", 8)
BUDGETS = (0.25, 0.5, 1.0, 1.5, 2.0, 3.0)
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
    # Issue 27 O: decided, the worst normal line takes 3 of the 4, more than the 2 claimed,
    # and Law 71C gives back the conceded trick no normal play loses (was (2, 2)); the
    # undecided bounds above still stop at the claim, as nothing is proven.
    assert decided.bounds == (decided.awarded, decided.awarded) == (3, 3)
    assert "71C" in decided.laws


@pytest.fixture
def budget_as_nodes(monkeypatch) -> list[float | None]:
    """The CPU-time budget each ruling is given, recorded and spent as a node budget (2,000
    nodes a millisecond).  A time budget stops where the clock says, so a small search
    may finish before its first look at the clock on one run and not on the next; these
    tests are about what an undecided ruling says, so they make it stop at a fixed node."""
    given: list[float | None] = []

    def rule_by_nodes(facts, **options):
        given.append(options.pop("time_budget_ms"))
        return rule_claim(
            facts, **options, time_budget_ms=None, node_budget=max(1, int(2000 * given[-1]))
        )

    monkeypatch.setattr(ruling_module, "rule_claim", rule_by_nodes)
    # every entry point rules through laws.claims.request.rule_request, which imports it by name
    monkeypatch.setattr(request_module, "rule_claim", rule_by_nodes)
    return given


def test_undecided_text_shows_bounds_and_no_score(capsys, budget_as_nodes) -> None:
    status, out, _ = run(capsys, "claim", EXAMPLE, "--board", "1", "--budget-ms", "0.001")
    assert status == EXIT_UNDECIDED == 3
    assert "RULING: undecided" in out and "between 0 and 4 of the remaining tricks" in out
    assert "between 4♠-4 by S (6 tricks) and 4♠= by S (10 tricks)" in out
    assert "score" not in out.replace("no score is given", "")
    decided, out, _ = run(capsys, "claim", EXAMPLE, "--board", "1")
    assert decided == 0 and "score -50" in out


def test_undecided_json_awards_nothing(capsys, budget_as_nodes) -> None:
    status, out, _ = run(
        capsys, "claim", EXAMPLE, "--board", "1", "--budget-ms", "0.001", "--format", "json"
    )
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


def test_single_claim_and_batch_agree_at_the_same_budget(
    events_dir: Path, capsys, budget_as_nodes
) -> None:
    """The same claim, the same budget: `adjudicate claim` and the batch's check hand the
    ruling the same CPU-time budget and give the same undecided ruling and the same bounds
    (the batch in the declaring side's totals: North declares and claims).  The budget is
    the first of a few at which the search stops short, so the test does not hang on what
    the normal-play model makes of it.

    A CPU-time budget stops where the clock says, which varies from run to run; so that
    the two rulings can be compared exactly, each is spent as a node budget
    (``budget_as_nodes``) and the budgets the two paths gave are compared."""
    given = budget_as_nodes
    relative, board = HALF_DONE
    path = events_dir / relative
    (record,) = [r for r in read_event(path).claims if r.board == board]
    budget, checked = next(
        (ms, check)
        for ms in BUDGETS
        if (check := check_claim(record, budget_ms=ms)).ruling is not None
        and check.ruling.kind == UNDECIDED
    )
    status, out, _ = run(
        capsys,
        "claim",
        str(path),
        "--board",
        str(board),
        "--budget-ms",
        str(budget),
        "--format",
        "json",
    )
    single = json.loads(out)
    assert status == 3 and single["verdict_kind"] == "undecided"
    low, high = checked.ruling.bounds
    assert single["bounds"] == [low, high] and low < high
    won = record.tricks_won[0]
    assert checked.undecided_bounds() == [won + low, won + high]
    assert set(given[-2:]) == {budget}  # the batch's last try and the single claim
