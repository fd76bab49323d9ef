"""The class of player per event (issue 16, item 9): given, mapped, or read from the
event's name — and always said."""

from __future__ import annotations

import pytest

from adjudicator.laws.claims.class_of_player import (
    ClassMap,
    ClassMapError,
    championship_word,
    class_from_event,
)
from adjudicator.laws.rulesets import PlayerClass

EXPERT, CLUB, NOVICE = PlayerClass.EXPERT, PlayerClass.CLUB, PlayerClass.NOVICE


@pytest.mark.parametrize(
    "event, expected",
    [
        # the names the project's event files give
        ("2007 SPINGOLD FINAL", EXPERT),
        ("16th European Youth Team Championships", EXPERT),
        ("World Championship", EXPERT),
        ("12th Cap Gemini World Top Tournament 1998", EXPERT),
        ("ACBL #1607 Pairs ACBL Sat 1pm Speedball", CLUB),
        ("Bridge Base Online", CLUB),
        ("9533-1377369061", CLUB),
        ("International Amsterdam Airport Schiphol Bridgetournament", CLUB),
        ("", CLUB),
        # a word inside another word is not the word
        ("Trialsville club night", CLUB),
    ],
)
def test_the_event_name_shows_a_championship(event, expected) -> None:
    player_class, why = class_from_event(event)
    assert player_class is expected
    assert why.key == ("class_event_tags" if expected is EXPERT else "class_default")
    assert (championship_word(event) is not None) == (expected is EXPERT)


def test_a_map_matches_events_files_and_folders_first_match_first() -> None:
    classes = ClassMap.parse(
        [
            "*speedball*=novice",  # an event's name, any case
            "events/tenace=club",  # a folder, by its path's end ...
            "wronie*=expert",  # ... or by its name
        ]
    )
    acbl = classes.choose("/data/acbl/x.pbn", "ACBL #1607 Pairs ACBL Sat 1pm SPEEDBALL")
    assert acbl[0] is NOVICE and acbl[1].params["pattern"] == "*speedball*"
    assert classes.choose("/d/events/tenace/a.lin", "2007 SPINGOLD FINAL")[0] is CLUB
    assert classes.choose("/d/Wronie_9533/28189415.lin", "")[0] is EXPERT
    # no pattern matches: the event's name decides
    assert classes.choose("/d/other/b.lin", "2007 SPINGOLD FINAL")[0] is EXPERT
    assert classes.choose("/d/other/b.lin", "Monday pairs")[0] is CLUB


def test_one_class_for_all_comes_after_the_map_and_before_the_name() -> None:
    classes = ClassMap.parse(["*spingold*=expert"], every="novice")
    assert classes.choose("a.lin", "2007 SPINGOLD FINAL")[0] is EXPERT
    chosen, why = classes.choose("a.lin", "16th European Youth Team Championships")
    assert chosen is NOVICE and why.key == "class_stated"
    assert classes.key == "*spingold*=expert;*=novice" and ClassMap().key == ""


@pytest.mark.parametrize("spec", ["spingold", "=expert", "*spingold*=master"])
def test_a_bad_map_entry_is_one_clear_error(spec) -> None:
    with pytest.raises(ClassMapError, match="PATTERN=CLASS|class of player"):
        ClassMap.parse([spec])
