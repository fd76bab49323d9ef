"""Law 12C2: the assigned score, from the director's judgement of the candidates.

When an irregularity damaged the non-offenders, Law 12C2 replaces the result obtained by
an *assigned* result, possibly a different one for each side:

* the **non-offending** side gets the most favourable result that was **likely** had the
  irregularity not occurred;
* the **offending** side gets the most unfavourable result that was **at all probable**
  (every likely result is also at all probable, so the offenders' choice is made from the
  likely results and the merely probable ones together).

:mod:`adjudicator.adjusted.candidates` finds, for each candidate contract, the results
single-dummy play reaches on the actual deal and which of them were likely and at all
probable by the rule set's thresholds.  :func:`assign` takes those — or the director's
own judgement, which overrides them (``AssignedScore.judged`` says which was used) — and
who offended, and gives each side its Law 12C2 result and score, and with a field of
other results its matchpoints (Law 78A) or IMPs (Law 78B).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from adjudicator.adjusted.candidates import CandidateError, CandidateResult, as_candidate_error
from adjudicator.scoring.boards import cross_imps, matchpoints, top
from adjudicator.scoring.law77 import Result, parse_result, parse_vul, score_for_side

__all__ = ["AssignedScore", "SideAssignment", "assign"]

_SIDES = ("NS", "EW")


@dataclass(frozen=True)
class SideAssignment:
    """The result one side is given, its score from that side's view and North-South's,
    the law and why; with a field, its matchpoints (``mp`` of ``top``) or IMPs."""

    side: str
    offending: bool
    result: Result
    score: int
    ns_score: int
    law: str
    reason: str
    mp: float | None = None
    top: float | None = None
    imps: float | None = None

    @property
    def percentage(self) -> float | None:
        if self.mp is None or not self.top:
            return None
        return 100.0 * self.mp / self.top

    def to_json(self) -> dict:
        return {"side": self.side, "offending": self.offending, "result": str(self.result),
                "score": self.score, "ns_score": self.ns_score, "law": self.law,
                "reason": self.reason, "mp": self.mp, "top": self.top,
                "percentage": self.percentage, "imps": self.imps}  # fmt: skip


@dataclass(frozen=True)
class AssignedScore:
    """Law 12C2's assigned score: one :class:`SideAssignment` per side.  The two need not
    balance (``balanced`` tells whether both sides got the same result)."""

    vul: str
    offenders: str
    non_offenders: SideAssignment
    offending: SideAssignment
    likely: tuple[Result, ...]
    probable: tuple[Result, ...]
    field: tuple[int, ...] = ()
    form: str = "mp"
    notes: tuple[str, ...] = ()
    judged: dict[str, str] | None = None  # per list: "director" or "single_dummy"

    @property
    def balanced(self) -> bool:
        return self.non_offenders.result == self.offending.result

    def side(self, name: str) -> SideAssignment:
        """The assignment of ``"NS"`` or ``"EW"``."""
        return self.non_offenders if self.non_offenders.side == name else self.offending

    def to_json(self) -> dict:
        return {"law": "12C2", "vul": self.vul, "offenders": self.offenders,
                "balanced": self.balanced, "likely": [str(r) for r in self.likely],
                "probable": [str(r) for r in self.probable], "field": list(self.field),
                "form": self.form, "notes": list(self.notes), "judged": self.judged,
                "NS": self.side("NS").to_json(),
                "EW": self.side("EW").to_json()}  # fmt: skip


def _marked(values: Iterable[Result | str], known: set[tuple[str, str]], what: str) -> list[Result]:
    out = []
    for value in values:
        with as_candidate_error(f"{what} result: "):
            result = value if isinstance(value, Result) else parse_result(value)
        if not result.level:
            raise CandidateError(f"{what} result {value!r}: a passed-out board is not a candidate")
        if known and (result.contract, result.declarer) not in known:
            names = ", ".join(sorted(f"{c} {d}" for c, d in known))
            raise CandidateError(
                f"{what} result {str(result)!r} is not one of the candidates ({names})"
            )
        out.append(result)
    return out


def _parse_side(text: str) -> str:
    side = str(text).strip().upper().replace("-", "").replace("/", "")
    if side not in _SIDES:
        raise CandidateError(f"offenders must be NS or EW, not {text!r}")
    return side


def _for_side(result: Result, vul: str, side: str) -> int:
    """The score of ``result`` from ``side``'s view."""
    return score_for_side(result.ns_score(vul), side)


def assign(
    results: Sequence[CandidateResult],
    likely: Iterable[Result | str] | None,
    probable: Iterable[Result | str] | None,
    offenders: str,
    *,
    vul: str | None = None,
    field: Sequence[int] = (),
    form: str = "mp",
) -> AssignedScore:
    """Law 12C2: the non-offenders get the most favourable **likely** result, the
    offenders the most unfavourable result that was **at all probable**.

    ``likely`` and ``probable`` are results such as ``"4S= N"`` or ``"4S-1 N"`` of the
    candidate contracts in ``results`` (a likely result is at all probable too, so the
    offenders' choice is made from both lists; ``probable`` may be empty).  None takes
    the candidates' own: the results single-dummy play made likely (at all probable) on
    the deal, over every candidate given.
    ``offenders`` is ``"NS"`` or ``"EW"``.  ``vul`` defaults to the candidates'
    vulnerability.  With ``field`` (the North-South scores of the other tables) each
    side's result is also scored against it, as matchpoints (``form="mp"``, Law 78A, 2 per
    result beaten) or as IMPs (``form="imps"``, Law 78B, the average of the IMPs against
    each other score: one score is a teams match's other table).

    Worked example: 4S by North, North-South vulnerable; the director judges 4S= likely
    (+620 to North-South) and 4S-1 at all probable (-100).  If East-West offended,
    North-South get the most favourable likely result, 4S= (+620), and East-West the most
    unfavourable for them among 4S= and 4S-1, also 4S= (-620): the score balances.  If
    North-South offended, East-West get the most favourable *likely* result for them —
    4S= is the only one, -620 — and North-South the most unfavourable at all probable,
    4S-1 (-100): the two sides' scores do not balance, as Law 12C2 allows.
    """
    offenders = _parse_side(offenders)
    if form not in ("mp", "imps"):
        raise CandidateError(f"form must be mp or imps, not {form!r}")
    vul = _judged_vul(results, vul)
    known = {(r.contract, r.declarer) for r in results}
    judged = {
        "likely": "director" if likely is not None else "single_dummy",
        "probable": "director" if probable is not None else "single_dummy",
    }
    if likely is None:
        likely = [res for r in results for res in r.likely_results()]
    if probable is None:
        probable = [
            res for r in results for res in r.probable_results() if res not in r.likely_results()
        ]
    likely_r = _marked(likely, known, "likely")
    probable_r = _marked(probable, known, "probable")
    if not likely_r:
        raise CandidateError("Law 12C2 needs at least one likely result for the non-offending side")
    innocent = "NS" if offenders == "EW" else "EW"
    best = max(likely_r, key=lambda r: _for_side(r, vul, innocent))
    worst = min(likely_r + probable_r, key=lambda r: _for_side(r, vul, offenders))
    field_t = tuple(_field_scores(field))
    notes = tuple(_notes(results, likely_r + probable_r))
    return AssignedScore(
        vul=vul,
        offenders=offenders,
        non_offenders=_side(innocent, False, best, vul, field_t, form,
                            "the most favourable result that was likely"),
        offending=_side(offenders, True, worst, vul, field_t, form,
                        "the most unfavourable result that was at all probable"),
        likely=tuple(likely_r),
        probable=tuple(probable_r),
        field=field_t,
        form=form,
        notes=notes,
        judged=judged,
    )  # fmt: skip


def _judged_vul(results: Sequence[CandidateResult], vul: str | None) -> str:
    """The vulnerability given, or else the candidates' own."""
    if vul is None:
        if not results:
            raise CandidateError("give the vulnerability or the candidates' results")
        vul = results[0].vul
    with as_candidate_error():
        return parse_vul(vul)


class OutsideNote(str):
    """A marked result that no line of single-dummy play of its candidate reaches on the
    deal: the English sentence (what JSON and ``str`` give), with its facts kept for a
    report in another language (``low``..``high``: the tricks the lines reach)."""

    result: Result
    low: int
    high: int

    def __new__(cls, result: Result, low: int, high: int) -> OutsideNote:
        note = super().__new__(
            cls,
            f"{result} ({result.tricks} tricks) is reached by no line of single-dummy "
            f"play of {result.contract} {result.declarer} on this deal ({low} to {high} tricks)",
        )
        note.result, note.low, note.high = result, low, high
        return note


def _notes(results: Sequence[CandidateResult], marked: list[Result]) -> Iterable[str]:
    """Warn of a marked result that no line of its candidate reaches on the deal."""
    for result in dict.fromkeys(marked):
        reached = [
            [o.tricks for o in r.outcomes]
            for r in results
            if (r.contract, r.declarer) == (result.contract, result.declarer)
        ]
        if reached and not any(result.tricks in tricks for tricks in reached):
            yield OutsideNote(result, min(reached[0]), max(reached[0]))


def _field_scores(field: Sequence[int]) -> list[int]:
    out = []
    for value in field:
        if isinstance(value, bool) or not isinstance(value, int):
            raise CandidateError(f"a field score is a North-South score like 420, not {value!r}")
        out.append(value)
    return out


def _side(side: str, offending: bool, result: Result, vul: str, field: tuple[int, ...],
          form: str, reason: str) -> SideAssignment:  # fmt: skip
    """One side's Law 12C2 result with its Law 77 score and, against a field, its Law 78A
    matchpoints or Law 78B IMPs."""
    ns = result.ns_score(vul)
    mp = tp = imp = None
    if field:
        lines = [ns, *field]
        if form == "mp":
            mp = matchpoints(lines, direction=side)[0]
            tp = top(len(lines))
        else:
            imp = cross_imps(lines, average=True, direction=side)[0]
    return SideAssignment(side, offending, result, score_for_side(ns, side), ns,
                          "12C2", reason, mp, tp, imp)  # fmt: skip
