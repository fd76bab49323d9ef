"""A ruling made again from its record, and what (if anything) came out differently.

A record is reproduced when ruling its claim again with the same search settings gives
the same record, field for field, except what cannot repeat: the time the search took
and the version of the tool that made it (a different version is reported, since a
newer tool may rule differently by design).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from adjudicator.laws.claims.claim_input import ClaimRequest
from adjudicator.laws.claims.law70d import StatementMismatch
from adjudicator.laws.claims.request import rule_request
from adjudicator.laws.claims.ruling import Ruling
from adjudicator.scoring.weights import UNITS
from adjudicator.text.record.read import RecordError, ReplayRequest, replay_request
from adjudicator.text.record.write import claim_json

#: Fields that change from one run to the next by nature (paths into the record); the
#: source's file too: a record made before issue 31 names it with its folders, one made
#: now by its name alone (the same file, not a different ruling).
VOLATILE = (("elapsed_ms",), ("ruling", "elapsed_ms"), ("tool",), ("source", "file"))


@dataclass(frozen=True)
class Replay:
    """The ruling made again, its record, and the differences from the one given."""

    ruling: Ruling
    record: dict[str, Any]
    differences: tuple[str, ...]
    recorded_tool: str | None

    @property
    def reproduced(self) -> bool:
        return not self.differences


def replay(recorded: dict[str, Any], jobs: int | None = None) -> Replay:
    """Rule again on the claim of ``recorded`` and compare the two records; ``jobs``:
    the processes a guess's simulation may use (1 inside a web worker, which may not
    start any; the layouts, drawn from the seed, are the same whatever the number)."""
    request = replay_request(recorded)
    try:
        ruling = rule_request(replace(claim_request(request), guess_jobs=jobs))
    except StatementMismatch as exc:  # the statement names cards the position lacks
        raise RecordError(f"claim.statement: {exc}") from None
    assert isinstance(ruling, Ruling)  # a record is a Law 70 ruling's
    record = claim_json(ruling)
    tool = recorded.get("tool")
    version = tool.get("version") if isinstance(tool, dict) else None
    return Replay(ruling, record, tuple(differences(recorded, record)), version)


def claim_request(request: ReplayRequest) -> ClaimRequest:
    """The record's claim and search settings as a claim request: its facts, searched on
    the recorded nodes (not this machine's clock)."""
    guess = request.guess
    weights = {unit: name for name, unit in UNITS.items()}
    return ClaimRequest(
        facts=request.facts,
        no_outcomes=not request.with_outcomes,
        with_points=request.with_points,
        node_budget=request.node_budget,
        layouts=0 if guess is None else guess.layouts,
        seed=1 if guess is None else guess.seed,
        weights="sixths" if guess is None else weights[guess.unit],
    )


def differences(recorded: Any, now: Any, path: tuple[str, ...] = ()) -> list[str]:
    """``where: recorded X, now Y`` for every field of ``recorded`` that ``now`` does not
    repeat.  Fields ``now`` has and ``recorded`` lacks (added by a later version of the
    record) are not differences."""
    if path in VOLATILE:
        return []
    if isinstance(recorded, dict) and isinstance(now, dict):
        found = []
        for key, value in recorded.items():
            if key not in now:
                found.append(f"{_where(path + (key,))}: recorded {_short(value)}, now absent")
            else:
                found += differences(value, now[key], path + (key,))
        return found
    if recorded != now or type(recorded) is not type(now):
        return [f"{_where(path)}: recorded {_short(recorded)}, now {_short(now)}"]
    return []


def _where(path: tuple[str, ...]) -> str:
    return ".".join(path) or "the record"


def _short(value: Any, limit: int = 80) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."
