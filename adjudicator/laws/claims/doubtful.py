"""Law 70A's doubtful points, as a committee strikes them.

    第70條A款 — ... any doubtful point as to a claim shall be resolved against the
    claimer.

    Footnote to Laws 69–71 — "normal" includes play that would be careless or inferior
    for the class of player involved, but not irrational.

Whether a choice is careless (normal) or irrational is the director's judgement, for this
player.  The search resolves every such doubt against the claimer; this module shows the
doubts it resolved so, one by one, so that a director or committee can rule on each:

* :func:`find_points` walks the worst normal line (``engine.explain``) and, at each card
  of the claimer's side chosen among several normal ones up to the last trick the line
  loses, asks what the worst normal line would be with that choice struck.  A choice
  whose striking gives the claimer more is a *doubtful point* the ruling depends on
  ("trick 3: South ruffs with ♥2; without it: 10 of 10").
* A struck point (``--not-normal 3:S:H2``, :func:`parse_point`) is a ruling that the
  choice is not normal for this player: the engine removes that card — and the cards
  equal to it there — at that trick for that seat (``Restriction.not_normal``).

A point's code is ``TRICK:SEAT:CARDS`` — the trick counted from the claim (1 = the trick
in progress, or the next), the seat, and the card with the cards equal to it
(``3:S:H3/H2``); the ruling lists each point with its code.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from endplay.types import Card, Denom, Player

from adjudicator.core.cards import card_code, parse_card, same_side, seat_of
from adjudicator.core.position import ClaimPosition, PlayedTrick
from adjudicator.engine import (
    Bounds,
    LineStep,
    NotNormal,
    Restriction,
    Rule,
    SearchResult,
    shown_out_mask,
)
from adjudicator.errors import AdjudicatorError
from adjudicator.laws.claims.normal_play import NormalPlay

#: The engine takes at most this many struck cards in one restriction.
MAX_STRUCK = 16
#: At most this many choices are tried (each a search or two).
MAX_TRIED = 8
#: The doubtful points may search this share of the ruling's node budget ...
POINT_SHARE = 20
#: ... but always this many nodes ...
MIN_POINT_NODES = 200_000
#: ... and at most this many (a fraction of a second).
MAX_POINT_NODES = 1_000_000

LEAD, FOLLOW, RUFF, DISCARD = "lead", "follow", "ruff", "discard"


class PointError(AdjudicatorError, ValueError):
    """A struck point that is not ``TRICK:SEAT:CARD`` or does not fit the claim."""


@dataclass(frozen=True)
class DoubtfulPoint:
    """A choice of the claimer's side the worst normal line depends on."""

    trick: int  # counted from the claim: 1 = the trick in progress (or the next one)
    seat: Player
    cards: tuple[Card, ...]  # the card played, then the cards equal to it there
    kind: str  # LEAD, FOLLOW, RUFF or DISCARD
    alternatives: tuple[Card, ...]  # the other normal cards there
    careless: bool  # the normal-play model counts it a careless departure from the plan
    deviated: Rule  # the rules whose plan it departs from (when careless)
    without: int  # the remaining tricks awarded were it struck (never above the claim)

    @property
    def card(self) -> Card:
        return self.cards[0]

    @property
    def code(self) -> str:
        """``3:S:H3/H2``: what ``--not-normal`` takes to strike it."""
        return f"{self.trick}:{self.seat.abbr}:" + "/".join(card_code(c) for c in self.cards)

    def struck(self) -> tuple[NotNormal, ...]:
        return tuple(NotNormal(self.trick, self.seat, card) for card in self.cards)


def parse_point(text: str) -> tuple[NotNormal, ...]:
    """``3:S:H2`` or ``3:S:H3/H2`` (symbols and ``10`` allowed): the choices struck."""
    match = re.fullmatch(r"\s*(\d+)\s*:\s*([NESWnesw])\s*:\s*(\S+)\s*", text)
    if match is None:
        raise PointError(key="point_form", point=repr(text))
    trick, seat = int(match.group(1)), seat_of(match.group(2))
    if trick < 1:
        raise PointError(key="point_from_1", point=repr(text))
    cards = []
    for word in match.group(3).split("/"):
        try:
            cards.append(parse_card(word))
        except ValueError as exc:
            raise PointError(key="point_card", point=repr(text), problem=str(exc)) from None
    return tuple(NotNormal(trick, seat, card) for card in cards)


def point_codes(points: tuple[NotNormal, ...]) -> list[str]:
    """The struck points as codes, one per trick and seat: ``3:S:H3/H2``."""
    cards: dict[tuple[int, Player], list[str]] = {}
    for point in points:
        cards.setdefault((point.trick, point.seat), []).append(card_code(point.card))
    return [f"{trick}:{seat.abbr}:" + "/".join(codes) for (trick, seat), codes in cards.items()]


def check_points(
    points: tuple[NotNormal, ...], position: ClaimPosition, claimer: Player
) -> tuple[NotNormal, ...]:
    """The struck points, each checked against the claim and widened to the cards equal
    to it in the claim position (striking the ♥2 strikes the ♥3 beside it)."""
    widened: list[NotNormal] = []
    for point in points:
        where = f"{point.trick}:{point.seat.abbr}:{card_code(point.card)}"
        if not same_side(point.seat, claimer):
            raise PointError(key="point_side", point=where, seat=point.seat.abbr)
        if point.trick > position.tricks_left:
            raise PointError(key="point_after", point=where, left=position.tricks_left)
        if point.card not in position.hands[point.seat]:
            raise PointError(
                key="point_not_held", point=where, seat=point.seat.abbr, card=card_code(point.card)
            )
        for card in equal_cards(point.card, position.hands[point.seat], _unplayed(position)):
            candidate = NotNormal(point.trick, point.seat, card)
            if candidate not in widened:
                widened.append(candidate)
    if len(widened) > MAX_STRUCK:
        raise PointError(key="point_too_many", most=MAX_STRUCK, got=len(widened))
    return tuple(widened)


def equal_cards(
    card: Card, hand: frozenset[Card] | set[Card], unplayed: set[Card] | frozenset[Card]
) -> tuple[Card, ...]:
    """``card`` first, then the cards of ``hand`` equal to it: the run of its suit with no
    other unplayed card (held by another player or on the trick) between them."""
    run = [card]
    for step in (1, -1):
        rank = int(card.rank).bit_length() - 1
        while 2 <= rank + step <= 14:
            rank += step
            other = Card("SHDC"[card.suit] + "23456789TJQKA"[rank - 2])
            if other in hand:
                run.append(other)
            elif other in unplayed:
                break
    return tuple(run)


def _unplayed(position: ClaimPosition) -> set[Card]:
    return {c for hand in position.hands for c in hand} | set(position.trick)


def find_points(
    play: NormalPlay,
    restriction: Restriction,
    worst: SearchResult,
    claimed: int,
    steps: tuple[LineStep, ...],
    budget: int,
) -> DoubtfulPoints:
    """The choices along the worst normal line whose striking gives the claimer more.

    ``steps``: the line explained (``engine.explain``) under ``restriction``; ``budget``:
    the ruling's node budget — the points may take a ``POINT_SHARE``-th of it, within
    ``MIN_POINT_NODES`` and ``MAX_POINT_NODES``, so that a committee's list never costs
    the ruling much of its speed (past that the list says it is not complete).  The share
    is of the budget, not of what the ruling's searches happened to spend, so a replay of
    the record (which keeps the budget) examines exactly as many choices.

    A choice is first tried where it is made (a search of the rest of the play from
    there, which is small late in the line): when another normal card there does as
    badly, striking it cannot give the claimer more, and the search from the claim is
    not needed (every choice of the worst line is a minimum, Law 70A)."""
    awarded = min(claimed, worst.value or 0)
    position = play.position
    tricks = position.tricks_of(worst.line)
    lost = [
        n
        for n, t in enumerate(tricks, 1)
        if t.winner is not None and not same_side(t.winner, play.claimer)
    ]
    if not worst.complete or awarded >= claimed or not lost:
        return DoubtfulPoints.of([], complete=True)
    allowance = Allowance(min(MAX_POINT_NODES, max(MIN_POINT_NODES, budget // POINT_SHARE)))
    points: list[DoubtfulPoint] = []
    for index, step, cards in _choices(
        position, worst.line, steps, max(lost), MAX_STRUCK - len(restriction.not_normal)
    ):
        if not allowance.left:
            return DoubtfulPoints.of(points, complete=False)
        helps = _helps_where_made(
            play, restriction, worst.line, index, step, cards, tricks, allowance
        )
        if helps is None:  # the search ran out: this choice and the rest unexamined
            return DoubtfulPoints.of(points, complete=False)
        if not helps:
            continue
        trial = replace(
            restriction,
            not_normal=restriction.not_normal
            + tuple(NotNormal(step.trick, step.seat, card) for card in cards),
        )
        result = allowance.search(play, trial, position, awarded, claimed)
        if not result.complete:
            return DoubtfulPoints.of(points, complete=False)
        if min(claimed, result.value or 0) > awarded:
            points.append(
                DoubtfulPoint(
                    step.trick,
                    step.seat,
                    cards,
                    _kind(tricks[step.trick - 1], step.card, position.trump),
                    tuple(c for c in step.normal if c not in cards),
                    step.is_careless,
                    step.deviated,
                    min(claimed, result.value or 0),
                )
            )
    return DoubtfulPoints.of(points, complete=True)


@dataclass(frozen=True)
class DoubtfulPoints:
    """The doubtful points found (in trick order), and whether every choice was
    examined (``complete``) or the share of the budget ran out first."""

    points: tuple[DoubtfulPoint, ...]
    complete: bool

    @classmethod
    def of(cls, points: list[DoubtfulPoint], complete: bool) -> DoubtfulPoints:
        return cls(tuple(sorted(points, key=lambda p: p.trick)), complete)


@dataclass
class Allowance:
    """The nodes the doubtful points may still search."""

    left: int

    def search(
        self,
        play: NormalPlay,
        restriction: Restriction,
        position: ClaimPosition,
        floor: int,
        ceiling: int,
    ) -> SearchResult:
        """The worst normal line's value where only whether it beats ``floor`` matters, and
        by how much up to ``ceiling``: a value at or below ``floor`` comes back as
        ``floor``, one above ``ceiling`` as ``ceiling``, and no line is built.  (Proving
        a lower bound is the costly part of a worst-line search: none below ``floor``
        is tried.)"""
        result = play.search(
            restriction,
            "worst",
            position=position,
            cap=self.left,
            bounds=Bounds(floor, ceiling),
            line=False,
        )
        self.left = max(0, self.left - result.nodes)
        return result


def _helps_where_made(
    play: NormalPlay,
    restriction: Restriction,
    line: tuple[Card, ...],
    index: int,
    step: LineStep,
    cards: tuple[Card, ...],
    tricks: list,
    allowance: Allowance,
) -> bool | None:
    """Does striking the choice give more from where it is made?  (If another normal card
    there does as badly, the worst line need not depend on this one.)  None when the
    search stopped at its budget: not known."""
    node = position_after(play.position, line[:index])
    shift = step.trick - 1
    local = replace(
        restriction,
        not_normal=tuple(
            NotNormal(p.trick - shift, p.seat, p.card)
            for p in restriction.not_normal
            if p.trick > shift
        )
        + tuple(NotNormal(1, step.seat, card) for card in cards),
        careless_budget=max(0, restriction.careless_budget - step.slips_before),
        shown_out=restriction.shown_out | shown_out_mask(node),
    )
    along = sum(
        1 for t in tricks[shift:] if t.winner is not None and same_side(t.winner, play.claimer)
    )
    result = allowance.search(play, local, node, along, node.tricks_left)
    if not result.complete:
        return None
    return (result.value or 0) > along


def position_after(position: ClaimPosition, played: tuple[Card, ...]) -> ClaimPosition:
    """The position once ``played`` (cards in play order from ``position``) are played:
    the completed tricks join the history, and the show-outs they hold are known."""
    tricks = position.tricks_of(played)
    done = [PlayedTrick(t.leader, t.cards) for t in tricks if t.winner is not None]
    unfinished = [t for t in tricks if t.winner is None]
    if unfinished:
        leader, trick = unfinished[0].leader, unfinished[0].cards
    elif tricks and (winner := tricks[-1].winner) is not None:  # (every trick finished)
        leader, trick = winner, ()
    else:
        leader, trick = position.leader, position.trick
    shown = set(position.shown_out)
    for past in (*done, PlayedTrick(leader, trick)):
        shown.update(past.failures_to_follow())
    gone = set(played)
    return ClaimPosition(
        hands=tuple(
            frozenset(c for c in hand if c not in gone)  # type: ignore[arg-type]
            for hand in position.hands
        ),
        trump=position.trump,
        leader=leader,
        trick=tuple(trick),
        history=position.history + tuple(done),
        shown_out=frozenset(shown),
    )


def _choices(
    position: ClaimPosition,
    line: tuple[Card, ...],
    explained: tuple[LineStep, ...],
    last_lost: int,
    room: int,
) -> list[tuple[int, LineStep, tuple[Card, ...]]]:
    """The claimer's side's choices to try — (index in the line, explain step, the cards
    to strike there) — up to the last trick lost: the careless ones first, then the
    latest first (the nearer a choice to the trick it loses, the cheaper to try)."""
    steps = iter(explained)
    step = next(steps, None)
    held = {c for hand in position.hands for c in hand}
    on_trick = list(position.trick)
    found = []
    for index, card in enumerate(line):
        if step is not None and card == step.card:
            hand = {c for c in position.hands[step.seat] if c in held}
            cards = equal_cards(card, hand, held | set(on_trick))
            others = [c for c in step.normal if c not in cards]
            if step.trick <= last_lost and others and len(cards) <= room:
                found.append((index, step, cards))
            step = next(steps, None)
        held.discard(card)
        on_trick = [] if len(on_trick) == 3 else on_trick + [card]
    found.sort(key=lambda choice: (not choice[1].is_careless, -choice[0]))
    return found[:MAX_TRIED]


def _kind(trick, card: Card, trump: Denom) -> str:
    """Whether ``card`` led the trick, followed suit, ruffed or was a discard."""
    led = trick.cards[0]
    if card == led:
        return LEAD
    if card.suit == led.suit:
        return FOLLOW
    return RUFF if card.suit == trump else DISCARD
