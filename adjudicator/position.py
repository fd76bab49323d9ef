"""The claim position: what is left to play when a player claims.

A claim is made at some point of the play: some tricks are complete, a trick may be in
progress, and each player holds the cards he has not yet played.  Everything the laws
ask of a claim ruling is decided from this position, what was played before it (which
tells who has shown out of which suit, Law 70E) and what the claimer said (Law 70D).

Seats, suits and cards are endplay's types (``Player``, ``Denom``, ``Card``) so that the
rest of the bridge world's tooling reads them directly.  The position itself is our own
immutable value: endplay's ``Deal`` is a mutable C structure whose equality compares only
its first bytes (endplay-notes.md, item 5), which makes it unfit as a dictionary key or
as a record that must not change once read.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from endplay.types import Card, Denom, Player

from adjudicator.errors import AdjudicatorError

SEATS: tuple[Player, ...] = (Player.north, Player.east, Player.south, Player.west)
SUITS: tuple[Denom, ...] = (Denom.spades, Denom.hearts, Denom.diamonds, Denom.clubs)
RANK_CHARS = "23456789TJQKA"


class PositionError(AdjudicatorError, ValueError):
    """A claim position that cannot occur at the table (wrong card counts, a card twice)."""


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
    return Player((leader + best) % 4)


@dataclass(frozen=True)
class PlayedTrick:
    """A trick as played: its leader and its cards in play order (four when complete)."""

    leader: Player
    cards: tuple[Card, ...]

    def seat_of_card(self, index: int) -> Player:
        return Player((self.leader + index) % 4)

    def winner(self, trump: Denom) -> Player:
        return trick_winner(self.leader, self.cards, trump)

    def __str__(self) -> str:
        return f"{self.leader.abbr}:" + " ".join(card_code(c) for c in self.cards)


@dataclass(frozen=True)
class ClaimPosition:
    """The cards still to be played when the claim was made, and who holds them.

    ``hands`` holds each seat's remaining cards (indexed by ``Player`` value, N E S W),
    *not* counting cards already played to the trick in progress, which are in ``trick``
    (in play order, starting with ``leader``).  ``history`` holds the completed tricks,
    oldest first; with ``shown_out`` (seat → suits it has failed to follow, from history or
    stated by the director) it is the claimer's knowledge of the layout.
    """

    hands: tuple[frozenset[Card], frozenset[Card], frozenset[Card], frozenset[Card]]
    trump: Denom
    leader: Player
    trick: tuple[Card, ...] = ()
    history: tuple[PlayedTrick, ...] = ()
    shown_out: frozenset[tuple[Player, Denom]] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        self.validate()

    # ---- derived facts -------------------------------------------------------------
    @property
    def to_play(self) -> Player:
        """The seat whose turn it is."""
        return Player((self.leader + len(self.trick)) % 4)

    @property
    def tricks_left(self) -> int:
        """Remaining tricks, counting the one in progress."""
        return len(self.hands[self.to_play])

    def hand(self, seat: Player) -> frozenset[Card]:
        return self.hands[seat]

    def pbn(self) -> str:
        """The remaining hands as a PBN deal string starting with North."""
        return "N:" + " ".join(hand_pbn(self.hands[seat]) for seat in SEATS)

    def validate(self) -> None:
        """Raise ``PositionError`` unless the position can occur at the table."""
        if len(self.trick) > 3:
            raise PositionError(f"a trick in progress holds at most 3 cards, got {len(self.trick)}")
        seen: dict[Card, Player] = {}
        for seat in SEATS:
            for card in self.hands[seat]:
                if card in seen:
                    raise PositionError(
                        f"{card_code(card)} is in both {seen[card].abbr} and {seat.abbr}"
                    )
                seen[card] = seat
        for card in self.trick:
            if card in seen:
                raise PositionError(f"{card_code(card)} is both played to the trick and held")
        size = len(self.hands[self.to_play])
        if size == 0 or size > 13:
            raise PositionError(f"{self.to_play.abbr}, to play, holds {size} cards")
        for index in range(4):
            seat = Player((self.leader + index) % 4)
            expected = size - 1 if index < len(self.trick) else size
            if len(self.hands[seat]) != expected:
                raise PositionError(
                    f"{seat.abbr} holds {len(self.hands[seat])} cards, expected {expected}"
                )


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
