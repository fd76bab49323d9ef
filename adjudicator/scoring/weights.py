"""Law 12C3 weights proposed from probabilities, rounded as committees round.

    第12條C款3 — to do equity, an appeals committee may vary an assigned adjusted score:
    a *weighted* score, e.g. two-thirds of 4♠= and one-third of 4♠-1.

A committee does not weight by 62.3% and 37.7%: it weights in sixths (thirds and halves
among them) or tenths.  :func:`round_weights` rounds probabilities to such units by the
largest remainders, so the rounded weights still add to exactly one and no component is
moved by more than one unit; a component whose probability rounds to nothing is dropped,
and said to be.  :class:`WeightProposal` keeps both the probabilities and the rounded
weights, so the arithmetic can be shown.

Law 12C3 practice (the digest): each component is scored in matchpoints or IMPs first and
the converted scores weighted, never the raw bridge scores.  The weighted North-South
points are given only as information; against a field (:meth:`WeightProposal.
against_field`) the components are scored first, as the practice requires.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from adjudicator.scoring.boards import cross_imps, matchpoints
from adjudicator.scoring.law77 import Result, ScoringError

__all__ = ["UNITS", "WeightProposal", "WeightedPart", "parse_unit", "round_weights"]

#: The units committees weight in: the name on the command line and the denominator.
UNITS = {"sixths": 6, "tenths": 10}


def parse_unit(text: str) -> int:
    """``sixths`` → 6, ``tenths`` → 10."""
    try:
        return UNITS[text.strip().lower()]
    except KeyError:
        raise ScoringError(f"weights are rounded to sixths or tenths, not {text!r}") from None


def round_weights(probabilities: Sequence[float], unit: int) -> list[int]:
    """Numerators over ``unit`` for ``probabilities`` (which add to one): each rounded
    down, then the units left over given to the largest remainders (ties to the larger
    probability, then the earlier one).  The numerators add to ``unit``."""
    if unit < 1:
        raise ScoringError(f"a weighting unit is a positive number of parts, not {unit}")
    total = sum(probabilities)
    if not probabilities or total <= 0 or any(p < 0 for p in probabilities):
        raise ScoringError(f"probabilities to weight must be positive: {list(probabilities)}")
    scaled = [p / total * unit for p in probabilities]
    counts = [math.floor(s + 1e-9) for s in scaled]
    order = sorted(
        range(len(scaled)), key=lambda i: (-(scaled[i] - counts[i]), -probabilities[i], i)
    )
    for i in order[: unit - sum(counts)]:
        counts[i] += 1
    return counts


@dataclass(frozen=True)
class WeightedPart:
    """One component: the result (or, for a claim without a contract, only the tricks),
    the probability the simulation gave it and the committee's rounded weight."""

    tricks: int
    probability: float
    weight: Fraction
    result: Result | None = None

    def ns_score(self, vul: str | None) -> int | None:
        return None if self.result is None else self.result.ns_score(vul)

    def to_json(self, vul: str | None) -> dict:
        return {
            "tricks": self.tricks,
            "result": None if self.result is None else str(self.result),
            "probability": round(self.probability, 4),
            "weight": f"{self.weight.numerator}/{self.weight.denominator}",
            "weight_value": float(self.weight),
            "ns_score": self.ns_score(vul),
        }


@dataclass(frozen=True)
class WeightProposal:
    """Proposed Law 12C3 weights: the components kept, those dropped (rounded to zero),
    the unit (6 or 10) and the vulnerability their scores are counted with."""

    unit: int
    parts: tuple[WeightedPart, ...]
    dropped: tuple[WeightedPart, ...]
    vul: str | None = None

    @classmethod
    def of(
        cls, outcomes: Sequence[tuple[int, float, Result | None]], unit: int, vul: str | None = None
    ) -> WeightProposal:
        """From ``(tricks, probability, result)`` triples (probabilities adding to one)."""
        counts = round_weights([p for _, p, _ in outcomes], unit)
        parts = [
            WeightedPart(t, p, Fraction(n, unit), r)
            for (t, p, r), n in zip(outcomes, counts, strict=True)
        ]
        return cls(
            unit, tuple(p for p in parts if p.weight), tuple(p for p in parts if not p.weight), vul
        )

    def weighted_ns_score(self) -> float | None:
        """Σ weight × North-South score: information only (see the module docstring)."""
        total = Fraction(0)
        for part in self.parts:
            score = part.ns_score(self.vul)
            if score is None:
                return None
            total += part.weight * score
        return float(total)

    def against_field(self, field: Sequence[int], form: str = "mp") -> dict[str, float]:
        """Each side's score for the weighted result against the other tables'
        North-South scores: matchpoints (Law 78A) or IMPs (Law 78B, averaged over the
        comparisons), each component scored first and then weighted."""
        line = [
            (float(part.weight), score)
            for part in self.parts
            if (score := part.ns_score(self.vul)) is not None
        ]
        if not field or len(line) < len(self.parts):
            raise ScoringError(
                "scoring a weighted result against a field needs a contract "
                "for each component and at least one other score"
            )
        lines: list[int | Sequence[tuple[float, int]]] = [line, *field]
        if form == "mp":
            return {side: matchpoints(lines, direction=side)[0] for side in ("NS", "EW")}
        if form == "imps":
            return {
                side: cross_imps(lines, average=True, direction=side)[0] for side in ("NS", "EW")
            }
        raise ScoringError(f"form must be mp or imps, not {form!r}")

    def to_json(self) -> dict:
        return {
            "law": "12C3",
            "unit": self.unit,
            "parts": [part.to_json(self.vul) for part in self.parts],
            "dropped": [part.to_json(self.vul) for part in self.dropped],
            "weighted_ns_score": self.weighted_ns_score(),
        }
