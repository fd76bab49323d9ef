"""Issue 10: each statement it quotes, ruled on a position built for it, as a director would.

Hands are PBN strings from North: ``"N:<north> <east> <south> <west>"``; South claims, and
no contract is given unless said (the claimer is then taken as declarer, so "dummy" is
North).  Each test says what the director reasons and checks the award and its reasons.
"""

from __future__ import annotations

import json

import pytest

from adjudicator.cli import main
from adjudicator.core.cards import card_code

from rulings import position, rule

#: Notrump, North to lead toward South's ♥AQ; East holds ♥K6 (the finesse wins); North's
#: ♣AK are reached with a club from South.
HEART_FINESSE = "N:.32..AK .K6.KQ. .AQ..32 .54.AJ."
#: Spades trumps; South ♠AK ♣2, North ♠5 ♥32; East's ♠4 is the last trump out and West
#: holds the clubs: the club must be ruffed before trumps are drawn.
LAST_CLUB = "N:5.32.. 4.AK.. AK...2 ...AKQ"
#: Hearts trumps; South ♥AK ♠AKQ, the opponents' ♥Q and ♥J split; East is void in spades.
TWO_ROUNDS = "N:.32.2.32 .J.543.4 AKQ.AK.. JT98.Q.."
#: Hearts trumps; North ♠KQJT ♥A, South void in spades with ♥KQ and three losers.  The
#: ♠A is with East (second hand: the ruffing finesse works) or West; spades 4-1 or 3-2.
RUFFING_FINESSE_ONSIDE = "N:KQJT.A.. A987..A. .KQ.32.2 6..KQJ.A"
RUFFING_FINESSE_OFFSIDE = "N:KQJT.A.. 6..KQJ.A .KQ.32.2 A987..A."
RUFFING_FINESSE_3_2 = "N:KQJT.A.. A98..A.3 .KQ.32.2 76..KQJ."
#: Notrump, North to lead ♦A; South ♥A4 ♣2 with West's ♥3 out: the ♥4 is a long card a
#: careless claimer might throw on the ♦A instead of the club.
DISCARD = "N:.2.A.3 ..KQJ. .A4..2 .3..AK"
#: The simultaneous double squeeze: ♣A squeezes West (♠K, ♥K3) and East (♦K, ♥Q4).
DOUBLE_SQUEEZE = "N:Q.A2.. .Q4.K. .5.Q.A K.K3.."
#: A simple squeeze on West in the minors (♦K, ♣K3); and the same with the club guard
#: moved to East, where there is no squeeze.
MINOR_SQUEEZE = "N:..Q.A4 .543.. A..3.2 ..K.K3"
NO_SQUEEZE = "N:..Q.A4 .5..K3 A..3.2 .98.K."
#: Spades trumps, North to lead ♣AKQ32 with South ♣654: clubs 4-1 (East ♣JT98) or 3-2.
CLUBS_4_1 = "N:A..32.AKQ32 .AKQ.Q.JT98 KQ.2.AK.654 .JT98.JT9.7"
CLUBS_3_2 = "N:A..32.AKQ32 .AKQ8.Q.JT9 KQ.2.AK.654 .JT9.JT9.87"
FALLBACK = (
    "cash the ace, king and queen of clubs; if clubs are 3-2 the rest are good, if 4-1 "
    "ruff the fourth round and discard my heart on the master club"
)


def keys(ruling) -> list[str]:
    return [finding.key for finding in ruling.findings]


def test_a_finesse_then_the_ace_of_that_suit_and_two_clubs() -> None:
    """Silent, the claimer is not credited with the finesse (70E): ♥A then ♥Q loses to the
    king, 3.  He stated it: the queen wins, then the ace, then the clubs: 4."""
    where = position(HEART_FINESSE, "NT", "N")
    assert rule(where, "S", 4).awarded == 3
    stated = rule(where, "S", 4, "heart to the queen, then the ace and two clubs")
    assert stated.awarded == 4 and stated.upheld and "70D" in stated.laws


@pytest.mark.parametrize(
    "statement",
    ["ruff the last club", "ruff my club with dummy's trump",
     "I'll ruff my losing club in dummy, then draw the last trump"],
)  # fmt: skip
def test_ruff_the_last_club_before_drawing_trumps(statement: str) -> None:
    """Drawing trumps first takes North's only trump with it, and the club is lost: a
    normal line for a claimer who said nothing (2).  Ruffing the club first, as stated,
    takes all three.  No contract is given: dummy is the claimer's partner."""
    where = position(LAST_CLUB, "S", "S")
    assert rule(where, "S", 3).awarded == 2
    assert rule(where, "S", 3, statement).awarded == 3


@pytest.mark.parametrize(
    "statement", ["two rounds of trumps then my spades", "ace and king of trumps then spades"]
)
def test_rounds_of_trumps_then_the_spades(statement: str) -> None:
    """Silent, the claimer may cash spades with a trump out and East ruffs (70C: 3).  Two
    rounds of trumps, or the ace and king of them, first: all five."""
    where = position(TWO_ROUNDS, "H", "S")
    silent = rule(where, "S", 5)
    # 4 since issue 27 (3 since issue 16, was 2): East ruffs the ♠A (70C: the trump costs
    # that trick) and leads a diamond; dummy's ruff of it would be overruffed by West's
    # ♥Q, so the trick is lost unless South ruffs, and SURE_RUFF (row 22) has him ruff —
    # the careless spade discard the old reading allowed took dummy's ruff for a winner
    assert silent.awarded == 4 and "70C" in silent.laws
    stated = rule(where, "S", 5, statement)
    assert stated.awarded == 5 and "70C" not in stated.laws


@pytest.mark.parametrize("statement", ["they're all good", "I'm high", "top tricks"])
def test_the_rest_are_high_says_nothing_of_the_trump(statement: str) -> None:
    """ "They're all good" claims every trick but says nothing about the trump out: 70C
    gives East his ruff, as if nothing had been said."""
    ruling = rule(position(TWO_ROUNDS, "H", "S"), "S", 5, statement)
    # as silent: 4 since issue 27 (3 since issue 16, was 2), see
    # test_rounds_of_trumps_then_the_spades
    assert ruling.awarded == 4 and "70C" in ruling.laws


def test_dummy_is_high() -> None:
    """North holds the three top spades and is on lead: upheld, with no declarer given."""
    ruling = rule(position("N:AKQ... JT9... 432... 876...", "NT", "N"), "S", 3, "dummy is high")
    assert ruling.upheld


@pytest.mark.parametrize(
    "statement",
    ["ruffing finesse in spades, and repeat it if the spades are 4-1",
     "lead the SK for a ruffing finesse", "黑桃将吃飞牌，如果黑桃4-1，重复一次"],
)  # fmt: skip
def test_a_repeated_ruffing_finesse(statement: str) -> None:
    """Silent, ruffing dummy's ♠K is a normal play (4).  The ruffing finesse as stated:
    with the ace in second seat every spade wins — covered it is ruffed, ducked South
    throws a loser (5); with the ace behind, it wins one trick (4, the double-dummy
    result).  The repeat is for a 4-1 break; at 3-2 that line is left out."""
    onside = position(RUFFING_FINESSE_ONSIDE, "H", "N")
    # 3 (as before issue 16; 4 for a while in its work): a careless slip is the adversary's
    # choice, never a floor for the claimer (r2-model ae5d9ff), and the line that takes 3
    # holds none — ruffing dummy's ♠K when East plays low is the play without the unstated
    # ruffing finesse (70E), then a diamond ruffed with the ♥A and the ♠A ruffed with the ♥K
    # strand dummy's spades.  The ruff at trick 1 is the doubtful point a committee may
    # strike (without it: 4).
    silent = rule(onside, "S", 5)
    assert silent.awarded == 3
    assert [(p.trick, card_code(p.card), p.without) for p in silent.doubtful_points] == [
        (1, "HQ", 4)
    ]
    assert rule(onside, "S", 5, statement).awarded == 5
    offside = rule(position(RUFFING_FINESSE_OFFSIDE, "H", "N"), "S", 5, statement)
    repeats = "repeat" in statement or "重复" in statement
    # (4, 4) also when the repeat is stated (it was (3, 4) from issue 16's model until
    # issue 28): the spades are 4-1, so the stated line binds him to a second ruffing
    # finesse (70D); West ducks the first, wins the second and leads the ♦A.  That line
    # took 3 only because the phase forbade South, void, to ruff West's ♦A (he had to
    # throw the ♣2): a phase never forbids ruffing an opponent's winner (issue 28 item 3)
    assert (offside.awarded, offside.dd) == (4, 4)
    even = rule(position(RUFFING_FINESSE_3_2, "H", "N"), "S", 5, statement)
    assert even.awarded == 5
    if repeats:
        # at 3-2 the repeat is followed until the play shows the break (issue 28: judged
        # as observed, not from the hidden cards), hence "seen" rather than "fails"
        assert "line_condition_seen_fails" in keys(even)
        assert "line_condition_holds" in keys(offside)


@pytest.mark.parametrize(
    "statement",
    ["I'll discard my losing club on dummy's high diamonds",
     "discard my club on the ace of diamonds", "用明手的方块大牌垫掉梅花"],
)  # fmt: skip
def test_a_discard_plan(statement: str) -> None:
    """Silent, throwing the ♥4 (a long card, not evident) on the ♦A is careless, hence
    normal (row 15): 2.  The statement says the club goes: 3."""
    where = position(DISCARD, "NT", "N")
    assert rule(where, "S", 3).awarded == 2
    assert rule(where, "S", 3, statement).awarded == 3


@pytest.mark.parametrize(
    "statement", ["I will make the contract on a double squeeze", "双挤", "雙重擠牌"]
)
def test_a_stated_double_squeeze(statement: str) -> None:
    """Silent, crossing to the ♥A first breaks the squeeze (1).  Stated, the ♣A is played
    first and the claimer reads the ending he named: 3."""
    where = position(DOUBLE_SQUEEZE, "NT", "S")
    assert rule(where, "S", 3).awarded == 1
    ruling = rule(where, "S", 3, statement)
    assert ruling.upheld and ruling.restriction.phases


def test_squeeze_west_in_the_minors() -> None:
    """The ♠A first squeezes West: 3 (silent, 1).  With the club guard with East there is
    no squeeze: the statement is not a way to more than double dummy (2)."""
    where = position(MINOR_SQUEEZE, "NT", "S")
    assert rule(where, "S", 3).awarded == 1
    assert rule(where, "S", 3, "squeeze West in the minors").awarded == 3
    assert rule(position(NO_SQUEEZE, "NT", "S"), "S", 3, "squeeze West in the minors").awarded == 2


@pytest.mark.parametrize(("hands", "applies"), [(CLUBS_4_1, "4-1"), (CLUBS_3_2, "3-2")])
def test_a_suit_in_a_stated_order_with_a_fallback_for_4_1(hands: str, applies: str) -> None:
    """The line for the break that happened is the one played: at 4-1 the fourth round is
    ruffed and the heart goes on the fifth club; at 3-2 the clubs are good.  All eight."""
    ruling = rule(position(hands, "S", "N"), "S", 8, FALLBACK)
    assert ruling.upheld
    # the finding carries the condition itself (the catalog says it in each language)
    holds = [
        f.params["condition"].canonical()
        for f in ruling.findings
        if f.key == "line_condition_holds"
    ]
    assert holds == [f"if ♣ break {applies}"]
    assert 19 in ruling.practice_rows


@pytest.mark.parametrize(
    ("english", "simplified", "traditional"),
    [("ruff the last club, then draw trumps", "将吃最后一张梅花，然后清将",
      "將吃最後一張梅花，然後清將"),
     ("discard my club on the ace of diamonds", "把梅花垫在方块A上", "把梅花墊在方塊A上")],
)  # fmt: skip
def test_the_same_claim_in_three_scripts_gets_the_same_ruling(
    english: str, simplified: str, traditional: str
) -> None:
    where = position(LAST_CLUB, "S", "S") if "ruff" in english else position(DISCARD, "NT", "N")
    rulings = [rule(where, "S", 3, said) for said in (english, simplified, traditional)]
    assert len({(r.awarded, r.worst, tuple(r.laws)) for r in rulings}) == 1
    assert rulings[0].awarded == 3


def test_dummy_without_a_declarer_takes_the_claimer_as_declarer(capsys) -> None:
    """The crash of the issue: a statement about dummy, typed without --contract."""
    status = main(["claim", "--hands", LAST_CLUB, "--trump", "S", "--lead", "S",
                   "--claimer", "S", "--claims", "3", "--format", "json",
                   "--statement", "ruff my club with dummy's trump"])  # fmt: skip
    ruling = json.loads(capsys.readouterr().out)
    assert status == 0 and ruling["awarded"] == 3


def test_dummy_when_a_defender_claimed_is_a_one_line_error(capsys) -> None:
    # --won: a result needs the tricks already won (issue 15), else that is refused first
    status = main(["claim", "--hands", LAST_CLUB, "--trump", "S", "--lead", "S",
                   "--claimer", "E", "--claims", "1", "--contract", "4S", "--declarer", "S",
                   "--won", "7,3", "--statement", "ruff a club in dummy"])  # fmt: skip
    err = capsys.readouterr().err
    assert status == 2 and "a defender claimed" in err and "Traceback" not in err


def test_a_chinese_statement_on_the_command_line(capsys) -> None:
    status = main(["claim", "--hands", TWO_ROUNDS, "--trump", "H", "--lead", "S",
                   "--claimer", "S", "--claims", "5", "--format", "json",
                   "--statement", "清將牌，然後從大到小兌現♠"])  # fmt: skip
    ruling = json.loads(capsys.readouterr().out)
    assert status == 0 and ruling["statement"] == "draw trumps, then cash ♠ from the top"
    assert ruling["awarded"] == 5
    status = main(["claim", "--hands", TWO_ROUNDS, "--trump", "H", "--lead", "S",
                   "--claimer", "S", "--claims", "5", "--statement", "清将，然后嗯哦"])  # fmt: skip
    # issue 28: a word not understood no longer refuses the statement; it is shown
    out = capsys.readouterr().out
    assert status == 0 and "嗯哦" in out
    status = main(["claim", "--hands", TWO_ROUNDS, "--trump", "H", "--lead", "S",
                   "--claimer", "S", "--claims", "5", "--statement", "嗯哦"])  # fmt: skip
    assert status == 2 and "没有一个词能读懂" in capsys.readouterr().err
