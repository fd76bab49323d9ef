"""The package's public face: what ``import adjudicator`` offers a script."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from endplay.types import Denom, Player

import adjudicator
from adjudicator import AdjudicatorError, ClaimPosition
from adjudicator.core.position import PositionError
from adjudicator.engine import EngineError
from adjudicator.io.board import BoardProblem
from adjudicator.statement import StatementError

from places import EXAMPLES

EXAMPLE = EXAMPLES / "forgotten-trump.pbn"
FORGOTTEN_TRUMP = "N:4.87.5. J.54.J. Q.AKQ.. .JT9.Q."


def test_rule_a_typed_position() -> None:
    """The README's ending typed in: East ruffs the third heart with the forgotten ♠J."""
    where = ClaimPosition.from_text(FORGOTTEN_TRUMP, trump="S", lead="S")
    ruling = adjudicator.rule(where, claimer="S", claims=4)
    assert (ruling.awarded, ruling.kind, ruling.laws) == (3, "reduced", ["70A", "70C"])
    assert "70C" in adjudicator.ruling_text(ruling)
    stated = adjudicator.rule(where, "S", 4, "draw trumps")
    assert (stated.awarded, stated.kind) == (4, "upheld")


def test_rule_needs_the_claimer_and_the_count() -> None:
    where = ClaimPosition.from_text(FORGOTTEN_TRUMP, trump="S", lead="S")
    with pytest.raises(AdjudicatorError, match="claimer"):
        adjudicator.rule(where)


def test_read_claims_and_rule_each() -> None:
    (record,) = adjudicator.read_claims(EXAMPLE)
    assert adjudicator.rule(adjudicator.claim_from_record(record)).awarded == 3


def test_read_claims_logs_each_board_it_cannot_read(tmp_path: Path, caplog) -> None:
    bad = tmp_path / "bad.pbn"
    bad.write_text(
        '[Board "1"]\n[Deal "N:AKQ.. - - -"]\n[Declarer "S"]\n[Contract "4S"]\n'
        '[Result "10"]\n[Play "W"]\nS2 S3 S4 S5\n'
    )
    with caplog.at_level(logging.WARNING):
        assert list(adjudicator.read_claims(bad)) == []
    assert "bad.pbn: board 1:" in caplog.text


def test_double_dummy() -> None:
    assert adjudicator.double_dummy("N:AK... Q2... J3... T9...", "NT", "N") == 2


def test_typed_position_reads_show_outs_from_every_trick() -> None:
    """A discard on an earlier trick or on the trick in progress is a show-out, and so is
    one the director states."""
    where = ClaimPosition.from_text(
        "N:.43.. .Q5.. .AJ.. 32...",
        "NT",
        "N",
        trick="",
        history=("N:D4 DQ DA S3",),
        shown_out=("E:C",),
    )
    assert where.shown_out == {(Player.west, Denom.diamonds), (Player.east, Denom.clubs)}
    with pytest.raises(ValueError, match="SEAT:SUIT"):
        ClaimPosition.from_text("N:.43.. .Q5.. .AJ.. 32...", "NT", "N", shown_out=("WH",))


@pytest.mark.parametrize("error", [PositionError, EngineError, BoardProblem, StatementError])
def test_every_error_raised_on_purpose_is_an_adjudicator_error(error: type) -> None:
    assert issubclass(error, AdjudicatorError) and issubclass(error, ValueError)
