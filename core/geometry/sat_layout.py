"""Card layout as a satisfiability question: the smallest largest shift on the lattice (no Qt).

The slot search (:mod:`core.geometry.slot_layout`) is quick but bounded: its "no" is a budget
running out, and at 34 × 46 on the province board it stops near 74 px. This module asks the same
question — can every card sit within ``D`` px of home, on the board, overlapping no card, covering
no other home point, with no two leader lines crossing? — of a CDCL SAT solver (Glucose through
python-sat), whose "no" is a proof. Measured at 34 × 46 on the province board (0.41 px/km, session
18): seven questions in about two and a half minutes take the quick search's 73.8 px to 70.57 px
after the polish, with a proof that no layout on the 1-px lattice keeps every rule within 71.0 px;
at 26 × 30, 36.6 → 34.9 px in 1.3 s.

The encoding, on a board-wide lattice whose steps divide the card's width and height (so cards
can sit edge to edge), 1 px where the slot search's is 2 px:

* each card's lattice column and row are integers, each in the **order encoding** (one variable
  per value, "column ≤ k"), the encoding that makes rectangle packing work for SAT solvers;
* the shift: for each column a card may take, the rows within ``D`` of its home;
* two cards that could meet take one of four sides (left, right, above, below): each side is a
  difference of two columns (or rows) of at least the card's width (height) in steps;
* a card keeps off another province's home point: one clause of four bounds;
* leader lines are the one rule not encoded up front: the solver's layout is checked, and for each
  pair of leader lines that cross, the largest box of the four coordinates around it in which the
  two lines still cross is forbidden (a nogood: every layout it rules out breaks the rule), and the
  solver goes on from where it was. So a "no" is still a proof. Before the next whole-board round,
  a repair asks again with only the cards near the crossings free and the rest held (assumptions):
  most of a layout is usually fine, and a yes found so is a layout keeping every rule all the same.

The solver is deterministic and stopped by a conflict budget, not a clock, so the same question
gets the same answer on any machine. :func:`exact_layout` bisects the radius below a layout the
slot search found; the result is the best layout on the lattice within the budget, with the
largest radius proven impossible.
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass, field
from typing import Self

import numpy as np

from core.geometry.overlap import MOVED_PX, crossing_leaders, leader_lines
from core.text import Text, translate

try:  # a declared dependency; guarded so that the rest of the card layout works without it
    from pysat.solvers import Solver
except ImportError:  # pragma: no cover - depends on the environment
    Solver = None

try:  # the compiled crossing test (optional, as the slot search it belongs to)
    from core.geometry import _slots
except ImportError:  # pragma: no cover - depends on the build
    _slots = None

#: The SAT solver (python-sat's name). The first question at 34 × 46 (73.07 px, from scratch) took
#: glucose4 28 s, minisat22 31 s, glucose3 32 s, cadical153 32 s, cadical195 47 s, maplechrono 74 s
#: (session 18, one run each; lingeling cannot be stopped by a conflict budget).
SOLVER = "glucose4"
#: Conflicts one question may spend (over all its rounds) before it counts as unanswered. At 34 ×
#: 46 the five questions of the bisection spent 26,000–125,000 each (session 18).
CONFLICT_BUDGET = 1_000_000
#: Rounds of "solve, find crossing leader lines, forbid them" before a question counts as unanswered.
MAX_ROUNDS = 300
#: The bisection stops when the bracket is narrower than this, px.
TOLERANCE = 0.25
#: The orders in which a forbidden box's ends (c's left, right, top, bottom, then d's) are grown.
GROWTH_ORDERS = ((0, 1, 2, 3, 4, 5, 6, 7), (7, 6, 5, 4, 3, 2, 1, 0), (4, 5, 6, 7, 0, 1, 2, 3))
#: After a layout with crossing leader lines, the repair: the cards whose lines cross, then also
#: those within this many px of them (centre to centre), asked again with every other card held
#: where it is (see :meth:`ExactSearch._repair`).
REPAIR_REACHES = (0.0, 40.0)
#: Conflicts one repair may spend, and its rounds of "solve, forbid what crosses".
REPAIR_BUDGET = 20_000
REPAIR_ROUNDS = 40
#: ... and in all, no more conflicts per question than the whole-board rounds spent, times this
#: (plus one repair's budget): in a question with no answer every round repairs in vain.
REPAIR_SHARE = 1.0
#: At most this many cards (a thousand municipality labels are no question for this encoding).
MAX_CARDS = 300
#: The lattice's step, px, at most (the steps across and down divide the card's width and height).
#: At 34 × 46 the slot search's 2 px gave 71.25 px in 50 s at 0.41 px/km but 74.41 px at 0.407,
#: where it proved nothing on that lattice goes below 74.22; 1 px gave 70.57 and 71.64 px, in 141
#: and 179 s (session 18).
STEP = 1.0
#: ... but no finer than this many steps per radius: the clauses grow with the steps.
MAX_STEPS_PER_RADIUS = 150


def lattice_steps(w: float, h: float, radius: float) -> tuple[float, float]:
    """The exact search's steps across and down: the coarsest that divide ``w`` and ``h``, at most
    :data:`STEP` px, coarser only where the radius would hold more than :data:`MAX_STEPS_PER_RADIUS`."""
    target = max(STEP, radius / MAX_STEPS_PER_RADIUS)
    return w / max(1, math.floor(w / target + 1e-9)), h / max(1, math.floor(h / target + 1e-9))


def available() -> bool:
    """True when python-sat is installed."""
    return Solver is not None


class Cancel:
    """Lets another thread stop an exact search (the app, when it closes): the search checks it
    between questions, and cancelling interrupts a solver call under way."""

    def __init__(self) -> None:
        self._cancelled = False
        self._hooks: list = []
        self._lock = threading.Lock()

    @property
    def cancelled(self) -> bool:
        return self._cancelled

    def cancel(self) -> None:
        with self._lock:
            self._cancelled = True
            hooks = list(self._hooks)
        for hook in hooks:
            hook()

    def on_cancel(self, hook) -> None:
        """Call ``hook`` on cancelling (at once if already cancelled)."""
        with self._lock:
            self._hooks.append(hook)
            cancelled = self._cancelled
        if cancelled:
            hook()

    def forget(self, hook) -> None:
        with self._lock:
            if hook in self._hooks:
                self._hooks.remove(hook)


@dataclass
class Answer:
    """One question's answer: ``centres`` (a layout keeping every rule), or none found, with
    ``proven`` telling a proof that none exists from a budget running out."""

    radius: float
    centres: np.ndarray | None
    proven: bool
    rounds: int = 0
    nogoods: int = 0
    largest_shift: float | None = None
    #: the yes came from a repair (:meth:`ExactSearch._repair`), not a whole-board round
    repaired: bool = False

    def said(self, digits: int = 2) -> Text:
        """The answer in words: ``within 72.30 px? yes, 72.27 px`` / ``no (proven)`` / ``not found``."""
        if self.centres is not None:
            found = translate("ExactSearch", "yes, {shift} px").format(shift=f"{self.largest_shift:.{digits}f}")
        elif self.proven:
            found = translate("ExactSearch", "no (proven)").format()
        else:
            found = translate("ExactSearch", "not found").format()
        return translate("ExactSearch", "within {radius} px? {found}").format(radius=f"{self.radius:.{digits}f}",
                                                                               found=found)


@dataclass
class ExactResult:
    """What :func:`exact_layout` found: the best layout (None if no question below the start was
    answered yes), the largest radius proven impossible (None if none was), and every question."""

    centres: np.ndarray | None
    impossible_below: float | None
    answers: list[Answer] = field(default_factory=list)


class LatticeLayout:
    """The clauses for one card size on one board, asked at many radii in one incremental solver.

    The variables' ranges come from ``top_radius``; asking at a radius adds that radius's shift
    clauses under a fresh assumption, so what the solver learnt (and every crossing forbidden)
    carries over from one question to the next — the crossings do not depend on the radius."""

    def __init__(self, homes: np.ndarray, w: float, h: float, bounds, top_radius: float) -> None:
        self.homes = np.asarray(homes, dtype=float)
        self.w, self.h = w, h
        self.step_x, self.step_y = lattice_steps(w, h, top_radius)
        self.wide = round(w / self.step_x)  # the card's width and height in lattice steps
        self.tall = round(h / self.step_y)
        x0, y0, x1, y1 = bounds
        steps = (self.step_x, self.step_y)
        n = len(self.homes)
        # each card's range of columns (axis 0) and rows (axis 1)
        self.low = np.zeros((n, 2), dtype=int)
        self.high = np.zeros((n, 2), dtype=int)
        for axis, (lo_edge, hi_edge, half) in enumerate(((x0, x1, w / 2), (y0, y1, h / 2))):
            s = steps[axis]
            self.low[:, axis] = np.maximum(np.ceil((self.homes[:, axis] - top_radius) / s - 1e-9),
                                           math.ceil((lo_edge + half) / s - 1e-9))
            self.high[:, axis] = np.minimum(np.floor((self.homes[:, axis] + top_radius) / s + 1e-9),
                                            math.floor((hi_edge - half) / s + 1e-9))
        self.empty = bool((self.high < self.low).any())
        # variable numbers: card c, axis a, value k in [low, high) -> base[c, a] + (k - low)
        sizes = np.maximum(self.high - self.low, 0)
        self.base = (1 + np.concatenate([[0], np.cumsum(sizes.reshape(-1))[:-1]])).reshape(n, 2)
        self.top = int(sizes.sum())
        self.clauses: list[list[int]] = []
        if not self.empty:
            self._encode()

    # -- literals ---------------------------------------------------------------------------------

    def at_most(self, c: int, axis: int, k: int):
        """The literal "card c's coordinate on ``axis`` ≤ k" (in steps): True, False or a number."""
        low = self.low[c, axis]
        if k < low:
            return False
        if k >= self.high[c, axis]:
            return True
        return int(self.base[c, axis] + k - low)

    def held_at(self, c: int, where) -> list[int]:
        """Literals (as assumptions) holding card ``c`` at lattice place ``where`` (column, row)."""
        literals = []
        for axis in range(2):
            for literal in (self.at_most(c, axis, int(where[axis])),
                            self._not(self.at_most(c, axis, int(where[axis]) - 1))):
                if not isinstance(literal, bool):
                    literals.append(literal)
        return literals

    def new_variable(self) -> int:
        self.top += 1
        return self.top

    @staticmethod
    def _clause(literals) -> list[int] | None:
        """A clause from literals that may be True (then None: the clause holds) or False (left out)."""
        clause = []
        for literal in literals:
            if literal is True:
                return None
            if literal is not False:
                clause.append(literal)
        return clause

    def _add(self, literals) -> None:
        clause = self._clause(literals)
        if clause is not None:
            self.clauses.append(clause)

    @staticmethod
    def _not(literal):
        return (not literal) if isinstance(literal, bool) else -literal

    # -- the clauses ------------------------------------------------------------------------------

    def _encode(self) -> None:
        n = len(self.homes)
        for c in range(n):
            for axis in range(2):
                first = int(self.base[c, axis])
                for v in range(first, first + int(self.high[c, axis] - self.low[c, axis]) - 1):
                    self.clauses.append([-v, v + 1])
        # pairs that could meet: both ranges within a card's size of each other
        for c in range(n):
            near = np.flatnonzero((self.low[c + 1:, 0] - self.high[c, 0] < self.wide)
                                  & (self.low[c, 0] - self.high[c + 1:, 0] < self.wide)
                                  & (self.low[c + 1:, 1] - self.high[c, 1] < self.tall)
                                  & (self.low[c, 1] - self.high[c + 1:, 1] < self.tall)) + c + 1
            for d in near.tolist():
                self._apart(c, d)
        for c in range(n):
            self._off_homes(c)

    def within(self, radius: float, guard: int) -> list[list[int]]:
        """Clauses keeping every card within ``radius`` of home while ``guard`` holds: for each
        column a card may take, the rows allowed."""
        clauses = []
        for c in range(len(self.homes)):
            hx, hy = self.homes[c]
            for column in range(self.low[c, 0], self.high[c, 0] + 1):
                this_column = [-guard, self.at_most(c, 0, column - 1), self._not(self.at_most(c, 0, column))]
                room = radius ** 2 - (column * self.step_x - hx) ** 2
                if room < 0:
                    rows = [this_column]
                else:
                    reach = math.sqrt(room)
                    rows = [this_column + [self.at_most(c, 1, math.floor((hy + reach) / self.step_y + 1e-9))],
                            this_column + [self._not(self.at_most(c, 1, math.ceil((hy - reach) / self.step_y - 1e-9) - 1))]]
                for literals in rows:
                    clause = self._clause(literals)
                    if clause is not None:
                        clauses.append(clause)
        return clauses

    def _apart(self, c: int, d: int) -> None:
        """Cards c and d on one of four sides of each other (touching allowed)."""
        sides = []
        for axis, first, second, gap in ((0, c, d, self.wide), (0, d, c, self.wide),
                                         (1, c, d, self.tall), (1, d, c, self.tall)):
            lo_a, hi_a = int(self.low[first, axis]), int(self.high[first, axis])
            lo_b, hi_b = int(self.low[second, axis]), int(self.high[second, axis])
            if hi_a + gap <= lo_b:
                return  # always apart this way: nothing to say
            if lo_a + gap > hi_b:
                continue  # never this way
            side = self.new_variable()
            sides.append(side)
            # side → second ≥ first + gap: first ≥ k implies second ≥ k + gap. As variables:
            # "first ≤ k − 1" is base_a + k − 1 − lo_a (False below lo_a), "second ≤ k + gap − 1"
            # is base_b + k + gap − 1 − lo_b (True from hi_b on).
            base_a, base_b = int(self.base[first, axis]), int(self.base[second, axis])
            for k in range(max(lo_a, lo_b - gap + 1), min(hi_a, hi_b - gap) + 1):
                clause = [-side, -(base_b + k + gap - 1 - lo_b)]
                if k - 1 >= lo_a:
                    clause.append(base_a + k - 1 - lo_a)
                self.clauses.append(clause)
            self._add([-side, self.at_most(first, axis, hi_b - gap)])
        self.clauses.append(sides)

    def _off_homes(self, c: int) -> None:
        """Card c covers no other home point (a point on its edge is not covered)."""
        lo = self.low[c] * (self.step_x, self.step_y) - (self.w / 2, self.h / 2)
        hi = self.high[c] * (self.step_x, self.step_y) + (self.w / 2, self.h / 2)
        inside = np.flatnonzero((self.homes[:, 0] > lo[0]) & (self.homes[:, 0] < hi[0])
                                & (self.homes[:, 1] > lo[1]) & (self.homes[:, 1] < hi[1]))
        for k in inside.tolist():
            if k == c:
                continue
            hx, hy = self.homes[k]
            self._add([self.at_most(c, 0, math.floor((hx - self.w / 2) / self.step_x + 1e-9)),
                       self._not(self.at_most(c, 0, math.ceil((hx + self.w / 2) / self.step_x - 1e-9) - 1)),
                       self.at_most(c, 1, math.floor((hy - self.h / 2) / self.step_y + 1e-9)),
                       self._not(self.at_most(c, 1, math.ceil((hy + self.h / 2) / self.step_y - 1e-9) - 1))])

    # -- reading a layout and forbidding crossings -----------------------------------------------------

    def steps_of(self, model: list[int]) -> np.ndarray:
        """Each card's (column, row) in the solver's model."""
        model = np.asarray(model, dtype=np.int64)
        true = np.zeros(self.top + 2, dtype=bool)
        true[model[(model > 0) & (model <= self.top)]] = True
        out = np.zeros((len(self.homes), 2), dtype=int)
        for c in range(len(self.homes)):
            for axis in range(2):
                lo, hi = self.low[c, axis], self.high[c, axis]
                first = np.flatnonzero(true[self.base[c, axis]:self.base[c, axis] + hi - lo])
                out[c, axis] = lo + int(first[0]) if len(first) else hi
        return out

    def centres_of(self, steps: np.ndarray) -> np.ndarray:
        return steps * np.array([self.step_x, self.step_y])

    def phases(self, centres: np.ndarray) -> list[int]:
        """Literals that put each card at the lattice point nearest ``centres`` (a hint)."""
        steps = np.rint(np.asarray(centres) / (self.step_x, self.step_y)).astype(int)
        hint = []
        for c in range(len(self.homes)):
            for axis in range(2):
                first = int(self.base[c, axis])
                for k in range(self.low[c, axis], self.high[c, axis]):
                    literal = first + k - int(self.low[c, axis])
                    hint.append(literal if steps[c, axis] <= k else -literal)
        return hint

    def forbid_crossing(self, steps: np.ndarray, c: int, d: int) -> list[list[int]]:
        """Clauses ruling out large boxes of positions, around ``steps``, in which the leader lines
        of c and d cross wherever the two cards sit. A box grows from the place, each of its eight
        ends pushed out in growing strides while the slab it adds still crosses everywhere; the
        order of the ends shapes the box, so three orders give three boxes (measured at 34 × 46:
        the first question in 18 s instead of 32, in 11 rounds of solving instead of 18)."""
        clauses = []
        for order in GROWTH_ORDERS:
            box = self._crossing_box(steps, c, d, order)
            clause = []
            for dim, (card, axis) in enumerate(((c, 0), (c, 1), (d, 0), (d, 1))):
                clause += [self.at_most(card, axis, box[2 * dim] - 1),
                           self._not(self.at_most(card, axis, box[2 * dim + 1]))]
            clause = [literal for literal in clause if literal is not False]
            if clause not in clauses:
                clauses.append(clause)
        return clauses

    def _crossing_box(self, steps: np.ndarray, c: int, d: int, order: tuple[int, ...]) -> list[int]:
        """The box (c's column and row ranges, then d's) grown from ``steps``, ends taken in ``order``."""
        box = [int(v) for v in (steps[c, 0], steps[c, 0], steps[c, 1], steps[c, 1],
                                steps[d, 0], steps[d, 0], steps[d, 1], steps[d, 1])]
        limits = [(self.low[c, 0], self.high[c, 0]), (self.low[c, 1], self.high[c, 1]),
                  (self.low[d, 0], self.high[d, 0]), (self.low[d, 1], self.high[d, 1])]
        grown = True
        while grown:
            grown = False
            for end in order:
                dim, outward = end // 2, (1 if end % 2 else -1)
                stride = 1
                while True:
                    value = min(max(box[end] + outward * stride, limits[dim][0]), limits[dim][1])
                    if value == box[end]:
                        break
                    slab = list(box)
                    slab[2 * dim], slab[2 * dim + 1] = sorted((box[end] + outward, value))
                    if not self._all_cross(c, d, slab):
                        if stride == 1:
                            break
                        stride = 1  # back to single steps from where it held
                        continue
                    box[end] = value
                    grown = True
                    stride *= 2
        return box

    def _all_cross(self, c: int, d: int, box: list[int]) -> bool:
        """Whether the leader lines of c and d cross wherever in ``box`` (steps) the two cards sit."""
        if _slots is not None:
            return _slots.all_cross(tuple(self.homes[c]), tuple(self.homes[d]), self.w, self.h,
                                    self.step_x, self.step_y, tuple(box))
        return self._all_cross_numpy(c, d, box)

    def _all_cross_numpy(self, c: int, d: int, box: list[int]) -> bool:
        """:meth:`_all_cross` without the C extension (every place in the box tested at once)."""
        sx, sy = self.step_x, self.step_y
        xc, yc, xd, yd = np.meshgrid(np.arange(box[0], box[1] + 1) * sx, np.arange(box[2], box[3] + 1) * sy,
                                     np.arange(box[4], box[5] + 1) * sx, np.arange(box[6], box[7] + 1) * sy,
                                     indexing="ij", sparse=True)
        (hcx, hcy), (hdx, hdy) = self.homes[c], self.homes[d]
        if not ((np.hypot(xc - hcx, yc - hcy) > MOVED_PX).all() and (np.hypot(xd - hdx, yd - hdy) > MOVED_PX).all()):
            return False
        w2, h2 = self.w / 2, self.h / 2
        # each leader line runs from the home to the card's nearest point (overlap.leader_line)
        ecx, ecy = np.clip(hcx, xc - w2, xc + w2), np.clip(hcy, yc - h2, yc + h2)
        edx, edy = np.clip(hdx, xd - w2, xd + w2), np.clip(hdy, yd - h2, yd + h2)
        tol = 1e-9
        d1 = (edx - hdx) * (hcy - hdy) - (edy - hdy) * (hcx - hdx)
        d2 = (edx - hdx) * (ecy - hdy) - (edy - hdy) * (ecx - hdx)
        d3 = (ecx - hcx) * (hdy - hcy) - (ecy - hcy) * (hdx - hcx)
        d4 = (ecx - hcx) * (edy - hcy) - (ecy - hcy) * (edx - hcx)
        cross = ((((d1 > tol) & (d2 < -tol)) | ((d1 < -tol) & (d2 > tol)))
                 & (((d3 > tol) & (d4 < -tol)) | ((d3 < -tol) & (d4 > tol))))
        return bool(cross.all())


class ExactSearch:
    """Questions at several radii to one solver (see :class:`LatticeLayout`)."""

    def __init__(self, homes: np.ndarray, w: float, h: float, bounds, top_radius: float, *,
                 hint: np.ndarray | None = None, conflict_budget: int = CONFLICT_BUDGET,
                 max_rounds: int = MAX_ROUNDS, cancel: Cancel | None = None) -> None:
        self.layout = LatticeLayout(homes, w, h, bounds, top_radius)
        self.conflict_budget, self.max_rounds = conflict_budget, max_rounds
        self.cancel = cancel or Cancel()
        self.solver = None
        if not self.layout.empty:
            # Glucose's incremental mode (made for many calls under assumptions): the bisection at
            # 34 × 46 in 47–49 s against 52–60 s without it (session 18).
            self.solver = Solver(name=SOLVER, bootstrap_with=self.layout.clauses, incr=True)
            if hint is not None:
                self.solver.set_phases(self.layout.phases(hint))
            self.cancel.on_cancel(self._interrupt)
        self.nogoods = 0
        self.whole_conflicts = self.repair_conflicts = 0  # this question's, for the repair's share

    def _interrupt(self) -> None:
        solver = self.solver
        if solver is not None:
            solver.interrupt()

    def close(self) -> None:
        self.cancel.forget(self._interrupt)
        if self.solver is not None:
            self.solver.delete()
            self.solver = None

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *_exc) -> None:
        self.close()

    def ask(self, radius: float) -> Answer:
        """Is there a layout within ``radius`` keeping every rule, on the lattice?"""
        if self.solver is None:
            return Answer(radius, None, proven=True)
        layout, solver = self.layout, self.solver
        guard = layout.new_variable()
        solver.append_formula(layout.within(radius, guard))
        nogoods = self.nogoods
        spent = solver.accum_stats().get("conflicts", 0)
        self.whole_conflicts = self.repair_conflicts = 0
        try:
            for rounds in range(1, self.max_rounds + 1):
                left = self.conflict_budget - (solver.accum_stats().get("conflicts", 0) - spent)
                if self.cancel.cancelled or left <= 0:
                    return Answer(radius, None, proven=False, rounds=rounds - 1, nogoods=self.nogoods - nogoods)
                solver.conf_budget(left)
                before = solver.accum_stats().get("conflicts", 0)
                found = solver.solve_limited(assumptions=[guard], expect_interrupt=True)
                self.whole_conflicts += solver.accum_stats().get("conflicts", 0) - before
                if found is None:
                    return Answer(radius, None, proven=False, rounds=rounds, nogoods=self.nogoods - nogoods)
                if not found:
                    return Answer(radius, None, proven=True, rounds=rounds, nogoods=self.nogoods - nogoods)
                steps = layout.steps_of(solver.get_model())
                crossing = self._forbid_crossings(steps)
                if crossing:
                    steps = self._repair(guard, steps, crossing, spent)
                if steps is not None:
                    centres = layout.centres_of(steps)
                    shift = float(np.hypot(*(centres - layout.homes).T).max())
                    return Answer(radius, centres, proven=False, rounds=rounds, nogoods=self.nogoods - nogoods,
                                  largest_shift=shift, repaired=bool(crossing))
            return Answer(radius, None, proven=False, rounds=self.max_rounds, nogoods=self.nogoods - nogoods)
        finally:
            solver.add_clause([-guard])  # this radius's clauses are done with

    def _forbid_crossings(self, steps: np.ndarray) -> list[tuple[int, int]]:
        """The pairs of cards whose leader lines cross in the layout ``steps``; each is forbidden."""
        layout = self.layout
        crossing = crossing_leaders(leader_lines(layout.homes, layout.centres_of(steps), layout.w, layout.h))
        for c, d in crossing:
            for clause in layout.forbid_crossing(steps, c, d):
                self.solver.add_clause(clause)
                self.nogoods += 1
        return crossing

    def _repair(self, guard: int, steps: np.ndarray, crossing, spent: int) -> np.ndarray | None:
        """A layout keeping every rule near ``steps`` (whose leader lines cross for the pairs
        ``crossing``), or None: the cards of those pairs, and then also those within each of
        :data:`REPAIR_REACHES` px of them, searched again with every other card held where it is
        (assumptions on the same solver, so each box forbidden on the way holds for the whole
        question too). Most of a layout is usually fine; a whole-board round redoes all of it, and
        at 34 × 46 the first question took 15–90 such rounds."""
        layout, solver = self.layout, self.solver
        centres = layout.centres_of(steps)
        moving = sorted({card for pair in crossing for card in pair})
        apart = np.hypot(*(centres[:, None, :] - centres[None, moving, :]).transpose(2, 0, 1)).min(axis=1)
        for reach in REPAIR_REACHES:
            held = np.flatnonzero(apart > reach + 1e-9).tolist()
            assumptions = [guard] + [literal for c in held for literal in layout.held_at(c, steps[c])]
            for _ in range(REPAIR_ROUNDS):
                left = self.conflict_budget - (solver.accum_stats().get("conflicts", 0) - spent)
                if self.cancel.cancelled or left <= 0:
                    return None
                # a question with no answer (every layout within the radius crosses) repairs every
                # round in vain: the repairs may spend as many conflicts as the whole-board rounds
                allowed = self.whole_conflicts * REPAIR_SHARE + REPAIR_BUDGET - self.repair_conflicts
                if allowed <= 0:
                    return None
                solver.conf_budget(int(min(REPAIR_BUDGET, left, allowed)))
                before = solver.accum_stats().get("conflicts", 0)
                found = solver.solve_limited(assumptions=assumptions, expect_interrupt=True)
                self.repair_conflicts += solver.accum_stats().get("conflicts", 0) - before
                if not found:
                    break  # none with these cards held (or the repair's budget spent): a wider repair
                repaired = layout.steps_of(solver.get_model())
                if not self._forbid_crossings(repaired):
                    return repaired
        return None


def exact_layout(homes, w: float, h: float, bounds, start: np.ndarray, *, tolerance: float = TOLERANCE,
                 conflict_budget: int = CONFLICT_BUDGET, on_question=None, cancel: Cancel | None = None,
                 floor: float | None = None) -> ExactResult:
    """Bisect the largest shift below ``start`` (a layout keeping every rule) with one
    :class:`ExactSearch`.

    Each yes lowers the top to the layout's own largest shift; each proven no raises the floor; an
    unanswered question (budget spent) counts as no without a proof. ``on_question(answer)`` is
    called after each question (they take seconds); ``cancel`` stops the search, keeping what it
    found so far. ``floor``: a radius already proven impossible on this lattice (by a search
    stopped before), from which the bisection halves at once."""
    homes = np.asarray(homes, dtype=float)
    result = ExactResult(None, None)
    if Solver is None or len(homes) == 0 or len(homes) > MAX_CARDS:
        return result
    high = float(np.hypot(*(np.asarray(start) - homes).T).max())
    low = 0.0
    if floor is not None and 0 < floor < high:
        low = result.impossible_below = float(floor)
    # Down from the start in growing steps (a yes is likeliest and cheapest just below a layout
    # known), then halving the bracket once a no has given it a floor.
    drop = max(tolerance, 0.01 * high)
    with ExactSearch(homes, w, h, bounds, high, hint=start, conflict_budget=conflict_budget, cancel=cancel) as search:
        while high - low > tolerance and not search.cancel.cancelled:
            if low > 0:
                radius = (low + high) / 2
            else:
                radius, drop = max(high - drop, 0.0), 2 * drop
            answer = search.ask(radius)
            if search.cancel.cancelled and answer.centres is None:
                break  # an interrupted question is no answer
            result.answers.append(answer)
            if on_question is not None:
                on_question(answer)
            if answer.centres is not None:
                result.centres = answer.centres
                high = min(radius, answer.largest_shift)
            else:
                low = max(radius, 1e-9)
                if answer.proven:
                    result.impossible_below = radius
    return result
