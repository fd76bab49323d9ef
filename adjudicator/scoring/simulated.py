"""Law 12C3 weights for candidate contracts, from single-dummy simulation.

For each candidate (:mod:`adjudicator.scoring.candidates`) the declarer, who cannot see
the defenders' hands, faces every layout of their cards consistent with what he knows —
nothing at trick one but his own hand, dummy and the limits a director reads from the
auction.  :func:`simulate_candidates` draws those layouts, solves each double dummy
(:mod:`adjudicator.engine.single_dummy`) and turns the share of layouts giving each number
of tricks into weights a committee can propose (:mod:`adjudicator.scoring.weights`).

The actual cards still decide what *could* happen: a result outside the span normal play
gives on this deal (declarer's worst normal line to the defence's worst) cannot be part
of the weighted score, so a layout whose result falls outside the span counts as the
span's nearest end — the simulation weighs the chances, the deal bounds the results.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from endplay.types import Card, Player

from adjudicator.core.cards import hands_from_pbn, parse_card
from adjudicator.core.position import ClaimPosition
from adjudicator.engine.single_dummy import (
    HandLimits,
    SimulationError,
    TrickDistribution,
    simulate,
)
from adjudicator.scoring.candidates import Candidate, CandidateError, CandidateResult
from adjudicator.scoring.weights import WeightProposal

__all__ = ["CandidateWeights", "simulate_candidates"]


@dataclass(frozen=True)
class CandidateWeights:
    """One candidate's simulation and the weights proposed from it.

    ``distribution``: declarer's total tricks per layout as simulated; ``span``: the
    results normal play gives on the actual deal; ``folded``: how many layouts fell
    outside it and were counted at its nearest end."""

    candidate: Candidate
    distribution: TrickDistribution
    seed: int
    span: tuple[int, int]
    folded: int
    proposal: WeightProposal

    def to_json(self) -> dict:
        return {"candidate": str(self.candidate), "seed": self.seed,
                "simulated": self.distribution.to_json(), "span": list(self.span),
                "folded": self.folded, "weights": self.proposal.to_json()}


def simulate_candidates(
    deal: str,
    results: Sequence[CandidateResult],
    *,
    unit: int = 10,
    limits: Iterable[HandLimits] = (),
    layouts: int = 1000,
    seed: int = 1,
    jobs: int = 2,
    won: tuple[int, int] | None = None,
) -> list[CandidateWeights]:
    """Weights for each evaluated candidate (``results`` of ``candidates.evaluate`` on
    ``deal``).  Candidates with the same strain, declarer and lead share one simulation,
    drawn with the same ``seed``."""
    hands = hands_from_pbn(deal)
    base = won[0] if won else 0
    limits = tuple(limits)
    cache: dict[tuple, TrickDistribution] = {}
    out = []
    for result in results:
        cand = result.candidate
        key = (cand.strain, cand.declarer, cand.lead)
        if key not in cache:
            cache[key] = _simulate(hands, cand, limits, layouts, seed, jobs, base)
        out.append(_weights(result, cache[key], unit, seed))
    return out


def _simulate(hands: tuple, cand: Candidate, limits: tuple[HandLimits, ...], layouts: int,
              seed: int, jobs: int, base: int) -> TrickDistribution:
    declarer = Player("NESW".index(cand.declarer))
    trick: tuple[Card, ...] = (parse_card(cand.lead),) if cand.lead else ()
    held = tuple(frozenset(hand - set(trick)) for hand in hands)
    position = ClaimPosition(held, cand.strain, cand.leader, trick)  # type: ignore[arg-type]
    try:
        found = simulate(position, declarer, limits=limits, layouts=layouts, seed=seed,
                         jobs=jobs)
    except SimulationError as exc:
        raise CandidateError(f"{cand}: {exc}") from None
    return TrickDistribution.of(base + value for value in found.lines[0].values)


def _weights(result: CandidateResult, simulated: TrickDistribution, unit: int,
             seed: int) -> CandidateWeights:
    low, high = result.declarer_worst.lower, result.defence_worst.upper
    folded = sum(n for tricks, n in simulated.counts if not low <= tricks <= high)
    kept = TrickDistribution.of(min(max(t, low), high)
                                for t, n in simulated.counts for _ in range(n))
    outcomes = [(tricks, n / kept.layouts, result.result(tricks)) for tricks, n in kept.counts]
    proposal = WeightProposal.of(outcomes, unit, result.vul)
    return CandidateWeights(result.candidate, simulated, seed, (low, high), folded, proposal)
