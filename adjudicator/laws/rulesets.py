"""Rule sets (which authority's laws and guidance apply) and the class of player.

The seed laws — the Chinese Bridge Association's text based on the 1997 WBF Laws — are
the default.  Later WBF laws and the national authorities' guidance differ on points a
ruling can turn on; each difference is a property here, so that the module applying the
law asks the rule set rather than testing its name:

* practice row 8 — ruffing: ACBL 2019 (and the EBU, following it) hold that trumps are
  played from the top and a ruff is made as low as possible; the 1992 ACBL guideline of
  the 1997 laws' era counted a safety ruff with a high trump as normal.
* practice row 10 / Law 70E — the 1997 laws also credit an unstated finesse when failing
  to take it would be irrational; the 2007 and 2017 laws dropped that clause.
* practice row 16 / Law 70D2 — a defender's claim that depends on partner choosing a
  particular card among normal alternatives is not accepted (2007 and later).
* practice row 20 — weighted claim rulings: ACBL guidance prefers not to weight; European
  practice (EBU, WBF) sometimes does.

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
    def ruff_low_only(self) -> bool:
        """Practice row 8: is ruffing with a needlessly high trump abnormal?"""
        return self is not RuleSet.SEED1997

    @property
    def irrational_finesse_clause(self) -> bool:
        """Law 70E (1997): an unstated finesse counts when not taking it is irrational."""
        return self is RuleSet.SEED1997

    @property
    def defender_claim_rule(self) -> bool:
        """Law 70D2 (2007/2017): a defender's claim may not rest on partner's choice."""
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
        raise ChoiceError(key=f"unknown_{fact}", text=str(text), choices=names,
                          fact=fact) from None


@dataclass(frozen=True)
class Evidence:
    """Which masters a player of a class cannot miss.

    ``min_rank``: a master at least this high is evident (ace = 14).  ``counts_spots``:
    the player counts a suit out, so once no card of it is outstanding every card he
    holds in it is an evident winner."""

    min_rank: int
    counts_spots: bool


EVIDENCE = {
    PlayerClass.EXPERT: Evidence(min_rank=9, counts_spots=True),
    PlayerClass.CLUB: Evidence(min_rank=10, counts_spots=True),
    PlayerClass.NOVICE: Evidence(min_rank=12, counts_spots=False),
}
