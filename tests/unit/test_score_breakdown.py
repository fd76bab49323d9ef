"""The score arithmetic a committee report prints adds up to Law 77's score."""

from __future__ import annotations

import pytest

from adjudicator.core.contract import Contract
from adjudicator.scoring.breakdown import score_parts
from adjudicator.scoring.law77 import contract_score


@pytest.mark.parametrize("doubling", ["", "X", "XX"])
@pytest.mark.parametrize("vul", ["None", "All"])
def test_the_parts_add_up_to_the_score_of_every_contract(doubling: str, vul: str) -> None:
    for level in range(1, 8):
        for strain in ("C", "D", "H", "S", "NT"):
            bid = Contract(level, strain, doubling)
            for tricks in range(14):
                parts = score_parts(bid, vul == "All", tricks)
                assert sum(p.points for p in parts) == contract_score(bid, "S", vul, tricks), (
                    str(bid),
                    vul,
                    tricks,
                    parts,
                )


def test_doubled_undertricks_are_listed_trick_by_trick() -> None:
    """4♠X two down vulnerable is 200 + 300 (the issue's example, −500)."""
    (part,) = score_parts("4SX", True, 8)
    assert (part.kind, part.count, part.points, part.each) == ("undertricks", 2, -500, (200, 300))


def test_a_made_game_has_its_trick_score_and_bonus() -> None:
    kinds = [(p.kind, p.points) for p in score_parts("3NT", False, 10)]
    assert kinds == [("trick_score", 100), ("game_bonus", 300), ("overtricks", 30)]
