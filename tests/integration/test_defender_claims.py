"""A defender's claim rests on his partner's cards too (issue 16, item 6; Law 70D2 of
2007 and later, practice row 16): partner chooses among his normal cards, failing to
unblock included, and the claim's count — the claimer's — says nothing of what partner
saw.  Hands are PBN strings starting with North."""

from __future__ import annotations

from endplay.types import Player

from adjudicator.laws.claims.claim import BoardContext

from rulings import position, rule

#: 3NT by South; West, on lead, claims the last four with ♠KQJ and the ♦A.  East's ♠A
#: blocks the spades: unless East throws it on the ♦A, it wins the first spade and East
#: has only clubs to lead.  North holds the ♥AKQJ, South ♦432 and the ♣A.
BLOCKING_ACE = "N:.AKQJ.. A...432 ..432.A KQJ..A."
CONTEXT = BoardContext("3NT", Player.south, None, 6, 3)


def test_partner_keeping_the_blocking_ace_is_a_normal_line() -> None:
    """West says the order himself — the ♦A, then the spades — so nothing of his own
    line is in doubt.  East keeping the ♠A (throwing a club) is a normal card for him
    (row 14: failing to unblock is careless, not irrational), and the claim depends on
    it: 2 of the 4.  Under the 2017 laws that is Law 70D2's case (row 16)."""
    for rules in ("wbf2017", "seed1997"):
        ruling = rule(
            position(BLOCKING_ACE, "NT", "W"),
            "W",
            4,
            "DA then the spades",
            rules=rules,
            context=CONTEXT,
        )
        assert (ruling.dd, ruling.awarded) == (4, 2), rules
        first_trick = ruling.worst_line[:4]
        east = first_trick[2]
        assert east.suit == 3, "East keeps the ♠A and throws a club"
        assert ("70D2" in ruling.laws) == (rules == "wbf2017")
        assert (16 in ruling.practice_rows) == (rules == "wbf2017")


def test_the_claim_count_is_no_evidence_for_partner() -> None:
    """West claims all four: the count shows West counted his spades as winners — it
    shows nothing of East's discards, so East is not made to unblock."""
    ruling = rule(position(BLOCKING_ACE, "NT", "W"), "W", 4, rules="wbf2017", context=CONTEXT)
    assert ruling.awarded <= 2 and not ruling.upheld
    assert ruling.facts.defender_claims
