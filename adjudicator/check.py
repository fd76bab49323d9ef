"""Checking claims read from event files: claimed total against double dummy.

This is what online robots do today — accept a claim when the double-dummy result
reaches it — and the first column of every report.  The law's own test (the worst
*normal* line, Law 70A) is added by :mod:`adjudicator.ruling`; a check carries both when
asked.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from adjudicator.events import BoardError, ClaimRecord
from adjudicator.oracle import dds_tricks

EXACT = "exact"
LESS_THAN_DD = "claimed less than DD"
MORE_THAN_DD = "claimed more than DD"


@dataclass(frozen=True)
class ClaimCheck:
    """One claim from an event file, checked.

    Totals are the declaring side's *total* tricks (as the file records the result);
    ``dd_total`` is what double-dummy play from the claim position would give it."""

    record: ClaimRecord
    dd_total: int
    elapsed_ms: float

    @property
    def claimed_total(self) -> int:
        return self.record.claimed_total

    @property
    def dd_verdict(self) -> str:
        if self.claimed_total == self.dd_total:
            return EXACT
        return LESS_THAN_DD if self.claimed_total < self.dd_total else MORE_THAN_DD

    def to_json(self) -> dict[str, Any]:
        record = self.record
        return {
            "file": record.file,
            "board": record.board,
            "table": record.table,
            "index": record.index,
            "contract": record.contract,
            "declarer": record.declarer.abbr,
            "tricks_before_claim": list(record.tricks_won),
            "claimed_total": self.claimed_total,
            "dd_total": self.dd_total,
            "dd_verdict": self.dd_verdict,
            "elapsed_ms": round(self.elapsed_ms, 2),
        }


def check_claim(record: ClaimRecord) -> ClaimCheck:
    """The double-dummy check of one claim (DDS through endplay)."""
    started = time.perf_counter()
    remaining = dds_tricks(record.position, record.declarer)
    elapsed = (time.perf_counter() - started) * 1000
    return ClaimCheck(record, record.tricks_won[0] + remaining, elapsed)


def error_json(error: BoardError) -> dict[str, Any]:
    return {
        "file": error.file,
        "board": error.board,
        "table": error.table,
        "index": error.index,
        "verdict": "error",
        "reason": error.reason,
    }
