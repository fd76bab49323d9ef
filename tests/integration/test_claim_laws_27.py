"""Issue 27: the class of player from the event, and law-level rules of the ruling model.

Each rule is tested on a position built for it (hands as ``--hands`` strings, N E S W),
failing before the rule and passing after, citing the law or practice row
(``../shared/docs/claim-practice.md``) it rests on.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from adjudicator.cli import main
from adjudicator.io.events import read_event, read_event_bytes
from adjudicator.laws.claims.claim import claim_from_record
from adjudicator.laws.claims.class_of_player import class_from_event
from adjudicator.laws.claims.ruling import rule_claim
from adjudicator.laws.rulesets import PlayerClass
from adjudicator.text.committee_report import committee_report
from adjudicator.text.ruling_text import render_ruling

EXPERT, CLUB = PlayerClass.EXPERT, PlayerClass.CLUB

# ---- E. The class of player from the event ----------------------------------------------
# Footnote to Laws 69-71 ("careless or inferior for the class of player involved") and
# practice row 25 (class judged per player and event).  A teams match broadcast on vugraph
# (a LIN file with a vg| header and boards of both rooms) is expert play; so is an event
# whose name shows a championship or a strong teams event.

#: One board, South holding every spade, declaring 1S after West's lead: a claim of all
#: thirteen tricks in the room(s) given.
_BOARD = (
    "qx|{room}1|md|1S23456789TJQKA,H23456789TJQKA,D23456789TJQKA,|sv|o|"
    "mb|1S|mb|p|mb|p|mb|p|pc|HA|mc|13|"
)


def _lin(rooms: str, header: str = "vg|Monday Teams,Segment 1 of 2,I,1,2,A,0,B,0|") -> bytes:
    return (header + "\n" + "\n".join(_BOARD.format(room=room) for room in rooms)).encode()


def _claims(data: bytes) -> list:
    reading = read_event_bytes("built.lin", data)
    assert not reading.errors, reading.errors
    return reading.claims


def test_a_vugraph_broadcast_of_both_rooms_is_judged_as_experts() -> None:
    claims = _claims(_lin("oc"))
    assert [c.table for c in claims] == ["Open", "Closed"]
    assert all(c.vugraph and c.event == "Monday Teams" for c in claims)
    facts = claim_from_record(claims[0])
    assert facts.player_class is EXPERT
    assert facts.class_reason is not None and facts.class_reason.key == "class_vugraph"
    ruling = rule_claim(facts, with_outcomes=False)
    text = render_ruling(ruling)
    assert (
        'class of player: expert — the event "Monday Teams" is a teams match broadcast on vugraph'
    ) in text
    assert "网络转播" in render_ruling(ruling, "zh")
    # the committee report (from the ruling's record) says why too
    assert "broadcast on vugraph" in committee_report(ruling)


@pytest.mark.parametrize(
    "data",
    [
        _lin("oo"),  # a BBO session saved with a vg| header: one room only
        _lin("oc", header=""),  # both rooms but no vugraph header
    ],
)
def test_one_room_or_no_header_is_no_broadcast(data: bytes) -> None:
    for claim in _claims(data):
        assert not claim.vugraph
        facts = claim_from_record(claim)
        assert facts.player_class is CLUB and facts.class_reason.key == "class_default"


def test_the_class_given_overrides_the_broadcast(tmp_path: Path, capsys) -> None:
    path = tmp_path / "match.lin"
    path.write_bytes(_lin("oc"))
    args = [
        "claim",
        str(path),
        "--board",
        "1",
        "--table",
        "Closed",
        "--no-outcomes",
        "--format",
        "json",
    ]
    assert main(args) == 0
    ruling = json.loads(capsys.readouterr().out)
    assert ruling["class"] == "expert" and "vugraph" in ruling["class_reason"]
    assert main([*args, "--class", "club"]) == 0
    ruling = json.loads(capsys.readouterr().out)
    assert ruling["class"] == "club" and ruling["class_reason"] == "as given"
    assert main(["check", str(path), "--class-for", "*.lin=novice", "--format", "jsonl"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert {line["class"] for line in lines if "class" in line} == {"novice"}


@pytest.mark.parametrize(
    "event",
    [
        "English Premier League Superleague",
        "Bundesliga 2019",
        "Yeh Bros Grand Prix",
        "Commonwealth Open Teams",
        "Crockfords Foursomes",
        "Cavendish Invitational",
        "Schapiro Spring Foursomes",
        "Vanderbilt KO",
        "Lady Milne Cup",
        "National Championship",
        "2019 全国桥牌锦标赛",
        "国家队选拔赛",
        "中国桥牌俱乐部联赛",
        "北京公开赛",
        "台灣全國橋牌錦標賽",
    ],
)
def test_the_names_of_championships_and_strong_teams_events(event: str) -> None:
    player_class, why = class_from_event(event)
    assert player_class is EXPERT and why.key == "class_event_tags"


@pytest.mark.parametrize(
    "event", ["Monday pairs", "Bridge Base Online", "俱乐部周赛", "Cupertino club night"]
)
def test_a_club_event_stays_club(event: str) -> None:
    assert class_from_event(event)[0] is CLUB


def test_the_usbf_trials_broadcast_is_judged_as_experts(events_dir: Path) -> None:
    """The 2010 USBF semifinal says no championship in its name ("2010 USBF SF A"); its
    vugraph broadcast of both rooms does.  The BBO IMP session in tenace/ has a vg|
    header but one room: a club game."""
    usbf = read_event(events_dir / "bridgebots-usbf" / "usbf_sf_14502.lin").claims
    assert len(usbf) == 30
    assert {claim_from_record(c).class_reason.key for c in usbf} == {"class_vugraph"}
    session = read_event(events_dir / "tenace" / "01-26-08-3.lin").claims
    assert session and {claim_from_record(c).player_class for c in session} == {CLUB}


# ---- Built positions ----------------------------------------------------------------------


def _rule(capsys, *args: str) -> dict:
    """The ruling of a claim typed in, as its JSON record."""
    assert main(["claim", *args, "--no-outcomes", "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)


def _awarded(record: dict) -> int:
    return record["awarded"]


# ---- F. A "finesse" against a card in view is no finesse (Law 70E) -----------------------
# 70E bars an unstated line "the success of which depends upon finding one opponent rather
# than the other with a particular card".  When that card is in dummy, in the defender's
# view, nothing is to be found: winning with the ten of K10 over dummy's queen, dummy
# having played low, is a sure trick, not a finesse.


def test_a_finesse_against_a_card_in_dummy_is_no_finesse(capsys) -> None:
    record = _rule(
        capsys,
        "--hands",
        "N:.Q.. .KT.. A.8.. 9...",
        "--lead",
        "W",
        "--trick",
        "H6 H3",
        "--claimer",
        "W",
        "--claims",
        "2",
        "--contract",
        "1NT",
        "--declarer",
        "S",
        "--won",
        "6,5",
    )
    assert _awarded(record) == 2  # before: 1 (East was made to play the king)


def test_a_card_the_claimer_cannot_see_stays_a_finesse(capsys) -> None:
    """AKJ over an *unseen* queen, South (who may hold it) having led: winning with the
    jack is position play the claimer did not state, and a club player may cash from the
    top — the queen then wins the last trick (70E; the director's ruling of board 17 of
    the Wronie pairs in judged-claims.json).  Only a card in view is no finesse's card."""
    record = _rule(
        capsys,
        "--hands",
        "N:86..4. 53.7.. Q9... AKJ...",
        "--trump",
        "S",
        "--lead",
        "S",
        "--trick",
        "S7",
        "--claimer",
        "W",
        "--claims",
        "3",
        "--contract",
        "2S",
        "--declarer",
        "S",
        "--won",
        "7,3",
    )
    assert _awarded(record) == 2


# ---- M. 70C1: listing his own trump winners is no statement about the opponents' trump ---
# Law 70C1 asks whether the claimer "made no statement about that trump": the ♠6 East
# holds.  "The ♠K, ♠Q and the ♦10" names South's winners, not the six; a claimer who may
# have forgotten it may lead the ♦10 first, and East ruffs (70C2, 70C3; practice row 6).

_M_HANDS = (
    "--hands",
    "N:.432.. 6.AK.. KQ..T. ..987.",
    "--trump",
    "S",
    "--lead",
    "S",
    "--claimer",
    "S",
    "--claims",
    "3",
)


def test_naming_his_own_trump_winners_is_no_statement_about_theirs(capsys) -> None:
    record = _rule(capsys, *_M_HANDS, "--statement", "the SK, SQ and the DT")
    assert _awarded(record) == 2  # before: 3 (the statement "spoke of trumps")
    assert "named only his own trump winners" in record["findings"][0]
    assert "70C" in record["laws"]


@pytest.mark.parametrize(
    "statement", ["draw trumps then the DT", "SK then SQ then DT", "cash spades then the DT"]
)
def test_a_statement_that_draws_or_orders_the_trumps_first_still_binds(capsys, statement) -> None:
    """Drawing trumps, naming the trump suit, or an order that plays the trumps first
    (70D binds the order said) keeps the three tricks."""
    assert _awarded(_rule(capsys, *_M_HANDS, "--statement", statement)) == 3


# ---- O. Law 71 inside a claim ----------------------------------------------------------
# A claim of some tricks concedes the rest (Law 68); a conceded trick that no normal play
# can lose is given back when the side objects in time (71C) — and a contested claim is
# that objection.  South's ♠AK take both tricks on every line: claiming one, he gets two.


def test_a_conceded_trick_no_normal_line_loses_is_given_back(capsys) -> None:
    record = _rule(
        capsys,
        "--hands",
        "N:.AK.. .QJ.. AK... Q2...",
        "--trump",
        "NT",
        "--lead",
        "S",
        "--claimer",
        "S",
        "--claims",
        "1",
    )
    assert _awarded(record) == 2  # before: 1, the count claimed
    assert "71C" in record["laws"] and record["to_opponents"] == 0
    assert record["verdict_kind"] == "upheld"


def test_a_trick_some_normal_line_loses_stays_conceded(capsys) -> None:
    """Only when *every* normal line takes more: with AQ over West's K, the unstated
    finesse is not credited (70E), so a normal line takes one trick of two; claiming one,
    South keeps one, and Law 71 has nothing to give back."""
    record = _rule(
        capsys,
        "--hands",
        "N:.AQ.. 32... .32.. .KJ..",
        "--trump",
        "NT",
        "--lead",
        "S",
        "--claimer",
        "S",
        "--claims",
        "1",
    )
    assert _awarded(record) == 1 and "71C" not in record["laws"]


# ---- H. Awareness of the outstanding trump (Law 70C2) --------------------------------------
# Practice row 24 counts an opponent's ruff as an alert; but a ruff shows that trumps
# existed, not that one remains.  East ruffed dummy's diamond with the ♠3 (South overruffed
# with the ace) and holds the ♠2, the last trump: South, claiming with no statement, may
# well think the ruff was the last of them and cash the ♥A first.  An expert counts the
# trumps through the hand: two rounds drawn earlier show he knows one is out (row 7, 25).

_H_RUFF = (
    "--hands",
    "N:..5432. 2...KQJ K.AKQ.. .JT9..5",
    "--trump",
    "S",
    "--lead",
    "S",
    "--claimer",
    "S",
    "--claims",
    "4",
    "--history",
    "N:D6 S3 SA D7",
)
_H_ROUNDS = (
    "--hands",
    "N:..JT98. J...KQJ Q.AKQ.. .JT9..5",
    "--trump",
    "S",
    "--lead",
    "S",
    "--claimer",
    "S",
    "--claims",
    "4",
    "--history",
    "S:SA S3 S4 S5",
    "--history",
    "S:SK S6 S7 S8",
    "--history",
    "S:DA D2 D3 D4",
    "--history",
    "S:DK D5 D6 D7",
)


def test_a_ruff_with_one_trump_left_is_no_evidence_he_knows_of_it(capsys) -> None:
    record = _rule(capsys, *_H_RUFF)
    assert _awarded(record) == 3  # before: 4 (the ruff was taken to alert him)
    assert "70C" in record["laws"]
    assert any("showed that trumps existed" in f for f in record["findings"])


def test_a_ruff_with_two_trumps_left_still_alerts_him(capsys) -> None:
    """Row 24 stands where the ruff leaves more than one trump out: East ruffs with the ♠4
    holding the ♠3 and ♠2 — the claimer has seen that trumps remain."""
    record = _rule(
        capsys,
        "--hands",
        "N:..5432. 32...KQ KQ.AK.. .JT9..5",
        "--trump",
        "S",
        "--lead",
        "S",
        "--claimer",
        "S",
        "--claims",
        "4",
        "--history",
        "N:D6 S4 SA D7",
    )
    assert _awarded(record) == 4


@pytest.mark.parametrize("cls, award", [("club", 3), ("expert", 4)])
def test_an_expert_counts_the_trump_rounds_of_the_whole_hand(capsys, cls, award) -> None:
    """Two rounds drawn three and four tricks before the claim: a club player's awareness
    is the trick before the claim (row 7), an expert's counts them (before: 3 for both)."""
    assert _awarded(_rule(capsys, *_H_ROUNDS, "--class", cls)) == award


# ---- P. The known layout's maximum is for guesses only (Law 70E, row 14) ------------------
# Once South shows out, the spade layout is "known" — but no opponent holds a spade: there
# is nothing to guess, and West's choice of the ♠K or the ♠2 under East's ace decides only
# whether the suit blocks.  Blocking a suit is careless, hence normal (row 14): West may
# keep the king, win the second round and have to lead a club to North's AK.


def test_the_known_layout_does_not_decide_blocking(capsys) -> None:
    record = _rule(
        capsys,
        "--hands",
        "N:..32.AK AQJ3... .54..QJ K2...32",
        "--trump",
        "NT",
        "--lead",
        "E",
        "--claimer",
        "E",
        "--claims",
        "4",
        "--statement",
        "my spades are all good",
    )
    assert _awarded(record) == 2  # before: 4 (West was taken to unblock the king)


@pytest.mark.parametrize("shown, award", [(("--shown-out", "E:H"), 3), ((), 2)])
def test_the_known_layout_still_decides_a_guess(capsys, shown, award) -> None:
    """Where an opponent still holds a card of the suit the known layout is credited
    (70E's exception): East has shown out of hearts, so West holds the ♥K and North's
    ♥J finesse is no guess; without the show-out it is, and is not credited."""
    record = _rule(
        capsys,
        "--hands",
        "N:.AJ.2. ...432 .43.A. .K2.3.",
        "--trump",
        "NT",
        "--lead",
        "S",
        "--claimer",
        "S",
        "--claims",
        "3",
        *shown,
    )
    assert _awarded(record) == award


# ---- J. An overlooked honour stops being unseen once it has been played (row 11) -----------
# Row 11: a claimer unaware of an outstanding winner may play a suit as if his cards were
# good (the engine's unseen suit: his cards there are no losers).  Once the honour he
# overlooked has been played, he has seen it: South's ♥Q lost to West's ♥K, and his ♥3
# (below West's ♥4) is a loser again — a lead he is not made to make (row 13: a free
# choice), no longer the adversary's choice of a card he thinks good.


def test_the_overlooked_honour_is_seen_once_played() -> None:
    from endplay.types import Card, Denom, Player

    from adjudicator import engine
    from adjudicator.core.position import ClaimPosition
    from adjudicator.engine import Restriction
    from adjudicator.laws.claims.normal_play import normal_rules
    from adjudicator.laws.rulesets import RuleSet

    position = ClaimPosition.from_text("N:...6543 32..32. A.Q3.A. .K4.K.2", "NT", "S")
    rules, evident = normal_rules(RuleSet.SEED1997, CLUB)
    unseen = Restriction(
        claimer=Player.south,
        rules=rules,
        evident_min_rank=evident,
        unseen_suits=frozenset({Denom.hearts}),
    )
    line = tuple(Card(c) for c in "HQ HK C3 S2 DK C4 D2 DA H3".split())
    steps = [s for s in engine.explain(position, unseen, line) if s.seat == Player.south]
    first, third = steps[0], steps[-1]
    assert Card("H3") in first.normal and Card("H3") not in first.free  # the K unseen
    assert Card("H3") in third.free  # before: not free (the K, played, still "unseen")
