"""Law 12C2 and 12C3 candidates: what each contract would have produced at this table.

Law 12C2 gives the non-offenders the most favourable result that was *likely* had the
irregularity not occurred, the offenders the most unfavourable that was *at all
probable*; 12C3 lets a committee weight the results by how likely each was.  These are
questions about what real players, who cannot see the hidden hands, would have done on
this deal — not a claim: Law 70's worst normal line answers a claimer who stopped play,
and is not used here.  For a candidate (contract, declarer and, when known, the opening
lead) :func:`evaluate` gives:

``dd``
    the double-dummy result (DDS): both sides seeing all four hands.  A reference only,
    never the answer;
``outcomes``
    the results single-dummy play reaches **on the actual layout**
    (:func:`adjudicator.engine.single_dummy.play_single_dummy`): each player choosing his
    cards from what he can see, by their value over many layouts of the cards he cannot
    see; where choices are close in value each is a normal alternative, and each result
    gets the share of how often the choices leading to it would be made.  A result whose
    share reaches the rule set's threshold for *likely* (one in three) is likely; one
    reaching the threshold for *at all probable* (one in six) was at all probable
    (:class:`Thresholds`).  The shares are the 12C3 proposal
    (:mod:`adjudicator.adjusted.weighting`).

Each result carries its Law 77 score, from declarer's side and as North-South's score,
and the line behind it (which choice, at which trick).  :mod:`adjudicator.adjusted.assign`
turns the likely and probable results — these by default, or the director's own — into
each side's assigned score.

Deals with fewer than 13 cards
    The candidates can also be judged from a later point of the play (an end position, a
    test deal).  Then ``won`` gives the tricks each side already has, and every result
    counts them: declarer's total is ``won[0]`` plus his share of the remaining tricks.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from fractions import Fraction

from endplay.dds import calc_dd_table
from endplay.types import Card, Deal, Denom, Player

from adjudicator.core import contract as core
from adjudicator.core.cards import SEATS, card_code, hand_pbn, hands_from_pbn, parse_card
from adjudicator.core.contract import DOUBLING_PATTERN, LEVEL_PATTERN, STRAIN_PATTERN, Contract
from adjudicator.core.position import ClaimPosition, PositionError
from adjudicator.engine.oracle import dds_tricks
from adjudicator.engine.single_dummy import (
    DEFAULT_PLAY_LAYOUTS,
    HandLimits,
    PlayedLine,
    PlayRules,
    SimulationError,
    SingleDummyPlay,
    play_single_dummy,
)
from adjudicator.laws.rulesets import RuleSet
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
    "Outcome",
    "Thresholds",
    "evaluate",
    "parse_candidate",
    "thresholds_for",
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
# Likely and at all probable


@dataclass(frozen=True)
class Thresholds:
    """When a result's share makes it *likely* (Law 12C2, the non-offenders' side) or
    *at all probable* (the offenders' side), and how close two choices must be to be
    normal alternatives (``play``); ``source`` says whose they are: ``"rules"`` (the rule
    set's) or ``"director"`` (given for this ruling)."""

    likely: Fraction = Fraction(1, 3)
    probable: Fraction = Fraction(1, 6)
    play: PlayRules = PlayRules()
    source: str = "rules"

    def to_json(self) -> dict:
        return {
            "likely": _fraction(self.likely),
            "probable": _fraction(self.probable),
            "tolerance_tricks": self.play.tricks,
            "tolerance_chance": self.play.chance,
            "source": self.source,
        }


def thresholds_for(ruleset: RuleSet) -> Thresholds:
    """The rule set's thresholds.  Every authority the tool knows reads "likely" as about
    one chance in three and "at all probable" as about one in six (the ACBL's and the
    EBU's guidance to directors; the WBF's commentary leaves the numbers to the
    authorities), and treats choices within 0.05 of a trick or three points of the
    contract's chance as equally normal."""
    del ruleset  # one reading for all today; the hook for an authority that differs
    return Thresholds()


def _fraction(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


# ---------------------------------------------------------------------------------------
# Results


@dataclass(frozen=True)
class Outcome:
    """One result single-dummy play reaches on the actual layout: declarer's total
    ``tricks``, its ``share`` of the lines, the contract's result and scores (declarer's
    side's and North-South's), the line with the largest share behind it, and whether it
    was likely / at all probable by the thresholds."""

    tricks: int
    share: Fraction
    result: Result
    score: int
    ns_score: int
    line: PlayedLine
    likely: bool
    probable: bool

    def to_json(self) -> dict:
        return {
            "tricks": self.tricks,
            "result": str(self.result),
            "share": _fraction(self.share),
            "share_value": round(float(self.share), 4),
            "score": self.score,
            "ns_score": self.ns_score,
            "likely": self.likely,
            "probable": self.probable,
            "line": self.line.to_json(),
        }


#: What each number of a candidate answers (the JSON's ``answers``; the text says the same
#: from the catalog).
ANSWERS = {
    "dd": "double dummy: what declarer takes with every player seeing all four hands "
    "(a reference, not the answer)",
    "outcomes": "single-dummy play on the actual layout: the results players who cannot "
    "see the hidden hands reach at this table, each with its share of how "
    "often the choices leading to it would be made",
    "likely": "Law 12C2: results whose share reaches the likely threshold (the "
    "non-offenders get the most favourable)",
    "probable": "Law 12C2: results whose share reaches the at-all-probable threshold (the "
    "offenders get the most unfavourable)",
    "weights": "Law 12C3: the shares rounded to sixths or tenths, a weighted score a "
    "committee may give",
}


@dataclass(frozen=True)
class CandidateResult:
    """What the play of one candidate would have produced (see the module docstring)."""

    candidate: Candidate
    vul: str
    dd: int
    dd_score: int
    dd_ns_score: int
    outcomes: tuple[Outcome, ...]
    play: SingleDummyPlay
    thresholds: Thresholds

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
        """False when a rare alternative was not followed to the end (see
        :class:`~adjudicator.engine.single_dummy.PlayRules`)."""
        return self.play.complete

    def result(self, tricks: int) -> Result:
        """The traveller result of this contract with ``tricks`` for declarer."""
        contract = Contract.parse(self.contract)
        return Result(contract.level, contract.strain, contract.doubling, self.declarer, tricks)

    def likely_results(self) -> list[Result]:
        return [o.result for o in self.outcomes if o.likely]

    def probable_results(self) -> list[Result]:
        """The results at all probable (the likely ones among them)."""
        return [o.result for o in self.outcomes if o.probable]

    def possible_results(self) -> list[Result]:
        """Every result single-dummy play reaches on this deal, fewest tricks first."""
        return [o.result for o in self.outcomes]

    def to_json(self) -> dict:
        return {
            "contract": self.contract,
            "declarer": self.declarer,
            "lead": self.lead,
            "vul": self.vul,
            "complete": self.complete,
            "dd": {"tricks": self.dd, "score": self.dd_score, "ns_score": self.dd_ns_score},
            "outcomes": [o.to_json() for o in self.outcomes],
            "likely": [str(r) for r in self.likely_results()],
            "probable": [str(r) for r in self.probable_results()],
            "thresholds": self.thresholds.to_json(),
            "play": {
                "layouts": self.play.layouts,
                "seed": self.play.seed,
                "dd_defence": self.play.dd_defence,
                "decisions": self.play.decisions,
                "boards": self.play.boards,
            },
            "answers": ANSWERS,
        }


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
# Evaluation


def _dd_tricks(
    deal: _Deal, strain: Denom, declarer: Player, trick: tuple[Card, ...], table_cache: dict
) -> int:
    """Declarer's share of the remaining tricks, double dummy (DDS).

    A full deal with no lead given uses one ``calc_dd_table`` for all candidates; a given
    lead or a short deal solves that position with ``solve_board``."""
    leader = Player((declarer + 1) % 4)
    if deal.size == 13 and not trick:
        if "table" not in table_cache:
            table_cache["table"] = calc_dd_table(Deal(deal.pbn()))
        return int(table_cache["table"][strain, declarer])
    return dds_tricks(deal.position(strain, leader, trick), declarer)


def _outcomes(
    cand: Candidate, vul: str, won: int, play: SingleDummyPlay, thresholds: Thresholds
) -> tuple[Outcome, ...]:
    side = side_of(cand.declarer)
    out = []
    for tricks, share in play.shares().items():
        total = won + tricks
        score = contract_score(cand.contract, cand.declarer, vul, total)
        contract = Contract.parse(cand.contract)
        result = Result(contract.level, contract.strain, contract.doubling, cand.declarer, total)
        out.append(
            Outcome(
                total,
                share,
                result,
                score,
                score_for_side(score, side),
                play.line_for(tricks),
                share >= thresholds.likely,
                share >= thresholds.probable,
            )
        )
    return tuple(out)


def evaluate(
    deal: str | Deal,
    candidates: Iterable[Candidate | str | Sequence[str | None]],
    vul: str | None = None,
    *,
    ruleset: RuleSet = RuleSet.SEED1997,
    thresholds: Thresholds | None = None,
    limits: Iterable[HandLimits] = (),
    layouts: int = DEFAULT_PLAY_LAYOUTS,
    seed: int = 1,
    dd_defence: bool = False,
    won: tuple[int, int] | None = None,
    jobs: int = 2,
) -> list[CandidateResult]:
    """Each candidate's double-dummy result and the results single-dummy play reaches on
    the actual layout, with their shares, likely and at all probable (Law 12C2, 12C3).

    ``deal`` is a PBN deal (``"N:AKQ.. ..."``; a full deal unless ``won`` gives the
    tricks each side has already won); ``candidates`` are :class:`Candidate`\\ s, texts
    like ``"4S N"`` / ``"4S N lead HK"`` or ``(contract, declarer[, lead])`` tuples;
    ``vul`` is None/NS/EW/All.  ``thresholds`` default to ``ruleset``'s; ``limits`` are
    what the director reads from the auction; each card is valued over ``layouts``
    layouts drawn from ``seed``; ``dd_defence`` lets the defenders see all four hands;
    ``jobs`` processes share the large double-dummy batches (both cores of the 2-core
    machine the speed target is set on; the answers do not depend on it).

    Without a lead the opening leader chooses it single dummy, seeing only his own hand.
    Candidates that differ only in their penalty (``4S N``, ``4SX N``) share one play;
    the level is the goal each player plays for, so ``5S N`` is played again."""
    with as_candidate_error():
        vul = parse_vul(vul)
    board = _read_deal(deal, won)
    parsed = [_candidate(c) for c in candidates]
    if not parsed:
        raise CandidateError("give at least one candidate contract")
    thresholds = thresholds or thresholds_for(ruleset)
    limits = tuple(limits)
    leads = [_check_lead(board, c) for c in parsed]  # every lead checked before playing
    cache: dict = {}
    plays: dict[tuple, SingleDummyPlay] = {}
    out = []
    for cand, lead in zip(parsed, leads, strict=True):
        declarer = Player("NESW".index(cand.declarer))
        goal = Contract.parse(cand.contract).level + 6 - board.won[0]
        key = (cand.strain, declarer, lead, goal)
        if key not in plays:
            position = board.position(cand.strain, cand.leader, lead)
            try:
                plays[key] = play_single_dummy(
                    position,
                    declarer,
                    goal=goal,
                    limits=limits,
                    layouts=layouts,
                    seed=seed,
                    dd_defence=dd_defence,
                    rules=thresholds.play,
                    jobs=jobs,
                )
            except SimulationError as exc:
                raise CandidateError(f"{cand}: {exc}") from None
        play = plays[key]
        dd = board.won[0] + _dd_tricks(board, cand.strain, declarer, lead, cache)
        dd_score = contract_score(cand.contract, cand.declarer, vul, dd)
        out.append(
            CandidateResult(
                candidate=cand,
                vul=vul,
                dd=dd,
                dd_score=dd_score,
                dd_ns_score=score_for_side(dd_score, side_of(cand.declarer)),
                outcomes=_outcomes(cand, vul, board.won[0], play, thresholds),
                play=play,
                thresholds=thresholds,
            )
        )
    return out
