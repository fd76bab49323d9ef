"""One table per normal-play rule (issue 26 step 3): ``laws/claims/normal_rules.py`` is the only
one in the code, and the C header's ``enum adj_rule``, ``engine.Rule``, the table closing
docs/restriction.md and the message catalog must agree with it, row for row."""

from __future__ import annotations

import re

import pytest

from adjudicator.engine import Rule
from adjudicator.laws.claims.normal_rules import NORMAL_RULES, rule_key
from adjudicator.text.catalog import MESSAGES
from adjudicator.text.references import PRACTICE_RULES

from places import REPO

HEADER = REPO / "native" / "include" / "adj_search.h"
DOC = REPO / "docs" / "restriction.md"
DOC_SECTION = "## The rules, one row each"


def header_rules() -> dict[str, int]:
    """``enum adj_rule``'s members (``ADJ_`` left off) and their values."""
    text = HEADER.read_text(encoding="utf-8")
    body = re.search(r"enum\s+adj_rule\s*\{(.*?)\};", text, re.S)
    assert body, f"{HEADER}: no enum adj_rule"
    code = re.sub(r"/\*.*?\*/", "", body.group(1), flags=re.S)
    members = re.findall(r"\bADJ_(\w+)\s*=\s*(\d+)u?", code)
    assert members, f"{HEADER}: enum adj_rule has no member"
    return {name: int(value) for name, value in members}


def header_define(name: str) -> int:
    found = re.search(rf"#define\s+{name}\s+(\d+)u?\b", HEADER.read_text(encoding="utf-8"))
    assert found, f"{HEADER}: no #define {name}"
    return int(found.group(1))


def doc_table() -> list[tuple[int, str, tuple[int, ...], str]]:
    """The rows of the table that closes docs/restriction.md: (bit, rule, rows, key)."""
    text = DOC.read_text(encoding="utf-8")
    assert DOC_SECTION in text, f"{DOC}: no section {DOC_SECTION!r}"
    section = text.split(DOC_SECTION, 1)[1].split("\n## ", 1)[0]
    rows = []
    for line in section.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) != 4 or not cells[0].isdigit():
            continue
        bit, name, practice, key = cells
        numbers = tuple(int(n) for n in re.findall(r"\d+", practice))
        rows.append((int(bit), name.strip("`"), numbers, key.strip("`")))
    assert rows, f"{DOC}: the section {DOC_SECTION!r} has no table"
    return rows


def test_every_rule_of_the_engine_has_one_row() -> None:
    assert list(NORMAL_RULES) == list(Rule)
    assert all(row.rule is rule for rule, row in NORMAL_RULES.items())
    assert all(bin(rule.value).count("1") == 1 for rule in NORMAL_RULES)


def test_the_header_has_the_same_bits() -> None:
    assert header_rules() == {row.name: row.rule.value for row in NORMAL_RULES.values()}


def test_the_header_sizes_cover_every_bit() -> None:
    # ADJ_ALL_RULES is every rule a restriction may set: all but the trace bit STRUCK
    settable = 0
    for rule in NORMAL_RULES:
        if rule is not Rule.STRUCK:
            settable |= rule.value
    assert header_define("ADJ_ALL_RULES") == settable
    # adj_step.excluded holds one card mask per rule bit
    assert header_define("ADJ_RULE_BITS") >= max(NORMAL_RULES).value.bit_length()


def test_the_table_of_the_docs_is_this_one() -> None:
    assert doc_table() == [
        (row.rule.value, row.name, row.rows, row.key) for row in NORMAL_RULES.values()
    ]


def test_the_docs_say_what_each_rule_does() -> None:
    """Each rule is named in the filters' prose above the table, not only in it."""
    prose = DOC.read_text(encoding="utf-8").split(DOC_SECTION, 1)[0]
    missing = [row.name for row in NORMAL_RULES.values() if f"`{row.name}`" not in prose]
    assert missing == []


def test_the_rows_are_practice_rows() -> None:
    # claim-practice.md's rows, as text/practice_rules.json ships them
    for row in NORMAL_RULES.values():
        assert list(row.rows) == sorted(set(row.rows)), row.name
        for number in row.rows:
            assert PRACTICE_RULES[number], (row.name, number)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_rule_has_its_name_in_the_catalog(lang: str) -> None:
    missing = [row.key for row in NORMAL_RULES.values() if not MESSAGES.get(row.key, {}).get(lang)]
    assert missing == []


def test_a_record_names_a_rule_by_its_engine_name() -> None:
    assert rule_key("WIN_LAST") == "rule_WIN_LAST"
    with pytest.raises(KeyError):
        rule_key("NO_SUCH_RULE")
