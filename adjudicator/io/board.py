"""The facts of one board record, whatever the file format, and the values both
formats share: a full deal, the vulnerability of a board number, the contract an auction
ends in.  A bad value raises :class:`BoardProblem`, which the reader turns into that
board's :class:`~adjudicator.io.records.BoardError`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from endplay.types import Card, Denom, Player

from adjudicator.core.cards import SEATS, card_code, seat_after
from adjudicator.core.contract import Contract, ContractError
from adjudicator.errors import AdjudicatorError
from adjudicator.io.records import Hands, Players

STRAIN_CODES = {
    Denom.spades: "S",
    Denom.hearts: "H",
    Denom.diamonds: "D",
    Denom.clubs: "C",
    Denom.nt: "NT",
}


class BoardProblem(AdjudicatorError, ValueError):
    """Why one board record cannot be read or replayed (becomes a ``BoardError``)."""


class Said(str):
    """A problem a syntax reader notes as text (its list of a game's or a file's problems),
    with the catalog key and the facts it is said by in any language (issue 31)."""

    key: str
    params: dict[str, Any]

    def __new__(cls, text: str, key: str, **params: Any) -> Said:
        said = super().__new__(cls, text)
        said.key, said.params = key, params
        return said


def problem_of(text: str) -> BoardProblem:
    """The board problem a noted problem is (keyed when it was :class:`Said`)."""
    if isinstance(text, Said):
        return BoardProblem(str(text), key=text.key, **text.params)
    return BoardProblem(text)


@dataclass
class BoardFacts:
    """A board record with its values read, before the play is replayed."""

    board: int | None
    table: str | None
    index: int
    hands: Hands | None = None
    dealer: Player | None = None
    vul: str = "None"
    contract: Contract | None = None
    passed_out: bool = False
    declarer: Player | None = None
    play: list[Card] = field(default_factory=list)  # in play order
    #: PBN only: the play section's cells (a card, or None for '-'/'+') in seat columns
    #: from ``first``, to be put in play order once trumps are known
    cells: list[Card | None] | None = None
    first: Player | None = None
    ended: bool = False  # PBN: the play section ends with '*'
    result: int | None = None  # declaring side's total tricks per the record
    result_given: bool = False  # a result is written, read or not (no declarer to read it)
    continues: bool = False  # PBN '+': the play is to be continued, not claimed
    event: str = ""  # the event's name (PBN [Event], LIN vg|), as written
    vugraph: bool = False  # LIN: a board of a vugraph broadcast (vg| header, both rooms)
    players: Players = field(default_factory=Players)  # PBN [North] ..., LIN pn|
    date: str = ""  # PBN [Date], as written

    def contract_text(self) -> str:
        return "?" if self.contract is None else str(self.contract)


def check_deal(hands: Sequence[frozenset[Card]]) -> Hands:
    """The four hands when they make a full deal of 52 different cards, 13 each;
    raises ``BoardProblem`` naming the seat or the card at fault."""
    owner: dict[Card, Player] = {}
    for seat in SEATS:
        for card in hands[seat]:
            if card in owner:
                raise BoardProblem(
                    f"deal: {card_code(card)} is in both {owner[card].abbr} and {seat.abbr}",
                    key="reader_card_twice",
                    card=card_code(card),
                    first=owner[card].abbr,
                    second=seat.abbr,
                )
            owner[card] = seat
    wrong = [s for s in SEATS if len(hands[s]) != 13]
    if wrong:
        seat = max(wrong, key=lambda s: len(hands[s]))  # name the over-full hand first
        raise hand_size_problem(seat, len(hands[seat]))
    return tuple(hands)  # type: ignore[return-value]


def hand_size_problem(seat: Player, count: int) -> BoardProblem:
    """A hand of a full deal that does not hold 13 cards."""
    return BoardProblem(
        f"deal: {seat.abbr} holds {count} cards, not 13",
        key="reader_hand_size",
        seat=seat.abbr,
        count=count,
    )


def vul_from_board(board: int | None) -> str:
    """The standard vulnerability of a board number (the 16-board cycle)."""
    if board is None or board < 1:
        return "None"
    cycle = (
        "None",
        "NS",
        "EW",
        "All",
        "NS",
        "EW",
        "All",
        "None",
        "EW",
        "All",
        "None",
        "NS",
        "All",
        "None",
        "NS",
        "EW",
    )
    return cycle[(board - 1) % 16]


def contract_from_auction(
    dealer: Player, calls: Sequence[str]
) -> tuple[Contract | None, Player | None]:
    """The final contract and declarer of an auction given as LIN/PBN call words
    (``1S``, ``2N``, ``p``, ``d``, ``r``, ``Pass``, ``X``, ``XX``; alert marks ``!`` are
    ignored).  ``(None, None)`` when all pass.  Declarer is the first player of the
    side that won the auction to name the final strain."""
    last: tuple[Contract, Player] | None = None
    risk = ""
    first_namer: dict[tuple[int, str], Player] = {}
    for number, word in enumerate(calls):
        seat = seat_after(dealer, number)
        call = word.strip().rstrip("!").upper()
        if call in ("P", "PASS", "AP", ""):
            continue
        if call in ("D", "X", "DBL"):
            risk = "X"
            continue
        if call in ("R", "XX", "RDBL", "REDBL"):
            risk = "XX"
            continue
        bid = _bid(call, word)
        last, risk = (bid, seat), ""
        first_namer.setdefault((seat % 2, bid.strain), seat)
    if last is None:
        return None, None
    bid, seat = last
    return replace(bid, doubling=risk), first_namer[(seat % 2, bid.strain)]


def _bid(call: str, word: str) -> Contract:
    """A bid (``1S``, ``3N``, ``7NT``) as the contract it names."""
    try:
        bid = Contract.parse(call)
    except ContractError:
        bid = None
    if bid is None or bid.doubling or call[:1] not in "1234567":
        raise BoardProblem(
            f"auction: unknown call {word!r}", key="reader_unknown_call", call=repr(word)
        )
    return bid


#: A number in a file: ASCII digits (``str.isdigit`` also takes "²", "٣" and "３"), of a
#: length no board number or trick count needs more than.
_NUMBER = re.compile(r"\s*([0-9]{1,9})\s*")


def number_value(text: str) -> int | None:
    """The whole number ``text`` holds, or None when it holds anything else."""
    match = _NUMBER.fullmatch(text)
    return int(match.group(1)) if match else None


def tricks_value(text: str, what: str) -> int:
    """A number of tricks 0-13 written in a file; ``what`` names where, for the error."""
    value = number_value(text)
    if value is None or not 0 <= value <= 13:
        raise BoardProblem(f"{what}: not a number of tricks 0-13")
    return value
