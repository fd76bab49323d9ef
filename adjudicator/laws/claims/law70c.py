"""Law 70C: a trump still held by an opponent that the claimer did not mention.

    第70條C款 — When a trump remains in an opponent's hand, the director awards a trick
    (or tricks) to the opponents if **all three** hold: (1) the claimer made no
    statement about that trump; (2) it is at all likely that the claimer was unaware at
    the time of his claim that a trump remained in an opponent's hand; and (3) a trick
    could be lost to that trump by any normal play.

The three conditions are separate findings and each is reported:

1. *Silent* — the statement does not draw trumps, name the trump suit, or otherwise
   speak of the opponents' trumps.  Listing his own trump winners among the cards he
   will play ("the SK, SQ and the DT") says nothing of the trump the opponents hold: it is
   no statement about that trump (issue 27 M).  Cards he says he will play keep their
   order under Law 70D, so a list that plays the trumps first still draws it.
2. *Likely unaware* — unless the play or the claim shows he knew.  Evidence of
   awareness, in this order: a trump on the trick in progress (led, or played by an
   opponent: row 24); a round of trumps just before the claim on which both opponents
   followed (row 7, WB 8.70.4 b) or a trump an opponent played there (a trump round on
   which one showed out, a ruff: row 24) — an expert is also taken to remember the trick
   before last.  An opponent's ruff shows that trumps existed, not that one remains: with
   one trump left it is no evidence that he knew of *that* one (issue 27 H).  An expert
   counts the trumps through the hand: a round of trumps played at any time before the
   claim shows he knows how many are out (``Evidence.counts_trump_rounds``); trumps
   never drawn while the opponents still hold two or more (a claimer who has not touched
   trumps cannot think them gone); and a claim that concedes a trick
   while an opponent holds the master trump (the count includes it: row 22).  Without
   such evidence, doubt goes against the claimer (Law 70A): he is likely unaware.  Along
   the line, an opponent's trump alerts him from then on (the engine's ``ALERT``): a
   forgotten trump costs what is lost before he is alerted.
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

from adjudicator.core.cards import same_side, seat_after
from adjudicator.core.position import ClaimPosition, PlayedTrick
from adjudicator.engine import Bounds, Rule, SearchResult
from adjudicator.laws.claims.normal_play import NormalPlay, proven_lower
from adjudicator.laws.findings import Finding, Judgement
from adjudicator.laws.rulesets import EVIDENCE, PlayerClass
from adjudicator.statement import Statement
from adjudicator.statement.model import Action


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
    #: the outstanding trump outranks every trump of the claimer's side: it cannot be
    #: drawn, only forced out (the findings say so rather than "drawing it")
    master: bool = False
    on_line: bool = False  # the worst line cashing first loses a trick to a trump
    decided: bool = True  # both searches finished within the budget
    #: silent although the statement named trumps: only his own trump winners, listed
    own_trumps_named: bool = False

    @property
    def applies(self) -> bool:
        return bool(self.trumps) and self.silent and self.likely_unaware and self.trick_lost

    def findings(self) -> list[Finding]:
        """The three findings, for the ruling; a statement that speaks of the trumps is the
        only one (70C does not apply, so 70C2 and 70C3 are not asked)."""
        if not self.silent:
            return [Finding("70C1_stated", {"trumps": tuple(self.trumps)}, "70C")]
        return [
            Finding(
                "70C1_own_trumps" if self.own_trumps_named else "70C1_silent",
                {"trumps": tuple(self.trumps)},
                "70C",
            ),
            self.awareness,
            self.lost_finding(),
        ]

    def lost_finding(self) -> Finding:
        """70C3, worded as the lines show it: a trick lost to the trump only by cashing
        first; a trick it takes whatever the order (no trick *more* is lost, so the line
        that loses it is no contradiction); or none."""
        counts = {
            "without": self.without_drawing,
            "with_": self.drawing_first,
            "card": self.trumps[0],
        }
        if not self.decided:
            return Finding("70C3_undecided", {}, "70C")
        if self.trick_lost:
            return Finding("70C3_lost_master" if self.master else "70C3_lost", counts, "70C")
        if self.on_line:
            return Finding("70C3_lost_anyway", counts, "70C")
        return Finding("70C3_not_lost", {}, "70C")


#: Steps naming trump cards that still say nothing of the opponents' trumps: cards the
#: claimer says he will play or cash — his own winners, listed.
_LISTING = (Action.PLAY, Action.CASH)


def only_own_trumps_named(statement: Statement, trump: Denom) -> bool:
    """70C1: does the statement speak of trumps only by listing the claimer's own trump
    cards among the cards he will play ("the SK, SQ and the DT")?  A statement that draws
    trumps, names the trump suit, crossruffs, ruffs with or finesses a trump, or sets a
    condition on the trumps speaks of the opponents' trumps; a list of his winners does
    not (issue 27 M)."""
    if trump == Denom.nt or any(c.trumps or c.suit == trump for c in statement.conditions):
        return False
    named = False
    for step in statement.steps:
        if (
            step.action in (Action.DRAW_TRUMPS, Action.CROSSRUFF)
            or step.trumps
            or step.suit == trump
        ):
            return False
        if any(card.suit == trump for card in (*step.cards, *step.on_cards)):
            if step.action not in _LISTING or step.on_cards:
                return False
            named = True
    return named


def outranks_ours(position: ClaimPosition, claimer: Player, trumps: tuple[Card, ...]) -> bool:
    """Does the opponents' highest trump outrank every trump of the claimer's side?"""
    ours = [
        c.rank
        for seat in (claimer, Player((claimer + 2) % 4))
        for c in position.hands[seat]
        if c.suit == position.trump
    ]
    return bool(trumps) and (not ours or trumps[0].rank > max(ours))


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


def opponent_trump_seen(
    cards: tuple[Card, ...], leader: Player, trump: Denom, claimer: Player
) -> bool:
    """Did these cards of a trick (in play order from ``leader``) show the claimer a trump
    with his opponents: a trump led, or a trump played by an opponent (row 24)?"""
    if cards and cards[0].suit == trump:
        return True
    return any(
        card.suit == trump and not same_side(seat_after(leader, index), claimer)
        for index, card in enumerate(cards)
    )


def awareness(
    position: ClaimPosition,
    claimer: Player,
    player_class: PlayerClass,
    claimed: int | None = None,
) -> tuple[bool, Finding]:
    """70C2 from the play before the claim and the claim itself: (likely unaware?, the
    finding)."""
    trump = position.trump
    if opponent_trump_seen(position.trick, position.leader, trump, claimer):
        return False, Finding("70C2_aware_seen", {"when": Finding("aware_in_progress")}, "70C")
    evidence = EVIDENCE[player_class]
    held = outstanding_trumps(position, claimer)
    ruffed = None  # a ruff that showed trumps existed, when one trump is left
    for back, trick in enumerate(reversed(position.history[-evidence.recent_tricks :]), start=1):
        when = Finding("aware_last" if back == 1 else "aware_two_before")
        if trump_round_drawn(trick, trump, claimer):
            return False, Finding("70C2_aware", {"when": when}, "70C")
        if opponent_trump_seen(trick.cards, trick.leader, trump, claimer):
            if trick.cards[0].suit == trump or len(held) >= 2:
                return False, Finding("70C2_aware_seen", {"when": when}, "70C")
            ruffed = ruffed or when  # a ruff: trumps existed, not that the last remains
    if evidence.counts_trump_rounds:
        rounds = sum(1 for trick in position.history if trick.cards[0].suit == trump)
        if rounds:
            return False, Finding("70C2_aware_counted", {"count": rounds}, "70C")
    whole_play = len(position.history) + position.tricks_left == 13
    if (
        whole_play
        and len(held) >= 2
        and not any(t.cards[0].suit == trump for t in position.history)
    ):
        return False, Finding("70C2_aware_undrawn", {"count": len(held)}, "70C")
    if claimed is not None and claimed < position.tricks_left and held:
        ours = [
            c.rank
            for seat in (claimer, seat_after(claimer, 2))
            for c in position.hands[seat]
            if c.suit == trump
        ]
        if not ours or held[0].rank > max(ours):
            conceded = position.tricks_left - claimed
            return False, Finding(
                "70C2_aware_conceded", {"count": conceded, "card": held[0]}, "70C"
            )
    if ruffed is not None:
        return True, Finding("70C2_unaware_ruff", {"when": ruffed, "card": held[0]}, "70C")
    return True, Finding("70C2_unaware", {}, "70C")


def lost_to_trump(position: ClaimPosition, claimer: Player, line: tuple[Card, ...]) -> bool:
    """Does the line lose a trick to an opponent's trump (a ruff or a trump winning)?"""
    for leader, cards, winner in position.tricks_of(line):
        if winner is None or same_side(winner, claimer):
            continue
        if cards[(winner - leader) % 4].suit == position.trump:
            return True
    return False


#: The share of the ruling's node budget the question "does cashing reach double dummy?"
#: may take: asked after the award's own line (drawing's) reached it, it informs the
#: findings and the line shown, and must leave budget for the searches after it.
PROBE_SHARE = 0.25


def _cashing_and_drawing(
    play: NormalPlay, held_to_cashing: bool
) -> tuple[SearchResult, SearchResult]:
    """The worst normal lines of a claimer who may cash side winners before drawing the
    trump, and of one who draws it first — the second only when the first falls short of
    double dummy (when it does not, forgetting the trump costs nothing).

    The line the award rests on is searched first, so that it has the budget: cashing's
    for a claimer held to it (silent and likely unaware), else drawing's.  Cashing's
    worst line is never better than drawing's (the claimer has more choices), so only a
    drawing line that reaches double dummy leaves the question whether cashing does too
    (then cashing's line, reaching it, stands for both, as it always did); one that falls
    short settles it.  (Cashing's test came first, on a quarter of the budget: on a
    12-trick claim, Spingold 2007 board 11 Closed, it took that quarter unfinished and
    left drawing's proof too little, undecided between 7 and 9.)"""
    if held_to_cashing:
        cashing = play.worst()
        return cashing, cashing if play.reaches_dd(cashing) else play.worst(Rule.DRAW_TRUMPS)
    drawing = play.worst(Rule.DRAW_TRUMPS)
    if play.reaches_dd(drawing):
        reaches = play.worst(
            bounds=Bounds(max(play.dd - 1, 0), play.dd, asks_upper=True), share=PROBE_SHARE
        )
        if play.reaches_dd(reaches):
            return reaches, reaches
    return play.worst(), drawing


def _speaks(
    position: ClaimPosition, speaks_of_trumps: bool, statement: Statement | None
) -> tuple[bool, bool]:
    """(the statement named only his own trump winners, it speaks of the opponents'
    trumps) — 70C1 (issue 27 M)."""
    own_named = (
        speaks_of_trumps
        and statement is not None
        and only_own_trumps_named(statement, position.trump)
    )
    return own_named, speaks_of_trumps and not own_named


def award_rule(
    play: NormalPlay,
    speaks_of_trumps: bool,
    player_class: PlayerClass,
    claimed: int | None = None,
    statement: Statement | None = None,
) -> Rule:
    """The extra rule of the line :func:`judge` rests the award on, decided without its
    searches: ``DRAW_TRUMPS`` unless no trump is out or the claimer is silent and likely
    unaware (row 6).  For a question about the award alone (the class floor's probe,
    ruling._not_below_lower_class): the worst line under this rule has the award's value
    (when :func:`judge`'s cashing line reaches double dummy and stands for drawing's, so
    does drawing's, which lies between it and double dummy)."""
    position, claimer = play.position, play.claimer
    if not outstanding_trumps(position, claimer):
        return Rule(0)
    _, speaks_of_trumps = _speaks(position, speaks_of_trumps, statement)
    unaware, _ = awareness(position, claimer, player_class, claimed)
    return Rule(0) if unaware and not speaks_of_trumps else Rule.DRAW_TRUMPS


@dataclass
class TrumpJudgement(Judgement):
    """Law 70C's decision: the worst normal line the claimer is held to, and whether he
    is taken to draw the outstanding trump first (``extra`` is then ``DRAW_TRUMPS``)."""

    trump: OutstandingTrump | None = None
    line: SearchResult | None = None
    extra: Rule = field(default=Rule(0))


def judge(
    play: NormalPlay,
    speaks_of_trumps: bool,
    player_class: PlayerClass,
    claimed: int | None = None,
    statement: Statement | None = None,
) -> TrumpJudgement:
    """Apply Law 70C to the claim: with no trump out, the worst normal line as it is;
    otherwise the three findings, and the line of a claimer who is (row 6) or is not
    taken to draw the trump before cashing side winners.  ``speaks_of_trumps``: the
    statement names the trumps (Law 70D's reading); ``statement``, when given, tells
    whether it named only his own trump winners, which is no statement about the
    opponents' trump (70C1)."""
    position, claimer = play.position, play.claimer
    trumps = outstanding_trumps(position, claimer)
    if not trumps:
        return TrumpJudgement(line=play.worst())
    own_named, speaks_of_trumps = _speaks(position, speaks_of_trumps, statement)
    unaware, why = awareness(position, claimer, player_class, claimed)
    cashing, drawing = _cashing_and_drawing(play, held_to_cashing=unaware and not speaks_of_trumps)
    lost = cashing.upper < drawing.lower and lost_to_trump(position, claimer, cashing.line)
    trump = OutstandingTrump(
        trumps,
        not speaks_of_trumps,
        unaware,
        why,
        lost,
        proven_lower(cashing),
        proven_lower(drawing),
        master=outranks_ours(position, claimer, trumps),
        on_line=lost_to_trump(position, claimer, cashing.line),
        decided=cashing.complete and drawing.complete,
        own_trumps_named=own_named,
    )
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
