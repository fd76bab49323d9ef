"""The base of every error the project raises on purpose.

A caller — the command line, the web page, a batch worker, a script using the API — can
catch :class:`AdjudicatorError` to tell a problem with the input (a card that does not
exist, a contract that cannot be scored, a statement word nobody knows) from a bug.
Each subclass still derives from :class:`ValueError` where it did before, so code that
caught ``ValueError`` keeps working.

An error can carry its words two ways: a message written where it is raised (older
code), or a catalog ``key`` and the facts it names (``params``), whose words — English
and Chinese — live in the message catalog (:mod:`adjudicator.text.catalog`), like a
law's findings.  This module sits below every layer, so it cannot import the catalog;
the catalog registers itself here when it is loaded (:func:`set_error_words`).  The
package's ``__init__`` (which runs before any of its modules) registers how to load it
(:func:`set_words_loader`) without loading it — ``import adjudicator`` stays light — so an
error put into words before anything else loaded the catalog loads it then: ``str(error)``
is always the English sentence, also for a script that only imported the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

#: How a keyed error is put into words (set by the message catalog when it loads).
_words: Callable[[AdjudicatorError, str], str] | None = None
#: How to load the catalog when an error is first put into words (set by the package).
_load_words: Callable[[], object] | None = None


def set_error_words(words: Callable[[AdjudicatorError, str], str]) -> None:
    """Register the function that words a keyed error in a language."""
    global _words
    _words = words


def set_words_loader(load: Callable[[], object]) -> None:
    """Register how to load the message catalog (which then calls :func:`set_error_words`)
    the first time an error is put into words."""
    global _load_words
    _load_words = load


def _error_words() -> Callable[[AdjudicatorError, str], str] | None:
    """The registered wording, the catalog loaded first if it is not yet."""
    if _words is None and _load_words is not None:
        _load_words()
    return _words


class AdjudicatorError(Exception):
    """A problem with what was asked of adjudicator, explained in one line.

    ``key`` names the message in the catalog, ``params`` the facts it quotes; ``fact``
    names the input at fault (the option of ``adjudicate claim`` with underscores, which
    is also the field of the web page's API: ``shown_out``, ``history``, ``won``), or is
    empty when no single input is."""

    key: str = ""
    params: Mapping[str, Any] = MappingProxyType({})
    fact: str = ""

    def __init__(self, message: str = "", *, key: str = "", fact: str = "", **params: Any) -> None:
        super().__init__(message)
        if key:
            self.key = key
            self.params = dict(params)
        if fact:
            self.fact = fact

    def text(self, lang: str = "en") -> str:
        """The error in ``lang`` when its words are in the catalog, else as raised."""
        words = _error_words() if self.key else None
        if words is not None:
            return words(self, lang)
        message = super().__str__()
        if message or not self.key:
            return message
        return f"{self.key}: {dict(self.params)}"  # the catalog is not loaded

    def __str__(self) -> str:
        return self.text("en")


class UserError(AdjudicatorError):
    """A problem with what the user asked for on the command line; printed as one line,
    exit status 2."""
