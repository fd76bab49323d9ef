"""Law 12C3 weights from probabilities: rounded as committees round, the arithmetic."""

from __future__ import annotations

from fractions import Fraction

import pytest

from adjudicator.scoring import matchpoints, parse_result
from adjudicator.scoring.law77 import ScoringError
from adjudicator.scoring.weights import WeightProposal, parse_unit, round_weights


@pytest.mark.parametrize(
    ("probabilities", "unit", "expected"),
    [
        ([0.623, 0.377], 10, [6, 4]),
        ([0.623, 0.377], 6, [4, 2]),  # 3.74 and 2.26 of six
        ([0.5, 0.5], 6, [3, 3]),
        ([0.55, 0.35, 0.10], 6, [3, 2, 1]),  # 3.3, 2.1, 0.6: the spare unit to the 0.6
        ([0.02, 0.49, 0.49], 10, [0, 5, 5]),  # a 2% result rounds to nothing
        ([0.07, 0.37, 0.555], 6, [1, 2, 3]),  # 0.42, 2.22, 3.33: largest remainder 0.42
        ([1.0], 10, [10]),
    ],
)
def test_largest_remainders_add_to_the_unit(probabilities, unit, expected) -> None:
    counts = round_weights(probabilities, unit)
    assert counts == expected and sum(counts) == unit
    for count, p in zip(counts, probabilities, strict=True):
        assert abs(count - p * unit) < 1  # no component moves by a whole unit or more


def test_a_tie_goes_to_the_more_probable_then_the_earlier() -> None:
    assert round_weights([0.375, 0.125, 0.5], 4) == [2, 0, 2]  # remainders .5 and .5
    assert round_weights([0.25, 0.25, 0.5], 2) == [1, 0, 1]
    assert round_weights([0.5, 0.5], 3) == [2, 1]


def test_units_and_bad_probabilities() -> None:
    assert parse_unit("Sixths") == 6 and parse_unit("tenths") == 10
    with pytest.raises(ScoringError, match="sixths or tenths"):
        parse_unit("quarters")
    with pytest.raises(ScoringError, match="positive"):
        round_weights([], 6)
    with pytest.raises(ScoringError, match="positive"):
        round_weights([0.5, -0.1], 6)


def test_the_proposal_keeps_probabilities_and_shows_the_arithmetic() -> None:
    made, down = parse_result("4S= N"), parse_result("4S-1 N")
    proposal = WeightProposal.of(
        [(10, 0.62, made), (9, 0.36, down), (8, 0.02, parse_result("4S-2 N"))], 10, "None"
    )
    assert [(p.tricks, p.weight) for p in proposal.parts] == [
        (10, Fraction(3, 5)),
        (9, Fraction(2, 5)),
    ]
    assert [p.tricks for p in proposal.dropped] == [8]
    # 6/10 of +420 and 4/10 of -50: information only
    assert proposal.weighted_ns_score() == pytest.approx(0.6 * 420 - 0.4 * 50)


def test_against_a_field_each_component_is_scored_first() -> None:
    proposal = WeightProposal.of(
        [(10, 0.5, parse_result("4S= N")), (9, 0.5, parse_result("4S-1 N"))], 6, "None"
    )
    field = [420, 450, -50]
    scored = proposal.against_field(field, "mp")
    # +420 ties one, beats one (-50) and loses to one: 3 of 6; -50 ties one: 1 of 6
    assert scored["NS"] == pytest.approx(0.5 * 3 + 0.5 * 1)
    assert scored["NS"] == pytest.approx(matchpoints([[(0.5, 420), (0.5, -50)], *field])[0])
    assert scored["NS"] + scored["EW"] == pytest.approx(6)
    imps = proposal.against_field([420], "imps")
    assert imps["NS"] == pytest.approx(0.5 * 0 + 0.5 * -10) and imps["EW"] == -imps["NS"]
    with pytest.raises(ScoringError, match="form"):
        proposal.against_field(field, "total")
