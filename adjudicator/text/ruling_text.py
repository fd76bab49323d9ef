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

from typing import Any

from adjudicator.core.cards import card_code
from adjudicator.core.position import ClaimPosition
from adjudicator.core.script import language
from adjudicator.engine import Rule
from adjudicator.laws.claims.claim import ClaimFacts
from adjudicator.laws.claims.doubtful import DoubtfulPoint, point_codes
from adjudicator.laws.claims.law69_71 import ConcessionRuling
from adjudicator.laws.claims.normal_rules import NORMAL_RULES
from adjudicator.laws.claims.ruling import REDUCED, UNDECIDED, Ruling
from adjudicator.laws.claims.weighting import Choice
from adjudicator.laws.findings import Finding
from adjudicator.text.cards import card_text
from adjudicator.text.catalog import (
    LANGUAGES,
    finding_text,
    law_list,
    point_code,
    seat_initial,
    seat_name,
    side_name,
    words,
)
from adjudicator.text.contract_words import contract_text, over_text
from adjudicator.text.diagram import render_line, render_position
from adjudicator.text.weights_text import proposal_lines

PRACTICE_SOURCE = "claim-practice.md"


def verdict_text(ruling: Ruling, lang: str = "en") -> str:
    """``upheld``, ``tricks to opponents: N (laws)`` or ``undecided (budget)``."""
    return verdict_words(ruling.kind, ruling.to_opponents, ruling.laws, lang)


def verdict_words(kind: str, to_opponents: int | None, laws: list[str], lang: str = "en") -> str:
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
    lines.append(
        words(
            "ruling_rules_why",
            lang,
            rules=facts.ruleset,
            cls=facts.player_class,
            why=finding_text(class_reason(facts), lang),
        )
    )
    return "\n".join(lines)


def class_reason(facts: ClaimFacts) -> Finding:
    """Why the ruling judges this class of player (given, mapped, the event's name)."""
    if facts.class_reason is not None:
        return facts.class_reason
    return Finding("class_stated", {"cls": facts.player_class})


def claimer_note(facts: ClaimFacts) -> Finding | None:
    """A note that the claimer was inferred (event files do not record who claimed)."""
    if not facts.claimer_inferred:
        return None
    return Finding(
        "claimer_inferred_defender" if facts.defender_claims else "claimer_inferred_declarer"
    )


def _facts_lines(ruling: Ruling, lang: str, symbols: bool) -> list[str]:
    facts = ruling.facts
    position = facts.position
    lines: list[str] = []
    if facts.context is not None:
        context = facts.context
        lines.append(
            words(
                "ruling_contract",
                lang,
                contract=contract_text(context.contract, lang),
                declarer=seat_name(context.declarer, lang),
                won=context.declarer_tricks,
                lost=context.defender_tricks,
            )
        )
    lines.append(render_position(position, symbols=symbols, lang=lang))
    lines.append(
        words(
            "ruling_claim",
            lang,
            who=seat_name(facts.claimer, lang),
            claimed=facts.claimed,
            left=position.tricks_left,
            side=side_name(facts.claimer, lang),
        )
    )
    note = claimer_note(facts)
    if note is not None:
        lines.append(finding_text(note, lang))
    if facts.statement.empty:
        lines.append(words("ruling_no_statement", lang))
    else:
        lines.append(words("ruling_statement", lang, text=facts.statement.canonical(lang=lang)))
    if facts.statement.unread:
        lines.append(words("ruling_statement_unread", lang, words=unread_text(facts, lang)))
    return lines


def unread_text(facts: ClaimFacts, lang: str) -> str:
    """The words of the statement left out of its reading, each quoted as typed."""
    quote = "“{}”" if lang == "en" else "「{}」"
    return words("list_separator", lang).join(quote.format(w) for w in facts.statement.unread)


def _decision_lines(ruling: Ruling, lang: str) -> list[str]:
    lines = (
        _undecided_lines(ruling, lang) if ruling.kind == UNDECIDED else _decided_lines(ruling, lang)
    )
    rows = ruling.practice_rows
    lines.append(
        words(
            "ruling_laws" if rows else "ruling_laws_only",
            lang,
            laws=law_list(ruling.laws, lang),
            source=PRACTICE_SOURCE,
            rows=(", " if lang == "en" else words("list_separator", lang)).join(map(str, rows)),
        )
    )
    if ruling.findings:
        lines.append(words("ruling_findings", lang))
        lines += [f"  - {finding_text(finding, lang)}" for finding in ruling.findings]
    if ruling.guess is not None and ruling.guess.proposed:
        lines.append(words("ruling_weighted", lang, side=side_name(ruling.facts.claimer, lang)))
        lines += proposal_lines(ruling.guess.proposal, lang)
    return lines


def _decided_lines(ruling: Ruling, lang: str) -> list[str]:
    facts = ruling.facts
    lines = [
        words(
            "ruling_decision",
            lang,
            awarded=ruling.awarded,
            side=side_name(facts.claimer, lang),
            other=facts.position.tricks_left - ruling.awarded,
            verdict=verdict_text(ruling, lang),
        )
    ]
    final = ruling.final_result()
    if final is not None:
        lines.append(
            words(
                "ruling_result",
                lang,
                result=result_text(ruling, lang),
                total=final[1],
                score=final[2],
            )
        )
    lines.append(words("ruling_compare", lang, dd=ruling.dd, best=ruling.best, worst=ruling.worst))
    return lines


def _undecided_lines(ruling: Ruling, lang: str) -> list[str]:
    """An undecided ruling says so: the bounds its search proved, never a score from one."""
    low, high = ruling.bounds
    lines = [
        words(
            "ruling_undecided_decision",
            lang,
            low=low,
            high=high,
            side=side_name(ruling.facts.claimer, lang),
        )
    ]
    at_low, at_high = ruling.result_for(low), ruling.result_for(high)
    if at_low is not None and at_high is not None:
        lines.append(
            words(
                "ruling_undecided_result",
                lang,
                low=result_text(ruling, lang, low),
                low_total=at_low[1],
                high=result_text(ruling, lang, high),
                high_total=at_high[1],
            )
        )
    lines.append(words("ruling_compare_undecided", lang, dd=ruling.dd, low=low, high=high))
    return lines


def _line_lines(ruling: Ruling, lang: str, symbols: bool) -> list[str]:
    position = ruling.facts.position
    lines = [words("ruling_line", lang)]
    lines += ["  " + row for row in render_line(position, ruling.worst_line, symbols, lang)]
    for trick in ruling.lost_tricks:
        lines.append(
            words(
                "ruling_lost",
                lang,
                number=trick.number,
                winner=seat_name(trick.winner, lang),
                why=finding_text(trick.why, lang),
            )
        )
    lines += point_lines(ruling.doubtful_points or (), lang)
    if ruling.doubtful_points is not None and not ruling.points_complete:
        lines.append(words("ruling_points_incomplete", lang))
    if ruling.outcomes:
        lines.append(words("ruling_outcomes", lang))
        for tricks, line in sorted(ruling.outcomes.items()):
            shown = " / ".join(render_line(position, line, symbols, lang))
            lines.append(words("ruling_outcome", lang, tricks=tricks, line=shown))
    return lines


def point_lines(points: tuple[DoubtfulPoint, ...], lang: str = "en") -> list[str]:
    """The doubtful points, each with its code for ``--not-normal``."""
    if not points:
        return []
    return [words("ruling_points", lang)] + [
        f"  {point_code(point.trick, point.seat, point.cards, lang)}  {point_text(point, lang)}"
        for point in points
    ]


def point_text(point: DoubtfulPoint, lang: str = "en") -> str:
    """``trick 3: South leads ♥Q instead of ♠Q — without this choice: 4 ...``."""
    careless = (
        words("point_careless", lang, plan=rule_words(point.deviated, lang))
        if point.careless and point.deviated
        else ""
    )
    return words(
        "ruling_point",
        lang,
        trick=point.trick,
        action=words(f"point_{point.kind}", lang, seat=point.seat, card=point.card),
        others=words("list_or", lang).join(card_text(c) for c in point.alternatives),
        careless=careless,
        without=point.without,
    )


def rule_words(rules: Rule, lang: str = "en") -> str:
    """The plan (or plans) a rule set of the engine stands for, in words."""
    return words("list_separator", lang).join(
        words(row.key, lang) for rule, row in NORMAL_RULES.items() if rule in rules
    )


def point_json(point: DoubtfulPoint) -> dict[str, Any]:
    return {
        "code": point.code,
        "trick": point.trick,
        "seat": point.seat.abbr,
        "card": card_code(point.card),
        "cards": [card_code(c) for c in point.cards],
        "kind": point.kind,
        "alternatives": [card_code(c) for c in point.alternatives],
        "careless": point.careless,
        "deviated": [rule.name for rule in Rule if rule in point.deviated and rule.name],
        "without": point.without,
        "text": {lang: point_text(point, lang) for lang in LANGUAGES},
    }


def result_text(ruling: Ruling, lang: str = "en", awarded: int | None = None) -> str:
    """``4♠-1 by S`` / ``4♠-1，莊家南``: the contract's result on the ruling (or, for the
    bounds of an undecided one, were ``awarded`` tricks the claimer's side's)."""
    context = ruling.facts.context
    final = ruling.result_for(ruling.awarded if awarded is None else awarded)
    assert context is not None and final is not None
    over = context.contract.outcome(final[1])
    return words(
        "ruling_result_line",
        lang,
        contract=contract_text(context.contract, lang),
        over=over_text(over, lang),
        declarer=seat_initial(context.declarer, lang),
    )


def ruling_json(ruling: Ruling, lang: str = "en") -> dict[str, Any]:
    """The ruling as one JSON object (``adjudicate claim --format json``): the display
    texts (``verdict``, ``statement_text``, the findings and each lost trick's ``why``) in
    ``lang``, beside machine-readable fields that are the same in every language."""
    lang = language(lang)
    final = ruling.final_result()
    facts = ruling.facts
    decided = ruling.kind != UNDECIDED
    return {
        "result": None
        if final is None
        else {"contract": final[0], "declarer_tricks": final[1], "score": final[2]},
        "claimer": facts.claimer.abbr,
        "claimed": ruling.claimed,
        # an undecided ruling awards nothing: its bounds say what the search proved
        "awarded": ruling.awarded if decided else None,
        "to_opponents": ruling.to_opponents if decided else None,
        "bounds": list(ruling.bounds),
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
        "statement_unread": list(facts.statement.unread),
        "class": facts.player_class.value,
        "class_reason": finding_text(class_reason(facts)),
        "claimer_inferred": facts.claimer_inferred,
        "rules": facts.ruleset.value,
        "worst_line": [card_code(c) for c in ruling.worst_line],
        "lost_tricks": [
            {
                "trick": t.number,
                "winner": t.winner.abbr,
                "card": card_code(t.card),
                "why": finding_text(t.why, lang),
            }
            for t in ruling.lost_tricks
        ],
        "outcomes": [
            {"tricks": value, "line": [card_code(c) for c in line]}
            for value, line in sorted(ruling.outcomes.items())
        ],
        "findings": [finding_text(finding, lang) for finding in ruling.findings],
        "doubtful_points": None
        if ruling.doubtful_points is None
        else [point_json(point) for point in ruling.doubtful_points],
        "doubtful_points_complete": ruling.points_complete,
        "not_normal": point_codes(facts.not_normal),
        "law70c": _law70c_json(ruling),
        "weighting": weighting_json(ruling),
        "complete": ruling.complete,
        "elapsed_ms": round(ruling.elapsed_ms, 1),
    }


def weighting_json(ruling: Ruling) -> dict[str, Any] | None:
    """The guess and its Law 12C3 weights (practice row 20), when one was simulated."""
    guess = ruling.guess
    if guess is None:
        return None

    def choice(item: Choice) -> dict[str, Any]:
        low, high = item.success.interval
        return {
            "card": card_code(item.card),
            "tricks": item.tricks,
            "success": round(item.success.value, 4),
            "success_ci95": [round(low, 4), round(high, 4)],
            "better_share": round(item.better.value, 4),
        }

    return {
        "law": "12C3",
        "proposed": guess.proposed,
        "trick": guess.trick,
        "seat": guess.seat.abbr,
        "target": guess.target,
        "seed": guess.seed,
        "layouts": guess.layouts,
        "right": choice(guess.right),
        "wrong": choice(guess.wrong),
        "proposal": guess.proposal.to_json(),
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


def render_restoration(position: ClaimPosition, ruling: ConcessionRuling, lang: str = "en") -> str:
    """Laws 69/71 in one sentence: what is restored to which side, and why."""
    restoration = ruling.restoration
    side = words("seat_side", lang, seat=seat_initial(ruling.side, lang))
    reasons = words("reason_separator", lang).join(
        finding_text(reason, lang) for reason in restoration.reasons
    )
    if not restoration.restored:
        return words("restored_none", lang, side=side, reasons=reasons)
    return words(
        "restored",
        lang,
        restored=restoration.restored,
        conceded=position.tricks_left - restoration.kept,
        side=side,
        reasons=reasons,
    )


def restoration_json(ruling: ConcessionRuling, lang: str = "en") -> dict[str, Any]:
    """Laws 69/71 as JSON; ``reasons`` are display text in ``lang``."""
    restoration = ruling.restoration
    return {
        "lang": lang,
        "side": ruling.side.abbr,
        "law": restoration.law,
        "kept": restoration.kept,
        "restored": restoration.restored,
        "total": restoration.total,
        "legal_minimum": ruling.legal_minimum,
        "normal_minimum": ruling.normal_minimum,
        "reasons": [finding_text(reason, lang) for reason in restoration.reasons],
    }
