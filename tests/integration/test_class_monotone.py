"""Ruling quality is monotone in the class of player (issue 16): in the same position an
expert gets at least what a club player gets, and a club player at least what a novice
gets.  What is careless for a club player may be irrational for an expert (footnote to
Laws 69-71, practice row 25) — never the other way round.

A property over the real claims of ``shared/data/events``: every 72nd claim with at most
7 tricks left in the default run (a dozen claims: the long endings are where the
searches cost, and the default run is kept short, issue 9), all of them under ``-m slow``.
"""

from __future__ import annotations

import pytest

from adjudicator.laws.claims.claim import claim_from_record
from adjudicator.laws.claims.ruling import rule_claim
from adjudicator.laws.rulesets import PlayerClass

CLASSES = (PlayerClass.NOVICE, PlayerClass.CLUB, PlayerClass.EXPERT)
#: Enough for all but the longest claims; a class left undecided is skipped.
BUDGET = 4_000_000


def _claims(event_readings, every: int, most_left: int = 13) -> list:
    claims = [record for reading in event_readings for record in reading.claims]
    return [record for record in claims[::every] if record.position.tricks_left <= most_left]


def _check(records) -> int:
    """Rule each record for every class; return how many were compared."""
    compared = 0
    for record in records:
        rulings = [
            rule_claim(
                claim_from_record(record, player_class=cls), with_outcomes=False, node_budget=BUDGET
            )
            for cls in CLASSES
        ]
        if not all(r.complete for r in rulings):
            continue
        novice, club, expert = (r.awarded for r in rulings)
        where = f"{record.file} board {record.board} ({record.index})"
        assert expert >= club, f"{where}: expert {expert} < club {club}"
        assert club >= novice, f"{where}: club {club} < novice {novice}"
        compared += 1
    return compared


def test_expert_club_novice_in_order_on_a_sample(event_readings) -> None:
    assert _check(_claims(event_readings, 72, most_left=7)) > 8


@pytest.mark.slow
def test_expert_club_novice_in_order_on_every_claim(event_readings) -> None:
    assert _check(_claims(event_readings, 1)) > 800
