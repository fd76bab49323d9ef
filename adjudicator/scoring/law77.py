"""Law 77 contract scores, traveller results, vulnerability, and the scoring errors.

:func:`contract_score` gives the declaring side's score for a contract, declarer,
vulnerability and the declaring side's tricks.  The arithmetic is endplay's
``Contract.score``; this module validates the input first (endplay accepts an "8NT" and
scores it) and ``tests/test_scoring_law77.py`` proves endplay right against an
independent implementation of the whole Law 77 table.

The seed law text (``../shared/laws``, 第77條) prints the *doubled* trick value of hearts
and spades as 40; that is a transcription slip — the WBF table it translates gives 60
(twice the undoubled 30, half the redoubled 120 the same table prints), and so do endplay
and this module.

Every error a caller can cause is a :class:`ScoringError`, a ``ValueError``.
"""

from __future__ import annotations

import numbers
import re
from dataclasses import dataclass
from typing import TypeVar

from endplay.types import Contract as EndplayContract
from endplay.types import Penalty, Player, Vul

from adjudicator.core import contract as core
from adjudicator.core.contract import (
    DOUBLING_PATTERN,
    LEVEL_PATTERN,
    STRAIN_PATTERN,
    STRAINS,
    Contract,
)
from adjudicator.errors import AdjudicatorError

__all__ = [
    "MAX_BOARD",
    "SEATS",
    "STRAINS",
    "VULNERABILITIES",
    "ContractError",
    "Result",
    "ScoringError",
    "TricksError",
    "VulnerabilityError",
    "WeightError",
    "contract_score",
    "declarer_vulnerable",
    "ns_score",
    "parse_contract",
    "parse_declarer",
    "parse_result",
    "parse_vul",
    "read_contract",
    "score_for_side",
    "side_of",
    "vul_for_board",
]

# ---------------------------------------------------------------------------------------
# Errors


class ScoringError(AdjudicatorError, ValueError):
    """Something a caller gave that cannot be scored; the message says what and why."""


class ContractError(ScoringError, core.ContractError):
    """A contract or result that cannot exist (``8S``, ``4Q``, ``4S+4``)."""


class TricksError(ScoringError):
    """A trick count outside 0..13."""


class VulnerabilityError(ScoringError):
    """A vulnerability other than None, NS, EW or All."""


class WeightError(ScoringError):
    """Law 12C3 weights that are not positive or do not add to 100%."""


# ---------------------------------------------------------------------------------------
# Contracts, declarers, vulnerability

SEATS = ("N", "E", "S", "W")
VULNERABILITIES = ("None", "NS", "EW", "All")

_PENALTY = {"": Penalty.passed, "X": Penalty.doubled, "XX": Penalty.redoubled}
_PLAYER = {"N": Player.north, "E": Player.east, "S": Player.south, "W": Player.west}
_VUL = {"None": Vul.none, "NS": Vul.ns, "EW": Vul.ew, "All": Vul.both}
_VUL_ALIASES = {
    "NONE": "None", "LOVE": "None", "-": "None", "NEITHER": "None",
    "NS": "NS", "N-S": "NS", "N/S": "NS",
    "EW": "EW", "E-W": "EW", "E/W": "EW",
    "ALL": "All", "BOTH": "All",
}  # fmt: skip
_SEAT_ALIASES = {"N": "N", "NORTH": "N", "E": "E", "EAST": "E", "S": "S", "SOUTH": "S",
                 "W": "W", "WEST": "W"}  # fmt: skip

_RESULT_RE = re.compile(
    rf"^(?P<level>{LEVEL_PATTERN})\s*(?P<strain>{STRAIN_PATTERN})"
    rf"\s*(?P<decl1>[NESW])?\s*(?P<pen>{DOUBLING_PATTERN})?"
    r"\s*(?P<res>=|[+-]\s*[0-9]{1,2}|[0-9]{1,2})?\s*(?P<decl2>[NESW])?$"
)
_PASSOUT = {"PASS", "PASSED", "PASSED OUT", "PASSOUT", "AP", "ALL PASS", "P"}


def read_contract(contract: Contract | str) -> Contract:
    """A :class:`~adjudicator.core.contract.Contract`, read from text when it is text;
    a contract that cannot exist is a :class:`ContractError` (a :class:`ScoringError`)."""
    if isinstance(contract, Contract):
        return contract
    try:
        return Contract.parse(contract)
    except core.ContractError as exc:
        raise ContractError(str(exc), key=exc.key, **exc.params) from None


def parse_contract(text: str) -> tuple[int, str, str]:
    """``"4SX"`` → ``(4, "S", "X")``: level 1–7, strain C D H S NT, penalty "", X or XX.

    Raises :class:`ContractError` for anything else, saying what is wrong (Law 77 knows no
    contract above the seven level).
    """
    contract = read_contract(text)
    return contract.level, contract.strain, contract.doubling


def parse_declarer(seat: str) -> str:
    """``"south"`` / ``"S"`` → ``"S"``; anything else is a :class:`ContractError`."""
    key = str(seat).strip().upper()
    if key not in _SEAT_ALIASES:
        raise ContractError(key="declarer_unknown", text=str(seat))
    return _SEAT_ALIASES[key]


def side_of(seat: str) -> str:
    """The side a seat sits in: ``"NS"`` for North or South, ``"EW"`` for East or West."""
    return "NS" if parse_declarer(seat) in "NS" else "EW"


_Points = TypeVar("_Points", int, float)


def score_for_side(ns_score: _Points, side: str) -> _Points:
    """North-South's score as ``side`` sees it: East-West's score is its negative.

    The same sign turns a side's own score into North-South's (``score_for_side(
    declarer_score, side_of(declarer))``).
    """
    return ns_score if side == "NS" else -ns_score


def parse_vul(vul: str | None) -> str:
    """Normalise a vulnerability to ``"None"``, ``"NS"``, ``"EW"`` or ``"All"``.

    Python ``None``, ``"None"``, ``"Love"`` and ``"-"`` mean nobody is vulnerable;
    ``"Both"`` means ``"All"``.  Anything else is a :class:`VulnerabilityError`.
    """
    if vul is None:
        return "None"
    key = str(vul).strip().upper()
    if key not in _VUL_ALIASES:
        raise VulnerabilityError(key="vul_unknown", text=str(vul))
    return _VUL_ALIASES[key]


#: The highest board number a claim or an option may give (no event has more boards).
MAX_BOARD = 99_999


def vul_for_board(board: int) -> str:
    """The vulnerability printed on duplicate board ``board`` (Law 2: the 16-board
    cycle)."""
    if board < 1:
        raise ScoringError(key="board_number", board=board)
    cycle = ("None", "NS", "EW", "All", "NS", "EW", "All", "None",
             "EW", "All", "None", "NS", "All", "None", "NS", "EW")  # fmt: skip
    return cycle[(board - 1) % 16]


def declarer_vulnerable(vul: str | None, declarer: str) -> bool:
    """Whether ``declarer``'s side is vulnerable under ``vul``."""
    vul, declarer = parse_vul(vul), parse_declarer(declarer)
    if vul in ("None", "All"):
        return vul == "All"
    return declarer in vul


def _checked_tricks(tricks: object) -> int:
    if isinstance(tricks, bool) or not isinstance(tricks, numbers.Integral):
        raise TricksError(key="tricks_not_whole", text=repr(tricks))
    count = int(tricks)
    if not 0 <= count <= 13:
        raise TricksError(key="tricks_range", tricks=tricks)
    return count


def contract_score(contract: Contract | str, declarer: str, vul: str | None,
                   tricks: int) -> int:  # fmt: skip
    """Law 77: the declaring side's score (positive when made).

    ``contract_score("4SX", "S", "NS", 8) == -500`` (vulnerable, doubled, two down).
    ``contract`` is a :class:`~adjudicator.core.contract.Contract` or its text, level +
    strain + optional X/XX ("4S", "4SX", "3NTXX", "7NT"), ``declarer`` N/E/S/W, ``vul``
    None/"None"/"NS"/"EW"/"All", ``tricks`` the declaring side's total (0..13).
    """
    bid = read_contract(contract)
    declarer = parse_declarer(declarer)
    vul = parse_vul(vul)
    tricks = _checked_tricks(tricks)
    deal = EndplayContract(level=bid.level, denom=bid.denom, declarer=_PLAYER[declarer],
                           penalty=_PENALTY[bid.doubling], result=bid.outcome(tricks))  # fmt: skip
    return int(deal.score(_VUL[vul]))


def ns_score(contract: Contract | str, declarer: str, vul: str | None, tricks: int) -> int:
    """The Law 77 score from North-South's side of the traveller."""
    score = contract_score(contract, declarer, vul, tricks)
    return score_for_side(score, side_of(declarer))


# ---------------------------------------------------------------------------------------
# Results as written on a traveller: "4SX-1 N", "3NT= S", "4S+1N", "PASS"


@dataclass(frozen=True)
class Result:
    """A played (or assigned) result: a contract, its declarer and tricks taken.

    ``level == 0`` is a passed-out board (score 0).
    """

    level: int
    strain: str = ""
    penalty: str = ""
    declarer: str = ""
    tricks: int = 0

    @property
    def contract(self) -> str:
        return f"{self.level}{self.strain}{self.penalty}" if self.level else "PASS"

    def score(self, vul: str | None) -> int:
        """The declaring side's score (Law 77)."""
        if not self.level:
            return 0
        return contract_score(self.contract, self.declarer, vul, self.tricks)

    def ns_score(self, vul: str | None) -> int:
        """North-South's score (Law 77)."""
        if not self.level:
            return 0
        return ns_score(self.contract, self.declarer, vul, self.tricks)

    def __str__(self) -> str:
        if not self.level:
            return "PASS"
        bid = Contract.parse(self.contract)
        return f"{bid.result_text(self.tricks, symbols=False)} {self.declarer}"


def parse_result(text: str, declarer: str | None = None) -> Result:
    """Read a traveller result: ``"4SX-1 N"``, ``"3NT= S"``, ``"4S+1N"``, ``"4HN10"``.

    The outcome is ``=``, ``+k``, ``-k`` or the declaring side's trick count; the declarer
    may follow the strain or the outcome, or be passed as ``declarer``.  ``"PASS"`` is a
    passed-out board.  Raises :class:`ContractError` or :class:`TricksError`.
    """
    cleaned = " ".join(str(text).strip().upper().split())
    if cleaned in _PASSOUT:
        return Result(0)
    m = _RESULT_RE.match(cleaned)
    if not m:
        raise ContractError(key="result_unreadable", text=str(text))
    try:
        bid = Contract.from_parts(m["level"], m["strain"], m["pen"], text)
    except core.ContractError as exc:
        raise ContractError(str(exc), key=exc.key, **exc.params) from None
    seat = m["decl1"] or m["decl2"] or declarer
    if seat is None:
        raise ContractError(key="result_no_declarer", text=str(text))
    if m["res"] is None:
        raise ContractError(key="result_no_outcome", text=str(text))
    tricks = _tricks_from_outcome(m["res"].replace(" ", ""), bid, text)
    return Result(bid.level, bid.strain, bid.doubling, parse_declarer(seat), tricks)


def _tricks_from_outcome(outcome: str, bid: Contract, text: str) -> int:
    if outcome == "=":
        tricks = bid.tricks_needed
    elif outcome[0] in "+-":
        tricks = bid.tricks_needed + int(outcome)
    else:
        tricks = int(outcome)
    if not 0 <= tricks <= 13:
        raise TricksError(key="result_impossible", text=str(text), tricks=tricks)
    return tricks
