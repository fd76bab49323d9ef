"""A ``POST /api/rule`` body read as a :class:`~adjudicator.laws.claims.claim_input.ClaimRequest`.

The body is a JSON object whose keys are the claim's fields (:data:`KEYS`, generated from
the request's rows: the command's long options with underscores — ``hands``, ``trump``,
``lead``, ``claimer``, ``claims``, ``trick``, ``statement``, ``shown_out`` and ``history``
as lists, ``class``, ``rules``, ``contract`` ...).  It becomes the very request the command
builds, ruled by the same function (:func:`adjudicator.laws.claims.request.rule_request`), and the
answer is the same JSON as ``adjudicate claim --format json``.  What the command takes as a path
(the event file) the API takes as the file's contents: ``"event": {"name": "week3.pbn",
"text": "..."}`` with ``board`` (and ``table`` or ``record``).

Every fault is one :class:`RequestError` naming the key — an unknown key, a value of the
wrong type, a value past the server's limits — before any search is run.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from adjudicator.core.cards import card_code
from adjudicator.core.position import ClaimPosition, PlayedTrick
from adjudicator.errors import AdjudicatorError
from adjudicator.laws.claims.claim import ClaimFacts
from adjudicator.laws.claims.claim_input import (
    CARDS,
    EVENT,
    FLAG,
    NUMBER,
    ROWS,
    TEXT,
    TEXTS,
    WHOLE,
    WON,
    ClaimRequest,
    EventText,
)
from adjudicator.text.record.encode import strain_code


class RequestError(AdjudicatorError):
    """A request the server refuses: ``status`` (400: malformed, 413: too large, 422: facts
    that cannot be ruled on) and the request key at fault (``fact``; ``key`` stays the
    error's catalog key, as for every AdjudicatorError)."""

    def __init__(self, message: str, key: str | None = None, status: int = 400) -> None:
        super().__init__(message, fact=key or "")
        self.status = status


@dataclass(frozen=True)
class Limits:
    """What one request may ask of the server (``adjudicate serve`` sets them)."""

    max_body: int = 2 * 1024 * 1024  # bytes: an event file of a few hundred boards
    max_statement: int = 600  # characters of what the claimer said
    budget_ms: float = 5000.0  # a ruling's time budget when the request gives none
    max_budget_ms: float = 30000.0
    min_budget_ms: float = 250.0  # below it double dummy alone may not be done
    max_list: int = 16  # entries of shown_out, not_normal
    #: the search nodes a ruling is given per millisecond of its time left; None: half the
    #: engine's rate as measured in the worker (engine.clock.nodes_per_ms, as the
    #: command converts --budget-ms), the other half covering double dummy, the record and
    #: a busier moment than the one measured — a page's answer has a hard deadline
    nodes_per_ms: float | None = None


#: The keys of a claim, each with the kind of JSON value it takes: the request's rows.
KEYS: dict[str, str] = {row.key: row.kind for row in ROWS}
_ROWS = {row.key: row for row in ROWS}
#: Keys that change nothing in the ruling (the page's language is its own business).
IGNORED = ("lang",)


def claim_arguments(body: Any, limits: Limits) -> ClaimRequest:
    """The body as the claim request; :class:`RequestError` if not."""
    if not isinstance(body, dict):
        raise RequestError("the request is a JSON object of adjudicate claim's options "
                           '(e.g. {"hands": "N:...", "trump": "S", "lead": "S", ...})')
    given: dict[str, Any] = {}
    for key, value in body.items():
        if key in IGNORED:
            continue
        if key not in KEYS:
            raise RequestError(f"unknown key {key!r} (expected: {', '.join(KEYS)})", key)
        if value is None:
            continue
        given[_ROWS[key].name] = _value(key, value, limits)
    request = ClaimRequest(**given)
    _check_choices(request)
    return replace(request, budget_ms=_budget(request.budget_ms, limits),
                   nodes_per_ms=limits.nodes_per_ms)


def _value(key: str, value: Any, limits: Limits) -> Any:
    kind = KEYS[key]
    if kind == TEXT:
        text = _typed(key, value, str, "text")
        limit = limits.max_statement if key == "statement" else 200
        if len(text) > limit:
            raise RequestError(f"{key}: {len(text)} characters, at most {limit}", key, 413)
        return text
    if kind == WHOLE and isinstance(value, str) and re.fullmatch(r"\s*\d{1,9}\s*", value):
        value = int(value)  # "claims": "4", as a form's field sends it
    if kind in (WHOLE, NUMBER):
        wanted = int if kind == WHOLE else (int, float)
        if isinstance(value, bool) or not isinstance(value, wanted):
            raise RequestError(f"{key}: {value!r} is not a {'whole ' if kind == WHOLE else ''}"
                               "number", key)
        return value
    if kind == FLAG:
        return _typed(key, value, bool, "true or false")
    if kind == CARDS:  # "SA S3" or ["SA", "S3"], as typed or as a list
        if isinstance(value, list):
            return " ".join(_texts(key, value, 13))
        return _typed(key, value, str, 'cards like "SA S3" or a list of them')
    if kind == TEXTS:
        return tuple(_texts(key, value, 13 if key == "history" else limits.max_list))
    if kind == WON:  # [6, 3] or "6,3"
        if isinstance(value, list) and len(value) == 2 and all(
                isinstance(n, int) and not isinstance(n, bool) for n in value):
            return f"{value[0]},{value[1]}"
        return _typed(key, value, str, "[DECLARER, DEFENDERS] like [6, 3]")
    assert kind == EVENT
    return _event(value, limits)


def _typed(key: str, value: Any, kind: type, expected: str) -> Any:
    if not isinstance(value, kind):
        raise RequestError(f"{key}: {value!r} is not {expected}", key)
    return value


def _texts(key: str, value: Any, limit: int) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise RequestError(f"{key}: expected a list of texts", key)
    if len(value) > limit:
        raise RequestError(f"{key}: {len(value)} entries, at most {limit}", key, 413)
    return value


def _event(value: Any, limits: Limits) -> EventText:
    if not isinstance(value, dict) or not isinstance(value.get("text"), str) \
            or not isinstance(value.get("name", ""), str):
        raise RequestError('event: expected {"name": "FILE.pbn", "text": "the file\'s '
                           'contents"}', "event")
    name = value.get("name") or "event.pbn"
    if not re.fullmatch(r"[^/\\\x00]{1,120}", name):
        raise RequestError(f"event.name {name!r}: a file name, without folders", "event")
    return EventText(name, value["text"])


def _check_choices(request: ClaimRequest) -> None:
    """Each value among its row's choices, each whole number within its row's bounds."""
    for row in ROWS:
        value = getattr(request, row.name)
        if value is None:
            continue
        if row.choices is not None and value not in row.choices:
            raise RequestError(f"{row.key} {value!r}: expected one of "
                               f"{', '.join(row.choices)}", row.key)
        if row.bounds is not None and not row.bounds[0] <= value <= row.bounds[1]:
            raise RequestError(f"{row.key} {value}: expected {row.bounds[0]} to "
                               f"{row.bounds[1]}", row.key)


def _budget(budget_ms: float | None, limits: Limits) -> float:
    if budget_ms is None:
        return limits.budget_ms
    if not limits.min_budget_ms <= budget_ms <= limits.max_budget_ms:
        raise RequestError(f"budget_ms {budget_ms:g}: this server rules within "
                           f"{limits.min_budget_ms:g} to {limits.max_budget_ms:g} ms",
                           "budget_ms")
    return float(budget_ms)


def option_key(message: str) -> tuple[str, str | None]:
    """A message of the command (``--statement: unknown word``) as the API says it
    (``statement: unknown word``), and the key it names first."""
    found = re.search(r"--([a-z][a-z-]*)", message)
    key = found.group(1).replace("-", "_") if found else None
    worded = re.sub(r"--([a-z][a-z-]*)", lambda m: m.group(1).replace("-", "_"), message)
    return worded, key if key in KEYS else None


def request_of_facts(facts: ClaimFacts) -> dict[str, Any]:
    """The API's keys for a claim (to fill the page's form from an event's claim or a
    ruling record): ruling the request gives this claim again, typed in."""
    position = facts.position
    request: dict[str, Any] = {
        "hands": position.pbn(),
        "trump": strain_code(position.trump),
        "lead": position.leader.abbr,
        "trick": [card_code(card) for card in position.trick],
        "history": [f"{past.leader.abbr}:" + " ".join(card_code(c) for c in past.cards)
                    for past in position.history],
        "shown_out": _stated_show_outs(position),
        "claimer": facts.claimer.abbr,
        "claims": facts.claimed,
        "statement": facts.statement_text,
        "class": facts.player_class.value,
        "rules": facts.ruleset.value,
        "not_normal": [f"{p.trick}:{p.seat.abbr}:{card_code(p.card)}" for p in facts.not_normal],
    }
    if facts.after_claim:
        request["after_claim"] = [card_code(card) for card in facts.after_claim]
    context = facts.context
    if context is not None:
        request |= {"contract": str(context.contract), "declarer": context.declarer.abbr,
                    "vul": context.vul or "None",
                    "won": [context.declarer_tricks, context.defender_tricks]}
    return request


def _stated_show_outs(position: ClaimPosition) -> list[str]:
    """The show-outs the earlier tricks and the trick in progress do not already show
    (those were stated by the director)."""
    played = (*position.history, PlayedTrick(position.leader, position.trick))
    seen = {pair for past in played for pair in past.failures_to_follow()}
    return [f"{seat.abbr}:{strain_code(suit)}"
            for seat, suit in sorted(position.shown_out - seen, key=lambda p: (p[0], p[1]))]
