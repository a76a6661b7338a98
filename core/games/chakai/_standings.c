/* The 北野大茶会 tea party's standings (VP after anger, and anger tokens per seat), compiled.
 *
 * A transcription of ChakaiRules.standings (core/games/chakai/rules.py) for its hot path: a CPU
 * imagining a move scores an imagined table some 90,000 times a planner game, and in Python that
 * was two fifths of the game's time. The Python method stays the rules as written; it calls this
 * kernel when it is built and no list of majorities is wanted, and
 * tests/core/games/test_chakai_standings_kernel.py compares the two on random tables under every
 * rule option.
 *
 * standings(suits, counts, first, dice, taiko_counts, leftmost, split, plus_count, everyone,
 *           set_bonus, anger_penalty) -> (vp, anger)
 *   suits         the suits in play (indices), in the rules' order
 *   counts        per seat, a sequence of 名物 per suit (ints)
 *   first         per seat, a sequence per suit of the place of its leftmost card (comparable
 *                 objects, (round, index) tuples) or None
 *   dice          per suit, the die (ints)
 *   taiko_counts  per suit, the 太閤's cards (ints or floats: a CPU may weigh unknown ones)
 *   flags         ints, as the rule options read
 * Returns two lists of ints.
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#define MAX_SEATS 16
#define MAX_SUITS 16

static int long_at(PyObject *sequence, Py_ssize_t index, long *out) {
    PyObject *item = PySequence_GetItem(sequence, index);
    if (item == NULL) return -1;
    *out = PyLong_AsLong(item);
    Py_DECREF(item);
    return (*out == -1 && PyErr_Occurred()) ? -1 : 0;
}

static int double_at(PyObject *sequence, Py_ssize_t index, double *out) {
    PyObject *item = PySequence_GetItem(sequence, index);
    if (item == NULL) return -1;
    *out = PyFloat_AsDouble(item);
    Py_DECREF(item);
    return (*out == -1.0 && PyErr_Occurred()) ? -1 : 0;
}

/* Python's floor division for ints (a die is never negative, but the rules' // is floor). */
static long floor_div(long a, long b) {
    long q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) q -= 1;
    return q;
}

static PyObject *standings(PyObject *self, PyObject *args) {
    PyObject *suits, *counts, *first, *dice, *taiko;
    int leftmost, split, plus_count, everyone;
    long set_bonus, anger_penalty;
    (void)self;
    if (!PyArg_ParseTuple(args, "OOOOOppppll", &suits, &counts, &first, &dice, &taiko, &leftmost, &split,
                          &plus_count, &everyone, &set_bonus, &anger_penalty))
        return NULL;
    Py_ssize_t n = PySequence_Size(counts);
    if (n < 0) return NULL;
    if (n > MAX_SEATS) {
        PyErr_SetString(PyExc_ValueError, "too many seats");
        return NULL;
    }
    Py_ssize_t suit_count = 0;
    long table[MAX_SEATS][MAX_SUITS];
    for (Py_ssize_t seat = 0; seat < n; seat++) {
        PyObject *row = PySequence_GetItem(counts, seat);
        if (row == NULL) return NULL;
        Py_ssize_t size = PySequence_Size(row);
        if (size < 0 || size > MAX_SUITS || (seat > 0 && size != suit_count)) {
            Py_DECREF(row);
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "counts: one row of at most 16 suits per seat");
            return NULL;
        }
        suit_count = size;
        for (Py_ssize_t s = 0; s < size; s++) {
            if (long_at(row, s, &table[seat][s]) < 0) {
                Py_DECREF(row);
                return NULL;
            }
        }
        Py_DECREF(row);
    }
    long vp[MAX_SEATS] = {0}, anger[MAX_SEATS] = {0};
    Py_ssize_t in_play = PySequence_Size(suits);
    if (in_play < 0) return NULL;
    for (Py_ssize_t k = 0; k < in_play; k++) {
        long suit;
        if (long_at(suits, k, &suit) < 0) return NULL;
        if (suit < 0 || suit >= suit_count) {
            PyErr_SetString(PyExc_IndexError, "suit out of range");
            return NULL;
        }
        long most = 0;
        for (Py_ssize_t seat = 0; seat < n; seat++)
            if (table[seat][suit] > most) most = table[seat][suit];
        if (most <= 0) continue;  /* (counts are never negative: max(column) == 0 in Python) */
        int holder[MAX_SEATS] = {0};
        Py_ssize_t holders = 0;
        for (Py_ssize_t seat = 0; seat < n; seat++)
            if (table[seat][suit] == most) {
                holder[seat] = 1;
                holders++;
            }
        if (holders > 1 && leftmost) {
            /* of the holders, those whose leftmost card of the suit lies earliest */
            PyObject *earliest = NULL;
            PyObject *places[MAX_SEATS] = {NULL};
            int failed = 0;
            for (Py_ssize_t seat = 0; seat < n && !failed; seat++) {
                if (!holder[seat]) continue;
                PyObject *row = PySequence_GetItem(first, seat);
                if (row == NULL) { failed = 1; break; }
                places[seat] = PySequence_GetItem(row, suit);
                Py_DECREF(row);
                if (places[seat] == NULL) { failed = 1; break; }
                if (earliest == NULL) {
                    earliest = places[seat];
                } else {
                    int less = PyObject_RichCompareBool(places[seat], earliest, Py_LT);
                    if (less < 0) failed = 1;
                    else if (less) earliest = places[seat];
                }
            }
            if (!failed) {
                holders = 0;
                for (Py_ssize_t seat = 0; seat < n && !failed; seat++) {
                    if (!holder[seat]) continue;
                    int same = PyObject_RichCompareBool(places[seat], earliest, Py_EQ);
                    if (same < 0) failed = 1;
                    holder[seat] = same > 0;
                    holders += same > 0;
                }
            }
            for (Py_ssize_t seat = 0; seat < n; seat++) Py_XDECREF(places[seat]);
            if (failed) return NULL;
        }
        long bonus;
        if (long_at(dice, suit, &bonus) < 0) return NULL;
        if (split) bonus = floor_div(bonus, (long)holders);
        for (Py_ssize_t seat = 0; seat < n; seat++)
            if (holder[seat]) vp[seat] += bonus + (plus_count ? table[seat][suit] : 0);
        double limit;
        if (double_at(taiko, suit, &limit) < 0) return NULL;
        for (Py_ssize_t seat = 0; seat < n; seat++) {
            if (!(everyone || holder[seat])) continue;
            long count = table[seat][suit];
            if (count && (double)count >= limit) anger[seat] += 1;
        }
    }
    PyObject *vp_list = PyList_New(n), *anger_list = PyList_New(n);
    if (vp_list == NULL || anger_list == NULL) {
        Py_XDECREF(vp_list);
        Py_XDECREF(anger_list);
        return NULL;
    }
    for (Py_ssize_t seat = 0; seat < n; seat++) {
        if (set_bonus) {
            long sets = 0;
            for (Py_ssize_t s = 0; s < suit_count; s++) sets += table[seat][s] > 1;
            vp[seat] += set_bonus * sets;
        }
        if (anger[seat] == 1) vp[seat] -= anger_penalty;
        PyObject *points = PyLong_FromLong(vp[seat]), *tokens = PyLong_FromLong(anger[seat]);
        if (points == NULL || tokens == NULL) {
            Py_XDECREF(points);
            Py_XDECREF(tokens);
            Py_DECREF(vp_list);
            Py_DECREF(anger_list);
            return NULL;
        }
        PyList_SET_ITEM(vp_list, seat, points);
        PyList_SET_ITEM(anger_list, seat, tokens);
    }
    return Py_BuildValue("(NN)", vp_list, anger_list);
}

static PyMethodDef methods[] = {
    {"standings", standings, METH_VARARGS, "VP after anger and anger tokens per seat at a tea party."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_standings", "The tea party's standings, compiled.", -1,
                                    methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__standings(void) { return PyModule_Create(&module); }
