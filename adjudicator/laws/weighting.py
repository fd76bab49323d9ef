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
the better one on a fair share of those layouts (:data:`GUESS_SHARE`); a choice that is
almost never better is carelessness, and the worst normal line stands unweighted.  Each
choice is weighted by its chance of success as the claimer saw it — a 50-50 guess one
half each, a line that works twice as often twice the weight — rounded as committees round
(sixths or tenths, :mod:`adjudicator.scoring.weights`).  Under ``ebu`` and ``wbf2017`` the
result is a weighted proposal beside the law's single result; under ``seed1997`` and
``acbl`` the probability is shown as information and the single result stands.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from endplay.types import Card, Player

from adjudicator.core.cards import same_side
from adjudicator.core.continuation import play_on
from adjudicator.engine.single_dummy import Share, SimulationError, simulate
from adjudicator.laws.claim import ClaimFacts
from adjudicator.laws.findings import Finding, Judgement
from adjudicator.laws.rulesets import RuleSet
from adjudicator.scoring.law77 import Result
from adjudicator.scoring.weights import WeightProposal

#: Each choice must be the strictly better one on at least this share of the layouts for
#: the choice to be a guess (one in ten: a choice right less often than that is no guess).
GUESS_SHARE = 0.10


def judge(ruleset: RuleSet, worst: int, best: int | None) -> Judgement:
    """A finding on weighting when the normal lines' results differ."""
    judgement = Judgement()
    if best is None or best <= worst:
        return judgement
    judgement.cite(None, 20)
    if ruleset.weighting_allowed:
        judgement.findings.append(
            Finding("weighting_possible", {"worst": worst, "best": best}, "12C3"))
    else:
        judgement.findings.append(
            Finding("weighting_not_preferred", {"rules": ruleset.value}, "12C3"))
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


def weigh_guess(facts: ClaimFacts, worst: int, worst_line: tuple[Card, ...],
                outcomes: dict[int, tuple[Card, ...]],
                options: GuessOptions) -> tuple[Judgement, GuessWeighting | None]:
    """Look for a guess between the worst normal line and the better normal lines (the
    least better first: doubt is resolved against the claimer), and simulate it."""
    judgement = Judgement()
    better = sorted(value for value in outcomes if value > worst)
    # the outcomes' witness of the worst result comes from the same search as the better
    # ones, so it shares their opening cards more often than the worst line does
    worse = [outcomes[worst], worst_line] if worst in outcomes else [worst_line]
    pairs = [(low, value) for value in better for low in dict.fromkeys(worse)]
    for low, value in pairs:
        found = _weigh(facts, worst, low, value, outcomes[value], options)
        if isinstance(found, GuessWeighting):
            judgement.cite(None, 20)  # 12C3 weighs the result; it takes no trick
            judgement.findings.append(_guess_finding(found))
            judgement.findings.append(_proposal_finding(found, facts.ruleset))
            return judgement, found
        if found is not None:
            judgement.findings.append(found)
            judgement.cite(None, 20)
            return judgement, None
    return judgement, None


def _weigh(facts: ClaimFacts, worst: int, worst_line: tuple[Card, ...], value: int,
           line: tuple[Card, ...], options: GuessOptions) -> GuessWeighting | Finding | None:
    """The guess where the two lines part, or a finding that they part at no guess, or
    None when they part at a defender's card (nothing to simulate)."""
    position, claimer = facts.position, facts.claimer
    split = next((i for i, (a, b) in enumerate(zip(worst_line, line, strict=False))
                  if a != b), None)
    if split is None:
        return None
    before, done = play_on(position, worst_line[:split])
    seat = before.to_play
    if not same_side(seat, claimer):
        return None
    won = sum(1 for trick in done if trick.won_by_side_of(claimer))
    target = value - won
    try:
        found = simulate(before, claimer, [(worst_line[split],), (line[split],)],
                         dummy=_dummy(facts), layouts=options.layouts, seed=options.seed,
                         jobs=options.jobs)
    except SimulationError:
        return None  # the card is one the claimer cannot see (a defender's partner's)
    wrong_line, right_line = found.lines
    wrong = Choice(worst_line[split], worst, wrong_line.distribution.at_least(target),
                   wrong_line.beats(right_line))
    right = Choice(line[split], value, right_line.distribution.at_least(target),
                   right_line.beats(wrong_line))
    if min(wrong.better.value, right.better.value) < GUESS_SHARE:
        return Finding("guess_none", {"card": right.card, "other": wrong.card,
                                      "share": _percent(wrong.better.value)}, "12C3")
    if right.success.count + wrong.success.count == 0:
        return None
    return GuessWeighting(
        trick=len(done) + 1, seat=seat, right=right, wrong=wrong, target=target,
        seed=options.seed, layouts=options.layouts,
        proposal=_proposal(facts, right, wrong, options.unit),
        proposed=facts.ruleset.weighting_allowed)


def _dummy(facts: ClaimFacts) -> Player | None:
    declarer = facts.declarer
    return None if declarer is None else Player((declarer + 2) % 4)


def _proposal(facts: ClaimFacts, right: Choice, wrong: Choice, unit: int) -> WeightProposal:
    total = right.success.value + wrong.success.value
    outcomes = [(choice.tricks, choice.success.value / total, _result(facts, choice.tricks))
                for choice in (right, wrong)]
    vul = facts.context.vul if facts.context else None
    return WeightProposal.of(outcomes, unit, vul)


def _result(facts: ClaimFacts, remaining: int) -> Result | None:
    """The contract's result when the claimer's side takes ``remaining`` more tricks."""
    context = facts.context
    if context is None:
        return None
    total = context.final_tricks(facts.claimer, remaining, facts.position.tricks_left)
    contract = context.contract
    return Result(contract.level, contract.strain, contract.doubling, context.declarer.abbr,
                  total)


def _percent(value: float) -> str:
    return f"{100 * value:.1f}"


def _guess_finding(found: GuessWeighting) -> Finding:
    right_low, right_high = found.right.success.interval
    wrong_low, wrong_high = found.wrong.success.interval
    return Finding("guess_found", {
        "trick": found.trick, "seat": found.seat, "right": found.right.card,
        "wrong": found.wrong.card, "layouts": found.layouts, "seed": found.seed,
        "target": found.target, "p_right": _percent(found.right.success.value),
        "right_low": _percent(right_low), "right_high": _percent(right_high),
        "p_wrong": _percent(found.wrong.success.value), "wrong_low": _percent(wrong_low),
        "wrong_high": _percent(wrong_high)}, "12C3")


def _proposal_finding(found: GuessWeighting, ruleset: RuleSet) -> Finding:
    weights = {part.tricks: part.weight for part in found.proposal.parts}
    right = weights.get(found.right.tricks, Fraction(0))
    if found.proposed:
        return Finding("guess_weighted", {
            "right_weight": f"{right.numerator}/{right.denominator}",
            "right_tricks": found.right.tricks,
            "wrong_weight": f"{(1 - right).numerator}/{(1 - right).denominator}",
            "wrong_tricks": found.wrong.tricks}, "12C3")
    return Finding("guess_information", {"rules": ruleset.value,
                                         "p_right": _guess_share(found)}, "12C3")


def _guess_share(found: GuessWeighting) -> str:
    total = found.right.success.value + found.wrong.success.value
    return _percent(found.right.success.value / total)
