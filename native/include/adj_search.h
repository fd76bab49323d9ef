/* The claim-search engine's public C API: plain double dummy and restricted (normal-line)
 * searches.  Nothing internal is declared here (that is native/src/internal.h).
 *
 * Pure C99, no Python: native/python/engine_module.c is the CPython binding.  All search
 * state lives in a per-call context (malloc'd and freed inside adj_search), so calls are
 * independent and may run in parallel threads.
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
    ADJ_COUNTS_SPOTS = 256
};

#define ADJ_ALL_RULES 511u

typedef struct {
    uint64_t lead, play, done, out; /* 52-bit card masks */
    int done_left;
} adj_phase;

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
} adj_input;

typedef struct {
    int value;           /* -1 when not complete */
    int lower, upper;
    int complete;
    long long nodes;
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

#endif
