"""Scoring a board across the field (Law 78): matchpoints, IMPs, cross-IMPs, Butler,
total points, and Neuberg's factoring.

* :func:`matchpoints` — Law 78A: 2 units per result beaten, 1 per result equalled
  (``per_beaten=1`` gives the 1/0.5 convention); :func:`percentages`.
* :func:`imps` — the Law 78B table, signed.
* :func:`cross_imps`, :func:`butler_datum`, :func:`butler_imps` — pairs scored by IMPs.
* :func:`total_points` — Law 78C.
* :func:`neuberg` — Neuberg's factoring for boards with fewer results than the others,
  or with artificial scores left out of the comparison.

A *board result* is the North-South score of one table (an ``int``) or, for a Law 12C3
weighted score, a list of ``(weight, north_south_score)`` pairs whose weights add to 1.
Each component of a weighted result is scored against the field first and the scores are
then weighted — raw bridge scores are never weighted (Law 12C3 practice).  In the field
a weighted line counts as fractional results: its component with weight 0.3 is 0.3 of a
result.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from adjudicator.scoring.law77 import ScoringError, WeightError, score_for_side

__all__ = [
    "IMP_THRESHOLDS",
    "BoardResult",
    "butler_datum",
    "butler_imps",
    "components",
    "cross_imps",
    "imps",
    "matchpoint_units",
    "matchpoints",
    "neuberg",
    "percentages",
    "top",
    "total_points",
]

# ---------------------------------------------------------------------------------------
# Board results: a score or weighted components

BoardResult = int | Sequence[tuple[float, int]]
_WEIGHT_TOLERANCE = 1e-9


def components(result: BoardResult) -> list[tuple[float, int]]:
    """A board result as ``(weight, score)`` pairs; a plain score is ``[(1.0, score)]``.

    Law 12C3 weights must each be positive and add to 1 (100%); otherwise
    :class:`WeightError`.
    """
    if isinstance(result, bool):
        raise ScoringError(f"a board result is a score or weighted scores, not {result!r}")
    if isinstance(result, int | float):
        return [(1.0, result)]
    try:
        parts = [(float(w), s) for w, s in result]
    except (TypeError, ValueError):
        raise ScoringError(
            f"a weighted result is a list of (weight, score) pairs, not {result!r}"
        ) from None
    if not parts:
        raise WeightError("a weighted result needs at least one component")
    if any(w <= 0 for w, _ in parts):
        raise WeightError(f"weights must be positive: {[w for w, _ in parts]}")
    total = sum(w for w, _ in parts)
    if not math.isclose(total, 1.0, abs_tol=_WEIGHT_TOLERANCE):
        raise WeightError(f"weights add to {total * 100:g}%, not 100%")
    return parts


def _from_side(results: Sequence[BoardResult], direction: str) -> list[list[tuple[float, int]]]:
    """Each line's components with the scores as ``direction`` sees them."""
    return [[(w, score_for_side(s, direction)) for w, s in components(r)] for r in results]


def _expected(
    mine: list[tuple[float, int]],
    theirs: list[tuple[float, int]],
    value: Callable[[int, int], float],
) -> float:
    """Σ over my components and theirs of both weights × value(mine, theirs)."""
    return sum(w * v * value(a, b) for w, a in mine for v, b in theirs)


# ---------------------------------------------------------------------------------------
# Law 78A matchpoints


def matchpoint_units(mine: float, theirs: float) -> float:
    """Law 78A: 2 units for a result beaten, 1 for a result equalled, 0 otherwise."""
    return 2.0 if mine > theirs else 1.0 if mine == theirs else 0.0


def top(results: int, per_beaten: float = 2) -> float:
    """Law 78A: the top on a board with ``results`` results, ``per_beaten`` × (results − 1)."""
    return per_beaten * max(results - 1, 0)


def neuberg(mp: float, actual: int, expected: int, per_beaten: float = 2) -> float:
    """Neuberg's formula: factor a score on ``actual`` results up to ``expected`` results.

    In the 2-per-beaten units of Law 78A it is ``(MP + 1) × E / A − 1`` (the ``+1`` is
    half a result's worth, ``per_beaten / 2``; in the 1/0.5 convention it is
    ``(MP + 0.5) × E / A − 0.5``).  A and E count results *including* the scored one.
    It keeps an average an average: (A − 1) on A results becomes (E − 1) on E.
    """
    if not 1 <= actual <= expected:
        raise ScoringError(
            f"Neuberg needs 1 <= actual results ({actual}) <= expected results ({expected})"
        )
    half = per_beaten / 2
    return (mp + half) * expected / actual - half


def matchpoints(
    results: Sequence[BoardResult],
    *,
    per_beaten: float = 2,
    expected: int | None = None,
    direction: str = "NS",
) -> list[float]:
    """Law 78A matchpoints for each line of a board, North-South's unless ``direction="EW"``.

    Each line gets 2 units per result beaten and 1 per result equalled (``per_beaten=1``:
    1 and ½).  A weighted line's components are each scored against the field and the
    scores weighted; in the field a weighted line counts as fractional results.  With
    ``expected`` (more results than given) each score is factored by :func:`neuberg`:
    for a board played fewer times than the others, or — passing only the compared lines
    and ``expected`` = the number of tables — for artificial scores left out of the
    comparison (:mod:`adjudicator.scoring.adjust` does this for a whole traveller).
    """
    if direction not in ("NS", "EW"):
        raise ScoringError(f"direction must be NS or EW, not {direction!r}")
    lines = _from_side(results, direction)
    scale = per_beaten / 2
    raw = [
        scale * sum(_expected(mine, other, matchpoint_units)
                    for j, other in enumerate(lines) if j != i)
        for i, mine in enumerate(lines)
    ]  # fmt: skip
    if expected is None or expected == len(lines):
        return raw
    return [neuberg(mp, len(lines), expected, per_beaten) for mp in raw]


def percentages(results: Sequence[BoardResult], *, expected: int | None = None,
                direction: str = "NS") -> list[float]:  # fmt: skip
    """Law 78A: each line's matchpoints as a percentage of the top (50% when there is no
    one to compare with)."""
    mps = matchpoints(results, expected=expected, direction=direction)
    full = top(expected or len(mps))
    return [100.0 * mp / full if full else 50.0 for mp in mps]


# ---------------------------------------------------------------------------------------
# Law 78B IMPs

#: Law 78B: the smallest difference worth 1, 2, ... 24 IMPs.
IMP_THRESHOLDS = (20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100,
                  1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000)  # fmt: skip


def imps(difference: float) -> int:
    """Law 78B: the IMPs for a difference in points, signed (``imps(-620) == -12``).

    The table's bands are 20–40 = 1 ... 4000 and more = 24; a difference between two bands
    (45, or a Butler difference that is not a multiple of 10) has not reached the upper
    band and scores the lower one.
    """
    size = abs(difference)
    won = sum(1 for threshold in IMP_THRESHOLDS if size >= threshold)
    return won if difference >= 0 else -won


def _imp_value(mine: int, theirs: int) -> float:
    return float(imps(mine - theirs))


def cross_imps(results: Sequence[BoardResult], *, average: bool = False,
               direction: str = "NS") -> list[float]:  # fmt: skip
    """Cross-IMPs (Law 78B): each line IMPed against every other line and summed (``average=True``
    divides by the number of comparisons).  Weighted lines are IMPed component by
    component and weighted; in the field they count as fractional results."""
    lines = _from_side(results, direction)
    totals = [
        sum(_expected(mine, other, _imp_value) for j, other in enumerate(lines) if j != i)
        for i, mine in enumerate(lines)
    ]
    if average and len(lines) > 1:
        return [t / (len(lines) - 1) for t in totals]
    return totals


def butler_datum(scores: Sequence[int], *, drop_extremes: bool = True) -> int:
    """The Butler datum: the mean North-South score, rounded to the nearest 10.

    Common practice, followed here: with three or more scores the single highest and the
    single lowest are left out first (so one freak result does not move the datum); a
    mean ending in 5 rounds away from zero (415 → 420, −415 → −420).
    """
    values = sorted(int(s) for s in scores)
    if not values:
        raise ScoringError("a Butler datum needs at least one score")
    if drop_extremes and len(values) >= 3:
        values = values[1:-1]
    mean = sum(values) / len(values)
    return int(math.copysign(math.floor(abs(mean) / 10 + 0.5) * 10, mean))


def butler_imps(results: Sequence[BoardResult], *, drop_extremes: bool = True,
                direction: str = "NS") -> list[float]:  # fmt: skip
    """Butler scoring (Law 78B): each line IMPed against the datum.

    The datum comes from the lines with a single score; a weighted line is IMPed component
    by component against it and the IMPs weighted.
    """
    plain = [r for r in results if isinstance(r, int) and not isinstance(r, bool)]
    if not plain:
        raise ScoringError("a Butler datum needs at least one line with a single score")
    datum = butler_datum(plain, drop_extremes=drop_extremes)
    return [
        sum(w * imps(score_for_side(s - datum, direction)) for w, s in components(r))
        for r in results
    ]


def total_points(scores: Sequence[BoardResult]) -> float:
    """Law 78C: the sum of a contestant's scores.  The unit here *is* the point, so a
    weighted score counts as its weighted points."""
    return sum(sum(w * s for w, s in components(r)) for r in scores)
