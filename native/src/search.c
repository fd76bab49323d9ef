/* The value search (see adj_search.h and docs/restriction.md).
 *
 * Technique: alpha-beta reduced to zero-window boolean searches ("does the counted side
 * take at least t of the remaining tricks?") driven by a binary search on t; a table at
 * trick boundaries storing lower/upper bounds (tt.c); only one card of each run of
 * equivalent cards is generated; quick-trick cut-offs at trick starts (quick.c); move
 * ordering by simple bridge heuristics and the table's best move (order.c).
 *
 * Restricted modes run the same search with the claimer's side's moves limited to the
 * normal set (normal.c) and, in worst mode, chosen by the grouped-minimum rule.  Every
 * test also returns its relevance set: the ranks its answer depended on, so that a
 * partition-table entry covers every position agreeing on them.  Outcome sets are a
 * separate search (outcomes.c).
 */
#include "internal.h"

#include <string.h>

static int ab(Ctx *c, int target, u16 rel[4]);

/* ---- relevance sets ----------------------------------------------------------------- */

/* The trick just completed (cards tc[0..3], led by `leader`): when its winner beat
 * another card of its own suit, the winner's rank decided it. */
static void trick_relevance(const Pos *p, int leader, int winner, u16 rel[4])
{
    int wcard = p->tc[(winner - leader) & 3], ws = wcard / 13;
    for (int i = 0; i < 4; i++)
        if (p->tc[i] != wcard && p->tc[i] / 13 == ws) {
            rel[ws] |= (u16)(1u << (wcard % 13));
            return;
        }
}

/* Union in the ranks of a child that every move had to be searched for; a card standing
 * for skipped equivalent cards brings the lowest of them when its own rank mattered. */
static void rel_all(const Ctx *c, int seat, int card, const u16 child[4], u16 rel[4])
{
    rel_or(rel, child);
    if (child[card / 13] >> (card % 13) & 1) {
        int low = run_low(c, seat, card);
        rel[low / 13] |= (u16)(1u << (low % 13));
    }
}

/* Does the counted side win the last trick (one card left in every hand)? */
int last_trick_won(Ctx *c, u16 rel[4])
{
    Pos after;
    int w = last_trick_winner(&c->p, c->trump, &after);
    trick_relevance(&after, c->p.leader, w, rel);
    return (w & 1) == c->side;
}

/* ---- the zero-window test ----------------------------------------------------------- */

/* Value test of the position after `card`: counted-side tricks >= target?  rel gets the
 * ranks the answer depended on. */
static int child_ge(Ctx *c, int card, int target, u16 rel[4])
{
    Pos save = c->p;
    int leader = c->p.leader;
    int w = play_card(&c->p, card, c->trump);
    int t = target - (w >= 0 && (w & 1) == c->side);
    int r = ab(c, t, rel);
    if (w >= 0) trick_relevance(&c->p, leader, w, rel);
    c->p = save;
    return r;
}

/* ---- cards whose rank cannot matter ------------------------------------------------
 *
 * Once a card of a suit has been searched without deciding the node and every rank the
 * answers so far depended on in that suit is above it, any lower card of the suit in this
 * hand leads to a position agreeing with the one searched on every rank that mattered, so
 * its answer is the same and it is skipped (DDS's "lowest win" rule).  In a restricted
 * search only when the filters note what they test; for the claimer's own cards only
 * across ranks no policy break separates (the evident ranks and honours are tested on his
 * cards and counted in the table's key), and never for a careless deviation, which spends
 * a slip the relevance does not see. */
typedef struct {
    int on;      /* may ranks be skipped at this node */
    u64 guard;   /* cards neither skipped nor standing for others: careless deviations */
    int low[4];  /* per suit: ranks below this are skipped (0: none) */
    int from[4]; /* per suit: the rank searched that set low */
} RankSkip;

static void skip_setup(const Ctx *c, int seat, RankSkip *sk)
{
    memset(sk, 0, sizeof *sk);
    sk->on = c->mode == ADJ_DD || c->relevant_filters;
    if (is_restricted(c) && (seat & 1) == c->side) sk->guard = c->p.careless;
}

/* Is `card` skipped (its answer that of a card searched before it)? */
static int rank_skipped(Ctx *c, int seat, const RankSkip *sk, int card)
{
    int s = card / 13, r = card % 13;
    if (r >= sk->low[s] || (sk->guard >> card & 1) ||
        !policy_alike(c, seat, s, r, sk->from[s]))
        return 0;
    c->stats[ST_SKIPPED]++;
    return 1;
}

/* After `card` was searched without deciding the node (rel: the node's ranks so far). */
static void skip_below(RankSkip *sk, int card, const u16 rel[4])
{
    int s = card / 13, r = card % 13;
    if (!sk->on || sk->low[s] || (sk->guard >> card & 1)) return;
    int lowest = rel[s] ? __builtin_ctz(rel[s]) : 13;
    if (r < lowest) {
        sk->low[s] = lowest;
        sk->from[s] = r;
    }
}

/* A maximum (the counted side, want = 1) or minimum node: the first child that decides. */
static int eval_max_min(Ctx *c, int seat, int want, const Moves *mv, int target, int *cut,
                        u16 rel[4])
{
    u16 cr[4];
    RankSkip sk;
    skip_setup(c, seat, &sk);
    for (int i = 0; i < mv->n; i++) {
        int card = mv->card[i];
        if (rank_skipped(c, seat, &sk, card)) continue;
        rel_clear(cr);
        int ok = child_ge(c, card, target, cr);
        if (c->aborted) return 0;
        if (ok == want) {
            *cut = card;
            memcpy(rel, cr, sizeof cr);
            return ok;
        }
        rel_all(c, seat, card, cr, rel);
        skip_below(&sk, card, rel);
    }
    return !want;
}

/* The test of the child after `card` (target tricks or more?), its relevance added to
 * rel: at a node whose answer depends on every such child.  1/0, -1 when the budget ran
 * out. */
static int child_in(Ctx *c, int seat, int card, int target, u16 rel[4])
{
    u16 cr[4];
    rel_clear(cr);
    int ok = child_ge(c, card, target, cr);
    if (c->aborted) return -1;
    rel_all(c, seat, card, cr, rel);
    return ok;
}

/* The claimer's free choices (normal.c: cards he is not made to play — trumps once the
 * opponents hold none, practice row 9; a loser led while he holds winners, row 13) are
 * his choice against the rest.  1 when a free card reaches target, 0 when none does and
 * he holds nothing else, -1 when the other cards decide. */
static int eval_free(Ctx *c, int seat, const Moves *mv, u64 free, u64 skip, int target,
                     int *cut, u16 rel[4])
{
    int others = 0;
    for (int i = 0; i < mv->n; i++) {
        if (skip >> mv->card[i] & 1) continue;
        if (!(free >> mv->card[i] & 1)) {
            others = 1;
            continue;
        }
        int ok = child_in(c, seat, mv->card[i], target, rel);
        if (ok < 0) return 0;
        if (ok) {
            *cut = mv->card[i];
            return 1;
        }
    }
    return others ? -1 : 0;
}

/* The grouped minimum of the cards other than `skip` (worst mode, the claimer's side):
 * every suit group must reach target; a known-suit group reaches it when one of its
 * cards does (a guess: an opponent still holds a card of it, guess_known), any other
 * group when all its cards do.  Cards whose rank cannot matter are
 * skipped within a group (above). */
static int eval_groups(Ctx *c, int seat, const Moves *mv, u64 skip, int target, int *cut,
                       u16 rel[4])
{
    RankSkip sk;
    skip_setup(c, seat, &sk);
    for (int s = 0; s < 4; s++) {
        int known = guess_known(c, s), any = 0, all = 1, present = 0;
        for (int i = 0; i < mv->n; i++) {
            int card = mv->card[i];
            if (card / 13 != s || (skip >> card & 1) || rank_skipped(c, seat, &sk, card))
                continue;
            present = 1;
            int ok = child_in(c, seat, card, target, rel);
            if (ok < 0) return 0;
            if (ok) any = 1;
            else all = 0;
            if (known ? ok : !ok) {
                *cut = card;
                break;
            }
            skip_below(&sk, card, rel);
        }
        if (present && !(known ? any : all)) return 0;
    }
    return 1;
}

/* The claimer's node in worst mode: each careless deviation must reach target (the
 * adversary's choice, never a floor for him); then the grouped minimum of the cards he is
 * held to, or else one of his free choices.  The cards he is held to come first: in a
 * proof they usually reach target, and then the free choices — mostly losers, which
 * usually do not — need no search at all. */
static int eval_grouped(Ctx *c, int seat, const Moves *mv, int target, int *cut, u16 rel[4])
{
    u64 careless = c->p.careless, free = c->p.freecards & ~careless;
    for (int i = 0; careless && i < mv->n; i++) {
        if (!(careless >> mv->card[i] & 1)) continue;
        int ok = child_in(c, seat, mv->card[i], target, rel);
        if (ok < 0) return 0;
        if (!ok) {
            *cut = mv->card[i];
            return 0;
        }
    }
    u64 skip = free | careless;
    int others = 0;
    for (int i = 0; i < mv->n; i++) others |= !(skip >> mv->card[i] & 1);
    if (others) {
        int r = eval_groups(c, seat, mv, skip, target, cut, rel);
        if (c->aborted || r || !free) return r;
    }
    return free ? eval_free(c, seat, mv, free, careless, target, cut, rel) > 0 : 1;
}

/* Evaluate the moves of a node by its role; *cut gets the deciding move (or -1). */
static int eval_moves(Ctx *c, int seat, int role, const Moves *mv, int target, int *cut,
                      u16 rel[4])
{
    *cut = -1;
    rel_clear(rel);
    if (role == ROLE_MAX || role == ROLE_MIN)
        return eval_max_min(c, seat, role == ROLE_MAX, mv, target, cut, rel);
    return eval_grouped(c, seat, mv, target, cut, rel);
}

/* Trick-start work: table probe and quick-trick bounds.  Returns 1/0 when decided. */
static int boundary_cut(Ctx *c, int target, int n, TableKey *tk, int *ttmove, u16 rel[4])
{
    c->stats[ST_TRICK_NODES]++;
    table_key(c, n, tk);
    int r = table_probe(c, tk, target, n, ttmove, rel);
    if (r >= 0) {
        c->stats[ST_TABLE_HITS]++;
        return r;
    }
    int lo, hi;
    r = trick_start_bound(c, target, n, &lo, &hi, rel);
    if (r >= 0) {
        c->stats[ST_QUICK_CUTS]++;
        table_store(c, tk, rel, n, lo, hi, -1);
    }
    return r;
}

/* Does the counted side take at least target of the remaining tricks?  rel gets the ranks
 * the answer depended on.  0 as well when the node budget runs out (c->aborted). */
static int ab(Ctx *c, int target, u16 rel[4])
{
    Pos *p = &c->p;
    int seat = seat_to_play(p);
    int n = p->tricks;
    rel_clear(rel);
    if (target <= 0) return 1;
    if (target > n) return 0;
    if (c->aborted || over_budget(c)) return 0;
    int ttmove = -1;
    TableKey tk;
    if (p->ntrick == 0) {
        if (n == 1) return last_trick_won(c, rel) >= target;
        int r = boundary_cut(c, target, n, &tk, &ttmove, rel);
        if (r >= 0) return r;
    } else if (p->ntrick == 1 && c->mode == ADJ_DD) {
        /* the second hand's side wins this trick (and cashes after it) without a search */
        int r = second_hand_bound(c, target, rel);
        if (r >= 0) return r;
    }
    int role = role_of(c, seat);
    int restricted = is_restricted(c) && (seat & 1) == c->side;
    Moves mv;
    u16 noted[4] = {0, 0, 0, 0};
    rel_clear(c->noted);
    gen_moves(c, seat, restricted, role == ROLE_MAX || role == ROLE_MIN, ttmove, &mv);
    if (restricted) memcpy(noted, c->noted, sizeof noted); /* the filters' tests here */
    int cut;
    int res = eval_moves(c, seat, role, &mv, target, &cut, rel);
    if (c->aborted) return 0;
    /* a best line's node that fails with every legal card normal fails wherever the
     * filters keep fewer (they only take cards away, and a careless card only spends
     * what later choices need): the tests that kept them all do not matter */
    if (!(role == ROLE_MAX && !res && !mv.narrowed)) rel_or(rel, noted);
    if (cut >= 0) c->killer[n][p->ntrick] = (int8_t)(cut + 1);
    if (p->ntrick == 0) {
        int lo = res ? target : 0, hi = res ? n : target - 1;
        int bm = cut >= 0 ? encode_move(c, cut) : -1;
        table_store(c, &tk, rel, n, lo, hi, bm);
    }
    return res;
}

/* ---- witness line ------------------------------------------------------------------- */

/* The grouped minimum's move keeping the value at v: a free card reaching v when the rest
 * do not, else
 * in an unknown suit a card below v+1, in a known suit one reaching v when none of the
 * suit's cards reaches v+1. */
/* Do the cards other than the free choices and the careless deviations (skip) reach v by
 * the grouped minimum (and is there any)?  Then the line shows the play the claimer is
 * held to, not a free choice that merely does no better. */
static int rest_reaches(Ctx *c, const Moves *mv, u64 skip, int v)
{
    u16 dummy[4];
    int rest = 0;
    for (int s = 0; s < 4; s++) {
        int known = guess_known(c, s), present = 0, any = 0, all = 1;
        for (int i = 0; i < mv->n; i++) {
            if (mv->card[i] / 13 != s || (skip >> mv->card[i] & 1)) continue;
            present = rest = 1;
            if (child_ge(c, mv->card[i], v, dummy)) any = 1;
            else all = 0;
        }
        if (present && !(known ? any : all)) return 0;
    }
    return rest;
}

/* Does a free card, or the rest by the grouped minimum, reach v? */
static int natural_reaches(Ctx *c, const Moves *mv, u64 free, u64 skip, int v)
{
    u16 dummy[4];
    for (int i = 0; i < mv->n; i++)
        if ((free >> mv->card[i] & 1) && child_ge(c, mv->card[i], v, dummy)) return 1;
    return rest_reaches(c, mv, skip, v);
}

static int pv_grouped(Ctx *c, int seat, const Moves *mv, int v)
{
    u16 dummy[4];
    u64 careless = c->p.careless, free = c->p.freecards & ~careless, skip = free | careless;
    (void)seat;
    /* a careless deviation shows only when the natural play does better */
    if (careless && natural_reaches(c, mv, free, skip, v + 1))
        for (int i = 0; i < mv->n; i++)
            if ((careless >> mv->card[i] & 1) && !child_ge(c, mv->card[i], v + 1, dummy))
                return mv->card[i];
    if (free && !rest_reaches(c, mv, skip, v))
        for (int i = 0; i < mv->n; i++)
            if ((free >> mv->card[i] & 1) && child_ge(c, mv->card[i], v, dummy))
                return mv->card[i];
    for (int s = 0; s < 4; s++) {
        if (!guess_known(c, s)) {
            for (int i = 0; i < mv->n; i++)
                if (mv->card[i] / 13 == s && !(skip >> mv->card[i] & 1) &&
                    !child_ge(c, mv->card[i], v + 1, dummy))
                    return mv->card[i];
            continue;
        }
        int above = 0, pick = -1;
        for (int i = 0; i < mv->n; i++) {
            if (mv->card[i] / 13 != s || (skip >> mv->card[i] & 1)) continue;
            if (child_ge(c, mv->card[i], v + 1, dummy)) above = 1;
            else if (pick < 0 && child_ge(c, mv->card[i], v, dummy)) pick = mv->card[i];
        }
        if (!above && pick >= 0) return pick;
    }
    return -1;
}

/* Choose the move of the current node that keeps the value at v. */
static int pv_move(Ctx *c, int v)
{
    u16 dummy[4];
    Pos *p = &c->p;
    int seat = seat_to_play(p);
    int role = role_of(c, seat);
    int restricted = is_restricted(c) && (seat & 1) == c->side;
    Moves mv;
    gen_moves(c, seat, restricted, role != ROLE_GROUPED, -1, &mv);
    if (role == ROLE_MAX) {
        for (int i = 0; i < mv.n; i++)
            if (child_ge(c, mv.card[i], v, dummy)) return mv.card[i];
    } else if (role == ROLE_MIN) {
        for (int i = 0; i < mv.n; i++)
            if (!child_ge(c, mv.card[i], v + 1, dummy)) return mv.card[i];
    } else {
        int card = pv_grouped(c, seat, &mv, v);
        if (card >= 0) return card;
    }
    return mv.n ? mv.card[0] : -1;
}

static void build_line(Ctx *c, int v, int *line, int *len)
{
    Pos save = c->p;
    *len = 0;
    while (hand_size(&c->p, seat_to_play(&c->p)) > 0 && *len < ADJ_MAX_LINE) {
        int card = pv_move(c, v);
        if (card < 0 || c->aborted) break;
        line[(*len)++] = card;
        int w = play_card(&c->p, card, c->trump);
        if (w >= 0 && (w & 1) == c->side) v--;
    }
    c->p = save;
}

/* ---- the best line inside another search -------------------------------------------- */

/* Searches of mode ADJ_BEST of the same restriction inside another search (outcomes.c), in
 * the best search's own contexts of the tables (best_ctx, best_ctx_of): the entries are
 * the best search's, reused by every later test. */
typedef struct {
    int mode, partition, relevant_filters, ctx_id;
    int ctx_of[2][2];
} ModeSave;

static ModeSave enter_best(Ctx *c)
{
    ModeSave s = {c->mode, c->partition, c->relevant_filters, c->ctx_id, {{0}}};
    memcpy(s.ctx_of, c->ctx_of, sizeof s.ctx_of);
    c->mode = ADJ_BEST;
    c->partition = !c->exact_key;
    c->relevant_filters = c->partition;
    c->ctx_id = c->best_ctx;
    memcpy(c->ctx_of, c->best_ctx_of, sizeof c->ctx_of);
    return s;
}

static void leave_best(Ctx *c, ModeSave s)
{
    c->mode = s.mode;
    c->partition = s.partition;
    c->relevant_filters = s.relevant_filters;
    c->ctx_id = s.ctx_id;
    memcpy(c->ctx_of, s.ctx_of, sizeof c->ctx_of);
}

/* Does the claimer's best normal line from the current position take target tricks or
 * more (0 as well when the budget runs out)? */
int best_reaches(Ctx *c, int target)
{
    u16 rel[4];
    ModeSave s = enter_best(c);
    int r = ab(c, target, rel);
    leave_best(c, s);
    return r;
}

/* The best normal line from the current position, whose value is v; its length. */
int best_line(Ctx *c, int v, int *line)
{
    int len;
    ModeSave s = enter_best(c);
    build_line(c, v, line, &len);
    leave_best(c, s);
    return len;
}

/* ---- the value search --------------------------------------------------------------- */

/* Worst mode: the tests from the top down, on half of what is left of the budgets.  A
 * test that fails there is cheap (one line taking fewer tricks is enough), one that
 * succeeds is a proof over every normal line, so the first test to succeed gives the
 * value with a single proof where bisecting makes one at every step up.  When the half
 * runs out first the caller goes on bisecting with the rest — the tables kept — so that
 * an undecided search still proves what lower bound it can. */
static void scan_down(Ctx *c, int *lower, int *upper)
{
    long long budget = c->budget;
    double deadline = c->deadline;
    u16 rel[4];
    c->budget = c->nodes + (budget - c->nodes + 1) / 2;
    if (deadline > 0) {
        double now = cpu_ms();
        c->deadline = now + (deadline - now) / 2;
    }
    while (*lower < *upper) {
        int r = ab(c, *upper, rel);
        if (c->aborted) break;
        if (r) *lower = *upper;
        else (*upper)--;
    }
    c->budget = budget;
    c->deadline = deadline;
    c->aborted = 0;
}

/* The value by zero-window tests, within what the caller knows of it (in->has_bounds):
 * a bound known spares the tests beyond it, and the tests proving a lower bound are
 * the costly ones in a restricted search (worst mode scans down first, scan_down). */
static int binary_search(Ctx *c, const adj_input *in, int n, adj_result *out)
{
    int lower = 0, upper = n;
    int first = in->has_bounds && in->upper_first;
    u16 rel[4];
    if (in->has_bounds) {
        lower = in->lower_bound < n ? in->lower_bound : n;
        upper = in->upper_bound < n ? in->upper_bound : n;
        if (upper < lower) upper = lower;
    }
    /* a best line is a double-dummy search held to normal cards, and on a whole deal
     * (Law 12C2 candidates) it needs DDS's lead weights and killer lead as plain DD does:
     * without them a 1H deal's best line took 17M positions unfinished, with them 4.6M.
     * The witness line is built after, in the order it always had.  A worst line's value
     * search takes them too: its opponents play double dummy, and the ordering changes
     * only how soon a test is decided (corpus rulings: 4% fewer positions, every value,
     * line and outcome the same). */
    c->dd_order = c->mode == ADJ_DD || c->mode == ADJ_BEST || c->mode == ADJ_WORST;
    if (c->mode == ADJ_WORST && lower < upper) {
        scan_down(c, &lower, &upper);
        first = 0;
    }
    while (lower < upper) {
        int t = first ? upper : (lower + upper + 1) / 2;
        first = 0;
        int r = ab(c, t, rel);
        if (c->aborted) break;
        if (r) lower = t;
        else upper = t - 1;
    }
    out->lower = lower;
    out->upper = upper;
    out->complete = !c->aborted;
    out->value = out->complete ? lower : -1;
    c->dd_order = 0;
    return out->complete;
}

/* The value of the position (n tricks left) and, when asked and the value is complete, a
 * witness line; the line search gets a budget of its own.  No line for an answer below
 * the upper bound of a caller who asked only whether it is reached (in->asks_upper): that
 * answer may be a lower bound no test proved, and a line for a wrong one searches for what
 * is not there. */
void search_value(Ctx *c, const adj_input *in, int n, adj_result *out)
{
    if (binary_search(c, in, n, out) && in->want_line &&
        !(in->has_bounds && in->asks_upper && out->value < in->upper_bound)) {
        c->budget = c->nodes + in->budget;
        if (in->time_budget_ms > 0) c->deadline = cpu_ms() + in->time_budget_ms;
        build_line(c, out->value, out->line, &out->line_len);
    }
}

/* ---- every card's value (DDS's SolveBoard with solutions = 3) ----------------------- */

/* The value of the position after `card`, for the counted side (the side of the player to
 * play: no card is worth more than `best`, the position's value, and the root's tests
 * already failed above it).  The tests go down from `best`: most cards are worth the
 * value or a trick or two less, a failing test is a cheap refutation (one defence is
 * enough), and going down needs only one succeeding test, the costly proof, where
 * bisecting makes about two (measured: as many positions as bisecting after two tests
 * down, on 30 deals).  -1 when the budget runs out. */
static int card_value(Ctx *c, int card, int best)
{
    u16 rel[4];
    int t = best;
    for (; t > 0; t--) {
        int r = child_ge(c, card, t, rel);
        if (c->aborted) return -1;
        if (r) break;
    }
    return t;
}

/* Every legal card of the player to play with its value for his side (c->side), counting
 * the trick in progress; -1 for the cards he cannot play.  The position's value first
 * (the usual search: it bounds every card's and fills the table the cards' searches then
 * use), then each card that stands for a run of equivalent cards, in move order, its
 * value copied to the run.  out gets the position's value and completeness. */
void search_all_cards(Ctx *c, const adj_input *in, int n, int values[52], adj_result *out)
{
    for (int i = 0; i < 52; i++) values[i] = -1;
    if (!binary_search(c, in, n, out)) return;
    int best = out->value, seat = seat_to_play(&c->p);
    Moves mv;
    c->dd_order = 1;
    gen_moves(c, seat, 0, 1, -1, &mv);
    for (int i = 0; i < mv.n; i++) {
        int card = mv.card[i];
        int v = mv.n == 1 ? best : card_value(c, card, best);
        if (v < 0) break;
        int low = run_low(c, seat, card), s = card / 13;
        for (int k = low; k <= card; k++)
            if (c->p.h[seat][s] >> (k % 13) & 1) values[k] = v;
    }
    c->dd_order = 0;
    if (c->aborted) {
        for (int i = 0; i < 52; i++) values[i] = -1;
        out->complete = 0;
        out->value = -1;
    }
}
