/* The claim-search engine's public C API: plain double dummy and restricted (normal-line)
 * searches.  Nothing internal is declared here (that is native/src/internal.h).
 *
 * Pure C99, no Python: native/python/engine_module.c is the CPython binding.  A search's
 * state lives in a per-call context; its transposition tables are the calling thread's,
 * kept between calls and freed when the thread exits (native/src/tt.c), so calls in
 * parallel threads share nothing.
 *
 * Cards are numbered 13*suit + (rank-2), suits S=0 H=1 D=2 C=3, as in docs/restriction.md;
 * seats N=0 E=1 S=2 W=3; strain 4 is no trump.
 */
#ifndef ADJ_SEARCH_PUBLIC_H
#define ADJ_SEARCH_PUBLIC_H

#include <stddef.h>
#include <stdint.h>

#define ADJ_NT 4
#define ADJ_MAX_PHASES 32
#define ADJ_MAX_LINE 52
#define ADJ_MAX_VALUES 14

enum adj_mode { ADJ_DD = 0, ADJ_WORST = 1, ADJ_BEST = 2, ADJ_OUTCOMES = 3 };

enum adj_rule {
    ADJ_STATEMENT = 1,
    ADJ_DRAW_TRUMPS = 2,
    ADJ_TOP_DOWN = 4,
    ADJ_NO_LOSER_LEAD = 8,
    ADJ_WIN_LAST = 16,
    ADJ_RUFF_LOW = 32,
    ADJ_KEEP_MASTERS = 64,
    ADJ_KNOWN_LAYOUT = 128,
    ADJ_COUNTS_SPOTS = 256,
    /* the normal-play model of issue 16 (docs/restriction.md, filters 8-13) */
    ADJ_CHEAP_WIN = 512,     /* win with the cheapest sure card; no honour under a winner */
    ADJ_SURE_RUFF = 1024,    /* a sure ruff is taken rather than a discard */
    ADJ_SAFETY_RUFF = 2048,  /* a high ruff against a possible overruff is normal too */
    ADJ_UNBLOCK = 4096,      /* overtaking partner's winner is normal (the count needs it) */
    ADJ_ALERT = 8192,        /* an opponent's trump played makes the claimer draw trumps */
    ADJ_SLIPS = 16384,       /* careless deviations limited to careless_budget */
    ADJ_STRUCK = 32768,      /* (trace only) a point the director struck as not normal */
    /* the claimer's evident plan (issue 27; docs/restriction.md) */
    ADJ_NO_STRAND = 65536,   /* no lead leaves a hand's evident masters stranded (rows 22-23) */
    ADJ_SEQUENCE = 131072,   /* no duck beneath an honour sequence that will win (experts) */
    ADJ_RESERVE_RUFFS = 262144, /* a counted ruff's trumps are not spent drawing (experts) */
    ADJ_SHOWN_TRUMPS = 524288,  /* trumps free only once both opponents showed out (club) */
    ADJ_SHORT_FIRST = 1048576,  /* the short hand's high cards first: no block (experts) */
    ADJ_LONE_WINNERS = 2097152, /* a single evident master is a run of the plan (experts) */
    ADJ_BOTTOM_DISCARD = 4194304, /* a side suit is discarded from the bottom (experts) */
    ADJ_SUIT_RUN = 8388608 /* a suit's rounds in the order that wins most (experts) */
};

#define ADJ_ALL_RULES 16744447u /* every bit but STRUCK */
#define ADJ_RULE_BITS 24
#define ADJ_MAX_POINTS 16

/* One step of the statement (docs/restriction.md, "Statement phases").  `discard`: the
 * cards the step names as its discards ("throw the D2 on the SA"): while the phase is
 * active, a hand of the claimer's side that holds one and is void in the suit led throws
 * one of them (a trump over an opponent's winner stays his to choose); the phase is also
 * finished once at most `discard_left` of them are held (0 and 0: no named discards).
 * `cond_left` (0: none): the phase is a line stated for a layout of suit `cond_suit` —
 * bit l set when the layout with l cards of it at the claim in the hand of the opponent
 * after the claimer's side (seat side+1) meets the condition.  The phase is skipped once
 * what the claimer has seen (the cards each opponent played, show-outs) rules every such
 * layout out; until then it stands in its place (issue 28: judged as observed).
 * `place` (0: none): the phase is a line stated for where cards lie — it holds when every
 * card of `place` was with seat `place_seat` at the claim (when one is not: `place_negated`
 * 1, "otherwise", "if the finesse fails").  The claimer knows a card's place once it is
 * played (by whom) or an opponent shows out of its suit (a visible opponent's he always
 * knew); `place_reveal` (0: none) are the cards of a stated finesse: once all have been
 * played to a finished trick with nothing of `place` seen elsewhere, he reads the finesse
 * as held.  Until the place is known the phase binds nothing (only what the branches
 * share binds: the phases without a condition); once known, it binds in its place when
 * the condition holds and is skipped when it does not (issue 28, Law 70E). */
typedef struct {
    uint64_t lead, play, done, out, discard; /* 52-bit card masks */
    int done_left, discard_left;
    int cond_suit;       /* 0..3 */
    unsigned cond_left;  /* 14-bit mask, see above */
    uint64_t place, place_reveal; /* 52-bit card masks, see above */
    int place_seat;      /* 0..3, an opponent of the claimer's side */
    int place_negated;   /* 0 or 1 */
} adj_phase;

/* A choice the director strikes as not normal for this player: at trick `trick` (1 = the
 * trick in progress at the claim, or the next one), `seat` does not play `card`. */
typedef struct {
    int trick, seat, card;
} adj_point;

typedef struct {
    uint64_t hands[4];   /* cards still held, per seat N E S W */
    int trump;           /* 0..3, or ADJ_NT */
    int leader;          /* seat that led the current trick */
    int ntrick;          /* cards already on the current trick (0..3) */
    int trick[3];        /* those cards, in play order */
    int side;            /* 0 = NS, 1 = EW: the side whose tricks are counted */
    int mode;            /* enum adj_mode */
    unsigned rules;      /* enum adj_rule flags (restricted modes only) */
    int evident_min_rank;
    unsigned shown_out;  /* bit 4*seat+suit */
    int nphases;
    adj_phase phases[ADJ_MAX_PHASES];
    long long budget;    /* node budget (per search stage) */
    int want_line;       /* reconstruct witness lines */
    double time_budget_ms; /* CPU time of the searching thread (0: none), per search stage */
    unsigned long long session; /* 0: start on empty tables; the same non-zero session as
                                   the calling thread's previous search: share its tables
                                   (searches of one ruling, in a fixed order) */
    /* ---- the normal-play model (issue 16; docs/restriction.md) ---- */
    int counted_min_rank[4]; /* per suit: masters this high are evident too (0: class only) */
    unsigned unseen_suits;   /* bit per suit: an outstanding honour the claimer never saw */
    int careless_budget;     /* careless deviations a line may make (rule ADJ_SLIPS) */
    int visible_seat;        /* 1 + an opponent the claimer sees (dummy, to a defender); 0 none */
    int npoints;
    adj_point points[ADJ_MAX_POINTS]; /* choices struck as not normal */
    /* ---- what the caller already knows of the value (value searches) ---- */
    int has_bounds;      /* 0: nothing known; 1: the value lies in lower_bound..upper_bound,
                            so no test outside is made (a bound that is wrong only makes
                            the answer the bound) */
    int lower_bound, upper_bound;
    int upper_first;     /* test upper_bound first (the caller expects the value there) */
    int asks_upper;      /* the caller asks only whether the value reaches upper_bound: an
                            answer below it (perhaps lower_bound, no test proving it) gets
                            no witness line */
} adj_input;

/* One card of the claimer's side along a line, as adj_explain sees it. */
typedef struct {
    int trick;           /* 1 = the trick in progress at the claim (or the next one) */
    int seat;
    int card;
    uint64_t legal, normal, careless; /* card masks at that point */
    uint64_t free_choice; /* normal cards he is not made to play (the worst line takes them
                             only when they serve him) */
    int is_normal;       /* the card played is in the normal set */
    int is_careless;     /* it is a careless deviation (counted against the budget) */
    int slips_before;    /* careless deviations already made on the line */
    unsigned deviated;   /* rule bits of the plan the careless card departs from */
    uint64_t excluded[ADJ_RULE_BITS]; /* per rule bit: legal cards it removed here */
} adj_step;

#define ADJ_STATS 8

typedef struct {
    int value;           /* -1 when not complete */
    int lower, upper;
    int complete;
    long long nodes;
    double elapsed_ms;   /* CPU time of the searching thread */
    int stopped_by;      /* 0 finished, 1 node budget, 2 time budget */
    long long stats[ADJ_STATS]; /* trick-start nodes, table hits, quick-trick cut-offs,
                                   later-trick cut-offs, stores, moves skipped, entries
                                   scanned (for benchmarks) */
    int line_len;
    int line[ADJ_MAX_LINE];
    /* outcomes mode: the set of values and one line per value */
    unsigned outcome_set;
    int out_len[ADJ_MAX_VALUES];
    int out_line[ADJ_MAX_VALUES][ADJ_MAX_LINE];
} adj_result;

/* 0 when the input is a legal position and request; otherwise -1 and a message. */
int adj_validate(const adj_input *in, char *err, size_t errlen);

/* 0 on success; -1 with a message on bad input or when memory runs out. */
int adj_search(const adj_input *in, adj_result *out, char *err, size_t errlen);

/* Every card's value in one call (DDS's SolveBoard with solutions = 3): a plain double-
 * dummy search (in->mode must be ADJ_DD) that also gives, for every legal card of the
 * player to play, the tricks side in->side takes (counting the trick in progress) when
 * that card is played and both sides then play their best; values[card] = -1 for a card
 * he cannot play.  out gets the position's value as adj_search gives it.  0 on success;
 * -1 with a message on bad input or when memory runs out. */
int adj_all_cards(const adj_input *in, int values[52], adj_result *out, char *err,
                  size_t errlen);

/* Many layouts of one position's unseen cards in one call, across `threads` threads
 * (1..64): layout i gives seat s the cards known[s] | layouts[4*i + s] (`known` are
 * base->hands; every other field of base applies to every layout; base->mode must be
 * ADJ_DD).  values[i] gets the double-dummy tricks of side base->side; when `cards` is
 * not NULL, cards[52*i + card] gets each card's value as adj_all_cards gives it (-1 for
 * a card not legal).  Each thread allocates its tables once and empties them between
 * layouts (native/src/layouts.c says why not keep their entries); the results do not
 * depend on the threads.  *nodes (when not NULL) gets the
 * positions searched.  Every layout is checked before any is solved: 0 on success; -1
 * with a message naming the first bad layout, or when memory or threads run out. */
int adj_solve_layouts(const adj_input *base, const uint64_t *layouts, size_t count,
                      int threads, int8_t *values, int8_t *cards, long long *nodes,
                      char *err, size_t errlen);

/* The calling thread's tables: adj_forget_tables makes them forget every entry (no
 * memory is freed: the next search starts as on a fresh table, for benchmarks that must
 * not reuse one search's work in the next); adj_release_tables frees them now rather than
 * when the thread exits. */
void adj_forget_tables(void);
void adj_release_tables(void);

/* Walk `line` (cards in play order from the input position, at most ADJ_MAX_LINE) under the
 * input's restriction and describe each card the counted side plays (steps: room for
 * ADJ_MAX_LINE).  *nsteps gets their number.  0 on success; -1 with a message when the
 * input is bad or a card of the line is not legal. */
int adj_explain(const adj_input *in, const int *line, int len, adj_step *steps, int *nsteps,
                char *err, size_t errlen);

#endif
