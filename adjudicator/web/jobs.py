"""What a worker process does: rule a claim, replay a record, read an event file, print
a report — each answered as a dict on the worker's pipe (:mod:`adjudicator.web.pool`).

A job's answer is ``{"ok": ...}`` or ``{"error": "one line", "key": KEY-or-None,
"status": 4xx}``: a fault of the request is the request's answer, never the worker's end.
"""

from __future__ import annotations

import signal
import tempfile
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from multiprocessing.connection import Connection
from pathlib import Path
from types import FrameType
from typing import Any

from adjudicator.errors import AdjudicatorError
from adjudicator.laws.claims.claim_input import ClaimRequest
from adjudicator.web.request import KEYS, RequestError, option_key, request_of_facts


def serve_jobs(connection: Connection) -> None:
    """The worker's loop: load the package, say ready, answer jobs until the pipe closes."""
    import adjudicator.laws.claims.ruling  # noqa: F401  (loaded before "ready": the first job is quick)
    from adjudicator.engine.clock import nodes_per_ms

    nodes_per_ms()  # the engine's rate, measured before "ready" (node_budget)
    connection.send("ready")
    while True:
        try:
            kind, payload, seconds_left, lang = connection.recv()
        except (EOFError, OSError):
            return
        connection.send(answer(kind, payload, seconds_left, lang))


def answer(kind: str, payload: Any, seconds_left: float, lang: str = "en") -> dict[str, Any]:
    """One job's answer (``payload``: a ``ClaimRequest`` to rule, else the job's dict); a
    fault of the request is an ``error`` answer, said in the request's ``lang``."""
    from adjudicator.text.catalog import words

    handlers: dict[str, Callable[[Any, float, str], dict[str, Any] | bytes]] = {
        "rule": rule_job,
        "replay": replay_job,
        "event": event_job,
        "pdf": pdf_job,
    }
    handler = handlers[kind]
    try:
        with answer_due(seconds_left - ANSWER_MARGIN):
            return {"ok": handler(payload, seconds_left, lang)}
    except Overran:
        return {"error": words("api_guess_overran", lang), "key": "budget_ms", "status": 503}
    except RequestError as exc:
        return {"error": exc.text(lang), "key": exc.fact or None, "status": exc.status}
    except AdjudicatorError as exc:  # the claim's facts: the command's own one-line errors
        message, key = error_key(exc, lang)
        return {"error": message, "key": key, "status": 422}


#: Seconds before the request's deadline a job stops, so its answer reaches the client in
#: time (the server stops a worker silent past the deadline: pool.ANSWER_GRACE).
ANSWER_MARGIN = 0.05


class Overran(BaseException):  # not caught by an "except Exception" on its way
    """The job's time ran out (raised by the alarm :func:`answer_due` sets)."""


@contextmanager
def answer_due(seconds: float) -> Iterator[None]:
    """Stop what runs inside at ``seconds`` from now: the search is bounded by its node
    budget, but a guess's simulation (Law 12C3, a double-dummy solve per layout) only by
    this alarm, which interrupts it between two layouts.  Only in a worker's main thread
    (elsewhere, as in tests calling a handler directly, nothing is set)."""
    if threading.current_thread() is not threading.main_thread() or not hasattr(
        signal, "setitimer"
    ):
        yield
        return

    def overran(signum: int, frame: FrameType | None) -> None:
        raise Overran

    before = signal.signal(signal.SIGALRM, overran)
    signal.setitimer(signal.ITIMER_REAL, max(0.001, seconds))
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, before)


#: The share of the engine's measured rate a page's ruling is given (``Limits.nodes_per_ms``).
MEASURED_RATE_SHARE = 0.5


def node_budget(request: ClaimRequest, seconds_left: float) -> int:
    """The searches' node budget: the request's budget, cut to the time it has left when
    it reaches a worker (a request that waited searches less, and says so if undecided),
    at the server's rate (``Limits.nodes_per_ms``, or half the rate measured here)."""
    from adjudicator.engine.clock import nodes_per_ms

    usable = min(request.budget_ms or 0.0, seconds_left * 1000.0)
    rate = request.nodes_per_ms or MEASURED_RATE_SHARE * nodes_per_ms()
    return max(1, int(usable * rate))


def rule_job(request: ClaimRequest, seconds_left: float, lang: str = "en") -> dict[str, Any]:
    """``adjudicate claim --format json`` for the request (a concession: its restoration).
    A guess is simulated inside the worker: the server already runs one worker per core,
    and a daemonic worker may not start processes (the layouts, drawn from the seed before
    any sharing out, are the same whatever the number of jobs)."""
    from adjudicator.laws.claims.doubtful import PointError
    from adjudicator.laws.claims.law70d import StatementMismatch
    from adjudicator.laws.claims.request import rule_request
    from adjudicator.laws.claims.ruling import Ruling
    from adjudicator.text.record import claim_json
    from adjudicator.text.ruling_text import restoration_json

    budgeted = replace(request, node_budget=node_budget(request, seconds_left), guess_jobs=1)
    try:
        ruling = rule_request(budgeted)
    except (StatementMismatch, PointError) as exc:
        if exc.fact:  # found reading or checking the claim's facts, which name the field
            message, key = error_key(exc, lang)
            raise RequestError(message, key, 422) from None
        if isinstance(exc, StatementMismatch):
            raise RequestError(
                key="statement",
                status=422,
                words="api_field_problem",
                field="statement",
                problem=exc.text(lang),
            ) from None
        raise RequestError(
            key="not_normal",
            status=422,
            words="api_field_problem_spaced",
            field="not_normal",
            problem=exc.text(lang),
        ) from None
    if isinstance(ruling, Ruling):
        return claim_json(ruling)
    return restoration_json(ruling)


def check_facts(request: ClaimRequest, lang: str = "en") -> None:
    """Read a typed-in claim as a worker would, to refuse a bad one before it queues
    (said in ``lang``)."""
    from adjudicator.laws.claims.request import check_request

    try:
        check_request(request)
    except RequestError:
        raise
    except AdjudicatorError as exc:
        message, key = error_key(exc, lang)
        raise RequestError(message, key, 422) from None


def error_key(error: AdjudicatorError, lang: str = "en") -> tuple[str, str | None]:
    """An error of the claim's facts as the API says it, in ``lang``, with the key at
    fault: the field the error names (``fact``, as the one check of the facts sets it),
    else the option its (English) message names."""
    from adjudicator.text.catalog import words

    message, key = option_key(str(error))
    if lang != "en":
        message = option_key(error.text(lang))[0]
    fact = getattr(error, "fact", None)
    if isinstance(fact, str) and fact:
        named = fact if fact in KEYS else option_key(f"--{fact.replace('_', '-')}")[1]
        if named:
            key = named
            if not message.startswith(named):
                message = words("api_field_problem", lang, field=named, problem=message)
    return message, key


def replay_job(payload: dict[str, Any], seconds_left: float, lang: str = "en") -> dict[str, Any]:
    """A ruling record made again (``--replay``): the new record, whether it reproduces
    the one given, and the claim as the page's form shows it."""
    from adjudicator.text.record import RecordError, replay

    try:
        again = replay(payload["record"], jobs=1)  # no pool inside a daemonic worker
    except RecordError as exc:
        raise RequestError(
            key="record",
            status=422,
            words="api_field_problem",
            field="record",
            problem=exc.text(lang),
        ) from None
    return {
        "record": again.record,
        "reproduced": again.reproduced,
        "differences": list(again.differences),
        "recorded_tool": again.recorded_tool,
        "request": request_of_facts(again.ruling.facts),
    }


def event_job(payload: dict[str, Any], seconds_left: float, lang: str = "en") -> dict[str, Any]:
    """The claims of an event file (PBN or LIN), each as the page's form would type it,
    and the boards that could not be read."""
    from adjudicator.io.events import read_event
    from adjudicator.laws.claims.claim import claim_from_record
    from adjudicator.text.catalog import words
    from adjudicator.text.check_text import reason_text

    name = payload["name"]
    with tempfile.TemporaryDirectory(prefix="adjudicator-web-") as folder:
        path = Path(folder) / name
        path.write_text(payload["text"], encoding="utf-8")
        reading = read_event(path)
    claims = []
    for record in reading.claims:
        facts = claim_from_record(record)
        claims.append(
            {
                "board": record.board,
                "table": record.table,
                "record": record.index,
                "label": record.board_label,
                "contract": str(record.contract),
                "declarer": record.declarer.abbr,
                "event": record.event,
                "request": request_of_facts(facts),
            }
        )
    errors = [
        {
            "board": e.board,
            "table": e.table,
            "record": e.index,
            "error": reason_text(
                {"reason": e.reason, "reason_key": e.key, "reason_params": dict(e.params)},
                payload.get("lang", "en"),
            ).replace(str(path), name),
        }
        for e in reading.errors
    ]
    notes = [
        words(key, payload.get("lang", "en"), **(params | {"file": name}))
        for key, params in reading.notes
    ]
    return {"file": name, "claims": claims, "errors": errors, "notes": notes}


def pdf_job(payload: dict[str, Any], seconds_left: float, lang: str = "en") -> bytes:
    """The committee report printed to PDF by Chromium (``--report FILE.pdf``)."""
    from adjudicator.text.committee_report import committee_report
    from adjudicator.text.pdf import print_pdf

    page = committee_report(
        payload["record"],
        lang=payload["lang"],
        about=payload.get("about"),
        candidates=payload.get("candidates"),
    )
    with tempfile.TemporaryDirectory(prefix="adjudicator-web-") as folder:
        path = Path(folder) / "report.pdf"
        print_pdf(page, path)
        return path.read_bytes()
