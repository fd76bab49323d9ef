"""The package's face: :func:`rule` and :func:`read_claims`, which ``adjudicator``
offers by name (its ``__init__`` loads this module on the first use of one of its
names, so that ``adjudicate --help`` and ``adjudicate score`` need not load the laws)."""

from __future__ import annotations

import logging
from collections.abc import Iterable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

from endplay.types import Player

from adjudicator.core.cards import seat_of
from adjudicator.core.position import ClaimPosition
from adjudicator.errors import AdjudicatorError
from adjudicator.io.events import read_events
from adjudicator.io.records import ClaimRecord
from adjudicator.laws.claims.claim import BoardContext, ClaimFacts, claim_from_record
from adjudicator.laws.claims.claim_input import ClaimRequest
from adjudicator.laws.claims.doubtful import parse_point
from adjudicator.laws.claims.law69_71 import ConcessionRuling
from adjudicator.laws.claims.request import rule_request
from adjudicator.laws.claims.ruling import Ruling
from adjudicator.laws.rulesets import PlayerClass, RuleSet
from adjudicator.statement import parse_statement
from adjudicator.text.record.read import replay_request
from adjudicator.text.record.replay import claim_request

_log = logging.getLogger(__name__)


def rule(
    claim: ClaimRequest | ClaimFacts | ClaimPosition | ClaimRecord | dict[str, Any],
    claimer: str | Player | None = None,
    claims: int | None = None,
    statement: str = "",
    *,
    player_class: str = "club",
    rules: str = "seed1997",
    context: BoardContext | None = None,
    outcomes: bool = True,
    not_normal: Iterable[str] = (),
) -> Ruling | ConcessionRuling:
    """Rule on a contested claim (Law 70): given a :class:`ClaimRequest` (the command's and
    the web page's fields), a :class:`ClaimFacts`, a claim read from an event file
    (:class:`ClaimRecord`, as :func:`read_claims` gives them), a ruling record (the JSON
    of ``adjudicate claim --format json``, ruled again on its recorded budget), or a
    position with the claimer's seat, the remaining tricks he claims and what he said.
    ``not_normal``: doubtful points the director rules not normal for this player
    (``"3:S:H2"``, as ``Ruling.doubtful_points`` lists them), so that the ruling is made
    without them.  Anything else, and facts that contradict each other, are refused
    before any search with an :class:`AdjudicatorError` (``ClaimFactError`` naming the
    fact)."""
    if isinstance(claim, ClaimRequest):
        return rule_request(claim)
    if isinstance(claim, dict):
        return rule_request(claim_request(replay_request(claim)))
    if isinstance(claim, ClaimRecord):
        claim = claim_from_record(claim)
    struck = tuple(point for text in not_normal for point in parse_point(text))
    if isinstance(claim, ClaimFacts) and struck:
        claim = replace(claim, not_normal=claim.not_normal + struck)
    if isinstance(claim, ClaimPosition):
        if claimer is None or claims is None:
            raise AdjudicatorError("rule(position, ...) needs the claimer and the tricks claimed")
        seat = claimer if isinstance(claimer, Player) else seat_of(claimer)
        claim = ClaimFacts(
            claim,
            seat,
            claims,
            statement=parse_statement(statement),
            player_class=PlayerClass.parse(player_class),
            ruleset=RuleSet.parse(rules),
            context=context,
            not_normal=struck,
        )
    if not isinstance(claim, ClaimFacts):
        raise AdjudicatorError(
            f"rule() takes a ClaimRequest, ClaimFacts, ClaimRecord, ruling record (dict) or "
            f"ClaimPosition, not {type(claim).__name__}"
        )
    return rule_request(ClaimRequest(facts=claim, no_outcomes=not outcomes))


def read_claims(paths: str | Path | Iterable[str | Path]) -> Iterator[ClaimRecord]:
    """Every claim in the event files named (files, or folders searched for ``*.pbn`` and
    ``*.lin``).  A board that cannot be read is logged as a warning naming the file, the
    board and what is wrong; :func:`adjudicator.io.events.read_event` gives each file's
    claims and errors as values."""
    if isinstance(paths, str | Path):
        paths = [paths]
    for reading in read_events(paths):
        for error in reading.errors:
            _log.warning("%s", error)
        yield from reading.claims
