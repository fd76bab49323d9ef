"""Law 12C3 for claims (practice row 20): may a committee weight the claim ruling?

    第12條C款3 — to do equity, an appeals committee may vary an assigned adjusted score
    by weighting the results that might have occurred.

For a claim the law's test gives one result, the worst normal line's (Law 70A).  Where
normal lines give different results, European practice (the EBU, the WBF) lets a
committee weight between them; ACBL guidance prefers not to weight claim rulings, and
the seed laws' practice follows the single result.  The rule set says which.
"""

from __future__ import annotations

from adjudicator.laws.findings import Finding, Judgement
from adjudicator.laws.rulesets import RuleSet


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
            Finding("weighting_not_preferred", {"rules": ruleset}, "12C3"))
    return judgement
