"""Speed of the outputs a committee and a chief director read, beside the ruling itself.

Targets (issue 15): writing a ruling's record and its committee report costs a small
fraction of the ruling (under 20 ms each for the README's example), and the batch report
of a whole season (every claim of ``../shared/data/events`` with its ruling card) renders
in under 5 s.  Run::

    python -m pytest benchmarks/bench_outputs.py --benchmark-only -s
"""

from __future__ import annotations

import json

import pytest

from adjudicator.batch import check_events
from adjudicator.batch.plan import CheckOptions
from adjudicator.io.events import read_event
from adjudicator.laws.claims.claim import claim_from_record
from adjudicator.laws.claims.ruling import rule_claim
from adjudicator.text.batch_report import render_report
from adjudicator.text.committee_report import committee_report
from adjudicator.text.record import claim_json

from shared_data import EVENTS, EXAMPLES


@pytest.fixture(scope="module")
def ruling():
    return rule_claim(claim_from_record(read_event(EXAMPLES / "forgotten-trump.pbn").claims[0]))


def test_record(benchmark, ruling) -> None:
    text = benchmark(lambda: json.dumps(claim_json(ruling), ensure_ascii=False))
    assert benchmark.stats["mean"] < 0.02 and text


def test_committee_report(benchmark, ruling) -> None:
    page = benchmark(committee_report, ruling, "zh")
    assert benchmark.stats["mean"] < 0.02 and page


def test_batch_report_of_the_corpus(benchmark) -> None:
    if not EVENTS.is_dir():
        pytest.skip(f"real event data not found at {EVENTS}")
    batch = check_events([EVENTS], CheckOptions(normal=True), jobs=2)
    page = benchmark.pedantic(render_report, args=(batch.events,), rounds=3)
    print(f"\nbatch report: {len(page) / 1e6:.1f} MB for {sum(1 for _ in batch.rows)} lines")
    assert benchmark.stats["mean"] < 5
