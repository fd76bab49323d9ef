"""Rule sets (which authority's laws and guidance apply) and the class of player.

The seed laws — the Chinese Bridge Association's text based on the 1997 WBF Laws — are
the default.  Later WBF laws and the national authorities' guidance differ on points a
ruling can turn on; each difference is a property here, so that the module applying the
law asks the rule set rather than testing its name:

* practice row 8 — ruffing: every rule set ruffs as low as wins the trick (ACBL 2019 (3));
  the 1992 ACBL guideline of the 1997 laws' era also counted a safety ruff with a high
  trump (against a possible overruff) as normal, ACBL 2019 and the EBU do not.
* practice row 10 / Law 70E — the 1997 laws also credit an unstated finesse when failing
  to take it would be irrational; the 2007 and 2017 laws dropped that clause.
* practice row 16 / Law 70D2 — a defender's claim that depends on partner choosing a
  particular card among normal alternatives is not accepted (2007 and later).
* practice row 20 — weighted claim rulings: ACBL guidance prefers not to weight; European
  practice (EBU, WBF) sometimes does.
* Law 64 (revokes) — the 1997 text (64A2) also transfers a later trick the revoker won
  with a card he could legally have played to the revoke trick; the 2007 and 2017 laws
  dropped that, and added 64B7: no transfer when both sides revoked on the board (the
  director restores equity under 64C).  ACBL and the EBU play the 2017 laws.

The class of player (Law 70 footnote: "careless or inferior for the class of player
involved") sets which masters count as *evident*: what an expert cannot miss, a novice
may.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from adjudicator.errors import AdjudicatorError


class RuleSet(enum.Enum):
    """The authority whose laws and guidance the ruling applies."""

    SEED1997 = "seed1997"
    WBF2017 = "wbf2017"
    EBU = "ebu"
    ACBL = "acbl"

    @classmethod
    def parse(cls, text: str) -> RuleSet:
        return _parse_choice(cls, text, "rule set")

    @property
    def safety_ruff_normal(self) -> bool:
        """Practice row 8: is a ruff higher than needed, against a possible overruff, a
        normal play too?  Every rule set ruffs as low as wins the trick (ACBL 2019 (3));
        the 1992 ACBL guideline of the 1997 laws' era also counted a safety ruff with a
        high trump as normal, ACBL 2019 does not."""
        return self is RuleSet.SEED1997

    @property
    def irrational_finesse_clause(self) -> bool:
        """Law 70E (1997): an unstated finesse counts when not taking it is irrational."""
        return self is RuleSet.SEED1997

    @property
    def defender_claim_rule(self) -> bool:
        """Law 70D2 (2007/2017): a defender's claim may not rest on partner's choice."""
        return self is not RuleSet.SEED1997

    @property
    def revoke_card_clause(self) -> bool:
        """Law 64A2 (1997): a later trick won by the revoker with a card he could legally
        have played to the revoke trick is transferred as well."""
        return self is RuleSet.SEED1997

    @property
    def revoke_both_sides_clause(self) -> bool:
        """Law 64B7 (2007/2017): no transfer when both sides have revoked on the board."""
        return self is not RuleSet.SEED1997

    @property
    def weighting_allowed(self) -> bool:
        """Practice row 20: may a claim ruling be weighted (Law 12C3)?"""
        return self in (RuleSet.WBF2017, RuleSet.EBU)


class PlayerClass(enum.Enum):
    """The class of player whose normal play is judged (footnote to Laws 69–71)."""

    EXPERT = "expert"
    CLUB = "club"
    NOVICE = "novice"

    @classmethod
    def parse(cls, text: str) -> PlayerClass:
        return _parse_choice(cls, text, "class of player")


class ChoiceError(AdjudicatorError, ValueError):
    """A word that names no class of player, or no rule set."""


def _parse_choice(choices, text: str, what: str):
    """The member of an enum of words named by ``text``, or an error listing them."""
    try:
        return choices(text.strip().lower())
    except (ValueError, AttributeError):
        names = [member.value for member in choices]
        fact = "class" if what == "class of player" else "rules"
        raise ChoiceError(key=f"unknown_{fact}", text=str(text), choices=names, fact=fact) from None


@dataclass(frozen=True)
class Evidence:
    """What a player of a class cannot miss, and how careless he may be.

    ``min_rank``: a master at least this high is evident (ace = 14).  ``counts_spots``:
    the player counts a suit out, so once no card of it is outstanding every card he
    holds in it is an evident winner.  ``careless_budget``: the careless deviations from
    his evident plan a normal line may make (practice row 21: several compounding slips
    make a line tortuous, not normal) — what is careless for a club player is irrational
    for an expert (footnote to Laws 69–71, row 25).  ``recent_tricks``: how many tricks
    back a round of trumps still shows he knows trumps are out (70C2, row 7).
    ``counts_trump_rounds``: he counts the trumps through the hand, so a round of trumps
    played at any time before the claim shows he knows how many are out (70C2; issue 27
    H: an expert's awareness is not only the last two tricks')."""

    min_rank: int
    counts_spots: bool
    careless_budget: int
    recent_tricks: int
    counts_trump_rounds: bool = False


EVIDENCE = {
    PlayerClass.EXPERT: Evidence(
        min_rank=9, counts_spots=True, careless_budget=0, recent_tricks=2, counts_trump_rounds=True
    ),
    PlayerClass.CLUB: Evidence(min_rank=10, counts_spots=True, careless_budget=1, recent_tricks=1),
    PlayerClass.NOVICE: Evidence(
        min_rank=12, counts_spots=False, careless_budget=2, recent_tricks=1
    ),
}
