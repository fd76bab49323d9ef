"""The statement corpus: every statement reads to the steps written next to it, and those
steps print back — in English and in Chinese — to words that read to them again."""

from __future__ import annotations

import re

import pytest

from adjudicator.statement import parse_statement
from adjudicator.statement.tokens import language_of

from statement_corpus import CORPUS

CHINESE = re.compile(r"[\u4e00-\u9fff]")


def test_the_corpus_is_large_and_in_both_languages_and_scripts() -> None:
    """Issue 10: at least 150 statements, English and Chinese; Chinese in Simplified and
    Traditional characters."""
    assert len(CORPUS) >= 150
    languages = [language_of(text) for text, _ in CORPUS]
    assert languages.count("en") >= 75
    assert languages.count("zh-Hans") >= 25 and languages.count("zh-Hant") >= 15
    assert len({text for text, _ in CORPUS}) == len(CORPUS), "a statement is listed twice"


@pytest.mark.parametrize(("text", "steps"), CORPUS, ids=[text[:40] for text, _ in CORPUS])
def test_statement_reads_to_its_steps_and_round_trips(text: str, steps: str) -> None:
    statement = parse_statement(text)
    assert statement.canonical() == steps
    assert parse_statement(steps) == statement  # the canonical English reads back
    chinese = statement.canonical("zh")
    assert parse_statement(chinese) == statement, chinese  # and so does the Chinese
    traditional = statement.canonical("zh-Hant")  # Traditional, with Taiwan's terms
    assert parse_statement(traditional) == statement, traditional
    assert language_of(chinese) == "zh-Hans" or chinese == traditional
    assert not CHINESE.search(steps)


def test_the_same_claim_in_three_scripts_reads_the_same() -> None:
    """English, Simplified and Traditional Chinese, mainland and Taiwan words alike."""
    english = parse_statement("draw trumps, then ruff a heart in dummy and cash the clubs")
    for said in (
        "清将，然后在明手将吃一张红心，兑现梅花",
        "清將，然後在明手將吃一張紅心，兌現梅花",
        "清王，然后明手王吃一张红桃，兑现草花",
    ):
        assert parse_statement(said) == english, said
