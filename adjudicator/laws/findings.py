"""A finding: what one law module decided about a claim, and the facts it rests on.

The law modules decide; they do not write sentences.  A finding is a key (which decision)
and its parameters (the cards, counts and sub-findings it names); the words, in every
language, come from the message catalog (:mod:`adjudicator.text.catalog`), so a finding
reads the same in every ruling and in every language.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Finding:
    """One finding of a ruling: what was decided (``key``) and the facts it rests on.

    ``law`` is the article the finding applies (``"70C"``), or ``""`` for a finding that
    explains rather than applies a law (a lost trick's cause, a note on the statement)."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)
    law: str = ""


@dataclass
class Judgement:
    """What one law module contributes to a ruling: its findings, the articles it applied
    and the practice rows (``claim-practice.md``) that shaped its decision."""

    findings: list[Finding] = field(default_factory=list)
    laws: list[str] = field(default_factory=list)
    rows: list[int] = field(default_factory=list)

    def cite(self, law: str | None = None, *rows: int) -> None:
        if law and law not in self.laws:
            self.laws.append(law)
        self.rows += [row for row in rows if row not in self.rows]

    def extend(self, other: Judgement) -> None:
        self.findings += other.findings
        for law in other.laws:
            self.cite(law)
        self.cite(None, *other.rows)
