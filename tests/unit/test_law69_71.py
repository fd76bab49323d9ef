"""Laws 69 and 71: when a concession or an acquiescence is undone.

The searches that give the "legal" and "normal" minimums are tested with the rulings;
here the laws' arithmetic is checked with the minimums given."""

from __future__ import annotations

from endplay.types import Player

from adjudicator.laws.claims.law69_71 import (
    conceding_side_made_contract,
    judge_acquiescence,
    judge_concession,
)

from rulings import position


def test_71a_trick_no_legal_play_can_lose_is_restored_late_or_not() -> None:
    """Declarer kept 2 of 4 tricks; every legal line takes 3: one trick comes back under
    71A whenever it is raised in the correction period."""
    late = judge_concession(2, legal_minimum=3, normal_minimum=3, timely=False)
    assert (late.law, late.restored, late.total) == ("71A", 1, 3)


def test_71c_needs_a_timely_request() -> None:
    """Every *normal* line takes 4 but a legal (absurd) line only 2: the extra tricks
    come back only if the side objected before the next board's call (71C)."""
    timely = judge_concession(2, legal_minimum=2, normal_minimum=4, timely=True)
    assert (timely.law, timely.restored) == ("71C", 2)
    late = judge_concession(2, legal_minimum=2, normal_minimum=4, timely=False)
    # the reason is a finding now (its words live in the message catalog): same check, by key
    assert late.restored == 0 and late.reasons[0].key == "71C_not_timely"


def test_71a_trick_actually_won() -> None:
    ruling = judge_concession(3, legal_minimum=3, normal_minimum=3, actually_won=1)
    assert (ruling.law, ruling.restored) == ("71A", 1)


def test_71b_contract_already_made() -> None:
    """4S: declarer with 10 tricks already conceded the rest — the contract was made; the
    concession is cancelled and the remaining tricks go by the normal-line test."""
    assert conceding_side_made_contract(Player.south, Player.south, 4, 10)
    assert not conceding_side_made_contract(Player.south, Player.south, 4, 9)
    assert conceding_side_made_contract(Player.south, Player.west, 4, 4)  # defenders: 13-10+1
    ruling = judge_concession(0, 0, 2, contract_already_decided=True)
    assert (ruling.law, ruling.total) == ("71B", 2)


def test_69b_withdrawn_acquiescence() -> None:
    """The defenders acquiesced in a claim of all 3 tricks; no normal line of theirs loses
    the trump trick they hold: it is restored (69B) within the correction period."""
    ruling = judge_acquiescence(0, normal_minimum=1)
    assert (ruling.law, ruling.restored) == ("69B", 1)
    assert judge_acquiescence(0, 1, within_correction_period=False).restored == 0
    assert judge_acquiescence(1, 1).law == ""


def test_concession_searches_on_a_real_position() -> None:
    """South (NT) holds ♠AK and ♥A, all masters, and conceded one of 3 tricks: any legal
    play — even the worst — takes all 3, so 71A gives it back."""
    from adjudicator.laws.claims.claim import ClaimFacts
    from adjudicator.laws.claims.law69_71 import concession_minimums
    from adjudicator.laws.rulesets import PlayerClass, RuleSet

    where = position("N:..432. QJ...5 AK.A.. ...432", "NT", "S")
    facts = ClaimFacts(
        where, Player.south, 2, player_class=PlayerClass.CLUB, ruleset=RuleSet.SEED1997
    )
    legal, normal = concession_minimums(facts)
    assert (legal, normal) == (3, 3)
    assert judge_concession(2, legal, normal).total == 3
