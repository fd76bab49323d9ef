"""What the page shows that is not a search: the page itself with its words, and a ruling
record rendered for the page or the printer in the language asked for.

The page's script never writes a sentence of its own: every label and message comes from
the message catalog (``web_*`` keys and the words of the reports), sent with the page in
every language, and the ruling's sections are rendered here by the committee report's own
functions (:func:`adjudicator.text.committee_report.committee_sections`), so the page and
the printed report say the same thing in the same words.
"""

from __future__ import annotations

import json
import re
from functools import cache
from importlib import resources
from typing import Any

from endplay.types import Player

from adjudicator.core.cards import parse_card
from adjudicator.laws.rulesets import PlayerClass, RuleSet
from adjudicator.text.cards import card_text
from adjudicator.text.catalog import LANGUAGES, MESSAGES, template, words
from adjudicator.text.committee_report import (
    ABOUT,
    PAGE_CSS,
    candidates_html,
    committee_report,
    committee_sections,
)
from adjudicator.text.ruling_html import RULING_CSS, html_lang, point_words
from adjudicator.web.request import RequestError

#: The catalog's entries the page's script uses, besides its own ``web_*`` words.
SHARED_KEYS = (
    "notrump",
    "list_separator",
    "report_title",
    *(f"report_about_{key}" for key in ABOUT),
)
SHARED_PREFIXES = ("web_", "seat_", "class_", "rules_", "vul_")


def page_languages() -> tuple[str, ...]:
    """The languages the page offers (the catalog's): English, then Chinese."""
    return tuple(LANGUAGES)


def template_text(key: str, lang: str) -> str:
    """An entry of the catalog as written for ``lang``, its ``{fields}`` unfilled (the
    page's script fills them); ``zh-Hant`` derived from ``zh`` as every output derives it
    (it was English: issue 31)."""
    return template(key, lang)


def page_words() -> dict[str, dict[str, str]]:
    """Every word the page's script shows, per language."""
    keys = [key for key in MESSAGES if key in SHARED_KEYS or key.startswith(SHARED_PREFIXES)]
    return {lang: {key: template_text(key, lang) for key in keys} for lang in page_languages()}


@cache
def index_page(min_budget_ms: float = 250.0, max_budget_ms: float = 30000.0) -> str:
    """The page, with its words, choices and this server's budget limits as data for its
    script (no request made)."""
    shell = resources.files("adjudicator.web").joinpath("static/index.html").read_text("utf-8")
    data = {
        "languages": list(page_languages()),
        "words": page_words(),
        "classes": [c.value for c in PlayerClass],
        "rules": [r.value for r in RuleSet],
        "limits": {"min_budget_ms": min_budget_ms, "max_budget_ms": max_budget_ms},
    }
    payload = json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
    return shell.replace("{{DATA}}", payload).replace("{{TITLE}}", template_text("web_title", "en"))


def ruling_css() -> str:
    """The report's stylesheet for the ruling's sections on the page: its rules for the
    sections, without those for a page of its own (``@page``, ``body``, print)."""
    sections = re.sub(r"@page\s*\{[^}]*\}", "", PAGE_CSS.split("@media print")[0])
    return RULING_CSS + re.sub(r"(?m)^body\s*\{[^}]*\}", "", sections)


def lang_of(value: Any) -> str:
    if value is None:
        return "en"
    if value not in page_languages():
        raise RequestError(
            key="lang",
            words="api_lang",
            field="lang",
            value=repr(value),
            choices=", ".join(page_languages()),
        )
    return value


def record_of(body: Any) -> dict[str, Any]:
    """The ruling record a view or a report is made from."""
    record = body.get("record") if isinstance(body, dict) else None
    if not isinstance(record, dict) or not isinstance(record.get("ruling"), dict):
        raise RequestError(key="record", status=422, words="api_record_expected", field="record")
    return record


def candidates_of(body: Any, lang: str = "en") -> dict[str, Any] | None:
    """The Law 12C candidates the director opened on the page (``candidates``: the record
    of ``adjudicate candidates --format json``, as ``claim --report --candidates`` takes
    it), or None; a record the committee report cannot show is refused, naming why."""
    candidates = body.get("candidates") if isinstance(body, dict) else None
    if candidates is None:
        return None
    if not isinstance(candidates, dict):
        raise RequestError(key="candidates", status=422, words="api_candidates_expected",
                           field="candidates")  # fmt: skip
    try:
        candidates_html(candidates, lang)
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise RequestError(
            key="candidates",
            status=422,
            words="api_candidates_unreadable",
            field="candidates",
            problem=str(exc),
        ) from None
    return candidates


def ruling_view(
    record: dict[str, Any], lang: str, candidates: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The ruling's sections for the page, in ``lang``, and its doubtful points — those
    the ruling rests on and those struck — each with its code and its words; with
    ``candidates`` (:func:`candidates_of`) the Law 12C candidates after them, each result
    with the line behind it, as the committee report shows them."""
    try:
        points = [
            {"code": point["code"], "text": point_words(point, lang)}
            for point in record["ruling"].get("doubtful_points") or []
        ]
        return {
            "html": committee_sections(record, lang, candidates),
            "lang": html_lang(lang),
            "points": points,
            "struck": struck_points(record, lang),
        }
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise RequestError(
            key="record",
            status=422,
            words="api_record_unreadable",
            field="record",
            problem=str(exc),
        ) from None


def about_of(body: Any) -> dict[str, str]:
    """The case's identification typed on the page (``about``: the report's fields)."""
    about = body.get("about") if isinstance(body, dict) else None
    if about is None:
        return {}
    if not isinstance(about, dict) or any(
        key not in ABOUT or not isinstance(value, str) or len(value) > 200
        for key, value in about.items()
    ):
        raise RequestError(key="about", words="api_about", field="about", fields=", ".join(ABOUT))
    return about


def report_page(
    record: dict[str, Any],
    lang: str,
    about: dict[str, str] | None = None,
    candidates: dict[str, Any] | None = None,
) -> str:
    """The one-page committee report, as ``adjudicate claim --report FILE.html`` writes
    (with ``--candidates`` when the page has candidates open)."""
    try:
        return committee_report(record, lang, about=about, candidates=candidates)
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise RequestError(
            key="record",
            status=422,
            words="api_record_unreadable",
            field="record",
            problem=str(exc),
        ) from None


def struck_points(record: dict[str, Any], lang: str) -> list[dict[str, str]]:
    """The choices the director struck (``claim.not_normal``), one per trick and seat as
    ``--not-normal`` codes them (``3:S:HQ/HK``)."""
    grouped: dict[tuple[int, str], list[str]] = {}
    for point in record["claim"].get("not_normal") or []:
        grouped.setdefault((point["trick"], point["seat"]), []).append(point["card"])
    return [
        {
            "code": f"{trick}:{seat}:" + "/".join(cards),
            "text": words(
                "web_struck_point",
                lang,
                trick=trick,
                seat=Player.find(seat),
                card="/".join(card_text(parse_card(c)) for c in cards),
            ),
        }
        for (trick, seat), cards in grouped.items()
    ]
