"""Scores for the traveller: Law 77 contract scores and Law 78 board scoring.

Contract scores (Law 77)
    :func:`contract_score` gives the declaring side's score for a contract, declarer,
    vulnerability and the declaring side's tricks.  The arithmetic is endplay's
    ``Contract.score``; this module validates the input first (endplay accepts an "8NT"
    and scores it) and ``tests/test_scoring_law77.py`` proves endplay right against an
    independent implementation of the whole Law 77 table.

    The seed law text (``../shared/laws``, 第77條) prints the *doubled* trick value of
    hearts and spades as 40; that is a transcription slip — the WBF table it translates
    gives 60 (twice the undoubled 30, half the redoubled 120 the same table prints), and so
    do endplay and this module.

Board scoring (Law 78)
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

Every error a caller can cause is a :class:`ScoringError`, a ``ValueError``.
"""

from __future__ import annotations

import math
import numbers
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from endplay.types import Contract, Denom, Penalty, Player, Vul

from adjudicator.errors import AdjudicatorError

__all__ = [
    "BoardResult",
    "ContractError",
    "Result",
    "ScoringError",
    "TricksError",
    "VulnerabilityError",
    "WeightError",
    "butler_datum",
    "butler_imps",
    "components",
    "contract_score",
    "cross_imps",
    "declarer_vulnerable",
    "imps",
    "matchpoints",
    "neuberg",
    "ns_score",
    "parse_contract",
    "parse_declarer",
    "parse_result",
    "parse_vul",
    "percentages",
    "top",
    "total_points",
    "vul_for_board",
]

# ---------------------------------------------------------------------------------------
# Errors


class ScoringError(AdjudicatorError, ValueError):
    """Something a caller gave that cannot be scored; the message says what and why."""


class ContractError(ScoringError):
    """A contract or result that cannot exist (``8S``, ``4Q``, ``4S+4``)."""


class TricksError(ScoringError):
    """A trick count outside 0..13."""


class VulnerabilityError(ScoringError):
    """A vulnerability other than None, NS, EW or All."""


class WeightError(ScoringError):
    """Law 12C3 weights that are not positive or do not add to 100%."""


# ---------------------------------------------------------------------------------------
# Contracts, declarers, vulnerability

STRAINS = ("C", "D", "H", "S", "NT")
SEATS = ("N", "E", "S", "W")
VULNERABILITIES = ("None", "NS", "EW", "All")

_STRAIN_ALIASES = {
    "C": "C", "♣": "C", "D": "D", "♦": "D", "H": "H", "♥": "H",
    "S": "S", "♠": "S", "N": "NT", "NT": "NT",
}  # fmt: skip
_DENOM = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades,
          "NT": Denom.nt}  # fmt: skip
_PENALTY = {"": Penalty.passed, "X": Penalty.doubled, "XX": Penalty.redoubled}
_PLAYER = {"N": Player.north, "E": Player.east, "S": Player.south, "W": Player.west}
_VUL = {"None": Vul.none, "NS": Vul.ns, "EW": Vul.ew, "All": Vul.both}
_VUL_ALIASES = {
    "NONE": "None", "LOVE": "None", "-": "None", "NEITHER": "None",
    "NS": "NS", "N-S": "NS", "N/S": "NS",
    "EW": "EW", "E-W": "EW", "E/W": "EW",
    "ALL": "All", "BOTH": "All",
}  # fmt: skip
_SEAT_ALIASES = {"N": "N", "NORTH": "N", "E": "E", "EAST": "E", "S": "S", "SOUTH": "S",
                 "W": "W", "WEST": "W"}  # fmt: skip

_CONTRACT_RE = re.compile(r"^(\d+)\s*(NT|N|S|H|D|C|♠|♥|♦|♣)\s*(XX|X)?$")
_RESULT_RE = re.compile(
    r"^(?P<level>\d+)\s*(?P<strain>NT|N|S|H|D|C|♠|♥|♦|♣)"
    r"\s*(?P<decl1>[NESW])?\s*(?P<pen>XX|X)?"
    r"\s*(?P<res>=|[+-]\s*\d+|\d+)?\s*(?P<decl2>[NESW])?$"
)
_PASSOUT = {"PASS", "PASSED", "PASSED OUT", "PASSOUT", "AP", "ALL PASS", "P"}


def parse_contract(text: str) -> tuple[int, str, str]:
    """``"4SX"`` → ``(4, "S", "X")``: level 1–7, strain C D H S NT, penalty "", X or XX.

    Raises :class:`ContractError` for anything else, saying what is wrong (Law 77 knows no
    contract above the seven level).
    """
    if not isinstance(text, str):
        raise ContractError(f"contract must be text like '4SX', not {text!r}")
    m = _CONTRACT_RE.match(text.strip().upper())
    if not m:
        raise ContractError(
            f"cannot read contract {text!r}: expected a level 1-7, a strain C D H S NT "
            "and optionally X or XX, e.g. '4SX' or '3NT'"
        )
    return _checked_level(m[1], text), _STRAIN_ALIASES[m[2]], m[3] or ""


def _checked_level(digits: str, text: str) -> int:
    level = int(digits)
    if not 1 <= level <= 7:
        raise ContractError(f"impossible contract {text!r}: the level must be 1 to 7")
    return level


def parse_declarer(seat: str) -> str:
    """``"south"`` / ``"S"`` → ``"S"``; anything else is a :class:`ContractError`."""
    key = str(seat).strip().upper()
    if key not in _SEAT_ALIASES:
        raise ContractError(f"unknown declarer {seat!r}: use N, E, S or W")
    return _SEAT_ALIASES[key]


def parse_vul(vul: str | None) -> str:
    """Normalise a vulnerability to ``"None"``, ``"NS"``, ``"EW"`` or ``"All"``.

    Python ``None``, ``"None"``, ``"Love"`` and ``"-"`` mean nobody is vulnerable;
    ``"Both"`` means ``"All"``.  Anything else is a :class:`VulnerabilityError`.
    """
    if vul is None:
        return "None"
    key = str(vul).strip().upper()
    if key not in _VUL_ALIASES:
        raise VulnerabilityError(f"unknown vulnerability {vul!r}: use None, NS, EW or All")
    return _VUL_ALIASES[key]


def vul_for_board(board: int) -> str:
    """The vulnerability printed on duplicate board ``board`` (the 16-board cycle)."""
    if board < 1:
        raise ScoringError(f"board number must be 1 or more, not {board}")
    cycle = ("None", "NS", "EW", "All", "NS", "EW", "All", "None",
             "EW", "All", "None", "NS", "All", "None", "NS", "EW")  # fmt: skip
    return cycle[(board - 1) % 16]


def declarer_vulnerable(vul: str | None, declarer: str) -> bool:
    """Whether ``declarer``'s side is vulnerable under ``vul``."""
    vul, declarer = parse_vul(vul), parse_declarer(declarer)
    if vul in ("None", "All"):
        return vul == "All"
    return declarer in vul


def _checked_tricks(tricks: object) -> int:
    if isinstance(tricks, bool) or not isinstance(tricks, numbers.Integral):
        raise TricksError(f"tricks must be a whole number 0-13, not {tricks!r}")
    if not 0 <= tricks <= 13:
        raise TricksError(f"tricks must be 0 to 13, not {tricks} (there are 13 tricks)")
    return int(tricks)


def contract_score(contract: str, declarer: str, vul: str | None, tricks: int) -> int:
    """Law 77: the declaring side's score (positive when made).

    ``contract_score("4SX", "S", "NS", 8) == -500`` (vulnerable, doubled, two down).
    ``contract`` is level + strain + optional X/XX ("4S", "4SX", "3NTXX", "7NT"),
    ``declarer`` N/E/S/W, ``vul`` None/"None"/"NS"/"EW"/"All", ``tricks`` the declaring
    side's total (0..13).
    """
    level, strain, penalty = parse_contract(contract)
    declarer = parse_declarer(declarer)
    vul = parse_vul(vul)
    tricks = _checked_tricks(tricks)
    deal = Contract(level=level, denom=_DENOM[strain], declarer=_PLAYER[declarer],
                    penalty=_PENALTY[penalty], result=tricks - 6 - level)  # fmt: skip
    return int(deal.score(_VUL[vul]))


def ns_score(contract: str, declarer: str, vul: str | None, tricks: int) -> int:
    """The same score from North-South's side of the traveller."""
    score = contract_score(contract, declarer, vul, tricks)
    return score if parse_declarer(declarer) in "NS" else -score


# ---------------------------------------------------------------------------------------
# Results as written on a traveller: "4SX-1 N", "3NT= S", "4S+1N", "PASS"


@dataclass(frozen=True)
class Result:
    """A played (or assigned) result: a contract, its declarer and tricks taken.

    ``level == 0`` is a passed-out board (score 0).
    """

    level: int
    strain: str = ""
    penalty: str = ""
    declarer: str = ""
    tricks: int = 0

    @property
    def contract(self) -> str:
        return f"{self.level}{self.strain}{self.penalty}" if self.level else "PASS"

    def score(self, vul: str | None) -> int:
        """The declaring side's score (Law 77)."""
        if not self.level:
            return 0
        return contract_score(self.contract, self.declarer, vul, self.tricks)

    def ns_score(self, vul: str | None) -> int:
        """North-South's score."""
        if not self.level:
            return 0
        return ns_score(self.contract, self.declarer, vul, self.tricks)

    def __str__(self) -> str:
        if not self.level:
            return "PASS"
        made = self.tricks - 6 - self.level
        outcome = "=" if made == 0 else f"{made:+d}"
        return f"{self.contract}{outcome} {self.declarer}"


def parse_result(text: str, declarer: str | None = None) -> Result:
    """Read a traveller result: ``"4SX-1 N"``, ``"3NT= S"``, ``"4S+1N"``, ``"4HN10"``.

    The outcome is ``=``, ``+k``, ``-k`` or the declaring side's trick count; the declarer
    may follow the strain or the outcome, or be passed as ``declarer``.  ``"PASS"`` is a
    passed-out board.  Raises :class:`ContractError` or :class:`TricksError`.
    """
    cleaned = " ".join(str(text).strip().upper().split())
    if cleaned in _PASSOUT:
        return Result(0)
    m = _RESULT_RE.match(cleaned)
    if not m:
        raise ContractError(
            f"cannot read result {text!r}: expected e.g. '4SX-1 N', '3NT= S' or '4S+1 N'"
        )
    level = _checked_level(m["level"], text)
    seat = m["decl1"] or m["decl2"] or declarer
    if seat is None:
        raise ContractError(f"result {text!r} has no declarer: add N, E, S or W")
    if m["res"] is None:
        raise ContractError(f"result {text!r} has no outcome: add '=', '+1', '-2' or tricks")
    return Result(level, _STRAIN_ALIASES[m["strain"]], m["pen"] or "", parse_declarer(seat),
                  _tricks_from_outcome(m["res"].replace(" ", ""), level, text))  # fmt: skip


def _tricks_from_outcome(outcome: str, level: int, text: str) -> int:
    if outcome == "=":
        tricks = level + 6
    elif outcome[0] in "+-":
        tricks = level + 6 + int(outcome)
    else:
        tricks = int(outcome)
    if not 0 <= tricks <= 13:
        raise TricksError(
            f"impossible result {text!r}: it means {tricks} tricks, and there are 0 to 13"
        )
    return tricks


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
        return [(1.0, result)]  # type: ignore[list-item]
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


def _expected(
    mine: list[tuple[float, int]],
    theirs: list[tuple[float, int]],
    value: Callable[[int, int], float],
) -> float:
    """Σ over my components and theirs of both weights × value(mine, theirs)."""
    return sum(w * v * value(a, b) for w, a in mine for v, b in theirs)


# ---------------------------------------------------------------------------------------
# Law 78A matchpoints


def _units(mine: int, theirs: int) -> float:
    """Law 78A: 2 units for a result beaten, 1 for a result equalled, 0 otherwise."""
    return 2.0 if mine > theirs else 1.0 if mine == theirs else 0.0


def top(results: int, per_beaten: float = 2) -> float:
    """The top on a board with ``results`` results: ``per_beaten`` × (results − 1)."""
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
    comparison (:mod:`adjudicator.adjust` does this for a whole traveller).
    """
    if direction not in ("NS", "EW"):
        raise ScoringError(f"direction must be NS or EW, not {direction!r}")
    sign = 1 if direction == "NS" else -1
    lines = [[(w, sign * s) for w, s in components(r)] for r in results]
    scale = per_beaten / 2
    raw = [
        scale * sum(_expected(mine, other, _units) for j, other in enumerate(lines) if j != i)
        for i, mine in enumerate(lines)
    ]
    if expected is None or expected == len(lines):
        return raw
    return [neuberg(mp, len(lines), expected, per_beaten) for mp in raw]


def percentages(results: Sequence[BoardResult], *, expected: int | None = None,
                direction: str = "NS") -> list[float]:  # fmt: skip
    """Each line's matchpoints as a percentage of the top (50% when there is no one to
    compare with)."""
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
    """Cross-IMPs: each line IMPed against every other line and summed (``average=True``
    divides by the number of comparisons).  Weighted lines are IMPed component by
    component and weighted; in the field they count as fractional results."""
    sign = 1 if direction == "NS" else -1
    lines = [[(w, sign * s) for w, s in components(r)] for r in results]
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
    """Butler scoring: each line IMPed against the datum.

    The datum comes from the lines with a single score; a weighted line is IMPed component
    by component against it and the IMPs weighted.
    """
    plain = [r for r in results if isinstance(r, int) and not isinstance(r, bool)]
    if not plain:
        raise ScoringError("a Butler datum needs at least one line with a single score")
    datum = butler_datum(plain, drop_extremes=drop_extremes)
    sign = 1 if direction == "NS" else -1
    return [sum(w * imps(sign * (s - datum)) for w, s in components(r)) for r in results]


def total_points(scores: Sequence[BoardResult]) -> float:
    """Law 78C: the sum of a contestant's scores.  The unit here *is* the point, so a
    weighted score counts as its weighted points."""
    return sum(sum(w * s for w, s in components(r)) for r in scores)
