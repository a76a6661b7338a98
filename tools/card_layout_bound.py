"""How small can the largest shift be? A lower bound for the card layout, by a constraint solver.

The slot search (core/geometry/slot_layout.py) is a bounded heuristic: it cannot say whether a
smaller largest shift exists. This study asks OR-Tools' CP-SAT, which can prove it, for the
province board at one card size:

* card centres on the same board-wide lattice as the slot search (multiples of the step that
  divides both sides: 2 px for 34 × 46), every card on the board;
* no two cards overlapping (touching allowed), no card covering another province's home point;
* each shift bounded through a 16-sided polygon around the disk. The polygon contains the disk,
  so the proven bound is a lower bound for the true (Euclidean) largest shift.

Crossing leader lines are not modelled (they would only raise the bound), so the solver's layout
is a yardstick, not a layout the app can use. Home points are rounded to 0.1 px.

Needs ``pip install ortools`` (not a dependency of Kuni Studio). Usage:
    python tools/card_layout_bound.py [--size 34x46] [--seconds 300] [--workers 1] [--max-shift PX]
                                      [--keep-order | --exact-crossings [--feasible]] [--rounds 20] [--polygon 16]

``--keep-order`` asks about crossings by a restriction: the pairs whose leader lines cross in the
solver's layout must keep their home points' order along the axis that parts them, and the solver
runs again, until no leader lines cross or no layout is left. Since it rules out more than crossings,
"infeasible" there is evidence, not proof, that every layout within ``--max-shift`` crosses.

``--exact-crossings`` asks exactly, lazily: the pairs whose leader lines crossed may from then on
not cross wherever their cards sit (each leader line ends at its home clamped to the card; the
orientation tests are products of two positions, which CP-SAT takes as multiplication
constraints), and the solver runs again. Each round is a relaxation of the full question, so
"infeasible" there is a proof (on the lattice) that every layout within ``--max-shift`` crosses;
a layout with no crossing is saved as ``card_layout_<size>_<shift>.npy``. ``--feasible`` asks only
for some layout within ``--max-shift`` each round, not the smallest.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time

import numpy as np
from shapely.geometry import LineString

from core import bundled
from core.geometry.board import Board
from core.geometry.card_layout import CardLayout, resolve_layout
from core.geometry.card_study import board_pixels, parse_size
from core.geometry.overlap import crossing_leaders, leader_lines
from core.geometry.slot_layout import lattice_steps

SCALE = 10  # model units per px: home points to 0.1 px
POLYGON = 16


def near_leaders(lines: dict[int, tuple], within: float) -> list[tuple[int, int]]:
    """Pairs of leader lines that pass within ``within`` px of each other: the pairs likeliest to
    cross next round once their neighbours are forbidden to."""
    segments = {i: LineString([a, b]) for i, (a, b) in lines.items()}
    keys = sorted(segments)
    return [(i, j) for n, i in enumerate(keys) for j in keys[n + 1:]
            if segments[i].distance(segments[j]) < within]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="34x46")
    parser.add_argument("--seconds", type=float, default=300.0)
    parser.add_argument("--workers", type=int, default=1, help="solver threads")
    parser.add_argument("--max-shift", type=float, default=None,
                        help="upper end of the search, px (default: the slot search's layout, plus 1 px)")
    parser.add_argument("--keep-order", action="store_true",
                        help="after each solve, make the pairs whose leader lines cross keep their homes' order "
                             "along the axis that parts them, and solve again (a restriction: a 'no' is no proof)")
    parser.add_argument("--exact-crossings", action="store_true",
                        help="after each solve, forbid the leader lines that crossed from crossing (exactly, for "
                             "every position of the two cards) and solve again: a relaxation, so 'no' is a proof")
    parser.add_argument("--feasible", action="store_true",
                        help="ask only for a layout within --max-shift (no smallest shift): far quicker rounds")
    parser.add_argument("--polygon", type=int, default=POLYGON,
                        help="sides of the polygon bounding each shift (it holds the disk)")
    parser.add_argument("--rounds", type=int, default=20, help="solves at most, with --keep-order or --exact-crossings")
    parser.add_argument("--inscribed", action="store_true",
                        help="bound each shift by a polygon inside the disk (less 0.2 px for rounding) instead of "
                             "around it: a layout found is then truly within --max-shift, but 'no' proves nothing")
    parser.add_argument("--pairs-file", default=None,
                        help="with --exact-crossings: JSON list of pairs forbidden to cross, read at the start and "
                             "rewritten after each round, so a long study can go on where it stopped")
    parser.add_argument("--near", type=float, default=0.0,
                        help="with --exact-crossings: also forbid pairs whose leader lines come within this many px "
                             "of each other (fewer rounds; still a relaxation)")
    args = parser.parse_args()
    try:
        from ortools.sat.python import cp_model
    except ImportError:
        print("this study needs OR-Tools: pip install ortools", file=sys.stderr)
        return 2
    try:
        w, h = parse_size(args.size)
    except ValueError as error:
        print(error, file=sys.stderr)
        return 2
    step, step_y = lattice_steps(w, h)
    if step != step_y:
        print(f"{args.size}: the sides share no lattice step (this study's model has one)", file=sys.stderr)
        return 2
    pixels = board_pixels(Board.load(bundled.board_path("provinces")))
    ours = resolve_layout(pixels.homes, w, h, pixels.bounds)
    ours_max = ours.report()["max_shift_px"]
    print(f"the slot search: largest shift {ours_max} px in {ours.seconds:.1f} s")
    if args.max_shift is None:
        # a layout below the bound would also be below ours: capping there loses nothing
        args.max_shift = math.ceil(ours_max) + 1.0
    homes = np.round(pixels.homes * SCALE).astype(int)
    x0, y0, x1, y1 = pixels.bounds
    half_w, half_h = round(w * SCALE / 2), round(h * SCALE / 2)
    unit = round(step * SCALE)
    reach = round(args.max_shift * SCALE)

    model = cp_model.CpModel()
    shift = model.NewIntVar(0, reach, "shift")
    xs, ys, x_spans, y_spans = [], [], [], []
    columns, rows = [], []
    spans = []  # each card centre's range (model units): x lo, x hi, y lo, y hi
    for i, (hx, hy) in enumerate(homes):
        # lattice indices whose card is on the board and within reach of home
        lo_x = math.ceil(max(x0 * SCALE + half_w, hx - reach) / unit)
        hi_x = math.floor(min(x1 * SCALE - half_w, hx + reach) / unit)
        lo_y = math.ceil(max(y0 * SCALE + half_h, hy - reach) / unit)
        hi_y = math.floor(min(y1 * SCALE - half_h, hy + reach) / unit)
        if lo_x > hi_x or lo_y > hi_y:
            print(f"card {pixels.ids[i]} has no place on the board within {args.max_shift} px", file=sys.stderr)
            return 1
        column, row = model.NewIntVar(lo_x, hi_x, f"x{i}"), model.NewIntVar(lo_y, hi_y, f"y{i}")
        columns.append(column)
        rows.append(row)
        # the slot search's layout as the first guess
        model.AddHint(column, min(hi_x, max(lo_x, round(ours.centres[i, 0] * SCALE / unit))))
        model.AddHint(row, min(hi_y, max(lo_y, round(ours.centres[i, 1] * SCALE / unit))))
        x, y = unit * column, unit * row
        xs.append(x)
        ys.append(y)
        spans.append((lo_x * unit, hi_x * unit, lo_y * unit, hi_y * unit))
        for k in range(args.polygon):
            a, b = math.cos(2 * math.pi * k / args.polygon), math.sin(2 * math.pi * k / args.polygon)
            if args.inscribed:
                # faces at (reach - 0.2 px)·cos(π/n), 999 for the rounded normals (|normal| ≤ 1000.71):
                # the whole polygon lies inside the disk, home rounding to 0.1 px included
                face = math.floor((reach - 2) * math.cos(math.pi / args.polygon) * 999)
                model.Add(round(a * 1000) * (x - int(hx)) + round(b * 1000) * (y - int(hy)) <= face)
                continue
            # a·dx + b·dy ≤ shift in thousandths; 1002 ≥ |(ceil 1000a, ceil 1000b)| keeps the disk inside
            model.Add(math.ceil(a * 1000) * (x - int(hx)) + math.ceil(b * 1000) * (y - int(hy)) <= 1002 * shift)
        x_spans.append(model.NewFixedSizeIntervalVar(x - half_w, 2 * half_w, f"sx{i}"))
        y_spans.append(model.NewFixedSizeIntervalVar(y - half_h, 2 * half_h, f"sy{i}"))
    model.AddNoOverlap2D(x_spans, y_spans)
    for i in range(len(homes)):
        for k in range(len(homes)):
            dx, dy = abs(int(homes[k][0] - homes[i][0])), abs(int(homes[k][1] - homes[i][1]))
            if k == i or dx >= reach + half_w or dy >= reach + half_h:
                continue
            sides = [model.NewBoolVar("") for _ in range(4)]
            model.AddBoolOr(sides)
            model.Add(xs[i] + half_w <= int(homes[k][0])).OnlyEnforceIf(sides[0])
            model.Add(xs[i] - half_w >= int(homes[k][0])).OnlyEnforceIf(sides[1])
            model.Add(ys[i] + half_h <= int(homes[k][1])).OnlyEnforceIf(sides[2])
            model.Add(ys[i] - half_h >= int(homes[k][1])).OnlyEnforceIf(sides[3])
    if not args.feasible:
        model.Minimize(shift)

    def keep_home_order(i: int, j: int) -> None:
        """Cards i and j must be apart along an axis in the order of their home points on it (a
        side that would swap them is ruled out); a pair kept in order rarely crosses its leaders."""
        (hx_i, hy_i), (hx_j, hy_j) = homes[i], homes[j]
        sides = []
        for first, second, apart, allowed in ((xs[i], xs[j], 2 * half_w, hx_i <= hx_j),
                                              (xs[j], xs[i], 2 * half_w, hx_j <= hx_i),
                                              (ys[i], ys[j], 2 * half_h, hy_i <= hy_j),
                                              (ys[j], ys[i], 2 * half_h, hy_j <= hy_i)):
            if allowed:
                side = model.NewBoolVar("")
                model.Add(second - first >= apart).OnlyEnforceIf(side)
                sides.append(side)
        model.AddBoolOr(sides)

    def nearest_point(k: int):
        """The end of card k's leader line: its home clamped to the card (model expressions)."""
        ends = []
        for centre, home, half, (lo, hi) in ((xs[k], int(homes[k][0]), half_w, spans[k][0:2]),
                                             (ys[k], int(homes[k][1]), half_h, spans[k][2:4])):
            inner = model.NewIntVar(min(lo + half, home), home, "")
            model.AddMinEquality(inner, [centre + half, home])
            end = model.NewIntVar(min(lo - half, home), max(hi - half, home), "")
            model.AddMaxEquality(end, [centre - half, inner])
            ends.append((end, min(lo - half, home), max(hi - half, home)))
        return ends

    def product(a, a_lo, a_hi, b, b_lo, b_hi):
        """A variable equal to a · b (a, b affine expressions with the given bounds)."""
        u = model.NewIntVar(a_lo, a_hi, "")
        v = model.NewIntVar(b_lo, b_hi, "")
        model.Add(u == a)
        model.Add(v == b)
        corners = [a_lo * b_lo, a_lo * b_hi, a_hi * b_lo, a_hi * b_hi]
        result = model.NewIntVar(min(corners), max(corners), "")
        model.AddMultiplicationEquality(result, [u, v])
        return result

    def forbid_crossing(i: int, j: int) -> None:
        """Leader lines H_i→P_i and H_j→P_j may touch but never cross properly, wherever the two
        cards sit (the same test as core.geometry.overlap.segments_cross, up to 0.1-px rounding)."""
        (ax, ay), (cx, cy) = (int(v) for v in homes[i]), (int(v) for v in homes[j])
        (bx, bx_lo, bx_hi), (by, by_lo, by_hi) = nearest_point(i)
        (dx, dx_lo, dx_hi), (dy, dy_lo, dy_hi) = nearest_point(j)
        # d1 = orient(C, D, A), d3 = orient(A, B, C): linear; d2 = orient(C, D, B), d4 = orient(A, B, D)
        d1 = (dx - cx) * (ay - cy) - (dy - cy) * (ax - cx)
        d3 = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)
        d2 = (product(dx - cx, dx_lo - cx, dx_hi - cx, by - cy, by_lo - cy, by_hi - cy)
              - product(dy - cy, dy_lo - cy, dy_hi - cy, bx - cx, bx_lo - cx, bx_hi - cx))
        d4 = (product(bx - ax, bx_lo - ax, bx_hi - ax, dy - ay, dy_lo - ay, dy_hi - ay)
              - product(by - ay, by_lo - ay, by_hi - ay, dx - ax, dx_lo - ax, dx_hi - ax))
        apart = [model.NewBoolVar("") for _ in range(4)]
        for flag, (p, q), sign in zip(apart, ((d1, d2), (d1, d2), (d3, d4), (d3, d4)), (1, -1, 1, -1)):
            model.Add(sign * p >= 0).OnlyEnforceIf(flag)
            model.Add(sign * q >= 0).OnlyEnforceIf(flag)
        model.AddBoolOr(apart)

    ordered: set[tuple[int, int]] = set()
    forbidden: set[tuple[int, int]] = set()
    if args.exact_crossings and args.pairs_file and os.path.exists(args.pairs_file):
        with open(args.pairs_file, encoding="utf-8") as stream:
            for i, j in json.load(stream):
                forbidden.add((i, j))
                forbid_crossing(i, j)
        print(f"{len(forbidden)} pairs forbidden to cross, from {args.pairs_file}")
    started = time.perf_counter()
    for round_ in range(1, (args.rounds if args.keep_order or args.exact_crossings else 1) + 1):
        solver = cp_model.CpSolver()
        solver.parameters.max_time_in_seconds = args.seconds
        solver.parameters.num_workers = args.workers
        status = solver.Solve(model)
        seconds = time.perf_counter() - started
        bound = solver.BestObjectiveBound() / SCALE
        rule = f", {len(ordered)} pairs kept in home order" if ordered else ""
        rule += f", {len(forbidden)} pairs forbidden to cross" if forbidden else ""
        print(f"{args.size} on the {step:g}-px lattice, {len(homes)} cards{rule}, {seconds:.0f} s: "
              f"{solver.StatusName(status)}")
        if status == cp_model.INFEASIBLE:
            if args.inscribed:  # the polygon lies inside the disk: layouts near the rim were left out
                print(f"  none on the lattice within the polygon inside {args.max_shift:g} px{rule} "
                      "(not a proof: drop --inscribed for one)")
            else:
                print(f"  proven: no layout keeping the rules (crossings aside){rule} has a largest shift within "
                      f"{args.max_shift:g} px")
            break
        if not args.feasible:
            print(f"  proven: no layout keeping the rules (crossings aside){rule} has a largest shift below "
                  f"{bound:.1f} px")
        if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            break
        centres = np.array([[solver.Value(x), solver.Value(y)] for x, y in zip(xs, ys)], dtype=float) / SCALE
        row = CardLayout(w, h, pixels.homes, centres, pixels.bounds).report()
        print(f"  solver's layout: largest shift {row['max_shift_px']} px (Euclidean), mean {row['mean_shift_px']} px, "
              f"{row['crossings']} crossing leader lines, {row['hidden_homes']} hidden homes (0.1-px rounding)")
        if args.exact_crossings and not row["crossings"]:
            print("  a layout with no crossing leader lines: " + ("within" if row["max_shift_px"] <= args.max_shift
                                                                   else "beyond") + f" {args.max_shift:g} px")
            np.save(f"card_layout_{args.size}_{row['max_shift_px']}.npy", centres)
        if not (args.keep_order or args.exact_crossings) or not row["crossings"]:
            break
        lines = leader_lines(pixels.homes, centres, w, h)
        pairs = crossing_leaders(lines)
        if args.exact_crossings and args.near > 0:
            pairs += near_leaders(lines, args.near)
        for pair in pairs:
            if args.exact_crossings and pair not in forbidden:
                forbidden.add(pair)
                forbid_crossing(*pair)
            elif args.keep_order and pair not in ordered:
                ordered.add(pair)
                keep_home_order(*pair)
        if args.exact_crossings and args.pairs_file:
            # this round's layout beside the pairs, for a study to pick up (untangling it, drawing it)
            np.save(f"{args.pairs_file}.round{round_}.npy", centres)
            with open(args.pairs_file + ".tmp", "w", encoding="utf-8") as stream:
                json.dump(sorted(forbidden), stream)
            os.replace(args.pairs_file + ".tmp", args.pairs_file)
        model.ClearHints()
        for k, (x, y) in enumerate(centres * SCALE / unit):
            model.AddHint(columns[k], round(x))
            model.AddHint(rows[k], round(y))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
