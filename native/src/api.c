/* The entry points of adj_search.h: the input checked, the search context set up, the
 * search of the mode asked for run, and everything freed before returning.
 */
#include "internal.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char SEAT_NAMES[] = "NESW";
static const u64 ALL_CARDS = ((u64)1 << 52) - 1;

static int fail(char *err, size_t errlen, const char *msg)
{
    snprintf(err, errlen, "%s", msg);
    return -1;
}

/* The request's numbers: strain, seats, mode, rules, budget. */
static int validate_request(const adj_input *in, char *err, size_t errlen)
{
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
    if (!(in->time_budget_ms >= 0) || isinf(in->time_budget_ms))
        return fail(err, errlen, "time budget must be 0 (none) or a positive number of ms");
    if (in->has_bounds && !(0 <= in->lower_bound && in->lower_bound <= in->upper_bound &&
                            in->upper_bound <= 13))
        return fail(err, errlen, "bounds must satisfy 0 <= lower <= upper <= 13");
    return 0;
}

/* Every card in one place at most; *seen gets the cards held or on the trick. */
static int validate_cards(const adj_input *in, u64 *seen, char *err, size_t errlen)
{
    char buf[200];
    *seen = 0;
    for (int i = 0; i < 4; i++) {
        if (in->hands[i] & ~ALL_CARDS)
            return fail(err, errlen, "a hand mask has bits above card 51");
        if (*seen & in->hands[i]) {
            snprintf(buf, sizeof buf, "a card of %c is also in another hand", SEAT_NAMES[i]);
            return fail(err, errlen, buf);
        }
        *seen |= in->hands[i];
    }
    for (int i = 0; i < in->ntrick; i++) {
        int card = in->trick[i];
        if (card < 0 || card > 51) return fail(err, errlen, "a trick card is out of range 0..51");
        if (*seen >> card & 1)
            return fail(err, errlen, "a card on the trick is also held or played twice");
        *seen |= (u64)1 << card;
    }
    return 0;
}

/* Hand sizes agree with the trick in progress, and everyone followed suit to it. */
static int validate_play(const adj_input *in, char *err, size_t errlen)
{
    char buf[200];
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
    if (in->ntrick == 0) return 0;
    int ls = in->trick[0] / 13;
    for (int i = 1; i < in->ntrick; i++) {
        int seat = (in->leader + i) & 3;
        if (in->trick[i] / 13 != ls && (in->hands[seat] & suitmask(ls))) {
            snprintf(buf, sizeof buf, "%c did not follow suit to the trick but holds the suit led",
                     SEAT_NAMES[seat]);
            return fail(err, errlen, buf);
        }
    }
    return 0;
}

/* The normal-play model's fields: counted ranks, unseen suits, budget, struck points. */
static int validate_model(const adj_input *in, char *err, size_t errlen)
{
    for (int s = 0; s < 4; s++)
        if (in->counted_min_rank[s] != 0 &&
            (in->counted_min_rank[s] < 2 || in->counted_min_rank[s] > 14))
            return fail(err, errlen, "a counted_min_rank must be 0 or 2..14");
    if (in->unseen_suits > 15u) return fail(err, errlen, "unseen_suits must be a 4-bit mask");
    if (in->careless_budget < 0 || in->careless_budget > 13)
        return fail(err, errlen, "careless_budget must be 0..13");
    if (in->visible_seat < 0 || in->visible_seat > 4 ||
        (in->visible_seat > 0 && ((in->visible_seat - 1) & 1) == in->side))
        return fail(err, errlen, "visible_seat must be 1 + an opponent of the claimer, or 0");
    if (in->npoints < 0 || in->npoints > ADJ_MAX_POINTS)
        return fail(err, errlen, "too many struck points (at most 16)");
    for (int i = 0; i < in->npoints; i++) {
        const adj_point *pt = &in->points[i];
        if (pt->trick < 1 || pt->trick > 13 || pt->seat < 0 || pt->seat > 3 || pt->card < 0 ||
            pt->card > 51)
            return fail(err, errlen, "a struck point needs trick 1..13, seat 0..3, card 0..51");
    }
    return 0;
}

int adj_validate(const adj_input *in, char *err, size_t errlen)
{
    u64 seen;
    if (validate_request(in, err, errlen) || validate_cards(in, &seen, err, errlen) ||
        validate_play(in, err, errlen))
        return -1;
    for (int i = 0; i < in->nphases; i++) {
        const adj_phase *ph = &in->phases[i];
        if ((ph->lead | ph->play | ph->done | ph->out | ph->discard) & ~ALL_CARDS)
            return fail(err, errlen, "a phase mask has bits above card 51");
        if (ph->done_left < 0 || ph->done_left > 52)
            return fail(err, errlen, "a phase's done_left must be 0..52");
        if (ph->discard_left < 0 || ph->discard_left > 52)
            return fail(err, errlen, "a phase's discard_left must be 0..52");
        if (ph->cond_suit < 0 || ph->cond_suit > 3 || ph->cond_left > 0x3FFFu)
            return fail(err, errlen, "a phase's condition must be a suit 0..3 and a 14-bit mask");
        if (ph->place >> 52 || ph->place_reveal >> 52)
            return fail(err, errlen, "a phase's place cards must be card numbers 0..51");
        if (ph->place && (ph->place_seat < 0 || ph->place_seat > 3 ||
                          (ph->place_seat & 1) == in->side || ph->place_negated < 0 ||
                          ph->place_negated > 1))
            return fail(err, errlen, "a phase's place must name an opponent of the claimer "
                                     "and place_negated 0 or 1");
    }
    return validate_model(in, err, errlen);
}

/* The search context of a validated input (its table not yet allocated). */
static void setup(Ctx *c, const adj_input *in)
{
    pos_load(&c->p, in);
    c->trump = in->trump;
    c->side = in->side;
    c->mode = in->mode;
    int restricted = in->mode != ADJ_DD;
    c->rules = restricted ? in->rules : 0;
    c->emin = in->evident_min_rank;
    c->nph = restricted ? in->nphases : 0;
    c->ph = in->phases;
    c->use_shown = (c->rules & ADJ_KNOWN_LAYOUT) != 0;
    /* the normal-play model (normal.c): row 11's unseen honour of each unseen suit is the
     * opponents' top card of it at the claim; the suit is unseen while that card is out */
    c->unseen = restricted ? in->unseen_suits : 0;
    c->unseen_cards = 0;
    for (int s = 0; s < 4; s++) {
        if (!(c->unseen >> s & 1)) continue;
        unsigned os = (unsigned)((hmask(&c->p, (in->side + 1) & 3) |
                                  hmask(&c->p, (in->side + 3) & 3)) >> (13 * s)) & SUIT_BITS;
        if (os) c->unseen_cards |= (u64)1 << (13 * s + hibit(os));
    }
    /* statement phases name cards by identity: the table keys on the exact cards; so do
     * outcomes with struck points (a value search keys on where the points' cards stand),
     * and searches with an unseen honour (whether that one card is still out decides) */
    c->exact_key = ((c->rules & ADJ_STATEMENT) && c->nph > 0) ||
                   (in->mode == ADJ_OUTCOMES && in->npoints > 0) || c->unseen_cards != 0;
    c->slip_budget = in->careless_budget;
    c->visible = restricted ? in->visible_seat - 1 : -1;
    c->npoints = restricted ? in->npoints : 0;
    c->points = in->points;
    c->last_point = 0;
    for (int i = 0; i < c->npoints; i++)
        if (in->points[i].trick > c->last_point) c->last_point = in->points[i].trick;
    memcpy(c->h0, c->p.h, sizeof c->h0);
    c->tricks0 = hand_size(&c->p, c->p.leader) + (c->p.ntrick > 0);
    c->opp_trumps0 = 0;
    if (in->trump < 4)
        c->opp_trumps0 = (hmask(&c->p, (in->side + 1) & 3) | hmask(&c->p, (in->side + 3) & 3)) &
                         suitmask(in->trump);
    policy_setup(c, in);
    c->budget = in->budget;
    /* the partition table for plain DD, and for the value searches whose filters note
     * what they test (internal.h's relevance interface); exact keys (statement phases, struck
     * points) and outcome sets use the transposition table */
    c->partition = in->mode == ADJ_DD ||
                   ((in->mode == ADJ_WORST || in->mode == ADJ_BEST) && !c->exact_key);
    c->relevant_filters = restricted && c->partition;
}

/* CPU time of the calling thread in ms (the search's budget clock: other jobs on the
 * machine do not use it up). */
double cpu_ms(void)
{
#if defined(CLOCK_THREAD_CPUTIME_ID)
    struct timespec ts;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) == 0)
        return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
#endif
    return (double)clock() * 1e3 / CLOCKS_PER_SEC;
}

/* A validated search: its context and tables, the search of the mode asked for (every
 * card's value when `values` is not NULL), the counts, everything freed. */
static int run_search(const adj_input *in, adj_result *out, int *values, char *err,
                      size_t errlen)
{
    double started = cpu_ms();
    Ctx *c = calloc(1, sizeof *c);
    if (!c) return fail(err, errlen, "out of memory");
    setup(c, in);
    if (in->time_budget_ms > 0) c->deadline = started + in->time_budget_ms;
    int n = c->p.tricks;
    if (tables_attach(c, in, n)) {
        tables_detach(c);
        free(c);
        return fail(err, errlen, "out of memory for the transposition table");
    }
    if (values) search_all_cards(c, in, n, values, out);
    else if (in->mode == ADJ_OUTCOMES) search_outcomes(c, in, n, out);
    else search_value(c, in, n, out);
    out->nodes = c->nodes;
    out->stopped_by = out->complete ? 0 : c->aborted;
    out->elapsed_ms = cpu_ms() - started;
    for (int i = 0; i < ST_COUNT && i < ADJ_STATS; i++) out->stats[i] = c->stats[i];
    tables_detach(c);
    free(c);
    return 0;
}

int adj_search(const adj_input *in, adj_result *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    out->value = -1;
    if (adj_validate(in, err, errlen)) return -1;
    return run_search(in, out, NULL, err, errlen);
}

/* Every card's value: searched for the side of the player to play (the side choosing
 * among the cards), then turned to in->side's tricks when that is the other side. */
int adj_all_cards(const adj_input *in, int values[52], adj_result *out, char *err,
                  size_t errlen)
{
    memset(out, 0, sizeof *out);
    out->value = -1;
    for (int i = 0; i < 52; i++) values[i] = -1;
    if (adj_validate(in, err, errlen)) return -1;
    if (in->mode != ADJ_DD) return fail(err, errlen, "every card's value needs mode dd");
    adj_input *mover = malloc(sizeof *mover);
    if (!mover) return fail(err, errlen, "out of memory");
    *mover = *in;
    mover->side = (in->leader + in->ntrick) & 1;
    mover->want_line = 0;
    mover->has_bounds = 0;
    int rc = run_search(mover, out, values, err, errlen);
    free(mover);
    if (rc || in->side == ((in->leader + in->ntrick) & 1)) return rc;
    int n = popc64(in->hands[in->leader]) + (in->ntrick > 0);
    for (int i = 0; i < 52; i++)
        if (values[i] >= 0) values[i] = n - values[i];
    int lower = out->lower;
    out->lower = n - out->upper;
    out->upper = n - lower;
    if (out->complete) out->value = n - out->value;
    return 0;
}

/* ---- explaining a line -------------------------------------------------------------- */

/* One step of the counted side: the normal set at that point and what shaped it. */
static void explain_step(Ctx *c, int seat, int card, adj_step *st)
{
    Trace tr;
    memset(&tr, 0, sizeof tr);
    memset(st, 0, sizeof *st);
    st->trick = trick_number(c);
    st->seat = seat;
    st->card = card;
    st->legal = legal_mask(&c->p, seat);
    st->slips_before = c->p.slips;
    st->normal = normal_trace(c, seat, st->legal, &tr);
    st->careless = c->p.careless;
    st->free_choice = tr.free;
    st->is_normal = (int)(st->normal >> card & 1);
    st->is_careless = (int)(st->careless >> card & 1);
    st->deviated = st->is_careless ? tr.deviated : 0;
    memcpy(st->excluded, tr.excluded, sizeof st->excluded);
}

int adj_explain(const adj_input *in, const int *line, int len, adj_step *steps, int *nsteps,
                char *err, size_t errlen)
{
    *nsteps = 0;
    if (adj_validate(in, err, errlen)) return -1;
    if (in->mode == ADJ_DD) return fail(err, errlen, "explain needs a restricted mode");
    if (len < 0 || len > ADJ_MAX_LINE) return fail(err, errlen, "a line holds 0..52 cards");
    Ctx *c = calloc(1, sizeof *c);
    if (!c) return fail(err, errlen, "out of memory");
    setup(c, in);
    char buf[160];
    int rc = 0;
    for (int i = 0; i < len; i++) {
        int seat = seat_to_play(&c->p), card = line[i];
        if (card < 0 || card > 51 || !(legal_mask(&c->p, seat) >> card & 1)) {
            snprintf(buf, sizeof buf, "card %d of the line is not a legal card for %c", i + 1,
                     SEAT_NAMES[seat]);
            rc = fail(err, errlen, buf);
            break;
        }
        if ((seat & 1) == c->side) explain_step(c, seat, card, &steps[(*nsteps)++]);
        else c->p.careless = 0;
        play_card(&c->p, card, c->trump);
    }
    free(c);
    return rc;
}
