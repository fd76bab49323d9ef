/* The claimer's normal cards: the C side of docs/restriction.md (filters 1-7 and the
 * claimer's knowledge), and which of his cards the policy cannot tell apart.
 *
 * normal_cards() is the filters' authoritative definition, mirrored by Reference.normal()
 * in tests/reference_search.py.  Each filter is skipped when it would leave no card.
 */
#include "internal.h"

/* ---- the policy's view of the ranks ------------------------------------------------- */

/* The evident ranks and, per suit, where adjacent ranks differ for the policy (a phase
 * mask or evident_min_rank between them): cards across such a break are not equivalent. */
void policy_setup(Ctx *c)
{
    int restricted = is_restricted(c);
    c->evrank = restricted ? (u16)(SUIT_BITS & ~((1u << (c->emin - 2)) - 1u)) : 0;
    u64 masks[4 * ADJ_MAX_PHASES + 1];
    int nm = 0;
    if (restricted) {
        u64 ev = 0;
        for (int s = 0; s < 4; s++) ev |= (u64)c->evrank << (13 * s);
        masks[nm++] = ev;
        for (int i = 0; (c->rules & ADJ_STATEMENT) && i < c->nph; i++) {
            masks[nm++] = c->ph[i].lead;
            masks[nm++] = c->ph[i].play;
            masks[nm++] = c->ph[i].done;
            masks[nm++] = c->ph[i].out;
        }
    }
    for (int s = 0; s < 4; s++) {
        unsigned brk = 0;
        for (int i = 0; i < nm; i++) {
            unsigned m = (unsigned)(masks[i] >> (13 * s)) & SUIT_BITS;
            brk |= (m ^ (m >> 1)) & 0xFFFu;
        }
        c->sigbreak[s] = (u16)brk;
    }
}

/* ---- knowledge ---------------------------------------------------------------------- */

static int phase_finished(const adj_phase *ph, u64 claim, u64 outst)
{
    if (popc64(claim & ph->done) <= ph->done_left) return 1;
    return ph->out && !(outst & ph->out);
}

static void knowledge(const Ctx *c, int seat, Knowledge *kn)
{
    const Pos *p = &c->p;
    int pa = (seat + 2) & 3;
    kn->mine = hmask(p, seat);
    kn->claim = kn->mine | hmask(p, pa);
    kn->outst = hmask(p, (seat + 1) & 3) | hmask(p, (seat + 3) & 3);
    kn->master = kn->evident = kn->loser = 0;
    for (int s = 0; s < 4; s++) {
        unsigned cl = (unsigned)(kn->claim >> (13 * s)) & SUIT_BITS;
        unsigned os = (unsigned)(kn->outst >> (13 * s)) & SUIT_BITS;
        unsigned above = os ? SUIT_BITS & ~((2u << hibit(os)) - 1u) : SUIT_BITS;
        unsigned m = cl & above;
        unsigned ev = m & c->evrank;
        if ((c->rules & ADJ_COUNTS_SPOTS) && !os) ev = m;
        kn->master |= (u64)m << (13 * s);
        kn->evident |= (u64)ev << (13 * s);
        /* a loser cannot win: no master in the suit, and partner cannot ruff it (a
         * card led for partner to ruff is the crossruff, not a loser) */
        int ruffable = c->trump < 4 && s != c->trump && !(hmask(p, pa) & suitmask(s)) &&
                       (hmask(p, pa) & suitmask(c->trump));
        if (!m && !ruffable) kn->loser |= (u64)cl << (13 * s);
    }
}

/* Is suit s's layout known to the claimer (Law 70E): an opponent has shown out of it? */
int known_suit(const Ctx *c, int s)
{
    if (!(c->rules & ADJ_KNOWN_LAYOUT)) return 0;
    for (int seat = 0; seat < 4; seat++)
        if ((seat & 1) != c->side && (c->p.shown >> (4 * seat + s) & 1)) return 1;
    return 0;
}

/* No trump left with the claimer's opponents (he can count them)? */
int trumps_spent(const Ctx *c, int seat)
{
    if (c->trump >= 4 || !(c->rules & ADJ_KNOWN_LAYOUT)) return 0;
    u64 outst = hmask(&c->p, (seat + 1) & 3) | hmask(&c->p, (seat + 3) & 3);
    return !(outst & suitmask(c->trump));
}

/* Does the next opponent to play (if any) risk ruffing a card of suit `ls`: he has shown
 * out of it and trumps are still out? */
static int ruff_risk(const Ctx *c, int seat, const Knowledge *kn, int ls)
{
    const Pos *p = &c->p;
    int T = c->trump;
    if (T >= 4 || ls == T || !(kn->outst & suitmask(T))) return 0;
    if (p->ntrick + 1 >= 4) return 0;
    int next = (seat + 1) & 3;
    return (p->shown >> (4 * next + ls)) & 1;
}

/* Is partner winning the trick with an evident master of the suit led, which the next
 * opponent (if any) is not known to be able to ruff? */
static int partner_sure(const Ctx *c, int seat, const Knowledge *kn, int ls, int wc)
{
    if (c->trump < 4 && wc / 13 == c->trump && ls != c->trump) {
        /* partner's ruff: sure unless a higher trump is out */
        unsigned ot = (unsigned)(kn->outst >> (13 * c->trump)) & SUIT_BITS;
        return !(ot >> (wc % 13));
    }
    if (wc / 13 != ls) return 0;
    unsigned os = (unsigned)(kn->outst >> (13 * ls)) & SUIT_BITS;
    int r = wc % 13;
    if (os >> r) return 0; /* an outstanding card above it */
    int evident = ((c->evrank >> r) & 1) || ((c->rules & ADJ_COUNTS_SPOTS) && !os);
    return evident && !ruff_risk(c, seat, kn, ls);
}

/* ---- the filters -------------------------------------------------------------------- */

/* The trick as the seat to play sees it. */
typedef struct {
    int seat, lead, follow;
    int ls;     /* suit led, -1 on lead */
    int wc;     /* card winning the trick so far */
    int wseat;  /* its seat */
    int partner_wins; /* the winner is partner (not the seat itself) */
} TrickView;

/* Filter 1: the statement's phases. */
static u64 filter_statement(const Ctx *c, u64 legal, const Knowledge *kn, const TrickView *tv)
{
    int active = -1;
    u64 keep = 0;
    for (int i = 0; i < c->nph; i++) {
        const adj_phase *ph = &c->ph[i];
        if (phase_finished(ph, kn->claim, kn->outst)) continue;
        if (active < 0) active = i;
        keep |= ph->lead | ph->play | ph->done;
    }
    if (active < 0) return legal;
    const adj_phase *ph = &c->ph[active];
    if (tv->lead) return legal & ph->lead;
    /* following: the phase's card, but when an opponent is winning only one that beats
     * him ("finesse the queen" is off once the king has been played on it) */
    if (tv->follow) {
        u64 beat_opp = (tv->wseat & 1) != (tv->seat & 1) ? beat_mask(tv->wc, c->trump) : ~(u64)0;
        return legal & ph->play & beat_opp;
    }
    u64 trumps = c->trump < 4 ? suitmask(c->trump) : 0;
    u64 ruff = legal & ph->play & trumps;
    /* discarding: keep the statement's cards, but never by throwing an evident master */
    return ruff ? ruff : legal & ~keep & ~kn->evident;
}

/* Filters 2-4, on lead: trumps drawn first (70C), suits from the top, no loser led
 * while the side holds evident masters. */
static u64 filter_lead(const Ctx *c, u64 legal, const Knowledge *kn)
{
    unsigned R = c->rules;
    u64 trumps = c->trump < 4 ? suitmask(c->trump) : 0, x;
    if ((R & ADJ_DRAW_TRUMPS) && (kn->outst & trumps)) {
        x = legal & trumps;
        if (x) legal = x;
    }
    if (R & ADJ_TOP_DOWN) {
        u64 rm = 0;
        for (int s = 0; s < 4; s++) {
            u64 ms = kn->mine & suitmask(s);
            if (kn->evident & ms) rm |= ms & ~((u64)1 << (63 - __builtin_clzll(ms)));
        }
        x = legal & ~rm;
        if (x) legal = x;
    }
    if ((R & ADJ_NO_LOSER_LEAD) && (kn->evident & kn->claim)) {
        x = legal & ~kn->loser;
        if (x) legal = x;
    }
    return legal;
}

/* Second or third hand, the trick not surely the side's: when the hand holds a sure
 * winner (an evident master of the suit led that nobody after can ruff, or a ruff when
 * no trump is out) it plays one — a suit with evident masters is played from the top
 * (practice rows 4, 5).  Ducking it, or finessing when the statement did not say so, is
 * not the claimer's normal line; an unstated finesse is then never credited (Law 70E). */
static u64 sure_winners(const Ctx *c, u64 legal, const Knowledge *kn, const TrickView *tv)
{
    int T = c->trump, ls = tv->ls;
    u64 beat = legal & beat_mask(tv->wc, T);
    if (!tv->follow) {
        if (T < 4 && !(kn->outst & suitmask(T))) return beat & suitmask(T);
        return 0;
    }
    if (ruff_risk(c, tv->seat, kn, ls)) return 0;
    u64 sure = beat & kn->evident & suitmask(ls);
    /* in a suit whose layout he knows (Law 70E) he may finesse: any card that beats */
    if (sure && known_suit(c, ls)) return beat & suitmask(ls);
    return sure;
}

/* Filter 5 (win the trick when it is his to win), second to fourth hand.  Following suit
 * under partner's evident winner: not overtaken, nor a second evident master thrown under
 * it while a card that cannot win is held (two winners on one trick). */
static u64 filter_win(const Ctx *c, u64 legal, const Knowledge *kn, const TrickView *tv)
{
    const Pos *p = &c->p;
    int opp_wins = (tv->wseat & 1) != (tv->seat & 1);
    u64 x;
    if (p->ntrick == 3 && opp_wins) {
        x = legal & beat_mask(tv->wc, c->trump);
        if (x) legal = x;
    }
    if ((p->ntrick == 1 || p->ntrick == 2) &&
        (opp_wins || !partner_sure(c, tv->seat, kn, tv->ls, tv->wc))) {
        x = sure_winners(c, legal, kn, tv);
        if (x) legal = x;
    }
    if (tv->follow && tv->partner_wins && partner_sure(c, tv->seat, kn, tv->ls, tv->wc)) {
        x = legal & ~beat_mask(tv->wc, c->trump);
        u64 y = x & ~kn->evident;
        if (y) legal = y;
        else if (x) legal = x;
    }
    return legal;
}

/* Filters 5-7 when the seat cannot follow suit: partner's evident winner not ruffed, a
 * ruff with the lowest trump that wins, no master thrown while a loser is held, and not
 * the master that covers partner's loser. */
static u64 filter_discard(const Ctx *c, u64 legal, const Knowledge *kn, const TrickView *tv)
{
    unsigned R = c->rules;
    int T = c->trump;
    u64 trumps = T < 4 ? suitmask(T) : 0, x;
    if ((R & ADJ_WIN_LAST) && T < 4 && tv->partner_wins &&
        partner_sure(c, tv->seat, kn, tv->ls, tv->wc)) {
        x = legal & ~trumps;
        if (x) legal = x;
    }
    if ((R & ADJ_RUFF_LOW) && T < 4 && tv->ls != T) {
        x = legal & trumps & beat_mask(tv->wc, T);
        if (x) legal = (legal & ~trumps) | (x & (~x + 1));
    }
    if ((R & ADJ_KEEP_MASTERS) && (kn->mine & ~kn->master)) {
        x = legal & ~(kn->evident & ~trumps);
        if (x) legal = x;
    }
    if (R & ADJ_KEEP_MASTERS) {
        /* an evident master of a suit where partner still holds a card that cannot win
         * is the way to that card's trick: throw another master first */
        u64 pa = hmask(&c->p, (tv->seat + 2) & 3) & ~kn->master, covering = 0;
        for (int s = 0; s < 4; s++)
            if (pa & suitmask(s)) covering |= kn->evident & kn->mine & suitmask(s);
        x = legal & ~covering;
        if (x) legal = x;
    }
    return legal;
}

static void trick_view(const Ctx *c, int seat, const Knowledge *kn, TrickView *tv)
{
    const Pos *p = &c->p;
    tv->seat = seat;
    tv->lead = p->ntrick == 0;
    tv->ls = tv->lead ? -1 : p->tc[0] / 13;
    tv->follow = !tv->lead && (kn->mine & suitmask(tv->ls));
    int wi = tv->lead ? 0 : winning_index(p, c->trump);
    tv->wc = tv->lead ? 0 : p->tc[wi];
    tv->wseat = (p->leader + wi) & 3;
    tv->partner_wins = tv->wseat != seat && (tv->wseat & 1) == (seat & 1);
}

/* The normal cards of the claimer's side's seat among its legal cards (filters 1-7,
 * each skipped when it would leave no card). */
u64 normal_cards(const Ctx *c, int seat, u64 legal)
{
    Knowledge kn;
    TrickView tv;
    u64 x;
    knowledge(c, seat, &kn);
    trick_view(c, seat, &kn, &tv);
    if ((c->rules & ADJ_STATEMENT) && c->nph) {
        x = filter_statement(c, legal, &kn, &tv);
        if (x) legal = x;
    }
    if (tv.lead) return filter_lead(c, legal, &kn);
    if (c->rules & ADJ_WIN_LAST) legal = filter_win(c, legal, &kn, &tv);
    if (!tv.follow) legal = filter_discard(c, legal, &kn, &tv);
    return legal;
}

/* ---- equivalent cards --------------------------------------------------------------- */

/* The ranks of suit s held by anyone or already on the trick. */
static unsigned suit_present(const Pos *p, int s)
{
    unsigned pres = suit_held(p, s);
    for (int i = 0; i < p->ntrick; i++)
        if (p->tc[i] / 13 == s) pres |= 1u << (p->tc[i] % 13);
    return pres;
}

/* One card of each run of equivalent cards among `cand` (cards of `seat`): cards of the
 * seat with no other present card between them (present = held or on the trick) and no
 * policy-relevant difference (sigbreak). */
u64 reduce_equivalent(const Ctx *c, int seat, u64 cand)
{
    const Pos *p = &c->p;
    u64 out = 0;
    for (int s = 0; s < 4; s++) {
        unsigned cs = (unsigned)(cand >> (13 * s)) & SUIT_BITS;
        if (!cs) continue;
        unsigned mine = p->h[seat][s];
        unsigned pres = suit_present(p, s);
        if (cs == mine && !c->sigbreak[s]) {
            /* every card is a candidate and no policy break: a card stands for its run
             * when the next present card above it is not the seat's */
            for (unsigned m = mine; m; m &= m - 1) {
                int r = __builtin_ctz(m);
                unsigned above = pres & ~((2u << r) - 1u);
                if (!(above & (0u - above) & mine)) out |= (u64)1 << (13 * s + r);
            }
            continue;
        }
        int inrun = 0, haverep = 0, last = -1;
        for (unsigned rest = pres; rest;) {
            int r = hibit(rest);
            rest &= ~(1u << r);
            if (mine >> r & 1) {
                int brk = last >= 0 && (c->sigbreak[s] >> r) & ((1u << (last - r)) - 1u);
                if (!inrun || brk) {
                    inrun = 1;
                    haverep = 0;
                }
                if (!haverep && (cs >> r & 1)) {
                    out |= (u64)1 << (13 * s + r);
                    haverep = 1;
                }
            } else {
                inrun = 0;
            }
            last = r;
        }
    }
    return out;
}

/* The lowest card of the run of equivalent cards of `seat` that starts at `card`. */
int run_low(const Ctx *c, int seat, int card)
{
    const Pos *p = &c->p;
    int s = card / 13, r = card % 13;
    unsigned mine = p->h[seat][s];
    unsigned below = suit_present(p, s) & ((1u << r) - 1u);
    int low = r;
    while (below) {
        int q = hibit(below);
        if (!(mine >> q & 1) || ((c->sigbreak[s] >> q) & ((1u << (low - q)) - 1u))) break;
        low = q;
        below &= ~(1u << q);
    }
    return 13 * s + low;
}
