"""Where the benchmarks find things: the checkout, and the shared real data beside it
(``../shared/data``) — the one place those paths are written, for the pytest benchmarks
and for the scripts run as ``python3 benchmarks/NAME.py`` alike (both find this module
beside them).  A benchmark that needs the data skips, or a script says so, when it is
absent."""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
EXAMPLES = REPO / "examples"
SHARED_DATA = REPO.parent / "shared" / "data"
#: every event file of the corpus (PBN and LIN), in folders by source
EVENTS = SHARED_DATA / "events"
#: a club pairs event (735 boards, 257 claims), as LIN files (one per table) ...
WRONIE_LIN = EVENTS / (
    "bbo-pbntools/test/test_8_bbo_wronie_20130824/Wronie_9533_Pairs_2720_PRZYJACIELE_WRONIA"
)
#: ... and as one PBN file
WRONIE_PBN = EVENTS / (
    "bbo-pbntools/test/test_8_bbo_wronie_20130824/wronie_9533_pairs_2720_przyjaciele_wronia.pbn"
)
