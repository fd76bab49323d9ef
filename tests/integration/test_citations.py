"""Practice rows are cited from the rules that shaped the worst line, in the situation
they acted in (issue 16, item 8; issue 9, item 4).  Hands are PBN strings from North."""

from __future__ import annotations

from endplay.types import Card

from rulings import position, rule


def test_not_ruffing_partners_winner_cites_row_23_not_row_12() -> None:
    """Spades are trumps and the opponents have none.  South leads the ♥A; North, void
    in hearts with the ♠2 and a losing club, is kept from ruffing his partner's ace: the
    rule that did it (WIN_LAST) acted with partner winning the trick, which is row 23
    (no ruffing one's own winner), not row 12 (a claim that breaks down)."""
    ruling = rule(position("N:2...3 .2..2 .A..A .3..4", "S", "S"), "S", 2)
    assert ruling.awarded == 2 and ruling.worst_line[2] == Card("C3")
    assert 23 in ruling.practice_rows and 12 not in ruling.practice_rows


def test_fourth_hand_winning_cites_row_12() -> None:
    """North, fourth to East's ♥K, must ruff to win the trick: row 12."""
    ruling = rule(
        position("N:K2..2. ..3.3 ..A.A Q..4.", "S", "E", trick="HK H2 H3"), "N", 3, rules="acbl"
    )
    assert 12 in ruling.practice_rows and 23 not in ruling.practice_rows


def test_top_down_cites_row_8_only_for_trumps() -> None:
    """ "Draw trumps": South leads them from the top (♥A, the ♥K and ♥Q held back) —
    rows 4, 5 and 8 (trumps from the top); the blocked spades at notrump: rows 4 and 5
    only."""
    drawn = rule(position("N:.2.32.2 .J.54.4 .AKQ..A 2.T.6.3", "H", "S"), "S", 4, "draw trumps")
    assert drawn.worst_line[0] == Card("HA") and {4, 5, 8} <= set(drawn.practice_rows)
    blocked = rule(position("N:Q.AK.. JT9... AK2... .QJT..", "NT", "S"), "S", 3)
    # issue 27 (NO_STRAND): after the ♠A drops North's queen, South's ♠K of his run is
    # cashed before the ♠2 is given up, so rows 13, 22, 23 are cited too (was [1, 4, 5];
    # the award, 2 of 3, is unchanged and row 8 is still not cited at notrump)
    assert blocked.practice_rows == [1, 4, 5, 13, 22, 23]
