"""The command line's own errors, said in the user's language.

A sub-command raises ``problem(key, **params)``: a :class:`~adjudicator.errors.UserError`
whose text is the catalog's English (for logs, tests and scripts that read ``str``) and
which carries its key, so that :func:`error_text` can say it in ``--lang``.  An error from
below the command line says it in its own language if it carries a key, else in English.
"""

from __future__ import annotations

from typing import Any

from adjudicator.errors import AdjudicatorError, UserError
from adjudicator.text.catalog import MESSAGES, words


def problem(key: str, **params: Any) -> UserError:
    return UserError(words(key, "en", **params), key=key, **params)


def error_text(error: BaseException, lang: str = "en") -> str:
    """The error's message in ``lang`` when the catalog has its key, else as raised."""
    key = getattr(error, "key", None)
    if lang == "en":
        return str(error)  # as raised (a key's English in the catalog says the same)
    if isinstance(error, AdjudicatorError) and key in MESSAGES:
        return words(key, lang, **{name: _said(value, lang)
                                   for name, value in error.params.items()})
    return str(error)


def _said(value: Any, lang: str) -> Any:
    """A parameter that is itself an error (the cause quoted after an option) is said in
    the same language."""
    return error_text(value, lang) if isinstance(value, BaseException) else value
