"""The exact card layout search: its yes keeps every rule, its no is a proof (checked against
every layout of a small case), its crossing nogoods rule out only crossing places, and on the
province board it goes below the quick search."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest

from core import bundled
from core.geometry import sat_layout
from core.geometry.board import Board
from core.geometry.card_layout import keeps_rules, resolve_layout
from core.geometry.card_study import board_pixels
from core.geometry.overlap import covered_homes, crossing_leaders, leader_line, leader_lines, segments_cross
from core.geometry.sat_layout import ExactSearch, LatticeLayout, exact_layout, lattice_steps

W, H = 10.0, 8.0
BOUNDS = (-60.0, -60.0, 60.0, 60.0)
# three homes closer than a card: someone has to move; off the lattice so no place ties on a bound.
# Here the home-point rule binds: with covering allowed the smallest largest shift on the lattice
# is 4.15 px, not 4.65.
HOMES = np.array([[-4.207, 3.853], [2.213, 3.463], [-3.687, 3.643]])


REACH = 7.0  # px: every layout within this is tried; the smallest largest shift is below it


def _places(home: np.ndarray, radius: float) -> np.ndarray:
    """Every point of the exact search's lattice within ``radius`` of ``home`` (cards stay well
    inside BOUNDS here)."""
    sx, sy = lattice_steps(W, H, radius)
    columns = np.arange(math.floor((home[0] - radius) / sx), math.ceil((home[0] + radius) / sx) + 1) * sx
    rows = np.arange(math.floor((home[1] - radius) / sy), math.ceil((home[1] + radius) / sy) + 1) * sy
    grid = np.array([(x, y) for x in columns for y in rows])
    return grid[np.hypot(*(grid - home).T) <= radius + 1e-9]


def _smallest_by_enumeration() -> float:
    """The smallest largest shift of any lattice layout of HOMES keeping every rule, by trying them all."""
    places = [_places(home, REACH) for home in HOMES]
    ok_alone = [np.array([not any(k != c and abs(p[0] - HOMES[k][0]) < W / 2 and abs(p[1] - HOMES[k][1]) < H / 2
                                  for k in range(3)) for p in places[c]]) for c in range(3)]

    def compatible(c: int, d: int) -> np.ndarray:
        table = np.zeros((len(places[c]), len(places[d])), dtype=bool)
        for a, p in enumerate(places[c]):
            for b, q in enumerate(places[d]):
                if abs(p[0] - q[0]) < W and abs(p[1] - q[1]) < H:
                    continue  # the two cards overlap
                lines = leader_lines(HOMES[[c, d]], np.array([p, q]), W, H)
                table[a, b] = not crossing_leaders(lines)
        return table

    pairs = {(c, d): compatible(c, d) for c, d in itertools.combinations(range(3), 2)}
    best = np.inf
    shifts = [np.hypot(*(places[c] - HOMES[c]).T) for c in range(3)]
    for a in np.flatnonzero(ok_alone[0]):
        for b in np.flatnonzero(ok_alone[1] & pairs[(0, 1)][a]):
            third = ok_alone[2] & pairs[(0, 2)][a] & pairs[(1, 2)][b]
            if third.any():
                best = min(best, max(shifts[0][a], shifts[1][b], shifts[2][third].min()))
    return float(best)


def test_a_no_is_a_proof_and_a_yes_a_layout_checked_against_every_layout():
    smallest = _smallest_by_enumeration()
    assert smallest == pytest.approx(4.654, abs=1e-3)
    with ExactSearch(HOMES, W, H, BOUNDS, top_radius=REACH) as search:
        below = search.ask(smallest - 1e-3)
        at = search.ask(smallest + 1e-6)
        again_below = search.ask(smallest - 0.05)
    assert below.centres is None and below.proven
    assert again_below.centres is None and again_below.proven
    assert at.centres is not None and not at.proven
    assert keeps_rules(at.centres, HOMES, W, H, BOUNDS)
    assert at.largest_shift == pytest.approx(smallest)


def test_forbidden_boxes_hold_only_places_where_the_two_leader_lines_cross():
    """A crossing is forbidden as a box of the four coordinates; a box that held one crossing-free
    place would rule out a good layout (and a no would no longer be a proof)."""
    homes = np.array([[0.0, 0.0], [20.0, 3.0]])
    layout = LatticeLayout(homes, W, H, (-200.0, -200.0, 200.0, 200.0), top_radius=60.0)
    rng = np.random.default_rng(5)
    checked = 0
    for _ in range(400):
        steps = np.column_stack([rng.integers(layout.low[:, a], layout.high[:, a] + 1) for a in range(2)])
        centres = layout.centres_of(steps)
        lines = leader_lines(homes, centres, W, H)
        if not crossing_leaders(lines):
            continue
        clauses = layout.forbid_crossing(steps, 0, 1)
        assert clauses and all(clauses)  # the place itself is ruled out
        for clause in clauses:
            # the box, read back from the clause's bounds, around the place it was grown from
            box = _box_of(layout, clause, steps)
            for _ in range(30):
                at = np.array([[rng.integers(box[0], box[1] + 1), rng.integers(box[2], box[3] + 1)],
                               [rng.integers(box[4], box[5] + 1), rng.integers(box[6], box[7] + 1)]])
                p, q = layout.centres_of(at)
                assert segments_cross(*leader_line(homes[0], p, W, H), *leader_line(homes[1], q, W, H))
        checked += 1
    assert checked >= 20


def test_the_compiled_crossing_test_decides_as_the_numpy_one(province_homes):
    """The boxes are grown with the compiled test (the numpy one is the fallback without the C
    extension): on the province board at 34 × 46 both say yes on every grown box and agree on each
    slab one step beyond its ends, where the growing stopped, and on random small boxes."""
    from core.geometry import sat_layout

    if sat_layout._slots is None:
        pytest.skip("the C extension is not built")
    homes, bounds = province_homes
    layout = LatticeLayout(homes, 34, 46, bounds, top_radius=74.0)
    rng = np.random.default_rng(3)
    grown = disagreements = 0
    near = [(c, d) for c in range(len(homes)) for d in range(c + 1, len(homes))
            if np.hypot(*(homes[c] - homes[d])) < 100]
    for _ in range(1500):
        c, d = near[rng.integers(len(near))]
        box = [int(rng.integers(layout.low[card, axis], layout.high[card, axis] + 1)) for card in (c, d)
               for axis in range(2) for _ in range(2)]
        for k in range(0, 8, 2):
            box[k], box[k + 1] = sorted((box[k], box[k + 1]))
            box[k + 1] = min(box[k + 1], box[k] + 3)
        disagreements += layout._all_cross(c, d, box) != layout._all_cross_numpy(c, d, box)
        steps = np.zeros((len(homes), 2), dtype=int)
        steps[[c, d]] = [[box[0], box[2]], [box[4], box[6]]]
        if not crossing_leaders(leader_lines(homes[[c, d]], layout.centres_of(steps[[c, d]]), 34, 46)):
            continue
        for order in sat_layout.GROWTH_ORDERS[:1]:
            full = layout._crossing_box(steps, c, d, order)
            assert layout._all_cross_numpy(c, d, full)
            for end in range(8):
                dim, outward = end // 2, (1 if end % 2 else -1)
                beyond = full[end] + outward
                if not layout.low[(c, d)[dim // 2], dim % 2] <= beyond <= layout.high[(c, d)[dim // 2], dim % 2]:
                    continue
                slab = list(full)
                slab[2 * dim] = slab[2 * dim + 1] = beyond
                disagreements += layout._all_cross(c, d, slab) != layout._all_cross_numpy(c, d, slab)
        grown += 1
    assert disagreements == 0 and grown >= 20


def _box_of(layout: LatticeLayout, clause: list[int], steps: np.ndarray) -> list[int]:
    """The box a forbidding clause stands for: each coordinate's range, from the clause's literals
    ("≤ lo − 1" positive, "≤ hi" negative); unbounded sides run to the card's range."""
    box = []
    for card, axis in ((0, 0), (0, 1), (1, 0), (1, 1)):
        lo, hi = int(layout.low[card, axis]), int(layout.high[card, axis])
        for k in range(layout.low[card, axis], layout.high[card, axis]):
            literal = layout.at_most(card, axis, k)
            if literal in clause:
                lo = k + 1
            if -literal in clause:
                hi = min(hi, k)
        assert lo <= steps[card, axis] <= hi
        box += [lo, hi]
    return box


@pytest.fixture(scope="module")
def province_homes():
    pixels = board_pixels(Board.load(bundled.board_path("provinces")))
    return pixels.homes, pixels.bounds


def test_on_the_province_board_it_goes_below_the_quick_search_and_says_how_far_it_proved(province_homes):
    homes, bounds = province_homes
    quick = resolve_layout(homes, 26, 30, bounds)
    exact = resolve_layout(homes, 26, 30, bounds, exact=True)
    assert exact.method == "slots+sat"
    assert keeps_rules(exact.centres, homes, 26, 30, bounds)
    assert exact.shifts().max() < quick.shifts().max() - 0.5
    # the floor is on the lattice; the polish may go a little below it off the lattice
    assert exact.proven_floor is not None and exact.proven_floor < quick.shifts().max()
    assert exact.report()["proven_floor_px"] == round(exact.proven_floor, 2)
    assert not covered_homes(exact.centres, homes, 26, 30)
    # deterministic: a conflict budget, not a clock
    again = resolve_layout(homes, 26, 30, bounds, exact=True)
    assert np.array_equal(again.centres, exact.centres) and again.proven_floor == exact.proven_floor


def test_each_lower_layout_is_told_as_it_is_found_and_the_last_is_the_answer(province_homes):
    """A designer waiting minutes sees every better layout at once: each told layout is new,
    polished, keeps every rule, lies below the one before, and the search ends on the last."""
    homes, bounds = province_homes
    quick = resolve_layout(homes, 24, 26, bounds)
    told, heard = [], []
    exact = resolve_layout(homes, 24, 26, bounds, exact=True, on_better=told.append, on_question=heard.append)
    assert told and len(told) <= sum(a.centres is not None for a in heard)
    shifts = [layout.shifts().max() for layout in told]
    assert shifts == sorted(shifts, reverse=True) and len(set(shifts)) == len(shifts)
    assert shifts[0] < quick.shifts().max()
    for layout in told:
        assert layout is not exact and layout.method == "slots+sat"
        assert keeps_rules(layout.centres, homes, 24, 26, bounds)
    assert np.array_equal(told[-1].centres, exact.centres)
    # polished off the lattice: no higher than the lowest lattice answer
    assert shifts[-1] <= min(a.largest_shift for a in heard if a.centres is not None) + 1e-6
    # the floor proved so far, never above the final one
    assert all(layout.proven_floor is None or layout.proven_floor <= exact.proven_floor for layout in told)


def test_the_bisection_reports_each_question(province_homes):
    homes, bounds = province_homes
    quick = resolve_layout(homes, 24, 26, bounds)
    heard = []
    result = exact_layout(homes, 24, 26, bounds, quick.centres, on_question=heard.append)
    assert heard == result.answers and len(heard) >= 2
    # each yes lies below the one before it, and every no lies below every yes
    yes = [a.largest_shift for a in heard if a.centres is not None]
    assert yes == sorted(yes, reverse=True)
    assert all(a.radius < min(yes) for a in heard if a.centres is None)


def test_a_cancelled_search_stops_between_questions_and_keeps_what_it_found(province_homes):
    from core.geometry.sat_layout import Cancel

    homes, bounds = province_homes
    quick = resolve_layout(homes, 24, 26, bounds)
    stopped = Cancel()
    stopped.cancel()
    nothing = exact_layout(homes, 24, 26, bounds, quick.centres, cancel=stopped)
    assert nothing.answers == [] and nothing.centres is None
    cancel = Cancel()
    heard = []

    def first_then_stop(answer):
        heard.append(answer)
        cancel.cancel()

    one = exact_layout(homes, 24, 26, bounds, quick.centres, on_question=first_then_stop, cancel=cancel)
    assert len(one.answers) == 1 == len(heard)
    assert (one.centres is not None) == (heard[0].centres is not None)


def test_a_question_whose_budget_runs_out_is_no_proof(province_homes):
    """A hard question (34 × 46 near what the lattice allows) with a tiny conflict budget
    comes back unanswered, and the bisection then does not claim a floor from it."""
    homes, bounds = province_homes
    with ExactSearch(homes, 34, 46, bounds, top_radius=74.0, conflict_budget=2000) as search:
        answer = search.ask(71.6)
    assert answer.centres is None and not answer.proven


def test_a_layout_whose_leader_lines_cross_is_repaired_with_the_other_cards_held(province_homes):
    """At 26 × 30 the solver's first layout within 35.5 px crosses two pairs of leader lines; the
    repair moves only cards near those lines (the rest are held by assumptions) and its layout
    keeps every rule."""
    homes, bounds = province_homes
    with ExactSearch(homes, 26, 30, bounds, top_radius=36.5) as search:
        layout = search.layout
        guard = layout.new_variable()
        search.solver.append_formula(layout.within(35.5, guard))
        assert search.solver.solve(assumptions=[guard])
        steps = layout.steps_of(search.solver.get_model())
        crossing = search._forbid_crossings(steps)
        assert crossing
        repaired = search._repair(guard, steps, crossing, spent=search.solver.accum_stats()["conflicts"])
    assert repaired is not None
    centres = layout.centres_of(repaired)
    assert keeps_rules(centres, homes, 26, 30, bounds)
    assert np.hypot(*(centres - homes).T).max() <= 35.5 + 1e-9
    moved = np.flatnonzero((repaired != steps).any(axis=1))
    assert len(moved) > 0
    crossing_cards = sorted({c for pair in crossing for c in pair})
    reach = max(sat_layout.REPAIR_REACHES)
    before = layout.centres_of(steps)
    near = np.hypot(*(before[:, None, :] - before[None, crossing_cards, :]).transpose(2, 0, 1)).min(axis=1)
    assert (near[moved] <= reach + 1e-9).all()


def test_a_question_answers_the_same_with_and_without_the_repair(province_homes, monkeypatch):
    """The repair finds a yes sooner; it never changes whether there is one (a no stays a proof)."""
    homes, bounds = province_homes
    with ExactSearch(homes, 26, 30, bounds, top_radius=36.5) as search:
        repaired = [search.ask(35.5), search.ask(34.9)]
    monkeypatch.setattr(sat_layout, "REPAIR_REACHES", ())
    with ExactSearch(homes, 26, 30, bounds, top_radius=36.5) as search:
        whole = [search.ask(35.5), search.ask(34.9)]
    assert repaired[0].repaired and not whole[0].repaired
    assert repaired[0].centres is not None and whole[0].centres is not None
    assert keeps_rules(repaired[0].centres, homes, 26, 30, bounds)
    assert repaired[0].rounds <= whole[0].rounds
    assert repaired[1].centres is None and repaired[1].proven
    assert whole[1].centres is None and whole[1].proven


def test_a_search_started_again_goes_on_below_the_layout_a_stopped_one_found(province_homes):
    """The app keeps the best layout of a stopped exact search; searching again starts below it (a
    start that breaks a rule, or lies above the slot search's, is not taken)."""
    homes, bounds = province_homes
    quick = resolve_layout(homes, 24, 26, bounds)
    cancel = sat_layout.Cancel()
    told = []

    def first_then_stop(layout):
        told.append(layout)
        cancel.cancel()

    stopped = resolve_layout(homes, 24, 26, bounds, exact=True, on_better=first_then_stop, cancel=cancel)
    assert len(told) == 1 and np.array_equal(stopped.centres, told[0].centres)
    heard = []
    again = resolve_layout(homes, 24, 26, bounds, exact=True, start=told[0].centres, on_question=heard.append)
    assert heard[0].radius < told[0].shifts().max() < quick.shifts().max()
    assert again.shifts().max() <= told[0].shifts().max() and keeps_rules(again.centres, homes, 24, 26, bounds)
    broken = told[0].centres.copy()
    broken[1] = broken[0]  # two cards on one place
    heard.clear()
    resolve_layout(homes, 24, 26, bounds, exact=True, start=broken, on_question=heard.append)
    assert heard[0].radius > told[0].shifts().max()  # from the slot search's layout


def test_a_search_started_again_keeps_the_floor_the_stopped_one_proved(province_homes):
    """With the stopped search's proven floor, the bisection halves between it and the start at
    once, instead of asking down from the start again (near the floor a no costs the most)."""
    homes, bounds = province_homes
    told = []
    exact = resolve_layout(homes, 26, 30, bounds, exact=True, on_better=told.append)
    floor, top = exact.proven_floor, told[0].shifts().max()
    assert floor is not None and floor < top
    heard = []
    again = resolve_layout(homes, 26, 30, bounds, exact=True, start=told[0].centres, start_floor=floor,
                           on_question=heard.append)
    assert heard[0].radius == pytest.approx((floor + top) / 2)
    assert all(answer.radius > floor for answer in heard)
    assert again.proven_floor >= floor and again.shifts().max() <= top
