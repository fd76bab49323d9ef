"""Single-dummy play on the actual deal: what players who cannot see the hidden hands
would have done, played out on the cards as they lay.

At each card the player to play (declarer for dummy too) sees his own hand, dummy once
it is faced, the cards played and the suits a player has shown out of, and what the
director reads from the auction (:class:`~.constraints.HandLimits`).  He values each
card he may play over ``layouts`` layouts of the cards he cannot see, drawn consistent
with all of that (each layout solved double dummy, every card at once:
:func:`~.solver.card_values`), and plays the best: first by the chance of his side's
goal (the contract for declarer, its defeat for the defenders), then by the mean of his
side's tricks.  Cards equal from his view (one hand's cards with only played cards
between them) are one choice, valued once; a spot card is played as the lowest of its
equals.

Choices whose chance and mean both lie within the tolerances of the best
(:class:`PlayRules`) are the *normal alternatives* at that card: each would be made
about equally often.  Alternatives that keep the same double-dummy value on the actual
layout are taken as one choice (they part only where a later card commits); those that
do not are each played on, and each line reached gets its share of how often the choices
on its way would be made.  A line whose share falls below ``PlayRules.min_share`` follows
only its best choice from there on (a choice that rare is not at all probable on its own),
as does every line once ``max_lines`` lines exist; ``SingleDummyPlay.
complete`` says whether that cut anything.

Small cards (issue 30).  The layouts are drawn uniformly given the cards played, which
reads a defender's spot as if he always played that very spot: a West who follows low to
a two-way finesse would make the queen 4:3 with East.  Each layout is therefore weighted
by how likely its hidden hands were to play the spots they did, any of a player's spots
alike (:meth:`_Player._choice_weights`: ``1/k`` for a player who held ``k``); the chance
and the mean of each choice are weighted means.

Strategy fusion (issue 30).  Valuing a card double dummy on each layout credits the
player with guessing right *later* on every layout: a card that postpones a guess (the
king, keeping a finesse for later) looks better than taking the guess now.  The cure,
as single-dummy programs have it, is in :mod:`.playout`: the best ``playout_cards``
choices of a decision whose result they decide (they part on the actual layout) are
played out over the decision's own layouts, the player's later choices made once for all
the layouts he cannot tell apart (his hand, dummy, the cards played, the defenders'
small cards as small cards), until one real guess is made or ``playout_tricks`` tricks
are played, and double dummy from there.  It is switched off by default
(``PlayRules.playout_guesses = 0``): played out, the defenders still choose double dummy
on each layout, and of equal cards always the lowest, so their discards show declarer
where the cards are; a line that plays on for several tricks (cash a club, then the
hearts, then guess) is credited with what the discards show, and is preferred to a
finesse taken now, which is valued honestly (measured on ``FINESSE_33_ONSIDE`` of
tests/integration/test_candidates.py: the club to dummy's ace came to 0.78 against the
finesse's 0.62, and South stopped taking the finesse that wins).  And it is dear on a
whole hand: on the first two deals of benchmarks/bench_candidates.py (one guess, three
tricks) a candidate took 24 s and 39 s of CPU here (+14 s and 26 s in the worker)
against 3.6 s and 4.6 s without.  Defenders who choose without showing declarer the
cards, and the play-out kept to small endings, are the next steps; until then the
double-dummy values decide, as before.

The layouts of each decision are drawn from a numpy ``Generator`` (PCG64) seeded with
the seed and the cards played so far, so the answer depends on nothing but the deal,
the options and the seed: the same on every machine, in whatever order the lines are
played.  The defenders choose single dummy as well (they see dummy, not declarer's
hand); ``dd_defence`` lets them see all four hands instead, for comparison.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

import numpy as np
from endplay.types import Card, Player

from adjudicator.core.position import ClaimPosition
from adjudicator.engine.single_dummy.constraints import (
    HandLimits,
    SimulationError,
    merge,
)
from adjudicator.engine.single_dummy.playout import Decision, equal_groups, play_out
from adjudicator.engine.single_dummy.playout import order as _order
from adjudicator.engine.single_dummy.playout import winning as _winning
from adjudicator.engine.single_dummy.sampler import card_number
from adjudicator.engine.single_dummy.solver import (
    Board,
    Solvers,
    card_values,
)

__all__ = [
    "DEFAULT_PLAY_LAYOUTS",
    "LineChoice",
    "PlayRules",
    "PlayedLine",
    "SingleDummyPlay",
    "play_single_dummy",
]

#: Layouts each decision is valued over by default: the only number of the survey in
#: benchmarks/bench_candidates.py within the speed target (a candidate in 5 s); its
#: answers are not stable (6 of 20 deals' likely and probable results as at 500).
DEFAULT_PLAY_LAYOUTS = 50

_RANKS = "23456789TJQKA"
_SUIT_MASK = 0x1FFF
#: Masks of the aces, kings, queens and jacks of all four suits (for a hand's points).
_HONOURS = tuple(sum(1 << (13 * suit + rank) for suit in range(4)) for rank in (12, 11, 10, 9))


@dataclass(frozen=True)
class PlayRules:
    """How close is close: choices within ``chance`` of the best chance of the goal and
    ``tricks`` of the best mean are normal alternatives, each tolerance widened by
    ``noise`` standard errors of the difference (the two choices compared on the same
    layouts), so that a sampling accident does not make one of two equal choices the
    only one; ``min_share`` and ``max_lines`` bound how far alternatives are followed;
    ``stages``: how many layouts are solved first, then next, before all of them (see
    ``_Player._value``); ``playout_cards``, ``playout_guesses`` and ``playout_tricks``:
    how many choices of a decision that decides the result are played out against
    strategy fusion, until how many guesses and for at most how many tricks
    (:mod:`.playout`; ``playout_guesses = 0``, the default, values them double dummy:
    see the module docstring for why)."""

    tricks: float = 0.05
    chance: float = 0.03
    noise: float = 1.0
    min_share: Fraction = Fraction(1, 10)
    max_lines: int = 12
    stages: tuple[int, ...] = (16,)
    playout_cards: int = 3
    playout_guesses: int = 0
    playout_tricks: int = 3


@dataclass(frozen=True)
class LineChoice:
    """A card where the play could have gone another way: at ``trick`` (numbered from
    the start of the hand) ``seat`` played ``card``; ``others`` are the normal
    alternatives not taken on this line; ``share`` is how often this choice is made."""

    trick: int
    seat: Player
    card: Card
    others: tuple[Card, ...]
    share: Fraction

    def to_json(self) -> dict:
        return {
            "trick": self.trick,
            "seat": self.seat.abbr,
            "card": _code(self.card),
            "others": [_code(c) for c in self.others],
            "share": f"{self.share.numerator}/{self.share.denominator}",
        }


@dataclass(frozen=True)
class PlayedLine:
    """One line of single-dummy play on the actual layout: every card from the position
    on, declarer's side's tricks from the position on, its share, and the choices that
    led to it."""

    cards: tuple[Card, ...]
    tricks: int
    share: Fraction
    choices: tuple[LineChoice, ...]

    def to_json(self) -> dict:
        return {
            "tricks": self.tricks,
            "share": f"{self.share.numerator}/{self.share.denominator}",
            "choices": [c.to_json() for c in self.choices],
            "cards": [_code(c) for c in self.cards],
        }


@dataclass(frozen=True)
class SingleDummyPlay:
    """The lines single-dummy play reaches on the actual layout, with their shares
    (adding to one), and what reproduces them."""

    declarer: Player
    lines: tuple[PlayedLine, ...]
    layouts: int
    seed: int
    dd_defence: bool
    complete: bool
    decisions: int
    boards: int

    def shares(self) -> dict[int, Fraction]:
        """Declarer's side's tricks from the position → the share of the lines reaching
        it, fewest tricks first."""
        out: dict[int, Fraction] = {}
        for line in self.lines:
            out[line.tricks] = out.get(line.tricks, Fraction(0)) + line.share
        return dict(sorted(out.items()))

    def line_for(self, tricks: int) -> PlayedLine:
        """The line with the largest share among those reaching ``tricks``."""
        return max(
            (line for line in self.lines if line.tricks == tricks), key=lambda line: line.share
        )

    def to_json(self) -> dict:
        return {
            "declarer": self.declarer.abbr,
            "layouts": self.layouts,
            "seed": self.seed,
            "dd_defence": self.dd_defence,
            "complete": self.complete,
            "decisions": self.decisions,
            "boards": self.boards,
            "lines": [line.to_json() for line in self.lines],
        }


def _code(card: Card) -> str:
    return f"{card.suit.abbr}{card.rank.abbr}"


def _card(number: int) -> Card:
    return Card("SHDC"[number // 13] + _RANKS[number % 13])


@dataclass
class _State:
    """The play from the position on: the hands still held (masks), the trick, what has
    been played and shown, and declarer's side's tricks so far."""

    hands: list[int]
    leader: int
    trick: list[int]
    played: list[int]  # per seat, every card played in the hand (for whole-hand limits)
    voids: set[tuple[int, int]]
    faced: bool  # dummy has been faced
    won: int = 0  # declarer's side's tricks from the position on
    tricks: int = 0  # tricks completed from the position on
    cards: list[int] = field(default_factory=list)  # from the position on, in order
    seats: list[int] = field(default_factory=list)  # who played each of ``cards``
    choices: list[LineChoice] = field(default_factory=list)

    def copy(self) -> _State:
        return _State(
            list(self.hands),
            self.leader,
            list(self.trick),
            list(self.played),
            set(self.voids),
            self.faced,
            self.won,
            self.tricks,
            list(self.cards),
            list(self.seats),
            list(self.choices),
        )

    @property
    def to_play(self) -> int:
        return (self.leader + len(self.trick)) % 4


class _Player:
    def __init__(
        self,
        position: ClaimPosition,
        declarer: Player,
        goal: int | None,
        limits: Iterable[HandLimits],
        layouts: int,
        seed: int,
        dd_defence: bool,
        rules: PlayRules,
        faced: bool,
        solvers: Solvers | None = None,
    ) -> None:
        self.solvers = solvers or Solvers(1)
        self.trump = int(position.trump)
        self.declarer = int(declarer)
        self.dummy = (self.declarer + 2) % 4
        self.side = self.declarer % 2
        self.goal = goal
        self.limits = merge(list(limits))
        self.layouts = layouts
        self.seed = seed
        self.dd_defence = dd_defence
        self.rules = rules
        self.first_trick = len(position.history) + 1
        self.left = position.tricks_left
        self.decisions = 0
        self.boards = 0
        self.playouts = 0
        self.complete = True
        played = [0, 0, 0, 0]
        voids = {(int(seat), int(suit)) for seat, suit in position.shown_out}
        for trick in position.history:
            led = card_number(trick.cards[0]) // 13 if trick.cards else -1
            for index, card in enumerate(trick.cards):
                seat = int(trick.seat_of_card(index))
                played[seat] |= 1 << card_number(card)
                if card_number(card) // 13 != led:
                    voids.add((seat, led))
        trick_cards = [card_number(c) for c in position.trick]
        for index, number in enumerate(trick_cards):
            seat = (int(position.leader) + index) % 4
            played[seat] |= 1 << number
            if number // 13 != trick_cards[0] // 13:
                voids.add((seat, trick_cards[0] // 13))
        hands = [sum(1 << card_number(c) for c in position.hands[s]) for s in range(4)]
        self.start = _State(hands, int(position.leader), trick_cards, played, voids, faced)
        self.actual = tuple(hands)

    # ---- the play ----------------------------------------------------------------------

    def run(self) -> list[PlayedLine]:
        lines: list[PlayedLine] = []
        stack: list[tuple[_State, Fraction]] = [(self.start, Fraction(1))]
        while stack:
            state, share = stack.pop()
            while state.tricks < self.left:
                branches = self._decide(state, share, len(lines) + len(stack) + 1)
                if len(branches) > 1:
                    for card, part, choice in reversed(branches[1:]):
                        other = state.copy()
                        if choice is not None:
                            other.choices.append(choice)
                        self._play(other, card)
                        stack.append((other, share * part))
                card, part, choice = branches[0]
                if choice is not None:
                    state.choices.append(choice)
                share *= part
                self._play(state, card)
            lines.append(
                PlayedLine(
                    tuple(_card(n) for n in state.cards), state.won, share, tuple(state.choices)
                )
            )
        return lines

    def _play(self, state: _State, card: int) -> None:
        seat = state.to_play
        state.hands[seat] &= ~(1 << card)
        state.played[seat] |= 1 << card
        if state.trick and card // 13 != state.trick[0] // 13:
            state.voids.add((seat, state.trick[0] // 13))
        state.trick.append(card)
        state.cards.append(card)
        state.seats.append(seat)
        state.faced = True
        if len(state.trick) == 4:
            winner = (state.leader + _winning(state.trick, self.trump)) % 4
            if winner % 2 == self.side:
                state.won += 1
            state.tricks += 1
            state.leader = winner
            state.trick = []

    # ---- a decision ----------------------------------------------------------------------

    def _decide(
        self, state: _State, share: Fraction, lines: int
    ) -> list[tuple[int, Fraction, LineChoice | None]]:
        """The card(s) to play: one (share 1, no choice) or the normal alternatives that
        part on the actual layout, each with its share and the choice it records."""
        seat = state.to_play
        groups = self._groups(state, seat)
        if len(groups) == 1:
            return [(groups[0], Fraction(1), None)]
        defender = seat % 2 != self.side
        if defender and self.dd_defence:
            values = card_values([self._board(state, tuple(state.hands))])[0]
            self.boards += 1
            best = max(groups, key=lambda card: (values[card], -_order(card)))
            return [(best, Fraction(1), None)]
        viewer = self.declarer if seat == self.dummy else seat
        alternatives, actual = self._value(state, viewer, groups)
        # alternatives that keep the same value on the actual layout are one choice
        parting: dict[int, list[int]] = {}
        for card in alternatives:
            parting.setdefault(int(actual[card]), []).append(card)
        kinds = list(parting.values())
        # a kind too rare to follow gives its share to the best choice's kind
        count = len(alternatives)
        followed = [kinds[0]] + [
            kind for kind in kinds[1:] if share * Fraction(len(kind), count) >= self.rules.min_share
        ]
        if lines + len(followed) - 1 > self.rules.max_lines:
            followed = [kinds[0]]
        if len(followed) < len(kinds):
            self.complete = False
            rest = [card for kind in kinds if kind not in followed for card in kind]
            followed[0] = followed[0] + rest
        if len(followed) == 1:
            return [(followed[0][0], Fraction(1), None)]
        kinds = followed
        trick = self.first_trick + state.tricks
        out: list[tuple[int, Fraction, LineChoice | None]] = []
        for kind in kinds:
            others = tuple(_card(c) for c in alternatives if c not in kind)
            part = Fraction(len(kind), len(alternatives))
            out.append(
                (kind[0], part, LineChoice(trick, Player(seat), _card(kind[0]), others, part))
            )
        return out

    def _alternatives(
        self,
        ranked: list[tuple[int, np.ndarray, np.ndarray]],
        weights: np.ndarray,
        noise: float | None = None,
    ) -> list[int]:
        """The cards close to the best, best first (``ranked``: each card with its
        per-layout success (0/1) and tricks; ``weights``: each layout's, see
        :meth:`_choice_weights`), the tolerances widened by ``noise`` standard errors
        (the rules' by default)."""
        share = weights / weights.sum()
        scored = [
            (card, float(share @ hit), float(share @ tricks), hit, tricks)
            for card, hit, tricks in ranked
        ]
        scored.sort(key=lambda r: (-r[1], -r[2], _order(r[0])))
        _card_, top_chance, top_mean, top_hit, top_tricks = scored[0]
        rules = self.rules
        noise = rules.noise if noise is None else noise
        close = []
        for card, chance, mean, hit, tricks in scored:
            if top_chance - chance > rules.chance + noise * _error(top_hit - hit, share) + 1e-9:
                continue  # a worse chance of the goal
            if top_mean - mean > rules.tricks + noise * _error(top_tricks - tricks, share) + 1e-9:
                continue  # as good a chance, fewer tricks
            close.append(card)
        return close

    def _value(self, state: _State, viewer: int, groups: list[int]) -> tuple[list[int], np.ndarray]:
        """The normal alternatives among ``groups`` (best first), each valued by its chance
        of the viewer's side's goal and its mean tricks over the layouts he cannot tell
        apart; and each card's value on the actual layout.

        The layouts are solved in stages (``PlayRules.stages``, then all of them): when on
        the layouts solved so far the choices that are not behind by a wide margin (the
        noise allowance doubled and one more) all keep one value on the actual layout —
        one choice, or ties such as which small card to throw — the rest are not solved:
        most cards of a hand are such choices.  Otherwise a choice behind by that wide
        margin is not valued further, and when at most half the choices are left, the
        remaining layouts value those alone (:meth:`_solve_cards`).  A layout drawn twice
        (late in the hand, when few cards are unseen) is solved once and counted each
        time it was drawn."""
        layouts = self._draw(state, viewer)
        weights = self._choice_weights(state, viewer, layouts)
        solved: dict[tuple[int, ...], np.ndarray] = {}
        self.decisions += 1
        sizes = [size for size in self.rules.stages if size < len(layouts)] + [len(layouts)]
        survivors = groups
        values = np.zeros((0, 52), dtype=np.int8)
        actual = values
        for size in sizes:
            if len(survivors) < len(groups) and 2 * len(survivors) <= len(groups):
                # the cards still in contention valued alone on the layouts not yet solved
                values = np.concatenate(
                    [values, self._solve_cards(state, layouts[len(values) : size], survivors)]
                )
            else:
                rows = self._solve(state, [tuple(state.hands), *layouts[:size]], solved)
                actual, values = rows[0], rows[1:]
            if size == len(layouts):
                break
            survivors = self._alternatives(
                self._ranked(state, values, survivors), weights[:size], 2 * self.rules.noise + 1
            )
            if len({int(actual[card]) for card in survivors}) == 1:
                return survivors, actual  # one choice, or ties that part nowhere on the deal
        return self._close(state, viewer, layouts, weights, values, survivors, actual), actual

    def _close(
        self,
        state: _State,
        viewer: int,
        layouts: list[tuple[int, ...]],
        weights: np.ndarray,
        values: np.ndarray,
        survivors: list[int],
        actual: np.ndarray,
    ) -> list[int]:
        """The normal alternatives among ``survivors`` (best first), valued on all the
        layouts; and, where the choice decides the result on the actual layout (the cards
        not far behind the best part there), the best few played out with the viewer's
        own later choices (:func:`~.playout.play_out`; ``PlayRules.playout_cards``,
        ``playout_guesses`` and ``playout_tricks``; off by default, see :class:`PlayRules`)
        instead of double dummy: the cure for strategy fusion."""
        ranked = self._ranked(state, values, survivors)
        rules = self.rules
        if rules.playout_guesses < 1 or rules.playout_tricks < 1 or rules.playout_cards < 2:
            return self._alternatives(ranked, weights)
        # the best few by their double-dummy values (a card that postpones a guess is
        # among them: the double-dummy values flatter it most)
        share = weights / weights.sum()
        cards = [
            card
            for card, _key in sorted(
                (
                    (card, (-float(share @ hit), -float(share @ tricks), _order(card)))
                    for card, hit, tricks in ranked
                ),
                key=lambda item: item[1],
            )[: rules.playout_cards]
        ]
        if len({int(actual[card]) for card in cards}) == 1:
            return self._alternatives(ranked, weights)
        chosen_by_viewer = {viewer, self.dummy} if viewer == self.declarer else {viewer}
        seen = state.hands[viewer] | (state.hands[self.dummy] if state.faced else 0)
        decision = Decision(
            self.trump,
            state.leader,
            tuple(state.trick),
            frozenset(chosen_by_viewer),
            seen,
            self._need(state),
            rules.playout_guesses,
            rules.playout_tricks,
        )
        found, boards = play_out(decision, layouts, weights, cards, self._solve_boards)
        self.boards += boards
        self.playouts += 1
        sampled = np.full((len(layouts), 52), -1, dtype=np.int64)
        sampled[:, cards] = found
        return self._alternatives(self._ranked(state, sampled, cards), weights)

    def _solve_boards(self, boards: Sequence[Board]) -> np.ndarray:
        """Every card's value on ``boards`` (sharing the trick's leader and cards)."""
        return self.solvers.card_values(boards)

    def _solve_cards(
        self, state: _State, layouts: list[tuple[int, ...]], cards: list[int]
    ) -> np.ndarray:
        """The values of ``cards`` alone (other columns -1) on each layout: each card put
        on the trick and the position after it solved for its value alone (one search
        a layout instead of one a distinct card).  A layout drawn twice is solved once."""
        distinct = list(dict.fromkeys(layouts))
        where = {hands: index for index, hands in enumerate(distinct)}
        seat = state.to_play
        own = seat % 2
        left = state.hands[seat].bit_count()  # tricks from the one in progress on
        out = np.full((len(distinct), 52), -1, dtype=np.int8)
        for card in cards:
            trick = (*state.trick, card)
            boards = []
            if len(trick) < 4:
                for hands in distinct:
                    after = list(hands)
                    after[seat] &= ~(1 << card)
                    boards.append(
                        Board(
                            (after[0], after[1], after[2], after[3]),
                            self.trump,
                            state.leader,
                            trick,
                        )
                    )
                # the next to play is an opponent: the mover's side takes the rest
                out[:, card] = left - self.solvers.position_values(boards)
                self.boards += len(boards)
                continue
            winner = (state.leader + _winning(list(trick), self.trump)) % 4
            won = int(winner % 2 == own)
            if left == 1:
                out[:, card] = won
                continue
            for hands in distinct:
                after = list(hands)
                after[seat] &= ~(1 << card)
                boards.append(Board((after[0], after[1], after[2], after[3]), self.trump, winner))
            found = self.solvers.position_values(boards).astype(np.int64)
            self.boards += len(boards)
            out[:, card] = won + (found if winner % 2 == own else left - 1 - found)
        return out[[where[hands] for hands in layouts]]

    def _solve(
        self,
        state: _State,
        layouts: list[tuple[int, ...]],
        solved: dict[tuple[int, ...], np.ndarray],
    ) -> np.ndarray:
        """Every card's value on each layout (rows in the order given), solving in one
        batch only the layouts not in ``solved`` (each once)."""
        missing = list(dict.fromkeys(hands for hands in layouts if hands not in solved))
        if missing:
            rows = self.solvers.card_values([self._board(state, hands) for hands in missing])
            self.boards += len(missing)
            for hands, row in zip(missing, rows, strict=True):
                solved[hands] = row
        return np.array([solved[hands] for hands in layouts])

    def _need(self, state: _State) -> int | None:
        """The tricks the side to play needs from the trick in progress on: declarer's
        side its contract, the defenders its defeat (None: no goal, tricks only)."""
        if self.goal is None:
            return None
        if state.to_play % 2 == self.side:
            return self.goal - state.won
        return self.left - self.goal + 1 - (state.tricks - state.won)  # the defence

    def _ranked(
        self, state: _State, sampled: np.ndarray, groups: list[int]
    ) -> list[tuple[int, np.ndarray, np.ndarray]]:
        """Each choice with its success (0/1) and tricks on each layout."""
        need = self._need(state)
        ranked = []
        for card in groups:
            column = sampled[:, card].astype(float)
            hit = np.ones(len(column)) if need is None else (column >= need).astype(float)
            ranked.append((card, hit, column))
        return ranked

    # ---- what the viewer sees ------------------------------------------------------------

    def _groups(self, state: _State, seat: int) -> list[int]:
        """The lowest card of each set of equals among ``seat``'s legal cards: cards of
        one suit in his hand with only played cards between them."""
        return equal_groups(state.hands, state.trick, seat)

    def _board(self, state: _State, hands: tuple[int, ...]) -> Board:
        return Board(
            (hands[0], hands[1], hands[2], hands[3]), self.trump, state.leader, tuple(state.trick)
        )

    def _choice_weights(
        self, state: _State, viewer: int, layouts: list[tuple[int, ...]]
    ) -> np.ndarray:
        """Each layout's weight: how likely the hidden hands, holding its cards, were to
        play the small cards they did (restricted choice among spots).  A player who
        holds several spots of a suit — cards below every card of it that ``viewer``
        sees (his own and dummy's, as at the start of that trick) — is taken to follow
        with any of them alike, so a layout on which he held ``k`` of them accounts for
        the one he played by ``1/k``.  The sampler draws layouts uniformly *given* the
        cards played, as if a player always played the very spot he did: without the
        weights, a defender who follows low to a two-way finesse makes the queen 4:3 with
        his partner (one card more to hold it); with them about even, as a player reads
        it.  Honours are not weighted (who holds a queen and jack is the director's
        reading, not the sampler's).  The plays counted are those of this single-dummy
        play (the position's earlier tricks are fixed in every layout alike)."""
        weights = np.ones(len(layouts))
        visible = {viewer, self.dummy} if state.faced else {viewer}
        if all(seat in visible for seat in state.seats):
            return weights
        seen = state.hands[viewer] | (state.hands[self.dummy] if state.faced else 0)
        count = len(state.cards)
        # the seen cards played from each card on, and those on the position's first trick
        suffix = [0] * (count + 1)
        for index in range(count - 1, -1, -1):
            card, seat = state.cards[index], state.seats[index]
            suffix[index] = suffix[index + 1] | ((1 << card) if seat in visible else 0)
        begun = len(self.start.trick)
        first = 0
        for offset, card in enumerate(self.start.trick):
            if (self.start.leader + offset) % 4 in visible:
                first |= 1 << card
        factors: list[tuple[int, int, int]] = []  # (seat, his cards from then on, class)
        since = [0, 0, 0, 0]
        for index in range(count - 1, -1, -1):
            card, seat = state.cards[index], state.seats[index]
            since[seat] |= 1 << card
            if seat in visible:
                continue
            opened = index - (begun + index) % 4  # the first card of its trick
            held = seen | suffix[max(opened, 0)] | (first if opened < 0 else 0)
            bits = (held >> (13 * (card // 13))) & _SUIT_MASK
            if bits & ((1 << (card % 13)) - 1):
                continue  # not a spot: a seen card lies below it
            high = card % 13 + 1
            while high < 13 and not bits >> high & 1:
                high += 1
            span = ((1 << high) - 1) << (13 * (card // 13))  # his spots of the suit
            factors.append((seat, since[seat], span))
        for row, hands in enumerate(layouts):
            weight = 1.0
            for seat, held_since, span in factors:
                weight /= ((hands[seat] | held_since) & span).bit_count()
            weights[row] = weight
        return weights

    def _draw(self, state: _State, viewer: int) -> list[tuple[int, ...]]:
        """``layouts`` layouts of the cards ``viewer`` cannot see, each consistent with
        the show-outs and the director's limits; drawn from the seed and the play."""
        visible = {viewer, self.dummy} if state.faced else {viewer}
        hidden = [seat for seat in range(4) if seat not in visible]
        pool_mask = 0
        for seat in hidden:
            pool_mask |= state.hands[seat]
        pool = [n for n in range(52) if pool_mask >> n & 1]
        sizes = [state.hands[seat].bit_count() for seat in hidden]
        # a limit the play has already broken (the cards a player has shown exceed it) no
        # longer describes his hand: the auction misled, and the viewer knows it
        limits = [self.limits.get(Player(seat)) for seat in hidden]
        limits = [
            None if limit is not None and _broken(limit, state.played[seat]) else limit
            for seat, limit in zip(hidden, limits, strict=True)
        ]
        entropy = [self.seed, *self._played_numbers(), 52, *state.cards]
        rng = np.random.Generator(np.random.PCG64(np.random.SeedSequence(entropy)))
        forced: list[list[int]] = [[] for _ in hidden]
        free: list[int] = []
        for card in pool:
            allowed = [i for i, seat in enumerate(hidden) if (seat, card // 13) not in state.voids]
            if not allowed:
                raise SimulationError(
                    "two hidden hands have both shown out of a suit in "
                    "which cards are still outstanding"
                )
            if len(allowed) == 1:
                forced[allowed[0]].append(card)
            else:
                free.append(card)
        rooms = [size - len(f) for size, f in zip(sizes, forced, strict=True)]
        if min(rooms) < 0:
            raise SimulationError(
                "a hidden hand would have to hold more cards than it has "
                "(its partners have shown out of their suits)"
            )
        free_array = np.array(free, dtype=np.int64)
        # antithetic pairs: with two hidden hands of one size, each layout is followed by
        # its mirror (the two hands exchanged) when that fits what the viewer knows, so a
        # choice symmetric between the hidden hands (a two-way finesse) is valued equally
        mirror = len(hidden) == 2 and sizes[0] == sizes[1]
        out: list[tuple[int, ...]] = []
        tries = 0
        budget = 2000 * self.layouts
        while len(out) < self.layouts:
            if tries >= budget:
                if all(limit is None for limit in limits):
                    raise SimulationError(
                        f"no layout fits what the play has shown at trick "
                        f"{self.first_trick + state.tricks}"
                    )
                limits = [None] * len(hidden)  # the limits cannot hold with the play: drop
                tries = 0
            tries += 1
            order = rng.permutation(free_array) if len(free) else free_array
            masks = []
            at = 0
            for index in range(len(hidden)):
                mask = 0
                for card in forced[index]:
                    mask |= 1 << card
                for card in order[at : at + rooms[index]]:
                    mask |= 1 << int(card)
                at += rooms[index]
                masks.append(mask)
            candidates = [masks]
            if mirror:
                candidates.append(masks[::-1])
            for held in candidates:
                if len(out) < self.layouts and self._fits(state, hidden, limits, held):
                    hands = list(state.hands)
                    for seat, mask in zip(hidden, held, strict=True):
                        hands[seat] = mask
                    out.append(tuple(hands))
        return out

    def _fits(
        self, state: _State, hidden: list[int], limits: list[HandLimits | None], held: list[int]
    ) -> bool:
        for seat, mask, limit in zip(hidden, held, limits, strict=True):
            if any(
                (seat, suit) in state.voids and mask >> (13 * suit) & _SUIT_MASK
                for suit in range(4)
            ):
                return False
            if limit is not None and not _within(limit, mask | state.played[seat]):
                return False
        return True

    def _played_numbers(self) -> list[int]:
        return [n for seat in range(4) for n in range(52) if self.start.played[seat] >> n & 1]


def _error(difference: np.ndarray, share: np.ndarray) -> float:
    """The standard error of the weighted mean of paired differences (``share``: the
    layouts' weights, adding to one; equal weights give the usual ``std / sqrt(n)``)."""
    n = len(difference)
    if n < 2:
        return 0.0
    mean = float(share @ difference)
    return float(np.sqrt((share * share) @ (difference - mean) ** 2 * n / (n - 1)))


def _broken(limit: HandLimits, played: int) -> bool:
    """The cards already played exceed the limit's highest points or a suit's length."""
    points = sum((4 - i) * (played & mask).bit_count() for i, mask in enumerate(_HONOURS))
    if points > limit.hcp[1]:
        return True
    return any(
        ((played >> (13 * int(suit))) & _SUIT_MASK).bit_count() > high
        for suit, (_low, high) in limit.lengths.items()
    )


def _within(limit: HandLimits, whole: int) -> bool:
    points = sum((4 - i) * (whole & mask).bit_count() for i, mask in enumerate(_HONOURS))
    low, high = limit.hcp
    if not low <= points <= high:
        return False
    for suit, (low, high) in limit.lengths.items():
        count = ((whole >> (13 * int(suit))) & _SUIT_MASK).bit_count()
        if not low <= count <= high:
            return False
    return True


def play_single_dummy(
    position: ClaimPosition,
    declarer: Player,
    *,
    goal: int | None = None,
    limits: Iterable[HandLimits] = (),
    layouts: int = DEFAULT_PLAY_LAYOUTS,
    seed: int = 1,
    dd_defence: bool = False,
    rules: PlayRules | None = None,
    dummy_faced: bool | None = None,
    jobs: int = 1,
) -> SingleDummyPlay:
    """Single-dummy play from ``position`` to the end, played on its actual cards.

    ``goal``: the tricks declarer's side needs from the position on (its contract; None
    to play for tricks only); ``limits``: what the auction says of the hands (a limit on
    a hand its viewer sees is not used for his own choices); ``dummy_faced``: whether
    dummy is on the table (by default once any card has been played, or the hands hold
    fewer than 13 cards); ``jobs``: processes sharing the large double-dummy batches (the
    answers do not depend on it).  A limit the play has broken is dropped from then on (the
    auction misled), as are limits no layout can meet with the play.  Raises
    ``SimulationError`` for bad counts or show-outs no layout fits."""
    if isinstance(layouts, bool) or not isinstance(layouts, int) or not 1 <= layouts <= 10_000:
        raise SimulationError(f"layouts must be 1 to 10000, not {layouts!r}")
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise SimulationError(f"the seed must be a whole number 0 or more, not {seed!r}")
    rules = rules or PlayRules()
    if dummy_faced is None:
        dummy_faced = bool(position.history or position.trick) or \
            position.tricks_left < 13  # fmt: skip
    with Solvers(jobs) as solvers:
        player = _Player(
            position,
            declarer,
            goal,
            limits,
            layouts,
            seed,
            dd_defence,
            rules,
            dummy_faced,
            solvers,
        )
        lines = player.run()
    return SingleDummyPlay(
        declarer,
        tuple(lines),
        layouts,
        seed,
        dd_defence,
        player.complete,
        player.decisions,
        player.boards,
    )
