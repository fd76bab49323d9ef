/* Bounds at a trick start without searching: the tricks the side on lead can cash at once
 * (quick tricks), the trumps that surely win for either side, and the tricks a side
 * cannot all take when the other side holds a master (later tricks).  Each bound comes
 * with the ranks it depended on (the relevance set stored with it in the table), always
 * the top cards of a suit, so that a table entry covers every position whose top cards
 * have the same owners and whose suits have the same lengths.
 *
 * Quick tricks, for the leader's hand L and partner P against the opponents O1, O2:
 * 1. L's masters: in each suit, L's cards above every other card of the suit (P's too,
 *    so P never has to overtake and the lead stays with L).  When they outnumber every
 *    other hand's cards of the suit, all of L's cards there are winners.
 * 2. Trumps first: L cashes his master trumps before anything else.  An opponent left
 *    with trumps after that can ruff a side suit once he is void in it, so a side suit
 *    counts only as many rounds as each such opponent follows.  While the side cashes,
 *    such an opponent follows suit every round, so his other suits keep their lengths
 *    and each suit's count stands on its own.
 *    P plays a card to each of L's winners in a side suit; while P still holds trumps
 *    he must not run out of other cards, or he would have to ruff and take the lead, so
 *    the side-suit count is capped at P's cards outside trumps.
 * 3. Crossing: after his winners L leads a small card of a suit in which P holds the
 *    master (an opponent with trumps following it), and P cashes his own winners.  P
 *    plays a card to each of L's winners; when he has more of them than cards he is not
 *    going to cash, he would have to throw one, and the crossing with L's winners first
 *    is not counted (P's own winners, entered at once, still are).
 *
 * A claimer held to his worst normal line may not cash his quick tricks: the bounds that
 * rest on his normal cards are in normal_bounds.c, which trick_start_bound asks when
 * claimer_can_cash says so (as DDS keeps LaterTricks apart from QuickTricks).
 */
#include "internal.h"

#include <string.h>

/* One hand's cashing: its masters per suit and the tricks they give. */
typedef struct {
    int tricks;        /* tricks the hand cashes, trumps first */
    int side;          /* of them, in side suits */
    int trump_masters; /* master trumps */
    unsigned suits;    /* suits with at least one counted master */
    u16 used[4];       /* the masters counted (relevance) */
} Cash;

/* The tricks hand X can cash from his own hand, keeping the lead: his masters over the
 * three other hands, trumps first, side suits capped against opponents who can still ruff
 * and against partner's being made to ruff (see the file comment).  `spent`: partner's
 * side-suit cards already played before X cashes; `free`: X's side-suit tricks partner
 * does not play to (the one that gave X the lead). */
static void cash_hand(const Pos *p, int trump, int x, int spent, int free, int enough,
                      Cash *out)
{
    int pa = (x + 2) & 3, o1 = (x + 1) & 3, o2 = (x + 3) & 3;
    memset(out, 0, sizeof *out);
    int tm = 0; /* master trumps cashed first */
    if (trump < 4 && p->h[x][trump]) {
        unsigned others = p->h[pa][trump] | p->h[o1][trump] | p->h[o2][trump];
        unsigned m = p->h[x][trump] & above_all(others);
        tm = popc13(m);
        if (tm) {
            int l1 = popc13(p->h[o1][trump]), l2 = popc13(p->h[o2][trump]);
            int lp = popc13(p->h[pa][trump]);
            int w = tm >= l1 && tm >= l2 && tm >= lp ? popc13(p->h[x][trump]) : tm;
            out->tricks += w;
            out->used[trump] = (u16)m;
            out->suits |= 1u << trump;
        }
    }
    out->trump_masters = tm;
    /* opponents who can still ruff after X's master trumps */
    int r1 = trump < 4 && popc13(p->h[o1][trump]) > tm;
    int r2 = trump < 4 && popc13(p->h[o2][trump]) > tm;
    /* side-suit tricks partner can follow or discard to without ruffing */
    int room = 13;
    if (trump < 4 && popc13(p->h[pa][trump]) > out->tricks)
        room = hand_size(p, pa) - popc13(p->h[pa][trump]) -
               spent + free;
    int w[4] = {0, 0, 0, 0};
    unsigned used[4] = {0, 0, 0, 0};
    for (int s = 0; s < 4; s++) {
        if (s == trump || !p->h[x][s]) continue;
        unsigned others = p->h[pa][s] | p->h[o1][s] | p->h[o2][s];
        unsigned m = p->h[x][s] & above_all(others);
        int k = popc13(m);
        if (!k) continue;
        int l1 = popc13(p->h[o1][s]), l2 = popc13(p->h[o2][s]), lp = popc13(p->h[pa][s]);
        int cap = 13;
        if (r1 && l1 < cap) cap = l1;
        if (r2 && l2 < cap) cap = l2;
        if (k >= l1 && k >= l2 && k >= lp) k = popc13(p->h[x][s]); /* the rest are winners */
        w[s] = k < cap ? k : cap;
        /* the masters a capped count uses: the top w (all of them when uncapped) */
        used[s] = m;
        while (popc13(used[s]) > w[s]) used[s] &= used[s] - 1;
    }
    /* the side suits giving most first, until `enough` (the fewer suits counted, the more
     * positions the table entry covers) */
    while (room > 0 && out->tricks < enough) {
        int best = -1;
        for (int s = 0; s < 4; s++)
            if (w[s] && (best < 0 || w[s] > w[best])) best = s;
        if (best < 0) break;
        int k = w[best] < room ? w[best] : room;
        unsigned u = used[best];
        while (popc13(u) > k) u &= u - 1;
        room -= k;
        out->tricks += k;
        out->side += k;
        out->used[best] = (u16)u;
        out->suits |= 1u << best;
        w[best] = 0;
    }
}

/* A suit in which L can cross to P's master: L holds a card of it, P its master, and no
 * opponent who can still ruff (after L's master trumps) is void in it.  -1 when none;
 * the suit that leaves P the most masters is not sought, the first one serves. */
static int crossing_suit(const Pos *p, int trump, int l, int trump_masters)
{
    int pa = (l + 2) & 3, o1 = (l + 1) & 3, o2 = (l + 3) & 3;
    for (int s = 0; s < 4; s++) {
        if (!p->h[l][s] || !p->h[pa][s]) continue;
        unsigned others = p->h[l][s] | p->h[o1][s] | p->h[o2][s];
        if (!(p->h[pa][s] & above_all(others))) continue;
        if (trump < 4 && s != trump) {
            if (!p->h[o1][s] && popc13(p->h[o1][trump]) > trump_masters) continue;
            if (!p->h[o2][s] && popc13(p->h[o2][trump]) > trump_masters) continue;
        }
        return s;
    }
    return -1;
}

/* A suit whose two top cards the side holds one in each hand, each hand with two cards
 * or more of it and one of them with two at most, against opponents with two at most each
 * who cannot ruff it (DDS's quick tricks): the short hand's honour wins the first round
 * and its small card crosses to the long hand's honour, after which the long hand's cards
 * are all winners — as many tricks as the long hand holds.  The leader first cashes his
 * masters in the other suits (cash_hand, his cards of the suit set aside) when partner can
 * follow or discard to them from suits other than this one and trumps.  The best such
 * count, rel: those masters and the suit's two top cards. */
static int split_suit(const Ctx *c, int leader, int enough, u16 rel[4])
{
    const Pos *p = &c->p;
    int T = c->trump, pa = (leader + 2) & 3, o1 = (leader + 1) & 3, o2 = (leader + 3) & 3;
    int best = 0;
    for (int s = 0; s < 4 && best < enough; s++) {
        unsigned held = p->held[s], mine = p->h[leader][s], part = p->h[pa][s];
        if (popc13(held) < 2) continue;
        int top = hibit(held), second = hibit(held & ~(1u << top));
        unsigned tops = 1u << top | 1u << second;
        if (!((mine & tops) && (part & tops))) continue;
        int nl = popc13(mine), np = popc13(part);
        if (nl < 2 || np < 2 || (nl > 2 && np > 2)) continue;
        if (popc13(p->h[o1][s]) > 2 || popc13(p->h[o2][s]) > 2) continue;
        if (T < 4 && s != T && (p->h[o1][T] | p->h[o2][T])) continue;
        int run = nl > np ? nl : np;
        u16 r[4] = {0, 0, 0, 0};
        r[s] = (u16)tops;
        Pos rest = *p;
        rest.h[leader][s] = 0;
        Cash own;
        cash_hand(&rest, T, leader, 0, 0, enough - run, &own);
        int spare = hand_size(p, pa) - np - (T < 4 && T != s ? popc13(p->h[pa][T]) : 0);
        if (own.tricks && own.tricks <= spare) {
            run += own.tricks;
            for (int k = 0; k < 4; k++) r[k] |= own.used[k];
        }
        if (run > best) {
            best = run;
            memcpy(rel, r, sizeof r);
        }
    }
    return best;
}

/* Quick tricks of the side of `leader` (on lead at a trick start); rel gets the masters
 * they rest on.  Stops counting once `enough` is reached. */
static int quick_tricks(const Ctx *c, int leader, int enough, u16 rel[4])
{
    const Pos *p = &c->p;
    int pa = (leader + 2) & 3;
    Cash own, part, after;
    cash_hand(p, c->trump, leader, 0, 0, enough, &own);
    int best = own.tricks;
    memcpy(rel, own.used, sizeof own.used);
    if (best >= enough) return best;
    int e = crossing_suit(p, c->trump, leader, own.trump_masters);
    if (e < 0) return best;
    int side_entry = e != c->trump; /* L's card to the crossing is a side-suit card */
    cash_hand(p, c->trump, pa, side_entry, side_entry, 13, &part);
    if (!(part.suits >> e & 1) || !part.tricks) return best;
    /* P alone, entered at once */
    int combined = part.tricks;
    u16 crel[4];
    memcpy(crel, part.used, sizeof crel);
    crel[e] |= (u16)(p->h[pa][e] & above_all(p->h[leader][e] | p->h[(leader + 1) & 3][e] |
                                          p->h[(leader + 3) & 3][e]));
    /* L's winners first: P must have a card he is not going to cash for each of them, and
     * L keeps his card of the crossing suit (his winners are in other suits) */
    if (own.tricks && own.tricks <= p->tricks - part.tricks) {
        cash_hand(p, c->trump, pa, own.side + side_entry, side_entry, 13, &after);
        if (after.tricks == part.tricks) { /* L's side cards spent do not make him ruff */
            combined += own.tricks;
            rel_or(crel, own.used);
        }
    }
    if (combined > best) {
        best = combined;
        memcpy(rel, crel, sizeof crel);
    }
    return best;
}

static int cashing_line(const Ctx *c, int leader, int enough, u16 rel[4]);

/* The opponents hold no trump, and the hand on lead at least as many as its partner, who
 * holds one or more and is void in a suit the leader holds (DDS's quick tricks): the
 * leader leads that suit for partner to ruff, and then each of his own trumps wins a
 * trick of its own — his trumps and one more, whatever the cards' ranks (rel stays empty:
 * the suits' lengths, in every table key, say it all). */
static int ruff_then_trumps(const Ctx *c, int leader)
{
    const Pos *p = &c->p;
    int T = c->trump, pa = (leader + 2) & 3;
    if (T > 3 || trumps_against(c, leader & 1)) return 0;
    int own = popc13(p->h[leader][T]), part = popc13(p->h[pa][T]);
    if (!part || own < part) return 0;
    for (int s = 0; s < 4; s++)
        if (s != T && p->h[leader][s] && !p->h[pa][s]) return own + 1;
    return 0;
}

/* The best of the counts: quick tricks, a split suit, a ruff and trumps, and the cashing
 * line when those fall short. */
int sure_tricks(const Ctx *c, int leader, int enough, u16 rel[4])
{
    int q = quick_tricks(c, leader, enough, rel);
    if (q >= enough) return q;
    u16 sr[4] = {0, 0, 0, 0};
    int sp = split_suit(c, leader, enough, sr);
    if (sp > q) {
        q = sp;
        memcpy(rel, sr, sizeof sr);
        if (q >= enough) return q;
    }
    int r = ruff_then_trumps(c, leader);
    if (r >= enough) {
        rel_clear(rel);
        return r;
    }
    u16 lr[4];
    int l = cashing_line(c, leader, enough, lr);
    if (l > q) {
        memcpy(rel, lr, sizeof lr);
        return l;
    }
    return q;
}

/* ---- a cashing line ------------------------------------------------------------------
 *
 * A stronger count than the above, for when it falls short: the side plays one concrete
 * line, trick by trick, taking only tricks it wins whatever the opponents do, and the
 * tricks of that line are a lower bound on the side's tricks.  Each trick, the hand on
 * lead draws a trump with a master trump, cashes a card above every opponent's card of
 * its suit, crosses to partner's such card with a small one, or leads a suit partner
 * ruffs.  The opponents are assumed to keep their highest cards (each follows with his
 * lowest, and a discard takes nothing away from what he is assumed to hold), which can
 * only make the side's cards weaker; an opponent who may hold a trump is never counted
 * on to follow a suit he may be void in, so a trick is never counted that he could ruff.
 * Such an opponent always follows suit in the line, so his holding is known exactly. */

typedef struct {
    u16 h[4][4];   /* the side's hands exactly, the opponents' as assumed */
    int lead;      /* the hand on lead */
} Line;

static int line_ruff_risk(const Line *ln, int trump, int o1, int o2, int s)
{
    if (trump > 3 || s == trump) return 0;
    return (!ln->h[o1][s] && ln->h[o1][trump]) || (!ln->h[o2][s] && ln->h[o2][trump]);
}

/* Partner's discard: the lowest card of his longest suit holding no card above the
 * opponents' (keeping his winners and entries while he can); a trump only if that is
 * all he has, which is then a ruff (the caller checks). */
static int line_discard(const Line *ln, int trump, int who, int o1, int o2)
{
    int best = -1, bestlen = -1;
    for (int s = 0; s < 4; s++) {
        unsigned m = ln->h[who][s];
        if (!m || s == trump) continue;
        int top = (m & above_all(ln->h[o1][s] | ln->h[o2][s])) != 0;
        int len = popc13(m) - 8 * top;
        if (len > bestlen) {
            bestlen = len;
            best = s;
        }
    }
    return best;
}

/* Play one card of suit s from hand `who` (its highest when `high`, else its lowest). */
static int line_take(Line *ln, int who, int s, int high)
{
    unsigned m = ln->h[who][s];
    int r = high ? hibit(m) : __builtin_ctz(m);
    ln->h[who][s] &= (u16) ~(1u << r);
    return r;
}

/* The opponents' part of a trick in suit s: each follows with his lowest card if he has
 * one (keeping his highest); a void opponent's discard is not taken from his holding. */
static void line_opponents(Line *ln, int o1, int o2, int s)
{
    if (ln->h[o1][s]) line_take(ln, o1, s, 0);
    if (ln->h[o2][s]) line_take(ln, o2, s, 0);
}

/* One trick of the line; 1 when played (the winner's card noted in rel), 0 when the hand
 * on lead has no trick to take. */
static int line_trick(Line *ln, int trump, u16 rel[4])
{
    int x = ln->lead, y = (x + 2) & 3, o1 = (x + 1) & 3, o2 = (x + 3) & 3;
    int pick = -1, kind = 0; /* 1 cash, 2 cross, 3 ruff */
    for (int s = 0; s < 4 && kind != 1; s++) {
        if (!ln->h[x][s] || line_ruff_risk(ln, trump, o1, o2, s)) continue;
        unsigned opp = ln->h[o1][s] | ln->h[o2][s];
        int mine = (ln->h[x][s] & above_all(opp)) != 0;
        int cross = (ln->h[y][s] & above_all(opp | ln->h[x][s])) != 0;
        /* master trumps first while the opponents hold trumps; a cash that leaves the lead
         * here before one that hands it to partner */
        if (mine && s == trump && opp) {
            pick = s;
            kind = 1;
        } else if (mine && (kind == 0 || kind > 1 || !(ln->h[y][s] & above_all(ln->h[x][s])))) {
            if (kind != 1) pick = s, kind = 1;
        } else if (cross && kind == 0) {
            pick = s;
            kind = 2;
        } else if (kind == 0 && trump < 4 && s != trump && !ln->h[y][s] && ln->h[y][trump] &&
                   (ln->h[o1][s] || !ln->h[o1][trump]) && (ln->h[o2][s] || !ln->h[o2][trump])) {
            pick = s;
            kind = 3;
        }
    }
    if (kind == 0) return 0;
    int s = pick, winner = x;
    if (kind == 1) {
        int r = line_take(ln, x, s, 1);
        rel[s] |= (u16)(1u << r);
        if (ln->h[y][s]) {
            int q = line_take(ln, y, s, 0);
            if (q > r) winner = y; /* partner had nothing lower: he overtakes */
        } else {
            int d = line_discard(ln, trump, y, o1, o2);
            if (d >= 0) line_take(ln, y, d, 0);
            else if (trump < 4 && ln->h[y][trump]) { /* only trumps left: he must ruff */
                line_take(ln, y, trump, 0);
                if (s != trump) winner = y;
            }
        }
    } else if (kind == 2) {
        line_take(ln, x, s, 0);
        unsigned opp = ln->h[o1][s] | ln->h[o2][s];
        unsigned win = ln->h[y][s] & above_all(opp);
        int q = __builtin_ctz(win); /* partner's lowest card above the opponents' */
        ln->h[y][s] &= (u16) ~(1u << q);
        rel[s] |= (u16)(1u << q);
        winner = y;
    } else {
        line_take(ln, x, s, 0);
        line_take(ln, y, trump, 0);
        winner = y;
    }
    line_opponents(ln, o1, o2, s);
    ln->lead = winner;
    return 1;
}

/* The tricks of the cashing line of the side of `leader`, up to `enough`; rel gets the
 * cards that won them. */
static int cashing_line(const Ctx *c, int leader, int enough, u16 rel[4])
{
    Line ln;
    memcpy(ln.h, c->p.h, sizeof ln.h);
    ln.lead = leader;
    u16 r[4] = {0, 0, 0, 0};
    int tricks = 0;
    while (tricks < enough && line_trick(&ln, c->trump, r)) tricks++;
    memcpy(rel, r, sizeof r);
    return tricks;
}

/* Trumps that surely win a trick for `side`: in one hand, those above every trump of
 * the other side (each wins whenever it is played).  With such trumps in both hands, two
 * of them win as long as they cannot be made to fall on one trick: one hand has a lower
 * trump to play instead (`split`: the side plays its best; a claimer held to his worst
 * normal line might play both on one trick). */
static int sure_trumps(const Ctx *c, int side, int split, u16 rel[4])
{
    const Pos *p = &c->p;
    int T = c->trump;
    if (T > 3) return 0;
    unsigned other = trumps_against(c, side);
    unsigned ha = p->h[side][T], hb = p->h[side + 2][T];
    unsigned a = ha & above_all(other), b = hb & above_all(other);
    unsigned best = popc13(a) >= popc13(b) ? a : b;
    int n = popc13(best);
    if (split && n == 1 && a && b && (popc13(ha) > 1 || popc13(hb) > 1)) {
        best = a | b;
        n = 2;
    }
    rel[T] |= (u16)best;
    return n;
}

/* Trumps that win a trick for `side` however anybody plays: every card of a hand is
 * played before the hand ends, each on its own trick, and a trick holding a trump goes to
 * its highest trump.  So each trump of hand X wins its trick for the side unless an
 * opponent's higher trump falls on that trick, and each opponent's trump falls once: X
 * wins at least its trumps less the most of them the opponents' trumps can be matched
 * against, one higher trump each.  Matching from the top: every opponent's trump seen so
 * far outranks each lower trump of X.  The better of the two hands counts (their trumps
 * may fall on one trick). */
static int trump_count(const Ctx *c, int side, u16 rel[4])
{
    const Pos *p = &c->p;
    int T = c->trump;
    if (T > 3) return 0;
    unsigned opp = trumps_against(c, side);
    int best = 0;
    unsigned counted = 0;
    for (int x = side; x < 4; x += 2) {
        unsigned mine = p->h[x][T];
        int higher = 0, won = 0; /* opponents' trumps above, not yet matched */
        for (int r = 12; r >= 0; r--) {
            if (opp >> r & 1) higher++;
            else if (mine >> r & 1) {
                if (higher) higher--;
                else won++;
            }
        }
        if (won > best) {
            best = won;
            counted = mine;
        }
    }
    /* the lowest of these ranks is the cut: with the suit lengths equal, a position
     * agreeing on the owners down to it holds only partner's trumps below */
    if (best) rel[T] |= (u16)(counted | opp);
    return best;
}

/* The seat holding card rank r of suit s. */
static int owner_of(const Pos *p, int s, int r)
{
    for (int seat = 0; seat < 4; seat++)
        if (p->h[seat][s] >> r & 1) return seat;
    return -1;
}

/* A trump trick `side` takes by the place of its honours (DDS's later tricks): it holds
 * the second-best trump in a hand of two trumps or more, and either the top trump sits
 * on that hand's right — its holder plays before it on every trick this hand does not
 * lead — or the side holds the third-best trump too, and the top trump can take only one
 * of the two.  Until the side wins a trick it leads at most this trick, with a card
 * outside trumps, so the honour never has to fall under the top trump (the hand plays a
 * small trump to the trick the top trump is on, and is master after it): the side makes
 * a trick whatever the others do.  A hand on lead with trumps alone may have to lead one:
 * the honour guarded by the one small trump left, N:.A5.. AJ... Q7... ..Q6. spades, South
 * to lead, takes nothing.  1 (rel: those trumps' ranks) or 0. */
static int trump_by_place(const Ctx *c, int side, u16 rel[4])
{
    const Pos *p = &c->p;
    int T = c->trump;
    if (T > 3 || popc13(p->held[T]) < 3) return 0;
    unsigned held = p->held[T];
    int top = hibit(held), second = hibit(held & ~(1u << top));
    int third = hibit(held & ~(1u << top) & ~(1u << second));
    int over = owner_of(p, T, top), hh = owner_of(p, T, second);
    if ((over & 1) == side || (hh & 1) != side || popc13(p->h[hh][T]) < 2) return 0;
    int lead = p->leader;
    if ((lead & 1) == side && hand_size(p, lead) == popc13(p->h[lead][T])) return 0;
    unsigned ranks = 1u << top | 1u << second;
    if (over != ((hh + 3) & 3)) {
        if ((owner_of(p, T, third) & 1) != side) return 0;
        ranks |= 1u << third;
    }
    rel[T] |= (u16)ranks;
    return 1;
}

/* The better of the two counts of a side's trumps that win, with its ranks. */
static int trumps_that_win(const Ctx *c, int side, int split, u16 rel[4])
{
    u16 matched[4] = {0, 0, 0, 0};
    int sure = sure_trumps(c, side, split, rel);
    int k = trump_count(c, side, matched);
    if (k <= sure) return sure;
    memcpy(rel, matched, sizeof matched);
    return k;
}

/* No trump left anywhere (or no trump suit), the side of `leader` on lead: can it take
 * every trick?  Not when the suits whose master it holds are too short: it wins a trick
 * only in a suit whose master it holds (the other side wins with its master otherwise,
 * and discards a master only when it has nothing else), and each such trick takes a card
 * from each of its hands holding the suit.  1 when the side cannot take all n tricks
 * (rel: the masters of the suits it holds cards in), 0 when this does not decide. */
static int cannot_take_all(const Ctx *c, int leader, int n, u16 rel[4])
{
    const Pos *p = &c->p;
    if (c->trump < 4 && p->held[c->trump]) return 0;
    int pa = (leader + 2) & 3, sum = 0;
    u16 r[4] = {0, 0, 0, 0};
    for (int s = 0; s < 4; s++) {
        unsigned ours = p->h[leader][s] | p->h[pa][s];
        if (!ours) continue;
        int top = hibit(p->held[s]);
        r[s] = (u16)(1u << top);
        if (ours >> top & 1) {
            int a = popc13(p->h[leader][s]), b = popc13(p->h[pa][s]);
            sum += a > b ? a : b;
        }
    }
    if (sum >= n) return 0;
    memcpy(rel, r, sizeof r);
    return 1;
}

/* Does the counted side take `target` of the n tricks left?  1 or 0 when the bounds
 * decide it (*lo..*hi: the bounds proven, rel: the ranks they depended on), else -1. */
int trick_start_bound(Ctx *c, int target, int n, int *lo, int *hi, u16 rel[4])
{
    const Pos *p = &c->p;
    int on_lead_counted = (p->leader & 1) == c->side;
    u16 qr[4] = {0, 0, 0, 0}, smax[4] = {0, 0, 0, 0}, smin[4] = {0, 0, 0, 0};
    *lo = 0;
    *hi = n;
    if (on_lead_counted) {
        /* the claimer held to his normal cards: the bounds of normal_bounds.c */
        if (!claimer_can_cash(c) && normal_cash_bound(c, target, n, lo, rel)) return 1;
        if (claimer_can_cash(c)) {
            int q = sure_tricks(c, p->leader, target, qr);
            if (q >= target) {
                *lo = q;
                memcpy(rel, qr, sizeof qr);
                return 1;
            }
        }
    } else {
        /* the other side cashes q: the counted side takes at most n - q */
        int q = sure_tricks(c, p->leader, n - target + 1, qr);
        if (n - q < target) {
            *hi = n - q;
            memcpy(rel, qr, sizeof qr);
            return 0;
        }
    }
    /* the last trick the test needs, won by the trick now starting */
    if (target == 1 && !claimer_can_cash(c) && normal_trick_won(c, qr)) {
        c->stats[ST_LATER_CUTS]++;
        *lo = 1;
        memcpy(rel, qr, sizeof qr);
        return 1;
    }
    int sure_max = trumps_that_win(c, c->side, c->mode == ADJ_DD, smax);
    int sure_min = trumps_that_win(c, 1 - c->side, 1, smin);
    /* a trump trick by place, for a side playing its best (see trumps_that_win) */
    if (!sure_max && c->mode == ADJ_DD && target == 1) sure_max = trump_by_place(c, c->side, smax);
    if (!sure_min && target == n) sure_min = trump_by_place(c, 1 - c->side, smin);
    if (sure_max >= target) {
        *lo = sure_max;
        memcpy(rel, smax, sizeof smax);
        return 1;
    }
    if (n - sure_min < target) {
        *hi = n - sure_min;
        memcpy(rel, smin, sizeof smin);
        return 0;
    }
    if (c->mode == ADJ_DD && on_lead_counted && target == n &&
        cannot_take_all(c, p->leader, n, rel)) {
        c->stats[ST_LATER_CUTS]++;
        *hi = n - 1;
        return 0;
    }
    if (c->mode == ADJ_DD && !on_lead_counted && target == 1 &&
        cannot_take_all(c, p->leader, n, rel)) {
        c->stats[ST_LATER_CUTS]++;
        *lo = 1;
        return 1;
    }
    return -1;
}

/* ---- second hand ---------------------------------------------------------------------
 *
 * Plain DD, the second hand to play (one card on the trick): his side surely wins this
 * trick when it can ruff and the third hand cannot overruff (he follows suit or holds no
 * trump), or when its highest card of the suit led beats the card led and every card of
 * the third hand there (the third hand not ruffing).  In notrump the hand holding that
 * card (hh) then leads: a second card of the suit that outranks every other held card,
 * each suit nobody else holds, and a master in each other suit are tricks too (DDS's
 * second-hand quick tricks).  The ruff rests on lengths alone; a master on its rank
 * (the owners of the cards above it come with it). */

/* The tricks hh cashes in notrump after winning the trick in suit ls, up to `enough`. */
static int second_hand_cash(const Pos *p, int hh, int ls, int q, int enough, u16 rel[4])
{
    unsigned mine = p->h[hh][ls], held = p->held[ls];
    unsigned rest = held & ~(1u << hibit(held));
    if ((mine >> hibit(held) & 1) && rest && (mine >> hibit(rest) & 1)) {
        q++;
        rel[ls] |= (u16)(1u << hibit(rest));
    }
    for (int s = 0; s < 4 && q < enough; s++) {
        if (s == ls || !p->h[hh][s]) continue;
        if (p->held[s] == p->h[hh][s]) {
            q += popc13(p->h[hh][s]); /* nobody else holds the suit */
        } else if (p->h[hh][s] >> hibit(p->held[s]) & 1) {
            q++;
            rel[s] |= (u16)(1u << hibit(p->held[s]));
        }
    }
    return q;
}

int second_hand_bound(Ctx *c, int target, u16 rel[4])
{
    const Pos *p = &c->p;
    int x = seat_to_play(p), pa = (x + 2) & 3, third = (x + 1) & 3, T = c->trump;
    int led = p->tc[0], ls = led / 13, n = p->tricks;
    int counted = (x & 1) == c->side;
    int need = counted ? target : n - target + 1;
    unsigned ours = p->h[x][ls] | p->h[pa][ls], th = p->h[third][ls];
    int third_ruffs = can_ruff(p, T, third, ls);
    u16 r[4] = {0, 0, 0, 0};
    int hh = -1;
    if (third_ruffs) return -1;
    if (T < 4 && ls != T && ((!p->h[x][ls] && p->h[x][T]) || (!p->h[pa][ls] && p->h[pa][T]))) {
        /* a ruff the third hand, following suit or holding no trump, cannot beat */
    } else if (ours && hibit(ours) > led % 13 && (!th || hibit(ours) > hibit(th))) {
        int top = hibit(ours);
        r[ls] = (u16)(1u << top);
        hh = p->h[x][ls] >> top & 1 ? x : pa;
    } else {
        return -1;
    }
    int q = 1;
    if (q < need && T > 3 && hh >= 0) q = second_hand_cash(p, hh, ls, q, need, r);
    if (q < need) return -1;
    memcpy(rel, r, sizeof r);
    c->stats[ST_QUICK_CUTS]++;
    return counted;
}
