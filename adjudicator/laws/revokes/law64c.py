"""Law 64C: equity after an established revoke — did the transfer compensate?

    第64條C款 — When, after any established revoke, including those not subject to
    rectification, the director deems that the non-offending side is insufficiently
    compensated by this Law for the damage caused, he shall assign an adjusted score.

The damage is measured against the play had the revoke not occurred: from the revoke
trick on, the revoker follows suit and the rest is played out by **single-dummy play on
the actual cards** (:func:`adjudicator.engine.single_dummy.play_single_dummy`): each
player choosing his cards from what he can see, by their value over layouts of the cards
he cannot see — the same player as Law 12C's candidates, since 64C asks the same
question ("had the revoke not occurred").  Each result the normal alternatives reach on
the cards gets its share; ``worst`` is the non-offending side's fewest tricks among the
results at all probable (a share of one in six), ``best`` its most among those, and
double dummy stands beside them as a reference.

The transfer falls short when the non-offending side's tricks with it are fewer than
``worst``: whatever they would probably have done, they would have taken that many.  The
adjusted score then gives them ``worst`` (a director who judges a better result likely
may assign more, up to ``best`` — Law 12C).  When both sides revoked — no transfer under
the 2017 laws (64B7); each side's transfer under the 1997 text — equity is restored as
though neither revoke had occurred (the WBF Laws Committee's ruling for the 1997 laws,
minutes of 1 November 2001, which 64B7 later wrote into the law): neither side is
favoured, so the double-dummy result from the first revoke is the adjusted one.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from endplay.types import Player

from adjudicator.core.cards import SEATS, same_side, seat_after
from adjudicator.core.position import ClaimPosition, PlayedTrick
from adjudicator.engine.oracle import dds_tricks
from adjudicator.engine.single_dummy import (
    DEFAULT_PLAY_LAYOUTS,
    SimulationError,
    play_single_dummy,
)
from adjudicator.io.records import RevokeEvent
from adjudicator.laws.findings import Finding
from adjudicator.laws.revokes.law64 import RevokeDecision, Transfers
from adjudicator.laws.revokes.revoke_play import RevokePlay

#: A result is at all probable from this share of single-dummy play's lines (Law 12C2's
#: threshold, as the rule sets read it: one in six).
PROBABLE_SHARE = Fraction(1, 6)


@dataclass(frozen=True)
class Equity:
    """64C for one offending side, from its first established revoke: the non-offending
    side's totals had it not occurred (the fewest and most among single-dummy play's
    results at all probable, double dummy; ``complete`` False when a rare alternative was
    not followed), their total with the transfers (``actual``, None when the record does
    not say), and the total the director assigns (``adjusted``, None when the transfer
    compensates)."""

    revoke: RevokeEvent
    non_offender: Player
    worst: int
    best: int
    dd: int
    complete: bool
    actual: int | None
    adjusted: int | None
    both_sides: bool
    finding: Finding


def equity(
    play: RevokePlay,
    decisions: list[RevokeDecision],
    transfers: Transfers,
    node_budget: int | None = None,
    time_budget_ms: float | None = None,
    *,
    layouts: int = DEFAULT_PLAY_LAYOUTS,
    seed: int = 1,
) -> list[Equity]:
    """64C for each side with an established revoke (once, from the first, when both
    sides revoked under 64B7).  Single-dummy play over ``layouts`` layouts drawn from
    ``seed``; the budgets are the claim searches' and are not used (kept so callers need
    not change)."""
    del node_budget, time_budget_ms
    established = [d for d in decisions if d.established is not None]
    if not established:
        return []
    firsts: dict[int, RevokeDecision] = {}
    for decision in established:
        firsts.setdefault(int(decision.revoke.seat) % 2, decision)
    both = len(firsts) == 2
    starts = (
        [min(firsts.values(), key=lambda d: d.revoke.trick)]
        if both
        else sorted(firsts.values(), key=lambda d: d.revoke.trick)
    )
    return [
        _equity(play, d.revoke, _first_in_trick(play, d.revoke), transfers, both, layouts, seed)
        for d in starts
    ]


def _first_in_trick(play: RevokePlay, revoke: RevokeEvent) -> RevokeEvent:
    """The first revoke of ``revoke``'s trick: play without the revoke starts there, every
    revoker of the trick following suit (a revoke already on the trick cannot stand in a
    position where suit is followed)."""
    return next(r for r in play.revokes() if r.trick == revoke.trick)


def _equity(
    play: RevokePlay,
    revoke: RevokeEvent,
    start: RevokeEvent,
    transfers: Transfers,
    both: bool,
    layouts: int,
    seed: int,
) -> Equity:
    """64C for ``revoke``'s side, the play without revokes starting at ``start``."""
    victim = seat_after(revoke.seat, 1)
    if same_side(play.declarer, victim):
        victim = play.declarer
    position = position_before(play, start)
    before = _tricks_before(play, start.trick, victim)
    declaring = same_side(victim, play.declarer)
    goal = None
    if play.context is not None:
        declarer_before = before if declaring else _tricks_before(play, start.trick, play.declarer)
        goal = play.context.contract.level + 6 - declarer_before
    try:
        found = play_single_dummy(
            position, play.declarer, goal=goal, layouts=layouts, seed=seed, dummy_faced=True
        )
        shares = found.shares()
        complete = found.complete
    except SimulationError:  # show-outs the record contradicts: double dummy alone
        shares = {dds_tricks(position, play.declarer): Fraction(1)}
        complete = False
    left = position.tricks_left
    totals = {before + (t if declaring else left - t): share for t, share in shares.items()}
    probable = [t for t, share in totals.items() if share >= PROBABLE_SHARE] or list(totals)
    low, high = min(probable), max(probable)
    dd = before + dds_tricks(position, victim)
    total = play.side_total(victim)
    actual = None if total is None else total + transfers.to_side(victim)
    adjusted = None
    if actual is not None:
        if both and actual != dd:
            adjusted = dd
        elif not both and actual < low:
            adjusted = low
    key = (
        "64C_unknown"
        if actual is None
        else "64C_enough"
        if adjusted is None
        else "64C_both"
        if both
        else "64C_short"
    )
    finding = Finding(
        key,
        {
            "trick": revoke.trick,
            "side": victim,
            "worst": low,
            "best": high,
            "dd": dd,
            "actual": actual,
            "adjusted": adjusted,
            "both": both,
        },
        "64C",
    )
    return Equity(revoke, victim, low, high, dd, complete, actual, adjusted, both, finding)


def _tricks_before(play: RevokePlay, number: int, seat: Player) -> int:
    """``seat``'s side's tricks before trick ``number``."""
    earlier = play.earlier[0] if same_side(seat, play.declarer) else play.earlier[1]
    return earlier + sum(
        1 for n in range(play.before + 1, number) if same_side(play.winner(n), seat)
    )


def position_before(play: RevokePlay, revoke: RevokeEvent) -> ClaimPosition:
    """The position at the revoke trick just before the revoker played: every hand as it
    then was, the cards already on the trick, the tricks before it; show-outs as the
    players saw them, except a revoke (its player held the suit)."""
    found = play.trick_cards(revoke.trick)
    assert found is not None
    leader, cards = found
    before = cards[: (revoke.seat - leader) % 4]
    hands = []
    for seat in SEATS:
        held = set(play.held_before(seat, revoke.trick))
        held -= {card for offset, card in enumerate(before) if seat_after(leader, offset) == seat}
        hands.append(frozenset(held))
    history = play.tricks[: play.index(revoke.trick)]
    revoked = {(r.trick, r.seat) for r in play.revokes()}
    shown = set()
    for number, trick in enumerate((*history, PlayedTrick(leader, before)), start=play.before + 1):
        shown |= {pair for pair in trick.failures_to_follow() if (number, pair[0]) not in revoked}
    return ClaimPosition(
        hands=tuple(hands),  # type: ignore[arg-type]
        trump=play.trump,
        leader=leader,
        trick=tuple(before),
        history=tuple(history),
        shown_out=frozenset(shown),
    )
