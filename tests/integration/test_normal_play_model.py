"""The normal-play model of issue 16, one hand-worked position per rule
(docs/restriction.md names the test of each).

Hands are PBN strings starting with North; the claimer's class is club under the seed
rules unless a test says otherwise.  ``worst_with`` rules with exactly the given engine
rules, to show what a rule changes.
"""

from __future__ import annotations

from endplay.types import Card, Player

from adjudicator import engine
from adjudicator.engine import Restriction, Rule
from adjudicator.laws.claims import count_evidence, law70c
from adjudicator.laws.claims.normal_play import normal_rules
from adjudicator.laws.rulesets import PlayerClass, RuleSet

from rulings import position, rule

BASE, EVIDENT = normal_rules(RuleSet.SEED1997, PlayerClass.CLUB)


def worst_with(where, claimer: str, rules: Rule) -> int:
    restriction = Restriction(Player.find(claimer), rules, EVIDENT)
    return engine.search(where, restriction, "worst").value


def first_step(where, claimer: str, rules: Rule, card: str) -> engine.LineStep:
    return engine.explain(where, Restriction(Player.find(claimer), rules, EVIDENT), [card])[0]


def test_fourth_hand_wins_with_the_cheapest_card() -> None:
    """West leads the ♦8, North and East follow low; South holds ♦AQ and East the ♦K.
    Winning with the queen keeps the ace over the king: all three.  Winning with the ace
    (the top of the tenace when a lower card wins) lets the king score: not normal."""
    where = position("N:.AK.. ..K.2 ..AQ.A KQ...", "NT", "W", trick="D8 D2 D3")
    assert rule(where, "S", 3).awarded == 3
    assert worst_with(where, "S", BASE & ~Rule.CHEAP_WIN) == 2


def test_third_hand_covers_with_a_card_sure_to_win() -> None:
    """Judged claim of the acbl speedball, board 10: East leads the ♦9, South covers with
    the jack; West's ♦K is sure to win (North, last, holds ♦T7) and East conceded two
    tricks.  Ducking with the 8, so that the king falls under the ace, is not normal: 1."""
    where = position("N:..T7.8 ..Q.9 ..A.Q ..K8.J", "NT", "E", trick="D9 DJ")
    assert rule(where, "E", 1).awarded == 1
    assert worst_with(where, "E", BASE & ~Rule.CHEAP_WIN) == 0


def test_no_honour_under_an_opponents_winner_while_a_small_card_is_held() -> None:
    """West leads the ♠A; North, holding ♠Q2, plays the two — the queen is not thrown
    under the ace."""
    where = position("N:Q2.A.. 3.32.. 54.K.. K.Q..", "NT", "W", trick="SA")
    step = first_step(where, "N", BASE, "S2")
    assert step.normal == (Card("S2"),) and step.excluded == {Rule.CHEAP_WIN: (Card("SQ"),)}


def test_a_sure_ruff_is_taken_rather_than_a_discard() -> None:
    """Judged claim of the acbl speedball, board 1: hearts are trumps, East leads the ♠9
    and South covers; West, void, ruffs with the ♥3 (North, last, cannot overruff) rather
    than throw the ♣Q — the two tricks claimed stand."""
    where = position("N:K...T6 .T4.. .Q..K .53..Q", "H", "E", trick="S9 ST")
    assert rule(where, "W", 2).awarded == 2
    assert worst_with(where, "W", BASE & ~Rule.SURE_RUFF) == 1
    step = first_step(where, "W", BASE, "H3")
    assert step.normal == (Card("H3"),) and Rule.SURE_RUFF in step.excluded


def test_an_opponents_ruff_alerts_the_claimer() -> None:
    """Spades are trumps; East holds ♠QJ and is void in hearts.  South, with ♠AK ♥AKQJ,
    claims six and says nothing: he may cash hearts first (70C), East ruffs — and from
    then on he knows, draws the last trump and loses only that ruff (practice row 24): 5.
    Without the alert he would carry on with hearts into the second ruff: 4."""
    where = position("N:..76.6543 QJ..AKQJ. AK.AKQJ.. .5432..KQ", "S", "S")
    ruling = rule(where, "S", 6)
    assert (ruling.dd, ruling.awarded) == (6, 5) and "70C" in ruling.laws
    assert worst_with(where, "S", BASE & ~Rule.ALERT) == 4


def test_drawing_trumps_does_not_lead_into_a_higher_trump() -> None:
    """A claimer who knows East's ♠K is out but holds only the ♠Q is not made to lead it
    into the king: against a higher trump leading trumps is no longer drawing them."""
    where = position("N:4.87.5. K.54.J. Q.AKQ.. .JT9.Q.", "S", "S")
    step = first_step(where, "S", BASE | Rule.DRAW_TRUMPS, "HA")
    assert Card("HA") in step.normal and Rule.DRAW_TRUMPS not in step.excluded


def test_the_claim_count_shows_the_spot_masters_he_counted() -> None:
    """Judged claim of the acbl speedball, board 12: North claims 6 of 8 — ♦A, three
    trumps and South's ♥87 over West's ♥65.  Without the hearts his evident winners make
    four, so the count shows he counted them: hearts from the 7 are evident to him."""
    where = position("N:32.4.Q106.5 ..9743.AK109 K.87.A.J863 .65.KJ52.4", "S", "W", trick="CQ C2")
    assert count_evidence.counted_ranks(where, Player.north, 6) == (0, 7, 0, 0)
    assert count_evidence.counted_ranks(where, Player.north, 4) == (0, 0, 0, 0)


def test_a_trump_on_the_trick_in_progress_shows_awareness() -> None:
    """West has led a trump to the trick in progress: the claimer knows a trump is out."""
    where = position("N:4.87.5. J.54.J. Q.AKQ.. .JT9..", "S", "W", trick="S8")
    unaware, why = law70c.awareness(where, Player.south, PlayerClass.CLUB)
    assert not unaware and why.key == "70C2_aware_seen"


def test_conceding_the_master_trump_shows_awareness() -> None:
    """East holds the master ♠K.  Claiming three of four concedes it (row 22); claiming
    all four shows no such count, and doubt goes against the claimer."""
    where = position("N:4.87.5. K.54.J. Q.AKQ.. .JT9.Q.", "S", "S")
    unaware, why = law70c.awareness(where, Player.south, PlayerClass.CLUB, 3)
    assert not unaware and why.key == "70C2_aware_conceded"
    assert law70c.awareness(where, Player.south, PlayerClass.CLUB, 4)[0]
