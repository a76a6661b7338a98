"""Benchmark: card layout (issue goals: 68 province cards in < 50 ms per size; the ~1,900-label
municipality board in < 2 s).

Province board: the four candidate sizes at the documented 0.41 px/km. Municipality board: one
40 × 14 px label per municipality (four kanji at 10 px) on the nationwide board, at 6 px/km (a
Tokyo ward about 30 px across: where the app starts showing town labels) and at the denser 5 and
4 px/km. Figures go to docs/benchmarks.md.

With ``--tie-breaks N`` the province board is also laid out with N other tie-breaking variants
of the slot search (``resolve_layout(..., tie_break=k)``, k = 1…N; the app uses 0), and with
``--sizes`` at other card sizes too: how much of a figure is the search and how much its luck.
With ``--scales`` as well, every variant at every one of those board scales (px per km; the
scales from 0.406 to 0.409 give exactly the designers' 83 pairs at 24 × 26, the app's 0.41 gives
82): how much a figure owes to the board's exact scale.

With ``--exact`` the four sizes are also laid out with the exact (SAT) search after the quick one
(``resolve_layout(..., exact=True)``, as ``kuni overlap --exact``): its time, largest shift and the
shift below which it proved no lattice layout keeps every rule; with ``--scales``, at each scale.

Usage: python benchmarks/bench_overlap.py [--skip-municipalities] [--tie-breaks N] [--sizes 30x40,...]
       [--scales 0.406:0.415:0.001 | 0.40,0.41] [--exact]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

import numpy as np

from core import bundled
from core.geometry.board import Board
from core.geometry.card_layout import CardLayout, resolve_layout
from core.geometry.card_study import (
    DEFAULT_SIZES,
    DESIGNERS_OVERLAP,
    board_pixels,
    parse_size,
    study,
)
from core.geometry.overlap import overlapping_pairs
from core.geometry.slot_layout import slot_layout


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--skip-municipalities", action="store_true")
    parser.add_argument("--tie-breaks", type=int, default=0, metavar="N")
    parser.add_argument("--sizes", default=",".join(DEFAULT_SIZES), help="sizes for --tie-breaks")
    parser.add_argument("--scales", type=_scales, help="board scales for --tie-breaks: START:STOP:STEP or a list")
    parser.add_argument("--exact", action="store_true", help="also the exact (SAT) search, once per size")
    args = parser.parse_args()
    board = Board.load(bundled.board_path("provinces"))
    print("province board, 68 cards (median of 5 runs)")
    runs = [study(board, list(DEFAULT_SIZES)) for _ in range(5)]
    for k, (row, _layout) in enumerate(runs[0]):
        theirs = DESIGNERS_OVERLAP[row["size"]][1]
        seconds = statistics.median(run[k][0]["seconds"] for run in runs)
        print(f"  {row['size']:>6}: {seconds * 1000:7.0f} ms  {row['method']:5}  pairs {row['pairs_before']:3} → "
              f"{row['pairs_after']}, max shift {row['max_shift_px']:6.1f} px (designers {theirs}), "
              f"crossings {row['crossings']}, hidden {row['hidden_homes']}")
    study_file = Path(__file__).resolve().parent / "data" / "card_layout_34x46_study.json"
    known = json.loads(study_file.read_text(encoding="utf-8"))
    pixels = board_pixels(board)
    centres = np.array([known["centres_px"][pid] for pid in pixels.ids])
    best = CardLayout(34, 46, pixels.homes, centres, pixels.bounds).report()
    print(f"  session 7's constraint-solver study at 34x46, keeping every rule (not this search; --exact goes lower): "
          f"{best['max_shift_px']} px, crossings {best['crossings']}, hidden {best['hidden_homes']}")
    if args.exact:
        _exact(board, args.sizes.split(","), args.scales or [None])
    if args.tie_breaks and args.scales:
        _across_scales(board, args.sizes.split(","), args.scales, args.tie_breaks)
    elif args.tie_breaks:
        print(f"tie-breaking variant 0 (the app's) and {args.tie_breaks} others: largest shift, px")
        for size in args.sizes.split(","):
            shifts, times = _variants(pixels, *parse_size(size), args.tie_breaks)
            print(f"  {size:>6}: variant 0 {shifts[0]:6.1f}, others median {statistics.median(shifts[1:]):6.1f} "
                  f"(best {min(shifts[1:]):.1f}, worst {max(shifts[1:]):.1f}); "
                  f"{statistics.median(times) * 1000:.0f} ms median, {max(times) * 1000:.0f} ms at most")
    if args.skip_municipalities:
        return
    municipalities = Board.load(bundled.board_path("municipalities"))
    print(f"municipality board, {len(municipalities.regions)} labels of 40 × 14 px (slot search)")
    for scale in (6.0, 5.0, 4.0):
        pixels = board_pixels(municipalities, scale)
        started = time.perf_counter()
        centres = slot_layout(pixels.homes, 40, 14, pixels.bounds)
        seconds = time.perf_counter() - started
        pairs = len(overlapping_pairs(pixels.homes, 40, 14))
        if centres is None:
            print(f"  {scale:g} px/km: pairs {pairs}; no layout found in {seconds:.2f} s")
            continue
        row = CardLayout(40, 14, pixels.homes, centres, pixels.bounds).report()
        print(f"  {scale:g} px/km: {seconds:6.2f} s  pairs {pairs} → {row['pairs_after']}, max shift "
              f"{row['max_shift_px']} px, mean {row['mean_shift_px']} px, crossings {row['crossings']}, "
              f"hidden {row['hidden_homes']}")


def _exact(board: Board, sizes: list[str], scales: list[float | None]) -> None:
    """Each size with the exact (SAT) search after the quick one, at each scale (None: the app's)."""
    print("exact search (slot search, then SAT bisection on the lattice, then the polish), one run each")
    for scale in scales:
        pixels = board_pixels(board) if scale is None else board_pixels(board, scale)
        for size in sizes:
            w, h = parse_size(size)
            quick = resolve_layout(pixels.homes, w, h, pixels.bounds).report()
            questions, better = [], []
            theirs = DESIGNERS_OVERLAP.get(size, (None, None))[1]
            # when each lower layout came (the app shows it then), seconds from the start
            layout = resolve_layout(
                pixels.homes, w, h, pixels.bounds, exact=True, on_question=questions.append,
                on_better=lambda found, told=better: told.append((found.seconds, found.shifts().max())))
            row = layout.report()
            floor = row.get("proven_floor_px")
            below = next((seconds for seconds, shift in better if theirs and shift < theirs), None)
            print(f"  {'' if scale is None else f'{scale:.3f} px/km '}{size:>6}: {row['seconds']:7.2f} s "
                  f"({len(questions)} questions)  max shift {quick['max_shift_px']:6.2f} → {row['max_shift_px']:6.2f} px"
                  f"{f' (designers {theirs})' if theirs and scale is None else ''}; no lattice layout within "
                  f"{'—' if floor is None else f'{floor:.2f}'} px; crossings {row['crossings']}, hidden "
                  f"{row['hidden_homes']}, overlaps {row['pairs_after']}", flush=True)
            if better:
                news = below is not None and quick["max_shift_px"] >= theirs  # the quick one was not below
                print(f"          lower layouts at {', '.join(f'{t:.1f} s ({shift:.2f} px)' for t, shift in better)}"
                      + (f"; first below theirs at {below:.1f} s" if news else ""), flush=True)


def _variants(pixels, w: float, h: float, tie_breaks: int) -> tuple[list[float], list[float]]:
    """Largest shift and seconds of tie-breaking variants 0…tie_breaks, each checked to keep every rule."""
    shifts, times = [], []
    for k in range(tie_breaks + 1):
        layout = resolve_layout(pixels.homes, w, h, pixels.bounds, tie_break=k)
        row = layout.report()
        assert row["pairs_after"] == row["crossings"] == row["hidden_homes"] == row["outside_board"] == 0
        shifts.append(row["max_shift_px"])
        times.append(layout.seconds)
    return shifts, times


def _scales(text: str) -> list[float]:
    if ":" in text:
        start, stop, step = (float(part) for part in text.split(":"))
        return [round(start + k * step, 6) for k in range(round((stop - start) / step) + 1)]
    return [float(part) for part in text.split(",")]


def _across_scales(board: Board, sizes: list[str], scales: list[float], tie_breaks: int) -> None:
    """Every tie-breaking variant at every scale, per size: the spread of the largest shift."""
    print(f"tie-breaking variants 0–{tie_breaks} at {len(scales)} scales ({scales[0]}–{scales[-1]} px/km): "
          "largest shift, px")
    for size in sizes:
        w, h = parse_size(size)
        shifts, times, pairs = [], [], []
        for scale in scales:
            pixels = board_pixels(board, scale)
            pairs.append(len(overlapping_pairs(pixels.homes, w, h)))
            more_shifts, more_times = _variants(pixels, w, h, tie_breaks)
            shifts += more_shifts
            times += more_times
        low, _median, high = statistics.quantiles(shifts, n=4)
        theirs = DESIGNERS_OVERLAP.get(size, (None, None))[1]
        print(f"  {size:>6}: pairs before {min(pairs)}–{max(pairs)}; {len(shifts)} layouts: median "
              f"{statistics.median(shifts):.1f} (quartiles {low:.1f} / {high:.1f}, best {min(shifts):.1f}, worst "
              f"{max(shifts):.1f})"
              f"{f', designers {theirs} ({sum(x < theirs for x in shifts)} below)' if theirs else ''}; "
              f"{statistics.median(times) * 1000:.0f} ms "
              f"median, {max(times) * 1000:.0f} ms at most")


if __name__ == "__main__":
    main()
