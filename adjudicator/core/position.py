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

from collections.abc import Collection, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import NamedTuple

from endplay.types import Card, Denom, Player

from adjudicator.core.cards import (
    SEATS,
    card_code,
    hand_pbn,
    hands_from_pbn,
    parse_card,
    same_side,
    seat_after,
    seat_of,
    strain_of,
    trick_winner,
)
from adjudicator.errors import AdjudicatorError


class PositionError(AdjudicatorError, ValueError):
    """A claim position that cannot occur at the table (wrong card counts, a card twice)."""


@contextmanager
def _fact(name: str) -> Iterator[None]:
    """Name the input at fault in an error raised while reading it."""
    try:
        yield
    except AdjudicatorError as error:
        error.fact = error.fact or name
        raise


def read_show_out(text: str) -> tuple[Player, Denom]:
    """A show-out typed as ``SEAT:SUIT`` (``W:H``): the seat has failed to follow the
    suit.  A player shows out of a suit, never of notrump."""
    seat_text, colon, suit_text = text.partition(":")
    if not colon or not suit_text.strip():
        raise PositionError(key="shown_out_format", text=text)
    seat, suit = seat_of(seat_text), strain_of(suit_text)
    if suit == Denom.nt:
        raise PositionError(key="shown_out_notrump", text=text)
    return seat, suit


@dataclass(frozen=True)
class PlayedTrick:
    """A trick as played: its leader and its cards in play order (four when complete)."""

    leader: Player
    cards: tuple[Card, ...]

    def seat_of_card(self, index: int) -> Player:
        return seat_after(self.leader, index)

    def winner(self, trump: Denom) -> Player:
        return trick_winner(self.leader, self.cards, trump)

    def __str__(self) -> str:
        return f"{self.leader.abbr}:" + " ".join(card_code(c) for c in self.cards)

    @classmethod
    def from_text(cls, text: str) -> PlayedTrick:
        """A completed trick typed as its leader and four cards: ``"S:HQ H7 H2 H3"``."""
        seat_text, colon, cards_text = text.partition(":")
        if not colon:
            raise PositionError(key="trick_format", text=text)
        cards = tuple(parse_card(word) for word in cards_text.split())
        if len(cards) != 4:
            raise PositionError(key="trick_four_cards", text=text, count=len(cards))
        return cls(seat_of(seat_text), cards)

    def failures_to_follow(self) -> list[tuple[Player, Denom]]:
        """(seat, suit led) for each player who did not follow suit to this trick."""
        if not self.cards:
            return []
        led = self.cards[0].suit
        return [
            (self.seat_of_card(index), led)
            for index, card in enumerate(self.cards[1:], start=1)
            if card.suit != led
        ]


class TrickOfLine(NamedTuple):
    """One trick of a line of play: its leader, its cards in play order, and the seat that
    won it (``None`` while it is unfinished)."""

    leader: Player
    cards: tuple[Card, ...]
    winner: Player | None

    def seat_of_card(self, index: int) -> Player:
        return seat_after(self.leader, index)

    def winning_card(self) -> Card:
        """The card that won the (complete) trick."""
        assert self.winner is not None
        return self.cards[(self.winner - self.leader) % 4]

    def won_by_side_of(self, seat: Player) -> bool:
        return self.winner is not None and same_side(self.winner, seat)


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

    @classmethod
    def from_text(
        cls,
        hands: str,
        trump: str,
        lead: str,
        trick: str = "",
        history: Iterable[str] = (),
        shown_out: Iterable[str] = (),
    ) -> ClaimPosition:
        """The position as a director types it: the remaining hands as a PBN deal
        (``"N:AK.Q.. 3.J2.. ..AQ2. ...AKQ"``: the first letter names the first hand's
        seat, the others follow clockwise), the trump (``S``…``NT``), the seat that led
        the trick in progress, its cards in play order (``"SA S3"``), earlier tricks
        (``"S:HQ H7 H2 H3"``, oldest first) and show-outs stated directly (``"W:H"``).

        Who has shown out of what is read from the earlier tricks and the trick in
        progress as well.  Raises an ``AdjudicatorError`` (a ``ValueError``) naming the
        input at fault in its ``fact`` (``hands``, ``trump``, ``lead``, ``trick``,
        ``history``, ``shown_out``); whether the facts agree with each other is the
        laws' check (:mod:`adjudicator.laws.claims.validation`)."""
        with _fact("lead"):
            leader = seat_of(lead)
        with _fact("trick"):
            cards = tuple(parse_card(word) for word in trick.split())
        with _fact("history"):
            played = tuple(PlayedTrick.from_text(text) for text in history)
        shown = {
            pair
            for past in (*played, PlayedTrick(leader, cards))
            for pair in past.failures_to_follow()
        }
        with _fact("shown_out"):
            shown |= {read_show_out(text) for text in shown_out}
        with _fact("hands"):
            deal = hands_from_pbn(hands)
        with _fact("trump"):
            strain = strain_of(trump)
        with _fact("hands"):
            return cls(
                hands=deal,  # type: ignore[arg-type]
                trump=strain,
                leader=leader,
                trick=cards,
                history=played,
                shown_out=frozenset(shown),
            )

    # ---- derived facts -------------------------------------------------------------
    @property
    def to_play(self) -> Player:
        """The seat whose turn it is."""
        return seat_after(self.leader, len(self.trick))

    @property
    def tricks_left(self) -> int:
        """Remaining tricks, counting the one in progress."""
        return len(self.hands[self.to_play])

    def hand(self, seat: Player) -> frozenset[Card]:
        return self.hands[seat]

    def side_cards(self, seat: Player) -> frozenset[Card]:
        """The cards still held by ``seat`` and its partner."""
        return self.hands[seat] | self.hands[seat_after(seat, 2)]

    def tricks_of(self, line: Iterable[Card]) -> list[TrickOfLine]:
        """Split a line of play from this position into tricks (see :class:`TrickOfLine`).

        The first trick includes the cards already played to the trick in progress; the
        winner of an unfinished last trick is ``None``."""
        tricks = []
        leader = self.leader
        current = list(self.trick)
        for card in line:
            current.append(card)
            if len(current) == 4:
                winner = trick_winner(leader, current, self.trump)
                tricks.append(TrickOfLine(leader, tuple(current), winner))
                leader, current = winner, []
        if current:
            tricks.append(TrickOfLine(leader, tuple(current), None))
        return tricks

    def pbn(self) -> str:
        """The remaining hands as a PBN deal string starting with North."""
        return "N:" + " ".join(hand_pbn(self.hands[seat]) for seat in SEATS)

    def validate(self) -> None:
        """Raise ``PositionError`` unless the cards can be in these hands at the table:
        each card once, a trick in progress of at most three cards, and each seat holding
        as many cards as its turn to play requires.  Whether the earlier tricks, the
        show-outs and the rest of a claim agree with the cards is the laws' check
        (:func:`adjudicator.laws.claims.validation.validate_claim`)."""
        if len(self.trick) > 3:
            raise PositionError(key="trick_too_long", count=len(self.trick), fact="trick")
        seen: dict[Card, Player] = {}
        for seat in SEATS:
            for card in self.hands[seat]:
                if card in seen:
                    raise PositionError(
                        key="card_in_two_hands",
                        card=card,
                        first=seen[card],
                        second=seat,
                        fact="hands",
                    )
                seen[card] = seat
        for card in self.trick:
            if card in seen:
                raise PositionError(
                    key="card_played_and_held", card=card, seat=seen[card], fact="trick"
                )
        if len(set(self.trick)) != len(self.trick):
            raise PositionError(key="trick_card_twice", fact="trick")
        size = _usual_size(self.hands, self.leader, len(self.trick), self.to_play)
        if size == 0 or size > 13:
            raise PositionError(key="to_play_holds", seat=self.to_play, count=size, fact="hands")
        for index in range(4):
            seat = seat_after(self.leader, index)
            expected = size - 1 if index < len(self.trick) else size
            if len(self.hands[seat]) != expected:
                raise PositionError(
                    key="hand_size",
                    seat=seat,
                    count=len(self.hands[seat]),
                    expected=expected,
                    fact="hands",
                )


def _usual_size(
    hands: Sequence[Collection[Card]], leader: Player, played: int, to_play: Player
) -> int:
    """The cards the hand to play should hold: what most hands say (a hand that already
    played to the trick counting one more), so that unequal hands blame the hand that
    differs (North's 12 against three 13s blames North, not East); the hand to play's own
    count when there is no majority."""
    counts = [
        len(hands[seat_after(leader, index)]) + (1 if index < played else 0) for index in range(4)
    ]
    usual = max(set(counts), key=counts.count)
    return usual if counts.count(usual) >= 3 else len(hands[to_play])
