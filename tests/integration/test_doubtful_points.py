"""Doubtful points a director can strike (issue 16, item 7): the ruling lists each choice
of the claimer's side its worst normal line depends on, with the tricks he would get
without it, and ``--not-normal POINT`` (the API's ``not_normal``, the JSON's field) rules
again with that choice struck as not normal for this player (Law 70A)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from endplay.types import Card, Player

from adjudicator import rule
from adjudicator.cli import main
from adjudicator.engine import NotNormal
from adjudicator.laws.claims.doubtful import PointError, parse_point, point_codes, position_after

from places import EXAMPLES
from rulings import position

#: The README's forgotten trump: South's ♥AKQ and ♠Q, East's ♠J (4♠, South claims 4).
FORGOTTEN_TRUMP = ("N:4.87.5. J.54.J. Q.AKQ.. .JT9.Q.", "S", "S")
#: ♠AK2 opposite the ♠Q: the block is forced by the top-down rule, no choice to strike.
BLOCKED = ("N:Q.AK.. JT9... AK2... .QJT..", "NT", "S")
EXAMPLE = str(EXAMPLES / "forgotten-trump.pbn")


def test_the_forgotten_trump_depends_on_cashing_hearts_first() -> None:
    """Each heart South leads before drawing the ♠J is a choice the ruling rests on: a
    committee that finds any of them not normal for this player gives him all four."""
    ruling = rule(position(*FORGOTTEN_TRUMP), "S", 4)
    assert ruling.awarded == 3 and ruling.points_complete
    points = ruling.doubtful_points
    assert [p.code for p in points] == ["1:S:HA/HK/HQ", "2:S:HK/HQ", "3:S:HQ"]
    assert all(
        p.kind == "lead" and p.alternatives == (Card("SQ"),) and p.without == 4 for p in points
    )
    struck = rule(position(*FORGOTTEN_TRUMP), "S", 4, not_normal=["3:S:HQ"])
    assert struck.awarded == 4 and struck.upheld and struck.doubtful_points == ()
    assert struck.findings[0].key == "struck_points"
    # at the claim the ♥Q is one card with the ♥A and ♥K beside it: striking it strikes them
    assert point_codes(struck.findings[0].params["points"]) == ["3:S:HQ/HK/HA"]


def test_striking_a_card_strikes_the_cards_equal_to_it() -> None:
    """At the claim South's ♥A, ♥K and ♥Q are one card: a director who strikes "trick 1:
    South leads the ♥K" strikes leading any of them there (else the engine would simply
    lead the ♥A), so South draws the trump first and makes all four."""
    ruling = rule(position(*FORGOTTEN_TRUMP), "S", 4, not_normal=["1:S:HK"])
    assert ruling.awarded == 4
    assert point_codes(ruling.findings[0].params["points"]) == ["1:S:HK/HA/HQ"]
    assert ruling.worst_line[0] == Card("SQ")


def test_no_point_where_the_rules_leave_no_choice() -> None:
    ruling = rule(position(*BLOCKED), "S", 3)
    assert ruling.awarded == 2 and ruling.doubtful_points == () and ruling.points_complete


def test_an_upheld_claim_has_no_doubtful_point() -> None:
    ruling = rule(position(*FORGOTTEN_TRUMP, history=("S:SA S2 S3 S5",)), "S", 4)
    assert ruling.upheld and ruling.doubtful_points == ()


def test_the_command_line_lists_points_and_strikes_one(capsys) -> None:
    assert main(["claim", EXAMPLE, "--board", "1", "--no-outcomes"]) == 0
    out = capsys.readouterr().out
    assert "Doubtful points" in out
    assert "3:S:HQ  trick 3: South leads ♥Q instead of ♠Q" in out
    assert "without this choice: 4 of the remaining tricks" in out
    assert (
        main(["claim", EXAMPLE, "--board", "1", "--not-normal", "3:S:HQ", "--format", "json"]) == 0
    )
    ruling = json.loads(capsys.readouterr().out)
    assert ruling["awarded"] == 4 and ruling["not_normal"] == ["3:S:HQ"]  # as typed
    assert ruling["doubtful_points"] == [] and ruling["doubtful_points_complete"] is True
    main(["claim", EXAMPLE, "--board", "1", "--format", "json", "--no-outcomes"])
    listed = json.loads(capsys.readouterr().out)["doubtful_points"]
    assert listed[2] | {"text": ""} == {
        "code": "3:S:HQ",
        "trick": 3,
        "seat": "S",
        "card": "HQ",
        "cards": ["HQ"],
        "kind": "lead",
        "alternatives": ["SQ"],
        "careless": False,
        "deviated": [],
        "without": 4,
        "text": "",
    }


@pytest.mark.parametrize(
    "point, message",
    [
        ("3:S", "TRICK:SEAT:CARD"),
        ("0:S:HQ", "counted from 1"),
        ("3:S:HX", "HX"),
        ("3:E:HQ", "not on the claimer's side"),
        ("3:N:HQ", "N does not hold ♥Q|N does not hold HQ"),
        ("9:S:HQ", "only 4 tricks remain"),
    ],
)
def test_a_bad_point_is_one_clear_line(capsys, point, message) -> None:
    assert main(["claim", EXAMPLE, "--board", "1", "--not-normal", point]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--not-normal" in err or "adjudicate claim" in err
    assert any(part in err for part in message.split("|")), err


def test_points_parse_with_symbols_and_several_cards() -> None:
    assert parse_point("3:s:♥10/H9") == (
        NotNormal(3, Player.south, Card("HT")),
        NotNormal(3, Player.south, Card("H9")),
    )
    with pytest.raises(PointError):
        parse_point("three:S:HQ")


def test_the_position_along_a_line_knows_the_show_outs() -> None:
    """After the third heart East has shown out of hearts (he ruffed): the position a
    choice is tried from carries that knowledge (Law 70E's "failed to follow")."""
    where = position(*FORGOTTEN_TRUMP)
    line = rule(where, "S", 4).worst_line
    later = position_after(where, line[:12])
    assert later.tricks_left == 1 and (Player.east, 1) in {(s, int(d)) for s, d in later.shown_out}
    assert later.leader == Player.east and len(later.history) == 3


def test_a_struck_ruling_is_recorded_and_replayed(tmp_path, capsys) -> None:
    """The struck point travels in the ruling record, and --replay makes the same ruling
    again (the record's claim.not_normal)."""
    record = tmp_path / "ruling.json"
    assert (
        main(["claim", EXAMPLE, "--board", "1", "--not-normal", "3:S:HQ", "--format", "json"]) == 0
    )
    written = json.loads(capsys.readouterr().out)
    assert written["claim"]["not_normal"] == [{"trick": 3, "seat": "S", "card": "HQ"}]
    record.write_text(json.dumps(written), encoding="utf-8")
    assert main(["claim", "--replay", str(record), "--format", "json"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["awarded"] == 4 and "reproduced exactly" in err


def test_a_choice_whose_search_ran_out_leaves_the_list_incomplete(monkeypatch) -> None:
    """A choice whose search stopped at its budget was taken as one that does not help, and
    the list said it was complete; a committee must be told the rest was not examined."""
    from adjudicator.laws.claims import doubtful

    searched = doubtful.Allowance.search

    def stopped(allowance, play, restriction, where, floor, ceiling):
        result = searched(allowance, play, restriction, where, floor, ceiling)
        return replace(result, complete=False, value=None)

    monkeypatch.setattr(doubtful.Allowance, "search", stopped)
    ruling = rule(position(*FORGOTTEN_TRUMP), "S", 4)
    assert ruling.awarded == 3
    assert ruling.doubtful_points == () and not ruling.points_complete


ACBL = "bbo-pbntools/test/test_7_bbo_www_acbl_20130810/acbl_1607_pairs_acbl_sat_1pm_speedball.pbn"


def test_every_choice_of_a_long_claim_is_examined(events_dir) -> None:
    """ACBL speedball board 3 (record 136), 10 of the last 11 claimed, the worst normal
    line taking 9: both of West's plays it rests on are found and the list is complete.
    (Board 6, record 255, was this test's claim until issue 27: West's ruff of East's
    heart is now a sure ruff, and its worst line of 5 rests on no single choice.)  Each
    choice's search from the claim asks only whether striking it beats the award (and by
    how much), and shares with the ruling's own search every position past the struck
    trick; asked for the whole value on empty tables, the list stopped at its share after
    the first point.  Struck, each point gives what the list says."""
    from adjudicator.io.events import read_event
    from adjudicator.laws.claims.claim import claim_from_record
    from adjudicator.laws.claims.ruling import rule_claim

    (record,) = [r for r in read_event(events_dir / ACBL).claims if r.index == 136]
    facts = claim_from_record(record)
    ruling = rule_claim(facts)
    assert (ruling.awarded, ruling.worst) == (9, 9) and ruling.points_complete
    assert [p.code for p in ruling.doubtful_points] == ["3:W:SA", "4:W:SJ"]
    for point in ruling.doubtful_points:
        struck = rule_claim(replace(facts, not_normal=parse_point(point.code)))
        assert struck.awarded == point.without == 10
