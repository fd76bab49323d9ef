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

SEATS: tuple[Player, ...] = (Player.north, Player.east, Player.south, Player.west)
SUITS: tuple[Denom, ...] = (Denom.spades, Denom.hearts, Denom.diamonds, Denom.clubs)
RANK_CHARS = "23456789TJQKA"


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
        raise ValueError(
            f"unknown card {text!r} (expected a suit S/H/D/C and a rank 2-9/T/J/Q/K/A)"
        )
    return Card(word)


def seat_of(text: str) -> Player:
    """A seat from ``N``/``E``/``S``/``W`` (or the full name)."""
    word = text.strip().upper()[:1]
    if word not in "NESW" or not word:
        raise ValueError(f"unknown seat {text!r} (expected N, E, S or W)")
    return Player.find(word)


def strain_of(text: str) -> Denom:
    """A strain from ``S H D C NT`` (``N`` is accepted for no trump)."""
    word = text.strip().upper()
    if word in ("N", "NT", "NOTRUMP", "NOTRUMPS"):
        return Denom.nt
    if word not in ("S", "H", "D", "C"):
        raise ValueError(f"unknown strain {text!r} (expected S, H, D, C or NT)")
    return Denom.find(word)


def same_side(a: Player, b: Player) -> bool:
    """True when the two seats are partners (or the same seat)."""
    return (a - b) % 2 == 0


def seat_after(seat: Player, steps: int) -> Player:
    """The seat ``steps`` places to the left of ``seat`` (1: left-hand opponent, 2:
    partner, 3: right-hand opponent) — also the seat that plays the ``steps``-th card
    after ``seat`` leads."""
    return Player((seat + steps) % 4)


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
    """Parse a PBN deal string (``N:AK.Q.. ...``, any first seat) into four card sets
    indexed N E S W.  Raises ``ValueError`` naming what is wrong."""
    text = deal.strip()
    if len(text) < 2 or text[1] != ":":
        raise ValueError(f"deal {deal!r} must start with the first seat and a colon, like 'N:'")
    first = seat_of(text[0])
    parts = text[2:].split()
    if len(parts) != 4:
        raise ValueError(f"deal {deal!r} must give four hands, got {len(parts)}")
    hands: list[frozenset[Card]] = [frozenset()] * 4
    for offset, part in enumerate(parts):
        suits = part.split(".")
        if part == "-":
            suits = ["", "", "", ""]
        if len(suits) != 4:
            raise ValueError(f"hand {part!r} must have four suits separated by dots")
        cards = []
        for suit_letter, ranks in zip("SHDC", suits, strict=True):
            for rank in ranks.upper().replace("10", "T"):
                if rank not in RANK_CHARS:
                    raise ValueError(f"hand {part!r}: unknown rank {rank!r}")
                cards.append(Card(suit_letter + rank))
        if len(set(cards)) != len(cards):
            raise ValueError(f"hand {part!r} holds a card twice")
        hands[(first + offset) % 4] = frozenset(cards)
    return tuple(hands)
