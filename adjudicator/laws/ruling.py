"""The ruling on a contested claim: Law 70, with 69 and 71 where tricks were conceded.

The director's procedure (Law 70B) is: hear the claimer's statement again, face the
hands, hear the objection, then adjudicate "as equitably as possible to both sides, but
any doubtful point is resolved against the claimer" (70A).  This module only puts the
laws in that order; each law module decides its own part:

1. Law 70D (:mod:`.law70d`): what the statement, and the play after the claim, bind the
   claimer to, and the tricks claimed once any condition is judged.
2. Law 70A (:mod:`.normal_play`): the claimer's normal play for his class under the rule
   set, searched against the best defence within one node budget.
3. Law 70C (:mod:`.law70c`): an outstanding trump he did not mention — its three
   findings, and the worst normal line he is held to.
4. Law 70E (:mod:`.law70e`): a finesse or drop he did not state is not credited.
5. The award: the worst normal line's tricks, never more than claimed (a claim of fewer
   concedes the rest, Law 68); Law 70D2 for a defender's claim; Law 12C3 on weighting
   (:mod:`.weighting`).  Then, for a committee, the best normal line, double dummy and
   every distinct result of the normal lines, each with a line that reaches it.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from endplay.types import Card, Player

from adjudicator.core.cards import same_side
from adjudicator.core.position import ClaimPosition
from adjudicator.engine import Restriction
from adjudicator.laws import law70c, law70d, law70e, weighting
from adjudicator.laws.claim import ClaimFacts
from adjudicator.laws.findings import Finding, Judgement
from adjudicator.laws.normal_play import (
    DEFAULT_NODE_BUDGET,
    RULE_ROWS,
    NormalPlay,
    normal_rules,
    proven_lower,
)
from adjudicator.laws.validation import validate_claim

#: Machine-readable verdicts (:attr:`Ruling.kind`).
UPHELD = "upheld"
REDUCED = "reduced"
UNDECIDED = "undecided"


@dataclass(frozen=True)
class LostTrick:
    """A trick the worst normal line loses, and why."""

    number: int  # 1 = the trick in progress at the claim (or the next one)
    winner: Player
    card: Card
    why: Finding


@dataclass
class Ruling:
    """The director's ruling on a claim, with everything a committee needs to check it."""

    facts: ClaimFacts
    claimed: int  # remaining tricks claimed, once any condition is judged (row 19)
    awarded: int  # remaining tricks given to the claimer's side
    worst: int  # the worst normal line's remaining tricks for the claimer's side
    best: int  # the best normal line's
    dd: int  # double dummy's
    worst_line: tuple[Card, ...]
    lost_tricks: tuple[LostTrick, ...]
    outcomes: dict[int, tuple[Card, ...]]
    laws: list[str]
    practice_rows: list[int]
    findings: list[Finding]
    trump: law70c.OutstandingTrump | None
    complete: bool
    elapsed_ms: float
    restriction: Restriction
    node_budget: int = DEFAULT_NODE_BUDGET  # what bounded its searches: a replay needs it

    @property
    def upheld(self) -> bool:
        return self.awarded >= self.claimed

    @property
    def to_opponents(self) -> int:
        """Tricks of the claim given to the opponents."""
        return self.claimed - self.awarded

    @property
    def kind(self) -> str:
        """The verdict for machines: ``upheld``, ``reduced`` (tricks of the claim go to
        the opponents) or ``undecided`` (the search stopped at its budget)."""
        if not self.complete:
            return UNDECIDED
        return UPHELD if self.upheld else REDUCED

    def final_result(self) -> tuple[str, int, int] | None:
        """(result, declaring side's total tricks, its score), when the contract is known."""
        context = self.facts.context
        if context is None:
            return None
        total = context.final_tricks(
            self.facts.claimer, self.awarded, self.facts.position.tricks_left
        )
        return context.result_text(total), total, context.score(total)


def rule_claim(
    facts: ClaimFacts, *, with_outcomes: bool = True, node_budget: int = DEFAULT_NODE_BUDGET
) -> Ruling:
    """Adjudicate a contested claim (Law 70).  ``node_budget`` bounds all its searches.

    A claim whose facts contradict each other is refused before any search
    (:func:`~adjudicator.laws.validation.validate_claim` raises ``ClaimFactError``)."""
    started = time.perf_counter()
    validate_claim(facts)
    base, evident = normal_rules(facts.ruleset, facts.player_class)
    stated = law70d.judge_statement(facts)
    play = NormalPlay(facts.position, facts.claimer, base, evident, stated.phases, node_budget)
    judgement = Judgement(laws=["70A"], rows=[1])
    judgement.extend(stated)
    trumps = law70c.judge(play, stated.speaks_of_trumps, facts.player_class)
    judgement.extend(trumps)
    worst = trumps.line
    assert worst is not None
    if stated.reads_ending and not play.reaches_dd(worst):
        # a stated squeeze: reading its ending is the line he named (law70d.StatementTerms)
        worst = play.best(trumps.extra)
    judgement.extend(law70e.judge(play, worst, trumps.extra, facts.ruleset))
    settled = play.reaches_dd(worst)
    best = worst if settled else play.best(trumps.extra)
    if not with_outcomes:
        outcomes: dict[int, tuple[Card, ...]] = {}
    elif settled:
        outcomes = {worst.value: worst.line}  # every normal line reaches DD
    else:
        outcomes = play.outcomes(trumps.extra)
    worst_value = proven_lower(worst)
    awarded = min(stated.claimed, worst_value)
    judgement.extend(law70d.judge_defender_claim(facts, awarded, stated.claimed))
    best_value = best.value if best.complete else None
    judgement.extend(weighting.judge(facts.ruleset, worst_value, best_value))
    judgement.cite(None, *(row for rule, rows in RULE_ROWS.items() if rule in base
                           for row in rows))
    return Ruling(
        facts=facts,
        claimed=stated.claimed,
        awarded=awarded,
        worst=worst_value,
        best=best.value if best.complete else best.upper,
        dd=play.dd,
        worst_line=worst.line,
        lost_tricks=lost_tricks(facts.position, facts.claimer, worst.line),
        outcomes=outcomes,
        laws=judgement.laws,
        practice_rows=sorted(set(judgement.rows)),
        findings=judgement.findings,
        trump=trumps.trump,
        complete=worst.complete,
        elapsed_ms=(time.perf_counter() - started) * 1000,
        restriction=play.restriction(trumps.extra),
        node_budget=node_budget,
    )


def lost_tricks(
    position: ClaimPosition, claimer: Player, line: tuple[Card, ...]
) -> tuple[LostTrick, ...]:
    """The tricks the line loses, each with the reason a director would give."""
    lost = []
    held = {
        card
        for seat in range(4)
        if same_side(Player(seat), claimer)
        for card in position.hands[seat]
    }
    for number, (leader, cards, winner) in enumerate(position.tricks_of(line), start=1):
        if winner is not None and not same_side(winner, claimer):
            card = cards[(winner - leader) % 4]
            led = cards[0].suit
            if card.suit != led:
                key = "lost_ruffed"
            elif any(c.suit == led and c.rank > card.rank for c in held):
                key = "lost_higher_held"
            else:
                key = "lost_master"
            why = Finding(key, {"card": card})
            lost.append(LostTrick(number, winner, card, why))
        held.difference_update(cards)
    return tuple(lost)
