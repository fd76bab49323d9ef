"""The ruling record read back: the claim it was made on, and how it was searched.

A record can come from anywhere — a committee's file, an e-mail, an older version of the
tool — so every field is checked, and anything wrong is one :class:`RecordError` naming
the field (``position.trick[1]: unknown card 'SX'``), never a traceback.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from adjudicator.core.cards import parse_card, seat_of
from adjudicator.core.position import ClaimPosition
from adjudicator.errors import AdjudicatorError
from adjudicator.laws.claim import BoardContext, ClaimFacts, ClaimSource
from adjudicator.laws.rulesets import PlayerClass, RuleSet
from adjudicator.statement import parse_statement
from adjudicator.text.record.write import RECORD_SCHEMA, RECORD_VERSION


class RecordError(AdjudicatorError, ValueError):
    """A ruling record that cannot be read: the message names the field and the fault."""


@dataclass(frozen=True)
class ReplayRequest:
    """What a record asks for: the claim, and the search settings it was ruled with."""

    facts: ClaimFacts
    node_budget: int
    with_outcomes: bool


def load_record(path: str | Path) -> dict[str, Any]:
    """The record in ``path`` (JSON, as ``adjudicate claim --format json`` writes it)."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise RecordError(f"{path}: cannot read the record: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise RecordError(f"{path}: not a ruling record (not UTF-8 text)") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"{path}: not JSON ({exc.msg} at line {exc.lineno})") from None
    if not isinstance(data, dict):
        raise RecordError(f"{path}: a ruling record is a JSON object")
    return data


def replay_request(record: dict[str, Any]) -> ReplayRequest:
    """The claim and search settings of a record; :class:`RecordError` when it is not
    one this version can read."""
    _check_version(record)
    position = _position(_section(record, "position"))
    claim = _section(record, "claim")
    search = _section(_section(record, "ruling"), "search", "ruling.search")
    facts = _facts(record, position, claim)
    budget = _field(search, "node_budget", int, "ruling.search")
    if budget <= 0:
        raise RecordError(f"ruling.search.node_budget: {budget} is not a positive budget")
    return ReplayRequest(facts, budget, _field(search, "outcomes", bool, "ruling.search"))


def _check_version(record: dict[str, Any]) -> None:
    if record.get("schema") != RECORD_SCHEMA:
        raise RecordError(f"not a ruling record (its \"schema\" is {record.get('schema')!r}, "
                          f"expected {RECORD_SCHEMA!r})")
    version = record.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RecordError(f"schema_version {version!r}: expected a whole number")
    if version > RECORD_VERSION:
        raise RecordError(f"the record is of version {version}, newer than this tool reads "
                          f"({RECORD_VERSION}): update adjudicator")


def _facts(record: dict[str, Any], position: ClaimPosition,
           claim: dict[str, Any]) -> ClaimFacts:
    statement = _section(claim, "statement", "claim.statement")
    typed = _field(statement, "typed", str, "claim.statement")
    rules = _section(claim, "rules", "claim.rules")
    not_normal = claim.get("not_normal", [])
    if not_normal:
        raise RecordError("claim.not_normal: this version cannot strike doubtful points")
    try:
        return ClaimFacts(
            position,
            seat_of(_field(claim, "claimer", str, "claim")),
            _field(claim, "claims", int, "claim"),
            statement=parse_statement(typed),
            player_class=PlayerClass.parse(_field(claim, "class", str, "claim")),
            ruleset=RuleSet.parse(_field(rules, "name", str, "claim.rules")),
            context=_context(record.get("board")),
            after_claim=tuple(_cards(claim.get("after_claim", []), "claim.after_claim")),
            statement_text=typed,
            source=_source(record.get("source")),
        )
    except (AdjudicatorError, ValueError) as exc:
        raise RecordError(f"claim: {exc}") from None


def _position(data: dict[str, Any]) -> ClaimPosition:
    history = data.get("history", [])
    if not isinstance(history, list):
        raise RecordError("position.history: expected a list of tricks")
    tricks = []
    for number, past in enumerate(history):
        where = f"position.history[{number}]"
        if not isinstance(past, dict):
            raise RecordError(f"{where}: expected {{\"leader\", \"cards\"}}")
        cards = " ".join(_strings(past.get("cards"), f"{where}.cards"))
        tricks.append(f"{_field(past, 'leader', str, where)}:{cards}")
    shown = data.get("shown_out", [])
    if not isinstance(shown, list) or not all(isinstance(s, dict) for s in shown):
        raise RecordError("position.shown_out: expected a list of {\"seat\", \"suit\"}")
    try:
        return ClaimPosition.from_text(
            _field(data, "deal", str, "position"), _field(data, "trump", str, "position"),
            _field(data, "leader", str, "position"),
            " ".join(_strings(data.get("trick", []), "position.trick")), tricks,
            [f"{s.get('seat')}:{s.get('suit')}" for s in shown],
        )
    except ValueError as exc:
        raise RecordError(f"position: {exc}") from None


def _context(data: Any) -> BoardContext | None:
    if data is None:
        return None
    if not isinstance(data, dict):
        raise RecordError("board: expected an object or null")
    won = _section(data, "tricks_before_claim", "board.tricks_before_claim")
    vul = _field(data, "vulnerability", str, "board")
    if vul not in ("None", "NS", "EW", "All"):
        raise RecordError(f"board.vulnerability {vul!r}: expected None, NS, EW or All")
    try:
        return BoardContext(
            _field(data, "contract", str, "board"), seat_of(_field(data, "declarer", str, "board")),
            None if vul == "None" else vul,
            _field(won, "declarer", int, "board.tricks_before_claim"),
            _field(won, "defenders", int, "board.tricks_before_claim"),
        )
    except ValueError as exc:
        raise RecordError(f"board: {exc}") from None


def _source(data: Any) -> ClaimSource | None:
    if data is None:
        return None
    if not isinstance(data, dict) or not isinstance(data.get("file"), str):
        raise RecordError("source: expected {\"file\", \"board\", \"table\", \"record\"} or null")
    return ClaimSource(data["file"], data.get("board"), data.get("table"), data.get("record"))


def _cards(values: Any, where: str) -> list:
    try:
        return [parse_card(word) for word in _strings(values, where)]
    except ValueError as exc:
        raise RecordError(f"{where}: {exc}") from None


def _strings(values: Any, where: str) -> list[str]:
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
        raise RecordError(f"{where}: expected a list of card codes like \"SA\"")
    return values


def _section(data: dict[str, Any], key: str, where: str | None = None) -> dict[str, Any]:
    value = data.get(key)
    if not isinstance(value, dict):
        raise RecordError(f"{where or key}: missing, or not an object")
    return value


def _field(data: dict[str, Any], key: str, kind: type, where: str) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        expected = {int: "a whole number", str: "text", bool: "true or false"}[kind]
        raise RecordError(f"{where}.{key}: {value!r} is not {expected}")
    return value
