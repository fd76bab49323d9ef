"""Numbers on the command line: whole numbers in a range, finite positive amounts.

``int()`` reads "٣" and "３" as 3 and ``float()`` reads ``nan`` and ``inf``; neither is a
board number or a search budget.  These argument types take ASCII digits only, of a
sane length, and refuse what is out of range with a one-line :class:`UserError` (in the
command's language: ``main`` catches it like any other error of the user's).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable

from adjudicator.errors import UserError
from adjudicator.scoring.law77 import MAX_BOARD

_WHOLE = re.compile(r"\s*([+-]?[0-9]{1,12})\s*")
_AMOUNT = re.compile(
    r"\s*([+-]?(?:[0-9]{1,15}(?:\.[0-9]{0,9})?|\.[0-9]{1,9})"
    r"(?:[eE][+-]?[0-9]{1,3})?)\s*"
)

#: The longest search budget an option accepts: a day per claim.
MAX_BUDGET_MS = 86_400_000.0
#: The most worker processes an option accepts.
MAX_JOBS = 1024
__all__ = ["MAX_BOARD", "MAX_BUDGET_MS", "MAX_JOBS", "budget_ms", "milliseconds", "whole"]


def whole(option: str, low: int, high: int) -> Callable[[str], int]:
    """An argument type: a whole number from ``low`` to ``high``."""

    def read(text: str) -> int:
        match = _WHOLE.fullmatch(text)
        value = int(match.group(1)) if match else None
        if value is None or not low <= value <= high:
            raise UserError(key="option_range", option=option, text=text, low=low, high=high)
        return value

    return read


def milliseconds(option: str, high: float) -> Callable[[str], float]:
    """An argument type: a finite number of milliseconds above 0 and at most ``high``."""

    def read(text: str) -> float:
        match = _AMOUNT.fullmatch(text)
        value = float(match.group(1)) if match else math.nan
        if not (math.isfinite(value) and 0 < value <= high):
            raise UserError(key="option_ms", option=option, text=text, high=f"{high:g}")
        return value

    return read


def budget_ms(option: str = "--budget-ms") -> Callable[[str], float]:
    """A search budget in milliseconds."""
    return milliseconds(option, MAX_BUDGET_MS)
