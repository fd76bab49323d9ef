"""Double-dummy–backed candidate results for a Law 12C2 assigned score.

When an irregularity damaged the non-offenders, Law 12C2 replaces the result obtained by
an *assigned* result, possibly a different one for each side:

* the **non-offending** side gets the most favourable result that was **likely** had the
  irregularity not occurred;
* the **offending** side gets the most unfavourable result that was **at all probable**
  (every likely result is also at all probable, so the offenders' choice is made from the
  likely results and the merely probable ones together).

Judging what was likely is the director's job, not the machine's.  What the machine can
do is lay out, for each contract the auction might have reached, what the play could have
produced.  For a candidate (contract, declarer and, when it is known, the opening lead)
:func:`evaluate` computes:

``dd``
    the double-dummy result: declarer's tricks with both sides seeing all four hands and
    playing their best (DDS through endplay, the reference every director knows);
``declarer_worst`` / ``declarer_best``
    declarer's worst and best *normal* line (the footnote to Laws 69–71: careless or
    inferior for the class of player, but not irrational — :mod:`adjudicator.laws.
    normal_play`) against the best defence: the engine's ``worst`` and ``best`` modes with
    declarer as the "claimer" of all the remaining tricks;
``defence_worst``
    the defence's worst normal line against declarer's best play: the engine's ``worst``
    mode with a defender as the "claimer", turned into declarer's tricks.

Double dummy sits between them: ``declarer_worst <= declarer_best <= dd <=
defence_worst``.  Restricting declarer's cards can only cost him tricks, restricting the
defenders' cards can only give him more.  These inequalities also tighten the bounds of a
search that ran out of budget.  Each value carries its Law 77 score, from declarer's side
and as North-South's score.

:func:`assign` then takes the director's judgement — which results were likely, which at
all probable, who offended — and gives each side its Law 12C2 result and score, and with a
field of other results its matchpoints (Law 78A) or IMPs (Law 78B).

Searches and their budget
    A restricted search over a whole deal can be long with the current engine.  Every
    search takes a node budget; when it runs out the value is reported as the bounds
    proven so far (``lower..upper``, flagged ``complete=False``) — never a hang.  The
    double-dummy column never needs a budget: it comes from DDS.

Deals with fewer than 13 cards
    The candidates can also be judged from a later point of the play (an end position, a
    test deal).  Then ``won`` gives the tricks each side already has, and every result
    counts them: declarer's total is ``won[0]`` plus his share of the remaining tricks.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from endplay.dds import calc_dd_table
from endplay.types import Card, Deal, Denom, Player

from adjudicator.core.cards import SEATS, card_code, hand_pbn, hands_from_pbn, parse_card
from adjudicator.core.position import ClaimPosition, PositionError
from adjudicator.engine import (
    DEFAULT_BUDGET,
    NODES_PER_MS,
    EngineError,
    Restriction,
    Rule,
    SearchResult,
    search,
)
from adjudicator.engine.oracle import dds_tricks
from adjudicator.laws.normal_play import normal_rules
from adjudicator.laws.rulesets import PlayerClass, RuleSet
from adjudicator.scoring import (
    Result,
    ScoringError,
    contract_score,
    cross_imps,
    matchpoints,
    parse_contract,
    parse_declarer,
    parse_result,
    parse_vul,
    top,
)

__all__ = [
    "NODES_PER_MS",
    "AssignedScore",
    "Candidate",
    "CandidateError",
    "CandidateResult",
    "SideAssignment",
    "TrickRange",
    "assign",
    "evaluate",
    "parse_candidate",
]

_SIDES = ("NS", "EW")


class CandidateError(ScoringError):
    """A candidate, deal, lead or judgement that cannot be evaluated; the message says
    what is wrong."""


# ---------------------------------------------------------------------------------------
# Candidates


@dataclass(frozen=True)
class Candidate:
    """A contract the auction might have reached: ``contract`` (``"4S"``, ``"3NTX"``),
    ``declarer`` (N E S W) and, when known, the opening ``lead`` (``"HK"``), made by
    declarer's left-hand opponent."""

    contract: str
    declarer: str
    lead: str | None = None

    def __str__(self) -> str:
        text = f"{self.contract} {self.declarer}"
        return f"{text} lead {self.lead}" if self.lead else text

    @property
    def leader(self) -> Player:
        """The opening leader: declarer's left-hand opponent."""
        return Player(("NESW".index(self.declarer) + 1) % 4)

    @property
    def strain(self) -> Denom:
        return _DENOMS[parse_contract(self.contract)[1]]


_DENOMS = {"S": Denom.spades, "H": Denom.hearts, "D": Denom.diamonds, "C": Denom.clubs,
           "NT": Denom.nt}  # fmt: skip
_CANDIDATE_RE = re.compile(
    r"^(?P<contract>\d+\s*(?:NT|N|S|H|D|C|♠|♥|♦|♣)\s*(?:XX|X)?)\s*(?P<declarer>[NESW])"
    r"(?:\s+(?:LEAD\s+)?(?P<lead>\S+))?$"
)


def parse_candidate(text: str, lead: str | None = None) -> Candidate:
    """``"4S N"``, ``"3NTX S"``, ``"4S N HK"`` or ``"4S N lead HK"`` → a :class:`Candidate`
    (``lead`` may also be passed separately).  Raises :class:`CandidateError` for a
    contract that cannot exist (``8S``), a missing declarer or an unknown card."""
    cleaned = " ".join(str(text).strip().upper().split())
    m = _CANDIDATE_RE.match(cleaned)
    if not m:
        raise CandidateError(
            f"cannot read candidate {text!r}: expected a contract and declarer, "
            "e.g. '4S N', '3NTX S' or '4S N lead HK'"
        )
    try:
        level, strain, penalty = parse_contract(m["contract"].strip())
    except ScoringError as exc:
        raise CandidateError(str(exc)) from None
    if m["lead"] and lead:
        raise CandidateError(f"candidate {text!r} already names its lead; do not give {lead!r}")
    return Candidate(f"{level}{strain}{penalty}", m["declarer"], _lead_code(m["lead"] or lead))


def _lead_code(text: str | None) -> str | None:
    if text is None:
        return None
    try:
        return card_code(parse_card(text))
    except ValueError as exc:
        raise CandidateError(f"opening lead: {exc}") from None


def _candidate(value: Candidate | str | Sequence[str | None]) -> Candidate:
    """Accept a :class:`Candidate`, its text, or a ``(contract, declarer[, lead])`` tuple."""
    if isinstance(value, Candidate):
        return parse_candidate(f"{value.contract} {value.declarer}", value.lead)
    if isinstance(value, str):
        return parse_candidate(value)
    parts = list(value)
    if len(parts) not in (2, 3) or not all(isinstance(p, str | None) for p in parts):
        raise CandidateError(f"a candidate is (contract, declarer[, lead]), not {value!r}")
    try:
        declarer = parse_declarer(parts[1] or "")
    except ScoringError as exc:
        raise CandidateError(str(exc)) from None
    return parse_candidate(f"{parts[0]} {declarer}", parts[2] if len(parts) == 3 else None)


# ---------------------------------------------------------------------------------------
# Results


@dataclass(frozen=True)
class TrickRange:
    """Declarer's total tricks for one line of play, with its scores (Law 77).

    ``lower..upper`` are proven bounds; ``complete`` when the value is known (then
    ``lower == upper == tricks``): the search finished, or stopped at its budget with
    bounds that the other lines' values pinned (``worst <= best <= dd <= defence``).
    Scores are declarer's side's (``score``) and North-South's (``ns_score``) for
    ``tricks``; ``scores``/``ns_scores`` give them at each bound.  ``line`` is a witness
    line of play from the search (card codes), when it has one."""

    lower: int
    upper: int
    complete: bool
    scores: tuple[int, int]
    ns_scores: tuple[int, int]
    line: tuple[str, ...] = ()
    nodes: int = 0

    @property
    def tricks(self) -> int | None:
        return self.lower if self.lower == self.upper else None

    @property
    def exact(self) -> bool:
        return self.lower == self.upper

    @property
    def score(self) -> int | None:
        return self.scores[0] if self.exact else None

    @property
    def ns_score(self) -> int | None:
        return self.ns_scores[0] if self.exact else None

    def text(self) -> str:
        """``"10"``, or ``"8..10 (budget)"`` for an unfinished search."""
        if self.exact:
            return str(self.lower)
        return f"{self.lower}..{self.upper} (budget)"

    def to_json(self) -> dict:
        return {"tricks": self.tricks, "lower": self.lower, "upper": self.upper,
                "complete": self.complete, "score": self.score,
                "score_range": list(self.scores), "ns_score": self.ns_score,
                "ns_score_range": list(self.ns_scores), "line": list(self.line),
                "nodes": self.nodes}  # fmt: skip


@dataclass(frozen=True)
class CandidateResult:
    """What the play of one candidate could have produced (see the module docstring)."""

    candidate: Candidate
    vul: str
    dd: TrickRange
    declarer_worst: TrickRange
    declarer_best: TrickRange
    defence_worst: TrickRange

    @property
    def contract(self) -> str:
        return self.candidate.contract

    @property
    def declarer(self) -> str:
        return self.candidate.declarer

    @property
    def lead(self) -> str | None:
        return self.candidate.lead

    @property
    def complete(self) -> bool:
        """True when every search finished within its budget."""
        return all(r.complete for r in self.ranges().values())

    def ranges(self) -> dict[str, TrickRange]:
        return {"dd": self.dd, "declarer_worst": self.declarer_worst,
                "declarer_best": self.declarer_best, "defence_worst": self.defence_worst}

    def result(self, tricks: int) -> Result:
        """The traveller result of this contract with ``tricks`` for declarer."""
        level, strain, penalty = parse_contract(self.contract)
        return Result(level, strain, penalty, self.declarer, tricks)

    def possible_results(self) -> list[Result]:
        """Every result from declarer's worst normal line to the defence's worst, the
        span a director chooses the likely and probable results from."""
        low = self.declarer_worst.lower
        high = self.defence_worst.upper
        return [self.result(t) for t in range(low, high + 1)]

    def to_json(self) -> dict:
        out: dict = {"contract": self.contract, "declarer": self.declarer, "lead": self.lead,
                     "vul": self.vul, "complete": self.complete}  # fmt: skip
        for name, value in self.ranges().items():
            out[name] = value.to_json()
        out["results"] = {str(r): r.score(self.vul) for r in self.possible_results()}
        return out


# ---------------------------------------------------------------------------------------
# The deal


@dataclass(frozen=True)
class _Deal:
    hands: tuple[frozenset[Card], ...]
    size: int
    won: tuple[int, int]

    def position(self, strain: Denom, leader: Player,
                 trick: tuple[Card, ...] = ()) -> ClaimPosition:  # fmt: skip
        hands = tuple(h - set(trick) for h in self.hands)
        return ClaimPosition(hands, strain, leader, trick)  # type: ignore[arg-type]

    def pbn(self) -> str:
        return "N:" + " ".join(hand_pbn(self.hands[s]) for s in SEATS)


def _read_deal(deal: str | Deal, won: tuple[int, int] | None) -> _Deal:
    """Parse and check the deal: four hands of equal size, no card twice; ``won`` must
    make the tricks add to 13."""
    if isinstance(deal, Deal):
        deal = deal.to_pbn()
    if not isinstance(deal, str):
        raise CandidateError(f"a deal is a PBN string like 'N:AKQ.. ...', not {deal!r}")
    try:
        hands = hands_from_pbn(deal)
        ClaimPosition(hands, Denom.nt, Player.north)  # type: ignore[arg-type]
    except (ValueError, PositionError) as exc:
        raise CandidateError(f"bad deal: {exc}") from None
    size = len(hands[0])
    if won is None:
        if size != 13:
            raise CandidateError(
                f"the deal has {size} cards a hand: say how many tricks each side has won "
                f"already (they must add to {13 - size})"
            )
        won = (0, 0)
    if len(won) != 2 or min(won) < 0 or sum(won) + size != 13:
        raise CandidateError(
            f"tricks already won {tuple(won)} and {size} cards a hand do not make 13 tricks"
        )
    return _Deal(hands, size, (int(won[0]), int(won[1])))


def _check_lead(deal: _Deal, cand: Candidate) -> tuple[Card, ...]:
    if cand.lead is None:
        return ()
    card = parse_card(cand.lead)
    if card not in deal.hands[cand.leader]:
        raise CandidateError(
            f"{cand}: the opening lead {cand.lead} is not in {cand.leader.name.title()}'s "
            f"hand ({cand.leader.abbr} leads against declarer {cand.declarer})"
        )
    return (card,)


# ---------------------------------------------------------------------------------------
# Searches


def _dd_tricks(deal: _Deal, play: _Play, table_cache: dict) -> int:
    """Declarer's share of the remaining tricks, double dummy (DDS).

    A full deal with no lead given uses one ``calc_dd_table`` for all candidates; a given
    lead or a short deal solves that position with ``solve_board``."""
    if deal.size == 13 and not play.trick:
        if "table" not in table_cache:
            table_cache["table"] = calc_dd_table(Deal(deal.pbn()))
        return int(table_cache["table"][play.strain, play.declarer])
    return dds_tricks(deal.position(play.strain, play.leader, play.trick), play.declarer)


def _restricted(position: ClaimPosition, claimer: Player, rules: Rule, emin: int,
                mode: str, budget: int) -> SearchResult:  # fmt: skip
    restriction = Restriction(claimer=claimer, rules=rules, evident_min_rank=emin)
    try:
        return search(position, restriction, mode, budget)
    except EngineError as exc:  # pragma: no cover - positions are validated before
        raise CandidateError(str(exc)) from None


@dataclass(frozen=True)
class _Play:
    """The play of one (strain, declarer, lead): the same for every level and penalty of
    the contract, so candidates that differ only in those share their searches."""

    strain: Denom
    declarer: Player
    trick: tuple[Card, ...]

    @property
    def leader(self) -> Player:
        return Player((self.declarer + 1) % 4)


@dataclass(frozen=True)
class _Bounds:
    """Declarer's share of the remaining tricks on one line: proven bounds, a witness."""

    lower: int
    upper: int
    complete: bool
    line: tuple[Card, ...] = ()
    nodes: int = 0


def _play_of(cand: Candidate, trick: tuple[Card, ...]) -> _Play:
    return _Play(cand.strain, Player("NESW".index(cand.declarer)), trick)


def _searches(deal: _Deal, plays: list[_Play], rules: Rule, emin: int, budget: int,
              jobs: int) -> dict[tuple[_Play, str], SearchResult]:  # fmt: skip
    """Run the three restricted searches of every play; with ``jobs`` > 1 several at once
    in threads (the engine releases the GIL while it searches)."""
    tasks = []
    for play in plays:
        position = deal.position(play.strain, play.leader, play.trick)
        tasks += [((play, "declarer_worst"), (position, play.declarer, "worst")),
                  ((play, "declarer_best"), (position, play.declarer, "best")),
                  ((play, "defence_worst"), (position, play.leader, "worst"))]  # fmt: skip

    def run(task: tuple) -> SearchResult:
        position, claimer, mode = task[1]
        return _restricted(position, claimer, rules, emin, mode, budget)

    if jobs > 1 and len(tasks) > 1:
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            found = list(pool.map(run, tasks))
    else:
        found = [run(task) for task in tasks]
    return {task[0]: result for task, result in zip(tasks, found, strict=True)}


def _clamp(n: int, dd: int, worst: SearchResult, best: SearchResult,
           defence: SearchResult) -> dict[str, _Bounds]:  # fmt: skip
    """Declarer's remaining tricks on each line, the bounds tightened by the order
    restricting declarer costs him tricks and restricting the defence gives him tricks:
    ``worst <= best <= dd <= defence's worst`` (the last turned into declarer's tricks)."""
    best_lo, best_hi = max(best.lower, worst.lower), min(best.upper, dd)
    worst_hi = min(worst.upper, best_hi)
    def_lo, def_hi = max(n - defence.upper, dd), n - defence.lower
    return {
        "dd": _Bounds(dd, dd, True),
        "declarer_worst": _Bounds(worst.lower, worst_hi, worst.complete, worst.line,
                                  worst.nodes),
        "declarer_best": _Bounds(best_lo, best_hi, best.complete, best.line, best.nodes),
        "defence_worst": _Bounds(def_lo, def_hi, defence.complete, defence.line,
                                 defence.nodes),
    }  # fmt: skip


def _range(cand: Candidate, vul: str, won: int, bounds: _Bounds,
           trick: tuple[Card, ...]) -> TrickRange:  # fmt: skip
    """A range of declarer's remaining tricks, counted as his total and scored."""
    low, high = won + bounds.lower, won + bounds.upper
    scores = (contract_score(cand.contract, cand.declarer, vul, low),
              contract_score(cand.contract, cand.declarer, vul, high))  # fmt: skip
    sign = 1 if cand.declarer in "NS" else -1
    ns_scores = (sign * scores[0], sign * scores[1])
    line = tuple(card_code(c) for c in trick + bounds.line)
    # bounds that meet (a search stopped early, then pinned by the others) are a value
    complete = bounds.complete or low == high
    return TrickRange(low, high, complete, scores, ns_scores, line, bounds.nodes)


def _result(cand: Candidate, vul: str, won: int, trick: tuple[Card, ...],
            bounds: dict[str, _Bounds]) -> CandidateResult:  # fmt: skip
    ranges = {name: _range(cand, vul, won, b, trick) for name, b in bounds.items()}
    return CandidateResult(candidate=cand, vul=vul, **ranges)


def evaluate(
    deal: str | Deal,
    candidates: Iterable[Candidate | str | Sequence[str | None]],
    vul: str | None = None,
    *,
    ruleset: RuleSet = RuleSet.SEED1997,
    player_class: PlayerClass = PlayerClass.CLUB,
    node_budget: int = DEFAULT_BUDGET,
    won: tuple[int, int] | None = None,
    jobs: int = 1,
) -> list[CandidateResult]:
    """Each candidate's double-dummy result and normal-play range (Law 12C2 groundwork).

    ``deal`` is a PBN deal (``"N:AKQ.. ..."``; a full deal unless ``won`` gives the
    tricks each side has already won); ``candidates`` are :class:`Candidate`\\ s, texts
    like ``"4S N"`` / ``"4S N lead HK"`` or ``(contract, declarer[, lead])`` tuples;
    ``vul`` is None/NS/EW/All.  Normal play is that of ``player_class`` under
    ``ruleset`` (:func:`adjudicator.laws.normal_play.normal_rules`).  Each restricted
    search may visit ``node_budget`` nodes; one that does not finish reports its bounds.

    Without a lead the position starts with declarer's left-hand opponent on lead to an
    empty trick, so the choice of lead is part of each search (the defence's best lead,
    or in ``defence_worst`` its worst normal one).  Candidates that differ only in level
    or penalty (``4S N``, ``4SX N``, ``5S N``) share one play and its searches; ``jobs``
    runs that many searches at once.
    """
    try:
        vul = parse_vul(vul)
    except ScoringError as exc:
        raise CandidateError(str(exc)) from None
    if isinstance(node_budget, bool) or not isinstance(node_budget, int) or node_budget <= 0:
        raise CandidateError(f"the node budget must be a positive number, not {node_budget!r}")
    if isinstance(jobs, bool) or not isinstance(jobs, int) or jobs < 1:
        raise CandidateError(f"jobs must be 1 or more, not {jobs!r}")
    board = _read_deal(deal, won)
    parsed = [_candidate(c) for c in candidates]
    if not parsed:
        raise CandidateError("give at least one candidate contract")
    # a whole hand is played, not claimed: giving up a trick to set up a suit is normal
    rules, emin = normal_rules(ruleset, player_class, claims_all=False)
    leads = [_check_lead(board, c) for c in parsed]  # every lead checked before searching
    plays = list(dict.fromkeys(_play_of(c, lead) for c, lead in zip(parsed, leads,
                                                                     strict=True)))
    cache: dict = {}
    dd = {play: _dd_tricks(board, play, cache) for play in plays}
    found = _searches(board, plays, rules, emin, node_budget, jobs)
    bounds = {play: _clamp(board.size, dd[play], found[play, "declarer_worst"],
                           found[play, "declarer_best"], found[play, "defence_worst"])
              for play in plays}  # fmt: skip
    return [_result(c, vul, board.won[0], lead, bounds[_play_of(c, lead)])
            for c, lead in zip(parsed, leads, strict=True)]  # fmt: skip


# ---------------------------------------------------------------------------------------
# Law 12C2: the assigned score


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
                "form": self.form, "notes": list(self.notes), "NS": self.side("NS").to_json(),
                "EW": self.side("EW").to_json()}  # fmt: skip


def _marked(values: Iterable[Result | str], known: set[tuple[str, str]], what: str) -> list[Result]:
    out = []
    for value in values:
        try:
            result = value if isinstance(value, Result) else parse_result(value)
        except ScoringError as exc:
            raise CandidateError(f"{what} result: {exc}") from None
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
    ns = result.ns_score(vul)
    return ns if side == "NS" else -ns


def assign(
    results: Sequence[CandidateResult],
    likely: Iterable[Result | str],
    probable: Iterable[Result | str],
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
    offenders' choice is made from both lists; ``probable`` may be empty).
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
    if vul is None:
        if not results:
            raise CandidateError("give the vulnerability or the candidates' results")
        vul = results[0].vul
    try:
        vul = parse_vul(vul)
    except ScoringError as exc:
        raise CandidateError(str(exc)) from None
    known = {(r.contract, r.declarer) for r in results}
    likely_r = _marked(likely, known, "likely")
    probable_r = _marked(probable, known, "probable")
    if not likely_r:
        raise CandidateError(
            "Law 12C2 needs at least one likely result for the non-offending side"
        )
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
    )  # fmt: skip


def _notes(results: Sequence[CandidateResult], marked: list[Result]) -> Iterable[str]:
    """Warn of a marked result that no normal line of its candidate reaches: fewer tricks
    than declarer's worst normal line or more than the defence's worst allows."""
    for result in dict.fromkeys(marked):
        spans = [(r.declarer_worst.lower, r.defence_worst.upper) for r in results
                 if (r.contract, r.declarer) == (result.contract, result.declarer)]  # fmt: skip
        if spans and not any(low <= result.tricks <= high for low, high in spans):
            low, high = spans[0]
            yield (f"{result} ({result.tricks} tricks) is outside what normal play of "
                   f"{result.contract} {result.declarer} gives ({low} to {high} tricks)")


def _field_scores(field: Sequence[int]) -> list[int]:
    out = []
    for value in field:
        if isinstance(value, bool) or not isinstance(value, int):
            raise CandidateError(f"a field score is a North-South score like 420, not {value!r}")
        out.append(value)
    return out


def _side(side: str, offending: bool, result: Result, vul: str, field: tuple[int, ...],
          form: str, reason: str) -> SideAssignment:  # fmt: skip
    ns = result.ns_score(vul)
    mp = tp = imp = None
    if field:
        lines = [ns, *field]
        if form == "mp":
            mp = matchpoints(lines, direction=side)[0]
            tp = top(len(lines))
        else:
            imp = cross_imps(lines, average=True, direction=side)[0]
    return SideAssignment(side, offending, result, ns if side == "NS" else -ns, ns,
                          "12C2", reason, mp, tp, imp)  # fmt: skip

