"""Card layout by searching candidate slots for the smallest largest shift (no Qt).

The question "can every card sit within ``D`` px of its home with nothing overlapping, no home
point covered, every card on the board and no leader lines crossing?" is answered by a compiled
depth-first search over each card's candidate slots (``_slots.c``: forward checking, the card with
fewest slots per past trouble first, restarts). A binary search on ``D`` finds the smallest ``D``
it can answer yes to. Cards split into groups first (cards whose homes are far enough apart
cannot meet when each moves at most one card size), placed one group after the other around the
groups placed before, so a quiet region keeps its cards at home whatever a crowded one needs; a
group too big to search whole (a thousand municipality labels) is cut into chunks placed the
same way.

The search is bounded by a node budget, so "no" may mean "not found": the result is the best
layout found, not a proof of optimality. :func:`slot_layout` returns None when the kernel is not
built or nothing was found; :func:`core.geometry.card_layout.resolve_layout` then uses its linear
programme.
"""

from __future__ import annotations

import numpy as np
from scipy.sparse import coo_matrix
from scipy.sparse.csgraph import connected_components
from scipy.spatial import cKDTree

try:  # An optional build: absent where no C compiler was found at install time.
    from core.geometry import _slots
except ImportError:  # pragma: no cover - depends on the machine
    _slots = None

#: Slots per shift radius: the grid step is ``D / SLOTS_PER_RADIUS`` (finer for small shifts).
SLOTS_PER_RADIUS = 16
#: The finest grid step, px.
MIN_STEP = 0.25
#: Search nodes per feasibility question: this many per card of the group (at least 100 cards' worth).
#: Measured on the province board: 8–30 give the same layouts at 22×16–26×30; 6 is faster but
#: loses 26×30 (43.6 px) and 34×46 (nothing found); bounded searches are erratic like that.
NODE_BUDGET = 12
#: A group larger than this is not searched whole (depth-first search over a thousand cards that
#: all interact does not finish): it is cut into chunks of at most CHUNK cards by median cuts, and
#: the chunks are placed one after the other, each around the cards placed before it.
MAX_GROUP = 300
CHUNK = 60
#: Once a slot's subtree failed, nearby slots closer than this fraction of the card's smaller side
#: are skipped at that node.
SPREAD = 0.5
#: Searches with other tie-breaks after one ran out of budget at a radius beyond two card sizes.
RETRIES = 8
#: The binary search stops when the bracket is this narrow, px.
TOLERANCE = 0.5


def available() -> bool:
    """True when the compiled slot search was built on this machine."""
    return _slots is not None


def _step(radius: float) -> float:
    return max(MIN_STEP, radius / SLOTS_PER_RADIUS)


def groups(homes: np.ndarray, w: float, h: float, radius: float, step: float) -> list[np.ndarray]:
    """Cards that may interact when each moves at most ``radius``: connected groups of homes closer
    than ``2·radius + w`` across and ``2·radius + h`` down (and a grid step of slack)."""
    n = len(homes)
    reach_x, reach_y = 2 * radius + w + step, 2 * radius + h + step
    tree = cKDTree(homes * np.array([1.0, reach_x / reach_y]))
    pairs = tree.query_pairs(r=reach_x, p=np.inf, output_type="ndarray")
    if len(pairs) == 0:
        return [np.array([i]) for i in range(n)]
    graph = coo_matrix((np.ones(len(pairs)), (pairs[:, 0], pairs[:, 1])), shape=(n, n))
    count, labels = connected_components(graph, directed=False)
    order = np.argsort(labels, kind="stable")
    bounds = np.searchsorted(labels[order], np.arange(count + 1))
    return [order[bounds[k]:bounds[k + 1]] for k in range(count)]


class SlotSearch:
    """Feasibility questions for one card size on one set of homes."""

    def __init__(self, homes: np.ndarray, w: float, h: float, bounds, budget: int = NODE_BUDGET, *,
                 allow_hidden_homes: bool = False, allow_crossings: bool = False) -> None:
        self.homes = np.ascontiguousarray(homes, dtype=float)
        self.rules = (0 if allow_hidden_homes else 1) | (0 if allow_crossings else 2)
        self.w, self.h = w, h
        self.bounds = tuple(float(b) for b in bounds)
        self.budget = budget
        self.tree = cKDTree(self.homes)
        self.centres = self.homes.copy()
        self.nodes = 0

    def place_group(self, members: np.ndarray, radius: float, step: float,
                    fixed: np.ndarray | None = None, retries: int = RETRIES) -> np.ndarray | None:
        """Centres for one group's cards within ``radius``, or None if none were found.

        ``fixed``: indices of cards already placed (at ``self.centres``) that this group must
        neither overlap nor cross the leader lines of.
        """
        homes = self.homes[members]
        lo = homes.min(axis=0) - [radius + self.w, radius + self.h]
        hi = homes.max(axis=0) + [radius + self.w, radius + self.h]
        near = np.asarray(self.tree.query_ball_point((lo + hi) / 2, r=float(np.max((hi - lo) / 2)), p=np.inf),
                          dtype=int)
        near = np.setdiff1d(near, members)
        obstacles = self.homes[near]
        fixed_data = b""
        if fixed is not None and len(fixed):
            # placed cards whose card or leader line reaches the group's area
            ends = self.centres[fixed]
            starts = self.homes[fixed]
            box_lo = np.minimum(starts, ends) - [self.w, self.h]
            box_hi = np.maximum(starts, ends) + [self.w, self.h]
            touching = (box_lo[:, 0] < hi[0]) & (box_hi[:, 0] > lo[0]) & (box_lo[:, 1] < hi[1]) & (box_hi[:, 1] > lo[1])
            chosen = fixed[touching]
            fixed_data = np.ascontiguousarray(np.hstack([self.homes[chosen], self.centres[chosen]])).tobytes()
        # Far from home the search is erratic (heavy-tailed): a budget that ran out there is
        # tried again with other tie-breaks before the answer counts as "no".
        tries = 1 + (retries if radius > 2 * max(self.w, self.h) else 0)
        for seed in range(tries):
            centres, nodes, out_of_budget = _slots.place(
                np.ascontiguousarray(homes).tobytes(), np.ascontiguousarray(obstacles).tobytes(), self.w, self.h,
                self.bounds, radius, step, self.budget * max(len(members), 100), SPREAD * min(self.w, self.h), b"",
                fixed_data, self.rules, seed)
            self.nodes += nodes
            if centres is not None or not out_of_budget:
                break
        return None if centres is None else np.frombuffer(centres).reshape(-1, 2).copy()

    def smallest(self, members: np.ndarray, high: float, best: np.ndarray | None = None,
                 fixed: np.ndarray | None = None, retries: int = RETRIES,
                 low: float = 0.0) -> tuple[float, np.ndarray | None]:
        """Binary search for the smallest radius within ``high`` at which the group is placed.

        ``best``: a placement known at ``high`` (searched for if None); ``low``: a radius already
        answered "no". Returns the radius and the placement, or ``(high, None)`` when none was
        found at ``high``.
        """
        if best is None:
            best = self.place_group(members, high, _step(high), fixed, retries)
            if best is None:
                return high, None
        if float(np.hypot(*(best - self.homes[members]).T).max()) <= 0.5:
            return 0.0, best
        while high - low > TOLERANCE:
            middle = (low + high) / 2
            placed = self.place_group(members, middle, _step(middle), fixed, retries)
            if placed is None:
                low = middle
            else:
                high, best = middle, placed
        return high, best

    def place(self, radius: float, groups_of=None) -> np.ndarray | None:
        """A layout with every card within ``radius`` of home, or None."""
        step = _step(radius)
        centres = self.homes.copy()
        for members in groups_of or groups(self.homes, self.w, self.h, radius, step):
            if len(members) > MAX_GROUP:
                return None
            placed = self.place_group(members, radius, step)
            if placed is None:
                return None
            centres[members] = placed
        return centres


def _chunks(members: np.ndarray, homes: np.ndarray, limit: int) -> list[np.ndarray]:
    """Cut a group by median cuts across its longer side until no part holds more than ``limit``
    cards; parts come out in sweep order (each next to the one before where possible)."""
    if len(members) <= limit:
        return [members]
    points = homes[members]
    axis = int(np.argmax(points.max(axis=0) - points.min(axis=0)))
    order = members[np.argsort(points[:, axis], kind="stable")]
    half = len(order) // 2
    return _chunks(order[:half], homes, limit) + _chunks(order[half:], homes, limit)


def slot_layout(homes, w: float, h: float, bounds, *, budget: int = NODE_BUDGET,
                max_radius: float | None = None, allow_hidden_homes: bool = False,
                allow_crossings: bool = False) -> np.ndarray | None:
    """The layout with the smallest largest shift the search finds, or None.

    ``allow_hidden_homes`` / ``allow_crossings`` drop those two rules, to compare with a
    relaxation that does not keep them (the designers' table, for one).

    Each independent group gets its own smallest radius, so cards far from any crowd stay home.
    A group too big to search whole is placed chunk by chunk, each chunk with its own smallest
    radius around the cards placed before it.
    """
    if _slots is None or len(homes) == 0:
        return None
    search = SlotSearch(homes, w, h, bounds, budget, allow_hidden_homes=allow_hidden_homes,
                        allow_crossings=allow_crossings)
    size = max(w, h)
    max_radius = max_radius or 8 * size
    radius = size
    placed = np.zeros(len(search.homes), dtype=bool)
    # Groups (and chunks of big groups) are placed one after the other; each is searched around
    # the cards placed before it, so a group that needs more than the radius the groups were cut
    # at still never overlaps, covers or crosses an earlier one.
    for members in groups(search.homes, w, h, radius, _step(radius)):
        chunked = len(members) > MAX_GROUP
        parts = _chunks(members, search.homes, CHUNK) if chunked else [members]
        # Retries pay on a province board's crowd, not on hundreds of municipality chunks.
        retries = 0 if chunked else RETRIES
        for part in parts:
            fixed = np.flatnonzero(placed)
            high = radius
            _radius, best = search.smallest(part, high, None, fixed, retries)
            while best is None and high < max_radius:
                high *= 2
                best = search.place_group(part, high, _step(high), fixed, retries)
                if best is not None:
                    _radius, best = search.smallest(part, high, best, fixed, retries, low=high / 2)
            if best is None:
                return None
            search.centres[part] = best
            placed[part] = True
    return search.centres
