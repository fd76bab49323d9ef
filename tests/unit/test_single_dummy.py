"""Single-dummy simulation: known odds of single suits, show-outs and a director's
limits honoured, lines, determinism.

The odds tests use deals built so that one suit decides the tricks: North-South hold
every top card outside it, so double dummy takes 13 tricks exactly when the suit behaves
(3-3, 2-2, the king onside).  The a priori odds with 26 hidden cards are the textbook
ones; each test asserts the textbook value lies inside the simulation's own 95% interval
(the seed is fixed, so the test is deterministic).
"""

from __future__ import annotations

import pytest
from endplay.types import Card, Denom, Player

from adjudicator.core.cards import hand_pbn, hands_from_pbn
from adjudicator.core.position import ClaimPosition
from adjudicator.engine.single_dummy import (
    HandLimits,
    LayoutSampler,
    SimulationError,
    parse_hcp,
    parse_length,
    simulate,
)
from adjudicator.engine.single_dummy.sampler import _points

EAST_WEST = (Player.east, Player.west)


def deal_with(north: str, south: str) -> str:
    """A full deal: North and South as given, the other 26 cards to East and West (any
    split will do: the sampler deals them again)."""
    hands = hands_from_pbn(f"N:{north} - {south} -")
    held = hands[Player.north] | hands[Player.south]
    rest = [Card(s + r) for s in "SHDC" for r in "23456789TJQKA" if Card(s + r) not in held]
    return f"N:{north} {hand_pbn(rest[:13])} {south} {hand_pbn(rest[13:])}"


def share_of_13(north: str, south: str, layouts: int = 1500, seed: int = 3):
    position = ClaimPosition.from_text(deal_with(north, south), "NT", "W")
    (line,) = simulate(position, Player.south, layouts=layouts, seed=seed).lines
    return line.distribution


def inside(value: float, share) -> bool:
    low, high = share.interval
    return low <= value <= high


def test_three_three_and_four_two_breaks() -> None:
    # AKQ32 opposite 54, six spades out: 3-3 gives 13 tricks, 4-2 gives 12
    found = share_of_13("AKQ32.AKQ.AKQ.AK", "54.JT9.JT9.QJT98")
    assert inside(0.3553, found.exactly(13)), found.counts  # 3-3: 35.5%
    assert inside(0.4845, found.exactly(12)), found.counts  # 4-2: 48.4%


def test_two_two_of_four_missing() -> None:
    # AK432 opposite 8765, QJT9 out: only 2-2 drops the queen in two rounds
    found = share_of_13("AK432.AKQ.AKQ.AK", "8765.JT9.JT9.QJT")
    assert inside(0.4070, found.exactly(13)), found.counts


def test_a_finesse() -> None:
    # AQ opposite 32 and no other loser: the king onside (East, before South) — 50%,
    # plus a bare king anywhere (under 0.1%)
    found = share_of_13("32.AKQJT.AKQ.AKQ", "AQ.98765.JT9.JT9")
    assert inside(0.5006, found.exactly(13)), found.counts


def test_show_out_is_honoured_in_every_layout() -> None:
    # West is stated to be void in spades: East holds all five outstanding
    position = ClaimPosition.from_text(
        "N:AKQJ.AKQJ.AK.AKQ T9876.T98.T98.JT 5432.5432.5.5432 .76.QJ76432.9876",
        "NT",
        "S",
        shown_out=["W:S"],
    )
    layouts = LayoutSampler(position, EAST_WEST, seed=7).draw(500)
    spades = {card for card in range(13)}
    assert all(not (layout[Player.west] & spades) for layout in layouts)
    assert all(len(layout[Player.east] & spades) == 5 for layout in layouts)
    assert len({layout[Player.west] for layout in layouts}) > 100  # the rest still varies


def test_a_show_out_in_the_play_settles_the_finesse() -> None:
    # North led a spade at trick 1, East won it with the six over South's five, West
    # showed out: the king is marked with East and the finesse cannot lose
    position = ClaimPosition.from_text(
        "N:43.AKQJT.AKQ.AK KJT987.432.2.Q3 AQ.98765.JT9.JT ..876543.987654",
        "NT",
        "E",
        history=["N:S2 S6 S5 C2"],
    )
    assert (Player.west, Denom.spades) in position.shown_out
    (line,) = simulate(position, Player.south, layouts=200, seed=5).lines
    assert line.distribution.counts == ((12, 200),)  # every remaining trick, always


def test_director_limits_on_whole_hands() -> None:
    position = ClaimPosition.from_text(deal_with("32.AKQJT.AKQ.AKQ", "AQ.98765.JT9.JT9"), "NT", "W")
    limits = [parse_hcp("W:3-4"), parse_length("E:S:6+")]
    layouts = LayoutSampler(position, EAST_WEST, limits, seed=2).draw(300)
    for layout in layouts:
        assert 3 <= _points(layout[Player.west]) <= 4
        assert sum(1 for card in layout[Player.east] if card // 13 == 0) >= 6


def test_limits_that_contradict_or_cannot_be_met_are_one_line_errors() -> None:
    position = ClaimPosition.from_text(deal_with("32.AKQJT.AKQ.AKQ", "AQ.98765.JT9.JT9"), "NT", "W")
    with pytest.raises(SimulationError, match="contradict each other"):
        LayoutSampler(position, EAST_WEST, [parse_hcp("W:3-4"), parse_hcp("W:8-9")])
    with pytest.raises(SimulationError, match="too tight"):
        LayoutSampler(position, EAST_WEST, [parse_hcp("W:12-13")]).draw(10, max_tries=2000)
    with pytest.raises(SimulationError, match="viewer sees"):
        LayoutSampler(position, EAST_WEST, [HandLimits(Player.north, hcp=(0, 5))])
    for bad in ("W15-17", "W:17-15", "X:1-2"):
        with pytest.raises(SimulationError):
            parse_hcp(bad)
    with pytest.raises(SimulationError, match="unknown suit"):
        parse_length("E:Z:5+")


def test_a_line_is_scored_against_best_play() -> None:
    # South on lead with AQ opposite 32: cashing the ace first drops only a bare king
    position = ClaimPosition.from_text(deal_with("32.AKQJT.AKQ.AKQ", "AQ.98765.JT9.JT9"), "NT", "S")
    best, ace_first = simulate(
        position, Player.south, [(), (Card("SA"),)], layouts=400, seed=11
    ).lines
    assert inside(0.5, best.distribution.exactly(13))
    assert ace_first.distribution.exactly(13).value < 0.02
    assert best.beats(ace_first).value > 0.4 and ace_first.beats(best).value == 0


def test_a_line_must_be_the_viewers_sides_cards() -> None:
    position = ClaimPosition.from_text(deal_with("32.AKQJT.AKQ.AKQ", "AQ.98765.JT9.JT9"), "NT", "S")
    with pytest.raises(SimulationError, match="not a card of S's side"):
        simulate(position, Player.south, [(Card("SK"),)], layouts=10)


def test_the_same_seed_gives_the_same_answer_whatever_the_jobs() -> None:
    position = ClaimPosition.from_text(deal_with("AKQ32.AKQ.AKQ.AK", "54.JT9.JT9.QJT98"), "NT", "W")
    one = simulate(position, Player.south, layouts=120, seed=9, jobs=1)
    two = simulate(position, Player.south, layouts=120, seed=9, jobs=2)
    other = simulate(position, Player.south, layouts=120, seed=10, jobs=1)
    assert one == two and one.seed == 9
    assert one.lines[0].values != other.lines[0].values
