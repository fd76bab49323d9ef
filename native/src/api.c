/* The entry points of adj_search.h: the input checked, the search context set up, the
 * search of the mode asked for run, and everything freed before returning.
 */
#include "internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

int adj_validate(const adj_input *in, char *err, size_t errlen)
{
    u64 seen;
    if (validate_request(in, err, errlen) || validate_cards(in, &seen, err, errlen) ||
        validate_play(in, err, errlen))
        return -1;
    for (int i = 0; i < in->nphases; i++) {
        const adj_phase *ph = &in->phases[i];
        if ((ph->lead | ph->play | ph->done | ph->out) & ~ALL_CARDS)
            return fail(err, errlen, "a phase mask has bits above card 51");
        if (ph->done_left < 0 || ph->done_left > 52)
            return fail(err, errlen, "a phase's done_left must be 0..52");
    }
    return 0;
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
    c->exact_key = (c->rules & ADJ_STATEMENT) && c->nph > 0;
    policy_setup(c);
    c->budget = in->budget;
    c->partition = in->mode == ADJ_DD;
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
    if (tables_alloc(c, n)) {
        free(c);
        return fail(err, errlen, "out of memory for the transposition table");
    }
    if (in->mode == ADJ_OUTCOMES) search_outcomes(c, in, n, out);
    else search_value(c, in, n, out);
    out->nodes = c->nodes;
    tables_free(c);
    free(c);
    return 0;
}
