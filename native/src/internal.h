/* The engine's internal types and the small helpers every part of the search calls.
 *
 * The helpers run at every node (bit counts, a card beating another, playing a card), so
 * they are `static inline` here rather than functions in one .c file: the split into
 * files then costs no calls on the hot path.  Functions shared between the .c files are
 * declared at the end, grouped by the file that defines them.
 *
 * Card, seat and strain numbers are those of adj_search.h.
 */
#ifndef ADJ_INTERNAL_H
#define ADJ_INTERNAL_H

#include "adj_search.h"

typedef uint64_t u64;
typedef uint16_t u16;

#define SUIT_BITS 0x1FFFu
#define NO_MOVE 255
#define BUCKET 4   /* transposition-table entries per bucket */
#define PBUCKET 64 /* all entries of one suit-length set share a bucket: room for many */

/* ------------------------------------------------------------------ types ---------- */

typedef struct {
    u16 h[4][4];    /* [seat][suit] bit rank-2 */
    int leader;     /* seat that led the current trick */
    int ntrick;     /* cards on the current trick */
    int tc[4];      /* cards on the current trick */
    unsigned shown; /* shown-out mask, bit 4*seat+suit */
} Pos;

/* A transposition-table entry (restricted and outcomes searches). */
typedef struct {
    u64 k[4];
    uint8_t lo, hi;   /* bounds on the counted side's tricks from this position */
    uint8_t bm;       /* best move (encoded), NO_MOVE when unknown */
    uint8_t used;
    uint8_t depth;    /* tricks left: replacement priority */
    uint8_t has_set;  /* outcomes mode: set is exact */
    u16 set;
} Entry;

/* A partition-table entry (plain DD). */
typedef struct {
    u64 lenkey;       /* leader, tricks left, suit lengths */
    uint32_t top[4];  /* per suit: owners of the top k cards (2 bits each) | k << 26 */
    uint8_t lo, hi, bm, used;
} PEntry;

/* Everything one call of adj_search works on; nothing outlives the call. */
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

/* The cards to try at a node, best first. */
typedef struct {
    int n;
    int card[13];
    int score[13];
} Moves;

/* What the claimer's side knows at one of its nodes (normal.c). */
typedef struct {
    u64 mine, claim, outst, master, evident, loser;
} Knowledge;

/* A table position's identity, computed once at a trick start for probe and store. */
typedef struct {
    u64 key[4];       /* transposition table */
    u64 lenkey;       /* partition table: leader, tricks left, suit lengths */
    uint32_t own[4];  /* partition table: owners of each suit's cards from the top */
} TableKey;

enum { ROLE_MAX, ROLE_MIN, ROLE_GROUPED };

/* ------------------------------------------------------------- bit helpers --------- */

/* Without a popcount instruction in the target (no -mpopcnt) the builtins become a
 * libgcc call; this inline bit count is cheaper on the 13-bit suit masks. */
#if defined(__POPCNT__)
static inline int popc(unsigned x) { return __builtin_popcount(x); }
static inline int popc64(u64 x) { return __builtin_popcountll(x); }
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
static inline int hibit(unsigned x) { return 31 - __builtin_clz(x); }
static inline int lobit64(u64 x) { return __builtin_ctzll(x); }
static inline u64 suitmask(int s) { return (u64)SUIT_BITS << (13 * s); }

/* ------------------------------------------------------------- the position ------- */

static inline u64 hmask(const Pos *p, int seat)
{
    return (u64)p->h[seat][0] | ((u64)p->h[seat][1] << 13) | ((u64)p->h[seat][2] << 26) |
           ((u64)p->h[seat][3] << 39);
}

/* The ranks of suit s still held by anyone. */
static inline unsigned suit_held(const Pos *p, int s)
{
    return p->h[0][s] | p->h[1][s] | p->h[2][s] | p->h[3][s];
}

static inline int seat_to_play(const Pos *p) { return (p->leader + p->ntrick) & 3; }

static inline int hand_size(const Pos *p, int seat)
{
    return popc(p->h[seat][0] | (unsigned)p->h[seat][1] << 16) +
           popc(p->h[seat][2] | (unsigned)p->h[seat][3] << 16);
}

/* Does card a (played later) beat card b (currently winning)? */
static inline int beats(int a, int b, int trump)
{
    int sa = a / 13, sb = b / 13;
    if (sa == sb) return a > b;
    return sa == trump;
}

/* Index in the trick of the card currently winning it (ntrick > 0). */
static inline int winning_index(const Pos *p, int trump)
{
    int w = 0;
    for (int i = 1; i < p->ntrick; i++)
        if (beats(p->tc[i], p->tc[w], trump)) w = i;
    return w;
}

/* Mask of the cards that would beat card wc. */
static inline u64 beat_mask(int wc, int trump)
{
    int s = wc / 13, r = wc % 13;
    u64 m = ((u64)(SUIT_BITS & ~((2u << r) - 1u))) << (13 * s);
    if (trump < 4 && trump != s) m |= suitmask(trump);
    return m;
}

/* Play a card for the seat to play; returns the trick's winner when it completes, or -1. */
static inline int play_card(Pos *p, int card, int trump)
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

static inline u64 legal_mask(const Pos *p, int seat)
{
    if (p->ntrick > 0) {
        int ls = p->tc[0] / 13;
        if (p->h[seat][ls]) return (u64)p->h[seat][ls] << (13 * ls);
    }
    return hmask(p, seat);
}

/* ------------------------------------------------------------- search roles ------- */

static inline int is_restricted(const Ctx *c) { return c->mode != ADJ_DD; }

static inline int role_of(const Ctx *c, int seat)
{
    if ((seat & 1) != c->side) return ROLE_MIN;
    if (c->mode == ADJ_WORST) return ROLE_GROUPED;
    return ROLE_MAX;
}

static inline void rel_clear(u16 rel[4]) { rel[0] = rel[1] = rel[2] = rel[3] = 0; }

static inline void rel_or(u16 dst[4], const u16 src[4])
{
    for (int s = 0; s < 4; s++) dst[s] |= src[s];
}

/* ------------------------------------------------------------- shared functions --- */

/* state.c */
void pos_load(Pos *p, const adj_input *in);
int last_trick_winner(const Pos *p, int trump, Pos *after);

/* tt.c */
int tables_alloc(Ctx *c, int tricks);
void tables_free(Ctx *c);
void table_key(Ctx *c, int n, TableKey *tk);
int table_probe(Ctx *c, const TableKey *tk, int target, int n, int *ttmove, u16 rel[4]);
void table_store(Ctx *c, const TableKey *tk, const u16 rel[4], int n, int lo, int hi, int bm);
int encode_move(const Ctx *c, int card);
Entry *tt_find(Ctx *c, const u64 k[4], int create, int depth);
void make_key(const Ctx *c, u64 k[4]);

/* quick.c */
int trick_start_bound(Ctx *c, int target, int n, int *lo, int *hi, u16 rel[4]);

/* normal.c */
void policy_setup(Ctx *c);
u64 normal_cards(const Ctx *c, int seat, u64 legal);
u64 reduce_equivalent(const Ctx *c, int seat, u64 cand);
int run_low(const Ctx *c, int seat, int card);
int known_suit(const Ctx *c, int s);
int trumps_spent(const Ctx *c, int seat);

/* order.c */
void gen_moves(Ctx *c, int seat, int restricted, int want_win, int ttmove, Moves *mv);

/* search.c */
int last_trick_won(Ctx *c, u16 rel[4]);
void search_value(Ctx *c, const adj_input *in, int n, adj_result *out);

/* outcomes.c */
void search_outcomes(Ctx *c, const adj_input *in, int n, adj_result *out);

#endif
