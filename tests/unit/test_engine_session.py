"""A session holds its searches' budget: each search is given at most what is left and
charged what it spent (the ruling keeps no count of its own)."""

from __future__ import annotations

import pytest
from endplay.types import Player

from adjudicator import engine
from adjudicator.engine import EngineError, Restriction, Rule, Session

#: A whole deal at notrump: no search of it finishes in a few thousand positions.
WHOLE_DEAL = (
    "N:AKQ2.AK3.A42.A32 JT987.Q54.KQ3.K4 6543.J2.JT98.QJ5 .T9876.765.T9876",
    "NT",
    "W",
    (),
)
NORMAL = Restriction(Player.north, Rule.TOP_DOWN | Rule.WIN_LAST | Rule.KEEP_MASTERS)


def test_each_search_is_charged_to_the_session() -> None:
    session = Session(node_budget=50_000)
    first = engine.search(WHOLE_DEAL, NORMAL, "worst", 20_000, session=session, line=False)
    assert first.nodes > 0 and session.nodes_left == 50_000 - first.nodes
    second = engine.search(WHOLE_DEAL, NORMAL, "best", session=session, line=False)
    # given what was left, no more (a search stopped by its budget counts the position
    # it stopped at: one past the budget, as the first search's 20,001 shows)
    assert first.nodes <= 20_001 and second.nodes <= 50_000 - first.nodes + 1
    assert session.nodes_left == max(0, 50_000 - first.nodes - second.nodes)


def test_a_search_with_nothing_left_still_starts_and_stops_at_once() -> None:
    session = Session(node_budget=1)
    engine.search(WHOLE_DEAL, NORMAL, "worst", session=session, line=False)
    assert session.nodes_left == 0
    found = engine.search(WHOLE_DEAL, NORMAL, "worst", 1_000_000, session=session, line=False)
    assert not found.complete and found.stopped == "nodes"


def test_a_session_without_a_budget_counts_nothing() -> None:
    session = Session()
    engine.search(WHOLE_DEAL, NORMAL, "worst", 5_000, session=session, line=False)
    assert session.nodes_left is None and session.ms_left is None


def test_a_time_budget_is_charged_too() -> None:
    session = Session(time_budget_ms=10_000.0)
    found = engine.search(WHOLE_DEAL, NORMAL, "worst", 5_000, session=session, line=False)
    assert session.ms_left == pytest.approx(10_000.0 - found.elapsed_ms)


@pytest.mark.parametrize("budget", [0, -5])
def test_a_bad_budget_is_an_engine_error(budget: int) -> None:
    with pytest.raises(EngineError, match="node_budget must be positive"):
        Session(node_budget=budget)
    with pytest.raises(EngineError, match="node_budget must be positive"):
        engine.search(WHOLE_DEAL, NORMAL, "worst", budget, session=Session(100))
