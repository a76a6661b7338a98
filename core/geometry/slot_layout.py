"""Card layout by searching candidate slots for the smallest largest shift (no Qt).

The question "can every card sit within ``D`` px of its home with nothing overlapping, no home
point covered, every card on the board and no leader lines crossing?" is answered by a compiled
depth-first search over each card's candidate slots (``_slots.c``: forward checking, the card with
fewest slots per past trouble first, restarts). A binary search on ``D`` finds the smallest ``D``
it can answer yes to. Cards split into independent groups first (two cards whose homes are far
enough apart can neither overlap nor cross leaders within ``D``), so each group is searched alone
and a quiet region keeps its cards at home whatever a crowded one needs.

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
SLOTS_PER_RADIUS = 24
#: The finest grid step, px.
MIN_STEP = 0.25
#: Search nodes per feasibility question: this many per card of the group (at least 100 cards' worth).
#: Measured on the province board (24 slots per radius, spread 0.5): 8–30 per card give the same
#: layouts at 22×16–26×30; 34×46 varies between 107 and 137 px whatever the budget.
NODE_BUDGET = 20
#: A group larger than this is not searched (depth-first search over a thousand cards that all
#: interact does not finish); the caller falls back to the linear programme.
MAX_GROUP = 300
#: Once a slot's subtree failed, nearby slots closer than this fraction of the card's smaller side
#: are skipped at that node.
SPREAD = 0.5
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

    def __init__(self, homes: np.ndarray, w: float, h: float, bounds, budget: int = NODE_BUDGET) -> None:
        self.homes = np.ascontiguousarray(homes, dtype=float)
        self.w, self.h = w, h
        self.bounds = tuple(float(b) for b in bounds)
        self.budget = budget
        self.tree = cKDTree(self.homes)
        self.nodes = 0

    def place_group(self, members: np.ndarray, radius: float, step: float) -> np.ndarray | None:
        """Centres for one group's cards within ``radius``, or None if none were found."""
        homes = self.homes[members]
        lo = homes.min(axis=0) - [radius + self.w, radius + self.h]
        hi = homes.max(axis=0) + [radius + self.w, radius + self.h]
        near = np.asarray(self.tree.query_ball_point((lo + hi) / 2, r=float(np.max((hi - lo) / 2)), p=np.inf),
                          dtype=int)
        near = np.setdiff1d(near, members)
        obstacles = self.homes[near]
        centres, nodes, _out_of_budget = _slots.place(
            np.ascontiguousarray(homes).tobytes(), np.ascontiguousarray(obstacles).tobytes(), self.w, self.h,
            self.bounds, radius, step, self.budget * max(len(members), 100), SPREAD * min(self.w, self.h))
        self.nodes += nodes
        return None if centres is None else np.frombuffer(centres).reshape(-1, 2).copy()

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


def slot_layout(homes, w: float, h: float, bounds, *, budget: int = NODE_BUDGET,
                max_radius: float | None = None) -> np.ndarray | None:
    """The layout with the smallest largest shift the search finds, or None.

    Each independent group gets its own smallest radius, so cards far from any crowd stay home.
    """
    if _slots is None or len(homes) == 0:
        return None
    search = SlotSearch(homes, w, h, bounds, budget)
    size = max(w, h)
    max_radius = max_radius or 8 * size
    # An upper bound for everyone: double until the whole board is placed.
    radius = size / 2
    found = search.place(radius)
    while found is None and radius < max_radius:
        radius *= 2
        found = search.place(radius)
    if found is None:
        return None
    # Groups at that radius are independent at every smaller one: shrink each alone.
    centres = found
    for members in groups(search.homes, w, h, radius, _step(radius)):
        low, high = 0.0, radius
        best = found[members]
        if float(np.hypot(*(best - search.homes[members]).T).max()) <= 0.5:
            continue
        while high - low > TOLERANCE:
            middle = (low + high) / 2
            placed = search.place(middle, groups_of=[members])
            if placed is None:
                low = middle
            else:
                high, best = middle, placed[members]
        centres[members] = best
    return centres
