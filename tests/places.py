"""Where the tests find things: the checkout, its examples, and the shared real data."""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
EXAMPLES = REPO / "examples"
SHARED_DATA = REPO.parent / "shared" / "data"
EVENTS = SHARED_DATA / "events"

#: top-level folders of the events folder -> (files, boards, claims, errors, revokes), as
#: checked when the counts of ``test_events.py`` were pinned.  A folder added later is not
#: in this table: its counts are read from the data
#: (``test_events.test_new_folders_are_read_whole``).
CHECKED_FOLDERS = {
    "bbo-pbntools": (797, 5000, 875, 0, 0),
    "ben-robots-noclaim": (38, 296, 0, 0, 0),
    "endplay": (3, 11, 4, 1, 0),
    "pbnj-conformance": (8, 138, 8, 37, 3),
    "tenace": (2, 43, 42, 0, 0),
}
