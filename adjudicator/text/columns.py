"""Text in columns when some of it is Chinese: a Chinese character fills two columns of a
terminal, so padding by ``len`` would push every column after it out of line."""

from __future__ import annotations

import unicodedata


def width(text: str) -> int:
    """Columns ``text`` fills on a terminal: wide and full-width characters count two
    (suit symbols, East Asian *ambiguous*, count one, as Western terminals draw them)."""
    return sum(2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1 for ch in text)


def ljust(text: str, columns: int) -> str:
    return text + " " * max(columns - width(text), 0)


def rjust(text: str, columns: int) -> str:
    return " " * max(columns - width(text), 0) + text
