"""The ruling as a director reads it at the table, in English or Chinese.

The text follows the order of a written ruling: the facts (contract, the position, the
claim and its statement), the decision (tricks to each side, the result and its score),
the laws and practice rules that decided it, the findings, the worst normal line card by
card with the tricks it loses, the double-dummy and best normal results for comparison,
and every distinct outcome of the normal lines.  Chinese uses the seed laws' terms
(聲稱, 莊家, 明手, 防家, 將牌, 飛牌) and article numbers (第70條C款).
"""

from __future__ import annotations

import re

from adjudicator.laws.ruling import Ruling
from adjudicator.text.diagram import SEAT_NAMES, render_line, render_position, strain_text

PRACTICE_SOURCE = "claim-practice.md"


def law_citation(code: str, lang: str = "en") -> str:
    """``70C`` → ``Law 70C`` / ``第70條C款``; ``70D2`` → ``第70條D款2``."""
    if lang != "zh":
        return f"Law {code}"
    match = re.fullmatch(r"(\d+)([A-Z]?)(\d*)", code)
    if not match:
        return code
    article, section, item = match.groups()
    return f"第{article}條" + (f"{section}款" if section else "") + item


TEXT = {
    "en": {
        "claim": "{who} claims {claimed} of the {left} remaining tricks for {side}.",
        "statement": "Statement: {text}",
        "no_statement": "Statement: none",
        "contract": "Contract: {contract} by {declarer}; tricks before the claim: "
        "declarer {won}, defenders {lost}.",
        "ruling": "RULING: {awarded} of the remaining tricks to {side}, {other} to the "
        "opponents — {verdict}.",
        "result": "Result: {result} ({total} tricks), score {score:+d} for the declaring side.",
        "compare": "Double dummy: {dd}   best normal line: {best}   worst normal line: {worst}",
        "laws": "Laws: {laws}   Practice rules ({source}): rows {rows}",
        "findings": "Findings:",
        "line": "Worst normal line (the opponents defending their best):",
        "lost": "  Trick {number} lost: {winner} — {why}",
        "outcomes": "Distinct results of the normal lines:",
        "outcome": "  {tricks} trick(s): {line}",
        "undecided": "The search stopped at its budget: the figures are bounds.",
        "rules": "Rule set: {rules}; class of player: {cls}.",
        "sides": {0: "North-South", 1: "East-West"},
    },
    "zh": {
        "claim": "{who}聲稱{side}在剩餘{left}墩中贏得{claimed}墩。",
        "statement": "聲稱說明：{text}",
        "no_statement": "聲稱說明：無",
        "contract": "定約：{contract}，莊家{declarer}；聲稱前莊家方{won}墩，防家方{lost}墩。",
        "ruling": "裁決：剩餘牌墩中{side}得{awarded}墩，對方得{other}墩 — {verdict}。",
        "result": "結果：{result}（{total}墩），莊家方得分{score:+d}。",
        "compare": "雙明手結果：{dd}　最佳正常打法：{best}　最差正常打法：{worst}",
        "laws": "依據：{laws}　裁判實務（{source}）第{rows}項",
        "findings": "認定：",
        "line": "最差的正常打法（對方以最佳方式防守）：",
        "lost": "  第{number}墩失去：{winner} — {why}",
        "outcomes": "各正常打法的不同結果：",
        "outcome": "  {tricks}墩：{line}",
        "undecided": "搜索達到預算上限：以上數字為界限。",
        "rules": "規則：{rules}；賽員級別：{cls}。",
        "sides": {0: "南北方", 1: "東西方"},
    },
}


def render_ruling(ruling: Ruling, lang: str = "en", symbols: bool = True) -> str:
    """The full text of a ruling."""
    words = TEXT.get(lang, TEXT["en"])
    facts = ruling.facts
    position = facts.position
    names = SEAT_NAMES.get(lang, SEAT_NAMES["en"])
    side = words["sides"][facts.claimer % 2]
    lines: list[str] = []
    if facts.context is not None:
        context = facts.context
        lines.append(
            words["contract"].format(
                contract=_contract_text(context.contract, lang),
                declarer=names[context.declarer],
                won=context.declarer_tricks,
                lost=context.defender_tricks,
            )
        )
    lines.append(render_position(position, symbols=symbols, lang=lang))
    lines.append(
        words["claim"].format(
            who=names[facts.claimer], claimed=facts.claimed, left=position.tricks_left, side=side
        )
    )
    if facts.statement.empty:
        lines.append(words["no_statement"])
    else:
        lines.append(words["statement"].format(text=facts.statement.canonical(lang=lang)))
    lines.append("")
    lines.append(
        words["ruling"].format(
            awarded=ruling.awarded,
            side=side,
            other=position.tricks_left - ruling.awarded,
            verdict=ruling.verdict(lang),
        )
    )
    final = ruling.final_result()
    if final is not None and facts.context is not None:
        result = final[0].replace(facts.context.contract, _contract_text(facts.context.contract,
                                                                         lang), 1)
        if lang == "zh":
            result = result.replace(f" by {facts.context.declarer.abbr}",
                                    f"，莊家{names[facts.context.declarer]}")
        lines.append(words["result"].format(result=result, total=final[1], score=final[2]))
    lines.append(words["compare"].format(dd=ruling.dd, best=ruling.best, worst=ruling.worst))
    lines.append(
        words["laws"].format(
            laws=", ".join(law_citation(law, lang) for law in ruling.laws),
            source=PRACTICE_SOURCE,
            rows=", ".join(str(row) for row in ruling.practice_rows),
        )
    )
    if ruling.findings:
        lines.append(words["findings"])
        lines += [f"  - {finding.text(lang)}" for finding in ruling.findings]
    lines.append(words["line"])
    lines += ["  " + row for row in render_line(position, ruling.worst_line, symbols, lang)]
    for trick in ruling.lost_tricks:
        lines.append(
            words["lost"].format(
                number=trick.number, winner=names[trick.winner], why=trick.why.text(lang)
            )
        )
    if ruling.outcomes:
        lines.append(words["outcomes"])
        for tricks, line in sorted(ruling.outcomes.items()):
            shown = " / ".join(render_line(position, line, symbols, lang))
            lines.append(words["outcome"].format(tricks=tricks, line=shown))
    if not ruling.complete:
        lines.append(words["undecided"])
    lines.append(words["rules"].format(rules=facts.ruleset.value, cls=facts.player_class.value))
    return "\n".join(lines)


def _contract_text(contract: str, lang: str) -> str:
    """``4SX`` → ``4♠X``; notrump as ``NT`` (``無將`` in Chinese)."""
    match = re.fullmatch(r"([1-7])(NT|N|S|H|D|C)(X{0,2})", contract.upper())
    if not match:
        return contract
    level, strain, doubled = match.groups()
    from adjudicator.core.cards import strain_of

    denom = strain_of(strain)
    shown = strain_text(denom, lang) if strain not in ("N", "NT") else (
        "無將" if lang == "zh" else "NT"
    )
    return f"{level}{shown}{doubled}"
