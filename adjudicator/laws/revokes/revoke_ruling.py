"""The ruling on a revoke (Laws 61-64), in the order a director makes it.

1. Law 61 (:mod:`.revoke_play`): each failure to follow suit while holding the suit led.
2. Law 63 (:mod:`.law63`): was it established, and by which card or claim?  If not, Law
   62: it is corrected and nothing is transferred.
3. Law 64A/64B (:mod:`.law64`): the tricks each established revoke transfers at the end
   of play, or the exception under which it transfers none; one side's transfers never
   exceed the tricks it won from its first transferring revoke on.
4. Law 64C (:mod:`.law64c`): the non-offending side's tricks had the revoke not occurred
   (the revoker following suit, the rest by normal play), against their tricks with the
   transfer; the adjusted result when the transfer falls short.
5. The result: the declaring side's total as played, after the transfers, and after any
   64C adjustment, with the score (Law 77) when the contract is known.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from endplay.types import Player

from adjudicator.core.cards import same_side
from adjudicator.engine.clock import nodes_for_ms
from adjudicator.laws.claims.normal_play import DEFAULT_NODE_BUDGET, DEFAULT_TIME_BUDGET_MS
from adjudicator.laws.findings import Finding, Judgement
from adjudicator.laws.revokes import law64, law64c
from adjudicator.laws.revokes.law64 import RevokeDecision, Transfers
from adjudicator.laws.revokes.law64c import Equity
from adjudicator.laws.revokes.revoke_play import RevokePlay

#: The machine-readable verdict of a revoke ruling (beside a claim's upheld/reduced).
REVOKE = "revoke"


@dataclass
class RevokeRuling:
    """The ruling on a board's revokes, with everything a committee needs to check it.

    Totals are the declaring side's tricks: as the play (and any claim) gave them
    (``played``), after the transfers (``transferred``), and after a 64C adjustment
    (``final``); None where the record does not say."""

    play: RevokePlay
    decisions: list[RevokeDecision]
    transfers: Transfers
    equity: list[Equity]
    findings: list[Finding]
    laws: list[str]
    played: int | None
    transferred: int | None
    final: int | None
    elapsed_ms: float

    kind = REVOKE

    @property
    def adjusted(self) -> bool:
        return any(item.adjusted is not None for item in self.equity)

    def final_result(self) -> tuple[str, int, int] | None:
        """(result, declaring side's total, its score) when the contract and the total
        are known."""
        context = self.play.context
        if context is None or self.final is None:
            return None
        return context.result_text(self.final), self.final, context.score(self.final)

    def transferred_result(self) -> tuple[str, int] | None:
        context = self.play.context
        if context is None or self.transferred is None:
            return None
        return context.result_text(self.transferred), context.score(self.transferred)


def rule_revoke(
    play: RevokePlay,
    *,
    node_budget: int = DEFAULT_NODE_BUDGET,
    time_budget_ms: float | None = DEFAULT_TIME_BUDGET_MS,
) -> RevokeRuling:
    """Rule on every revoke of ``play`` (Laws 61-64); each 64C search within the nodes and
    the CPU time (ms of the searching thread) given — the time turned into the nodes this
    machine searches in it, as a claim's ruling does (laws.claims.ruling.rule_claim), so that the
    same budget gives the same ruling in every process of a run."""
    started = time.perf_counter()
    if time_budget_ms is not None:
        node_budget, time_budget_ms = min(node_budget, nodes_for_ms(time_budget_ms)), None
    decisions = law64.decide(play)
    transfers = law64.totals(play, decisions)
    judgement = Judgement(laws=["61A"])
    for decision in decisions:
        for finding in decision.findings:
            judgement.findings.append(finding)
            judgement.cite(finding.law or None)
    judgement.findings += _transfer_findings(play, transfers)
    equity = law64c.equity(play, decisions, transfers, node_budget, time_budget_ms)
    for item in equity:
        judgement.findings.append(item.finding)
        judgement.cite("64C")
    played = play.side_total(play.declarer)
    transferred = None if played is None else played + transfers.to_side(play.declarer)
    final = transferred
    adjusted = next(
        ((item.non_offender, item.adjusted) for item in equity if item.adjusted is not None), None
    )
    if adjusted is not None:
        non_offender, tricks = adjusted
        final = tricks if same_side(non_offender, play.declarer) else 13 - tricks
    if play.note:
        judgement.findings.append(Finding("revoke_record_note", {"note": play.note}))
    return RevokeRuling(
        play,
        decisions,
        transfers,
        equity,
        judgement.findings,
        judgement.laws,
        played,
        transferred,
        final,
        (time.perf_counter() - started) * 1000,
    )


def _transfer_findings(play: RevokePlay, transfers: Transfers) -> list[Finding]:
    out = []
    for side in (0, 1):
        if transfers.capped[side]:
            out.append(
                Finding("64A_capped", {"side": Player(side), "away": transfers.away[side]}, "64A")
            )
    if play.ends == "stops":
        out.append(Finding("revoke_record_stops", {"trick": play.last_played}))
    return out
