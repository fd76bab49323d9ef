"""``adjudicate candidates --weights``: Law 12C3 weights from a single-dummy simulation.

``THREE_THREE``: 7NT by South, North-South hold AKQ32 opposite 54 in spades and every
top card outside them, so the grand slam makes when the six missing spades break 3-3
(35.5% a priori), goes one off on 4-2 (48.4%) and two off on 5-1 or 6-0.  Declarer knows
nothing of the layout at trick one but what the director reads from the auction.
"""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from adjudicator import cli
from adjudicator.engine.single_dummy import TrickDistribution, parse_hcp, parse_length
from adjudicator.scoring.candidates import evaluate
from adjudicator.scoring.simulated import _weights, simulate_candidates

THREE_THREE = ("N:AKQ32.AKQ.AKQ.AK JT98.8765.8765.7 54.JT9.JT9.QJT98 76.432.432.65432")
FAST = ("--budget-ms", "20", "--layouts", "300")


@pytest.fixture
def run(capsys):
    def _run(*argv: str) -> tuple[int, str, str]:
        status = cli.main(["candidates", *argv])
        out, err = capsys.readouterr()
        return status, out, err

    return _run


def test_the_shares_become_weights_in_tenths_with_the_arithmetic(run) -> None:
    status, out, err = run("--deal", THREE_THREE, "--contract", "7NT S", "--weights",
                           "--field", "1520,990,-50", *FAST)
    assert status == 0 and not err
    assert "300 layouts of the cards declarer could not see, seed 1" in out
    assert "7NT S: declarer's tricks — 11: " in out and "13: " in out
    assert "proposed, in tenths: " in out and "of 7NT= S" in out and "of 7NT-1 S" in out
    assert "information only" in out and "against the field: North-South" in out


def test_json_has_the_simulation_the_weights_and_the_seed(run) -> None:
    status, out, _ = run("--deal", THREE_THREE, "--contract", "7NT S", "--weights",
                         "sixths", "--format", "json", *FAST)
    weights = json.loads(out)["weights"]
    assert status == 0 and weights["unit"] == "sixths" and weights["seed"] == 1
    (found,) = weights["candidates"]
    shares = found["simulated"]["tricks"]
    assert shares["13"]["ci95"][0] <= 0.3553 <= shares["13"]["ci95"][1]  # 3-3
    parts = found["weights"]["parts"]
    assert sum(part["weight_value"] for part in parts) == pytest.approx(1)
    assert {part["weight"][-2:] for part in parts} <= {"/6", "/3", "/2", "/1"}


def test_the_auction_limits_change_the_odds() -> None:
    # East showed at least five spades: a 3-3 break is impossible, 7NT never makes
    results = evaluate(THREE_THREE, ["7NT S"], "None", node_budget=20_000)
    (free,) = simulate_candidates(THREE_THREE, results, layouts=200, seed=4)
    (limited,) = simulate_candidates(THREE_THREE, results, layouts=200, seed=4,
                                     limits=[parse_length("E:S:5+"), parse_hcp("W:0-4")])
    assert free.distribution.exactly(13).value > 0.25
    assert limited.distribution.exactly(13).value == 0
    again = simulate_candidates(THREE_THREE, results, layouts=200, seed=4)
    assert again[0].distribution == free.distribution  # the seed reproduces it


def test_results_the_deal_cannot_give_are_folded_into_its_span() -> None:
    # the three-card finesse ending of test_candidates: normal play gives 8 to 10 tricks
    # on the actual cards; simulated layouts giving 7 or 11 count as 8 and 10
    (result,) = evaluate("N:.AQ2.. ..K.KQ .3.A.A .K7.Q.", ["4S S"], "NS", won=(7, 3))
    simulated = TrickDistribution.of([7] * 10 + [9] * 30 + [10] * 50 + [11] * 10)
    found = _weights(result, simulated, 10, seed=1)
    assert found.span == (8, 10) and found.folded == 20
    assert [(p.tricks, p.probability, p.weight) for p in found.proposal.parts] == [
        (8, 0.1, Fraction(1, 10)), (9, 0.3, Fraction(3, 10)), (10, 0.6, Fraction(3, 5))]


@pytest.mark.parametrize(("argv", "message"), [
    (("--hcp", "E:11-15"), "give --weights too"),
    (("--weights", "--hcp", "E11"), "expected SEAT:LOW-HIGH"),
    (("--weights", "--length", "E:S:9-20"), "within 0-13"),
    (("--weights", "--hcp", "S:10-12"), "viewer sees"),
    (("--weights", "--layouts", "0"), "layouts must be"),
])
def test_errors_are_one_line(run, argv, message) -> None:
    status, out, err = run("--deal", THREE_THREE, "--contract", "7NT S", "--budget-ms", "5",
                           *argv)
    assert status == 2 and not out and err.count("\n") == 1
    assert message in err
