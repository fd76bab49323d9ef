"""The ruling as a director reads it at the table, in English or Chinese, and as JSON.

The text follows the order of a written ruling: the facts (contract, the position, the
claim and its statement), the decision (tricks to each side, the result and its score),
the laws and practice rules that decided it, the findings, the worst normal line card by
card with the tricks it loses, the double-dummy and best normal results for comparison,
and every distinct outcome of the normal lines.  Chinese uses the seed laws' terms
(声称, 庄家, 明手, 防家, 将牌, 飞牌) and article numbers (第70条C款), in Simplified (``zh``)
or Traditional (``zh-Hant``).  The JSON keeps its machine-readable fields the same in
every language; its display texts (verdict, findings, reasons) follow ``lang``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from adjudicator.core.cards import card_code
from adjudicator.core.contract import Contract
from adjudicator.core.position import ClaimPosition
from adjudicator.core.script import language
from adjudicator.laws.law69_71 import ConcessionRuling
from adjudicator.laws.ruling import REDUCED, UNDECIDED, Ruling
from adjudicator.text.catalog import (
    finding_text,
    law_list,
    seat_initial,
    seat_name,
    side_name,
    words,
)
from adjudicator.text.diagram import render_line, render_position

PRACTICE_SOURCE = "claim-practice.md"


def verdict_text(ruling: Ruling, lang: str = "en") -> str:
    """``upheld``, ``tricks to opponents: N (laws)`` or ``undecided (budget)``."""
    return verdict_words(ruling.kind, ruling.to_opponents, ruling.laws, lang)


def verdict_words(kind: str, to_opponents: int | None, laws: list[str],
                  lang: str = "en") -> str:
    """The verdict from its parts (a ruling record has them without the ruling)."""
    if kind == UNDECIDED:
        return words("verdict_undecided", lang)
    if kind == REDUCED:
        cited = [law for law in laws if law != "70A"] or ["70A"]
        shown = ",".join(cited) if lang == "en" else law_list(cited, lang)
        return words("verdict_to_opponents", lang, count=to_opponents, laws=shown)
    return words("verdict_upheld", lang)


def render_ruling(ruling: Ruling, lang: str = "en", symbols: bool = True) -> str:
    """The full text of a ruling in ``lang`` (``en``, ``zh``, ``zh-Hant`` or another name
    of one of them, such as ``zh-Hans``)."""
    lang = language(lang)
    lines = _facts_lines(ruling, lang, symbols)
    lines.append("")
    lines += _decision_lines(ruling, lang)
    lines += _line_lines(ruling, lang, symbols)
    if not ruling.complete:
        lines.append(words("ruling_undecided", lang))
    facts = ruling.facts
    lines.append(words("ruling_rules", lang, rules=facts.ruleset, cls=facts.player_class))
    return "\n".join(lines)


def _facts_lines(ruling: Ruling, lang: str, symbols: bool) -> list[str]:
    facts = ruling.facts
    position = facts.position
    lines: list[str] = []
    if facts.context is not None:
        context = facts.context
        lines.append(words(
            "ruling_contract", lang, contract=contract_text(context.contract, lang),
            declarer=seat_name(context.declarer, lang), won=context.declarer_tricks,
            lost=context.defender_tricks,
        ))
    lines.append(render_position(position, symbols=symbols, lang=lang))
    lines.append(words(
        "ruling_claim", lang, who=seat_name(facts.claimer, lang), claimed=facts.claimed,
        left=position.tricks_left, side=side_name(facts.claimer, lang),
    ))
    if facts.statement.empty:
        lines.append(words("ruling_no_statement", lang))
    else:
        lines.append(words("ruling_statement", lang, text=facts.statement.canonical(lang=lang)))
    return lines


def _decision_lines(ruling: Ruling, lang: str) -> list[str]:
    facts = ruling.facts
    lines = [words(
        "ruling_decision", lang, awarded=ruling.awarded, side=side_name(facts.claimer, lang),
        other=facts.position.tricks_left - ruling.awarded, verdict=verdict_text(ruling, lang),
    )]
    final = ruling.final_result()
    if final is not None and facts.context is not None:
        lines.append(words("ruling_result", lang, result=result_text(ruling, lang),
                           total=final[1], score=final[2]))
    lines.append(words("ruling_compare", lang, dd=ruling.dd, best=ruling.best,
                       worst=ruling.worst))
    rows = ruling.practice_rows
    lines.append(words(
        "ruling_laws" if rows else "ruling_laws_only", lang,
        laws=law_list(ruling.laws, lang), source=PRACTICE_SOURCE,
        rows=(", " if lang == "en" else words("list_separator", lang)).join(map(str, rows)),
    ))
    if ruling.findings:
        lines.append(words("ruling_findings", lang))
        lines += [f"  - {finding_text(finding, lang)}" for finding in ruling.findings]
    return lines


def _line_lines(ruling: Ruling, lang: str, symbols: bool) -> list[str]:
    position = ruling.facts.position
    lines = [words("ruling_line", lang)]
    lines += ["  " + row for row in render_line(position, ruling.worst_line, symbols, lang)]
    for trick in ruling.lost_tricks:
        lines.append(words("ruling_lost", lang, number=trick.number,
                           winner=seat_name(trick.winner, lang),
                           why=finding_text(trick.why, lang)))
    if ruling.outcomes:
        lines.append(words("ruling_outcomes", lang))
        for tricks, line in sorted(ruling.outcomes.items()):
            shown = " / ".join(render_line(position, line, symbols, lang))
            lines.append(words("ruling_outcome", lang, tricks=tricks, line=shown))
    return lines


def contract_text(contract: Contract, lang: str = "en") -> str:
    """``4♠X``; notrump as ``NT``; in Chinese ``4♠加倍``, ``3无将再加倍``."""
    if lang == "en":
        return contract.text(notrump=words("notrump_short", lang))
    doubling = {"": "", "X": words("doubled", lang), "XX": words("redoubled", lang)}
    undoubled = replace(contract, doubling="")
    return undoubled.text(notrump=words("notrump_short", lang)) + doubling[contract.doubling]


def over_text(over: int, lang: str = "en") -> str:
    """The result against the contract: ``=``, ``+1``, ``-2`` (完成, 超1墩, 宕2)."""
    if over == 0:
        return words("result_made", lang)
    if lang == "en":
        return f"{over:+d}"
    return words("result_over" if over > 0 else "result_down", lang, count=abs(over))


def result_text(ruling: Ruling, lang: str = "en") -> str:
    """``4♠-1 by S`` / ``4♠-1，莊家南``: the contract's result on the ruling."""
    context = ruling.facts.context
    final = ruling.final_result()
    assert context is not None and final is not None
    over = context.contract.outcome(final[1])
    return words("ruling_result_line", lang, contract=contract_text(context.contract, lang),
                 over=over_text(over, lang), declarer=seat_initial(context.declarer, lang))


def ruling_json(ruling: Ruling, lang: str = "en") -> dict[str, Any]:
    """The ruling as one JSON object (``adjudicate claim --format json``): the display
    texts (``verdict``, ``statement_text``, the findings and each lost trick's ``why``) in
    ``lang``, beside machine-readable fields that are the same in every language."""
    lang = language(lang)
    final = ruling.final_result()
    facts = ruling.facts
    return {
        "result": None if final is None
        else {"contract": final[0], "declarer_tricks": final[1], "score": final[2]},
        "claimer": facts.claimer.abbr,
        "claimed": ruling.claimed,
        "awarded": ruling.awarded,
        "to_opponents": ruling.to_opponents,
        "lang": lang,
        "verdict": verdict_text(ruling, lang),
        "verdict_kind": ruling.kind,
        "dd": ruling.dd,
        "worst_normal": ruling.worst,
        "best_normal": ruling.best,
        "laws": ruling.laws,
        "practice_rows": ruling.practice_rows,
        "statement": facts.statement.canonical(),
        "statement_text": facts.statement.canonical(lang),
        "class": facts.player_class.value,
        "rules": facts.ruleset.value,
        "worst_line": [card_code(c) for c in ruling.worst_line],
        "lost_tricks": [
            {"trick": t.number, "winner": t.winner.abbr, "card": card_code(t.card),
             "why": finding_text(t.why, lang)}
            for t in ruling.lost_tricks
        ],
        "outcomes": [
            {"tricks": value, "line": [card_code(c) for c in line]}
            for value, line in sorted(ruling.outcomes.items())
        ],
        "findings": [finding_text(finding, lang) for finding in ruling.findings],
        "law70c": _law70c_json(ruling),
        "complete": ruling.complete,
        "elapsed_ms": round(ruling.elapsed_ms, 1),
    }


def _law70c_json(ruling: Ruling) -> dict[str, Any] | None:
    trump = ruling.trump
    if trump is None:
        return None
    return {
        "trumps": [card_code(c) for c in trump.trumps],
        "silent": trump.silent,
        "likely_unaware": trump.likely_unaware,
        "trick_lost": trump.trick_lost,
        "applies": trump.applies,
    }


def render_restoration(position: ClaimPosition, ruling: ConcessionRuling,
                       lang: str = "en") -> str:
    """Laws 69/71 in one sentence: what is restored to which side, and why."""
    restoration = ruling.restoration
    side = words("seat_side", lang, seat=seat_initial(ruling.side, lang))
    reasons = words("reason_separator", lang).join(
        finding_text(reason, lang) for reason in restoration.reasons)
    if not restoration.restored:
        return words("restored_none", lang, side=side, reasons=reasons)
    return words("restored", lang, restored=restoration.restored,
                 conceded=position.tricks_left - restoration.kept, side=side, reasons=reasons)


def restoration_json(ruling: ConcessionRuling, lang: str = "en") -> dict[str, Any]:
    """Laws 69/71 as JSON; ``reasons`` are display text in ``lang``."""
    restoration = ruling.restoration
    return {
        "lang": lang,
        "side": ruling.side.abbr, "law": restoration.law, "kept": restoration.kept,
        "restored": restoration.restored, "total": restoration.total,
        "legal_minimum": ruling.legal_minimum, "normal_minimum": ruling.normal_minimum,
        "reasons": [finding_text(reason, lang) for reason in restoration.reasons],
    }


