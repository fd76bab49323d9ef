"""The ruling on a contested claim: Law 70, with 69 and 71 where tricks were conceded.

The director's procedure (Law 70B) is: hear the claimer's statement again, face the
hands, hear the objection, then adjudicate "as equitably as possible to both sides, but
any doubtful point is resolved against the claimer" (70A).  In a program that becomes:

1. Build the claimer's normal play: the base rules for his class under the rule set
   (:mod:`adjudicator.laws.normal_play`), his knowledge of who has shown out
   (:mod:`adjudicator.laws.law70e`) and what his statement binds him to
   (:mod:`adjudicator.laws.law70d`).
2. Decide Law 70C's three findings when an opponent still holds a trump
   (:mod:`adjudicator.laws.law70c`), searching with and without drawing it first.
3. Search the worst normal line against the best defence: its tricks are what the
   claimer's side gets, never more than it claimed (a claim of fewer concedes the rest,
   Law 68; Law 71 says when such a concession is cancelled).
4. Search the best normal line, the double-dummy result and — for a committee — every
   distinct result of the normal lines, each with a line that reaches it.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from endplay.types import Card, Player

from adjudicator import engine
from adjudicator.engine import Restriction, Rule
from adjudicator.laws import law70c, law70d, law70e
from adjudicator.laws.normal_play import RULE_ROWS, normal_rules
from adjudicator.laws.rulesets import PlayerClass, RuleSet
from adjudicator.oracle import dds_tricks
from adjudicator.position import ClaimPosition, card_code, same_side
from adjudicator.statement import Statement, parse_statement
from adjudicator.wording import Finding, words

#: Nodes one ruling may search in all (about 1-2 s on this project's machines): a
#: director at the table needs an answer within seconds; a ruling that needs more says
#: "undecided (budget)" with the bounds it proved.
DEFAULT_NODE_BUDGET = 12_000_000
NO_RULES = Rule(0)


@dataclass(frozen=True)
class BoardContext:
    """The contract the claim was made in, when known, to give the result and score."""

    contract: str  # "4SX": level, strain, doubling; no declarer
    declarer: Player
    vul: str | None  # None, "NS", "EW" or "All"
    declarer_tricks: int  # tricks the declaring side had won before the claim
    defender_tricks: int

    def final_tricks(self, claimer: Player, awarded: int, remaining: int) -> int:
        """The declaring side's total once the remaining tricks are shared out."""
        if same_side(claimer, self.declarer):
            return self.declarer_tricks + awarded
        return self.declarer_tricks + remaining - awarded

    def score(self, declarer_total: int) -> int:
        """The declaring side's score (Law 77) for that total."""
        from adjudicator.scoring import contract_score

        return contract_score(self.contract, self.declarer.abbr, self.vul, declarer_total)

    def result_text(self, declarer_total: int) -> str:
        level = int(self.contract[0])
        over = declarer_total - 6 - level
        return f"{self.contract}{'=' if over == 0 else f'{over:+d}'} by {self.declarer.abbr}"


@dataclass(frozen=True)
class ClaimFacts:
    """What a claim is: who claimed how many of the remaining tricks, saying what."""

    position: ClaimPosition
    claimer: Player
    claimed: int  # remaining tricks (counting the one in progress) claimed for his side
    statement: Statement = field(default_factory=lambda: parse_statement(""))
    player_class: PlayerClass = PlayerClass.CLUB
    ruleset: RuleSet = RuleSet.SEED1997
    context: BoardContext | None = None
    after_claim: tuple[Card, ...] = ()  # cards played after the claim (practice row 17)

    @property
    def declarer(self) -> Player | None:
        return self.context.declarer if self.context else None

    def __post_init__(self) -> None:
        if not 0 <= self.claimed <= self.position.tricks_left:
            raise ValueError(
                f"claimed {self.claimed} of {self.position.tricks_left} remaining tricks"
            )

    @property
    def side_won(self) -> int:
        """Tricks the claimer's side had won before the claim (0 when not known)."""
        if self.context is None:
            return 0
        if same_side(self.claimer, self.context.declarer):
            return self.context.declarer_tricks
        return self.context.defender_tricks

    @property
    def defender_claims(self) -> bool:
        return self.declarer is not None and not same_side(self.claimer, self.declarer)


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

    @property
    def upheld(self) -> bool:
        return self.awarded >= self.claimed

    @property
    def to_opponents(self) -> int:
        """Tricks of the claim given to the opponents."""
        return self.claimed - self.awarded

    def verdict(self, lang: str = "en") -> str:
        """``upheld``, ``tricks to opponents: N (laws)`` or ``undecided (budget)``."""
        if not self.complete:
            return words("verdict_undecided", lang)
        if self.upheld:
            return words("verdict_upheld", lang)
        cited = ",".join(law for law in self.laws if law != "70A") or "70A"
        return words("verdict_to_opponents", lang, count=self.to_opponents, laws=cited)

    def final_result(self) -> tuple[str, int, int] | None:
        """(result, declaring side's total tricks, its score), when the contract is known."""
        context = self.facts.context
        if context is None:
            return None
        total = context.final_tricks(
            self.facts.claimer, self.awarded, self.facts.position.tricks_left
        )
        return context.result_text(total), total, context.score(total)

    def to_json(self) -> dict[str, Any]:
        final = self.final_result()
        return {
            "result": None
            if final is None
            else {"contract": final[0], "declarer_tricks": final[1], "score": final[2]},
            "claimer": self.facts.claimer.abbr,
            "claimed": self.claimed,
            "awarded": self.awarded,
            "to_opponents": self.to_opponents,
            "verdict": self.verdict(),
            "dd": self.dd,
            "worst_normal": self.worst,
            "best_normal": self.best,
            "laws": self.laws,
            "practice_rows": self.practice_rows,
            "statement": self.facts.statement.canonical(),
            "class": self.facts.player_class.value,
            "rules": self.facts.ruleset.value,
            "worst_line": [card_code(c) for c in self.worst_line],
            "lost_tricks": [
                {"trick": t.number, "winner": t.winner.abbr, "card": card_code(t.card),
                 "why": t.why.text()}
                for t in self.lost_tricks
            ],
            "outcomes": [
                {"tricks": value, "line": [card_code(c) for c in line]}
                for value, line in sorted(self.outcomes.items())
            ],
            "findings": [finding.text() for finding in self.findings],
            "law70c": None
            if self.trump is None
            else {
                "trumps": [card_code(c) for c in self.trump.trumps],
                "silent": self.trump.silent,
                "likely_unaware": self.trump.likely_unaware,
                "trick_lost": self.trump.trick_lost,
                "applies": self.trump.applies,
            },
            "complete": self.complete,
            "elapsed_ms": round(self.elapsed_ms, 1),
        }


class NodeBudget:
    """One ruling's search budget, spent by its searches in order of importance (the
    worst normal line first, comparisons after)."""

    def __init__(self, total: int) -> None:
        self.left = total

    def search(self, position, restriction: Restriction, mode: str) -> engine.SearchResult:
        result = engine.search(position, restriction, mode, max(1, self.left))
        self.left = max(0, self.left - result.nodes)
        return result

    def outcomes(self, position, restriction: Restriction) -> dict:
        found = engine.outcomes(position, restriction, max(1, self.left))
        self.left = max(0, self.left - found.nodes)
        return found.results


def rule_claim(
    facts: ClaimFacts, *, with_outcomes: bool = True, node_budget: int = DEFAULT_NODE_BUDGET
) -> Ruling:
    """Adjudicate a contested claim (Law 70).  ``node_budget`` bounds all its searches."""
    started = time.perf_counter()
    budget = NodeBudget(node_budget)
    position, claimer = facts.position, facts.claimer
    base, evident = normal_rules(facts.ruleset, facts.player_class)
    terms = law70d.statement_terms(
        facts.statement, position, claimer, facts.declarer, facts.side_won
    )
    phases = law70d.after_claim_phases(facts.after_claim, position, claimer) + terms.phases
    rules = base | (Rule.STATEMENT if phases else Rule(0))
    shown_out = law70e.shown_out_mask(position)
    claimed = terms.claimed_under_conditions(facts.claimed)

    def restriction(extra: Rule = NO_RULES, mask: int = shown_out) -> Restriction:
        return Restriction(
            claimer=claimer,
            rules=rules | extra,
            evident_min_rank=evident,
            shown_out=mask,
            phases=phases,
        )

    def worst(extra: Rule = NO_RULES, mask: int = shown_out) -> engine.SearchResult:
        return budget.search(position, restriction(extra, mask), "worst")

    # DDS is the double-dummy oracle our engine agrees with, and faster on long positions.
    # worst <= best <= DD for every restriction, so a search that reaches DD settles the
    # searches above it: they are skipped (most real claims are this simple).
    dd_value = dds_tricks(position, claimer)

    def reaches_dd(result: engine.SearchResult) -> bool:
        return result.complete and result.value == dd_value

    findings: list[Finding] = list(terms.notes)
    laws = ["70A"]
    rows = [1]
    if not facts.statement.empty:
        laws.append("70D")
        rows.append(2)
    if facts.after_claim:
        rows.append(17)
        findings.append(Finding("after_claim_evidence", {"count": len(facts.after_claim)}))

    trump_finding: law70c.OutstandingTrump | None = None
    opponents_trumps = law70c.outstanding_trumps(position, claimer)
    chosen_extra = Rule(0)
    if opponents_trumps:
        silent = not terms.speaks_of_trumps
        unaware, awareness = law70c.awareness(position, claimer, facts.player_class)
        cashing = worst()
        drawing = cashing if reaches_dd(cashing) else worst(Rule.DRAW_TRUMPS)
        lost = cashing.upper < drawing.lower and law70c.lost_to_trump(
            position, claimer, cashing.line
        )
        trump_finding = law70c.OutstandingTrump(
            opponents_trumps, silent, unaware, awareness, lost,
            _proven_lower(cashing), _proven_lower(drawing),
        )
        findings += trump_finding.findings()
        if silent and unaware:
            result = cashing  # never credited with drawing a trump he forgot (row 6)
            if trump_finding.applies:
                laws.append("70C")
                rows += [6, 7]
        else:
            result = drawing
            chosen_extra = Rule.DRAW_TRUMPS
            findings.append(Finding("70C_draw_first"))
    else:
        result = worst()
    if terms.reads_ending and not reaches_dd(result):
        # a stated squeeze: reading its ending is the line he named (law70d.StatementTerms)
        result = budget.search(position, restriction(chosen_extra), "best")

    knowing = result if reaches_dd(result) else worst(
        chosen_extra, law70e.every_layout_known(claimer)
    )
    if (
        knowing.complete
        and result.complete
        and knowing.value > result.value
        and law70e.misguessed(position, claimer, result.line)
    ):
        laws.append("70E")
        rows.append(10)
        findings.append(
            Finding(
                "70E_not_credited",
                {
                    "knowing": knowing.value,
                    "worst": result.value,
                    "shown": _shown_out_finding(position, claimer),
                },
            )
        )
        if facts.ruleset.irrational_finesse_clause:
            findings.append(Finding("70E_1997_clause"))
    settled = reaches_dd(result)
    best = result if settled else budget.search(position, restriction(chosen_extra), "best")
    if not with_outcomes:
        outcomes = {}
    elif settled:
        outcomes = {result.value: result.line}  # every normal line reaches DD
    else:
        outcomes = budget.outcomes(position, restriction(chosen_extra))
    worst_value = result.value if result.complete else result.lower
    awarded = min(claimed, worst_value)
    if facts.defender_claims and facts.ruleset.defender_claim_rule and awarded < claimed:
        laws.append("70D2")
        rows.append(16)
        findings.append(Finding("70D2_defender"))
    if terms.conditions_used:
        rows.append(19)
    findings += _weighting(facts.ruleset, worst_value, best.value if best.complete else None)
    if best.complete and best.value is not None and best.value > worst_value:
        rows.append(20)
    rows += [row for rule, rule_rows in RULE_ROWS.items() if rule in base for row in rule_rows]
    lost = lost_tricks(position, claimer, result.line)
    return Ruling(
        facts=facts,
        claimed=claimed,
        awarded=awarded,
        worst=worst_value,
        best=best.value if best.complete else best.upper,
        dd=dd_value,
        worst_line=result.line,
        lost_tricks=lost,
        outcomes=outcomes,
        laws=laws,
        practice_rows=sorted(set(rows)),
        findings=findings,
        trump=trump_finding,
        complete=result.complete,
        elapsed_ms=(time.perf_counter() - started) * 1000,
        restriction=restriction(chosen_extra),
    )


def _weighting(ruleset: RuleSet, worst: int, best: int | None) -> list[Finding]:
    """Practice row 20: may the committee weight the claim ruling (Law 12C3)?"""
    if best is None or best <= worst:
        return []
    if ruleset.weighting_allowed:
        return [Finding("weighting_possible", {"worst": worst, "best": best})]
    return [Finding("weighting_not_preferred", {"rules": ruleset.value})]


def _shown_out_finding(position: ClaimPosition, claimer: Player) -> Finding:
    shown = law70e.shown_out_suits(position, claimer)
    if not shown:
        return Finding("70E_no_show_out")
    return Finding("70E_show_outs", {"list": ", ".join(shown)})


def lost_tricks(
    position: ClaimPosition, claimer: Player, line: tuple[Card, ...]
) -> tuple[LostTrick, ...]:
    """The tricks the line loses, each with the reason a director would give."""
    from adjudicator.diagram import card_text, line_tricks

    lost = []
    held = {
        card
        for seat in range(4)
        if same_side(Player(seat), claimer)
        for card in position.hands[seat]
    }
    for number, (leader, cards, winner) in enumerate(line_tricks(position, line), start=1):
        if winner is not None and not same_side(winner, claimer):
            card = cards[(winner - leader) % 4]
            led = cards[0].suit
            if card.suit != led:
                key = "lost_ruffed"
            elif any(c.suit == led and c.rank > card.rank for c in held):
                key = "lost_higher_held"
            else:
                key = "lost_master"
            why = Finding(key, {"card": card_text(card)})
            lost.append(LostTrick(number, winner, card, why))
        held.difference_update(cards)
    return tuple(lost)


def concession_minimums(
    facts: ClaimFacts, *, acquiescence: bool = False, node_budget: int = DEFAULT_NODE_BUDGET
) -> tuple[int, int]:
    """For Laws 69 and 71: the remaining tricks the side in question cannot lose by any
    *legal* play, and by any *normal* play (its worst lines against the best defence).

    The side is the claimer's (a concession, Law 71) or, with ``acquiescence``, the
    claimer's opponents who acquiesced in his claim (Law 69)."""
    position = facts.position
    side = Player((facts.claimer + 1) % 4) if acquiescence else facts.claimer
    base, evident = normal_rules(facts.ruleset, facts.player_class)
    mask = law70e.shown_out_mask(position)
    legal = engine.search(position, Restriction(claimer=side), "worst", node_budget)
    normal = engine.search(
        position,
        Restriction(claimer=side, rules=base, evident_min_rank=evident, shown_out=mask),
        "worst",
        node_budget,
    )
    return _proven_lower(legal), _proven_lower(normal)


def _proven_lower(result: engine.SearchResult) -> int:
    return result.value if result.complete and result.value is not None else result.lower
