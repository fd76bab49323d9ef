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
"""

from __future__ import annotations

import html
import os
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from adjudicator.batch import UNCHANGED, UNDECIDED_PREFIX, EventSummary, Row
from adjudicator.io.records import board_label

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


NAV = ('<nav><a href="#summary">Summary</a><a href="#events">Per event</a>'
       '<a href="#changed">Rulings that change the result</a>'
       '<a href="#undecided">Undecided</a><a href="#errors">Errors</a></nav>')
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


def render_report(events: Sequence[EventSummary], *, title: str = "Claims checked",
                  test: str = "normal", generated: datetime | None = None) -> str:
    """The whole page as a string (UTF-8 when written)."""
    generated = generated or datetime.now(UTC)
    rows = [row for event in events for row in event.rows]
    base = _common_folder([event.file for event in events])
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{_e(title)}</title><style>{CSS}</style></head><body>",
        f"<h1>{_e(title)}</h1>",
        _meta(test, generated, base),
        NAV,
        _totals(events, rows),
        _per_event(events, base),
        _changed_claims(rows, base),
        _undecided_claims(rows, base),
        _errors(rows, base),
        "</body></html>",
    ]
    return "\n".join(part for part in parts if part)


def _meta(test: str, generated: datetime, base: str) -> str:
    what = ("the law's normal-line test (Law 70A worst normal line) and double dummy"
            if test == "normal" else "double dummy only (DDS)")
    where = f" Files under <code>{_e(base)}</code>." if base else ""
    return (f'<p class="meta">Checked by {_e(what)}; report made '
            f"{_e(generated.strftime('%Y-%m-%d %H:%M UTC'))}.{where}</p>")


def _totals(events: Sequence[EventSummary], rows: Sequence[Row]) -> str:
    verdicts = Counter(str(row.get("verdict")) for row in rows)
    claims = sum(n for verdict, n in verdicts.items() if verdict != "error")
    boards = sum(event.boards_read for event in events)
    kinds = Counter(verdict_class(row) for row in rows)
    ordered = sorted(verdicts.items(),
                     key=lambda item: (KIND_ORDER[verdict_class({"verdict": item[0]})],
                                       -item[1], item[0]))
    body = "".join(
        f'<tr><td class="{verdict_class({"verdict": v})}">{_e(v)}</td><td class="n">{n}</td></tr>'
        for v, n in ordered
    )
    return (
        '<h2 id="summary">Summary</h2>'
        f'<p id="totals">{len(events)} event files, {boards} boards read, {claims} claims, '
        f'{verdicts.get("error", 0)} errors.</p>'
        f'<p>The table result stands for {kinds["stand"]} claims; the ruling changes it '
        f'for <span class="changed">{kinds["changed"]}</span>; '
        f'<span class="undecided">{kinds["undecided"]}</span> are undecided.</p>'
        f"<table><tr><th>Verdict</th><th>Claims</th></tr>{body}</table>"
    )


def _per_event(events: Sequence[EventSummary], base: str) -> str:
    counts = [event_counts(event) for event in events]
    shown = [c for c in counts if c.claims or c.errors]
    quiet = len(counts) - len(shown)
    head = ("<tr><th>Event file</th><th>Boards</th><th>Claims</th><th>Stand</th>"
            "<th>Changed</th><th>Undecided</th><th>Errors</th></tr>")
    body = "".join(
        f'<tr><td class="file">{_e(_short(c.file, base))}</td>'
        + "".join(f'<td class="n">{n}</td>' for n in
                  (c.boards, c.claims, c.stand, c.changed, c.undecided, c.errors))
        + "</tr>"
        for c in shown
    )
    note = (f"<p>{quiet} more files have neither claims nor errors (every board played "
            "out or without play).</p>") if quiet else ""
    return f'<h2 id="events">Per event</h2><table class="events">{head}{body}</table>{note}'


def _changed_claims(rows: Iterable[Row], base: str) -> str:
    changed = [row for row in rows if verdict_class(row) == "changed"]
    if not changed:
        return '<h2 id="changed">Rulings that change the result</h2><p>None.</p>'
    blocks = [_claim_block(row, base, "changed") for row in changed]
    return (f'<h2 id="changed">Rulings that change the result ({len(changed)})</h2>'
            + "".join(blocks))


def _undecided_claims(rows: Iterable[Row], base: str) -> str:
    undecided = [row for row in rows if verdict_class(row) == "undecided"]
    if not undecided:
        return '<h2 id="undecided">Undecided</h2><p>None: every search finished.</p>'
    blocks = [_claim_block(row, base, "undecided") for row in undecided]
    return (f'<h2 id="undecided">Undecided: the search budget ran out ({len(undecided)})</h2>'
            + "".join(blocks))


def _claim_block(row: Row, base: str, kind: str) -> str:
    facts = [
        f"Contract {_e(row.get('contract'))} by {_e(row.get('declarer'))}",
        f"claimed total {_e(row.get('claimed_total'))}",
        f"double dummy {_e(row.get('dd_total'))}",
    ]
    if row.get("normal_total") is not None and not row.get("bounds"):
        facts.append(f"worst normal line {_e(row.get('normal_total'))}")
    if row.get("bounds"):  # undecided: the total is only known to lie between these
        low, high = row["bounds"]
        facts.append(f"declaring side between {_e(low)} and {_e(high)} tricks")
    if row.get("laws"):
        facts.append("laws " + _e(", ".join(row["laws"])))
    text = row.get("ruling_text")
    ruling = f"<pre>{_e(text)}</pre>" if text else "<p>(no ruling text recorded)</p>"
    return (
        f'<div class="claim"><h3>{_e(_short(str(row.get("file")), base))} — '
        f"{_e(_label(row))}</h3>"
        f'<p class="facts">{"; ".join(facts)}: '
        f'<span class="{kind}">{_e(row.get("verdict"))}</span></p>{ruling}</div>'
    )


def _errors(rows: Iterable[Row], base: str) -> str:
    errors = [row for row in rows if verdict_class(row) == "error"]
    if not errors:
        return '<h2 id="errors">Errors</h2><p>None: every board was read.</p>'
    body = "".join(
        f'<tr><td class="file">{_e(_short(str(row.get("file")), base))}</td>'
        f"<td>{_e(_label(row))}</td>"
        f'<td class="error">{_e(row.get("reason"))}</td></tr>'
        for row in errors
    )
    return (f'<h2 id="errors">Errors ({len(errors)})</h2><table class="events">'
            "<tr><th>Event file</th><th>Board</th>"
            f"<th>Reason</th></tr>{body}</table>")


def _label(row: Row) -> str:
    return board_label(row.get("board"), row.get("table"), row.get("index") or 0)


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
