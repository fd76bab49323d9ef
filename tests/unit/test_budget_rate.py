"""The engine's rate, which turns a time budget into the nodes a ruling searches."""

from __future__ import annotations

import pytest

from adjudicator.engine import EngineError
from adjudicator.laws import normal_play


@pytest.fixture
def fresh_rate(monkeypatch):
    normal_play.nodes_per_ms.cache_clear()
    yield monkeypatch
    normal_play.nodes_per_ms.cache_clear()


def test_the_rate_is_measured_without_the_variable(fresh_rate) -> None:
    fresh_rate.delenv(normal_play.RATE_VARIABLE, raising=False)
    rate = normal_play.nodes_per_ms()
    assert 50 < rate < 1_000_000  # positions per ms of CPU on any machine this runs on
    assert normal_play.nodes_for_ms(1000) == int(1000 * rate)


def test_the_variable_fixes_the_rate(fresh_rate) -> None:
    fresh_rate.setenv(normal_play.RATE_VARIABLE, "2500")
    assert normal_play.nodes_for_ms(3000) == 7_500_000


@pytest.mark.parametrize("value", ["fast", "0", "-3", "nan", "inf"])
def test_a_bad_rate_is_one_clear_error(fresh_rate, value: str) -> None:
    fresh_rate.setenv(normal_play.RATE_VARIABLE, value)
    with pytest.raises(EngineError, match="ADJUDICATOR_NODES_PER_MS"):
        normal_play.nodes_per_ms()
