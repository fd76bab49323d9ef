"""A contract: level, strain and doubling — the one spelling every part of adjudicator reads.

:meth:`Contract.parse` reads what a director or a file writes: ``"4SX"``, ``"4♠X"``,
``"3NT"``, ``"3N"``, ``"4s"``, ``"6 C XX"`` (letters in either case, suit symbols, spaces
between the parts).  A contract is written back with letters (``str(contract)``: ``4SX``,
the form of the JSON reports and the traveller) or, for people, with suit symbols
(:meth:`Contract.text`); :meth:`Contract.result_text` adds the outcome for a number of
tricks (``4♠-1``, ``3NT=``).

Texts that hold a contract among other words (a traveller result ``4SX-1 N``, a candidate
``4S N lead HK``) build their patterns from :data:`LEVEL_PATTERN`, :data:`STRAIN_PATTERN`
and :data:`DOUBLING_PATTERN` and hand the matched parts to :meth:`Contract.from_parts`, so
the spelling is defined here once.

The declarer is not part of a contract here: a candidate, a traveller result and a claim
each carry their own seat.  Scoring a contract is Law 77's business
(:mod:`adjudicator.scoring.law77`).
"""

from __future__ import annotations

import functools
import numbers
import re
from dataclasses import dataclass

from endplay.types import Denom

from adjudicator.errors import AdjudicatorError

__all__ = [
    "BOOK",
    "DOUBLINGS",
    "DOUBLING_PATTERN",
    "LEVEL_PATTERN",
    "STRAINS",
    "STRAIN_PATTERN",
    "Contract",
    "ContractError",
    "parse_strain",
]


class ContractError(AdjudicatorError, ValueError):
    """A contract that cannot be read or cannot exist (``8NT``, ``4Z``)."""


#: Strain codes, lowest first (the order of Law 77's trick values and of the auction).
STRAINS = ("C", "D", "H", "S", "NT")
#: Undoubled, doubled, redoubled.
DOUBLINGS = ("", "X", "XX")
#: The first six tricks of the declaring side, which count toward no contract.
BOOK = 6

#: Pattern pieces for upper-case text; the level is any number so that ``8S`` is refused
#: as an impossible level rather than as unreadable text -- in ASCII digits of sane length
#: (``\d`` would take "٣" and "３", and ``int()`` refuses 4,301 digits with a ValueError).
LEVEL_PATTERN = r"[0-9]{1,9}"
STRAIN_PATTERN = r"NT|N|S|H|D|C|♠|♥|♦|♣"
DOUBLING_PATTERN = r"XX|X"

_STRAIN_WORDS = {
    "C": "C", "♣": "C", "D": "D", "♦": "D", "H": "H", "♥": "H",
    "S": "S", "♠": "S", "N": "NT", "NT": "NT",
}  # fmt: skip
_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
_DENOMS = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades,
           "NT": Denom.nt}  # fmt: skip
_CODES = {denom: code for code, denom in _DENOMS.items()}
_CONTRACT_RE = re.compile(rf"^({LEVEL_PATTERN})\s*({STRAIN_PATTERN})\s*({DOUBLING_PATTERN})?$")


def _whole(value: object) -> int | None:
    """``value`` as an ``int`` when it is a whole number (a bool is not), else None."""
    if type(value) is int:  # the usual case, without the slower abstract-class check
        return value
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        return None
    return int(value)


def parse_strain(strain: str | Denom) -> str:
    """``"s"``, ``"♠"`` or ``Denom.spades`` → ``"S"``; ``"N"``, ``"nt"`` or ``Denom.nt``
    → ``"NT"``.  Anything else is a :class:`ContractError`."""
    if isinstance(strain, Denom):
        if strain not in _CODES:
            raise ContractError(f"{strain!r} is not a strain")
        return _CODES[strain]
    key = strain.strip().upper() if isinstance(strain, str) else None
    if key not in _STRAIN_WORDS:
        raise ContractError(key="strain_unknown", text=str(strain))
    return _STRAIN_WORDS[key]


@dataclass(frozen=True)
class Contract:
    """``level`` 1–7, ``strain`` one of :data:`STRAINS` (an endplay ``Denom`` or a
    spelling :func:`parse_strain` reads is accepted and stored as the code) and
    ``doubling`` ``""``, ``"X"`` or ``"XX"``."""

    level: int
    strain: str
    doubling: str = ""

    def __post_init__(self) -> None:
        level = _whole(self.level)
        if level is None:
            raise ContractError(f"a contract's level is a whole number 1 to 7, not {self.level!r}")
        if not 1 <= level <= 7:
            raise ContractError(f"impossible contract level {level}: the level must be 1 to 7")
        doubling = self.doubling.upper() if isinstance(self.doubling, str) else None
        if doubling not in DOUBLINGS:
            raise ContractError(f"doubling must be '', 'X' or 'XX', not {self.doubling!r}")
        object.__setattr__(self, "level", level)
        object.__setattr__(self, "strain", parse_strain(self.strain))
        object.__setattr__(self, "doubling", doubling)

    @classmethod
    def parse(cls, text: str) -> Contract:
        """``"4SX"``, ``"4♠x"``, ``"3NT"``, ``"3N"``, ``"4s"`` → a :class:`Contract`.

        Raises :class:`ContractError` saying what is wrong: no contract is above the seven
        level (Law 77's table stops there) or below the one level.
        """
        if not isinstance(text, str):
            raise ContractError(f"contract must be text like '4SX', not {text!r}")
        return _parse(text)

    @classmethod
    def from_parts(cls, level: str, strain: str, doubling: str | None, text: str) -> Contract:
        """A contract from the parts a pattern built of :data:`LEVEL_PATTERN`,
        :data:`STRAIN_PATTERN` and :data:`DOUBLING_PATTERN` matched in ``text`` (named in
        the error when the level is impossible)."""
        if not 1 <= int(level) <= 7:
            raise ContractError(key="contract_level", text=text)
        return cls(int(level), _STRAIN_WORDS[strain], doubling or "")

    @property
    def denom(self) -> Denom:
        """The strain as endplay's ``Denom`` (the trump suit, or ``Denom.nt``)."""
        return _DENOMS[self.strain]

    @property
    def tricks_needed(self) -> int:
        """The declaring side's tricks that make the contract: book and the level."""
        return BOOK + self.level

    def outcome(self, tricks: int) -> int:
        """Overtricks (positive) or undertricks (negative) for the declaring side's
        ``tricks``; 0 when it is made exactly."""
        whole = _whole(tricks)
        if whole is None or not 0 <= whole <= 13:
            raise ContractError(f"the declaring side's tricks are 0 to 13, not {tricks!r}")
        return whole - self.tricks_needed

    def text(self, symbols: bool = True, notrump: str = "NT") -> str:
        """``4♠X`` (``symbols=False``: ``4SX``); notrump is written ``notrump`` (a
        report in another language passes its own word)."""
        if self.strain == "NT":
            shown = notrump
        else:
            shown = _SYMBOLS[self.strain] if symbols else self.strain
        return f"{self.level}{shown}{self.doubling}"

    def result_text(self, tricks: int, symbols: bool = True, notrump: str = "NT") -> str:
        """The contract and its outcome for the declaring side's ``tricks``: ``4♠-1``,
        ``3NT=``, ``4♥X+1`` (``symbols=False``: ``4S-1``)."""
        over = self.outcome(tricks)
        return self.text(symbols, notrump) + ("=" if over == 0 else f"{over:+d}")

    def __str__(self) -> str:
        return self.text(symbols=False)


# A session scores the same few contracts thousands of times, and a Contract is immutable.
@functools.lru_cache(maxsize=1024)
def _parse(text: str) -> Contract:
    m = _CONTRACT_RE.match(text.strip().upper())
    if not m:
        raise ContractError(key="contract_unreadable", text=text)
    return Contract.from_parts(m[1], m[2], m[3], text)
