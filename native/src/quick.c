/* Bounds at a trick start without searching: the quick tricks of the side on lead and the
 * sure trump tricks of either side.  Each bound comes with the ranks it depended on (the
 * relevance set stored with it in the table).
 */
#include "internal.h"

#include <string.h>

/* Tricks the side of `leader` (on lead at a trick start) surely takes by cashing the
 * leader's top cards, whatever anyone else plays. */
static int quick_tricks_hand(const Ctx *c, int leader, u16 rel[4], unsigned *cashable)
{
    const Pos *p = &c->p;
    int pa = (leader + 2) & 3, o1 = (leader + 1) & 3, o2 = (leader + 3) & 3, T = c->trump;
    int opp_trumps = T < 4 && (p->h[o1][T] | p->h[o2][T]);
    int part_only_trumps = 0;
    if (T < 4 && p->h[pa][T]) {
        part_only_trumps = 1;
        for (int s = 0; s < 4; s++)
            if (s != T && p->h[pa][s]) part_only_trumps = 0;
    }
    int total = 0, best_side = 0, trump_tricks = 0;
    for (int s = 0; s < 4; s++) {
        unsigned mine = p->h[leader][s];
        if (!mine) continue;
        unsigned opp = p->h[o1][s] | p->h[o2][s], part = p->h[pa][s];
        unsigned bar = opp | part; /* cash only cards above the opponents' and partner's */
        unsigned win = bar ? mine & ~((2u << hibit(bar)) - 1u) : mine;
        int w = popc(win);
        if (!part && part_only_trumps && s != T) w = 0; /* partner forced to ruff */
        if (!w) continue;
        if (c->mode == ADJ_DD && (T > 3 || s == T) && w >= popc(p->h[o1][s]) &&
            w >= popc(p->h[o2][s]) && popc(part) <= w)
            w = popc(mine); /* the top cards exhaust everyone: the rest are winners too */
        rel[s] |= (u16)win;
        if (T < 4 && s != T && opp_trumps) {
            int lim = 13;
            if (p->h[o1][T] && popc(p->h[o1][s]) < lim) lim = popc(p->h[o1][s]);
            if (p->h[o2][T] && popc(p->h[o2][s]) < lim) lim = popc(p->h[o2][s]);
            if (w > lim) w = lim;
            if (w > best_side) best_side = w;
            if (w) *cashable |= 1u << s;
            continue;
        }
        *cashable |= 1u << s;
        if (s == T) trump_tricks = w;
        else total += w;
    }
    if (opp_trumps) total = trump_tricks + best_side;
    else total += trump_tricks;
    return total;
}

/* Quick tricks of the leader's side: the leader's own, or his partner's when the leader
 * can reach them with a card of a suit in which the partner has a cashable top card
 * (that first trick is one of the partner's counted winners). */
static int quick_tricks(const Ctx *c, int leader, u16 rel[4])
{
    const Pos *p = &c->p;
    unsigned cash = 0, pcash = 0;
    u16 pr[4] = {0, 0, 0, 0};
    int q = quick_tricks_hand(c, leader, rel, &cash);
    int pa = (leader + 2) & 3;
    int qp = quick_tricks_hand(c, pa, pr, &pcash);
    if (qp > q) {
        for (int s = 0; s < 4; s++) {
            if ((pcash >> s & 1) && p->h[leader][s]) {
                memcpy(rel, pr, sizeof pr);
                return qp;
            }
        }
    }
    return q;
}

/* Trumps that surely win a trick for `side`: in one hand, those above every trump of
 * the other side (each wins whenever it is played). */
static int sure_trumps(const Ctx *c, int side, u16 rel[4])
{
    const Pos *p = &c->p;
    int T = c->trump;
    if (T > 3) return 0;
    unsigned other = p->h[(side + 1) & 3][T] | p->h[(side + 3) & 3][T];
    unsigned above = other ? SUIT_BITS & ~((2u << hibit(other)) - 1u) : SUIT_BITS;
    unsigned a = p->h[side][T] & above, b = p->h[side + 2][T] & above;
    unsigned best = popc(a) >= popc(b) ? a : b;
    rel[T] |= (u16)best;
    return popc(best);
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
    int q = 0;
    if (!on_lead_counted || claimer_can_cash(c)) q = quick_tricks(c, p->leader, qr);
    int sure_max = sure_trumps(c, c->side, smax), sure_min = sure_trumps(c, 1 - c->side, smin);
    *lo = 0;
    *hi = n;
    if (on_lead_counted && q >= target) {
        *lo = q;
        memcpy(rel, qr, sizeof qr);
        return 1;
    }
    if (sure_max >= target) {
        *lo = sure_max;
        memcpy(rel, smax, sizeof smax);
        return 1;
    }
    if (!on_lead_counted && n - q < target) {
        *hi = n - q;
        memcpy(rel, qr, sizeof qr);
        return 0;
    }
    if (n - sure_min < target) {
        *hi = n - sure_min;
        memcpy(rel, smin, sizeof smin);
        return 0;
    }
    return -1;
}
