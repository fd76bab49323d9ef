"""Laws 61-64 on built positions: a test per clause, the reasoning written beside it.

Each position is an ending typed as a director would: the hands at the first trick
shown, the tricks each side won before it (``earlier``), and the cards played from there
in order.  Unless a test says otherwise South declares, the play goes to the end, and the
seed laws (1997) apply.  Tricks are numbered from the start of the board.
"""

from __future__ import annotations

import pytest
from endplay.types import Card, Player

from adjudicator.core.cards import hands_from_pbn, parse_card, seat_of, strain_of
from adjudicator.laws.claims.claim import BoardContext
from adjudicator.laws.revokes.revoke_play import (
    CLAIMED,
    NEXT_BOARD,
    PLAYED,
    ROUND_OVER,
    STOPS,
    RevokePlay,
    from_cards,
)
from adjudicator.laws.revokes.revoke_ruling import RevokeRuling, rule_revoke
from adjudicator.laws.rulesets import RuleSet

#: Spades trumps.  E ruffs South's ♥2 with the ♠2 while holding the ♥J (a revoke) and
#: wins trick 10; W's ♠A ruffs trick 13.
#:           N ♥Q ♦5 ♦4 ♣5
#:  W ♠A ♥3 ♦3 ♣3        E ♠2 ♥J ♦Q ♣K
#:           S ♥2 ♦A ♦K ♣A
RUFF = "N:.Q.54.5 2.J.Q.K .2.AK.A A.3.3.3"
RUFF_PLAY = "H2 H3 HQ S2  CK CA C3 C5  DA D3 D4 DQ  DK SA D5 HJ"

#: Notrump.  E discards the ♣Q on West's ♥A lead to trick 10 while holding the ♥K, and
#: later wins trick 12 with that ♥K — a card he could have played to the revoke trick.
#:           N ♥4 ♦5 ♦4 ♣3
#:  W ♥A ♦3 ♦2 ♣2        E ♥K ♣A ♣K ♣Q
#:           S ♥3 ♥2 ♦A ♦K
CARD = "N:.4.54.3 .K..AKQ .32.AK. .A.32.2"
CARD_PLAY = "H2 HA H4 CQ  D2 D4 CK DA  H3 D3 D5 HK  CA DK C2 C3"

#: Notrump.  South runs ♠AKQ2; E discards the ♣K on the ♠A while holding ♠J43, so his
#: jack is still guarded on the third round and wins the fourth; then he cashes the ♣A.
#:           N ♦65432
#:  W ♦JT987             E ♠J43 ♣AK
#:           S ♠AKQ2 ♥A
STOPPER = "N:..65432. J43...AK AKQ2.A.. ..JT987."
STOPPER_PLAY = "SA D7 D2 CK  SK D8 D3 S3  SQ D9 D4 S4  S2 DT D5 SJ  CA HA DJ D6"


def revoke_play(
    deal: str,
    cards: str,
    earlier: tuple[int, int],
    *,
    trump: str = "NT",
    declarer: str = "S",
    first: str = "S",
    **options,
) -> RevokePlay:
    options.setdefault("ends", PLAYED)
    return from_cards(
        hands_from_pbn(deal),
        strain_of(trump),
        seat_of(declarer),
        seat_of(first),
        tuple(parse_card(c) for c in cards.split()),
        earlier=earlier,
        **options,
    )


def ruled(deal: str, cards: str, earlier: tuple[int, int], **options) -> RevokeRuling:
    return rule_revoke(revoke_play(deal, cards, earlier, **options))


def clauses(ruling: RevokeRuling) -> list[tuple[int, str, str, int]]:
    """(trick, revoker, clause, tricks transferred) of each revoke."""
    return [(d.revoke.trick, d.revoke.seat.abbr, d.clause, d.transfer) for d in ruling.decisions]


# ---- Law 63: established or not ---------------------------------------------------------


def test_63a1_established_by_the_next_trick() -> None:
    # E's revoke at trick 10 becomes established when E leads to trick 11 (the ♣K)
    ruling = ruled(RUFF, RUFF_PLAY, (5, 4), trump="S")
    when = ruling.decisions[0].established
    assert when is not None and when.law == "63A1"
    assert (when.trick, when.seat, when.card) == (11, Player.east, Card("CK"))


def test_63a3_established_by_a_claim() -> None:
    # the play stops after the revoke trick and North-South claim the last three tricks:
    # a claim (acquiesced in by the offenders) establishes the revoke.  E won the revoke
    # trick and his side takes no later trick: 64A1 transfers the revoke trick alone
    ruling = ruled(RUFF, "H2 H3 HQ S2", (5, 4), trump="S", ends=CLAIMED, result=8)
    (decision,) = ruling.decisions
    assert decision.established is not None and decision.established.law == "63A3"
    assert clauses(ruling) == [(10, "E", "64A1", 1)]
    assert (ruling.played, ruling.transferred) == (8, 9)


def test_62a_not_established_when_the_record_stops() -> None:
    # the record stops before the offenders play to trick 11 and there is no claim: the
    # revoke must still be corrected (Law 62), nothing is transferred
    ruling = ruled(RUFF, "H2 H3 HQ S2", (5, 4), trump="S", ends=STOPS)
    assert clauses(ruling) == [(10, "E", "62A", 0)]
    assert ruling.decisions[0].established is None and ruling.equity == []
    assert ruling.final is None


# ---- Law 64A: the transfer ----------------------------------------------------------------


def test_64a1_the_revoke_trick_and_one_later_trick() -> None:
    # E, the revoker, won the revoke trick (ruffing) and West won trick 13: the revoke
    # trick plus one later trick of the offending side — two tricks, 7 + 2 = 9
    ruling = ruled(RUFF, RUFF_PLAY, (5, 4), trump="S")
    assert clauses(ruling) == [(10, "E", "64A1", 2)]
    assert (ruling.played, ruling.transferred, ruling.final) == (7, 9, 9)


def test_64a1_the_revoke_trick_alone() -> None:
    # the same, but West holds a club for trick 13 instead of the ♠A: East-West win only
    # the revoke trick, which is transferred alone
    ruling = ruled(
        "N:.Q.54.5 2.J.Q.K .2.AK.A .3.3.43", RUFF_PLAY.replace("SA", "C4"), (5, 4), trump="S"
    )
    assert clauses(ruling) == [(10, "E", "64A1", 1)]
    assert (ruling.played, ruling.transferred) == (8, 9)


def test_64a2_one_trick_and_the_1997_card_clause() -> None:
    # West's ace won the revoke trick, not East: one trick, as East-West won tricks from
    # it on.  The seed (1997) text adds the trick East later won with the ♥K, a card he
    # could legally have played to the revoke trick; the 2007/2017 laws do not
    seed = ruled(CARD, CARD_PLAY, (5, 4))
    assert clauses(seed) == [(10, "E", "64A2", 2)]
    assert "64A2_card" in {f.key for f in seed.findings}
    later = ruled(CARD, CARD_PLAY, (5, 4), ruleset=RuleSet.WBF2017)
    assert clauses(later) == [(10, "E", "64A2", 1)]
    assert (seed.transferred, later.transferred) == (8, 7)


def test_one_sides_transfers_never_exceed_the_tricks_it_won() -> None:
    # two revokes by East in spades (tricks 11 and 12), East-West win only trick 13 with
    # the ♠K.  The first: 64A2, one trick, plus (1997) that trick won with the ♠K he held
    # at the revoke — two; the second is 64B2.  East-West won one trick from the first
    # revoke on, so one trick is transferred in all
    ruling = ruled("N:.432.. K...A2 AQJ... ..432.", "SA D2 H2 C2  SQ D3 H3 CA  SJ D4 H4 SK", (5, 5))
    assert clauses(ruling) == [(11, "E", "64A2", 2), (12, "E", "64B2", 0)]
    assert ruling.transfers.away == (0, 1) and ruling.transfers.capped == (False, True)
    assert ruling.transferred == ruling.played + 1


# ---- Law 64B: no transfer -------------------------------------------------------------------


def test_64b1_the_offenders_won_nothing_from_the_revoke_on() -> None:
    # East revokes on South's ♠A but North-South take every trick: nothing to transfer
    ruling = ruled(
        "N:.432.. 2...AK AKQ... ..432.", "SA D2 H2 CK  SK D3 H3 S2  SQ D4 H4 CA", (10, 0)
    )
    assert clauses(ruling) == [(11, "E", "64B1", 0)]
    assert ruling.final == 13


def test_64b2_a_second_revoke_in_the_same_suit() -> None:
    # as above under the 2017 laws: the first revoke transfers one trick, the second in
    # the same suit by the same player none (64C may still apply)
    ruling = ruled(
        "N:.432.. K...A2 AQJ... ..432.",
        "SA D2 H2 C2  SQ D3 H3 CA  SJ D4 H4 SK",
        (5, 5),
        ruleset=RuleSet.WBF2017,
    )
    assert clauses(ruling) == [(11, "E", "64A2", 1), (12, "E", "64B2", 0)]


def test_64b3_a_card_of_dummys_or_a_penalty_card() -> None:
    # West leads the ♦K and dummy (North) shows a club though it holds the ♦2: North-South
    # win the trick and the rest, which would be a 64A2 transfer — but a failure to play
    # a card faced on the table (dummy's) transfers nothing
    ruling = ruled(
        "N:..2.32 .432.. AK..A. 2..KQ.", "DK C2 H2 DA  SA S2 D2 H3  SK DQ C3 H4", (5, 5), first="W"
    )
    assert clauses(ruling) == [(11, "N", "64B3", 0)]
    # a defender's penalty card lies faced too: East's failure to play it is 64B3
    faced = ruled(CARD, CARD_PLAY, (5, 4), faced=frozenset({Card("HK")}))
    assert clauses(faced) == [(10, "E", "64B3", 0)]


@pytest.mark.parametrize(("discovered", "clause"), [(NEXT_BOARD, "64B4"), (ROUND_OVER, "64B5")])
def test_64b4_and_64b5_attention_drawn_too_late(discovered: str, clause: str) -> None:
    # the 64A2 revoke above, drawn attention to only after the non-offenders called on the
    # next board, or after the round: no transfer
    ruling = ruled(CARD, CARD_PLAY, (5, 4), discovered=discovered)
    assert clauses(ruling) == [(10, "E", clause, 0)]
    assert ruling.transferred == ruling.played


def test_64b6_a_revoke_on_trick_12() -> None:
    # East keeps the ♠K by discarding the ♣A on the ♠A at trick 12, and wins trick 13:
    # no transfer on the twelfth trick (and see 64C below)
    ruling = ruled("N:.32.. K...A A2... ..32.", "SA D2 H2 CA  S2 D3 H3 SK", (6, 5))
    assert clauses(ruling) == [(12, "E", "64B6", 0)]


#: Both sides revoke: East discards the ♣2 on North's ♠A holding the ♠K (trick 10, North
#: wins it), South the ♦A on North's ♥A holding the ♥2 (trick 11, North wins it).
BOTH = "N:A.AK.3. K.3..32 2.2.AK. .4.542."
BOTH_PLAY = "S2 D2 SA C2  HA H3 DA H4  HK C3 H2 D4  D3 SK DK D5"


def test_64b7_both_sides_revoked() -> None:
    # 2017: no transfer for either revoke (64B7); 64C restores equity as though neither
    # had occurred.  1997 (no 64B7): East-West took nothing from their revoke on (64B1),
    # North-South's revoke transfers one trick (64A2), and 64C then restores the same
    # equity (the WBF Laws Committee's 2001 ruling): North-South's 9 tricks, double dummy
    later = ruled(BOTH, BOTH_PLAY, (5, 4), ruleset=RuleSet.WBF2017)
    assert clauses(later) == [(10, "E", "64B7", 0), (11, "S", "64B7", 0)]
    assert (later.transferred, later.final) == (9, 9)
    seed = ruled(BOTH, BOTH_PLAY, (5, 4))
    assert clauses(seed) == [(10, "E", "64B1", 0), (11, "S", "64A2", 1)]
    (equity,) = seed.equity
    assert equity.both_sides and (equity.actual, equity.dd, equity.adjusted) == (8, 9, 9)
    assert seed.final == 9


# ---- Law 64C: equity ------------------------------------------------------------------------


def test_64c_the_transfer_falls_short() -> None:
    # Without the revoke East must drop his ♠3, ♠4 and ♠J under the ♠A, ♠K and ♠Q, and
    # South takes all five tricks: 4 + 5 = 9.  With it East's jack wins trick 12 and his
    # ♣A trick 13: South has 7, and the 2017 transfer (64A2, one trick) brings 8 — short
    # of the 9 that any normal play would have taken: the director assigns 9 (3NT=)
    context = BoardContext("3NT", Player.south, None, 0, 0)
    ruling = ruled(STOPPER, STOPPER_PLAY, (4, 4), ruleset=RuleSet.WBF2017, context=context)
    assert clauses(ruling) == [(9, "E", "64A2", 1)]
    (equity,) = ruling.equity
    assert (equity.worst, equity.best, equity.dd) == (9, 9, 9)
    assert (equity.actual, equity.adjusted) == (8, 9)
    assert (ruling.played, ruling.transferred, ruling.final) == (7, 8, 9)
    assert ruling.final_result() == ("3NT= by S", 9, 400)


def test_64c_the_transfer_is_enough() -> None:
    # Without East's ruff North's ♥Q wins trick 10 and West's ♠A still takes a trick:
    # North-South take 8 (issue 30: 64C's equity is single-dummy play on the cards, which
    # takes 8 on every probable line; the claim-rule worst normal line's 7 — a careless
    # line no player chooses at the table — is no longer the measure).  With the 64A1
    # transfer they have 9: compensated, no adjustment
    ruling = ruled(RUFF, RUFF_PLAY, (5, 4), trump="S")
    (equity,) = ruling.equity
    assert (equity.worst, equity.best, equity.dd) == (8, 8, 8)
    assert equity.actual == 9 and equity.adjusted is None
    assert ruling.final == 9 and not ruling.adjusted


def test_64c_after_a_revoke_with_no_transfer() -> None:
    # the trick-12 revoke: no transfer (64B6), but without it East's ♠K falls under the
    # ♠A and South's ♠2 wins trick 13: the director assigns North-South that trick
    ruling = ruled("N:.32.. K...A A2... ..32.", "SA D2 H2 CA  S2 D3 H3 SK", (6, 5))
    (equity,) = ruling.equity
    assert (equity.actual, equity.worst, equity.adjusted) == (7, 8, 8)
    assert ruling.final == 8
