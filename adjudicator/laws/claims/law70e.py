"""Law 70E: an unstated line that depends on finding one opponent with a card.

    第70條E款 — The director does not accept from the claimer any unstated line of play
    the success of which depends upon finding one opponent rather than the other with a
    particular card, unless an opponent failed to follow to the suit of that card before
    the claim was made, or would subsequently fail to follow to that suit on any normal
    line of play, or unless failing to adopt that line of play would be irrational.
    (The last clause is the 1997 text; the 2007 and 2017 laws dropped it.)

In the search this needs no special case: finessing and playing for the drop are both
normal, so the worse of the two is taken (practice row 10).  What this module supplies
is the claimer's *knowledge*: the suits in which an opponent has shown out before the
claim (a mask the engine starts from and keeps updating as the search plays cards — an
opponent failing to follow on the line is the "would subsequently fail to follow" of the
law).  In a suit whose layout he knows, the claimer is credited with playing it right.

To report the law, the ruling compares the worst normal line with the worst normal line
of a claimer who knew every suit's layout: when that is better, the tricks between them
were lost to an unstated finesse or drop, and Law 70E is cited.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from endplay.types import Card, Denom, Player

from adjudicator.core.cards import same_side
from adjudicator.core.position import ClaimPosition
from adjudicator.engine import Bounds, Rule, SearchResult
from adjudicator.laws.findings import Finding, Judgement
from adjudicator.laws.rulesets import RuleSet

if TYPE_CHECKING:
    from adjudicator.laws.claims.normal_play import NormalPlay


def every_layout_known(claimer: Player) -> int:
    """A shown-out mask under which the claimer knows every suit's layout: one opponent
    marked out of all four suits.  The engine uses the mask only to decide which suits'
    layouts are known, so this yields "the claimer guesses every suit right"."""
    opponent = Player((claimer + 1) % 4)
    return 0xF << (4 * int(opponent))


def shown_out_suits(position: ClaimPosition, claimer: Player) -> list[tuple[Player, Denom]]:
    """The opponents' show-outs before the claim: (seat, suit) pairs."""
    return [
        (seat, suit) for seat, suit in sorted(position.shown_out) if not same_side(seat, claimer)
    ]


def misguessed(
    position: ClaimPosition, claimer: Player, line: tuple, visible: Player | None = None
) -> bool:
    """Does the line lose a trick to a *guess* — a finesse or a drop that went wrong?

    Knowing every layout also cures careless plays that no layout excuses (leading the 4
    from 754 into a singleton 6 loses wherever the 6 is; overtaking partner's king), and
    those are Law 70A's, not 70E's.  A guess needs a *tenace*: a hand holding a higher
    card ``h`` and a lower card ``f`` of a suit with only the opponents' cards between
    them (AQ over the K).  A trick is lost to a guess when the winning card ``w`` of the
    suit led lies in such a gap and:

    * finesse: in that trick the hand played ``f`` after an opponent had played, keeping
      ``h`` — it would have won had ``w`` been with the other opponent; or
    * drop: earlier, in a trick led in that suit, the hand played ``h`` with an opponent
      still to play, keeping ``f`` — hoping ``w`` would fall, instead of finessing.

    Cards already on the trick at the claim were played, not chosen on a line the
    claimer left unstated: a "finesse" dummy took before the claim (playing low with the
    ace behind) is no part of 70E.  Nor is a card the claimer could see: a defender sees
    dummy, so a tenace over one of ``visible``'s cards is no guess.
    """
    drops: list[tuple[Card, Card]] = []  # (h played, f kept), a tenace split for the drop
    held = {
        c for seat in range(4) if same_side(Player(seat), claimer) for c in position.hands[seat]
    }
    before = len(position.trick)  # cards of the first trick played before the claim
    for number, (leader, cards, winner) in enumerate(position.tricks_of(line)):
        fixed = before if number == 0 else 0
        if winner is not None and not same_side(winner, claimer):
            win_card = cards[(winner - leader) % 4]
            seen = visible is not None and win_card in position.hands[visible]
            if win_card.suit == cards[0].suit and not seen:
                if _finessed(position, leader, cards, win_card, claimer, held, fixed):
                    return True
                if any(
                    h.suit == win_card.suit and f.rank < win_card.rank < h.rank for h, f in drops
                ):
                    return True
        for index, card in enumerate(cards):
            seat = Player((leader + index) % 4)
            if same_side(seat, claimer) and card.suit == cards[0].suit and fixed <= index < 3:
                drops += [
                    (card, f)
                    for f in position.hands[seat]
                    if f in held and _tenace(card, f, held, cards)
                ]
        held.difference_update(cards)
    return False


def _tenace(high: Card, low: Card, held: set, trick: tuple) -> bool:
    """Are ``high`` and ``low`` of one suit with no card of the claimer's side, and none
    already played to this trick, between them — only the opponents' cards?"""
    if high.suit != low.suit or low.rank >= high.rank:
        return False
    return (
        not any(c.suit == high.suit and low.rank < c.rank < high.rank for c in (*held, *trick))
        and _gap(high, low) > 0
    )


def _gap(high: Card, low: Card) -> int:
    """How many ranks lie strictly between two cards of a suit."""
    ranks = [r for r in type(high.rank)]
    return ranks.index(high.rank) - ranks.index(low.rank) - 1


def _finessed(
    position: ClaimPosition,
    leader: Player,
    cards: tuple,
    win_card,
    claimer: Player,
    held: set,
    fixed: int = 0,
) -> bool:
    """Did a hand of the claimer's side play low to this trick under ``win_card`` while
    holding a higher card across a tenace?  The first ``fixed`` cards were on the trick
    before the claim."""
    winner_index = cards.index(win_card)
    for index, card in enumerate(cards[:winner_index]):
        seat = Player((leader + index) % 4)
        if (
            not same_side(seat, claimer)
            or index in (0, *range(fixed))
            or card.suit != win_card.suit
        ):
            continue
        if any(
            h.suit == card.suit
            and h.rank > win_card.rank
            and h in position.hands[seat]
            and _tenace(h, card, held - {card}, ())
            for h in held
        ):
            return True
    return False


def judge(
    play: NormalPlay,
    line: SearchResult,
    extra: Rule,
    ruleset: RuleSet,
    visible: Player | None = None,
) -> Judgement:
    """Apply Law 70E to the worst normal line: when a claimer who knew every suit's
    layout would do better, and the line loses a trick to a misguess (a finesse or drop
    across a tenace), the unstated finesse or drop was not credited.  ``visible``: the
    opponent whose cards the claimer sees (dummy, when a defender claims)."""
    position, claimer = play.position, play.claimer
    judgement = _credited_layout(play, line, extra)
    if line.value is None or play.reaches_dd(line):  # (value is None: the search stopped)
        return judgement
    # A line that misguesses no suit loses nothing to an unstated finesse or drop: the
    # searches below are not needed (a look at the line's cards settles it).
    if not misguessed(position, claimer, line.line, visible):
        return judgement
    # Knowing more of the layout never makes the worst line worse, and only whether it
    # does better is asked: first the one test above the worst line's value, which mostly
    # settles it, then by how much; no test below it is made, and no line is wanted.
    known = every_layout_known(claimer)
    above = play.worst(extra, known, Bounds(line.value, line.value + 1), line=False)
    if above.value is None or above.value <= line.value:
        return judgement
    knowing = play.worst(extra, known, Bounds(line.value + 1, play.dd), line=False)
    if not knowing.complete:
        return judgement
    shown = shown_out_suits(position, claimer)
    judgement.cite("70E", 10)
    judgement.findings.append(
        Finding(
            "70E_not_credited",
            {
                "knowing": knowing.value,
                "worst": line.value,
                "shown": Finding("70E_show_outs", {"list": shown})
                if shown
                else Finding("70E_no_show_out"),
            },
            "70E",
        )
    )
    if ruleset.irrational_finesse_clause:
        judgement.findings.append(Finding("70E_1997_clause", {}, "70E"))
    return judgement


def _credited_layout(play: NormalPlay, line: SearchResult, extra: Rule) -> Judgement:
    """70E's exception, when it decided something: an opponent failed to follow before
    the claim, and the claimer is credited with playing that suit right — cited (row 10)
    only when a claimer who had not seen the show-out would do worse."""
    judgement = Judgement()
    shown = shown_out_suits(play.position, play.claimer)
    if not shown or line.value is None:
        return judgement
    # Not having seen the show-out never makes the worst line better, and only whether it
    # does worse is asked: the search starts at the line's value and goes no higher.
    blind = play.worst(
        extra, shown_out=0, bounds=Bounds(0, line.value, upper_first=True), line=False
    )
    if blind.value is not None and blind.value < line.value:
        judgement.cite("70E", 10)
        judgement.findings.append(
            Finding(
                "70E_layout_known",
                {"list": shown, "worst": line.value, "blind": blind.value},
                "70E",
            )
        )
    return judgement
