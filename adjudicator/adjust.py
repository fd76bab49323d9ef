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

Traveller file format (``adjudicate adjust FILE``)
    One line per table; ``#`` starts a comment; blank lines are ignored::

        board 5                 # optional: sets the vulnerability by board number
        vul NS                  # optional: None, NS, EW or All (overrides board)
        form pairs              # pairs (matchpoints), teams (IMPs), knockout (86B),
                                #   cross-imps or butler (pairs scored by IMPs)
        expected 7              # optional: Neuberg-factor to this many results
        1  1 11  4S  N 10       # table NS-pair EW-pair contract declarer result
        2  2 12  4S  N +1       #   result: =, +k, -k, or the declaring side's tricks
        3  3 13  4SX-1 E        #   or the result written together
        4  4 14  -50            # table NS-pair EW-pair North-South score
        5  5 15  -              # not played (an ADJ line must give its score)
        ADJ 3 weighted "30% 4SX-1 N, 70% 3NT= S"
        ADJ 4 artificial NS=A+ EW=A- NS-session=63.5
        ADJ 5 split NS="4S= N" EW="4S+1 N"
        ADJ 2 assigned "3NT-1 S"

    ``ADJ TABLE KIND ...`` replaces that table's result (the obtained one is kept for the
    report).  A side's value is a quoted result, a quoted weighted list (weights ``30%``
    or ``1/3``, adding to 100%), a North-South score (``"+420"``), or an artificial score:
    ``A+`` ``A`` ``A-`` or a number (a percentage in pairs, IMPs in teams).
    ``NS-session=`` / ``EW-session=`` give the pair's session percentage on the other
    boards for Law 88; without it, when the file holds more boards (each starting with
    its ``board N`` line; lines before the first apply to all), an average-plus gets the
    pair's mean percentage on the other boards of the file if that is above 60%.
    In teams the file holds the two tables of one match; the team sitting North-South at
    the first table sits East-West at the second.

Errors in the input raise :class:`AdjustmentError` (a ``ValueError``) or one of the
:mod:`adjudicator.scoring` errors, with the offending text in the message.
"""

from __future__ import annotations

import math
import re
import shlex
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from .scoring import (
    Result,
    ScoringError,
    WeightError,
    butler_datum,
    imps,
    neuberg,
    parse_result,
    parse_vul,
    top,
    vul_for_board,
)

__all__ = [
    "FORMS",
    "AdjustmentError",
    "Artificial",
    "Component",
    "Line",
    "SideScore",
    "TeamsBoard",
    "Traveller",
    "parse_adjustment",
    "parse_components",
    "apply_adjustment",
    "apply_law88",
    "parse_session",
    "parse_traveller",
    "score_imp_pairs",
    "score_pairs",
    "session_percentages",
    "score_teams",
    "score_traveller",
    "traveller_from_results",
]

FORMS = ("pairs", "teams", "knockout", "cross-imps", "butler")


class AdjustmentError(ScoringError):
    """An adjusted line or traveller that cannot be read or scored."""


# ---------------------------------------------------------------------------------------
# What a side was given


@dataclass(frozen=True)
class Component:
    """One Law 12C3 component: a weight (fraction) and a result or North-South score."""

    weight: float
    ns_score: int
    result: Result | None = None

    @property
    def text(self) -> str:
        return str(self.result) if self.result is not None else f"{self.ns_score:+d}"


_AVERAGES = {"A+": (60.0, 3.0), "A": (50.0, 0.0), "A-": (40.0, -3.0)}


@dataclass(frozen=True)
class Artificial:
    """A Law 12C1 artificial score: ``A+`` / ``A`` / ``A-``, or a given number.

    ``value`` is the number given (a percentage in pairs, IMPs in teams) and replaces the
    label's default; ``session`` is the pair's session percentage on the other boards.
    """

    label: str = ""
    value: float | None = None
    session: float | None = None
    session_from: str = "given"  # or "other boards": computed from the session's file

    def percent(self) -> float:
        """Pairs: 40/50/60% (Law 12C1); average-plus is at least the session percentage
        when that is higher (Law 88)."""
        if self.value is not None:
            return self.value
        base = _AVERAGES[self.label][0]
        if self.label == "A+" and self.session is not None:
            return max(base, self.session)
        return base

    def law88_applied(self) -> bool:
        return (self.value is None and self.label == "A+" and self.session is not None
                and self.session > 60.0)  # fmt: skip

    def imps(self) -> float:
        """Teams: −3/0/+3 IMPs (Law 86A)."""
        return self.value if self.value is not None else _AVERAGES[self.label][1]

    @property
    def text(self) -> str:
        return self.label or f"{self.value:g}"


SideScore = Artificial | tuple[Component, ...]


@dataclass
class Line:
    """One table of a traveller: what was obtained and what each side is scored on."""

    table: str
    ns_pair: str
    ew_pair: str
    obtained: Result | int | None
    ns: SideScore
    ew: SideScore
    adjusted: bool = False

    @property
    def kind(self) -> str:
        """played, artificial, assigned, weighted or split (a different score per side)."""
        if not self.adjusted:
            return "played"
        if isinstance(self.ns, Artificial) and isinstance(self.ew, Artificial):
            return "artificial"
        if self.ns != self.ew:
            return "split"
        return "weighted" if len(self.ns) > 1 else "assigned"  # type: ignore[arg-type]

    @property
    def laws(self) -> list[str]:
        """12C1 for an artificial side, 12C2 for an assigned result (and any split),
        12C3 for a weighted one."""
        if not self.adjusted:
            return []
        laws = {"12C2"} if self.kind == "split" else set()
        for side in (self.ns, self.ew):
            if isinstance(side, Artificial):
                laws.add("12C1")
            else:
                laws.add("12C3" if len(side) > 1 else "12C2")
        return sorted(laws)

    def side(self, direction: str) -> SideScore:
        return self.ns if direction == "NS" else self.ew


@dataclass
class Traveller:
    """A board's lines plus how it is scored."""

    lines: list[Line]
    vul: str = "None"
    board: int | None = None
    form: str = "pairs"
    expected: int | None = None
    vul_given: bool = False  # from a "vul" line, not the board number


# ---------------------------------------------------------------------------------------
# Reading adjusted lines

_WEIGHT_RE = re.compile(r"^\s*(?:(\d+(?:\.\d+)?)\s*%|(\d+)\s*/\s*(\d+))\s*(.*)$")
_SCORE_RE = re.compile(r"^[+-]?\d+$")


def parse_components(text: str, vul: str | None) -> tuple[Component, ...]:
    """``"30% 4SX-1 N, 70% 3NT= S"`` → components with North-South scores (Law 12C3).

    Weights are percentages or fractions (``1/3``); a single result needs none.  Weights
    not adding to 100% raise :class:`WeightError`.
    """
    parts = [p.strip() for p in text.split(",")]
    if not text.strip() or any(not p for p in parts):
        raise AdjustmentError(f"empty component in {text!r}")
    weighted = [_weighted_part(p) for p in parts]
    if len(weighted) == 1 and weighted[0][0] is None:
        weighted = [(Fraction(1), weighted[0][1])]
    if any(w is None for w, _ in weighted):
        raise WeightError(f"every component of a weighted score needs a weight: {text!r}")
    total = sum(w for w, _ in weighted)  # type: ignore[misc]
    if total != 1:
        raise WeightError(f"weights add to {float(total) * 100:g}%, not 100%: {text!r}")
    return tuple(_component(float(w), body, vul) for w, body in weighted)  # type: ignore[arg-type]


def _weighted_part(part: str) -> tuple[Fraction | None, str]:
    m = _WEIGHT_RE.match(part)
    if not m:
        return None, part
    if m[1] is not None:
        weight = Fraction(m[1]) / 100
    else:
        if int(m[3]) == 0:
            raise WeightError(f"weight {m[2]}/{m[3]} divides by zero")
        weight = Fraction(int(m[2]), int(m[3]))
    if not 0 < weight <= 1:
        raise WeightError(f"weight in {part!r} must be more than 0% and at most 100%")
    return weight, m[4].strip()


def _component(weight: float, body: str, vul: str | None) -> Component:
    if _SCORE_RE.match(body):
        return Component(weight, int(body))
    result = parse_result(body)
    return Component(weight, result.ns_score(vul), result)


def parse_side(text: str, vul: str | None) -> SideScore:
    """A side's value: ``A+``/``A``/``A-`` or a percentage like ``60%`` (artificial), or a
    quoted result, weighted list or North-South score (components)."""
    value = text.strip()
    if value.upper() in _AVERAGES:
        return Artificial(value.upper())
    if value.endswith("%") and _is_number(value[:-1]):
        return Artificial(value=float(value[:-1]))
    return parse_components(value, vul)


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return math.isfinite(float(text))


def parse_adjustment(text: str, vul: str | None) -> tuple[str, SideScore, SideScore]:
    """One ``ADJ`` line (the word ``ADJ`` may be left out) → (table, NS side, EW side).

    ``3 weighted "30% 4SX-1 N, 70% 3NT= S"``, ``3 assigned "4S= N"``,
    ``4 artificial NS=A+ EW=A- NS-session=63.5``, ``5 split NS="4S= N" EW="4S+1 N"``.
    """
    try:
        words = shlex.split(text)
    except ValueError as exc:
        raise AdjustmentError(f"cannot read adjustment {text!r}: {exc}") from None
    if words and words[0].upper() == "ADJ":
        words = words[1:]
    if len(words) < 3:
        raise AdjustmentError(f"adjustment {text!r} needs: TABLE KIND VALUE(S)")
    table, kind, rest = words[0], words[1].lower(), words[2:]
    if kind in ("weighted", "assigned"):
        if len(rest) != 1:
            raise AdjustmentError(f"{kind} adjustment {text!r}: quote the result(s) once")
        both = parse_components(rest[0], vul)
        return table, both, both
    if kind in ("artificial", "split"):
        return (table, *_per_side(rest, kind, text, vul))
    raise AdjustmentError(
        f"unknown adjustment kind {words[1]!r} in {text!r}: "
        "use weighted, assigned, split or artificial"
    )


def _per_side(
    words: Sequence[str], kind: str, text: str, vul: str | None
) -> tuple[SideScore, SideScore]:
    values: dict[str, str] = {}
    for word in words:
        key, sep, value = word.partition("=")
        key = key.upper()
        if not sep or key not in ("NS", "EW", "NS-SESSION", "EW-SESSION") or key in values:
            raise AdjustmentError(f"in {text!r}: expected NS=..., EW=... once each, not {word!r}")
        values[key] = value
    if "NS" not in values or "EW" not in values:
        raise AdjustmentError(f"{kind} adjustment {text!r} needs both NS= and EW=")
    sides = []
    for direction in ("NS", "EW"):
        side = _artificial(values[direction], text) if kind == "artificial" else \
            parse_side(values[direction], vul)  # fmt: skip
        session = values.get(f"{direction}-SESSION")
        if session is not None:
            side = _with_session(side, session, text)
        sides.append(side)
    return sides[0], sides[1]


def _artificial(value: str, text: str) -> Artificial:
    key = value.strip().upper()
    if key in _AVERAGES:
        return Artificial(key)
    number = key.rstrip("%")
    if not _is_number(number):
        raise AdjustmentError(f"artificial score {value!r} in {text!r}: use A+, A, A- or a number")
    return Artificial(value=float(number))


def _with_session(side: SideScore, session: str, text: str) -> Artificial:
    if not isinstance(side, Artificial):
        raise AdjustmentError(f"a session percentage only goes with an artificial score: {text!r}")
    number = session.rstrip("%")
    if not _is_number(number) or not 0 <= float(number) <= 100:
        raise AdjustmentError(f"session percentage {session!r} in {text!r}: use 0 to 100")
    return Artificial(side.label, side.value, float(number))


# ---------------------------------------------------------------------------------------
# A session: several boards in one file, and Law 88's session percentage


def parse_session(text: str, **overrides) -> list[Traveller]:
    """Read a file of one or more boards: each ``board N`` line starts a board; lines
    before the first ``board`` line (``form``, ``expected``) apply to every board.  The
    keyword arguments are those of :func:`parse_traveller`.  Line numbers in errors are
    the file's."""
    rows = text.splitlines()
    starts = [i for i, row in enumerate(rows) if _keyword(row) == "board"]
    if len(starts) <= 1:
        return [parse_traveller(text, **overrides)]
    if overrides.get("adjustments"):
        raise AdjustmentError("extra ADJ lines need a file with one board: put them in the file")
    header = set(range(starts[0]))
    travellers = []
    for start, end in zip(starts, [*starts[1:], len(rows)], strict=True):
        keep = header | set(range(start, end))
        board_text = "\n".join(row if i in keep else "" for i, row in enumerate(rows))
        travellers.append(parse_traveller(board_text, **overrides))
    return travellers


def _keyword(row: str) -> str:
    words = row.split("#", 1)[0].split()
    return words[0].lower() if words else ""


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
                pair = line.ns_pair if direction == "NS" else line.ew_pair
                if not (isinstance(side, Artificial) and side.label == "A+" and
                        side.session is None and side.value is None):  # fmt: skip
                    continue
                others = [pct for board, pct in seen.get(pair, {}).items() if board != index]
                if others:
                    session = _tidy(sum(others) / len(others))
                    given = Artificial("A+", None, session, "other boards")
                    setattr(line, "ns" if direction == "NS" else "ew", given)


# ---------------------------------------------------------------------------------------
# Reading a traveller


def parse_traveller(
    text: str,
    *,
    vul: str | None = None,
    form: str | None = None,
    expected: int | None = None,
    adjustments: Iterable[str] = (),
) -> Traveller:
    """Read a traveller file (format in the module docstring).  ``vul``, ``form`` and
    ``expected`` given here override the file's; ``adjustments`` are more ``ADJ`` lines."""
    trav = Traveller(lines=[])
    pending: list[tuple[int, str]] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        try:
            _read_line(trav, line, number, pending)
        except ScoringError as exc:
            raise type(exc)(f"line {number}: {exc}") from None
    if vul is not None:
        trav.vul = parse_vul(vul)
    if form is not None:
        trav.form = _checked_form(form)
    if expected is not None:
        trav.expected = expected
    pending += [(0, extra) for extra in adjustments]
    for number, line in pending:
        try:
            apply_adjustment(trav, line)
        except ScoringError as exc:
            if not number:
                raise
            raise type(exc)(f"line {number}: {exc}") from None
    _check_complete(trav)
    return trav


def _read_line(trav: Traveller, line: str, number: int, pending: list[tuple[int, str]]) -> None:
    head, _, rest = line.partition(" ")
    keyword = head.lower()
    if keyword == "adj":
        pending.append((number, line))
    elif keyword == "board":
        trav.board = _positive(rest, "board number")
        if not trav.vul_given:  # an explicit "vul" line wins, before or after
            trav.vul = vul_for_board(trav.board)
    elif keyword == "vul":
        trav.vul, trav.vul_given = parse_vul(rest), True
    elif keyword == "form":
        trav.form = _checked_form(rest)
    elif keyword == "expected":
        trav.expected = _positive(rest, "expected number of results")
    else:
        table = _table_line(line)
        if any(ln.table == table.table for ln in trav.lines):
            raise AdjustmentError(f"table {table.table} is listed twice")
        trav.lines.append(table)


def _positive(text: str, what: str) -> int:
    if not text.strip().isdigit() or int(text) < 1:
        raise AdjustmentError(f"{what} must be a whole number of 1 or more, not {text.strip()!r}")
    return int(text)


def _checked_form(form: str) -> str:
    key = form.strip().lower()
    if key not in FORMS:
        raise AdjustmentError(f"unknown form {form.strip()!r}: use {', '.join(FORMS)}")
    return key


def _table_line(line: str) -> Line:
    words = line.split()
    if len(words) < 4:
        raise AdjustmentError(
            f"cannot read {line!r}: expected TABLE NS-PAIR EW-PAIR then a result or a score"
        )
    table, ns_pair, ew_pair, rest = words[0], words[1], words[2], words[3:]
    # The obtained result is scored once the vulnerability is known: see _check_complete.
    return Line(table, ns_pair, ew_pair, _obtained(rest), (), ())


def _obtained(words: list[str]) -> Result | int | None:
    if words == ["-"] or [w.upper() for w in words] in (["NP"], ["ADJ"]):
        return None
    if len(words) == 1 and _SCORE_RE.match(words[0]):
        return int(words[0])
    if len(words) == 3 and words[1].upper() in ("N", "E", "S", "W"):
        contract, declarer, outcome = words  # "4SX N -1" is "4SX-1 N"
        return parse_result(f"{contract}{outcome} {declarer}")
    return parse_result(" ".join(words))


def apply_adjustment(trav: Traveller, text: str) -> Line:
    """Apply one ``ADJ`` line to its table of the traveller."""
    table, ns, ew = parse_adjustment(text, trav.vul)
    line = next((ln for ln in trav.lines if ln.table == table), None)
    if line is None:
        listed = ", ".join(ln.table for ln in trav.lines)
        raise AdjustmentError(f"ADJ for table {table}, which is not on the traveller ({listed})")
    if line.adjusted:
        raise AdjustmentError(f"table {table} is adjusted twice")
    line.ns, line.ew, line.adjusted = ns, ew, True
    return line


def _check_complete(trav: Traveller) -> None:
    for line in trav.lines:
        if line.adjusted:
            continue
        if line.obtained is None:
            raise AdjustmentError(f"table {line.table} has no result and no ADJ line")
        score = line.obtained if isinstance(line.obtained, int) else \
            line.obtained.ns_score(trav.vul)  # fmt: skip
        line.ns = line.ew = (Component(1.0, score, _as_result(line.obtained)),)
    if not trav.lines:
        raise AdjustmentError("the traveller has no tables")


def _as_result(obtained: Result | int | None) -> Result | None:
    return obtained if isinstance(obtained, Result) else None


def traveller_from_results(
    results: Iterable[str | int], adjustments: Iterable[str] = (), *, vul: str | None = None,
    form: str = "pairs", expected: int | None = None,
) -> Traveller:  # fmt: skip
    """A traveller from a results list (tables numbered 1, 2, ...) and ``ADJ`` lines."""
    trav = Traveller(lines=[], vul=parse_vul(vul), form=_checked_form(form), expected=expected)
    for table, item in enumerate(results, start=1):
        words = str(item).split()
        trav.lines.append(Line(str(table), "", "", _obtained(words), (), ()))
    for text in adjustments:
        apply_adjustment(trav, text)
    _check_complete(trav)
    return trav


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


def _units(mine: int, theirs: int) -> float:
    """Law 78A: 2 per result beaten, 1 per result equalled."""
    return 2.0 if mine > theirs else 1.0 if mine == theirs else 0.0


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


def _score_direction(lines: Sequence[Line], direction: str, full: int) -> list[SideResult]:
    sign = 1 if direction == "NS" else -1
    compared = [i for i, ln in enumerate(lines) if not isinstance(ln.side(direction), Artificial)]
    board_top = top(full)
    out: list[SideResult] = []
    for i, line in enumerate(lines):
        pair = line.ns_pair if direction == "NS" else line.ew_pair
        side = line.side(direction)
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
        field_ = [lines[j].side(direction) for j in compared if j != i]
        scored = [
            _component_mp(c, field_, sign, len(compared), full)
            for c in side  # type: ignore[union-attr]
        ]
        mp = _tidy(sum(c.weight * c.score for c in scored))
        pct = _tidy(100 * mp / board_top) if board_top else 50.0
        factored = (len(compared), full) if len(compared) < full else None
        out.append(SideResult(direction, pair, mp, pct, scored, neuberg=factored))
    return out


def _component_mp(
    comp: Component, field_: Sequence[SideScore], sign: int, actual: int, full: int
) -> ComponentScore:
    mine = sign * comp.ns_score
    raw = sum(o.weight * _units(mine, sign * o.ns_score) for other in field_ for o in other)  # type: ignore[union-attr]
    mp = raw if actual == full else neuberg(raw, actual, full)
    return ComponentScore(comp.weight, comp.text, comp.ns_score, _tidy(mp))


# ---------------------------------------------------------------------------------------
# Pairs scored by IMPs: cross-IMPs and Butler (Law 78B, 78D), artificial scores by 86A


def score_imp_pairs(trav: Traveller) -> tuple[list[ScoredLine], dict[str, int] | None]:
    """IMP every line in both directions: ``cross-imps`` (each line against every other
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
    sign = 1 if direction == "NS" else -1
    plain = [sign * side[0].ns_score for side in (ln.side(direction) for ln in lines)
             if isinstance(side, tuple) and len(side) == 1]  # fmt: skip
    if not plain:
        raise AdjustmentError("a Butler datum needs at least one table with a single result")
    return butler_datum(plain)


def _imp_direction(lines: Sequence[Line], direction: str, datum: int | None) -> list[SideResult]:
    sign = 1 if direction == "NS" else -1
    compared = [i for i, ln in enumerate(lines) if not isinstance(ln.side(direction), Artificial)]
    out: list[SideResult] = []
    for i, line in enumerate(lines):
        pair = line.ns_pair if direction == "NS" else line.ew_pair
        side = line.side(direction)
        if isinstance(side, Artificial):
            out.append(SideResult(direction, pair, side.imps(), artificial=side))
            continue
        field_ = [lines[j].side(direction) for j in compared if j != i]
        scored = [_component_imps(c, field_, sign, datum) for c in side]  # type: ignore[union-attr]
        out.append(SideResult(direction, pair, _tidy(sum(c.weight * c.score for c in scored)),
                              components=scored))  # fmt: skip
    return out


def _component_imps(
    comp: Component, field_: Sequence[SideScore], sign: int, datum: int | None
) -> ComponentScore:
    if datum is not None:
        value = float(imps(sign * comp.ns_score - datum))
    elif field_:
        total = sum(o.weight * imps(sign * (comp.ns_score - o.ns_score))
                    for other in field_ for o in other)  # type: ignore[union-attr]  # fmt: skip
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
    """A team's IMPs: its North-South result at one table against its East-West result
    at the other (both as North-South scores; the team's points are their difference)."""
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
