"""The statement's order binds (issue 16, item 6; practice rows 2 and 3): "X, then Y"
plays all of X before Y; a list of tricks said with "and" states a total, not an order.
Hands are PBN strings starting with North."""

from __future__ import annotations

from rulings import position, rule

#: North ♠AKQ ♥32, South ♠2 ♥AK4 ♦3: South on lead at notrump claims all five.  North
#: has no entry but his spades, so they must all be cashed before the hearts: playing
#: two and turning to the hearts strands North's ♠Q.
RUN = "N:AKQ.32.. 76.JT9.. 2.AK4.3. JT.Q8.2."


def south_claims(statement: str):
    return rule(position(RUN, "NT", "S"), "S", 5, statement)


def test_counts_of_tricks_with_then_are_an_order() -> None:
    """ "Four spades, then two hearts": the spades first, all of them (North's ♠Q is not
    stranded), then the hearts — five tricks.  The phases say so: the spades until the
    longer hand (North) has played all three, then the hearts until South has played
    two."""
    ruling = south_claims("four spades, then two hearts")
    assert ruling.awarded == 5 and ruling.upheld
    spades, hearts = ruling.restriction.phases
    assert spades.done_left == 0 and hearts.done_left == 1
    assert [c.suit for c in ruling.worst_line[:12:4]] == [0, 0, 0]  # three spades led


def test_the_same_counts_with_and_are_a_total() -> None:
    """ "Three spades and two hearts" counts tricks, in no order (row 3): no phases.  The
    award is that of no statement: 5 since issue 27 (NO_STRAND) — North's ♠AKQ are a run
    of his plan, and cashing two and turning to the hearts (stranding the ♠Q) is no
    longer a normal order (rows 13, 22, 23); it was 4 before."""
    # issue 27 A (NO_STRAND) moved both from 4: cashing two of a run and leaving is not normal
    assert south_claims("three spades and two hearts").awarded == 5
    assert south_claims("").awarded == 5
    assert not south_claims("three spades and two hearts").restriction.phases


def test_cash_x_then_y_plays_all_of_x_first() -> None:
    ruling = south_claims("cash the spades, then the hearts")
    assert ruling.awarded == 5
    assert [c.suit for c in ruling.worst_line[:12:4]] == [0, 0, 0]
