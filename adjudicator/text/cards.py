"""Cards and suits as a reader sees them: ``♠A``, ``♥10``, a suit row ``♠ A K 7``.

Suit symbols and ranks read the same in every language, so they are here rather than in
the message catalog.
"""

from __future__ import annotations

from collections.abc import Iterable

from endplay.types import Card, Denom

from adjudicator.core.cards import SUITS, card_code

SYMBOLS = {Denom.spades: "♠", Denom.hearts: "♥", Denom.diamonds: "♦", Denom.clubs: "♣"}
LETTERS = {Denom.spades: "S", Denom.hearts: "H", Denom.diamonds: "D", Denom.clubs: "C"}


def rank_text(card: Card) -> str:
    """``A``, ``K`` … ``10`` … ``2``: the ten as players write it."""
    return card.rank.abbr.replace("T", "10")


def card_text(card: Card, symbols: bool = True) -> str:
    """``♠A`` (or ``SA`` without symbols)."""
    if not symbols:
        return card_code(card)
    return SYMBOLS[card.suit] + rank_text(card)


def suit_row(cards: Iterable[Card], suit: Denom, symbols: bool = True) -> str:
    """One suit of a hand, high to low: ``♠ A K 7``; a void shows as ``—``."""
    held = sorted((c for c in cards if c.suit == suit), key=lambda c: -c.rank)
    label = SYMBOLS[suit] if symbols else LETTERS[suit]
    text = " ".join(rank_text(c) for c in held) if held else "—"
    return f"{label} {text}"


def hand_rows(cards: Iterable[Card], symbols: bool = True) -> list[str]:
    """A hand as four suit rows, spades first."""
    cards = list(cards)
    return [suit_row(cards, suit, symbols) for suit in SUITS]
