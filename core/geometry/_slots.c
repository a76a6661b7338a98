/*
 * Card layout as a search over candidate slots, for core/geometry/card_layout.py.
 *
 * One question, asked many times by a binary search on the largest shift D: can these cards each
 * take a slot within D of their home point so that no two cards overlap, no card covers another
 * home point, every card stays on the board and no two leader lines cross? Each card's slots are a
 * grid (steps s across, s_y down) around its home, cut to the disk of radius D; a card's remaining
 * slots are a bit set. With RULE_LATTICE the grid is one board-wide lattice (multiples of the
 * steps) plus the home itself: when the steps divide the card's width and height, cards can then
 * sit exactly edge to edge, which a tight packing needs (at 34 × 46 on the province board, 114 px
 * → 76 px). Depth-first search: the card with fewest slots left per past trouble goes next
 * (dom/wdeg: a card's weight grows each time it empties a neighbour's set or runs out of slots),
 * trying a hinted slot first, then its slots nearest home first; placing it clears, in every
 * neighbour's set, the box of slots that would overlap it (a bit range per row; each row of a set
 * is padded to whole words, so a box has the same words and masks in every row), and a neighbour
 * left with no slot rejects the slot (forward checking; changed sets go on a trail and come back
 * on the way out). A leader line that would cross one already drawn is refused on the spot. Once a
 * slot's whole subtree failed, slots within `spread` of it are skipped at that node: they would
 * mostly fail the same way. Restarts with a growing node limit keep the weights learnt, with a
 * little deterministic noise in the ordering so that runs differ. With RULE_GUIDED each restart
 * first tries, for every card, its slot in the deepest partial layout reached so far
 * (solution-guided search): a restart then rebuilds the best part of the last attempt in a new
 * order, instead of starting from nearest-home each time. A node budget bounds the work; a search
 * that runs out answers "unknown", which the caller treats as "no".
 *
 * Python API (module core.geometry._slots):
 *   place(homes: bytes, obstacles: bytes, w, h, bounds, D, step, budget[, spread, hint, fixed, rules, seed, step_y])
 *       -> (bytes centres or None, nodes used, 1 if the budget ran out else 0)
 * spread: px; once a slot's subtree has failed, slots closer than this to it are not tried at that
 * node (they would mostly fail the same way). hint: m × 2 float64, a layout whose slots each card
 * tries first (b"": none). fixed: k × 4 float64 (home x, y, centre x, y) of cards placed before:
 * their places are taken and their leader lines may not be crossed. rules: RULE_* bits (default
 * both): 1 no card covers another home point, 2 no two leader lines cross. seed: varies the
 * tie-breaking noise (another seed, another search); RULE_LATTICE (4): slots on the board-wide
 * lattice of step `step` and at home, instead of a grid around each home. step_y: the grid's step
 * down (default `step`): a lattice whose steps divide the card's width and height respectively lets
 * cards of any size sit flush. RULE_GUIDED (8): restarts guided by the deepest partial layout so far.
 * homes: m × 2 float64, the cards of one independent group; obstacles: k × 2 float64, every other
 * home point a card of the group could cover (the group's own homes are added here).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define EPS 1e-6
#define MOVED 0.5
/* The rules a layout keeps besides no overlap and staying on the board (both on by default). */
#define RULE_NO_HIDDEN_HOME 1
#define RULE_NO_CROSSING 2
/* Slots on one board-wide grid (multiples of the step) instead of around each home: cards whose
   sizes are multiples of the step can then touch exactly, as a tight packing needs. */
#define RULE_LATTICE 4
/* Each restart tries first, card by card, the slot of the deepest partial layout so far; a card
   that layout leaves unplaced tries the caller's hint first, as the first run does. */
#define RULE_GUIDED 8

/* Set bits in a word. Inline: without -mpopcnt (not every target has the instruction, so the build
   does not ask for it) __builtin_popcountll is a library call, 6 % of a search's time. */
#if defined(__GNUC__)
#define HOT_INLINE static inline __attribute__((always_inline))
#else
#define HOT_INLINE static inline
#endif

/* The index of the lowest set bit of a non-zero word: the compiler's instruction where it has one
   (GCC and clang, MSVC), a loop elsewhere. */
#if defined(_MSC_VER) && defined(_M_X64)
#include <intrin.h>
static inline int ctz64(uint64_t x) { unsigned long i; _BitScanForward64(&i, x); return (int)i; }
#elif defined(__GNUC__)
static inline int ctz64(uint64_t x) { return __builtin_ctzll(x); }
#else
static inline int ctz64(uint64_t x) { int i = 0; while (!(x & 1)) { x >>= 1; i++; } return i; }
#endif

HOT_INLINE int popcount64(uint64_t x) {
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
    return (int)((x * 0x0101010101010101ULL) >> 56);
}

/* fmin/fmax, floor/ceil as the hot loops need them: glibc's are calls (fmin and fmax keep NaN
   rules these finite coordinates never meet; floor and ceil are calls without SSE4.1), and the
   crossing and box tests call them millions of times a layout. Same values for finite inputs (at
   most a zero's sign differs, which no test here reads). With these, and the box and crossing
   tests inlined into the search, against the search before, side by side (9 and 41 runs):
   34 × 46 2.28 → 1.67 s, 26 × 30 24.7 → 18.5 ms, the same layouts to the bit. */
HOT_INLINE double min_d(double a, double b) { return a < b ? a : b; }
HOT_INLINE double max_d(double a, double b) { return a > b ? a : b; }
HOT_INLINE int floor_i(double x) { int i = (int)x; return i - (i > x); }
HOT_INLINE int ceil_i(double x) { int i = (int)x; return i + (i < x); }

static int count_bits(const uint64_t *bits, int words) {
    int c = 0;
    for (int k = 0; k < words; k++) c += popcount64(bits[k]);
    return c;
}

/* hypot(dx, dy) <= r, as hypot decides it, with squared lengths deciding all but the borderline. */
static inline int within(double dx, double dy, double r) {
    double d2 = dx * dx + dy * dy, lo = r * (1 - 1e-12), hi = r * (1 + 1e-12);
    if (d2 < lo * lo) return 1;
    if (d2 > hi * hi) return 0;
    return hypot(dx, dy) <= r;
}

/* Did a card move from home by more than MOVED (the Python side's np.hypot(...) > MOVED_PX)?
   Squared lengths decide all but a hair's breadth around MOVED, where hypot decides exactly as
   Python does; glibc's hypot was 17 % of a search's time. */
static inline int moved(double dx, double dy) {
    double d2 = dx * dx + dy * dy;
    if (d2 < (MOVED - 1e-9) * (MOVED - 1e-9)) return 0;
    if (d2 > (MOVED + 1e-9) * (MOVED + 1e-9)) return 1;
    return hypot(dx, dy) > MOVED;
}

typedef struct {
    int m, R, side, stride, words; /* stride: bits per row of a card's set, a multiple of 64 */
    double w, h, step, step_y, D; /* step: across (x), step_y: down (y) */
    const double *home;
    double *base;       /* m × 2: the grid origin of each card's slots (its home, or the lattice point nearest it) */
    int noff;
    int *off_u, *off_v; /* the disk's offsets, nearest first */
    int *rank;          /* side × stride: a grid slot's place in that order (noff when outside the disk) */
    int *cand;          /* m × FEW_SLOTS: per depth, the slots of a card with few left, nearest first */
    int depth;          /* cards assigned */
    uint64_t *dom;      /* m cards × words: the slots each card has left */
    int *count;         /* m: how many */
    uint64_t *trail;    /* saved sets, restored on the way back */
    int *trail_card, *trail_count;
    size_t trail_len, trail_cap;
    int *assigned;      /* slot index or -1 */
    double *pos;        /* m × 2 */
    double *lead;       /* m × 2: where an assigned card's leader line ends on it, if it moved (drawn) */
    unsigned char *drawn; /* m: the assigned card moved, so its leader line is drawn */
    double *fixed_lines; /* the leader lines of the cards placed before that moved: home x, y, end x, y */
    int nfixed_lines;
    int *nbr_start, *nbr; /* neighbour lists (CSR) */
    long long nodes, budget, run_limit;
    int out_of_budget;
    double *weight;     /* m: how often the card took part in a dead end (dom/wdeg ordering) */
    int *hint;          /* m: a slot to try first (a known layout's), or -1 */
    int rules;          /* RULE_* bits */
    int home_slot;      /* on a lattice, the index of the extra slot at the home itself; else -1 */
    const double *hint_pos; /* on a lattice with a hint: m × 2, the hinted places, each one more exact slot
                               (index home_slot + 1), so a layout off the lattice can be kept as it is */
    int nfixed;         /* cards placed before this search: home x, y, centre x, y each */
    const double *fixed;
    double spread;      /* after a slot's subtree fails, skip the slots this close to it, px */
    uint64_t noise;     /* splitmix64 state: tie-breaking that differs between restarts */
    int *guide;         /* RULE_GUIDED: m, the slots of the deepest partial layout so far (-1: unplaced) */
    int *own_hint;      /* RULE_GUIDED: m, the caller's hint, for cards the guide leaves unplaced */
    int guide_depth;    /* how many cards the guide places */
    int few;            /* a card with at most this many slots left has them listed */
    uint64_t *by_rank;  /* noff bits, all clear between uses: sorts a long list of slots by rank */
} Search;

/* A card with few slots left has them listed from its set (nearest first) instead of walking the
   whole disk past thousands of taken slots: the walk was most of a search's time. "Few" is one
   sixteenth of the disk's slots, at least FEW_SLOTS_MIN and at most FEW_SLOTS. Listing is eager
   (it sorts every slot left) where the walk stops at the first that fits, so it pays only where
   the disk is large: side by side with a fixed 64 (session 17, 9 and 31 runs), 34 × 46 1.91 →
   1.57 s, 26 × 30 unchanged (its disks list at 64 as before); one sixteenth against one eighth
   (26 × 30 10 % slower) and one thirty-second (34 × 46 only 6 % faster). The same layouts. A list
   longer than FEW_SLOTS_MIN is put in order through a bit set of ranks (set, then read in order),
   not qsort: 34 × 46 1.16 → 1.05 s side by side. */
#define FEW_SLOTS 512
#define FEW_SLOTS_MIN 64
#define FEW_DIVISOR 16

static inline uint64_t *domain(Search *S, int card) { return S->dom + (size_t)card * (size_t)S->words; }

/* Save card j's set before it changes; returns 0 when out of memory. */
static int save(Search *S, int j) {
    if (S->trail_len == S->trail_cap) {
        size_t cap = S->trail_cap ? 2 * S->trail_cap : 256;
        uint64_t *t = realloc(S->trail, cap * (size_t)S->words * sizeof(uint64_t));
        if (!t) return 0;
        S->trail = t;
        int *c = realloc(S->trail_card, cap * sizeof(int));
        if (!c) return 0;
        S->trail_card = c;
        int *n = realloc(S->trail_count, cap * sizeof(int));
        if (!n) return 0;
        S->trail_count = n;
        S->trail_cap = cap;
    }
    memcpy(S->trail + S->trail_len * (size_t)S->words, domain(S, j), sizeof(uint64_t) * (size_t)S->words);
    S->trail_card[S->trail_len] = j;
    S->trail_count[S->trail_len++] = S->count[j];
    return 1;
}

static void restore(Search *S, size_t mark) {
    while (S->trail_len > mark) {
        S->trail_len--;
        int j = S->trail_card[S->trail_len];
        memcpy(domain(S, j), S->trail + S->trail_len * (size_t)S->words, sizeof(uint64_t) * (size_t)S->words);
        S->count[j] = S->trail_count[S->trail_len];
    }
}

static void set_range(uint64_t *bits, int a, int b) { /* inclusive */
    if (a > b) return;
    int wa = a >> 6, wb = b >> 6;
    uint64_t ma = ~0ULL << (a & 63), mb = ~0ULL >> (63 - (b & 63));
    if (wa == wb) { bits[wa] |= ma & mb; return; }
    bits[wa] |= ma;
    for (int k = wa + 1; k < wb; k++) bits[k] = ~0ULL;
    bits[wb] |= mb;
}

/* The rows and columns of card j's slots strictly inside the box; 0 if there are none. */
HOT_INLINE int box_range(const Search *S, int j, double px, double py, double half_x, double half_y, int *u0, int *u1,
                         int *v0, int *v1) {
    double hx = S->base[2 * j], hy = S->base[2 * j + 1], sx = S->step, sy = S->step_y;
    int R = S->R;
    *u0 = floor_i((px - half_x + EPS - hx) / sx) + 1;
    *u1 = ceil_i((px + half_x - EPS - hx) / sx) - 1;
    *v0 = floor_i((py - half_y + EPS - hy) / sy) + 1;
    *v1 = ceil_i((py + half_y - EPS - hy) / sy) - 1;
    if (*u0 < -R) *u0 = -R;
    if (*v0 < -R) *v0 = -R;
    if (*u1 > R) *u1 = R;
    if (*v1 > R) *v1 = R;
    return *u0 <= *u1 && *v0 <= *v1;
}

/* Is card j's home slot (on a lattice) strictly inside the box and still in `bits`? */
HOT_INLINE int extra_in_box(const Search *S, const uint64_t *bits, int j, int k, double px, double py, double half_x,
                            double half_y) {
    if (!(bits[k >> 6] >> (k & 63) & 1)) return 0;
    const double *at = k == S->home_slot ? S->home + 2 * j : S->hint_pos + 2 * j;
    return fabs(at[0] - px) < half_x - EPS && fabs(at[1] - py) < half_y - EPS;
}

/* Card j's exact slots (home, hinted place) strictly inside the box; with clear, also taken out. */
HOT_INLINE int extras_in_box(const Search *S, uint64_t *bits, int j, double px, double py, double half_x, double half_y,
                             int clear) {
    int c = 0;
    if (S->home_slot < 0) return 0;
    for (int k = S->home_slot; k <= S->home_slot + (S->hint_pos != NULL); k++)
        if (extra_in_box(S, bits, j, k, px, py, half_x, half_y)) {
            c++;
            if (clear) bits[k >> 6] &= ~(1ULL << (k & 63));
        }
    return c;
}

/* A box's columns are the same bits of every row: each row of a set starts on a word (the stride),
   so the masks are worked out once per box and each row costs a word or two. Counting and clearing
   boxes (forward checking) was a third of a 34 × 46 layout's time, each row working out its own
   words and masks; with rows on words, side by side (session 17, 9 and 41 runs): 34 × 46 1.62 →
   1.12 s, 26 × 30 25.4 → 20.4 ms, the same layouts. The sets grow by the padding (75 slots a row
   become 128 bits), which saving them on the trail pays for, a few per cent. */
typedef struct {
    int wa, wb, rw;       /* the box's first and last word within a row; words per row */
    uint64_t ma, mb;      /* the masks of those two words */
    size_t first;         /* the word where the box's first row starts */
    int rows;
} BoxWords;

HOT_INLINE int box_words(const Search *S, int j, double px, double py, double half_x, double half_y, BoxWords *B) {
    int u0, u1, v0, v1;
    if (!box_range(S, j, px, py, half_x, half_y, &u0, &u1, &v0, &v1)) return 0;
    int a = u0 + S->R, b = u1 + S->R;
    B->wa = a >> 6;
    B->wb = b >> 6;
    B->rw = S->stride >> 6;
    B->ma = ~0ULL << (a & 63);
    B->mb = ~0ULL >> (63 - (b & 63));
    if (B->wa == B->wb) B->ma &= B->mb;
    B->first = (size_t)(v0 + S->R) * (size_t)B->rw;
    B->rows = v1 - v0 + 1;
    return 1;
}

/* How many of card j's remaining slots lie strictly inside the box. */
HOT_INLINE int count_box(const Search *S, const uint64_t *bits, int j, double px, double py, double half_x, double half_y) {
    int c = extras_in_box(S, (uint64_t *)bits, j, px, py, half_x, half_y, 0);
    BoxWords B;
    if (!box_words(S, j, px, py, half_x, half_y, &B)) return c;
    const uint64_t *row = bits + B.first;
    if (B.wa == B.wb) {
        for (int r = 0; r < B.rows; r++, row += B.rw) c += popcount64(row[B.wa] & B.ma);
        return c;
    }
    for (int r = 0; r < B.rows; r++, row += B.rw) {
        c += popcount64(row[B.wa] & B.ma) + popcount64(row[B.wb] & B.mb);
        for (int k = B.wa + 1; k < B.wb; k++) c += popcount64(row[k]);
    }
    return c;
}

/* Clear, in card j's set, the slots whose centre lies strictly inside the box of half-sizes
   (half_x, half_y) around (px, py): with (w, h) the slots whose card would overlap a card there,
   with (w / 2, h / 2) the slots whose card would cover the point (px, py). */
static void clear_box(Search *S, uint64_t *bits, int j, double px, double py, double half_x, double half_y) {
    extras_in_box(S, bits, j, px, py, half_x, half_y, 1);
    BoxWords B;
    if (!box_words(S, j, px, py, half_x, half_y, &B)) return;
    uint64_t *row = bits + B.first;
    if (B.wa == B.wb) {
        for (int r = 0; r < B.rows; r++, row += B.rw) row[B.wa] &= ~B.ma;
        return;
    }
    for (int r = 0; r < B.rows; r++, row += B.rw) {
        row[B.wa] &= ~B.ma;
        row[B.wb] &= ~B.mb;
        for (int k = B.wa + 1; k < B.wb; k++) row[k] = 0;
    }
}

static double orient(double ax, double ay, double bx, double by, double cx, double cy) {
    return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

HOT_INLINE int segments_cross(const double *p1, const double *p2, const double *q1, const double *q2) {
    /* Segments whose boxes lie apart cannot cross (and the tests below, beyond their tolerance,
       only say so of segments that meet): most pairs end here, before four orientations. */
    const double apart = 1e-6;
    if (max_d(p1[0], p2[0]) < min_d(q1[0], q2[0]) - apart || max_d(q1[0], q2[0]) < min_d(p1[0], p2[0]) - apart ||
        max_d(p1[1], p2[1]) < min_d(q1[1], q2[1]) - apart || max_d(q1[1], q2[1]) < min_d(p1[1], p2[1]) - apart)
        return 0;
    double d1 = orient(q1[0], q1[1], q2[0], q2[1], p1[0], p1[1]);
    double d2 = orient(q1[0], q1[1], q2[0], q2[1], p2[0], p2[1]);
    double d3 = orient(p1[0], p1[1], p2[0], p2[1], q1[0], q1[1]);
    double d4 = orient(p1[0], p1[1], p2[0], p2[1], q2[0], q2[1]);
    const double tol = 1e-9;
    return ((d1 > tol && d2 < -tol) || (d1 < -tol && d2 > tol)) && ((d3 > tol && d4 < -tol) || (d3 < -tol && d4 > tol));
}

/* Where the leader line from home (hx, hy) ends on a card centred at (cx, cy): its nearest point. */
static void leader_end(const Search *S, double hx, double hy, double cx, double cy, double *out) {
    out[0] = min_d(max_d(hx, cx - S->w / 2), cx + S->w / 2);
    out[1] = min_d(max_d(hy, cy - S->h / 2), cy + S->h / 2);
}

HOT_INLINE int crosses_drawn(const Search *S, int i, double x, double y) {
    double hx = S->home[2 * i], hy = S->home[2 * i + 1];
    if (!moved(x - hx, y - hy)) return 0;
    double a[2] = {hx, hy}, b[2];
    leader_end(S, hx, hy, x, y, b);
    for (int k = 0; k < S->nfixed_lines; k++) {
        const double *f = S->fixed_lines + 4 * k;
        if (segments_cross(a, b, f, f + 2)) return 1;
    }
    for (int k = S->nbr_start[i]; k < S->nbr_start[i + 1]; k++) {
        int j = S->nbr[k];
        if (S->assigned[j] < 0 || !S->drawn[j]) continue;
        if (segments_cross(a, b, S->home + 2 * j, S->lead + 2 * j)) return 1;
    }
    return 0;
}

/* Would a card centred at (px, py) take any of card j's slots? (a cheap box test first) */
HOT_INLINE int touches(const Search *S, int j, double px, double py) {
    double slack = S->home_slot >= 0 ? max_d(S->step, S->step_y) : 0;
    return fabs(S->home[2 * j] - px) < S->D + S->w + slack && fabs(S->home[2 * j + 1] - py) < S->D + S->h + slack;
}

static void slot_position(const Search *S, int i, int slot, double *x, double *y) {
    if (S->home_slot >= 0 && slot >= S->home_slot) {
        const double *at = slot == S->home_slot ? S->home + 2 * i : S->hint_pos + 2 * i;
        *x = at[0];
        *y = at[1];
        return;
    }
    *x = S->base[2 * i] + (slot % S->stride - S->R) * S->step;
    *y = S->base[2 * i + 1] + (slot / S->stride - S->R) * S->step_y;
}

/* The search counts bits more than anything (forward checking); where the processor has a popcount
   instruction a second build of it uses that, chosen when the module loads (GCC recognises
   popcount64 and emits the instruction in the "popcnt" clone; the counting helpers are inlined
   into it). With the row-by-row setup (py_place), against the search before both, side by side:
   26 × 30 29 → 25 ms, 34 × 46 2.72 → 2.47 s, the same layouts. Only where the toolchain makes
   clones: x86-64 with glibc (the clones are chosen through an ifunc, which musl does not have). */
#if defined(__x86_64__) && defined(__ELF__) && defined(__GLIBC__) && defined(__has_attribute)
#if __has_attribute(target_clones)
#define SEARCH_CLONES __attribute__((target_clones("popcnt", "default")))
#endif
#endif
#ifndef SEARCH_CLONES
#define SEARCH_CLONES
#endif

/* Returns 1 when every card got a slot, 0 when none can, -1 when the budget ran out (or memory). */
SEARCH_CLONES static int dfs(Search *S) {
    if (++S->nodes > S->run_limit) { S->out_of_budget = 1; return -1; }
    /* the card with the fewest slots left per unit of trouble it has caused (dom/wdeg) */
    int best = -1;
    double best_score = INFINITY;
    for (int i = 0; i < S->m; i++) {
        if (S->assigned[i] >= 0) continue;
        if (!S->count[i]) return 0;
        S->noise += 0x9e3779b97f4a7c15ULL;
        uint64_t z = S->noise;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        z ^= z >> 31;
        double score = S->count[i] / S->weight[i] * (1.0 + 0.2 * (double)(z >> 11) / 9007199254740992.0);
        if (score < best_score) { best = i; best_score = score; }
    }
    if (best < 0) return 1;
    int i = best, R = S->R;
    double failed[2 * 32];
    int nfailed = 0;
    /* few slots left: list them (grid slots only; home and hint come first anyway), nearest first */
    int *listed = NULL, nlisted = 0;
    if (S->count[i] <= S->few) {
        listed = S->cand + (size_t)S->depth * FEW_SLOTS;
        const uint64_t *bits = domain(S, i);
        int grid = S->side * S->stride;
        for (int wd = 0; wd < S->words && nlisted < FEW_SLOTS; wd++) {
            uint64_t b = bits[wd];
            while (b && nlisted < FEW_SLOTS) {
                int slot = wd * 64 + ctz64(b);
                b &= b - 1;
                if (slot >= grid) continue;
                int r = S->rank[slot];
                if (S->count[i] > FEW_SLOTS_MIN) { /* a long list: sorted through a bit set of ranks */
                    S->by_rank[r >> 6] |= 1ULL << (r & 63);
                    nlisted++;
                    continue;
                }
                int at = nlisted++; /* a short one: by insertion */
                while (at > 0 && listed[at - 1] > r) { listed[at] = listed[at - 1]; at--; }
                listed[at] = r;
            }
        }
        if (S->count[i] > FEW_SLOTS_MIN) { /* the ranks in order, the bit set cleared on the way */
            int n = 0;
            for (int wd = 0; n < nlisted; wd++) {
                uint64_t b = S->by_rank[wd];
                S->by_rank[wd] = 0;
                while (b) {
                    listed[n++] = wd * 64 + ctz64(b);
                    b &= b - 1;
                }
            }
        }
        for (int k = 0; k < nlisted; k++) /* each rank back into its slot */
            listed[k] = (S->off_v[listed[k]] + S->R) * S->stride + (S->off_u[listed[k]] + S->R);
    }
    int last = listed ? nlisted : S->noff;
    for (int k = -2; k < last; k++) {
        int slot;
        if (k == -2) { /* the hinted slot first, then home (on a lattice), then the others nearest home first */
            if (S->hint[i] < 0) continue;
            slot = S->hint[i];
        } else if (k == -1) {
            if (S->home_slot < 0 || S->hint[i] == S->home_slot) continue;
            slot = S->home_slot;
        } else {
            slot = listed ? listed[k] : (S->off_v[k] + R) * S->stride + (S->off_u[k] + R);
            if (slot == S->hint[i]) continue;
        }
        if (!(domain(S, i)[slot >> 6] >> (slot & 63) & 1)) continue;
        double x, y;
        slot_position(S, i, slot, &x, &y);
        int near_failed = 0;
        for (int f = 0; f < nfailed && !near_failed; f++)
            near_failed = fabs(failed[2 * f] - x) < S->spread && fabs(failed[2 * f + 1] - y) < S->spread;
        if (near_failed) continue;
        if (S->rules & RULE_NO_CROSSING && crosses_drawn(S, i, x, y)) continue;
        size_t mark = S->trail_len;
        int dead = 0;
        for (int q = S->nbr_start[i]; q < S->nbr_start[i + 1] && !dead; q++) {
            int j = S->nbr[q];
            if (S->assigned[j] >= 0 || !touches(S, j, x, y)) continue;
            int taken = count_box(S, domain(S, j), j, x, y, S->w, S->h);
            if (!taken) continue; /* nothing of j's changes: no need to save it */
            if (taken == S->count[j]) { dead = 1; S->weight[i] += 1; S->weight[j] += 1; break; }
            if (!save(S, j)) { S->out_of_budget = 1; return -1; }
            clear_box(S, domain(S, j), j, x, y, S->w, S->h);
            S->count[j] -= taken;
        }
        if (!dead) {
            S->assigned[i] = slot;
            S->pos[2 * i] = x;
            S->pos[2 * i + 1] = y;
            S->drawn[i] = (unsigned char)moved(x - S->home[2 * i], y - S->home[2 * i + 1]);
            if (S->drawn[i]) leader_end(S, S->home[2 * i], S->home[2 * i + 1], x, y, S->lead + 2 * i);
            S->depth++;
            /* ">=": of equally deep layouts the latest, so that the guide keeps moving */
            if (S->guide && S->depth >= S->guide_depth) {
                S->guide_depth = S->depth;
                memcpy(S->guide, S->assigned, sizeof(int) * (size_t)S->m);
            }
            int r = dfs(S);
            S->depth--;
            if (r != 0) return r;
            S->assigned[i] = -1;
            if (nfailed < 32) { failed[2 * nfailed] = x; failed[2 * nfailed + 1] = y; nfailed++; }
        }
        restore(S, mark);
    }
    S->weight[i] += 1; /* every slot failed here: this card is trouble */
    return 0;
}

/* A grid offset (u across, v down) and its squared length in units of the step across. */
typedef struct {
    double d2;
    int u, v;
} Offset;

static int by_distance(const void *a, const void *b) {
    const Offset *p = a, *q = b;
    if (p->d2 != q->d2) return p->d2 < q->d2 ? -1 : 1;
    if (p->v != q->v) return p->v < q->v ? -1 : 1;
    return p->u < q->u ? -1 : (p->u > q->u);
}

/* One slot's tests at setup, exactly as listed: in the disk's offsets, on the board (across; the
   row was checked down), and on a lattice within D of home. */
static int slot_passes(const Search *S, int i, int u, int v, double aspect, double limit, double lo_x, double hi_x,
                       int lattice, double D) {
    double d2 = (double)u * u + (v * aspect) * (v * aspect);
    if (!(d2 <= limit * limit + 1e-9)) return 0;
    double x = S->base[2 * i] + u * S->step, y = S->base[2 * i + 1] + v * S->step_y;
    if (x < lo_x || x > hi_x) return 0;
    return !lattice || within(x - S->home[2 * i], y - S->home[2 * i + 1], D + 1e-9);
}

/* The disk's offsets within `limit` and R steps, nearest first, into `out` (side × side long).
   A bisection asks at one radius after another, smaller ones mostly: the offsets sorted for the
   largest disk so far are kept, and a smaller disk with the same aspect is those, filtered, in
   the same order (the order is total, so it is the order sorting them afresh would give). Only
   called with the GIL held, so one cache serves every thread. Returns 0 when out of memory. */
static struct {
    Offset *sorted;
    int n, R;
    double aspect, limit;
} disk_cache;

static int sorted_disk(Offset *out, int *n, int R, double aspect, double limit) {
    if (!disk_cache.sorted || disk_cache.aspect != aspect || disk_cache.R < R || disk_cache.limit < limit) {
        int side = 2 * R + 1, k = 0;
        Offset *fresh = malloc(sizeof(Offset) * (size_t)side * (size_t)side);
        if (!fresh) return 0;
        for (int v = -R; v <= R; v++)
            for (int u = -R; u <= R; u++) {
                double d2 = (double)u * u + (v * aspect) * (v * aspect);
                if (d2 <= limit * limit + 1e-9) {
                    fresh[k].d2 = d2;
                    fresh[k].u = u;
                    fresh[k].v = v;
                    k++;
                }
            }
        qsort(fresh, (size_t)k, sizeof(Offset), by_distance);
        free(disk_cache.sorted);
        disk_cache.sorted = fresh;
        disk_cache.n = k;
        disk_cache.R = R;
        disk_cache.aspect = aspect;
        disk_cache.limit = limit;
    }
    int k = 0;
    double bound = limit * limit + 1e-9;
    for (int q = 0; q < disk_cache.n; q++) {
        const Offset *o = disk_cache.sorted + q;
        if (o->d2 <= bound && abs(o->u) <= R && abs(o->v) <= R) out[k++] = *o;
    }
    *n = k;
    return 1;
}

static PyObject *py_place(PyObject *self, PyObject *args) {
    Py_buffer homes_buf, obst_buf, hint_buf = {0}, fixed_buf = {0};
    double w, h, bx0, by0, bx1, by1, D, step, step_y = 0;
    long long budget;
    double spread = 0;
    int rules = RULE_NO_HIDDEN_HOME | RULE_NO_CROSSING;
    unsigned long long seed = 0;
    (void)self;
    if (!PyArg_ParseTuple(args, "y*y*dd(dddd)ddL|dy*y*iKd", &homes_buf, &obst_buf, &w, &h, &bx0, &by0, &bx1, &by1, &D,
                          &step, &budget, &spread, &hint_buf, &fixed_buf, &rules, &seed, &step_y))
        return NULL;
    if (step_y == 0) step_y = step;
    PyObject *result = NULL;
    Search S;
    memset(&S, 0, sizeof(S));
    Offset *pairs = NULL;
    int m = (int)(homes_buf.len / (2 * sizeof(double)));
    int nobst = (int)(obst_buf.len / (2 * sizeof(double)));
    if (homes_buf.len % (2 * sizeof(double)) || obst_buf.len % (2 * sizeof(double)) || m < 1 || !(w > 0) ||
        !(h > 0) || !(D >= 0) || !(step > 0) || !(step_y > 0) || D / fmin(step, step_y) > 400 ||
        (hint_buf.buf && hint_buf.len && hint_buf.len != homes_buf.len) ||
        (fixed_buf.buf && fixed_buf.len % (4 * sizeof(double)))) {
        PyErr_SetString(PyExc_ValueError, "place: malformed input");
        goto done;
    }
    const double *obst = (const double *)obst_buf.buf;
    S.m = m;
    S.w = w;
    S.h = h;
    S.step = step;
    S.step_y = step_y;
    S.D = D;
    S.home = (const double *)homes_buf.buf;
    int lattice = (rules & RULE_LATTICE) != 0;
    S.R = (int)floor(D / fmin(step, step_y) + 1e-9) + lattice; /* a lattice disk is off-centre by up to half a step */
    S.side = 2 * S.R + 1;
    S.stride = (S.side + 63) / 64 * 64;
    S.home_slot = lattice ? S.side * S.stride : -1; /* on a lattice the home itself is one more slot */
    if (lattice && hint_buf.buf && hint_buf.len) S.hint_pos = (const double *)hint_buf.buf;
    S.words = (S.side * S.stride + 2 * lattice + 63) / 64;
    S.budget = budget;
    S.spread = spread;
    S.rules = rules;
    S.noise = seed * 0x9e3779b97f4a7c15ULL;
    if (fixed_buf.buf && fixed_buf.len) {
        S.fixed = (const double *)fixed_buf.buf;
        S.nfixed = (int)(fixed_buf.len / (4 * sizeof(double)));
    }
    S.dom = calloc((size_t)m * (size_t)S.words, sizeof(uint64_t));
    S.count = calloc((size_t)m, sizeof(int));
    S.weight = malloc(sizeof(double) * (size_t)m);
    S.hint = malloc(sizeof(int) * (size_t)m);
    S.off_u = malloc(sizeof(int) * (size_t)S.side * S.side);
    S.off_v = malloc(sizeof(int) * (size_t)S.side * S.side);
    S.rank = malloc(sizeof(int) * (size_t)S.side * S.stride);
    S.cand = malloc(sizeof(int) * (size_t)m * FEW_SLOTS);
    S.assigned = malloc(sizeof(int) * (size_t)m);
    S.pos = malloc(sizeof(double) * 2 * (size_t)m);
    S.lead = malloc(sizeof(double) * 2 * (size_t)m);
    S.drawn = calloc((size_t)m, 1);
    S.fixed_lines = malloc(sizeof(double) * 4 * (size_t)(S.nfixed + 1));
    S.nbr_start = calloc((size_t)m + 1, sizeof(int));
    S.base = malloc(sizeof(double) * 2 * (size_t)m);
    pairs = malloc(sizeof(Offset) * (size_t)S.side * S.side);
    if (!S.dom || !S.count || !S.weight || !S.hint || !S.off_u || !S.off_v || !S.rank || !S.cand || !S.assigned || !S.pos || !S.nbr_start || !S.base || !pairs ||
        !S.lead || !S.drawn || !S.fixed_lines) {
        PyErr_NoMemory();
        goto done;
    }
    for (int k = 0; k < S.nfixed; k++) { /* the leader lines already drawn, worked out once */
        const double *f = S.fixed + 4 * k;
        if (!moved(f[2] - f[0], f[3] - f[1])) continue;
        double *line = S.fixed_lines + 4 * S.nfixed_lines++;
        line[0] = f[0];
        line[1] = f[1];
        leader_end(&S, f[0], f[1], f[2], f[3], line + 2);
    }
    /* the disk's offsets, nearest first (lengths in steps across; `aspect` is 1 on a square grid,
       where these are the integer lengths u² + v² exactly) */
    double aspect = step_y / step;
    double limit = D / step + lattice * fmax(1.0, aspect);
    for (int i = 0; i < m; i++)
        for (int a = 0; a < 2; a++) {
            double s = a ? step_y : step;
            S.base[2 * i + a] = lattice ? s * round(S.home[2 * i + a] / s) : S.home[2 * i + a];
        }
    if (!sorted_disk(pairs, &S.noff, S.R, aspect, limit)) {
        PyErr_NoMemory();
        goto done;
    }
    S.few = S.noff / FEW_DIVISOR > FEW_SLOTS_MIN ? S.noff / FEW_DIVISOR : FEW_SLOTS_MIN;
    S.by_rank = calloc((size_t)S.noff / 64 + 1, sizeof(uint64_t));
    if (!S.by_rank) {
        PyErr_NoMemory();
        goto done;
    }
    if (S.few > FEW_SLOTS) S.few = FEW_SLOTS;
    for (int k = 0; k < S.side * S.stride; k++) S.rank[k] = S.noff;
    for (int k = 0; k < S.noff; k++) {
        S.off_u[k] = pairs[k].u;
        S.off_v[k] = pairs[k].v;
        S.rank[(S.off_v[k] + S.R) * S.stride + (S.off_u[k] + S.R)] = k;
    }
    /* level 0: the disk, on the board, covering no other home point */
    double lo_x = bx0 + w / 2 - EPS, hi_x = bx1 - w / 2 + EPS, lo_y = by0 + h / 2 - EPS, hi_y = by1 - h / 2 + EPS;
    for (int i = 0; i < m; i++) {
        uint64_t *bits = domain(&S, i);
        double hx = S.home[2 * i], hy = S.home[2 * i + 1];
        /* Row by row: in each row the slots that pass (in the disk's offsets, on the board, within D
           on a lattice) are one run, each test being an interval in u. Its ends are estimated, then
           settled by the tests themselves, so the set is the one slot-by-slot testing gives, at a
           few tests a row instead of one a slot (the setup was half of a 26 × 30 layout's time). */
        for (int v = -S.R; v <= S.R; v++) {
            double y = S.base[2 * i + 1] + v * step_y;
            if (y < lo_y || y > hi_y) continue;
            double room = limit * limit + 1e-9 - (v * aspect) * (v * aspect);
            if (room < 0) continue;
            double dy = y - hy, reach = D + 1e-9;
            double half = sqrt(room);
            int u0 = (int)ceil(-half) - 1, u1 = (int)floor(half) + 1;
            if (u0 < -S.R) u0 = -S.R;
            if (u1 > S.R) u1 = S.R;
            if (lattice) { /* narrow to within D of home (an interval too) */
                double across = reach * reach - dy * dy;
                double centre = (hx - S.base[2 * i]) / step, span = across > 0 ? sqrt(across) / step : 0;
                int a = (int)floor(centre - span) - 1, b = (int)ceil(centre + span) + 1;
                if (a > u0) u0 = a;
                if (b < u1) u1 = b;
            }
            { /* and to the board */
                int a = (int)floor((lo_x - S.base[2 * i]) / step) - 1, b = (int)ceil((hi_x - S.base[2 * i]) / step) + 1;
                if (a > u0) u0 = a;
                if (b < u1) u1 = b;
            }
            while (u0 <= u1 && !slot_passes(&S, i, u0, v, aspect, limit, lo_x, hi_x, lattice, D)) u0++;
            while (u1 >= u0 && !slot_passes(&S, i, u1, v, aspect, limit, lo_x, hi_x, lattice, D)) u1--;
            if (u0 > u1) continue;
            int row = (v + S.R) * S.stride + S.R;
            set_range(bits, row + u0, row + u1);
        }
        if (lattice && hx >= lo_x && hx <= hi_x && hy >= lo_y && hy <= hi_y)
            bits[S.home_slot >> 6] |= 1ULL << (S.home_slot & 63);
        if (S.hint_pos) {
            const double *at = S.hint_pos + 2 * i;
            int k = S.home_slot + 1;
            if (at[0] >= lo_x && at[0] <= hi_x && at[1] >= lo_y && at[1] <= hi_y && hypot(at[0] - hx, at[1] - hy) <= D + 1e-9 &&
                hypot(at[0] - hx, at[1] - hy) > 1e-9)
                bits[k >> 6] |= 1ULL << (k & 63);
        }
        for (int k = 0; k < nobst && rules & RULE_NO_HIDDEN_HOME; k++)
            if (fabs(obst[2 * k] - hx) < D + w / 2 && fabs(obst[2 * k + 1] - hy) < D + h / 2)
                clear_box(&S, bits, i, obst[2 * k], obst[2 * k + 1], w / 2, h / 2);
        for (int j = 0; j < m; j++)
            if (j != i && rules & RULE_NO_HIDDEN_HOME)
                clear_box(&S, bits, i, S.home[2 * j], S.home[2 * j + 1], w / 2, h / 2);
        for (int k = 0; k < S.nfixed; k++) /* cards placed before: their places are taken */
            if (fabs(S.fixed[4 * k + 2] - hx) < D + w && fabs(S.fixed[4 * k + 3] - hy) < D + h)
                clear_box(&S, bits, i, S.fixed[4 * k + 2], S.fixed[4 * k + 3], w, h);
        S.assigned[i] = -1;
        S.weight[i] = 1.0;
        S.hint[i] = -1;
        if (hint_buf.buf && hint_buf.len) {
            const double *hint = (const double *)hint_buf.buf;
            int u = (int)lround((hint[2 * i] - S.base[2 * i]) / step);
            int v = (int)lround((hint[2 * i + 1] - S.base[2 * i + 1]) / step_y);
            if (lattice && hypot(hint[2 * i] - hx, hint[2 * i + 1] - hy) <= 1e-9) S.hint[i] = S.home_slot;
            else if (lattice && bits[(S.home_slot + 1) >> 6] >> ((S.home_slot + 1) & 63) & 1) S.hint[i] = S.home_slot + 1;
            else if (u >= -S.R && u <= S.R && v >= -S.R && v <= S.R) S.hint[i] = (v + S.R) * S.stride + (u + S.R);
        }
        S.count[i] = count_bits(bits, S.words);
    }
    /* neighbours: cards that could overlap or whose leaders could cross */
    int nn = 0, cap = 0;
    double slack = (lattice ? 3 : 1) * fmax(step, step_y); /* lattice slots sit up to a step off their home's grid */
    int *list = NULL;
    for (int pass = 0; pass < 2; pass++) {
        nn = 0;
        for (int i = 0; i < m; i++) {
            if (pass) S.nbr_start[i] = nn;
            for (int j = 0; j < m; j++) {
                if (j == i) continue;
                double dx = fabs(S.home[2 * i] - S.home[2 * j]), dy = fabs(S.home[2 * i + 1] - S.home[2 * j + 1]);
                if (dx < 2 * D + w + slack && dy < 2 * D + h + slack) {
                    if (pass) list[nn] = j;
                    nn++;
                }
            }
        }
        if (!pass) {
            cap = nn ? nn : 1;
            list = malloc(sizeof(int) * (size_t)cap);
            if (!list) { PyErr_NoMemory(); goto done; }
        }
    }
    S.nbr_start[m] = nn;
    S.nbr = list;
    if (rules & RULE_GUIDED) {
        S.guide = malloc(sizeof(int) * (size_t)m);
        S.own_hint = malloc(sizeof(int) * (size_t)m);
        if (!S.guide || !S.own_hint) { PyErr_NoMemory(); goto done; }
        for (int i = 0; i < m; i++) { S.guide[i] = -1; S.own_hint[i] = S.hint[i]; }
    }
    /* Restarts with a growing node limit; what the weights learnt carries over. */
    int found = -1;
    long long run = m + 8 > 64 ? m + 8 : 64; /* a run needs at least one node per card */
    /* The search touches no Python object: let other threads run (the desktop app lays out cards
       on a worker thread, and a crowd takes seconds). */
    Py_BEGIN_ALLOW_THREADS
    while (found == -1 && S.nodes < budget) {
        S.run_limit = S.nodes + run;
        if (S.run_limit > budget) S.run_limit = budget;
        S.out_of_budget = 0;
        for (int i = 0; i < m; i++) {
            S.assigned[i] = -1;
            if (S.guide) S.hint[i] = S.guide[i] >= 0 ? S.guide[i] : S.own_hint[i];
        }
        found = dfs(&S);
        restore(&S, 0);
        run = run * 3 / 2;
    }
    Py_END_ALLOW_THREADS
    PyObject *centres;
    if (found == 1) {
        centres = PyBytes_FromStringAndSize((const char *)S.pos, (Py_ssize_t)(sizeof(double) * 2 * m));
        if (!centres) goto done;
    } else {
        centres = Py_None;
        Py_INCREF(centres);
    }
    result = Py_BuildValue("(NLi)", centres, S.nodes, S.out_of_budget);
done:
    free(S.dom);
    free(S.count);
    free(S.weight);
    free(S.hint);
    free(S.trail);
    free(S.trail_card);
    free(S.trail_count);
    free(S.off_u);
    free(S.off_v);
    free(S.rank);
    free(S.by_rank);
    free(S.cand);
    free(S.assigned);
    free(S.pos);
    free(S.lead);
    free(S.drawn);
    free(S.fixed_lines);
    free(S.base);
    free(S.nbr_start);
    free(S.nbr);
    free(pairs);
    free(S.guide);
    free(S.own_hint);
    PyBuffer_Release(&homes_buf);
    PyBuffer_Release(&obst_buf);
    if (hint_buf.buf) PyBuffer_Release(&hint_buf);
    if (fixed_buf.buf) PyBuffer_Release(&fixed_buf);
    return result;
}

/* all_cross(home_c, home_d, w, h, step_x, step_y, box) -> bool: do the leader lines of cards c and d
   cross wherever in box the two cards sit? box: c's columns x0..x1 and rows y0..y1, then d's (lattice
   steps, ends included). The exact search (sat_layout.py) grows the boxes it forbids by asking this
   tens of thousands of times a question; as numpy arrays it was 40 % of a 34 × 46 question's time.
   The same tests as the Python side (overlap.segments_cross on the leader lines; a card that did not
   move has none), place by place; but a part of the box where bounds on the four orientations
   already decide is not visited place by place (see cross_bounds). */
typedef struct {
    double hcx, hcy, hdx, hdy, w2, h2, sx, sy;
} CrossPair;

#define CROSS_TOL 1e-9
/* How far a bound must clear the tolerance before it decides for a whole part of the box: far more
   than the rounding of these products (coordinates of thousands of px), so a part the bounds pass
   holds no place the place-by-place test would fail. */
#define CROSS_MARGIN 1e-6

HOT_INLINE double clamp_d(double v, double lo, double hi) { return min_d(max_d(v, lo), hi); }

/* The place-by-place test over a box (b: steps, ends included). */
static int cross_places(const CrossPair *P, const int *b) {
    const double hcx = P->hcx, hcy = P->hcy, hdx = P->hdx, hdy = P->hdy, w2 = P->w2, h2 = P->h2;
    const double tol = CROSS_TOL;
    for (int i = b[0]; i <= b[1]; i++)
        for (int j = b[2]; j <= b[3]; j++)
            if (!moved(i * P->sx - hcx, j * P->sy - hcy)) return 0;
    for (int i = b[4]; i <= b[5]; i++)
        for (int j = b[6]; j <= b[7]; j++)
            if (!moved(i * P->sx - hdx, j * P->sy - hdy)) return 0;
    for (int i = b[0]; i <= b[1]; i++) {
        double xc = i * P->sx, ecx = clamp_d(hcx, xc - w2, xc + w2);
        for (int j = b[2]; j <= b[3]; j++) {
            double yc = j * P->sy, ecy = clamp_d(hcy, yc - h2, yc + h2);
            double d3 = orient(hcx, hcy, ecx, ecy, hdx, hdy);
            int d3_pos = d3 > tol, d3_neg = d3 < -tol;
            if (!d3_pos && !d3_neg) return 0;
            for (int k = b[4]; k <= b[5]; k++) {
                double xd = k * P->sx, edx = clamp_d(hdx, xd - w2, xd + w2);
                for (int l = b[6]; l <= b[7]; l++) {
                    double yd = l * P->sy, edy = clamp_d(hdy, yd - h2, yd + h2);
                    double d1 = orient(hdx, hdy, edx, edy, hcx, hcy);
                    double d2 = orient(hdx, hdy, edx, edy, ecx, ecy);
                    double d4 = orient(hcx, hcy, ecx, ecy, edx, edy);
                    if (!(((d1 > tol && d2 < -tol) || (d1 < -tol && d2 > tol)) &&
                          ((d3_pos && d4 < -tol) || (d3_neg && d4 > tol))))
                        return 0;
                }
            }
        }
    }
    return 1;
}

/* Bounds of a·u − b·v for u in [u0, u1], v in [v0, v1] (a, b constants). */
static void linear_bounds(double a, double u0, double u1, double b, double v0, double v1, double *lo, double *hi) {
    double au0 = a * u0, au1 = a * u1, bv0 = b * v0, bv1 = b * v1;
    *lo = min_d(au0, au1) - max_d(bv0, bv1);
    *hi = max_d(au0, au1) - min_d(bv0, bv1);
}

/* Bounds of u·v over intervals. */
static void product_bounds(double u0, double u1, double v0, double v1, double *lo, double *hi) {
    double p[4] = {u0 * v0, u0 * v1, u1 * v0, u1 * v1};
    *lo = min_d(min_d(p[0], p[1]), min_d(p[2], p[3]));
    *hi = max_d(max_d(p[0], p[1]), max_d(p[2], p[3]));
}

/* 1 when bounds on the orientations prove that the lines cross at every place of the box, else 0
   (not known). Each leader line ends at the card's nearest point to its home, which moves
   monotonically with the card, so each end lies in a box given by the card's extreme places; d1, d3
   are linear in one end, d2, d4 products of the two. In a box where the lines cross everywhere each
   orientation keeps its sign (it would have to pass zero to change it, and there they do not
   cross), so one sign pattern per pair of orientations is asked for. */
static int cross_bounds(const CrossPair *P, const int *b) {
    const double m = CROSS_TOL + CROSS_MARGIN;
    const double hcx = P->hcx, hcy = P->hcy, hdx = P->hdx, hdy = P->hdy, w2 = P->w2, h2 = P->h2;
    double ecx0 = clamp_d(hcx, b[0] * P->sx - w2, b[0] * P->sx + w2), ecx1 = clamp_d(hcx, b[1] * P->sx - w2, b[1] * P->sx + w2);
    double ecy0 = clamp_d(hcy, b[2] * P->sy - h2, b[2] * P->sy + h2), ecy1 = clamp_d(hcy, b[3] * P->sy - h2, b[3] * P->sy + h2);
    double edx0 = clamp_d(hdx, b[4] * P->sx - w2, b[4] * P->sx + w2), edx1 = clamp_d(hdx, b[5] * P->sx - w2, b[5] * P->sx + w2);
    double edy0 = clamp_d(hdy, b[6] * P->sy - h2, b[6] * P->sy + h2), edy1 = clamp_d(hdy, b[7] * P->sy - h2, b[7] * P->sy + h2);
    double lo1, hi1, lo2, hi2, lo3, hi3, lo4, hi4, plo, phi, qlo, qhi;
    /* d1 = (edx − hdx)(hcy − hdy) − (edy − hdy)(hcx − hdx) */
    linear_bounds(hcy - hdy, edx0 - hdx, edx1 - hdx, hcx - hdx, edy0 - hdy, edy1 - hdy, &lo1, &hi1);
    int first = lo1 > m ? 1 : hi1 < -m ? -1 : 0;
    if (!first) return 0;
    /* d3 = (ecx − hcx)(hdy − hcy) − (ecy − hcy)(hdx − hcx) */
    linear_bounds(hdy - hcy, ecx0 - hcx, ecx1 - hcx, hdx - hcx, ecy0 - hcy, ecy1 - hcy, &lo3, &hi3);
    int third = lo3 > m ? 1 : hi3 < -m ? -1 : 0;
    if (!third) return 0;
    /* d2 = (edx − hdx)(ecy − hdy) − (edy − hdy)(ecx − hdx) */
    product_bounds(edx0 - hdx, edx1 - hdx, ecy0 - hdy, ecy1 - hdy, &plo, &phi);
    product_bounds(edy0 - hdy, edy1 - hdy, ecx0 - hdx, ecx1 - hdx, &qlo, &qhi);
    lo2 = plo - qhi, hi2 = phi - qlo;
    if (!(first > 0 ? hi2 < -m : lo2 > m)) return 0;
    /* d4 = (ecx − hcx)(edy − hcy) − (ecy − hcy)(edx − hcx) */
    product_bounds(ecx0 - hcx, ecx1 - hcx, edy0 - hcy, edy1 - hcy, &plo, &phi);
    product_bounds(ecy0 - hcy, ecy1 - hcy, edx0 - hcx, edx1 - hcx, &qlo, &qhi);
    lo4 = plo - qhi, hi4 = phi - qlo;
    if (!(third > 0 ? hi4 < -m : lo4 > m)) return 0;
    /* and every card moved (the corners nearest home are the worst: a whole part off home) */
    double ncx = clamp_d(hcx, b[0] * P->sx, b[1] * P->sx) - hcx, ncy = clamp_d(hcy, b[2] * P->sy, b[3] * P->sy) - hcy;
    double ndx = clamp_d(hdx, b[4] * P->sx, b[5] * P->sx) - hdx, ndy = clamp_d(hdy, b[6] * P->sy, b[7] * P->sy) - hdy;
    return moved(ncx, ncy) && moved(ndx, ndy);
}

/* Small parts are tested place by place; larger ones by their bounds, else halved. */
#define CROSS_PLACES 64

static int cross_everywhere(const CrossPair *P, const int *b) {
    long long places = 1;
    int widest = 0, span = -1;
    for (int k = 0; k < 4; k++) {
        int n = b[2 * k + 1] - b[2 * k];
        places *= n + 1;
        if (n > span) span = n, widest = k;
    }
    if (places <= CROSS_PLACES) return cross_places(P, b);
    /* one place first: where a part fails, it usually fails at once */
    int corner[8] = {b[0], b[0], b[2], b[2], b[4], b[4], b[6], b[6]};
    if (!cross_places(P, corner)) return 0;
    if (cross_bounds(P, b)) return 1;
    int half[8], rest[8];
    memcpy(half, b, sizeof half);
    memcpy(rest, b, sizeof rest);
    half[2 * widest + 1] = b[2 * widest] + span / 2;
    rest[2 * widest] = half[2 * widest + 1] + 1;
    return cross_everywhere(P, rest) && cross_everywhere(P, half);
}

static PyObject *py_all_cross(PyObject *self, PyObject *args) {
    CrossPair P;
    double w, h;
    int b[8];
    if (!PyArg_ParseTuple(args, "(dd)(dd)dddd(iiiiiiii)", &P.hcx, &P.hcy, &P.hdx, &P.hdy, &w, &h, &P.sx, &P.sy,
                          b, b + 1, b + 2, b + 3, b + 4, b + 5, b + 6, b + 7))
        return NULL;
    if (b[0] > b[1] || b[2] > b[3] || b[4] > b[5] || b[6] > b[7]) Py_RETURN_TRUE; /* no place at all */
    P.w2 = w / 2, P.h2 = h / 2;
    int cross;
    Py_BEGIN_ALLOW_THREADS
    cross = cross_everywhere(&P, b);
    Py_END_ALLOW_THREADS
    return PyBool_FromLong(cross);
}

static PyMethodDef methods[] = {
    {"place", py_place, METH_VARARGS, "place(homes, obstacles, w, h, bounds, D, step, budget[, ..., step_y]) -> (centres, nodes, out)"},
    {"all_cross", py_all_cross, METH_VARARGS, "all_cross(home_c, home_d, w, h, step_x, step_y, box) -> bool"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_slots", "Card layout by slot search.", -1, methods};

PyMODINIT_FUNC PyInit__slots(void) { return PyModule_Create(&module); }
