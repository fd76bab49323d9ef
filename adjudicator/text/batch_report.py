"""The batch check as one HTML page a chief director can triage from.

The page is one file: its CSS and its short script (``batch_report.css``,
``batch_report.js``, package data) are inlined, nothing is fetched, so it reads the same
from a USB stick, an attachment or a web server.  Every value that comes from an event
file (file names, table names, contracts, reasons, ruling texts) is HTML-escaped.

What it shows:

1. the totals — files, boards read, claims (a claim read from two files, the same deal in
   a ``.pbn`` and its ``.lin``, counted once with both sources listed), errors — and a
   table of verdict kinds, each linking to the claims of that kind;
2. the claims: one table, sortable by any column (tricks transferred, score change,
   contract ...) and filterable by verdict kind, event, law, the least number of tricks
   transferred, the least score change and free text; each row opens the claim's ruling
   card.  By default it
   lists the claims whose ruling changes the table result;
3. per event file: its boards, claims, how many stand, change, are undecided, are
   errors or were read in another file too — each linking to its claims;
4. every error with its reason, so no board goes unaccounted for;
5. the ruling cards: the diagram at the claim, the facts, the decision, the findings
   with their articles, and the worst normal line trick by trick (from each line's
   ruling record; a line without one shows its ruling text).

Printed, the page gives the summary, the claims shown and, after them, their cards.
Without the script every claim is listed and each board still opens its card.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cache
from importlib import resources
from typing import Any, Protocol

from adjudicator.io.records import board_label
from adjudicator.text.catalog import Place, players_text, words
from adjudicator.text.check_text import (
    contract_words,
    reason_text,
    seat_words,
    verdict_words,
)
from adjudicator.text.committee_report import doubtful_html
from adjudicator.text.ruling_html import RULING_CSS, esc, html_lang, ruling_fragment

Row = dict[str, Any]

#: The verdicts that leave the table result as claimed (the law's test and the DD check);
#: the batch runner's ``UNCHANGED`` (a test holds them equal).
STANDS = ("upheld", "exact")
UNDECIDED = "undecided"
KIND_ORDER = {"stand": 0, "changed": 1, "undecided": 2, "error": 3}
#: Verdict kinds as the filter offers them, and their words in the catalog.
KIND_WORDS = {
    "upheld": "kind_upheld",
    "reduced": "kind_reduced",
    "undecided": "kind_undecided",
    "exact": "kind_exact",
    "claimed less than DD": "kind_dd_less",
    "claimed more than DD": "kind_dd_more",
}


class EventRows(Protocol):
    """One event file's share of a batch (``adjudicator.batch.EventSummary``)."""

    file: str
    boards_read: int
    rows: list[Row]


@dataclass(frozen=True)
class EventCounts:
    """One event file's line in the per-event table."""

    file: str
    boards: int
    claims: int
    stand: int
    changed: int
    undecided: int
    errors: int
    elsewhere: int = 0  # of its claims, those read from another file too


@dataclass
class Claim:
    """One claim of the report: the line that stands for it and every line (file) it
    was read from."""

    number: int
    row: Row
    sources: list[Row] = field(default_factory=list)

    @property
    def card(self) -> str:
        return f"c-{self.number}"


def verdict_class(row: Row) -> str:
    """``stand``, ``changed``, ``undecided`` or ``error`` -- the report's four classes."""
    verdict = str(row.get("verdict", ""))
    if verdict == "error":
        return "error"
    kind = str(row.get("verdict_kind") or verdict)
    if kind in STANDS or verdict in STANDS:
        return "stand"
    if kind.startswith(UNDECIDED):
        return "undecided"
    return "changed"


def verdict_kind(row: Row) -> str:
    """The line's machine verdict; a line of version 1 has only the display verdict."""
    if row.get("verdict_kind"):
        return str(row["verdict_kind"])
    verdict = str(row.get("verdict", ""))
    if verdict in KIND_WORDS:
        return verdict
    return {"stand": "upheld", "undecided": UNDECIDED}.get(verdict_class(row), "reduced")


def group_claims(rows: Iterable[Row]) -> list[Claim]:
    """The claims in first-read order, each line with the same ``claim_id`` (the same
    deal and play read from another file) folded into the first as a further source."""
    claims: list[Claim] = []
    by_id: dict[str, Claim] = {}
    for row in rows:
        if verdict_class(row) == "error":
            continue
        identity = row.get("claim_id")
        if identity and identity in by_id:
            by_id[identity].sources.append(row)
            continue
        claim = Claim(len(claims) + 1, row, [row])
        claims.append(claim)
        if identity:
            by_id[identity] = claim
    return claims


def event_counts(event: EventRows, elsewhere: set[str] | None = None) -> EventCounts:
    """An event file's counts; ``elsewhere`` holds the ids of claims read from two files."""
    kinds = Counter(verdict_class(row) for row in event.rows)
    claims = sum(n for kind, n in kinds.items() if kind != "error")
    twice = sum(1 for row in event.rows if row.get("claim_id") in (elsewhere or set()))
    return EventCounts(
        event.file,
        event.boards_read,
        claims,
        kinds["stand"],
        kinds["changed"],
        kinds["undecided"],
        kinds["error"],
        twice,
    )


def render_report(
    events: Sequence[EventRows],
    *,
    title: str | None = None,
    test: str = "normal",
    generated: datetime | None = None,
    lang: str = "en",
) -> str:
    """The whole page as a string (UTF-8 when written)."""
    generated = generated or datetime.now(UTC)
    title = title or words("batch_title", lang)
    rows = [row for event in events for row in event.rows]
    claims = group_claims(rows)
    read_twice = {c.row["claim_id"] for c in claims if len(c.sources) > 1}
    base = _common_folder([event.file for event in events])
    files = [event.file for event in events]
    page = _Page(lang, base, files)
    parts = [
        f'<!DOCTYPE html><html lang="{html_lang(lang)}"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{esc(title)}</title><style>{RULING_CSS}{_asset('batch_report.css')}</style>"
        "</head><body>",
        f"<h1>{esc(title)}</h1>",
        page.meta(test, generated),
        page.nav(),
        page.summary(events, rows, claims, read_twice),
        page.claims_table(claims),
        page.per_event(events, read_twice),
        page.errors(rows),
        page.cards(claims),
        f"<script>{_asset('batch_report.js')}</script>",
        "</body></html>",
    ]
    return "\n".join(part for part in parts if part)


class _Page:
    """The sections of one report, sharing its language and the files' common folder."""

    def __init__(self, lang: str, base: str, files: list[str]) -> None:
        self.lang, self.base = lang, base
        self.event_index = {file: str(number) for number, file in enumerate(files, 1)}

    def w(self, key: str, **params: Any) -> str:
        return esc(words(key, self.lang, **params))

    def short(self, file: str) -> str:
        if self.base and file.startswith(self.base + os.sep):
            return file[len(self.base) + 1 :]
        return file

    def meta(self, test: str, generated: datetime) -> str:
        when = words("time_utc", self.lang, time=generated.strftime("%Y-%m-%d %H:%M"))
        text = self.w("batch_meta_normal" if test == "normal" else "batch_meta_dd", when=when)
        where = f" {self.w('batch_meta_base', base=self.base)}" if self.base else ""
        return f'<p class="meta">{text}{where}</p>'

    def nav(self) -> str:
        links = (
            ("summary", "batch_nav_summary"),
            ("claims", "batch_nav_claims"),
            ("events", "batch_nav_events"),
            ("errors", "batch_nav_errors"),
        )
        return (
            "<nav>"
            + "".join(f'<a href="#{anchor}">{self.w(key)}</a>' for anchor, key in links)
            + "</nav>"
        )

    # ---- the summary ------------------------------------------------------------------

    def summary(
        self,
        events: Sequence[EventRows],
        rows: Sequence[Row],
        claims: list[Claim],
        read_twice: set[str],
    ) -> str:
        errors = sum(1 for row in rows if verdict_class(row) == "error")
        boards = sum(event.boards_read for event in events)
        classes = Counter(verdict_class(claim.row) for claim in claims)
        kinds = Counter(verdict_kind(claim.row) for claim in claims)
        parts = [f'<section id="summary"><h2>{self.w("batch_nav_summary")}</h2>']
        totals = self.w(
            "batch_totals", events=len(events), boards=boards, claims=len(claims), errors=errors
        )
        parts.append(f'<p id="totals">{totals}</p>')
        if read_twice:
            twice = self.w("batch_read_twice", count=len(read_twice))
            parts.append(f'<p class="read-twice">{twice}</p>')
        parts.append(
            "<p>"
            + self.w(
                "batch_stand",
                stand=classes["stand"],
                changed=classes["changed"],
                undecided=classes["undecided"],
            )
            + "</p>"
        )
        ordered = sorted(
            kinds.items(),
            key=lambda item: (
                KIND_ORDER[verdict_class({"verdict": item[0], "verdict_kind": item[0]})],
                -item[1],
                item[0],
            ),
        )
        body = "".join(
            f'<tr><td class="kind-{esc(kind)}"><a href="#claims" data-filter-kind="{esc(kind)}">'
            f'{self.kind_words(kind)}</a></td><td class="n">{count}</td></tr>'
            for kind, count in ordered
        )
        parts.append(
            f'<table class="kinds"><tr><th>{self.w("batch_kind")}</th>'
            f"<th>{self.w('batch_count')}</th></tr>{body}</table></section>"
        )
        return "".join(parts)

    def kind_words(self, kind: str) -> str:
        key = KIND_WORDS.get(kind)
        return self.w(key) if key else esc(kind)

    # ---- the claims table ---------------------------------------------------------------

    COLUMNS = (
        ("col_event", "text"),
        ("col_board", "number"),
        ("col_contract", "text"),
        ("col_claimer", "text"),
        ("col_claimed", "number"),
        ("col_dd", "number"),
        ("col_ruling", "number"),
        ("col_transferred", "number"),
        ("col_score_change", "number"),
        ("col_laws", "text"),
        ("col_verdict", "text"),
        ("col_players", "text"),
    )

    def claims_table(self, claims: list[Claim]) -> str:
        heading = f'<h2 id="claims">{self.w("batch_nav_claims")}</h2>'
        if not claims:
            return heading + f"<p>{self.w('batch_no_claims')}</p>"
        default = "changed" if any(verdict_class(c.row) != "stand" for c in claims) else "all"
        head = "".join(
            f'<th data-type="{kind}"><button type="button">{self.w(key)}</button></th>'
            for key, kind in self.COLUMNS
        )
        body = "".join(self.claim_row(claim) for claim in claims)
        template = words("batch_showing", self.lang, shown="{shown}", total="{total}")
        showing = esc(words("batch_showing", self.lang, shown=len(claims), total=len(claims)))
        return (
            f"{heading}{self.filters(claims, default)}"
            f'<p id="showing" data-template="{esc(template)}">{showing}</p>'
            f'<div class="scroll"><table class="claims" id="claim-table"><thead><tr>{head}'
            f"</tr></thead><tbody>{body}</tbody></table></div>"
        )

    def filters(self, claims: list[Claim], default: str) -> str:
        kinds = ["changed", "all"] + sorted(
            {verdict_kind(c.row) for c in claims},
            key=lambda k: (list(KIND_WORDS).index(k) if k in KIND_WORDS else 99, k),
        )
        kind_options = "".join(
            f'<option value="{esc(kind)}"{" selected" if kind == default else ""}>'
            f"{self.w('kind_' + kind) if kind in ('changed', 'all') else self.kind_words(kind)}"
            "</option>"
            for kind in kinds
        )
        events = sorted(
            {
                self.event_index[s["file"]]
                for c in claims
                for s in c.sources
                if s.get("file") in self.event_index
            },
            key=int,
        )
        names = {number: file for file, number in self.event_index.items()}
        named = {
            self.event_index[str(c.row.get("file"))]: self.event_name(c.row)
            for c in claims
            if c.row.get("file") in self.event_index
        }
        event_options = "".join(
            f'<option value="{n}">{esc(named.get(n) or self.short(names[n]))}</option>'
            for n in events
        )
        laws = sorted({law for c in claims for law in c.row.get("laws") or []})
        law_options = "".join(f'<option value="{esc(law)}">{esc(law)}</option>' for law in laws)
        anything = f'<option value="">{self.w("batch_any")}</option>'
        return (
            '<div class="filters">'
            f'<label>{self.w("batch_filter_text")}<input id="f-text" type="search"></label>'
            f'<label>{self.w("batch_filter_kind")}<select id="f-kind">{kind_options}</select>'
            "</label>"
            f'<label>{self.w("batch_filter_event")}<select id="f-event">{anything}'
            f"{event_options}</select></label>"
            f'<label>{self.w("batch_filter_law")}<select id="f-law">{anything}{law_options}'
            "</select></label>"
            f'<label>{self.w("batch_filter_min")}<input id="f-min" type="number" min="0" '
            'max="13" step="1"></label>'
            f'<label>{self.w("batch_filter_score")}<input id="f-score" type="number" min="0" '
            'step="10"></label></div>'
        )

    def event_name(self, row: Row) -> str:
        """The event by its name (as the file gives it), else by its file's."""
        return str(row.get("event") or "").strip() or self.short(str(row.get("file")))

    def claimed_cell(self, row: Row) -> str:
        """What the claimer's side claimed of the tricks left: "7 of 9" (the record counts
        the declaring side's totals: a defender's claim of 7 read as the declarer's 2+6)."""
        claimed = claimer_side_tricks(row, row.get("claimed_total"))
        left = tricks_left(row)
        if claimed is None or left is None:
            return f'<td class="n">{esc(_blank(row.get("claimed_total")))}</td>'
        text = self.w("batch_claimed_of", claimed=claimed, left=left)
        return f'<td class="n" data-sort="{claimed}">{text}</td>'

    def change_cell(self, row: Row) -> str:
        """The score change with the side it is for (the record's ``score_side``)."""
        change, side = row.get("score_change"), row.get("score_side")
        if change is None:
            return '<td class="n"></td>'
        named = f" {self.w(f'side_short_{side}')}" if side in ("NS", "EW") else ""
        return f'<td class="n" data-sort="{change}">{change:+d}{named}</td>'

    def verdict(self, row: Row) -> str:
        """The line's display verdict in the report's language."""
        return verdict_words(str(row.get("verdict")), self.lang)

    def claim_row(self, claim: Claim) -> str:
        row = claim.row
        kind = verdict_kind(row)
        events = " ".join(
            self.event_index[s["file"]] for s in claim.sources if s.get("file") in self.event_index
        )
        also = len(claim.sources) - 1
        event = esc(self.event_name(row))
        if also:
            event += f' <span class="also">(+{also})</span>'
        if row.get("bounds"):
            ends = [claimer_side_tricks(row, n) for n in row["bounds"]]
            known = [end for end in ends if end is not None]
            low, high = (min(known), max(known)) if len(known) == len(ends) else row["bounds"]
            ruling_cell = f'<td class="n" data-sort="">{esc(low)}–{esc(high)}</td>'
        else:
            awarded = claimer_side_tricks(row, row.get("normal_total"))
            ruling_cell = f'<td class="n">{esc(_blank(awarded))}</td>'
        change = row.get("score_change")
        cells = [
            f'<td class="event">{event}</td>',
            f'<td class="n" data-sort="{esc(row.get("board") or "")}">'
            f'<a href="#{claim.card}">{esc(_label(row, self.lang))}</a></td>',
            f"<td>{esc(contract_words(row.get('contract'), self.lang))} "
            f"{esc(seat_words(row.get('declarer'), self.lang))}</td>",
            f"<td>{esc(seat_words(row.get('claimer'), self.lang))}</td>",
            self.claimed_cell(row),
            f'<td class="n">{esc(row.get("dd_total"))}</td>',
            ruling_cell,
            f'<td class="n">{esc(_blank(row.get("tricks_transferred")))}</td>',
            self.change_cell(row),
            f"<td>{esc(' '.join(row.get('laws') or []))}</td>",
            f'<td class="kind-{esc(kind)}">{esc(self.verdict(row))}</td>',
            # the players as the file names them: shown, and found by the search box
            f'<td class="players">{esc(players_text(row.get("players"), self.lang))}</td>',
        ]
        changed = "1" if verdict_class(row) != "stand" else "0"
        return (
            f'<tr id="row-{claim.number}" data-card="{claim.card}" data-kind="{esc(kind)}" '
            f'data-changed="{changed}" data-events="{events}" '
            f'data-laws="{esc(" ".join(row.get("laws") or []))}" '
            f'data-transferred="{esc(_blank(row.get("tricks_transferred")))}" '
            f'data-score="{esc("" if change is None else abs(change))}">'
            f"{''.join(cells)}</tr>"
        )

    # ---- per event and errors -----------------------------------------------------------

    def per_event(self, events: Sequence[EventRows], read_twice: set[str]) -> str:
        counts = [event_counts(event, read_twice) for event in events]
        shown = [c for c in counts if c.claims or c.errors]
        quiet = len(counts) - len(shown)
        keys = (
            "batch_file",
            "col_boards",
            "batch_count",
            "col_stand",
            "col_changed",
            "col_undecided",
            "col_errors",
            "col_elsewhere",
        )
        head = "<tr>" + "".join(f"<th>{self.w(key)}</th>" for key in keys) + "</tr>"
        body = "".join(
            f'<tr><td class="file"><a href="#claims" '
            f'data-filter-event="{self.event_index[c.file]}">{esc(self.short(c.file))}</a></td>'
            + "".join(
                f'<td class="n">{n}</td>'
                for n in (
                    c.boards,
                    c.claims,
                    c.stand,
                    c.changed,
                    c.undecided,
                    c.errors,
                    c.elsewhere,
                )
            )
            + "</tr>"
            for c in shown
        )
        note = f"<p>{self.w('batch_quiet_files', count=quiet)}</p>" if quiet else ""
        return (
            f'<h2 id="events">{self.w("batch_nav_events")}</h2>'
            f'<div class="scroll"><table class="events">{head}{body}</table></div>{note}'
        )

    def errors(self, rows: Iterable[Row]) -> str:
        errors = [row for row in rows if verdict_class(row) == "error"]
        counted = self.w(
            "count_in_heading", what=words("batch_nav_errors", self.lang), count=len(errors)
        )
        heading = f'<h2 id="errors">{counted}</h2>'
        if not errors:
            return heading + f"<p>{self.w('batch_no_errors')}</p>"
        body = "".join(
            f'<tr><td class="file">{esc(self.short(str(row.get("file"))))}</td>'
            f"<td>{esc(_label(row, self.lang))}</td>"
            f'<td class="error">{esc(reason_text(row, self.lang))}</td></tr>'
            for row in errors
        )
        return (
            f'{heading}<div class="scroll"><table class="errors"><tr>'
            f"<th>{self.w('batch_file')}</th><th>{self.w('col_board')}</th>"
            f"<th>{self.w('col_reason')}</th></tr>{body}</table></div>"
        )

    # ---- the ruling cards ---------------------------------------------------------------

    def cards(self, claims: list[Claim]) -> str:
        return '<div id="cards">' + "".join(self.card(claim) for claim in claims) + "</div>"

    def card(self, claim: Claim) -> str:
        row = claim.row
        sources = words("list_separator", self.lang).join(
            words(
                "place_in_file",
                self.lang,
                file=self.short(str(s.get("file"))),
                place=_label(s, self.lang),
            )
            for s in claim.sources
        )
        record = row.get("record")
        if isinstance(record, dict):
            # the careless choices the worst line rests on: why each trick was lost
            points = (record.get("ruling") or {}).get("doubtful_points") or []
            body = ruling_fragment(record, self.lang) + doubtful_html(points, self.lang)
        else:
            text = row.get("ruling_text")
            facts = self.w(
                "batch_totals_line",
                claimed=row.get("claimed_total"),
                dd=row.get("dd_total"),
                ruling=_blank(row.get("normal_total")),
            )
            body = f"<p>{facts}</p>" + (
                f"<pre>{esc(text)}</pre>" if text else f"<p>{self.w('batch_no_ruling')}</p>"
            )
        verdict = f'<span class="kind-{esc(verdict_kind(row))}">{esc(self.verdict(row))}</span>'
        where = f"{esc(self.short(str(row.get('file'))))} — {esc(_label(row, self.lang))}"
        players = players_text(row.get("players"), self.lang)
        if players:
            body = f'<p class="players">{self.w("batch_players", players=players)}</p>{body}'
        heading = words("heading_verdict", self.lang, where=where, verdict=verdict)
        return (
            f'<article class="card" id="{claim.card}"><h3>{heading}</h3>'
            f'<p class="sources">{self.w("batch_sources", sources=sources)}</p>{body}'
            f'<p class="back"><a href="#row-{claim.number}">{self.w("batch_back")}</a></p>'
            "</article>"
        )


@cache
def _asset(name: str) -> str:
    """A stylesheet or script shipped beside this module, to inline."""
    return resources.files("adjudicator.text").joinpath(name).read_text("utf-8")


def tricks_left(row: Row) -> int | None:
    """The tricks still to play at the claim."""
    before = row.get("tricks_before_claim")
    if not isinstance(before, list) or len(before) != 2:
        return None
    return 13 - before[0] - before[1]


def claimer_side_tricks(row: Row, declarer_total: Any) -> int | None:
    """Of the tricks left, how many a declaring side's total gives the claimer's side."""
    left, before = tricks_left(row), row.get("tricks_before_claim")
    if left is None or not isinstance(declarer_total, int) or not isinstance(before, list):
        return None
    declarers = declarer_total - before[0]
    claimer, declarer = row.get("claimer"), row.get("declarer")
    if claimer and declarer and (SEAT_ORDER.index(claimer) - SEAT_ORDER.index(declarer)) % 2:
        return left - declarers
    return declarers


#: Seats in the order of play, to tell partners (even distance) from opponents.
SEAT_ORDER = "NESW"


def _blank(value: Any) -> Any:
    return "" if value is None else value


def _label(row: Row, lang: str = "en") -> str:
    """The board's label (:func:`adjudicator.io.records.board_label`, the one every
    message uses) in the report's language: ``board 7 (table 3)``, ``第7副（第3桌）``."""
    board, table, index = row.get("board"), row.get("table"), row.get("index") or 0
    if lang == "en":
        return board_label(board, table, index)
    return Place(board, index, table).text(lang)


def _common_folder(files: Sequence[str]) -> str:
    folders = [os.path.dirname(f) for f in files]
    if not folders:
        return ""
    try:
        return os.path.commonpath(folders)
    except ValueError:  # mixed absolute and relative paths
        return ""
