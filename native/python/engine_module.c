/* CPython binding of the claim-search engine (native/include/adj_search.h).
 *
 * One function, _native.search(...), taking plain integers (card masks, seat and strain
 * numbers) so that all conversion from endplay types happens in adjudicator/engine.py.
 * The GIL is released during the search: all search state is per call.
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
        if (!PyTuple_Check(ph) || PyTuple_GET_SIZE(ph) != 5) {
            PyErr_SetString(PyExc_ValueError, "a phase must be (lead, play, done, done_left, out)");
            return -1;
        }
        adj_phase *p = &in->phases[i];
        if (parse_u64(PyTuple_GET_ITEM(ph, 0), &p->lead, "phase lead") ||
            parse_u64(PyTuple_GET_ITEM(ph, 1), &p->play, "phase play") ||
            parse_u64(PyTuple_GET_ITEM(ph, 2), &p->done, "phase done") ||
            parse_u64(PyTuple_GET_ITEM(ph, 4), &p->out, "phase out"))
            return -1;
        long left = PyLong_AsLong(PyTuple_GET_ITEM(ph, 3));
        if (left == -1 && PyErr_Occurred()) return -1;
        if (left < 0 || left > 52) {
            PyErr_SetString(PyExc_ValueError, "a phase's done_left must be 0..52");
            return -1;
        }
        p->done_left = (int)left;
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
             "       phases, budget, want_line) -> (value, lower, upper, complete, line, nodes,"
             " outcomes)\n\n"
             "hands: 4 card masks (N E S W); trump 0..4; leader 0..3; trick: card numbers;\n"
             "side 0=NS 1=EW (counted side); mode 0=dd 1=worst 2=best 3=outcomes;\n"
             "phases: tuple of (lead, play, done, done_left, out).  value is -1 when the\n"
             "budget ran out; outcomes is a dict value -> line in outcomes mode, else None.\n"
             "Raises ValueError on bad input.");

static PyObject *engine_search(PyObject *self, PyObject *args)
{
    (void)self;
    PyObject *hands, *trick, *phases;
    int trump, leader, side, mode, emin, want_line;
    unsigned int rules, shown;
    long long budget;
    if (!PyArg_ParseTuple(args, "O!iiO!iiIiIO!Lp", &PyTuple_Type, &hands, &trump, &leader,
                          &PyTuple_Type, &trick, &side, &mode, &rules, &emin, &shown,
                          &PyTuple_Type, &phases, &budget, &want_line))
        return NULL;
    adj_input *in = PyMem_Calloc(1, sizeof *in);
    adj_result *res = PyMem_Calloc(1, sizeof *res);
    PyObject *ret = NULL;
    if (!in || !res) {
        PyErr_NoMemory();
        goto done;
    }
    if (parse_hands(hands, in) || parse_trick(trick, in) || parse_phases(phases, in)) goto done;
    in->trump = trump;
    in->leader = leader;
    in->side = side;
    in->mode = mode;
    in->rules = rules;
    in->evident_min_rank = emin;
    in->shown_out = shown;
    in->budget = budget;
    in->want_line = want_line;
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
    ret = Py_BuildValue("(iiiiNLN)", res->value, res->lower, res->upper, res->complete, line,
                        res->nodes, outs);
done:
    PyMem_Free(in);
    PyMem_Free(res);
    return ret;
}

static PyMethodDef engine_methods[] = {
    {"search", engine_search, METH_VARARGS, search_doc},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef engine_module = {
    PyModuleDef_HEAD_INIT, "_native",
    "Native claim-search engine (see native/include/adj_search.h).", -1, engine_methods, NULL,
    NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__native(void) { return PyModule_Create(&engine_module); }
