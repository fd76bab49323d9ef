"""The few best cards of a decision played out with the player's own later choices: the
single-dummy player's answer to *strategy fusion*.

Valuing a card by its double-dummy value on each layout credits the player with choosing
every later card as if he saw that layout.  Where a guess is still to come — a two-way
finesse, a drop or a finesse — a card that only *postpones* the guess (cashing a top
card, rising with the king and keeping the finesse for later) is credited with guessing
right on every layout, and looks better than taking the same guess now; a card that
commits to one way is not credited so.  Bridge programs that play single dummy by
sampling meet this as "strategy fusion" (Frank and Basin, "Search in games with
incomplete information", 1998; Ginsberg's GIB), and correct it by playing the close
choices on, with the player's later choices made once for all the layouts he cannot
tell apart.

:func:`play_out` does that for a few cards of one decision, on the decision's own
layouts:

* each card is played on every layout, then the play goes on card by card on each;
* a card of a hand the viewer does not choose (a defender's when declarer is the
  viewer, his partner's when he is a defender, declarer's for dummy when he defends) is
  chosen double dummy on its layout, the highest value and of equals the lowest card;
* at each card the viewer chooses (his own hand, and dummy's when he is declarer) the
  layouts are grouped by what he has seen since the decision — each card's seat and,
  for a card from a hand he cannot see, which of *his* cards it lies between (a spot
  below all of his is a spot, whichever it is: bridge players do not read the order of
  small cards, and a group split by them would credit a guess again) — and one card is
  chosen for the whole group: the best by the chance of his side's goal, then by the
  mean of its tricks, over the group's layouts (each card valued double dummy, each
  layout weighted as at the decision);
* once a group's card is a *guess* — not the best double dummy on every one of its
  layouts — ``guesses`` times, or after ``tricks`` tricks, or when a group holds a
  single layout, each layout is valued double dummy from there (a card that keeps
  every option is not a guess: the play goes on to the guess it postpones).

The value of a card on a layout is then its side's tricks from the decision's trick on,
as for the double-dummy values it replaces.  It is never above the double-dummy value
(a card chosen once for a group is at best the best card of each layout), and equals it
where no later choice is a guess.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from adjudicator.engine.single_dummy.solver import Board

_SUIT_MASK = 0x1FFF

#: Solves boards: every card's value for the side to play (``solver.card_values``).
Solve = Callable[[Sequence[Board]], np.ndarray]


@dataclass(frozen=True)
class Decision:
    """What a play-out needs from the decision: the trump (0-4), the trick's leader and
    cards, the seats whose cards the viewer chooses, the cards he sees (masks: his hand
    and dummy's), the tricks his side needs from the trick in progress on (None: tricks
    only), and when the play-out stops: after how many of his guesses, or tricks."""

    trump: int
    leader: int
    trick: tuple[int, ...]
    chosen_by_viewer: frozenset[int]
    seen: int
    need: int | None
    guesses: int
    tricks: int


def winning(trick: Sequence[int], trump: int) -> int:
    """The index in ``trick`` of the card that wins it."""
    best = 0
    for index in range(1, len(trick)):
        card, top = trick[index], trick[best]
        if card // 13 == top // 13:
            if card > top:
                best = index
        elif card // 13 == trump:
            best = index
    return best


def order(card: int) -> int:
    """A deterministic order of cards for ties: lowest rank first, spades before hearts."""
    return (card % 13) * 4 + card // 13


def equal_groups(hands: Sequence[int], trick: Sequence[int], seat: int) -> list[int]:
    """The lowest card of each set of equals among ``seat``'s legal cards: cards of one
    suit in his hand with only cards of completed tricks between them (a card on the
    trick in progress between two of his parts them: one beats it, the other not)."""
    held = hands[seat]
    if trick:
        follow = held & (_SUIT_MASK << (13 * (trick[0] // 13)))
        if follow:
            held = follow
    gone = ~(hands[0] | hands[1] | hands[2] | hands[3]) & ((1 << 52) - 1)
    for card in trick:
        gone &= ~(1 << card)
    out = []
    for suit in range(4):
        bits = (held >> (13 * suit)) & _SUIT_MASK
        previous = -1
        for rank in range(13):
            if not bits >> rank & 1:
                continue
            number = 13 * suit + rank
            if previous < 0 or not all(
                gone >> (13 * suit + r) & 1 for r in range(previous + 1, rank)
            ):
                out.append(number)
            previous = rank
    return out


class _Path:
    """One layout's play after one of the cards played out."""

    __slots__ = ("column", "guesses", "hands", "key", "layout", "leader", "trick", "tricks", "won")

    def __init__(self, layout: int, column: int, hands: list[int], decision: Decision) -> None:
        self.layout = layout
        self.column = column
        self.hands = hands
        self.leader = decision.leader
        self.trick = list(decision.trick)
        self.won = 0  # the viewer's side's tricks completed since the decision
        self.key: tuple[tuple[int, int], ...] = ()  # what the viewer has seen since
        self.guesses = 0  # the viewer's guesses made since the decision
        self.tricks = 0  # tricks completed since the decision

    @property
    def to_play(self) -> int:
        return (self.leader + len(self.trick)) % 4


def play_out(
    decision: Decision,
    layouts: Sequence[tuple[int, ...]],
    weights: np.ndarray,
    cards: Sequence[int],
    solve: Solve,
) -> tuple[np.ndarray, int]:
    """Each of ``cards`` (the viewer's to play at ``decision``) played out on each of
    ``layouts``: an ``(layouts, cards)`` array of his side's tricks from the trick in
    progress on; and the number of boards solved.  ``weights``: each layout's weight in
    the viewer's choices (how likely the cards already played were on it)."""
    if not cards or not layouts:
        return np.zeros((len(layouts), len(cards)), dtype=np.int64), 0
    side = (decision.leader + len(decision.trick)) % 4 % 2
    values = np.zeros((len(layouts), len(cards)), dtype=np.int64)
    seen_below = _seen_below(decision.seen)
    active: list[_Path] = []
    for column, card in enumerate(cards):
        for index, hands in enumerate(layouts):
            path = _Path(index, column, list(hands), decision)
            _play(path, card, decision, side, seen_below)
            active.append(path)
    solved = 0
    while active:
        waiting: list[tuple[_Path, list[int]]] = []
        going: list[_Path] = []
        for path in active:
            if path.hands[path.to_play] == 0 and not path.trick:
                values[path.layout, path.column] = path.won  # the hand is over
                continue
            groups = equal_groups(path.hands, path.trick, path.to_play)
            if len(groups) == 1:
                _play(path, groups[0], decision, side, seen_below)
                going.append(path)
            else:
                waiting.append((path, groups))
        if waiting:
            rows = _solve_distinct(
                [
                    Board(
                        (p.hands[0], p.hands[1], p.hands[2], p.hands[3]),
                        decision.trump,
                        p.leader,
                        tuple(p.trick),
                    )
                    for p, _groups in waiting
                ],
                solve,
            )
            solved += len({(tuple(p.hands), p.leader, tuple(p.trick)) for p, _g in waiting})
            viewer_groups: dict[tuple, list[tuple[_Path, list[int], np.ndarray]]] = {}
            for (path, groups), row in zip(waiting, rows, strict=True):
                if path.to_play in decision.chosen_by_viewer:
                    viewer_groups.setdefault((path.column, path.key), []).append(
                        (path, groups, row)
                    )
                    continue
                best = _double_dummy_choice(groups, row)
                _play(path, best, decision, side, seen_below)
                going.append(path)
            for members in viewer_groups.values():
                card = _group_choice(members, weights, decision.need)
                first = members[0][0]
                # a guess: the card is not the best on every layout of the group
                guessed = any(int(row[card]) < int(row.max()) for _p, _g, row in members)
                last = (
                    len(members) == 1
                    or first.guesses + guessed >= decision.guesses
                    or first.tricks >= decision.tricks
                )
                for path, _groups, row in members:
                    if last:
                        values[path.layout, path.column] = path.won + int(row[card])
                    else:
                        path.guesses += guessed
                        _play(path, card, decision, side, seen_below)
                        going.append(path)
        active = going
    return values, solved


def _double_dummy_choice(groups: list[int], row: np.ndarray) -> int:
    """The card a hand the viewer does not choose plays: the best double dummy, of
    equal values the lowest."""
    return max(groups, key=lambda card: (int(row[card]), -order(card)))


def _group_choice(
    members: list[tuple[_Path, list[int], np.ndarray]], weights: np.ndarray, need: int | None
) -> int:
    """The one card the viewer plays on all the layouts of a group: the best chance of
    his side's goal, then the most tricks, then the lowest card."""
    groups = members[0][1]
    best_key: tuple[float, float, int] | None = None
    best = groups[0]
    for card in groups:
        hits = 0.0
        tricks = 0.0
        for path, _groups, row in members:
            total = path.won + int(row[card])
            weight = float(weights[path.layout])
            tricks += weight * total
            if need is None or total >= need:
                hits += weight
        key = (hits, tricks, -order(card))
        if best_key is None or key > best_key:
            best_key, best = key, card
    return best


def _solve_distinct(boards: list[Board], solve: Solve) -> np.ndarray:
    """Every card's value on each board, each distinct board solved once, in batches
    that share the trick's leader and cards (so that small positions go to the
    engine's batch)."""
    distinct = list(dict.fromkeys(boards))
    batches: dict[tuple[int, tuple[int, ...]], list[Board]] = {}
    for board in distinct:
        batches.setdefault((board.leader, board.trick), []).append(board)
    found: dict[Board, np.ndarray] = {}
    for batch in batches.values():
        for board, row in zip(batch, solve(batch), strict=True):
            found[board] = row
    return np.array([found[board] for board in boards])


def _seen_below(seen: int) -> list[list[int]]:
    """Per suit and rank, how many of the viewer's seen cards of the suit lie below."""
    table = []
    for suit in range(4):
        bits = (seen >> (13 * suit)) & _SUIT_MASK
        count = 0
        row = []
        for rank in range(13):
            row.append(count)
            if bits >> rank & 1:
                count += 1
        table.append(row)
    return table


def _play(
    path: _Path, card: int, decision: Decision, side: int, seen_below: list[list[int]]
) -> None:
    """Play ``card`` on ``path``; what the viewer sees of it goes into the path's key."""
    seat = path.to_play
    path.hands[seat] &= ~(1 << card)
    if seat in decision.chosen_by_viewer or decision.seen >> card & 1:
        seen = 52 + card  # a card of a hand he sees: the card itself
    else:
        seen = 14 * (card // 13) + seen_below[card // 13][card % 13]  # its place among his
    path.key = (*path.key, (seat, seen))
    path.trick.append(card)
    if len(path.trick) == 4:
        winner = (path.leader + winning(path.trick, decision.trump)) % 4
        if winner % 2 == side:
            path.won += 1
        path.tricks += 1
        path.leader = winner
        path.trick = []
