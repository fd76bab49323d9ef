/* The tables of positions already searched, probed and filled at trick starts only.
 *
 * Each thread keeps its tables between calls (freed when the thread exits), so a call
 * neither allocates nor clears them: an entry carries the table's epoch when it was
 * stored and counts only while the epoch is unchanged, and the epoch advances only when a
 * table fills.  Entries are keyed by the search's context (strain and counted side for
 * plain DD; mode, restriction and root position for the restricted searches), so what
 * one call stored stays true for every later call of the same context.
 *
 * Restricted and outcomes searches use a transposition table (Entry, buckets of BUCKET)
 * keyed on relative ranks, or on the exact cards when statement phases name cards.
 * Plain DD uses a partition table: chains of entries, one chain per leader and set of
 * suit lengths (contiguous, scanned newest first), each entry covering every position of
 * its chain whose top cards of each suit have the same owners, down to the lowest rank
 * that decided a trick in the search below it.
 */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

#if !defined(_WIN32)
#include <pthread.h>
#define HAVE_THREAD_TABLES 1
#endif

static u64 mix(u64 x)
{
    x ^= x >> 31;
    x *= 0x9E3779B97F4A7C15ull;
    x ^= x >> 29;
    return x;
}

/* ---- the thread's tables ------------------------------------------------------------ */

static void table_destroy(void *arg)
{
    Table *t = arg;
    if (!t) return;
    free(t->tt);
    free(t->slots);
    free(t->pool);
    free(t);
}

#ifdef HAVE_THREAD_TABLES
/* Set once (pthread_once) and never changed: not mutable state shared between calls. */
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;
static pthread_key_t tables_tls;
static int tables_tls_ok;

static void tables_tls_init(void)
{
    tables_tls_ok = pthread_key_create(&tables_tls, table_destroy) == 0;
}
#endif

/* This thread's tables (created empty on first use), or NULL when memory runs out. */
static Table *thread_table(void)
{
#ifdef HAVE_THREAD_TABLES
    pthread_once(&tables_once, tables_tls_init);
    if (tables_tls_ok) {
        Table *t = pthread_getspecific(tables_tls);
        if (!t) {
            t = calloc(1, sizeof *t);
            if (t && pthread_setspecific(tables_tls, t)) {
                free(t);
                t = NULL;
            }
        }
        return t;
    }
#endif
    return calloc(1, sizeof(Table)); /* no thread storage: a table for this call only */
}

static int table_is_threads(const Table *t)
{
#ifdef HAVE_THREAD_TABLES
    return tables_tls_ok && pthread_getspecific(tables_tls) == t;
#else
    (void)t;
    return 0;
#endif
}

/* ---- transposition table ------------------------------------------------------------ */

static void tt_new_epoch(Table *t)
{
    if (++t->tt_epoch == 0) { /* the stamp wrapped: old entries would come back to life */
        memset(t->tt, 0, t->nbuckets * BUCKET * sizeof(Entry));
        t->tt_epoch = 1;
    }
}

static void pt_new_epoch(Table *t);

/* Both tables forget everything, and the context ids start again. */
static void forget_all(Table *t)
{
    if (t->tt) tt_new_epoch(t);
    if (t->slots) pt_new_epoch(t);
    t->nctx = 0;
}

/* The search's context id (1..255) in both tables' keys; when all are taken the tables
 * forget everything and the ids start again. */
static int tt_context(Table *t, u64 h)
{
    for (int i = 0; i < t->nctx; i++)
        if (t->ctx_hash[i] == h) return i + 1;
    if (t->nctx == 255) forget_all(t);
    t->ctx_hash[t->nctx++] = h;
    return t->nctx;
}

static int tt_reserve(Table *t, int tricks)
{
    int lg = 11 + tricks;
    if (lg > 18) lg = 18; /* 2^18 buckets x 4 entries x 40 bytes = 40 MiB */
    size_t want = (size_t)1 << lg;
    t->window = want;
    if (t->nbuckets >= want) return 0;
    free(t->tt);
    t->tt = calloc(want * BUCKET, sizeof(Entry));
    t->nbuckets = t->tt ? want : 0;
    t->tt_epoch = 1;
    return t->tt ? 0 : -1;
}

void make_key(const Ctx *c, u64 k[4])
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
        k[0] |= (u64)c->ctx_id << 56;
        k[3] |= (u64)p->slips << 52; /* normal-play model: careless deviations made */
        return;
    }
    /* relative ranks: per suit the owners of the remaining cards from the top, their
     * number, and how many of them rank at or above evident_min_rank */
    for (int s = 0; s < 4; s++) {
        unsigned pres = suit_held(p, s);
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
        w |= (u64)popc13(pres & c->evsuit[s]) << 30; /* normal.c's evident ranks */
        w |= (u64)popc13(pres & HONOUR_RANKS) << 34; /* and its honours */
        k[s] = w;
    }
    k[0] |= (u64)p->leader << 40;
    k[1] |= (u64)opp << 40;
    k[0] |= (u64)c->ctx_id << 56;
    k[2] |= (u64)p->slips << 40; /* normal-play model: careless deviations made */
}

static size_t key_bucket(const Table *t, const u64 k[4])
{
    u64 h = mix(k[0] ^ mix(k[1] ^ mix(k[2] ^ mix(k[3]))));
    return (size_t)(h & (t->window - 1));
}

/* The entry of key k, or (create) a fresh one in place of the shallowest of its bucket
 * (an entry of an older epoch counts as free). */
Entry *tt_find(Ctx *c, const u64 k[4], int create, int depth)
{
    Table *t = c->tab;
    Entry *b = &t->tt[key_bucket(t, k) * BUCKET];
    Entry *victim = NULL;
    for (int i = 0; i < BUCKET; i++) {
        Entry *e = &b[i];
        int live = e->used == t->tt_epoch;
        if (live && e->k[0] == k[0] && e->k[1] == k[1] && e->k[2] == k[2] && e->k[3] == k[3])
            return e;
        int vlive = victim && victim->used == t->tt_epoch;
        if (!live) {
            if (!victim || vlive) victim = e;
        } else if (!victim || (vlive && e->depth < victim->depth)) {
            victim = e;
        }
    }
    if (!create) return NULL;
    memcpy(victim->k, k, sizeof victim->k);
    victim->lo = 0;
    victim->hi = (uint8_t)depth;
    victim->bm = NO_MOVE;
    victim->used = t->tt_epoch;
    victim->depth = (uint8_t)depth;
    victim->none = 0;
    return victim;
}

/* Best moves are stored as suit*16 + position from the top among the suit's remaining
 * cards (relative keys) or as the card itself (exact keys). */
int encode_move(const Ctx *c, int card)
{
    if (c->exact_key) return card;
    int s = card / 13, r = card % 13;
    return s * 16 + popc13(suit_held(&c->p, s) >> (r + 1));
}

static int decode_move(const Ctx *c, int code)
{
    if (code == NO_MOVE) return -1;
    if (c->exact_key) return code;
    int s = code / 16, idx = code % 16;
    unsigned pres = suit_held(&c->p, s);
    for (int i = 0; pres; i++) {
        int r = hibit(pres);
        if (i == idx) return 13 * s + r;
        pres &= ~(1u << r);
    }
    return -1;
}

/* ---- partition table (plain DD) ----------------------------------------------------- */

#define CHAIN_MAX 1024 /* a chain this long keeps its newer half when it must grow */

static void pt_new_epoch(Table *t)
{
    if (++t->pt_epoch == 0) {
        memset(t->slots, 0, t->nslots * sizeof(PSlot));
        t->pt_epoch = 1;
    }
    t->slots_used = 0;
    t->pool_used = 0;
    t->slot_gen++;
}

/* The partition table starts small and doubles as chains and entries accumulate, up to
 * 2^18 chains x 32 bytes + 2^21 entries x 40 bytes = 88 MiB: a search touches memory in
 * proportion to what it stores, and a small table stays in the processor's cache.  (2^20
 * entries, compacted, still forgot the table of a 12-trick proof of 900K stores, which
 * then searched 8% more: pt_compact.) */
#define SLOTS_MIN ((size_t)1 << 12)
#define SLOTS_MAX ((size_t)1 << 18)
#define POOL_MIN ((size_t)1 << 14)
#define POOL_MAX ((size_t)1 << 21)

static int pt_reserve(Table *t, int tricks)
{
    (void)tricks;
    if (t->slots) return 0;
    t->slots = calloc(SLOTS_MIN, sizeof(PSlot));
    t->pool = malloc(POOL_MIN * sizeof(PEntry));
    if (!t->slots || !t->pool) {
        free(t->slots);
        free(t->pool);
        t->slots = NULL;
        t->pool = NULL;
        return -1;
    }
    t->nslots = SLOTS_MIN;
    t->npool = POOL_MIN;
    t->pt_epoch = 1;
    t->slots_used = t->pool_used = 0;
    return 0;
}

static size_t chain_hash(u64 lk, u64 st, u64 pk) { return (size_t)mix(lk ^ mix(st ^ mix(pk))); }

/* Twice the chains: the live ones moved to a new array; 0 when memory runs out. */
static int pt_rehash(Table *t)
{
    size_t n = t->nslots * 2, mask = n - 1;
    PSlot *fresh = calloc(n, sizeof(PSlot));
    if (!fresh) return 0;
    for (size_t i = 0; i < t->nslots; i++) {
        const PSlot *sl = &t->slots[i];
        if (sl->epoch != t->pt_epoch) continue;
        size_t j = chain_hash(sl->key, sl->key2, sl->key3) & mask;
        while (fresh[j].epoch == t->pt_epoch) j = (j + 1) & mask;
        fresh[j] = *sl;
    }
    free(t->slots);
    t->slots = fresh;
    t->nslots = n;
    t->slot_gen++;
    return 1;
}

/* Leader and suit lengths (the fourth suit of each hand follows from the others and the
 * tricks left), and the context (strain, counted side) above them. */
static u64 len_key(const Ctx *c, int n)
{
    const Pos *p = &c->p;
    u64 k = (u64)p->leader | ((u64)n << 2);
    int sh = 6;
    for (int seat = 0; seat < 4; seat++)
        for (int s = 0; s < 3; s++, sh += 4) k |= (u64)popc13(p->h[seat][s]) << sh;
    return k | (u64)(c->trump * 2 + c->side) << 58;
}

/* The state of a restricted search beside the cards: its context, the careless slips
 * made, the suits in which the claimer has seen an opponent show out, and per suit how
 * many cards rank at or above the evident ranks and how many are honours (with the top
 * cards' owners this says which of them are evident, which honours).  0 for plain DD. */
static u64 state_key(const Ctx *c)
{
    if (!is_restricted(c)) return 0;
    const Pos *p = &c->p;
    unsigned opp = ((p->shown >> (4 * (c->side ^ 1))) & 15u) |
                   (((p->shown >> (4 * (c->side ^ 1) + 8)) & 15u) << 4);
    u64 k = (u64)c->ctx_of[points_live(c)][drawing_live(c)] | (u64)(p->slips & 255) << 8 |
            (u64)opp << 16;
    for (int s = 0; s < 4; s++) {
        k |= (u64)popc13(p->held[s] & c->evsuit[s]) << (24 + 4 * s);
        k |= (u64)popc13(p->held[s] & HONOUR_RANKS) << (40 + 4 * s); /* normal.c's honours */
    }
    return k | (u64)1 << 63;
}

/* The struck points that can still act (restricted searches), 4 bits each: 1 + the place
 * of the point's card among the cards of its suit still held, counted from the top, or 0
 * when its seat no longer holds it or its trick has passed.  That says where the filter
 * acts.  0 when none can act: the search is then the one without them, whose entries
 * (ctx_of) it shares. */
static u64 points_key(const Ctx *c)
{
    if (!points_live(c)) return 0;
    const Pos *p = &c->p;
    u64 k = 0;
    for (int i = 0; i < c->npoints; i++) {
        int card = c->points[i].card, s = card / 13, r = card % 13;
        if (point_live(c, i)) k |= (u64)(popc13(p->held[s] >> (r + 1)) + 1) << (4 * i);
    }
    return k;
}

/* The chain of key tk, or (create) a new empty one; NULL when absent (or no room). */
static PSlot *pt_chain(Table *t, const TableKey *tk, int create)
{
    u64 lk = tk->lenkey, st = tk->state, pk = tk->points;
    size_t mask = t->nslots - 1, i = chain_hash(lk, st, pk) & mask;
    for (;; i = (i + 1) & mask) {
        PSlot *sl = &t->slots[i];
        if (sl->epoch != t->pt_epoch) break;
        if (sl->key == lk && sl->key2 == st && sl->key3 == pk) return sl;
    }
    if (!create) return NULL;
    if (4 * (t->slots_used + 1) > 3 * t->nslots) {
        if (t->nslots >= SLOTS_MAX || !pt_rehash(t)) return NULL;
        return pt_chain(t, tk, 1);
    }
    PSlot *sl = &t->slots[i];
    sl->key = lk;
    sl->key2 = st;
    sl->key3 = pk;
    sl->epoch = t->pt_epoch;
    sl->first = 0;
    sl->count = sl->room = 0;
    t->slots_used++;
    return sl;
}

/* The position's owner words, two suits to a 64-bit word as in PEntry. */
static inline void own_pairs(const uint32_t own[4], u64 out[2])
{
    out[0] = own[0] | (u64)own[1] << 32;
    out[1] = own[2] | (u64)own[3] << 32;
}

/* The ranks an entry's owner words cover: the ranks its bound depended on. */
static void top_ranks(const Pos *p, const PEntry *e, u16 rel[4])
{
    for (int s = 0; s < 4; s++) {
        int k = e->k[s];
        if (!k) continue;
        unsigned pres = p->held[s];
        /* the k highest of its cards: the rest dropped from the bottom, or the k taken
         * from the top, whichever takes fewer steps (a probe's answer makes this walk; one
         * bit at a time from the top was a third of the probe's time) */
        int drop = popc13(pres) - k;
        if (drop <= k) {
            for (; drop > 0; drop--) pres &= pres - 1;
            rel[s] |= (u16)pres;
            continue;
        }
        unsigned top = 0;
        for (; k > 0; k--) {
            unsigned bit = 1u << hibit(pres);
            top |= bit;
            pres ^= bit;
        }
        rel[s] |= (u16)top;
    }
}

static inline int pt_matches(const PEntry *e, const u64 own[2])
{
    return (((own[0] ^ e->own[0]) & e->mask[0]) | ((own[1] ^ e->own[1]) & e->mask[1])) == 0;
}

/* 1/0 when a stored bound decides the test (rel filled), -1 otherwise.  Newest first. */
static int pt_probe(Ctx *c, TableKey *tk, int target, int *bm, u16 rel[4])
{
    Table *t = c->tab;
    PSlot *sl = pt_chain(t, tk, 0);
    if (!sl) return -1;
    tk->slot = (uint32_t)(sl - t->slots) + 1;
    tk->slot_gen = t->slot_gen;
    u64 own[2];
    own_pairs(c->p.own, own);
    const PEntry *base = &t->pool[sl->first];
    for (int i = sl->count - 1; i >= 0; i--) {
        const PEntry *e = &base[i];
        c->stats[ST_PROBE_SCANS]++;
        if (!pt_matches(e, own)) continue;
        if (e->lo >= target || e->hi < target) {
            top_ranks(&c->p, e, rel);
            return e->lo >= target;
        }
        if (e->bm != NO_MOVE && *bm == NO_MOVE) *bm = e->bm;
    }
    return -1;
}

static int cmp_u64(const void *a, const void *b)
{
    u64 x = *(const u64 *)a, y = *(const u64 *)b;
    return (x > y) - (x < y);
}

/* The live chains' entries moved together to the front of the pool, each chain's region
 * cut to its entries: a chain that grew left its old region behind at every move, and
 * the pool filled at about half as many entries as it holds (a restricted search of 12
 * tricks, Spingold 2007 board 11, forgot its whole table twice and searched 16.7M
 * positions where, kept, it needs 14.5M).  Nothing is forgotten and no value changes;
 * only the room freed is new.  The slots stay where they are. */
static int pt_compact(Table *t)
{
    /* in place, in the order of the chains' regions: each moves down (or stays) */
    u64 *order = malloc(t->slots_used * sizeof(u64) + 1);
    if (!order) return 0;
    size_t n = 0;
    for (size_t i = 0; i < t->nslots && n < t->slots_used; i++)
        if (t->slots[i].epoch == t->pt_epoch) order[n++] = (u64)t->slots[i].first << 32 | i;
    qsort(order, n, sizeof(u64), cmp_u64);
    size_t used = 0;
    for (size_t j = 0; j < n; j++) {
        PSlot *sl = &t->slots[order[j] & 0xFFFFFFFFu];
        memmove(&t->pool[used], &t->pool[sl->first], (size_t)sl->count * sizeof(PEntry));
        sl->first = (uint32_t)used;
        sl->room = sl->count;
        used += sl->count;
    }
    free(order);
    t->pool_used = used;
    return 1;
}

/* Room for one more entry in the chain: moved to a region twice its size at the end of
 * the pool, or (at CHAIN_MAX) its older half dropped.  0 when the pool is full (after
 * pt_compact). */
static int pt_grow(Table *t, PSlot *sl)
{
    if (sl->count < sl->room) return 1;
    if (sl->room >= CHAIN_MAX) {
        int keep = sl->count / 2;
        memmove(&t->pool[sl->first], &t->pool[sl->first + sl->count - keep],
                (size_t)keep * sizeof(PEntry));
        sl->count = (uint16_t)keep;
        return 1;
    }
    size_t room = sl->room ? (size_t)sl->room * 2 : 4;
    while (t->pool_used + room > t->npool) {
        if (t->npool >= POOL_MAX) {
            /* compacted, the pool must have a quarter free, or compactions would follow
             * each other: it is then full, and forgotten */
            if (!pt_compact(t) || 4 * (t->pool_used + room) > 3 * t->npool) return 0;
            continue;
        }
        PEntry *bigger = realloc(t->pool, 2 * t->npool * sizeof(PEntry));
        if (!bigger) return 0;
        t->pool = bigger;
        t->npool *= 2;
    }
    memcpy(&t->pool[t->pool_used], &t->pool[sl->first], (size_t)sl->count * sizeof(PEntry));
    sl->first = (uint32_t)t->pool_used;
    sl->room = (uint16_t)room;
    t->pool_used += room;
    return 1;
}

static void pt_store(Ctx *c, const TableKey *tk, const u16 rel[4], int n, int lo, int hi,
                     int bm)
{
    Table *t = c->tab;
    uint32_t w[4], m[4];
    uint8_t ks[4];
    for (int s = 0; s < 4; s++) {
        unsigned pres = c->p.held[s];
        int k = 0;
        if (rel[s]) k = popc13(pres & ~((1u << __builtin_ctz(rel[s])) - 1u));
        m[s] = (1u << (2 * k)) - 1u;
        w[s] = c->p.own[s] & m[s];
        ks[s] = (uint8_t)k;
    }
    u64 wv[2], mv[2];
    own_pairs(w, wv);
    own_pairs(m, mv);
    c->stats[ST_STORES]++;
    /* a chain stays where the probe found it (chains are never removed one by one) until
     * the chains move or are forgotten: then it is looked up again */
    PSlot *sl = tk->slot && tk->slot_gen == t->slot_gen ? &t->slots[tk->slot - 1]
                                                        : pt_chain(t, tk, 1);
    PEntry *e = NULL;
    if (sl) {
        PEntry *base = &t->pool[sl->first];
        for (int i = sl->count - 1; i >= 0 && !e; i--)
            if (base[i].own[0] == wv[0] && base[i].own[1] == wv[1] &&
                base[i].mask[0] == mv[0] && base[i].mask[1] == mv[1])
                e = &base[i];
    }
    if (!e) {
        if (!sl || !pt_grow(t, sl)) { /* the table is full: start it afresh */
            pt_new_epoch(t);
            sl = pt_chain(t, tk, 1);
            pt_grow(t, sl);
        }
        e = &t->pool[sl->first + sl->count++];
        memcpy(e->own, wv, sizeof wv);
        memcpy(e->mask, mv, sizeof mv);
        memcpy(e->k, ks, sizeof ks);
        e->lo = 0;
        e->hi = (uint8_t)n;
        e->bm = NO_MOVE;
    }
    if (lo > e->lo) e->lo = (uint8_t)lo;
    if (hi < e->hi) e->hi = (uint8_t)hi;
    if (bm >= 0) e->bm = (uint8_t)bm;
}

/* ---- the table of the search (whichever it is) -------------------------------------- */

/* A hash of everything a restricted search's values depend on besides the position it
 * reaches: the input without its budgets and line request.  The root position is part
 * of it: some rules look back to the cards held at the claim.  Its shown-out mask is not:
 * it only seeds the position's own mask, whose opponents' bits are in every key (Law
 * 70E's searches of a claimer who saw more or less of the layout share the table). */
static u64 input_context(const adj_input *in)
{
    adj_input copy = *in;
    copy.shown_out = 0;
    copy.budget = 0;
    copy.want_line = 0;
    copy.time_budget_ms = 0;
    copy.session = 0;
    copy.has_bounds = copy.lower_bound = copy.upper_bound = copy.upper_first = 0;
    copy.asks_upper = 0;
    for (int i = copy.nphases; i < ADJ_MAX_PHASES; i++)
        memset(&copy.phases[i], 0, sizeof copy.phases[i]);
    const unsigned char *b = (const unsigned char *)&copy;
    u64 h = 0x243F6A8885A308D3ull;
    size_t i = 0;
    for (; i + 8 <= sizeof copy; i += 8) {
        u64 x;
        memcpy(&x, b + i, 8);
        h = mix(h ^ x) + 0x9E3779B97F4A7C15ull;
    }
    for (; i < sizeof copy; i++) h = mix(h ^ b[i]);
    return h;
}

void adj_forget_tables(void)
{
#ifdef HAVE_THREAD_TABLES
    pthread_once(&tables_once, tables_tls_init);
    Table *t = tables_tls_ok ? pthread_getspecific(tables_tls) : NULL;
    if (!t) return;
    forget_all(t);
#endif
}

void adj_release_tables(void)
{
#ifdef HAVE_THREAD_TABLES
    pthread_once(&tables_once, tables_tls_init);
    Table *t = tables_tls_ok ? pthread_getspecific(tables_tls) : NULL;
    if (!t) return;
    pthread_setspecific(tables_tls, NULL);
    table_destroy(t);
#endif
}

/* The most context ids one call takes: its own and its variants (ctx_of), and for outcomes
 * those of its best-line tests. */
#define CTX_PER_CALL 10

/* The contexts of a search's positions (Ctx.ctx_of) by whether its struck points and its
 * rule DRAW_TRUMPS can still act: without what can no longer act, the search is the one
 * whose input leaves it out. */
static void contexts(Table *t, const adj_input *in, int out[2][2])
{
    for (int points = 0; points < 2; points++)
        for (int draw = 0; draw < 2; draw++) {
            adj_input v = *in;
            if (!points) {
                v.npoints = 0;
                memset(v.points, 0, sizeof v.points);
            }
            if (!draw) v.rules &= ~(unsigned)ADJ_DRAW_TRUMPS;
            out[points][draw] = tt_context(t, input_context(&v));
        }
}

/* Take this thread's tables for a search of `tricks` tricks, emptied unless the search
 * continues the session of the thread's previous one; -1 when memory runs out. */
int tables_attach(Ctx *c, const adj_input *in, int tricks)
{
    Table *t = thread_table();
    if (!t) return -1;
    c->tab = t;
    if (!in->session || in->session != t->session) {
        forget_all(t);
        t->session = in->session;
    }
    if (c->partition ? pt_reserve(t, tricks) : tt_reserve(t, tricks)) return -1;
    if (!is_restricted(c)) return 0;
    /* the ids below (at most CTX_PER_CALL new ones) are taken from one run of contexts */
    if (t->nctx > 255 - CTX_PER_CALL) forget_all(t);
    c->ctx_id = tt_context(t, input_context(in));
    contexts(t, in, c->ctx_of);
    if (c->mode == ADJ_OUTCOMES) {
        /* its tests of the best line (outcomes.c) use that search's table and contexts */
        if (!c->exact_key && pt_reserve(t, tricks)) return -1;
        adj_input best = *in;
        best.mode = ADJ_BEST;
        c->best_ctx = tt_context(t, input_context(&best));
        contexts(t, &best, c->best_ctx_of);
    }
    return 0;
}

/* Let go of the tables (freed now only when the thread cannot keep them). */
void tables_detach(Ctx *c)
{
    if (c->tab && !table_is_threads(c->tab)) table_destroy(c->tab);
    c->tab = NULL;
}

/* The identity of the current position (at a trick start, n tricks left). */
void table_key(Ctx *c, int n, TableKey *tk)
{
    if (c->partition) {
        tk->slot = 0;
        tk->lenkey = len_key(c, n);
        tk->state = state_key(c);
        tk->points = points_key(c);
    } else {
        make_key(c, tk->key);
    }
}

/* 1/0 when a stored bound decides "target tricks or more?" (rel gets what it depended
 * on), -1 otherwise; *ttmove gets the stored best move (or stays as it was). */
int table_probe(Ctx *c, TableKey *tk, int target, int n, int *ttmove, u16 rel[4])
{
    if (c->partition) {
        int bm = NO_MOVE;
        int r = pt_probe(c, tk, target, &bm, rel);
        if (r >= 0) return r;
        *ttmove = decode_move(c, bm);
        return -1;
    }
    Entry *e = tt_find(c, tk->key, 0, n);
    if (e) {
        if (e->lo >= target) return 1;
        if (e->hi < target) return 0;
        *ttmove = decode_move(c, e->bm);
    }
    return -1;
}

/* Narrow the stored bounds to lo..hi (rel: the ranks they depended on), and record the
 * best move bm when there is one (bm >= 0, encoded). */
void table_store(Ctx *c, const TableKey *tk, const u16 rel[4], int n, int lo, int hi, int bm)
{
    if (c->partition) {
        pt_store(c, tk, rel, n, lo, hi, bm);
        return;
    }
    Entry *e = tt_find(c, tk->key, 1, n);
    if (e->lo < lo) e->lo = (uint8_t)lo;
    if (e->hi > hi) e->hi = (uint8_t)hi;
    if (bm >= 0) e->bm = (uint8_t)bm;
}
