"""The committee report: one printable page per ruling, to attach to a decision.

``adjudicate claim … --report FILE.html`` (or ``.pdf``) writes it; the director's web
page shows the same sections (:func:`committee_sections`).  Top to bottom:

1. where the claim comes from (event file, board, table, record) or that it was typed in;
2. the hand diagram at the claim beside the facts: contract, vulnerability, tricks
   before the claim, the claim, the statement *as said* and as read, class of player and
   rule set;
3. the decision and the score arithmetic of Law 77, line by line, for both sides;
4. the findings, each citing the article it applies with the seed laws' title;
5. the weighted proposal of Law 12C3 with its arithmetic, when a guess was simulated and
   the rule set lets a committee weight; then the worst normal line trick by trick (the
   lost tricks marked with the reason), and the other results normal lines reach;
6. the laws applied with their titles, and the practice rules the ruling cites, in the
   tool's own words with their published sources (``practice_rules.json``);
7. when the director gives the record of ``adjudicate candidates --format json`` (Law
   12C, issue 30): each candidate contract, its double-dummy reference, and each result
   single-dummy play reaches on the deal with its share, whether it was likely or at all
   probable, and the line behind it (which choice, at which trick);
8. the tool version and how to make the ruling again from its record.

The page is self-contained (inline CSS, no script, nothing fetched) and laid out for one
A4 page when printed.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from endplay.types import Player

from adjudicator.core.cards import parse_card
from adjudicator.core.contract import Contract
from adjudicator.laws.claims.ruling import Ruling
from adjudicator.scoring.breakdown import ScorePart, score_parts
from adjudicator.scoring.law77 import declarer_vulnerable
from adjudicator.text.adjust_text import result_words
from adjudicator.text.cards import card_text
from adjudicator.text.catalog import players_text, seat_initial, side_name, words
from adjudicator.text.record import ruling_record
from adjudicator.text.references import law_titles, practice_rules
from adjudicator.text.ruling_html import (
    RULING_CSS,
    Record,
    card_html,
    contract_words,
    decision_html,
    diagram_html,
    esc,
    facts_html,
    findings_html,
    html_lang,
    law_heading,
    line_html,
    lost_reasons,
    point_words,
    seat,
    source_text,
)
from adjudicator.text.safe import safe_text

PAGE_CSS = """
@page { size: A4; margin: 10mm 12mm; }
body { font-family: "Noto Sans", "Noto Sans CJK TC", "Noto Sans CJK SC", system-ui,
       sans-serif; color: #1b1b1b; line-height: 1.3; margin: 1.5em auto; max-width: 62em;
       padding: 0 1em; font-size: 10.5pt; }
h1 { font-size: 1.35em; margin: 0 0 0.1em; }
h2 { font-size: 1.02em; margin: 0.7em 0 0.25em; border-bottom: 1.5px solid #2d6a4f;
     padding-bottom: 0.1em; }
p { margin: 0.2em 0; }
.source { color: #444; margin-bottom: 0.4em; }
.columns { display: flex; flex-wrap: wrap; gap: 0 1.6em; }
.columns > section { flex: 1 1 22em; min-width: 0; }
table.score td { padding: 0.05em 0.8em 0.05em 0; border: none; }
table.score td.n { text-align: right; font-variant-numeric: tabular-nums; }
table.score tr.total td { font-weight: 600; border-top: 1px solid #999; }
ul.laws { display: inline; margin: 0; padding: 0; }
ul.laws li { display: inline; }
ul.laws li::before { content: " · "; }
ol.practice { margin: 0.2em 0; padding-left: 1.8em; columns: 2 22em; column-gap: 1.6em;
              font-size: 0.9em; }
ol.practice li { margin-bottom: 0.15em; break-inside: avoid; }
.sources, .note { color: #555; font-size: 0.92em; }
.outcomes p { font-size: 0.92em; }
dl.about { display: grid; grid-template-columns: repeat(4, auto 1fr); gap: 0.15em 0.5em;
           margin: 0.1em 0 0.4em; font-size: 0.92em; }
dl.about dt { font-weight: 600; }
dl.about dd { margin: 0; border-bottom: 1px solid #bbb; min-width: 5em; }
.committee .write-in { height: 3.6em; border: 1px solid #999; margin: 0.2em 0; }
.committee .signs { display: flex; gap: 1.5em; }
.committee p.sign { flex: 1; margin: 0.5em 0 0; border-bottom: 1px solid #999; }
footer { margin-top: 0.8em; color: #555; font-size: 0.85em; border-top: 1px solid #ccc;
         padding-top: 0.3em; }
@media print {
  body { margin: 0; max-width: none; padding: 0; font-size: 8.4pt; line-height: 1.2; }
  h2 { break-after: avoid; }
  table, li, .ruling .top { break-inside: avoid; }
  /* the facts beside the diagram, as on a wide screen: English facts (the class of
     player's reason) are long enough to wrap under it and push the page onto a second */
  .ruling .top { flex-wrap: nowrap; }
  .ruling .top table.facts { flex: 1 1 auto; min-width: 0; }
  ol.practice { font-size: 0.8em; }
  h2 { margin: 0.45em 0 0.2em; }
  .committee .write-in { height: 3em; }
}
"""


#: What identifies the case on the report (issue 31): given by the director (``--about
#: event=…``, the page's fields), else taken from the record where it has them, else a
#: line left to fill in by hand.
ABOUT = ("event", "date", "session", "board", "players", "director", "appeal")


def committee_report(
    ruling: Ruling | Record,
    lang: str = "en",
    about: Mapping[str, str] | None = None,
    candidates: Mapping[str, Any] | None = None,
) -> str:
    """The whole page, from a ruling or its record; ``about``: the case's identification
    (:data:`ABOUT`) as the director gives it; ``candidates``: the record of ``adjudicate
    candidates --format json``, shown with the line behind each result."""
    record = ruling_record(ruling) if isinstance(ruling, Ruling) else ruling
    title = words("report_title", lang)
    return (
        f'<!DOCTYPE html><html lang="{html_lang(lang)}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{esc(title)}</title><style>{RULING_CSS}{PAGE_CSS}</style></head><body>"
        f"<h1>{esc(title)}</h1>{about_html(record, lang, about or {})}"
        f"{committee_sections(record, lang, candidates)}{signatures_html(lang)}</body></html>"
    )


def about_values(record: Record, about: Mapping[str, str], lang: str = "en") -> dict[str, str]:
    """The identification of the case: what the director gave (``--about``), else what
    the event file says of it as the record's source keeps it — the event's name, the
    date, the board and the players at the table (PBN [Event], [Date], [Board], [North]
    ...; LIN vg|, pn|) — else empty, a line to fill in by hand."""
    source = record.get("source") or {}
    found = {
        "event": safe_text(str(source.get("event") or "")),
        "date": safe_text(str(source.get("date") or "")),
        "board": "" if source.get("board") is None else str(source["board"]),
        "players": players_text(source.get("players"), lang),
    }
    return {key: str(about.get(key) or found.get(key, "")).strip() for key in ABOUT}


def about_html(record: Record, lang: str, about: Mapping[str, str]) -> str:
    """The case's identification, a line each; one not known is left to fill in."""
    values = about_values(record, about, lang)
    cells = "".join(
        f"<dt>{esc(words(f'report_about_{key}', lang))}</dt>"
        f'<dd class="{"given" if values[key] else "blank"}">{esc(values[key])}</dd>'
        for key in ABOUT
    )
    return f'<dl class="about">{cells}</dl>'


def signatures_html(lang: str) -> str:
    """Space for the committee's decision, and its members' signatures and the date."""
    lines = "".join(
        f'<p class="sign">{esc(words(key, lang))}</p>'
        for key in ("report_sign_chair", "report_sign_members", "report_sign_date")
    )
    return (
        f'<section class="committee"><h2>{esc(words("report_committee", lang))}</h2>'
        f'<div class="write-in"></div><div class="signs">{lines}</div></section>'
    )


def committee_sections(
    record: Record, lang: str = "en", candidates: Mapping[str, Any] | None = None
) -> str:
    """The report's sections without the page around them (for a page of one's own);
    ``candidates`` as for :func:`committee_report`."""
    ruling = record["ruling"]
    footer = words(
        "report_footer",
        lang,
        version=record["tool"]["version"],
        schema=record["schema"],
        schema_version=record["schema_version"],
    )
    return "".join(
        [
            '<p class="source">'
            f"{esc(words('report_source', lang, where=source_text(record, lang)))}</p>",
            f'<div class="ruling"><div class="top">{diagram_html(record["position"], lang)}'
            f"{facts_html(record, lang)}</div></div>",
            '<div class="columns">',
            f'<section class="decision-section"><h2>{esc(words("report_decision", lang))}</h2>'
            f"{decision_html(record, lang)}</section>",
            f'<section class="score-section"><h2>{esc(words("report_score", lang))}</h2>'
            f"{score_html(record, lang)}</section>",
            "</div>",
            f"<h2>{esc(words('report_findings', lang))}</h2>",
            findings_html(ruling["findings"], lang),
            laws_html(ruling["laws"], lang),
            weighting_html(record, lang),
            doubtful_html(ruling.get("doubtful_points") or [], lang),
            '<div class="columns">',
            f"<section><h2>{esc(words('ruling_line', lang))}</h2>"
            f"{line_html(record['lines']['worst']['play'], lang, lost_reasons(record, lang))}"
            "</section>",
            outcomes_html(record, lang),
            "</div>",
            practice_html(ruling["practice_rows"], lang),
            candidates_html(candidates, lang) if candidates else "",
            f"<footer>{esc(footer)}</footer>",
        ]
    )


# ---- the score -----------------------------------------------------------------------------


def score_html(record: Record, lang: str = "en") -> str:
    """Law 77 arithmetic: the declaring side's tricks, the contract's outcome, each line of
    the score table, and the total for both sides."""
    board, result = record.get("board"), record["ruling"].get("result")
    if not board:
        return f"<p>{esc(words('report_no_contract', lang))}</p>"
    if not result:
        return f"<p>{esc(_undecided_text(record, lang))}</p>"
    contract = Contract.parse(board["contract"])
    total = result["declarer_tricks"]
    before = board["tricks_before_claim"]["declarer"]
    declarer = seat(board["declarer"])
    vulnerable = declarer_vulnerable(board["vulnerability"], board["declarer"])
    lines = [
        words(
            "report_tricks_sum",
            lang,
            before=before,
            remaining=total - before,
            left=record["ruling"]["tricks_left"],
            total=total,
        ),
        _outcome_text(contract, total, lang),
        words("report_declarer_vul" if vulnerable else "report_declarer_not_vul", lang),
    ]
    parts = score_parts(contract, vulnerable, total)
    rows = "".join(
        f'<tr><td>{esc(_part_text(part, lang))}</td><td class="n">{part.points:+d}</td></tr>'
        for part in parts
    )
    score = result["score"]
    other = Player((declarer + 1) % 4)
    closing = words(
        "report_score_total",
        lang,
        score=score,
        side=side_name(declarer, lang),
        other_score=-score,
        other=side_name(other, lang),
    )
    return (
        "".join(f"<p>{esc(line)}</p>" for line in lines)
        + f'<table class="score">{rows}<tr class="total"><td colspan="2">'
        f"{esc(closing)}</td></tr></table>"
    )


def _outcome_text(contract: Contract, total: int, lang: str) -> str:
    shown = contract_words(str(contract), lang)
    over = contract.outcome(total)
    if over > 0:
        return words(
            "report_made_over", lang, contract=shown, needed=contract.tricks_needed, over=over
        )
    if over == 0:
        return words("report_made_exactly", lang, contract=shown, needed=contract.tricks_needed)
    return words("report_down", lang, contract=shown, needed=contract.tricks_needed, down=-over)


def _part_text(part: ScorePart, lang: str) -> str:
    text = words(f"score_{part.kind}", lang, count=part.count)
    if len(set(part.each)) > 1 or (part.each and part.kind == "undertricks"):
        text += words(
            "parenthesised_spaced", lang, text=" + ".join(str(points) for points in part.each)
        )
    return text


def _undecided_text(record: Record, lang: str) -> str:
    """The bounds of an undecided ruling as the declaring side's totals."""
    board, ruling, claim = record["board"], record["ruling"], record["claim"]
    before = board["tricks_before_claim"]["declarer"]
    declaring = (Player.find(claim["claimer"]) - Player.find(board["declarer"])) % 2 == 0
    claimed = ruling["claimed"]
    ends = [min(claimed, ruling["worst_normal"]), min(claimed, ruling["best_normal"])]
    totals = [before + (n if declaring else ruling["tricks_left"] - n) for n in ends]
    return words("report_undecided_result", lang, low=min(totals), high=max(totals))


# ---- what the ruling cites -------------------------------------------------------------------


def weighting_html(record: Record, lang: str = "en") -> str:
    """Law 12C3: the weighted proposal beside the ruling, with its arithmetic, when the
    rule set lets a committee weight a claim (otherwise the findings give the odds as
    information)."""
    weighting = record["ruling"].get("weighting")
    if not weighting or not weighting.get("proposed"):
        return ""
    proposal = weighting["proposal"]
    claimer = seat(record["claim"]["claimer"])
    items = []
    for part in proposal["parts"]:
        result = part["result"] or words("weights_tricks", lang, tricks=part["tricks"])
        items.append(
            words(
                "weights_part",
                lang,
                weight=part["weight"],
                result=result,
                p=f"{100 * part['probability']:.1f}",
            )
        )
    text = words("list_separator", lang).join(items)
    total = proposal.get("weighted_ns_score")
    if total is not None:
        terms = " + ".join(f"{p['weight']} × ({p['ns_score']:+d})" for p in proposal["parts"])
        text += (
            " — " + words("weights_arithmetic", lang, terms=terms, total=f"{total:+.1f}").strip()
        )
    heading = words("ruling_weighted", lang, side=side_name(claimer, lang)).rstrip(":：")
    return f"<h2>{esc(heading)}</h2><p>{esc(text)}</p>"


def laws_html(laws: list[str], lang: str = "en") -> str:
    """The articles applied, each with its title, on one line."""
    titles = law_titles()
    items = []
    for code in laws:
        note = ""
        known = titles.get(code)
        if known is not None and not known.seed:
            note = (
                ' <span class="note">'
                f"{esc(words('parenthesised', lang, text=words('report_not_seed', lang)))}"
                "</span>"
            )
        items.append(f"<li>{esc(law_heading(code, lang))}{note}</li>")
    return (
        f'<div class="laws"><strong>{esc(words("report_laws", lang))}</strong>'
        f'<ul class="laws">{"".join(items)}</ul></div>'
    )


def practice_html(rows: list[int], lang: str = "en") -> str:
    rules = practice_rules()
    items = []
    for row in rows:
        if row not in rules.rows:
            continue
        rule = rules[row]
        # the sources are publications, cited by their own (English) titles
        sources = words(
            "report_sources", lang, sources=words("reason_separator", lang).join(rule.sources)
        )
        items.append(
            f'<li value="{row}">{esc(rule.text(lang))} '
            f'<span class="sources">{esc(words("parenthesised", lang, text=sources))}'
            "</span></li>"
        )
    return (
        f"<section><h2>{esc(words('report_practice', lang))}</h2>"
        f'<ol class="practice">{"".join(items)}</ol></section>'
    )


#: Tricks of each other normal line's result the report shows.
OUTCOME_TRICKS = 2


def outcomes_html(record: Record, lang: str = "en") -> str:
    """Every other result a normal line reaches, each with its line in short."""
    worst = record["lines"]["worst"]["tricks"]
    others = [o for o in record["lines"]["outcomes"] if o["tricks"] != worst]
    if not others:
        return ""
    paragraphs = []
    for outcome in others:
        # its first tricks only (the whole line is in the record): a run of a dozen
        # tricks per result filled the page
        shown = outcome["play"][:OUTCOME_TRICKS]
        tricks = " / ".join(
            " ".join(card_html(c["card"]) for c in trick["cards"]) for trick in shown
        )
        if len(outcome["play"]) > len(shown):
            tricks += " / …"
        head = esc(words("report_line_tricks", lang, tricks=outcome["tricks"]))
        paragraphs.append(f"<p><strong>{head}</strong>: {tricks}</p>")
    return (
        f'<section class="outcomes"><h2>{esc(words("ruling_outcomes", lang))}</h2>'
        f"{''.join(paragraphs)}</section>"
    )


def doubtful_html(points: list[Any], lang: str = "en") -> str:
    """The careless choices the worst line rests on, which a committee may strike."""
    if not points:
        return ""
    items = []
    for point in points:
        text = point_words(point, lang)
        items.append(f"<li>{esc(text)}</li>")
    return (
        f'<h2>{esc(words("report_doubtful", lang))}</h2><ul class="findings">{"".join(items)}</ul>'
    )


# ---- Law 12C candidates ------------------------------------------------------------------


def candidates_html(record: Mapping[str, Any], lang: str = "en") -> str:
    """The candidates of an ``adjudicate candidates --format json`` record: each contract's
    double-dummy reference, then each result single-dummy play reaches on the deal with
    its share, likely / at all probable, and the choices on the line behind it (Law 12C2,
    12C3; issue 30).  A record not of that form raises ``ValueError`` naming what is
    missing."""
    found = record.get("candidates") if isinstance(record, Mapping) else None
    if not isinstance(found, list) or not found:
        raise ValueError(words("report_cand_bad", lang, what="candidates"))
    settings = words(
        "report_cand_settings",
        lang,
        layouts=record.get("layouts", "?"),
        seed=record.get("seed", "?"),
    )
    parts = [
        f'<section class="candidates"><h2>{esc(words("report_candidates", lang))}</h2>',
        f'<p class="note">{esc(settings)}</p>',
    ]
    for index, candidate in enumerate(found, 1):
        try:
            parts.append(_candidate_html(candidate, lang))
        except (KeyError, TypeError, ValueError):
            raise ValueError(words("report_cand_bad", lang, what=f"candidates[{index}]")) from None
    parts.append(f'<p class="note">{esc(words("cand_explained", lang))}</p></section>')
    return "".join(parts)


def _candidate_html(candidate: Mapping[str, Any], lang: str) -> str:
    Contract.parse(candidate["contract"])  # a bad contract is a bad record
    title = words(
        "report_contract_by",
        lang,
        contract=contract_words(candidate["contract"], lang),
        declarer=seat(candidate["declarer"]),
    )
    if candidate.get("lead"):
        title += words("cand_lead", lang, card=_card(candidate["lead"]))
    dd = candidate["dd"]
    rows = []
    for outcome in candidate["outcomes"]:
        mark = (
            "cand_mark_likely"
            if outcome["likely"]
            else "cand_mark_probable"
            if outcome["probable"]
            else ""
        )
        result = words(
            "cand_outcome",
            lang,
            result=result_words(outcome["result"], lang),
            tricks=outcome["tricks"],
            score=f"{outcome['score']:+d}",
            share=_share(outcome["share"]),
            marks=words(mark, lang) if mark else "",
        )
        choices = outcome["line"]["choices"]
        steps = [
            words(
                "cand_choice",
                lang,
                trick=c["trick"],
                seat=seat_initial(Player.find(c["seat"]), lang),
                card=_card(c["card"]),
                others=", ".join(_card(o) for o in c["others"]),
            ).strip()
            for c in choices
        ] or [words("cand_no_choice", lang).strip()]
        rows.append(
            f'<li>{esc(result.strip())}<br><span class="line">{esc("; ".join(steps))}</span></li>'
        )
    none = words("cand_none", lang)
    separator = words("list_separator", lang)
    law = words(
        "cand_12c2",
        lang,
        likely=separator.join(result_words(r, lang) for r in candidate["likely"]) or none,
        probable=separator.join(result_words(r, lang) for r in candidate["probable"]) or none,
    ).strip()
    reference = words("cand_dd", lang, tricks=dd["tricks"], score=f"{dd['score']:+d}")
    return (
        f"<h3>{esc(title)}</h3><p>{esc(reference.strip())}</p>"
        f'<ul class="outcomes">{"".join(rows)}</ul><p>{esc(law)}</p>'
    )


def _share(text: str) -> str:
    """``6/7`` as given, ``1/1`` as ``1`` (as the text says it)."""
    return str(Fraction(text))


def _card(code: str) -> str:
    return card_text(parse_card(code))
