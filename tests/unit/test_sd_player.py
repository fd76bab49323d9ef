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
