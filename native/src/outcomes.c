/* Outcomes: every distinct result of the claimer's normal lines, the opponents defending
 * their best, and one witness line per result (mode ADJ_OUTCOMES), in a window of results
 * when the caller gives one (in->has_bounds: a ruling knows the worst and the best line's
 * results and asks what lies between), else from 0 to every remaining trick.
 *
 * The results of a position are compositional: at the claimer's node the union of its
 * children's, at an opponent's node the pairwise minima of his children's.  So v is a
 * result at an opponent's node when one child has the result v and every child has a
 * result of v or more (the claimer plays for v after that one card and for his best after
 * any other); and a child has a result of v or more when its best line reaches v (the
 * largest result is the best line's).  At the claimer's node one child having v is enough.
 * Hence v is a result exactly when some line of play takes v tricks, the claimer's side
 * playing normal cards, on which at every opponent's turn the best line from there still
 * reaches what v needs.  Each result is found by a search for one such line — an "or" at
 * every node, the line found being its witness — pruned by tests of the best line
 * (search.c's best_reaches, in the best search's context, so they reuse its table
 * entries) and by the bounds of every result at trick starts (normal_bounds.c); a position
 * whose best line takes exactly what is needed has that line as its witness.  That a trick
 * start has no line for t is stored in the transposition table.
 */
#include "internal.h"

#include <string.h>

static int exact_line(Ctx *c, int t, int want_line, int *line, int *len);

/* The cards of the current node tried in turn for a line taking exactly t (line[*len..]). */
static int exact_child(Ctx *c, int t, int want_line, int *line, int *len)
{
    int seat = seat_to_play(&c->p);
    Moves mv;
    gen_moves(c, seat, (seat & 1) == c->side, 1, -1, &mv);
    for (int i = 0; i < mv.n; i++) {
        Pos save = c->p;
        int w = play_card(&c->p, mv.card[i], c->trump);
        int won = w >= 0 && (w & 1) == c->side;
        int at = *len;
        line[(*len)++] = mv.card[i];
        int ok = exact_line(c, t - won, want_line, line, len);
        c->p = save;
        if (ok || c->aborted) return ok;
        *len = at;
    }
    return 0;
}

/* Is there a line from here taking exactly t of the remaining tricks, every opponent's
 * turn on it one where the best line reaches t (see above)?  Its cards are appended to
 * line (from *len).  0 as well when the budget runs out. */
static int exact_line(Ctx *c, int t, int want_line, int *line, int *len)
{
    Pos *p = &c->p;
    int seat = seat_to_play(p);
    int n = hand_size(p, seat);
    if (n == 0) return t == 0;
    if (t < 0 || t > p->tricks) return 0;
    if (c->aborted || over_budget(c)) return 0;
    int start = p->ntrick == 0;
    if (!start && (seat & 1) == c->side) return exact_child(c, t, want_line, line, len);
    u64 key[4];
    if (start) {
        make_key(c, key);
        Entry *e = tt_find(c, key, 0, n);
        if (e && (e->none >> t & 1)) return 0;
        int lo, hi;
        outcome_bounds(c, n, &lo, &hi);
        if (t < lo || t > hi) return 0;
    }
    int ok = 0;
    if (best_reaches(c, t)) {
        if (!best_reaches(c, t + 1)) { /* the best line takes t: the witness */
            if (!c->aborted && want_line) *len += best_line(c, t, line + *len);
            ok = !c->aborted;
        } else if (!c->aborted) {
            ok = exact_child(c, t, want_line, line, len);
        }
    }
    if (start && !ok && !c->aborted) tt_find(c, key, 1, n)->none |= (u16)(1u << t);
    return ok;
}

/* The results from lo to hi, each with its line (when asked). */
static unsigned results_between(Ctx *c, int lo, int hi, int want_line, adj_result *out)
{
    unsigned set = 0;
    for (int v = lo; v <= hi && !c->aborted; v++) {
        int line[ADJ_MAX_LINE], len = 0;
        if (!exact_line(c, v, want_line, line, &len)) continue;
        set |= 1u << v;
        out->out_len[v] = want_line ? len : 0;
        for (int i = 0; i < out->out_len[v]; i++) out->out_line[v][i] = line[i];
    }
    return set;
}

/* The results of the position (n tricks left) in the window asked for, or all of them. */
void search_outcomes(Ctx *c, const adj_input *in, int n, adj_result *out)
{
    int lo = in->has_bounds ? in->lower_bound : 0;
    int hi = in->has_bounds && in->upper_bound < n ? in->upper_bound : n;
    unsigned set = results_between(c, lo, hi, in->want_line, out);
    out->complete = !c->aborted;
    if (!out->complete) {
        memset(out->out_len, 0, sizeof out->out_len);
        out->lower = 0;
        out->upper = n;
        return;
    }
    out->outcome_set = set;
    out->lower = set ? __builtin_ctz(set) : lo; /* none in the window: lower > upper */
    out->upper = set ? hibit(set) : lo - 1;
}
