"""Shared test fixtures: where the real event data lives, and the corpus read once."""

from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.io.events import EventReading, read_events

from places import EVENTS


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
