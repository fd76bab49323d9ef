"""Law 70C: a trump still held by an opponent that the claimer did not mention.

    第70條C款 — When a trump remains in an opponent's hand, the director awards a trick
    (or tricks) to the opponents if **all three** hold: (1) the claimer made no
    statement about that trump; (2) it is at all likely that the claimer was unaware at
    the time of his claim that a trump remained in an opponent's hand; and (3) a trick
    could be lost to that trump by any normal play.

The three conditions are separate findings and each is reported:

1. *Silent* — the statement does not draw trumps, name a trump, or otherwise speak of
   the opponents' trumps.
2. *Likely unaware* — practice row 7 (WB 8.70.4 b): a claimer who has just drawn a round
   of trumps on which both opponents followed has not forgotten that trumps are out.
   Without such evidence, doubt goes against the claimer (Law 70A): he is likely unaware.
   An expert is also taken to remember a round drawn the trick before last.
3. *A trick lost to it by a normal line* — decided by searching: the worst normal line
   of a claimer who may cash side winners before drawing the trump (row 6) against the
   worst normal line of one who draws it first, and checking the first line really loses
   a trick to an opponent's trump.

When the claimer is likely unaware, he is never credited with drawing the trump where
that would help him (row 6); when he is aware, he draws it before cashing side winners.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from endplay.types import Card, Denom, Player

from adjudicator.core.cards import same_side
from adjudicator.core.position import ClaimPosition, PlayedTrick
from adjudicator.engine import Rule, SearchResult
from adjudicator.laws.findings import Finding, Judgement
from adjudicator.laws.normal_play import NormalPlay, proven_lower
from adjudicator.laws.rulesets import PlayerClass


@dataclass(frozen=True)
class OutstandingTrump:
    """The three findings of Law 70C for one claim."""

    trumps: tuple[Card, ...]  # the opponents' trumps at the claim
    silent: bool  # 70C1: no statement about the trump
    likely_unaware: bool  # 70C2
    awareness: Finding  # why 70C2 was found so
    trick_lost: bool  # 70C3: a normal line loses a trick to it
    without_drawing: int  # worst normal line cashing side winners first (row 6)
    drawing_first: int  # worst normal line drawing the trump first

    @property
    def applies(self) -> bool:
        return bool(self.trumps) and self.silent and self.likely_unaware and self.trick_lost

    def findings(self) -> list[Finding]:
        """The three findings, for the ruling."""
        lost = (
            Finding("70C3_lost", {"without": self.without_drawing, "with_": self.drawing_first},
                    "70C")
            if self.trick_lost
            else Finding("70C3_not_lost", {}, "70C")
        )
        return [
            Finding("70C1_silent" if self.silent else "70C1_stated",
                    {"trumps": tuple(self.trumps)}, "70C"),
            self.awareness,
            lost,
        ]


def outstanding_trumps(position: ClaimPosition, claimer: Player) -> tuple[Card, ...]:
    """The trumps the claimer's opponents still hold (none at notrump)."""
    if position.trump == Denom.nt:
        return ()
    cards = []
    for seat in (Player((claimer + 1) % 4), Player((claimer + 3) % 4)):
        cards += [c for c in position.hands[seat] if c.suit == position.trump]
    return tuple(sorted(cards, key=lambda c: -c.rank))


def trump_round_drawn(trick: PlayedTrick, trump: Denom, claimer: Player) -> bool:
    """Did the claimer's side lead this (complete) trick in trumps, both opponents
    following with a trump?  Practice row 7's evidence of awareness."""
    if len(trick.cards) < 4 or trick.cards[0].suit != trump:
        return False
    if not same_side(trick.leader, claimer):
        return False
    return all(
        card.suit == trump
        for index, card in enumerate(trick.cards)
        if not same_side(trick.seat_of_card(index), claimer)
    )


def awareness(
    position: ClaimPosition, claimer: Player, player_class: PlayerClass
) -> tuple[bool, Finding]:
    """70C2 from the play just before the claim: (likely unaware?, the finding)."""
    recent = 2 if player_class is PlayerClass.EXPERT else 1
    for back, trick in enumerate(reversed(position.history[-recent:]), start=1):
        if trump_round_drawn(trick, position.trump, claimer):
            when = Finding("aware_last" if back == 1 else "aware_two_before")
            return False, Finding("70C2_aware", {"when": when}, "70C")
    return True, Finding("70C2_unaware", {}, "70C")


def lost_to_trump(position: ClaimPosition, claimer: Player, line: tuple[Card, ...]) -> bool:
    """Does the line lose a trick to an opponent's trump (a ruff or a trump winning)?"""
    for leader, cards, winner in position.tricks_of(line):
        if winner is None or same_side(winner, claimer):
            continue
        if cards[(winner - leader) % 4].suit == position.trump:
            return True
    return False


@dataclass
class TrumpJudgement(Judgement):
    """Law 70C's decision: the worst normal line the claimer is held to, and whether he
    is taken to draw the outstanding trump first (``extra`` is then ``DRAW_TRUMPS``)."""

    trump: OutstandingTrump | None = None
    line: SearchResult | None = None
    extra: Rule = field(default=Rule(0))


def judge(play: NormalPlay, speaks_of_trumps: bool, player_class: PlayerClass) -> TrumpJudgement:
    """Apply Law 70C to the claim: with no trump out, the worst normal line as it is;
    otherwise the three findings, and the line of a claimer who is (row 6) or is not
    taken to draw the trump before cashing side winners."""
    position, claimer = play.position, play.claimer
    trumps = outstanding_trumps(position, claimer)
    if not trumps:
        return TrumpJudgement(line=play.worst())
    unaware, why = awareness(position, claimer, player_class)
    cashing = play.worst()
    drawing = cashing if play.reaches_dd(cashing) else play.worst(Rule.DRAW_TRUMPS)
    lost = cashing.upper < drawing.lower and lost_to_trump(position, claimer, cashing.line)
    trump = OutstandingTrump(trumps, not speaks_of_trumps, unaware, why, lost,
                             proven_lower(cashing), proven_lower(drawing))
    judgement = TrumpJudgement(findings=trump.findings(), trump=trump)
    if trump.silent and unaware:
        judgement.line = cashing  # never credited with drawing a trump he forgot (row 6)
        if trump.applies:
            judgement.cite("70C", 6, 7)
    else:
        judgement.line = drawing
        judgement.extra = Rule.DRAW_TRUMPS
        judgement.findings.append(Finding("70C_draw_first", {}, "70C"))
    return judgement
