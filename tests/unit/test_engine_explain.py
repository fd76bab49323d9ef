"""The engine's explain entry point and the two parts of a restriction the director's
doubtful points rest on: struck choices (``not_normal``) and the careless budget.

Hands are PBN strings (``N:`` first, suits S.H.D.C); North-South claim.
"""

from __future__ import annotations

import pytest
from endplay.types import Card, Player

from adjudicator.engine import (
    EngineError,
    NotNormal,
    Restriction,
    Rule,
    explain,
    search,
)

NORTH = Player.north
#: South has led the ♠A and West followed; North throws the ♣Q (a loser: West holds the
#: ♣A) or the ♦8, a spot master (East's ♦7 is lower) a club player may not have counted.
#: Keeping the ♦8 takes both tricks; throwing it lets East's ♦7 win the last.
SPOT = ("N:..8.Q ..7.K ..2. ...A", "NT", "S", ("SA", "S3"))
CLUB_RULES = Rule.TOP_DOWN | Rule.NO_LOSER_LEAD | Rule.WIN_LAST | Rule.KEEP_MASTERS


def worst(rules: Rule, **kw) -> int:
    result = search(SPOT, Restriction(NORTH, rules, **kw), "worst")
    assert result.complete
    return result.value


def test_a_careless_discard_costs_a_trick_only_within_the_budget() -> None:
    """Throwing the ♦8 while holding the losing ♣Q is careless, not irrational: with no
    budget counted it is normal (1 of 2); with SLIPS and a budget of one it still is; with
    a budget of none the claimer throws the loser (2 of 2)."""
    assert worst(CLUB_RULES) == 1
    assert worst(CLUB_RULES | Rule.SLIPS, careless_budget=1) == 1
    assert worst(CLUB_RULES | Rule.SLIPS, careless_budget=0) == 2


def test_explain_names_the_careless_deviation() -> None:
    """Along the worst line the explanation shows North's discard as a careless deviation
    from the plan of throwing losers, with the legal, normal and careless cards there."""
    restriction = Restriction(NORTH, CLUB_RULES | Rule.SLIPS, careless_budget=1)
    line = search(SPOT, restriction, "worst").line
    steps = explain(SPOT, restriction, line)
    assert [(s.trick, s.seat) for s in steps] == [(1, NORTH), (2, Player.south), (2, NORTH)]
    discard = steps[0]
    assert discard.card == Card("D8") and discard.is_normal and discard.is_careless
    assert set(discard.legal) == {Card("D8"), Card("CQ")}
    assert discard.careless == (Card("D8"),)
    assert discard.deviated == Rule.KEEP_MASTERS and discard.slips_before == 0
    assert steps[2].slips_before == 1


def test_explain_shows_what_each_rule_removed() -> None:
    """Once the budget is spent the careless card is out of the normal set, and the
    explanation says the SLIPS rule removed it."""
    restriction = Restriction(NORTH, CLUB_RULES | Rule.SLIPS, careless_budget=0)
    steps = explain(SPOT, restriction, ("D8", "D7"))
    discard = steps[0]
    assert not discard.is_normal and discard.normal == (Card("CQ"),)
    assert discard.excluded == {Rule.SLIPS: (Card("D8"),)}


def test_a_struck_point_removes_that_choice() -> None:
    """The director strikes "trick 1: North throws the ♦8" as not normal for this player:
    the worst line then keeps it (2 of 2), and explain marks the card as struck."""
    struck = (NotNormal(1, NORTH, Card("D8")),)
    assert worst(CLUB_RULES, not_normal=struck) == 2
    # the same card at another trick, or by another seat, is not struck
    assert worst(CLUB_RULES, not_normal=(NotNormal(2, NORTH, Card("D8")),)) == 1
    steps = explain(SPOT, Restriction(NORTH, CLUB_RULES, not_normal=struck), ("D8", "D7"))
    assert steps[0].excluded == {Rule.STRUCK: (Card("D8"),)} and not steps[0].is_normal


def test_bad_model_fields_are_refused() -> None:
    with pytest.raises(EngineError, match="trick"):
        search(SPOT, Restriction(NORTH, not_normal=(NotNormal(0, NORTH, Card("D8")),)))
    with pytest.raises(EngineError, match="careless_budget"):
        search(SPOT, Restriction(NORTH, careless_budget=-1))
    with pytest.raises(EngineError, match="counted_min_rank"):
        search(SPOT, Restriction(NORTH, counted_min_rank=(1, 0, 0, 0)))
    with pytest.raises(EngineError, match="not a legal card"):
        explain(SPOT, Restriction(NORTH, CLUB_RULES), ("S2",))
