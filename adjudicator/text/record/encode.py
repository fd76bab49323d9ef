"""Bridge values as JSON: cards, seats, strains, tricks of a line, a finding's evidence.

One spelling everywhere in the record: a card is its two-letter code (``SA``, ``H7``,
``DT``), a seat its initial (``N``), a strain ``S H D C`` or ``NT``, a show-out
``{"seat": "W", "suit": "H"}``.  A finding is ``{law, finding, evidence, text}``: the
article it applies, its key in the message catalog, the facts it rests on (encoded the
same way, a finding inside a finding as a finding) and its words in every language.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import fields, is_dataclass
from typing import Any

from endplay.types import Card, Denom, Player

from adjudicator.core.cards import card_code
from adjudicator.core.position import ClaimPosition
from adjudicator.laws.findings import Finding
from adjudicator.text.catalog import LANGUAGES, finding_text

STRAIN_CODES = {
    Denom.spades: "S",
    Denom.hearts: "H",
    Denom.diamonds: "D",
    Denom.clubs: "C",
    Denom.nt: "NT",
}


def strain_code(strain: Denom) -> str:
    return STRAIN_CODES[strain]


def finding_json(finding: Finding) -> dict[str, Any]:
    """``{law, finding, evidence, text}`` for one finding."""
    return {
        "law": finding.law,
        "finding": finding.key,
        "evidence": {name: encode(value) for name, value in finding.params.items()},
        "text": {lang: finding_text(finding, lang) for lang in LANGUAGES},
    }


def encode(value: Any) -> Any:
    """A value a law module put in a finding (or a ruling field), as plain JSON."""
    if isinstance(value, Finding):
        return finding_json(value)
    if isinstance(value, Card):
        return card_code(value)
    if isinstance(value, Player):
        return value.abbr
    if isinstance(value, Denom):
        return strain_code(value)
    if isinstance(value, enum.Enum):
        return value.value
    if (
        isinstance(value, tuple)
        and len(value) == 2
        and isinstance(value[0], Player)
        and isinstance(value[1], Denom)
    ):
        return {"seat": value[0].abbr, "suit": strain_code(value[1])}
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: encode(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, dict):
        return {str(key): encode(item) for key, item in value.items()}
    if isinstance(value, list | tuple | frozenset | set):
        return [encode(item) for item in value]
    return value


def line_json(position: ClaimPosition, line: Iterable[Card]) -> list[dict[str, Any]]:
    """A line of play from the position as tricks: each its number (1 = the trick in
    progress at the claim), its leader, every card with the seat that played it, and the
    seat that won it (``null`` for an unfinished last trick)."""
    return [
        {
            "number": number,
            "leader": trick.leader.abbr,
            "cards": [
                {"seat": trick.seat_of_card(i).abbr, "card": card_code(card)}
                for i, card in enumerate(trick.cards)
            ],
            "winner": trick.winner.abbr if trick.winner is not None else None,
        }
        for number, trick in enumerate(position.tricks_of(line), start=1)
    ]
