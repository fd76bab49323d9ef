"""A contract and its result in words: ``4♠X``, ``3无将再加倍``, ``+1``, ``宕2``.

Its own module, apart from the ruling's text, so that ``adjudicate score`` says a contract
without loading the laws (issue 31: the command's start-up).
"""

from __future__ import annotations

from dataclasses import replace

from adjudicator.core.contract import Contract
from adjudicator.text.catalog import words

__all__ = ["contract_text", "over_text"]


def contract_text(contract: Contract, lang: str = "en") -> str:
    """``4♠X``; notrump as ``NT``; in Chinese ``4♠加倍``, ``3无将再加倍``."""
    if lang == "en":
        return contract.text(notrump=words("notrump_short", lang))
    doubling = {"": "", "X": words("doubled", lang), "XX": words("redoubled", lang)}
    undoubled = replace(contract, doubling="")
    return undoubled.text(notrump=words("notrump_short", lang)) + doubling[contract.doubling]


def over_text(over: int, lang: str = "en") -> str:
    """The result against the contract: ``=``, ``+1``, ``-2`` (完成, 超1墩, 宕2)."""
    if over == 0:
        return words("result_made", lang)
    if lang == "en":
        return f"{over:+d}"
    return words("result_over" if over > 0 else "result_down", lang, count=abs(over))
