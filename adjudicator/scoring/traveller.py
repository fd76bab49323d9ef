"""The traveller: one board's tables, what each side was given, and the file format.

A traveller holds each table's pairs, the result obtained and, for an adjusted table,
what each side is scored on instead: a Law 12C1 artificial score (:class:`Artificial`) or
results and North-South scores with their Law 12C3 weights (:class:`Component`).
:mod:`adjudicator.scoring.adjust` scores it.

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
from dataclasses import dataclass
from fractions import Fraction

from adjudicator.scoring.law77 import (
    Result,
    ScoringError,
    WeightError,
    parse_result,
    parse_vul,
    vul_for_board,
)

__all__ = [
    "FORMS",
    "AdjustmentError",
    "Artificial",
    "Component",
    "Line",
    "SideScore",
    "Traveller",
    "apply_adjustment",
    "parse_adjustment",
    "parse_components",
    "parse_session",
    "parse_side",
    "parse_traveller",
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

    def pair(self, direction: str) -> str:
        return self.ns_pair if direction == "NS" else self.ew_pair


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
# A session: several boards in one file


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
