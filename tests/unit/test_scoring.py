"""Law 78 board scoring: matchpoints, IMPs, cross-IMPs, Butler, total points, Neuberg;
reading traveller results."""

from __future__ import annotations

import pytest

from adjudicator.scoring import (
    IMP_THRESHOLDS,
    ContractError,
    Result,
    ScoringError,
    TricksError,
    VulnerabilityError,
    WeightError,
    butler_datum,
    butler_imps,
    components,
    cross_imps,
    imps,
    matchpoints,
    neuberg,
    parse_result,
    parse_vul,
    percentages,
    top,
    total_points,
    vul_for_board,
)

# ---------------------------------------------------------------------------------------
# Law 78B IMP table

LAW_78B = [  # (from, to, IMPs) as printed in the law
    (20, 40, 1), (50, 80, 2), (90, 120, 3), (130, 160, 4), (170, 210, 5), (220, 260, 6),
    (270, 310, 7), (320, 360, 8), (370, 420, 9), (430, 490, 10), (500, 590, 11),
    (600, 740, 12), (750, 890, 13), (900, 1090, 14), (1100, 1290, 15), (1300, 1490, 16),
    (1500, 1740, 17), (1750, 1990, 18), (2000, 2240, 19), (2250, 2490, 20),
    (2500, 2990, 21), (3000, 3490, 22), (3500, 3990, 23),
]  # fmt: skip


@pytest.mark.parametrize(("low", "high", "value"), LAW_78B)
def test_imp_band_boundaries(low, high, value):
    assert imps(low) == value
    assert imps(high) == value
    assert imps(low - 10) == value - 1
    assert imps(high + 10) == value + 1
    assert imps(-low) == -value
    assert imps(-high) == -value


def test_imp_ends_of_the_table():
    assert imps(0) == 0
    assert imps(10) == 0
    assert imps(-10) == 0
    assert imps(4000) == 24
    assert imps(7600) == 24
    assert imps(-4000) == -24
    assert imps(-620) == -12
    assert imps(620) == 12
    assert len(IMP_THRESHOLDS) == 24


def test_imps_between_bands_score_the_lower_band():
    assert imps(45) == 1
    assert imps(49.9) == 1
    assert imps(-45) == -1
    assert imps(19) == 0


# ---------------------------------------------------------------------------------------
# Law 78A matchpoints


def test_matchpoints_two_per_result_beaten_one_per_tie():
    # 420 beats 170 and -50 and ties the other 420: 2 + 2 + 1.
    assert matchpoints([420, 420, 170, -50]) == [5, 5, 2, 0]
    assert matchpoints([420, 420, 170, -50], direction="EW") == [1, 1, 4, 6]
    assert matchpoints([420, 420, 170, -50], per_beaten=1) == [2.5, 2.5, 1, 0]
    assert percentages([420, 420, 170, -50]) == pytest.approx([83.333333, 83.333333,
                                                               33.333333, 0.0])  # fmt: skip
    assert top(4) == 6
    assert top(4, per_beaten=1) == 3


def test_single_result_is_average():
    assert matchpoints([420]) == [0]
    assert percentages([420]) == [50.0]


def test_weighted_line_in_a_matchpoint_field():
    """Five tables, nobody vulnerable, top 8.  Table 3's score is weighted (Law 12C3):
    30% of 4SX-1 N (-100) and 70% of 3NT= S (+400).

    Table 3, component by component against the other four (420, 450, -50, 420):
        -100 beats nothing                      -> 0 MP
        +400 beats -50 only                     -> 2 MP
        weighted: 0.3 × 0 + 0.7 × 2              = 1.4 MP
    (weighting the raw scores instead, 0.3 × -100 + 0.7 × 400 = +250, would give 2 MP.)
    The others meet table 3 as 0.3 of a -100 and 0.7 of a +400:
        table 1, 420: 0 (v 450) + 2 × 0.3 + 2 × 0.7 (v table 3) + 2 (v -50) + 1 (v 420) = 5
        table 2, 450: 2 + 2 + 2 + 2                                                 = 8
        table 4, -50: 0 + 0 + 2 × 0.3 (beats the -100) + 0                          = 0.6
        table 5, 420: as table 1                                                    = 5
    Total 20 = 5 × 4, as for any five results.
    """
    table3 = [(0.3, -100), (0.7, 400)]
    mps = matchpoints([420, 450, table3, -50, 420])
    assert mps == pytest.approx([5, 8, 1.4, 0.6, 5])
    assert sum(mps) == pytest.approx(20)
    east_west = matchpoints([420, 450, table3, -50, 420], direction="EW")
    assert east_west == pytest.approx([8 - m for m in mps])


def test_two_weighted_lines_meet_as_fractions():
    # a: 0.5 × 100 + 0.5 × 300; b: 0.5 × 200 + 0.5 × 300.
    # a's 100 loses to both of b's; a's 300 beats b's 200 (2 × 0.5) and ties b's 300 (1 × 0.5).
    # a = 0.5 × 0 + 0.5 × 1.5 = 0.75; b = 0.5 × (2 × 0.5) + 0.5 × (2 × 0.5 + 1 × 0.5) = 1.25
    a = [(0.5, 100), (0.5, 300)]
    b = [(0.5, 200), (0.5, 300)]
    assert matchpoints([a, b]) == pytest.approx([0.75, 1.25])


def test_neuberg_board_with_one_result_missing():
    """Four results on a board the others played five times (top 8 instead of 6):
    MP' = (MP + 1) × 5/4 − 1.  420 had 5 → 6.5; 170 had 2 → 2.75; -50 had 0 → 0.25."""
    assert matchpoints([420, 420, 170, -50], expected=5) == pytest.approx([6.5, 6.5, 2.75, 0.25])
    # the same in the 1/0.5 convention: (MP + 0.5) × 5/4 − 0.5
    assert matchpoints([420, 420, 170, -50], expected=5, per_beaten=1) == pytest.approx(
        [3.25, 3.25, 1.375, 0.125]
    )
    assert percentages([420, 420, 170, -50], expected=5) == pytest.approx(
        [81.25, 81.25, 34.375, 3.125]
    )


def test_neuberg_keeps_an_average_an_average_and_checks_its_arguments():
    assert neuberg(3, 4, 6) == pytest.approx(5)  # average on 4 results → average on 6
    assert neuberg(0, 1, 5) == pytest.approx(4)  # a lone result is an average
    with pytest.raises(ScoringError, match="Neuberg"):
        neuberg(2, 5, 4)


def test_weights_must_add_to_one():
    with pytest.raises(WeightError, match="90%"):
        matchpoints([420, [(0.3, -100), (0.6, 400)]])
    with pytest.raises(WeightError, match="positive"):
        components([(1.2, 420), (-0.2, 100)])
    assert components(420) == [(1.0, 420)]


# ---------------------------------------------------------------------------------------
# Cross-IMPs, Butler, total points


def test_cross_imps():
    # 620 v 170: +450 = 10; 620 v -100: 720 = 12; 170 v -100: 270 = 7.
    assert cross_imps([620, 170, -100]) == [22, -3, -19]
    assert cross_imps([620, 170, -100], average=True) == [11, -1.5, -9.5]
    assert cross_imps([620, 170, -100], direction="EW") == [-22, 3, 19]


def test_cross_imps_with_a_weighted_line():
    # w = 50% 620, 50% -100.  620 v w: 0.5 × 0 + 0.5 × 12 = 6; w v 620: 0.5 × 0 + 0.5 × -12.
    assert cross_imps([620, [(0.5, 620), (0.5, -100)]]) == pytest.approx([6, -6])


def test_butler_datum_drops_top_and_bottom_and_rounds_to_ten():
    # 1100 and -200 left out; mean of 620, 600, 170 = 463.3 → 460.
    assert butler_datum([620, 1100, 600, 170, -200]) == 460
    assert butler_datum([620, 1100, 600, 170, -200], drop_extremes=False) == 460  # 2290/5=458
    assert butler_datum([415]) == 420
    assert butler_datum([-415]) == -420
    assert butler_datum([100, 200]) == 150


def test_butler_imps():
    # datum 460: 620 → +160 = 4; 1100 → +640 = 12; 600 → +140 = 4; 170 → -290 = -7;
    # -200 → -660 = -12.
    assert butler_imps([620, 1100, 600, 170, -200]) == [4, 12, 4, -7, -12]
    # The datum comes from the single scores only: 620 1100 600 -200, less the top and the
    # bottom, = 610.  The weighted line: 0.5 × imps(+10) + 0.5 × imps(170 - 610 = -440)
    # = 0.5 × 0 + 0.5 × -10 = -5.  1100: +490 = 10; -200: -810 = -13.
    weighted = [(0.5, 620), (0.5, 170)]
    assert butler_imps([620, 1100, 600, weighted, -200]) == pytest.approx([0, 10, 0, -5, -13])


def test_total_points():
    assert total_points([420, -50, 170]) == 540
    assert total_points([420, [(0.5, 100), (0.5, -100)]]) == 420


# ---------------------------------------------------------------------------------------
# Traveller results and vulnerability


@pytest.mark.parametrize(
    ("text", "result"),
    [
        ("4SX-1 N", Result(4, "S", "X", "N", 9)),
        ("3NT= S", Result(3, "NT", "", "S", 9)),
        ("4S+1N", Result(4, "S", "", "N", 11)),
        ("4HE10", Result(4, "H", "", "E", 10)),
        ("3N S 9", Result(3, "NT", "", "S", 9)),
        ("6CWXX-2", Result(6, "C", "XX", "W", 10)),
        ("7nt= w", Result(7, "NT", "", "W", 13)),
        ("pass", Result(0)),
    ],
)
def test_parse_result(text, result):
    assert parse_result(text) == result


def test_result_scores_and_text():
    assert parse_result("4SX-1 N").ns_score("NS") == -200
    assert parse_result("4SX-1 E").ns_score("NS") == 100
    assert parse_result("PASS").ns_score("All") == 0
    assert str(parse_result("3NT+1S")) == "3NT+1 S"
    assert parse_result("4S=", declarer="W").declarer == "W"


@pytest.mark.parametrize(
    ("text", "error", "words"),
    [
        ("8S= N", ContractError, "level must be 1 to 7"),
        ("4S+4 N", TricksError, "14 tricks"),
        ("4S-11 N", TricksError, "-1 tricks"),
        ("4S N 14", TricksError, "14 tricks"),
        ("4S=", ContractError, "no declarer"),
        ("4S N", ContractError, "no outcome"),
        ("four spades", ContractError, "cannot read result"),
    ],
)
def test_bad_results(text, error, words):
    with pytest.raises(error, match=words):
        parse_result(text)


def test_vulnerability():
    values = (None, "None", "ns", "E-W", "both", "All", "-", "Love")
    assert [parse_vul(v) for v in values] == ["None", "None", "NS", "EW", "All", "All",
                                              "None", "None"]  # fmt: skip
    with pytest.raises(VulnerabilityError, match="use None, NS, EW or All"):
        parse_vul("red")
    assert [vul_for_board(b) for b in (1, 2, 3, 4, 5, 13, 16, 17)] == [
        "None", "NS", "EW", "All", "NS", "All", "EW", "None"]  # fmt: skip
