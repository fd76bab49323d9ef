"""The command line's own errors, said in the user's language.

A sub-command raises ``problem(key, **params)``: a :class:`~adjudicator.errors.UserError`
whose text is the catalog's English (for logs, tests and scripts that read ``str``) and
which carries its key, so that :func:`error_text` can say it in ``--lang``.  An error from
below the command line says it in its own language if it carries a key, else in English.
"""

from __future__ import annotations

from typing import Any

from adjudicator.errors import AdjudicatorError, UserError
from adjudicator.text.catalog import error_text as catalog_error_text
from adjudicator.text.catalog import words


def problem(key: str, **params: Any) -> UserError:
    return UserError(words(key, "en", **params), key=key, **params)


def error_text(error: BaseException, lang: str = "en") -> str:
    """The error as the command line shows it, in ``lang``: its catalog words when it has
    a key (the option at fault named first, the facts it quotes made safe to show), else
    as raised (:func:`adjudicator.text.catalog.error_text`)."""
    if isinstance(error, AdjudicatorError):
        return catalog_error_text(error, lang, options=True)
    return str(error)
