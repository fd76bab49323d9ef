"""``adjudicate candidates``' text: each candidate contract's double-dummy and
normal-play results with their scores, and the Law 12C2 assigned score, in English or
Chinese (results as ``4♠宕2（南）``, the sides and their reasons in words)."""

from __future__ import annotations

from collections.abc import Sequence

from endplay.types import Player

from adjudicator.core.cards import parse_card
from adjudicator.core.contract import Contract
from adjudicator.scoring.assign import AssignedScore, OutsideNote, SideAssignment
from adjudicator.scoring.candidates import CandidateResult, TrickRange
from adjudicator.text.adjust_text import result_words
from adjudicator.text.cards import card_text
from adjudicator.text.catalog import MESSAGES, seat_initial, words
from adjudicator.text.columns import ljust, width
from adjudicator.text.ruling_text import contract_text

#: The columns: a result's attribute and its heading's key.
COLUMNS = (("dd", "cand_dd"), ("declarer_worst", "cand_declarer_worst"),
           ("declarer_best", "cand_declarer_best"), ("defence_worst", "cand_defence_worst"))


def render_candidates(deal: str, vul: str, player_class: str, rules: str, budget_ms: float,
                      results: Sequence[CandidateResult], assigned: AssignedScore | None,
                      elapsed: int, lang: str = "en") -> str:
    settings = words("cand_settings", lang, vul=_vul(vul, lang),
                     cls=_named("class", player_class, lang),
                     rules=_named("ruleset", rules, lang), budget=f"{budget_ms:g}")
    lines = [words("cand_deal", lang, deal=_deal(deal, lang)), settings, ""]
    rows = [[words("cand_candidate", lang), *(words(key, lang) for _, key in COLUMNS)]]
    for result in results:
        rows.append([_candidate(result, lang),
                     *(_cell(getattr(result, key), lang) for key, _ in COLUMNS)])
    widths = [max(width(row[i]) for row in rows) for i in range(len(rows[0]))]
    for row in rows:
        lines.append("  ".join(ljust(cell, w) for cell, w in zip(row, widths, strict=True))
                     .rstrip())
    lines += ["", words("cand_explained", lang)]
    if not all(r.complete for r in results):
        lines.append(words("cand_budget_note", lang))
    if assigned is not None:
        lines += ["", *_assigned_text(assigned, lang)]
    lines.append(words("cand_elapsed", lang, ms=elapsed))
    return "\n".join(lines)


def _deal(deal: str, lang: str) -> str:
    """The deal as typed (PBN) in English; in Chinese each seat's hand in suit symbols:
    ``北 ♥AQ2，东 ♦K ♣KQ，…``."""
    first, _, hands = deal.strip().partition(":")
    seats = "NESW"
    if lang == "en" or first.upper() not in seats or len(hands.split()) != 4:
        return deal
    start = seats.index(first.upper())
    said = []
    for i, hand in enumerate(hands.split()):
        suits = hand.split(".")
        if len(suits) != 4:
            return deal
        held = " ".join(symbol + ranks.upper().replace("T", "10")
                        for symbol, ranks in zip("♠♥♦♣", suits, strict=True) if ranks)
        seat = seat_initial(Player.find(seats[(start + i) % 4]), lang)
        said.append(words("card_by_seat", lang, seat=seat, card=" " + (held or "—")))
    return words("list_separator", lang).join(said)


def _vul(vul: str, lang: str) -> str:
    return vul if lang == "en" else words(f"vul_{vul}", lang)


def _named(kind: str, value: str, lang: str) -> str:
    key = f"{kind}_{value}"
    return value if lang == "en" or key not in MESSAGES else words(key, lang)


def _candidate(result: CandidateResult, lang: str) -> str:
    candidate = result.candidate
    if lang == "en":
        return str(candidate)
    text = words("cand_contract", lang,
                 contract=contract_text(Contract.parse(candidate.contract), lang),
                 declarer=seat_initial(Player.find(candidate.declarer), lang))
    if candidate.lead:
        text += words("cand_lead", lang, card=card_text(parse_card(candidate.lead)))
    return text


def _cell(value: TrickRange, lang: str) -> str:
    """``10 +620``, or ``8..10 (budget) -100..+620`` for a search stopped by its budget."""
    if value.exact:
        return words("cand_cell", lang, tricks=value.lower, score=f"{value.scores[0]:+d}")
    low, high = value.scores
    return words("cand_cell_range", lang, low=value.lower, high=value.upper,
                 score_low=f"{low:+d}", score_high=f"{high:+d}")


def _assigned_text(assigned: AssignedScore, lang: str) -> list[str]:
    lines = [words("cand_assigned", lang, offenders=_side(assigned.offenders, lang))]
    for side in (assigned.non_offenders, assigned.offending):
        lines.append(_side_line(side, lang))
    if not assigned.balanced:
        lines.append(words("cand_unbalanced", lang))
    lines += [words("cand_note", lang, note=_note(note, lang)) for note in assigned.notes]
    return lines


def _side(side: str, lang: str) -> str:
    return side if lang == "en" else words(f"side_{side}", lang)


def _side_line(side: SideAssignment, lang: str) -> str:
    text = words("cand_side", lang, side=_side(side.side, lang),
                 who=words("cand_offending" if side.offending else "cand_not_at_fault", lang),
                 result=result_words(str(side.result), lang), score=f"{side.score:+d}",
                 ns=f"{side.ns_score:+d}", reason=side.reason if lang == "en" else words(
                     "cand_reason_offending" if side.offending else "cand_reason_not_at_fault",
                     lang))
    if side.mp is not None:
        text += words("cand_mp", lang, mp=f"{side.mp:g}", top=f"{side.top:g}",
                      percent=f"{side.percentage:.1f}")
    if side.imps is not None:
        text += words("cand_imps", lang, imps=f"{side.imps:+.2f}")
    return text


def _note(note: str, lang: str) -> str:
    if lang == "en" or not isinstance(note, OutsideNote):
        return note
    result = note.result
    contract = words("cand_contract", lang,
                     contract=contract_text(Contract.parse(result.contract), lang),
                     declarer=seat_initial(Player.find(result.declarer), lang))
    return words("cand_outside", lang, result=result_words(str(result), lang),
                 tricks=result.tricks, low=note.low, high=note.high, contract=contract)
