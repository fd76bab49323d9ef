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
from adjudicator.engine import NotNormal
from adjudicator.errors import AdjudicatorError
from adjudicator.io.records import Players
from adjudicator.laws.claims.claim import BoardContext, ClaimFacts, ClaimSource
from adjudicator.laws.claims.class_of_player import CLASS_REASONS, class_finding
from adjudicator.laws.claims.doubtful import parse_point
from adjudicator.laws.claims.weighting import GuessOptions
from adjudicator.laws.findings import Finding
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
    guess: GuessOptions | None = None
    with_points: bool = False  # the doubtful points were looked for


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
    # a record from before the ruling looked for doubtful points has none (and no "points")
    points = search.get("points", False)
    if not isinstance(points, bool):
        raise RecordError(f"ruling.search.points: {points!r} is not true or false")
    return ReplayRequest(
        facts,
        budget,
        _field(search, "outcomes", bool, "ruling.search"),
        _guess(search.get("guess")),
        points,
    )


def _guess(data: Any) -> GuessOptions | None:
    """``ruling.search.guess``: the simulation of a guess (absent in older records)."""
    if data is None:
        return None
    if not isinstance(data, dict):
        raise RecordError('ruling.search.guess: expected {"layouts", "seed", "unit"} or null')
    where = "ruling.search.guess"
    layouts, unit = _field(data, "layouts", int, where), _field(data, "unit", int, where)
    if not 1 <= layouts <= 100_000 or unit not in (6, 10):
        raise RecordError(f"{where}: layouts must be 1-100000 and unit 6 or 10")
    return GuessOptions(layouts=layouts, seed=_field(data, "seed", int, where), unit=unit)


def _check_version(record: dict[str, Any]) -> None:
    if record.get("schema") != RECORD_SCHEMA:
        raise RecordError(
            f'not a ruling record (its "schema" is {record.get("schema")!r}, '
            f"expected {RECORD_SCHEMA!r})"
        )
    version = record.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RecordError(f"schema_version {version!r}: expected a whole number")
    if version > RECORD_VERSION:
        raise RecordError(
            f"the record is of version {version}, newer than this tool reads "
            f"({RECORD_VERSION}): update adjudicator"
        )


def _facts(record: dict[str, Any], position: ClaimPosition, claim: dict[str, Any]) -> ClaimFacts:
    statement = _section(claim, "statement", "claim.statement")
    typed = _field(statement, "typed", str, "claim.statement")
    rules = _section(claim, "rules", "claim.rules")
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
            not_normal=_struck(claim.get("not_normal", [])),
            class_reason=_class_reason(
                claim.get("class_reason"), PlayerClass.parse(_field(claim, "class", str, "claim"))
            ),
            claimer_inferred=claim.get("claimer_inferred") is True,
        )
    except (AdjudicatorError, ValueError) as exc:
        raise RecordError(f"claim: {exc}") from None


def _class_reason(reason: Any, player_class: PlayerClass) -> Finding | None:
    """The finding on the class, back from ``{"key", ...its words' facts}``."""
    if reason is None:
        return None
    if not isinstance(reason, dict) or reason.get("key") not in CLASS_REASONS:
        raise RecordError(f"claim.class_reason: expected one of {', '.join(CLASS_REASONS)}")
    details = {k: str(v) for k, v in reason.items() if k != "key"}
    return class_finding(reason["key"], player_class, details)


def _struck(points: Any) -> tuple[NotNormal, ...]:
    """The doubtful points struck before the ruling: ``{"trick", "seat", "card"}`` each."""
    if not isinstance(points, list) or not all(isinstance(p, dict) for p in points):
        raise RecordError('claim.not_normal: expected a list of {"trick", "seat", "card"}')
    struck: list[NotNormal] = []
    for number, point in enumerate(points):
        where = f"claim.not_normal[{number}]"
        trick = _field(point, "trick", int, where)
        seat = _field(point, "seat", str, where)
        card = _field(point, "card", str, where)
        struck += parse_point(f"{trick}:{seat}:{card}")
    return tuple(struck)


def _position(data: dict[str, Any]) -> ClaimPosition:
    history = data.get("history", [])
    if not isinstance(history, list):
        raise RecordError("position.history: expected a list of tricks")
    tricks = []
    for number, past in enumerate(history):
        where = f"position.history[{number}]"
        if not isinstance(past, dict):
            raise RecordError(f'{where}: expected {{"leader", "cards"}}')
        cards = " ".join(_strings(past.get("cards"), f"{where}.cards"))
        tricks.append(f"{_field(past, 'leader', str, where)}:{cards}")
    shown = data.get("shown_out", [])
    if not isinstance(shown, list) or not all(isinstance(s, dict) for s in shown):
        raise RecordError('position.shown_out: expected a list of {"seat", "suit"}')
    try:
        return ClaimPosition.from_text(
            _field(data, "deal", str, "position"),
            _field(data, "trump", str, "position"),
            _field(data, "leader", str, "position"),
            " ".join(_strings(data.get("trick", []), "position.trick")),
            tricks,
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
            _field(data, "contract", str, "board"),
            seat_of(_field(data, "declarer", str, "board")),
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
        raise RecordError('source: expected {"file", "board", "table", "record"} or null')
    # the event, date and players were added in version 1 (absent in older records)
    texts = {key: data.get(key) or "" for key in ("event", "date")}
    if not all(isinstance(value, str) for value in texts.values()) or not isinstance(
        data.get("players") or {}, dict
    ):
        raise RecordError("source: event and date are texts, players an object of names by seat")
    return ClaimSource(
        data["file"],
        data.get("board"),
        data.get("table"),
        data.get("record"),
        event=texts["event"],
        date=texts["date"],
        players=Players.of(data.get("players")),
    )


def _cards(values: Any, where: str) -> list:
    try:
        return [parse_card(word) for word in _strings(values, where)]
    except ValueError as exc:
        raise RecordError(f"{where}: {exc}") from None


def _strings(values: Any, where: str) -> list[str]:
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
        raise RecordError(f'{where}: expected a list of card codes like "SA"')
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
