"""Speed of a full claim ruling on every real claim, against a bare DDS check.

Issue 4's targets: the ruling for any claim in ``../shared/data/events`` within 2 s, the
median within 5x a bare DDS check of the same position.  Run::

    python -m pytest benchmarks/bench_ruling.py --benchmark-only -s

The per-claim distribution (p50/p95/max, and the ratio of medians) is printed at the end
and saved in the benchmark's ``extra_info``.
"""

from __future__ import annotations

import statistics
import time

import pytest

from adjudicator.engine.oracle import dds_tricks
from adjudicator.io.events import read_events
from adjudicator.laws.claims.claim import claim_from_record
from adjudicator.laws.claims.ruling import rule_claim

from shared_data import EVENTS


@pytest.fixture(scope="module")
def claims():
    if not EVENTS.is_dir():
        pytest.skip(f"real event data not found at {EVENTS}")
    return [record for reading in read_events([EVENTS]) for record in reading.claims]


def _percentiles(times: list[float]) -> dict[str, float]:
    ordered = sorted(times)
    return {
        "p50_ms": 1000 * statistics.median(ordered),
        "p95_ms": 1000 * ordered[int(0.95 * (len(ordered) - 1))],
        "max_ms": 1000 * ordered[-1],
    }


def _time_each(claims, work) -> list[float]:
    times = []
    for record in claims:
        started = time.perf_counter()
        work(record)
        times.append(time.perf_counter() - started)
    return times


def test_ruling_every_real_claim(benchmark, claims) -> None:
    """The director's ruling (worst, best, DD, 70C/70E searches, outcomes) per claim."""
    dds = _time_each(claims, lambda r: dds_tricks(r.position, r.declarer))
    rulings: list[float] = []

    def run() -> None:
        rulings.extend(_time_each(claims, lambda r: rule_claim(claim_from_record(r))))

    benchmark.pedantic(run, rounds=1, iterations=1)
    summary = {
        "claims": len(claims),
        "ruling": _percentiles(rulings),
        "dds_check": _percentiles(dds),
        "median_ratio": statistics.median(rulings) / statistics.median(dds),
        "over_2s": sum(1 for t in rulings if t > 2.0),
    }
    benchmark.extra_info.update(summary)
    print("\nruling per claim:", summary)
