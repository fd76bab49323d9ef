"""Shared test fixtures: where the real event data lives, and the corpus read once."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from adjudicator.io.events import EventReading, read_events

from places import EVENTS

# One engine rate for every process the tests start (pytest-xdist workers, a stopped and
# resumed `check`, replays): a ruling's budget is its CPU time in the nodes the machine
# searches, measured per process, and tests that compare two processes' rulings of a claim
# near the budget need the same budget in both.  tests/unit/test_budget_rate.py measures.
os.environ.setdefault("ADJUDICATOR_NODES_PER_MS", "4000")


@pytest.fixture(scope="session")
def events_dir() -> Path:
    """The real event files (``../shared/data/events``); tests using it skip, saying why,
    when the checkout has no ``shared`` folder beside it."""
    if not EVENTS.is_dir():
        pytest.skip(f"real event data not found at {EVENTS} (expected ../shared beside the repo)")
    return EVENTS


@pytest.fixture(scope="session")
def event_readings(events_dir: Path) -> list[EventReading]:
    """Every event file of the corpus read once per test process (about 5 s): the corpus
    tests share it.  Readings are frozen values; a test must not change them."""
    return list(read_events([events_dir]))
