"""Cards, seats and suits: the words of the game every layer shares.

Seats, suits and cards are endplay's types (``Player``, ``Denom``, ``Card``) so that the
rest of the bridge world's tooling reads them directly; this module adds the few things
endplay does not say the way directors write them: two-letter card codes (``SA``, ``H7``),
reading a card, seat or strain typed by a person, partnerships, the winner of a trick and
PBN hand strings.
"""

from __future__ import annotations

from collections.abc import Iterable

from endplay.types import Card, Denom, Player

from adjudicator.errors import AdjudicatorError

SEATS: tuple[Player, ...] = (Player.north, Player.east, Player.south, Player.west)
SUITS: tuple[Denom, ...] = (Denom.spades, Denom.hearts, Denom.diamonds, Denom.clubs)
RANK_CHARS = "23456789TJQKA"
_SEAT_WORDS = {
    "N": "N",
    "NORTH": "N",
    "E": "E",
    "EAST": "E",
    "S": "S",
    "SOUTH": "S",
    "W": "W",
    "WEST": "W",
    "北": "N",
    "東": "E",
    "东": "E",
    "南": "S",
    "西": "W",
}
_STRAIN_WORDS = {
    "S": "S",
    "H": "H",
    "D": "D",
    "C": "C",
    "N": "NT",
    "NT": "NT",
    "NOTRUMP": "NT",
    "NOTRUMPS": "NT",
    "♠": "S",
    "♥": "H",
    "♦": "D",
    "♣": "C",
}


class CardError(AdjudicatorError, ValueError):
    """A card, seat, strain or hand typed in a way that names none (``ZZ``, ``Nonsense``)."""


def card_code(card: Card) -> str:
    """Two-letter code of a card, suit first: ``SA``, ``H7``, ``DT``."""
    return "SHDC"[card.suit] + card.rank.abbr


def parse_card(text: str) -> Card:
    """A card from ``SA``/``AS``/``s10``/``♠A`` style text; raises ``ValueError`` when unknown."""
    word = text.strip().upper().replace("10", "T")
    for symbol, letter in zip("♠♥♦♣", "SHDC", strict=True):
        word = word.replace(symbol, letter)
    if len(word) == 2 and word[1] in "SHDC" and word[0] in RANK_CHARS:
        word = word[1] + word[0]
    if len(word) != 2 or word[0] not in "SHDC" or word[1] not in RANK_CHARS:
        raise CardError(key="card_unknown", text=text)
    return Card(word)


def seat_of(text: str) -> Player:
    """A seat from ``N``/``E``/``S``/``W`` or its full name (``north``), any case.  A
    word that merely starts with a seat's letter (``Nonsense``) is not a seat."""
    word = _SEAT_WORDS.get(text.strip().upper()) if isinstance(text, str) else None
    if word is None:
        raise CardError(key="seat_unknown", text=str(text))
    return Player.find(word)


def strain_of(text: str) -> Denom:
    """A strain from ``S H D C NT`` (``N`` and ``notrump`` name no trump; suit symbols
    are read too)."""
    word = _STRAIN_WORDS.get(text.strip().upper()) if isinstance(text, str) else None
    if word is None:
        raise CardError(key="strain_unknown", text=str(text))
    return Denom.nt if word == "NT" else Denom.find(word)


_SEATS = (Player.north, Player.east, Player.south, Player.west)  # Player(i), without the enum call


def same_side(a: Player, b: Player) -> bool:
    """True when the two seats are partners (or the same seat)."""
    return (a - b) % 2 == 0


def seat_after(seat: Player, steps: int) -> Player:
    """The seat ``steps`` places to the left of ``seat`` (1: left-hand opponent, 2:
    partner, 3: right-hand opponent) — also the seat that plays the ``steps``-th card
    after ``seat`` leads."""
    return _SEATS[(seat + steps) % 4]


def opponents(seat: Player) -> tuple[Player, Player]:
    """The two seats of the other side, left-hand opponent first."""
    return seat_after(seat, 1), seat_after(seat, 3)


def trick_winner(leader: Player, cards: Iterable[Card], trump: Denom) -> Player:
    """The seat that wins a (possibly incomplete) trick so far: highest trump, else
    highest card of the suit led."""
    cards = list(cards)
    if not cards:
        raise ValueError("an empty trick has no winner")
    best = 0
    for index, card in enumerate(cards[1:], start=1):
        top = cards[best]
        if card.suit == top.suit:
            if card.rank > top.rank:
                best = index
        elif card.suit == trump:
            best = index  # a ruff (or an overruff: then the suits match above)
        # anything else is a discard, which never wins
    return seat_after(leader, best)


def hand_pbn(cards: Iterable[Card]) -> str:
    """One hand in PBN form, ``AK.QJ2..T9``, suits S H D C, ranks high to low."""
    by_suit: list[list[Card]] = [[], [], [], []]
    for card in cards:
        by_suit[card.suit].append(card)
    return ".".join(
        "".join(c.rank.abbr for c in sorted(suit, key=lambda c: -c.rank)) for suit in by_suit
    )


def hands_from_pbn(deal: str) -> tuple[frozenset[Card], ...]:
    """Parse a PBN deal string into four card sets indexed N E S W.

    As PBN 2.1 (section 3.4.11) defines it, the letter before the colon names the seat of
    the first hand and the other hands follow clockwise: ``S:`` gives South, West,
    North, East.  Raises :class:`CardError` naming what is wrong."""
    text = deal.strip()
    if len(text) < 2 or text[1] != ":" or text[0].upper() not in "NESW":
        raise CardError(key="deal_first_seat", text=deal)
    first = seat_of(text[0])
    parts = text[2:].split()
    if len(parts) != 4:
        raise CardError(key="deal_four_hands", text=deal, count=len(parts))
    hands: list[frozenset[Card]] = [frozenset()] * 4
    for offset, part in enumerate(parts):
        suits = part.split(".")
        if part == "-":
            suits = ["", "", "", ""]
        if len(suits) != 4:
            raise CardError(key="hand_four_suits", hand=part)
        cards = []
        for suit_letter, ranks in zip("SHDC", suits, strict=True):
            for rank in ranks.upper().replace("10", "T"):
                if rank not in RANK_CHARS:
                    raise CardError(key="hand_unknown_rank", hand=part, rank=rank)
                cards.append(Card(suit_letter + rank))
        if len(set(cards)) != len(cards):
            raise CardError(key="hand_card_twice", hand=part)
        hands[(first + offset) % 4] = frozenset(cards)
    return tuple(hands)
