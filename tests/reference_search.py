"""A plain-Python reference of the engine's search semantics (docs/restriction.md).

Written straight from the document, with none of the engine's speed techniques (no
equivalent cards, no bounds, no transposition table beyond memoisation of exact states),
so that the native engine can be checked against it on tiny endings (a few cards a hand).

Cards are numbered 13*suit + rank-2 (S=0 H=1 D=2 C=3), seats N=0 E=1 S=2 W=3, trump 4 is
no trump.  Values are the counted side's tricks from the trick in progress on.  A state is
(hands, leader, trick, shown-out mask, careless deviations made).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache, lru_cache

STATEMENT, DRAW_TRUMPS, TOP_DOWN, NO_LOSER_LEAD = 1, 2, 4, 8
WIN_LAST, RUFF_LOW, KEEP_MASTERS, KNOWN_LAYOUT, COUNTS_SPOTS = 16, 32, 64, 128, 256
CHEAP_WIN, SURE_RUFF, SAFETY_RUFF, UNBLOCK, ALERT, SLIPS = 512, 1024, 2048, 4096, 8192, 16384
NO_STRAND, SEQUENCE, RESERVE_RUFFS, SHOWN_TRUMPS = 65536, 131072, 262144, 524288
SHORT_FIRST, LONE_WINNERS, BOTTOM_DISCARD = 1048576, 2097152, 4194304
SUIT_RUN = 8388608
RUN_ROUND = 32  # suit_run's value of a round won (a crashed master costs one)


@cache
def _suit_run(a: frozenset, la: int, b: frozenset, lb: int) -> int:
    """Most rounds of one suit the side wins in a row (the engine's suit_run): a, b the
    ranks of the evident masters of the hand to lead and of partner, la, lb their other
    cards; the higher card of a round leads the next; a lost round or a void leader ends
    the run.  Runs equally long: fewer crashes (both hands playing a master on one round)
    are better; the value is RUN_ROUND a round won, less one a crash."""
    na, nb = len(a) + la, len(b) + lb
    if not na or not (a | b):
        return 0
    best = 0
    for x in ([None] if la else []) + sorted(a):
        for y in (([None] if lb else []) + sorted(b)) if nb else ["void"]:
            xm, ym = x is not None, y not in (None, "void")
            if not xm and not ym:
                continue
            a2, la2 = (a - {x}, la) if xm else (a, la - 1)
            b2, lb2 = (b - {y}, lb) if ym else (b, lb - 1 if y is None else lb)
            won = RUN_ROUND - (xm and ym)
            if xm and (not ym or x > y):
                best = max(best, won + _suit_run(a2, la2, b2, lb2))
            else:
                best = max(best, won + _suit_run(b2, lb2, a2, la2))
    return best


@dataclass(frozen=True)
class RefPhase:
    lead: int
    play: int
    done: int
    done_left: int = 0
    out: int = 0
    discard: int = 0  # named discards: thrown when void (issue 28)
    discard_left: int = 0
    cond_suit: int = 0  # a line stated for a layout: skipped once the play rules it out
    cond_left: int = 0
    place: int = 0  # a line stated for where cards lie: binds once the claimer knows it holds
    place_seat: int = 0
    place_negated: int = 0
    place_reveal: int = 0


@dataclass(frozen=True)
class RefModel:
    """The normal-play model's fields: per-suit counted ranks (0 = none), the suits whose
    outstanding honour the claimer never saw, the careless budget, struck points
    ((trick, seat, card), trick 1 = the one in progress), the opponent he sees (dummy to a
    defender who claims)."""

    counted: tuple[int, int, int, int] = (0, 0, 0, 0)
    unseen: int = 0
    budget: int = 0
    points: tuple[tuple[int, int, int], ...] = field(default=())
    visible: int = -1  # an opponent whose cards the claimer sees, or -1


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

    def __init__(
        self,
        hands,
        trump,
        leader,
        trick,
        side,
        mode,
        rules=0,
        emin=10,
        shown=0,
        phases=(),
        model: RefModel | None = None,
    ):
        self.trump = trump
        self.side = side
        self.mode = mode
        self.rules = rules
        self.emin = emin
        self.phases = tuple(phases)
        self.model = model or RefModel()
        hands = tuple(frozenset(h) for h in hands)
        self.start = (hands, leader, tuple(trick), shown, 0)
        self.tricks0 = len(hands[leader]) + (1 if trick else 0)
        self.hands0 = hands
        opponents = hands[(side + 1) % 4] | hands[(side + 3) % 4]
        self.opp_trumps0 = frozenset(c for c in opponents if suit(c) == trump)
        # row 11's overlooked honour per unseen suit: the opponents' top card of it at the
        # claim; the suit is unseen only while it is out (issue 27 J)
        self.unseen_cards = frozenset(
            max(c for c in opponents if suit(c) == s)
            for s in range(4)
            if self.model.unseen >> s & 1 and any(suit(c) == s for c in opponents)
        )
        self._value = lru_cache(maxsize=None)(self._value_uncached)
        # the runs of the claimer's plan (NO_STRAND): (seat, suit) where that hand held two
        # or more evident masters, one at an evident rank, of a suit partner was shorter
        # in, at the claim
        self.plan_runs = set()
        for seat in (side, side + 2):
            opp = hands[(seat + 1) % 4] | hands[(seat + 3) % 4]
            for s in range(4):
                counted_out = not any(suit(o) == s for o in opp)
                run = [
                    c
                    for c in hands[seat]
                    if suit(c) == s
                    and not any(suit(o) == s and o > c for o in opp)
                    and (rank(c) >= self._evident_rank(s) or (rules & COUNTS_SPOTS and counted_out))
                ]
                mine = sum(1 for c in hands[seat] if suit(c) == s)
                theirs = sum(1 for c in hands[(seat + 2) % 4] if suit(c) == s)
                if (
                    len(run) >= (1 if rules & LONE_WINNERS else 2)
                    and mine > theirs
                    and any(rank(c) >= self._evident_rank(s) for c in run)
                ):
                    self.plan_runs.add((seat, s))

    # ---- knowledge -----------------------------------------------------------------
    def _evident_rank(self, s: int) -> int:
        counted = self.model.counted[s]
        return counted if 2 <= counted < self.emin else self.emin

    def _facts(self, hands, seat):
        mine = hands[seat]
        claim = hands[seat] | hands[(seat + 2) % 4]
        outst = hands[(seat + 1) % 4] | hands[(seat + 3) % 4]
        master = {c for c in claim if not any(suit(o) == suit(c) and o > c for o in outst)}
        evident = set()
        for c in master:
            if rank(c) >= self._evident_rank(suit(c)):
                evident.add(c)
            elif self.rules & COUNTS_SPOTS and not any(suit(o) == suit(c) for o in outst):
                evident.add(c)
        partner = hands[(seat + 2) % 4]
        partner_masters = {suit(c) for c in master if c in partner}
        partner_ruffs = {
            s
            for s in range(4)
            if self.trump < 4
            and s != self.trump
            and not any(suit(c) == s for c in partner)
            and any(suit(c) == self.trump for c in partner)
        }
        loser = {
            c
            for c in mine
            if c not in master
            and suit(c) not in partner_masters
            and suit(c) not in partner_ruffs
            and not (
                self.model.unseen >> suit(c) & 1
                and any(o in self.unseen_cards and suit(o) == suit(c) for o in outst)
            )
        }
        return mine, claim, outst, master, evident, loser

    def _way_back(self, hands, seat, evident, outst, skip, gone=frozenset()) -> bool:
        """Can partner lead back to seat's hand for sure (no card of suit skip), without
        the cards gone: to an evident master of seat's above all of partner's cards?"""
        partner = [c for c in hands[(seat + 2) % 4] if c not in gone]
        mine = [c for c in hands[seat] if c not in gone]
        theirs = [o for o in outst if suit(o) == self.trump]
        ruff_in = self.trump < 4 and any(  # no trump against them, or one above theirs
            suit(c) == self.trump and (not theirs or c > max(theirs)) for c in mine
        )
        for s in range(4):
            part = [c for c in partner if suit(c) == s]
            if s == skip or not part:
                continue
            held = [c for c in mine if suit(c) == s]
            if held:
                if max(held) in evident and max(held) > max(part):
                    return True
            elif ruff_in and s != self.trump:
                return True
        return False

    def _strandable(self, hands, seat, master, evident, outst, skip) -> set[int]:
        """The seat's evident masters of suits partner holds none of, when partner has no
        sure way back (a lead giving up the lead would strand them)."""
        partner = hands[(seat + 2) % 4]
        out = set()
        for s in range(4):
            if (seat, s) in self.plan_runs and s != skip and not any(suit(p) == s for p in partner):
                out |= {c for c in hands[seat] if c in evident and suit(c) == s}
        if out and self._way_back(hands, seat, evident, outst, skip):
            return set()
        return out

    @staticmethod
    def _sequence_cover(hands, trick, seat, beat, outst, led) -> set[int]:
        """An expert's cover from a sequence of honours (SEQUENCE): {card} or empty."""
        mine = sorted((c for c in hands[seat] if suit(c) == led), reverse=True)
        out_led = {o for o in outst if suit(o) == led}
        if not mine or not out_led:
            return set()
        top = mine[0]
        seq = []
        for c in mine:
            if any(c < o < top for o in out_led):
                break
            seq.append(c)
        seq = [c for c in seq if rank(c) >= 10]
        above_top = sum(1 for o in out_led if o > top)
        if len(seq) < 2 or above_top == 0 or above_top >= len(seq):
            return set()
        if len(trick) == 1 and any(suit(p) == led and p > top for p in hands[(seat + 2) % 4]):
            return set()
        cover = [c for c in seq if c in beat]
        return {min(cover)} if cover else set()

    def _cutting(self, hands, seat, master, evident, outst, cur) -> set[int]:
        """The cards of cur (seat's, partner winning the trick) that cut partner's way back
        to seat's run of a suit partner holds none of, or only cards above seat's."""
        partner, mine = hands[(seat + 2) % 4], hands[seat]
        run = set()
        for s in range(4):
            ms = [c for c in mine if suit(c) == s]
            ps = [c for c in partner if suit(c) == s]
            if (seat, s) in self.plan_runs and ms and (not ps or min(ps) > max(ms)):
                run |= {c for c in ms if c in evident}
        if not run or not self._way_back(hands, seat, evident, outst, -1):
            return set()
        return {
            c
            for c in cur - run
            if not self._way_back(hands, seat, evident, outst, -1, frozenset({c}))
        }

    @staticmethod
    def _runs_alone(hands, trick, seat, s, leader) -> bool:
        """Partner's holding of suit s with the card he led runs alone: as many cards
        above every opponent's card of s as the longer opponent holds."""
        o1 = [c for c in hands[(seat + 1) % 4] if suit(c) == s]
        o2 = [c for c in hands[(seat + 3) % 4] if suit(c) == s]
        ps = [c for c in hands[(seat + 2) % 4] if suit(c) == s]
        if trick and suit(trick[0]) == s and leader == (seat + 2) % 4:
            ps.append(trick[0])
        top = max(o1 + o2, default=-1)
        return sum(1 for c in ps if c > top) >= max(len(o1), len(o2))

    def _short_first_leads(self, hands, seat, master, outst, cur) -> set[int]:
        """SHORT_FIRST at a lead: the short hand does not leave while its masters, all
        above partner's run of the plan, block it; then the long hand leads low to
        partner's shorter master holding above it (the block first: USBF 2010 board 51)."""
        partner, mine, pa = hands[(seat + 2) % 4], hands[seat], (seat + 2) % 4
        block = set()
        for s in range(4):
            ms = [c for c in mine if suit(c) == s]
            ps = [c for c in partner if suit(c) == s]
            if (
                s == self.trump
                or not ms
                or not ps
                or (pa, s) not in self.plan_runs
                or len(ms) >= len(ps)
            ):
                continue
            if min(ms) <= max(ps) or any(c not in master for c in ms):
                continue
            block |= set(ms)
        kept = cur
        if block:
            kept = kept & (self._cashing_leads(hands, seat, master) | block) or kept
        unblock, higher = set(), set()
        for s in range(4):
            ms = [c for c in mine if suit(c) == s]
            ps = [c for c in partner if suit(c) == s]
            if s == self.trump or not ms or not ps or len(ps) >= len(ms):
                continue
            above = [p for p in ps if p > max(ms)]
            if above and all(p in master for p in above):
                unblock.add(min(ms))
                higher |= set(ms) - {min(ms)}
        if self.trump < 4 and any(suit(o) == self.trump for o in outst):
            return kept - higher or kept  # a trump out: drawn first, the suit led low
        return kept & unblock or kept

    @staticmethod
    def _cashing_leads(hands, seat, master) -> set[int]:
        """The seat's masters above all of partner's cards of their suit."""
        partner = hands[(seat + 2) % 4]
        return {
            c
            for c in hands[seat]
            if c in master and not any(suit(p) == suit(c) and p > c for p in partner)
        }

    @staticmethod
    def _honour(card: int) -> bool:
        return rank(card) >= 10  # ten to ace, for every class

    def _phase_finished(self, ph, claim, outst) -> bool:
        if sum(1 for c in claim if ph.done >> c & 1) <= ph.done_left:
            return True
        if ph.discard and sum(1 for c in claim if ph.discard >> c & 1) <= ph.discard_left:
            return True
        return bool(ph.out) and not any(ph.out >> c & 1 for c in outst)

    def _ruled_out(self, ph, hands, shown) -> bool:
        """The play has shown the claimer no layout the phase's condition names: of the
        suit's cards the opponents held at the claim each has played some, one who showed
        out holds no more, a visible one's he always knew (issue 28)."""
        if not ph.cond_left:
            return False
        s, o1, o2 = ph.cond_suit, (self.side + 1) % 4, (self.side + 3) % 4

        def length(hand) -> int:
            return sum(1 for c in hand if suit(c) == s)

        n1, n2 = length(self.hands0[o1]), length(self.hands0[o2])
        k1, k2 = n1 - length(hands[o1]), n2 - length(hands[o2])
        possible = set(range(k1, n1 + n2 - k2 + 1))
        if o1 == self.model.visible:
            possible &= {n1}
        elif shown >> (4 * o1 + s) & 1:
            possible &= {k1}
        if o2 == self.model.visible:
            possible &= {n1}
        elif shown >> (4 * o2 + s) & 1:
            possible &= {n1 + n2 - k2}
        return not any(ph.cond_left >> length & 1 for length in possible)

    def _place_seen(self, ph, hands, trick, shown) -> bool | None:
        """Where the cards of a line stated for their place lie, as the claimer has seen
        it: True its condition holds, False it does not, None not known yet.  A card's
        place is known once it is played (by its holder at the claim), either opponent
        shows out of its suit, or an opponent is visible; a card not the opponents' at the
        claim lies with neither.  A stated finesse's cards all played to a finished trick,
        with no card of the place seen elsewhere, read as held (issue 28)."""
        seat, other = ph.place_seat, (ph.place_seat + 2) % 4
        unknown = False
        for card in (c for c in range(52) if ph.place >> c & 1):
            s = suit(card)
            holder = (
                seat if card in self.hands0[seat] else other if card in self.hands0[other] else None
            )
            if holder is None:
                return bool(ph.place_negated)
            known = (
                self.model.visible in (seat, other)
                or card not in hands[holder]
                or bool(shown >> (4 * seat + s) & 1)
                or bool(shown >> (4 * other + s) & 1)
            )
            if known and holder == other:
                return bool(ph.place_negated)
            unknown = unknown or not known
        if unknown:
            if not ph.place_reveal:
                return None
            held = set().union(*hands) | set(trick)
            if any(ph.place_reveal >> c & 1 for c in held):
                return None
        return not ph.place_negated

    def _ruff_risk(self, trick, seat, shown, outst, led) -> bool:
        """The next opponent to play has shown out of the suit led and trumps are out."""
        if self.trump >= 4 or led == self.trump or len(trick) >= 3:
            return False
        if not any(suit(o) == self.trump for o in outst):
            return False
        return bool(shown >> (4 * ((seat + 1) % 4) + led) & 1)

    def _later_opponent_beats(self, hands, leader, trick, seat, card) -> bool:
        """Can an opponent still to play to this trick beat card with his real cards?"""
        led = suit(trick[0]) if trick else suit(card)
        for k in range(len(trick) + 1, 4):
            o = (leader + k) % 4
            if o % 2 == seat % 2:
                continue
            follow = [c for c in hands[o] if suit(c) == led]
            if follow:
                if suit(card) == led and any(c > card for c in follow):
                    return True
            elif any(suit(c) == self.trump for c in hands[o]):
                if suit(card) != self.trump or any(
                    suit(c) == self.trump and c > card for c in hands[o]
                ):
                    return True
        return False

    def _opponent_beats(self, hand, led, card) -> bool:
        follow = [c for c in hand if suit(c) == led]
        if follow:
            return suit(card) == led and any(c > card for c in follow)
        trumps = [c for c in hand if suit(c) == self.trump]
        return bool(trumps) and (suit(card) != self.trump or any(c > card for c in trumps))

    def _view_beats(self, hands, leader, trick, seat, shown, outst, card) -> bool:
        """Can an opponent still to play beat card, as far as the claimer can see?"""
        led = suit(trick[0]) if trick else suit(card)
        vis = self.model.visible
        hidden = set(outst) - (set(hands[vis]) if vis >= 0 else set())
        follow = [c for c in hidden if suit(c) == led]
        trumps = [c for c in hidden if suit(c) == self.trump]
        if not self._draws_trumps(
            frozenset(outst), {c for c in range(52) if suit(c) == self.trump}
        ):
            trumps = []  # unaware of the trumps out (70C), he fears no ruff until alerted
        for k in range(len(trick) + 1, 4):
            o = (leader + k) % 4
            if o % 2 == seat % 2:
                continue
            if o == vis:
                if self._opponent_beats(hands[o], led, card):
                    return True
                continue
            if not (shown >> (4 * o + led) & 1) and follow:
                if suit(card) == led and any(c > card for c in follow):
                    return True
            elif led != self.trump and trumps and not shown >> (4 * o + self.trump) & 1:
                if suit(card) != self.trump or any(c > card for c in trumps):
                    return True
        return False

    def _evident_winners(self, cur, outst, evident, trick, seat, shown, wcard, follow, led, trumps):
        """Before issue 16: second/third hand plays an evident master that beats."""
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

    def _partner_sure(self, hands, leader, outst, trick, seat, shown, wcard, led) -> bool:
        if self.rules & CHEAP_WIN:
            return not self._view_beats(hands, leader, trick, seat, shown, outst, wcard)
        if self.trump < 4 and suit(wcard) == self.trump and led != self.trump:
            return not any(suit(o) == self.trump and o > wcard for o in outst)
        if suit(wcard) != led:
            return False
        if any(suit(o) == led and o > wcard for o in outst):
            return False
        evident = rank(wcard) >= self._evident_rank(led) or (
            self.rules & COUNTS_SPOTS and not any(suit(o) == led for o in outst)
        )
        return bool(evident) and not self._ruff_risk(trick, seat, shown, outst, led)

    def _sure_no_finesse(self, hands, leader, trick, seat, beat, mine, outst, shown, led):
        sure = {c for c in beat if not self._later_opponent_beats(hands, leader, trick, seat, c)}
        if not sure or self.known(shown, led) or len(trick) == 3:
            return sure
        vis = self.model.visible  # a card in view is no finesse's card (70E; issue 27 F)
        hidden = set(outst) - (set(hands[vis]) if vis >= 0 else set())
        out = set()
        for c in sure:
            higher = [h for h in mine if suit(h) == led and h > c]
            top = max(higher) if higher else None
            if top is None or not any(suit(o) == led and c < o < top for o in hidden):
                out.add(c)
        return out

    def _trick_otherwise_lost(self, hands, leader, trick, seat, wcard, wseat, led) -> bool:
        if wseat % 2 == seat % 2:
            return self._later_opponent_beats(hands, leader, trick, seat, wcard)
        if len(trick) != 1:
            return True
        # partner plays fourth: his best card must beat the card winning now and
        # whatever the third hand (an opponent, between them) can play
        partner = hands[(seat + 2) % 4]
        follow = [c for c in partner if suit(c) == led]
        trumps = [c for c in partner if suit(c) == self.trump]
        if follow:
            best = max(follow)
            if not (suit(wcard) == led and best > wcard):
                return True
        elif trumps:
            best = max(trumps)
            if suit(wcard) == self.trump and best < wcard:
                return True
        else:
            return True
        return self._opponent_beats(hands[(seat + 1) % 4], led, best)

    def _draws_trumps(self, outst, trumps) -> bool:
        out = frozenset(outst & trumps)
        if not out:
            return False
        if self.rules & DRAW_TRUMPS:
            return True
        return bool(self.rules & ALERT) and out != self.opp_trumps0

    def _ways_to_draw(self, hands, seat, ruff_leads, evident, outst) -> set:
        """The engine's ways_to_draw: a leader with no trump reaches partner to draw trumps
        by a card partner ruffs, unless the ruff costs a trump trick (partner's trumps above
        all the opponents' no more than the longer opponent's trumps) and a card led below
        partner's evident master of a suit the opponents still hold is there."""
        partner = hands[(seat + 2) % 4]
        t = self.trump
        if not ruff_leads or any(suit(c) == t for c in hands[seat]):
            return ruff_leads
        entries = set()
        for s in range(4):
            ev = [c for c in partner if suit(c) == s and c in evident]
            if s == t or not ev or not any(suit(c) == s for c in outst):
                continue
            entries |= {c for c in hands[seat] if suit(c) == s and c < max(ev)}
        if not entries:
            return ruff_leads
        opp_top = max(c for c in outst if suit(c) == t)
        masters = sum(1 for c in partner if suit(c) == t and c > opp_top)
        longest = max(sum(1 for c in hands[(seat + k) % 4] if suit(c) == t) for k in (1, 3))
        return ruff_leads if masters > longest else entries

    def _forced_long_cards(self, hands, seat, cur, master) -> set:
        """The engine's forced_long_cards: the discards of a side suit in which the hand
        holds more cards than either opponent, while it holds a trump and the opponents
        none — when another side card that is not a master could go instead."""
        mine, t = hands[seat], self.trump
        opponents = hands[(seat + 1) % 4] | hands[(seat + 3) % 4]
        if t >= 4 or not any(suit(c) == t for c in mine) or any(suit(o) == t for o in opponents):
            return set()
        longs = set()
        for s in range(4):
            held = {c for c in mine if suit(c) == s}
            longer = max(sum(1 for c in hands[(seat + k) % 4] if suit(c) == s) for k in (1, 3))
            if s != t and held and len(held) > longer:
                longs |= held
        side = {c for c in cur if suit(c) != t and c not in master}
        return cur & longs if side - longs else set()

    def _blocking_discards(self, hands, seat, cur, evident, outst) -> set:
        """The engine's blocking_discards: the cards of cur whose discard shortens the best
        run of their suit, either hand leading."""

        def masters(hand, s):
            held = [c for c in hand if suit(c) == s]
            m = frozenset(c % 13 for c in held if c in evident)
            return m, len(held) - len(m)

        def best(a, la, b, lb):
            return max(_suit_run(a, la, b, lb), _suit_run(b, lb, a, la))

        block = set()
        for s in range(4):
            cands = [c for c in cur if suit(c) == s]
            if not cands or not self._suit_run_applies(s, outst):
                continue
            a, la = masters(hands[seat], s)
            b, lb = masters(hands[(seat + 2) % 4], s)
            if not b and not lb:
                continue
            whole = best(a, la, b, lb)
            for c in cands:
                r = c % 13
                after = best(a - {r}, la, b, lb) if r in a else best(a, la - 1, b, lb)
                if after < whole:
                    block.add(c)
        return block

    def _suit_run_applies(self, s, outst) -> bool:
        """SUIT_RUN orders suit s: an expert's side suit, no trump left against him."""
        if not self.rules & SUIT_RUN or s == self.trump:
            return False
        return self.trump >= 4 or not any(suit(c) == self.trump for c in outst)

    def _suit_run_keep(self, hands, leader, trick, seat, s, cands, pcard, evident, outst):
        """The engine's suit_run_keep: of cands (this hand's cards of suit s) those that
        keep the most rounds of s won in a row, this trick the first round (pcard:
        partner's card on it, None while partner is still to play)."""
        over = -1
        for i, card in enumerate(trick):
            if (leader + i - seat) % 2 == 0:
                continue
            if suit(card) == s:
                over = max(over, card % 13)
            elif suit(card) == self.trump:
                return set(cands)

        def masters(hand):
            held = [c for c in hand if suit(c) == s]
            m = frozenset(c % 13 for c in held if c in evident)
            return m, len(held) - len(m)

        a, la = masters(hands[seat])
        b, lb = masters(hands[(seat + 2) % 4])
        out = [c % 13 for c in outst if suit(c) == s]
        vals = {}
        for c in cands:
            r = c % 13
            held = r in a
            mine = held and r > over
            a2, la2 = (a - {r}, la) if held else (a, la - 1)
            v = 0
            if pcard is not None or not (b or lb):
                pr = pcard % 13 if pcard is not None and suit(pcard) == s else -1
                pm = pr >= 0 and pr > over and (not out or pr > max(out))
                if mine or pm:
                    won = RUN_ROUND - (held and pm)
                    if mine and (not pm or r > pr):
                        v = won + _suit_run(a2, la2, b, lb)
                    else:
                        v = won + _suit_run(b, lb, a2, la2)
            else:
                for kb in ([None] if lb else []) + sorted(b):
                    theirs = kb is not None and kb > over
                    if not mine and not theirs:
                        continue
                    b2, lb2 = (b - {kb}, lb) if kb is not None else (b, lb - 1)
                    won = RUN_ROUND - (held and kb is not None)
                    if mine and (not theirs or r > kb):
                        v = max(v, won + _suit_run(a2, la2, b2, lb2))
                    else:
                        v = max(v, won + _suit_run(b2, lb2, a2, la2))
            vals[c] = v
        best = max(vals.values(), default=0)
        if not best:
            return set(cands)
        return {c for c in cands if vals[c] == best}

    def normal(self, hands, leader, trick, seat, legal, shown=0, slips=0):
        """Filters 0-13 in order, each skipped when it would leave nothing: (normal set,
        careless subset, free subset)."""
        if not self.rules and not self.model.points:
            return frozenset(legal), frozenset(), frozenset()
        mine, claim, outst, master, evident, loser = self._facts(hands, seat)
        lead = not trick
        led = suit(trick[0]) if trick else None
        follow = not lead and any(suit(c) == led for c in mine)
        trumps = {c for c in range(52) if suit(c) == self.trump}
        if trick:
            wi = trick_winner_index(trick, self.trump)
            wcard, wseat = trick[wi], (leader + wi) % 4
            opp_wins = wseat % 2 != seat % 2
            partner_wins = wseat != seat and not opp_wins
        cur = set(legal)
        R = self.rules

        def apply(new):
            nonlocal cur
            new = set(new) & cur
            if new:
                cur = new

        number = self.tricks0 - len(hands[leader]) - (1 if trick else 0) + 1
        apply({c for c in cur if (number, seat, c) not in self.model.points})
        if R & STATEMENT and self.phases:
            unfinished = [
                p
                for p in self.phases
                if not self._phase_finished(p, claim, outst)
                and not self._ruled_out(p, hands, shown)
                and (not p.place or self._place_seen(p, hands, trick, shown))
            ]
            if unfinished:
                ph = unfinished[0]
                if lead:
                    apply({c for c in cur if ph.lead >> c & 1})
                elif follow:
                    apply(
                        {
                            c
                            for c in cur
                            if ph.play >> c & 1 and (not opp_wins or beats(c, wcard, self.trump))
                        }
                    )
                else:
                    ruff = {c for c in cur if ph.play >> c & 1 and c in trumps}
                    # a phase never forbids ruffing an opponent's winner (issue 28)
                    over = {
                        c
                        for c in cur
                        if c in trumps
                        and opp_wins
                        and led != self.trump
                        and beats(c, wcard, self.trump)
                    }
                    named = {c for c in cur if ph.discard >> c & 1}
                    if ruff:
                        cur = ruff
                    elif named:  # a named discard is the discard, master or not
                        apply(named | over)
                    else:
                        keep = 0
                        for p in unfinished:
                            keep |= p.lead | p.play | p.done
                        discards = {c for c in cur if not keep >> c & 1 and c not in evident}
                        if discards:
                            apply(discards | over)
        careless: set[int] = set()
        free: set[int] = set()
        partner = hands[(seat + 2) % 4]
        ruff_leads = {
            c
            for c in mine
            if self.trump < 4
            and suit(c) != self.trump
            and c not in master
            and not any(suit(p) == suit(c) for p in partner)
            and any(suit(p) == self.trump for p in partner)
        }
        if lead:
            pt = [c for c in partner if suit(c) == self.trump]
            reserve = bool(
                R & RESERVE_RUFFS
                and self.trump < 4
                and ruff_leads
                and pt
                and len(pt) <= len(ruff_leads)
            )
            if reserve:  # a counted ruff's trumps are not spent drawing (experts)
                apply(cur - trumps)
            if not reserve and self._draws_trumps(outst, trumps) and master & trumps:
                apply(cur & (trumps | self._ways_to_draw(hands, seat, ruff_leads, evident, outst)))
            if R & NO_STRAND and self._strandable(hands, seat, master, evident, outst, -1):
                apply(self._cashing_leads(hands, seat, master))
            planned = set()  # suits SUIT_RUN ordered: not led top down
            for s in range(4):
                cands = {c for c in cur if suit(c) == s}
                if not cands or not self._suit_run_applies(s, outst):
                    continue
                keep = self._suit_run_keep(
                    hands, leader, trick, seat, s, cands, None, evident, outst
                )
                if keep != cands:
                    apply(cur - (cands - keep))
                    planned.add(s)
            if R & TOP_DOWN:
                removed = set()
                for s in range(4):
                    held = [c for c in mine if suit(c) == s]
                    if s not in planned and any(c in evident for c in held):
                        top = max(held)
                        if any(suit(p) == s and p > top for p in partner):
                            continue  # led to partner's higher card: top down as well
                        removed |= {c for c in held if c != top}
                apply(cur - removed)
            if R & SHORT_FIRST:  # the short hand's high cards first (experts)
                apply(self._short_first_leads(hands, seat, master, outst, cur))
            if R & BOTTOM_DISCARD:  # the lowest card of a suit led for partner to ruff
                apply(
                    {
                        c
                        for c in cur
                        if c not in ruff_leads
                        or c == min(o for o in cur if o in ruff_leads and suit(o) == suit(c))
                    }
                )
            to_partner = {
                c for c in mine if any(p in evident and suit(p) == suit(c) for p in partner)
            }
            if R & NO_LOSER_LEAD and (mine & evident or ruff_leads or to_partner) and cur - loser:
                free = cur & loser  # not made to lead a loser, but free to
        elif follow:
            if R & (WIN_LAST | CHEAP_WIN):
                psure = partner_wins and self._partner_sure(
                    hands, leader, outst, trick, seat, shown, wcard, led
                )
                if self._suit_run_applies(led, outst):
                    pcard = trick[-2] if len(trick) >= 2 else None
                    if pcard is None or suit(pcard) == led or suit(pcard) != self.trump:
                        apply(
                            self._suit_run_keep(
                                hands, leader, trick, seat, led, cur, pcard, evident, outst
                            )
                        )
                ps = [c for c in partner if suit(c) == led]
                ms = [c for c in mine if suit(c) == led]
                third = hands[(seat + 1) % 4]
                if (  # second hand does not crash partner's masters (experts)
                    R & SUIT_RUN
                    and len(trick) == 1
                    and led != self.trump
                    and ps
                    and all(c in evident for c in ps)
                    and (
                        any(suit(c) == led for c in third)
                        or self.trump >= 4
                        or not any(suit(c) == self.trump for c in third)
                    )
                ):
                    apply({c for c in cur if not (c in master and suit(c) == led)})
                if (
                    R & SHORT_FIRST
                    and led != self.trump
                    and leader == (seat + 2) % 4
                    and ps
                    and len(ps) >= len(ms)
                    and max(ms) > min(ps)
                    and self._runs_alone(hands, trick, seat, led, leader)
                ):
                    apply({max(ms)})  # the short hand's highest card first (unblocking)
                beat = {c for c in cur if beats(c, wcard, self.trump)}
                if len(trick) == 3 and opp_wins and beat:
                    apply(beat)
                    if R & CHEAP_WIN and not R & UNBLOCK:
                        apply({min(beat)})
                elif len(trick) < 3 and not psure:
                    if R & CHEAP_WIN:
                        sure = self._sure_no_finesse(
                            hands, leader, trick, seat, beat, mine, outst, shown, led
                        )
                        if sure:
                            apply(sure if R & UNBLOCK else {min(sure)})
                        elif R & SEQUENCE:
                            cover = self._sequence_cover(hands, trick, seat, beat, outst, led)
                            if cover:
                                apply(cover)
                    else:
                        apply(
                            self._evident_winners(
                                cur, outst, evident, trick, seat, shown, wcard, follow, led, trumps
                            )
                        )
                if (
                    psure
                    and not R & UNBLOCK
                    and R & NO_STRAND
                    and not any(suit(c) == led for c in hands[(seat + 2) % 4])
                ):
                    run = {
                        c
                        for c in mine
                        if c in master and suit(c) == led and rank(c) >= self._evident_rank(led)
                    }
                    over = beat & run
                    if (
                        over
                        and len(run) >= 2
                        and not self._way_back(hands, seat, evident, outst, led)
                    ):
                        apply({min(over)})
                        psure = False
                if psure and not R & UNBLOCK and R & NO_STRAND:
                    over = {c for c in beat if c in master and suit(c) == led}
                    if (
                        over
                        and len(self._strandable(hands, seat, master, evident, outst, led)) >= 2
                    ):
                        apply({min(over)})  # overtakes to reach a run of another suit
                        psure = False
                if psure and not R & UNBLOCK and R & NO_STRAND:
                    apply(cur - self._cutting(hands, seat, master, evident, outst, cur))
                if psure and not R & UNBLOCK:
                    apply({c for c in cur if not beats(c, wcard, self.trump)})
                    apply(cur - evident)
                if R & CHEAP_WIN and opp_wins:
                    under = {c for c in cur if not beats(c, wcard, self.trump)}
                    if any(not self._honour(c) for c in under):
                        apply(cur - {c for c in under if self._honour(c)})
        else:
            psure = partner_wins and self._partner_sure(
                hands, leader, outst, trick, seat, shown, wcard, led
            )
            if R & WIN_LAST and len(trick) == 3 and opp_wins:
                apply({c for c in cur if beats(c, wcard, self.trump)})
            if not R & CHEAP_WIN and R & WIN_LAST and len(trick) < 3 and not psure:
                apply(
                    self._evident_winners(
                        cur, outst, evident, trick, seat, shown, wcard, follow, led, trumps
                    )
                )
            if R & WIN_LAST and self.trump < 4 and psure:
                apply({c for c in cur if c not in trumps or not beats(c, wcard, self.trump)})
            ruffs = {c for c in cur if c in trumps and beats(c, wcard, self.trump)}
            if self.trump < 4 and led != self.trump and ruffs:
                sure = {
                    c
                    for c in ruffs
                    if not self._later_opponent_beats(hands, leader, trick, seat, c)
                }
                if (
                    R & SURE_RUFF
                    and sure
                    and self._trick_otherwise_lost(hands, leader, trick, seat, wcard, wseat, led)
                ):
                    apply(ruffs)
                if R & RUFF_LOW:
                    keep = {min(ruffs)}
                    if R & SAFETY_RUFF and sure and not keep & sure:
                        keep.add(min(sure))
                        free = {min(sure)}  # credited when it helps, never forced
                    apply({c for c in cur if c not in trumps} | keep)
            if R & NO_STRAND and partner_wins:
                apply(cur - self._cutting(hands, seat, master, evident, outst, cur))
            if R & KEEP_MASTERS and mine - master:
                apply({c for c in cur if not (c in evident and c not in trumps)})
            if R & KEEP_MASTERS:
                partner = hands[(seat + 2) % 4]
                weak_suits = {suit(c) for c in partner if c not in master}
                apply(
                    {c for c in cur if not (c in evident and c in mine and suit(c) in weak_suits)}
                )
                guarded = {
                    s
                    for s in range(4)
                    if s != self.trump
                    and any(suit(o) == s for o in outst)
                    and not any(suit(p) == s and p in master for p in partner)
                }
                if all(c in master and c not in trumps for c in cur):  # among masters
                    apply({c for c in cur if not (c in evident and suit(c) in guarded)})
            if R & BOTTOM_DISCARD:  # a side suit discarded from the bottom (experts)
                longs = set()  # and the long cards of a suit his own masters run kept
                for s in range(4):
                    held = [c for c in mine if suit(c) == s]
                    out = [c for c in outst if suit(c) == s]
                    if s == self.trump or not held or not out:
                        continue
                    longer = max(
                        sum(1 for c in hands[(seat + k) % 4] if suit(c) == s) for k in (1, 3)
                    )
                    if sum(1 for c in held if c > max(out)) >= longer:
                        longs |= {c for c in held if c < max(out)}
                apply(cur - longs)
                apply(cur - self._forced_long_cards(hands, seat, cur, master))
            if R & SUIT_RUN:  # a discard that shortens its suit's best run (experts)
                apply(cur - self._blocking_discards(hands, seat, cur, evident, outst))
            if R & BOTTOM_DISCARD:
                apply(
                    {
                        c
                        for c in cur
                        if suit(c) == self.trump or c == min(o for o in cur if suit(o) == suit(c))
                    }
                )
            if R & SLIPS:
                ruffs = {
                    c
                    for c in cur
                    if c in trumps and led != self.trump and beats(c, wcard, self.trump)
                }
                if ruffs and self._trick_otherwise_lost(
                    hands, leader, trick, seat, wcard, wseat, led
                ):
                    natural = ruffs
                else:
                    natural = (cur & loser) | ruffs
                    if cur & loser and R & KEEP_MASTERS:  # the way to partner's master kept
                        to_partner = {
                            c
                            for c in mine
                            if any(p in evident and suit(p) == suit(c) for p in partner)
                        }
                        apply(cur - (to_partner - natural))
                    natural = natural or {c for c in cur if c not in master and c not in trumps}
                if natural:
                    careless = cur - natural
        free &= cur
        if careless and slips >= self.model.budget:
            apply(cur - careless)
            careless = set()
        if self.trumps_spent(hands, seat, shown):
            free |= cur & trumps  # practice row 9: not made to play trumps
        return frozenset(cur), frozenset(careless), frozenset(free)

    def known(self, shown: int, s: int) -> bool:
        if not self.rules & KNOWN_LAYOUT:
            return False
        return any(shown >> (4 * seat + s) & 1 for seat in range(4) if seat % 2 != self.side)

    # ---- the game --------------------------------------------------------------------
    def moves(self, hands, leader, trick, shown=0, slips=0):
        """(seat, cards to try, careless subset, free subset)."""
        seat = (leader + len(trick)) % 4
        hand = hands[seat]
        legal = hand
        if trick:
            follow = frozenset(c for c in hand if suit(c) == suit(trick[0]))
            legal = follow or hand
        claimer = seat % 2 == self.side
        careless: frozenset[int] = frozenset()
        free: frozenset[int] = frozenset()
        if claimer and self.mode != "dd":
            legal, careless, free = self.normal(hands, leader, trick, seat, legal, shown, slips)
        return seat, sorted(legal), careless, free

    def play(self, hands, leader, trick, shown, slips, card, careless=frozenset()):
        """(new state, 1 if the counted side won a trick completed by this card)."""
        seat = (leader + len(trick)) % 4
        if trick and suit(card) != suit(trick[0]):
            shown |= 1 << (4 * seat + suit(trick[0]))
        if card in careless:
            slips += 1
        hands = tuple(h - {card} if i == seat else h for i, h in enumerate(hands))
        trick = trick + (card,)
        if len(trick) < 4:
            return (hands, leader, trick, shown, slips), 0
        winner = (leader + trick_winner_index(trick, self.trump)) % 4
        return (hands, winner, (), shown, slips), int(winner % 2 == self.side)

    def _value_uncached(self, state):
        hands, leader, trick, shown, slips = state
        seat = (leader + len(trick)) % 4
        if not hands[seat]:
            return frozenset({0}) if self.mode == "outcomes" else 0
        seat, cards, careless, free = self.moves(hands, leader, trick, shown, slips)
        children = []
        for card in cards:
            child, won = self.play(*state, card, careless)
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
        # the free choices (a loser led while he holds winners, a trump once the
        # opponents hold none) are his choice against the grouped minimum of the rest;
        # a careless deviation is the adversary's, never a floor for him
        slips = [v for card, v in children if card in careless]
        chosen = [v for card, v in children if card in free and card not in careless]
        groups: dict[int, list[int]] = {}
        for card, v in children:
            if card not in free and card not in careless:
                groups.setdefault(suit(card), []).append(v)
        natural = max(chosen, default=None)
        if groups:
            # the known layout's maximum only where there is something to guess: an
            # opponent still holds a card of the suit (issue 27 P: not blocking)
            out = hands[(self.side + 1) % 4] | hands[(self.side + 3) % 4]
            rest = min(
                max(vs) if self.known(shown, s) and any(suit(o) == s for o in out) else min(vs)
                for s, vs in groups.items()
            )
            natural = rest if natural is None else max(natural, rest)
        return min(slips + [natural])

    def trumps_spent(self, hands, seat, shown=0) -> bool:
        if self.trump >= 4 or not self.rules & KNOWN_LAYOUT:
            return False
        outst = hands[(seat + 1) % 4] | hands[(seat + 3) % 4]
        if any(suit(o) == self.trump for o in outst):
            return False
        if self.rules & SHOWN_TRUMPS:  # a club player: both opponents shown out of trumps
            return all(shown >> (4 * ((seat + k) % 4) + self.trump) & 1 for k in (1, 3))
        return True

    def value(self):
        return self._value(self.start)

    def line_value(self, line) -> int:
        """Counted-side tricks along a complete line of play (for checking witnesses)."""
        state, total = self.start, 0
        for card in line:
            state, won = self.play(*state, card)
            total += won
        return total

    def line_is_legal_normal(self, line) -> bool:
        """Every card of the line is legal, and normal for the claimer's side (within the
        careless budget)."""
        state = self.start
        for card in line:
            _, cards, careless, _ = self.moves(*state)
            if card not in cards:
                return False
            state, _ = self.play(*state, card, careless)
        hands, leader, trick, _, _ = state
        return not any(hands) and not trick
