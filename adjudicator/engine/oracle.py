"""Double-dummy results from DDS (through endplay): today's state of the art for claims.

Online robots accept a claim when the double-dummy result reaches it.  That is *not* the
law's test (Law 70 asks for the worst *normal* line), but it is the comparison every
ruling shows, and DDS is the oracle our own engine must agree with in plain mode.

endplay's solver is called here and nowhere else in the policy code, so its known
hazards are guarded in one place: it accepts unequal hand sizes and answers garbage
(endplay-notes.md item 9 — ``ClaimPosition`` validates sizes before we get here), and it
is not thread-safe (item 7 — callers parallelise with processes, never threads).
"""

from __future__ import annotations

from endplay.dds import solve_board
from endplay.dds.solve import SolveMode
from endplay.types import Deal, Player

from adjudicator.core.cards import SEATS, hand_pbn
from adjudicator.core.position import ClaimPosition


def endplay_deal(position: ClaimPosition) -> Deal:
    """An endplay ``Deal`` for the position, with the trick in progress played to it.

    endplay keeps the current trick's cards out of the hands, so they are dealt back to
    the players who played them and then played again."""
    holdings = [set(position.hands[seat]) for seat in SEATS]
    for offset, card in enumerate(position.trick):
        holdings[(position.leader + offset) % 4].add(card)
    deal = Deal("N:" + " ".join(hand_pbn(holdings[seat]) for seat in SEATS))
    deal.first = position.leader
    deal.trump = position.trump
    for card in position.trick:
        deal.play(card)
    return deal


def dds_tricks(position: ClaimPosition, side_of: Player) -> int:
    """Remaining tricks (counting the one in progress) that the side of ``side_of`` takes
    with both sides playing double-dummy, as DDS computes them."""
    deal = endplay_deal(position)
    solved = solve_board(deal, SolveMode.OptimalOne)
    best = max(tricks for _card, tricks in solved)
    if (position.to_play - side_of) % 2 == 0:
        return best
    return position.tricks_left - best
