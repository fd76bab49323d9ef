"""Findings follow the line (issue 16, item 8): a law is cited only for what the worst
normal line shows, in words that do not contradict it.  Hands are PBN strings starting
with North."""

from __future__ import annotations

from pathlib import Path

from endplay.types import Card, Player

from adjudicator.io.events import read_event
from adjudicator.laws.claims.claim import claim_from_record
from adjudicator.laws.claims.law70c import OutstandingTrump
from adjudicator.laws.claims.law70e import misguessed
from adjudicator.laws.claims.ruling import rule_claim
from adjudicator.laws.findings import Finding
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
        trumps=(Card("HA"),),
        silent=True,
        likely_unaware=True,
        awareness=Finding("70C2_unaware", {}, "70C"),
        trick_lost=True,
        without_drawing=5,
        drawing_first=6,
        master=True,
        on_line=True,
    )
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
    ruling = rule(position("N:.32..A .75..3 .AQ..2 .K..K4", "NT", "N"), "S", 3, "finesse the HQ")
    (lost,) = ruling.lost_tricks
    assert lost.why.key == "lost_stated_finesse"
    assert "the stated finesse of the ♥Q lost to the ♥K" in render_ruling(ruling)


def test_no_ruling_denies_a_trick_its_line_loses_to_a_trump(events_dir: Path) -> None:
    """Over real claims: a worst line that loses a trick to an opponent's trump never
    comes with "70C3: no trick could be lost to it"."""
    files = (
        sorted((events_dir / SKY).glob("*.lin")) + sorted((events_dir / WRONIE).glob("*.lin"))[:40]
    )
    checked = 0
    for path in files:
        for record in read_event(path).claims:
            ruling = rule_claim(claim_from_record(record), with_outcomes=False, with_points=False)
            keys = {f.key for f in ruling.findings}
            trump = ruling.facts.position.trump
            ruffed = any(t.card.suit == trump for t in ruling.lost_tricks)
            assert not (ruffed and "70C3_not_lost" in keys), (path.name, record.board)
            checked += 1
    assert checked >= 30


def _knowing_searches(monkeypatch) -> list:
    """The worst-line searches of a claimer taken to know every suit's layout, as asked:
    (bounds, line wanted)."""
    from adjudicator.laws.claims.law70e import every_layout_known
    from adjudicator.laws.claims.normal_play import NO_RULES, NormalPlay

    asked: list = []
    searched = NormalPlay.worst

    def worst(play, extra=NO_RULES, shown_out=None, bounds=None, line=True, share=1.0):
        if shown_out is not None and shown_out == every_layout_known(play.claimer):
            asked.append((bounds, line))
        return searched(play, extra, shown_out, bounds, line, share)

    monkeypatch.setattr(NormalPlay, "worst", worst)
    return asked


def test_law_70e_searches_nothing_for_a_line_that_guesses_no_suit(monkeypatch) -> None:
    """The README's forgotten trump (worst 3 of 4, double dummy 4): the worst line loses
    its trick to the trump, not to a finesse or drop across a tenace, so Law 70E cannot
    apply and the claimer who knew the layout is not searched for at all.  (Until the
    line was looked at first, one test above its value was searched — no line — and
    before that 3..4 with a line: on Spingold board 16 (Open) four times the positions.)"""
    asked = _knowing_searches(monkeypatch)
    ruling = rule(position("N:4.87.5. J.54.J. Q.AKQ.. .JT9.Q.", "S", "S"), "S", 4)
    assert (ruling.awarded, ruling.dd) == (3, 4) and "70E" not in ruling.laws
    assert asked == []


def test_law_70e_asks_first_whether_knowing_the_layout_does_better(monkeypatch) -> None:
    """Practice row 10's unstated finesse (♥AJ over East's ♥Q5, 1 of 2): the worst line
    misguesses the hearts, so 70E asks whether knowing the layout does better — first with
    the one test above the worst line's value, no line — and then by how much."""
    asked = _knowing_searches(monkeypatch)
    ruling = rule(position("N:.43.. .Q5.. .AJ.. 32...", "NT", "N"), "S", 2)
    assert ruling.awarded == 1 and "70E" in ruling.laws
    # the ruling, reduced, is compared with a novice's (row 25, the class floor), whose
    # own 70E asks the same two questions again: the first two are the club player's
    assert len(asked) in (2, 4)
    (first, first_line), (_, second_line) = asked[:2]
    assert (first.lower, first.upper, first_line) == (1, 2, False) and not second_line
