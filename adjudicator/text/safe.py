"""Text taken from the input, made safe to show: on a terminal, in a log, in a CSV cell.

Event files and their names are written by others.  A table tag holding an escape
sequence would reach the terminal raw; a file name with a line break would forge an
output line; a cell starting with ``=`` is a formula to a spreadsheet
(``=HYPERLINK(...)``, ``+cmd|...``, ``@SUM(...)``).  Every field shown to a person goes
through :func:`safe_text` (or :func:`shown_path` for a file name), every CSV cell through
:func:`csv_cell`.  JSON output needs neither: JSON escapes control characters itself and
is not a spreadsheet.
"""

from __future__ import annotations

from typing import Any

#: What a spreadsheet takes as the start of a formula (or a command, through DDE), and
#: tab and carriage return, which some read as cell separators.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def safe_text(text: str, limit: int = 80) -> str:
    """``text`` with control characters (line breaks, escape sequences, bidirectional
    marks) written as escapes (``\\n``, ``\\x1b``, ``\\u202e``) and cut to ``limit``
    characters (0: no limit)."""
    clean = "".join(ch if ch.isprintable() or ch == " " else ascii(ch)[1:-1] for ch in text)
    if limit and len(clean) > limit:
        return clean[: limit - 3] + "..."
    return clean


def shown_path(path: Any) -> str:
    """A file name as shown to a person: whole, its control characters escaped."""
    return safe_text(str(path), limit=0)


def csv_cell(value: Any) -> Any:
    """A value for one CSV cell: numbers and empty cells unchanged; text with its control
    characters escaped and, when a spreadsheet would take it for a formula, a leading
    ``'`` (OWASP's advice for CSV injection), so that it is shown as the text it is."""
    if value is None or isinstance(value, bool | int | float):
        return value
    text = str(value)
    if text.startswith(FORMULA_STARTS):
        text = "'" + text
    return safe_text(text, limit=0)
