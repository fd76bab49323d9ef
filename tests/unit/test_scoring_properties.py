"""Properties of Law 78 scoring that hold for any board (hypothesis)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.scoring import (
    contract_score,
    cross_imps,
    imps,
    matchpoints,
    neuberg,
    top,
)

scores = st.integers(min_value=-7600, max_value=7600).map(lambda s: s // 10 * 10)


@st.composite
def weighted(draw):
    """A Law 12C3 weighted result: 2-4 components, weights in tenths adding to 1."""
    count = draw(st.integers(min_value=2, max_value=4))
    cuts = sorted(draw(st.lists(st.integers(1, 9), min_size=count - 1, max_size=count - 1,
                                unique=True)))  # fmt: skip
    tenths = [b - a for a, b in zip([0, *cuts], [*cuts, 10], strict=True)]
    return [(t / 10, draw(scores)) for t in tenths]


results = st.lists(st.one_of(scores, weighted()), min_size=1, max_size=12)


@given(results)
@settings(max_examples=200, deadline=None)
def test_matchpoints_share_out_the_whole_board(board):
    """Each pair of lines shares 2 units, weighted lines included: Σ MP = N(N − 1)."""
    n = len(board)
    assert sum(matchpoints(board)) == pytest.approx(n * (n - 1))


@given(results)
@settings(max_examples=200, deadline=None)
def test_north_south_and_east_west_make_the_top(board):
    ns = matchpoints(board)
    ew = matchpoints(board, direction="EW")
    for a, b in zip(ns, ew, strict=True):
        assert a + b == pytest.approx(top(len(board)))
        assert 0 <= a <= top(len(board)) + 1e-9


@given(results)
@settings(max_examples=100, deadline=None)
def test_cross_imps_balance(board):
    assert sum(cross_imps(board)) == pytest.approx(0, abs=1e-6)


@given(scores)
def test_one_component_of_weight_one_is_the_plain_score(score):
    board = [420, -50, 170, score]
    assert matchpoints([*board[:3], [(1.0, score)]]) == matchpoints(board)


@given(st.integers(min_value=-10000, max_value=10000), st.integers(0, 500))
def test_imps_are_odd_and_monotone(difference, more):
    assert imps(-difference) == -imps(difference)
    assert imps(abs(difference) + more) >= imps(abs(difference))
    assert 0 <= imps(abs(difference)) <= 24


@given(st.integers(1, 20), st.integers(0, 20), st.data())
def test_neuberg_keeps_averages_and_stays_within_the_top(actual, extra, data):
    expected = actual + extra
    assert neuberg(actual - 1, actual, expected) == pytest.approx(expected - 1)
    mp = data.draw(st.floats(0, 2 * (actual - 1)))
    factored = neuberg(mp, actual, expected)
    assert -1e-9 <= factored <= top(expected) + 1e-9


@given(st.integers(1, 7), st.sampled_from(["C", "D", "H", "S", "NT"]),
       st.sampled_from(["None", "NS", "EW", "All"]), st.sampled_from("NESW"),
       st.integers(0, 13))  # fmt: skip
def test_doubling_raises_the_stakes(level, strain, vul, declarer, tricks):
    plain = contract_score(f"{level}{strain}", declarer, vul, tricks)
    doubled = contract_score(f"{level}{strain}X", declarer, vul, tricks)
    redoubled = contract_score(f"{level}{strain}XX", declarer, vul, tricks)
    made = tricks >= level + 6
    assert (plain > 0) == made
    if made:
        assert plain < doubled < redoubled
    else:
        assert plain > doubled > redoubled
