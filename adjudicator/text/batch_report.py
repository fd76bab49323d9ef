"""The batch check as one HTML page a scorer can open from disk and send by e-mail.

The page is self-contained: inline CSS, no script, no image, no link outside itself, so
it reads the same from a USB stick, an attachment or a web server.  Every value that
comes from an event file (file names, table names, contracts, reasons, ruling texts) is
HTML-escaped -- event files are other people's text.

What it shows, top to bottom:

1. the totals: files, boards read, claims, and each verdict with its count;
2. per event file: boards, claims, how many stand (upheld / exact), how many the ruling
   changes, how many are undecided (the budget ran out) and how many errors;
3. each claim whose ruling would change the table result: the hand diagram at the
   claim, the claim, and the worst normal line card by card -- the ruling text as the
   tool writes it, in a ``<pre>`` block so the diagram keeps its shape;
4. the undecided claims with the bounds the search proved;
5. every error with its reason, so no board goes unaccounted for.

Every word is the catalog's, in the ``lang`` asked for (the page's ``lang`` attribute
says which); the values from event files are shown as the files write them.
"""

from __future__ import annotations

import html
import os
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from endplay.types import Player

from adjudicator.batch import UNCHANGED, UNDECIDED_PREFIX, EventSummary, Row
from adjudicator.core.script import HTML_LANG
from adjudicator.text.catalog import law_list, seat_initial, words
from adjudicator.text.check_text import contract_words, row_place, verdict_words

CSS = """
body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; margin: 2em auto;
       max-width: 70em; padding: 0 1em; color: #1b1b1b; line-height: 1.4; }
h1 { font-size: 1.6em; margin-bottom: 0.2em; }
h2 { border-bottom: 2px solid #2d6a4f; padding-bottom: 0.2em; margin-top: 2em; }
.meta { color: #555; margin-top: 0; }
table { border-collapse: collapse; margin: 0.5em 0 1em; font-size: 0.92em; }
th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; text-align: left; }
th { background: #e9f2ec; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
td.file { overflow-wrap: anywhere; }
table.events { width: 100%; }
nav { margin: 0.5em 0; }
nav a { margin-right: 1.2em; }
tr:nth-child(even) td { background: #fafafa; }
.changed { color: #9d0208; font-weight: 600; }
.undecided { color: #b45309; font-weight: 600; }
.error { color: #6c757d; }
.claim { border: 1px solid #d0d7de; border-radius: 6px; padding: 0.4em 1em 0.8em;
         margin: 1em 0; break-inside: avoid; }
.claim h3 { margin: 0.4em 0; font-size: 1.05em; overflow-wrap: anywhere; }
.facts { margin: 0.2em 0 0.5em; }
pre { background: #f6f8fa; padding: 0.8em; overflow-x: auto; font-size: 0.9em;
      font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; line-height: 1.25; }
"""


KIND_ORDER = {"stand": 0, "changed": 1, "undecided": 2, "error": 3}


@dataclass(frozen=True)
class EventCounts:
    """One event file's line in the summary table."""

    file: str
    boards: int
    claims: int
    stand: int
    changed: int
    undecided: int
    errors: int


def verdict_class(row: Row) -> str:
    """``stand``, ``changed``, ``undecided`` or ``error`` -- the report's four kinds."""
    verdict = str(row.get("verdict", ""))
    if verdict == "error":
        return "error"
    if verdict in UNCHANGED:
        return "stand"
    if verdict.startswith(UNDECIDED_PREFIX):
        return "undecided"
    return "changed"


def event_counts(event: EventSummary) -> EventCounts:
    kinds = Counter(verdict_class(row) for row in event.rows)
    claims = sum(n for kind, n in kinds.items() if kind != "error")
    return EventCounts(event.file, event.boards_read, claims, kinds["stand"], kinds["changed"],
                       kinds["undecided"], kinds["error"])


def render_report(events: Sequence[EventSummary], *, title: str | None = None,
                  test: str = "normal", generated: datetime | None = None,
                  lang: str = "en") -> str:
    """The whole page as a string (UTF-8 when written), in ``lang``; the page says its
    language (``<html lang="zh-Hans">``) so browsers and screen readers use it."""
    generated = generated or datetime.now(UTC)
    title = words("report_title", lang) if title is None else title
    rows = [row for event in events for row in event.rows]
    base = _common_folder([event.file for event in events])
    parts = [
        "<!DOCTYPE html>",
        f'<html lang="{HTML_LANG[lang]}"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{_e(title)}</title><style>{CSS}</style></head><body>",
        f"<h1>{_e(title)}</h1>",
        _meta(test, generated, base, lang),
        _nav(lang),
        _totals(events, rows, lang),
        _per_event(events, base, lang),
        _changed_claims(rows, base, lang),
        _undecided_claims(rows, base, lang),
        _errors(rows, base, lang),
        "</body></html>",
    ]
    return "\n".join(part for part in parts if part)


def _nav(lang: str) -> str:
    links = (("summary", "report_summary"), ("events", "report_per_event"),
             ("changed", "report_changed"), ("undecided", "report_undecided"),
             ("errors", "report_errors"))  # fmt: skip
    return "<nav>" + "".join(f'<a href="#{anchor}">{_e(words(key, lang))}</a>'
                             for anchor, key in links) + "</nav>"


def _meta(test: str, generated: datetime, base: str, lang: str) -> str:
    what = words("report_test_normal" if test == "normal" else "report_test_dd", lang)
    where = words("report_files_under", lang, folder=f"<code>{_e(base)}</code>") if base \
        else ""
    return '<p class="meta">' + words(
        "report_meta", lang, test=_e(what),
        made=_e(words("report_made", lang, time=generated.strftime("%Y-%m-%d %H:%M"))),
        where=where) + "</p>"


def _totals(events: Sequence[EventSummary], rows: Sequence[Row], lang: str) -> str:
    verdicts = Counter(str(row.get("verdict")) for row in rows)
    claims = sum(n for verdict, n in verdicts.items() if verdict != "error")
    boards = sum(event.boards_read for event in events)
    kinds = Counter(verdict_class(row) for row in rows)
    ordered = sorted(verdicts.items(),
                     key=lambda item: (KIND_ORDER[verdict_class({"verdict": item[0]})],
                                       -item[1], item[0]))
    body = "".join(
        f'<tr><td class="{verdict_class({"verdict": v})}">{_e(verdict_words(v, lang))}</td>'
        f'<td class="n">{n}</td></tr>'
        for v, n in ordered
    )
    return (
        f'<h2 id="summary">{_e(words("report_summary", lang))}</h2>'
        '<p id="totals">' + words("report_totals", lang, files=len(events), boards=boards,
                                  claims=claims, errors=verdicts.get("error", 0)) + "</p>"
        "<p>" + words("report_stand", lang, stand=kinds["stand"],
                      changed=f'<span class="changed">{kinds["changed"]}</span>',
                      undecided=f'<span class="undecided">{kinds["undecided"]}</span>')
        + "</p>"
        f"<table><tr><th>{_e(words('report_verdict', lang))}</th>"
        f"<th>{_e(words('report_claims', lang))}</th></tr>{body}</table>"
    )


def _per_event(events: Sequence[EventSummary], base: str, lang: str) -> str:
    counts = [event_counts(event) for event in events]
    shown = [c for c in counts if c.claims or c.errors]
    quiet = len(counts) - len(shown)
    heads = ("report_event_file", "report_boards", "report_claims", "report_col_stand",
             "report_col_changed", "report_col_undecided", "report_errors")
    head = "<tr>" + "".join(f"<th>{_e(words(key, lang))}</th>" for key in heads) + "</tr>"
    body = "".join(
        f'<tr><td class="file">{_e(_short(c.file, base))}</td>'
        + "".join(f'<td class="n">{n}</td>' for n in
                  (c.boards, c.claims, c.stand, c.changed, c.undecided, c.errors))
        + "</tr>"
        for c in shown
    )
    note = f"<p>{_e(words('report_quiet', lang, count=quiet))}</p>" if quiet else ""
    return (f'<h2 id="events">{_e(words("report_per_event", lang))}</h2>'
            f'<table class="events">{head}{body}</table>{note}')


def _changed_claims(rows: Iterable[Row], base: str, lang: str) -> str:
    changed = [row for row in rows if verdict_class(row) == "changed"]
    heading = words("report_changed", lang)
    if not changed:
        return f'<h2 id="changed">{_e(heading)}</h2><p>{_e(words("report_none", lang))}</p>'
    blocks = [_claim_block(row, base, "changed", lang) for row in changed]
    counted = words("report_counted", lang, what=heading, count=len(changed))
    return f'<h2 id="changed">{_e(counted)}</h2>' + "".join(blocks)


def _undecided_claims(rows: Iterable[Row], base: str, lang: str) -> str:
    undecided = [row for row in rows if verdict_class(row) == "undecided"]
    if not undecided:
        return (f'<h2 id="undecided">{_e(words("report_undecided", lang))}</h2>'
                f'<p>{_e(words("report_none_undecided", lang))}</p>')
    blocks = [_claim_block(row, base, "undecided", lang) for row in undecided]
    heading = words("report_counted", lang, what=words("report_undecided_budget", lang),
                    count=len(undecided))
    return f'<h2 id="undecided">{_e(heading)}</h2>' + "".join(blocks)


def _claim_block(row: Row, base: str, kind: str, lang: str) -> str:
    facts = [
        words("report_fact_contract", lang, contract=contract_words(row.get("contract"), lang),
              declarer=_seat(row.get("declarer"), lang)),
        words("report_fact_claimed", lang, total=row.get("claimed_total")),
        words("report_fact_dd", lang, total=row.get("dd_total")),
    ]
    if row.get("normal_total") is not None and not row.get("bounds"):
        facts.append(words("report_fact_normal", lang, total=row.get("normal_total")))
    if row.get("bounds"):  # undecided: the total is only known to lie between these
        low, high = row["bounds"]
        facts.append(words("report_fact_between", lang, low=low, high=high))
    if row.get("laws"):
        facts.append(words("report_fact_laws", lang, laws=_laws(row["laws"], lang)))
    text = row.get("ruling_text")
    ruling = f"<pre>{_e(text)}</pre>" if text else \
        f"<p>{_e(words('report_no_ruling_text', lang))}</p>"
    said = words("reason_separator", lang).join(_e(fact) for fact in facts)
    return (
        f'<div class="claim"><h3>{_e(_short(str(row.get("file")), base))} — '
        f"{_e(_label(row, lang))}</h3>"
        f'<p class="facts">' + words("report_facts", lang, facts=said, verdict=(
            f'<span class="{kind}">{_e(verdict_words(str(row.get("verdict")), lang))}</span>'))
        + f"</p>{ruling}</div>"
    )


def _laws(laws: Sequence[str], lang: str) -> str:
    return ", ".join(laws) if lang == "en" else law_list(list(laws), lang)


def _seat(abbr: object, lang: str) -> str:
    try:
        return seat_initial(Player.find(str(abbr)), lang)
    except (ValueError, KeyError):
        return "" if abbr is None else str(abbr)


def _errors(rows: Iterable[Row], base: str, lang: str) -> str:
    errors = [row for row in rows if verdict_class(row) == "error"]
    heading = words("report_errors", lang)
    if not errors:
        return (f'<h2 id="errors">{_e(heading)}</h2>'
                f'<p>{_e(words("report_none_errors", lang))}</p>')
    body = "".join(
        f'<tr><td class="file">{_e(_short(str(row.get("file")), base))}</td>'
        f"<td>{_e(_label(row, lang))}</td>"
        f'<td class="error">{_e(row.get("reason"))}</td></tr>'
        for row in errors
    )
    heads = "".join(f"<th>{_e(words(key, lang))}</th>"
                    for key in ("report_event_file", "report_board", "report_reason"))
    counted = words("report_counted", lang, what=heading, count=len(errors))
    return (f'<h2 id="errors">{_e(counted)}</h2>'
            f'<table class="events"><tr>{heads}</tr>{body}</table>')


def _label(row: Row, lang: str = "en") -> str:
    """``board 7``, ``board 7 (Closed)``, ``record 3``, or ``file`` for a whole file."""
    if not row.get("index"):
        return words("report_whole_file", lang)
    return row_place(row).text(lang)


def _common_folder(files: Sequence[str]) -> str:
    folders = [os.path.dirname(f) for f in files]
    if not folders:
        return ""
    try:
        return os.path.commonpath(folders)
    except ValueError:  # mixed absolute and relative paths
        return ""


def _short(file: str, base: str) -> str:
    if base and file.startswith(base + os.sep):
        return file[len(base) + 1:]
    return file


def _e(value: Any) -> str:
    return html.escape("" if value is None else str(value), quote=True)
