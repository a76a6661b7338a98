"""Card layout: move cards off each other as little as possible, with leader lines home (no Qt).

Each card is a ``w × h`` rectangle that wants to sit centred on its home point (the province's
label point, in board pixels). :func:`resolve_layout` finds positions with

* no two cards overlapping (touching is allowed),
* every card inside the board,
* no card covering another province's home point (every leader line ends somewhere visible),
* no two leader lines crossing,

while keeping the largest shift small and leaving cards that need not move where they are.

Two methods, tried in order:

1. **Slot search** (:mod:`core.geometry.slot_layout`, compiled): a binary search on the largest
   shift, each step a depth-first search over candidate slots that satisfies all four rules by
   construction. It finds the smaller largest shifts (24×26: 31 px against the programme's 39).
   With ``exact=True`` a SAT solver then bisects below the search's layout on the same lattice
   (:mod:`core.geometry.sat_layout`, on a 1-px lattice: minutes at 34 × 46, and a proof of how
   low no lattice layout goes), and the polish runs again on what it found.
2. **Linear programme**, when the slot search is not built or finds nothing: non-overlap of two
   rectangles is a choice of side (left, right, above or below); for fixed sides the best
   positions are a linear programme (HiGHS) minimising ``1000 · t + Σ|shift|``, ``t`` bounding
   every shift through a 16-sided polygon. Overlaps that appear get sides and the programme is
   solved again; crossing leader lines are undone by swapping the two cards' places.

Deterministic: no randomness, stable orders throughout.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field, replace

import numpy as np
from scipy.optimize import linprog
from scipy.sparse import coo_matrix

from core.geometry.overlap import MOVED_PX, covered_homes, crossing_leaders, leader_lines, overlapping_pairs
from core.geometry.slot_layout import slot_layout
from core.text import translate

#: A side choice: (axis 0 = x or 1 = y, sign +1: second is after first along the axis, -1: before).
Side = tuple[int, int]

#: The linear programme (the fallback) is tried only up to this many cards.
LP_MAX_CARDS = 300
#: Rounds of trying other sides for the most-shifted card. Measured on the province board they
#: never lowered the largest shift at 22×16–26×30 and took 80 % of the time, so none by default.
SIDE_FLIP_PASSES = 0
#: The slot search's layout is polished by the linear programme (its exact best places for the
#: same sides) when its largest shift exceeds this many card sizes: a crowd where every card moves
#: and the search takes seconds anyway (34 × 46: 0.1–0.2 s more). Below, the polish gains 1–1.6 px
#: (26 × 30: 36.6 → 35.4; 24 × 26: 25.9 → 24.2) for 60–230 ms, more than the search itself takes.
POLISH_FROM = 1.5
#: Cards closer than this many card sizes in a valid layout get their sides up front.
NEAR_FACTOR = 1.25
_GAP = 1e-3  # the programme separates by this much more than touching, so rounding never overlaps
_EXACT = 1e-3  # px: a polished card may sit this much beyond the programme's bound before it is cut back


@dataclass
class CardLayout:
    """A solved layout.

    Attributes:
        width, height: card size, px.
        homes: ``(n, 2)`` home points, px.
        centres: ``(n, 2)`` card centres, px.
        bounds: ``(x0, y0, x1, y1)`` of the board, px.
        pairs_before: overlapping pairs with every card at home.
        seconds: time the solver took.
        method: what placed the cards: ``home`` (nothing overlapped), ``slots`` (the slot
            search), ``slots+sat`` (then the SAT search, ``exact``) or ``lp`` (the linear programme).
        proven_floor: with ``exact``, the largest shift (px) at which the SAT solver proved that no
            layout on the lattice keeps every rule; None when none was proven.
    """

    width: float
    height: float
    homes: np.ndarray
    centres: np.ndarray
    bounds: tuple[float, float, float, float]
    pairs_before: int = 0
    seconds: float = 0.0
    notes: list[str] = field(default_factory=list)
    method: str = "home"
    proven_floor: float | None = None

    def shifts(self) -> np.ndarray:
        """Each card's shift from home, px."""
        return np.hypot(*(self.centres - self.homes).T)

    def leader_lines(self) -> dict[int, tuple[tuple[float, float], tuple[float, float]]]:
        """Leader lines (home point → nearest point of the card) of the cards that moved."""
        return leader_lines(self.homes, self.centres, self.width, self.height)

    def report(self) -> dict:
        """The figures ``kuni overlap`` prints."""
        shifts = self.shifts()
        return {
            "size": f"{self.width:g}x{self.height:g}",
            "pairs_before": self.pairs_before,
            "pairs_after": len(overlapping_pairs(self.centres, self.width, self.height)),
            "max_shift_px": round(float(shifts.max()) if len(shifts) else 0.0, 2),
            "mean_shift_px": round(float(shifts.mean()) if len(shifts) else 0.0, 2),
            "moved_cards": int((shifts > MOVED_PX).sum()),
            "crossings": len(crossing_leaders(self.leader_lines())),
            "hidden_homes": len(covered_homes(self.centres, self.homes, self.width, self.height)),
            "outside_board": int(self.outside_board()),
            "method": self.method,
            "seconds": round(self.seconds, 4),
        } | ({"proven_floor_px": round(self.proven_floor, 2)} if self.proven_floor is not None else {})

    def outside_board(self) -> int:
        """How many cards reach beyond the board's edge."""
        x0, y0, x1, y1 = self.bounds
        c = self.centres
        hw, hh = self.width / 2, self.height / 2
        out = (c[:, 0] - hw < x0 - 1e-6) | (c[:, 0] + hw > x1 + 1e-6) | (c[:, 1] - hh < y0 - 1e-6) | (c[:, 1] + hh > y1 + 1e-6)
        return int(out.sum())


class _Leaders:
    """What the programme keeps besides sides, when polishing a layout that keeps every rule.

    * **Leader lines apart.** Two leader lines that do not cross are parted by a line; with that
      line's direction fixed (taken from the valid layout: it joins the two lines' closest points)
      "both ends of one on its one side, both of the other on the other" is linear, once each
      card keeps its home on the same side of it (the leader line ends at the card's nearest point,
      which for a fixed side is linear in the card's place). Added pair by pair as lines cross.
    * **Exact shifts.** The shift bound ``t`` holds through a polygon, which lets a card sit up to
      ``1 / cos(π / directions)`` farther than ``t`` (2 % for 16 sides: at 34 × 46 the polish then
      gained nothing); a card found beyond ``t`` gets the polygon's tangent in its own direction.
    """

    def __init__(self, keep_lines_apart: bool = True) -> None:
        self.keep_lines_apart = keep_lines_apart
        #: (i, j) → (unit normal, margin): i's leader line on the side normal · q ≤ b, j's beyond
        self.apart: dict[tuple[int, int], tuple[np.ndarray, float]] = {}
        #: card → (x, y) each −1 / 0 / +1: its home before, within or after the card along that axis
        self.regions: dict[int, tuple[int, int]] = {}
        #: card → extra unit directions bounding its shift
        self.cuts: dict[int, list[tuple[float, float]]] = {}
        #: the programme's last ``t``
        self.bound: float | None = None

    def keep_apart(self, valid: np.ndarray, lines: dict, homes: np.ndarray, w: float, h: float, i: int, j: int) -> bool:
        """Keep i's and j's leader lines apart as they are in ``valid`` (whose ``lines`` those are);
        False if they touch there."""
        if i not in lines or j not in lines:
            return False
        gap, p, q = _closest_points(*map(np.asarray, lines[i]), *map(np.asarray, lines[j]))
        if gap < 1e-6:
            return False
        self.apart[(i, j)] = ((q - p) / gap, min(_GAP, gap / 4))
        for card in (i, j):
            if card not in self.regions:
                d = homes[card] - valid[card]
                self.regions[card] = tuple(-1 if d[a] <= -size / 2 else 1 if d[a] >= size / 2 else 0
                                           for a, size in ((0, w), (1, h)))
        return True

    def tighten(self, probe: np.ndarray, homes: np.ndarray) -> bool:
        """Bound, in its own direction, every card the polygon let past ``t``; True if any."""
        if self.bound is None:
            return False
        d = probe - homes
        lengths = np.hypot(*d.T)
        beyond = np.flatnonzero(lengths > self.bound + _EXACT)
        for i in beyond:
            self.cuts.setdefault(int(i), []).append((float(d[i, 0] / lengths[i]), float(d[i, 1] / lengths[i])))
        return len(beyond) > 0


def _closest_points(a: np.ndarray, b: np.ndarray, c: np.ndarray, d: np.ndarray) -> tuple[float, np.ndarray, np.ndarray]:
    """The distance between segments ab and cd (which do not cross) and the closest points."""

    def nearest(point: np.ndarray, start: np.ndarray, stop: np.ndarray) -> np.ndarray:
        v = stop - start
        length = float(v @ v)
        along = 0.0 if length == 0 else min(1.0, max(0.0, float((point - start) @ v) / length))
        return start + along * v

    candidates = [(a, nearest(a, c, d)), (b, nearest(b, c, d)), (nearest(c, a, b), c), (nearest(d, a, b), d)]
    p, q = min(candidates, key=lambda pq: float(np.hypot(*(pq[1] - pq[0]))))
    return float(np.hypot(*(q - p))), p, q


class _Programme:
    """The linear programme for fixed side choices."""

    DIRECTIONS = 16

    def __init__(self, homes: np.ndarray, w: float, h: float, bounds, directions: int = DIRECTIONS) -> None:
        self.homes = homes
        self.n = len(homes)
        self.w, self.h = w, h
        self.bounds = bounds
        angles = np.arange(directions) * 2 * math.pi / directions
        self.dirs = np.column_stack([np.cos(angles), np.sin(angles)])

    def solve(self, pair_sides: dict[tuple[int, int], Side], point_sides: dict[tuple[int, int], Side],
              active: np.ndarray, leaders: _Leaders | None = None) -> np.ndarray | None:
        """Best centres for these side choices, or None if infeasible.

        Only ``active`` cards are variables (the others stay home); variables per active card:
        x, y, u_x, u_y (|shift| per axis); plus t, the bound on every shift, and with ``leaders``
        one offset per pair of leader lines kept apart (:class:`_Leaders`).
        """
        n_act = int(active.sum())
        index = -np.ones(self.n, dtype=int)
        index[active] = np.arange(n_act)
        apart = list(leaders.apart) if leaders else []
        nv = 4 * n_act + 1 + len(apart)
        t = 4 * n_act
        rows, cols, vals, rhs = [], [], [], []
        r = 0

        def var(i: int, k: int) -> int:  # k: 0 x, 1 y, 2 ux, 3 uy
            return 4 * index[i] + k

        homes = self.homes
        for i in np.flatnonzero(active):
            for axis in (0, 1):
                # |pos − home| ≤ u  →  pos − u ≤ home and −pos − u ≤ −home
                rows += [r, r]; cols += [var(i, axis), var(i, 2 + axis)]; vals += [1, -1]; rhs.append(homes[i, axis]); r += 1
                rows += [r, r]; cols += [var(i, axis), var(i, 2 + axis)]; vals += [-1, -1]; rhs.append(-homes[i, axis]); r += 1
            for c, s in self.dirs if leaders is None else [*self.dirs, *leaders.cuts.get(int(i), ())]:
                # c·(x − hx) + s·(y − hy) ≤ t
                rows += [r, r, r]; cols += [var(i, 0), var(i, 1), t]; vals += [c, s, -1]
                rhs.append(c * homes[i, 0] + s * homes[i, 1]); r += 1
        size = (self.w, self.h)
        for (i, j), (axis, sign) in pair_sides.items():
            gap = size[axis] + _GAP
            # sign·(p_j − p_i) ≥ gap  →  −sign·p_j + sign·p_i ≤ −gap
            terms = []
            constant = -gap
            for card, coefficient in ((j, -sign), (i, sign)):
                if active[card]:
                    terms.append((var(card, axis), coefficient))
                else:
                    constant -= coefficient * homes[card, axis]
            if not terms:
                if constant < -1e-9:
                    return None
                continue
            for column, coefficient in terms:
                rows.append(r); cols.append(column); vals.append(coefficient)
            rhs.append(constant); r += 1
        for (i, k), (axis, sign) in point_sides.items():
            if not active[i]:
                continue
            gap = size[axis] / 2 + _GAP
            # sign·(p_i − home_k) ≥ gap
            rows.append(r); cols.append(var(i, axis)); vals.append(-sign)
            rhs.append(-gap - sign * homes[k, axis]); r += 1
        if leaders is not None:

            def row(terms: list[tuple[int, int, float]], constant: float, offset: tuple[int, float] | None = None) -> None:
                # Σ coefficient · p[card, axis] (+ coefficient · offset) + constant ≤ 0; cards not
                # active stay at home, so their terms are constants
                nonlocal r
                for card, axis, coefficient in terms:
                    if active[card]:
                        rows.append(r); cols.append(var(card, axis)); vals.append(coefficient)
                    else:
                        constant += coefficient * homes[card, axis]
                if offset is not None:
                    rows.append(r); cols.append(offset[0]); vals.append(offset[1])
                rhs.append(-constant); r += 1

            half = (self.w / 2, self.h / 2)
            for i, where in leaders.regions.items():
                for axis in (0, 1):
                    if where[axis] < 0:  # home before the card's near edge: home ≤ p − half
                        row([(i, axis, -1.0)], half[axis] + homes[i, axis])
                    elif where[axis] > 0:  # home after its far edge: p + half ≤ home
                        row([(i, axis, 1.0)], half[axis] - homes[i, axis])
                    else:  # home within the card's span: p − half ≤ home ≤ p + half
                        row([(i, axis, 1.0)], -half[axis] - homes[i, axis])
                        row([(i, axis, -1.0)], -half[axis] + homes[i, axis])

            def end(i: int, normal: np.ndarray, sign: float) -> tuple[list, float]:
                # sign · normal · (the leader line's end on card i), linear in p_i for a fixed region
                terms, constant = [], 0.0
                for axis in (0, 1):
                    coefficient = sign * normal[axis]
                    where = leaders.regions[i][axis]
                    if where == 0:
                        constant += coefficient * homes[i, axis]
                    else:
                        terms.append((i, axis, coefficient))
                        constant += coefficient * where * half[axis]
                return terms, constant

            for k, (i, j) in enumerate(apart):
                normal, margin = leaders.apart[(i, j)]
                column = 4 * n_act + 1 + k
                # both ends of i's line on one side of the line normal · q = b, both of j's on the other
                row([], float(normal @ homes[i]) + margin, (column, -1.0))
                terms, constant = end(i, normal, 1.0)
                row(terms, constant + margin, (column, -1.0))
                row([], -float(normal @ homes[j]) + margin, (column, 1.0))
                terms, constant = end(j, normal, -1.0)
                row(terms, constant + margin, (column, 1.0))
        a_ub = coo_matrix((vals, (rows, cols)), shape=(r, nv)).tocsr()
        x0, y0, x1, y1 = self.bounds
        var_bounds = []
        for _ in range(n_act):
            var_bounds += [(x0 + self.w / 2, x1 - self.w / 2), (y0 + self.h / 2, y1 - self.h / 2), (0, None), (0, None)]
        var_bounds.append((0, None))
        var_bounds += [(None, None)] * len(apart)
        cost = np.zeros(nv)
        cost[2::4][:n_act] = 1.0
        cost[3::4][:n_act] = 1.0
        cost[t] = 1000.0
        result = linprog(cost, A_ub=a_ub, b_ub=np.asarray(rhs), bounds=var_bounds, method="highs")
        if result.status != 0:
            return None
        centres = homes.copy()
        solution = result.x
        centres[active, 0] = solution[0 : 4 * n_act : 4]
        centres[active, 1] = solution[1 : 4 * n_act : 4]
        if leaders is not None:
            leaders.bound = float(solution[t])
        return centres


def _max_shift(centres: np.ndarray, homes: np.ndarray) -> float:
    return float(np.hypot(*(centres - homes).T).max()) if len(homes) else 0.0


def _valid(centres: np.ndarray, homes: np.ndarray, w: float, h: float) -> bool:
    return not overlapping_pairs(centres, w, h) and not covered_homes(centres, homes, w, h)


def _pair_side_from(valid: np.ndarray, i: int, j: int, w: float, h: float) -> Side:
    """The side on which a valid layout already separates cards i and j (the one with most slack)."""
    delta = valid[j] - valid[i]
    slack_x = abs(delta[0]) - w
    slack_y = abs(delta[1]) - h
    if slack_x >= slack_y:
        return (0, 1 if delta[0] >= 0 else -1)
    return (1, 1 if delta[1] >= 0 else -1)


def _point_side_from(valid: np.ndarray, homes: np.ndarray, i: int, k: int, w: float, h: float) -> Side:
    """The side on which a valid layout keeps card i off home point k."""
    delta = valid[i] - homes[k]
    slack_x = abs(delta[0]) - w / 2
    slack_y = abs(delta[1]) - h / 2
    if slack_x >= slack_y:
        return (0, 1 if delta[0] >= 0 else -1)
    return (1, 1 if delta[1] >= 0 else -1)


def greedy_slots(homes: np.ndarray, w: float, h: float, bounds, step: float | None = None) -> np.ndarray:
    """A first valid layout: cards placed one by one, crowded ones first, each on the nearest free
    candidate spot (rings of 32 directions around home) that overlaps no placed card and covers no
    other home point. Used only as a feasible start for the linear programme."""
    n = len(homes)
    x0, y0, x1, y1 = bounds
    step = step or min(w, h) / 4
    scale = np.array([1.0, w / h])
    from scipy.spatial import cKDTree

    home_tree = cKDTree(homes * scale)
    crowd = np.array([len(c) for c in home_tree.query_ball_point(homes * scale, r=w * 1.5, p=np.inf)])
    order = sorted(range(n), key=lambda i: (-crowd[i], i))
    placed = np.full((n, 2), np.nan)
    placed_ids: list[int] = []
    angles = np.arange(32) * 2 * math.pi / 32
    ring = np.column_stack([np.cos(angles), np.sin(angles)])
    for i in order:
        home = np.array([np.clip(homes[i, 0], x0 + w / 2, x1 - w / 2), np.clip(homes[i, 1], y0 + h / 2, y1 - h / 2)])
        chosen = None
        for radius_index in range(2000):
            spots = [home] if radius_index == 0 else list(home + ring * step * radius_index)
            for spot in spots:
                if not (x0 + w / 2 <= spot[0] <= x1 - w / 2 and y0 + h / 2 <= spot[1] <= y1 - h / 2):
                    continue
                if placed_ids:
                    others = placed[placed_ids]
                    d = np.abs(others - spot)
                    if ((d[:, 0] < w + _GAP) & (d[:, 1] < h + _GAP)).any():
                        continue
                hits = home_tree.query_ball_point(spot * scale, r=w / 2 + _GAP, p=np.inf)
                d = np.abs(homes[hits] - spot) if hits else np.empty((0, 2))
                covering = [k for k, dk in zip(hits, d) if k != i and dk[0] < w / 2 + _GAP and dk[1] < h / 2 + _GAP]
                if covering:
                    continue
                chosen = spot
                break
            if chosen is not None:
                break
        if chosen is None:
            chosen = home
        placed[i] = chosen
        placed_ids.append(i)
    return placed


def keeps_rules(centres: np.ndarray, homes: np.ndarray, w: float, h: float, bounds, *,
                allow_hidden_homes: bool = False, allow_crossings: bool = False) -> bool:
    """True when a layout breaks none of the rules: no overlap, every card on the board, and
    unless allowed, no covered home point and no crossing leader lines."""
    probe = CardLayout(w, h, homes, centres, bounds)
    return (not overlapping_pairs(centres, w, h) and probe.outside_board() == 0
            and (allow_hidden_homes or not covered_homes(centres, homes, w, h))
            and (allow_crossings or not crossing_leaders(probe.leader_lines())))


def resolve_layout(homes, w: float, h: float, bounds, *, improve: bool = True, max_rounds: int = 200,
                   use_slots: bool = True, allow_hidden_homes: bool = False,
                   allow_crossings: bool = False, tie_break: int = 0, exact: bool = False,
                   on_question=None, on_better=None, cancel=None, start=None, start_floor=None) -> CardLayout:
    """Lay out ``w × h`` cards on ``homes`` without overlaps, hidden homes or crossing leaders.

    Args:
        homes: ``(n, 2)`` home points, px.
        w, h: card size, px.
        bounds: ``(x0, y0, x1, y1)`` board extent, px; every card stays inside.
        improve: revisit side choices on the largest shifts and undo leader crossings.
        max_rounds: limit on re-solving rounds (a safeguard; typical instances need a handful).
        use_slots: try the slot search first (:mod:`core.geometry.slot_layout`); the linear
            programme runs when it is off, not built, or finds nothing.
        allow_hidden_homes, allow_crossings: let the slot search drop those rules, to compare
            with a relaxation that does not keep them (the designers' table). The linear
            programme, if it runs, keeps every rule.
        tie_break: the slot search's tie-breaking variant (:func:`slot_layout`); 0 in the app.
        exact: after the slot search, bisect further down with the SAT solver
            (:func:`core.geometry.sat_layout.exact_layout`; every rule kept, so not with the two
            ``allow_`` flags; up to :data:`core.geometry.sat_layout.MAX_CARDS` cards). Seconds to
            minutes where every card moves; ``on_question(answer)`` hears each of its questions,
            ``on_better(layout)`` gets each lower layout it finds while it goes on (a new
            :class:`CardLayout`, polished, keeping every rule), and ``cancel``
            (:class:`core.geometry.sat_layout.Cancel`) stops it early, keeping the best found.
        start: with ``exact``, centres of a layout found before (the best of an exact search that
            was stopped): the bisection goes on below it when it keeps every rule and lies below
            the slot search's, so a search stopped and started again loses nothing.
        start_floor: the largest shift below which that search had proved no layout (its
            ``proven_floor``); taken with ``start``, where both searches ask on the same lattice.
    """
    started = time.perf_counter()
    homes = np.asarray(homes, dtype=float)
    n = len(homes)
    layout = CardLayout(w, h, homes, homes.copy(), bounds, pairs_before=len(overlapping_pairs(homes, w, h)))
    if n == 0:
        return layout
    x0, y0, x1, y1 = bounds
    inside = np.column_stack([np.clip(homes[:, 0], x0 + w / 2, x1 - w / 2), np.clip(homes[:, 1], y0 + h / 2, y1 - h / 2)])
    if _valid(inside, homes, w, h):
        layout.centres = inside
        layout.seconds = time.perf_counter() - started
        return layout
    searched = slot_layout(homes, w, h, bounds, allow_hidden_homes=allow_hidden_homes,
                           allow_crossings=allow_crossings, tie_break=tie_break) if use_slots else None
    # The search keeps the rules by construction; checking again costs a millisecond.
    if searched is not None and keeps_rules(searched, homes, w, h, bounds, allow_hidden_homes=allow_hidden_homes,
                                            allow_crossings=allow_crossings):
        # (the programme keeps every home point uncovered, so not for the relaxation that allows it)
        if n <= LP_MAX_CARDS and not allow_hidden_homes and _max_shift(searched, homes) > POLISH_FROM * max(w, h):
            searched = _polish(searched, homes, w, h, bounds, allow_crossings)
        layout.centres = searched
        layout.method = "slots"
        if exact and not (allow_hidden_homes or allow_crossings) and _max_shift(searched, homes) > MOVED_PX:
            _search_exactly(layout, started, on_question, on_better, cancel, start, start_floor)
        layout.seconds = time.perf_counter() - started
        return layout
    if n > LP_MAX_CARDS:
        # The programme grows with the square of the cards (104 s and 55 crossings for 1,902
        # municipality labels): past this size an honest "not found" beats a long wait.
        layout.notes.append(translate(
            "CardLayout", "no layout found for {cards} cards (the slot search found none; the linear programme is "
            "only tried up to {most} cards)").format(cards=n, most=LP_MAX_CARDS))
        layout.seconds = time.perf_counter() - started
        return layout
    valid = greedy_slots(homes, w, h, bounds)
    if not _valid(valid, homes, w, h):
        layout.notes.append(
            translate("CardLayout", "no valid layout found: the board is too small for these cards").format())
        layout.centres = valid
        layout.seconds = time.perf_counter() - started
        return layout
    layout.method = "lp"
    programme = _Programme(homes, w, h, bounds, directions=16 if n <= 300 else 8)
    optimiser = _Optimiser(programme, homes, w, h, max_rounds)
    valid = optimiser.settle(valid, initial=homes)
    if improve:
        # Sides re-read from a better layout are better sides: settle again while it helps.
        for _ in range(4):
            again = optimiser.settle(valid, initial=homes)
            if _max_shift(again, homes) >= _max_shift(valid, homes) - 1e-6:
                break
            valid = again
        valid = optimiser.improve(valid, passes=SIDE_FLIP_PASSES)
        valid = optimiser.uncross(valid)
    layout.centres = valid
    layout.seconds = time.perf_counter() - started
    return layout


def _search_exactly(layout: CardLayout, started: float, on_question=None, on_better=None, cancel=None,
                    start=None, start_floor=None) -> None:
    """Bisect below the slot search's layout (or ``start``, if lower and keeping every rule) with the
    SAT solver; keep the lowest layout it finds (each polished by the programme as it comes, and
    told to ``on_better``) and the floor it proved."""
    from core.geometry import sat_layout

    if not sat_layout.available():
        layout.notes.append(
            translate("CardLayout", "the exact search needs python-sat, which is not installed").format())
        return
    if len(layout.homes) > sat_layout.MAX_CARDS:
        layout.notes.append(
            translate("CardLayout", "the exact search is for up to {most} cards").format(most=sat_layout.MAX_CARDS))
        return
    homes, w, h, bounds = layout.homes, layout.width, layout.height, layout.bounds
    floor: float | None = None
    if start is not None:
        start = np.asarray(start, dtype=float)
        quick = _max_shift(layout.centres, homes)
        if start.shape == homes.shape and _max_shift(start, homes) < quick and keeps_rules(start, homes, w, h, bounds):
            # the search stopped asked on the lattice for the slot search's shift, the new one for
            # the start's: the proof holds where the two lattices are one (below 150 steps a radius;
            # exact_layout drops a floor at or above the start)
            if start_floor is not None and (sat_layout.lattice_steps(w, h, quick)
                                            == sat_layout.lattice_steps(w, h, _max_shift(start, homes))):
                floor = float(start_floor)
            layout.centres, layout.method = start.copy(), "slots+sat"
    best = layout.centres

    def heard(answer) -> None:
        # Each yes is polished at once (0.1–0.2 s against the seconds a question takes), so that
        # a designer waiting minutes for 34 × 46 sees every better layout as it comes.
        nonlocal best, floor
        if on_question is not None:
            on_question(answer)
        if answer.centres is not None:
            found = answer.centres
            if len(homes) <= LP_MAX_CARDS:
                found = _polish(found, homes, w, h, bounds, allow_crossings=False)
            if _max_shift(found, homes) < _max_shift(best, homes) and keeps_rules(found, homes, w, h, bounds):
                best = found
                if on_better is not None:
                    on_better(replace(layout, centres=found.copy(), notes=list(layout.notes), method="slots+sat",
                                      proven_floor=floor, seconds=time.perf_counter() - started))
        elif answer.proven:
            floor = answer.radius if floor is None else max(floor, answer.radius)

    result = sat_layout.exact_layout(homes, w, h, bounds, layout.centres, on_question=heard, cancel=cancel,
                                     floor=floor)
    layout.proven_floor = result.impossible_below
    if best is not layout.centres:
        layout.centres = best
        layout.method = "slots+sat"


def _polish(valid: np.ndarray, homes: np.ndarray, w: float, h: float, bounds, allow_crossings: bool) -> np.ndarray:
    """Slots sit on a grid: keeping each pair of cards on the side they are on, the linear programme
    finds the exact best places, with shifts bounded exactly and leader lines that would cross kept
    apart (:class:`_Leaders`). Should that layout break a rule all the same (rounding), the layout
    moves part of the way: any point between two layouts that keep the same linear constraints keeps
    them too. (Every home point stays uncovered: the programme keeps it.)

    Measured at 34 × 46 (session 14): the plain programme, through its 16-sided polygon and free to
    cross leader lines, gained nothing on the search's 74.5 px (its 73.6 px crossed two lines, and
    searching those cards again found nothing); this one gives 73.8 px, 0.1–0.2 s."""
    before = _max_shift(valid, homes)
    leaders = _Leaders(keep_lines_apart=not allow_crossings)
    best = _Optimiser(_Programme(homes, w, h, bounds, directions=8), homes, w, h,
                      max_rounds=50).settle(valid, initial=homes, leaders=leaders)
    for part in (1.0, 0.5, 0.25, 0.125, 0.0625):
        trial = best if part == 1.0 else valid + part * (best - valid)
        if _max_shift(trial, homes) < before - 1e-6 and keeps_rules(trial, homes, w, h, bounds,
                                                                     allow_crossings=allow_crossings):
            return trial
    return valid


class _Optimiser:
    """Linear-programme rounds that only ever move from one valid layout to a better valid one."""

    def __init__(self, programme: _Programme, homes: np.ndarray, w: float, h: float, max_rounds: int) -> None:
        self.programme = programme
        self.homes = homes
        self.w, self.h = w, h
        self.max_rounds = max_rounds
        self.pairs: dict[tuple[int, int], Side] = {}
        self.points: dict[tuple[int, int], Side] = {}

    def _constrain(self, probe: np.ndarray, valid: np.ndarray, margin: float = 1.0) -> bool:
        """Add sides, taken from ``valid``, for everything ``probe`` gets wrong (with ``margin`` > 1,
        also for cards that come within that many card sizes of each other)."""
        added = False
        for i, j in overlapping_pairs(probe, self.w * margin, self.h * margin):
            if (i, j) not in self.pairs:
                self.pairs[(i, j)] = _pair_side_from(valid, i, j, self.w, self.h)
                added = True
        for i, k in covered_homes(probe, self.homes, self.w, self.h):
            if (i, k) not in self.points:
                self.points[(i, k)] = _point_side_from(valid, self.homes, i, k, self.w, self.h)
                added = True
        return added

    def _solve(self, leaders: _Leaders | None = None) -> np.ndarray | None:
        active = np.zeros(len(self.homes), dtype=bool)
        for i, j in self.pairs:
            active[i] = active[j] = True
        for i, _k in self.points:
            active[i] = True
        if leaders is not None:
            active[list(leaders.regions)] = True
            active[list(leaders.cuts)] = True
        x0, y0, x1, y1 = self.programme.bounds
        homes = self.homes
        active |= (homes[:, 0] < x0 + self.w / 2) | (homes[:, 0] > x1 - self.w / 2)
        active |= (homes[:, 1] < y0 + self.h / 2) | (homes[:, 1] > y1 - self.h / 2)
        return self.programme.solve(self.pairs, self.points, active, leaders)

    def _part(self, probe: np.ndarray, valid: np.ndarray, leaders: _Leaders) -> bool:
        """Keep apart, as in ``valid``, the leader lines that cross in ``probe``; True if any."""
        if not leaders.keep_lines_apart:
            return False
        added = False
        lines = None
        for i, j in crossing_leaders(self._lines(probe)):
            if (i, j) in leaders.apart:
                continue
            lines = lines or self._lines(valid)
            added = leaders.keep_apart(valid, lines, self.homes, self.w, self.h, i, j) or added
        return added

    def settle(self, valid: np.ndarray, initial: np.ndarray, leaders: _Leaders | None = None) -> np.ndarray:
        """From a valid layout, find the best valid layout for sides taken from it. With ``leaders``
        the shifts are exact and leader lines that would cross are kept apart (:class:`_Leaders`)."""
        self.pairs.clear()
        self.points.clear()
        # Pairs close in the valid layout will meet as the cards move home: giving them sides now
        # saves most of the solve-and-add rounds.
        self._constrain(valid, valid, margin=NEAR_FACTOR)
        probe = initial
        for _ in range(self.max_rounds):
            added = self._constrain(probe, valid)
            if leaders is not None and probe is not initial:
                added = self._part(probe, valid, leaders) | leaders.tighten(probe, self.homes) | added
            if not added:
                break
            solved = self._solve(leaders)
            if solved is None:
                break
            probe = solved
        if _valid(probe, self.homes, self.w, self.h):
            return probe
        return valid

    def improve(self, valid: np.ndarray, passes: int = 4) -> np.ndarray:
        """Try the other sides of the constraints that hold the most-shifted card; keep what helps."""
        best = _max_shift(valid, self.homes)
        for _ in range(passes):
            worst = int(np.argmax(np.hypot(*(valid - self.homes).T)))
            if best <= MOVED_PX:
                break
            improved = False
            for key in sorted(k for k in self.pairs if worst in k):
                original = self.pairs[key]
                for alternative in ((0, 1), (0, -1), (1, 1), (1, -1)):
                    if alternative == original:
                        continue
                    saved = (dict(self.pairs), dict(self.points))
                    self.pairs[key] = alternative
                    trial = self._solve()
                    rounds = 0
                    while trial is not None and rounds < 20 and self._constrain(trial, valid):
                        trial = self._solve()
                        rounds += 1
                    if trial is not None and _valid(trial, self.homes, self.w, self.h) and _max_shift(trial, self.homes) < best - 1e-6:
                        valid, best, improved = trial, _max_shift(trial, self.homes), True
                        break
                    self.pairs, self.points = saved
                if improved:
                    break
            if not improved:
                break
        return valid

    def _lines(self, centres: np.ndarray) -> dict:
        return leader_lines(self.homes, centres, self.w, self.h)

    def uncross(self, valid: np.ndarray, attempts: int = 60) -> np.ndarray:
        """Undo crossing leader lines by letting the two cards trade places, then re-settling."""
        crossings = crossing_leaders(self._lines(valid))
        tried: set[tuple[int, int]] = set()
        for _ in range(attempts):
            pending = [c for c in crossings if c not in tried]
            if not pending:
                break
            i, j = pending[0]
            tried.add((i, j))
            swapped = valid.copy()
            swapped[[i, j]] = swapped[[j, i]]
            if not _valid(swapped, self.homes, self.w, self.h):
                continue
            saved = (dict(self.pairs), dict(self.points))
            trial = self.settle(swapped, initial=swapped)
            trial = self.settle(trial, initial=self.homes)
            new_crossings = crossing_leaders(self._lines(trial))
            if len(new_crossings) < len(crossings):
                valid, crossings, tried = trial, new_crossings, set()
            else:
                self.pairs, self.points = saved
        return valid
