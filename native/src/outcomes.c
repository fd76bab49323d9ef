/* Outcome sets: every distinct result of the claimer's normal lines, the opponents
 * defending their best, and one witness line per result (mode ADJ_OUTCOMES).
 *
 * A separate exhaustive search on 14-bit value sets (bit v: v tricks to the counted side):
 * a claimer's node is the union of its children's sets, an opponent's node the set of
 * pairwise minima.  Sets are stored in the transposition table at trick starts.
 *
 * The caller may look only for the results in a window (in->has_bounds: a ruling knows
 * the worst and the best line's results and asks what lies between).  Every result below
 * the window is then as good as any other below it — a minimum with it stays below, a
 * union adds nothing new — so a set keeps only its highest result below the window and
 * its lowest above; an opponent's node whose results so far are all below stops there,
 * and a position whose every result is below (or above) is not searched.  A stored set
 * carries the window it was computed for and answers any narrower window.
 */
#include "internal.h"

#include <string.h>

static unsigned fill_down(unsigned x) { return x ? (2u << hibit(x)) - 1u : 0u; }

static int clampi(int x, int lo, int hi) { return x < lo ? lo : x > hi ? hi : x; }

/* The set seen through the window lo..hi: one result below it at most, one above. */
static unsigned through_window(unsigned set, int lo, int hi)
{
    if (lo > 0) {
        unsigned below = lo >= 14 ? set : set & ((1u << lo) - 1u);
        if (below) set = (set & ~below) | (1u << hibit(below));
    }
    if (hi < 13) {
        unsigned above = hi < 0 ? set : set & ~((2u << hi) - 1u);
        if (above) set = (set & ~above) | (above & (0u - above));
    }
    return set;
}

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
    int lo = c->wlo, hi = c->whi;
    int w = play_card(&c->p, card, c->trump);
    int won = w >= 0 && (w & 1) == c->side;
    c->wlo -= won;
    c->whi -= won;
    unsigned s = outcome_set(c);
    if (won) s <<= 1;
    c->p = save;
    c->wlo = lo;
    c->whi = hi;
    return through_window(s, lo, hi);
}

/* The set of results from the current position (0 when the budget ran out). */
static unsigned outcome_set(Ctx *c)
{
    u16 dummy[4];
    Pos *p = &c->p;
    int seat = seat_to_play(p);
    int n = hand_size(p, seat);
    if (n == 0) return 1u;
    /* every result above the window (0 is then above it), or every one below it */
    if (c->whi < 0 || c->wlo > p->tricks) return 1u;
    if (c->aborted || over_budget(c)) return 0;
    u64 key[4];
    /* the window as stored: lo 0 and hi n are the whole range */
    int lo = clampi(c->wlo, 0, n), hi = clampi(c->whi, 0, n);
    if (p->ntrick == 0) {
        if (n == 1) return last_trick_won(c, dummy) ? 2u : 1u;
        make_key(c, key);
        Entry *e = tt_find(c, key, 0, n);
        if (e && (e->set & HAS_SET) && e->lo <= lo && e->hi >= hi)
            return through_window(e->set & ~HAS_SET, c->wlo, c->whi);
        /* every result at least blo, at most bhi: all of them above the window, or all
         * below it (any one stands for them), or the one result n */
        int blo, bhi;
        outcome_bounds(c, n, &blo, &bhi);
        if (blo > c->whi) return 1u << blo;
        if (bhi < c->wlo) return 1u << bhi;
        if (blo == bhi) return through_window(1u << blo, c->wlo, c->whi);
    }
    int claimer = (seat & 1) == c->side;
    Moves mv;
    gen_moves(c, seat, claimer, 1, -1, &mv);
    unsigned set = 0;
    for (int i = 0; i < mv.n; i++) {
        unsigned s = child_set(c, mv.card[i]);
        if (c->aborted) return 0;
        set = claimer ? (set | s) : (i == 0 ? s : min_combine(set, s));
        set = through_window(set, c->wlo, c->whi);
        /* an opponent who keeps every result below the window so far keeps it there */
        if (!claimer && c->wlo > 0 && set && hibit(set) < c->wlo) break;
    }
    if (p->ntrick == 0) {
        Entry *e = tt_find(c, key, 1, n);
        e->set = (u16)(set | HAS_SET);
        e->lo = (uint8_t)lo;
        e->hi = (uint8_t)hi;
    }
    return set;
}

/* A line reaching exactly v: each seat plays its first card whose set holds v (an
 * opponent only while none of his cards would keep every result below v). */
static void outcome_line(Ctx *c, int v, int *line, int *len)
{
    Pos save = c->p;
    int lo = c->wlo, hi = c->whi;
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
        if (w >= 0 && (w & 1) == c->side) {
            v--;
            c->wlo--;
            c->whi--;
        }
    }
    c->p = save;
    c->wlo = lo;
    c->whi = hi;
}

/* ---- the results of a window, one at a time -------------------------------------------
 *
 * A result v is one of the claimer's normal lines' exactly when some line of play takes v
 * tricks on which, at every turn of an opponent, the claimer's best normal line from there
 * still reaches what v needs.  At an opponent's node the set of results is the pairwise
 * minima of its children's: v is among them when one child holds v and every child holds
 * v or more (the claimer then plays for v after the one card and for his best after any
 * other), and a child holds v or more when its best line reaches v (the largest result
 * is the best line's).  At the claimer's node one child holding v is enough.  So each
 * result of a window is found by a search for one such line: an "or" at every node, the
 * witness line being the line found, pruned by tests of the best line (search.c's
 * best_reaches, in the best search's context, so they reuse its table entries).  A
 * position whose best line takes exactly t has the result t (the best line is its
 * witness).  That a trick start has no line for t is stored beside its outcome set. */

/* The key of a trick start's "no line for t" entry: the outcome set's, tagged. */
static void none_key(const Ctx *c, u64 key[4])
{
    make_key(c, key);
    key[3] ^= (u64)1 << 63;
}

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
        none_key(c, key);
        Entry *e = tt_find(c, key, 0, n);
        if (e && (e->set >> t & 1)) return 0;
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
    if (start && !ok && !c->aborted) tt_find(c, key, 1, n)->set |= (u16)(1u << t);
    return ok;
}

/* The results in the window lo..hi, each with its line (when asked). */
static unsigned window_results(Ctx *c, const adj_input *in, int n, adj_result *out)
{
    unsigned set = 0;
    int hi = in->upper_bound < n ? in->upper_bound : n;
    for (int v = in->lower_bound; v <= hi && !c->aborted; v++) {
        int line[ADJ_MAX_LINE], len = 0;
        if (!exact_line(c, v, in->want_line, line, &len)) continue;
        set |= 1u << v;
        out->out_len[v] = in->want_line ? len : 0;
        for (int i = 0; i < out->out_len[v]; i++) out->out_line[v][i] = line[i];
    }
    return set;
}

/* The outcome set of the position and, when asked, a line for each result; the line
 * search gets a budget of its own.  A window's results are searched one at a time. */
void search_outcomes(Ctx *c, const adj_input *in, int n, adj_result *out)
{
    c->wlo = in->has_bounds ? in->lower_bound : 0;
    c->whi = in->has_bounds ? in->upper_bound : n;
    if (in->has_bounds) {
        unsigned set = window_results(c, in, n, out);
        out->complete = !c->aborted;
        out->outcome_set = out->complete ? set : 0;
        out->lower = out->complete ? (set ? __builtin_ctz(set) : c->wlo) : 0;
        out->upper = out->complete ? (set ? hibit(set) : c->wlo - 1) : n;
        if (!out->complete) memset(out->out_len, 0, sizeof out->out_len);
        return;
    }
    unsigned set = outcome_set(c);
    if (in->has_bounds) /* the results found in the window; outside it, none was sought */
        set &= (2u << c->whi) - (1u << c->wlo);
    out->complete = !c->aborted;
    if (!out->complete) {
        out->lower = 0;
        out->upper = n;
        return;
    }
    out->outcome_set = set;
    out->lower = set ? __builtin_ctz(set) : c->wlo; /* none in the window: lower > upper */
    out->upper = set ? hibit(set) : c->wlo - 1;
    c->budget = c->nodes + in->budget;
    if (in->time_budget_ms > 0) c->deadline = cpu_ms() + in->time_budget_ms;
    for (int v = 0; v < ADJ_MAX_VALUES && in->want_line; v++)
        if (set >> v & 1) outcome_line(c, v, out->out_line[v], &out->out_len[v]);
}
