"""Issue 28: statements as claimers really say them are read — the parts understood as the
line, the rest shown as not understood — and ruled; only a statement with nothing
understood is refused, in one line.  The set (``tests/statement_claimers.py``) names the
source of every real claimer's words."""

from __future__ import annotations

import json

import jsonschema
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from statement_claimers import BUILT, CLAIMERS, TRUMPS, Said

from adjudicator.cli import main
from adjudicator.laws.claims.law70d import StatementMismatch
from adjudicator.statement import StatementError, parse_statement
from adjudicator.statement.lexicon import ENGLISH, KNOWN_WORDS, SIMPLIFIED_CHINESE
from adjudicator.statement.model import NOTHING
from adjudicator.statement.tokens import language_of
from adjudicator.text.committee_report import committee_report
from adjudicator.text.record import record_schema

from rulings import position, rule


def test_the_set_is_large_in_both_languages_and_a_third_real() -> None:
    assert len(CLAIMERS) >= 150
    real = [said for said in CLAIMERS if said.source != BUILT]
    assert len(real) * 3 >= len(CLAIMERS), len(real)
    languages = [language_of(said.text) for said in CLAIMERS]
    assert languages.count("zh-Hans") >= 25 and languages.count("zh-Hant") >= 10
    assert all("." in said.source or "issue 28" in said.source for said in real)


@pytest.mark.parametrize("said", CLAIMERS, ids=[s.text[:40] for s in CLAIMERS])
def test_each_statement_is_read_and_ruled(said: Said) -> None:
    statement = parse_statement(said.text)  # never refused: something is understood
    assert statement.canonical() == said.reading
    assert statement.unread == said.unread
    for words in statement.unread:  # what is left out is what was typed
        assert words in said.text
    hands, trump, lead, claims = said.position
    where = position(hands, trump, lead)
    if isinstance(said.award, str):  # a card the side does not hold: one clear error
        with pytest.raises(StatementMismatch) as caught:
            rule(where, "S", claims, said.text)
        assert caught.value.key == said.award
        return
    assert rule(where, "S", claims, said.text).awarded == said.award


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        ("I think I can handle this.", "handle this"),  # BBO forums topic 45890: nothing to rule on
        ("the bidding", "bidding"),
        ("嗯哦", "嗯哦"),
        ("@@", "@@"),
    ],
)
def test_only_a_statement_with_nothing_understood_is_refused(text: str, quoted: str) -> None:
    with pytest.raises(StatementError) as caught:
        parse_statement(text)
    assert caught.value.expected == (NOTHING,)
    message = str(caught.value)
    assert quoted in message and "\n" not in message
    assert '--statement ""' in message  # how to say there was no statement


def test_you_get_one_concedes_a_trick_it_does_not_claim_one() -> None:
    """Issue 28: "you get one (trick)" was read as a claim of one trick."""
    for said in ("you get one", "you can have the last one", "you get a trick", "送你一墩"):
        statement = parse_statement(said)
        assert statement.tricks is None and str(statement) == "concede a trick", said


def test_otherwise_is_the_line_for_the_other_layouts() -> None:
    statement = parse_statement("if clubs are 3-2, cash them; otherwise ruff the fourth club")
    first, second = statement.parts
    assert first.condition is not None and not first.condition.negated
    assert second.condition == first.condition.__class__(
        first.condition.kind, suit=first.condition.suit, split=(3, 2), negated=True
    )
    assert parse_statement(statement.canonical()) == statement
    assert parse_statement(statement.canonical("zh")) == statement
    assert parse_statement(statement.canonical("zh-Hant")) == statement


# ---- the reading in every output, in both languages ----------------------------------------------

SAID = "assuming the bidding is right, draw trumps, then cash the diamonds"
HANDS, TRUMP, LEAD, CLAIMS = TRUMPS
COMMAND = ["claim", "--hands", HANDS, "--trump", TRUMP, "--lead", LEAD, "--claimer", "S",
           "--claims", str(CLAIMS), "--statement", SAID]  # fmt: skip


def test_the_ruling_shows_the_reading_and_the_words_left_out(capsys) -> None:
    assert main(COMMAND) == 0
    text = capsys.readouterr().out
    assert "Statement read as: draw trumps, then cash ♦ from the top" in text
    assert "Not understood, left out: “assuming the bidding is right”" in text
    assert main([*COMMAND, "--lang", "zh"]) == 0
    text = capsys.readouterr().out
    assert "声称时的说明，解读为：清将牌，然后从大到小兑现♦" in text
    assert "未能读懂、未计入解读的话：「assuming the bidding is right」" in text
    assert main([*COMMAND, "--lang", "zh-Hant"]) == 0
    assert "未能讀懂" in capsys.readouterr().out


def test_the_record_and_the_committee_report_carry_the_words_left_out(capsys) -> None:
    assert main([*COMMAND, "--format", "json"]) == 0
    record = json.loads(capsys.readouterr().out)
    jsonschema.Draft202012Validator(record_schema()).validate(record)
    assert record["claim"]["statement"]["unread"] == ["assuming the bidding is right"]
    assert record["statement_unread"] == ["assuming the bidding is right"]
    page = committee_report(rule(position(HANDS, TRUMP, LEAD), "S", CLAIMS, SAID))
    assert "Not understood (left out)" in page and "assuming the bidding is right" in page
    page = committee_report(rule(position(HANDS, TRUMP, LEAD), "S", CLAIMS, SAID), lang="zh")
    assert "未能读懂（未计入）" in page


# ---- fuzz: random word sequences never raise anything but the one refusal ------------------------

WORDS = sorted(KNOWN_WORDS | set(ENGLISH.phrases) | set(SIMPLIFIED_CHINESE.phrases)) + [
    "SA", "♠AK", "HQ", "3-2", "4-1", ",", ";", ".", "10", "13", "0", "15", "AK", "Q", "@",
    "zork", "嗯", "bidding", "(", "’", "-", "—",
]  # fmt: skip


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(WORDS), min_size=1, max_size=12), st.booleans())
def test_random_word_sequences_are_read_or_refused_in_one_line(
    words: list[str], joined: bool
) -> None:
    check_read_or_refused(("" if joined else " ").join(words))


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=40))
def test_random_text_is_read_or_refused_in_one_line(text: str) -> None:
    check_read_or_refused(text)


def check_read_or_refused(text: str) -> None:
    try:
        statement = parse_statement(text)
    except StatementError as error:
        assert error.expected == (NOTHING,), str(error)
        return
    for words in statement.unread:
        assert words and words in text
    for lang in ("en", "zh", "zh-Hant"):
        assert statement.canonical(lang)
