"""Laws 69 and 71: undoing an acquiesced claim or a concession.

    第69條B款 — Within the correction period of Law 79C a contestant may ask to withdraw
    his acquiescence in an opponent's claim, but only for a trick his side had actually
    won, or one it could not lose by any *normal* play of the remaining cards.

    第71條 — A concession stands, but within the correction period the director cancels
    it: (A) for a trick the side had in fact won, or could not lose by any *legal* play
    of the remaining cards; (B) when declarer conceded a contract he had already made, or a
    defender conceded a contract already defeated; (C) for a trick that could not be lost
    by any *normal* play, if the side asks before the next board's call or the end of the
    round.

"Could not be lost by any legal play" is the worst result over every legal line of the
side (its own worst cards included) against the best defence: the engine's worst mode
with no restriction.  "By any normal play" is the worst normal line, the same search as
a claim ruling (Law 70A) without a statement.  A trick "actually won" is one already won
in the play and wrongly counted in the concession; the director supplies that number.

Law 71 inside a contested claim (issue 27 O): a claim of some tricks concedes the rest
(Law 68), and a conceded trick that no normal line of the claimer's can lose is given
back (71C; 71A when no legal line can).  The director ruling the claim has the claimer's
worst normal line before him: when it takes more than was claimed, the award is that
line's count, not the claim's — the dispute is the side's timely objection (before the
next board's call).  :func:`concession_within_claim` says so.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from endplay.types import Player

from adjudicator import engine
from adjudicator.core.cards import same_side, seat_after
from adjudicator.engine import Restriction
from adjudicator.laws.claims.claim import ClaimFacts
from adjudicator.laws.claims.normal_play import DEFAULT_NODE_BUDGET, normal_rules, proven_lower
from adjudicator.laws.claims.validation import validate_concession
from adjudicator.laws.findings import Finding, Judgement


@dataclass(frozen=True)
class Restoration:
    """The outcome of a request under Law 69 or 71."""

    law: str  # "69B", "71A", "71B", "71C" or "" when nothing is restored
    kept: int  # remaining tricks the side kept by its concession or acquiescence
    restored: int  # tricks given back to the side
    reasons: tuple[Finding, ...]

    @property
    def total(self) -> int:
        """Remaining tricks the side gets after the ruling."""
        return self.kept + self.restored


def judge_concession(
    kept: int,
    legal_minimum: int,
    normal_minimum: int,
    *,
    actually_won: int = 0,
    timely: bool = False,
    contract_already_decided: bool = False,
) -> Restoration:
    """Law 71 for a side that kept ``kept`` of the remaining tricks and conceded the rest.

    ``legal_minimum`` / ``normal_minimum``: the side's remaining tricks on its worst legal
    / worst normal line.  ``timely``: raised before the next board's call or the end of
    the round (71C).  ``contract_already_decided``: declarer conceded a contract already
    made, or a defender one already defeated (71B)."""
    reasons = []
    restored = actually_won
    law = "71A" if actually_won else ""
    if actually_won:
        reasons.append(Finding("71A_won", {"count": actually_won}, "71A"))
    if legal_minimum > kept:
        restored += legal_minimum - kept
        law = "71A"
        reasons.append(Finding("71A_legal", {"count": legal_minimum - kept}, "71A"))
    if timely and normal_minimum > max(kept, legal_minimum):
        extra = normal_minimum - max(kept, legal_minimum)
        restored += extra
        law = law or "71C"
        reasons.append(Finding("71C_timely", {"count": extra}, "71C"))
    elif normal_minimum > max(kept, legal_minimum):
        reasons.append(Finding("71C_not_timely", {}, "71C"))
    if contract_already_decided:
        law = "71B"
        best = max(kept + restored, normal_minimum)
        restored = best - kept
        reasons.append(Finding("71B_decided", {}, "71B"))
    return Restoration(law, kept, restored, tuple(reasons))


def judge_acquiescence(
    kept: int, normal_minimum: int, *, actually_won: int = 0, within_correction_period: bool = True
) -> Restoration:
    """Law 69B for a side that acquiesced in the opponents' claim, keeping ``kept`` of the
    remaining tricks.  ``normal_minimum``: the side's remaining tricks on the worst normal
    line of the rest of the play."""
    if not within_correction_period:
        return Restoration("", kept, 0, (Finding("69A_period_over", {}, "69A"),))
    reasons = []
    restored = actually_won
    if actually_won:
        reasons.append(Finding("69B_won", {"count": actually_won}, "69B"))
    if normal_minimum > kept + actually_won:
        extra = normal_minimum - kept - actually_won
        restored += extra
        reasons.append(Finding("69B_normal", {"count": extra}, "69B"))
    if not restored:
        reasons.append(Finding("69B_nothing", {}, "69B"))
    return Restoration("69B" if restored else "", kept, restored, tuple(reasons))


def conceding_side_made_contract(
    declarer: Player, side: Player, level: int, won_so_far: int
) -> bool:
    """Law 71B: has a conceding side already decided the contract in its favour?

    ``won_so_far``: tricks the conceding side has already won."""
    if same_side(side, declarer):
        return won_so_far >= 6 + level
    return won_so_far >= 8 - level


def concession_minimums(
    facts: ClaimFacts, *, acquiescence: bool = False, node_budget: int = DEFAULT_NODE_BUDGET
) -> tuple[int, int]:
    """For Laws 69 and 71: the remaining tricks the side in question cannot lose by any
    *legal* play, and by any *normal* play (its worst lines against the best defence).

    The side is the claimer's (a concession, Law 71) or, with ``acquiescence``, the
    claimer's opponents who acquiesced in his claim (Law 69)."""
    position = facts.position
    side = seat_after(facts.claimer, 1) if acquiescence else facts.claimer
    base, evident = normal_rules(facts.ruleset, facts.player_class)
    mask = engine.shown_out_mask(position)
    legal = engine.search(position, Restriction(claimer=side), "worst", node_budget)
    normal = engine.search(
        position,
        Restriction(claimer=side, rules=base, evident_min_rank=evident, shown_out=mask),
        "worst",
        node_budget,
    )
    return proven_lower(legal), proven_lower(normal)


@dataclass(frozen=True)
class ConcessionRuling:
    """A request under Law 69 or 71 judged: the side it concerns, what is restored, and
    the two minimums the decision rests on."""

    side: Player
    restoration: Restoration
    legal_minimum: int
    normal_minimum: int
    #: the claim judged (its position, for the words of the restoration)
    facts: ClaimFacts | None = field(default=None, compare=False, repr=False)


def rule_concession(
    facts: ClaimFacts,
    *,
    acquiescence: bool = False,
    actually_won: int = 0,
    timely: bool = False,
    node_budget: int = DEFAULT_NODE_BUDGET,
) -> ConcessionRuling:
    """Judge a request to cancel the claimer's concession (Law 71) or, with
    ``acquiescence``, the opponents' request to withdraw their acquiescence in his claim
    (Law 69).  ``facts.claimed`` is the remaining tricks the claimer's side kept.
    Facts that contradict each other, or an ``actually_won`` that is not some of the
    tricks given away, are refused first (``ClaimFactError``)."""
    validate_concession(facts, actually_won)
    legal, normal = concession_minimums(facts, acquiescence=acquiescence, node_budget=node_budget)
    if acquiescence:
        kept = facts.position.tricks_left - facts.claimed
        side = seat_after(facts.claimer, 1)
        restoration = judge_acquiescence(kept, normal, actually_won=actually_won)
        return ConcessionRuling(side, restoration, legal, normal, facts)
    decided = False
    if facts.context is not None:
        level = facts.context.contract.level
        decided = conceding_side_made_contract(
            facts.context.declarer, facts.claimer, level, facts.side_won
        )
    restoration = judge_concession(
        facts.claimed,
        legal,
        normal,
        actually_won=actually_won,
        timely=timely,
        contract_already_decided=decided,
    )
    return ConcessionRuling(facts.claimer, restoration, legal, normal, facts)


def concession_within_claim(
    claimed: int, worst_normal: int | None, complete: bool
) -> tuple[int, Judgement]:
    """Law 71C inside a contested claim: the remaining tricks the claimer's side keeps
    when its worst normal line (``worst_normal``, a finished search) takes more than the
    ``claimed`` count, and the finding; else ``claimed`` and no finding.  The trick the
    claim conceded could not be lost by any normal play, and the dispute raises it in
    time (before the next board's call), so the concession of it is cancelled."""
    judgement = Judgement()
    if not complete or worst_normal is None or worst_normal <= claimed:
        return claimed, judgement
    judgement.cite("71C")
    judgement.findings.append(
        Finding(
            "71C_in_claim",
            {"count": worst_normal - claimed, "worst": worst_normal, "claimed": claimed},
            "71C",
        )
    )
    return worst_normal, judgement
