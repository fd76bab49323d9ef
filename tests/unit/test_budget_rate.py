"""The engine's rate, which turns a time budget into the nodes a ruling searches."""

from __future__ import annotations

import pytest

from adjudicator.engine import EngineError, clock


@pytest.fixture
def fresh_rate(monkeypatch):
    clock.nodes_per_ms.cache_clear()
    yield monkeypatch
    clock.nodes_per_ms.cache_clear()


def test_the_rate_is_measured_without_the_variable(fresh_rate) -> None:
    fresh_rate.delenv(clock.RATE_VARIABLE, raising=False)
    rate = clock.nodes_per_ms()
    assert 50 < rate < 1_000_000  # positions per ms of CPU on any machine this runs on
    assert clock.nodes_for_ms(1000) == int(1000 * rate)


def test_the_rate_is_measured_over_all_its_positions() -> None:
    """A search that finishes early, alone, measures fewer positions on smaller tables,
    which run faster per position than a ruling's long searches: the rate would promise
    more.  The clock counts its positions over searches until it has them all."""
    nodes, elapsed_ms = clock.clock_searches()
    assert nodes >= clock.CLOCK_NODES and elapsed_ms > 0


def test_the_variable_fixes_the_rate(fresh_rate) -> None:
    fresh_rate.setenv(clock.RATE_VARIABLE, "2500")
    assert clock.nodes_for_ms(3000) == 7_500_000


@pytest.mark.parametrize("value", ["fast", "0", "-3", "nan", "inf"])
def test_a_bad_rate_is_one_clear_error(fresh_rate, value: str) -> None:
    fresh_rate.setenv(clock.RATE_VARIABLE, value)
    with pytest.raises(EngineError, match="ADJUDICATOR_NODES_PER_MS"):
        clock.nodes_per_ms()


def test_the_page_converts_its_budget_at_half_the_measured_rate(fresh_rate) -> None:
    """The web page's rulings get half the nodes the command would for the same budget
    (their answer has a hard deadline), unless the server fixes its own rate."""
    from adjudicator.laws.claims.claim_input import ClaimRequest
    from adjudicator.web.jobs import node_budget

    fresh_rate.setenv(clock.RATE_VARIABLE, "3000")
    asked = ClaimRequest(budget_ms=2000.0, nodes_per_ms=None)
    assert node_budget(asked, seconds_left=10.0) == 3_000_000
    assert node_budget(asked, seconds_left=1.0) == 1_500_000  # it waited: less time left
    fixed = ClaimRequest(budget_ms=2000.0, nodes_per_ms=100.0)
    assert node_budget(fixed, seconds_left=10.0) == 200_000


def test_the_clock_searches_a_club_players_whole_hand() -> None:
    """The engine measures its speed with the rules the laws give a club player under the
    1997 rule set for a whole hand played (the engine cannot ask the laws: a layer below)."""
    from adjudicator.laws.claims.normal_play import normal_rules
    from adjudicator.laws.rulesets import PlayerClass, RuleSet

    rules, evident = normal_rules(RuleSet.SEED1997, PlayerClass.CLUB, claims_all=False)
    assert (clock.CLOCK_RULES, clock.CLOCK_EVIDENT_RANK) == (rules, evident)
