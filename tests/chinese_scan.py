"""The scan for English words in Chinese text, shared by the catalog's tests and the
commands' output tests (issue 10: "--lang zh output has no English words left outside
card symbols and seat letters")."""

from __future__ import annotations

import re

#: ASCII words a Chinese text may hold, each for its reason: what the user types on the
#: command line (the program and its sub-commands, option values and examples, a package
#: to install, file kinds); names (UTF-8, the PBN and LIN file formats).  Option names
#: (--html), card ranks and seat letters (single letters), digits and format fields are
#: allowed by the scan itself.
COMMAND_LINE = {
    "adjudicate",
    "pip",
    "install",
    "adjudicator",
    "cluster",
    "Dask",
    "distributed",
    "UTF",
    "NS",
    "EW",
    "SX",
    "NT",
    "check",
    "claim",
    "score",
    "adjust",
    "candidates",
    "revoke",
    "serve",
    "PBN",
    "LIN",
    "html",
    "pdf",
    # the director's page names the files it opens and saves by their kinds
    "JSON",
    "PDF",
    "pbn",
    "lin",
}
#: Contracts and results as typed in an example (4SX-2, 3NT=).
TYPED_CONTRACT = re.compile(r"\b[1-7](?:NT|[SHDC])X{0,2}(?:[=+-]\d*)?(?=\W|$)")
#: Cards of a suit written together, as players write them: after its symbol (♥AQ2), or
#: honours and spots alone (AK5 opposite 42).
HOLDING = re.compile(r"[♠♥♦♣]\s?[AKQJT0-9]+|(?<![A-Za-z])[AKQJ]{2,}[T0-9]*(?![A-Za-z])")
ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")


def english_words(text: str, allowed: set[str] = COMMAND_LINE) -> list[str]:
    """ASCII words of two letters or more in ``text`` that a Chinese reader should not
    meet: everything but option names, typed contracts and the allowed words."""
    text = re.sub(r"\{[^}]*\}", " ", text)  # format fields
    text = re.sub(r"--[a-z][a-z-]*", " ", text)  # option names as typed
    text = TYPED_CONTRACT.sub(" ", text)
    text = HOLDING.sub(" ", text)
    return [word for word in ENGLISH_WORD.findall(text) if word not in allowed]
