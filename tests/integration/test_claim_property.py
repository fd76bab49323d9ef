"""Issue 12: any claim the validator accepts rules without error.

Hypothesis types claims in as a director (or a careless script) would: the last one to
three tricks of a random deal, a trick in progress, earlier tricks made of the cards no
longer held (some of them revokes), show-outs (some contradicted by the hands), a
statement from the statement language (some naming cards not held), a contract whose
strain may or may not be the trump, tricks won that may or may not add up.  Whatever
the validator (:func:`adjudicator.laws.claims.claim_input.read_claim`) accepts must rule --
with every outcome listed -- without an exception; whatever it refuses is refused with
an ``AdjudicatorError`` that names the field at fault.
"""

from __future__ import annotations

from typing import Any

from endplay.types import Card
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from adjudicator.core.cards import SEATS, hand_pbn, seat_after
from adjudicator.errors import AdjudicatorError
from adjudicator.laws.claims.claim_input import FIELDS, read_claim
from adjudicator.laws.claims.ruling import rule_claim

DECK = [f"{suit}{rank}" for suit in "SHDC" for rank in "23456789TJQKA"]
STATEMENTS = [
    "",
    "draw trumps",
    "cash the spades",
    "run the hearts",
    "SA then HA",
    "finesse the HQ",
    "heart to the queen",
    "the rest are high",
    "crossruff",
    "concede a diamond",
    "ruff a club in dummy",
    "13 tricks",
    "1 trick",
    "SK SQ then DA",
    "unblock the CK",
]


@st.composite
def typed_claims(draw: st.DrawFn) -> dict[str, Any]:
    deck = draw(st.permutations(DECK))
    left = draw(st.integers(1, 3))
    leader = draw(st.sampled_from(SEATS))
    on_trick = draw(st.integers(0, 3))
    hands: dict[int, list[str]] = {}
    at = 0
    for offset in range(4):
        seat = seat_after(leader, offset)
        size = left - 1 if offset < on_trick else left
        hands[seat] = list(deck[at : at + size])
        at += size
    trick = list(deck[at : at + on_trick])
    at += on_trick
    unused = list(deck[at:])
    if draw(st.integers(0, 3)):  # mostly tricks where all follow suit; else revokes abound
        unused.sort(key=lambda code: (code[0], DECK.index(code)))
    tricks = draw(st.integers(0, min(3, 13 - left)))
    history = [
        f"{draw(st.sampled_from('NESW'))}:" + " ".join(unused[4 * n : 4 * n + 4])
        for n in range(tricks)
    ]
    trump = draw(st.sampled_from(["S", "H", "D", "C", "NT"]))
    fields: dict[str, Any] = {
        "hands": "N:" + " ".join(_pbn(hands[seat]) for seat in SEATS),
        "trump": trump,
        "lead": leader.abbr,
        "trick": " ".join(trick),
        "history": history,
        "shown_out": draw(
            st.lists(st.sampled_from([f"{s}:{u}" for s in "NESW" for u in "SHDC"]), max_size=2)
        ),
        "claimer": draw(st.sampled_from("NESW")),
        "claims": draw(st.integers(0, left)) if draw(st.integers(0, 5)) else left + 1,
        "statement": draw(st.sampled_from(STATEMENTS)),
        "class": draw(st.sampled_from(["expert", "club", "novice"])),
        "rules": draw(st.sampled_from(["seed1997", "wbf2017", "ebu", "acbl"])),
    }
    if draw(st.booleans()):
        strain = trump if draw(st.integers(0, 4)) else draw(st.sampled_from("SHDC"))
        declarer = draw(st.sampled_from("NESW"))
        won = draw(st.integers(0, 13 - left))
        fields |= {
            "contract": f"{draw(st.integers(1, 7))}{strain}",
            "declarer": declarer,
            "won": f"{won},{13 - left - won + draw(st.sampled_from([0, 0, 0, 1]))}",
            "vul": draw(st.sampled_from(["None", "NS", "EW", "All"])),
        }
    return fields


def _pbn(cards: list[str]) -> str:
    return hand_pbn(Card(code) for code in cards)


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(typed_claims())
def test_any_claim_the_validator_accepts_rules_without_error(fields: dict[str, Any]) -> None:
    try:
        facts = read_claim(fields)
    except AdjudicatorError as refused:
        assert refused.fact in FIELDS, (refused.fact, str(refused))
        assert str(refused) and "\n" not in str(refused)
        event(f"refused: {refused.key or 'message'}")
        return
    event("accepted")
    ruling = rule_claim(facts, with_outcomes=True)
    assert 0 <= ruling.awarded <= facts.position.tricks_left
    # Issue 27 O: the award exceeds the claim only by Law 71C (a conceded trick no normal
    # line loses is given back), and then it is the worst normal line's count exactly.
    if ruling.awarded > ruling.claimed:
        assert "71C" in ruling.laws and ruling.complete and ruling.awarded == ruling.worst
    else:
        assert ruling.awarded <= max(ruling.claimed, 0)
    if ruling.complete and ruling.outcomes:
        # the results of the normal lines run from the worst line's to the best line's
        assert min(ruling.outcomes) == ruling.worst, (ruling.outcomes, ruling.worst)
        assert max(ruling.outcomes) == ruling.best, (ruling.outcomes, ruling.best)
