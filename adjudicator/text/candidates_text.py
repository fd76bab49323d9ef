"""``adjudicate candidates``' text: each candidate contract's double-dummy result beside
the results single-dummy play reaches on the deal (shares, the choices behind them,
likely and at all probable, the Law 12C3 weights), and the Law 12C2 assigned score, in
English or Chinese (results as ``4♠宕2（南）``, the sides and their reasons in words)."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from endplay.types import Player

from adjudicator.adjusted.assign import AssignedScore, OutsideNote, SideAssignment
from adjudicator.adjusted.candidates import CandidateResult
from adjudicator.adjusted.weighting import candidate_proposal
from adjudicator.core.cards import parse_card
from adjudicator.core.contract import Contract
from adjudicator.text.adjust_text import result_words
from adjudicator.text.cards import card_text
from adjudicator.text.catalog import MESSAGES, seat_initial, words
from adjudicator.text.ruling_text import contract_text
from adjudicator.text.weights_text import proposal_lines


def render_candidates(
    deal: str,
    vul: str,
    rules: str,
    results: Sequence[CandidateResult],
    assigned: AssignedScore | None,
    elapsed: int,
    lang: str = "en",
    *,
    limits: Sequence[str] = (),
    unit: int = 10,
    field: Sequence[int] = (),
    form: str = "mp",
) -> str:
    """Each candidate: double dummy beside the results single-dummy play reaches on the
    deal, with their shares and the choices behind them; Law 12C2's likely and probable
    results, Law 12C3's weights; then the assigned score."""
    first = results[0] if results else None
    lines = [words("cand_deal", lang, deal=_deal(deal, lang))]
    if first is not None:
        play = first.play
        shown = words("cand_limits", lang, list=", ".join(limits)) if limits else ""
        lines.append(
            words(
                "cand_settings",
                lang,
                vul=_vul(vul, lang),
                rules=_named("ruleset", rules, lang),
                layouts=play.layouts,
                seed=play.seed,
                limits=shown,
                defence=words("cand_defence_dd" if play.dd_defence else "cand_defence_sd", lang),
            )
        )
        t = first.thresholds
        lines.append(
            words(
                "cand_thresholds",
                lang,
                likely=_fraction(t.likely),
                probable=_fraction(t.probable),
                source=words(f"cand_source_{t.source}", lang),
            )
        )
    for result in results:
        lines += ["", *_candidate_lines(result, lang, unit, field, form)]
    lines += ["", words("cand_explained", lang)]
    if assigned is not None:
        lines += ["", *_assigned_text(assigned, lang)]
    lines.append(words("cand_elapsed", lang, ms=elapsed))
    return "\n".join(lines)


def _fraction(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


def _candidate_lines(
    result: CandidateResult, lang: str, unit: int, field: Sequence[int], form: str
) -> list[str]:
    lines = [
        _candidate(result, lang),
        words("cand_dd", lang, tricks=result.dd, score=f"{result.dd_score:+d}"),
        words("cand_outcomes", lang),
    ]
    for outcome in result.outcomes:
        marks = (
            words("cand_mark_likely" if outcome.likely else "cand_mark_probable", lang)
            if outcome.probable
            else ""
        )
        lines.append(
            words(
                "cand_outcome",
                lang,
                result=result_words(str(outcome.result), lang),
                tricks=outcome.tricks,
                score=f"{outcome.score:+d}",
                share=_fraction(outcome.share),
                marks=marks,
            )
        )
        if not outcome.line.choices:
            lines.append(words("cand_no_choice", lang))
        for choice in outcome.line.choices:
            lines.append(
                words(
                    "cand_choice",
                    lang,
                    trick=choice.trick,
                    seat=seat_initial(choice.seat, lang),
                    card=card_text(choice.card),
                    others=", ".join(card_text(c) for c in choice.others),
                )
            )
    if not result.complete:
        lines.append(words("cand_incomplete", lang))
    none = words("cand_none", lang)
    separator = words("list_separator", lang)
    lines.append(
        words(
            "cand_12c2",
            lang,
            likely=separator.join(result_words(str(r), lang) for r in result.likely_results())
            or none,
            probable=separator.join(result_words(str(r), lang) for r in result.probable_results())
            or none,
        )
    )
    lines.append(words("cand_12c3", lang))
    lines += proposal_lines(candidate_proposal(result, unit), lang, field, form)
    return lines


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
        held = " ".join(
            symbol + ranks.upper().replace("T", "10")
            for symbol, ranks in zip("♠♥♦♣", suits, strict=True)
            if ranks
        )
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
    text = words(
        "cand_contract",
        lang,
        contract=contract_text(Contract.parse(candidate.contract), lang),
        declarer=seat_initial(Player.find(candidate.declarer), lang),
    )
    if candidate.lead:
        text += words("cand_lead", lang, card=card_text(parse_card(candidate.lead)))
    return text


def _assigned_text(assigned: AssignedScore, lang: str) -> list[str]:
    lines = [words("cand_assigned", lang, offenders=_side(assigned.offenders, lang))]
    for side in (assigned.non_offenders, assigned.offending):
        lines.append(_side_line(side, lang))
    if not assigned.balanced:
        lines.append(words("cand_unbalanced", lang))
    lines += [words("cand_note", lang, note=_note(note, lang)) for note in assigned.notes]
    if assigned.judged is not None:
        director = "director" in assigned.judged.values()
        lines.append(words("cand_judged_director" if director else "cand_judged_default", lang))
    return lines


def _side(side: str, lang: str) -> str:
    return side if lang == "en" else words(f"side_{side}", lang)


def _side_line(side: SideAssignment, lang: str) -> str:
    text = words(
        "cand_side",
        lang,
        side=_side(side.side, lang),
        who=words("cand_offending" if side.offending else "cand_not_at_fault", lang),
        result=result_words(str(side.result), lang),
        score=f"{side.score:+d}",
        ns=f"{side.ns_score:+d}",
        reason=side.reason
        if lang == "en"
        else words("cand_reason_offending" if side.offending else "cand_reason_not_at_fault", lang),
    )
    if side.mp is not None:
        text += words(
            "cand_mp",
            lang,
            mp=f"{side.mp:g}",
            top=f"{side.top:g}",
            percent=f"{side.percentage:.1f}",
        )
    if side.imps is not None:
        text += words("cand_imps", lang, imps=f"{side.imps:+.2f}")
    return text


def _note(note: str, lang: str) -> str:
    if lang == "en" or not isinstance(note, OutsideNote):
        return note
    result = note.result
    contract = words(
        "cand_contract",
        lang,
        contract=contract_text(Contract.parse(result.contract), lang),
        declarer=seat_initial(Player.find(result.declarer), lang),
    )
    return words(
        "cand_outside",
        lang,
        result=result_words(str(result), lang),
        tricks=result.tricks,
        low=note.low,
        high=note.high,
        contract=contract,
    )
