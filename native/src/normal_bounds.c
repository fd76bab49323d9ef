/* Bounds at a trick start that rest on the claimer's normal play (Law 70A; normal.c's
 * filters), apart from the quick tricks of quick.c, as DDS keeps its LaterTricks apart from
 * its QuickTricks.  A claimer held to his worst normal line may not cash his quick tricks
 * (a loser he is not made to lead may be the card he plays), so these bounds count what
 * his normal cards win whatever he chooses among them:
 * - the counted side holding nothing but winners (leader_holds_all, side_holds_all);
 * - the leader, then the side, cashing evident masters while the filters keep his losers
 *   free choices (leader_cashes, side_cashes: NO_LOSER_LEAD, CHEAP_WIN, SURE_RUFF);
 * - the trick now starting, the last one a test needs, won whoever leads
 *   (claimer_lead_wins, defence_lead_lost: CHEAP_WIN, WIN_LAST);
 * - in outcomes mode, bounds on every result of his normal lines (outcome_bounds).
 * trick_start_bound (quick.c) asks for them when claimer_can_cash says his quick tricks do
 * not count.  Each bound comes with the ranks it depended on, as quick.c's do.
 */
#include "internal.h"

#include <string.h>

/* Does the counted side's leader hold nothing but winners he keeps the lead with: in each
 * suit he holds, every card above his lowest is his (no opponent or partner card above
 * it); no opponent can ruff it (the suit is trumps, or they hold none); and partner can
 * neither overtake it nor ruff it (he holds no trump, or as many cards of the suit)?
 * Then any card he leads wins, and he is on lead again: the side takes every trick
 * however it chooses among them — a bound for a claimer held to his worst normal line
 * too, where his quick tricks do not count (he may not cash them).  rel: in each such
 * suit his lowest card (the owners of every card above it; the lengths are keyed). */
static int leader_holds_all(const Ctx *c, int leader, u16 rel[4])
{
    const Pos *p = &c->p;
    int T = c->trump, pa = (leader + 2) & 3;
    int opp_trumps = trumps_against(c, leader) != 0;
    int partner_trumps = T < 4 && p->h[pa][T];
    u16 r[4] = {0, 0, 0, 0};
    for (int s = 0; s < 4; s++) {
        unsigned mine = p->h[leader][s];
        if (!mine) continue;
        if (opp_trumps && s != T) return 0;
        if (partner_trumps && s != T && popc(p->h[pa][s]) < popc(mine)) return 0;
        int low = __builtin_ctz(mine);
        if ((p->held[s] & ~mine) >> low) return 0;
        r[s] = (u16)(1u << low);
    }
    memcpy(rel, r, sizeof r);
    return 1;
}

/* Is every card the counted side holds above every opponent's card of its suit, with no
 * opponent able to ruff (no trumps out against it, or none at all)?  Then whatever it
 * leads wins the trick and it leads again: on lead, it takes every trick, whichever of its
 * cards it plays.  rel: its lowest card of each suit (the owners of every card above). */
static int side_holds_all(const Ctx *c, int leader, u16 rel[4])
{
    const Pos *p = &c->p;
    int pa = (leader + 2) & 3;
    if (trumps_against(c, leader)) return 0;
    u16 r[4] = {0, 0, 0, 0};
    for (int s = 0; s < 4; s++) {
        unsigned ours = p->h[leader][s] | p->h[pa][s];
        if (!ours) continue;
        int low = __builtin_ctz(ours);
        if (held_against(p, leader, s) >> low) return 0;
        r[s] = (u16)(1u << low);
    }
    memcpy(rel, r, sizeof r);
    return 1;
}

/* Are the claimer's losers free choices while his side holds winners to cash (filter 4,
 * NO_LOSER_LEAD), with no statement, struck point or honour he never saw (row 11) to change
 * which card he leads?  The cashing bounds below rest on it. */
static int losers_free(const Ctx *c)
{
    return (c->rules & ADJ_NO_LOSER_LEAD) && !((c->rules & ADJ_STATEMENT) && c->nph) &&
           !points_live(c) && !c->unseen;
}

/* The claimer's leader cashing his evident masters: how many tricks his worst normal line
 * surely takes from here, or 0 when this does not apply.  It applies when nobody but the
 * leader holds a trump (or there are none), when in every suit he holds partner's cards
 * are all below his lowest (partner never overtakes, and holds a master only where all of
 * the leader's cards are masters), when no suit is one whose honour he never saw (row 11),
 * and when the filters split his leads (NO_LOSER_LEAD, no statement, no struck point).
 * Then while he holds an evident master his losers are free choices — he leads one only
 * when it serves him — and every other card he may lead is a master: it wins, and he is
 * on lead again.  Nothing the others play changes that: they cannot ruff, discards only
 * promote his cards, and partner's cards stay below his.  So he takes at least as many
 * tricks as he holds evident masters now.  rel: in each suit he holds, his lowest card
 * (the owners of every card above it; lengths and evident ranks are keyed). */
static int leader_cashes(const Ctx *c, u16 rel[4])
{
    const Pos *p = &c->p;
    int L = p->leader, pa = (L + 2) & 3, T = c->trump;
    if (!losers_free(c)) return 0;
    if (trumps_against(c, L) || (T < 4 && p->h[pa][T])) return 0;
    int k = 0;
    u16 r[4] = {0, 0, 0, 0};
    for (int s = 0; s < 4; s++) {
        unsigned mine = p->h[L][s];
        if (!mine) continue;
        int low = __builtin_ctz(mine);
        if (p->h[pa][s] >> low) return 0;
        unsigned opp = held_against(p, L, s);
        unsigned masters = mine & above_all(opp);
        k += popc(evident_masters(c, s, masters, opp));
        r[s] = (u16)(1u << low);
    }
    memcpy(rel, r, sizeof r);
    return k;
}

/* The claimer's side on lead, each hand held to its normal cards (worst or best mode): how
 * many tricks it surely wins in a row from here, or 0 when this does not apply.  It
 * applies when no opponent holds a trump, no statement or struck point can change a card,
 * no suit is one whose honour the claimer never saw (row 11), the side's leads are split
 * by NO_LOSER_LEAD and a partner wins with his cheapest sure card (CHEAP_WIN); a lead for
 * partner to ruff must then be ruffed (SURE_RUFF, no careless discard left to make), and
 * no opponent is marked as shown out of a suit he holds (a mask the play did not make: a
 * partner who sees the card led win it plays low, and it may not).
 *
 * Then a hand on lead holding an evident master, or a card of a suit in which partner
 * holds one, is not made to lead a loser, and every card he may lead wins the trick for
 * the side: a master (nobody can ruff it), a card to partner's master (partner takes it
 * with his cheapest sure winner) or one partner ruffs.  So the run of won tricks lasts
 * until the hand on lead, H, holds no evident master and no card of a suit in which
 * partner, G, holds one.  Masters and evident masters stay so until played, and every
 * trick takes one card from each hand: before that point H has played every evident
 * master it holds now, and in each suit where G holds evident masters now, either H has
 * played all its cards of the suit or G all those masters.  The run is therefore at least
 * the fewest tricks in which that can happen, for H the leader or his partner.  rel: the
 * highest opponent's card of each suit (which of the side's cards are masters; lengths
 * and evident ranks are keyed). */
static int side_cashes(const Ctx *c, u16 rel[4])
{
    const Pos *p = &c->p;
    unsigned R = c->rules;
    int L = p->leader, T = c->trump, o1 = (L + 1) & 3, o2 = (L + 3) & 3;
    int hand[2] = {L, (L + 2) & 3};
    if (!losers_free(c) || !(R & ADJ_CHEAP_WIN)) return 0;
    if (trumps_against(c, L)) return 0;
    for (int s = 0; s < 4; s++)
        if (((p->shown >> (4 * o1 + s) & 1) && p->h[o1][s]) ||
            ((p->shown >> (4 * o2 + s) & 1) && p->h[o2][s]))
            return 0;
    if (T < 4 && (p->h[hand[0]][T] | p->h[hand[1]][T]) &&
        (!(R & ADJ_SURE_RUFF) || ((R & ADJ_SLIPS) && p->slips < c->slip_budget)))
        return 0;
    int ev[2][4], other[2][4];
    u16 r[4] = {0, 0, 0, 0};
    for (int s = 0; s < 4; s++) {
        unsigned opp = held_against(p, L, s), top = above_all(opp);
        if (opp) r[s] = (u16)(1u << hibit(opp));
        for (int k = 0; k < 2; k++) {
            unsigned mine = p->h[hand[k]][s], m = mine & top;
            ev[k][s] = popc13(evident_masters(c, s, m, opp));
            other[k][s] = popc13(mine) - ev[k][s];
        }
    }
    int run = p->tricks;
    for (int k = 0; k < 2; k++) {
        int own = 0;
        for (int s = 0; s < 4; s++) own += ev[k][s];
        for (unsigned a = 0; a < 16; a++) {
            int h_plays = own, g_plays = 0;
            for (int s = 0; s < 4; s++) {
                if (a >> s & 1) h_plays += other[k][s];
                else g_plays += ev[1 - k][s];
            }
            int t = h_plays > g_plays ? h_plays : g_plays;
            if (t < run) run = t;
        }
    }
    memcpy(rel, r, sizeof r);
    return run;
}

/* Can an opponent of the side of `seat` ruff a card of suit s: void in it, holding trumps? */
static int opponent_can_ruff(const Pos *p, int trump, int seat, int s)
{
    return can_ruff(p, trump, (seat + 1) & 3, s) || can_ruff(p, trump, (seat + 3) & 3, s);
}

/* The counted side on lead, restricted to its normal cards: does every card its worst line
 * may lead win the trick?  The cards are the filters' own (normal.c; a free choice — a
 * loser he is not made to lead — counts only when it serves him, so it is left out while
 * other cards remain).  No opponent can ruff the card, and it is above every opponent's
 * card of its suit, or partner holds such a card: partner then takes the trick with his
 * cheapest sure winner (filter 8, when no statement or struck point can change his card)
 * unless he sees the card led win it — when no card above it is out, or the fourth hand
 * has shown out of the suit; then it wins unless the fourth hand holds a card above it
 * after all (a shown-out mask the play did not make).  rel: the filters' notes, which
 * include the highest outstanding card of every suit (the masters' test), and a card led
 * to a fourth hand marked void (his test). */
static int claimer_lead_wins(Ctx *c, u16 rel[4])
{
    Pos *p = &c->p;
    int L = p->leader, pa = (L + 2) & 3, T = c->trump;
    u64 careless = p->careless, freecards = p->freecards;
    rel_clear(c->noted);
    u64 set = normal_cards(c, L, hmask(p, L));
    u64 rest = set & ~p->freecards;
    p->careless = careless;
    p->freecards = freecards;
    if (!rest) rest = set;
    int partner_ok = (c->rules & ADJ_CHEAP_WIN) && !(c->rules & ADJ_STATEMENT) && !points_live(c);
    for (u64 m = rest; m; m &= m - 1) {
        int card = lobit64(m), s = card / 13;
        unsigned opp = held_against(p, L, s);
        if (opponent_can_ruff(p, T, L, s)) return 0;
        if (opp >> (card % 13)) {
            if (!partner_ok || !(p->h[pa][s] & above_all(opp))) return 0;
            if (p->shown >> (4 * ((L + 3) & 3) + s) & 1) {
                if (p->h[(L + 3) & 3][s] >> (card % 13)) return 0;
                note_card(c, card);
            }
        }
    }
    memcpy(rel, c->noted, sizeof c->noted);
    return 1;
}

/* The opponents on lead: whatever suit the leader leads, does a hand of the counted side
 * hold its master and take the trick with it — second hand with his cheapest sure winner
 * (filter 8, CHEAP_WIN), fourth hand winning the trick (WIN_LAST) — with the third hand
 * unable to ruff?  Not when a statement or a struck point can change the card he plays.
 * rel: the top card of each suit the leader holds. */
static int defence_lead_lost(const Ctx *c, u16 rel[4])
{
    const Pos *p = &c->p;
    int L = p->leader, second = (L + 1) & 3, third = (L + 2) & 3, fourth = (L + 3) & 3;
    if ((c->rules & ADJ_STATEMENT) || points_live(c)) return 0;
    u16 r[4] = {0, 0, 0, 0};
    for (int s = 0; s < 4; s++) {
        if (!p->h[L][s]) continue;
        int top = hibit(p->held[s]);
        int owner = p->h[second][s] >> top & 1 ? second : p->h[fourth][s] >> top & 1 ? fourth : -1;
        if (owner < 0) return 0;
        if (!(c->rules & (owner == second ? ADJ_CHEAP_WIN : ADJ_WIN_LAST))) return 0;
        if (can_ruff(p, c->trump, third, s)) return 0;
        r[s] = (u16)(1u << top);
    }
    memcpy(rel, r, sizeof r);
    return 1;
}

/* May the claimer's quick tricks count?  Only when his side may cash any top card: plain
 * DD, or a best line under no rule that limits his cards (a restricted card may not be
 * cashable) and with no struck point still to come (a struck card may be the one his
 * cashing needs). */
int claimer_can_cash(const Ctx *c)
{
    if (c->mode == ADJ_DD) return 1;
    return c->mode == ADJ_BEST && !points_live(c) &&
           !(c->rules & (ADJ_ALL_RULES & ~(unsigned)(ADJ_KNOWN_LAYOUT | ADJ_COUNTS_SPOTS |
                                                      ADJ_SHOWN_TRUMPS)));
}

/* Bounds on every result of the claimer's normal lines from a trick start (outcomes mode,
 * n tricks left): *lo..*hi.  The counted side on lead takes every trick when it holds only
 * masters nobody can ruff (any card it plays); on lead, the other side takes at least
 * its sure tricks, whatever the counted side plays.  The claimer's free choices are lines
 * of their own here, so the worst line's bounds that leave them out do not apply. */
void outcome_bounds(Ctx *c, int n, int *lo, int *hi)
{
    const Pos *p = &c->p;
    u16 rel[4];
    *lo = 0;
    *hi = n;
    if ((p->leader & 1) == c->side) {
        if (leader_holds_all(c, p->leader, rel) || side_holds_all(c, p->leader, rel)) *lo = n;
    } else {
        *hi = n - sure_tricks(c, p->leader, n, rel);
    }
}

/* The counted side on lead, the claimer held to his normal cards (claimer_can_cash is 0):
 * does it take `target` of the n tricks left?  1 when the bounds above prove it (*lo: the
 * tricks proven, rel: the ranks they depended on), else 0 (nothing written). */
int normal_cash_bound(Ctx *c, int target, int n, int *lo, u16 rel[4])
{
    const Pos *p = &c->p;
    u16 qr[4] = {0, 0, 0, 0};
    int k = leader_holds_all(c, p->leader, qr) || side_holds_all(c, p->leader, qr)
                ? n : leader_cashes(c, qr);
    if (k < target) {
        u16 sr[4] = {0, 0, 0, 0};
        int run = side_cashes(c, sr);
        if (run > k) {
            k = run;
            memcpy(qr, sr, sizeof sr);
        }
    }
    if (k < target) return 0;
    c->stats[ST_LATER_CUTS]++;
    *lo = k;
    memcpy(rel, qr, sizeof qr);
    return 1;
}

/* The trick now starting, the claimer held to his normal cards: does the counted side
 * surely win it, on lead (claimer_lead_wins) or not (defence_lead_lost)?  rel, written
 * only when it does: the ranks that depended on. */
int normal_trick_won(Ctx *c, u16 rel[4])
{
    return (c->p.leader & 1) == c->side ? claimer_lead_wins(c, rel) : defence_lead_lost(c, rel);
}
