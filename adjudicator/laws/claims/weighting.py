"""Law 12C3 for claims (practice row 20): may a committee weight the claim ruling, and
by what?

    第12條C款3 — to do equity, an appeals committee may vary an assigned adjusted score
    by weighting the results that might have occurred.

For a claim the law's test gives one result, the worst normal line's (Law 70A).  Where
normal lines give different results, European practice (the EBU, the WBF) lets a
committee weight between them; ACBL guidance prefers not to weight claim rulings, and
the seed laws' practice follows the single result.  The rule set says which.

What a committee can defend is a weight grounded in the claimer's own view of the cards.
When the worst normal line and a better one part at a card of the claimer's side — a
*guess*, such as which way to finesse — :func:`weigh_guess` asks the single-dummy
question (:mod:`adjudicator.engine.single_dummy`): over the layouts of the cards the
claimer could not see, consistent with the play to that point, how often does each
choice take the tricks the right one takes here?  It is a guess only when each choice is
the better one on a fair share of those layouts (:data:`GUESS_SHARE`) and their chances
are comparable (:data:`GUESS_RATIO`); a choice that is almost never better, or far less
likely to work, is carelessness, and the worst normal line stands unweighted.  Each
choice is weighted by its chance of success as the claimer saw it — a 50-50 guess one
half each, a line that works twice as often twice the weight — rounded as committees round
(sixths or tenths, :mod:`adjudicator.scoring.weights`).  Under ``ebu`` and ``wbf2017`` the
result is a weighted proposal beside the law's single result; under ``seed1997`` and
``acbl`` the probability is shown as information and the single result stands.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction

from endplay.types import Card, Player

from adjudicator import engine
from adjudicator.core.cards import same_side
from adjudicator.core.continuation import play_on
from adjudicator.core.position import ClaimPosition
from adjudicator.engine import Restriction, shown_out_mask
from adjudicator.engine.single_dummy import Share, SimulationError, simulate
from adjudicator.laws.claims.claim import ClaimFacts
from adjudicator.laws.findings import Finding, Judgement
from adjudicator.laws.rulesets import RuleSet
from adjudicator.scoring.law77 import Result
from adjudicator.scoring.weights import WeightProposal

#: A choice is a guess only when each card is the strictly better one on at least this
#: share of the layouts (one in ten) and the less likely card's chance of success is at
#: least this fraction of the other's (a quarter: finesse against drop, 50% against 33%,
#: is a guess; a line that works one time in twenty against four in five is carelessness).
GUESS_SHARE = 0.10
GUESS_RATIO = 0.25


def judge(ruleset: RuleSet, worst: int, best: int | None) -> Judgement:
    """A finding on weighting when the normal lines' results differ."""
    judgement = Judgement()
    if best is None or best <= worst:
        return judgement
    judgement.cite(None, 20)
    if ruleset.weighting_allowed:
        judgement.findings.append(
            Finding("weighting_possible", {"worst": worst, "best": best}, "12C3")
        )
    else:
        judgement.findings.append(Finding("weighting_not_preferred", {"rules": ruleset}, "12C3"))
    return judgement


@dataclass(frozen=True)
class GuessOptions:
    """How to simulate a guess: layouts, seed, worker processes, the weighting unit."""

    layouts: int = 1000
    seed: int = 1
    jobs: int = 2
    unit: int = 6


@dataclass(frozen=True)
class Choice:
    """One card the claimer's side may play at the guess: the remaining tricks (from the
    claim) the normal line through it takes on the actual cards, its chance of reaching
    the right choice's tricks over the simulated layouts, and how often it is the
    strictly better of the two."""

    card: Card
    tricks: int
    success: Share
    better: Share


@dataclass(frozen=True)
class GuessWeighting:
    """A guess found in a claim, the simulation of it and the weights it proposes.

    ``trick``: the trick of the guess (1 = the trick in progress at the claim); ``seat``
    plays ``right`` (the better choice on the actual cards) or ``wrong`` (the worst
    normal line's); ``target``: the tricks from the guess on that ``right`` takes here.
    ``proposal``: the claimer's side's remaining tricks weighted, with each component's
    contract result when the contract is known; ``proposed``: the rule set lets a
    committee weight a claim ruling (else the chance is information only)."""

    trick: int
    seat: Player
    right: Choice
    wrong: Choice
    target: int
    seed: int
    layouts: int
    proposal: WeightProposal
    proposed: bool

    @property
    def right_weight(self) -> Fraction:
        parts = {part.tricks: part.weight for part in self.proposal.parts}
        return parts.get(self.right.tricks, Fraction(0))


#: Nodes each search of the walk along the worst line may spend, and how many decisions
#: of the claimer's side are simulated at most before giving up on finding a guess.
WALK_BUDGET = 400_000
MAX_SIMULATED = 3


@dataclass(frozen=True)
class _Decision:
    """A card of the claimer's side on the worse line (``line[split]``) where ``right``
    does better: the claimer's side then takes ``right_total`` of the remaining tricks."""

    line: tuple[Card, ...]
    split: int
    right: Card
    right_total: int


def weigh_guess(
    facts: ClaimFacts,
    worst: int,
    worst_line: tuple[Card, ...],
    outcomes: dict[int, tuple[Card, ...]],
    options: GuessOptions,
    restriction: Restriction | None = None,
) -> tuple[Judgement, GuessWeighting | None]:
    """Look for a guess of the claimer's side on the way to the worst normal result, and
    simulate it; the first decision that is a guess is weighted."""
    judgement = Judgement()
    careless: Finding | None = None
    for number, decision in enumerate(_decisions(facts, worst, worst_line, outcomes, restriction)):
        if number >= MAX_SIMULATED:
            break
        found = _weigh(facts, worst, decision, options)
        if isinstance(found, GuessWeighting):
            judgement.cite(None, 20)  # 12C3 weighs the result; it takes no trick
            judgement.findings.append(_guess_finding(found))
            judgement.findings.append(_proposal_finding(found, facts.ruleset))
            return judgement, found
        careless = careless or found
    if careless is not None and facts.ruleset.weighting_allowed:
        # why a committee has nothing to weight; where claims are not weighted the single
        # result needs no such word
        judgement.findings.append(careless)
        judgement.cite(None, 20)
    return judgement, None


def _decisions(
    facts: ClaimFacts,
    worst: int,
    worst_line: tuple[Card, ...],
    outcomes: dict[int, tuple[Card, ...]],
    restriction: Restriction | None,
) -> Iterator[_Decision]:
    """Where the claimer's side could do better than the worst normal line.

    Without a statement, walk the worst line: at each card of the claimer's side, the
    best normal line from there; where it plays another card and takes more, that card
    is a choice, and the worst normal line after it its result (later carelessness still
    counts against the claimer).  With a statement (whose steps the engine tracks from
    the claim only) the worst line is compared with the better outcomes' lines, the
    least better first, where they part."""
    if restriction is not None and not restriction.phases:
        yield from _walk(facts, worst, worst_line, restriction)
        return
    worse = [outcomes[worst], worst_line] if worst in outcomes else [worst_line]
    for value in sorted(v for v in outcomes if v > worst):
        for low in dict.fromkeys(worse):
            line = outcomes[value]
            split = next(
                (i for i, (a, b) in enumerate(zip(low, line, strict=False)) if a != b), None
            )
            if split is not None:
                yield _Decision(low, split, line[split], value)


def _walk(
    facts: ClaimFacts, worst: int, worst_line: tuple[Card, ...], restriction: Restriction
) -> Iterator[_Decision]:
    claimer = facts.claimer
    for split, card in enumerate(worst_line):
        before, done = play_on(facts.position, worst_line[:split])
        if not same_side(before.to_play, claimer):
            continue
        won = sum(1 for trick in done if trick.won_by_side_of(claimer))
        best = engine.search(before, _limits(restriction, before), "best", WALK_BUDGET)
        if (
            not (best.complete and best.line and best.value is not None)
            or won + best.value <= worst
            or best.line[0] == card
        ):
            continue
        after, more = play_on(before, best.line[:1])
        right = engine.search(after, _limits(restriction, after), "worst", WALK_BUDGET)
        if not right.complete or right.value is None:
            continue
        total = won + sum(1 for trick in more if trick.won_by_side_of(claimer)) + right.value
        if total > worst:
            yield _Decision(worst_line, split, best.line[0], total)


def _limits(restriction: Restriction, position: ClaimPosition) -> Restriction:
    """The ruling's normal play from a later position: what the claimer then knows of the
    layout is what has been shown out by then."""
    return Restriction(
        claimer=restriction.claimer,
        rules=restriction.rules,
        evident_min_rank=restriction.evident_min_rank,
        shown_out=shown_out_mask(position),
    )


def _weigh(
    facts: ClaimFacts, worst: int, decision: _Decision, options: GuessOptions
) -> GuessWeighting | Finding | None:
    """The decision simulated: a guess, a finding that it is none, or None when it is not
    the claimer's to see (a card of a hand hidden from him)."""
    claimer, line, split = facts.claimer, decision.line, decision.split
    before, done = play_on(facts.position, line[:split])
    seat = before.to_play
    if not same_side(seat, claimer):
        return None
    won = sum(1 for trick in done if trick.won_by_side_of(claimer))
    target = decision.right_total - won
    try:
        found = simulate(
            before,
            claimer,
            [(line[split],), (decision.right,)],
            dummy=_dummy(facts),
            layouts=options.layouts,
            seed=options.seed,
            jobs=options.jobs,
        )
    except SimulationError:
        return None  # the card is one the claimer cannot see (a defender's partner's)
    wrong_line, right_line = found.lines
    wrong = Choice(
        line[split], worst, wrong_line.distribution.at_least(target), wrong_line.beats(right_line)
    )
    right = Choice(
        decision.right,
        decision.right_total,
        right_line.distribution.at_least(target),
        right_line.beats(wrong_line),
    )
    if not _is_guess(wrong, right):
        rare, usual = (
            (wrong, right) if wrong.success.value <= right.success.value else (right, wrong)
        )
        return Finding(
            "guess_none",
            {
                "card": usual.card,
                "other": rare.card,
                "share": _percent(rare.better.value),
                "p_card": _percent(usual.success.value),
                "p_other": _percent(rare.success.value),
            },
            "12C3",
        )
    if right.success.count + wrong.success.count == 0:
        return None
    return GuessWeighting(
        trick=len(done) + 1,
        seat=seat,
        right=right,
        wrong=wrong,
        target=target,
        seed=options.seed,
        layouts=options.layouts,
        proposal=_proposal(facts, right, wrong, options.unit),
        proposed=facts.ruleset.weighting_allowed,
    )


def _is_guess(one: Choice, other: Choice) -> bool:
    """Both cards are sometimes the better one, and their chances are comparable."""
    if min(one.better.value, other.better.value) < GUESS_SHARE:
        return False
    weaker, stronger = sorted((one.success.value, other.success.value))
    return weaker >= GUESS_RATIO * stronger


def _dummy(facts: ClaimFacts) -> Player | None:
    declarer = facts.declarer
    return None if declarer is None else Player((declarer + 2) % 4)


def _proposal(facts: ClaimFacts, right: Choice, wrong: Choice, unit: int) -> WeightProposal:
    total = right.success.value + wrong.success.value
    outcomes = [
        (choice.tricks, choice.success.value / total, _result(facts, choice.tricks))
        for choice in (right, wrong)
    ]
    vul = facts.context.vul if facts.context else None
    return WeightProposal.of(outcomes, unit, vul)


def _result(facts: ClaimFacts, remaining: int) -> Result | None:
    """The contract's result when the claimer's side takes ``remaining`` more tricks."""
    context = facts.context
    if context is None:
        return None
    total = context.final_tricks(facts.claimer, remaining, facts.position.tricks_left)
    contract = context.contract
    return Result(contract.level, contract.strain, contract.doubling, context.declarer.abbr, total)


def _percent(value: float) -> str:
    return f"{100 * value:.1f}"


def _guess_finding(found: GuessWeighting) -> Finding:
    right_low, right_high = found.right.success.interval
    wrong_low, wrong_high = found.wrong.success.interval
    return Finding(
        "guess_found",
        {
            "trick": found.trick,
            "seat": found.seat,
            "right": found.right.card,
            "wrong": found.wrong.card,
            "layouts": found.layouts,
            "seed": found.seed,
            "target": found.target,
            "p_right": _percent(found.right.success.value),
            "right_low": _percent(right_low),
            "right_high": _percent(right_high),
            "p_wrong": _percent(found.wrong.success.value),
            "wrong_low": _percent(wrong_low),
            "wrong_high": _percent(wrong_high),
        },
        "12C3",
    )


def _proposal_finding(found: GuessWeighting, ruleset: RuleSet) -> Finding:
    weights = {part.tricks: part.weight for part in found.proposal.parts}
    right = weights.get(found.right.tricks, Fraction(0))
    if found.proposed:
        return Finding(
            "guess_weighted",
            {
                "right_weight": f"{right.numerator}/{right.denominator}",
                "right_tricks": found.right.tricks,
                "wrong_weight": f"{(1 - right).numerator}/{(1 - right).denominator}",
                "wrong_tricks": found.wrong.tricks,
            },
            "12C3",
        )
    return Finding(
        "guess_information", {"rules": ruleset.value, "p_right": _guess_share(found)}, "12C3"
    )


def _guess_share(found: GuessWeighting) -> str:
    total = found.right.success.value + found.wrong.success.value
    return _percent(found.right.success.value / total)
