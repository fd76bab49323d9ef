"""Law 12C3: a weighted score proposed from the shares of single-dummy play.

    第12條C款3 — to do equity, an appeals committee may vary an assigned adjusted score
    by weighting the results that might have occurred.

The shares are those of :mod:`adjudicator.adjusted.candidates`: how often the normal
choices of players who cannot see the hidden hands lead, **on the actual layout**, to
each result.  They answer "what would have happened at this table?" — not "how good was
the contract over all the layouts?" (a 3-3 break that is there on the deal is not a 36%
chance).  :func:`candidate_proposal` rounds them to the committee's unit (sixths or
tenths, :mod:`adjudicator.scoring.weights`), keeping the arithmetic.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from adjudicator.adjusted.candidates import Candidate, CandidateResult
from adjudicator.scoring.weights import WeightProposal

__all__ = ["CandidateWeights", "candidate_proposal", "propose"]


@dataclass(frozen=True)
class CandidateWeights:
    """One candidate's Law 12C3 proposal."""

    candidate: Candidate
    proposal: WeightProposal

    def to_json(self) -> dict:
        return {"candidate": str(self.candidate), "weights": self.proposal.to_json()}


def candidate_proposal(result: CandidateResult, unit: int = 10) -> WeightProposal:
    """The shares of ``result``'s outcomes rounded to ``unit`` (6 or 10)."""
    outcomes = [(o.tricks, float(o.share), o.result) for o in result.outcomes]
    return WeightProposal.of(outcomes, unit, result.vul)


def propose(results: Sequence[CandidateResult], unit: int = 10) -> list[CandidateWeights]:
    """Each candidate's proposal."""
    return [CandidateWeights(r.candidate, candidate_proposal(r, unit)) for r in results]
