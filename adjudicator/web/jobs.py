"""What a worker process does: rule a claim, replay a record, read an event file, print
a report — each answered as a dict on the worker's pipe (:mod:`adjudicator.web.pool`).

A job's answer is ``{"ok": ...}`` or ``{"error": "one line", "key": KEY-or-None,
"status": 4xx}``: a fault of the request is the request's answer, never the worker's end.
"""

from __future__ import annotations

import argparse
import tempfile
from dataclasses import replace
from multiprocessing.connection import Connection
from pathlib import Path
from typing import TYPE_CHECKING, Any

from adjudicator.errors import AdjudicatorError, UserError
from adjudicator.web.request import RequestError, option_key, request_of_facts

if TYPE_CHECKING:
    from adjudicator.laws.weighting import GuessOptions


def serve_jobs(connection: Connection) -> None:
    """The worker's loop: load the package, say ready, answer jobs until the pipe closes."""
    import adjudicator.laws.ruling  # noqa: F401  (loaded before "ready": the first job is quick)
    from adjudicator.engine.clock import nodes_per_ms

    nodes_per_ms()  # the engine's rate, measured before "ready" (node_budget)
    connection.send("ready")
    while True:
        try:
            kind, payload, seconds_left = connection.recv()
        except (EOFError, OSError):
            return
        connection.send(answer(kind, payload, seconds_left))


def answer(kind: str, payload: dict[str, Any], seconds_left: float) -> dict[str, Any]:
    """One job's answer; a fault of the request is an ``error`` answer."""
    handler = {"rule": rule_job, "replay": replay_job, "event": event_job,
               "pdf": pdf_job}[kind]
    try:
        return {"ok": handler(payload, seconds_left)}
    except RequestError as exc:
        return {"error": str(exc), "key": exc.key, "status": exc.status}
    except AdjudicatorError as exc:  # the claim's facts: the command's own one-line errors
        message, key = error_key(exc)
        return {"error": message, "key": key, "status": 422}


#: The share of the engine's measured rate a page's ruling is given (``Limits.nodes_per_ms``).
MEASURED_RATE_SHARE = 0.5


def node_budget(args: argparse.Namespace, seconds_left: float) -> int:
    """The searches' node budget: the request's budget, cut to the time it has left when
    it reaches a worker (a request that waited searches less, and says so if undecided),
    at the server's rate (``Limits.nodes_per_ms``, or half the rate measured here)."""
    from adjudicator.engine.clock import nodes_per_ms

    usable = min(args.budget_ms, seconds_left * 1000.0)
    rate = args.nodes_per_ms or MEASURED_RATE_SHARE * nodes_per_ms()
    return max(1, int(usable * rate))


def rule_job(args: argparse.Namespace, seconds_left: float) -> dict[str, Any]:
    """``adjudicate claim --format json`` for the request's options."""
    from adjudicator.cli.claim import guess_options
    from adjudicator.laws.doubtful import PointError
    from adjudicator.laws.law70d import StatementMismatch
    from adjudicator.laws.ruling import rule_claim
    from adjudicator.text.record import claim_json

    facts = facts_of(args)
    if args.concession or args.acquiesced:
        return _restoration(args, facts)
    try:
        ruling = rule_claim(facts, with_outcomes=not args.no_outcomes,
                            node_budget=node_budget(args, seconds_left),
                            guess=_in_this_process(guess_options(args)))
    except StatementMismatch as exc:
        raise RequestError(f"statement: {exc}", "statement", 422) from None
    except PointError as exc:  # a struck point that does not fit the claim
        raise RequestError(f"not_normal {exc}", "not_normal", 422) from None
    return claim_json(ruling)


def _in_this_process(guess: GuessOptions | None) -> GuessOptions | None:
    """A guess simulated inside the worker: the server already runs one worker per core,
    and a daemonic worker may not start processes (the layouts, drawn from the seed
    before any sharing out, are the same whatever the number of jobs)."""
    return None if guess is None else replace(guess, jobs=1)


def check_facts(args: argparse.Namespace) -> None:
    """Read a typed-in claim as a worker would, to refuse a bad one before it queues."""
    try:
        facts_of(args)
    except RequestError:
        raise
    except AdjudicatorError as exc:
        message, key = error_key(exc)
        raise RequestError(message, key, 422) from None


def error_key(error: AdjudicatorError) -> tuple[str, str | None]:
    """An error of the claim's facts as the API says it, with the key at fault: the field
    the error names (``fact``, as the one check of the facts sets it), else the option
    its message names."""
    message, key = option_key(str(error))
    fact = getattr(error, "fact", None)
    if isinstance(fact, str):
        key = option_key(f"--{fact}")[1] or key
    return message, key


def facts_of(args: argparse.Namespace):  # -> ClaimFacts
    """The claim of the request, read as the command reads it; an event file's contents
    go through a file of its name (the readers tell PBN from LIN by it)."""
    from adjudicator.cli.claim import claim_from_args

    if not args.event:
        return claim_from_args(args)
    event = args.event
    with tempfile.TemporaryDirectory(prefix="adjudicator-web-") as folder:
        path = Path(folder) / event["name"]
        path.write_text(event["text"], encoding="utf-8")
        try:
            facts = claim_from_args(argparse.Namespace(**(vars(args) | {"event": str(path)})))
        except AdjudicatorError as exc:  # named by the file's name, not the server's copy
            raise UserError(str(exc).replace(str(path), event["name"])) from None
    if facts.source is not None:
        facts = replace(facts, source=replace(facts.source, file=event["name"]))
    return facts


def _restoration(args: argparse.Namespace, facts) -> dict[str, Any]:
    """Laws 69 and 71: ``--concession`` / ``--acquiesced``, as the command answers them."""
    from adjudicator.laws.law69_71 import rule_concession
    from adjudicator.text.ruling_text import restoration_json

    ruling = rule_concession(facts, acquiescence=args.acquiesced,
                             actually_won=args.actually_won, timely=args.timely)
    return restoration_json(ruling)


def replay_job(payload: dict[str, Any], seconds_left: float) -> dict[str, Any]:
    """A ruling record made again (``--replay``): the new record, whether it reproduces
    the one given, and the claim as the page's form shows it."""
    from adjudicator.text.record import RecordError, replay

    try:
        again = replay(payload["record"])
    except RecordError as exc:
        raise RequestError(f"record: {exc}", "record", 422) from None
    return {"record": again.record, "reproduced": again.reproduced,
            "differences": list(again.differences), "recorded_tool": again.recorded_tool,
            "request": request_of_facts(again.ruling.facts)}


def event_job(payload: dict[str, Any], seconds_left: float) -> dict[str, Any]:
    """The claims of an event file (PBN or LIN), each as the page's form would type it,
    and the boards that could not be read."""
    from adjudicator.io.events import read_event
    from adjudicator.laws.claim import claim_from_record

    name = payload["name"]
    with tempfile.TemporaryDirectory(prefix="adjudicator-web-") as folder:
        path = Path(folder) / name
        path.write_text(payload["text"], encoding="utf-8")
        reading = read_event(path)
    claims = []
    for record in reading.claims:
        facts = claim_from_record(record)
        claims.append({"board": record.board, "table": record.table, "record": record.index,
                       "label": record.board_label, "contract": str(record.contract),
                       "declarer": record.declarer.abbr, "event": record.event,
                       "request": request_of_facts(facts)})
    errors = [{"board": e.board, "table": e.table, "record": e.index,
               "error": str(e.reason).replace(str(path), name)} for e in reading.errors]
    return {"file": name, "claims": claims, "errors": errors}


def pdf_job(payload: dict[str, Any], seconds_left: float) -> bytes:
    """The committee report printed to PDF by Chromium (``--report FILE.pdf``)."""
    from adjudicator.text.committee_report import committee_report
    from adjudicator.text.pdf import print_pdf

    page = committee_report(payload["record"], lang=payload["lang"])
    with tempfile.TemporaryDirectory(prefix="adjudicator-web-") as folder:
        path = Path(folder) / "report.pdf"
        print_pdf(page, path)
        return path.read_bytes()
