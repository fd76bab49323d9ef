/* CPython binding of the claim-search engine (native/include/adj_search.h).
 *
 * Its functions (search, all_cards, solve_layouts, explain, the tables') take plain
 * integers (card masks, seat and strain numbers) and, for many layouts, contiguous arrays
 * (the buffer protocol: numpy arrays, no numpy headers), so that all conversion from
 * endplay types happens in adjudicator/engine.  The GIL is released during the searches:
 * all search state is per call, its tables per thread.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "adj_search.h"

static PyObject *line_tuple(const int *line, int len)
{
    PyObject *t = PyTuple_New(len);
    if (!t) return NULL;
    for (int i = 0; i < len; i++) {
        PyObject *v = PyLong_FromLong(line[i]);
        if (!v) {
            Py_DECREF(t);
            return NULL;
        }
        PyTuple_SET_ITEM(t, i, v);
    }
    return t;
}

static int parse_u64(PyObject *o, uint64_t *out, const char *what)
{
    unsigned long long v = PyLong_AsUnsignedLongLong(o);
    if (v == (unsigned long long)-1 && PyErr_Occurred()) {
        PyErr_Format(PyExc_ValueError, "%s must be a non-negative integer mask", what);
        return -1;
    }
    *out = (uint64_t)v;
    return 0;
}

static int parse_hands(PyObject *hands, adj_input *in)
{
    if (!PyTuple_Check(hands) || PyTuple_GET_SIZE(hands) != 4) {
        PyErr_SetString(PyExc_ValueError, "hands must be a tuple of 4 card masks");
        return -1;
    }
    for (int i = 0; i < 4; i++)
        if (parse_u64(PyTuple_GET_ITEM(hands, i), &in->hands[i], "a hand")) return -1;
    return 0;
}

static int parse_trick(PyObject *trick, adj_input *in)
{
    if (!PyTuple_Check(trick) || PyTuple_GET_SIZE(trick) > 3) {
        PyErr_SetString(PyExc_ValueError, "trick must be a tuple of at most 3 cards");
        return -1;
    }
    in->ntrick = (int)PyTuple_GET_SIZE(trick);
    for (int i = 0; i < in->ntrick; i++) {
        long v = PyLong_AsLong(PyTuple_GET_ITEM(trick, i));
        if (v == -1 && PyErr_Occurred()) return -1;
        if (v < 0 || v > 51) {
            PyErr_SetString(PyExc_ValueError, "a trick card is out of range 0..51");
            return -1;
        }
        in->trick[i] = (int)v;
    }
    return 0;
}

static int parse_phases(PyObject *phases, adj_input *in)
{
    if (!PyTuple_Check(phases) || PyTuple_GET_SIZE(phases) > ADJ_MAX_PHASES) {
        PyErr_SetString(PyExc_ValueError, "phases must be a tuple of at most 32 phases");
        return -1;
    }
    in->nphases = (int)PyTuple_GET_SIZE(phases);
    for (int i = 0; i < in->nphases; i++) {
        PyObject *ph = PyTuple_GET_ITEM(phases, i);
        Py_ssize_t n = PyTuple_Check(ph) ? PyTuple_GET_SIZE(ph) : 0;
        if (n != 5 && n != 7 && n != 9 && n != 13) {
            PyErr_SetString(PyExc_ValueError, "a phase must be (lead, play, done, done_left, out"
                                              "[, discard, discard_left[, cond_suit, "
                                              "cond_left[, place, place_seat, place_negated, "
                                              "place_reveal]]])");
            return -1;
        }
        adj_phase *p = &in->phases[i];
        p->discard = 0;
        p->discard_left = 0;
        p->cond_suit = 0;
        p->cond_left = 0;
        p->place = p->place_reveal = 0;
        p->place_seat = p->place_negated = 0;
        if (n == 13) {
            long seat = PyLong_AsLong(PyTuple_GET_ITEM(ph, 10));
            long negated = PyLong_AsLong(PyTuple_GET_ITEM(ph, 11));
            if ((seat == -1 || negated == -1) && PyErr_Occurred()) return -1;
            if (seat < 0 || seat > 3 || negated < 0 || negated > 1) {
                PyErr_SetString(PyExc_ValueError,
                                "a phase's place_seat must be 0..3 and place_negated 0 or 1");
                return -1;
            }
            p->place_seat = (int)seat;
            p->place_negated = (int)negated;
            if (parse_u64(PyTuple_GET_ITEM(ph, 9), &p->place, "phase place") ||
                parse_u64(PyTuple_GET_ITEM(ph, 12), &p->place_reveal, "phase place_reveal"))
                return -1;
        }
        if (n >= 9) {
            long suit = PyLong_AsLong(PyTuple_GET_ITEM(ph, 7));
            long left = PyLong_AsLong(PyTuple_GET_ITEM(ph, 8));
            if ((suit == -1 || left == -1) && PyErr_Occurred()) return -1;
            if (suit < 0 || suit > 3 || left < 0 || left > 0x3FFF) {
                PyErr_SetString(PyExc_ValueError,
                                "a phase's condition must be a suit 0..3 and a 14-bit mask");
                return -1;
            }
            p->cond_suit = (int)suit;
            p->cond_left = (unsigned)left;
        }
        if (parse_u64(PyTuple_GET_ITEM(ph, 0), &p->lead, "phase lead") ||
            parse_u64(PyTuple_GET_ITEM(ph, 1), &p->play, "phase play") ||
            parse_u64(PyTuple_GET_ITEM(ph, 2), &p->done, "phase done") ||
            parse_u64(PyTuple_GET_ITEM(ph, 4), &p->out, "phase out") ||
            (n >= 7 && parse_u64(PyTuple_GET_ITEM(ph, 5), &p->discard, "phase discard")))
            return -1;
        for (int k = 0; k < (n >= 7 ? 2 : 1); k++) {
            long left = PyLong_AsLong(PyTuple_GET_ITEM(ph, k ? 6 : 3));
            if (left == -1 && PyErr_Occurred()) return -1;
            if (left < 0 || left > 52) {
                PyErr_SetString(PyExc_ValueError, k ? "a phase's discard_left must be 0..52"
                                                    : "a phase's done_left must be 0..52");
                return -1;
            }
            if (k)
                p->discard_left = (int)left;
            else
                p->done_left = (int)left;
        }
    }
    return 0;
}

/* The normal-play model's fields (issue 16): (counted_min_rank (4 ints), unseen_suits,
 * careless_budget, points ((trick, seat, card), ...), visible seat or -1); None leaves
 * them at zero (no seat visible). */
static int parse_model(PyObject *model, adj_input *in)
{
    if (model == NULL || model == Py_None) return 0;
    PyObject *counted, *points;
    unsigned int unseen;
    int budget, visible;
    if (!PyTuple_Check(model) ||
        !PyArg_ParseTuple(model, "O!IiO!i", &PyTuple_Type, &counted, &unseen, &budget,
                          &PyTuple_Type, &points, &visible)) {
        PyErr_Clear();
        PyErr_SetString(PyExc_ValueError, "model must be (counted ranks, unseen suits, "
                                          "careless budget, points, visible seat)");
        return -1;
    }
    in->visible_seat = visible + 1;
    if (PyTuple_GET_SIZE(counted) != 4 || PyTuple_GET_SIZE(points) > ADJ_MAX_POINTS) {
        PyErr_SetString(PyExc_ValueError, "model: 4 counted ranks and at most 16 points");
        return -1;
    }
    for (int s = 0; s < 4; s++) {
        long v = PyLong_AsLong(PyTuple_GET_ITEM(counted, s));
        if (v == -1 && PyErr_Occurred()) return -1;
        in->counted_min_rank[s] = (int)v;
    }
    in->unseen_suits = unseen;
    in->careless_budget = budget;
    in->npoints = (int)PyTuple_GET_SIZE(points);
    for (int i = 0; i < in->npoints; i++) {
        adj_point *pt = &in->points[i];
        if (!PyArg_ParseTuple(PyTuple_GET_ITEM(points, i), "iii", &pt->trick, &pt->seat,
                              &pt->card)) {
            PyErr_Clear();
            PyErr_SetString(PyExc_ValueError, "a point must be (trick, seat, card)");
            return -1;
        }
    }
    return 0;
}

static PyObject *outcomes_dict(const adj_result *res)
{
    PyObject *d = PyDict_New();
    if (!d) return NULL;
    for (int v = 0; v < ADJ_MAX_VALUES; v++) {
        if (!(res->outcome_set >> v & 1)) continue;
        PyObject *key = PyLong_FromLong(v);
        PyObject *line = line_tuple(res->out_line[v], res->out_len[v]);
        if (!key || !line || PyDict_SetItem(d, key, line) < 0) {
            Py_XDECREF(key);
            Py_XDECREF(line);
            Py_DECREF(d);
            return NULL;
        }
        Py_DECREF(key);
        Py_DECREF(line);
    }
    return d;
}

PyDoc_STRVAR(search_doc,
             "search(hands, trump, leader, trick, side, mode, rules, evident_min_rank, shown_out,\n"
             "       phases, budget, want_line, model=None, time_budget_ms=0, session=0,\n"
             "       bounds=None)\n"
             "       -> (value, lower, upper, complete, line, nodes, outcomes, elapsed_ms,\n"
             "       stopped_by, stats)\n\n"
             "hands: 4 card masks (N E S W); trump 0..4; leader 0..3; trick: card numbers;\n"
             "side 0=NS 1=EW (counted side); mode 0=dd 1=worst 2=best 3=outcomes;\n"
             "phases: tuple of (lead, play, done, done_left, out[, discard, discard_left[,\n"
             "cond_suit, cond_left[, place, place_seat, place_negated, place_reveal]]]);\n"
             "budget: nodes; model:\n"
             "(counted ranks, unseen suits, careless budget, ((trick, seat, card), ...),\n"
             "visible seat or -1) or None; time_budget_ms: CPU time of this thread (0: none);\n"
             "session: 0 for empty tables, else shared with this thread's previous search of\n"
             "the same session; bounds: (lower, upper[, upper_first[, asks_upper]]), what is\n"
             "known of the value (no test outside it; asks_upper: no line for an answer\n"
             "below upper), in outcomes mode the results looked for.  value is\n"
             "-1 when a budget ran out (stopped_by 1: nodes, 2: time); outcomes is a dict\n"
             "value -> line in outcomes mode, else None; elapsed_ms the search's CPU time;\n"
             "stats a tuple of counts (see adj_result.stats).  Raises ValueError on bad\n"
             "input.");

/* What the caller knows of the value: None, or (lower, upper, upper_first, asks_upper). */
static int parse_bounds(PyObject *bounds, adj_input *in)
{
    if (!bounds || bounds == Py_None) return 0;
    int first = 0, asks = 0;
    if (!PyTuple_Check(bounds) ||
        !PyArg_ParseTuple(bounds, "ii|pp", &in->lower_bound, &in->upper_bound, &first, &asks)) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_TypeError,
                            "bounds must be (lower, upper[, upper_first[, asks_upper]])");
        return -1;
    }
    in->has_bounds = 1;
    in->upper_first = first;
    in->asks_upper = asks;
    return 0;
}

/* The position and the restriction, as both entry points take them: the parsed tuples,
 * then the numbers.  -1 with a Python exception set when a tuple is not valid. */
static int fill_input(adj_input *in, PyObject *hands, PyObject *trick, PyObject *phases,
                      PyObject *model, int trump, int leader, int side, int mode,
                      unsigned int rules, int emin, unsigned int shown)
{
    if (parse_hands(hands, in) || parse_trick(trick, in) || (phases && parse_phases(phases, in)) ||
        parse_model(model, in))
        return -1;
    in->trump = trump;
    in->leader = leader;
    in->side = side;
    in->mode = mode;
    in->rules = rules;
    in->evident_min_rank = emin;
    in->shown_out = shown;
    return 0;
}

static PyObject *engine_search(PyObject *self, PyObject *args)
{
    (void)self;
    PyObject *hands, *trick, *phases, *model = NULL;
    int trump, leader, side, mode, emin, want_line;
    unsigned int rules, shown;
    long long budget;
    double time_budget_ms = 0;
    unsigned long long session = 0;
    PyObject *bounds = NULL;
    if (!PyArg_ParseTuple(args, "O!iiO!iiIiIO!Lp|OdKO", &PyTuple_Type, &hands, &trump, &leader,
                          &PyTuple_Type, &trick, &side, &mode, &rules, &emin, &shown,
                          &PyTuple_Type, &phases, &budget, &want_line, &model, &time_budget_ms,
                          &session, &bounds))
        return NULL;
    adj_input *in = PyMem_Calloc(1, sizeof *in);
    adj_result *res = PyMem_Calloc(1, sizeof *res);
    PyObject *ret = NULL;
    if (!in || !res) {
        PyErr_NoMemory();
        goto done;
    }
    if (fill_input(in, hands, trick, phases, model, trump, leader, side, mode, rules, emin,
                   shown))
        goto done;
    in->budget = budget;
    in->want_line = want_line;
    in->time_budget_ms = time_budget_ms;
    in->session = session;
    if (parse_bounds(bounds, in)) goto done;
    char err[256];
    int rc;
    Py_BEGIN_ALLOW_THREADS
    rc = adj_search(in, res, err, sizeof err);
    Py_END_ALLOW_THREADS
    if (rc) {
        PyErr_SetString(PyExc_ValueError, err);
        goto done;
    }
    PyObject *line = line_tuple(res->line, res->line_len);
    PyObject *outs = NULL;
    if (line && mode == ADJ_OUTCOMES) {
        outs = outcomes_dict(res);
        if (!outs) {
            Py_DECREF(line);
            goto done;
        }
    } else if (line) {
        outs = Py_None;
        Py_INCREF(outs);
    }
    if (!line) goto done;
    PyObject *stats = PyTuple_New(ADJ_STATS);
    if (!stats) {
        Py_DECREF(line);
        Py_DECREF(outs);
        goto done;
    }
    for (int i = 0; i < ADJ_STATS; i++) {
        PyObject *v = PyLong_FromLongLong(res->stats[i]);
        if (!v) {
            Py_DECREF(stats);
            Py_DECREF(line);
            Py_DECREF(outs);
            goto done;
        }
        PyTuple_SET_ITEM(stats, i, v);
    }
    ret = Py_BuildValue("(iiiiNLNdiN)", res->value, res->lower, res->upper, res->complete, line,
                        res->nodes, outs, res->elapsed_ms, res->stopped_by, stats);
done:
    PyMem_Free(in);
    PyMem_Free(res);
    return ret;
}

static PyObject *engine_forget(PyObject *self, PyObject *args)
{
    (void)self;
    (void)args;
    adj_forget_tables();
    Py_RETURN_NONE;
}

static PyObject *engine_release(PyObject *self, PyObject *args)
{
    (void)self;
    (void)args;
    adj_release_tables();
    Py_RETURN_NONE;
}

static PyObject *step_tuple(const adj_step *st)
{
    PyObject *ex = PyTuple_New(ADJ_RULE_BITS);
    if (!ex) return NULL;
    for (int i = 0; i < ADJ_RULE_BITS; i++) {
        PyObject *v = PyLong_FromUnsignedLongLong(st->excluded[i]);
        if (!v) {
            Py_DECREF(ex);
            return NULL;
        }
        PyTuple_SET_ITEM(ex, i, v);
    }
    return Py_BuildValue("(iiiKKKiiiINK)", st->trick, st->seat, st->card,
                         (unsigned long long)st->legal, (unsigned long long)st->normal,
                         (unsigned long long)st->careless, st->is_normal, st->is_careless,
                         st->slips_before, st->deviated, ex,
                         (unsigned long long)st->free_choice);
}

PyDoc_STRVAR(explain_doc,
             "explain(hands, trump, leader, trick, side, mode, rules, evident_min_rank,\n"
             "        shown_out, phases, model, line) -> tuple of steps\n\n"
             "Walks line (card numbers in play order) under the restriction; for each card\n"
             "of the counted side a step (trick, seat, card, legal, normal, careless,\n"
             "is_normal, is_careless, slips_before, deviated, excluded, free), excluded holding\n"
             "per rule bit the legal cards that rule removed, free the normal cards he is not\n"
             "made to play.  Raises ValueError on bad input.");

static PyObject *engine_explain(PyObject *self, PyObject *args)
{
    (void)self;
    PyObject *hands, *trick, *phases, *model, *line;
    int trump, leader, side, mode, emin;
    unsigned int rules, shown;
    if (!PyArg_ParseTuple(args, "O!iiO!iiIiIO!OO!", &PyTuple_Type, &hands, &trump, &leader,
                          &PyTuple_Type, &trick, &side, &mode, &rules, &emin, &shown,
                          &PyTuple_Type, &phases, &model, &PyTuple_Type, &line))
        return NULL;
    adj_input *in = PyMem_Calloc(1, sizeof *in);
    adj_step *steps = PyMem_Calloc(ADJ_MAX_LINE, sizeof *steps);
    int *cards = PyMem_Calloc(ADJ_MAX_LINE, sizeof *cards);
    PyObject *ret = NULL;
    Py_ssize_t len = PyTuple_GET_SIZE(line);
    if (!in || !steps || !cards) {
        PyErr_NoMemory();
        goto done;
    }
    if (len > ADJ_MAX_LINE) {
        PyErr_SetString(PyExc_ValueError, "a line holds at most 52 cards");
        goto done;
    }
    if (fill_input(in, hands, trick, phases, model, trump, leader, side, mode, rules, emin,
                   shown))
        goto done;
    for (Py_ssize_t i = 0; i < len; i++) {
        long v = PyLong_AsLong(PyTuple_GET_ITEM(line, i));
        if (v == -1 && PyErr_Occurred()) goto done;
        cards[i] = (int)v;
    }
    in->budget = 1;
    char err[256];
    int nsteps = 0;
    if (adj_explain(in, cards, (int)len, steps, &nsteps, err, sizeof err)) {
        PyErr_SetString(PyExc_ValueError, err);
        goto done;
    }
    ret = PyTuple_New(nsteps);
    for (int i = 0; ret && i < nsteps; i++) {
        PyObject *t = step_tuple(&steps[i]);
        if (!t) {
            Py_CLEAR(ret);
            break;
        }
        PyTuple_SET_ITEM(ret, i, t);
    }
done:
    PyMem_Free(in);
    PyMem_Free(steps);
    PyMem_Free(cards);
    return ret;
}

PyDoc_STRVAR(all_cards_doc,
             "all_cards(hands, trump, leader, trick, side, budget) -> (values, value,\n"
             "          complete, nodes, elapsed_ms)\n\n"
             "Every card's value in one plain double-dummy call: values is a tuple of 52\n"
             "(card number -> tricks of side 0=NS 1=EW, counting the trick in progress,\n"
             "when the player to play plays that card; -1 for a card he cannot play);\n"
             "value the position's.  Raises ValueError on bad input.");

static PyObject *engine_all_cards(PyObject *self, PyObject *args)
{
    (void)self;
    PyObject *hands, *trick;
    int trump, leader, side;
    long long budget;
    if (!PyArg_ParseTuple(args, "O!iiO!iL", &PyTuple_Type, &hands, &trump, &leader,
                          &PyTuple_Type, &trick, &side, &budget))
        return NULL;
    adj_input *in = PyMem_Calloc(1, sizeof *in);
    adj_result *res = PyMem_Calloc(1, sizeof *res);
    PyObject *ret = NULL;
    if (!in || !res) {
        PyErr_NoMemory();
        goto done;
    }
    if (fill_input(in, hands, trick, NULL, NULL, trump, leader, side, ADJ_DD, 0, 10, 0))
        goto done;
    in->budget = budget;
    char err[256];
    int values[52], rc;
    Py_BEGIN_ALLOW_THREADS
    rc = adj_all_cards(in, values, res, err, sizeof err);
    Py_END_ALLOW_THREADS
    if (rc) {
        PyErr_SetString(PyExc_ValueError, err);
        goto done;
    }
    PyObject *vals = line_tuple(values, 52);
    if (vals)
        ret = Py_BuildValue("(NiiLd)", vals, res->value, res->complete, res->nodes,
                            res->elapsed_ms);
done:
    PyMem_Free(in);
    PyMem_Free(res);
    return ret;
}

/* A C-contiguous buffer of `count` items of `itemsize` bytes (writable when asked). */
static int get_array(PyObject *obj, Py_buffer *view, Py_ssize_t count, Py_ssize_t itemsize,
                     int writable, const char *what)
{
    int flags = PyBUF_C_CONTIGUOUS | (writable ? PyBUF_WRITABLE : 0);
    if (PyObject_GetBuffer(obj, view, flags) < 0) {
        PyErr_Clear();
        PyErr_Format(PyExc_ValueError, "%s must be a %scontiguous array", what,
                     writable ? "writable " : "");
        return -1;
    }
    if (view->itemsize != itemsize || view->len != count * itemsize) {
        PyErr_Format(PyExc_ValueError, "%s must hold %zd items of %zd bytes", what, count,
                     itemsize);
        PyBuffer_Release(view);
        return -1;
    }
    return 0;
}

PyDoc_STRVAR(solve_layouts_doc,
             "solve_layouts(known, trump, leader, trick, side, layouts, count, threads,\n"
             "              values, cards) -> nodes\n\n"
             "Plain double dummy over many layouts (adj_solve_layouts): known is 4 card masks,\n"
             "layouts a contiguous uint64 array of count x 4 masks (the unseen cards each\n"
             "seat gets), values a writable int8 array of count (side's tricks), cards None\n"
             "or a writable int8 array of count x 52 (every card's value, -1 not legal).\n"
             "The GIL is released while the threads search.  Raises ValueError on bad\n"
             "input (naming the first bad layout).");

static PyObject *engine_solve_layouts(PyObject *self, PyObject *args)
{
    (void)self;
    PyObject *hands, *trick, *layouts, *values, *cards;
    int trump, leader, side, threads;
    Py_ssize_t count;
    if (!PyArg_ParseTuple(args, "O!iiO!iOniOO", &PyTuple_Type, &hands, &trump, &leader,
                          &PyTuple_Type, &trick, &side, &layouts, &count, &threads, &values,
                          &cards))
        return NULL;
    if (count < 0) {
        PyErr_SetString(PyExc_ValueError, "count must not be negative");
        return NULL;
    }
    Py_buffer lv, vv, cv;
    int have_cards = cards != Py_None;
    if (get_array(layouts, &lv, 4 * count, 8, 0, "layouts")) return NULL;
    if (get_array(values, &vv, count, 1, 1, "values")) {
        PyBuffer_Release(&lv);
        return NULL;
    }
    if (have_cards && get_array(cards, &cv, 52 * count, 1, 1, "cards")) {
        PyBuffer_Release(&lv);
        PyBuffer_Release(&vv);
        return NULL;
    }
    adj_input *in = PyMem_Calloc(1, sizeof *in);
    PyObject *ret = NULL;
    if (!in) {
        PyErr_NoMemory();
        goto done;
    }
    if (fill_input(in, hands, trick, NULL, NULL, trump, leader, side, ADJ_DD, 0, 10, 0))
        goto done;
    in->budget = (long long)1 << 62;
    char err[256];
    long long nodes = 0;
    int rc;
    Py_BEGIN_ALLOW_THREADS
    rc = adj_solve_layouts(in, (const uint64_t *)lv.buf, (size_t)count, threads,
                           (int8_t *)vv.buf, have_cards ? (int8_t *)cv.buf : NULL, &nodes,
                           err, sizeof err);
    Py_END_ALLOW_THREADS
    if (rc) PyErr_SetString(PyExc_ValueError, err);
    else ret = PyLong_FromLongLong(nodes);
done:
    PyMem_Free(in);
    PyBuffer_Release(&lv);
    PyBuffer_Release(&vv);
    if (have_cards) PyBuffer_Release(&cv);
    return ret;
}

static PyMethodDef engine_methods[] = {
    {"search", engine_search, METH_VARARGS, search_doc},
    {"forget_tables", engine_forget, METH_NOARGS,
     "Make the calling thread's tables forget every entry (memory kept)."},
    {"release_tables", engine_release, METH_NOARGS,
     "Free the calling thread's tables now (a later search allocates them again)."},
    {"explain", engine_explain, METH_VARARGS, explain_doc},
    {"all_cards", engine_all_cards, METH_VARARGS, all_cards_doc},
    {"solve_layouts", engine_solve_layouts, METH_VARARGS, solve_layouts_doc},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef engine_module = {
    PyModuleDef_HEAD_INIT, "_native",
    "Native claim-search engine (see native/include/adj_search.h).", -1, engine_methods, NULL,
    NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__native(void) { return PyModule_Create(&engine_module); }
