"""Double-dummy–backed candidate results for a Law 12C2 assigned score.

Law 12C2 gives the non-offenders the most favourable result that was likely and the
offenders the most unfavourable that was at all probable (see
:mod:`adjudicator.scoring.assign`).  Judging what was likely is the director's job, not
the machine's.  What the machine can do is lay out, for each contract the auction might
have reached, what the play could have produced.  For a candidate (contract, declarer
and, when it is known, the opening lead) :func:`evaluate` computes:

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

The director's judgement of these results — which were likely, which at all probable —
becomes each side's assigned score in :mod:`adjudicator.scoring.assign`.

Searches and their budget
    Every search takes a budget in CPU time (and one in nodes, for tests that must give
    the same answer on every machine); when it runs out the value is reported as the
    bounds proven so far (``lower..upper``, flagged ``complete=False``) with the time the
    search ran — never a hang.  The double-dummy column never needs a budget: it comes
    from DDS.

Deals with fewer than 13 cards
    The candidates can also be judged from a later point of the play (an end position, a
    test deal).  Then ``won`` gives the tricks each side already has, and every result
    counts them: declarer's total is ``won[0]`` plus his share of the remaining tricks.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field

from endplay.dds import calc_dd_table
from endplay.types import Card, Deal, Denom, Player

from adjudicator.core import contract as core
from adjudicator.core.cards import SEATS, card_code, hand_pbn, hands_from_pbn, parse_card
from adjudicator.core.contract import DOUBLING_PATTERN, LEVEL_PATTERN, STRAIN_PATTERN, Contract
from adjudicator.core.position import ClaimPosition, PositionError
from adjudicator.engine import (
    DEFAULT_BUDGET,
    EngineError,
    Restriction,
    Rule,
    SearchResult,
    search,
)
from adjudicator.engine.oracle import dds_tricks
from adjudicator.laws.normal_play import normal_rules
from adjudicator.laws.rulesets import PlayerClass, RuleSet
from adjudicator.scoring.law77 import (
    Result,
    ScoringError,
    contract_score,
    parse_declarer,
    parse_vul,
    score_for_side,
    side_of,
)

__all__ = [
    "Candidate",
    "CandidateError",
    "CandidateResult",
    "TrickRange",
    "evaluate",
    "parse_candidate",
]


class CandidateError(ScoringError):
    """A candidate, deal, lead or judgement that cannot be evaluated; the message says
    what is wrong."""


@contextmanager
def as_candidate_error(prefix: str = "") -> Iterator[None]:
    """Report a contract, declarer, vulnerability or result the scoring layer refuses as
    a :class:`CandidateError` with the same words (after ``prefix``)."""
    try:
        yield
    except CandidateError:
        raise
    except (ScoringError, core.ContractError) as exc:
        raise CandidateError(f"{prefix}{exc}") from None


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
        return Contract.parse(self.contract).denom


_CANDIDATE_RE = re.compile(
    rf"^(?P<contract>(?P<level>{LEVEL_PATTERN})\s*(?P<strain>{STRAIN_PATTERN})"
    rf"\s*(?P<doubling>{DOUBLING_PATTERN})?)\s*(?P<declarer>[NESW])"
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
    with as_candidate_error():
        contract = Contract.from_parts(m["level"], m["strain"], m["doubling"],
                                       m["contract"].strip())  # fmt: skip
    if m["lead"] and lead:
        raise CandidateError(f"candidate {text!r} already names its lead; do not give {lead!r}")
    return Candidate(str(contract), m["declarer"], _lead_code(m["lead"] or lead))


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
    with as_candidate_error():
        declarer = parse_declarer(parts[1] or "")
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
    elapsed_ms: float = field(default=0.0, compare=False)  # the CPU time its search ran

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
                "nodes": self.nodes, "elapsed_ms": round(self.elapsed_ms, 1)}  # fmt: skip


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
        contract = Contract.parse(self.contract)
        return Result(contract.level, contract.strain, contract.doubling, self.declarer, tricks)

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
                mode: str, budget: int, ms: float | None) -> SearchResult:  # fmt: skip
    restriction = Restriction(claimer=claimer, rules=rules, evident_min_rank=emin)
    try:
        return search(position, restriction, mode, budget, ms)
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
    elapsed_ms: float = 0.0


def _play_of(cand: Candidate, trick: tuple[Card, ...]) -> _Play:
    return _Play(cand.strain, Player("NESW".index(cand.declarer)), trick)


def _searches(deal: _Deal, plays: list[_Play], rules: Rule, emin: int, budget: int,
              ms: float | None, jobs: int) -> dict[tuple[_Play, str], SearchResult]:  # fmt: skip
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
        return _restricted(position, claimer, rules, emin, mode, budget, ms)

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
                                  worst.nodes, worst.elapsed_ms),
        "declarer_best": _Bounds(best_lo, best_hi, best.complete, best.line, best.nodes,
                                 best.elapsed_ms),
        "defence_worst": _Bounds(def_lo, def_hi, defence.complete, defence.line,
                                 defence.nodes, defence.elapsed_ms),
    }  # fmt: skip


def _range(cand: Candidate, vul: str, won: int, bounds: _Bounds,
           trick: tuple[Card, ...]) -> TrickRange:  # fmt: skip
    """A range of declarer's remaining tricks, counted as his total and scored (Law 77)."""
    low, high = won + bounds.lower, won + bounds.upper
    scores = (contract_score(cand.contract, cand.declarer, vul, low),
              contract_score(cand.contract, cand.declarer, vul, high))  # fmt: skip
    side = side_of(cand.declarer)
    ns_scores = (score_for_side(scores[0], side), score_for_side(scores[1], side))
    line = tuple(card_code(c) for c in trick + bounds.line)
    # bounds that meet (a search stopped early, then pinned by the others) are a value
    complete = bounds.complete or low == high
    return TrickRange(low, high, complete, scores, ns_scores, line, bounds.nodes,
                      bounds.elapsed_ms)


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
    time_budget_ms: float | None = None,
    won: tuple[int, int] | None = None,
    jobs: int = 1,
) -> list[CandidateResult]:
    """Each candidate's double-dummy result and normal-play range (Law 12C2 groundwork).

    ``deal`` is a PBN deal (``"N:AKQ.. ..."``; a full deal unless ``won`` gives the
    tricks each side has already won); ``candidates`` are :class:`Candidate`\\ s, texts
    like ``"4S N"`` / ``"4S N lead HK"`` or ``(contract, declarer[, lead])`` tuples;
    ``vul`` is None/NS/EW/All.  Normal play is that of ``player_class`` under
    ``ruleset`` (:func:`adjudicator.laws.normal_play.normal_rules`).  Each restricted
    search may visit ``node_budget`` nodes and run ``time_budget_ms`` of its thread's CPU
    time (None: no limit); one that does not finish reports its bounds and how long it
    ran.

    Without a lead the position starts with declarer's left-hand opponent on lead to an
    empty trick, so the choice of lead is part of each search (the defence's best lead,
    or in ``defence_worst`` its worst normal one).  Candidates that differ only in level
    or penalty (``4S N``, ``4SX N``, ``5S N``) share one play and its searches; ``jobs``
    runs that many searches at once.
    """
    with as_candidate_error():
        vul = parse_vul(vul)
    if isinstance(node_budget, bool) or not isinstance(node_budget, int) or node_budget <= 0:
        raise CandidateError(f"the node budget must be a positive number, not {node_budget!r}")
    if time_budget_ms is not None and (isinstance(time_budget_ms, bool) or not isinstance(
            time_budget_ms, int | float) or not 0 < time_budget_ms < float("inf")):
        raise CandidateError(f"the time budget must be a positive number of ms, not "
                             f"{time_budget_ms!r}")
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
    found = _searches(board, plays, rules, emin, node_budget, time_budget_ms, jobs)
    bounds = {play: _clamp(board.size, dd[play], found[play, "declarer_worst"],
                           found[play, "declarer_best"], found[play, "defence_worst"])
              for play in plays}  # fmt: skip
    return [_result(c, vul, board.won[0], lead, bounds[_play_of(c, lead)])
            for c, lead in zip(parsed, leads, strict=True)]  # fmt: skip


