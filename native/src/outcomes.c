/* Outcome sets: every distinct result of the claimer's normal lines, the opponents
 * defending their best, and one witness line per result (mode ADJ_OUTCOMES).
 *
 * A separate exhaustive search on 14-bit value sets (bit v: v tricks to the counted side):
 * a claimer's node is the union of its children's sets, an opponent's node the set of
 * pairwise minima.  Exact sets are stored in the transposition table at trick starts.
 */
#include "internal.h"

static unsigned fill_down(unsigned x) { return x ? (2u << hibit(x)) - 1u : 0u; }

/* {min(a, b) : a in A, b in B} */
static unsigned min_combine(unsigned a, unsigned b)
{
    return (a & fill_down(b)) | (b & fill_down(a));
}

static unsigned outcome_set(Ctx *c);

/* The set of results after `card`, counted from the current position. */
static unsigned child_set(Ctx *c, int card)
{
    Pos save = c->p;
    int w = play_card(&c->p, card, c->trump);
    unsigned s = outcome_set(c);
    if (w >= 0 && (w & 1) == c->side) s <<= 1;
    c->p = save;
    return s;
}

/* The set of results from the current position (0 when the budget ran out). */
static unsigned outcome_set(Ctx *c)
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

/* A line reaching exactly v: each seat plays its first card whose set holds v (an
 * opponent only while none of his cards would keep every result below v). */
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

/* The outcome set of the position and, when asked, a line for each result; the line
 * search gets a budget of its own. */
void search_outcomes(Ctx *c, const adj_input *in, int n, adj_result *out)
{
    unsigned set = outcome_set(c);
    out->complete = !c->aborted;
    if (!out->complete) {
        out->lower = 0;
        out->upper = n;
        return;
    }
    out->outcome_set = set;
    out->lower = __builtin_ctz(set);
    out->upper = hibit(set);
    c->budget = c->nodes + in->budget;
    for (int v = 0; v < ADJ_MAX_VALUES && in->want_line; v++)
        if (set >> v & 1) outcome_line(c, v, out->out_line[v], &out->out_len[v]);
}
