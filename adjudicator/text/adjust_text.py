"""``adjudicate adjust``'s report as text: the traveller's lines with their scores, then
the arithmetic of each adjusted line (Law 12C, 86, 88), in English or Chinese.

The report is the dict :func:`adjudicator.scoring.adjust.score_traveller` makes (also the
JSON output); results in it are written as travellers write them (``4SX-1 E``) and are
said here in the reader's language (``4♠加倍宕1（东）``).  Columns are padded by the
width a terminal gives them, so Chinese headings keep the table straight.
"""

from __future__ import annotations

from endplay.types import Player

from adjudicator.core.contract import Contract
from adjudicator.scoring.law77 import ScoringError, parse_result
from adjudicator.text.catalog import law_list, seat_initial, words
from adjudicator.text.columns import ljust, rjust, width
from adjudicator.text.ruling_text import contract_text, over_text


def render_adjust(report: dict, lang: str = "en") -> str:
    """The report as text: the traveller, then each adjusted line's arithmetic."""
    if report["unit"] == "matchpoints":
        return "\n".join(_pairs_text(report, lang))
    if "teams" not in report:
        return "\n".join(_imp_pairs_text(report, lang))
    return "\n".join(_teams_text(report, lang))


def result_words(text: str, lang: str = "en") -> str:
    """A traveller's result (``4SX-1 E``) in ``lang``: ``4♠加倍宕1（东）``."""
    if lang == "en" or not text:
        return text
    try:
        result = parse_result(text)
    except ScoringError:
        return text
    if not result.level:
        return words("passed_out", lang)
    contract = Contract.parse(result.contract)
    return words(
        "result_by",
        lang,
        contract=contract_text(contract, lang),
        over=over_text(contract.outcome(result.tricks), lang),
        declarer=seat_initial(Player.find(result.declarer), lang),
    )


def _heading(report: dict, lang: str) -> str:
    board = (
        words("adjust_board", lang, board=report["board"]) if report["board"] is not None else ""
    )
    return words(
        "adjust_heading",
        lang,
        board=board,
        vul=_vul(report["vul"], lang),
        form=_form(report["form"], lang),
    )


def _vul(vul: str, lang: str) -> str:
    return vul if lang == "en" else words(f"vul_{vul}", lang)


def _form(form: str, lang: str) -> str:
    return form if lang == "en" else words(f"form_{form.replace('-', '_')}", lang)


def _num(value: float) -> str:
    return f"{value:.2f}"


def _table(head: list[tuple[str, int, str]], rows: list[list[str]]) -> list[str]:
    """A table: ``head`` as (heading, columns, "<" or ">"); a column is widened when its
    heading needs more room (Chinese headings fill two columns a character)."""
    widths = [max(n, width(text) + 1) for text, n, _ in head]
    sides = [side for _, _, side in head]
    return [
        "".join(
            ljust(text, n) if side == "<" else rjust(text, n)
            for text, n, side in zip(cells, widths, sides, strict=True)
        )
        for cells in [[text for text, _, _ in head], *rows]
    ]


def _pairs_text(report: dict, lang: str) -> list[str]:
    head = [(words(key, lang), n, side) for key, n, side in (
        ("col_table", 6, "<"), ("col_ns", 6, "<"), ("col_ew", 6, "<"), ("col_result", 18, "<"),
        ("col_score", 6, ">"), ("col_ns_mp", 8, ">"), ("col_ns_pct", 8, ">"),
        ("col_ew_mp", 8, ">"), ("col_ew_pct", 8, ">"))]  # fmt: skip
    rows = [[str(line["table"]), str(line["ns_pair"]), str(line["ew_pair"]),
             _summary(line, lang), _score(line), _num(line["NS"]["score"]),
             _num(line["NS"]["percent"]), _num(line["EW"]["score"]),
             _num(line["EW"]["percent"])] for line in report["lines"]]  # fmt: skip
    out = [
        words(
            "adjust_mp_heading",
            lang,
            heading=_heading(report, lang),
            top=f"{report['top']:g}",
            results=report["results"],
        ),
        *_table(head, rows),
    ]
    out += _adjusted_lines_text(report, words("unit_mp", lang), lang)
    factored = next((ln[d]["neuberg"] for ln in report["lines"] for d in ("NS", "EW")
                     if "neuberg" in ln[d]), None)  # fmt: skip
    if factored:
        out += ["", words("adjust_neuberg", lang, a=factored["actual"], e=factored["expected"])]
    return out


def _adjusted_lines_text(report: dict, unit: str, lang: str) -> list[str]:
    """Each adjusted line with its kind, laws, and what each side was given."""
    adjusted = [line for line in report["lines"] if line["kind"] != "played"]
    out = ["", words("adjust_adjusted", lang)] if adjusted else []
    for line in adjusted:
        out.append(
            words(
                "adjust_line",
                lang,
                table=line["table"],
                kind=_kind(line["kind"], lang),
                laws=_laws(line["laws"], lang),
                obtained=_obtained(line, lang),
            )
        )
        for direction in ("NS", "EW"):
            out.append(
                words(
                    "adjust_side",
                    lang,
                    side=_direction(direction, lang),
                    text=_side_text(line[direction], unit, lang),
                )
            )
    return out


def _kind(kind: str, lang: str) -> str:
    return kind if lang == "en" else words(f"adj_{kind}", lang)


def _laws(laws: list[str], lang: str) -> str:
    return ", ".join(laws) if lang == "en" else law_list(laws, lang)


def _direction(direction: str, lang: str) -> str:
    return direction if lang == "en" else words(f"side_{direction}", lang)


def _imp_pairs_text(report: dict, lang: str) -> list[str]:
    if report["datum"]:
        datum = report["datum"]
        how = words("adjust_butler", lang, ns=f"{datum['NS']:+d}", ew=f"{datum['EW']:+d}")
    else:
        how = words("adjust_cross_imps", lang)
    head = [(words(key, lang), n, side) for key, n, side in (
        ("col_table", 6, "<"), ("col_ns", 6, "<"), ("col_ew", 6, "<"), ("col_result", 18, "<"),
        ("col_score", 6, ">"), ("col_ns_imps", 9, ">"), ("col_ew_imps", 9, ">"))]  # fmt: skip
    rows = [[str(line["table"]), str(line["ns_pair"]), str(line["ew_pair"]),
             _summary(line, lang), _score(line), f"{line['NS']['score']:+.2f}",
             f"{line['EW']['score']:+.2f}"] for line in report["lines"]]  # fmt: skip
    out = [
        words("adjust_imp_heading", lang, heading=_heading(report, lang), how=how),
        *_table(head, rows),
    ]
    out += _adjusted_lines_text(report, words("unit_imps", lang), lang)
    return out


def _score(line: dict) -> str:
    return "" if line["ns_score"] is None else f"{line['ns_score']:+d}"


def _summary(line: dict, lang: str) -> str:
    if line["kind"] == "played":
        if line["obtained"] == str(line["ns_score"]):
            return ""
        return result_words(line["obtained"], lang)
    return words("adjust_summary_adj", lang, kind=_kind(line["kind"], lang))


def _obtained(line: dict, lang: str) -> str:
    if not line["obtained"]:
        return ""
    return words("adjust_obtained", lang, result=result_words(line["obtained"], lang))


def _artificial(value: str, lang: str) -> str:
    names = {"A+": "average_plus", "A": "average", "A-": "average_minus"}
    return words(names[value], lang) if lang != "en" and value in names else value


def _side_text(side: dict, unit: str, lang: str) -> str:
    if "artificial" in side:
        text = words("adjust_artificial", lang, value=_artificial(side["artificial"], lang))
        if side.get("law") == "88":
            session = side["session"]
            where = words("adjust_other_boards", lang) if session["from"] == "other boards" else ""
            text += words("adjust_law88", lang, percent=f"{session['percent']:.2f}", where=where)
        if "percent" in side:
            return words(
                "adjust_artificial_pct",
                lang,
                text=text,
                percent=f"{side['percent']:g}",
                score=_num(side["score"]),
                unit=unit,
            )
        return words(
            "adjust_artificial_86a", lang, text=text, score=f"{side['score']:+g}", unit=unit
        )
    parts = [
        words(
            "adjust_component",
            lang,
            weight=_weight(c["weight"], lang),
            result=result_words(c["result"], lang),
            ns=f"{c['ns_score']:+d}",
            score=_num(c["score"]),
            unit=unit,
        )
        for c in side["components"]
    ]
    percent = (
        words("adjust_percent", lang, percent=f"{side['percent']:.2f}") if "percent" in side else ""
    )
    if len(parts) == 1:
        return parts[0] + percent
    separator = words("reason_separator", lang)
    return (
        separator.join(parts)
        + separator
        + words(
            "adjust_weighted",
            lang,
            total=f"{_num(side['score'])} {unit}"
            if lang == "en"
            else f"{_num(side['score'])}{unit}",
            percent=percent,
        )
    )


def _weight(weight: float, lang: str) -> str:
    return "" if weight == 1 else words("adjust_weight", lang, percent=f"{weight * 100:g}")


def _teams_text(report: dict, lang: str) -> list[str]:
    out = [words("adjust_teams_heading", lang, heading=_heading(report, lang))]
    for line in report["lines"]:
        out.append(
            words(
                "adjust_team_table",
                lang,
                table=line["table"],
                ns=line["ns_pair"] or "?",
                ew=line["ew_pair"] or "?",
                text=_table_text(line, lang),
            )
        )
    for side in report["teams"]:
        out.append(words("adjust_team", lang, team=side["pair"], text=_team_text(side, lang)))
    if report["unbalanced"]:
        first, second = report["unbalanced"]
        a, b = report["teams"]
        out.append(
            words(
                "adjust_knockout",
                lang,
                first=f"{first:+g}",
                second=f"{second:+g}",
                a=a["pair"],
                a_score=f"{a['score']:+g}",
                b=b["pair"],
                b_score=f"{b['score']:+g}",
            )
        )
    return out


def _table_text(line: dict, lang: str) -> str:
    if line["kind"] == "played":
        return words(
            "adjust_played",
            lang,
            result=result_words(line["obtained"], lang),
            ns=f"{line['ns_score']:+d}",
        )
    given = line["given"]
    sides = words("reason_separator", lang).join(
        words("adjust_given", lang, side=_direction(d, lang), text=_given_text(given[d], lang))
        for d in ("NS", "EW")
    )
    return words(
        "adjust_table_adjusted",
        lang,
        kind=_kind(line["kind"], lang),
        laws=_laws(line["laws"], lang),
        obtained=_obtained(line, lang),
        sides=sides,
    )


def _given_text(given: dict, lang: str) -> str:
    if "artificial" in given:
        return words("adjust_artificial", lang, value=_artificial(given["artificial"], lang))
    return words("list_separator", lang).join(
        words(
            "adjust_given_weighted" if c["weight"] != 1 else "adjust_played",
            lang,
            percent=f"{c['weight'] * 100:g}",
            result=result_words(c["result"], lang),
            ns=f"{c['ns_score']:+d}",
        )
        for c in given["components"]
    )


def _team_text(side: dict, lang: str) -> str:
    imps = words("unit_imps", lang)
    if "artificial" in side:
        return words(
            "adjust_team_artificial",
            lang,
            value=_artificial(side["artificial"], lang),
            score=f"{side['score']:+g}",
            unit=imps,
        )
    parts = [
        words(
            "adjust_team_component" if c["weight"] == 1 else "adjust_team_component_weighted",
            lang,
            percent=f"{c['weight'] * 100:g}",
            result=_comparison(c["result"], lang),
            ns=f"{c['ns_score']:+d}",
            score=f"{c['score']:+g}",
            unit=imps,
        )
        for c in side["components"]
    ]
    if len(parts) == 1:
        return parts[0]
    separator = words("reason_separator", lang)
    return (
        separator.join(parts)
        + separator
        + words("adjust_team_weighted", lang, score=f"{side['score']:+.2f}", unit=imps)
    )


def _comparison(text: str, lang: str) -> str:
    """``4S= N vs 3S= N``: a team's result at the two tables."""
    if lang == "en":
        return text
    return words("adjust_versus", lang).join(
        result_words(part.strip(), lang) for part in text.split(" vs ")
    )
