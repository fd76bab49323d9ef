/* The tables of positions already searched, probed and filled at trick starts only.
 *
 * Restricted and outcomes searches use a transposition table (Entry, buckets of BUCKET)
 * keyed on relative ranks, or on the exact cards when statement phases name cards.
 * Plain DD uses a partition table (PEntry): an entry covers every position with the same
 * leader and suit lengths whose top cards of each suit have the same owners, down to the
 * lowest rank that decided a trick in the search below it.
 */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

static u64 mix(u64 x)
{
    x ^= x >> 31;
    x *= 0x9E3779B97F4A7C15ull;
    x ^= x >> 29;
    return x;
}

/* ---- transposition table ------------------------------------------------------------ */

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

/* The entry of key k, or (create) a fresh one in place of the shallowest of its bucket. */
Entry *tt_find(Ctx *c, const u64 k[4], int create, int depth)
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
int encode_move(const Ctx *c, int card)
{
    if (c->exact_key) return card;
    int s = card / 13, r = card % 13;
    return s * 16 + popc(suit_held(&c->p, s) >> (r + 1));
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
        unsigned pres = suit_held(p, s);
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

/* The ranks an entry's owner sequences cover: the ranks its bound depended on. */
static void top_ranks(const Pos *p, const PEntry *e, u16 rel[4])
{
    for (int s = 0; s < 4; s++) {
        int k = (int)(e->top[s] >> 26);
        unsigned pres = suit_held(p, s);
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
        unsigned pres = suit_held(&c->p, s);
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

/* ---- the table of the search (whichever it is) -------------------------------------- */

/* Allocate the table for a search of `tricks` tricks; -1 when memory runs out. */
int tables_alloc(Ctx *c, int tricks)
{
    int lg = (c->mode == ADJ_DD ? 8 : 11) + tricks;
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
    return c->tt || c->pt ? 0 : -1;
}

void tables_free(Ctx *c)
{
    free(c->tt);
    free(c->pt);
    c->tt = NULL;
    c->pt = NULL;
}

/* The identity of the current position (at a trick start, n tricks left). */
void table_key(Ctx *c, int n, TableKey *tk)
{
    if (c->partition) {
        tk->lenkey = len_key(&c->p, n);
        owner_seq(&c->p, tk->own);
    } else {
        make_key(c, tk->key);
    }
}

/* 1/0 when a stored bound decides "target tricks or more?" (rel gets what it depended
 * on), -1 otherwise; *ttmove gets the stored best move (or stays as it was). */
int table_probe(Ctx *c, const TableKey *tk, int target, int n, int *ttmove, u16 rel[4])
{
    if (c->partition) {
        int bm = NO_MOVE;
        int r = pt_probe(c, tk->lenkey, tk->own, target, &bm, rel);
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
        pt_store(c, tk->lenkey, tk->own, rel, n, lo, hi, bm);
        return;
    }
    Entry *e = tt_find(c, tk->key, 1, n);
    if (e->lo < lo) e->lo = (uint8_t)lo;
    if (e->hi > hi) e->hi = (uint8_t)hi;
    if (bm >= 0) e->bm = (uint8_t)bm;
}
