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

static inline unsigned above(unsigned x) { return x ? SUIT_BITS & ~((2u << hibit(x)) - 1u) : SUIT_BITS; }

/* The tricks hand X can cash from his own hand, keeping the lead: his masters over the
 * three other hands, trumps first, side suits capped against opponents who can still ruff
 * and against partner's being made to ruff (see the file comment).  `spent`: partner's
 * side-suit cards already played before X cashes; `free`: X's side-suit tricks partner
 * does not play to (the one that gave X the lead). */
static void cash_hand(const Pos *p, int trump, int x, int spent, int free, Cash *out)
{
    int pa = (x + 2) & 3, o1 = (x + 1) & 3, o2 = (x + 3) & 3;
    memset(out, 0, sizeof *out);
    int tm = 0; /* master trumps cashed first */
    if (trump < 4 && p->h[x][trump]) {
        unsigned others = p->h[pa][trump] | p->h[o1][trump] | p->h[o2][trump];
        unsigned m = p->h[x][trump] & above(others);
        tm = popc(m);
        if (tm) {
            int l1 = popc(p->h[o1][trump]), l2 = popc(p->h[o2][trump]);
            int lp = popc(p->h[pa][trump]);
            int w = tm >= l1 && tm >= l2 && tm >= lp ? popc(p->h[x][trump]) : tm;
            out->tricks += w;
            out->used[trump] = (u16)m;
            out->suits |= 1u << trump;
        }
    }
    out->trump_masters = tm;
    /* opponents who can still ruff after X's master trumps */
    int r1 = trump < 4 && popc(p->h[o1][trump]) > tm;
    int r2 = trump < 4 && popc(p->h[o2][trump]) > tm;
    /* side-suit tricks partner can follow or discard to without ruffing */
    int room = 13;
    if (trump < 4 && popc(p->h[pa][trump]) > out->tricks)
        room = popc(p->h[pa][0] | (unsigned)p->h[pa][1] << 16) +
               popc(p->h[pa][2] | (unsigned)p->h[pa][3] << 16) - popc(p->h[pa][trump]) -
               spent + free;
    for (int s = 0; s < 4 && room > 0; s++) {
        if (s == trump || !p->h[x][s]) continue;
        unsigned others = p->h[pa][s] | p->h[o1][s] | p->h[o2][s];
        unsigned m = p->h[x][s] & above(others);
        int w = popc(m);
        if (!w) continue;
        int l1 = popc(p->h[o1][s]), l2 = popc(p->h[o2][s]), lp = popc(p->h[pa][s]);
        int cap = 13;
        if (r1 && l1 < cap) cap = l1;
        if (r2 && l2 < cap) cap = l2;
        if (w >= l1 && w >= l2 && w >= lp) w = popc(p->h[x][s]); /* the rest are winners */
        if (w > cap) w = cap;
        if (w > room) w = room;
        if (!w) continue;
        room -= w;
        /* the masters a capped count used: the top w (all of them when uncapped) */
        unsigned used = m;
        while (popc(used) > w) used &= used - 1;
        out->tricks += w;
        out->side += w;
        out->used[s] = (u16)used;
        out->suits |= 1u << s;
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
        if (!(p->h[pa][s] & above(others))) continue;
        if (trump < 4 && s != trump) {
            if (!p->h[o1][s] && popc(p->h[o1][trump]) > trump_masters) continue;
            if (!p->h[o2][s] && popc(p->h[o2][trump]) > trump_masters) continue;
        }
        return s;
    }
    return -1;
}

/* Quick tricks of the side of `leader` (on lead at a trick start); rel gets the masters
 * they rest on.  Stops counting once `enough` is reached. */
static int quick_tricks(const Ctx *c, int leader, int enough, u16 rel[4])
{
    const Pos *p = &c->p;
    int pa = (leader + 2) & 3;
    Cash own, part, after;
    cash_hand(p, c->trump, leader, 0, 0, &own);
    int best = own.tricks;
    memcpy(rel, own.used, sizeof own.used);
    if (best >= enough) return best;
    int e = crossing_suit(p, c->trump, leader, own.trump_masters);
    if (e < 0) return best;
    int side_entry = e != c->trump; /* L's card to the crossing is a side-suit card */
    cash_hand(p, c->trump, pa, side_entry, side_entry, &part);
    if (!(part.suits >> e & 1) || !part.tricks) return best;
    /* P alone, entered at once */
    int combined = part.tricks;
    u16 crel[4];
    memcpy(crel, part.used, sizeof crel);
    crel[e] |= (u16)(p->h[pa][e] & above(p->h[leader][e] | p->h[(leader + 1) & 3][e] |
                                          p->h[(leader + 3) & 3][e]));
    /* L's winners first: P must have a card he is not going to cash for each of them, and
     * L keeps his card of the crossing suit (his winners are in other suits) */
    if (own.tricks && own.tricks <= p->tricks - part.tricks) {
        cash_hand(p, c->trump, pa, own.side + side_entry, side_entry, &after);
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

/* Trumps that surely win a trick for `side`: in one hand, those above every trump of
 * the other side (each wins whenever it is played). */
static int sure_trumps(const Ctx *c, int side, u16 rel[4])
{
    const Pos *p = &c->p;
    int T = c->trump;
    if (T > 3) return 0;
    unsigned other = p->h[(side + 1) & 3][T] | p->h[(side + 3) & 3][T];
    unsigned a = p->h[side][T] & above(other), b = p->h[side + 2][T] & above(other);
    unsigned best = popc(a) >= popc(b) ? a : b;
    rel[T] |= (u16)best;
    return popc(best);
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
            int a = popc(p->h[leader][s]), b = popc(p->h[pa][s]);
            sum += a > b ? a : b;
        }
    }
    if (sum >= n) return 0;
    memcpy(rel, r, sizeof r);
    return 1;
}

/* May the claimer's quick tricks count?  Only when his side may cash any top card: plain
 * DD, or a best line under no rule that limits his cards (a restricted card may not be
 * cashable). */
static int claimer_can_cash(const Ctx *c)
{
    if (c->mode == ADJ_DD) return 1;
    return c->mode == ADJ_BEST &&
           !(c->rules & (ADJ_ALL_RULES & ~(unsigned)(ADJ_KNOWN_LAYOUT | ADJ_COUNTS_SPOTS)));
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
        if (claimer_can_cash(c)) {
            int q = quick_tricks(c, p->leader, target, qr);
            if (q >= target) {
                *lo = q;
                memcpy(rel, qr, sizeof qr);
                return 1;
            }
        }
    } else {
        /* the other side cashes q: the counted side takes at most n - q */
        int q = quick_tricks(c, p->leader, n - target + 1, qr);
        if (n - q < target) {
            *hi = n - q;
            memcpy(rel, qr, sizeof qr);
            return 0;
        }
    }
    int sure_max = sure_trumps(c, c->side, smax), sure_min = sure_trumps(c, 1 - c->side, smin);
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
    if (on_lead_counted && target == n && c->mode == ADJ_DD &&
        cannot_take_all(c, p->leader, n, rel)) {
        c->stats[ST_LATER_CUTS]++;
        *hi = n - 1;
        return 0;
    }
    return -1;
}
