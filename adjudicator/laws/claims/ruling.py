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
   every distinct result of the normal lines, each with a line that reaches it; and, when
   asked (``guess``), the single-dummy odds of a guess between them and the weights a
   committee could give them.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace

from endplay.types import Card, Player

from adjudicator import engine
from adjudicator.core.cards import same_side
from adjudicator.core.position import ClaimPosition
from adjudicator.engine import (
    Bounds,
    NotNormal,
    Restriction,
    Rule,
    SearchResult,
)
from adjudicator.engine.clock import nodes_for_ms
from adjudicator.laws.claims import (
    citations,
    count_evidence,
    doubtful,
    law69_71,
    law70c,
    law70d,
    law70e,
    weighting,
)
from adjudicator.laws.claims.claim import ClaimFacts
from adjudicator.laws.claims.normal_play import (
    DEFAULT_NODE_BUDGET,
    DEFAULT_TIME_BUDGET_MS,
    NormalPlay,
    counted_ruffs,
    normal_rules,
    proven_lower,
)
from adjudicator.laws.claims.validation import validate_claim
from adjudicator.laws.findings import Finding, Judgement
from adjudicator.laws.rulesets import EVIDENCE, PlayerClass

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
    #: when the search stopped at its budget, ``worst`` is only what it proved at least;
    #: ``worst_upper`` is what it proved at most (equal to ``worst`` when complete)
    worst_upper: int
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
    guess: weighting.GuessWeighting | None = None  # a guess and its weights (Law 12C3)
    guess_options: weighting.GuessOptions | None = None  # how it was simulated (replay)
    #: the choices of the claimer's side the worst line depends on (laws.claims.doubtful);
    #: None when not looked for (``with_points=False``, as a batch rules)
    doubtful_points: tuple[doubtful.DoubtfulPoint, ...] | None = None
    points_complete: bool = False  # every choice of the worst line examined for points
    #: the outcomes were looked for (a replay searches as the ruling did, even when the
    #: budget left none found)
    outcomes_asked: bool = True

    def __repr__(self) -> str:
        """One line for a log or a debugger: ``<Ruling S claims 4, awarded 3 (70C), dd 4>``
        (an undecided ruling gives the bounds of its award instead)."""
        low, high = self.bounds
        verdict = f"awarded {self.awarded}" if self.complete else f"undecided {low}..{high}"
        laws = f" ({', '.join(self.laws)})" if self.laws else ""
        return (
            f"<Ruling {self.facts.claimer.abbr} claims {self.claimed}, {verdict}{laws}, "
            f"dd {self.dd}>"
        )

    @property
    def upheld(self) -> bool:
        return self.awarded >= self.claimed

    @property
    def to_opponents(self) -> int:
        """Tricks of the claim given to the opponents (none when Law 71C gave the
        claimer's side back a trick its claim conceded)."""
        return max(0, self.claimed - self.awarded)

    @property
    def kind(self) -> str:
        """The verdict for machines: ``upheld``, ``reduced`` (tricks of the claim go to
        the opponents) or ``undecided`` (the search stopped at its budget)."""
        if not self.complete:
            return UNDECIDED
        return UPHELD if self.upheld else REDUCED

    @property
    def bounds(self) -> tuple[int, int]:
        """The remaining tricks the award lies between: the award twice when the ruling
        is decided; for an undecided one, what its search proved (never above the claim)."""
        if self.complete:
            return self.awarded, self.awarded
        return min(self.claimed, self.worst), min(self.claimed, self.worst_upper)

    def final_result(self) -> tuple[str, int, int] | None:
        """(result, declaring side's total tricks, its score), when the contract is known
        and the ruling is decided: no score is ever given from a bound."""
        if not self.complete:
            return None
        return self.result_for(self.awarded)

    def result_for(self, awarded: int) -> tuple[str, int, int] | None:
        """(result, declaring side's total, its score) were ``awarded`` of the remaining
        tricks the claimer's side's — for the bounds of an undecided ruling."""
        context = self.facts.context
        if context is None:
            return None
        total = context.final_tricks(self.facts.claimer, awarded, self.facts.position.tricks_left)
        return context.result_text(total), total, context.score(total)


def time_budget_for(budget_ms: float | None) -> float:
    """The CPU-time budget of a ruling given as ``--budget-ms`` (``None``: the default).
    A single claim, a batch and a revoke ruling read it here, so that all give the same
    ruling at the same budget: the time is the searching thread's own CPU time, measured,
    so other jobs on the machine do not use it up (a slower machine searches less in it;
    a claim ruling searches the nodes this machine searches in that time)."""
    return DEFAULT_TIME_BUDGET_MS if budget_ms is None else float(budget_ms)


# Longer than 60 lines on purpose: the steps of a ruling read in the law's order (70D, 70C,
# 70E, 70A, 12C3, the doubtful points), and the record it returns names every field.
def rule_claim(
    facts: ClaimFacts,
    *,
    with_outcomes: bool = True,
    with_points: bool = True,
    node_budget: int = DEFAULT_NODE_BUDGET,
    guess: weighting.GuessOptions | None = None,
    time_budget_ms: float | None = DEFAULT_TIME_BUDGET_MS,
    terms: law70d.StatementTerms | None = None,
) -> Ruling:
    """Adjudicate a contested claim (Law 70).  ``node_budget`` and ``time_budget_ms`` (CPU
    time of the searching thread, turned into the nodes this machine searches in it —
    :func:`~adjudicator.engine.clock.nodes_for_ms` — so the ruling's record, which keeps the node
    budget, replays exactly; None: the node budget alone) bound all its searches together;
    ``with_points`` looks for the doubtful points a committee could strike (Law 70A);
    with ``guess`` (and the outcomes) a guess between the normal lines is simulated.

    A claim whose facts contradict each other is refused before any search
    (:func:`~adjudicator.laws.claims.validation.validate_claim` raises ``ClaimFactError``);
    ``terms``: the statement's terms that check returned, when the caller made it
    (:func:`~adjudicator.laws.claims.request.rule_request`): the claim is then not checked again."""
    started = time.perf_counter()
    if terms is None:
        terms = validate_claim(facts)
    ruling = _rule_at_class(
        facts,
        with_outcomes=with_outcomes,
        with_points=with_points,
        node_budget=node_budget,
        guess=guess,
        time_budget_ms=time_budget_ms,
        terms=terms,
        started=started,
    )
    return _not_below_lower_class(ruling, terms, node_budget, time_budget_ms, started)


#: Each class of player and the class below it: what is careless for the lower class may
#: be irrational for the higher, never the other way round (practice row 25).
LOWER_CLASS = {PlayerClass.EXPERT: PlayerClass.CLUB, PlayerClass.CLUB: PlayerClass.NOVICE}


def _not_below_lower_class(
    ruling: Ruling,
    terms: law70d.StatementTerms,
    node_budget: int,
    time_budget_ms: float | None,
    started: float,
) -> Ruling:
    """The ruling, or the one a lower class of player gets when that one gives more.

    The footnote to Laws 69-71 judges a line careless or irrational "for the class of
    player involved", and practice row 25 orders the classes: a line normal for an
    expert is normal for a club player too, so the expert's normal lines are among the
    club player's and their worst can never be worse.  The rules of normal play
    (:func:`normal_rules`) see more masters as evident for a higher class, which narrows
    most choices but can leave a discard free that the lower class's rules settle (every
    card an expert holds an evident master, one of them the last guard of a suit the
    opponents will run).  The lower class's worst line is then normal for both classes'
    rules as far as the law is concerned, and the higher class keeps its tricks.  Only a
    reduced ruling is compared, with each class below in turn (a probe of the award
    alone, :func:`_award_above`; the full ruling only for the class that gives more)."""
    facts, found = ruling.facts, None
    lower, most = LOWER_CLASS.get(facts.player_class), ruling.awarded
    while lower is not None and ruling.complete and most < min(ruling.claimed, ruling.dd):
        lower_facts = replace(facts, player_class=lower)
        above = _award_above(lower_facts, terms, node_budget, time_budget_ms, most)
        if above is not None:
            found, most = lower, above
        lower = LOWER_CLASS.get(lower)
    if found is None:
        return ruling
    floor = _rule_at_class(
        replace(facts, player_class=found),
        with_outcomes=ruling.outcomes_asked,
        with_points=ruling.doubtful_points is not None,
        node_budget=node_budget,
        guess=ruling.guess_options,
        time_budget_ms=time_budget_ms,
        terms=terms,
        started=time.perf_counter(),
    )
    finding = Finding(
        "class_floor",
        {
            "player_class": facts.player_class,
            "lower": found,
            "own": ruling.awarded,
            "awarded": floor.awarded,
        },
        "70A",
    )
    return replace(
        floor,
        facts=facts,
        findings=[*floor.findings, finding],
        practice_rows=sorted({*floor.practice_rows, 25}),
        elapsed_ms=(time.perf_counter() - started) * 1000,
    )


def _award_above(
    facts: ClaimFacts,
    terms: law70d.StatementTerms,
    node_budget: int,
    time_budget_ms: float | None,
    most: int,
) -> int | None:
    """The award of the ruling at the facts' class when it is decided and above ``most``,
    else None — what :func:`_not_below_lower_class` asks of a lower class, searched alone.

    The award of a decided ruling is its worst line's value (below the claim; above it,
    Law 71C restores the conceded trick), and the line is Law 70C's choice
    (:func:`law70c.award_rule`); so one value search of that line, bounded by what the
    question needs (above ``most``, at most double dummy), answers it: no finding, no
    witness line, no Law 70E search, no best line (a probe with all of them spent up to
    13M positions on Law 70E's question after its award was known, usbf_sf_14502 board
    51).  A stated squeeze (its ending read) takes the whole ruling."""
    stated = law70d.judge_statement(facts, terms)
    if stated.reads_ending:
        ruling = _rule_at_class(
            facts,
            with_outcomes=False,
            with_points=False,
            node_budget=node_budget,
            guess=None,
            time_budget_ms=time_budget_ms,
            terms=terms,
            started=time.perf_counter(),
        )
        return ruling.awarded if ruling.complete and ruling.awarded > most else None
    struck = doubtful.check_points(facts.not_normal, facts.position, facts.claimer)
    if time_budget_ms is not None:
        node_budget = min(node_budget, nodes_for_ms(time_budget_ms))
    play = _normal_play(facts, stated, struck, node_budget)
    if play.dd <= most:
        return None  # no normal line beats double dummy
    extra = law70c.award_rule(
        play, stated.speaks_of_trumps, facts.player_class, stated.claimed, facts.statement
    )
    worst = play.worst(extra, bounds=Bounds(most, play.dd), line=False)
    if not worst.complete or worst.value is None or worst.value <= most:
        return None
    # min(claimed, worst), or the worst line's value where Law 71C restores a trick
    awarded = min(stated.claimed, worst.value)
    if awarded == stated.claimed:
        awarded, _ = law69_71.concession_within_claim(stated.claimed, worst.value, True)
    return awarded if awarded > most else None


def _rule_at_class(
    facts: ClaimFacts,
    *,
    with_outcomes: bool,
    with_points: bool,
    node_budget: int,
    guess: weighting.GuessOptions | None,
    time_budget_ms: float | None,
    terms: law70d.StatementTerms,
    started: float,
) -> Ruling:
    """The ruling by the rules of normal play of the facts' own class of player."""
    stated = law70d.judge_statement(facts, terms)
    struck = doubtful.check_points(facts.not_normal, facts.position, facts.claimer)
    if time_budget_ms is not None:
        node_budget = min(node_budget, nodes_for_ms(time_budget_ms))
    play = _normal_play(facts, stated, struck, node_budget)
    judgement = Judgement(laws=["70A"], rows=[1])
    judgement.extend(stated)
    judgement.extend(_struck_judgement(struck))
    trumps = law70c.judge(
        play, stated.speaks_of_trumps, facts.player_class, stated.claimed, facts.statement
    )
    judgement.extend(trumps)
    worst = trumps.line
    assert worst is not None
    if stated.reads_ending and not play.reaches_dd(worst):
        # a stated squeeze: reading its ending is the line he named (law70d.StatementTerms)
        worst = play.best(trumps.extra)
    restriction = play.restriction(trumps.extra)
    steps = engine.explain(facts.position, restriction, worst.line) if worst.complete else ()
    judgement.extend(law70e.judge(play, worst, trumps.extra, facts.ruleset, _dummy_seen(facts)))
    best, outcomes = _best_and_outcomes(play, worst, trumps.extra, with_outcomes)
    worst_value = proven_lower(worst)
    awarded = min(stated.claimed, worst_value)
    if awarded == stated.claimed:  # a conceded trick no normal line loses (Law 71C)
        awarded, restored = law69_71.concession_within_claim(
            stated.claimed, worst_value, worst.complete
        )
        judgement.extend(restored)
    judgement.extend(law70d.judge_defender_claim(facts, awarded, stated.claimed))
    best_value = best.value if best.complete else None
    judgement.extend(weighting.judge(facts.ruleset, worst_value, best_value))
    guessed = None
    if guess is not None and worst.complete and len(outcomes) > 1:
        weighed, guessed = weighting.weigh_guess(
            facts, worst_value, worst.line, outcomes, guess, restriction
        )
        judgement.extend(weighed)
    judgement.cite(None, *citations.line_rows(facts.position, worst.line, steps))
    points = (
        doubtful.find_points(play, restriction, worst, stated.claimed, steps, budget=node_budget)
        if with_points
        else None
    )
    return Ruling(
        facts=facts,
        claimed=stated.claimed,
        awarded=awarded,
        worst=worst_value,
        worst_upper=worst.upper if not worst.complete else worst_value,
        # an unfinished best search proves an upper bound; no normal line beats double dummy
        best=best_value if best_value is not None else min(best.upper, play.dd),
        dd=play.dd,
        worst_line=worst.line,
        lost_tricks=lost_tricks(facts.position, facts.claimer, worst.line, stated.finesses),
        outcomes=outcomes,
        laws=judgement.laws,
        practice_rows=sorted(set(judgement.rows)),
        findings=judgement.findings,
        trump=trumps.trump,
        complete=worst.complete,
        elapsed_ms=(time.perf_counter() - started) * 1000,
        restriction=restriction,
        node_budget=node_budget,
        guess=guessed,
        guess_options=guess,
        doubtful_points=None if points is None else points.points,
        points_complete=points is not None and points.complete,
        outcomes_asked=with_outcomes,
    )


def _normal_play(
    facts: ClaimFacts,
    stated: law70d.StatementJudgement,
    struck: tuple[NotNormal, ...],
    node_budget: int,
) -> NormalPlay:
    """The claimer's normal lines for this claim (Law 70A): the rules of his class and
    rule set, the statement's phases (70D), the choices the director struck, what the
    claim's count shows he counted, and dummy's cards when a defender claims."""
    base, evident = normal_rules(facts.ruleset, facts.player_class)
    position, claimer, claimed = facts.position, facts.claimer, stated.claimed
    base |= counted_ruffs(position, claimer, claimed, facts.player_class)
    return NormalPlay(
        position,
        claimer,
        base,
        evident,
        stated.phases,
        node_budget,
        not_normal=struck,
        careless_budget=EVIDENCE[facts.player_class].careless_budget,
        counted_min_rank=count_evidence.counted_ranks(
            position, claimer, claimed, counts_spots=EVIDENCE[facts.player_class].counts_spots
        ),
        unseen_suits=count_evidence.unseen_suits(position, claimer, claimed),
        dummy=_dummy_seen(facts),
        time_budget_ms=None,  # the clock is in the node budget (nodes_for_ms)
    )


def _dummy_seen(facts: ClaimFacts) -> Player | None:
    """Dummy, when a defender claims: the one opponent whose cards the claimer sees."""
    if not facts.defender_claims or facts.declarer is None:
        return None
    return Player((facts.declarer + 2) % 4)


def _best_and_outcomes(
    play: NormalPlay, worst: SearchResult, extra: Rule, with_outcomes: bool
) -> tuple[SearchResult, dict[int, tuple[Card, ...]]]:
    """The best normal line and every distinct result of the normal lines (for a
    committee).  Every result lies between the worst and the best line's, and both are
    results: when the worst line reaches double dummy, or the best is at most a trick
    above it, there is nothing between them to search for."""
    if play.reaches_dd(worst):
        return worst, {play.dd: worst.line} if with_outcomes else {}
    best = play.best(extra)
    if not with_outcomes:
        return best, {}
    if worst.value is None or best.value is None:  # (a search stopped at its budget)
        return best, play.outcomes(extra).results
    ends = {worst.value: worst.line, best.value: best.line}
    if best.value - worst.value <= 1:
        return best, ends
    # Only the results between are looked for.  (The outcomes search alone lets the
    # claimer make every normal choice against himself, also those he is not made to make
    # — a loser led while he holds winners, row 13; trumps led once the opponents hold
    # none, row 9 — and the wrong card of a suit whose layout he knows, which the worst
    # line's search, docs/restriction.md, lets him make only where they serve him: its
    # results below the worst line's are not results of normal lines.  The best line may
    # need an unblocking overtake, NormalPlay.best, which it does not play.)
    search = play.outcomes(extra, Bounds(worst.value + 1, best.value - 1))
    if not search.complete:
        return best, {}
    return best, dict(sorted({**ends, **search.results}.items()))


def _struck_judgement(struck: tuple[NotNormal, ...]) -> Judgement:
    """The director's ruling that some choices are not normal for this player."""
    judgement = Judgement()
    if struck:
        judgement.findings.append(Finding("struck_points", {"points": struck}, "70A"))
    return judgement


def lost_tricks(
    position: ClaimPosition,
    claimer: Player,
    line: tuple[Card, ...],
    finesses: tuple[Card, ...] = (),
) -> tuple[LostTrick, ...]:
    """The tricks the line loses, each with the reason a director would give: a stated
    finesse (one of ``finesses``, the cards it plays) that lost is called that."""
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
            finessed = [c for c in cards if c in finesses and c.suit == card.suit]
            led = cards[0].suit
            if finessed:
                why = Finding("lost_stated_finesse", {"card": card, "finesse": finessed[0]})
            elif card.suit != led:
                why = Finding("lost_ruffed", {"card": card})
            elif any(c.suit == led and c.rank > card.rank for c in held):
                why = Finding("lost_higher_held", {"card": card})
            else:
                why = Finding("lost_master", {"card": card})
            lost.append(LostTrick(number, winner, card, why))
        held.difference_update(cards)
    return tuple(lost)
