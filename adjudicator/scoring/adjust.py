"""Adjusted scores (Law 12C with 86 and 88) on a traveller, to matchpoints or IMPs.

Kinds of adjustment
    * **artificial** (Law 12C1): average-minus / average / average-plus per side — 40/50/60%
      of the matchpoints in pairs, −3/0/+3 IMPs in teams (Law 86A).  Law 88: a pair not at
      fault gets at least 60%, or its session percentage on the other boards if higher.
      An artificial line is left out of the comparison for everyone else; the other lines
      are factored up to the full board by Neuberg's formula.
    * **assigned** (Law 12C2): one result in place of the one obtained.
    * **split** (Law 12C2): a different result for each side — the non-offenders the most
      favourable result that was likely, the offenders the most unfavourable that was at
      all probable.  Each direction of the field is scored against the result given to that
      direction (North-South pairs against North-South's result, East-West pairs against
      East-West's), so the two sides need not balance.
    * **weighted** (Law 12C3): e.g. ``30% 4SX-1 N, 70% 3NT= S``, possibly different per side.
      Each component is converted to matchpoints or IMPs first and the converted scores
      weighted — never the raw scores; the other lines on the board score against the
      components as fractional results.  Weights must add to 100%.
    * **knock-out** (Law 86B): non-balancing IMP scores are computed separately for each
      side and the average of the two is given to both.

Every adjusted line keeps what it was (the result obtained, the kind, each side's
components or artificial score) and its scored form keeps each component's matchpoints or
IMPs, so a report can show the arithmetic.

The traveller and its file format are :mod:`adjudicator.scoring.traveller`.  Errors in
the input raise :class:`~adjudicator.scoring.traveller.AdjustmentError` (a
``ValueError``) or one of the :mod:`adjudicator.scoring` errors, with the offending text in
the message.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from adjudicator.scoring.boards import butler_datum, imps, matchpoint_units, neuberg, top
from adjudicator.scoring.law77 import score_for_side
from adjudicator.scoring.traveller import (
    AdjustmentError,
    Artificial,
    Component,
    Line,
    SideScore,
    Traveller,
)

__all__ = [
    "ComponentScore",
    "ScoredLine",
    "SideResult",
    "TeamsBoard",
    "apply_law88",
    "score_imp_pairs",
    "score_pairs",
    "score_teams",
    "score_traveller",
    "session_percentages",
]

# ---------------------------------------------------------------------------------------
# Pairs: matchpoints (Law 78A) with adjusted lines


@dataclass
class ComponentScore:
    """A component and its score for one side: matchpoints (pairs) or IMPs (teams)."""

    weight: float
    text: str
    ns_score: int
    score: float


@dataclass
class SideResult:
    """One side's score on one line, with the arithmetic behind it."""

    direction: str
    pair: str
    score: float  # matchpoints (pairs) or IMPs (teams)
    percent: float | None = None
    components: list[ComponentScore] = field(default_factory=list)
    artificial: Artificial | None = None
    neuberg: tuple[int, int] | None = None  # (actual results, expected results)


@dataclass
class ScoredLine:
    line: Line
    ns: SideResult
    ew: SideResult


def _tidy(value: float) -> float:
    """Drop floating-point dust (0.3 × 2.75 + ... = 1.9999999999999998 → 2.0)."""
    return round(value, 9) + 0.0


def score_pairs(trav: Traveller) -> list[ScoredLine]:
    """Matchpoint every line in both directions (Law 78A, with Law 12C adjustments).

    Each direction is scored on the result given to that direction; artificial scores are
    left out of that direction's comparison and the remaining scores Neuberg-factored to
    the full board (or to ``trav.expected`` results).
    """
    full = trav.expected or len(trav.lines)
    if full < len(trav.lines):
        raise AdjustmentError(
            f"expected results ({full}) fewer than the tables on the board ({len(trav.lines)})"
        )
    by_direction = {d: _score_direction(trav.lines, d, full) for d in ("NS", "EW")}
    return [
        ScoredLine(line, by_direction["NS"][i], by_direction["EW"][i])
        for i, line in enumerate(trav.lines)
    ]


def _compared(lines: Sequence[Line], direction: str) -> list[int]:
    """The lines that ``direction`` is compared on: all but its artificial scores."""
    return [i for i, ln in enumerate(lines) if not isinstance(ln.side(direction), Artificial)]


def _with_field(
    lines: Sequence[Line], direction: str
) -> Iterator[tuple[Line, SideScore, list[tuple[Component, ...]]]]:
    """Each line, what ``direction`` was given on it and the field it is compared with:
    the other lines' results given to ``direction`` (none for an artificial score)."""
    compared = _compared(lines, direction)
    for i, line in enumerate(lines):
        side = line.side(direction)
        if isinstance(side, Artificial):
            yield line, side, []
        else:  # (compared holds no artificial score: the test only narrows the type)
            yield (
                line,
                side,
                [
                    other
                    for j in compared
                    if j != i and not isinstance(other := lines[j].side(direction), Artificial)
                ],
            )


def _score_direction(lines: Sequence[Line], direction: str, full: int) -> list[SideResult]:
    compared = len(_compared(lines, direction))
    board_top = top(full)
    out: list[SideResult] = []
    for line, side, field_ in _with_field(lines, direction):
        pair = line.pair(direction)
        if isinstance(side, Artificial):
            pct = side.percent()
            if not 0 <= pct <= 100:
                raise AdjustmentError(
                    f"table {line.table}: an artificial {direction} score of {pct:g}% "
                    "is not a percentage (0 to 100)"
                )
            mp = _tidy(board_top * pct / 100)
            out.append(SideResult(direction, pair, mp, pct, artificial=side))
            continue
        scored = [_component_mp(c, field_, direction, compared, full) for c in side]
        mp = _tidy(sum(c.weight * c.score for c in scored))
        pct = _tidy(100 * mp / board_top) if board_top else 50.0
        factored = (compared, full) if compared < full else None
        out.append(SideResult(direction, pair, mp, pct, scored, neuberg=factored))
    return out


def _component_mp(
    comp: Component, field_: Sequence[tuple[Component, ...]], direction: str, actual: int, full: int
) -> ComponentScore:
    """Law 78A: a component's matchpoints against the field, Neuberg-factored to
    ``full`` results when only ``actual`` lines are compared (Law 12C1 scores left out)."""
    sign = score_for_side(1, direction)  # a multiplier: this loop is the hot one
    mine = sign * comp.ns_score
    raw = sum(o.weight * matchpoint_units(mine, sign * o.ns_score)
              for other in field_ for o in other)  # fmt: skip
    mp = raw if actual == full else neuberg(raw, actual, full)
    return ComponentScore(comp.weight, comp.text, comp.ns_score, _tidy(mp))


# ---------------------------------------------------------------------------------------
# Pairs scored by IMPs: cross-IMPs and Butler (Law 78B, 78D), artificial scores by 86A


def score_imp_pairs(trav: Traveller) -> tuple[list[ScoredLine], dict[str, int] | None]:
    """IMP every line in both directions (Law 78B): ``cross-imps`` (each line against every other
    line, averaged per comparison) or ``butler`` (against the datum, which comes from the
    single results, top and bottom left out: :func:`~adjudicator.scoring.butler_datum`).

    Artificial scores are ±3/0 IMPs (Law 86A: average-plus/minus in IMP scoring) and are
    left out of the comparison; a weighted line is IMPed component by component.  Each
    direction is scored on the results given to it.  Returns the lines and, for Butler,
    each direction's datum (in that direction's points).
    """
    butler = trav.form == "butler"
    datums = {d: _datum(trav.lines, d) for d in ("NS", "EW")} if butler else None
    by_direction = {
        d: _imp_direction(trav.lines, d, datums[d] if datums else None) for d in ("NS", "EW")
    }
    scored = [ScoredLine(line, by_direction["NS"][i], by_direction["EW"][i])
              for i, line in enumerate(trav.lines)]  # fmt: skip
    return scored, datums


def _datum(lines: Sequence[Line], direction: str) -> int:
    sides = (ln.side(direction) for ln in lines)
    plain = [score_for_side(side[0].ns_score, direction) for side in sides
             if isinstance(side, tuple) and len(side) == 1]  # fmt: skip
    if not plain:
        raise AdjustmentError("a Butler datum needs at least one table with a single result")
    return butler_datum(plain)


def _imp_direction(lines: Sequence[Line], direction: str, datum: int | None) -> list[SideResult]:
    out: list[SideResult] = []
    for line, side, field_ in _with_field(lines, direction):
        pair = line.pair(direction)
        if isinstance(side, Artificial):
            out.append(SideResult(direction, pair, side.imps(), artificial=side))
            continue
        scored = [_component_imps(c, field_, direction, datum) for c in side]
        out.append(SideResult(direction, pair, _tidy(sum(c.weight * c.score for c in scored)),
                              components=scored))  # fmt: skip
    return out


def _component_imps(
    comp: Component, field_: Sequence[tuple[Component, ...]], direction: str, datum: int | None
) -> ComponentScore:
    """Law 78B: a component's IMPs against the Butler datum, or cross-IMPed against the
    field and averaged per comparison."""
    if datum is not None:
        value = float(imps(score_for_side(comp.ns_score, direction) - datum))
    elif field_:
        sign = score_for_side(1, direction)
        total = sum(o.weight * imps(sign * (comp.ns_score - o.ns_score))
                    for other in field_ for o in other)  # fmt: skip
        value = total / len(field_)
    else:
        value = 0.0
    return ComponentScore(comp.weight, comp.text, comp.ns_score, _tidy(value))


# ---------------------------------------------------------------------------------------
# Teams: IMPs (Law 78B) with adjusted lines, Law 86A and 86B


@dataclass
class TeamsBoard:
    """A teams board: the IMPs each team gets, and the arithmetic."""

    first: SideResult  # the team North-South at the first table (East-West at the second)
    second: SideResult  # the team East-West at the first table (North-South at the second)
    knockout: bool = False
    balanced_before: tuple[float, float] | None = None  # 86B: each side's own computation
    lines: list[Line] = field(default_factory=list)


def score_teams(trav: Traveller) -> TeamsBoard:
    """IMP one board of a teams match (Law 78B); artificial scores are ±3/0 IMPs (86A);
    in a knock-out, non-balancing scores are averaged for both sides (86B)."""
    if len(trav.lines) != 2:
        raise AdjustmentError(
            f"a teams board has two tables (the match's two rooms), not {len(trav.lines)}"
        )
    one, two = trav.lines
    first = _team_score("first", one.ns_pair or f"NS at table {one.table}", one.ns, two.ew)
    second = _team_score("second", two.ns_pair or f"NS at table {two.table}", two.ns, one.ew)
    board = TeamsBoard(first, second, knockout=trav.form == "knockout", lines=[one, two])
    if board.knockout and not math.isclose(first.score, -second.score):
        board.balanced_before = (first.score, second.score)
        average = (first.score - second.score) / 2
        first.score, second.score = average, -average
    return board


def _team_score(name: str, team: str, ns_side: SideScore, ew_side: SideScore) -> SideResult:
    """A team's IMPs (Law 78B): its North-South result at one table against its East-West
    result at the other (both as North-South scores; the team's points are their
    difference); an artificial score at either table is the team's IMPs (Law 86A)."""
    for side in (ns_side, ew_side):
        if isinstance(side, Artificial):
            if isinstance(ns_side, Artificial) and isinstance(ew_side, Artificial):
                raise AdjustmentError(
                    f"team {team} has artificial scores at both tables: give one artificial line"
                )
            return SideResult(name, team, side.imps(), artificial=side)
    scored = [
        ComponentScore(
            a.weight * b.weight,
            f"{a.text} vs {b.text}",
            a.ns_score - b.ns_score,
            float(imps(a.ns_score - b.ns_score)),
        )  # fmt: skip
        for a in ns_side  # type: ignore[union-attr]
        for b in ew_side  # type: ignore[union-attr]
    ]
    total = _tidy(sum(c.weight * c.score for c in scored))
    return SideResult(name, team, total, components=scored)


# ---------------------------------------------------------------------------------------
# A session: Law 88's session percentage from the other boards of the file


def session_percentages(travellers: Sequence[Traveller]) -> dict[str, dict[int, float]]:
    """Each pair's percentage on each board where it was scored on a result (not an
    artificial score), keyed by pair and then by the board's place in the session."""
    seen: dict[str, dict[int, float]] = {}
    for index, trav in enumerate(travellers):
        if trav.form != "pairs":
            continue
        for scored in score_pairs(trav):
            for side in (scored.ns, scored.ew):
                if side.pair and side.artificial is None and side.percent is not None:
                    seen.setdefault(side.pair, {})[index] = side.percent
    return seen


def apply_law88(travellers: Sequence[Traveller]) -> None:
    """Law 88: an average-plus without a given session percentage gets the pair's mean
    percentage on the *other* boards of the session, when the file has other boards with
    that pair and the percentage is above 60%."""
    seen = session_percentages(travellers)
    for index, trav in enumerate(travellers):
        for line in trav.lines:
            for direction in ("NS", "EW"):
                side = line.side(direction)
                pair = line.pair(direction)
                if not (isinstance(side, Artificial) and side.label == "A+" and
                        side.session is None and side.value is None):  # fmt: skip
                    continue
                others = [pct for board, pct in seen.get(pair, {}).items() if board != index]
                if others:
                    session = _tidy(sum(others) / len(others))
                    given = Artificial("A+", None, session, "other boards")
                    setattr(line, "ns" if direction == "NS" else "ew", given)


# ---------------------------------------------------------------------------------------
# The report: everything a committee needs to check the arithmetic


def score_traveller(trav: Traveller) -> dict:
    """Score the traveller in its form and return a JSON-ready report."""
    head = {"board": trav.board, "vul": trav.vul, "form": trav.form}
    if trav.form == "pairs":
        full = trav.expected or len(trav.lines)
        return {**head, "unit": "matchpoints", "top": top(full), "results": full,
                "lines": [_pairs_line(sl) for sl in score_pairs(trav)]}  # fmt: skip
    if trav.form in ("cross-imps", "butler"):
        scored, datums = score_imp_pairs(trav)
        return {**head, "unit": "IMPs", "datum": datums,
                "lines": [{**_line_dict(sl.line), "NS": _side_dict(sl.ns, "86A"),
                           "EW": _side_dict(sl.ew, "86A")} for sl in scored]}  # fmt: skip
    board = score_teams(trav)
    laws = ["86B"] if board.balanced_before else []
    return {**head, "unit": "IMPs", "lines": [_line_dict(ln) for ln in board.lines],
            "teams": [_side_dict(board.first, "86A"), _side_dict(board.second, "86A")],
            "unbalanced": list(board.balanced_before) if board.balanced_before else None,
            "laws": laws}  # fmt: skip


def _line_dict(line: Line) -> dict:
    obtained = line.obtained
    return {
        "table": line.table,
        "ns_pair": line.ns_pair,
        "ew_pair": line.ew_pair,
        "kind": line.kind,
        "laws": line.laws,
        "obtained": None if obtained is None else str(obtained),
        "ns_score": None if line.adjusted else line.ns[0].ns_score,  # type: ignore[index]
        "given": {"NS": _given(line.ns), "EW": _given(line.ew)} if line.adjusted else None,
    }


def _given(side: SideScore) -> dict:
    if isinstance(side, Artificial):
        return {"artificial": side.text, "value": side.value, "session": side.session,
            "session_from": side.session_from if side.session is not None else None}  # fmt: skip
    return {"components": [{"weight": c.weight, "result": c.text, "ns_score": c.ns_score}
                           for c in side]}  # fmt: skip


def _pairs_line(sl: ScoredLine) -> dict:
    return {**_line_dict(sl.line), "NS": _side_dict(sl.ns, "88"), "EW": _side_dict(sl.ew, "88")}


def _side_dict(side: SideResult, artificial_law: str | None) -> dict:
    out: dict = {"pair": side.pair, "score": side.score}
    if side.percent is not None:
        out["percent"] = side.percent
    if side.components:
        out["components"] = [{"weight": c.weight, "result": c.text, "ns_score": c.ns_score,
                              "score": c.score} for c in side.components]  # fmt: skip
    if side.artificial is not None:
        art = side.artificial
        out["artificial"] = art.text
        if art.session is not None:
            out["session"] = {"percent": art.session, "from": art.session_from}
        if artificial_law == "88" and art.law88_applied():
            out["law"] = "88"
        elif artificial_law == "86A":
            out["law"] = "86A"
    if side.neuberg is not None:
        out["neuberg"] = {"actual": side.neuberg[0], "expected": side.neuberg[1]}
    return out
