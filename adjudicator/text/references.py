"""What a ruling cites, shipped with the tool: the seed laws' article titles and the
practice rules for claims, each in English and both Chinese scripts.

A committee reading "Law 70C" or "practice row 6" must be able to look it up without the
project's source tree.  Both files are package data beside this module:

* ``law_titles.json`` — the headings of the articles (and sections) a ruling can apply,
  numbered as the seed laws number them, read from the seed text;
* ``practice_rules.json`` — the directors' working rules for claims (the rows a ruling
  cites), said in the project's own words, each with the published sources it rests on.

The catalog's language codes map onto the files' scripts with :data:`SCRIPTS`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

#: The script of each of the catalog's languages: ``zh`` is Simplified, as the CBA writes
#: its laws (core.script).
SCRIPTS = {"en": "en", "zh": "zh-Hans", "zh-Hant": "zh-Hant", "zh-Hans": "zh-Hans"}


def _text(entry: dict[str, str], lang: str) -> str:
    return entry.get(SCRIPTS.get(lang, "en"), entry["en"])


@dataclass(frozen=True)
class PracticeRule:
    """One row of the practice rules: its number, its words, where it was published."""

    row: int
    words: dict[str, str]
    sources: tuple[str, ...]

    def text(self, lang: str = "en") -> str:
        return _text(self.words, lang)


@dataclass(frozen=True)
class PracticeRules:
    version: str
    title: dict[str, str]
    rows: dict[int, PracticeRule]

    def __getitem__(self, row: int) -> PracticeRule:
        return self.rows[row]


@dataclass(frozen=True)
class LawTitle:
    """An article's heading; ``seed`` is False for a section the seed text lacks."""

    code: str
    words: dict[str, str]
    seed: bool
    note: dict[str, str] | None

    def text(self, lang: str = "en") -> str:
        return _text(self.words, lang)


def _load(name: str) -> dict[str, Any]:
    return json.loads(resources.files("adjudicator.text").joinpath(name).read_text("utf-8"))


@cache
def practice_rules() -> PracticeRules:
    data = _load("practice_rules.json")
    rows = {
        item["row"]: PracticeRule(item["row"], item["rule"], tuple(item["sources"]))
        for item in data["rows"]
    }
    return PracticeRules(data["version"], data["title"], rows)


@cache
def law_titles() -> dict[str, LawTitle]:
    data = _load("law_titles.json")
    return {
        code: LawTitle(code, item["title"], item["seed"], item.get("note"))
        for code, item in data["articles"].items()
    }


def law_title(code: str, lang: str = "en") -> str | None:
    """The heading of ``code`` (``70C`` → "A trump still outstanding"); a section
    without its own heading (``70C4``) takes its article's; ``None`` when unknown."""
    titles = law_titles()
    while code:
        if code in titles:
            return titles[code].text(lang)
        code = code[:-1]
    return None


PRACTICE_RULES = practice_rules()
