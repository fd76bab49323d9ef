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

    def __init__(
        self,
        message: str = "",
        key: str | None = None,
        status: int = 400,
        *,
        words: str = "",
        **params: Any,
    ) -> None:
        # ``words``: the catalog's key (``api_...``), so the error is said in the
        # request's language (``text(lang)``); ``str()`` is its English
        super().__init__(message, key=words, fact=key or "", **params)
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
        raise RequestError(
            words="api_not_an_object", example='{"hands": "N:...", "trump": "S", "lead": "S", ...}'
        )
    given: dict[str, Any] = {}
    for key, value in body.items():
        if key in IGNORED:
            continue
        if key not in KEYS:
            raise RequestError(
                key=key, words="api_unknown_key", field=repr(key), expected=", ".join(KEYS)
            )
        if value is None:
            continue
        given[_ROWS[key].name] = _value(key, value, limits)
    request = ClaimRequest(**given)
    _check_choices(request)
    return replace(
        request, budget_ms=_budget(request.budget_ms, limits), nodes_per_ms=limits.nodes_per_ms
    )


def _value(key: str, value: Any, limits: Limits) -> Any:
    kind = KEYS[key]
    if kind == TEXT:
        text = _typed(key, value, str, "api_not_text")
        limit = limits.max_statement if key == "statement" else 200
        if len(text) > limit:
            raise RequestError(
                key=key, status=413, words="api_too_long", field=key, length=len(text), limit=limit
            )
        return text
    if kind == WHOLE and isinstance(value, str) and re.fullmatch(r"\s*\d{1,9}\s*", value):
        value = int(value)  # "claims": "4", as a form's field sends it
    if kind in (WHOLE, NUMBER):
        wanted = int if kind == WHOLE else (int, float)
        if isinstance(value, bool) or not isinstance(value, wanted):
            raise RequestError(
                key=key,
                words="api_not_whole" if kind == WHOLE else "api_not_number",
                field=key,
                value=repr(value),
            )
        return value
    if kind == FLAG:
        return _typed(key, value, bool, "api_not_flag")
    if kind == CARDS:  # "SA S3" or ["SA", "S3"], as typed or as a list
        if isinstance(value, list):
            return " ".join(_texts(key, value, 13))
        return _typed(key, value, str, "api_not_cards")
    if kind == TEXTS:
        return tuple(_texts(key, value, 13 if key == "history" else limits.max_list))
    if kind == WON:  # [6, 3] or "6,3"
        if (
            isinstance(value, list)
            and len(value) == 2
            and all(isinstance(n, int) and not isinstance(n, bool) for n in value)
        ):
            return f"{value[0]},{value[1]}"
        return _typed(key, value, str, "api_not_won")
    assert kind == EVENT
    return _event(value, limits)


def _typed(key: str, value: Any, kind: type, expected: str) -> Any:
    """``value`` if of ``kind``; else the error ``expected`` (a catalog key)."""
    if not isinstance(value, kind):
        raise RequestError(key=key, words=expected, field=key, value=repr(value))
    return value


def _texts(key: str, value: Any, limit: int) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise RequestError(key=key, words="api_not_texts", field=key)
    if len(value) > limit:
        raise RequestError(
            key=key, status=413, words="api_too_many", field=key, count=len(value), limit=limit
        )
    return value


def _event(value: Any, limits: Limits) -> EventText:
    if (
        not isinstance(value, dict)
        or not isinstance(value.get("text"), str)
        or not isinstance(value.get("name", ""), str)
    ):
        raise RequestError(key="event", words="api_event_body", field="event")
    name = value.get("name") or "event.pbn"
    if not re.fullmatch(r"[^/\\\x00]{1,120}", name):
        raise RequestError(key="event", words="api_file_name", field="event.name", name=repr(name))
    return EventText(name, value["text"])


def _check_choices(request: ClaimRequest) -> None:
    """Each value among its row's choices, each whole number within its row's bounds."""
    for row in ROWS:
        value = getattr(request, row.name)
        if value is None:
            continue
        if row.choices is not None and value not in row.choices:
            raise RequestError(
                key=row.key,
                words="api_not_a_choice",
                field=row.key,
                value=repr(value),
                choices=", ".join(row.choices),
            )
        if row.bounds is not None and not row.bounds[0] <= value <= row.bounds[1]:
            raise RequestError(
                key=row.key,
                words="api_out_of_bounds",
                field=row.key,
                value=str(value),
                low=row.bounds[0],
                high=row.bounds[1],
            )


def _budget(budget_ms: float | None, limits: Limits) -> float:
    if budget_ms is None:
        return limits.budget_ms
    if not limits.min_budget_ms <= budget_ms <= limits.max_budget_ms:
        raise RequestError(
            key="budget_ms",
            words="api_budget",
            field="budget_ms",
            value=f"{budget_ms:g}",
            low=f"{limits.min_budget_ms:g}",
            high=f"{limits.max_budget_ms:g}",
        )
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
        "history": [
            f"{past.leader.abbr}:" + " ".join(card_code(c) for c in past.cards)
            for past in position.history
        ],
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
        request |= {
            "contract": str(context.contract),
            "declarer": context.declarer.abbr,
            "vul": context.vul or "None",
            "won": [context.declarer_tricks, context.defender_tricks],
        }
    return request


def _stated_show_outs(position: ClaimPosition) -> list[str]:
    """The show-outs the earlier tricks and the trick in progress do not already show
    (those were stated by the director)."""
    played = (*position.history, PlayedTrick(position.leader, position.trick))
    seen = {pair for past in played for pair in past.failures_to_follow()}
    return [
        f"{seat.abbr}:{strain_code(suit)}"
        for seat, suit in sorted(position.shown_out - seen, key=lambda p: (p[0], p[1]))
    ]
