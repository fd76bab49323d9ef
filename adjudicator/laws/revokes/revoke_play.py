"""The play of a board as the revoke laws (61-64) read it.

    第61條A款 — Failure to follow suit in accordance with Law 44 ... constitutes a revoke.

A revoke ruling needs the whole play, not a claim position: who played what to each
trick, who won it, which cards each player held when he failed to follow, and how the
play ended (every trick played, a claim, or a record that simply stops).
:class:`RevokePlay` holds that, from an event record (:func:`from_record`) or from a
position a director types with its history of tricks.
"""

from __future__ import annotations

from dataclasses import dataclass

from endplay.types import Card, Denom, Player

from adjudicator.core.cards import card_code, same_side, seat_after
from adjudicator.core.contract import Contract
from adjudicator.core.position import PlayedTrick, PositionError
from adjudicator.io.records import CLAIMED, PLAYED, STOPS, Hands, RevokeEvent, RevokeRecord
from adjudicator.laws.claims.claim import BoardContext
from adjudicator.laws.rulesets import PlayerClass, RuleSet

__all__ = ["CLAIMED", "PLAYED", "STOPS", "RevokePlay", "from_cards", "from_record"]

#: When the revoke came to light (Law 64B4, 64B5): during or at the end of the play, only
#: after a member of the non-offending side called on the next board, or after the round.
IN_TIME, NEXT_BOARD, ROUND_OVER = "play", "next-board", "round-end"


@dataclass(frozen=True)
class RevokePlay:
    """A board's play for the revoke laws.

    ``hands``: each seat's cards when the recorded play starts (13 each for an event
    record); ``tricks``: the completed tricks from there, oldest first; ``trick``: the
    unfinished one's cards (led by the last trick's winner, or ``first``); ``earlier``:
    tricks each side (declaring, defending) won before the recorded play (a typed position
    may start later); ``ends``: how the play ends (``played``, ``claim``, ``stops``) and
    ``result``: the declaring side's total then, when known.  ``discovered``: when the
    revoke came to light (64B4/5); ``faced``: cards the director says were faced on the
    table (penalty cards: failing to play one is 64B3, like a card of dummy's)."""

    hands: Hands
    trump: Denom
    declarer: Player
    first: Player
    tricks: tuple[PlayedTrick, ...]
    trick: tuple[Card, ...] = ()
    earlier: tuple[int, int] = (0, 0)
    ends: str = PLAYED
    result: int | None = None
    context: BoardContext | None = None
    ruleset: RuleSet = RuleSet.SEED1997
    player_class: PlayerClass = PlayerClass.CLUB
    discovered: str = IN_TIME
    faced: frozenset[Card] = frozenset()
    note: str = ""

    # ---- the tricks ----------------------------------------------------------------
    @property
    def before(self) -> int:
        """Tricks played before the recorded play."""
        return sum(self.earlier)

    def number(self, index: int) -> int:
        """The trick number (1-13) of ``tricks[index]``."""
        return self.before + index + 1

    def index(self, number: int) -> int:
        return number - self.before - 1

    def winner(self, number: int) -> Player:
        return self.tricks[self.index(number)].winner(self.trump)

    @property
    def leader(self) -> Player:
        """The leader of the unfinished trick (or of the next one)."""
        return self.tricks[-1].winner(self.trump) if self.tricks else self.first

    @property
    def last_played(self) -> int:
        """The number of the last completed trick."""
        return self.before + len(self.tricks)

    @property
    def dummy(self) -> Player:
        return seat_after(self.declarer, 2)

    def trick_cards(self, number: int) -> tuple[Player, tuple[Card, ...]] | None:
        """The leader and cards of trick ``number``, complete or unfinished; None when the
        record does not reach it."""
        index = self.index(number)
        if 0 <= index < len(self.tricks):
            return self.tricks[index].leader, self.tricks[index].cards
        if index == len(self.tricks) and self.trick:
            return self.leader, self.trick
        return None

    def held_before(self, seat: Player, number: int) -> frozenset[Card]:
        """The cards ``seat`` held as trick ``number`` began."""
        played = {
            card
            for trick in self.tricks[: self.index(number)]
            for offset, card in enumerate(trick.cards)
            if seat_after(trick.leader, offset) == seat
        }
        return self.hands[seat] - played

    # ---- the revokes ---------------------------------------------------------------
    def revokes(self) -> tuple[RevokeEvent, ...]:
        """Every failure to follow suit by a player holding the suit led (Law 61A)."""
        found = []
        for number in range(self.before + 1, self.last_played + 2):
            played = self.trick_cards(number)
            if played is None:
                break
            leader, cards = played
            led = cards[0].suit
            for offset, card in enumerate(cards[1:], start=1):
                seat = seat_after(leader, offset)
                held = sorted(
                    (c for c in self.held_before(seat, number) if c.suit == led),
                    key=lambda c: -c.rank,
                )
                if card.suit != led and held:
                    found.append(RevokeEvent(number, seat, card, led, tuple(held)))
        return tuple(found)

    # ---- the tricks each side takes ------------------------------------------------
    def remaining_after_play(self) -> int:
        """Tricks not completed in the recorded play (a claim disposes of them)."""
        return 13 - self.last_played

    def claim_share(self, side_of: Player) -> int | None:
        """Of the tricks after the recorded play, those the claim gives ``side_of``'s side
        (None when the play stops without one, or its total is unknown)."""
        if self.ends == PLAYED:
            return 0
        if self.ends != CLAIMED or self.result is None:
            return None
        declaring = (
            self.result
            - self.earlier[0]
            - sum(
                1
                for index in range(len(self.tricks))
                if same_side(self.winner(self.number(index)), self.declarer)
            )
        )
        return (
            declaring
            if same_side(side_of, self.declarer)
            else self.remaining_after_play() - declaring
        )

    def side_tricks_from(self, side_of: Player, number: int) -> tuple[int, int | None]:
        """Tricks ``side_of``'s side won from trick ``number`` on: those played, and those
        the claim gives it (None when not known)."""
        played = sum(
            1 for n in range(number, self.last_played + 1) if same_side(self.winner(n), side_of)
        )
        return played, self.claim_share(side_of)

    def side_total(self, side_of: Player) -> int | None:
        """``side_of``'s side's tricks at the end of play, when the record says."""
        earlier = self.earlier[0] if same_side(side_of, self.declarer) else self.earlier[1]
        played, claimed = self.side_tricks_from(side_of, self.before + 1)
        return None if claimed is None else earlier + played + claimed


def from_record(record: RevokeRecord, **options) -> RevokePlay:
    """The play of an event record with a revoke (options: ``ruleset``,
    ``player_class``, ``discovered``, ``faced``)."""
    context = (
        BoardContext(
            contract=Contract.parse(record.contract),
            declarer=record.declarer,
            vul=None if record.vul == "None" else record.vul,
            declarer_tricks=0,
            defender_tricks=0,
        )
        if record.contract not in ("?", "")
        else None
    )
    return RevokePlay(
        hands=record.hands,
        trump=record.trump,
        declarer=record.declarer,
        first=seat_after(record.declarer, 1),
        tricks=record.tricks,
        trick=record.trick,
        ends=record.ends,
        result=record.result,
        context=context,
        note=record.note,
        **options,
    )


def from_cards(
    hands: Hands, trump: Denom, declarer: Player, first: Player, cards: tuple[Card, ...], **options
) -> RevokePlay:
    """The play of ``cards`` (in play order, from ``first``'s lead) from ``hands``: the
    tricks they complete and the unfinished one.  ``options``: the other fields
    (``earlier``, ``ends``, ``result``, ``context``, ``ruleset`` ...).  Raises
    ``PositionError`` for a card its player does not hold."""
    held = [set(hand) for hand in hands]
    tricks: list[PlayedTrick] = []
    leader = first
    trick: list[Card] = []
    for card in cards:
        seat = seat_after(leader, len(trick))
        if card not in held[seat]:
            raise PositionError(f"{seat.abbr} does not hold {card_code(card)}")
        held[seat].discard(card)
        trick.append(card)
        if len(trick) == 4:
            tricks.append(PlayedTrick(leader, tuple(trick)))
            leader, trick = tricks[-1].winner(trump), []
    return RevokePlay(
        hands=hands,
        trump=trump,
        declarer=declarer,
        first=first,
        tricks=tuple(tricks),
        trick=tuple(trick),
        **options,
    )
