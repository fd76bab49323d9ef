"""The one Contract type: every spelling it reads, what it refuses, how it writes itself."""

from __future__ import annotations

import pytest
from endplay.types import Denom

from adjudicator.core.contract import (
    STRAINS,
    Contract,
    ContractError,
    parse_strain,
)
from adjudicator.errors import AdjudicatorError


@pytest.mark.parametrize(
    ("text", "level", "strain", "doubling"),
    [
        ("4SX", 4, "S", "X"),
        ("4♠X", 4, "S", "X"),
        ("3NT", 3, "NT", ""),
        ("3N", 3, "NT", ""),
        ("4s", 4, "S", ""),
        ("4sx", 4, "S", "X"),
        ("7NTXX", 7, "NT", "XX"),
        ("3ntxx", 3, "NT", "XX"),
        ("1C", 1, "C", ""),
        ("1♣", 1, "C", ""),
        ("2D", 2, "D", ""),
        ("2♦xx", 2, "D", "XX"),
        ("5H", 5, "H", ""),
        ("5♥X", 5, "H", "X"),
        ("6 C XX", 6, "C", "XX"),
        ("  4S  ", 4, "S", ""),
    ],
)
def test_parse_reads_every_spelling(text, level, strain, doubling):
    contract = Contract.parse(text)
    assert (contract.level, contract.strain, contract.doubling) == (level, strain, doubling)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("8NT", "impossible contract '8NT': the level must be 1 to 7"),
        ("0S", "impossible contract '0S': the level must be 1 to 7"),
        ("4Z", "cannot read contract '4Z'"),
        ("", "cannot read contract ''"),
        ("S", "cannot read contract 'S'"),
        ("4SXXX", "cannot read contract '4SXXX'"),
        ("four spades", "cannot read contract 'four spades'"),
        ("4S=", "cannot read contract '4S='"),
    ],
)
def test_parse_refuses_what_cannot_be_a_contract(text, words):
    with pytest.raises(ContractError, match=words) as info:
        Contract.parse(text)
    assert isinstance(info.value, AdjudicatorError)
    assert isinstance(info.value, ValueError)
    assert "\n" not in str(info.value)


@pytest.mark.parametrize("value", [None, 4, ("4", "S")])
def test_parse_refuses_what_is_not_text(value):
    with pytest.raises(ContractError, match="contract must be text like '4SX'"):
        Contract.parse(value)


def test_constructor_checks_and_normalises():
    assert Contract(4, "s", "x") == Contract(4, "S", "X")
    assert Contract(3, Denom.nt) == Contract.parse("3NT")
    assert Contract(4, Denom.spades, "XX").strain == "S"
    assert Contract(2, "♥") == Contract(2, "H")
    for level in (0, 8, True, 4.0, "4"):
        with pytest.raises(ContractError, match="level"):
            Contract(level, "S")  # type: ignore[arg-type]
    with pytest.raises(ContractError, match="unknown strain 'Z'"):
        Contract(4, "Z")
    with pytest.raises(ContractError, match="doubling must be"):
        Contract(4, "S", "XXX")


def test_every_contract_reads_back_from_its_own_text():
    for level in range(1, 8):
        for strain in STRAINS:
            for doubling in ("", "X", "XX"):
                contract = Contract(level, strain, doubling)
                assert Contract.parse(str(contract)) == contract
                assert Contract.parse(contract.text()) == contract
                assert Contract.parse(contract.text(symbols=False)) == contract


@pytest.mark.parametrize(
    ("text", "letters", "symbols", "chinese"),
    [
        ("4SX", "4SX", "4♠X", "4♠X"),
        ("3N", "3NT", "3NT", "3無將"),
        ("6cxx", "6CXX", "6♣XX", "6♣XX"),
        ("1♦", "1D", "1♦", "1♦"),
        ("2h", "2H", "2♥", "2♥"),
    ],
)
def test_text(text, letters, symbols, chinese):
    contract = Contract.parse(text)
    assert str(contract) == letters
    assert contract.text(symbols=False) == letters
    assert contract.text() == symbols
    assert contract.text(notrump="無將") == chinese


@pytest.mark.parametrize(
    ("text", "tricks", "shown", "letters"),
    [
        ("4S", 9, "4♠-1", "4S-1"),
        ("4S", 10, "4♠=", "4S="),
        ("4HX", 11, "4♥X+1", "4HX+1"),
        ("3NT", 9, "3NT=", "3NT="),
        ("3NT", 13, "3NT+4", "3NT+4"),
        ("7C", 0, "7♣-13", "7C-13"),
        ("1D", 7, "1♦=", "1D="),
    ],
)
def test_result_text(text, tricks, shown, letters):
    contract = Contract.parse(text)
    assert contract.result_text(tricks) == shown
    assert contract.result_text(tricks, symbols=False) == letters
    assert contract.outcome(tricks) == tricks - contract.tricks_needed


def test_result_text_refuses_impossible_tricks():
    for tricks in (-1, 14, 9.5, True):
        with pytest.raises(ContractError, match="0 to 13"):
            Contract.parse("4S").result_text(tricks)  # type: ignore[arg-type]


def test_tricks_needed_and_denom():
    assert Contract.parse("4S").tricks_needed == 10
    assert Contract.parse("7NT").tricks_needed == 13
    assert [Contract(1, s).denom for s in STRAINS] == [
        Denom.clubs,
        Denom.diamonds,
        Denom.hearts,
        Denom.spades,
        Denom.nt,
    ]


def test_from_parts_names_the_text_it_came_from():
    assert Contract.from_parts("4", "♠", "X", "4♠X-1 N") == Contract(4, "S", "X")
    assert Contract.from_parts("3", "N", None, "3N= S") == Contract(3, "NT")
    with pytest.raises(ContractError, match="impossible contract '9S= N'"):
        Contract.from_parts("9", "S", None, "9S= N")


@pytest.mark.parametrize(
    ("value", "code"),
    [("s", "S"), ("♠", "S"), ("N", "NT"), ("nt", "NT"), (Denom.hearts, "H"),
     (Denom.nt, "NT"), (" c ", "C")],
)  # fmt: skip
def test_parse_strain(value, code):
    assert parse_strain(value) == code


@pytest.mark.parametrize("value", ["Z", "", "NOTRUMPS", None])
def test_parse_strain_refuses(value):
    with pytest.raises(ContractError, match="unknown strain"):
        parse_strain(value)  # type: ignore[arg-type]
