"""The engine's speed on this machine, which turns a ruling's time budget into nodes.

A ruling searches on nodes, not on the clock, so that its record replays exactly anywhere
(the record keeps the node budget); the budget stays one of real time on the machine that
ruled, through the rate measured here once per process.
"""

from __future__ import annotations

import functools
import math
import os

from adjudicator import engine
from adjudicator.core.position import ClaimPosition
from adjudicator.engine.types import EngineError, Restriction, Rule

#: The deal the engine's speed is measured on (a whole deal at notrump, the claimer's
#: worst normal line: a restricted search, as a ruling's are).
CLOCK_DEAL = "N:AKQ2.AK3.A42.A32 JT987.Q54.KQ3.K4 6543.J2.JT98.QJ5 .T9876.765.T9876"
#: The rules of that search: a club player's under the 1997 rule set, a whole hand played
#: rather than claimed (``laws.claims.normal_play.normal_rules(SEED1997, CLUB, claims_all=False)``,
#: which a test checks), where leading a loser early is normal: the longest searches.
CLOCK_RULES = (
    Rule.TOP_DOWN
    | Rule.WIN_LAST
    | Rule.RUFF_LOW
    | Rule.KEEP_MASTERS
    | Rule.KNOWN_LAYOUT
    | Rule.COUNTS_SPOTS
    | Rule.CHEAP_WIN
    | Rule.SURE_RUFF
    | Rule.SAFETY_RUFF
    | Rule.ALERT
)
CLOCK_EVIDENT_RANK = 10
#: Long enough that the tables outgrow the caches as a ruling's long searches do (a search
#: of 60,000 positions on warm tables ran 20-25% faster per position than a ruling's
#: searches of millions, so "3000 ms" rulings spent up to 4.5 s).
CLOCK_NODES = 400_000

#: An environment variable that fixes the rate instead of measuring it: for tests, and for
#: a federation that wants one budget on every machine of a cluster (positions per ms).
RATE_VARIABLE = "ADJUDICATOR_NODES_PER_MS"


@functools.lru_cache(maxsize=1)
def nodes_per_ms() -> float:
    """The positions this machine's engine searches per millisecond of the searching
    thread's CPU time on a restricted search, measured once per process on fresh tables
    (as a ruling starts), unless ``RATE_VARIABLE`` in the environment gives it.  A busy
    machine measures a lower rate, and its rulings search less: the budget is a ceiling
    on the time."""
    fixed = os.environ.get(RATE_VARIABLE, "").strip()
    if fixed:
        try:
            rate = float(fixed)
        except ValueError:
            rate = math.nan
        if not (math.isfinite(rate) and rate > 0):
            raise EngineError(
                f"{RATE_VARIABLE}={fixed!r}: give a positive number of positions per millisecond"
            )
        return rate
    nodes, elapsed_ms = clock_searches()
    return nodes / max(elapsed_ms, 0.5)


def clock_searches() -> tuple[int, float]:
    """The positions and CPU ms the rate is measured on: North-South's worst normal line on
    ``CLOCK_DEAL``, each time on fresh tables, until ``CLOCK_NODES`` positions are
    counted.  A search that finishes sooner, measured alone, would be a shorter one on
    smaller tables, faster per position than a ruling's long searches."""
    position = ClaimPosition.from_text(CLOCK_DEAL, "NT", "W")
    restriction = Restriction(
        claimer=position.to_play.next(), rules=CLOCK_RULES, evident_min_rank=CLOCK_EVIDENT_RANK
    )
    nodes, elapsed_ms = 0, 0.0
    while nodes < CLOCK_NODES:
        engine.release_tables()
        found = engine.search(position, restriction, "worst", CLOCK_NODES - nodes, line=False)
        nodes += found.nodes
        elapsed_ms += found.elapsed_ms
    engine.release_tables()
    return nodes, elapsed_ms


def nodes_for_ms(budget_ms: float) -> int:
    """A time budget as the node budget this machine searches in it."""
    return max(1, int(budget_ms * nodes_per_ms()))
