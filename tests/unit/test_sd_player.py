"""The single-dummy player's pieces: every card's value (DDS and the engine agree, with a
trick in progress), the trick's winner, equal cards grouped, the layouts repeatable."""

from __future__ import annotations

import random

import numpy as np
import pytest
from endplay.types import Denom, Player

from adjudicator.core.cards import hands_from_pbn
from adjudicator.core.position import ClaimPosition
from adjudicator.engine.single_dummy import SimulationError, play_single_dummy, solver
from adjudicator.engine.single_dummy.player import PlayRules, _Player, _winning
from adjudicator.engine.single_dummy.playout import Decision, equal_groups, play_out
from adjudicator.engine.single_dummy.solver import Board, card_values


def random_boards(seed: int, size: int, count: int, played: int) -> list[Board]:
    """Random positions of ``size`` cards a hand with West leading and ``played`` cards on
    the trick, each follower following suit when he can (same trump, leader and trick
    for every board, as a batch: the trick is kept and the other cards dealt again)."""
    rng = random.Random(seed)
    cards = list(range(52))
    rng.shuffle(cards)
    hands = [set(cards[size * s : size * s + size]) for s in range(4)]
    trick: list[int] = []
    for offset in range(played):
        seat = (3 + offset) % 4
        follow = [c for c in hands[seat] if trick and c // 13 == trick[0] // 13]
        card = min(follow) if follow else min(hands[seat])
        hands[seat].discard(card)
        trick.append(card)
    boards = []
    for _ in range(count):
        # deal again the cards of every suit among the seats, keeping each seat's count
        # and its voids in the suit led (so the trick stays legal)
        pool = sorted(c for h in hands for c in h)
        while True:
            rng.shuffle(pool)
            at, dealt = 0, []
            for seat in range(4):
                dealt.append(pool[at : at + len(hands[seat])])
                at += len(hands[seat])
            led = trick[0] // 13 if trick else -1
            if all(
                not any(c // 13 == led for c in dealt[(3 + k) % 4]) or trick[k] // 13 == led
                for k in range(1, played)
            ):
                break
        masks = [sum(1 << c for c in dealt[seat]) for seat in range(4)]
        boards.append(Board((masks[0], masks[1], masks[2], masks[3]), 1, 3, tuple(trick)))
    return boards


@pytest.mark.parametrize(("size", "played"), [(5, 0), (6, 1), (7, 2), (4, 3)])
def test_dds_and_the_engine_give_every_card_the_same_value(
    size: int, played: int, monkeypatch
) -> None:
    boards = random_boards(size * 10 + played, size, 12, played)
    engine = card_values(boards)
    monkeypatch.setattr(solver, "ENGINE_MAX_CARDS", 0)  # every batch to DDS
    dds = card_values(boards)
    assert np.array_equal(engine, dds)
    assert (engine >= 0).any(axis=1).all()


@pytest.mark.parametrize("played", [0, 2])
def test_a_batch_shared_with_a_worker_gives_the_same_values(played: int) -> None:
    # 10 cards a hand: DDS's batch, large enough to be shared out (issue 30)
    boards = random_boards(40 + played, 10, solver.SPLIT_MINIMUM + 3, played)
    alone = card_values(boards)
    with solver.Solvers(2) as shared:
        assert np.array_equal(shared.card_values(boards), alone)
        assert shared._pool is not None  # the batch was shared, not solved here alone
        assert np.array_equal(shared.position_values(boards), solver.position_values(boards))
    assert shared._pool is None  # the worker stopped with the block
    with pytest.raises(SimulationError, match="jobs"):
        solver.Solvers(0)


def test_the_trick_winner() -> None:
    # spades 0-12, hearts 13-25: a heart ruff wins over the spade ace when hearts are trumps
    assert _winning([0, 12, 13, 5], 1) == 2
    assert _winning([0, 12, 13, 5], 4) == 1
    assert _winning([13, 12, 14, 25], 0) == 1


def test_equal_cards_are_one_choice() -> None:
    # South holds ♠AKQ and ♥2: the three spades are equals, the heart another choice
    deal = "N:5432.543.5432.54 JT9.KQJT9.T9.T98 AKQ.2.AKQJ.AKQJ6 876.A876.876.732"
    position = ClaimPosition(hands_from_pbn(deal), Denom.nt, Player.south)
    player = _Player(position, Player.south, None, (), 4, 1, False, PlayRules(), True)
    groups = player._groups(player.start, 2)
    assert len([c for c in groups if c // 13 == 0]) == 1  # one spade choice
    assert len(groups) == 5  # spades, the heart, diamonds, ♣AKQJ, ♣6 (♣T-7 unplayed)


def test_the_same_seed_gives_the_same_lines() -> None:
    deal = "N:KT8.A..2 54.Q.Q.K AJ9..A.3 Q76.K.K."
    position = ClaimPosition(hands_from_pbn(deal), Denom.nt, Player.west)
    first = play_single_dummy(position, Player.south, goal=5, layouts=16, seed=3)
    again = play_single_dummy(position, Player.south, goal=5, layouts=16, seed=3)
    assert first.to_json() == again.to_json()
    assert sum(first.shares().values()) == 1


@pytest.mark.parametrize(
    ("size", "played"), [(5, 0), (6, 1), (10, 2), (4, 3), (1, 3), (3, 3), (5, 3), (7, 3), (9, 3)]
)
def test_a_few_cards_valued_alone_equal_every_card_valued(size: int, played: int) -> None:
    # the second stage values the cards still in contention one search each (the card put
    # on the trick, a completed trick scored and the rest solved): the same numbers as
    # every card's values at once, on DDS's and the engine's sizes alike, on layouts the
    # player draws (his own hand and dummy fixed, the trick's show-outs kept)
    first = random_boards(size * 10 + played + 1, size, 1, played)[0]
    position = ClaimPosition(
        hands_from_pbn("N:AKQJ... T987... 6543... .AKQJ.."), Denom.nt, Player.west
    )
    player = _Player(position, Player.south, None, (), 6, 1, False, PlayRules(), True)
    player.trump = first.trump
    state = player.start
    state.hands, state.leader, state.trick = list(first.hands), first.leader, list(first.trick)
    state.played = [0, 0, 0, 0]
    for offset, card in enumerate(state.trick):
        if card // 13 != state.trick[0] // 13:
            state.voids.add(((state.leader + offset) % 4, state.trick[0] // 13))
    mover = state.to_play
    layouts = player._draw(state, Player.south if mover == 0 else mover)
    boards = [Board(hands, first.trump, first.leader, first.trick) for hands in layouts]
    every = card_values(boards)
    legal = [c for c in range(52) if every[0, c] >= 0]
    assert legal and all(set(legal) == {c for c in range(52) if row[c] >= 0} for row in every)
    alone = player._solve_cards(state, layouts, legal)
    assert np.array_equal(alone[:, legal], every[:, legal])


# ---- strategy fusion and restricted choice (issue 30, the two-way finesse) ----------------

TWO_WAY = "N:KT8.A..2 54.Q.Q.K AJ9..A.3 Q76.K.K."
_S = {rank: 13 * 0 + "23456789TJQKA".index(rank) for rank in "23456789TJQKA"}  # spades


def _two_way_guess(layouts: int, seed: int = 1) -> _Player:
    """TWO_WAY after West's ♦K lead (♣2 from dummy, ♦Q, ♦A) and South's ♠9, West
    following with the ♠6: dummy (North) to guess, the ♠K or a finesse."""
    position = ClaimPosition(hands_from_pbn(TWO_WAY), Denom.nt, Player.west)
    player = _Player(position, Player.south, 5, (), layouts, seed, False, PlayRules(), False)
    for card in (13 * 2 + 11, 13 * 3 + 0, 13 * 2 + 10, 13 * 2 + 12, _S["9"], _S["6"]):
        player._play(player.start, card)
    assert player.start.to_play == 0
    return player


def test_cards_on_the_trick_part_equal_cards() -> None:
    # West holds ♠Q7; ♠8-♠J are gone or on the trick: with South's ♠J on it the queen
    # wins the trick and the seven does not (they were taken as equals: West played the
    # seven under the jack and dropped his queen under the ace)
    hands = [0, 0, 0, (1 << _S["Q"]) | (1 << _S["7"])]
    trick = [_S["T"], _S["5"], _S["J"]]  # North leads, East, South; West to play
    assert equal_groups(hands, trick, 3) == [_S["7"], _S["Q"]]
    # the same cards with ♠8-♠J played in earlier tricks: equals, one choice
    assert equal_groups(hands, [], 3) == [_S["7"]]
    held = [1 << _S["8"], 0, 0, hands[3]]  # but the ♠8 still held between them: two
    assert equal_groups(held, [], 3) == [_S["7"], _S["Q"]]


def test_spot_weights_place_the_queen_by_restricted_choice() -> None:
    # Drawn given the ♠6 West played, the queen is with East 4 times in 7 (East has one
    # more unknown card); a West who follows with any of his small spades alike makes it
    # 8.75 : 8.5, about even (the weight of a layout is 1 / West's small spades then)
    player = _two_way_guess(3000)
    state = player.start
    layouts = player._draw(state, 2)
    weights = player._choice_weights(state, 2, layouts)
    small = sum(1 << _S[r] for r in "234567")
    for hands, weight in zip(layouts, weights, strict=True):
        assert weight == pytest.approx(1 / ((hands[3] | 1 << _S["6"]) & small).bit_count())
    east = np.array([hands[1] >> _S["Q"] & 1 for hands in layouts], dtype=float)
    assert 0.54 <= east.mean() <= 0.61  # 4/7 = 0.571
    assert 0.47 <= float(weights @ east / weights.sum()) <= 0.55  # 8.75/17.25 = 0.507
    # no hidden card played yet: every weight one
    fresh = _Player(
        ClaimPosition(hands_from_pbn(TWO_WAY), Denom.nt, Player.west),
        Player.south, 5, (), 8, 1, False, PlayRules(), False,
    )  # fmt: skip
    assert (fresh._choice_weights(fresh.start, 3, fresh._draw(fresh.start, 3)) == 1).all()


def test_playing_out_removes_the_credit_for_a_later_guess() -> None:
    # North's ♠K keeps a guess for later (finesse East's queen or drop West's doubleton);
    # double dummy credits him with guessing right on every layout.  Played out with his
    # own later choice made once for the layouts he cannot tell apart, it is worth less,
    # never more on any layout; the ♠8 (the finesse against West now) leaves no guess
    # and keeps its value.
    player = _two_way_guess(200)
    state = player.start
    layouts = player._draw(state, 2)
    weights = np.ones(len(layouts))
    dd = card_values([player._board(state, hands) for hands in layouts])
    cards = [_S["K"], _S["8"]]
    decision = Decision(3 + 1, state.leader, tuple(state.trick), frozenset({0, 2}),
                        state.hands[0] | state.hands[2], 4, 1, 3)  # fmt: skip
    found, boards = play_out(decision, layouts, weights, cards, card_values)
    assert boards > 0
    assert (found <= dd[:, cards]).all()
    king_dd = float((dd[:, _S["K"]] >= 4).mean())
    king = float((found[:, 0] >= 4).mean())
    assert king < king_dd - 0.05  # the later guess no longer credited
    assert 0.45 <= king <= 0.7  # about East's share of the queen
    assert np.array_equal(found[:, 1], dd[:, _S["8"]])
