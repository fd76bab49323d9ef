"""A ruling as HTML, built from its record: the pieces every page shows.

The committee report, the batch report's ruling cards and the director's web page show
the same things the same way: the hand diagram at the claim, the facts, the decision,
the findings with the article and title each applies, and a line of play trick by trick
with the seat of every card and the winner of every trick.  Each function here takes the
ruling record (:mod:`adjudicator.text.record`) — or a part of it — and returns an HTML
fragment; a page adds its own frame and :data:`RULING_CSS`.

Every value that came from outside (a file name, a table name, what the claimer said) is
escaped; the words come from the catalog, in the language asked for.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable
from pathlib import PurePath
from typing import Any

from endplay.types import Player

from adjudicator.core.cards import parse_card
from adjudicator.core.contract import Contract
from adjudicator.laws.claims.normal_rules import rule_key
from adjudicator.text.cards import card_text
from adjudicator.text.catalog import law_citation, seat_initial, seat_name, side_name, words
from adjudicator.text.references import SCRIPTS, law_title
from adjudicator.text.ruling_text import contract_text, over_text, verdict_words

Record = dict[str, Any]

SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}

RULING_CSS = """
.ruling { overflow-wrap: anywhere; }
.ruling .top { display: flex; flex-wrap: wrap; gap: 0.6em 1.4em; align-items: flex-start; }
table.diagram { border-collapse: collapse; font-variant-numeric: tabular-nums; }
table.diagram td { border: none; padding: 0.1em 0.5em; vertical-align: top;
                   white-space: nowrap; }
table.diagram .seat { font-weight: 600; font-size: 0.85em; color: #444; }
table.diagram td.centre { border: 1px solid #9aa5b1; border-radius: 4px;
                          font-size: 0.85em; text-align: center; white-space: normal;
                          min-width: 7em; max-width: 11em; }
.s-h, .s-d { color: #b00020; }
.s-s, .s-c { color: #111; }
table.facts { border-collapse: collapse; }
table.facts th { text-align: left; font-weight: 600; padding: 0.1em 0.8em 0.1em 0;
                 vertical-align: top; white-space: nowrap; background: none; border: none; }
table.facts td { padding: 0.1em 0; border: none; vertical-align: top; }
.decision { font-weight: 600; margin: 0.5em 0 0.2em; }
.compare { white-space: pre-wrap; }
.decision.reduced { color: #9d0208; }
.decision.undecided { color: #b45309; }
ul.findings { margin: 0.2em 0; padding-left: 1.2em; }
ul.findings .law { font-weight: 600; }
table.line { border-collapse: collapse; font-variant-numeric: tabular-nums; }
table.line th, table.line td { border: 1px solid #d0d7de; padding: 0.05em 0.45em;
                               text-align: left; white-space: nowrap; }
table.line th { background: #eef3f0; font-weight: 600; }
table.line td.why { white-space: normal; }
table.line tr.lost td { background: #fde8e8; }
@media (max-width: 40em) { table.facts th { white-space: normal; } }
"""


def esc(value: Any) -> str:
    return html.escape("" if value is None else str(value), quote=True)


def html_lang(lang: str) -> str:
    """The ``lang`` attribute of a page in ``lang`` (``zh-Hant`` for Traditional)."""
    return SCRIPTS.get(lang, "en")


def seat(code: str) -> Player:
    return Player.find(code)


# ---- cards, hands, the diagram ----------------------------------------------------------


def card_html(code: str) -> str:
    """``HA`` → a red ``♥A``; ``ST`` → ``♠10``."""
    suit, rank = code[0], code[1:].replace("T", "10")
    return f'<span class="s-{suit.lower()}">{SUIT_SYMBOLS[suit]}{esc(rank)}</span>'


def hand_html(hand: str) -> str:
    """A PBN hand (``AK.QJ2..T9``) as four suit rows, spades first; a void as ``—``."""
    rows = []
    for suit, ranks in zip("SHDC", hand.split("."), strict=True):
        shown = " ".join(r.replace("T", "10") for r in ranks) if ranks else "—"
        rows.append(f'<span class="s-{suit.lower()}">{SUIT_SYMBOLS[suit]}</span> {esc(shown)}')
    return "<br>".join(rows)


def diagram_html(position: Record, lang: str = "en") -> str:
    """The four hands at the claim in the usual cross, the trump, who is to play and the
    cards already on the trick in the middle."""
    hands = position["hands"]

    def cell(code: str) -> str:
        return (
            f'<div class="seat">{esc(seat_name(seat(code), lang))}</div>'
            f'<div class="hand" data-seat="{code}">{hand_html(hands[code])}</div>'
        )

    trump = position["trump"]
    strain = words("notrump", lang) if trump == "NT" else SUIT_SYMBOLS[trump]
    centre = [
        esc(words("report_trumps", lang, strain=strain)),
        esc(words("report_to_play", lang, seat=seat(position["to_play"]))),
    ]
    if position["trick"]:
        leader = "NESW".index(position["leader"])
        played = ", ".join(
            f"{esc(seat_initial(Player((leader + i) % 4), lang))} {card_html(code)}"
            for i, code in enumerate(position["trick"])
        )
        centre.append(esc(words("trick_in_progress", lang, played="")) + played)
    return (
        '<table class="diagram">'
        f"<tr><td></td><td>{cell('N')}</td><td></td></tr>"
        f'<tr><td>{cell("W")}</td><td class="centre">{"<br>".join(centre)}</td>'
        f"<td>{cell('E')}</td></tr>"
        f"<tr><td></td><td>{cell('S')}</td><td></td></tr></table>"
    )


# ---- the facts and the decision ---------------------------------------------------------


def source_text(record: Record, lang: str = "en") -> str:
    """``file, board 7, table Open, record 3`` — or that the director typed it in."""
    source = record.get("source")
    if not source:
        return words("report_typed_in", lang)
    parts = [PurePath(source["file"]).name]  # the file's name, no path of the machine
    for key in ("board", "table", "record"):
        if source.get(key) not in (None, ""):
            parts.append(words(f"report_{key}", lang, **{key: source[key]}))
    return words("list_separator", lang).join(str(part) for part in parts)


def facts_rows(record: Record, lang: str = "en") -> list[tuple[str, str]]:
    """(label, value as HTML) for the facts of the claim, in the order a ruling states
    them."""
    claim, position, board = record["claim"], record["position"], record.get("board")
    rows = []
    if board:
        declarer = seat(board["declarer"])
        contract = contract_words(board["contract"], lang)
        rows += [
            (
                words("report_contract", lang),
                esc(words("report_contract_by", lang, contract=contract, declarer=declarer)),
            ),
            (
                words("report_vulnerability", lang),
                esc(words(f"vul_{board['vulnerability']}", lang)),
            ),
            (
                words("report_before", lang),
                esc(
                    words(
                        "report_before_value",
                        lang,
                        won=board["tricks_before_claim"]["declarer"],
                        lost=board["tricks_before_claim"]["defenders"],
                    )
                ),
            ),
        ]
    claimer = seat(claim["claimer"])
    rows.append(
        (
            words("report_claim", lang),
            esc(
                words(
                    "ruling_claim",
                    lang,
                    who=claimer,
                    claimed=claim["claims"],
                    left=position["tricks_left"],
                    side=side_name(claimer, lang),
                )
            ),
        )
    )
    statement = claim["statement"]
    said = statement["typed"].strip()
    rows.append(
        (
            words("report_said", lang),
            f"“{esc(said)}”" if said else esc(words("report_nothing_said", lang)),
        )
    )
    if said:
        read = statement["read"]
        rows.append((words("report_read", lang), esc(read.get(lang, read.get("en", "")))))
        if statement.get("unread"):  # issue 28: what the reader left out
            quote = "“{}”" if lang == "en" else "「{}」"
            rows.append(
                (
                    words("report_unread", lang),
                    esc(
                        words("list_separator", lang).join(
                            quote.format(w) for w in statement["unread"]
                        )
                    ),
                )
            )
    if claim.get("after_claim"):
        rows.append(
            (
                words("report_after_claim", lang),
                " ".join(card_html(code) for code in claim["after_claim"]),
            )
        )
    if position.get("shown_out"):
        shown = words("list_separator", lang).join(
            words(
                "show_out",
                lang,
                seat=seat(item["seat"]),
                suit=SUIT_SYMBOLS.get(item["suit"], item["suit"]),
            )
            for item in position["shown_out"]
        )
        rows.append((words("report_shown_out", lang), esc(shown)))
    judged = words(f"class_{claim['class']}", lang)
    reason = claim.get("class_reason")
    if isinstance(reason, dict) and reason.get("key"):  # why that class (class_of_player)
        params = {name: value for name, value in reason.items() if name != "key"}
        judged = words(
            "report_class_why", lang, cls=judged, why=words(str(reason["key"]), lang, **params)
        )
    rows.append((words("report_class", lang), esc(judged)))
    rows.append((words("report_rules", lang), esc(words(f"rules_{claim['rules']['name']}", lang))))
    return rows


def facts_html(record: Record, lang: str = "en") -> str:
    body = "".join(
        f"<tr><th>{esc(label)}</th><td>{value}</td></tr>"
        for label, value in facts_rows(record, lang)
    )
    return f'<table class="facts">{body}</table>'


def contract_words(contract: str, lang: str = "en") -> str:
    """``4SX`` → ``4♠X``; in Chinese ``4♠加倍``, ``3无将`` (as every text says them)."""
    if not re.fullmatch(r"(\d)(NT|[SHDC])(X{0,2})", contract):
        return contract
    return contract_text(Contract.parse(contract), lang)


def verdict_of(record: Record, lang: str = "en") -> str:
    ruling = record["ruling"]
    return verdict_words(ruling["kind"], ruling["to_opponents"], ruling["laws"], lang)


def decision_text(record: Record, lang: str = "en") -> str:
    """The ruling in one sentence: the tricks to each side and the verdict."""
    ruling = record["ruling"]
    if ruling["kind"] == "undecided":
        return words("ruling_undecided", lang)
    claimer = seat(record["claim"]["claimer"])
    return words(
        "ruling_decision",
        lang,
        awarded=ruling["awarded"],
        side=side_name(claimer, lang),
        other=ruling["tricks_left"] - ruling["awarded"],
        verdict=verdict_of(record, lang),
    )


def decision_html(record: Record, lang: str = "en") -> str:
    ruling = record["ruling"]
    parts = [f'<p class="decision {esc(ruling["kind"])}">{esc(decision_text(record, lang))}</p>']
    result = ruling.get("result")
    if result:
        board = record["board"]
        shown = words(
            "ruling_result_line",
            lang,
            contract=contract_words(board["contract"], lang),
            over=_over(result["contract"], lang),
            declarer=seat_initial(seat(board["declarer"]), lang),
        )
        line = words("report_result", lang, result=shown, total=result["declarer_tricks"])
        parts.append(f"<p>{esc(line)}</p>")
    compare = words(
        "ruling_compare",
        lang,
        dd=ruling["dd"],
        best=ruling["best_normal"],
        worst=ruling["worst_normal"],
    )
    parts.append(f'<p class="compare">{esc(compare)}</p>')
    return "".join(parts)


def _over(result: str, lang: str = "en") -> str:
    """``4S-1 by S`` → ``-1``; ``3NT= by N`` → ``=`` (in Chinese ``宕1``, ``完成``)."""
    match = re.search(r"([=+-]\d*)(?: by|$)", result)
    if not match:
        return ""
    said = match.group(1)
    return said if lang == "en" else over_text(0 if said == "=" else int(said), lang)


# ---- findings and lines ----------------------------------------------------------------


def law_heading(code: str, lang: str = "en") -> str:
    """``Law 70C: A trump still outstanding`` / ``第70條C款　外面還有一張將牌``."""
    title = law_title(code, lang)
    cited = law_citation(code, lang)
    return words("report_law_title", lang, law=cited, title=title) if title else cited


def finding_code(finding: Record) -> str:
    """The most precise article a finding applies: ``70C1`` for the first of 70C's
    findings (its key starts with the section), else the finding's own law."""
    law = finding.get("law") or ""
    match = re.match(r"(\d+[A-Z]?\d*)_", finding.get("finding", ""))
    if law and match and match.group(1).startswith(law):
        return match.group(1)
    return law


def finding_words(finding: Record, lang: str = "en") -> str:
    text = finding.get("text") or {}
    return str(text.get(lang, text.get("en", finding.get("finding", ""))))


def point_words(point: Record, lang: str = "en") -> str:
    """A doubtful point of the record (``ruling.doubtful_points``) in ``lang``: trick,
    the choice and its alternatives, and the tricks awarded without it."""
    plan = words("list_separator", lang).join(
        words(rule_key(name), lang) for name in point.get("deviated", [])
    )
    careless = words("point_careless", lang, plan=plan) if point.get("careless") and plan else ""
    action = words(
        f"point_{point['kind']}", lang, seat=seat(point["seat"]), card=parse_card(point["card"])
    )
    others = words("list_or", lang).join(
        card_text(parse_card(code)) for code in point.get("alternatives", [])
    )
    return words(
        "ruling_point",
        lang,
        code=point["code"],
        trick=point["trick"],
        action=action,
        others=others,
        careless=careless,
        without=point["without"],
    ).strip()


def findings_html(findings: Iterable[Record], lang: str = "en") -> str:
    """Each finding under the article it applies, with that article's title (the
    finding's own words then drop the article number they start with)."""
    items = []
    for finding in findings:
        code = finding_code(finding)
        text = finding_words(finding, lang)
        head = ""
        if code:
            head = f'<span class="law">{esc(law_heading(code, lang))}</span> — '
            for prefix in (f"{code}: ", f"{law_citation(code, lang)}："):
                text = text.removeprefix(prefix)
        items.append(f"<li>{head}{esc(text)}</li>")
    if not items:
        return f"<p>{esc(words('report_no_findings', lang))}</p>"
    return f'<ul class="findings">{"".join(items)}</ul>'


def line_html(play: list[Record], lang: str = "en", lost: dict[int, str] | None = None) -> str:
    """A line trick by trick: each card with its seat, the winner, and why a lost trick
    was lost."""
    lost = lost or {}
    head = (
        f"<tr><th>{esc(words('report_trick', lang))}</th><th></th><th></th><th></th>"
        f"<th></th><th>{esc(words('report_won_by', lang))}</th><th></th></tr>"
    )
    rows = []
    for trick in play:
        cards = [
            f"{esc(seat_initial(seat(c['seat']), lang))} {card_html(c['card'])}"
            for c in trick["cards"]
        ]
        cards += [""] * (4 - len(cards))
        winner = seat_name(seat(trick["winner"]), lang) if trick.get("winner") else ""
        why = lost.get(trick["number"])
        note = esc(words("report_lost", lang, why=why)) if why else ""
        cells = "".join(f"<td>{card}</td>" for card in cards)
        rows.append(
            f'<tr class="{"lost" if why else "won"}"><td>{trick["number"]}</td>'
            f'{cells}<td>{esc(winner)}</td><td class="why">{note}</td></tr>'
        )
    return f'<table class="line">{head}{"".join(rows)}</table>'


def lost_reasons(record: Record, lang: str = "en") -> dict[int, str]:
    return {
        lost["trick"]: finding_words(lost["why"], lang)
        for lost in record["ruling"].get("lost_tricks", [])
    }


def ruling_fragment(record: Record, lang: str = "en") -> str:
    """The ruling as a card: diagram and facts side by side, the decision, the findings
    and the worst normal line."""
    worst = record["lines"]["worst"]
    return (
        '<div class="ruling">'
        f'<div class="top">{diagram_html(record["position"], lang)}'
        f"{facts_html(record, lang)}</div>"
        f"{decision_html(record, lang)}"
        f"{findings_html(record['ruling']['findings'], lang)}"
        f"<p><strong>{esc(words('ruling_line', lang))}</strong></p>"
        f"{line_html(worst['play'], lang, lost_reasons(record, lang))}"
        "</div>"
    )
