"""Benchmark: card layout on the province board (issue goal: 68 cards in < 50 ms per size).

Usage: python benchmarks/bench_overlap.py
"""

from __future__ import annotations

from core import bundled
from core.geometry.board import Board
from core.geometry.card_study import DEFAULT_SIZES, study


def main() -> None:
    board = Board.load(bundled.board_path("provinces"))
    for row, _layout in study(board, list(DEFAULT_SIZES)):
        print(f"{row['size']:>6}: {row['seconds'] * 1000:7.0f} ms  (pairs before {row['pairs_before']}, "
              f"max shift {row['max_shift_px']} px)")


if __name__ == "__main__":
    main()
