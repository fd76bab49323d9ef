"""Law 12C2 candidates: DD and normal-play results of candidate contracts, assign().

The hand-checked deals:

* ``FINESSE`` — a three-card ending of 4S by South (seven tricks won, three lost, no
  trumps left)::

                 North  ♥AQ2
      West ♥K7 ♦Q                  East ♦K ♣KQ
                 South  ♥3 ♦A ♣A

  It is ``TWO_CARDS`` with a third heart for North and a third card for each of the
  others.  Double dummy North plays the queen on West's ♥7 (the free finesse), the ace
  drops the king and the ♥2 is then high: three tricks, 4S= (10).  Every lead gives 10
  double dummy (the ♥K or the ♦Q led gives nothing away).  A claimer who did not state
  the finesse goes up with the ace on the ♥7: it is a sure winner in second hand, and an
  unstated finesse is not taken (Law 70E).  North then holds only the ♥Q and the ♥2,
  both losers to the king: "no loser is led while the side holds an evident master"
  (South's aces) cannot help when North has nothing else, so the loss is forced -- he
  leads a heart and West's king wins it.  South, holding nothing but his two aces, must
  throw one of them on that trick; East has thrown the ♦K and the ♣K on the first two
  tricks, so West's last card may be the ♦Q or the ♣Q.  Which ace to keep is a guess,
  and the worst normal line takes the worse of it (as it takes the worse of finesse and
  drop): South throws the ♦A and West's ♦Q takes the last trick, 8 tricks, 4S-2.
  Declarer's best normal line keeps the ♦A: 9, 4S-1.  The defence's worst (its normal
  play against declarer's best, unrestricted) is 10: declarer may finesse there.  With
  the ♥K led the ace wins it and the queen and the two are high: 10 in every column.
* ``TWO_CARDS`` — the finesse at its smallest, 4S by South with eight tricks won, three
  lost: North ♥AQ, East ♦KQ, South ♦A ♣A, West ♥K7.  Double dummy North finesses on a
  low heart and makes both (4S=); a claimer who did not state the finesse rises with the
  ace and the queen loses to the king (4S-1, one trick fewer, on his best line as on his
  worst: no normal line takes the finesse).  With the ♥K led there is nothing to guess.
* ``TOPS`` — North-South hold every card above every East-West card of the suit.  In no
  trump nothing can go wrong: 13 tricks however it is played.  In spades East-West hold
  six small trumps: a careless declarer who does not draw them is ruffed twice (11),
  while double dummy he makes all 13.
"""

from __future__ import annotations

import json
import random

import pytest
from endplay.dds import calc_dd_table, solve_board
from endplay.dealer import generate_deal
from endplay.types import Card, Deal, Denom, Player

from adjudicator import cli
from adjudicator.core.cards import hand_pbn
from adjudicator.core.position import ClaimPosition
from adjudicator.engine import Restriction, search
from adjudicator.engine.oracle import dds_tricks
from adjudicator.laws.normal_play import normal_rules
from adjudicator.laws.rulesets import PlayerClass, RuleSet
from adjudicator.scoring import parse_result
from adjudicator.scoring.assign import assign
from adjudicator.scoring.candidates import (
    Candidate,
    CandidateError,
    evaluate,
    parse_candidate,
)

FINESSE = "N:.AQ2.. ..K.KQ .3.A.A .K7.Q."
TWO_CARDS = "N:.AQ.. ..KQ. ..A.A .K7.."
TOPS = "N:AKQJ.AKQ.AKQ.AKQ 7654.876.8765.76 T98.JT9.JT9.JT98 32.5432.432.5432"
SMALL = 20_000  # nodes: enough for the short deals, fast for the 13-card ones


@pytest.fixture(scope="module")
def finesse():
    return evaluate(FINESSE, ["4S S"], "NS", won=(7, 3))[0]


# ---- the normal-play range ------------------------------------------------------------


def test_finesse_worst_normal_line_does_not_take_the_unstated_finesse(finesse):
    """No lead given: West's ♥7 is the lead that hurts normal play.  Double dummy 10
    (4S= vulnerable, +620); North rises with the ace, must lead a heart into the king and
    South guesses which ace to keep: the worst normal line is 8 (4S-2, -200), the best 9
    (the right ace kept, 4S-1), the defence's worst 10."""
    assert finesse.complete
    assert finesse.dd.tricks == 10 and finesse.dd.score == 620
    assert finesse.declarer_worst.tricks == 8 and finesse.declarer_worst.score == -200
    assert finesse.declarer_best.tricks == 9 and finesse.declarer_best.score == -100
    assert finesse.defence_worst.tricks == 10
    # the witness of the worst line: West leads a heart and North goes up with the ace
    assert finesse.declarer_worst.line[:2] == ("H7", "HA")
    # trick two: North, with only losing hearts, leads one and West's king wins it while
    # South throws an ace -- the ♦A on the worst line, the ♣A on the best
    worst, best = finesse.declarer_worst.line, finesse.declarer_best.line
    assert worst[4][0] == "H" and worst[7] == "HK" and worst[6] == "DA"
    assert best[4][0] == "H" and best[7] == "HK" and best[6] == "CA"
    # trick three: West's ♦Q wins on the worst line, South's ♦A on the best
    assert worst[8] == best[8] == "DQ" and best[-1] == "DA"
    assert [str(r) for r in finesse.possible_results()] == ["4S-2 S", "4S-1 S", "4S= S"]


def test_finesse_scores_from_both_sides():
    """The ending turned round keeps its tricks (10 double dummy, 8 on the worst normal
    line: the ace rises on the low heart, the next heart loses to the king and the wrong
    ace is thrown on it), only the scores change with declarer and vulnerability.

    * North declares, East leads with West's old ♥K7 ♦Q, nobody vulnerable: 4S= is +420,
      4S-2 not vulnerable is 2 x 50 = -100.
    * West declares (every hand one seat to the right), North leads, East-West
      vulnerable: 4S= is +620 to EW (-620 NS), 4S-2 vulnerable is 2 x 100 = -200 to EW,
      +200 to NS.
    """
    ew = evaluate(FINESSE.replace("N:", "S:"), ["4S N"], "None", won=(7, 3))[0]
    # the same ending turned round: North declares, East leads with West's old cards
    assert ew.dd.tricks == 10 and ew.declarer_worst.tricks == 8
    assert ew.dd.score == 420 and ew.declarer_worst.score == -100
    west = evaluate(_rotate(FINESSE), ["4S W"], "EW", won=(7, 3))[0]
    assert west.declarer_worst.tricks == 8
    assert west.declarer_worst.score == -200 and west.declarer_worst.ns_score == 200
    assert west.dd.score == 620 and west.dd.ns_score == -620


def _rotate(pbn: str) -> str:
    """The same deal with every seat one to the right (North's cards to East...)."""
    hands = pbn[2:].split()
    return "E:" + " ".join(hands)


def test_given_lead_is_the_first_card():
    """With the ♥K led North's ♥A is a sure winner in second hand: he plays it (ducking
    a master is not normal), the ♥Q and ♥2 are then high and North cashes them, South
    throwing his aces, which no longer matter.  So every column is 10, 4S=: the king
    lead leaves nothing to guess.  The low heart led (♥7) is the FINESSE ending itself:
    North rises with the ace, his next heart loses to the king and South throws the
    wrong ace, 8 tricks (4S-2); keeping the right one, 9; double dummy, 10."""
    result = evaluate(FINESSE, ["4S S lead HK"], "NS", won=(7, 3))[0]
    assert result.lead == "HK"
    assert result.dd.tricks == result.declarer_best.tricks == 10
    assert result.declarer_worst.line[0] == result.declarer_best.line[0] == "HK"
    assert result.declarer_worst.line[1] == "HA"  # the ace is not ducked under the king
    assert result.declarer_worst.tricks == result.defence_worst.tricks == 10
    assert [str(r) for r in result.possible_results()] == ["4S= S"]
    low = evaluate(FINESSE, ["4S S lead H7"], "NS", won=(7, 3))[0]
    assert low.lead == "H7" and low.declarer_worst.line[:2] == ("H7", "HA")
    assert (low.dd.tricks, low.declarer_worst.tricks, low.declarer_best.tricks) == (10, 8, 9)


def test_given_low_lead_costs_one_trick_without_a_stated_finesse():
    """``TWO_CARDS``: West leads the ♥7.  Double dummy North plays the queen and the ace
    takes the king next: 8 + 2 = 10, 4S= (+420, nobody vulnerable).  Normal play rises
    with the sure winner (the finesse was not stated) and the queen, North's only card
    left, loses to the king: 9 tricks, 4S-1 (-50) -- one fewer than double dummy, and on
    the best normal line too, since no normal line finesses.  The defence's worst (its
    normal play against declarer's best, unrestricted) is 10: declarer may finesse there.
    Led, the ♥K gives 10 in every column: the ace wins it and the queen is high."""
    low, king = evaluate(TWO_CARDS, ["4S S lead H7", "4S S lead HK"], "None", won=(8, 3))
    assert low.complete and low.lead == "H7"
    assert low.dd.tricks == 10 and low.dd.score == 420
    assert low.declarer_worst.tricks == low.declarer_best.tricks == 9
    assert low.declarer_worst.score == -50 and low.declarer_worst.line[:2] == ("H7", "HA")
    assert low.defence_worst.tricks == 10
    assert [str(r) for r in low.possible_results()] == ["4S-1 S", "4S= S"]
    assert {r.tricks for r in king.ranges().values()} == {10}


def test_cold_no_trump_all_agree():
    (nt,) = evaluate(TOPS, ["3NT S"], "None", node_budget=2_000_000)
    assert nt.complete
    values = {name: r.tricks for name, r in nt.ranges().items()}
    assert values == dict.fromkeys(values, 13)
    assert nt.dd.score == 520


def test_careless_declarer_is_ruffed_in_a_suit_contract():
    (spades,) = evaluate(TOPS, ["4S S"], "None", node_budget=2_000_000)
    assert spades.dd.tricks == 13 and spades.declarer_best.tricks == 13
    assert spades.declarer_worst.tricks == 11 and spades.declarer_worst.score == 450


def test_threads_and_shared_plays_give_the_same_answers():
    """``jobs`` runs searches in threads; 4S and 4SX by South share one play."""
    alone = evaluate(TOPS, ["4S S", "3NT S"], "NS", node_budget=2_000_000)
    together = evaluate(TOPS, ["4S S", "3NT S", "4SX S"], "NS", node_budget=2_000_000, jobs=3)
    assert together[:2] == alone
    doubled = together[2]
    # 4SX+1 vulnerable: 240 + 500 game + 50 insult + 200 overtrick
    assert doubled.declarer_worst.tricks == 11 and doubled.declarer_worst.score == 990
    assert doubled.declarer_worst.line == alone[0].declarer_worst.line


def test_budget_gives_bounds_never_a_hang():
    deal = generate_deal(seed=3).to_pbn()
    (result,) = evaluate(deal, ["4S S"], "None", node_budget=1)
    worst, best, dd, defence = (result.declarer_worst, result.declarer_best, result.dd,
                                result.defence_worst)  # fmt: skip
    assert not result.complete
    assert dd.complete and dd.exact
    for r in (worst, best, defence):
        assert r.lower <= r.upper
        assert r.scores[0] <= r.scores[1]
        assert r.complete == r.exact
        assert r.exact or r.text() == f"{r.lower}..{r.upper} (budget)"


@pytest.mark.parametrize("seed", range(6))
def test_dd_column_equals_dds_and_bounds_are_ordered(seed):
    """Every 13-card DD value equals ``calc_dd_table``; worst <= best <= dd <= defence."""
    deal = generate_deal(seed=seed)
    table = calc_dd_table(deal)
    candidates = [Candidate(f"3{strain}", seat) for strain in ("NT", "S", "H", "D", "C")
                  for seat in "NESW"]  # fmt: skip
    results = evaluate(deal.to_pbn(), candidates, "All", node_budget=200)
    for result in results:
        denom = {"NT": Denom.nt, "S": Denom.spades, "H": Denom.hearts, "D": Denom.diamonds,
                 "C": Denom.clubs}[result.contract[1:]]  # fmt: skip
        assert result.dd.tricks == table[denom, Player.find(result.declarer)], result.candidate
        assert result.declarer_worst.lower <= result.declarer_best.lower
        assert result.declarer_worst.upper <= result.declarer_best.upper <= result.dd.tricks
        assert result.dd.tricks <= result.defence_worst.lower


@pytest.mark.parametrize("seed", range(3))
def test_dd_after_a_given_lead_equals_dds(seed):
    deal = generate_deal(seed=seed)
    west = sorted(deal.west, key=lambda c: (c.suit, c.rank))
    for card in (west[0], west[-1]):
        code = "SHDC"[card.suit] + card.rank.abbr
        (result,) = evaluate(deal.to_pbn(), [f"4H S lead {code}"], "None", node_budget=200)
        played = Deal(deal.to_pbn())
        played.first, played.trump = Player.west, Denom.hearts
        played.play(Card(code))
        # after the lead North (dummy) is to play: his side's best is declarer's tricks
        expected = max(tricks for _card, tricks in solve_board(played))
        assert result.dd.tricks == expected
        assert result.dd.line == (code,)


def test_short_deal_engine_agrees_with_dds_where_play_is_free():
    """In a short deal with nothing to misplay the three searches meet DDS's value."""
    (result,) = evaluate("N:AK... QJ... T9... 87...", ["1NT S"], "None", won=(7, 4))
    assert result.dd.tricks == 9
    assert {r.tricks for r in result.ranges().values()} == {9}


# ---- Law 12C2 assign --------------------------------------------------------------------


def test_assign_split_score_when_north_south_offended(finesse):
    assigned = assign([finesse], likely=["4S= S"], probable=["4S-1 S"], offenders="NS")
    assert assigned.offending.side == "NS" and str(assigned.offending.result) == "4S-1 S"
    assert assigned.offending.score == -100
    assert assigned.non_offenders.side == "EW" and str(assigned.non_offenders.result) == "4S= S"
    assert assigned.non_offenders.score == -620 and assigned.non_offenders.ns_score == 620
    assert not assigned.balanced
    assert assigned.offending.law == assigned.non_offenders.law == "12C2"


def test_assign_balanced_when_east_west_offended(finesse):
    assigned = assign([finesse], likely=["4S= S"], probable=["4S-1 S"], offenders="EW")
    assert str(assigned.side("NS").result) == "4S= S"
    assert str(assigned.side("EW").result) == "4S= S"
    assert assigned.balanced


def test_non_offenders_get_the_best_likely_offenders_the_worst_probable():
    results = evaluate(TOPS, ["3NT S", "4S S"], "All", node_budget=2_000_000)
    likely = ["3NT+2 S", "4S+1 S"]  # +660, +650
    probable = ["4S-1 S", "3NT+4 S"]  # -100, +720
    ew_offend = assign(results, likely, probable, "EW")
    assert str(ew_offend.non_offenders.result) == "3NT+2 S"  # NS: best likely, +660
    assert str(ew_offend.offending.result) == "3NT+4 S"  # EW: worst for them, -720
    ns_offend = assign(results, likely, probable, "NS")
    assert str(ns_offend.non_offenders.result) == "4S+1 S"  # EW: best likely is -650
    assert str(ns_offend.offending.result) == "4S-1 S"  # NS: worst probable, -100


def test_a_result_outside_the_normal_range_is_noted(finesse):
    """The possible results of FINESSE run from 8 (declarer's worst normal line: rising
    with the ace, losing to the king and keeping the wrong ace) to 10 (the defence's
    worst); 11 is beyond even double dummy and is noted.  4S-1 (9) lies inside the range,
    so it is not."""
    assigned = assign([finesse], likely=["4S+1 S"], probable=["4S-1 S"], offenders="EW")
    assert str(assigned.non_offenders.result) == "4S+1 S"  # the director's judgement rules
    assert assigned.notes == ("4S+1 S (11 tricks) is outside what normal play of 4S S "
                              "gives (8 to 10 tricks)",)  # fmt: skip
    assert not assign([finesse], likely=["4S= S"], probable=[], offenders="EW").notes


def test_a_likely_result_is_also_probable(finesse):
    assigned = assign([finesse], likely=["4S-1 S", "4S= S"], probable=[], offenders="NS")
    assert str(assigned.offending.result) == "4S-1 S"
    assert str(assigned.non_offenders.result) == "4S-1 S"  # EW's best likely


def test_assign_against_a_field_in_matchpoints_and_imps(finesse):
    mp = assign([finesse], ["4S= S"], ["4S-1 S"], "NS", field=[620, 170, -100])
    # NS get -100: ties one, beats none -> 1 of 6; EW get 4S= (+620 NS): for EW it ties
    # 620 and loses to 170 and -100 -> 1 of 6
    assert mp.offending.mp == 1 and mp.offending.top == 6
    assert mp.non_offenders.mp == 1 and mp.non_offenders.percentage == pytest.approx(100 / 6)
    teams = assign([finesse], ["4S= S"], ["4S-1 S"], "NS", field=[620], form="imps")
    assert teams.offending.imps == -12  # -100 against +620: 720 points
    assert teams.non_offenders.imps == 0


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"likely": []}, "at least one likely result"),
        ({"likely": ["4H= S"]}, "not one of the candidates"),
        ({"likely": ["4S= S"], "probable": ["4S+9 S"]}, "impossible result"),
        ({"likely": ["4S= S"], "offenders": "NW"}, "offenders must be NS or EW"),
        ({"likely": ["4S= S"], "form": "butler"}, "form must be mp or imps"),
        ({"likely": ["4S= S"], "field": ["620"]}, "field score"),
    ],
)
def test_assign_errors(finesse, kwargs, message):
    kwargs.setdefault("offenders", "EW")
    kwargs.setdefault("probable", [])
    with pytest.raises(CandidateError, match=message):
        assign([finesse], **kwargs)


# ---- bad input --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("deal", "candidates", "message"),
    [
        (TOPS, ["8S N"], "level must be 1 to 7"),
        (TOPS, ["4S"], "cannot read candidate"),
        (TOPS, ["4S Q"], "cannot read candidate"),
        (TOPS, ["4S S lead SA"], "SA is not in West's hand"),
        (TOPS, ["4S S lead S1"], "unknown card"),
        (TOPS, [], "at least one candidate"),
        ("N:AK", ["4S S"], "bad deal"),
        (TOPS.replace("AKQJ.", "AKQJA.", 1), ["4S S"], "bad deal"),
        (TOPS.replace("7654.", "765.", 1), ["4S S"], "bad deal"),
        (FINESSE, ["4S S"], "tricks each side has won"),
    ],
)
def test_bad_input(deal, candidates, message):
    with pytest.raises(CandidateError, match=message):
        evaluate(deal, candidates, "None", node_budget=100)


def test_bad_vulnerability_budget_and_won():
    with pytest.raises(CandidateError, match="vulnerability"):
        evaluate(TOPS, ["4S S"], "Red")
    with pytest.raises(CandidateError, match="node budget"):
        evaluate(TOPS, ["4S S"], "None", node_budget=0)
    with pytest.raises(CandidateError, match="jobs"):
        evaluate(TOPS, ["4S S"], "None", jobs=0)
    with pytest.raises(CandidateError, match="do not make 13"):
        evaluate(FINESSE, ["4S S"], "None", won=(7, 4))


def test_parse_candidate_forms():
    assert parse_candidate("4s n") == Candidate("4S", "N")
    assert parse_candidate("3NTX S lead h10") == Candidate("3NTX", "S", "HT")
    assert parse_candidate("2♠ E KH") == Candidate("2S", "E", "HK")
    assert parse_candidate("4S N", "DA").lead == "DA"
    # the first possible result of FINESSE is its worst normal line, 4S-2: 8 tricks
    assert parse_result(str(evaluate(FINESSE, [("4S", "S")], "NS", won=(7, 3))[0]
                            .possible_results()[0])).tricks == 8  # fmt: skip


# ---- the command --------------------------------------------------------------------------


@pytest.fixture
def run(monkeypatch, capsys):
    def _run(*argv: str) -> tuple[int, str, str]:
        status = cli.main(["candidates", *argv])
        out, err = capsys.readouterr()
        return status, out, err

    return _run


def test_cli_text_with_assignment(run):
    """FINESSE row: 10 +620 double dummy, 8 -200 on the worst normal line (4S-2
    vulnerable).  North-South offended; the director judges 4S= likely and the engine's
    worst line, 4S-2, at all probable.  EW get 4S= (-620): against the field (+620, +170,
    -100 to NS) they tie one and lose to two, 1 of 6 matchpoints.  NS get -200: below all
    three, 0 of 6."""
    status, out, err = run("--deal", FINESSE, "--won", "7,3", "--vul", "NS",
                           "--contract", "4S S", "--offenders", "NS",
                           "--likely", "4S= S", "--probable", "4S-2 S",
                           "--field", "620,170,-100")  # fmt: skip
    assert status == 0 and not err
    assert "4S S" in out and "10 +620" in out and "8 -200" in out
    assert "Law 12C2 assigned score (offenders NS)" in out
    assert "NS, offending: 4S-2 S  -200 to NS" in out
    assert "EW, not at fault: 4S= S  -620 to EW" in out
    assert "1 of 6 matchpoints (16.7%)" in out and "0 of 6 matchpoints (0.0%)" in out
    assert "Note:" not in out  # both judged results lie within normal play's 8 to 10


def test_cli_json_and_lead(run):
    """With the ♥K led every column is 10 (the ace wins it, the ♥Q and ♥2 are high);
    without a given lead the worst normal line is 8 (4S-2 vulnerable, -200) and the
    results run from 4S-2 to 4S= (8, 9 and 10 tricks)."""
    status, out, _ = run("--deal", FINESSE, "--won", "7,3", "--vul", "NS", "--contract",
                         "4S S", "--lead", "HK", "--contract", "4S S", "--format", "json")
    data = json.loads(out)
    assert status == 0 and data["complete"] and data["assigned"] is None
    first, second = data["candidates"]
    assert first["lead"] == "HK" and first["declarer_best"]["tricks"] == 10
    assert first["declarer_worst"]["tricks"] == 10 and first["results"] == {"4S= S": 620}
    assert second["lead"] is None and second["declarer_worst"]["tricks"] == 8
    assert second["declarer_worst"]["score"] == -200 and second["dd"]["ns_score"] == 620
    assert second["results"] == {"4S-2 S": -200, "4S-1 S": -100, "4S= S": 620}


def test_cli_budget_bounds_marked(run):
    deal = generate_deal(seed=3).to_pbn()
    status, out, _ = run("--deal", deal, "--contract", "4S S", "--budget-ms", "0.1")
    assert status == 0
    assert "(budget) " in out and "stopped at its budget" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("--deal", TOPS, "--contract", "8S S"), "level must be 1 to 7"),
        (("--deal", TOPS, "--contract", "4S S", "--lead", "SA"), "not in West's hand"),
        (("--deal", TOPS, "--lead", "SA", "--contract", "4S S"), "must follow the --contract"),
        (("--deal", TOPS, "--contract", "4S S", "--lead", "S2", "--lead", "S3"),
         "must follow the --contract"),
        (("--deal", "N:AK", "--contract", "4S S"), "bad deal"),
        (("--deal", TOPS), "at least one --contract"),
        (("--deal", TOPS, "--contract", "4S S", "--likely", "4S= S"), "--offenders"),
        (("--deal", TOPS, "--contract", "4S S", "--offenders", "EW"), "--likely"),
        (("--deal", TOPS, "--contract", "4S S", "--offenders", "EW", "--likely", "4H= S"),
         "not one of the candidates"),
        (("--deal", TOPS, "--contract", "4S S", "--budget-ms", "0"), "--budget-ms"),
        (("--deal", TOPS, "--contract", "4S S", "--vul", "Red"), "vulnerability"),
        (("--deal", TOPS, "--contract", "4S S", "--won", "x"), "--won"),
        (("--deal", TOPS, "--contract", "4S S", "--offenders", "EW", "--likely", "4S= S",
          "--field", "abc"), "--field"),
    ],
)
def test_cli_errors_are_one_line(run, argv, message):
    status, out, err = run(*argv)
    assert status == 2 and not out
    assert err.count("\n") == 1 and err.startswith("adjudicate candidates: ")
    assert message in err


@pytest.mark.parametrize("seed", range(4))
def test_raw_engine_values_keep_the_order_the_clamp_relies_on(seed):
    """On short random endings the searches finish: their raw values satisfy
    ``worst <= best <= dd <= defence's worst`` (so clamping never hides anything) and
    the DD column is DDS's value."""
    rng = random.Random(seed)
    deal = generate_deal(seed=100 + seed)
    hands = [rng.sample(sorted(deal[p], key=str), 5) for p in
             (Player.north, Player.east, Player.south, Player.west)]  # fmt: skip
    pbn = "N:" + " ".join(hand_pbn(h) for h in hands)
    rules, emin = normal_rules(RuleSet.SEED1997, PlayerClass.CLUB, claims_all=False)
    for strain, declarer in ((Denom.spades, Player.south), (Denom.nt, Player.east)):
        leader = Player((declarer + 1) % 4)
        position = ClaimPosition(tuple(frozenset(h) for h in hands), strain, leader)
        worst = search(position, Restriction(declarer, rules, emin), "worst").value
        best = search(position, Restriction(declarer, rules, emin), "best").value
        defence = 5 - search(position, Restriction(leader, rules, emin), "worst").value
        dd = dds_tricks(position, declarer)
        assert worst <= best <= dd <= defence
        code = {Denom.spades: "S", Denom.nt: "NT"}[strain]
        (result,) = evaluate(pbn, [f"1{code} {declarer.abbr}"], "None", won=(4, 4))
        assert result.complete
        assert (result.declarer_worst.tricks, result.declarer_best.tricks, result.dd.tricks,
                result.defence_worst.tricks) == (4 + worst, 4 + best, 4 + dd, 4 + defence)
