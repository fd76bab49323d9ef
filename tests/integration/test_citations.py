"""Practice rows are cited from the rules that shaped the worst line, in the situation
they acted in (issue 16, item 8; issue 9, item 4).  Hands are PBN strings from North."""

from __future__ import annotations

from rulings import position, rule


def test_not_ruffing_partners_winner_cites_row_23_not_row_12() -> None:
    """In the forgotten-trump ending North, void in hearts, is kept from ruffing South's
    ♥Q: the rule that did it (WIN_LAST) acted with partner winning the trick, which is
    row 23 (no ruffing one's own winner), not row 12 (a claim that breaks down)."""
    ruling = rule(position("N:4.87.5. J.54.J. Q.AKQ.. .JT9.Q.", "S", "S"), "S", 4)
    assert 23 in ruling.practice_rows and 12 not in ruling.practice_rows


def test_fourth_hand_winning_cites_row_12() -> None:
    """North, fourth to East's ♥K, must ruff to win the trick: row 12."""
    ruling = rule(position("N:K2..2. ..3.3 ..A.A Q..4.", "S", "E", trick="HK H2 H3"), "N", 3,
                  rules="acbl")
    assert 12 in ruling.practice_rows and 23 not in ruling.practice_rows


def test_top_down_cites_row_8_only_for_trumps() -> None:
    """The crossruff ending: the top-down rule held back trumps — rows 4, 5 and 8; the
    blocked spades at notrump: rows 4 and 5 only."""
    crossruff = rule(position("N:74...8 ..A.KJ T8..8. ..KJ.T", "S", "N"), "N", 3)
    assert {4, 5, 8} <= set(crossruff.practice_rows)
    blocked = rule(position("N:Q.AK.. JT9... AK2... .QJT..", "NT", "S"), "S", 3)
    assert blocked.practice_rows == [1, 4, 5]
