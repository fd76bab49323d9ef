"""The claim position type: parsing what a director types, and refusing the impossible."""

from __future__ import annotations

import pytest
from endplay.types import Card, Denom, Player

from adjudicator.core.cards import (
    hand_pbn,
    hands_from_pbn,
    parse_card,
    seat_of,
    strain_of,
    trick_winner,
)
from adjudicator.core.position import ClaimPosition, PositionError


@pytest.mark.parametrize("text", ["SA", "as", "♠A", "A♠", "s10", "ST", "10S"])
def test_card_spellings(text: str) -> None:
    assert parse_card(text) in (Card("SA"), Card("ST"))


@pytest.mark.parametrize("text", ["", "S", "X5", "S1", "SAA", "11S"])
def test_unknown_card_names_what_is_wrong(text: str) -> None:
    with pytest.raises(ValueError, match="unknown card"):
        parse_card(text)


def test_seats_and_strains() -> None:
    assert seat_of("w") == Player.west and seat_of("North") == Player.north
    assert strain_of("NT") == Denom.nt and strain_of("h") == Denom.hearts
    with pytest.raises(ValueError, match="seat"):
        seat_of("X")
    with pytest.raises(ValueError, match="strain"):
        strain_of("Z")


def test_pbn_round_trip_any_first_seat() -> None:
    hands = hands_from_pbn("E:AK.Q.. 3.J2.. ..AQ2. ...AKQ")
    assert hand_pbn(hands[Player.east]) == "AK.Q.."
    assert hand_pbn(hands[Player.north]) == "...AKQ"


def test_trick_winner_ruff_overruff_and_discard() -> None:
    cards = [Card("HA"), Card("S2"), Card("S5"), Card("D9")]
    assert trick_winner(Player.north, cards, Denom.spades) == Player.south
    assert trick_winner(Player.north, cards, Denom.nt) == Player.north


def test_mid_trick_sizes() -> None:
    """West led the ♠5: West holds one card fewer than the others."""
    hands = hands_from_pbn("N:AK2... QJ3... T98... 76...")
    position = ClaimPosition(hands, Denom.nt, Player.west, (Card("S5"),))
    assert position.to_play == Player.north
    assert position.tricks_left == 3


@pytest.mark.parametrize(
    ("deal", "trick", "message"),
    [
        # seats are named in words in the catalog's messages
        ("N:AK2... QJ3... T98... 765...", ("S4",), "West holds 3 cards, expected 2"),
        ("N:AK... QJ3... T98... 765...", (), "North holds 2 cards, expected 3"),
        ("N:AK2... QJ3... T98... 765...", ("S2",), "both played"),
    ],
)
def test_impossible_positions_are_refused(deal: str, trick: tuple[str, ...], message: str) -> None:
    with pytest.raises(PositionError, match=message):
        ClaimPosition(hands_from_pbn(deal), Denom.nt, Player.west, tuple(Card(c) for c in trick))


def test_a_card_in_two_hands_is_named() -> None:
    with pytest.raises(ValueError, match="twice|both"):
        ClaimPosition(hands_from_pbn("N:AK2... QJ3... T98... 76A..."), Denom.nt, Player.west)
