"""Hand diagrams as directors draw them: North on top, West and East at the sides.

The diagram shows the cards still held at the claim; the trick in progress is listed
under it with the seat that played each card, so the reader sees exactly what the
claimer saw when he claimed.
"""

from __future__ import annotations

from collections.abc import Iterable

from endplay.types import Card, Denom, Player

from adjudicator.core.cards import SUITS, card_code
from adjudicator.core.position import ClaimPosition

SYMBOLS = {Denom.spades: "♠", Denom.hearts: "♥", Denom.diamonds: "♦", Denom.clubs: "♣"}
LETTERS = {Denom.spades: "S", Denom.hearts: "H", Denom.diamonds: "D", Denom.clubs: "C"}
SEAT_NAMES = {
    "en": {Player.north: "North", Player.east: "East", Player.south: "South", Player.west: "West"},
    "zh": {Player.north: "北", Player.east: "東", Player.south: "南", Player.west: "西"},
}
STRAIN_NAMES = {"en": "notrump", "zh": "無將"}


def suit_row(cards: Iterable[Card], suit: Denom, symbols: bool = True) -> str:
    """One suit of a hand, high to low: ``♠ A K 7``; a void shows as ``—``."""
    ranks = sorted((c.rank for c in cards if c.suit == suit), reverse=True)
    label = SYMBOLS[suit] if symbols else LETTERS[suit]
    text = " ".join(r.abbr.replace("T", "10") for r in ranks) if ranks else "—"
    return f"{label} {text}"


def hand_rows(cards: Iterable[Card], symbols: bool = True) -> list[str]:
    cards = list(cards)
    return [suit_row(cards, suit, symbols) for suit in SUITS]


def card_text(card: Card, symbols: bool = True) -> str:
    """``♠A`` (or ``SA`` without symbols)."""
    if not symbols:
        return card_code(card)
    return SYMBOLS[card.suit] + card.rank.abbr.replace("T", "10")


def strain_text(strain: Denom, lang: str = "en") -> str:
    if strain == Denom.nt:
        return STRAIN_NAMES.get(lang, "notrump")
    return SYMBOLS[strain]


def render_position(position: ClaimPosition, symbols: bool = True, lang: str = "en") -> str:
    """The four remaining hands in the classic cross layout, then the trick in progress."""
    names = SEAT_NAMES.get(lang, SEAT_NAMES["en"])
    north = hand_rows(position.hands[Player.north], symbols)
    south = hand_rows(position.hands[Player.south], symbols)
    west = hand_rows(position.hands[Player.west], symbols)
    east = hand_rows(position.hands[Player.east], symbols)
    width = max(len(row) for row in west + [names[Player.west]]) + 2
    pad = " " * width
    middle = max(len(row) for row in north + south) + 2
    lines = [pad + names[Player.north]]
    lines += [pad + row for row in north]
    lines.append(names[Player.west].ljust(width) + " " * middle + names[Player.east])
    for w_row, e_row in zip(west, east, strict=True):
        lines.append(w_row.ljust(width) + " " * middle + e_row)
    lines.append(pad + names[Player.south])
    lines += [pad + row for row in south]
    if position.trick:
        played = ", ".join(
            f"{names[Player((position.leader + i) % 4)]} {card_text(card, symbols)}"
            for i, card in enumerate(position.trick)
        )
        label = "當前墩" if lang == "zh" else "Trick in progress"
        lines.append(f"{label}: {played}")
    return "\n".join(lines)


def render_line(
    position: ClaimPosition, line: Iterable[Card], symbols: bool = True, lang: str = "en"
) -> list[str]:
    """A line of play from the position, one trick per row: each card with its seat,
    then who won the trick (``North wins``)."""
    names = SEAT_NAMES.get(lang, SEAT_NAMES["en"])
    wins = "勝" if lang == "zh" else "wins"
    rows = []
    for leader, cards, winner in position.tricks_of(line):
        played = "  ".join(
            f"{names[Player((leader + i) % 4)][0]} {card_text(card, symbols)}"
            for i, card in enumerate(cards)
        )
        tail = f"   {names[winner]} {wins}" if winner is not None else ""
        rows.append(played + tail)
    return rows
