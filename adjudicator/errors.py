"""The base of every error the project raises on purpose.

A caller — the command line, the web page, a batch worker, a script using the API — can
catch :class:`AdjudicatorError` to tell a problem with the input (a card that does not
exist, a contract that cannot be scored, a statement word nobody knows) from a bug.
Each subclass still derives from :class:`ValueError` where it did before, so code that
caught ``ValueError`` keeps working.
"""

from __future__ import annotations


class AdjudicatorError(Exception):
    """A problem with what was asked of adjudicator, explained in one line."""


class UserError(AdjudicatorError):
    """A problem with what the user asked for on the command line; printed as one line,
    exit status 2."""
