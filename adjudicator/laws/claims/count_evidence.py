"""The claim count as evidence of what the claimer saw (practice rows 11 and 22).

    Row 22 (Rainsford, blml 2012; West-Meads, blml 2006): where it is not a doubtful point
    that the claimer knows a card is good, he is not made to lead losers before cashing
    it, throw it, or strand it.  The number of tricks claimed is evidence of which cards
    he counted.

    Row 11 (WB 8.70): a claimer unaware of an outstanding winner: if a trick could be
    lost by playing or discarding one suit rather than another, it goes to the opponents.

Two readings of the count, each a part of the engine's restriction:

* **Counted masters.**  A class of player is credited with seeing only its *evident*
  masters (high cards; spots once the suit is counted out).  When the tricks claimed
  exceed what those evident winners and the trumps can give, the claim can only be
  reached by counting the other masters too — spot masters, long cards — so the claimer
  knew they were winners: in those suits every master is evident to him
  (``Restriction.counted_min_rank``).  He then neither throws them while holding a loser,
  nor leads a loser while holding them, nor ducks them.
* **An unseen honour** (row 11, the other direction).  A claimer who claims every
  remaining trick while an opponent holds the one card above his honours in a side suit
  has not seen it: he takes his cards there for winners and may lead the suit early
  (``Restriction.unseen_suits``), though his count needs an order that avoids it.
"""

from __future__ import annotations

from endplay.types import Card, Denom, Player

from adjudicator.core.cards import SUITS, opponents, same_side, seat_after
from adjudicator.core.position import ClaimPosition
from adjudicator.laws.rulesets import EVIDENCE, Evidence, PlayerClass

#: The lowest honour (the jack) a claimer may take for a winner in a suit whose higher
#: honour he never saw (row 11).
LOWEST_HONOUR = 11

#: What the count is read against: the winners a club player sees (high cards; spots once
#: the suit is counted out).
COUNT_BASELINE = EVIDENCE[PlayerClass.CLUB]


def _cards(position: ClaimPosition, seat: Player, suit: Denom) -> list[Card]:
    return [card for card in position.hands[seat] if card.suit == suit]


def _rank(card: Card) -> int:
    """Rank 2..14 (ace = 14)."""
    return int(card.rank).bit_length() - 1


def _masters(position: ClaimPosition, claimer: Player, suit: Denom) -> list[Card]:
    """The claimer's side's cards of a suit above every card an opponent holds."""
    outstanding = [_rank(c) for seat in opponents(claimer) for c in _cards(position, seat, suit)]
    top = max(outstanding, default=0)
    return [
        c
        for seat in (claimer, seat_after(claimer, 2))
        for c in _cards(position, seat, suit)
        if _rank(c) > top
    ]


def _evident(
    position: ClaimPosition, claimer: Player, suit: Denom, evidence: Evidence, masters: list[Card]
) -> list[Card]:
    """The masters a player of this class cannot miss (docs/restriction.md)."""
    counted_out = not any(_cards(position, seat, suit) for seat in opponents(claimer))
    if evidence.counts_spots and counted_out:
        return masters
    return [c for c in masters if _rank(c) >= evidence.min_rank]


def visible_tricks(position: ClaimPosition, claimer: Player, evidence: Evidence) -> int:
    """The tricks a claimer of this class can count without counting spot masters: per
    side suit, his evident masters up to the longer hand's length; every trump when the
    opponents hold none (each can score by ruffing), else his evident trump masters; one
    more for a trick in progress his side is winning with a master."""
    partner = seat_after(claimer, 2)
    total = 0
    for suit in SUITS:
        masters = _masters(position, claimer, suit)
        longer = max(len(_cards(position, claimer, suit)), len(_cards(position, partner, suit)))
        evident = _evident(position, claimer, suit, evidence, masters)
        if suit == position.trump and not any(
            _cards(position, seat, suit) for seat in opponents(claimer)
        ):
            total += len(_cards(position, claimer, suit)) + len(_cards(position, partner, suit))
        else:
            total += min(len(evident), longer)
    return min(total + _trick_in_progress(position, claimer), position.tricks_left)


def _trick_in_progress(position: ClaimPosition, claimer: Player) -> int:
    """1 when the claimer's side is winning the trick in progress with a card no
    outstanding card of its suit (or trump) beats."""
    if not position.trick:
        return 0
    winner_index = 0
    for index, card in enumerate(position.trick[1:], start=1):
        best = position.trick[winner_index]
        if (card.suit == best.suit and card.rank > best.rank) or (
            card.suit == position.trump and best.suit != position.trump
        ):
            winner_index = index
    if not same_side(seat_after(position.leader, winner_index), claimer):
        return 0
    card = position.trick[winner_index]
    higher = any(
        c.suit == card.suit
        and c.rank > card.rank
        or (c.suit == position.trump and card.suit != position.trump)
        for seat in opponents(claimer)
        for c in position.hands[seat]
    )
    return 0 if higher else 1


def counted_ranks(
    position: ClaimPosition,
    claimer: Player,
    claimed: int,
    evidence: Evidence = COUNT_BASELINE,
    *,
    counts_spots: bool = True,
) -> tuple[int, int, int, int]:
    """Per suit (S, H, D, C): the lowest master the count shows the claimer counted, or 0
    where the evident masters suffice (``Restriction.counted_min_rank``).

    The count is read against one baseline for every class: that a claim can only be
    reached by counting a card does not depend on who made it, and a class that sees less
    must not be credited with more (ruling quality monotone in class, issue 16).
    ``counts_spots``: the class counts spot cards, so the spot masters of the hand on
    lead are among the cards he counted as he claimed (:func:`_on_lead_ranks`)."""
    on_lead = _on_lead_ranks(position, claimer) if counts_spots else (0, 0, 0, 0)
    if claimed <= visible_tricks(position, claimer, evidence):
        return on_lead
    ranks = []
    for suit, in_view in zip(SUITS, on_lead, strict=True):
        masters = _masters(position, claimer, suit)
        hidden = [
            c for c in masters if c not in _evident(position, claimer, suit, evidence, masters)
        ]
        ranks.append(min((_rank(c) for c in hidden), default=in_view))
    return tuple(ranks)  # type: ignore[return-value]


def _on_lead_ranks(position: ClaimPosition, claimer: Player) -> tuple[int, int, int, int]:
    """Per suit: the lowest card of a suit no opponent holds in the claimer's side's hand
    on lead at the claim, when it holds two or more of it, or 0.  Those are the cards he
    is looking at as he claims: he counted them (rows 13, 22 — the Wronie pairs, board
    15, judged-claims-2.json: dummy on lead with two master spades, "leading away from
    the master spades first is not a normal order for the hand on lead"), while spot
    masters in a hand he reaches later are long cards a club player may not have counted
    (row 15; judged-claims.json, Wronie board 15 and the pairs' board 15 of file
    28189943)."""
    if position.trick or not same_side(position.leader, claimer):
        return (0, 0, 0, 0)
    ranks = []
    for suit in SUITS:
        held = _cards(position, position.leader, suit)
        out = any(_cards(position, seat, suit) for seat in opponents(claimer))
        ranks.append(min(_rank(c) for c in held) if len(held) >= 2 and not out else 0)
    return tuple(ranks)  # type: ignore[return-value]


def unseen_suits(position: ClaimPosition, claimer: Player, claimed: int) -> frozenset[Denom]:
    """The side suits whose one outstanding card above the claimer's honours he never
    saw: he claims every remaining trick, the suit has not been led in the whole play
    before the claim (he has not watched it go round), his side's top card there is an
    honour, and a single card of an opponent outranks it (row 11)."""
    whole_play = len(position.history) + position.tricks_left == 13
    if claimed < position.tricks_left or not whole_play:
        return frozenset()
    led = {trick.cards[0].suit for trick in position.history}
    if position.trick:
        led.add(position.trick[0].suit)
    partner = seat_after(claimer, 2)
    unseen = set()
    for suit in SUITS:
        if suit == position.trump or suit in led:
            continue
        ours = [_rank(c) for seat in (claimer, partner) for c in _cards(position, seat, suit)]
        if not ours or max(ours) < LOWEST_HONOUR:
            continue
        above = [
            c
            for seat in opponents(claimer)
            for c in _cards(position, seat, suit)
            if _rank(c) > max(ours)
        ]
        if len(above) == 1:
            unseen.add(suit)
    return frozenset(unseen)
