"""Shared test fixtures: where the real event data lives."""

from __future__ import annotations

from pathlib import Path

import pytest

from places import EVENTS


@pytest.fixture(scope="session")
def events_dir() -> Path:
    """The real event files (``../shared/data/events``); tests using it skip, saying why,
    when the checkout has no ``shared`` folder beside it."""
    if not EVENTS.is_dir():
        pytest.skip(f"real event data not found at {EVENTS} (expected ../shared beside the repo)")
    return EVENTS
