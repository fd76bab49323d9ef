"""Law 12C2 / 12C3 candidates from single-dummy play on the actual deal (issue 30).

The built deals:

* ``TOPS`` — 4NT by South: North-South hold exactly ten top tricks (♠AKQJ opposite
  ♠5432, two aces and kings in each other suit) and no length: every line takes 10.
* ``PLACED`` — 7NT by South after the ♣6 lead: every trick but the spades is a top
  trick; the thirteenth needs the ♠Q, which East holds (♠Q65), found by a finesse
  against East (North's ♠K98, South's ♠AJT).  East-West hold no other honour, so a
  director who reads "West has at most 1 point" from the auction (``--hcp W:0-1``)
  places the queen with East: the line that plays for it takes all 13 (and one who
  reads it of East sends declarer the other way).
* ``SAFE`` — a five-card ending of 3NT by South (5 tricks won, 3 lost), West leading
  the ♣9 to South's ace: South then needs three of the last four.  ♠AK and ♥A in dummy
  make them for sure; finessing ♥Q (North's ♥AQ over West's ♥K9) takes all four when
  West has the king, as he does, but loses the contract when East has it (East would cash
  his clubs).  The safety play — rise with the ace — makes exactly 3NT; double dummy
  finesses and makes an overtrick.  Told by the auction that East has no heart
  (``--length E:H:0``), South plays for West's king: the finesse, all four tricks.
* ``FINESSE_33`` — an eight-card ending of 3NT by South (2 tricks won, 3 lost), West
  leading the ♦K to South's ace: South then needs six of the last seven.  ♠A, ♥AKQ and ♣A
  are five; the sixth is either the spade finesse (South's ♠3 to North's ♠AJ: West's ♠Q,
  one layout in two) or hearts 3-3 (North's ♥AKQ2 opposite ♥543: about 41% when the
  fourteen unseen cards split seven-seven; the ♠A also drops a singleton queen, under 2%)
  — not both: South has no entry back once North has won a trick, and a defender who wins
  the ♠Q cashes the ♦J.  As the cards lie East has ♠Q54 (offside) and hearts are 3-3:
  the percentage line, the finesse, goes one down; the line that plays for the break
  would have made (double dummy makes it).  ``FINESSE_33_ONSIDE`` moves the queen to
  West: the same finesse wins and the contract makes.
* ``TWO_WAY`` — a five-card ending of 7NT by South (8 tricks won): the ♠Q is missing
  from ♠KT8 opposite ♠AJ9, either defender may hold it (East-West's other cards give no
  clue), a two-way finesse.
"""

from __future__ import annotations

import json
import random
from fractions import Fraction

import pytest
from endplay.dds import calc_dd_table
from endplay.types import Deal, Denom, Player

from adjudicator import cli
from adjudicator.adjusted.assign import assign
from adjudicator.adjusted.candidates import (
    Candidate,
    CandidateError,
    Thresholds,
    evaluate,
    parse_candidate,
)
from adjudicator.adjusted.weighting import candidate_proposal
from adjudicator.core.cards import hands_from_pbn
from adjudicator.core.position import ClaimPosition
from adjudicator.engine.single_dummy import (
    DEFAULT_PLAY_LAYOUTS,
    SimulationError,
    parse_hcp,
    parse_length,
    play_single_dummy,
)
from adjudicator.text import catalog  # noqa: F401  (registers the words str() of an error says)

TOPS = "N:AKQJ.AK2.AK2.432 76.876.9876.9876 5432.543.543.AK5 T98.QJT9.QJT.QJT"
PLACED = "N:K98.AKQJ.543.AKQ Q65.76.JT9.JT987 AJT.5432.AKQ.543 7432.T98.8762.62"
SAFE = "N:AK.AQ..4 J...KQJ8 2.2..A32 Q.K9..T9"
TWO_WAY = "N:KT8.A..2 54.Q.Q.K AJ9..A.3 Q76.K.K."
FINESSE_33 = "N:AJ.AKQ2.3.A Q54.J76.QJ. 3.543.A.432 T98.T98.K.K"
FINESSE_33_ONSIDE = "N:AJ.AKQ2.3.A 854.J76.QJ. 3.543.A.432 QT9.T98.K.K"
FAST = 20  # layouts: enough for these deals, whose choices are clear-cut


def test_ten_top_tricks_give_one_result_ten() -> None:
    (found,) = evaluate(TOPS, ["4NT S lead HQ"], "None", layouts=FAST)
    assert found.dd == 10
    assert [(o.tricks, o.share) for o in found.outcomes] == [(10, Fraction(1))]
    assert found.likely_results() == found.probable_results() == [found.result(10)]
    assert found.outcomes[0].score == 430 and found.complete


def test_an_auction_constraint_places_the_queen() -> None:
    (east,) = evaluate(PLACED, ["7NT S lead C6"], "None", layouts=FAST, limits=[parse_hcp("W:0-1")])
    (west,) = evaluate(PLACED, ["7NT S lead C6"], "None", layouts=FAST, limits=[parse_hcp("E:0-1")])
    assert east.dd == west.dd == 13
    # West limited to a point: the queen is East's, the line finessing East makes all 13;
    # told (wrongly, as the cards lie) that East has at most a point, South finesses
    # West and the line, played on the actual cards, loses to East's queen
    assert [o.tricks for o in east.outcomes] == [13]
    assert [o.tricks for o in west.outcomes] == [12]


@pytest.mark.parametrize("seed", [1, 2])
def test_a_safety_play_when_the_contract_is_safe(seed: int) -> None:
    (found,) = evaluate(SAFE, ["3NT S lead C9"], "None", won=(5, 3), layouts=FAST, seed=seed)
    assert found.dd == 10  # double dummy finesses: West has the king
    # single dummy South secures his contract: the ace, not the finesse, one result
    assert [(o.tricks, o.share) for o in found.outcomes] == [(9, Fraction(1))]
    line = [str(card) for card in found.outcomes[0].line.cards]
    assert "♥Q" not in line[: line.index("♥A") + 1]  # the ace is played before the queen
    assert found.likely_results() == found.probable_results() == [found.result(9)]


@pytest.mark.parametrize("limit", ["E:H:0", "W:H:2"])
def test_an_auction_constraint_places_the_king(limit: str) -> None:
    # SAFE again, the director reading from the auction that East has no heart (or West
    # both): the ♥K is placed with West, and South plays for it — the finesse — taking
    # all four (without the read he rises with the ace: the safety play above)
    (found,) = evaluate(
        SAFE, ["3NT S lead C9"], "None", won=(5, 3), layouts=FAST, limits=[parse_length(limit)]
    )
    assert [(o.tricks, o.share) for o in found.outcomes] == [(10, Fraction(1))]
    line = [str(card) for card in found.outcomes[0].line.cards]
    assert line[3:6] == ["♥2", "♥9", "♥Q"]  # South leads a heart, dummy finesses the queen


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_finesse_against_a_three_three_break_takes_the_finesse_result(seed: int) -> None:
    (found,) = evaluate(
        FINESSE_33, ["3NT S lead DK"], "None", won=(2, 3), layouts=DEFAULT_PLAY_LAYOUTS, seed=seed
    )
    # double dummy plays for the 3-3 break it can see: 9 tricks, the contract made
    assert found.dd == 9
    # single dummy South finesses (1/2 against about 2/5): one result, one down, the
    # finesse's on the actual cards, not the break's
    assert [(o.tricks, o.share) for o in found.outcomes] == [(8, Fraction(1))]
    line = [str(card) for card in found.outcomes[0].line.cards]
    assert line[3:7] == ["♠3", "♠8", "♠J", "♠Q"]  # South's ♠3, dummy's jack loses to East
    assert found.likely_results() == found.probable_results() == [found.result(8)]


def test_the_same_finesse_with_the_queen_onside_makes() -> None:
    (found,) = evaluate(
        FINESSE_33_ONSIDE, ["3NT S lead DK"], "None", won=(2, 3), layouts=DEFAULT_PLAY_LAYOUTS
    )
    assert found.dd == 10
    assert {o.tricks for o in found.outcomes} <= {9, 10}  # the finesse wins: made
    for outcome in found.outcomes:
        line = [str(card) for card in outcome.line.cards]
        assert line[3:6] == ["♠3", "♠9", "♠J"]


@pytest.mark.xfail(
    strict=True,
    reason="issue 30, seed 1: North's guess after South's ♠9 and West's small spade. "
    "By default the ♠K is valued double dummy (strategy fusion: 0.74 against 0.50 for "
    "the finesse, West's spot now weighted by restricted choice); the play-out that "
    "cures it is off by default (PlayRules.playout_guesses: the double-dummy defenders' "
    "discards show declarer the cards, and the onside 3-3 test stops finessing).  With "
    "it on, the ♠K still wins: 0.59 against 0.45, and on the mean of tricks 3.55 "
    "against 3.24 (the finesse against West costs a second trick when it loses: East "
    "cashes the ♣K), beyond the 0.05 tolerance; and dummy's ♠T and ♠8 are two "
    "choices for one finesse (2:1 shares)",
)
def test_a_two_way_finesse_without_a_clue_gives_both_results_about_half() -> None:
    (found,) = evaluate(TWO_WAY, ["7NT S"], "None", won=(8, 0))
    shares = {o.tricks: o.share for o in found.outcomes}
    assert set(shares) == {12, 13}
    assert all(Fraction(1, 3) <= share <= Fraction(2, 3) for share in shares.values())


def test_the_same_seed_gives_the_same_answers() -> None:
    first = [r.to_json() for r in evaluate(PLACED, ["7NT S lead C6"], "None", layouts=FAST, seed=7)]
    again = [r.to_json() for r in evaluate(PLACED, ["7NT S lead C6"], "None", layouts=FAST, seed=7)]
    assert first == again


def test_shares_add_to_one_and_thresholds_mark_results() -> None:
    (found,) = evaluate(TWO_WAY, ["7NT S"], "None", won=(8, 0), layouts=FAST)
    assert sum(o.share for o in found.outcomes) == 1
    for outcome in found.outcomes:
        assert outcome.likely == (outcome.share >= Fraction(1, 3))
        assert outcome.probable == (outcome.share >= Fraction(1, 6))
    strict = Thresholds(likely=Fraction(1), probable=Fraction(1), source="director")
    (judged,) = evaluate(TWO_WAY, ["7NT S"], "None", won=(8, 0), layouts=FAST, thresholds=strict)
    assert judged.to_json()["thresholds"]["source"] == "director"


def test_the_line_behind_a_result_is_played_on_the_actual_cards() -> None:
    (found,) = evaluate(TOPS, ["4NT S lead HQ"], "None", layouts=FAST)
    line = found.outcomes[0].line
    assert len(line.cards) == 52 - 1  # every card after the lead
    position = ClaimPosition(hands_from_pbn(TOPS), Denom.nt, Player.west)
    held = set().union(*position.hands)
    assert set(line.cards) <= held


@pytest.mark.parametrize("seed", range(2))
def test_dd_is_dds(seed: int) -> None:
    rng = random.Random(seed)
    cards = [f"{s}{r}" for s in "SHDC" for r in "AKQJT98765432"]
    rng.shuffle(cards)
    hands = [cards[13 * i : 13 * i + 13] for i in range(4)]
    deal = "N:" + " ".join(
        ".".join("".join(c[1] for c in hand if c[0] == s) for s in "SHDC") for hand in hands
    )
    (found,) = evaluate(deal, ["3NT N"], "None", layouts=4, dd_defence=True)
    assert found.dd == calc_dd_table(Deal(deal))[Denom.nt, Player.north]


def test_assign_defaults_to_single_dummy_and_the_director_overrides() -> None:
    results = evaluate(TOPS, ["4NT S lead HQ"], "None", layouts=FAST)
    default = assign(results, None, None, "EW")
    assert default.judged == {"likely": "single_dummy", "probable": "single_dummy"}
    assert str(default.non_offenders.result) == "4NT= S"
    judged = assign(results, ["4NT+1 S"], None, "EW")
    assert judged.judged == {"likely": "director", "probable": "single_dummy"}
    assert str(judged.non_offenders.result) == "4NT+1 S"
    assert any("no line of single-dummy play" in note for note in judged.notes)


def test_the_12c3_proposal_rounds_the_shares() -> None:
    (found,) = evaluate(TOPS, ["4NT S lead HQ"], "None", layouts=FAST)
    proposal = candidate_proposal(found, 6)
    assert [(p.tricks, p.weight) for p in proposal.parts] == [(10, Fraction(1))]


def test_bad_input() -> None:
    with pytest.raises(CandidateError, match="level must be 1 to 7"):
        evaluate(TOPS, ["8S N"], "None")
    with pytest.raises(CandidateError, match="not in West's hand"):
        evaluate(TOPS, ["4S S lead SA"], "None")
    with pytest.raises(CandidateError, match="vulnerability"):
        evaluate(TOPS, ["4S S"], "Red")
    with pytest.raises(CandidateError, match="layouts"):
        evaluate(TOPS, ["4S S"], "None", layouts=0)
    position = ClaimPosition(hands_from_pbn(TOPS), Denom.nt, Player.west)
    with pytest.raises(SimulationError, match="seed"):
        play_single_dummy(position, Player.south, seed=-1)


def test_parse_candidate_forms() -> None:
    assert parse_candidate("4s n") == Candidate("4S", "N")
    assert parse_candidate("3NTX S lead h10") == Candidate("3NTX", "S", "HT")
    assert parse_candidate("2♠ E KH") == Candidate("2S", "E", "HK")
    assert parse_candidate("4S N", "DA").lead == "DA"


# ---- the command --------------------------------------------------------------------------


@pytest.fixture
def run(capsys):
    def _run(*argv: str) -> tuple[int, str, str]:
        status = cli.main(["candidates", *argv])
        out, err = capsys.readouterr()
        return status, out, err

    return _run


def test_cli_text_says_which_question_each_number_answers(run) -> None:
    status, out, err = run(
        "--deal",
        TOPS,
        "--contract",
        "4NT S",
        "--lead",
        "HQ",
        "--layouts",
        str(FAST),
        "--offenders",
        "EW",
        "--weights",
        "sixths",
    )
    assert status == 0 and not err
    assert "double dummy (a reference" in out
    assert "what would have happened at this table" in out
    assert "4NT= S (10 tricks) +430, share 1/1 — likely" in out
    assert "Law 12C2 — likely: 4NT= S" in out and "proposed, in sixths" in out
    assert "likely and probable results from single-dummy play" in out


def test_cli_json(run) -> None:
    status, out, _ = run(
        "--deal",
        TOPS,
        "--contract",
        "4NT S",
        "--lead",
        "HQ",
        "--layouts",
        str(FAST),
        "--seed",
        "3",
        "--format",
        "json",
    )
    data = json.loads(out)
    assert status == 0 and data["seed"] == 3 and data["layouts"] == FAST
    (cand,) = data["candidates"]
    assert cand["dd"]["tricks"] == 10 and cand["likely"] == ["4NT= S"]
    assert cand["outcomes"][0]["share"] == "1/1" and "answers" in cand
    assert data["weights"]["candidates"][0]["weights"]["parts"][0]["weight"] == "1/1"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("--deal", TOPS, "--contract", "8S S"), "level must be 1 to 7"),
        (("--deal", TOPS, "--lead", "SA", "--contract", "4S S"), "must follow the --contract"),
        (("--deal", "N:AK", "--contract", "4S S"), "bad deal"),
        (("--deal", TOPS), "at least one --contract"),
        (("--deal", TOPS, "--contract", "4S S", "--likely", "4S= S"), "--offenders"),
        (("--deal", TOPS, "--contract", "4S S", "--layouts", "0"), "--layouts"),
        (("--deal", TOPS, "--contract", "4S S", "--hcp", "W:x"), "--hcp"),
    ],
)
def test_cli_errors_are_one_line(run, argv, message) -> None:
    status, out, err = run(*argv)
    assert status == 2 and not out
    assert err.count("\n") == 1 and err.startswith("adjudicate candidates: ")
    assert message in err
