"""Law 77: endplay's ``Contract.score`` (behind ``contract_score``) against the whole table.

``law77`` below is written from the table in the seed law text (第77條), independently
of endplay, except for one correction: the seed prints the *doubled* trick value of hearts
and spades as 40; the WBF table it translates (and its own redoubled 120) make it 60.
The anchors check ``law77`` itself against scores every director knows.
"""

from __future__ import annotations

import itertools

import pytest

from adjudicator.scoring import (
    ContractError,
    ScoringError,
    TricksError,
    VulnerabilityError,
    contract_score,
    declarer_vulnerable,
    ns_score,
)

STRAINS = ("C", "D", "H", "S", "NT")
PENALTIES = ("", "X", "XX")


def law77(level: int, strain: str, penalty: str, vulnerable: bool, tricks: int) -> int:
    """The declaring side's score, from the Law 77 table."""
    contracted = level + 6
    if tricks >= contracted:
        return _made(level, strain, penalty, vulnerable, tricks - contracted)
    return -_penalty(penalty, vulnerable, contracted - tricks)


def _made(level: int, strain: str, penalty: str, vulnerable: bool, overtricks: int) -> int:
    # Trick score, per odd trick bid and made.
    per_trick = {
        "": {"C": 20, "D": 20, "H": 30, "S": 30},
        "X": {"C": 40, "D": 40, "H": 60, "S": 60},
        "XX": {"C": 80, "D": 80, "H": 120, "S": 120},
    }
    if strain == "NT":
        first, later = {"": (40, 30), "X": (80, 60), "XX": (160, 120)}[penalty]
        trick_score = first + later * (level - 1)
    else:
        trick_score = per_trick[penalty][strain] * level
    # Game (trick score 100 or more) or part score.
    bonus = (500 if vulnerable else 300) if trick_score >= 100 else 50
    # Slams.
    if level == 6:
        bonus += 750 if vulnerable else 500
    if level == 7:
        bonus += 1500 if vulnerable else 1000
    # Making a doubled / redoubled contract.
    bonus += {"": 0, "X": 50, "XX": 100}[penalty]
    # Overtricks.
    if penalty == "":
        each = 30 if strain in ("H", "S", "NT") else 20
    elif penalty == "X":
        each = 200 if vulnerable else 100
    else:
        each = 400 if vulnerable else 200
    return trick_score + bonus + each * overtricks


def _penalty(penalty: str, vulnerable: bool, down: int) -> int:
    total = 0
    for n in range(1, down + 1):
        if penalty == "":
            total += 100 if vulnerable else 50
            continue
        if vulnerable:
            step = 200 if n == 1 else 300
        else:
            step = 100 if n == 1 else 200 if n <= 3 else 300  # 4th and later: +100
        total += step * (2 if penalty == "XX" else 1)
    return total


@pytest.mark.parametrize(
    ("level", "strain", "penalty", "vulnerable", "tricks", "score"),
    [
        (4, "S", "", False, 10, 420),
        (4, "S", "", True, 10, 620),
        (3, "NT", "", False, 9, 400),
        (3, "NT", "", True, 10, 630),
        (1, "NT", "", False, 7, 90),
        (2, "C", "X", False, 8, 180),  # doubled into a part score: 80 + 50 + 50
        (2, "D", "X", False, 9, 280),  # one doubled overtrick, not vulnerable
        (2, "H", "X", True, 8, 670),  # doubled into game: 120 + 500 + 50
        (4, "S", "X", False, 10, 590),  # 240 + 300 + 50 (the seed's "40" would give 510)
        (1, "NT", "XX", True, 7, 760),  # 160 + 500 + 100
        (6, "H", "", False, 12, 980),
        (6, "NT", "", True, 13, 1470),
        (7, "NT", "", False, 13, 1520),
        (7, "NT", "XX", True, 13, 2980),
        (4, "S", "X", True, 8, -500),
        (3, "NT", "X", False, 5, -800),  # 100 + 200 + 200 + 300
        (3, "NT", "X", False, 4, -1100),
        (4, "H", "", True, 7, -300),
        (4, "H", "XX", False, 6, -1600),  # 200 + 400 + 400 + 600
        (7, "NT", "XX", True, 0, -7600),
        (7, "NT", "X", False, 0, -3500),  # 100 + 200 + 200 + 10 × 300
    ],
)
def test_law77_reference_matches_known_scores(level, strain, penalty, vulnerable, tricks, score):
    assert law77(level, strain, penalty, vulnerable, tricks) == score


def test_contract_score_matches_the_whole_law77_table():
    """Every level × strain × penalty × vulnerability (× declarer) × result: 23,520 cases."""
    mismatches = []
    for level, strain, penalty, vul, declarer, tricks in itertools.product(
        range(1, 8), STRAINS, PENALTIES, ("None", "NS", "EW", "All"), "NESW", range(14)
    ):
        contract = f"{level}{strain}{penalty}"
        expected = law77(level, strain, penalty, declarer_vulnerable(vul, declarer), tricks)
        got = contract_score(contract, declarer, vul, tricks)
        if got != expected:
            mismatches.append((contract, declarer, vul, tricks, got, expected))
    assert mismatches == []


def test_issue_example_and_north_south_view():
    assert contract_score("4SX", "S", "NS", 8) == -500
    assert contract_score("4SX", "S", None, 8) == -300
    assert contract_score("4SX", "S", "None", 8) == -300
    assert ns_score("4S", "W", "EW", 10) == -620
    assert ns_score("4S", "W", "EW", 9) == 100


@pytest.mark.parametrize(
    ("vul", "declarer", "vulnerable"),
    [("None", "N", False), ("NS", "S", True), ("NS", "E", False), ("EW", "W", True),
     ("EW", "N", False), ("All", "E", True), ("both", "N", True), ("love", "S", False)],
)  # fmt: skip
def test_declarer_vulnerable(vul, declarer, vulnerable):
    assert declarer_vulnerable(vul, declarer) is vulnerable


@pytest.mark.parametrize(
    ("args", "error", "words"),
    [
        (("8S", "S", "None", 9), ContractError, "level must be 1 to 7"),
        (("0NT", "S", "None", 9), ContractError, "level must be 1 to 7"),
        (("4Q", "S", "None", 9), ContractError, "cannot read contract"),
        (("4SXXX", "S", "None", 9), ContractError, "cannot read contract"),
        (("4S", "Q", "None", 9), ContractError, "unknown declarer"),
        (("4S", "S", "None", 14), TricksError, "0 to 13"),
        (("4S", "S", "None", -1), TricksError, "0 to 13"),
        (("4S", "S", "None", 9.5), TricksError, "whole number"),
        (("4S", "S", "XY", 9), VulnerabilityError, "unknown vulnerability 'XY'"),
    ],
)
def test_bad_input_gives_clear_value_errors(args, error, words):
    with pytest.raises(error, match=words) as info:
        contract_score(*args)
    assert isinstance(info.value, ScoringError)
    assert isinstance(info.value, ValueError)
