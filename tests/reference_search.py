"""A plain-Python reference of the engine's search semantics (docs/restriction.md).

Written straight from the document, with none of the engine's speed techniques (no
equivalent cards, no bounds, no transposition table beyond memoisation of exact states),
so that the native engine can be checked against it on tiny endings (a few cards a hand).

Cards are numbered 13*suit + rank-2 (S=0 H=1 D=2 C=3), seats N=0 E=1 S=2 W=3, trump 4 is
no trump.  Values are the counted side's tricks from the trick in progress on.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

STATEMENT, DRAW_TRUMPS, TOP_DOWN, NO_LOSER_LEAD = 1, 2, 4, 8
WIN_LAST, RUFF_LOW, KEEP_MASTERS, KNOWN_LAYOUT, COUNTS_SPOTS = 16, 32, 64, 128, 256


@dataclass(frozen=True)
class RefPhase:
    lead: int
    play: int
    done: int
    done_left: int = 0
    out: int = 0


def suit(card: int) -> int:
    return card // 13


def rank(card: int) -> int:
    return card % 13 + 2


def beats(a: int, b: int, trump: int) -> bool:
    """Does card a, played after b, beat b (b winning so far)?"""
    if suit(a) == suit(b):
        return a > b
    return suit(a) == trump


def trick_winner_index(cards: tuple[int, ...], trump: int) -> int:
    best = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[best], trump):
            best = i
    return best


class Reference:
    """The game of docs/restriction.md on one position, solved by plain recursion."""

    def __init__(self, hands, trump, leader, trick, side, mode, rules=0, emin=10, shown=0,
                 phases=()):
        self.trump = trump
        self.side = side
        self.mode = mode
        self.rules = rules
        self.emin = emin
        self.phases = tuple(phases)
        self.start = (tuple(frozenset(h) for h in hands), leader, tuple(trick), shown)
        self._value = lru_cache(maxsize=None)(self._value_uncached)

    # ---- knowledge -----------------------------------------------------------------
    def _facts(self, hands, seat):
        mine = hands[seat]
        claim = hands[seat] | hands[(seat + 2) % 4]
        outst = hands[(seat + 1) % 4] | hands[(seat + 3) % 4]
        master = {c for c in claim if not any(suit(o) == suit(c) and o > c for o in outst)}
        evident = set()
        for c in master:
            if rank(c) >= self.emin:
                evident.add(c)
            elif self.rules & COUNTS_SPOTS and not any(suit(o) == suit(c) for o in outst):
                evident.add(c)
        suits_with_master = {suit(c) for c in master}
        partner = hands[(seat + 2) % 4]
        partner_ruffs = {
            s for s in range(4)
            if self.trump < 4 and s != self.trump
            and not any(suit(c) == s for c in partner)
            and any(suit(c) == self.trump for c in partner)
        }
        loser = {c for c in claim
                 if suit(c) not in suits_with_master and suit(c) not in partner_ruffs}
        return mine, claim, outst, master, evident, loser

    def _phase_finished(self, ph, claim, outst) -> bool:
        if sum(1 for c in claim if ph.done >> c & 1) <= ph.done_left:
            return True
        return bool(ph.out) and not any(ph.out >> c & 1 for c in outst)

    def _ruff_risk(self, trick, seat, shown, outst, led) -> bool:
        """The next opponent to play has shown out of the suit led and trumps are out."""
        if self.trump >= 4 or led == self.trump or len(trick) >= 3:
            return False
        if not any(suit(o) == self.trump for o in outst):
            return False
        return bool(shown >> (4 * ((seat + 1) % 4) + led) & 1)

    def _sure_winners(self, cur, mine, outst, master, evident, trick, seat, shown, wcard,
                         follow, led, trumps):
        beat = {c for c in cur if beats(c, wcard, self.trump)}
        if not follow:
            if self.trump < 4 and not any(suit(o) == self.trump for o in outst):
                return {c for c in beat if c in trumps}
            return set()
        if self._ruff_risk(trick, seat, shown, outst, led):
            return set()
        sure = {c for c in beat if c in evident and suit(c) == led}
        if sure and self.known(shown, led):
            return {c for c in beat if suit(c) == led}
        return sure

    def _partner_sure(self, outst, trick, seat, shown, wcard, led) -> bool:
        if self.trump < 4 and suit(wcard) == self.trump and led != self.trump:
            return not any(suit(o) == self.trump and o > wcard for o in outst)
        if suit(wcard) != led:
            return False
        if any(suit(o) == led and o > wcard for o in outst):
            return False
        evident = rank(wcard) >= self.emin or (
            self.rules & COUNTS_SPOTS and not any(suit(o) == led for o in outst)
        )
        return bool(evident) and not self._ruff_risk(trick, seat, shown, outst, led)

    def normal(self, hands, leader, trick, seat, legal, shown=0):
        """Filters 1-7 in order, each skipped when it would leave nothing."""
        if not self.rules:
            return legal
        mine, claim, outst, master, evident, loser = self._facts(hands, seat)
        lead = not trick
        led = suit(trick[0]) if trick else None
        follow = not lead and any(suit(c) == led for c in mine)
        trumps = {c for c in range(52) if suit(c) == self.trump}
        if trick:
            wi = trick_winner_index(trick, self.trump)
            wcard, wseat = trick[wi], (leader + wi) % 4
        cur = set(legal)

        def apply(new):
            nonlocal cur
            if new:
                cur = set(new)

        if self.rules & STATEMENT and self.phases:
            unfinished = [p for p in self.phases if not self._phase_finished(p, claim, outst)]
            if unfinished:
                ph = unfinished[0]
                if lead:
                    apply({c for c in cur if ph.lead >> c & 1})
                elif follow:
                    opp_winning = wseat % 2 != seat % 2
                    apply({c for c in cur if ph.play >> c & 1
                           and (not opp_winning or beats(c, wcard, self.trump))})
                else:
                    ruff = {c for c in cur if ph.play >> c & 1 and c in trumps}
                    if ruff:
                        cur = ruff
                    else:
                        keep = 0
                        for p in unfinished:
                            keep |= p.lead | p.play | p.done
                        apply({c for c in cur if not keep >> c & 1 and c not in evident})
        if self.rules & DRAW_TRUMPS and lead and outst & trumps:
            apply(cur & trumps)
        if self.rules & TOP_DOWN and lead:
            removed = set()
            for s in range(4):
                held = [c for c in mine if suit(c) == s]
                if any(c in evident for c in held):
                    top = max(held)
                    removed |= {c for c in held if c != top}
            apply(cur - removed)
        if self.rules & NO_LOSER_LEAD and lead and claim & evident:
            apply(cur - loser)
        if self.rules & WIN_LAST and len(trick) == 3 and wseat % 2 != seat % 2:
            apply({c for c in cur if beats(c, wcard, self.trump)})
        if self.rules & WIN_LAST and len(trick) in (1, 2) and (
            wseat % 2 != seat % 2
            or not self._partner_sure(outst, trick, seat, shown, wcard, led)
        ):
            apply(self._sure_winners(cur, mine, outst, master, evident, trick, seat, shown,
                                        wcard, follow, led, trumps))
        if (self.rules & WIN_LAST and trick and not follow and self.trump < 4
                and wseat != seat and wseat % 2 == seat % 2
                and self._partner_sure(outst, trick, seat, shown, wcard, led)):
            apply({c for c in cur if c not in trumps})
        if (self.rules & WIN_LAST and follow and wseat != seat and wseat % 2 == seat % 2
                and self._partner_sure(outst, trick, seat, shown, wcard, led)):
            under = {c for c in cur if not beats(c, wcard, self.trump)}
            apply({c for c in under if c not in evident} or under)
        ruffing = not lead and not follow and self.trump < 4 and led != self.trump
        if self.rules & RUFF_LOW and ruffing:
            winners = sorted(c for c in cur if c in trumps and beats(c, wcard, self.trump))
            if winners:
                cur = {c for c in cur if c not in trumps} | {winners[0]}
        if self.rules & KEEP_MASTERS and not lead and not follow and mine - master:
            apply({c for c in cur if not (c in evident and c not in trumps)})
        if self.rules & KEEP_MASTERS and not lead and not follow:
            partner = hands[(seat + 2) % 4]
            weak_suits = {suit(c) for c in partner if c not in master}
            apply({c for c in cur if not (c in evident and c in mine and suit(c) in weak_suits)})
        return frozenset(cur)

    def known(self, shown: int, s: int) -> bool:
        if not self.rules & KNOWN_LAYOUT:
            return False
        return any(shown >> (4 * seat + s) & 1 for seat in range(4) if seat % 2 != self.side)

    # ---- the game --------------------------------------------------------------------
    def moves(self, hands, leader, trick, shown=0):
        seat = (leader + len(trick)) % 4
        hand = hands[seat]
        legal = hand
        if trick:
            follow = frozenset(c for c in hand if suit(c) == suit(trick[0]))
            legal = follow or hand
        claimer = seat % 2 == self.side
        if claimer and self.mode != "dd":
            legal = self.normal(hands, leader, trick, seat, legal, shown)
        return seat, sorted(legal)

    def play(self, hands, leader, trick, shown, card):
        """(new state, 1 if the counted side won a trick completed by this card)."""
        seat = (leader + len(trick)) % 4
        if trick and suit(card) != suit(trick[0]):
            shown |= 1 << (4 * seat + suit(trick[0]))
        hands = tuple(h - {card} if i == seat else h for i, h in enumerate(hands))
        trick = trick + (card,)
        if len(trick) < 4:
            return (hands, leader, trick, shown), 0
        winner = (leader + trick_winner_index(trick, self.trump)) % 4
        return (hands, winner, (), shown), int(winner % 2 == self.side)

    def _value_uncached(self, state):
        hands, leader, trick, shown = state
        seat = (leader + len(trick)) % 4
        if not hands[seat]:
            return frozenset({0}) if self.mode == "outcomes" else 0
        seat, cards = self.moves(hands, leader, trick, shown)
        children = []
        for card in cards:
            child, won = self.play(hands, leader, trick, shown, card)
            v = self._value(child)
            children.append((card, {x + won for x in v} if self.mode == "outcomes" else v + won))
        claimer = seat % 2 == self.side
        if self.mode == "outcomes":
            if claimer:
                return frozenset().union(*(v for _, v in children))
            result = set(children[0][1])
            for _, v in children[1:]:
                result = {min(a, b) for a in result for b in v}
            return frozenset(result)
        values = [v for _, v in children]
        if not claimer:
            return min(values)
        if self.mode in ("dd", "best"):
            return max(values)
        groups: dict[int, list[int]] = {}
        for card, v in children:
            groups.setdefault(suit(card), []).append(v)
        if self.trumps_spent(hands, seat) and self.trump in groups:
            # practice row 9: with no trump out, a trump play is the claimer's free choice
            free = max(groups.pop(self.trump))
            if not groups:
                return free
            rest = min(max(vs) if self.known(shown, s) else min(vs) for s, vs in groups.items())
            return max(free, rest)
        return min(max(vs) if self.known(shown, s) else min(vs) for s, vs in groups.items())

    def trumps_spent(self, hands, seat) -> bool:
        if self.trump >= 4 or not self.rules & KNOWN_LAYOUT:
            return False
        outst = hands[(seat + 1) % 4] | hands[(seat + 3) % 4]
        return not any(suit(o) == self.trump for o in outst)

    def value(self):
        return self._value(self.start)

    def line_value(self, line) -> int:
        """Counted-side tricks along a complete line of play (for checking witnesses)."""
        hands, leader, trick, shown = self.start
        state, total = self.start, 0
        for card in line:
            state, won = self.play(*state, card)
            total += won
        del hands, leader, trick, shown
        return total

    def line_is_legal_normal(self, line) -> bool:
        """Every card of the line is legal, and normal for the claimer's side."""
        state = self.start
        for card in line:
            _, cards = self.moves(*state)
            if card not in cards:
                return False
            state, _ = self.play(*state, card)
        hands, leader, trick, _ = state
        return not any(hands) and not trick
