"""What a director tells the simulation about the hidden hands, beyond the play.

The play itself says which cards each hidden player has played and which suits he has
shown out of; the auction (as the director reads it) may add a player's high-card points
("West opened 1NT, 15-17") or suit lengths ("East showed five spades").  Both are limits
on the player's *whole* 13-card hand, the cards he still holds and those he has played.

Written as directors type them: ``W:15-17`` (high-card points) and ``E:S:5-13``,
``E:S:5+``, ``N:H:0-1`` (the length of one suit).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from endplay.types import Denom, Player

from adjudicator.core.cards import seat_of
from adjudicator.errors import AdjudicatorError

#: High-card points of an ace, king, queen and jack (Milton Work's count).
HCP_OF_RANK = {14: 4, 13: 3, 12: 2, 11: 1}


class SimulationError(AdjudicatorError, ValueError):
    """A simulation that cannot be run as asked; the message says what is wrong."""


@dataclass(frozen=True)
class HandLimits:
    """Limits on one player's whole hand: ``hcp`` (low, high) and, per suit, the
    (low, high) number of cards.  Unlimited by default."""

    seat: Player
    hcp: tuple[int, int] = (0, 37)
    lengths: dict[Denom, tuple[int, int]] = field(default_factory=dict)

    def __hash__(self) -> int:
        return hash((self.seat, self.hcp, tuple(sorted(self.lengths.items()))))


_RANGE = re.compile(r"^(\d+)(?:\s*-\s*(\d+)|(\+))?$")


def _range(text: str, top: int, what: str) -> tuple[int, int]:
    match = _RANGE.match(text.strip())
    if not match:
        raise SimulationError(f"{what}: {text!r} is not a range like 15-17, 5+ or 4")
    low = int(match[1])
    high = top if match[3] else int(match[2]) if match[2] else low
    if not 0 <= low <= high <= top:
        raise SimulationError(f"{what}: {text!r} must be a range within 0-{top}")
    return low, high


def parse_hcp(text: str) -> HandLimits:
    """``W:15-17`` → West holds 15 to 17 high-card points."""
    seat_text, colon, rest = text.partition(":")
    if not colon:
        raise SimulationError(f"--hcp {text!r}: expected SEAT:LOW-HIGH, like W:15-17")
    try:
        seat = seat_of(seat_text)
    except ValueError as exc:
        raise SimulationError(f"--hcp {text!r}: {exc}") from None
    return HandLimits(seat, hcp=_range(rest, 37, f"--hcp {text!r}"))


def parse_length(text: str) -> HandLimits:
    """``E:S:5+`` → East holds five or more spades."""
    parts = text.split(":")
    if len(parts) != 3:
        raise SimulationError(f"--length {text!r}: expected SEAT:SUIT:LOW-HIGH, like E:S:5+")
    try:
        seat = seat_of(parts[0])
    except ValueError as exc:
        raise SimulationError(f"--length {text!r}: {exc}") from None
    suit_text = parts[1].strip().upper()
    if suit_text not in ("S", "H", "D", "C"):
        raise SimulationError(f"--length {text!r}: unknown suit {parts[1]!r} (S, H, D or C)")
    suit = Denom.find(suit_text)
    return HandLimits(seat, lengths={suit: _range(parts[2], 13, f"--length {text!r}")})


def merge(limits: list[HandLimits]) -> dict[Player, HandLimits]:
    """One set of limits per seat: ranges given twice for a seat must both hold."""
    out: dict[Player, HandLimits] = {}
    for item in limits:
        old = out.get(item.seat)
        if old is None:
            out[item.seat] = item
            continue
        hcp = (max(old.hcp[0], item.hcp[0]), min(old.hcp[1], item.hcp[1]))
        lengths = dict(old.lengths)
        for suit, (low, high) in item.lengths.items():
            was = lengths.get(suit, (0, 13))
            lengths[suit] = (max(was[0], low), min(was[1], high))
        out[item.seat] = HandLimits(item.seat, hcp, lengths)
    for seat, item in out.items():
        empty = [suit for suit, (low, high) in item.lengths.items() if low > high]
        if item.hcp[0] > item.hcp[1] or empty:
            raise SimulationError(f"the limits given for {seat.abbr} contradict each other")
    return out
