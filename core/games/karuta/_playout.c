/*
 * Compiled playouts of 旧国かるた for the deal simulator.
 *
 * This is the rules engine of core/games/karuta/rules.py (KarutaRules) and the random, greedy and
 * planner CPU players of players.py, transcribed move for move so that a seeded deal played here
 * makes exactly the moves the Python engine makes: the same Mersenne Twister as CPython's `random`
 * (seeded the same way, with the same `_randbelow`), the same legal-move order, the same
 * tie-breaks, the planner's scores with the same floating-point operations in the same order
 * (compiled with -ffp-contract=off, so no fused multiply-add changes a rounding).
 * tests/core/games/test_karuta_playout_kernel.py plays seeded deals through both and compares
 * every move; the Python engine stays the reference (the desktop game, records). Why it exists:
 * the designers' 5000-deal study must answer while they wait (issue #4: 2,000 deals/s on two
 * cores), and the interpreted engine manages ~300 deals/s per core.
 *
 * Python API (module core.games.karuta._playout):
 *   play(tables: bytes, options: tuple[int, ...], deals: list[tuple[int, tuple[int, ...], tuple[int, ...]]],
 *        record: bool[, planner_weights: tuple[float, float, float, float]]) -> list[tuple]
 * tables: int32 little-endian words built by playout.tables(rules); options: see OPT_*;
 * each deal is (deal seed, player seeds, player kinds 0=random 1=greedy 2=planner); each result is
 * (turns, passes, stalled, winners, start_seat) and, with record, a list of moves
 * (kind, province, highway, source, number of legal moves it was chosen from), -1 for unused fields.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <math.h>
#include <string.h>

typedef unsigned __int128 mask_t;

#define MAXP 128
#define MAXH 64
#define MAXI 70
#define MAXHEADS 512
#define MAXMOVES 4096 /* far above any real position; exceeding it is reported, never truncated */
#define MAXSTARTS 32

/* Move kinds, numbered in the order their names sort (KarutaMove orders by the kind's name). */
enum { K_ADJACENCY = 0, K_END_TURN = 1, K_FERRY = 2, K_FIRST = 3, K_HIGHWAY = 4, K_PASS = 5 };

/* ---- CPython's Mersenne Twister (Modules/_randommodule.c) ---------------------------------- */

#define MT_N 624
#define MT_M 397

typedef struct {
    uint32_t state[MT_N];
    int index;
} MT;

static void mt_init_genrand(MT *mt, uint32_t s) {
    uint32_t *m = mt->state;
    m[0] = s;
    for (int i = 1; i < MT_N; i++)
        m[i] = 1812433253U * (m[i - 1] ^ (m[i - 1] >> 30)) + (uint32_t)i;
    mt->index = MT_N;
}

static void mt_init_by_array(MT *mt, const uint32_t *key, size_t key_length) {
    uint32_t *m = mt->state;
    size_t i = 1, j = 0, k;
    mt_init_genrand(mt, 19650218U);
    k = MT_N > key_length ? MT_N : key_length;
    for (; k; k--) {
        m[i] = (m[i] ^ ((m[i - 1] ^ (m[i - 1] >> 30)) * 1664525U)) + key[j] + (uint32_t)j;
        i++;
        j++;
        if (i >= MT_N) { m[0] = m[MT_N - 1]; i = 1; }
        if (j >= key_length) j = 0;
    }
    for (k = MT_N - 1; k; k--) {
        m[i] = (m[i] ^ ((m[i - 1] ^ (m[i - 1] >> 30)) * 1566083941U)) - (uint32_t)i;
        i++;
        if (i >= MT_N) { m[0] = m[MT_N - 1]; i = 1; }
    }
    m[0] = 0x80000000U;
}

/* random.Random(n) for a non-negative n below 2**64. */
static void mt_seed_u64(MT *mt, uint64_t n) {
    uint32_t key[2] = {(uint32_t)n, (uint32_t)(n >> 32)};
    mt_init_by_array(mt, key, key[1] ? 2 : 1);
}

static uint32_t mt_next(MT *mt) {
    static const uint32_t mag01[2] = {0x0U, 0x9908b0dfU};
    uint32_t y;
    uint32_t *m = mt->state;
    if (mt->index >= MT_N) {
        int kk;
        for (kk = 0; kk < MT_N - MT_M; kk++) {
            y = (m[kk] & 0x80000000U) | (m[kk + 1] & 0x7fffffffU);
            m[kk] = m[kk + MT_M] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        for (; kk < MT_N - 1; kk++) {
            y = (m[kk] & 0x80000000U) | (m[kk + 1] & 0x7fffffffU);
            m[kk] = m[kk + (MT_M - MT_N)] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        y = (m[MT_N - 1] & 0x80000000U) | (m[0] & 0x7fffffffU);
        m[MT_N - 1] = m[MT_M - 1] ^ (y >> 1) ^ mag01[y & 0x1U];
        mt->index = 0;
    }
    y = m[mt->index++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    y ^= (y >> 18);
    return y;
}

/* Random._randbelow_with_getrandbits(n), n >= 1 and below 2**32. */
static uint32_t mt_below(MT *mt, uint32_t n) {
    int k = 32 - __builtin_clz(n);
    uint32_t r = mt_next(mt) >> (32 - k);
    while (r >= n) r = mt_next(mt) >> (32 - k);
    return r;
}

/* ---- the rules, compiled for one dataset and rule set -------------------------------------- */

typedef struct {
    int P, H;
    int len[MAXH];
    int stops[MAXH][MAXI];
    int npos[MAXP];
    int pos_h[MAXP][MAXH], pos_i[MAXP][MAXH];
    int nstarts[MAXP];
    int start_h[MAXP][MAXSTARTS], start_j[MAXP][MAXSTARTS], start_d[MAXP][MAXSTARTS], start_p[MAXP][MAXSTARTS];
    mask_t start_mask[MAXP];
    mask_t neighbour[MAXP], ferry[MAXP];
    mask_t junction, off_highway;
    int start_province;
    int prank[MAXP], hrank[MAXH];
    /* options */
    int any_junction, either, pass_through, first_start, tie_turn_order, uneven, chain_limit;
} Rules;

enum { OPT_ANY_JUNCTION, OPT_EITHER, OPT_PASS_THROUGH, OPT_FIRST_START, OPT_TIE_TURN_ORDER, OPT_UNEVEN,
       OPT_CHAIN_LIMIT, OPT_COUNT };

#define BIT(p) (((mask_t)1) << (p))
#define HAS(m, p) ((int)(((m) >> (p)) & 1))

static int popcount(mask_t m) {
    return __builtin_popcountll((uint64_t)m) + __builtin_popcountll((uint64_t)(m >> 64));
}

static int lowest(mask_t m) {
    uint64_t lo = (uint64_t)m;
    return lo ? __builtin_ctzll(lo) : 64 + __builtin_ctzll((uint64_t)(m >> 64));
}

/* Head codes sort as the Python tuples (highway, position, direction) do. */
#define HEAD(h, i, d) (((h) * MAXI + (i)) * 3 + ((d) + 1))
#define HEAD_H(c) ((c) / (MAXI * 3))
#define HEAD_I(c) (((c) / 3) % MAXI)
#define HEAD_D(c) ((c) % 3 - 1)

typedef struct {
    int players;
    mask_t hands[4];
    mask_t board;
    int heads[MAXHEADS];
    int nheads;
    int start_seat, to_move;
    int chain; /* head code or -1 */
    int chain_cards, last_placed, passes_in_row, turns;
    int passes[4];
    int winners[4], nwinners;
    int end_reason; /* 0 playing, 1 emptied, 2 all pass */
} State;

typedef struct {
    int kind, p, h, source;
    int old_head, new_head; /* highway moves: the line end it grows from (-1: a new line) and the new one */
} Move;

/* _target: the next free stop(s) a head can grow to, as (position, direction). Returns the count. */
static int target(const Rules *r, int head, mask_t board, int *js, int *ds) {
    int h = HEAD_H(head), i = HEAD_I(head), d = HEAD_D(head), n = 0;
    int dirs[2], nd = 0;
    if (d) dirs[nd++] = d;
    else { dirs[nd++] = -1; dirs[nd++] = 1; }
    for (int k = 0; k < nd; k++) {
        int dir = dirs[k];
        for (int j = i + dir; j >= 0 && j < r->len[h]; j += dir) {
            if (!HAS(board, r->stops[h][j])) { js[n] = j; ds[n] = dir; n++; break; }
            if (!r->pass_through) break;
        }
    }
    return n;
}

static int heads_find(const State *s, int code) {
    for (int k = 0; k < s->nheads; k++)
        if (s->heads[k] == code) return k;
    return -1;
}

static void heads_add(State *s, int code) {
    int k = 0;
    while (k < s->nheads && s->heads[k] < code) k++;
    if (k < s->nheads && s->heads[k] == code) return;
    if (s->nheads >= MAXHEADS) return; /* cannot happen: heads are distinct (h, i, d) */
    memmove(&s->heads[k + 1], &s->heads[k], (size_t)(s->nheads - k) * sizeof(int));
    s->heads[k] = code;
    s->nheads++;
}

static void heads_discard(State *s, int code) {
    int k = heads_find(s, code);
    if (k < 0) return;
    memmove(&s->heads[k], &s->heads[k + 1], (size_t)(s->nheads - k - 1) * sizeof(int));
    s->nheads--;
}

/* _highway_move: add unless a move with the same (card, highway, source) is already listed. */
static int overflow; /* set when a position has more legal moves than MAXMOVES (then the result is refused) */

static void add_highway(Move *found, int *n, int p, int h, int source, int old_head, int new_head) {
    for (int k = 0; k < *n; k++)
        if (found[k].p == p && found[k].h == h && found[k].source == source) return;
    if (*n >= MAXMOVES - 128) { overflow = 1; return; } /* room left for the single-card moves */
    Move m = {K_HIGHWAY, p, h, source, old_head, new_head};
    found[(*n)++] = m;
}

/* sorted(found): by (card, highway, source) as numbers. */
static void sort_highway(Move *found, int n) {
    for (int a = 1; a < n; a++) {
        Move m = found[a];
        int b = a - 1;
        while (b >= 0 && (found[b].p > m.p || (found[b].p == m.p && (found[b].h > m.h ||
                (found[b].h == m.h && found[b].source > m.source))))) {
            found[b + 1] = found[b];
            b--;
        }
        found[b + 1] = m;
    }
}

/* chain_continuations(board, hand, head, placed): card, new head and source per continuation. */
static int continuations(const Rules *r, mask_t board, mask_t hand, int head, int placed, int *cards, int *new_heads,
                         int *sources) {
    int js[2], ds[2], n = 0;
    int h = HEAD_H(head), i = HEAD_I(head);
    int nt = target(r, head, board, js, ds);
    for (int k = 0; k < nt; k++) {
        int p = r->stops[h][js[k]];
        if (HAS(hand, p)) { cards[n] = p; new_heads[n] = HEAD(h, js[k], ds[k]); sources[n] = r->stops[h][i]; n++; }
    }
    if (placed >= 0 && HAS(r->junction, placed)) {
        for (int k = 0; k < r->nstarts[placed]; k++) {
            int p = r->start_p[placed][k];
            if (r->start_h[placed][k] != h && HAS(hand, p) && !HAS(board, p)) {
                cards[n] = p;
                new_heads[n] = HEAD(r->start_h[placed][k], r->start_j[placed][k], r->start_d[placed][k]);
                sources[n] = placed;
                n++;
            }
        }
    }
    return n;
}

static int legal_moves(const Rules *r, const State *s, Move *out) {
    int n = 0;
    if (s->end_reason) return 0;
    mask_t hand = s->hands[s->to_move], board = s->board;
    if (s->chain >= 0) {
        int cards[MAXSTARTS + 2], nh[MAXSTARTS + 2], src[MAXSTARTS + 2];
        int nc = continuations(r, board, hand, s->chain, s->last_placed, cards, nh, src);
        int ch = HEAD_H(s->chain), source_of_chain = r->stops[ch][HEAD_I(s->chain)];
        for (int k = 0; k < nc; k++) {
            int old = (HEAD_H(nh[k]) == ch && src[k] == source_of_chain) ? s->chain : -1;
            add_highway(out, &n, cards[k], HEAD_H(nh[k]), src[k], old, nh[k]);
        }
        sort_highway(out, n);
        Move end = {K_END_TURN, -1, -1, -1, -1, -1};
        out[n++] = end;
        return n;
    }
    if (board == 0) {
        if (r->first_start && r->start_province >= 0) {
            if (HAS(hand, r->start_province)) {
                Move m = {K_FIRST, r->start_province, -1, -1, -1, -1};
                out[n++] = m;
            }
        } else {
            for (int p = 0; p < r->P; p++)
                if (HAS(hand, p)) { Move m = {K_FIRST, p, -1, -1, -1, -1}; out[n++] = m; }
        }
        if (!n) { Move m = {K_PASS, -1, -1, -1, -1, -1}; out[n++] = m; }
        return n;
    }
    for (int k = 0; k < s->nheads; k++) {
        int head = s->heads[k], h = HEAD_H(head), i = HEAD_I(head);
        int js[2], ds[2];
        int nt = target(r, head, board, js, ds);
        for (int t = 0; t < nt; t++) {
            int p = r->stops[h][js[t]];
            if (HAS(hand, p)) add_highway(out, &n, p, h, r->stops[h][i], head, HEAD(h, js[t], ds[t]));
        }
    }
    if (r->any_junction) {
        mask_t junctions = board & r->junction, free_in_hand = hand & ~board;
        while (junctions) {
            int j = lowest(junctions);
            junctions &= junctions - 1;
            if (!(r->start_mask[j] & free_in_hand)) continue;
            for (int k = 0; k < r->nstarts[j]; k++)
                if (HAS(free_in_hand, r->start_p[j][k]))
                    add_highway(out, &n, r->start_p[j][k], r->start_h[j][k], j, -1,
                                HEAD(r->start_h[j][k], r->start_j[j][k], r->start_d[j][k]));
        }
    }
    sort_highway(out, n);
    mask_t off = hand & r->off_highway;
    while (off) {
        int p = lowest(off);
        off &= off - 1;
        if (r->neighbour[p] & board) { Move m = {K_ADJACENCY, p, -1, -1, -1, -1}; out[n++] = m; }
        else if (r->ferry[p] & board) { Move m = {K_FERRY, p, -1, -1, -1, -1}; out[n++] = m; }
    }
    if (!n) { Move m = {K_PASS, -1, -1, -1, -1, -1}; out[n++] = m; }
    return n;
}

static void end_turn(State *s) {
    s->to_move = (s->to_move + 1) % s->players;
    s->chain = -1;
    s->chain_cards = 0;
    s->last_placed = -1;
    s->turns++;
}

static void finish_all_pass(const Rules *r, State *s) {
    int fewest = 1 << 30, tied[4], nt = 0;
    for (int q = 0; q < s->players; q++) {
        int size = popcount(s->hands[q]);
        if (size < fewest) fewest = size;
    }
    for (int q = 0; q < s->players; q++)
        if (popcount(s->hands[q]) == fewest) tied[nt++] = q;
    s->nwinners = 0;
    if (r->tie_turn_order && nt > 1) {
        for (int k = 0; k < s->players && !s->nwinners; k++) {
            int seat = (s->start_seat + k) % s->players;
            for (int t = 0; t < nt; t++)
                if (tied[t] == seat) { s->winners[s->nwinners++] = seat; break; }
        }
    } else {
        for (int t = 0; t < nt; t++) s->winners[s->nwinners++] = tied[t];
    }
    s->end_reason = 2;
}

static int chain_moves_exist(const Rules *r, const State *s) {
    int cards[MAXSTARTS + 2], nh[MAXSTARTS + 2], src[MAXSTARTS + 2];
    return continuations(r, s->board, s->hands[s->to_move], s->chain, s->last_placed, cards, nh, src) > 0;
}

/* KarutaRules._apply for a move from legal_moves(s). */
static void apply_move(const Rules *r, State *s, const Move *m) {
    int seat = s->to_move;
    if (m->kind == K_PASS) {
        s->passes[seat]++;
        int in_row = s->passes_in_row + 1;
        s->passes_in_row = in_row;
        end_turn(s);
        if (in_row >= s->players) finish_all_pass(r, s);
        return;
    }
    if (m->kind == K_END_TURN) { end_turn(s); return; }
    int p = m->p;
    s->hands[seat] &= ~BIT(p);
    s->board |= BIT(p);
    int chain = -1;
    if (m->kind == K_FIRST) {
        for (int k = 0; k < r->npos[p]; k++) heads_add(s, HEAD(r->pos_h[p][k], r->pos_i[p][k], 0));
    } else if (m->kind == K_HIGHWAY) {
        if (m->old_head >= 0) heads_discard(s, m->old_head);
        heads_add(s, m->new_head);
        chain = m->new_head;
    }
    /* Only heads on a highway through the new card can have lost their next free stop. */
    if (r->npos[p]) {
        int kept = 0;
        for (int k = 0; k < s->nheads; k++) {
            int head = s->heads[k], touched = 0, js[2], ds[2];
            for (int q = 0; q < r->npos[p]; q++)
                if (r->pos_h[p][q] == HEAD_H(head)) { touched = 1; break; }
            if (!touched || target(r, head, s->board, js, ds)) s->heads[kept++] = head;
        }
        s->nheads = kept;
    }
    s->passes_in_row = 0;
    if (!s->hands[seat]) {
        s->chain = -1;
        s->turns++;
        s->winners[0] = seat;
        s->nwinners = 1;
        s->end_reason = 1;
        return;
    }
    if (chain >= 0) {
        s->chain = chain;
        s->chain_cards++;
        s->last_placed = p;
        if ((r->chain_limit == 0 || s->chain_cards < r->chain_limit) && chain_moves_exist(r, s)) return;
        end_turn(s);
        return;
    }
    end_turn(s);
}

/* KarutaRules.initial_state(players, random.Random(seed)). */
static void deal(const Rules *r, State *s, int players, uint64_t seed) {
    MT mt;
    int cards[MAXP];
    mt_seed_u64(&mt, seed);
    for (int p = 0; p < r->P; p++) cards[p] = p;
    for (int i = r->P - 1; i > 0; i--) {
        int j = (int)mt_below(&mt, (uint32_t)(i + 1));
        int t = cards[i]; cards[i] = cards[j]; cards[j] = t;
    }
    int start = (int)mt_below(&mt, (uint32_t)players);
    memset(s, 0, sizeof(*s));
    s->players = players;
    int share = r->P / players, spare = r->P % players, position = 0;
    for (int k = 0; k < players; k++) {
        int seat = (start + k) % players;
        int count = share + ((r->uneven && k < spare) ? 1 : 0);
        for (int c = position; c < position + count; c++) s->hands[seat] |= BIT(cards[c]);
        position += count;
    }
    if (r->first_start && r->start_province >= 0) {
        for (int q = 0; q < players; q++)
            if (HAS(s->hands[q], r->start_province)) { start = q; break; }
    }
    s->start_seat = start;
    s->to_move = start;
    s->chain = -1;
    s->last_placed = -1;
}

/* ---- the CPU players ------------------------------------------------------------------------ */

/* players._rng(seed, state): one generator per decision. */
static void decision_rng(MT *mt, uint32_t seed, const State *s) {
    uint64_t n = (uint64_t)seed * 1000003ULL + (uint64_t)s->turns * 4099ULL + (uint64_t)s->chain_cards * 131ULL +
                 (uint64_t)(s->board % (mask_t)1000033);
    mt_seed_u64(mt, n);
}

/* KarutaMove's order: kind name, then province, highway and source ids as strings ("" first). */
static int move_less(const Rules *r, const Move *a, const Move *b) {
    int ka[4] = {a->kind, a->p < 0 ? -1 : r->prank[a->p], a->h < 0 ? -1 : r->hrank[a->h],
                 a->source < 0 ? -1 : r->prank[a->source]};
    int kb[4] = {b->kind, b->p < 0 ? -1 : r->prank[b->p], b->h < 0 ? -1 : r->hrank[b->h],
                 b->source < 0 ? -1 : r->prank[b->source]};
    for (int k = 0; k < 4; k++)
        if (ka[k] != kb[k]) return ka[k] < kb[k];
    return 0;
}

static int longest_chain(const Rules *r, mask_t board, mask_t hand, int head, int placed, int limit) {
    if (limit <= 0) return 0;
    int cards[MAXSTARTS + 2], nh[MAXSTARTS + 2], src[MAXSTARTS + 2], best = 0;
    int n = continuations(r, board, hand, head, placed, cards, nh, src);
    for (int k = 0; k < n; k++) {
        int length = 1 + longest_chain(r, board | BIT(cards[k]), hand & ~BIT(cards[k]), nh[k], cards[k], limit - 1);
        if (length > best) best = length;
    }
    return best;
}

static int opening_value(const Rules *r, const State *s, int p) {
    mask_t hand = s->hands[s->to_move];
    int value = 0;
    for (int k = 0; k < r->npos[p]; k++) {
        int h = r->pos_h[p][k], i = r->pos_i[p][k];
        value += 1;
        if (i - 1 >= 0 && HAS(hand, r->stops[h][i - 1])) value += 1;
        if (i + 1 < r->len[h] && HAS(hand, r->stops[h][i + 1])) value += 1;
    }
    return value;
}

/* PlannerPlayer: every plan for the turn (a chain and where it stops) scored by what it leaves. */
#define MAXDEPTH 80

typedef struct {
    Move *levels[MAXDEPTH]; /* legal-move buffers per plan depth, allocated as needed */
    double weights[4];      /* junction_cost, reserve_cost, option_value, opening_cost */
    int failed;             /* out of memory, or plans deeper than MAXDEPTH */
} Ctx;

static Move *level_buffer(Ctx *ctx, int depth) {
    if (depth >= MAXDEPTH) { ctx->failed = 1; return NULL; }
    if (!ctx->levels[depth] && !(ctx->levels[depth] = PyMem_Malloc(sizeof(Move) * MAXMOVES))) ctx->failed = 1;
    return ctx->levels[depth];
}

/* KarutaRules.playable_counts(state, hand). */
static void playable_counts(const Rules *r, const State *s, mask_t hand, int *playable, int *opened) {
    mask_t board = s->board, reach = 0;
    for (int k = 0; k < s->nheads; k++) {
        int head = s->heads[k], js[2], ds[2];
        int nt = target(r, head, board, js, ds);
        for (int t = 0; t < nt; t++) reach |= BIT(r->stops[HEAD_H(head)][js[t]]);
    }
    if (r->any_junction) {
        mask_t junctions = board & r->junction;
        while (junctions) {
            int j = lowest(junctions);
            junctions &= junctions - 1;
            for (int k = 0; k < r->nstarts[j]; k++)
                if (!HAS(board, r->start_p[j][k])) reach |= BIT(r->start_p[j][k]);
        }
    }
    mask_t free_off = r->off_highway & ~board;
    while (free_off) {
        int p = lowest(free_off);
        free_off &= free_off - 1;
        if ((r->neighbour[p] | r->ferry[p]) & board) reach |= BIT(p);
    }
    *playable = popcount(reach & hand);
    *opened = popcount(reach & ~hand);
}

typedef struct {
    const Rules *r;
    Ctx *ctx;
    int seat, highway_possible;
    double *value; /* per root move: the best score of the plans it starts */
    int cards[MAXDEPTH];
} Plans;

/* PlannerPlayer._evaluate, in the same order of floating-point operations. */
static double evaluate(const Plans *P, const State *end, int ncards) {
    const Rules *r = P->r;
    if (end->end_reason) {
        for (int k = 0; k < end->nwinners; k++)
            if (end->winners[k] == P->seat) return 1000.0;
        return -1000.0;
    }
    const double *w = P->ctx->weights;
    double value = (double)ncards;
    for (int k = 0; k < ncards; k++) {
        int p = P->cards[k];
        if (HAS(r->junction, p)) value -= w[0];
        if (P->highway_possible && HAS(r->off_highway, p)) value -= w[1];
    }
    int playable, opened;
    playable_counts(r, end, end->hands[P->seat], &playable, &opened);
    value += w[2] * playable - w[3] * opened;
    return value;
}

static void record_plan(Plans *P, int first, double value) {
    if (value > P->value[first]) P->value[first] = value;
}

/* PlannerPlayer._plans: ``first`` is the root move the plan starts with (-1 at the root). */
static void plans(Plans *P, const State *s, int ncards, int first, int depth) {
    Move *legal = level_buffer(P->ctx, depth);
    if (!legal) return;
    int n = legal_moves(P->r, s, legal);
    for (int k = 0; k < n && !P->ctx->failed; k++) {
        int root = first >= 0 ? first : k;
        const Move *m = &legal[k];
        if (m->kind == K_END_TURN || m->kind == K_PASS) {
            record_plan(P, root, evaluate(P, s, ncards));
            continue;
        }
        State after = *s;
        apply_move(P->r, &after, m);
        if (ncards >= MAXDEPTH) { P->ctx->failed = 1; return; }
        P->cards[ncards] = m->p;
        if (after.to_move == P->seat && after.chain >= 0 && !after.end_reason) plans(P, &after, ncards + 1, root, depth + 1);
        else record_plan(P, root, evaluate(P, &after, ncards + 1));
    }
}

/* players._choose: the best-scoring moves (within 1e-9), in KarutaMove order, one drawn by the
   decision's own generator when several tie. */
static int choose(const Rules *r, const State *s, const Move *legal, int n, const double *score, uint32_t seed) {
    double best = -INFINITY;
    for (int k = 0; k < n; k++)
        if (score[k] > best) best = score[k];
    int choices[MAXMOVES], nc = 0;
    for (int k = 0; k < n; k++) {
        if (!(score[k] >= best - 1e-9)) continue;
        int at = nc;
        while (at > 0 && move_less(r, &legal[k], &legal[choices[at - 1]])) { choices[at] = choices[at - 1]; at--; }
        choices[at] = k;
        nc++;
    }
    if (nc == 1) return choices[0];
    MT mt;
    decision_rng(&mt, seed, s);
    return choices[mt_below(&mt, (uint32_t)nc)];
}

static int decide(const Rules *r, const State *s, const Move *legal, int n, int kind, uint32_t seed, Ctx *ctx) {
    MT mt;
    if (n == 1) return 0;
    if (kind == 0) { /* RandomPlayer */
        decision_rng(&mt, seed, s);
        return (int)mt_below(&mt, (uint32_t)n);
    }
    if (kind == 2 && legal[0].kind != K_FIRST) {
        double value[MAXMOVES];
        Plans P = {r, ctx, s->to_move, 0, value, {0}};
        for (int k = 0; k < n; k++) {
            value[k] = -INFINITY;
            P.highway_possible |= legal[k].kind == K_HIGHWAY;
        }
        plans(&P, s, 0, -1, 0);
        if (ctx->failed) return -1;
        return choose(r, s, legal, n, value, seed);
    }
    /* GreedyPlayer (and every player's first card): the longest chain now, the best opening card. */
    double score[MAXMOVES];
    for (int k = 0; k < n; k++) {
        const Move *m = &legal[k];
        if (legal[0].kind == K_FIRST) score[k] = opening_value(r, s, m->p);
        else if (m->kind == K_HIGHWAY) {
            int limit = r->chain_limit ? r->chain_limit : 68;
            score[k] = 1 + longest_chain(r, s->board | BIT(m->p), s->hands[s->to_move] & ~BIT(m->p), m->new_head,
                                         m->p, limit - s->chain_cards - 1);
        } else score[k] = (m->kind == K_ADJACENCY || m->kind == K_FERRY || m->kind == K_FIRST) ? 1 : 0;
    }
    return choose(r, s, legal, n, score, seed);
}

/* ---- tables and the module ------------------------------------------------------------------ */

static int read_word(const int32_t *w, Py_ssize_t n, Py_ssize_t *at, int *out) {
    if (*at >= n) return 0;
    *out = w[(*at)++];
    return 1;
}

static int read_mask(const int32_t *w, Py_ssize_t n, Py_ssize_t *at, mask_t *out) {
    mask_t m = 0;
    for (int k = 0; k < 4; k++) {
        int word;
        if (!read_word(w, n, at, &word)) return 0;
        m |= ((mask_t)(uint32_t)word) << (32 * k);
    }
    *out = m;
    return 1;
}

#define NEED(cond) do { if (!(cond)) { PyErr_SetString(PyExc_ValueError, "malformed playout tables"); return -1; } } while (0)

/* Tables: P, H, then per highway its length and stops, per province neighbour and ferry masks
   (four 32-bit words each), the start province (-1 for none), province and highway id ranks. */
static int build_rules(Rules *r, const int32_t *w, Py_ssize_t n, const int *options) {
    Py_ssize_t at = 0;
    memset(r, 0, sizeof(*r));
    NEED(read_word(w, n, &at, &r->P) && read_word(w, n, &at, &r->H));
    NEED(r->P > 0 && r->P <= MAXP && r->H >= 0 && r->H <= MAXH);
    r->any_junction = options[OPT_ANY_JUNCTION];
    r->either = options[OPT_EITHER];
    r->pass_through = options[OPT_PASS_THROUGH];
    r->first_start = options[OPT_FIRST_START];
    r->tie_turn_order = options[OPT_TIE_TURN_ORDER];
    r->uneven = options[OPT_UNEVEN];
    r->chain_limit = options[OPT_CHAIN_LIMIT];
    for (int h = 0; h < r->H; h++) {
        NEED(read_word(w, n, &at, &r->len[h]) && r->len[h] >= 0 && r->len[h] <= MAXI);
        for (int i = 0; i < r->len[h]; i++) {
            NEED(read_word(w, n, &at, &r->stops[h][i]) && r->stops[h][i] >= 0 && r->stops[h][i] < r->P);
            int p = r->stops[h][i];
            NEED(r->npos[p] < MAXH);
            r->pos_h[p][r->npos[p]] = h;
            r->pos_i[p][r->npos[p]] = i;
            r->npos[p]++;
        }
    }
    for (int p = 0; p < r->P; p++) NEED(read_mask(w, n, &at, &r->neighbour[p]) && read_mask(w, n, &at, &r->ferry[p]));
    NEED(read_word(w, n, &at, &r->start_province) && r->start_province < r->P);
    for (int p = 0; p < r->P; p++) NEED(read_word(w, n, &at, &r->prank[p]));
    for (int h = 0; h < r->H; h++) NEED(read_word(w, n, &at, &r->hrank[h]));
    NEED(at == n);
    for (int p = 0; p < r->P; p++) {
        int distinct = 0;
        for (int k = 0; k < r->npos[p]; k++) {
            int seen = 0;
            for (int q = 0; q < k; q++) seen |= r->pos_h[p][q] == r->pos_h[p][k];
            distinct += !seen;
        }
        if (distinct >= 2) r->junction |= BIT(p);
        if (!r->npos[p]) r->off_highway |= BIT(p);
        for (int k = 0; k < r->npos[p]; k++) {
            int h = r->pos_h[p][k], i = r->pos_i[p][k];
            int dirs[2] = {-1, 1};
            for (int e = r->either ? 0 : 1; e < 2; e++) {
                int j = i + dirs[e];
                if (j < 0 || j >= r->len[h]) continue;
                NEED(r->nstarts[p] < MAXSTARTS);
                int t = r->nstarts[p]++;
                r->start_h[p][t] = h;
                r->start_j[p][t] = j;
                r->start_d[p][t] = dirs[e];
                r->start_p[p][t] = r->stops[h][j];
                r->start_mask[p] |= BIT(r->stops[h][j]);
            }
        }
    }
    return 0;
}

static PyObject *move_tuple(const Move *m, int choices) {
    return Py_BuildValue("(iiiii)", m->kind, m->p, m->h, m->source, choices);
}

/* One deal to the end; returns its result tuple (with the moves when record is set). */
static PyObject *play_one(const Rules *r, uint64_t seed, const uint32_t *seat_seeds, const int *kinds, int players,
                          int record, Ctx *ctx) {
    State s;
    PyObject *moves = NULL, *winners = NULL, *result = NULL;
    Move *legal = PyMem_Malloc(sizeof(Move) * MAXMOVES);
    if (!legal) return PyErr_NoMemory();
    if (record && !(moves = PyList_New(0))) goto done;
    deal(r, &s, players, seed);
    overflow = 0;
    for (int guard = 0; !s.end_reason; guard++) {
        int n = legal_moves(r, &s, legal);
        if (overflow || guard > 100000) {
            PyErr_SetString(PyExc_RuntimeError, overflow ? "a position has more legal moves than the kernel holds"
                                                         : "a playout did not end (engine bug)");
            goto done;
        }
        int k = decide(r, &s, legal, n, kinds[s.to_move], seat_seeds[s.to_move], ctx);
        if (k < 0) {
            PyErr_SetString(PyExc_RuntimeError, "the planner's plans outgrew the kernel (memory or depth)");
            goto done;
        }
        if (moves) {
            PyObject *t = move_tuple(&legal[k], n);
            if (!t || PyList_Append(moves, t) < 0) { Py_XDECREF(t); goto done; }
            Py_DECREF(t);
        }
        apply_move(r, &s, &legal[k]);
    }
    int passes = 0;
    for (int q = 0; q < players; q++) passes += s.passes[q];
    if (!(winners = PyTuple_New(s.nwinners))) goto done;
    for (int k = 0; k < s.nwinners; k++) PyTuple_SET_ITEM(winners, k, PyLong_FromLong(s.winners[k]));
    if (moves) result = Py_BuildValue("(iiOOiO)", s.turns, passes, s.end_reason == 2 ? Py_True : Py_False, winners,
                                      s.start_seat, moves);
    else result = Py_BuildValue("(iiOOi)", s.turns, passes, s.end_reason == 2 ? Py_True : Py_False, winners,
                                s.start_seat);
done:
    Py_XDECREF(winners);
    Py_XDECREF(moves);
    PyMem_Free(legal);
    return result;
}

static PyObject *py_play(PyObject *self, PyObject *args) {
    Py_buffer tables;
    PyObject *options_obj, *deals;
    int record;
    Ctx ctx;
    memset(&ctx, 0, sizeof(ctx));
    ctx.weights[0] = 0.5; /* PlannerPlayer's defaults; the caller passes its own */
    ctx.weights[1] = 0.05;
    ctx.weights[2] = 0.25;
    ctx.weights[3] = 0.08;
    (void)self;
    if (!PyArg_ParseTuple(args, "y*OOp|(dddd)", &tables, &options_obj, &deals, &record, &ctx.weights[0],
                          &ctx.weights[1], &ctx.weights[2], &ctx.weights[3]))
        return NULL;
    PyObject *result = NULL, *deal_seq = NULL;
    Rules *r = PyMem_Malloc(sizeof(Rules));
    int options[OPT_COUNT];
    if (!r) { PyErr_NoMemory(); goto done; }
    if (!PyArg_ParseTuple(options_obj, "iiiiiii", &options[0], &options[1], &options[2], &options[3], &options[4],
                          &options[5], &options[6]))
        goto done;
    if (tables.len % 4) { PyErr_SetString(PyExc_ValueError, "malformed playout tables"); goto done; }
    if (build_rules(r, (const int32_t *)tables.buf, tables.len / 4, options) < 0) goto done;
    if (!(deal_seq = PySequence_Fast(deals, "deals must be a sequence"))) goto done;
    Py_ssize_t count = PySequence_Fast_GET_SIZE(deal_seq);
    if (!(result = PyList_New(count))) goto done;
    for (Py_ssize_t k = 0; k < count; k++) {
        PyObject *item = PySequence_Fast_GET_ITEM(deal_seq, k), *seeds, *kinds_obj;
        unsigned long long seed;
        uint32_t seat_seeds[4];
        int kinds[4];
        if (!PyArg_ParseTuple(item, "KOO", &seed, &seeds, &kinds_obj)) goto fail;
        Py_ssize_t players = PySequence_Length(seeds);
        if (players < 2 || players > 4 || PySequence_Length(kinds_obj) != players) {
            PyErr_SetString(PyExc_ValueError, "a deal needs 2-4 seats, one seed and one kind each");
            goto fail;
        }
        for (Py_ssize_t q = 0; q < players; q++) {
            PyObject *a = PySequence_GetItem(seeds, q), *b = PySequence_GetItem(kinds_obj, q);
            unsigned long sv = a ? PyLong_AsUnsignedLongMask(a) : 0;
            long kv = b ? PyLong_AsLong(b) : -1;
            Py_XDECREF(a);
            Py_XDECREF(b);
            if (PyErr_Occurred()) goto fail;
            if (kv < 0 || kv > 2) {
                PyErr_SetString(PyExc_ValueError, "kinds are 0 (random), 1 (greedy) or 2 (planner)");
                goto fail;
            }
            seat_seeds[q] = (uint32_t)sv;
            kinds[q] = (int)kv;
        }
        PyObject *one = play_one(r, seed, seat_seeds, kinds, (int)players, record, &ctx);
        if (!one) goto fail;
        PyList_SET_ITEM(result, k, one);
    }
    goto done;
fail:
    Py_CLEAR(result);
done:
    for (int k = 0; k < MAXDEPTH; k++) PyMem_Free(ctx.levels[k]);
    Py_XDECREF(deal_seq);
    PyMem_Free(r);
    PyBuffer_Release(&tables);
    return result;
}

static PyMethodDef methods[] = {
    {"play", py_play, METH_VARARGS, "play(tables, options, deals, record) -> results of seeded playouts"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_playout", "Compiled 旧国かるた playouts.", -1, methods};

PyMODINIT_FUNC PyInit__playout(void) { return PyModule_Create(&module); }
