"""The base of every error the project raises on purpose.

A caller — the command line, the web page, a batch worker, a script using the API — can
catch :class:`AdjudicatorError` to tell a problem with the input (a card that does not
exist, a contract that cannot be scored, a statement word nobody knows) from a bug.
Each subclass still derives from :class:`ValueError` where it did before, so code that
caught ``ValueError`` keeps working.

An error may also carry a message ``key`` and its ``params``: then whoever shows it to a
person can say it in the person's language from the message catalog
(:mod:`adjudicator.text.catalog`), while ``str(error)`` stays the English text.
"""

from __future__ import annotations

from typing import Any


class AdjudicatorError(Exception):
    """A problem with what was asked of adjudicator, explained in one line."""

    key: str | None = None
    params: dict[str, Any] = {}  # replaced by an instance's own, never mutated

    def __init__(self, *args: object, key: str | None = None,
                 params: dict[str, Any] | None = None) -> None:
        super().__init__(*args)
        if key is not None:
            self.key = key
            self.params = dict(params or {})


class UserError(AdjudicatorError):
    """A problem with what the user asked for on the command line; printed as one line,
    exit status 2."""
