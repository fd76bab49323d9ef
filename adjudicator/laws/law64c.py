"""Law 64C: equity after an established revoke — did the transfer compensate?

    第64條C款 — When, after any established revoke, including those not subject to
    rectification, the director deems that the non-offending side is insufficiently
    compensated by this Law for the damage caused, he shall assign an adjusted score.

The damage is measured against the play had the revoke not occurred: from the revoke
trick on, the revoker follows suit (the engine lets him play only a card of the suit
led), and the rest is played out by the normal-line engine with the non-offending side
as "claimer" — their play limited to normal cards (careless or inferior, not
irrational: the footnote to Laws 69-71) and the offenders defending their best.  That
gives the non-offending side's tricks on their worst normal line, their best, and double
dummy.

The transfer falls short when the non-offending side's tricks with it are fewer than
their worst normal line without the revoke: whatever normal play they chose, they would
have taken that many.  The adjusted score then gives them their worst normal line (the
result they would have reached on any normal play; a director who judges a better line
likely may assign more, up to their best normal line — Law 12C).  When both sides revoked
— no transfer under the 2017 laws (64B7); each side's transfer under the 1997 text —
equity is restored as though neither revoke had occurred (the WBF Laws Committee's
ruling for the 1997 laws, minutes of 1 November 2001, which 64B7 later wrote into the
law): neither side is favoured, so the double-dummy result from the first revoke is the
adjusted one.
"""

from __future__ import annotations

from dataclasses import dataclass

from endplay.types import Player

from adjudicator.core.cards import SEATS, same_side, seat_after
from adjudicator.core.position import ClaimPosition, PlayedTrick
from adjudicator.io.records import RevokeEvent
from adjudicator.laws.findings import Finding
from adjudicator.laws.law64 import RevokeDecision, Transfers
from adjudicator.laws.normal_play import (
    DEFAULT_NODE_BUDGET,
    DEFAULT_TIME_BUDGET_MS,
    NormalPlay,
    normal_rules,
)
from adjudicator.laws.revoke_play import RevokePlay


@dataclass(frozen=True)
class Equity:
    """64C for one offending side, from its first established revoke: the non-offending
    side's totals had it not occurred (worst and best normal line, double dummy; bounds
    when a search stopped at its budget), their total with the transfers (``actual``,
    None when the record does not say), and the total the director assigns (``adjusted``,
    None when the transfer compensates)."""

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


def equity(play: RevokePlay, decisions: list[RevokeDecision], transfers: Transfers,
           node_budget: int = DEFAULT_NODE_BUDGET,
           time_budget_ms: float | None = DEFAULT_TIME_BUDGET_MS) -> list[Equity]:
    """64C for each side with an established revoke (once, from the first, when both
    sides revoked under 64B7); each side's searches within the nodes and CPU time given."""
    established = [d for d in decisions if d.established is not None]
    if not established:
        return []
    firsts: dict[int, RevokeDecision] = {}
    for decision in established:
        firsts.setdefault(int(decision.revoke.seat) % 2, decision)
    both = len(firsts) == 2
    starts = [min(firsts.values(), key=lambda d: d.revoke.trick)] if both else \
        sorted(firsts.values(), key=lambda d: d.revoke.trick)
    return [_equity(play, d.revoke, _first_in_trick(play, d.revoke), transfers, both,
                    node_budget, time_budget_ms) for d in starts]


def _first_in_trick(play: RevokePlay, revoke: RevokeEvent) -> RevokeEvent:
    """The first revoke of ``revoke``'s trick: play without the revoke starts there, every
    revoker of the trick following suit (a revoke already on the trick cannot stand in a
    position where suit is followed)."""
    return next(r for r in play.revokes() if r.trick == revoke.trick)


def _equity(play: RevokePlay, revoke: RevokeEvent, start: RevokeEvent, transfers: Transfers,
            both: bool, node_budget: int, time_budget_ms: float | None) -> Equity:
    """64C for ``revoke``'s side, the play without revokes starting at ``start``."""
    victim = seat_after(revoke.seat, 1)
    if same_side(play.declarer, victim):
        victim = play.declarer
    position = position_before(play, start)
    rules, evident = normal_rules(play.ruleset, play.player_class, claims_all=False)
    normal = NormalPlay(position, victim, rules, evident, node_budget=node_budget,
                        time_budget_ms=time_budget_ms)
    worst, best = normal.worst(), normal.best()
    before = _tricks_before(play, start.trick, victim)
    dd = before + normal.dd
    low = before + (worst.value if worst.value is not None else worst.lower)
    high = min(dd, before + (best.value if best.value is not None else best.upper))
    total = play.side_total(victim)
    actual = None if total is None else total + transfers.to_side(victim)
    adjusted = None
    if actual is not None:
        if both and actual != dd:
            adjusted = dd
        elif not both and actual < low:
            adjusted = low
    key = "64C_unknown" if actual is None else "64C_enough" if adjusted is None else \
        "64C_both" if both else "64C_short"
    finding = Finding(key, {"trick": revoke.trick, "side": victim, "worst": low,
                            "best": high, "dd": dd, "actual": actual, "adjusted": adjusted,
                            "both": both}, "64C")
    return Equity(revoke, victim, low, high, dd, worst.complete and best.complete, actual,
                  adjusted, both, finding)


def _tricks_before(play: RevokePlay, number: int, seat: Player) -> int:
    """``seat``'s side's tricks before trick ``number``."""
    earlier = play.earlier[0] if same_side(seat, play.declarer) else play.earlier[1]
    return earlier + sum(1 for n in range(play.before + 1, number)
                         if same_side(play.winner(n), seat))


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
    for number, trick in enumerate((*history, PlayedTrick(leader, before)),
                                   start=play.before + 1):
        shown |= {pair for pair in trick.failures_to_follow()
                  if (number, pair[0]) not in revoked}
    return ClaimPosition(hands=tuple(hands), trump=play.trump, leader=leader,  # type: ignore[arg-type]
                         trick=tuple(before), history=tuple(history),
                         shown_out=frozenset(shown))


