"""Plain double-dummy mode against its oracle, endplay.dds.solve_board (DDS 2.9).

The normal run checks a few hundred random positions (1-13 cards a hand, every strain
and leader, 0-3 cards already on the trick); ``-m slow`` runs 10,000.
"""

from __future__ import annotations

import random

import pytest
from endplay.dds import solve_board
from endplay.dds.solve import SolveMode
from endplay.types import Card, Deal, Denom, Player

from adjudicator.core.cards import hand_pbn, hands_from_pbn
from adjudicator.core.position import ClaimPosition
from adjudicator.engine import (
    Bounds,
    EngineError,
    Restriction,
    card_index,
    double_dummy,
    double_dummy_tricks,
    forget_tables,
    index_card,
    search,
)
from adjudicator.engine.oracle import dds_tricks

RANKS = "23456789TJQKA"
STRAINS = ("S", "H", "D", "C", "NT")


def _pbn(hands: list[list[int]]) -> str:
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
    trick: list[int] = []
    for k in range(ntrick):
        hand = hands[(leader + k) % 4]
        follow = [c for c in hand if trick and c // 13 == trick[0] // 13]
        card = rng.choice(follow or hand)
        hand.remove(card)
        trick.append(card)
    return hands, trump, leader, trick


def dds_value(hands, trump, leader, trick) -> int:
    full = [list(h) for h in hands]
    for k, card in enumerate(trick):
        full[(leader + k) % 4].append(card)
    deal = Deal(_pbn(full), first=Player(leader), trump=Denom(trump))
    for card in trick:
        deal.play(Card(_code(card)))
    return max(t for _, t in solve_board(deal, SolveMode.OptimalOne))


def check(rng: random.Random, n: int) -> tuple[str, int, int] | None:
    ntrick = rng.randint(0, 3) if n > 1 else 0
    hands, trump, leader, trick = random_position(rng, n, ntrick)
    ours = double_dummy(_pbn(hands), STRAINS[trump], "NESW"[leader], [_code(c) for c in trick])
    theirs = dds_value(hands, trump, leader, trick)
    if ours != theirs:
        return f"{_pbn(hands)} {STRAINS[trump]} lead {'NESW'[leader]} trick {trick}", ours, theirs
    return None


# sizes of the normal run: many small endings, some middle-size, a few full deals
NORMAL_SIZES = [1, 2, 3, 4, 5, 6, 7, 8] * 30 + [9] * 20 + [10] * 10 + [11] * 4 + [12] * 2 + [13] * 2


def test_random_positions_match_dds():
    rng = random.Random(20261130)
    mismatches = [m for n in NORMAL_SIZES if (m := check(rng, n))]
    assert not mismatches, mismatches[:5]


@pytest.mark.slow
def test_ten_thousand_positions_match_dds():
    rng = random.Random(7)
    mismatches = []
    for i in range(10_000):
        n = 1 + i % 13 if i % 4 else rng.randint(1, 9)
        if m := check(rng, n):
            mismatches.append(m)
    assert not mismatches, (len(mismatches), mismatches[:5])


def test_accepts_endplay_types_and_claim_positions():
    with pytest.raises(EngineError):  # N holds 2 cards, the others 3
        double_dummy("N:AK... 3.J2.. ..AQ2. ...AKQ", "NT", "N")
    pbn = "N:AK.Q.. 3.J2.. ..AQ2. ...AKQ"
    hands = hands_from_pbn(pbn)
    assert double_dummy(pbn, Denom.nt, Player.north) == double_dummy(Deal(pbn), "NT", "N")
    position = ClaimPosition(hands=hands, trump=Denom.spades, leader=Player.east)
    tricks_ew = double_dummy(pbn, "S", "E")
    result = search(position, Restriction(Player.north), "dd")
    assert result.value == 3 - tricks_ew
    assert len(result.line) == 12


def test_trick_in_progress_counts_for_the_player_to_play():
    """West led the D2 and North played the DA: East plays next; the value is for EW."""
    ours = double_dummy("N:AK... 3.J2.. ..KQ.2 Q2...", "NT", "W", ["D2", "DA"])
    deal = Deal("N:AK..A. 3.J2.. ..KQ.2 Q2..2.", first=Player.west, trump=Denom.nt)
    deal.play(Card("D2"))
    deal.play(Card("DA"))
    assert ours == max(t for _, t in solve_board(deal, SolveMode.OptimalOne))
    assert double_dummy(deal, Denom.nt, Player.west) == ours  # the Deal's own trick


BASE = "N:AK... 3.J.. ..AQ. Q2..."


@pytest.mark.parametrize(
    "deal, trump, leader, trick, message",
    [
        ("N:AK... 3.J2.. ..AQ. Q2...", "NT", "N", (), "holds"),  # unequal sizes
        ("N:AK... A.J.. ..AQ. Q2...", "NT", "N", (), "both"),  # duplicate card
        (BASE, "NT", "N", ("SA",), "trick"),  # a played card still held
        (BASE, "NT", "N", ("SJ", "S9", "H3"), "holds"),  # sizes, given the trick
        (BASE, "XX", "N", (), "strain"),
        (BASE, "NT", "Z", (), "seat"),
        (BASE, "NT", "N", ("S9", "S8", "S7", "S6"), "at most 3"),
        (BASE, "NT", "N", ("ZZ",), "unknown card"),
        ("N:AK... .J.. 9... Q2...", "NT", "E", ("S3", "DQ"), "suit led"),  # revoke
        ("AK... 3.J.. ..AQ. Q2...", "NT", "N", (), "colon"),
        ("N:AKQJT98765432.AKQJT98765432.. ... ... ...", "NT", "N", (), "tricks left"),
    ],
)
def test_bad_input_raises_engine_error(deal, trump, leader, trick, message):
    with pytest.raises(EngineError, match=message):
        double_dummy(deal, trump, leader, trick)


def test_c_layer_validates_too():
    """The extension checks its input itself (never trusting the Python layer)."""
    from adjudicator.engine import _native

    with pytest.raises(ValueError, match="another hand"):
        _native.search((3, 3, 12, 48), 4, 0, (), 0, 0, 0, 10, 0, (), 1000, False)
    with pytest.raises(ValueError, match="holds"):
        _native.search((1, 2, 4, 24), 4, 0, (), 0, 0, 0, 10, 0, (), 1000, False)
    with pytest.raises(ValueError, match="above card 51"):
        _native.search((1 << 60, 2, 4, 8), 4, 0, (), 0, 0, 0, 10, 0, (), 1000, False)
    with pytest.raises(ValueError, match="range"):
        _native.search((1, 2, 4, 8), 4, 0, (99,), 0, 0, 0, 10, 0, (), 1000, False)
    with pytest.raises(ValueError, match="trump"):
        _native.search((1, 2, 4, 8), 9, 0, (), 0, 0, 0, 10, 0, (), 1000, False)


def test_double_dummy_tricks_of_a_claim_position_agree_with_dds() -> None:
    """engine.double_dummy_tricks (what a ruling's short positions take their double-dummy
    bound from: laws.claims.normal_play.double_dummy_value) against DDS, for either side, on
    random positions of 1 to 8 tricks with a trick in progress or not."""
    rng = random.Random(8)
    deck = [Card(s + r) for s in "SHDC" for r in "23456789TJQKA"]
    checked = 0
    for _ in range(200):
        rng.shuffle(deck)
        tricks, on_trick = rng.randint(1, 8), rng.randint(0, 3)
        leader = Player(rng.randrange(4))
        hands: list[list[Card]] = [[], [], [], []]
        at = 0
        for offset in range(4):
            seat = (leader + offset) % 4
            size = tricks - 1 if offset < on_trick else tricks
            hands[seat] = deck[at : at + size]
            at += size
        trick = _followed_trick(deck[at:], hands, leader, on_trick)
        if trick is None:
            continue
        position = ClaimPosition(
            tuple(frozenset(h) for h in hands), Denom(rng.randrange(5)), leader, trick
        )
        side = Player(rng.randrange(4))
        assert double_dummy_tricks(position, side) == dds_tricks(position, side), position
        checked += 1
    assert checked > 150


def _followed_trick(
    spare: list[Card], hands: list[list[Card]], leader: Player, count: int
) -> tuple[Card, ...] | None:
    """Cards for a trick in progress that no player revoked on (None if it cannot be)."""
    trick: list[Card] = []
    for offset in range(count):
        seat = (leader + offset) % 4
        choices = [c for c in spare if c not in trick]
        if trick and any(c.suit == trick[0].suit for c in hands[seat]):
            choices = [c for c in choices if c.suit == trick[0].suit]  # he must follow
        if not choices:
            return None
        trick.append(choices[0])
    return tuple(trick)


def _indices(pbn: str) -> list[list[int]]:
    """A PBN deal's hands as lists of engine card indices, North first (dds_value's)."""
    return [[card_index(c) for c in hand] for hand in hands_from_pbn(pbn)]


def _one_test(pbn: str, trump: str, leader: str, counted: str, target: int) -> tuple[int, int]:
    """One zero-window test on fresh tables — does the side ``counted`` ("NS" or "EW")
    take ``target`` tricks? — the value the search settles on (``target`` when it does,
    one less when not) and the positions it visited."""
    position = ClaimPosition(hands_from_pbn(pbn), Denom.find(trump), Player.find(leader))
    forget_tables()
    found = search(
        position,
        Restriction(Player.find(counted[0])),
        "dd",
        bounds=Bounds(target - 1, target, upper_first=True),
        line=False,
    )
    assert found.value is not None
    return found.value, found.nodes


@pytest.mark.parametrize(
    "pbn, trump, leader, counted, target, value",
    [
        # West's guarded HK sits over South's HA: North-South cannot take all seven
        ("N:83.QT4.J.3 T2.83.5.82 Q6.A2..J64 54.KJ.T3.7", "H", "N", "NS", 7, 6),
        # North's SQ is over West's SJ5, but East holds the S9: one of them makes
        ("N:Q6.6.QJ.7 9.J5.96.8 8.K.AT54. J5.98.7.J", "S", "N", "NS", 6, 5),
        # North leads; East's SK7 sits over North's SA: East-West make a trick
        ("N:AT82..3.T K7.Q9.5.5 .AJ.K2.J8 .762.4.32", "S", "N", "EW", 1, 1),
    ],
)
def test_a_trump_trick_by_place_is_settled_at_the_trick_start(
    pbn: str, trump: str, leader: str, counted: str, target: int, value: int
) -> None:
    """DDS's later tricks: a side with a guarded second-best trump over the top trump, or
    with the second- and third-best against it, makes a trick when it is not on lead or
    can lead a card outside trumps (below) — the test that needs every trick, or the one
    that needs a single trick, is settled at the trick start, with DDS's value (each took
    146-735 positions before the rule)."""
    hands = _indices(pbn)
    on_lead = dds_value(hands, STRAINS.index(trump), "NESW".index(leader), [])
    n = len(hands[0])
    assert (on_lead if leader in counted else n - on_lead) == value
    assert _one_test(pbn, trump, leader, counted, target) == (value, 1)


def test_on_lead_a_guarded_trump_honour_can_be_lost() -> None:
    """South on lead with the SQ7 behind East's SA J and nothing else in trumps to play
    first: he must lead a trump and takes nothing (DDS) — the rule above does not hold
    for a hand on lead with trumps alone."""
    pbn = "N:.A5.. AJ... Q7... ..Q6."
    assert double_dummy(pbn, "S", "S") == 0
    assert dds_value(_indices(pbn), 0, 2, []) == 0


@pytest.mark.parametrize(
    "pbn, trump, leader, target",
    [
        # diamonds: North's A8765 and South's Q9 hold the two top cards, East and West one
        # card each: South's queen, then the nine to the ace, and North's suit runs
        ("N:.2.A8765.8 .J863.4.KJ JT.Q94.Q9. K53.T.J.62", "NT", "N", 5),
        # hearts: South's Q9 and North's J874, East one heart: four tricks
        ("N:.J874.8.QT A8.5.K2.43 T54.Q9.43. K76..T5.AJ", "NT", "N", 4),
        # no trump against them: South leads a diamond for North to ruff, then his own
        # four trumps win a trick each
        ("N:K654.92..4 J7..Q7.AJ6 3.J753.J4. A2..5.QT75", "H", "S", 5),
    ],
)
def test_a_split_suit_and_a_ruff_before_the_trumps_are_counted_at_once(
    pbn: str, trump: str, leader: str, target: int
) -> None:
    """DDS's quick tricks the engine's count lacked: a suit whose two top cards are split
    between the hands, one of them short and the opponents short too, runs for the long
    hand's length; a ruff in the hand with fewer trumps comes before the longer hand's
    trumps.  The side on lead takes ``target`` or more (DDS), and the engine's test of
    ``target`` is settled at the trick start (the split suits took 44 and 30 trick starts
    before, the ruff 6)."""
    assert dds_value(_indices(pbn), STRAINS.index(trump), "NESW".index(leader), []) >= target
    counted = "NS" if leader in "NS" else "EW"
    assert _one_test(pbn, trump, leader, counted, target) == (target, 1)
