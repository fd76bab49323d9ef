"""The director-judged claims (``shared/data/rulings/judged-claims.json``) as tests.

Each of the 70 real claims was judged in a director's review as if the opponents had
disputed it and the claimer had said nothing; the reasons are the normal-play model's
specification by example (issue 16).  A ``clear`` award must be matched exactly, a
``judgement`` one within a trick (``rulings/README.md``).  The file is read, never edited.
"""

from __future__ import annotations

import json
from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest
from endplay.types import Player

from adjudicator.io.events import EventReading, read_event
from adjudicator.laws.claims.claim import claim_from_record
from adjudicator.laws.claims.ruling import rule_claim
from adjudicator.laws.rulesets import PlayerClass

from places import SHARED_DATA

JUDGED = SHARED_DATA / "rulings" / "judged-claims.json"


def _judged() -> list[dict]:
    if not JUDGED.is_file():
        return []
    return json.loads(JUDGED.read_text(encoding="utf-8"))


@cache
def _reading(path: str) -> EventReading:
    return read_event(SHARED_DATA.parent / path)


def _facts(claim: dict):
    """The claim of the record the entry names, as the director judged it: his class of
    player and his claimer (the event files do not say who claimed)."""
    records = [
        r
        for r in _reading(claim["file"]).claims
        if (r.board, r.table, r.index) == (claim["board"], claim["table"], claim["index"])
    ]
    assert len(records) == 1, claim
    facts = claim_from_record(records[0], player_class=PlayerClass(claim["class"]))
    claimer = Player.find(claim["claimer"])
    return facts if facts.claimer == claimer else replace(facts, claimer=claimer)


def _label(claim: dict) -> str:
    return f"{Path(claim['file']).name}-b{claim['board']}-{claim['index']}-{claim['claimer']}"


CLAIMS = _judged()
#: The claims of 9 tricks or more take a third of the 70's time: they run with -m slow.
LONG = 9


def _params() -> list:
    return [
        pytest.param(c, id=_label(c), marks=[pytest.mark.slow] if c["claimed"] >= LONG else [])
        for c in CLAIMS
    ]


@pytest.mark.skipif(not CLAIMS, reason=f"judged claims not found at {JUDGED}")
@pytest.mark.parametrize("claim", _params())
def test_the_ruling_agrees_with_the_director(claim: dict) -> None:
    """The award, within the director's confidence: exact when clear, within a trick
    when a matter of judgement."""
    ruling = rule_claim(_facts(claim), with_outcomes=False)
    assert ruling.complete
    assert ruling.claimed == claim["claimed"] and ruling.dd == claim["dd"]
    if claim["confidence"] == "clear":
        assert ruling.awarded == claim["award"], claim["reason"]
    else:
        assert abs(ruling.awarded - claim["award"]) <= 1, claim["reason"]


# ---- judged-claims-2.json: claims judged blind, after the model was built --------------

JUDGED_BLIND = SHARED_DATA / "rulings" / "judged-claims-2.json"
#: Claims of judged-claims-2.json the model agrees with, at the least: measured when the
#: file came (55 of 89), 61 after the first plan rules of issue 27, 81 after SUIT_RUN and
#: the rules that followed it, 83 once the short hand unblocks before crossing (USBF board
#: 51), 84 once a long suit that sets up by force is kept (board 50), 85 once a club
#: player's careless discard is no longer the way to partner's master; issue 27's goal is
#: 95% of each file.  The file measures how the model generalises: it is never fitted
#: claim by claim, so this is a floor on the whole, not a list of claims that must agree.
BLIND_AGREEMENT_FLOOR = 85


def _agrees(claim: dict) -> bool:
    ruling = rule_claim(_facts(claim), with_outcomes=False)
    if claim["confidence"] == "clear":
        return ruling.awarded == claim["award"]
    return abs(ruling.awarded - claim["award"]) <= 1


@pytest.mark.slow
@pytest.mark.skipif(not JUDGED_BLIND.is_file(), reason=f"judged claims not found at {JUDGED_BLIND}")
def test_the_blind_judged_claims_agree_at_least_as_often_as_measured() -> None:
    claims = json.loads(JUDGED_BLIND.read_text(encoding="utf-8"))
    agreed = sum(_agrees(claim) for claim in claims)
    assert agreed >= BLIND_AGREEMENT_FLOOR, f"{agreed} of {len(claims)}"
