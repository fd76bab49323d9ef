"""Law 64A and 64B: the tricks an established revoke transfers, and when none.

    第64條A款 — When a revoke is established:
    1. and the offender won the revoke trick, at the end of play the revoke trick, plus
       one of any subsequent tricks won by the offending side, are transferred to the
       non-offending side;
    2. and the offender did not win the revoke trick, then, if the offending side won
       that or any subsequent trick, one trick is transferred; and (the seed laws, as in
       1997) if the offender won a later trick with a card he could legally have played
       to the revoke trick, that trick is transferred too.
    第64條B款 — There is no transfer:
    1. if the offending side won neither the revoke trick nor any subsequent trick;
    2. for a second revoke in the same suit by the same player;
    3. if the revoke was a failure to play a card faced on the table (a penalty card) or
       of a hand faced on the table, dummy's included;
    4. if it was first drawn attention to after the non-offending side called on the next
       board;
    5. if it was first drawn attention to after the round ended;
    6. for a revoke on the twelfth trick;
    (2007/2017) 7. when both sides have revoked on the same board.

A trick won by dummy is not a trick won by declarer here (the 2017 footnote; the seed
text's 違規者 is the player himself).  The transfers of one side's revokes together never
exceed the tricks that side won from its first transferring revoke on.  64C (equity) is
:mod:`.law64c`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from endplay.types import Player

from adjudicator.io.records import RevokeEvent
from adjudicator.laws.findings import Finding
from adjudicator.laws.revokes import law63
from adjudicator.laws.revokes.revoke_play import NEXT_BOARD, ROUND_OVER, STOPS, RevokePlay


@dataclass(frozen=True)
class RevokeDecision:
    """What Laws 62-64 decide for one revoke: when it was established, the clause that
    applies (``62A``: not established, corrected; ``64A1``, ``64A2``; ``64B1``-``64B7``),
    the tricks it transfers, and whether more may follow in a record that stops
    (``provisional``)."""

    revoke: RevokeEvent
    established: law63.Established | None
    clause: str
    transfer: int
    provisional: bool = False
    findings: tuple[Finding, ...] = field(default_factory=tuple)

    @property
    def offenders(self) -> Player:
        return self.revoke.seat


def decide(play: RevokePlay) -> list[RevokeDecision]:
    """Every revoke of the play, decided in order."""
    revokes = play.revokes()
    both_sides = (
        len({int(r.seat) % 2 for r in revokes if law63.established(play, r) is not None}) == 2
    )
    decisions: list[RevokeDecision] = []
    for revoke in revokes:
        when = law63.established(play, revoke)
        clause = _exception(play, revoke, when, decisions, both_sides)
        if clause is None:
            decisions.append(_transfer(play, revoke, when))
        else:
            found = [law63.finding(revoke, when)]
            if clause != "62A":  # not established: the 63 finding says it all
                found.append(_exception_finding(clause, revoke))
            decisions.append(RevokeDecision(revoke, when, clause, 0, findings=tuple(found)))
    return decisions


def _exception(
    play: RevokePlay,
    revoke: RevokeEvent,
    when: law63.Established | None,
    earlier: list[RevokeDecision],
    both_sides: bool,
) -> str | None:
    """The clause under which ``revoke`` transfers nothing, or None."""
    if when is None:
        return "62A"
    if any(
        d.revoke.seat == revoke.seat and d.revoke.led == revoke.led and d.established is not None
        for d in earlier
    ):
        return "64B2"
    if revoke.seat == play.dummy or any(card in play.faced for card in revoke.held):
        return "64B3"
    if play.discovered == NEXT_BOARD:
        return "64B4"
    if play.discovered == ROUND_OVER:
        return "64B5"
    if revoke.trick == 12:
        return "64B6"
    if both_sides and play.ruleset.revoke_both_sides_clause:
        return "64B7"
    return None


def _transfer(
    play: RevokePlay, revoke: RevokeEvent, when: law63.Established | None
) -> RevokeDecision:
    """64A1/64A2 (or 64B1 when the offending side took no trick from the revoke on)."""
    offender = revoke.seat
    won_revoke_trick = (
        play.winner(revoke.trick) == offender if revoke.trick <= play.last_played else False
    )
    played, claimed = play.side_tricks_from(offender, revoke.trick)
    later_played, _ = play.side_tricks_from(offender, revoke.trick + 1)
    later = later_played + (claimed or 0)
    unknown = claimed is None  # the record stops: tricks after it are not known
    steps = [law63.finding(revoke, when)]
    if won_revoke_trick:
        transfer = 1 + (1 if later else 0)
        steps.append(
            Finding(
                "64A1",
                {"trick": revoke.trick, "seat": offender, "later": later, "transfer": transfer},
                "64A1",
            )
        )
        return RevokeDecision(revoke, when, "64A1", transfer, unknown and not later, tuple(steps))
    if played + (claimed or 0) == 0:
        if unknown:
            steps.append(Finding("64A2_unknown", {"trick": revoke.trick}, "64A2"))
            return RevokeDecision(revoke, when, "64A2", 0, True, tuple(steps))
        steps.append(Finding("64B1", {"trick": revoke.trick}, "64B1"))
        return RevokeDecision(revoke, when, "64B1", 0, findings=tuple(steps))
    transfer = 1
    steps.append(
        Finding(
            "64A2",
            {
                "trick": revoke.trick,
                "seat": offender,
                "winner": play.winner(revoke.trick) if revoke.trick <= play.last_played else None,
                "won": played + (claimed or 0),
            },
            "64A2",
        )
    )
    won_with = _won_with_revoke_suit(play, revoke) if play.ruleset.revoke_card_clause else None
    if won_with is not None:
        transfer += 1
        steps.append(
            Finding(
                "64A2_card", {"trick": won_with[0], "card": won_with[1], "seat": offender}, "64A2"
            )
        )
    return RevokeDecision(revoke, when, "64A2", transfer, False, tuple(steps))


def _won_with_revoke_suit(play: RevokePlay, revoke: RevokeEvent):  # -> (trick, card) | None
    """The first later trick the offender won with a card he could legally have played
    to the revoke trick (one he held then, of the suit led)."""
    for number in range(revoke.trick + 1, play.last_played + 1):
        trick = play.tricks[play.index(number)]
        if trick.winner(play.trump) != revoke.seat:
            continue
        card = trick.cards[(revoke.seat - trick.leader) % 4]
        if card in revoke.held:
            return number, card
    return None


def _exception_finding(clause: str, revoke: RevokeEvent) -> Finding:
    return Finding(clause, {"trick": revoke.trick, "seat": revoke.seat, "suit": revoke.led}, clause)


@dataclass(frozen=True)
class Transfers:
    """The tricks transferred away from each side (by ``Player`` parity: 0 North-South,
    1 East-West), after the cap, and whether any is provisional."""

    away: tuple[int, int]
    capped: tuple[bool, bool]
    provisional: bool

    def to_side(self, seat: Player) -> int:
        """Tricks ``seat``'s side receives, net of what it gives."""
        mine, theirs = self.away[int(seat) % 2], self.away[1 - int(seat) % 2]
        return theirs - mine


def totals(play: RevokePlay, decisions: list[RevokeDecision]) -> Transfers:
    """Each side's transfers added up and capped at the tricks it won from its first
    transferring revoke on (a side cannot give tricks it did not take)."""
    away = [0, 0]
    capped = [False, False]
    for side in (0, 1):
        mine = [d for d in decisions if int(d.revoke.seat) % 2 == side and d.transfer]
        if not mine:
            continue
        first = min(d.revoke.trick for d in mine)
        played, claimed = play.side_tricks_from(Player(side), first)
        wanted = sum(d.transfer for d in mine)
        most = played + (claimed or 0)
        away[side] = min(wanted, most)
        capped[side] = wanted > most
    provisional = play.ends == STOPS or any(d.provisional for d in decisions)
    return Transfers((away[0], away[1]), (capped[0], capped[1]), provisional)
