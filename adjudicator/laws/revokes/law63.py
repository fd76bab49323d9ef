"""Law 63: when a revoke becomes established.

    第63條A款 — A revoke becomes established:
    1. when the offender or his partner leads or plays to the following trick (any such
       play, legal or illegal, establishes the revoke);
    2. when the offender or his partner names or otherwise designates a card to be played
       to the following trick;
    3. when a member of the offending side makes or acquiesces in a claim or concession
       of tricks (orally, by facing his hand, or in any other way).
    (2017 adds 63A4: agreement to an opponent's claim, once the round ends or a call is
    made on the next board — for a claim in a finished record the same as 63A3.)
    第63條C款 — once established, a revoke may no longer be corrected (except on the
    twelfth trick, Law 62D), and the revoke trick stands as played.

Before it is established a revoke must be corrected (Law 62): the revoker substitutes a
card of the suit led and no trick is transferred.  In a record the designation of 63A2
leaves no trace, so what the record shows is 63A1 (a card to the next trick) or 63A3 (the
play ends in a claim).
"""

from __future__ import annotations

from dataclasses import dataclass

from endplay.types import Card, Player

from adjudicator.core.cards import same_side, seat_after
from adjudicator.io.records import RevokeEvent
from adjudicator.laws.findings import Finding
from adjudicator.laws.revokes.revoke_play import CLAIMED, RevokePlay


@dataclass(frozen=True)
class Established:
    """How and where a revoke became established: ``law`` ``63A1`` (``seat`` played
    ``card`` to trick ``trick``) or ``63A3`` (the play ended in a claim)."""

    law: str
    trick: int | None = None
    seat: Player | None = None
    card: Card | None = None


def established(play: RevokePlay, revoke: RevokeEvent) -> Established | None:
    """Where ``revoke`` became established in ``play``, or None when the record ends
    before it was."""
    following = play.trick_cards(revoke.trick + 1)
    if following is not None:
        leader, cards = following
        for offset, card in enumerate(cards):
            seat = seat_after(leader, offset)
            if same_side(seat, revoke.seat):
                return Established("63A1", revoke.trick + 1, seat, card)
    if play.ends == CLAIMED and (following is None or len(following[1]) < 4):
        return Established("63A3")
    return None


def finding(revoke: RevokeEvent, when: Established | None) -> Finding:
    """The finding on establishment, for the ruling."""
    if when is None:
        return Finding("63_not_established", {"trick": revoke.trick, "seat": revoke.seat}, "62A")
    if when.law == "63A1":
        return Finding(
            "63A1_established", {"trick": when.trick, "seat": when.seat, "card": when.card}, "63A1"
        )
    return Finding("63A3_established", {}, "63A3")
