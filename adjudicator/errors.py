"""The base of every error the project raises on purpose.

A caller — the command line, the web page, a batch worker, a script using the API — can
catch :class:`AdjudicatorError` to tell a problem with the input (a card that does not
exist, a contract that cannot be scored, a statement word nobody knows) from a bug.
Each subclass still derives from :class:`ValueError` where it did before, so code that
caught ``ValueError`` keeps working.

An error may also carry a message ``key`` and the facts it names (``params``): whoever
shows it to a person can then say it in the person's language from the message catalog
(:mod:`adjudicator.text.catalog`), while ``str(error)`` is the English.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any


class AdjudicatorError(Exception):
    """A problem with what was asked of adjudicator, explained in one line."""

    key: str = ""
    params: Mapping[str, Any] = MappingProxyType({})

    def __init__(self, message: str = "", *, key: str = "", **params: Any) -> None:
        super().__init__(message)
        if key:
            self.key = key
            self.params = dict(params)


class UserError(AdjudicatorError):
    """A problem with what the user asked for on the command line; printed as one line,
    exit status 2."""
