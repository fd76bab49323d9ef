"""The practice rows a ruling cites: those of the rules that shaped its worst line.

A ruling used to cite every row the search knows (1, 4, 5, 8, 10, 12, 13, 15) whatever
happened.  A committee reads a citation as "this is why": so a row is cited only when
its rule took a card from the claimer's side somewhere along the worst normal line
(``engine.explain`` says which rule removed which cards at each of his turns): the rows
of :data:`~adjudicator.laws.claims.normal_rules.NORMAL_RULES` (the one table of the rules) — and
for the two rules that stand for several situations, the rows of the one it acted in:

* ``TOP_DOWN``: 4, 5 (each suit from the top); 8 too when it held back a trump;
* ``WIN_LAST``: fourth hand 12 (he carries on winning what his cards win); second or
  third 4, 5, 10 (a suit with masters from the top, no unstated finesse); partner
  winning 23 (he does not ruff or overtake his own winner).

The laws' own modules cite the rows of their findings (70C: 6, 7; 70E: 10; 70D: 2, 16,
17, 19; 12C3: 20).
"""

from __future__ import annotations

from endplay.types import Card, Denom, Player

from adjudicator.core.cards import same_side, trick_winner
from adjudicator.core.position import ClaimPosition
from adjudicator.engine import LineStep, Rule
from adjudicator.laws.claims.normal_rules import NORMAL_RULES


def line_rows(
    position: ClaimPosition, line: tuple[Card, ...], steps: tuple[LineStep, ...]
) -> list[int]:
    """The practice rows of the rules that took a card from the claimer's side along the
    worst normal line (``steps``: the line explained), in the order they acted."""
    rows: list[int] = []
    on_trick = _tricks_before(position, line)
    for step in steps:
        before = on_trick.get(step.card, ())
        for rule, cards in step.excluded.items():
            for row in _rows(rule, cards, step.seat, before, position):
                if row not in rows:
                    rows.append(row)
    return rows


def _rows(
    rule: Rule,
    cards: tuple[Card, ...],
    seat: Player,
    before: tuple[tuple[Player, Card], ...],
    position: ClaimPosition,
) -> tuple[int, ...]:
    trump = position.trump
    if rule is Rule.TOP_DOWN:
        return (4, 5, 8) if any(c.suit == trump for c in cards) else (4, 5)
    if rule is Rule.WIN_LAST:
        if before and same_side(_winning(before, trump), seat):
            return (23,)
        return (12,) if len(before) == 3 else (4, 5, 10)
    return NORMAL_RULES[rule].rows


def _winning(before: tuple[tuple[Player, Card], ...], trump: Denom) -> Player:
    """The seat winning a trick of these (seat, card) plays so far."""
    leader = before[0][0]
    return trick_winner(leader, [card for _, card in before], trump) if len(before) > 1 else leader


def _tricks_before(
    position: ClaimPosition, line: tuple[Card, ...]
) -> dict[Card, tuple[tuple[Player, Card], ...]]:
    """For each card of the line, the (seat, card) plays already on its trick."""
    before: dict[Card, tuple[tuple[Player, Card], ...]] = {}
    for trick in position.tricks_of(line):
        plays = tuple((trick.seat_of_card(i), card) for i, card in enumerate(trick.cards))
        for index, (_, card) in enumerate(plays):
            before[card] = plays[:index]
    return before
