"""The one route into a ruling: :func:`rule_request` rules on a :class:`ClaimRequest`.

The command line, the web page, the batch check, the replay of a ruling record and the
package's :func:`adjudicator.rule` all call it: the claim is read (typed-in fields, an
event file's board, or facts already read), its facts checked once — the statement
compiled once, by that check, and handed to the ruling — the budget set, and a
concession (Laws 69 and 71) told from a claim (Law 70).
"""

from __future__ import annotations

from dataclasses import replace

from adjudicator.errors import UserError
from adjudicator.laws.claims.claim import ClaimFacts
from adjudicator.laws.claims.claim_input import (
    MAX_LAYOUTS,
    ClaimRequest,
    claim_of_request,
    count,
)
from adjudicator.laws.claims.law69_71 import ConcessionRuling, rule_concession
from adjudicator.laws.claims.law70d import StatementTerms
from adjudicator.laws.claims.ruling import Ruling, rule_claim, time_budget_for
from adjudicator.laws.claims.validation import validate_claim
from adjudicator.laws.claims.weighting import GuessOptions
from adjudicator.laws.rulesets import RuleSet
from adjudicator.scoring.weights import UNITS

__all__ = ["ClaimRequest", "check_request", "guess_options", "rule_request"]


def check_request(request: ClaimRequest) -> tuple[ClaimFacts, StatementTerms]:
    """The request's claim, its facts checked against each other (``ClaimFactError``
    naming the field at fault), and its statement's terms as the check compiled them."""
    facts = claim_of_request(request)
    return facts, validate_claim(facts)


#: The layouts a guess is simulated over when it is (Law 12C3) and none are given.
DEFAULT_LAYOUTS = 1000


def guess_options(request: ClaimRequest, rules: RuleSet) -> GuessOptions | None:
    """How a guess is simulated (Law 12C3) where it is used: by default under a rule set
    whose committees weight, else only when asked for (``weights`` or ``layouts`` given);
    None for no layouts, or when the chance would be information nobody asked for."""
    layouts = request.layouts
    if layouts is None:
        if request.weights is None and not rules.weighting_allowed:
            return None
        layouts = DEFAULT_LAYOUTS
    if not 0 <= layouts <= MAX_LAYOUTS:
        raise UserError(key="claim_bad_layouts", layouts=layouts)
    if layouts == 0:
        return None
    guess = GuessOptions(
        layouts=layouts, seed=request.seed, unit=UNITS[request.weights or "sixths"]
    )
    return guess if request.guess_jobs is None else replace(guess, jobs=request.guess_jobs)


def rule_request(request: ClaimRequest) -> Ruling | ConcessionRuling:
    """The ruling on the request's claim (Law 70), or on its concession or acquiescence
    (Laws 69 and 71).  The search budget is ``node_budget`` when given (a replay repeats
    its record's), else ``budget_ms`` of CPU time turned into this machine's nodes."""
    if request.concession or request.acquiesced:
        # the concession's own check reads the claim's facts (and the tricks won) once
        return rule_concession(
            claim_of_request(request),
            acquiescence=request.acquiesced,
            actually_won=count(request.actually_won or 0, "actually_won"),
            timely=request.timely,
        )
    facts, terms = check_request(request)
    guess = guess_options(request, facts.ruleset)
    if request.node_budget is not None:
        return rule_claim(
            facts,
            with_outcomes=not request.no_outcomes,
            with_points=request.with_points,
            guess=guess,
            node_budget=request.node_budget,
            time_budget_ms=None,
            terms=terms,
        )
    return rule_claim(
        facts,
        with_outcomes=not request.no_outcomes,
        with_points=request.with_points,
        guess=guess,
        time_budget_ms=time_budget_for(request.budget_ms),
        terms=terms,
    )
