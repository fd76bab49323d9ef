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

from endplay.types import Player

from adjudicator.position import ClaimPosition, same_side


def shown_out_mask(position: ClaimPosition) -> int:
    """The engine's 16-bit shown-out mask (bit ``4*seat + suit``) from the play before
    the claim and any show-out the director states."""
    mask = 0
    for seat, suit in position.shown_out:
        mask |= 1 << (4 * int(seat) + int(suit))
    return mask


def every_layout_known(claimer: Player) -> int:
    """A shown-out mask under which the claimer knows every suit's layout: one opponent
    marked out of all four suits.  The engine uses the mask only to decide which suits'
    layouts are known, so this yields "the claimer guesses every suit right"."""
    opponent = Player((claimer + 1) % 4)
    return 0xF << (4 * int(opponent))


def shown_out_suits(position: ClaimPosition, claimer: Player) -> list[str]:
    """The opponents' show-outs before the claim, in words (``W out of ♥``)."""
    from adjudicator.diagram import SYMBOLS

    return [
        f"{seat.abbr} out of {SYMBOLS[suit]}"
        for seat, suit in sorted(position.shown_out)
        if not same_side(seat, claimer)
    ]


def misguessed(position: ClaimPosition, claimer: Player, line: tuple) -> bool:
    """Does the line lose a trick to a *guess* — a finesse or a drop that went wrong?

    Knowing every layout also cures careless plays that no layout excuses (leading the 4
    from 754 into a singleton 6 loses wherever the 6 is), and those are Law 70A's, not
    70E's.  A trick is lost to a guess when the winning card ``w``, of the suit led, was
    played by an opponent X and:

    * finesse: in that trick the claimer's side played a lower card *before* X, while
      holding a card above ``w`` — it would have won had ``w`` been with the other
      opponent; or
    * drop: earlier, in a trick led in that suit, the claimer's side played a card above
      ``w`` from a hand that also held a card below ``w``, with an opponent still to play
      — so whether the lower card would have won depended on where ``w`` lay.  (Winning
      in fourth seat with the ace when the jack wins too is careless, not a guess.)
    """
    from adjudicator.diagram import line_tricks

    drops: list[tuple[int, int, frozenset[int]]] = []  # (suit, rank, lower ranks in hand)
    held = {
        c for seat in range(4) if same_side(Player(seat), claimer) for c in position.hands[seat]
    }
    for leader, cards, winner in line_tricks(position, line):
        if winner is not None and not same_side(winner, claimer):
            win_card = cards[(winner - leader) % 4]
            if win_card.suit == cards[0].suit:
                if _finessed(leader, cards, win_card, claimer, held):
                    return True
                if any(suit == win_card.suit and rank > win_card.rank
                       and any(low < win_card.rank for low in lower)
                       for suit, rank, lower in drops):
                    return True
        for index, card in enumerate(cards):
            seat = Player((leader + index) % 4)
            if same_side(seat, claimer) and card.suit == cards[0].suit and index < 3:
                lower = frozenset(
                    c.rank for c in position.hands[seat]
                    if c.suit == card.suit and c.rank < card.rank and c in held
                )
                drops.append((card.suit, card.rank, lower))
        held.difference_update(cards)
    return False


def _finessed(leader: Player, cards: tuple, win_card, claimer: Player, held: set) -> bool:
    winner_index = cards.index(win_card)
    for index, card in enumerate(cards[:winner_index]):
        seat = Player((leader + index) % 4)
        if not same_side(seat, claimer) or index == 0 or card.suit != win_card.suit:
            continue
        if any(c.suit == card.suit and c.rank > win_card.rank for c in held):
            return True
    return False
