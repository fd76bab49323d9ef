/* The claim-search engine (see search.h and docs/restriction.md).
 *
 * Technique: alpha-beta reduced to zero-window boolean searches ("does the counted side
 * take at least t of the remaining tricks?") driven by a binary search on t; a
 * transposition table at trick boundaries storing lower/upper bounds; only one card of
 * each run of equivalent cards is generated; quick-trick cut-offs at trick starts; move
 * ordering by simple bridge heuristics and the table's best move.
 *
 * Restricted modes run the same search with the claimer's side's moves limited to the
 * normal set (filters 1-7 of docs/restriction.md) and, in worst mode, chosen by the
 * grouped-minimum rule.  Outcome sets are computed by a separate exhaustive search on
 * 14-bit value sets.
 */
#include "search.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint64_t u64;
typedef uint16_t u16;

#define SUIT_BITS 0x1FFFu
#define NO_MOVE 255
#define BUCKET 4
/* plain DD lead ordering: weight against the opponents' cards in the suit led */
#define LEAD_OPP 1200
#define LEAD_PW 200   /* ... and per card partner holds there (his choices too) */
#define FOL_SURE 3000 /* plain DD following: a win the hands after cannot beat */
#define FOL_BEAT 500  /* a card that beats only the trick so far */

/* ------------------------------------------------------------------ state --------- */

typedef struct {
    u16 h[4][4];    /* [seat][suit] bit rank-2 */
    int leader;     /* seat that led the current trick */
    int ntrick;     /* cards on the current trick */
    int tc[4];      /* cards on the current trick */
    unsigned shown; /* shown-out mask, bit 4*seat+suit */
} Pos;

typedef struct {
    u64 k[4];
    uint8_t lo, hi;   /* bounds on the counted side's tricks from this position */
    uint8_t bm;       /* best move (encoded), NO_MOVE when unknown */
    uint8_t used;
    uint8_t depth;    /* tricks left: replacement priority */
    uint8_t has_set;  /* outcomes mode: set is exact */
    u16 set;
} Entry;

typedef struct {
    u64 lenkey;       /* leader, tricks left, suit lengths */
    uint32_t top[4];  /* per suit: owners of the top k cards (2 bits each) | k << 26 */
    uint8_t lo, hi, bm, used;
} PEntry;

#define PBUCKET 64 /* all entries of one suit-length set share a bucket: room for many */

typedef struct {
    Pos p;
    int trump, side, mode;
    unsigned rules;
    int emin;
    int nph;
    const adj_phase *ph;
    u16 sigbreak[4];  /* bit r: cards r and r+1 of the suit differ for the policy */
    u16 evrank;       /* ranks at or above evident_min_rank (per-suit mask) */
    int exact_key;    /* key the table on exact cards (statement phases present) */
    int use_shown;    /* shown-out mask matters (KNOWN_LAYOUT) */
    Entry *tt;
    size_t nbuckets;  /* power of two */
    int partition;    /* plain DD: partition table instead of tt */
    PEntry *pt;
    size_t npbuckets;
    unsigned pt_clock;
    int dd_order;     /* plain DD value search: the DD move-ordering refinements apply */
    long long nodes, budget;
    int aborted;
} Ctx;

typedef struct {
    int n;
    int card[13];
    int score[13];
} Moves;

enum { ROLE_MAX, ROLE_MIN, ROLE_GROUPED };

/* Without a popcount instruction in the target (no -mpopcnt) the builtins become a
 * libgcc call; this inline bit count is cheaper on the 13-bit suit masks. */
#if defined(__POPCNT__)
static int popc(unsigned x) { return __builtin_popcount(x); }
static int popc64(u64 x) { return __builtin_popcountll(x); }
#else
static inline int popc(unsigned x)
{
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0F0F0F0Fu;
    return (int)((x * 0x01010101u) >> 24);
}
static inline int popc64(u64 x) { return popc((unsigned)x) + popc((unsigned)(x >> 32)); }
#endif
static int hibit(unsigned x) { return 31 - __builtin_clz(x); }
static int lobit64(u64 x) { return __builtin_ctzll(x); }
static u64 suitmask(int s) { return (u64)SUIT_BITS << (13 * s); }

static u64 hmask(const Pos *p, int seat)
{
    return (u64)p->h[seat][0] | ((u64)p->h[seat][1] << 13) | ((u64)p->h[seat][2] << 26) |
           ((u64)p->h[seat][3] << 39);
}

static int seat_to_play(const Pos *p) { return (p->leader + p->ntrick) & 3; }

static int hand_size(const Pos *p, int seat)
{
    return popc(p->h[seat][0] | (unsigned)p->h[seat][1] << 16) +
           popc(p->h[seat][2] | (unsigned)p->h[seat][3] << 16);
}

/* Does card a (played later) beat card b (currently winning)? */
static int beats(int a, int b, int trump)
{
    int sa = a / 13, sb = b / 13;
    if (sa == sb) return a > b;
    return sa == trump;
}

/* Index in the trick of the card currently winning it (ntrick > 0). */
static int winning_index(const Pos *p, int trump)
{
    int w = 0;
    for (int i = 1; i < p->ntrick; i++)
        if (beats(p->tc[i], p->tc[w], trump)) w = i;
    return w;
}

/* Mask of the cards that would beat card wc. */
static u64 beat_mask(int wc, int trump)
{
    int s = wc / 13, r = wc % 13;
    u64 m = ((u64)(SUIT_BITS & ~((2u << r) - 1u))) << (13 * s);
    if (trump < 4 && trump != s) m |= suitmask(trump);
    return m;
}

/* Play a card for the seat to play; returns the trick's winner when it completes, or -1. */
static int play_card(Pos *p, int card, int trump)
{
    int seat = seat_to_play(p), s = card / 13;
    p->h[seat][s] &= (u16) ~(1u << (card % 13));
    if (p->ntrick > 0 && p->tc[0] / 13 != s) p->shown |= 1u << (4 * seat + p->tc[0] / 13);
    p->tc[p->ntrick++] = card;
    if (p->ntrick < 4) return -1;
    int w = (p->leader + winning_index(p, trump)) & 3;
    p->leader = w;
    p->ntrick = 0;
    return w;
}

static u64 legal_mask(const Pos *p, int seat)
{
    if (p->ntrick > 0) {
        int ls = p->tc[0] / 13;
        if (p->h[seat][ls]) return (u64)p->h[seat][ls] << (13 * ls);
    }
    return hmask(p, seat);
}

/* --------------------------------------------------------- transposition table ---- */

static u64 mix(u64 x)
{
    x ^= x >> 31;
    x *= 0x9E3779B97F4A7C15ull;
    x ^= x >> 29;
    return x;
}

static void make_key(const Ctx *c, u64 k[4])
{
    const Pos *p = &c->p;
    /* of the shown-out mask only the known suits matter (a suit is known once either
     * opponent has shown out of it), so the key holds those 4 bits */
    unsigned opp = 0;
    if (c->use_shown || c->mode != ADJ_DD)
        opp = ((p->shown >> (4 * (c->side ^ 1))) & 15u) |
              (((p->shown >> (4 * (c->side ^ 1) + 8)) & 15u) << 4);
    if (c->exact_key) {
        for (int i = 0; i < 4; i++) k[i] = hmask(p, i);
        k[0] |= (u64)p->leader << 52;
        k[1] |= (u64)(opp & 0xFFF) << 52;
        k[2] |= (u64)(opp >> 12) << 52;
        return;
    }
    /* relative ranks: per suit the owners of the remaining cards from the top, their
     * number, and how many of them rank at or above evident_min_rank */
    for (int s = 0; s < 4; s++) {
        unsigned pres = p->h[0][s] | p->h[1][s] | p->h[2][s] | p->h[3][s];
        u64 w = 0;
        int cnt = 0;
        for (unsigned rest = pres; rest; cnt++) {
            int r = hibit(rest);
            rest &= ~(1u << r);
            int o = (p->h[1][s] >> r & 1) | ((p->h[2][s] >> r & 1) << 1) |
                    ((p->h[3][s] >> r & 1) * 3);
            w |= (u64)o << (2 * cnt);
        }
        w |= (u64)cnt << 26;
        w |= (u64)popc(pres & c->evrank) << 30;
        k[s] = w;
    }
    k[0] |= (u64)p->leader << 40;
    k[1] |= (u64)opp << 40;
}

static size_t key_bucket(const Ctx *c, const u64 k[4])
{
    u64 h = mix(k[0] ^ mix(k[1] ^ mix(k[2] ^ mix(k[3]))));
    return (size_t)(h & (c->nbuckets - 1));
}

static Entry *tt_find(Ctx *c, const u64 k[4], int create, int depth)
{
    Entry *b = &c->tt[key_bucket(c, k) * BUCKET];
    Entry *victim = NULL;
    for (int i = 0; i < BUCKET; i++) {
        Entry *e = &b[i];
        if (e->used && e->k[0] == k[0] && e->k[1] == k[1] && e->k[2] == k[2] && e->k[3] == k[3])
            return e;
        if (!e->used) {
            if (!victim || victim->used) victim = e;
        } else if (!victim || (victim->used && e->depth < victim->depth)) {
            victim = e;
        }
    }
    if (!create) return NULL;
    memcpy(victim->k, k, sizeof victim->k);
    victim->lo = 0;
    victim->hi = (uint8_t)depth;
    victim->bm = NO_MOVE;
    victim->used = 1;
    victim->depth = (uint8_t)depth;
    victim->has_set = 0;
    victim->set = 0;
    return victim;
}

/* Best moves are stored as suit*16 + position from the top among the suit's remaining
 * cards (relative keys) or as the card itself (exact keys). */
static int encode_move(const Ctx *c, int card)
{
    if (c->exact_key) return card;
    const Pos *p = &c->p;
    int s = card / 13, r = card % 13;
    unsigned pres = p->h[0][s] | p->h[1][s] | p->h[2][s] | p->h[3][s];
    return s * 16 + popc(pres >> (r + 1));
}

static int decode_move(const Ctx *c, int code)
{
    if (code == NO_MOVE) return -1;
    if (c->exact_key) return code;
    const Pos *p = &c->p;
    int s = code / 16, idx = code % 16;
    unsigned pres = p->h[0][s] | p->h[1][s] | p->h[2][s] | p->h[3][s];
    for (int i = 0; pres; i++) {
        int r = hibit(pres);
        if (i == idx) return 13 * s + r;
        pres &= ~(1u << r);
    }
    return -1;
}

/* ------------------------------------------------------------- quick tricks -------- */

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

/* ------------------------------------------------------------- normal set ---------- */

static int phase_finished(const adj_phase *ph, u64 claim, u64 outst)
{
    if (popc64(claim & ph->done) <= ph->done_left) return 1;
    return ph->out && !(outst & ph->out);
}

typedef struct {
    u64 mine, claim, outst, master, evident, loser;
} Knowledge;

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

/* Filter 1: the statement's phases. */
static u64 filter_statement(const Ctx *c, u64 legal, const Knowledge *kn, int lead, int follow,
                            u64 beat_opp)
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
    if (lead) return legal & ph->lead;
    /* following: the phase's card, but when an opponent is winning only one that beats
     * him ("finesse the queen" is off once the king has been played on it) */
    if (follow) return legal & ph->play & beat_opp;
    u64 trumps = c->trump < 4 ? suitmask(c->trump) : 0;
    u64 ruff = legal & ph->play & trumps;
    /* discarding: keep the statement's cards, but never by throwing an evident master */
    return ruff ? ruff : legal & ~keep & ~kn->evident;
}

static int known_suit(const Ctx *c, int s)
{
    if (!(c->rules & ADJ_KNOWN_LAYOUT)) return 0;
    for (int seat = 0; seat < 4; seat++)
        if ((seat & 1) != c->side && (c->p.shown >> (4 * seat + s) & 1)) return 1;
    return 0;
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

/* Second or third hand, the trick not surely the side's: when the hand holds a sure
 * winner (an evident master of the suit led that nobody after can ruff, or a ruff when
 * no trump is out) it plays one — a suit with evident masters is played from the top
 * (practice rows 4, 5).  Ducking it, or finessing when the statement did not say so, is
 * not the claimer's normal line; an unstated finesse is then never credited (Law 70E). */
static u64 sure_winners(const Ctx *c, int seat, u64 legal, const Knowledge *kn, int ls, int wc,
                        int follow)
{
    int T = c->trump;
    u64 beat = legal & beat_mask(wc, T);
    if (!follow) {
        if (T < 4 && !(kn->outst & suitmask(T))) return beat & suitmask(T);
        return 0;
    }
    if (ruff_risk(c, seat, kn, ls)) return 0;
    u64 sure = beat & kn->evident & suitmask(ls);
    /* in a suit whose layout he knows (Law 70E) he may finesse: any card that beats */
    if (sure && known_suit(c, ls)) return beat & suitmask(ls);
    return sure;
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

/* The normal cards of the claimer's side's seat among its legal cards (filters 1-7,
 * each skipped when it would leave no card). */
static u64 normal_cards(const Ctx *c, int seat, u64 legal)
{
    const Pos *p = &c->p;
    unsigned R = c->rules;
    int T = c->trump;
    u64 trumps = T < 4 ? suitmask(T) : 0, x;
    Knowledge kn;
    knowledge(c, seat, &kn);
    int lead = p->ntrick == 0;
    int ls = lead ? -1 : p->tc[0] / 13;
    int follow = !lead && (kn.mine & suitmask(ls));
    int wi = lead ? 0 : winning_index(p, T);
    int wc = lead ? 0 : p->tc[wi];
    int wseat = (p->leader + wi) & 3;

    if ((R & ADJ_STATEMENT) && c->nph) {
        u64 beat_opp = !lead && (wseat & 1) != (seat & 1) ? beat_mask(wc, T) : ~(u64)0;
        x = filter_statement(c, legal, &kn, lead, follow, beat_opp);
        if (x) legal = x;
    }
    if ((R & ADJ_DRAW_TRUMPS) && lead && (kn.outst & trumps)) {
        x = legal & trumps;
        if (x) legal = x;
    }
    if ((R & ADJ_TOP_DOWN) && lead) {
        u64 rm = 0;
        for (int s = 0; s < 4; s++) {
            u64 ms = kn.mine & suitmask(s);
            if (kn.evident & ms) rm |= ms & ~((u64)1 << (63 - __builtin_clzll(ms)));
        }
        x = legal & ~rm;
        if (x) legal = x;
    }
    if ((R & ADJ_NO_LOSER_LEAD) && lead && (kn.evident & kn.claim)) {
        x = legal & ~kn.loser;
        if (x) legal = x;
    }
    if ((R & ADJ_WIN_LAST) && p->ntrick == 3 && (wseat & 1) != (seat & 1)) {
        x = legal & beat_mask(wc, T);
        if (x) legal = x;
    }
    if ((R & ADJ_WIN_LAST) && (p->ntrick == 1 || p->ntrick == 2) &&
        ((wseat & 1) != (seat & 1) || !partner_sure(c, seat, &kn, ls, wc))) {
        x = sure_winners(c, seat, legal, &kn, ls, wc, follow);
        if (x) legal = x;
    }
    if ((R & ADJ_WIN_LAST) && !lead && !follow && T < 4 && wseat != seat &&
        (wseat & 1) == (seat & 1) && partner_sure(c, seat, &kn, ls, wc)) {
        x = legal & ~trumps; /* no ruffing partner's evident winner */
        if (x) legal = x;
    }
    if ((R & ADJ_WIN_LAST) && follow && wseat != seat && (wseat & 1) == (seat & 1) &&
        partner_sure(c, seat, &kn, ls, wc)) {
        /* nor overtaken, nor a second evident master thrown under it while a card
         * that cannot win is held: two winners on one trick */
        x = legal & ~beat_mask(wc, T);
        u64 y = x & ~kn.evident;
        if (y) legal = y;
        else if (x) legal = x;
    }
    if ((R & ADJ_RUFF_LOW) && !lead && !follow && T < 4 && ls != T) {
        x = legal & trumps & beat_mask(wc, T);
        if (x) legal = (legal & ~trumps) | (x & (~x + 1));
    }
    if ((R & ADJ_KEEP_MASTERS) && !lead && !follow && (kn.mine & ~kn.master)) {
        x = legal & ~(kn.evident & ~trumps);
        if (x) legal = x;
    }
    if ((R & ADJ_KEEP_MASTERS) && !lead && !follow) {
        /* an evident master of a suit where partner still holds a card that cannot win
         * is the way to that card's trick: throw another master first */
        u64 pa = hmask(p, (seat + 2) & 3) & ~kn.master, covering = 0;
        for (int s = 0; s < 4; s++)
            if (pa & suitmask(s)) covering |= kn.evident & kn.mine & suitmask(s);
        x = legal & ~covering;
        if (x) legal = x;
    }
    return legal;
}

/* ------------------------------------------------------------- move generation ----- */

/* One card of each run of equivalent cards among `cand` (cards of `seat`): cards of the
 * seat with no other present card between them (present = held or on the trick) and no
 * policy-relevant difference (sigbreak). */
static u64 reduce_equivalent(const Ctx *c, int seat, u64 cand)
{
    const Pos *p = &c->p;
    u64 out = 0;
    for (int s = 0; s < 4; s++) {
        unsigned cs = (unsigned)(cand >> (13 * s)) & SUIT_BITS;
        if (!cs) continue;
        unsigned mine = p->h[seat][s];
        unsigned pres = p->h[0][s] | p->h[1][s] | p->h[2][s] | p->h[3][s];
        for (int i = 0; i < p->ntrick; i++)
            if (p->tc[i] / 13 == s) pres |= 1u << (p->tc[i] % 13);
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

/* Lead heuristics for a side that wants tricks: cash our top cards, reach partner's top
 * cards with a low card, give partner a ruff; avoid leading into the opponents' tops or
 * giving them a ruff and discard. */
static int lead_score(const Ctx *c, int seat, int card)
{
    const Pos *p = &c->p;
    int s = card / 13, r = card % 13, T = c->trump;
    int pa = (seat + 2) & 3, lho = (seat + 1) & 3, rho = (seat + 3) & 3;
    unsigned opp = p->h[lho][s] | p->h[rho][s], part = p->h[pa][s];
    unsigned all = opp | part | p->h[seat][s];
    int top_owner_ours = !opp || ((part | p->h[seat][s]) >> hibit(all) & 1);
    int sc = 0;
    if (c->dd_order) {
        /* a suit in which the other hands hold few cards makes a small tree (a void
         * hand chooses among all its cards) */
        int nl = popc(p->h[lho][s]), nr = popc(p->h[rho][s]);
        int n = hand_size(p, seat);
        if (!nl) nl = n;
        if (!nr) nr = n;
        sc -= LEAD_OPP * (nl + nr);
        int np = popc(part);
        sc -= LEAD_PW * (np ? np : n);
    }
    if (top_owner_ours) {
        if (!opp || r > hibit(opp)) sc += 4000 + r; /* a winner of ours */
        else sc += 2500 - r * 8;                     /* low to partner's winner */
    } else {
        sc += 500 - r * 8;
        int seq = r > 0 && (p->h[seat][s] >> (r - 1) & 1); /* top of a sequence */
        if (seq) sc += 300;
    }
    if (T < 4 && s != T) {
        if (!part && p->h[pa][T]) sc += 1500;                    /* partner ruffs */
        if ((!p->h[lho][s] && p->h[lho][T]) || (!p->h[rho][s] && p->h[rho][T])) sc -= 2000;
    }
    return sc;
}

/* Plain DD, second or third hand following suit: win cheaply with a card the hands
 * after cannot beat, play low when partner already wins (or surely will). */
static int dd_follow_score(const Ctx *c, int seat, int card, int beat, int partner_winning,
                           int wc)
{
    const Pos *p = &c->p;
    int r = card % 13, ls = p->tc[0] / 13, T = c->trump;
    int next = (seat + 1) & 3, pa = (seat + 2) & 3;
    unsigned hn = p->h[next][ls];
    int mn = hn ? hibit(hn) : -1;
    int next_ruffs = T < 4 && ls != T && !hn && p->h[next][T];
    if (p->ntrick == 1) {
        /* second hand: next is the leader's partner, then ours */
        unsigned hp = p->h[pa][ls];
        int mp = hp ? hibit(hp) : -1;
        if (!next_ruffs && mp > wc % 13 && mp > mn) return -r * 8; /* partner wins */
        if (beat && r > mn && !next_ruffs) return FOL_SURE - r * 8;
        if (beat) return FOL_BEAT - r * 8;
        return -r * 8;
    }
    /* third hand: next is the last to play */
    int next_beats = next_ruffs || (wc / 13 == ls && mn > wc % 13);
    if (partner_winning) {
        if (!next_beats) return -r * 8;
        if (!next_ruffs && r > mn) return FOL_SURE - r * 8;
        return -r * 8;
    }
    if (beat && !next_ruffs && r > mn) return FOL_SURE - r * 8;
    if (beat) return FOL_BEAT - r * 8;
    return -r * 8;
}

static int card_score(const Ctx *c, int seat, int card, int want_win, int wc, int wseat)
{
    const Pos *p = &c->p;
    int s = card / 13, r = card % 13, sc = 0; /* (a history table was tried: it swamped
                                                  these heuristics and cost 5-20x nodes) */
    if (p->ntrick == 0) {
        if (want_win) return sc + lead_score(c, seat, card);
        return sc - r * 8;
    }
    int beat = beats(card, wc, c->trump);
    int partner_winning = ((wseat ^ seat) & 1) == 0;
    int follows = s == p->tc[0] / 13;
    if (c->dd_order && want_win && follows && p->ntrick < 3)
        return sc + dd_follow_score(c, seat, card, beat, partner_winning, wc);
    if (!want_win) return sc + (beat ? -3000 : 0) - r * 8;
    if (partner_winning) return sc + (beat ? -1000 : 0) - r * 8;
    if (beat) {
        /* win as cheaply as possible; second hand prefers winning only with a card that
         * cannot be beaten by the fourth hand */
        int bonus = 3000 - r * 8 - (follows ? 0 : 100);
        if (p->ntrick == 1) {
            int fourth = (seat + 2) & 3;
            unsigned f = p->h[fourth][p->tc[0] / 13];
            if (follows && f && hibit(f) > r) bonus -= 2500;
        }
        return sc + bonus;
    }
    return sc - r * 8;
}

static void gen_moves(Ctx *c, int seat, int restricted, int want_win, int ttmove, Moves *mv)
{
    const Pos *p = &c->p;
    u64 cand = legal_mask(p, seat);
    if (restricted) cand = normal_cards(c, seat, cand);
    cand = reduce_equivalent(c, seat, cand);
    int wc = 0, wseat = 0;
    if (p->ntrick > 0) {
        int wi = winning_index(p, c->trump);
        wc = p->tc[wi];
        wseat = (p->leader + wi) & 3;
    }
    mv->n = 0;
    for (u64 rest = cand; rest; rest &= rest - 1) {
        int card = lobit64(rest);
        int sc = card_score(c, seat, card, want_win, wc, wseat);
        if (card == ttmove) sc += 1 << 24;
        int i = mv->n++;
        while (i > 0 && mv->score[i - 1] < sc) {
            mv->card[i] = mv->card[i - 1];
            mv->score[i] = mv->score[i - 1];
            i--;
        }
        mv->card[i] = card;
        mv->score[i] = sc;
    }
}

/* ------------------------------------------------------------- the search ---------- */

static int is_restricted(const Ctx *c) { return c->mode != ADJ_DD; }

static int role_of(const Ctx *c, int seat)
{
    if ((seat & 1) != c->side) return ROLE_MIN;
    if (c->mode == ADJ_WORST) return ROLE_GROUPED;
    return ROLE_MAX;
}


static int ab(Ctx *c, int target, u16 rel[4]);

static void rel_clear(u16 rel[4]) { rel[0] = rel[1] = rel[2] = rel[3] = 0; }

static void rel_or(u16 dst[4], const u16 src[4])
{
    for (int s = 0; s < 4; s++) dst[s] |= src[s];
}

/* The trick just completed (cards tc[0..3], led by `leader`): when its winner beat
 * another card of its own suit, the winner's rank decided it. */
static void trick_relevance(const Pos *p, int leader, int winner, int trump, u16 rel[4])
{
    (void)trump;
    int wcard = p->tc[(winner - leader) & 3], ws = wcard / 13;
    for (int i = 0; i < 4; i++)
        if (p->tc[i] != wcard && p->tc[i] / 13 == ws) {
            rel[ws] |= (u16)(1u << (wcard % 13));
            return;
        }
}

/* Value test of the position after `card`: counted-side tricks >= target?  rel gets the
 * ranks the answer depended on. */
static int child_ge(Ctx *c, int card, int target, u16 rel[4])
{
    Pos save = c->p;
    int leader = c->p.leader;
    int w = play_card(&c->p, card, c->trump);
    int t = target - (w >= 0 && (w & 1) == c->side);
    int r = ab(c, t, rel);
    if (w >= 0) trick_relevance(&c->p, leader, w, c->trump, rel);
    c->p = save;
    return r;
}

static int last_trick_won(Ctx *c, u16 rel[4])
{
    Pos save = c->p;
    int w = -1, leader = c->p.leader;
    for (int i = 0; i < 4 && w < 0; i++) {
        int seat = seat_to_play(&c->p);
        u64 m = hmask(&c->p, seat);
        w = play_card(&c->p, lobit64(m), c->trump);
    }
    trick_relevance(&c->p, leader, w, c->trump, rel);
    c->p = save;
    return (w & 1) == c->side;
}

static int claimer_can_cash(const Ctx *c)
{
    if (c->mode == ADJ_DD) return 1;
    return c->mode == ADJ_BEST &&
           !(c->rules & (ADJ_ALL_RULES & ~(unsigned)(ADJ_KNOWN_LAYOUT | ADJ_COUNTS_SPOTS)));
}

/* The lowest card of the run of equivalent cards of `seat` that starts at `card`. */
static int run_low(const Ctx *c, int seat, int card)
{
    const Pos *p = &c->p;
    int s = card / 13, r = card % 13;
    unsigned mine = p->h[seat][s];
    unsigned pres = p->h[0][s] | p->h[1][s] | p->h[2][s] | p->h[3][s];
    for (int i = 0; i < p->ntrick; i++)
        if (p->tc[i] / 13 == s) pres |= 1u << (p->tc[i] % 13);
    unsigned below = pres & ((1u << r) - 1u);
    int low = r;
    while (below) {
        int q = hibit(below);
        if (!(mine >> q & 1) || ((c->sigbreak[s] >> q) & ((1u << (low - q)) - 1u))) break;
        low = q;
        below &= ~(1u << q);
    }
    return 13 * s + low;
}

/* Union in the ranks of a child that every move had to be searched for; a card standing
 * for skipped equivalent cards brings the lowest of them when its own rank mattered. */
static void rel_all(const Ctx *c, int seat, int card, const u16 child[4], u16 rel[4])
{
    rel_or(rel, child);
    if (child[card / 13] >> (card % 13) & 1) {
        int low = run_low(c, seat, card);
        rel[low / 13] |= (u16)(1u << (low % 13));
    }
}

/* No trump left with the claimer's opponents (he can count them)? */
static int trumps_spent(const Ctx *c, int seat)
{
    if (c->trump >= 4 || !(c->rules & ADJ_KNOWN_LAYOUT)) return 0;
    u64 outst = hmask(&c->p, (seat + 1) & 3) | hmask(&c->p, (seat + 3) & 3);
    return !(outst & suitmask(c->trump));
}

/* Evaluate the moves of a node by its role; *cut gets the deciding move (or -1). */
static int eval_moves(Ctx *c, int seat, int role, const Moves *mv, int target, int *cut,
                      u16 rel[4])
{
    u16 cr[4];
    *cut = -1;
    rel_clear(rel);
    if (role == ROLE_MAX || role == ROLE_MIN) {
        int want = role == ROLE_MAX;
        for (int i = 0; i < mv->n; i++) {
            rel_clear(cr);
            int ok = child_ge(c, mv->card[i], target, cr);
            if (c->aborted) return 0;
            if (ok == want) {
                *cut = mv->card[i];
                memcpy(rel, cr, sizeof cr);
                return ok;
            }
            rel_all(c, seat, mv->card[i], cr, rel);
        }
        return !want;
    }
    /* grouped minimum: every suit group must reach target; a known-suit group reaches it
     * when one of its cards does, any other group when all its cards do.  With no trump
     * left against him the claimer is not made to play trumps to his disadvantage
     * (practice row 9): a trump play is his free choice against the rest. */
    int spent = trumps_spent(c, seat), others = 0;
    if (spent) {
        for (int i = 0; i < mv->n; i++) {
            if (mv->card[i] / 13 != c->trump) { others = 1; continue; }
            rel_clear(cr);
            int ok = child_ge(c, mv->card[i], target, cr);
            if (c->aborted) return 0;
            rel_all(c, seat, mv->card[i], cr, rel);
            if (ok) {
                *cut = mv->card[i];
                return 1;
            }
        }
        if (!others) return 0;
    }
    for (int s = 0; s < 4; s++) {
        if (spent && s == c->trump) continue;
        int known = known_suit(c, s), any = 0, all = 1, present = 0;
        for (int i = 0; i < mv->n; i++) {
            if (mv->card[i] / 13 != s) continue;
            present = 1;
            rel_clear(cr);
            int ok = child_ge(c, mv->card[i], target, cr);
            if (c->aborted) return 0;
            rel_all(c, seat, mv->card[i], cr, rel);
            if (ok) any = 1;
            else all = 0;
            if (known ? ok : !ok) {
                *cut = mv->card[i];
                break;
            }
        }
        if (present && !(known ? any : all)) return 0;
    }
    return 1;
}

/* ---- partition table (plain DD mode): entries cover every position with the same
 * leader and suit lengths whose top cards of each suit have the same owners ---------- */

static u64 len_key(const Pos *p, int n)
{
    u64 k = (u64)p->leader | ((u64)n << 2);
    int sh = 6;
    for (int seat = 0; seat < 4; seat++)
        for (int s = 0; s < 3; s++, sh += 4) k |= (u64)popc(p->h[seat][s]) << sh;
    return k;
}

/* Owners of the remaining cards of each suit from the top, 2 bits each. */
static void owner_seq(const Pos *p, uint32_t own[4])
{
    for (int s = 0; s < 4; s++) {
        unsigned pres = p->h[0][s] | p->h[1][s] | p->h[2][s] | p->h[3][s];
        unsigned b0 = p->h[1][s] | p->h[3][s], b1 = p->h[2][s] | p->h[3][s];
        uint32_t w = 0;
        /* from the lowest card up, so the top card ends in the low two bits */
        for (unsigned m = pres; m; m &= m - 1) {
            int r = __builtin_ctz(m);
            w = (w << 2) | (b0 >> r & 1) | ((b1 >> r & 1) << 1);
        }
        own[s] = w;
    }
}

static uint32_t low_bits(int k) { return k >= 16 ? 0xFFFFFFFFu : (1u << (2 * k)) - 1u; }

static void top_ranks(const Pos *p, const PEntry *e, u16 rel[4])
{
    for (int s = 0; s < 4; s++) {
        int k = (int)(e->top[s] >> 26);
        unsigned pres = p->h[0][s] | p->h[1][s] | p->h[2][s] | p->h[3][s];
        for (; k > 0 && pres; k--) {
            int r = hibit(pres);
            pres &= ~(1u << r);
            rel[s] |= (u16)(1u << r);
        }
    }
}

static PEntry *pt_bucket(const Ctx *c, u64 lk)
{
    return &c->pt[(size_t)(mix(lk) & (c->npbuckets - 1)) * PBUCKET];
}

static int pt_matches(const PEntry *e, u64 lk, const uint32_t own[4])
{
    if (!e->used || e->lenkey != lk) return 0;
    for (int s = 0; s < 4; s++) {
        int k = (int)(e->top[s] >> 26);
        if ((own[s] & low_bits(k)) != (e->top[s] & 0x3FFFFFFu)) return 0;
    }
    return 1;
}

/* 1/0 when a stored bound decides the test (rel filled), -1 otherwise. */
static int pt_probe(Ctx *c, u64 lk, const uint32_t own[4], int target, int *bm, u16 rel[4])
{
    PEntry *b = pt_bucket(c, lk);
    /* entries are filled in order and never emptied: the used ones are a prefix */
    for (int i = 0; i < PBUCKET && b[i].used; i++) {
        PEntry *e = &b[i];
        if (!pt_matches(e, lk, own)) continue;
        if (e->lo >= target || e->hi < target) {
            top_ranks(&c->p, e, rel);
            return e->lo >= target;
        }
        if (e->bm != NO_MOVE) *bm = e->bm;
    }
    return -1;
}

static void pt_store(Ctx *c, u64 lk, const uint32_t own[4], const u16 rel[4], int n, int lo,
                     int hi, int bm)
{
    uint32_t top[4];
    for (int s = 0; s < 4; s++) {
        unsigned pres = c->p.h[0][s] | c->p.h[1][s] | c->p.h[2][s] | c->p.h[3][s];
        int k = 0;
        if (rel[s]) k = popc(pres & ~((1u << __builtin_ctz(rel[s])) - 1u));
        top[s] = (own[s] & low_bits(k)) | ((uint32_t)k << 26);
    }
    PEntry *b = pt_bucket(c, lk), *e = NULL;
    for (int i = 0; i < PBUCKET && !e && b[i].used; i++)
        if (b[i].lenkey == lk && !memcmp(b[i].top, top, sizeof top)) e = &b[i];
    if (!e) {
        for (int i = 0; i < PBUCKET && !e; i++)
            if (!b[i].used) e = &b[i];
        if (!e) e = &b[(c->pt_clock++) & (PBUCKET - 1)];
        e->lenkey = lk;
        memcpy(e->top, top, sizeof top);
        e->lo = 0;
        e->hi = (uint8_t)n;
        e->bm = NO_MOVE;
        e->used = 1;
    }
    if (lo > e->lo) e->lo = (uint8_t)lo;
    if (hi < e->hi) e->hi = (uint8_t)hi;
    if (bm >= 0) e->bm = (uint8_t)bm;
}

/* ---- the zero-window test ------------------------------------------------------------ */

/* Trick-start work: table probe and quick-trick bounds.  Returns 1/0 when decided. */
static int boundary_cut(Ctx *c, int target, int n, u64 key[4], u64 *lk, uint32_t own[4],
                        int *ttmove, u16 rel[4])
{
    Pos *p = &c->p;
    if (c->partition) {
        *lk = len_key(p, n);
        owner_seq(p, own);
        int bm = NO_MOVE;
        int r = pt_probe(c, *lk, own, target, &bm, rel);
        if (r >= 0) {
            return r;
        }
        *ttmove = decode_move(c, bm);
    } else {
        make_key(c, key);
        Entry *e = tt_find(c, key, 0, n);
        if (e) {
            if (e->lo >= target) return 1;
            if (e->hi < target) return 0;
            *ttmove = decode_move(c, e->bm);
        }
    }
    int on_lead_counted = (p->leader & 1) == c->side;
    u16 qr[4] = {0, 0, 0, 0}, smax[4] = {0, 0, 0, 0}, smin[4] = {0, 0, 0, 0};
    int q = 0;
    if (!on_lead_counted || claimer_can_cash(c)) q = quick_tricks(c, p->leader, qr);
    int sure_max = sure_trumps(c, c->side, smax), sure_min = sure_trumps(c, 1 - c->side, smin);
    int res;
    const u16 *why;
    if (on_lead_counted && q >= target) {
        res = 1, why = qr;
    } else if (sure_max >= target) {
        res = 1, why = smax;
    } else if (!on_lead_counted && n - q < target) {
        res = 0, why = qr;
    } else if (n - sure_min < target) {
        res = 0, why = smin;
    } else {
        return -1;
    }
    int lo = 0, hi = n;
    if (why == qr && res) lo = q;
    else if (why == qr) hi = n - q;
    else if (why == smax) lo = sure_max;
    else hi = n - sure_min;
    if (c->partition) {
        pt_store(c, *lk, own, why, n, lo, hi, -1);
    } else {
        Entry *e = tt_find(c, key, 1, n);
        if (e->lo < lo) e->lo = (uint8_t)lo;
        if (e->hi > hi) e->hi = (uint8_t)hi;
    }
    memcpy(rel, why, 4 * sizeof(u16));
    return res;
}

static int ab(Ctx *c, int target, u16 rel[4])
{
    Pos *p = &c->p;
    int seat = seat_to_play(p);
    int n = hand_size(p, seat);
    rel_clear(rel);
    if (target <= 0) return 1;
    if (target > n) return 0;
    if (c->aborted) return 0;
    if (++c->nodes > c->budget) {
        c->aborted = 1;
        return 0;
    }
    int ttmove = -1;
    u64 key[4], lk = 0;
    uint32_t own[4];
    if (p->ntrick == 0) {
        if (n == 1) return last_trick_won(c, rel) >= target;
        int r = boundary_cut(c, target, n, key, &lk, own, &ttmove, rel);
        if (r >= 0) return r;
    }
    int role = role_of(c, seat);
    int restricted = is_restricted(c) && (seat & 1) == c->side;
    Moves mv;
    gen_moves(c, seat, restricted, role == ROLE_MAX || role == ROLE_MIN, ttmove, &mv);
    int cut;
    int res = eval_moves(c, seat, role, &mv, target, &cut, rel);
    if (c->aborted) return 0;
    if (p->ntrick == 0) {
        int lo = res ? target : 0, hi = res ? n : target - 1;
        int bm = cut >= 0 ? encode_move(c, cut) : -1;
        if (c->partition) {
            pt_store(c, lk, own, rel, n, lo, hi, bm);
        } else {
            Entry *e = tt_find(c, key, 1, n);
            if (e->lo < lo) e->lo = (uint8_t)lo;
            if (e->hi > hi) e->hi = (uint8_t)hi;
            if (bm >= 0) e->bm = (uint8_t)bm;
        }
    }
    return res;
}

/* ------------------------------------------------------------- witness line -------- */

/* Choose the move of the current node that keeps the value at v. */
static int pv_move(Ctx *c, int v)
{
    u16 dummy[4];
    Pos *p = &c->p;
    int seat = seat_to_play(p);
    int role = role_of(c, seat);
    int restricted = is_restricted(c) && (seat & 1) == c->side;
    Moves mv;
    gen_moves(c, seat, restricted, role != ROLE_GROUPED, -1, &mv);
    if (role == ROLE_MAX) {
        for (int i = 0; i < mv.n; i++)
            if (child_ge(c, mv.card[i], v, dummy)) return mv.card[i];
    } else if (role == ROLE_MIN) {
        for (int i = 0; i < mv.n; i++)
            if (!child_ge(c, mv.card[i], v + 1, dummy)) return mv.card[i];
    } else {
        int spent = trumps_spent(c, seat);
        if (spent)
            for (int i = 0; i < mv.n; i++)
                if (mv.card[i] / 13 == c->trump && child_ge(c, mv.card[i], v, dummy))
                    return mv.card[i];
        for (int s = 0; s < 4; s++) {
            if (spent && s == c->trump) continue;
            if (!known_suit(c, s)) {
                for (int i = 0; i < mv.n; i++)
                    if (mv.card[i] / 13 == s && !child_ge(c, mv.card[i], v + 1, dummy)) return mv.card[i];
                continue;
            }
            int above = 0, pick = -1;
            for (int i = 0; i < mv.n; i++) {
                if (mv.card[i] / 13 != s) continue;
                if (child_ge(c, mv.card[i], v + 1, dummy)) above = 1;
                else if (pick < 0 && child_ge(c, mv.card[i], v, dummy)) pick = mv.card[i];
            }
            if (!above && pick >= 0) return pick;
        }
    }
    return mv.n ? mv.card[0] : -1;
}

static void build_line(Ctx *c, int v, int *line, int *len)
{
    Pos save = c->p;
    *len = 0;
    while (hand_size(&c->p, seat_to_play(&c->p)) > 0 && *len < ADJ_MAX_LINE) {
        int card = pv_move(c, v);
        if (card < 0 || c->aborted) break;
        line[(*len)++] = card;
        int w = play_card(&c->p, card, c->trump);
        if (w >= 0 && (w & 1) == c->side) v--;
    }
    c->p = save;
}

/* ------------------------------------------------------------- outcome sets -------- */

static unsigned fill_down(unsigned x) { return x ? (2u << hibit(x)) - 1u : 0u; }

/* {min(a, b) : a in A, b in B} */
static unsigned min_combine(unsigned a, unsigned b)
{
    return (a & fill_down(b)) | (b & fill_down(a));
}

static unsigned oc(Ctx *c);

static unsigned child_set(Ctx *c, int card)
{
    Pos save = c->p;
    int w = play_card(&c->p, card, c->trump);
    unsigned s = oc(c);
    if (w >= 0 && (w & 1) == c->side) s <<= 1;
    c->p = save;
    return s;
}

static unsigned oc(Ctx *c)
{
    u16 dummy[4];
    Pos *p = &c->p;
    int seat = seat_to_play(p);
    int n = hand_size(p, seat);
    if (n == 0) return 1u;
    if (c->aborted) return 0;
    if (++c->nodes > c->budget) {
        c->aborted = 1;
        return 0;
    }
    u64 key[4];
    if (p->ntrick == 0) {
        if (n == 1) return last_trick_won(c, dummy) ? 2u : 1u;
        make_key(c, key);
        Entry *e = tt_find(c, key, 0, n);
        if (e && e->has_set) return e->set;
    }
    int claimer = (seat & 1) == c->side;
    Moves mv;
    gen_moves(c, seat, claimer, 1, -1, &mv);
    unsigned set = 0;
    for (int i = 0; i < mv.n; i++) {
        unsigned s = child_set(c, mv.card[i]);
        if (c->aborted) return 0;
        set = claimer ? (set | s) : (i == 0 ? s : min_combine(set, s));
    }
    if (p->ntrick == 0) {
        Entry *e = tt_find(c, key, 1, n);
        e->set = (u16)set;
        e->has_set = 1;
    }
    return set;
}

static void outcome_line(Ctx *c, int v, int *line, int *len)
{
    Pos save = c->p;
    *len = 0;
    while (hand_size(&c->p, seat_to_play(&c->p)) > 0 && *len < ADJ_MAX_LINE && !c->aborted) {
        int seat = seat_to_play(&c->p);
        int claimer = (seat & 1) == c->side;
        Moves mv;
        unsigned sets[13];
        gen_moves(c, seat, claimer, 1, -1, &mv);
        for (int i = 0; i < mv.n; i++) sets[i] = child_set(c, mv.card[i]);
        int pick = -1;
        for (int i = 0; i < mv.n && pick < 0; i++) {
            if (!(sets[i] >> v & 1)) continue;
            int ok = 1;
            for (int j = 0; j < mv.n && !claimer; j++)
                if (!(fill_down(sets[j]) >> v & 1)) ok = 0;
            if (ok) pick = i;
        }
        if (pick < 0) break;
        int card = mv.card[pick];
        line[(*len)++] = card;
        int w = play_card(&c->p, card, c->trump);
        if (w >= 0 && (w & 1) == c->side) v--;
    }
    c->p = save;
}

/* ------------------------------------------------------------- validation ---------- */

static int fail(char *err, size_t errlen, const char *msg)
{
    snprintf(err, errlen, "%s", msg);
    return -1;
}

static const char *SEAT_NAMES = "NESW";

int adj_validate(const adj_input *in, char *err, size_t errlen)
{
    const u64 all = ((u64)1 << 52) - 1;
    char buf[200];
    if (in->trump < 0 || in->trump > 4) return fail(err, errlen, "trump must be 0..4 (S H D C NT)");
    if (in->leader < 0 || in->leader > 3) return fail(err, errlen, "leader must be a seat 0..3");
    if (in->side < 0 || in->side > 1) return fail(err, errlen, "side must be 0 (NS) or 1 (EW)");
    if (in->mode < ADJ_DD || in->mode > ADJ_OUTCOMES) return fail(err, errlen, "unknown mode");
    if (in->ntrick < 0 || in->ntrick > 3)
        return fail(err, errlen, "a trick in progress holds 0 to 3 cards");
    if (in->evident_min_rank < 2 || in->evident_min_rank > 14)
        return fail(err, errlen, "evident_min_rank must be 2..14");
    if (in->nphases < 0 || in->nphases > ADJ_MAX_PHASES)
        return fail(err, errlen, "too many statement phases (at most 32)");
    if (in->rules & ~ADJ_ALL_RULES) return fail(err, errlen, "unknown rule flag");
    if (in->shown_out > 0xFFFFu) return fail(err, errlen, "shown_out must be a 16-bit mask");
    if (in->budget <= 0) return fail(err, errlen, "node budget must be positive");
    u64 seen = 0;
    for (int i = 0; i < 4; i++) {
        if (in->hands[i] & ~all) return fail(err, errlen, "a hand mask has bits above card 51");
        if (seen & in->hands[i]) {
            snprintf(buf, sizeof buf, "a card of %c is also in another hand", SEAT_NAMES[i]);
            return fail(err, errlen, buf);
        }
        seen |= in->hands[i];
    }
    for (int i = 0; i < in->ntrick; i++) {
        int card = in->trick[i];
        if (card < 0 || card > 51) return fail(err, errlen, "a trick card is out of range 0..51");
        if (seen >> card & 1) return fail(err, errlen, "a card on the trick is also held or played twice");
        seen |= (u64)1 << card;
    }
    int n = popc64(in->hands[in->leader]) + (in->ntrick > 0);
    if (n < 1 || n > 13) return fail(err, errlen, "the position must have 1 to 13 tricks left");
    for (int i = 0; i < 4; i++) {
        int seat = (in->leader + i) & 3;
        int expected = i < in->ntrick ? n - 1 : n;
        if (popc64(in->hands[seat]) != expected) {
            snprintf(buf, sizeof buf, "%c holds %d cards, expected %d", SEAT_NAMES[seat],
                     popc64(in->hands[seat]), expected);
            return fail(err, errlen, buf);
        }
    }
    if (in->ntrick > 0) {
        int ls = in->trick[0] / 13;
        for (int i = 1; i < in->ntrick; i++) {
            int seat = (in->leader + i) & 3;
            if (in->trick[i] / 13 != ls && (in->hands[seat] & suitmask(ls))) {
                snprintf(buf, sizeof buf, "%c did not follow suit to the trick but holds the suit led",
                         SEAT_NAMES[seat]);
                return fail(err, errlen, buf);
            }
        }
    }
    for (int i = 0; i < in->nphases; i++) {
        const adj_phase *ph = &in->phases[i];
        if ((ph->lead | ph->play | ph->done | ph->out) & ~all)
            return fail(err, errlen, "a phase mask has bits above card 51");
        if (ph->done_left < 0 || ph->done_left > 52)
            return fail(err, errlen, "a phase's done_left must be 0..52");
    }
    return 0;
}

/* ------------------------------------------------------------- driver -------------- */

static void setup(Ctx *c, const adj_input *in)
{
    memset(&c->p, 0, sizeof c->p);
    for (int seat = 0; seat < 4; seat++)
        for (int s = 0; s < 4; s++) c->p.h[seat][s] = (u16)((in->hands[seat] >> (13 * s)) & SUIT_BITS);
    c->p.leader = in->leader;
    c->p.ntrick = in->ntrick;
    for (int i = 0; i < in->ntrick; i++) c->p.tc[i] = in->trick[i];
    c->p.shown = in->shown_out;
    c->trump = in->trump;
    c->side = in->side;
    c->mode = in->mode;
    int restricted = in->mode != ADJ_DD;
    c->rules = restricted ? in->rules : 0;
    c->emin = in->evident_min_rank;
    c->nph = restricted ? in->nphases : 0;
    c->ph = in->phases;
    c->use_shown = (c->rules & ADJ_KNOWN_LAYOUT) != 0;
    c->exact_key = (c->rules & ADJ_STATEMENT) && c->nph > 0;
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
    c->budget = in->budget;
    c->partition = in->mode == ADJ_DD;
}

static int run_value_search(Ctx *c, int n, adj_result *out)
{
    int lower = 0, upper = n;
    u16 rel[4];
    c->dd_order = c->mode == ADJ_DD;
    while (lower < upper) {
        int t = (lower + upper + 1) / 2;
        int r = ab(c, t, rel);
        if (c->aborted) break;
        if (r) lower = t;
        else upper = t - 1;
    }
    out->lower = lower;
    out->upper = upper;
    out->complete = !c->aborted;
    out->value = out->complete ? lower : -1;
    c->dd_order = 0;
    return out->complete;
}

int adj_search(const adj_input *in, adj_result *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    out->value = -1;
    if (adj_validate(in, err, errlen)) return -1;
    Ctx *c = calloc(1, sizeof *c);
    if (!c) return fail(err, errlen, "out of memory");
    setup(c, in);
    int n = hand_size(&c->p, seat_to_play(&c->p));
    int lg = (in->mode == ADJ_DD ? 8 : 11) + n;
    if (lg > 18) lg = 18; /* 2^18 buckets: x 4 entries x 40 bytes (tt) = 40 MiB, or
                             2^14 buckets x 64 entries x 32 bytes (partition table) = 32 MiB */
    c->nbuckets = (size_t)1 << lg;
    if (c->partition) {
        c->npbuckets = c->nbuckets >> 3;
        if (c->npbuckets > ((size_t)1 << 14)) c->npbuckets = (size_t)1 << 14;
        c->pt = calloc(c->npbuckets * PBUCKET, sizeof(PEntry));
    } else {
        c->tt = calloc(c->nbuckets * BUCKET, sizeof(Entry));
    }
    if (!c->tt && !c->pt) {
        free(c);
        return fail(err, errlen, "out of memory for the transposition table");
    }
    if (in->mode == ADJ_OUTCOMES) {
        unsigned set = oc(c);
        out->complete = !c->aborted;
        if (out->complete) {
            out->outcome_set = set;
            out->lower = __builtin_ctz(set);
            out->upper = hibit(set);
            c->budget = c->nodes + in->budget;
            for (int v = 0; v < ADJ_MAX_VALUES && in->want_line; v++)
                if (set >> v & 1) outcome_line(c, v, out->out_line[v], &out->out_len[v]);
        } else {
            out->lower = 0;
            out->upper = n;
        }
    } else if (run_value_search(c, n, out) && in->want_line) {
        c->budget = c->nodes + in->budget;
        build_line(c, out->value, out->line, &out->line_len);
    }
    out->nodes = c->nodes;
    free(c->tt);
    free(c->pt);
    free(c);
    return 0;
}
