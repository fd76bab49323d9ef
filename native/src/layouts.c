/* Many layouts of one position's unseen cards in one call (adj_solve_layouts): the
 * single-dummy player values each card over a hundred layouts or more, one search each,
 * with no Python between them.
 *
 * Every layout is checked first, in the calling thread, so that a bad one is reported
 * (the first, by its number) before any work starts.  Then `threads` worker threads take
 * the layouts one at a time from a shared counter; each writes only its layout's slots of
 * the output, and a layout's value is the same whichever thread solves it, so the
 * results do not depend on the threads.  A worker's tables (tt.c, one per thread) are
 * allocated once and reused from layout to layout, emptied in between (an epoch step,
 * nothing cleared).  Keeping their entries too was measured and is worse: a plain
 * double-dummy entry holds for every position whose top cards have its owners, so the
 * entries of one layout are true for the next, but the layouts share only the known hands
 * and the positions where that helps are the cheap ones near the end, while the longer
 * chains cost their scans and the other layouts' best moves order worse (60 layouts of
 * three 13-card positions, one thread: 0.2-0.7% more positions and 10-25% more time
 * with the entries kept; in all-cards mode 2-7% more positions).
 */
#include "internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if !defined(_WIN32)
#include <pthread.h>
#define HAVE_PTHREADS 1
#endif

#define MAX_THREADS 64

typedef struct {
    const adj_input *base;
    const uint64_t *layouts;
    size_t count;
    int8_t *values, *cards;
    size_t next;          /* the next layout to solve */
    long long nodes;
    int failed;           /* a search failed (out of memory): err says why */
    char err[256];
#ifdef HAVE_PTHREADS
    pthread_mutex_t lock;
#endif
} Batch;

/* Layout i's input: the base with its hands completed. */
static void layout_input(const Batch *b, size_t i, adj_input *in)
{
    *in = *b->base;
    for (int s = 0; s < 4; s++) in->hands[s] |= b->layouts[4 * i + s];
    in->session = 0; /* each layout on emptied tables: see the file's comment */
    in->want_line = 0;
}

/* Solve layout i into its slots of the output; 0, or -1 with b->err set. */
static int solve_one(Batch *b, size_t i, adj_input *in, long long *nodes, char *err,
                     size_t errlen)
{
    adj_result res;
    layout_input(b, i, in);
    if (b->cards) {
        int values[52];
        if (adj_all_cards(in, values, &res, err, errlen)) return -1;
        for (int k = 0; k < 52; k++) b->cards[52 * i + (size_t)k] = (int8_t)values[k];
    } else if (adj_search(in, &res, err, errlen)) {
        return -1;
    }
    b->values[i] = (int8_t)(res.complete ? res.value : -1);
    *nodes += res.nodes;
    return 0;
}

/* Take the next layout from the shared counter; 0 when none is left (or one failed). */
static int take(Batch *b, size_t *i)
{
    int ok;
#ifdef HAVE_PTHREADS
    pthread_mutex_lock(&b->lock);
#endif
    ok = !b->failed && b->next < b->count;
    if (ok) *i = b->next++;
#ifdef HAVE_PTHREADS
    pthread_mutex_unlock(&b->lock);
#endif
    return ok;
}

static void *worker(void *arg)
{
    Batch *b = arg;
    adj_input *in = malloc(sizeof *in);
    long long nodes = 0;
    char err[256] = "out of memory";
    size_t i;
    int rc = in ? 0 : -1;
    while (!rc && take(b, &i)) rc = solve_one(b, i, in, &nodes, err, sizeof err);
    free(in);
#ifdef HAVE_PTHREADS
    adj_release_tables(); /* the thread ends: its tables now rather than at its exit */
    pthread_mutex_lock(&b->lock);
#endif
    b->nodes += nodes;
    if (rc && !b->failed) {
        b->failed = 1;
        snprintf(b->err, sizeof b->err, "%s", err);
    }
#ifdef HAVE_PTHREADS
    pthread_mutex_unlock(&b->lock);
#endif
    return NULL;
}

static int fail(char *err, size_t errlen, const char *msg)
{
    snprintf(err, errlen, "%s", msg);
    return -1;
}

/* Every layout a legal position of the base: no card of a layout among the known ones
 * or above card 51, and the completed hands valid (adj_validate). */
static int check_layouts(const Batch *b, char *err, size_t errlen)
{
    u64 known = 0;
    for (int s = 0; s < 4; s++) known |= b->base->hands[s];
    adj_input *in = malloc(sizeof *in);
    if (!in) return fail(err, errlen, "out of memory");
    char why[200];
    int rc = 0;
    for (size_t i = 0; i < b->count && !rc; i++) {
        const uint64_t *l = &b->layouts[4 * i];
        u64 all = l[0] | l[1] | l[2] | l[3];
        if (all >> 52) {
            snprintf(why, sizeof why, "a hand mask has bits above card 51");
            rc = -1;
        } else if (all & known) {
            snprintf(why, sizeof why, "it deals a known card");
            rc = -1;
        } else {
            layout_input(b, i, in);
            rc = adj_validate(in, why, sizeof why);
        }
        if (rc) snprintf(err, errlen, "layout %zu: %s", i, why);
    }
    free(in);
    return rc;
}

int adj_solve_layouts(const adj_input *base, const uint64_t *layouts, size_t count,
                      int threads, int8_t *values, int8_t *cards, long long *nodes,
                      char *err, size_t errlen)
{
    if (nodes) *nodes = 0;
    if (!base || !values || (count && !layouts)) return fail(err, errlen, "missing array");
    if (threads < 1 || threads > MAX_THREADS)
        return fail(err, errlen, "threads must be 1..64");
    if (base->mode != ADJ_DD) return fail(err, errlen, "layouts are solved in mode dd only");
    Batch b;
    memset(&b, 0, sizeof b);
    b.base = base;
    b.layouts = layouts;
    b.count = count;
    b.values = values;
    b.cards = cards;
    if (check_layouts(&b, err, errlen)) return -1;
    if ((size_t)threads > count) threads = count ? (int)count : 1;
#ifdef HAVE_PTHREADS
    pthread_t tid[MAX_THREADS];
    int started = 0;
    if (pthread_mutex_init(&b.lock, NULL)) return fail(err, errlen, "cannot make a mutex");
    for (; started < threads; started++)
        if (pthread_create(&tid[started], NULL, worker, &b)) break;
    if (started == 0) {
        pthread_mutex_destroy(&b.lock);
        return fail(err, errlen, "cannot start a thread");
    }
    for (int k = 0; k < started; k++) pthread_join(tid[k], NULL);
    pthread_mutex_destroy(&b.lock);
#else
    worker(&b);
#endif
    if (nodes) *nodes = b.nodes;
    if (b.failed) return fail(err, errlen, b.err);
    return 0;
}
