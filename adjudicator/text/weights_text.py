"""Law 12C3 weights as a committee reads them: the rounded weights and the arithmetic,
in English or Chinese."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from adjudicator.scoring.weights import WeightedPart, WeightProposal
from adjudicator.text.catalog import words


def percent(value: float) -> str:
    return f"{100 * value:.1f}"


def fraction_text(weight: Fraction) -> str:
    return f"{weight.numerator}/{weight.denominator}"


def _part(part: WeightedPart, lang: str) -> str:
    return words(
        "weights_part",
        lang,
        weight=fraction_text(part.weight),
        result=_result(part, lang),
        p=percent(part.probability),
    )


def _result(part: WeightedPart, lang: str = "en") -> str:
    if part.result is None:
        return words("weights_tricks", lang, tricks=part.tricks)
    return str(part.result)


def proposal_lines(
    proposal: WeightProposal, lang: str = "en", field: Sequence[int] = (), form: str = "mp"
) -> list[str]:
    """The rounded weights, what was left out, the arithmetic and, against a field, each
    side's matchpoints or IMPs."""
    separator = words("list_separator", lang)
    lines = [
        words(
            "weights_proposed",
            lang,
            unit=words(f"unit_{proposal.unit}", lang),
            parts=separator.join(_part(p, lang) for p in proposal.parts),
        )
    ]
    if proposal.dropped:
        lines.append(
            words(
                "weights_dropped",
                lang,
                parts=separator.join(
                    f"{_result(p, lang)} ({percent(p.probability)}%)" for p in proposal.dropped
                ),
            )
        )
    total = proposal.weighted_ns_score()
    if total is None:
        terms = " + ".join(f"{fraction_text(p.weight)} × {p.tricks}" for p in proposal.parts)
        tricks = float(sum(p.weight * p.tricks for p in proposal.parts))
        lines.append(words("weights_arithmetic_tricks", lang, terms=terms, total=f"{tricks:.2f}"))
    else:
        terms = " + ".join(
            f"{fraction_text(p.weight)} × ({p.ns_score(proposal.vul):+d})" for p in proposal.parts
        )
        lines.append(words("weights_arithmetic", lang, terms=terms, total=f"{total:+.1f}"))
        if field:
            scored = proposal.against_field(field, form)
            if form == "mp":
                lines.append(
                    words(
                        "weights_field_mp",
                        lang,
                        ns=f"{scored['NS']:g}",
                        ew=f"{scored['EW']:g}",
                        top=2 * len(field),
                    )
                )
            else:
                lines.append(
                    words(
                        "weights_field_imps",
                        lang,
                        ns=f"{scored['NS']:+.2f}",
                        ew=f"{scored['EW']:+.2f}",
                    )
                )
    return lines
