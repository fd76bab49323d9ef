"""Every card's value (``all_cards``) and many layouts in one call (``solve_layouts``)
against their oracle, DDS 2.9 through endplay: ``solve_board`` in its all-cards mode
(``SolveMode.Default``, SolveBoard's solutions = 3) and ``solve_all_boards``."""

from __future__ import annotations

import random

import numpy as np
import pytest
from endplay.dds import solve_all_boards, solve_board
from endplay.dds.solve import SolveMode
from endplay.types import Card, Deal, Denom, Player

from adjudicator.core.cards import hand_pbn
from adjudicator.engine import EngineError, double_dummy, index_card
from adjudicator.engine.layouts import all_cards, solve_layouts

RANKS = "23456789TJQKA"
STRAINS = ("S", "H", "D", "C", "NT")


def _pbn(hands) -> str:
    """A PBN deal from four lists of engine card indices, North first."""
    return "N:" + " ".join(hand_pbn(index_card(c) for c in cards) for cards in hands)


def _code(card: int) -> str:
    return "SHDC"[card // 13] + RANKS[card % 13]


def random_position(rng: random.Random, n: int, ntrick: int):
    """n cards a hand before the trick in progress; ntrick legal cards played to it."""
    deck = list(range(52))
    rng.shuffle(deck)
    hands = [deck[i * n : (i + 1) * n] for i in range(4)]
    leader, trump = rng.randrange(4), rng.randrange(5)
    return _position_with(rng, hands, trump, leader, ntrick)


def _deal(hands, trump: int, leader: int, trick) -> Deal:
    """An endplay deal of the position, the trick in progress played to it."""
    full = [list(h) for h in hands]
    for k, card in enumerate(trick):
        full[(leader + k) % 4].append(card)
    deal = Deal(_pbn(full), first=Player(leader), trump=Denom(trump))
    for card in trick:
        deal.play(Card(_code(card)))
    return deal


def _dds_cards(solved) -> dict[str, int]:
    return {str(card): tricks for card, tricks in solved}


def _ours(hands, trump: int, leader: int, trick, side_of=None) -> dict[str, int]:
    values = all_cards(
        (_pbn(hands), STRAINS[trump], "NESW"[leader], [_code(c) for c in trick]), side_of
    )
    return {str(card): tricks for card, tricks in values.items()}


def _every_strain_and_leader(rng: random.Random, size: int, ntrick: int):
    for trump in range(5):
        for leader in range(4):
            hands, _, _, trick = random_position(rng, size, 0)
            yield _position_with(rng, hands, trump, leader, ntrick)


def _position_with(rng: random.Random, hands, trump: int, leader: int, ntrick: int):
    """hands with ntrick legal cards of them played to a trick led by leader."""
    trick: list[int] = []
    for k in range(ntrick):
        hand = hands[(leader + k) % 4]
        follow = [c for c in hand if trick and c // 13 == trick[0] // 13]
        card = rng.choice(follow or hand)
        hand.remove(card)
        trick.append(card)
    return hands, trump, leader, trick


@pytest.mark.parametrize("size", [8, 5])
def test_all_cards_equal_dds_every_strain_and_leader(size):
    rng = random.Random(1000 + size)
    mismatches = []
    for ntrick in (0, 1, 2, 3):
        for hands, trump, leader, trick in _every_strain_and_leader(rng, size, ntrick):
            theirs = _dds_cards(solve_board(_deal(hands, trump, leader, trick), SolveMode.Default))
            ours = _ours(hands, trump, leader, trick)
            if ours != theirs:
                mismatches.append((_pbn(hands), trump, leader, trick, ours, theirs))
    assert not mismatches, mismatches[:3]


def test_all_cards_equal_dds_on_whole_deals():
    """13 cards a hand: each strain, each leader once (the leaders rotate)."""
    rng = random.Random(2029)
    mismatches = []
    for trump in range(5):
        hands, _, _, _ = random_position(rng, 13, 0)
        leader = trump % 4
        theirs = _dds_cards(solve_board(_deal(hands, trump, leader, []), SolveMode.Default))
        ours = _ours(hands, trump, leader, [])
        if ours != theirs:
            mismatches.append((_pbn(hands), trump, leader, ours, theirs))
    assert not mismatches, mismatches


def test_all_cards_for_the_other_side_and_agrees_with_double_dummy():
    rng = random.Random(11)
    hands, trump, leader, trick = random_position(rng, 7, 2)
    mine = _ours(hands, trump, leader, trick)
    to_play = (leader + len(trick)) % 4
    theirs = _ours(hands, trump, leader, trick, side_of=(to_play + 1) % 4)
    assert set(mine) == set(theirs)
    assert all(mine[c] + theirs[c] == 7 for c in mine)
    value = double_dummy(_pbn(hands), STRAINS[trump], "NESW"[leader], [_code(c) for c in trick])
    assert max(mine.values()) == value


def _layouts(rng: random.Random, size: int, count: int):
    """A position with N and S known, and count layouts of E and W's cards."""
    hands, trump, leader, _ = random_position(rng, size, 0)
    known = [sum(1 << c for c in hands[0]), 0, sum(1 << c for c in hands[2]), 0]
    unseen = hands[1] + hands[3]
    rows = np.zeros((count, 4), dtype=np.uint64)
    for i in range(count):
        rng.shuffle(unseen)
        rows[i, 1] = sum(1 << c for c in unseen[:size])
        rows[i, 3] = sum(1 << c for c in unseen[size:])
    return known, rows, trump, leader


def _hands_of(known, row) -> list[list[int]]:
    return [[c for c in range(52) if (known[s] | int(row[s])) >> c & 1] for s in range(4)]


@pytest.mark.parametrize("size, count", [(8, 60), (13, 8)])
def test_batch_equals_one_by_one_and_dds(size, count):
    rng = random.Random(size * 7)
    known, rows, trump, leader = _layouts(rng, size, count)
    batch = solve_layouts(known, rows, trump, leader, all_cards=True)
    deals = []
    for i in range(count):
        hands = _hands_of(known, rows[i])
        one = double_dummy(_pbn(hands), STRAINS[trump], "NESW"[leader])
        assert batch.values[i] == one, i
        deals.append(_deal(hands, trump, leader, []))
    solved = solve_all_boards(deals, SolveMode.Default)
    for i in range(count):
        theirs = _dds_cards(solved[i])
        ours = {str(index_card(c)): int(v) for c, v in enumerate(batch.cards[i]) if v >= 0}
        assert ours == theirs, i
        assert batch.values[i] == max(theirs.values()), i


def test_batch_threads_agree_and_plain_values_match_all_cards():
    rng = random.Random(5)
    known, rows, trump, leader = _layouts(rng, 9, 80)
    one = solve_layouts(known, rows, trump, leader, threads=1, all_cards=True)
    two = solve_layouts(known, rows, trump, leader, threads=2, all_cards=True)
    three = solve_layouts(known, rows, trump, leader, threads=3)
    assert np.array_equal(one.values, two.values)
    assert np.array_equal(one.cards, two.cards)
    assert np.array_equal(one.values, three.values)
    assert three.cards is None
    assert one.values.dtype == np.int8 and one.cards.shape == (80, 52)


def test_batch_counts_the_side_asked_for_and_a_trick_in_progress():
    """West leads the D2 on every layout: values are for EW by default (East plays),
    for NS when asked; each layout is checked against double_dummy."""
    rng = random.Random(8)
    known, rows, trump, leader = _layouts(rng, 6, 20)
    # North holds the card to lead to the trick: make him the leader
    lead = int(np.uint64(known[0])).bit_length() - 1
    known[0] &= ~(1 << lead)
    ew = solve_layouts(known, rows, trump, 0, trick=[lead])
    ns = solve_layouts(known, rows, trump, 0, trick=[lead], side_of="N")
    assert np.array_equal(ew.values + ns.values, np.full(20, 6, dtype=np.int8))
    for i in range(20):
        hands = _hands_of(known, rows[i])
        value = double_dummy(_pbn(hands), STRAINS[trump], "N", [_code(lead)])
        assert ew.values[i] == value, i


def test_empty_batch():
    out = solve_layouts([1, 2, 4, 8], np.zeros((0, 4), dtype=np.uint64), 4, 0, all_cards=True)
    assert out.values.shape == (0,) and out.cards.shape == (0, 52)


@pytest.mark.parametrize(
    "rows, threads, message",
    [
        ([[0, 1 << 20, 0, 1 << 33]] * 2 + [[0, 1 << 20, 0, 1 << 12]], 2, "layout 2:"),
        ([[0, 1 << 20, 0, 1 << 12]], 2, "known card"),  # S A is North's
        ([[0, 1 << 20, 0, 0]], 2, "layout 0: W holds 0 cards"),
        ([[0, 1 << 20, 0, 1 << 55]], 2, "above card 51"),
        ([[0, 1 << 20, 0]], 2, "shape"),
        ([[0, -1, 0, 1]], 2, "non-negative"),
        ([[0.5, 1, 0, 1]], 2, "integer"),
        ([[0, 1 << 20, 0, 1 << 33]], 0, "threads"),
        ([[0, 1 << 20, 0, 1 << 33]], 65, "threads"),
    ],
)
def test_bad_layouts_raise_engine_error(rows, threads, message):
    known = [1 << 12, 0, 1 << 25, 0]  # N: S A, S: H A; E and W get a card each
    with pytest.raises(EngineError, match=message):
        solve_layouts(known, rows, "NT", "N", threads=threads)


def test_bad_positions_raise_engine_error():
    with pytest.raises(EngineError, match="holds"):
        all_cards(("N:AK... 3.J2.. ..AQ. Q2...", "NT", "N", ()))
    with pytest.raises(EngineError, match="known hand"):
        solve_layouts([1 << 60, 0, 0, 0], [[0, 1, 2, 4]], "NT", "N")
    with pytest.raises(EngineError, match="4 hands"):
        solve_layouts([1, 0, 0], [[0, 1, 2, 4]], "NT", "N")
    with pytest.raises(EngineError, match="trump"):
        solve_layouts([1, 0, 0, 0], [[0, 2, 4, 8]], 7, "N")
    with pytest.raises(EngineError, match="trick"):
        solve_layouts([1, 0, 0, 0], [[0, 2, 4, 8]], "NT", "N", trick=[60])


def test_calls_from_python_threads_at_once_agree():
    """The calls release the GIL and keep their tables per thread: two Python threads
    solving at once (each batch on threads of its own) get what one alone gets."""
    import threading

    rng = random.Random(12)
    known, rows, trump, leader = _layouts(rng, 8, 40)
    alone = solve_layouts(known, rows, trump, leader, all_cards=True)
    hands, strain, first, trick = random_position(rng, 9, 1)
    position = (_pbn(hands), STRAINS[strain], "NESW"[first], [_code(c) for c in trick])
    single = all_cards(position)
    got: dict[str, object] = {}

    def batch() -> None:
        got["batch"] = solve_layouts(known, rows, trump, leader, all_cards=True)

    def cards() -> None:
        got["cards"] = [all_cards(position) for _ in range(5)]

    workers = [threading.Thread(target=batch), threading.Thread(target=cards)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    assert np.array_equal(got["batch"].values, alone.values)
    assert np.array_equal(got["batch"].cards, alone.cards)
    assert all(values == single for values in got["cards"])
