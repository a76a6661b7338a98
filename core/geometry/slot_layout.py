"""Card layout by searching candidate slots for the smallest largest shift (no Qt).

The question "can every card sit within ``D`` px of its home with nothing overlapping, no home
point covered, every card on the board and no leader lines crossing?" is answered by a compiled
depth-first search over each card's candidate slots (``_slots.c``: forward checking, the card with
fewest slots per past trouble first, restarts, each restart guided by the deepest partial layout
so far). A binary search on ``D`` finds the smallest ``D`` it can answer yes to, each step trying
the last layout found first; for a crowd far from home, where a "no" is often only a budget
running out, radii below that are asked again. The slots lie on one board-wide lattice whose steps divide the card's width
and height (34 × 46: 2 px both ways; coarser for large shifts), plus each card's home, so cards
can sit exactly edge to edge as a tight crowd needs.

Cards split into groups first (cards whose homes are far enough apart cannot meet when each
moves at most one card size), each with its own smallest radius, so a quiet region keeps its
cards at home whatever a crowded one needs; a group that needs more room is merged with the
groups it could then meet and searched again. A group too big to search whole (a thousand
municipality labels) is cut into chunks placed one after the other around those placed before.

The search is bounded by a node budget, so "no" may mean "not found": the result is the best
layout found, not a proof of optimality. :func:`slot_layout` returns None when the kernel is not
built or nothing was found; :func:`core.geometry.card_layout.resolve_layout` then uses its linear
programme.
"""

from __future__ import annotations

import math
import os
from concurrent.futures import ThreadPoolExecutor

import numpy as np
from scipy.sparse import coo_matrix
from scipy.sparse.csgraph import connected_components
from scipy.spatial import cKDTree

try:  # An optional build: absent where no C compiler was found at install time.
    from core.geometry import _slots
except ImportError:  # pragma: no cover - depends on the machine
    _slots = None

#: Slots per shift radius on a grid around each home: the step is ``D / SLOTS_PER_RADIUS`` (finer
#: for small shifts). Used for crowds placed chunk by chunk (:meth:`SlotSearch.tune_for_crowds`).
SLOTS_PER_RADIUS = 16
#: The board-wide lattice's step, px, at most: the steps across and down are the largest ones up
#: to this that divide the card's width and height (2 px for all four candidate sizes; 35 × 47:
#: 35/17 and 47/23). Cards then sit exactly edge to edge: on the province board 34 × 46 cards went
#: from 114 px (grid around each home) to 76 px, 24 × 26 from 31.4 to 25.9.
LATTICE_STEP = 2.0
#: At most this many lattice steps per radius: a node's work grows with the slots (a dense 24-card
#: test case searched at 200 px took 20 s on the 2-px lattice), so far out the lattice coarsens.
#: (Before, a grid around each home took over there; the search found nothing on it, so a single
#: unlucky "no" at 92 px sent 34 × 46 to 147 px.)
MAX_LATTICE_STEPS = 48
#: The finest grid step, px.
MIN_STEP = 0.25
#: Search nodes per feasibility question: this many per card of the group (at least 100 cards' worth).
#: Measured on the province board (lattice), before the guided restarts: 12–30 give the same layouts
#: at 22×16–26×30; at 34×46, where every card moves, 12 and 20 found 94 px, 30 and 60 found 76–77 px
#: (60 in twice the time). With guided restarts and hinted bisection steps (session 13, 40 layouts
#: over scales 0.406–0.415 px/km and four tie-breakings at 34×46): 30 gives a median of 76.2 px in
#: 1.9 s, 45 gives 74.6 px in 2.7 s, 60 the same median in 3.3 s.
NODE_BUDGET = 45
#: ... and for crowds placed chunk by chunk.
CROWD_NODE_BUDGET = 12
#: A group larger than this is not searched whole (depth-first search over a thousand cards that
#: all interact does not finish): it is cut into chunks of at most CHUNK cards by median cuts, and
#: the chunks are placed one after the other, each around the cards placed before it.
MAX_GROUP = 300
CHUNK = 60
#: Once a slot's subtree failed, nearby slots closer than this fraction of the card's smaller side
#: are skipped at that node.
SPREAD = 0.5
#: Searches with other tie-breaks after one ran out of budget (at radii from RETRY_FROM card sizes).
#: Measured at 34×46: 4 and 8 end in the same layout, 4 in 3.6 s instead of 5.4 s.
RETRIES = 4
#: ... while the radius is still doubling towards a first layout, where a wrong "no" costs most:
#: the bisection then only looks above twice the radius. (At 34 × 46 one try finds a layout at
#: 84–92 px one time in three to five, so five tries all miss about one time in five.)
GROWTH_RETRIES = 11
#: ... at radii beyond this many card sizes (a crowd where every card moves: 34 × 46).
RETRY_FROM = 1.5
#: Bits of the C search's ``rules``: slots on the board-wide lattice; restarts guided by the deepest
#: partial layout so far.
_RULE_LATTICE = 4
_RULE_GUIDED = 8
#: The binary search stops when the bracket is this narrow, px, or this fraction of the radius:
#: far out, the last half pixel cost a second of failed searches for nothing the polish keeps.
TOLERANCE = 0.5
RELATIVE_TOLERANCE = 0.01
#: A "no" from the bounded search is not a proof, and the search is not monotone in the radius:
#: once a crowd's bisection has closed, radii this much below its answer are asked again
#: (:func:`_ask_below`), each yes bisected down to the fraction PROBE_BRACKET of where it was found.
#: Measured at 34 × 46 over scales 0.406–0.415 px/km and four tie-breakings (40 layouts): with
#: 0.92 and 0.85 the worst went 96.6 → 86.7 px (session 12). Once the searches were guided
#: (session 13) 0.92 and 0.85 never said yes; 0.97 does: upper quartile 76.7 → 75.1 px, worst
#: 82.4 → 77.5, median time 2.7 → 3.2 s. 0.85 stays for a bisection trapped well above the answer.
PROBES_BELOW = (0.97, 0.85)
PROBE_BRACKET = 0.9
#: Where in the bracket the next radius is tried (0.5 halves it). Nearer the top: a "no" costs
#: the whole budget (and its retries), a "yes" usually far less, so the search asks more of them.
BISECT = 0.75


#: Seeds of one tie-breaking variant apart from the next (a question uses at most 1 + GROWTH_RETRIES).
TIE_BREAK_STRIDE = 1000
#: Tie-break retries searched at once (the compiled search releases the GIL); one per core, at most 2.
PARALLEL_TRIES = max(1, min(2, os.cpu_count() or 1))
_POOL: ThreadPoolExecutor | None = None


def _pool() -> ThreadPoolExecutor:
    global _POOL
    if _POOL is None:
        _POOL = ThreadPoolExecutor(max_workers=PARALLEL_TRIES, thread_name_prefix="slot-search")
    return _POOL


def available() -> bool:
    """True when the compiled slot search was built on this machine."""
    return _slots is not None


def _step(radius: float) -> float:
    return max(MIN_STEP, radius / SLOTS_PER_RADIUS)


def lattice_steps(w: float, h: float, radius: float = 0.0) -> tuple[float, float]:
    """The lattice's steps across and down for a search at ``radius``: the coarsest that divide
    ``w`` and ``h`` respectively, at most :data:`LATTICE_STEP` px (a whole card at the most), and
    coarser where the radius would hold more than :data:`MAX_LATTICE_STEPS` of them."""
    target = max(LATTICE_STEP, radius / MAX_LATTICE_STEPS)
    return w / max(1, math.floor(w / target + 1e-9)), h / max(1, math.floor(h / target + 1e-9))


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
                 allow_hidden_homes: bool = False, allow_crossings: bool = False, tie_break: int = 0) -> None:
        self.homes = np.ascontiguousarray(homes, dtype=float)
        self.tie_break = tie_break
        self.rules = (0 if allow_hidden_homes else 1) | (0 if allow_crossings else 2)
        self.w, self.h = w, h
        self.bounds = tuple(float(b) for b in bounds)
        self.budget = budget
        self.tree = cKDTree(self.homes)
        self.centres = self.homes.copy()
        self.nodes = 0
        self.on_lattice = True
        self.bisect = BISECT
        self.retry_from = RETRY_FROM
        # Solution-guided restarts, and each bisection step trying the last layout found first.
        # Measured at 34 × 46 (40 layouts: scales 0.406–0.415 px/km, four tie-breakings): median
        # 78.3 → 76.2 px, worst 86.7 → 82.4, in 1.9 s instead of 3.0 (then NODE_BUDGET 45: 74.6 px).
        self.guided = True

    def tune_for_crowds(self) -> None:
        """Settings for hundreds of labels placed chunk by chunk (the municipality board).

        Measured there (1,902 labels of 40 × 14): the lattice, the bigger budget, the top-heavy
        bisection and the earlier retries cost 3× the time at 6 px/km and lost 5 px/km; a crowd
        this loose wants the grid around each home, as before the lattice. Guided restarts lost
        5 px/km too (a chunk's search narrows onto one partial layout and ends with none)."""
        self.on_lattice = False
        self.guided = False
        self.budget = min(self.budget, CROWD_NODE_BUDGET)
        self.bisect = 0.5
        self.retry_from = 2.0

    def grid(self, radius: float) -> tuple[tuple[float, float], int]:
        """The slot steps (across, down) and lattice bit for a search at ``radius``."""
        if self.on_lattice:
            return lattice_steps(self.w, self.h, radius), _RULE_LATTICE
        return (_step(radius), _step(radius)), 0

    def place_group(self, members: np.ndarray, radius: float, fixed: np.ndarray | None = None,
                    retries: int = RETRIES, hint: np.ndarray | None = None) -> np.ndarray | None:
        """Centres for one group's cards within ``radius``, or None if none were found.

        ``fixed``: indices of cards already placed (at ``self.centres``) that this group must
        neither overlap nor cross the leader lines of. ``hint``: places to try first (on a lattice
        each is one more exact slot, so a card can keep a place off the lattice).
        """
        homes = self.homes[members]
        (step, step_y), lattice = self.grid(radius)
        lo = homes.min(axis=0) - [radius + self.w, radius + self.h]
        hi = homes.max(axis=0) + [radius + self.w, radius + self.h]
        near = np.asarray(self.tree.query_ball_point((lo + hi) / 2, r=float(np.max((hi - lo) / 2)), p=np.inf),
                          dtype=int)
        # (a mask, not np.setdiff1d: the same sorted indices for a tenth of the time, 2 ms of a 26 × 30 layout)
        outside = np.ones(len(self.homes), dtype=bool)
        outside[members] = False
        near = np.sort(near[outside[near]])
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
        tries = 1 + (retries if radius > self.retry_from * max(self.w, self.h) else 0)
        arguments = (np.ascontiguousarray(homes).tobytes(), np.ascontiguousarray(obstacles).tobytes(), self.w, self.h,
                     self.bounds, radius, step, self.budget * max(len(members), 100), SPREAD * min(self.w, self.h),
                     b"" if hint is None else np.ascontiguousarray(hint, dtype=float).tobytes(), fixed_data,
                     self.rules | lattice | (_RULE_GUIDED if self.guided else 0))

        def search(seed: int):
            return _slots.place(*arguments, TIE_BREAK_STRIDE * self.tie_break + seed, step_y)

        # The first tie-break alone (it usually answers); the retries after a budget ran out side by
        # side, since the kernel lets go of the GIL. The first answer in seed order is taken, so the
        # layout is the one a sequential run finds.
        batches = [range(1)] + [range(k, min(k + PARALLEL_TRIES, tries)) for k in range(1, tries, PARALLEL_TRIES)]
        centres = None
        for seeds in batches:
            answers = list(_pool().map(search, seeds)) if len(seeds) > 1 else [search(seeds[0])]
            done = False
            for centres, nodes, out_of_budget in answers:
                self.nodes += nodes
                if centres is not None or not out_of_budget:
                    done = True
                    break
            if done:
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
            best = self.place_group(members, high, fixed, retries)
            if best is None:
                return high, None
        if float(np.hypot(*(best - self.homes[members]).T).max()) <= 0.5:
            return 0.0, best
        while high - low > max(TOLERANCE, RELATIVE_TOLERANCE * high):
            middle = low + self.bisect * (high - low)
            # the layout just found, tried first: most of it still fits a little lower down
            placed = self.place_group(members, middle, fixed, retries, hint=best if self.guided else None)
            if placed is None:
                low = middle
            else:
                high, best = middle, placed
        return float(np.hypot(*(best - self.homes[members]).T).max()), best

    def place(self, radius: float, groups_of=None) -> np.ndarray | None:
        """A layout with every card within ``radius`` of home, or None."""
        centres = self.homes.copy()
        for members in groups_of or groups(self.homes, self.w, self.h, radius, _step(radius)):
            if len(members) > MAX_GROUP:
                return None
            placed = self.place_group(members, radius)
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
                allow_crossings: bool = False, tie_break: int = 0) -> np.ndarray | None:
    """The layout with the smallest largest shift the search finds, or None.

    ``allow_hidden_homes`` / ``allow_crossings`` drop those two rules, to compare with a
    relaxation that does not keep them (the designers' table, for one). ``tie_break``: another
    number, another (equally deterministic) search; the app uses 0. The benchmark reruns with
    others to show how much a figure owes to the tie-breaking.

    Cards are cut into groups that cannot meet when each moves at most one card size, and each
    group gets its own smallest radius, so cards far from any crowd stay home. A group that needs
    more than the radius it was cut at may meet its neighbours: the cards are cut again at that
    radius and merged groups are searched whole, until the groups stay apart. A crowd too big to
    search whole (hundreds of municipality labels) is placed chunk by chunk instead, each chunk
    with its own smallest radius around the cards placed before it.
    """
    if _slots is None or len(homes) == 0:
        return None
    search = SlotSearch(homes, w, h, bounds, budget, allow_hidden_homes=allow_hidden_homes,
                        allow_crossings=allow_crossings, tie_break=tie_break)
    size = max(w, h)
    max_radius = max_radius or 8 * size
    radius = size
    cut = groups(search.homes, w, h, radius, _step(radius))
    if any(len(members) > MAX_GROUP for members in cut):
        return _place_in_turn(search, cut, radius, max_radius)
    solved: dict[tuple[int, ...], tuple[float, np.ndarray]] = {}
    while True:
        needed = 0.0
        for members in cut:
            key = tuple(members.tolist())
            if key not in solved:
                # a merged group needs at least what each of its parts needed on its own
                cards = set(key)
                low = max((r for part, (r, _) in solved.items() if cards.issuperset(part)), default=0.0)
                found = _smallest_open(search, members, radius, max_radius, None, RETRIES,
                                       low=max(0.0, low - TOLERANCE))
                if found[1] is None:
                    return None
                solved[key] = found
            needed = max(needed, solved[key][0])
        if needed <= radius:
            break
        again = groups(search.homes, w, h, needed, _step(needed))
        if len(again) == len(cut):  # nothing merged: the groups stay apart at the radius they need
            break
        if any(len(members) > MAX_GROUP for members in again):
            return _place_in_turn(search, groups(search.homes, w, h, size, _step(size)), size, max_radius)
        cut, radius = again, needed
    for members in cut:
        search.centres[members] = solved[tuple(members.tolist())][1]
    return search.centres


def _smallest_open(search: SlotSearch, members: np.ndarray, radius: float, max_radius: float,
                   fixed: np.ndarray | None, retries: int, low: float = 0.0) -> tuple[float, np.ndarray | None]:
    """The smallest radius for a group, doubling from ``radius`` while nothing is found."""
    high = max(radius, low + TOLERANCE)
    found, best = search.smallest(members, high, None, fixed, retries, low=low)
    while best is None and high < max_radius:
        high *= 2
        best = search.place_group(members, high, fixed, GROWTH_RETRIES if retries else 0)
        if best is not None:
            found, best = search.smallest(members, high, best, fixed, retries, low=max(low, high / 2))
    if best is not None and retries:
        found, best = _ask_below(search, members, found, best, fixed, retries)
    return found, best


def _ask_below(search: SlotSearch, members: np.ndarray, found: float, best: np.ndarray,
               fixed: np.ndarray | None, retries: int) -> tuple[float, np.ndarray]:
    """Radii below where a crowd's bisection closed, asked again while one says yes.

    The bisection trusts each "no", but a "no" is a bounded search running out of budget, and
    the search is not monotone in the radius: at 34 × 46 (0.408 px/km) a crowd runs out twelve
    times over at 92 px, then says yes from 184 px all the way down to 94.6, while layouts near
    78 px exist; 15 % lower down, a fresh search finds one of them."""
    # Only far from home, where the retries run: nearer, the search's answers hold (and each yes
    # lowers the answer by 8 % at least, so this ends).
    while found > search.retry_from * max(search.w, search.h):
        for factor in PROBES_BELOW:
            placed = search.place_group(members, found * factor, fixed, retries)
            if placed is not None:
                top = found * factor
                found, best = search.smallest(members, top, placed, fixed, retries, low=top * PROBE_BRACKET)
                break
        else:
            break
    return found, best


def _place_in_turn(search: SlotSearch, cut: list[np.ndarray], radius: float, max_radius: float) -> np.ndarray | None:
    """Groups (and chunks of big groups) placed one after the other, each searched around the cards
    placed before it, so a group that needs more than the radius the groups were cut at still
    never overlaps, covers or crosses an earlier one."""
    search.tune_for_crowds()
    placed = np.zeros(len(search.homes), dtype=bool)
    for members in cut:
        chunked = len(members) > MAX_GROUP
        parts = _chunks(members, search.homes, CHUNK) if chunked else [members]
        # Retries pay on a province board's crowd, not on hundreds of municipality chunks.
        retries = 0 if chunked else RETRIES
        for part in parts:
            _radius, best = _smallest_open(search, part, radius, max_radius, np.flatnonzero(placed), retries)
            if best is None:
                return None
            search.centres[part] = best
            placed[part] = True
    return search.centres
