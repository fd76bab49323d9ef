/* The claimer's normal cards: the C side of docs/restriction.md (filters 0-13 and the
 * claimer's knowledge), which of them are careless deviations, and which of his cards the
 * policy cannot tell apart.
 *
 * normal_trace() is the filters' authoritative definition, mirrored by Reference.normal()
 * in tests/reference_search.py.  Each filter narrows the set and is skipped when it would
 * leave no card; with a Trace it notes what each rule removed (adj_explain).
 *
 * Two kinds of fact are used.  What the claimer *can see* (his two hands, the cards played,
 * who has shown out) decides what he knows: masters, evident masters, losers, known suits.
 * Whether a card is *sure* to win the trick in progress is the director's fact: no
 * opponent still to play to it can beat it (issue 16, item 1).
 */
#include "internal.h"

#include <string.h>

/* The ranks above every card of `cards` (rank bits of one suit): all when it is empty. */
static unsigned ranks_above(unsigned cards)
{
    return cards ? SUIT_BITS & ~((2u << hibit(cards)) - 1u) : SUIT_BITS;
}

/* How many cards of suit s the longer of `seat`'s two opponents holds. */
static int longer_opponent(const Pos *p, int seat, int s)
{
    int a = popc13(p->h[(seat + 1) & 3][s]), b = popc13(p->h[(seat + 3) & 3][s]);
    return a > b ? a : b;
}

/* ---- the policy's view of the ranks ------------------------------------------------- */

/* The evident ranks per suit (the class's evident_min_rank, lowered in a suit where the
 * claim count shows the claimer counted lower masters) and, per suit, where adjacent ranks
 * differ for the policy (a phase mask, a struck card, an evident-rank or honour boundary
 * between them): cards across such a break are not equivalent. */
void policy_setup(Ctx *c, const adj_input *in)
{
    int restricted = is_restricted(c);
    c->evrank = restricted ? (u16)(SUIT_BITS & ~((1u << (c->emin - 2)) - 1u)) : 0;
    for (int s = 0; s < 4; s++) {
        c->evsuit[s] = c->evrank;
        int r = in->counted_min_rank[s];
        if (restricted && r >= 2 && r < c->emin)
            c->evsuit[s] = (u16)(SUIT_BITS & ~((1u << (r - 2)) - 1u));
    }
    /* the runs of the claimer's plan: a hand's two or more evident masters of a suit
     * partner is shorter in, headed by one at an evident rank (two spot cards of a suit
     * counted out are long cards he may not have counted, row 15), as at the claim; for an
     * expert (LONE_WINNERS) a single such master too — leaving it behind by crossing early
     * is the wrong-hand order of row 14, careless for a club player, not for him (row 25) */
    c->plan_runs = 0;
    for (int k = 0; restricted && k < 2; k++) {
        int seat = c->side + 2 * k, pa = (seat + 2) & 3;
        for (int s = 0; s < 4; s++) {
            unsigned opp = c->p.h[(seat + 1) & 3][s] | c->p.h[(seat + 3) & 3][s];
            unsigned above = ranks_above(opp);
            unsigned run = evident_masters(c, s, c->p.h[seat][s] & above, opp);
            if (popc13(c->p.h[seat][s]) > popc13(c->p.h[pa][s]) &&
                popc13(run) >= ((c->rules & ADJ_LONE_WINNERS) ? 1 : 2) && (run & c->evsuit[s]))
                c->plan_runs |= 1u << (4 * seat + s);
        }
    }
    u64 masks[5 * ADJ_MAX_PHASES + 4];
    int nm = 0;
    if (restricted) {
        u64 ev = 0, struck = 0, honours = 0;
        for (int s = 0; s < 4; s++) {
            ev |= (u64)c->evsuit[s] << (13 * s);
            honours |= (u64)HONOUR_RANKS << (13 * s);
        }
        /* the evident ranks and the honours are tests of the claimer's own cards; every
         * test of an opponent's card is against the cards around it (masters, sure
         * winners, finesse gaps), so they do not split the opponents' runs */
        masks[nm++] = ev;
        masks[nm++] = honours;
        for (int i = 0; i < c->npoints; i++) struck |= (u64)1 << c->points[i].card;
        if (struck) masks[nm++] = struck;
        if (c->unseen_cards) masks[nm++] = c->unseen_cards;  /* row 11's honour: itself */
        for (int i = 0; (c->rules & ADJ_STATEMENT) && i < c->nph; i++) {
            masks[nm++] = c->ph[i].lead;
            masks[nm++] = c->ph[i].play;
            masks[nm++] = c->ph[i].done;
            masks[nm++] = c->ph[i].out;
            masks[nm++] = c->ph[i].discard;
        }
    }
    for (int s = 0; s < 4; s++) {
        unsigned brk[2] = {0, 0};
        for (int i = 0; i < nm; i++) {
            unsigned m = (unsigned)(masks[i] >> (13 * s)) & SUIT_BITS;
            unsigned b = (m ^ (m >> 1)) & 0xFFFu;
            brk[0] |= b;
            if (i >= 2) brk[1] |= b;
        }
        c->sigbreak[0][s] = (u16)brk[0];
        c->sigbreak[1][s] = (u16)brk[1];
    }
}

/* The policy breaks that split `seat`'s runs of equivalent cards, per suit. */
static const u16 *breaks_of(const Ctx *c, int seat)
{
    return c->sigbreak[(seat & 1) != c->side];
}

/* Is there a break (of the suit's mask brk) between ranks lo < hi? */
static int break_between(unsigned brk, int lo, int hi)
{
    return (brk >> lo) & ((1u << (hi - lo)) - 1u);
}

/* The number of the trick being played, 1 = the trick in progress at the claim. */
int trick_number(const Ctx *c)
{
    const Pos *p = &c->p;
    int left = hand_size(p, p->leader) + (p->ntrick > 0);
    return c->tricks0 - left + 1;
}

/* Can a point the director struck still act: is one to come (at this trick or a later
 * one) whose seat still holds its card?  When none can, the search is the one without
 * them. */
int points_live(const Ctx *c)
{
    if (!c->npoints || trick_number(c) > c->last_point) return 0;
    for (int i = 0; i < c->npoints; i++)
        if (point_live(c, i)) return 1;
    return 0;
}

/* Can struck point i still act: its trick is this one or later, its seat holds its card? */
int point_live(const Ctx *c, int i)
{
    const adj_point *pt = &c->points[i];
    return pt->trick >= trick_number(c) && (hmask(&c->p, pt->seat) >> pt->card & 1);
}

/* Can the rule DRAW_TRUMPS still act: do the opponents hold a trump (filter 2)?  Once they
 * hold none the search is the one without the rule. */
int drawing_live(const Ctx *c)
{
    if (!(c->rules & ADJ_DRAW_TRUMPS) || c->trump >= 4) return 0;
    const Pos *p = &c->p;
    return (p->h[(c->side + 1) & 3][c->trump] | p->h[(c->side + 3) & 3][c->trump]) != 0;
}

/* ---- knowledge ---------------------------------------------------------------------- */

static int phase_finished(const adj_phase *ph, u64 claim, u64 outst)
{
    if (popc64(claim & ph->done) <= ph->done_left) return 1;
    /* a discard plan lasts until its discards are made or its winners are used up */
    if (ph->discard && popc64(claim & ph->discard) <= ph->discard_left) return 1;
    return ph->out && !(outst & ph->out);
}

static void knowledge(const Ctx *c, int seat, Knowledge *kn)
{
    const Pos *p = &c->p;
    int pa = (seat + 2) & 3;
    kn->mine = hmask(p, seat);
    kn->claim = kn->mine | hmask(p, pa);
    kn->outst = hmask(p, (seat + 1) & 3) | hmask(p, (seat + 3) & 3);
    kn->master = kn->evident = kn->loser = kn->honours = kn->ruff_leads = kn->to_partner = 0;
    for (int s = 0; s < 4; s++) {
        unsigned cl = (unsigned)(kn->claim >> (13 * s)) & SUIT_BITS;
        unsigned os = (unsigned)(kn->outst >> (13 * s)) & SUIT_BITS;
        unsigned above = ranks_above(os);
        unsigned m = cl & above;
        unsigned ev = evident_masters(c, s, m, os);
        kn->master |= (u64)m << (13 * s);
        kn->evident |= (u64)ev << (13 * s);
        kn->honours |= (u64)HONOUR_RANKS << (13 * s);
        /* a loser of the seat's cannot win the trick it is led to: not a master, partner
         * holds no master of the suit and cannot ruff it (a card led to partner's winner
         * is the way to it, one led for partner to ruff is the crossruff); in a suit whose
         * outstanding honour the claimer never saw he takes his cards for winners (row 11)
         * until that honour is played (issue 27 J) */
        unsigned part = p->h[pa][s];
        int ruffable = c->trump < 4 && s != c->trump && !part && p->h[pa][c->trump];
        int unseen = (c->unseen >> s & 1) && (kn->outst & c->unseen_cards & suitmask(s));
        if (!(part & above) && !ruffable && !unseen)
            kn->loser |= (u64)(p->h[seat][s] & ~above) << (13 * s);
        if (ruffable) kn->ruff_leads |= (u64)(p->h[seat][s] & ~above) << (13 * s);
        if (part & ev) kn->to_partner |= (u64)p->h[seat][s] << (13 * s);
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

/* Does the claimer's choice in suit s get the known layout's maximum (the grouped search,
 * search.c): the layout is known (70E's exception) and there is something to guess — an
 * opponent still holds a card of the suit.  With none out, which card he plays decides
 * only blocking and entries, and that stays his careless choice (row 14): the known
 * layout's maximum is for guesses only (issue 27 P).  The opponents' lengths are keyed:
 * no note is needed. */
int guess_known(const Ctx *c, int s)
{
    if (!known_suit(c, s)) return 0;
    const Pos *p = &c->p;
    return (p->h[(c->side + 1) & 3][s] | p->h[(c->side + 3) & 3][s]) != 0;
}

/* No trump left with the claimer's opponents (he can count them)?  With SHOWN_TRUMPS (a
 * class that does not count spot cards; issue 27 C, practice row 9 as written) only once
 * both opponents have shown out of trumps. */
int trumps_spent(const Ctx *c, int seat)
{
    if (c->trump >= 4 || !(c->rules & ADJ_KNOWN_LAYOUT)) return 0;
    int o1 = (seat + 1) & 3, o2 = (seat + 3) & 3;
    u64 outst = hmask(&c->p, o1) | hmask(&c->p, o2);
    if (outst & suitmask(c->trump)) return 0;
    if (c->rules & ADJ_SHOWN_TRUMPS)
        return (c->p.shown >> (4 * o1 + c->trump) & 1) && (c->p.shown >> (4 * o2 + c->trump) & 1);
    return 1;
}

/* Can opponent o, with the cards he holds, beat `card` on a trick led in suit ls? */
static int opponent_beats(const Ctx *c, int o, int ls, int card)
{
    const Pos *p = &c->p;
    int T = c->trump;
    unsigned follow = p->h[o][ls];
    if (follow) return card / 13 == ls && (follow >> (card % 13 + 1));
    return T < 4 && p->h[o][T] && (card / 13 != T || (p->h[o][T] >> (card % 13 + 1)));
}

/* Can an opponent still to play to the trick in progress (after `seat`) beat `card`, with
 * the cards he really holds?  (The director's fact behind a *sure* winner.) */
static int later_opponent_beats(const Ctx *c, int seat, int card)
{
    const Pos *p = &c->p;
    int ls = p->ntrick ? p->tc[0] / 13 : card / 13;
    for (int k = p->ntrick + 1; k < 4; k++) {
        int o = (p->leader + k) & 3;
        if ((o & 1) != (seat & 1) && opponent_beats(c, o, ls, card)) return 1;
    }
    return 0;
}

/* Can an opponent still to play beat `card`, as far as the claimer can see?  A visible
 * opponent (dummy, to a defender who claims) with his cards; another with any card still
 * out that he may hold: a higher card of the suit led unless he has shown out of it, a
 * trump (unless he has shown out of trumps) when he has shown out or none of the suit is
 * left for him — if the claimer knows the trumps are out. */
static int draws_trumps(const Ctx *c, const Knowledge *kn);

static int view_beats(const Ctx *c, int seat, const Knowledge *kn, int card)
{
    const Pos *p = &c->p;
    int T = c->trump, ls = p->ntrick ? p->tc[0] / 13 : card / 13;
    u64 hidden = kn->outst & ~(c->visible >= 0 ? hmask(p, c->visible) : 0);
    unsigned follow = (unsigned)(hidden >> (13 * ls)) & SUIT_BITS;
    /* a claimer unaware of the trumps out (70C) does not fear a ruff until alerted */
    unsigned trumps = T < 4 && draws_trumps(c, kn) ? (unsigned)(hidden >> (13 * T)) & SUIT_BITS
                                                   : 0;
    for (int k = p->ntrick + 1; k < 4; k++) {
        int o = (p->leader + k) & 3;
        if ((o & 1) == (seat & 1)) continue;
        if (o == c->visible) {
            if (opponent_beats(c, o, ls, card)) return 1;
            continue;
        }
        int void_ls = (p->shown >> (4 * o + ls) & 1) || !follow;
        if (!void_ls) {
            if (card / 13 == ls && (follow >> (card % 13 + 1))) return 1;
        } else if (ls != T && trumps && !(p->shown >> (4 * o + T) & 1)) {
            if (card / 13 != T || (trumps >> (card % 13 + 1))) return 1;
        }
    }
    return 0;
}

/* Does the next opponent to play (if any) risk ruffing a card of suit `ls`: he has shown
 * out of it and trumps are still out?  (What the claimer can see.) */
static int ruff_risk(const Ctx *c, int seat, const Knowledge *kn, int ls)
{
    const Pos *p = &c->p;
    int T = c->trump;
    if (T >= 4 || ls == T || !(kn->outst & suitmask(T))) return 0;
    if (p->ntrick + 1 >= 4) return 0;
    int next = (seat + 1) & 3;
    return (p->shown >> (4 * next + ls)) & 1;
}

/* Is partner winning the trick with a card sure to win it, as far as the claimer can see?
 * With CHEAP_WIN no opponent still to play can beat it by any card he may hold (the
 * ruffing finesse stays a guess: the ace may be behind); before issue 16, an evident
 * master the next opponent is not known to ruff, or a ruff no trump out beats. */
static int partner_sure(const Ctx *c, int seat, const Knowledge *kn, int ls, int wc)
{
    if (c->rules & ADJ_CHEAP_WIN) return !view_beats(c, seat, kn, wc);
    if (c->trump < 4 && wc / 13 == c->trump && ls != c->trump) {
        unsigned ot = (unsigned)(kn->outst >> (13 * c->trump)) & SUIT_BITS;
        return !(ot >> (wc % 13));
    }
    if (wc / 13 != ls) return 0;
    unsigned os = (unsigned)(kn->outst >> (13 * ls)) & SUIT_BITS;
    int r = wc % 13;
    if (os >> r) return 0;
    int evident = ((c->evsuit[ls] >> r) & 1) || ((c->rules & ADJ_COUNTS_SPOTS) && !os);
    return evident && !ruff_risk(c, seat, kn, ls);
}

/* ---- the trick as the seat to play sees it ------------------------------------------- */

typedef struct {
    int seat, lead, follow;
    int ls;           /* suit led, -1 on lead */
    int wc;           /* card winning the trick so far */
    int wseat;        /* its seat */
    int partner_wins; /* the winner is partner (not the seat itself) */
    int opp_wins;     /* the winner is an opponent */
} TrickView;

static void trick_view(const Ctx *c, int seat, const Knowledge *kn, TrickView *tv)
{
    const Pos *p = &c->p;
    tv->seat = seat;
    tv->lead = p->ntrick == 0;
    tv->ls = tv->lead ? -1 : p->tc[0] / 13;
    tv->follow = !tv->lead && (kn->mine & suitmask(tv->ls));
    int wi = tv->lead ? 0 : winning_index(p);
    tv->wc = tv->lead ? 0 : p->tc[wi];
    tv->wseat = (p->leader + wi) & 3;
    tv->partner_wins = !tv->lead && tv->wseat != seat && (tv->wseat & 1) == (seat & 1);
    tv->opp_wins = !tv->lead && (tv->wseat & 1) != (seat & 1);
}

/* Narrow *set to the cards of `keep`, unless none would be left; note what `rule` removed. */
static void narrow(u64 *set, u64 keep, unsigned rule, Trace *tr)
{
    u64 x = *set & keep;
    if (!x || x == *set) return;
    if (tr) tr->excluded[__builtin_ctz(rule)] |= *set & ~x;
    *set = x;
}

static u64 lowest(u64 m) { return m & (~m + 1); }

/* ---- filter 0: points the director struck ------------------------------------------- */

static u64 struck_cards(Ctx *c, int seat)
{
    u64 out = 0;
    int t = c->npoints ? trick_number(c) : 0;
    for (int i = 0; i < c->npoints; i++)
        if (c->points[i].trick == t && c->points[i].seat == seat) {
            out |= (u64)1 << c->points[i].card;
            /* whether he holds it decides the filter: its owner is part of the answer */
            if (c->relevant_filters) note_card(c, c->points[i].card);
        }
    return out;
}

/* ---- filter 1: the statement --------------------------------------------------------- */

/* Has the claimer seen a layout that rules out the condition of a phase stated for a
 * layout (issue 28, Law 70E: what the play showed him, not the hidden cards)?  Of the
 * suit's cards the opponents held at the claim he knows the total; each has played some
 * since, one who has shown out holds no more, and a visible opponent's (dummy's, to a
 * defender) he always knew.  The lengths of the first opponent still possible: none meets
 * the condition — it is ruled out. */
static int condition_ruled_out(const Ctx *c, const adj_phase *ph)
{
    if (!ph->cond_left) return 0;
    const Pos *p = &c->p;
    int s = ph->cond_suit, o1 = (c->side + 1) & 3, o2 = (c->side + 3) & 3;
    int n1 = popc13(c->h0[o1][s]), n2 = popc13(c->h0[o2][s]);
    int k1 = n1 - popc13(p->h[o1][s]), k2 = n2 - popc13(p->h[o2][s]);
    int total = n1 + n2, lo = k1, hi = total - k2;
    if (o1 == c->visible)
        lo = hi = n1;
    else if (p->shown >> (4 * o1 + s) & 1)
        lo = hi = k1;
    if (o2 == c->visible)
        lo = hi = n1;
    else if (p->shown >> (4 * o2 + s) & 1)
        lo = hi = total - k2;
    if (lo > hi) return 1;
    unsigned possible = ((2u << hi) - 1u) & ~((1u << lo) - 1u);
    return !(possible & ph->cond_left);
}

/* Where the cards of a line stated for their place lie, as the claimer has seen it
 * (issue 28, Law 70E): 1 its condition holds, 0 it does not, -1 he cannot know yet.  A
 * card's place he knows once it has been played (by whom: its holder at the claim), once
 * either opponent has shown out of its suit, or always when an opponent is visible (and
 * a card that was not the opponents' at the claim lies with neither).  A stated finesse
 * whose cards (`place_reveal`) have all been played to a finished trick, with no card of
 * the place seen elsewhere, he reads as held. */
static int place_seen(const Ctx *c, const adj_phase *ph)
{
    const Pos *p = &c->p;
    int seat = ph->place_seat, other = (seat + 2) & 3, unknown = 0, holds;
    int seen_all = c->visible == seat || c->visible == other;
    for (u64 m = ph->place; m; m &= m - 1) {
        int card = __builtin_ctzll(m), s = card / 13;
        unsigned bit = 1u << (card % 13);
        int holder = (c->h0[seat][s] & bit) ? seat : (c->h0[other][s] & bit) ? other : -1;
        if (holder < 0) return ph->place_negated; /* not the opponents': it is not there */
        int known = seen_all || !(p->h[holder][s] & bit) ||
                    ((p->shown >> (4 * seat + s)) & 1) || ((p->shown >> (4 * other + s)) & 1);
        if (known && holder == other) return ph->place_negated;
        if (!known) unknown = 1;
    }
    holds = !unknown;
    if (unknown && ph->place_reveal) {
        u64 held = hmask(p, 0) | hmask(p, 1) | hmask(p, 2) | hmask(p, 3);
        for (int i = 0; i < p->ntrick; i++) held |= (u64)1 << p->tc[i];
        if (held & ph->place_reveal) return -1;
        holds = 1;
    }
    if (!holds) return -1;
    return !ph->place_negated;
}

static u64 statement_cards(const Ctx *c, u64 set, const Knowledge *kn, const TrickView *tv)
{
    int active = -1;
    u64 keep = 0;
    for (int i = 0; i < c->nph; i++) {
        const adj_phase *ph = &c->ph[i];
        if (phase_finished(ph, kn->claim, kn->outst) || condition_ruled_out(c, ph)) continue;
        /* a line for a card's place binds only once he knows it holds */
        if (ph->place && place_seen(c, ph) != 1) continue;
        if (active < 0) active = i;
        keep |= ph->lead | ph->play | ph->done;
    }
    if (active < 0) return set;
    const adj_phase *ph = &c->ph[active];
    if (tv->lead) return set & ph->lead;
    /* following: the phase's card, but when an opponent is winning only one that beats
     * him ("finesse the queen" is off once the king has been played on it) */
    if (tv->follow) {
        u64 beat_opp = tv->opp_wins ? beat_mask(tv->wc, c->trump) : ~(u64)0;
        return set & ph->play & beat_opp;
    }
    u64 trumps = c->trump < 4 ? suitmask(c->trump) : 0;
    u64 ruff = set & ph->play & trumps;
    if (ruff) return ruff;
    /* a phase never forbids ruffing an opponent's winner: the stated line is the plan
     * for the claimer's own leads, not a promise to let a winner of theirs hold (Law 70D,
     * practice row 2; issue 28).  The trumps that beat it stay his to choose, the normal
     * rules decide between them and the discards */
    u64 over = tv->opp_wins && tv->ls != c->trump ? set & trumps & beat_mask(tv->wc, c->trump)
                                                  : 0;
    /* a discard the statement names is the discard, master or not (issue 28) */
    if (set & ph->discard) return (set & ph->discard) | over;
    /* discarding: keep the statement's cards, but never by throwing an evident master */
    u64 discards = set & ~keep & ~kn->evident;
    if (!discards) return set;
    return discards | over;
}

/* ---- filters 2-4: on lead ------------------------------------------------------------ */

/* Is the claimer drawing trumps: found aware of them (DRAW_TRUMPS), or alerted along the
 * line by an opponent's trump (ALERT, practice row 24)? */
static int draws_trumps(const Ctx *c, const Knowledge *kn)
{
    if (c->trump >= 4 || !(kn->outst & suitmask(c->trump))) return 0;
    if (c->rules & ADJ_DRAW_TRUMPS) return 1;
    return (c->rules & ADJ_ALERT) && (kn->outst & suitmask(c->trump)) != c->opp_trumps0;
}

/* How a leader with no trump gets to partner's hand to draw trumps: a card partner ruffs —
 * unless the ruff costs a trump trick, when partner holds no more trumps above all of the
 * opponents' than the longer opponent holds trumps (ruffing low is overruffed, ruffing with
 * a master leaves one trump too few to draw them); then, when he has one, a card led to
 * partner's evident master in a suit the opponents still hold is the way (a card that loses a trick he can see is not
 * normal: claim-practice, the plan, item 2). */
static u64 ways_to_draw(const Ctx *c, const Knowledge *kn)
{
    const Pos *p = &c->p;
    int seat = p->leader, pa = (seat + 2) & 3, t = c->trump;
    if (!kn->ruff_leads || p->h[seat][t]) return kn->ruff_leads;
    u64 entries = 0;
    for (int s = 0; s < 4; s++) {
        unsigned ev = (unsigned)(kn->evident >> (13 * s)) & p->h[pa][s] & SUIT_BITS;
        /* a suit the opponents hold none of is one they ruff */
        if (s == t || !ev || !((kn->outst >> (13 * s)) & SUIT_BITS)) continue;
        entries |= (u64)(p->h[seat][s] & ((1u << hibit(ev)) - 1u)) << (13 * s);
    }
    if (!entries) return kn->ruff_leads;
    unsigned os = (unsigned)(kn->outst >> (13 * t)) & SUIT_BITS;
    return popc13(p->h[pa][t] & ranks_above(os)) > longer_opponent(p, seat, t) ? kn->ruff_leads
                                                                               : entries;
}

/* ---- the claimer's evident plan: a hand's winners are not stranded (rows 22-23) ---- */

/* The ranks of suit s among the cards `cards`. */
static unsigned suit_ranks(u64 cards, int s) { return (unsigned)(cards >> (13 * s)) & SUIT_BITS; }

/* Can partner of `seat` lead back to `seat`'s hand for sure, with no card of suit `skip`
 * (-1: none) and without the cards `gone` (a discard being weighed): does partner hold a
 * card of a suit in which `seat` holds an evident master (one he knows is good) above all
 * of partner's cards of it, or of a suit `seat` is void in while `seat` holds a trump and
 * none is left against them — or a trump above all of theirs (the 2007 Spingold director,
 * board 8: dummy's trump masters are reached by a ruff, and partner's singleton king of
 * trumps is not overtaken)?  (What the claimer sees: his two hands and the cards out.) */
static int way_back(const Ctx *c, int seat, const Knowledge *kn, int skip, u64 gone)
{
    const Pos *p = &c->p;
    int pa = (seat + 2) & 3, T = c->trump;
    /* a ruff is sure when no trump is left against them, or with a trump above all of
     * theirs (no overruff) */
    unsigned ot = T < 4 ? suit_ranks(kn->outst, T) : 0;
    int ruff_in = T < 4 && (p->h[seat][T] & ~suit_ranks(gone, T) & ranks_above(ot));
    for (int s = 0; s < 4; s++) {
        unsigned part = p->h[pa][s] & ~suit_ranks(gone, s);
        unsigned mine = p->h[seat][s] & ~suit_ranks(gone, s);
        if (s == skip || !part) continue;
        if (mine) {
            unsigned top = 1u << hibit(mine);
            if (((u64)top << (13 * s) & kn->evident) && top > part) return 1;
        } else if (ruff_in && s != T) {
            return 1;
        }
    }
    return 0;
}

/* The evident masters left of the runs of the claimer's plan in `seat`'s hand — a solid
 * visible suit of two or more at the claim, headed by a card at an evident rank (row 23;
 * mid-way through cashing it he does not switch, row 13; a single winner left behind by
 * crossing early is the wrong-hand order a director lets a club player make) — that only
 * `seat` can cash: partner holds no card of the suit and has no sure way back to `seat`
 * (way_back).  The winners a lead giving up the lead would strand. */
static u64 strandable(const Ctx *c, int seat, const Knowledge *kn, int skip)
{
    const Pos *p = &c->p;
    int pa = (seat + 2) & 3;
    u64 out = 0;
    for (int s = 0; s < 4; s++)
        if ((c->plan_runs >> (4 * seat + s) & 1) && !p->h[pa][s] && s != skip)
            out |= kn->evident & kn->mine & suitmask(s);
    if (out && way_back(c, seat, kn, skip, 0)) return 0;
    return out;
}

/* The cards among `set` (cards of `seat`, partner winning the trick) that would cut
 * partner's way back to this hand's run of the claimer's plan in a suit partner holds
 * none of (rows 22-23, issue 27): the master partner will lead to.  Partner on lead
 * with no way back strands the run — a hand stuck with a solid visible suit is beyond
 * careless, and so is throwing the only card that reaches it. */
static u64 cutting_discards(const Ctx *c, u64 set, const Knowledge *kn, int seat)
{
    const Pos *p = &c->p;
    int pa = (seat + 2) & 3;
    u64 run = 0, cut = 0;
    for (int s = 0; s < 4; s++) {
        /* partner holds none of the suit, or only cards above this hand's: the high
         * cards of the short hand, cashed before the run */
        unsigned ps = p->h[pa][s], ms = p->h[seat][s];
        if ((c->plan_runs >> (4 * seat + s) & 1) && ms && (!ps || __builtin_ctz(ps) > hibit(ms)))
            run |= kn->evident & kn->mine & suitmask(s);
    }
    if (!run || !way_back(c, seat, kn, -1, 0)) return 0;
    for (u64 rest = set & ~run; rest; rest &= rest - 1)
        if (!way_back(c, seat, kn, -1, lowest(rest))) cut |= lowest(rest);
    return cut;
}

/* The leads that keep the lead in `seat`'s hand: its masters above all of partner's cards
 * of their suit (partner cannot be made to overtake). */
static u64 cashing_leads(const Ctx *c, int seat, const Knowledge *kn)
{
    const Pos *p = &c->p;
    u64 out = 0;
    for (int s = 0; s < 4; s++) {
        unsigned m = (unsigned)(kn->master >> (13 * s)) & p->h[seat][s];
        unsigned part = p->h[(seat + 2) & 3][s];
        if (part) m &= ~((2u << hibit(part)) - 1u);
        out |= (u64)m << (13 * s);
    }
    return out;
}

/* ---- an expert's order within a suit (SUIT_RUN, rows 14, 23, 25) ----------------- */

/* The most rounds of a suit the side wins in a row, playing that suit only, the hand to
 * lead holding the evident masters `a` (rank bits) and `la` other cards of it, partner
 * `b` and `lb`: each round both hands play (a hand void plays none), the round is won
 * when one of the two cards is a master, the hand with the higher card leads the next,
 * and the run ends with a lost round or a leader void in the suit (no entry is assumed:
 * a run that needs one is not the suit's own).  Masters of one hand with no master of
 * partner's between them are one choice, as are the small cards.  Of runs equally long,
 * the one that crashes fewer masters (a round on which both hands play one) is better:
 * a master kept is a winner later, given an entry (row 14: high card from the short hand
 * first).  The value is RUN_ROUND per round won, less one per crash. */
#define RUN_ROUND 32
static int suit_run(unsigned a, int la, unsigned b, int lb)
{
    int na = popc13(a) + la, nb = popc13(b) + lb;
    if (!na || !(a | b)) return 0;
    int bound = na > nb ? na : nb;
    if (popc13(a | b) < bound) bound = popc13(a | b);
    bound *= RUN_ROUND;
    int best = 0;
    for (int ka = -1; ka < 13 && best < bound; ka++) {
        if (ka < 0 ? !la : !(a >> ka & 1)) continue;
        /* the lowest of a group: the side's next lower master is not also this hand's */
        if (ka > 0 && ((a | b) & ((1u << ka) - 1u)) &&
            (a >> hibit((a | b) & ((1u << ka) - 1u)) & 1))
            continue;
        for (int kb = nb ? -1 : -2; kb < 13 && best < bound; kb++) {
            if (kb == -1 ? !lb : kb >= 0 && !(b >> kb & 1)) continue;
            if (kb > 0 && ((a | b) & ((1u << kb) - 1u)) &&
                (b >> hibit((a | b) & ((1u << kb) - 1u)) & 1))
                continue;
            if (ka < 0 && kb < 0) continue; /* no master played: the round is lost */
            unsigned a2 = ka >= 0 ? a & ~(1u << ka) : a, b2 = kb >= 0 ? b & ~(1u << kb) : b;
            int la2 = ka < 0 ? la - 1 : la, lb2 = kb == -1 ? lb - 1 : lb;
            int v = RUN_ROUND - (ka >= 0 && kb >= 0) +
                    (ka > kb ? suit_run(a2, la2, b2, lb2) : suit_run(b2, lb2, a2, la2));
            if (v > best) best = v;
        }
    }
    return best;
}

/* The evident masters (rank bits) of `seat`'s suit s, and its other cards' count. */
static unsigned run_masters(const Ctx *c, const Knowledge *kn, int seat, int s, int *low)
{
    unsigned h = c->p.h[seat][s];
    unsigned m = (unsigned)(kn->evident >> (13 * s)) & h;
    *low = popc13(h & ~m);
    return m;
}

/* Of `cands`, this hand's cards of suit s, those that keep the most rounds of the suit
 * the side can still win in a row (suit_run), this trick the first round: partner still
 * to play to it (`pcard` < 0), or partner's card `pcard` already on it (a card of another
 * suit: none); a card wins the round when it is a master above the opponents' cards on
 * the trick.  All of `cands` when none wins a round, or when an opponent has ruffed.
 * An expert does not block or crash a suit whose winners he can see (row 14 with row 25;
 * row 23: aces are not clashed on kings). */
static u64 suit_run_keep(const Ctx *c, const Knowledge *kn, int seat, int s, u64 cands, int pcard)
{
    const Pos *p = &c->p;
    int la, lb, pa = (seat + 2) & 3, over = -1; /* the opponents' highest card of s on the trick */
    for (int i = 0; i < p->ntrick; i++) {
        int card = p->tc[i];
        if ((((p->leader + i) ^ seat) & 1) == 0) continue;
        if (card / 13 == s && card % 13 > over) over = card % 13;
        if (card / 13 != s && card / 13 == c->trump) return cands;
    }
    unsigned a = run_masters(c, kn, seat, s, &la), b = run_masters(c, kn, pa, s, &lb);
    unsigned os = (unsigned)(kn->outst >> (13 * s)) & SUIT_BITS;
    int vals[13], best = 0;
    u64 keep = 0;
    for (int r = 0; r < 13; r++) {
        vals[r] = -1;
        if (!(cands >> (13 * s + r) & 1)) continue;
        int held = a >> r & 1, mine = held && r > over, v = 0;
        unsigned a2 = held ? a & ~(1u << r) : a;
        int la2 = held ? la : la - 1;
        if (pcard >= 0 || !(b || lb)) {
            /* partner's card is on the trick (or he has none to play) */
            int pr = pcard >= 0 && pcard / 13 == s ? pcard % 13 : -1;
            int pm = pr >= 0 && pr > over && (!os || pr > hibit(os));
            if (mine || pm)
                v = RUN_ROUND - (held && pm) +
                    ((mine && (!pm || r > pr)) ? suit_run(a2, la2, b, lb) : suit_run(b, lb, a2, la2));
        } else {
            for (int kb = -1; kb < 13; kb++) {
                if (kb == -1 ? !lb : !(b >> kb & 1)) continue;
                int theirs = kb > over; /* partner's master wins the round */
                if (!mine && !theirs) continue;
                unsigned b2 = kb >= 0 ? b & ~(1u << kb) : b;
                int lb2 = kb < 0 ? lb - 1 : lb;
                int w = RUN_ROUND - (held && kb >= 0) +
                        ((mine && (!theirs || r > kb)) ? suit_run(a2, la2, b2, lb2)
                                                       : suit_run(b2, lb2, a2, la2));
                if (w > v) v = w;
            }
        }
        vals[r] = v;
        if (v > best) best = v;
    }
    if (!best) return cands;
    for (int r = 0; r < 13; r++)
        if (vals[r] == best) keep |= (u64)1 << (13 * s + r);
    return keep;
}

/* The best run of suit s the side has, either hand leading (suit_run). */
static int best_run(unsigned a, int la, unsigned b, int lb)
{
    int x = suit_run(a, la, b, lb), y = suit_run(b, lb, a, la);
    return x > y ? x : y;
}

/* May SUIT_RUN order suit s now: an expert's side suit, no trump left against him. */
static int suit_run_applies(const Ctx *c, const Knowledge *kn, int s)
{
    if (!(c->rules & ADJ_SUIT_RUN) || s == c->trump) return 0;
    return c->trump >= 4 || !(kn->outst & suitmask(c->trump));
}

/* The lead filters; returns the free choices among the cards left (a loser led while the
 * side holds a winner: he is not made to lead it, but may). */
static u64 filter_lead(const Ctx *c, u64 *set, const Knowledge *kn, Trace *tr)
{
    unsigned R = c->rules;
    u64 trumps = c->trump < 4 ? suitmask(c->trump) : 0;
    /* drawing trumps: while the side holds the master trump he leads trumps (or a card
     * partner ruffs) before cashing side winners; against a higher trump it is no longer
     * drawing, and the order is free */
    /* a counted ruff's trumps are reserved (RESERVE_RUFFS, experts; issue 27 B): while
     * partner holds no more trumps than the leader has cards for him to ruff, a trump led
     * would spend one of them (partner must follow), so trumps are not led — nor drawn
     * before the ruffs */
    const Pos *p = &c->p;
    int pa = (p->leader + 2) & 3;
    int reserve = (R & ADJ_RESERVE_RUFFS) && trumps && kn->ruff_leads && p->h[pa][c->trump] &&
                  popc13(p->h[pa][c->trump]) <= popc64(kn->ruff_leads);
    if (reserve) narrow(set, ~trumps, ADJ_RESERVE_RUFFS, tr);
    if (!reserve && draws_trumps(c, kn) && (kn->master & trumps))
        narrow(set, trumps | ways_to_draw(c, kn), (R & ADJ_DRAW_TRUMPS) ? ADJ_DRAW_TRUMPS : ADJ_ALERT,
               tr);
    /* the evident plan (rows 22, 23): while the leader holds evident masters that only
     * his hand can cash and partner has no sure way back, he cashes them before he gives
     * up the lead — to partner's winner, for partner to ruff or to the opponents */
    if ((R & ADJ_NO_STRAND) && strandable(c, c->p.leader, kn, -1))
        narrow(set, cashing_leads(c, c->p.leader, kn), ADJ_NO_STRAND, tr);
    /* an expert leads a suit's cards in the order that wins the most of its rounds
     * (SUIT_RUN): the order he then keeps is his, not the top-down one */
    u64 planned = 0;
    for (int s = 0; s < 4; s++) {
        u64 cands = *set & suitmask(s);
        if (!cands || !suit_run_applies(c, kn, s)) continue;
        u64 keep = suit_run_keep(c, kn, p->leader, s, cands, -1);
        if (keep == cands) continue;
        narrow(set, ~(cands & ~keep), ADJ_SUIT_RUN, tr);
        planned |= suitmask(s);
    }
    if (R & ADJ_TOP_DOWN) {
        /* a suit headed by the leader's evident master is led from the top; one headed
         * by partner's is led to it (the top of the side's holding wins either way) */
        u64 rm = 0, partner = kn->claim & ~kn->mine;
        for (int s = 0; s < 4; s++) {
            u64 ms = kn->mine & suitmask(s), ps = partner & suitmask(s);
            if (!(kn->evident & ms) || (planned & suitmask(s))) continue;
            u64 top = (u64)1 << (63 - __builtin_clzll(ms));
            if (ps && (ps >> lobit64(top)) > 1) continue;
            rm |= ms & ~top;
        }
        narrow(set, ~rm, ADJ_TOP_DOWN, tr);
    }
    if (R & ADJ_SHORT_FIRST) {
        /* the short hand does not leave while its high cards block partner's run (row 14
         * for an expert, row 25; row 23: stuck with a solid visible suit): a suit of the
         * plan's runs in partner's hand (as at the claim) in which every card the leader
         * holds is a master above all of partner's, fewer than partner's.  First, before
         * any lead to partner's high cards below: an entry to partner spent while this
         * hand still blocks his run strands it (USBF 2010 trials, board 51: dummy's ♦A-K
         * doubleton are cashed before a club is led to South's ♣Q) */
        u64 block = 0;
        for (int s = 0; s < 4; s++) {
            unsigned ms = p->h[p->leader][s], ps = p->h[pa][s];
            if (s == c->trump || !ms || !ps || !(c->plan_runs >> (4 * pa + s) & 1) ||
                popc13(ms) >= popc13(ps))
                continue;
            if (__builtin_ctz(ms) <= hibit(ps) || ((u64)ms << (13 * s) & ~kn->master)) continue;
            block |= (u64)ms << (13 * s);
        }
        if (block) narrow(set, cashing_leads(c, p->leader, kn) | block, ADJ_SHORT_FIRST, tr);
        /* the high cards of the short hand first: a suit in which partner holds fewer
         * cards, those above the leader's top all masters, is unblocked before the hand's
         * entries are spent — led first, and low (an honour led would make partner
         * overtake or block).  First only when no trump is left against him: an
         * outstanding trump is drawn, or the suit ruffed, first */
        u64 unblock_leads = 0, higher = 0, partner = kn->claim & ~kn->mine;
        for (int s = 0; s < 4; s++) {
            u64 ms = kn->mine & suitmask(s), ps = partner & suitmask(s);
            if (s == c->trump || !ms || !ps || popc64(ps) >= popc64(ms)) continue;
            u64 above = ps & ~((((u64)1 << (63 - __builtin_clzll(ms))) << 1) - 1);
            if (!above || (above & ~kn->master)) continue;
            unblock_leads |= lowest(ms);
            higher |= ms & ~lowest(ms);
        }
        if (c->trump < 4 && (kn->outst & suitmask(c->trump)))
            narrow(set, ~higher, ADJ_SHORT_FIRST, tr);
        else if (unblock_leads)
            narrow(set, unblock_leads, ADJ_SHORT_FIRST, tr);
    }
    if (R & ADJ_BOTTOM_DISCARD) {
        /* a card led for partner to ruff is given up as a discard is: an expert leads the
         * lowest of the suit (rows 15, 25; the 2007 Spingold director, board 8: the ♦2
         * from ♦QT2 for dummy to ruff, not the queen — a ruffing finesse is a finesse,
         * Law 70E) */
        u64 higher = 0;
        for (int s = 0; s < 4; s++) {
            u64 rl = *set & kn->ruff_leads & suitmask(s);
            if (rl) higher |= rl & ~lowest(rl);
        }
        narrow(set, ~higher, ADJ_BOTTOM_DISCARD, tr);
    }
    /* no loser led while the leader holds an evident winner to cash, a card to partner's
     * evident winner or a card partner can ruff: he is not made to lead it, but may when
     * it serves him (setting up a suit).  With none of them, which card of a suit he leads
     * is free (754 with the 6 out: row 5) */
    if ((R & ADJ_NO_LOSER_LEAD) &&
        ((kn->evident & kn->mine) || kn->ruff_leads || kn->to_partner) && (*set & ~kn->loser))
        return *set & kn->loser;
    return 0;
}

/* Does partner's holding of suit s, with the card partner led to this trick, run alone:
 * as many of its cards above every opponent's card of the suit as the longer opponent
 * holds (the short hand's honours are then not needed as winners, only in the way)? */
static int runs_alone(const Ctx *c, int seat, int s)
{
    const Pos *p = &c->p;
    unsigned o1 = p->h[(seat + 1) & 3][s], o2 = p->h[(seat + 3) & 3][s];
    unsigned ps = p->h[(seat + 2) & 3][s];
    if (p->ntrick > 0 && p->tc[0] / 13 == s) ps |= 1u << (p->tc[0] % 13);
    return popc13(ps & ranks_above(o1 | o2)) >= longer_opponent(p, seat, s);
}

/* ---- filters 5, 8: following suit ---------------------------------------------------- */

/* The cards of `cand` (cards of the suit led that beat the trick) that win it surely and
 * are no unstated finesse: not a card below another of the hand's with a card between
 * them that an opponent still to play may hold, as far as the claimer can see (in a known
 * suit he knows where it is).  A card already played, or in view (dummy's, to a defender:
 * dummy has played to the trick or the real holdings above decide), is no such card: a
 * "finesse" against a card he can see is no finesse (70E; issue 27 F).  A card he cannot
 * see stays one even when its likely holder has played: "position play" is no sure
 * trick for a claimer who did not state it (judged claims: AKJ over an unseen Q). */
static u64 sure_no_finesse(const Ctx *c, int seat, u64 cand, const Knowledge *kn, int ls)
{
    const Pos *p = &c->p;
    u64 sure = 0;
    for (u64 rest = cand; rest; rest &= rest - 1) {
        int card = lobit64(rest);
        if (!later_opponent_beats(c, seat, card)) sure |= (u64)1 << card;
    }
    if (!sure || known_suit(c, ls) || p->ntrick == 3) return sure;
    u64 hidden = kn->outst & ~(c->visible >= 0 ? hmask(p, c->visible) : 0);
    unsigned os = (unsigned)(hidden >> (13 * ls)) & SUIT_BITS;
    unsigned mine = (unsigned)(kn->mine >> (13 * ls)) & SUIT_BITS;
    u64 out = 0;
    for (u64 rest = sure; rest; rest &= rest - 1) {
        int r = lobit64(rest) % 13;
        unsigned higher = mine & ~((2u << r) - 1u);
        unsigned gap = higher ? os & ((1u << hibit(higher)) - 1u) & ~((2u << r) - 1u) : 0;
        if (!gap) out |= lowest(rest);
    }
    return out;
}

/* Second or third hand, the trick not surely the side's, before issue 16: a hand holding
 * an evident master of the suit led that the next opponent is not known to ruff plays one
 * (in a known suit any card that beats). */
static u64 evident_winners(const Ctx *c, u64 set, const Knowledge *kn, const TrickView *tv)
{
    u64 beat = set & beat_mask(tv->wc, c->trump);
    if (!tv->follow) {
        if (c->trump < 4 && !(kn->outst & suitmask(c->trump))) return beat & suitmask(c->trump);
        return 0;
    }
    if (ruff_risk(c, tv->seat, kn, tv->ls)) return 0;
    u64 sure = beat & kn->evident & suitmask(tv->ls);
    if (sure && known_suit(c, tv->ls)) return beat & suitmask(tv->ls);
    return sure;
}

/* The card an expert covers with from a sequence of honours (SEQUENCE, issue 27 G): his
 * top card of the suit led and those below it down to the first outstanding card, the
 * honours among them two or more, with fewer outstanding cards above the top than the
 * sequence holds (it wins tricks once they fall, and they are the tricks the claim
 * concedes).  When a card of it beats the trick and partner, still to play, holds
 * nothing above it, ducking beneath it so that a lower card wins is not normal: the
 * lowest card of the sequence that beats the trick, or 0. */
static u64 sequence_cover(Ctx *c, int seat, u64 beat, const Knowledge *kn, int ls)
{
    const Pos *p = &c->p;
    unsigned mine = p->h[seat][ls];
    unsigned os = (unsigned)(kn->outst >> (13 * ls)) & SUIT_BITS;
    if (!mine || !os) return 0;
    int top = hibit(mine), r = top;
    unsigned seq = 0;
    for (; r >= 0 && !(os >> r & 1); r--) seq |= mine & (1u << r);
    /* the walk stopped at an outstanding card (or ran out): its owner, and those of the
     * cards above it, decide the answer */
    if (c->relevant_filters) note_card(c, 13 * ls + (r >= 0 ? r : 0));
    seq &= HONOUR_RANKS;
    int above_top = popc13(os >> (top + 1));
    if (popc13(seq) < 2 || above_top == 0 || above_top >= popc13(seq)) return 0;
    if (p->ntrick == 1 && (p->h[(seat + 2) & 3][ls] >> (top + 1))) return 0;
    u64 cover = beat & ((u64)seq << (13 * ls));
    return cover ? lowest(cover) : 0;
}

/* The discards among `set` (cards of `seat`, void in the suit led) that shorten the best
 * run of their suit (best_run, either hand leading): the link to partner's winners, or a
 * small card a master would crash on later.  An expert keeps the suit's run whole (row
 * 14 with row 25; USBF 2010 board 60: East's ♦3, the way to West's ♦KQ after the ♦A). */
static u64 blocking_discards(const Ctx *c, u64 set, const Knowledge *kn, int seat)
{
    u64 out = 0;
    for (int s = 0; s < 4; s++) {
        u64 cands = set & suitmask(s);
        if (!cands || !suit_run_applies(c, kn, s)) continue;
        int la, lb;
        unsigned a = run_masters(c, kn, seat, s, &la), b = run_masters(c, kn, (seat + 2) & 3, s, &lb);
        if (!b && !lb) continue;
        int whole = best_run(a, la, b, lb);
        for (u64 rest = cands; rest; rest &= rest - 1) {
            int r = lobit64(rest) - 13 * s;
            int after = (a >> r & 1) ? best_run(a & ~(1u << r), la, b, lb)
                                     : best_run(a, la - 1, b, lb);
            if (after < whole) out |= lowest(rest);
        }
    }
    return out;
}

static void filter_follow(Ctx *c, u64 *set, const Knowledge *kn, const TrickView *tv,
                          Trace *tr)
{
    const Pos *p = &c->p;
    unsigned R = c->rules;
    int cheap = (R & ADJ_CHEAP_WIN) != 0, unblock = (R & ADJ_UNBLOCK) != 0;
    if (suit_run_applies(c, kn, tv->ls)) {
        /* partner's card on the round, when he has played to it (before this hand) */
        int pcard = p->ntrick >= 2 ? p->tc[p->ntrick - 2] : -1;
        if (pcard < 0 || pcard / 13 == tv->ls || pcard / 13 != c->trump)
            narrow(set, suit_run_keep(c, kn, tv->seat, tv->ls, *set, pcard), ADJ_SUIT_RUN, tr);
    }
    if ((R & ADJ_SUIT_RUN) && p->ntrick == 1 && tv->ls != c->trump) {
        /* second hand, partner fourth holding only evident masters of the suit led: one
         * of them wins the round (the third hand following, or holding no trump), so a
         * master of this hand's would crash on it — an expert plays low (row 14 with row
         * 25; the 2007 Spingold director, board 11: ♥K8 with partner's singleton ♥Q) */
        int pa = (tv->seat + 2) & 3, third = (tv->seat + 1) & 3;
        unsigned ps = p->h[pa][tv->ls];
        unsigned pev = (unsigned)(kn->evident >> (13 * tv->ls)) & ps;
        if (ps && pev == ps &&
            (p->h[third][tv->ls] || c->trump >= 4 || !p->h[third][c->trump]))
            narrow(set, ~(kn->master & kn->mine & suitmask(tv->ls)), ADJ_SUIT_RUN, tr);
    }
    if ((R & ADJ_SHORT_FIRST) && tv->ls != c->trump && p->leader == ((tv->seat + 2) & 3)) {
        /* partner led from the longer holding: the short hand plays its highest card —
         * winning with it, or thrown under partner's winner — while it holds a card that
         * could win a later round over partner's long cards (the short hand's high cards
         * first, experts: "failing to unblock the honours from the short hand is a
         * beginner's error", the Spingold 2007 director) */
        unsigned ms = p->h[tv->seat][tv->ls], ps = p->h[(tv->seat + 2) & 3][tv->ls];
        if (ps && popc13(ps) >= popc13(ms) && hibit(ms) > __builtin_ctz(ps) &&
            runs_alone(c, tv->seat, tv->ls))
            narrow(set, (u64)1 << (13 * tv->ls + hibit(ms)), ADJ_SHORT_FIRST, tr);
    }
    u64 beat = *set & beat_mask(tv->wc, c->trump);
    int psure = tv->partner_wins && partner_sure(c, tv->seat, kn, tv->ls, tv->wc);
    if (p->ntrick == 3 && tv->opp_wins && beat) {
        /* fourth hand wins the trick, with the cheapest card that does */
        narrow(set, beat, ADJ_WIN_LAST, tr);
        if (cheap && !unblock) narrow(set, lowest(beat), ADJ_CHEAP_WIN, tr);
    } else if (p->ntrick < 3 && !psure) {
        if (cheap) {
            u64 sure = sure_no_finesse(c, tv->seat, beat, kn, tv->ls);
            if (sure) {
                narrow(set, unblock ? sure : lowest(sure), ADJ_CHEAP_WIN, tr);
            } else if (R & ADJ_SEQUENCE) {
                u64 cover = sequence_cover(c, tv->seat, beat, kn, tv->ls);
                if (cover) narrow(set, cover, ADJ_SEQUENCE, tr);
            }
        } else {
            narrow(set, evident_winners(c, *set, kn, tv), ADJ_WIN_LAST, tr);
        }
    }
    if (psure && !unblock && (R & ADJ_NO_STRAND) && !p->h[(tv->seat + 2) & 3][tv->ls]) {
        /* partner's last card of the suit is winning, and this hand's run of evident
         * masters in it would be stranded: he overtakes (rows 14, 22) */
        u64 run = kn->master & kn->mine & ((u64)c->evsuit[tv->ls] << (13 * tv->ls));
        u64 over = beat & run;
        if (over && popc64(run) >= 2 && !way_back(c, tv->seat, kn, tv->ls, 0)) {
            narrow(set, lowest(over), ADJ_NO_STRAND, tr);
            psure = 0;
        }
    }
    if (psure && !unblock && (R & ADJ_NO_STRAND)) {
        /* partner's winner would leave him on lead with no way back to this hand's run
         * of another suit (one partner holds none of): a master that beats it overtakes
         * — when two or more winners of the run would be stranded, as the overtake costs
         * one */
        u64 over = beat & kn->master & suitmask(tv->ls);
        if (over && popc64(strandable(c, tv->seat, kn, tv->ls)) >= 2) {
            narrow(set, lowest(over), ADJ_NO_STRAND, tr);
            psure = 0;
        }
    }
    if (psure && !unblock && (R & ADJ_NO_STRAND))  /* nor the card partner must reach */
        narrow(set, ~cutting_discards(c, *set, kn, tv->seat), ADJ_NO_STRAND, tr);
    if (psure && !unblock) {
        /* partner's sure winner: not overtaken, nor a second evident master thrown under
         * it while a card that cannot win is held */
        u64 under = *set & ~beat_mask(tv->wc, c->trump);
        narrow(set, under, ADJ_WIN_LAST, tr);
        narrow(set, ~kn->evident, ADJ_WIN_LAST, tr);
    }
    if (cheap && tv->opp_wins) {
        /* no honour under an opponent's winner while a small card is held */
        u64 under = *set & ~beat_mask(tv->wc, c->trump);
        u64 small = under & ~kn->honours;
        if (small) narrow(set, ~(under & kn->honours), ADJ_CHEAP_WIN, tr);
    }
}

/* The cards of `set` (a discard of `seat`) of a side suit that sets up by force: the hand
 * holds more cards of it than either opponent, so once their cards are gone the rest win,
 * and it has a sure way back to lead it again — a trump, with none left against the side.
 * Any card of it thrown is a long card lost (row 15 with rows 22 and 25: an expert counts
 * the tricks a long suit brings; the USBF 2010 director, board 50: "West's ♣J-10 after the
 * ♣K" from ♣JT8 against South's ♣K9).  None while `set` holds no other side card that is
 * not a master: then there is nothing else to throw. */
static u64 forced_long_cards(const Ctx *c, u64 set, const Knowledge *kn, int seat)
{
    const Pos *p = &c->p;
    int T = c->trump;
    if (T >= 4 || !p->h[seat][T] || (kn->outst & suitmask(T))) return 0;
    u64 longs = 0, side = set & ~suitmask(T) & ~kn->master;
    for (int s = 0; s < 4; s++) {
        unsigned h = p->h[seat][s];
        if (s != T && h && popc13(h) > longer_opponent(p, seat, s)) longs |= (u64)h << (13 * s);
    }
    return (side & ~longs) ? set & longs : 0;
}

/* ---- filters 5-7, 9: void in the suit led -------------------------------------------- */

/* Is the trick lost unless this hand wins it: partner is winning but an opponent still to
 * play beats him, or an opponent is winning and partner, if still to play (fourth hand),
 * has no card that beats both the card winning now and whatever the third hand, an
 * opponent playing between them, can play?  Second hand void, partner's jack over the
 * two led is no winner while the third hand holds the queen (row 22: the ruff he counted
 * is not thrown away). */
static int trick_otherwise_lost(const Ctx *c, const TrickView *tv)
{
    const Pos *p = &c->p;
    if (tv->partner_wins) return later_opponent_beats(c, tv->seat, tv->wc);
    if (p->ntrick != 1) return 1;
    int pa = (tv->seat + 2) & 3, T = c->trump;
    unsigned f = p->h[pa][tv->ls];
    int best;
    if (f)
        best = 13 * tv->ls + hibit(f);
    else if (T < 4 && p->h[pa][T])
        best = 13 * T + hibit(p->h[pa][T]);
    else
        return 1;
    if (!(beat_mask(tv->wc, T) >> best & 1)) return 1;
    return opponent_beats(c, (tv->seat + 1) & 3, tv->ls, best);
}

/* Returns the free choices among the cards left: a high safety ruff (SAFETY_RUFF) is
 * credited when it helps him, never forced on him (issue 27 I). */
static u64 filter_void(const Ctx *c, u64 *set, const Knowledge *kn, const TrickView *tv,
                       Trace *tr)
{
    u64 free = 0;
    unsigned R = c->rules;
    int T = c->trump;
    u64 trumps = T < 4 ? suitmask(T) : 0;
    int psure = tv->partner_wins && partner_sure(c, tv->seat, kn, tv->ls, tv->wc);
    if ((R & ADJ_WIN_LAST) && c->p.ntrick == 3 && tv->opp_wins)
        narrow(set, beat_mask(tv->wc, T), ADJ_WIN_LAST, tr); /* fourth hand ruffs to win */
    if (!(R & ADJ_CHEAP_WIN) && (R & ADJ_WIN_LAST) && c->p.ntrick < 3 && !psure)
        narrow(set, evident_winners(c, *set, kn, tv), ADJ_WIN_LAST, tr);
    /* partner's sure winner is neither ruffed nor overruffed (an underruff is a discard) */
    if ((R & ADJ_WIN_LAST) && T < 4 && psure)
        narrow(set, ~(trumps & beat_mask(tv->wc, T)), ADJ_WIN_LAST, tr);
    u64 ruffs = *set & trumps & beat_mask(tv->wc, T);
    if (T < 4 && tv->ls != T && ruffs) {
        u64 sure = 0;
        for (u64 rest = ruffs; rest; rest &= rest - 1)
            if (!later_opponent_beats(c, tv->seat, lobit64(rest))) sure |= lowest(rest);
        if ((R & ADJ_SURE_RUFF) && sure && trick_otherwise_lost(c, tv))
            narrow(set, ruffs, ADJ_SURE_RUFF, tr);
        if (R & ADJ_RUFF_LOW) {
            u64 keep = lowest(ruffs);
            if ((R & ADJ_SAFETY_RUFF) && sure && !(keep & sure)) {
                keep |= lowest(sure);
                free = lowest(sure);
            }
            narrow(set, ~trumps | keep, ADJ_RUFF_LOW, tr);
        }
    }
    if ((R & ADJ_NO_STRAND) && tv->partner_wins)
        narrow(set, ~cutting_discards(c, *set, kn, tv->seat), ADJ_NO_STRAND, tr);
    if ((R & ADJ_KEEP_MASTERS) && (kn->mine & ~kn->master))
        narrow(set, ~(kn->evident & ~trumps), ADJ_KEEP_MASTERS, tr);
    if (R & ADJ_KEEP_MASTERS) {
        /* an evident master of a suit where partner still holds a card that cannot win
         * is the way to that card's trick: throw another master first */
        u64 pa = hmask(&c->p, (tv->seat + 2) & 3) & ~kn->master, covering = 0;
        for (int s = 0; s < 4; s++)
            if (pa & suitmask(s)) covering |= kn->evident & kn->mine & suitmask(s);
        narrow(set, ~covering, ADJ_KEEP_MASTERS, tr);
        /* discarding among masters (every card left a side-suit master: no ruff, no
         * loser): keep an evident one that guards a suit an opponent can still lead
         * (partner holding no master of it); throw first a master of a suit no opponent
         * holds (issue 27 D) */
        u64 guard = 0;
        for (int s = 0; s < 4; s++) {
            u64 ms = suitmask(s);
            if (s != T && (kn->outst & ms) && !(kn->master & ~kn->mine & ms))
                guard |= kn->evident & kn->mine & ms;
        }
        if (!(*set & ~(kn->master & ~trumps))) narrow(set, ~guard, ADJ_KEEP_MASTERS, tr);
    }
    if (R & ADJ_BOTTOM_DISCARD) {
        /* an expert discards from the bottom of a side suit: a higher card thrown while a
         * lower one of the suit is kept can only cost (rows 15, 25; the Spingold 2007
         * director, board 14: "AKJ63 take five tricks" once East's Q9 fall) — and he
         * keeps the long cards of a suit his own masters run: as many masters as the
         * longer opponent holds cards of it, so every card of it wins (the 2007 Spingold
         * director, board 4: ♠QJ76 with the 9, 3 and 10, 4 out) */
        const Pos *p = &c->p;
        int seat = tv->seat;
        u64 longs = 0;
        for (int s = 0; s < 4; s++) {
            unsigned h = p->h[seat][s], opp = p->h[(seat + 1) & 3][s] | p->h[(seat + 3) & 3][s];
            if (s == T || !h || !opp) continue;
            unsigned above = ranks_above(opp);
            if (popc13(h & above) >= longer_opponent(p, seat, s))
                longs |= (u64)(h & ~above) << (13 * s);
        }
        narrow(set, ~longs, ADJ_BOTTOM_DISCARD, tr);
        narrow(set, ~forced_long_cards(c, *set, kn, seat), ADJ_BOTTOM_DISCARD, tr);
    }
    /* after the long cards (sure winners), the suit's run: a block can still be undone
     * by a discard later, a long card thrown cannot (the 2007 Spingold, board 10) */
    if (R & ADJ_SUIT_RUN) narrow(set, ~blocking_discards(c, *set, kn, tv->seat), ADJ_SUIT_RUN, tr);
    if (R & ADJ_BOTTOM_DISCARD) {
        u64 higher = 0;
        for (int s = 0; s < 4; s++) {
            u64 ms = *set & suitmask(s);
            if (s != T && ms) higher |= ms & ~lowest(ms);
        }
        narrow(set, ~higher, ADJ_BOTTOM_DISCARD, tr);
    }
    return free & *set;
}

/* ---- careless deviations (rule SLIPS) ------------------------------------------------ */

/* The careless cards among the normal set of a hand void in the suit led: a discard when
 * a ruff would win a trick otherwise lost; a discard of a card that is not a loser while a
 * loser (or a ruff) is there to play, or of a master while a card that is not one is
 * there.  The plans they depart from are "ruff the opponents' winners" and "throw losers"
 * (practice rows 11, 15: careless, not irrational, for the class).  Not careless but not
 * normal at all (*stranding, with KEEP_MASTERS): throwing, while a loser is there to
 * throw, a card of a suit in which partner holds an evident master — the way to it; the
 * claimer is not made to strand a winner he knows (rows 15, 22-23).  (With no loser but
 * a ruff of partner's winner, such a discard is his natural play, not the ruff.) */
static u64 careless_discards(const Ctx *c, u64 set, const Knowledge *kn, const TrickView *tv,
                             u64 *stranding)
{
    u64 trumps = c->trump < 4 ? suitmask(c->trump) : 0;
    u64 ruffs = tv->ls != c->trump ? set & trumps & beat_mask(tv->wc, c->trump) : 0;
    *stranding = 0;
    if (ruffs && trick_otherwise_lost(c, tv)) return set & ~ruffs;
    u64 natural = (set & kn->loser) | ruffs;
    if ((set & kn->loser) && (c->rules & ADJ_KEEP_MASTERS))
        *stranding = set & ~natural & kn->to_partner;
    if (!natural) natural = set & ~kn->master & ~trumps;
    if (!natural) return 0;
    return set & ~natural & ~*stranding;
}

/* ---- relevance (internal.h's interface) ---------------------------------------------- */

/* The cards whose rank the filters below may test at this node: the highest outstanding
 * card of each suit they look at (masters, evident masters, losers: the claimer's cards
 * above it) — a leader's or a discarder's own suits, whose cards the filters sort, or the
 * suit a follower follows to, and trumps — the card winning the trick (every "beats" and
 * "sure" test is against it or a card above it), the lowest honour of the suit led when
 * no honour may go under an opponent's winner (which cards are honours), and the lowest
 * trump that would ruff (which ruffs are sure, which is lowest). */
static void note_tests(Ctx *c, int seat, const Knowledge *kn, const TrickView *tv)
{
    u64 looked = c->trump < 4 ? suitmask(c->trump) : 0;
    if (c->rules & (ADJ_NO_STRAND | ADJ_SUIT_RUN)) {
        looked = ~(u64)0; /* a way back (a suit's masters) may be in any suit */
    } else if (tv->follow) {
        looked |= suitmask(tv->ls);
    } else {
        for (int s = 0; s < 4; s++)
            if (c->p.h[seat][s]) looked |= suitmask(s);
    }
    note_top(c, kn->outst & looked);
    if (tv->lead) return;
    note_card(c, tv->wc);
    int T = c->trump, ls = tv->ls;
    if (tv->follow && (c->rules & ADJ_CHEAP_WIN) && tv->opp_wins) {
        unsigned hon = c->p.held[ls] & c->evsuit[ls];
        if (hon) note_card(c, 13 * ls + __builtin_ctz(hon));
    }
    if (!tv->follow && T < 4 && ls != T) {
        u64 ruffs = hmask(&c->p, seat) & suitmask(T) & beat_mask(tv->wc, T);
        if (ruffs) note_card(c, lobit64(ruffs));
    }
    if (!tv->follow && c->p.ntrick == 1) { /* partner's best card, fourth hand */
        int pa = (seat + 2) & 3;
        if (c->p.h[pa][ls])
            note_card(c, 13 * ls + hibit(c->p.h[pa][ls]));
        else if (T < 4 && c->p.h[pa][T])
            note_card(c, 13 * T + hibit(c->p.h[pa][T]));
    }
}

/* ---- the normal set ------------------------------------------------------------------ */

/* The normal cards of the claimer's side's seat among its legal cards (filters 0-13, each
 * skipped when it would leave no card); sets c->p.careless to the careless ones among them
 * when careless deviations are counted, and c->p.freecards to his free choices (cards he
 * is not made to play, which the worst line takes only when they serve him).  tr (may be
 * NULL) gets what each rule removed. */
u64 normal_trace(Ctx *c, int seat, u64 legal, Trace *tr)
{
    Knowledge kn;
    TrickView tv;
    u64 set = legal;
    knowledge(c, seat, &kn);
    trick_view(c, seat, &kn, &tv);
    if (c->relevant_filters) note_tests(c, seat, &kn, &tv);
    if (c->npoints) narrow(&set, ~struck_cards(c, seat), ADJ_STRUCK, tr);
    if ((c->rules & ADJ_STATEMENT) && c->nph)
        narrow(&set, statement_cards(c, set, &kn, &tv), ADJ_STATEMENT, tr);
    u64 careless = 0, free = 0;
    if (tv.lead) {
        free = filter_lead(c, &set, &kn, tr);
    } else if (tv.follow) {
        if (c->rules & (ADJ_WIN_LAST | ADJ_CHEAP_WIN)) filter_follow(c, &set, &kn, &tv, tr);
    } else {
        free = filter_void(c, &set, &kn, &tv, tr);
        if (c->rules & ADJ_SLIPS) {
            u64 stranding;
            careless = careless_discards(c, set, &kn, &tv, &stranding);
            narrow(&set, ~stranding, ADJ_KEEP_MASTERS, tr);
        }
    }
    if (careless) {
        if (c->p.slips >= c->slip_budget) {
            narrow(&set, ~careless, ADJ_SLIPS, tr);
            careless = 0;
        } else if (tr) {
            tr->deviated |= ADJ_KEEP_MASTERS;
        }
    }
    c->p.careless = careless;
    /* with no trump left against him he is not made to play trumps (row 9) */
    if (trumps_spent(c, seat)) free |= set & suitmask(c->trump);
    c->p.freecards = free;
    if (tr) tr->free = free;
    return set;
}

u64 normal_cards(Ctx *c, int seat, u64 legal) { return normal_trace(c, seat, legal, NULL); }

/* ---- equivalent cards --------------------------------------------------------------- */

/* The ranks of suit s held by anyone or already on the trick. */
static unsigned suit_present(const Pos *p, int s)
{
    return (unsigned)p->held[s] | p->on_trick[s];
}

/* One card of each run of equivalent cards among `cand` (cards of `seat`): cards of the
 * seat with no other present card between them (present = held or on the trick) and no
 * policy-relevant difference (sigbreak). */
u64 reduce_equivalent(const Ctx *c, int seat, u64 cand)
{
    const Pos *p = &c->p;
    const u16 *sigbreak = breaks_of(c, seat);
    u64 out = 0;
    for (int s = 0; s < 4; s++) {
        unsigned cs = (unsigned)(cand >> (13 * s)) & SUIT_BITS;
        if (!cs) continue;
        unsigned mine = p->h[seat][s];
        unsigned pres = suit_present(p, s);
        if (cs == mine && !sigbreak[s]) {
            /* every card is a candidate and no policy break: a card stands for its run
             * when the next present card above it is not the seat's.  Ranks nobody holds
             * do not break a run: in the seat's ranks and the absent ones together, the
             * top of each run is the representative when it is the seat's, else the
             * seat's card just below the run's absent top ranks (found by spreading those
             * down through absent ranks, 1, 2, 4 and 8 at a time) */
            unsigned absent = ~pres & SUIT_BITS, run = mine | absent;
            unsigned tops = run & ~(run >> 1), down = tops & absent, through = absent;
            down |= (down >> 1) & through;
            through &= through >> 1;
            down |= (down >> 2) & through;
            through &= through >> 2;
            down |= (down >> 4) & through;
            through &= through >> 4;
            down |= (down >> 8) & through;
            out |= (u64)(mine & (tops | down >> 1)) << (13 * s);
            continue;
        }
        /* from the top, over the seat's cards only: a card continues the run of the
         * seat's next card above it when no other present card lies between them and
         * no policy break either; each run's highest candidate stands for it */
        unsigned others = pres & ~mine;
        int haverep = 0, prev = -1;
        for (unsigned rest = mine; rest;) {
            int r = hibit(rest);
            rest &= ~(1u << r);
            unsigned between = prev < 0 ? 0 : ((1u << prev) - 1u) & ~((2u << r) - 1u);
            if (prev < 0 || (others & between) || break_between(sigbreak[s], r, prev))
                haverep = 0;
            if (!haverep && (cs >> r & 1)) {
                out |= (u64)1 << (13 * s + r);
                haverep = 1;
            }
            prev = r;
        }
    }
    return out;
}

/* Do ranks r1 and r2 of suit s lie on the same side of every policy break of `seat`'s
 * (an evident-rank or honour boundary, a phase mask, a struck card): do the filters and
 * the table's key tell them apart only by rank? */
int policy_alike(const Ctx *c, int seat, int s, int r1, int r2)
{
    int lo = r1 < r2 ? r1 : r2, hi = r1 < r2 ? r2 : r1;
    return !break_between(breaks_of(c, seat)[s], lo, hi);
}

/* The lowest card of the run of equivalent cards of `seat` that starts at `card`. */
int run_low(const Ctx *c, int seat, int card)
{
    const Pos *p = &c->p;
    int s = card / 13, r = card % 13;
    unsigned mine = p->h[seat][s];
    unsigned below = suit_present(p, s) & ((1u << r) - 1u);
    unsigned brk = breaks_of(c, seat)[s];
    int low = r;
    while (below) {
        int q = hibit(below);
        if (!(mine >> q & 1) || break_between(brk, q, low)) break;
        low = q;
        below &= ~(1u << q);
    }
    return 13 * s + low;
}
