"""Issue 31: what a director, a committee and a chief director hit in their first hour
with the command line (the page's items are in test_web_records / test_web_browser)."""

from __future__ import annotations

import json

import pytest

from adjudicator import cli

#: test_claim_weighting's three-card ending: a guess between two aces at trick 2.
DISCARD_GUESS = ["--hands", "N:.AQ2.. ..K.KQ .3.A.A .K7.Q.", "--trump", "S", "--lead", "W",
                 "--claimer", "S", "--claims", "3", "--contract", "4S", "--declarer", "S",
                 "--vul", "NS", "--won", "7,3"]


def ruled(capsys, *argv: str) -> dict:
    assert cli.main(["claim", *argv, "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("rules, asked, simulated", [
    ("seed1997", [], False),  # information only: not simulated unless asked for
    ("acbl", [], False),
    ("seed1997", ["--weights", "sixths"], True),
    ("acbl", ["--layouts", "200"], True),
    ("ebu", [], True),  # a committee may weight: simulated by default
    ("wbf2017", [], True),
    ("ebu", ["--layouts", "0"], False),
])
def test_the_guess_is_simulated_where_it_is_used(capsys, rules, asked, simulated) -> None:
    record = ruled(capsys, *DISCARD_GUESS, "--rules", rules, *asked)
    guess = record["ruling"]["search"]["guess"]
    assert (guess is not None) is simulated
    assert (record["weighting"] is not None) is simulated
    assert record["awarded"] == 1  # the law's single result, simulated or not
