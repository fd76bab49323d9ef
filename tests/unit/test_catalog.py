"""The message catalog: every template in every language, Chinese in the right script and
with no English left in it (issue 10, part 3).

These checks run over the whole table, so an entry merged later that breaks a rule — a
``zh`` still in Traditional characters, a missing language, a field the English does not
have, an English word left in the Chinese — fails here by name.
"""

from __future__ import annotations

import re
import string

import pytest
from endplay.types import Denom, Player

from adjudicator.core.script import (
    LANGUAGES,
    TAIWAN_TERMS,
    language,
    simplified,
    traditional,
)
from adjudicator.laws.rulesets import PlayerClass, RuleSet
from adjudicator.text.catalog import MESSAGES, Place, law_citation, template, words

from chinese_scan import english_words

KEYS = sorted(MESSAGES)


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("key", KEYS)
def test_every_template_has_english_and_simplified_chinese(key: str) -> None:
    entry = MESSAGES[key]
    assert set(entry) <= {"en", "zh", "zh-Hant"}, f"{key}: unknown language {set(entry)}"
    assert entry.get("en"), f"{key}: no English"
    assert entry.get("zh"), f"{key}: no Chinese"


@pytest.mark.parametrize("key", KEYS)
def test_chinese_is_simplified(key: str) -> None:
    """ "zh" is Simplified, as the CBA writes: converting it to Simplified changes nothing.
    (Entries written before issue 10 were Traditional; one merged in that script fails
    here: convert it with adjudicator.core.script.simplified and check the terms.)"""
    chinese = MESSAGES[key]["zh"]
    assert simplified(chinese) == chinese, f"{key}: Traditional characters in {chinese!r}"


@pytest.mark.parametrize("key", KEYS)
def test_chinese_says_no_english_word(key: str) -> None:
    for lang in ("zh", "zh-Hant"):
        assert not english_words(template(key, lang)), (key, lang, template(key, lang))


@pytest.mark.parametrize("key", KEYS)
def test_chinese_uses_only_the_english_fields(key: str) -> None:
    """Every field a Chinese template fills is one the caller passes for the English."""
    english = fields(MESSAGES[key]["en"])
    for lang in ("zh", "zh-Hant"):
        assert fields(template(key, lang)) <= english, (key, lang)


@pytest.mark.parametrize("key", KEYS)
def test_traditional_is_derived_and_converts_back(key: str) -> None:
    """zh-Hant is the Simplified text in Traditional characters with Taiwan's terms: back
    in Simplified it is the hand-written text, with those terms swapped back."""
    derived = template(key, "zh-Hant")
    assert derived == (MESSAGES[key].get("zh-Hant") or traditional(MESSAGES[key]["zh"]))
    back = simplified(derived)
    for mainland, taiwan in TAIWAN_TERMS:
        back = back.replace(simplified(taiwan), simplified(mainland))
    assert back == MESSAGES[key]["zh"] or "zh-Hant" in MESSAGES[key], (key, derived)


@pytest.mark.parametrize("key", KEYS)
def test_chinese_punctuation(key: str) -> None:
    """Chinese text takes full-width punctuation: no ASCII comma, semicolon, colon or
    parenthesis between Chinese characters (ASCII stays inside typed examples)."""
    chinese = MESSAGES[key]["zh"]
    for mark in ",;:()":
        assert not re.search(rf"[\u4e00-\u9fff]\{mark}|\{mark}[\u4e00-\u9fff]", chinese), (
            key,
            mark,
            chinese,
        )


def test_law_citations_number_as_the_seed_text() -> None:
    assert law_citation("70C", "zh") == "第70条C款"
    assert law_citation("70D2", "zh") == "第70条D款2"
    assert law_citation("12C3", "zh-Hant") == "第12條C款3"
    assert law_citation("69", "zh") == "第69条"
    assert law_citation("70C") == "Law 70C"


def test_seats_sides_and_names_in_chinese() -> None:
    assert words("trick_won_by", "zh", seat=Player.south) == "南得墩"
    assert words("trick_won_by", "zh-Hant", seat=Player.east) == "東得磴"
    assert words("show_out", "zh", seat=Player.west, suit=Denom.hearts) == "西家♥示缺"
    assert (
        words("ruling_rules", "zh", rules=RuleSet.SEED1997, cls=PlayerClass.CLUB)
        == "规则：中国桥牌竞赛规则（1997年世界桥联规则）；赛员级别：俱乐部赛员。"
    )
    assert (
        words("ruling_rules", "en", rules=RuleSet.SEED1997, cls=PlayerClass.CLUB)
        == "Rule set: seed1997; class of player: club."
    )


def test_taiwan_terms_in_traditional() -> None:
    assert (
        traditional("明手将吃，将牌，3无将加倍，清将牌，剩余4墩，定约")
        == "夢家王吃，王牌，3無王賭倍，清王牌，剩餘4磴，合約"
    )
    assert traditional("双明手") == "雙明手"  # double dummy is not a 雙夢家
    assert traditional("单明手打法") == "單明手打法"  # nor single dummy a 單夢家
    assert traditional("比赛文件；打印；搜索预算") == "比賽檔案；列印；搜尋預算"


def test_place_labels_say_rooms_in_chinese_and_match_the_reader_in_english() -> None:
    from adjudicator.io.records import board_label

    for board, index, table in (
        (7, 1, None),
        (7, 2, "Closed"),
        (None, 3, None),
        (5, 4, "3"),
        (5, 0, None),
    ):
        assert Place(board, index, table).text() == board_label(board, table, index)
    assert Place(7, 2, "Closed").text("zh") == "第7副（闭室）"
    assert Place(7, 2, "open").text("zh-Hant") == "第7副（開室）"
    assert Place(None, 3, None).text("zh") == "第3条记录"
    assert Place(5, 4, "3").text("zh") == "第5副（第3桌）"


def test_language_codes() -> None:
    assert LANGUAGES == ("en", "zh", "zh-Hant")
    assert language("zh-Hans") == "zh" and language("zh-TW") == "zh-Hant"
    with pytest.raises(ValueError, match="unknown language"):
        language("fr")


def test_the_scan_finds_english() -> None:
    """The scanner the output tests rely on does catch what it must."""
    assert english_words("裁决：upheld") == ["upheld"]
    assert english_words("第70条C款；规则：seed1997") == ["seed"]
    assert not english_words("南 ♥A  西 ♥9   南得墩；4♠加倍宕1；--budget-ms 4SX-2")


def test_the_catalog_is_every_file_of_messages_and_a_key_in_two_files_stops_it() -> None:
    """The catalog is assembled from ``text/messages/`` (issue 26): every entry of every
    file is in it, and a key written in two files is refused by name, not silently won by
    the later file."""
    from adjudicator.text import catalog
    from adjudicator.text.messages import FILES

    assert sum(len(entries) for _, entries in FILES) == len(MESSAGES)
    assert all(MESSAGES[key] is entry for _, entries in FILES for key, entry in entries.items())
    twice = (
        ("web", {"web_title": {"en": "a", "zh": "甲"}}),
        ("report", {"web_title": {"en": "b", "zh": "乙"}}),
    )
    with pytest.raises(
        ValueError,
        match="'web_title' is defined twice: in text/messages/"
        r"web\.py and in text/messages/report\.py",
    ):
        catalog._assemble(twice)
