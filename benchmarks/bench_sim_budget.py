"""Benchmark: is every game's default balance study answered within a minute? (issue goal: < 60 s
on 2 cores).

A designer's question "does seat 1 win too often?" needs enough games for a 95 % interval of ±2
points on a fair seat's share: z² · p(1 − p) / 0.02² games, 1,801 for four players (p = 25 %). For
each registered game's default study (its default players, CPUs and rules; 市区町村バトル on 東京都
and on 北海道) this plays that many games on every core and prints the seconds they took. Figures
go to docs/benchmarks.md. Usage:

    python benchmarks/bench_sim_budget.py [--games N] [--only karuta,shima,…]
"""

from __future__ import annotations

import argparse
import math
import os
import time

from core.games import registry
from core.simulation.intervals import Z95

#: The extra boards a game's study is asked on (its default board is always measured).
EXTRA_BOARDS = {"battle": ("01",)}
GOAL_SECONDS = 60.0


def games_for(players: int, half_width: float = 0.02) -> int:
    """Games for a 95 % interval of ± ``half_width`` on a fair seat's share of the wins."""
    p = 1 / players
    return math.ceil(Z95 ** 2 * p * (1 - p) / half_width ** 2)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, help="play this many games instead of the ±2-point number")
    parser.add_argument("--only", help="comma-separated game names")
    args = parser.parse_args()
    cores = os.cpu_count() or 1
    print(f"{cores} cores; goal: each study under {GOAL_SECONDS:.0f} s")
    print(f"{'study':28}{'games (±2 pt)':>14}{'seconds':>10}{'games/s':>10}  verdict")
    for spec in registry.games():
        if args.only and spec.name not in args.only.split(","):
            continue
        boards = [None, *EXTRA_BOARDS.get(spec.name, ())]
        for board in boards:
            games = args.games or games_for(spec.default_players)
            dataset = spec.board_from_text(board) if spec.board_from_text and board else None
            config = spec.simulation_config(games, spec.default_players, 1,
                                            (spec.default_cpu,) * spec.default_players, spec.ruleset())
            started = time.perf_counter()
            spec.simulate(config, dataset)
            seconds = time.perf_counter() - started
            label = f"{spec.name} ({spec.default_cpu}×{spec.default_players}{', ' + board if board else ''})"
            verdict = "met" if seconds < GOAL_SECONDS else f"{seconds / GOAL_SECONDS:.1f}× over"
            print(f"{label:28}{games:>14}{seconds:>10.1f}{games / seconds:>10.1f}  {verdict}", flush=True)


if __name__ == "__main__":
    main()
