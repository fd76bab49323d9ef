"""The ruling's text in each language (issue 10, part 3): Traditional is converted from
the Simplified catalog (OpenCC and Taiwan's terms), so it must cost about what the other
two cost once the converted templates are cached.

Run:  python -m pytest benchmarks/bench_text.py --benchmark-columns=min,mean,max
"""

from __future__ import annotations

import pytest

import adjudicator
from adjudicator.text.ruling_text import ruling_json


@pytest.fixture(scope="module")
def ruling() -> adjudicator.Ruling:
    where = adjudicator.ClaimPosition.from_text(
        "N:4.87.5. J.54.J. Q.AKQ.. .JT9.Q.", trump="S", lead="S"
    )
    return adjudicator.rule(where, claimer="S", claims=4)


@pytest.mark.parametrize("lang", ["en", "zh", "zh-Hant"])
def test_ruling_text(benchmark, ruling, lang: str) -> None:
    text = benchmark(adjudicator.ruling_text, ruling, lang=lang)
    assert "70" in text


@pytest.mark.parametrize("lang", ["en", "zh", "zh-Hant"])
def test_ruling_json(benchmark, ruling, lang: str) -> None:
    assert benchmark(ruling_json, ruling, lang)["lang"] == lang
