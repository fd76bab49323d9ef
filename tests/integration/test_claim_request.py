"""One list of claim fields and one route into a ruling (issue 26).

The command's options and the web API's keys are generated from ``ClaimRequest``'s rows,
and each of the five entry points — the package face, the command, the web worker, the
batch check and the replay of a record — rules through ``rule_request``: the claim's facts
checked once and its statement compiled once per ruling."""

from __future__ import annotations

import argparse
import json

import pytest

import adjudicator
from adjudicator.cli import main
from adjudicator.cli.claim import register
from adjudicator.io.events import read_event
from adjudicator.laws.claims import law70d, request
from adjudicator.laws.claims.claim_input import FIELDS, ROWS, ClaimRequest
from adjudicator.web import request as web_request

from places import EXAMPLES

EXAMPLE = EXAMPLES / "forgotten-trump.pbn"
#: The command's options that say how the ruling is shown, not what the claim is.
#: (about and candidates: what the report shows beside the ruling)
OUTPUT_OPTIONS = {"help", "format", "lang", "replay", "report", "about", "candidates"}
#: The README's forgotten trump, typed in (a statement, so that there is one to compile).
TYPED = {
    "hands": "N:4.87.5. J.54.J. Q.AKQ.. .JT9.Q.",
    "trump": "S",
    "lead": "S",
    "claimer": "S",
    "claims": 4,
    "statement": "cashing my winners",
}


def _claim_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser()
    subparsers = parser.add_subparsers()
    register(subparsers)
    return subparsers.choices["claim"]


def test_the_commands_options_are_the_requests_rows() -> None:
    actions = _claim_parser()._actions
    dests = {action.dest for action in actions} - OUTPUT_OPTIONS
    assert dests == {row.name for row in ROWS}
    flags = {flag for action in actions for flag in action.option_strings}
    assert {row.flag for row in ROWS if row.name != "event"} <= flags
    assert "--class" in flags and "--after-claim" in flags


def test_the_web_keys_are_the_requests_rows() -> None:
    assert web_request.KEYS == {row.key: row.kind for row in ROWS}
    assert set(FIELDS) < set(web_request.KEYS)
    assert "class" in web_request.KEYS and "player_class" not in web_request.KEYS


def test_the_command_and_the_web_give_the_same_request() -> None:
    argv = [
        "claim",
        "--hands",
        TYPED["hands"],
        "--trump",
        "S",
        "--lead",
        "S",
        "--claimer",
        "S",
        "--claims",
        "4",
        "--statement",
        TYPED["statement"],
        "--budget-ms",
        "900",
    ]
    parser = argparse.ArgumentParser()
    register(parser.add_subparsers())
    from adjudicator.cli.claim import request_of_args

    typed = request_of_args(parser.parse_args(argv))
    sent = web_request.claim_arguments(TYPED | {"budget_ms": 900}, web_request.Limits())
    # the command reads "4" as typed (the laws count it); the page sends a number
    assert typed.claims == "4" and sent.claims == 4
    assert typed == ClaimRequest(**{**vars(sent), "claims": "4", "nodes_per_ms": None})


@pytest.fixture
def counted(monkeypatch) -> dict[str, int]:
    """Counts of the checks of a claim's facts and of the statement's compilations."""
    counts = {"checked": 0, "compiled": 0}
    checked, compiled = request.check_request, law70d.statement_terms

    def check_request(*args, **kwargs):
        counts["checked"] += 1
        return checked(*args, **kwargs)

    def statement_terms(*args, **kwargs):
        counts["compiled"] += 1
        return compiled(*args, **kwargs)

    monkeypatch.setattr(request, "check_request", check_request)
    monkeypatch.setattr(law70d, "statement_terms", statement_terms)
    monkeypatch.setenv("ADJUDICATOR_NODES_PER_MS", "2000")
    return counts


def test_the_package_face_rules_through_rule_request(counted) -> None:
    position = adjudicator.ClaimPosition.from_text(TYPED["hands"], trump="S", lead="S")
    ruling = adjudicator.rule(position, claimer="S", claims=4, statement=TYPED["statement"])
    assert ruling.awarded == 3
    assert counted == {"checked": 1, "compiled": 1}
    adjudicator.rule(ClaimRequest(**{k: v for k, v in TYPED.items()}))
    assert counted == {"checked": 2, "compiled": 2}


def test_the_command_rules_through_rule_request(counted, capsys) -> None:
    assert main(["claim", str(EXAMPLE), "--board", "1", "--statement", TYPED["statement"]]) == 0
    assert "RULING: 3 of the remaining tricks" in capsys.readouterr().out
    assert counted == {"checked": 1, "compiled": 1}


def test_the_web_worker_rules_through_rule_request(counted) -> None:
    from adjudicator.web.jobs import answer

    sent = web_request.claim_arguments(TYPED, web_request.Limits(nodes_per_ms=2000.0))
    answered = answer("rule", sent, 30.0)
    assert answered["ok"]["awarded"] == 3
    assert counted == {"checked": 1, "compiled": 1}


def test_the_batch_check_rules_through_rule_request(counted) -> None:
    from adjudicator.batch.check import check_claim

    (record,) = read_event(EXAMPLE).claims
    checked = check_claim(record, node_budget=2_000_000)
    assert checked.ruling is not None and checked.ruling.awarded == 3
    assert counted == {"checked": 1, "compiled": 1}


def test_a_replay_rules_through_rule_request(counted) -> None:
    from adjudicator.text.record import claim_json, replay

    (record,) = read_event(EXAMPLE).claims
    ruling = adjudicator.rule(record)
    counted |= {"checked": 0, "compiled": 0}
    again = replay(json.loads(json.dumps(claim_json(ruling))))
    assert again.reproduced, again.differences
    assert counted == {"checked": 1, "compiled": 1}


@pytest.mark.parametrize(
    "bad",
    [
        42,
        "N:4.87.5. J.54.J. Q.AKQ.. .JT9.Q.",
        None,
        {"schema": "adjudicator/other"},
        {},
    ],
)
def test_rule_refuses_what_is_not_a_claim_with_the_projects_error(bad) -> None:
    with pytest.raises(adjudicator.AdjudicatorError):
        adjudicator.rule(bad)


def test_rule_takes_a_claim_read_from_an_event_file() -> None:
    (record,) = adjudicator.read_claims(EXAMPLE)
    assert adjudicator.rule(record).awarded == 3
