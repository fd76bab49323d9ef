"""Findings follow the line (issue 16, item 8): a law is cited only for what the worst
normal line shows, in words that do not contradict it.  Hands are PBN strings starting
with North."""

from __future__ import annotations

from pathlib import Path

from endplay.types import Card, Player

from adjudicator.io.events import read_event
from adjudicator.laws.claim import claim_from_record
from adjudicator.laws.findings import Finding
from adjudicator.laws.law70c import OutstandingTrump
from adjudicator.laws.law70e import misguessed
from adjudicator.laws.ruling import rule_claim
from adjudicator.text.catalog import finding_text
from adjudicator.text.ruling_text import render_ruling

from rulings import position, rule

SKY = "bbo-pbntools/test/test_6_bbo_skyclub_20130810/SKY_CLUB_2196_Pairs_SKY_CLUB_JACKPOT_2000"
WRONIE = "bbo-pbntools/test/test_8_bbo_wronie_20130824/Wronie_9533_Pairs_2720_PRZYJACIELE_WRONIA"


def test_a_trump_that_takes_its_trick_anyway_is_no_contradiction() -> None:
    """Spades are trumps; East's singleton ♠K outranks South's ♠Q.  South claims two of
    three.  Cashing the ♥A first lets the ♠K ruff it; leading the ♠Q first loses to it:
    the ♠K takes a trick either way.  The old finding said "no trick could be lost to it"
    above "Trick 1 lost: ruffed with ♠K"; now it says no trick *more* is lost."""
    ruling = rule(position("N:3..43. K..52. Q.AK.. .QJT..", "S", "S"), "S", 2)
    assert ruling.upheld and ruling.awarded == 2
    assert [t.why.key for t in ruling.lost_tricks] == ["lost_ruffed"]
    (c3,) = [f for f in ruling.findings if f.key.startswith("70C3")]
    assert c3.key == "70C3_lost_anyway" and "70C" not in ruling.laws
    text = render_ruling(ruling)
    assert "no trick could be lost" not in text
    assert "the ♠K takes its trick whatever the order" in text


def test_a_master_trump_is_forced_out_not_drawn() -> None:
    """When the trump out outranks all the claimer's, "drawing it first" is not what a
    line can do: the finding says leading trumps to force it out."""
    trump = OutstandingTrump(
        trumps=(Card("HA"),), silent=True, likely_unaware=True,
        awareness=Finding("70C2_unaware", {}, "70C"), trick_lost=True, without_drawing=5,
        drawing_first=6, master=True, on_line=True)
    lost = trump.lost_finding()
    assert lost.key == "70C3_lost_master"
    assert "force out the ♥A: 6" in finding_text(lost)
    assert "drawing it first" not in finding_text(lost)
    assert "迫出" in finding_text(lost, "zh") or "逼出" in finding_text(lost, "zh")


def test_70e_is_not_cited_for_a_card_dummy_played_before_the_claim() -> None:
    """West led the ♦5 and dummy (North) played the ♦3, holding the ♦A, before South
    claimed; East's ♦K wins.  Dummy's low card was played, not an unstated finesse of the
    claimer's: no misguess.  Had the ♦3 been played after the claim (West's ♦5 the only
    card on the trick), ducking with the ace behind would be the claimer's guess."""
    before = position("N:..A. ..K4. ..2.A ...3", "NT", "W", trick="D5 D3")
    line = tuple(Card(c) for c in ("DK", "D2", "D4", "CA", "C3", "DA"))
    assert not misguessed(before, Player.south, line)
    after = position("N:..A3. ..K4. ..2.A ...3", "NT", "W", trick="D5")
    assert misguessed(after, Player.south, (Card("D3"),) + line)


def test_70e_is_not_cited_for_a_card_the_claimer_could_see() -> None:
    """A defender sees dummy: ducking the ♦A in second seat under dummy's ♦K is a poor
    play, not a guess.  South led the ♦5; West (a defender, claiming) plays the ♦2 holding
    the ♦A, and dummy's ♦K wins.  Were North's hand hidden it would be a misguess."""
    after = position("N:..K4. ...AK ...3 ..A2.", "NT", "S", trick="D5")
    line = (Card("D2"), Card("DK"), Card("CA"))
    assert misguessed(after, Player.west, line)
    assert not misguessed(after, Player.west, line, visible=Player.north)


def test_a_failed_stated_finesse_is_called_that() -> None:
    """ "Finesse the ♥Q" with West's ♥K singleton: the trick lost is the stated finesse
    losing to the king, not "♥K won while the claimer's side held a higher card"."""
    ruling = rule(position("N:.32..A .75..3 .AQ..2 .K..K4", "NT", "N"), "S", 3,
                  "finesse the HQ")
    (lost,) = ruling.lost_tricks
    assert lost.why.key == "lost_stated_finesse"
    assert "the stated finesse of the ♥Q lost to the ♥K" in render_ruling(ruling)


def test_no_ruling_denies_a_trick_its_line_loses_to_a_trump(events_dir: Path) -> None:
    """Over real claims: a worst line that loses a trick to an opponent's trump never
    comes with "70C3: no trick could be lost to it"."""
    files = sorted((events_dir / SKY).glob("*.lin")) + sorted(
        (events_dir / WRONIE).glob("*.lin"))[:40]
    checked = 0
    for path in files:
        for record in read_event(path).claims:
            ruling = rule_claim(claim_from_record(record), with_outcomes=False,
                                with_points=False)
            keys = {f.key for f in ruling.findings}
            trump = ruling.facts.position.trump
            ruffed = any(t.card.suit == trump for t in ruling.lost_tricks)
            assert not (ruffed and "70C3_not_lost" in keys), (path.name, record.board)
            checked += 1
    assert checked >= 30


def test_law_70e_asks_once_whether_knowing_the_layout_does_better(monkeypatch) -> None:
    """The README's forgotten trump (worst 3 of 4, double dummy 4): a claimer who knew
    every suit's layout does no better — the trump is no guess — so Law 70E's question is
    settled by one test above the worst line's value, with no line searched (it searched
    3..4 and a line for the answer before: on Spingold board 16 (Open) four times the
    positions, which left the best line unsearched)."""
    from adjudicator.laws.law70e import every_layout_known
    from adjudicator.laws.normal_play import NO_RULES, NormalPlay

    asked = []
    searched = NormalPlay.worst

    def worst(play, extra=NO_RULES, shown_out=None, bounds=None, line=True):
        asked.append((shown_out, bounds, line))
        return searched(play, extra, shown_out, bounds, line)

    monkeypatch.setattr(NormalPlay, "worst", worst)
    ruling = rule(position("N:4.87.5. J.54.J. Q.AKQ.. .JT9.Q.", "S", "S"), "S", 4)
    assert (ruling.awarded, ruling.dd) == (3, 4) and "70E" not in ruling.laws
    knowing = [(b, line) for shown, b, line in asked if shown == every_layout_known(Player.south)]
    assert len(knowing) == 1
    (bounds, line), = knowing
    assert (bounds.lower, bounds.upper, line) == (3, 4, False)
