"""Where the tests find things: the checkout, its examples, and the shared real data."""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
EXAMPLES = REPO / "examples"
SHARED_DATA = REPO.parent / "shared" / "data"
EVENTS = SHARED_DATA / "events"
