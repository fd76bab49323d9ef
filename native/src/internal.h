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
#define HONOUR_RANKS 0x1F00u /* ten to ace: normal.c's honours, the same for every class */

/* ------------------------------------------------------------------ types ---------- */

typedef struct {
    u16 h[4][4];    /* [seat][suit] bit rank-2 */
    u16 held[4];    /* per suit: ranks still held by anyone (not the trick's cards) */
    uint32_t own[4]; /* per suit: owners of the held cards from the top, 2 bits each */
    int tricks;     /* tricks left, counting the one in progress */
    int leader;     /* seat that led the current trick */
    int ntrick;     /* cards on the current trick */
    int tc[4];      /* cards on the current trick */
    int wi;         /* index in tc[] of the card winning the trick so far (ntrick > 0) */
    u16 on_trick[4]; /* per suit: ranks of the trick in progress */
    unsigned shown; /* shown-out mask, bit 4*seat+suit */
    /* ---- the normal-play model (issue 16; normal.c) ---- */
    u64 careless;   /* careless cards of the claimer's node being expanded (normal_cards) */
    u64 freecards;  /* its free choices: cards he is not made to play but may (normal_cards) */
    int slips;      /* careless deviations played so far on this line */
} Pos;

/* A transposition-table entry (restricted and outcomes searches). */
typedef struct {
    u64 k[4];
    uint8_t lo, hi;   /* bounds on the counted side's tricks from this position */
    uint8_t bm;       /* best move (encoded), NO_MOVE when unknown */
    uint8_t depth;    /* tricks left: replacement priority */
    u16 used;         /* the table's epoch when stored (0: never) */
    u16 none;         /* outcomes mode: bit t when no line from here takes exactly t */
} Entry;

/* A partition-table entry (plain DD): per suit the owners of the top k held cards (2 bits
 * each, the top card lowest); the bounds and best move of every position with the
 * chain's leader and suit lengths whose top cards have these owners.  The owner words of
 * two suits share a 64-bit word (suits 0 and 2 in the low halves), each with the mask of
 * its top k owners, so that a probe tests an entry with two xor-and pairs. */
typedef struct {
    u64 own[2], mask[2];
    uint8_t lo, hi, bm, k[4];
} PEntry;

/* A chain: the entries of one leader and one set of suit lengths (and one context), kept
 * contiguous in the table's entry pool, the newest last. */
typedef struct {
    u64 key;          /* len_key | context << 58 */
    u64 key2;         /* restricted searches: their state besides the cards (0 for DD) */
    u64 key3;         /* struck points still to come: where their cards stand (0: none) */
    uint32_t first;   /* index of its first entry in the pool */
    uint16_t count, room;
    uint16_t epoch;   /* valid while equal to the table's epoch */
    uint16_t pad[3];
} PSlot;

/* The tables of one thread, kept between calls (tt.c).  A call starts on emptied tables
 * (the epoch advances: nothing is cleared) unless it continues the caller's session, whose
 * searches then share what they stored; entries are keyed by the search's context (mode,
 * restriction, position searched from), so one session's searches of different kinds
 * do not mix. */
typedef struct Table {
    /* restricted and outcomes searches: buckets of BUCKET entries */
    Entry *tt;
    size_t nbuckets;
    size_t window;    /* buckets this search uses (the first ones): small searches stay in
                         cache however large the table has grown */
    uint16_t tt_epoch;
    unsigned long long session; /* the caller's session the entries belong to (0: none) */
    /* plain DD: the partition table */
    PSlot *slots;
    size_t nslots, slots_used;
    PEntry *pool;
    size_t npool, pool_used;
    uint16_t pt_epoch;
    uint32_t slot_gen; /* advances whenever chains move or are forgotten (TableKey.slot) */
    /* contexts seen since the tt's epoch began, their number the id in its keys */
    u64 ctx_hash[255];
    int nctx;
} Table;

/* Counts of what the search did (adj_result.stats). */
enum {
    ST_TRICK_NODES, ST_TABLE_HITS, ST_QUICK_CUTS, ST_LATER_CUTS, ST_STORES, ST_SKIPPED,
    ST_PROBE_SCANS, ST_COUNT
};

/* Everything one call of adj_search works on; the table is the thread's (tt.c). */
typedef struct {
    Pos p;
    int trump, side, mode;
    unsigned rules;
    int emin;
    int nph;
    const adj_phase *ph;
    u16 sigbreak[2][4]; /* bit r: cards r and r+1 of the suit differ for the policy —
                           [0] for the claimer's side's cards, [1] for the opponents' */
    u16 evrank;       /* ranks at or above evident_min_rank (per-suit mask) */
    int exact_key;    /* key the table on exact cards (statement phases present) */
    int use_shown;    /* shown-out mask matters (KNOWN_LAYOUT) */
    Table *tab;
    int ctx_id;       /* this search's context in the table */
    int best_ctx;     /* outcomes mode: the context of the best search of its restriction */
    int best_ctx_of[2][2]; /* and its contexts as in ctx_of */
    int ctx_of[2][2]; /* partition table: the context by [struck points live][drawing
                         trumps live] — a search's rules that can no longer act leave its
                         positions those of the search without them (their entries shared):
                         struck points past the last of them (last_point), DRAW_TRUMPS once
                         the opponents hold no trump */
    int last_point;   /* the last trick at which a point is struck (0: none) */
    int partition;    /* plain DD: partition table instead of tt */
    int dd_order;     /* plain DD or best-line value search: DD's move-ordering refinements */
    int8_t killer[14][4]; /* per tricks left and cards on the trick: the last cut-off card */
    u16 noted[4];     /* the relevance interface's notes at the node being expanded */
    int relevant_filters; /* the normal-play filters note what they test (not exact keys) */
    long long nodes, budget;
    double deadline;  /* CPU ms of the thread at which the search stops (0: none) */
    int aborted;      /* the budget ran out: 1 nodes, 2 time */
    long long stats[ST_COUNT];
    /* ---- the normal-play model (issue 16; normal.c) ---- */
    u16 evsuit[4];        /* per suit: ranks whose masters are evident (class, or the count) */
    unsigned unseen;      /* row 11: suits with an outstanding honour the claimer never saw */
    u64 unseen_cards;     /* those honours (the top outstanding card of each such suit at
                             the claim): once played, the suit is seen (issue 27 J) */
    int slip_budget;      /* careless deviations allowed (ADJ_SLIPS) */
    int tricks0;          /* tricks left at the claim: trick numbers for struck points */
    u16 h0[4][4];         /* the hands at the claim (conditions of the statement's lines) */
    u64 opp_trumps0;      /* the opponents' trumps at the claim (ADJ_ALERT) */
    int npoints;
    const adj_point *points;
    int visible;          /* an opponent whose cards the claimer sees (dummy), or -1 */
    /* ---- the claimer's evident plan (issue 27; normal.c) ---- */
    unsigned plan_runs;   /* bit 4*seat+suit: at the claim that hand of the claimer's side
                             held a run of two or more masters at an evident rank of a suit
                             partner was shorter in (NO_STRAND: cashed, not stranded) */
} Ctx;

/* The cards to try at a node, best first. */
typedef struct {
    int n;
    int card[13];
    int score[13];
    int narrowed; /* the filters left out a legal card or marked one careless */
} Moves;

/* What the claimer's side knows at one of its nodes (normal.c). */
typedef struct {
    u64 mine, claim, outst, master, evident, loser, honours, ruff_leads, to_partner;
} Knowledge;

/* What each rule removed at one node (normal.c; adj_explain). */
typedef struct {
    u64 excluded[ADJ_RULE_BITS];
    unsigned deviated; /* rules whose plan the careless cards depart from */
    u64 free;          /* free choices among the normal cards */
} Trace;

/* A table position's identity, computed once at a trick start for probe and store. */
typedef struct {
    u64 key[4];       /* transposition table */
    u64 lenkey;       /* partition table: leader, suit lengths, context */
    u64 state;        /* partition table, restricted searches: the rest of the key */
    u64 points;       /* partition table: the struck points still to come (PSlot.key3) */
    uint32_t slot;    /* partition table: its chain's index + 1 as the probe found it (0:
                         none), for the store after the search below it ... */
    uint32_t slot_gen; /* ... while the chains have not moved since (Table.slot_gen) */
} TableKey;

enum { ROLE_MAX, ROLE_MIN, ROLE_GROUPED };

/* ------------------------------------------------------------- bit helpers --------- */

/* Without a popcount instruction in the target (no -mpopcnt) the builtins become a
 * libgcc call; this inline bit count is cheaper on the 13-bit suit masks.  Most counts
 * are of one suit's 13 bits: popc13 looks those up in a table (state.c, 8 KiB, DDS's
 * counttable), one load instead of a dozen operations. */
#if defined(__POPCNT__)
static inline int popc(unsigned x) { return __builtin_popcount(x); }
static inline int popc64(u64 x) { return __builtin_popcountll(x); }
static inline int popc13(unsigned x) { return __builtin_popcount(x); }
#else
static inline int popc(unsigned x)
{
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0F0F0F0Fu;
    return (int)((x * 0x01010101u) >> 24);
}
static inline int popc64(u64 x) { return popc((unsigned)x) + popc((unsigned)(x >> 32)); }
extern const uint8_t adj_popc13[1u << 13];
static inline int popc13(unsigned x) { return adj_popc13[x & SUIT_BITS]; }
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
    return popc13(p->h[seat][0]) + popc13(p->h[seat][1]) + popc13(p->h[seat][2]) +
           popc13(p->h[seat][3]);
}

/* Does card a (played later) beat card b (currently winning)? */
static inline int beats(int a, int b, int trump)
{
    int sa = a / 13, sb = b / 13;
    if (sa == sb) return a > b;
    return sa == trump;
}

/* Index in the trick of the card currently winning it (ntrick > 0): kept by play_card. */
static inline int winning_index(const Pos *p) { return p->wi; }

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
    int seat = seat_to_play(p), s = card / 13, r = card % 13;
    if (p->careless) { /* normal-play model: a careless deviation is counted */
        p->slips += (int)(p->careless >> card & 1);
        p->careless = 0;
    }
    p->h[seat][s] &= (u16) ~(1u << r);
    /* the card leaves the suit's owner word: the owners below it move up one place */
    uint32_t keep = (1u << (2 * popc13((unsigned)p->held[s] >> (r + 1)))) - 1u;
    p->own[s] = (p->own[s] & keep) | ((p->own[s] >> 2) & ~keep);
    p->held[s] &= (u16) ~(1u << r);
    if (p->ntrick > 0 && p->tc[0] / 13 != s) p->shown |= 1u << (4 * seat + p->tc[0] / 13);
    if (p->ntrick == 0 || beats(card, p->tc[p->wi], trump)) p->wi = p->ntrick;
    p->tc[p->ntrick++] = card;
    if (p->ntrick < 4) {
        p->on_trick[s] |= (u16)(1u << r);
        return -1;
    }
    p->on_trick[0] = p->on_trick[1] = p->on_trick[2] = p->on_trick[3] = 0;
    int w = (p->leader + p->wi) & 3;
    p->leader = w;
    p->ntrick = 0;
    p->tricks--;
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

/* ------------------------------------------------------------- budgets ------------ */

double cpu_ms(void); /* api.c: CPU time of the calling thread */

/* Count a node; 1 when the node or time budget has run out (c->aborted says which).  The
 * clock is read at the first node and every 512 after (about 0.5% of the search's time). */
static inline int over_budget(Ctx *c)
{
    if (++c->nodes > c->budget) {
        c->aborted = 1;
        return 1;
    }
    if (c->deadline > 0 && (c->nodes & 511) == 1 && cpu_ms() > c->deadline) {
        c->aborted = 2;
        return 1;
    }
    return 0;
}

/* ------------------------------------------------------------- relevance interface */

/* The normal-play filters (normal.c) call note_card for every card whose rank a decision
 * of theirs tested: compared with another card, counted as a master or an honour, picked
 * as the lowest of a set.  The search adds the notes of a node to its relevance set, so a
 * table entry covers only positions where the owners of the noted cards, and of every card
 * above them in the suit, are the same — where the filters decide the same way.  Noting a
 * card that did not matter costs table hits, never correctness; missing one is a bug.
 * Facts that depend only on the number of cards a hand holds in a suit, on who has shown
 * out, or on how many cards of a suit rank at or above the evident ranks need no note:
 * the table keys on them. */
static inline void note_card(Ctx *c, int card)
{
    c->noted[card / 13] |= (u16)(1u << (card % 13));
}

/* Which of the masters `masters` of suit s (cards above every outstanding card
 * `outstanding` of the suit) the claimer cannot miss: those at an evident rank, and every
 * one once no card of the suit is out if he counts spot cards (COUNTS_SPOTS). */
static inline unsigned evident_masters(const Ctx *c, int s, unsigned masters,
                                       unsigned outstanding)
{
    if ((c->rules & ADJ_COUNTS_SPOTS) && !outstanding) return masters;
    return masters & c->evsuit[s];
}

/* Note the highest of the cards of `cards` in each suit (a master's test: the cards above
 * it come with it). */
static inline void note_top(Ctx *c, u64 cards)
{
    for (int s = 0; s < 4; s++) {
        unsigned m = (unsigned)(cards >> (13 * s)) & SUIT_BITS;
        if (m) c->noted[s] |= (u16)(1u << (31 - __builtin_clz(m)));
    }
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

/* ------------------------------------------------------------- holdings ---------- */
/* (quick.c, normal_bounds.c) */

/* The ranks of a suit above every rank of x: a hand's cards there are masters over x (all
 * ranks when x is empty). */
static inline unsigned above_all(unsigned x)
{
    return x ? SUIT_BITS & ~((2u << hibit(x)) - 1u) : SUIT_BITS;
}

/* The cards of suit s held against `side` (by its two opponents). */
static inline unsigned held_against(const Pos *p, int side, int s)
{
    return p->h[(side + 1) & 3][s] | p->h[(side + 3) & 3][s];
}

/* The trumps held against `side`; none in notrump. */
static inline unsigned trumps_against(const Ctx *c, int side)
{
    return c->trump < 4 ? held_against(&c->p, side, c->trump) : 0;
}

/* Can `seat` ruff a card of suit s: void in it, holding a trump? */
static inline int can_ruff(const Pos *p, int trump, int seat, int s)
{
    return trump < 4 && s != trump && !p->h[seat][s] && p->h[seat][trump];
}

/* ------------------------------------------------------------- shared functions --- */

/* state.c */
void pos_load(Pos *p, const adj_input *in);
int last_trick_winner(const Pos *p, int trump, Pos *after);

/* tt.c */
int tables_attach(Ctx *c, const adj_input *in, int tricks);
void tables_detach(Ctx *c);
void table_key(Ctx *c, int n, TableKey *tk);
int table_probe(Ctx *c, TableKey *tk, int target, int n, int *ttmove, u16 rel[4]);
void table_store(Ctx *c, const TableKey *tk, const u16 rel[4], int n, int lo, int hi, int bm);
int encode_move(const Ctx *c, int card);
Entry *tt_find(Ctx *c, const u64 k[4], int create, int depth);
void make_key(const Ctx *c, u64 k[4]);

/* quick.c */
int trick_start_bound(Ctx *c, int target, int n, int *lo, int *hi, u16 rel[4]);
int sure_tricks(const Ctx *c, int leader, int enough, u16 rel[4]);
int second_hand_bound(Ctx *c, int target, u16 rel[4]);

/* normal_bounds.c */
int claimer_can_cash(const Ctx *c);
int normal_cash_bound(Ctx *c, int target, int n, int *lo, u16 rel[4]);
int normal_trick_won(Ctx *c, u16 rel[4]);
void outcome_bounds(Ctx *c, int n, int *lo, int *hi);

/* normal.c */
void policy_setup(Ctx *c, const adj_input *in);
u64 normal_cards(Ctx *c, int seat, u64 legal);
u64 normal_trace(Ctx *c, int seat, u64 legal, Trace *tr);
int trick_number(const Ctx *c);
int points_live(const Ctx *c);
int point_live(const Ctx *c, int i);
int drawing_live(const Ctx *c);
u64 reduce_equivalent(const Ctx *c, int seat, u64 cand);
int run_low(const Ctx *c, int seat, int card);
int policy_alike(const Ctx *c, int seat, int s, int r1, int r2);
int known_suit(const Ctx *c, int s);
int guess_known(const Ctx *c, int s);
int trumps_spent(const Ctx *c, int seat);

/* order.c */
void gen_moves(Ctx *c, int seat, int restricted, int want_win, int ttmove, Moves *mv);

/* search.c */
int last_trick_won(Ctx *c, u16 rel[4]);
void search_value(Ctx *c, const adj_input *in, int n, adj_result *out);
void search_all_cards(Ctx *c, const adj_input *in, int n, int values[52], adj_result *out);
int best_reaches(Ctx *c, int target);
int best_line(Ctx *c, int v, int *line);

/* outcomes.c */
void search_outcomes(Ctx *c, const adj_input *in, int n, adj_result *out);

#endif
