"""Benchmark: is every game's default balance study answered while the designer waits? (on 2 cores)

A designer's question "does seat 1 win too often?" needs enough games for a 95 % interval of ±2
points on a fair seat's share: z² · p(1 − p) / 0.02² games, 1,801 for four players (p = 25 %);
the raised bar is ±1 point, 7,203 games (``--points 1``). For each registered game's default study
(its default players, CPUs and rules; 市区町村バトル on 東京都 and on 北海道) this plays that many
games on every core and prints the seconds they took against the goal: 60 s at ±2 points; at ±1
point 60 s, and 120 s for 市区町村バトル (asked on 北海道; issue #55). Figures go to docs/benchmarks.md. Usage:

    python benchmarks/bench_sim_budget.py [--points 2|1] [--games N] [--only karuta,shima,…]
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
#: Games given longer at ±1 point (市区町村バトル: judged on 北海道, its largest board asked).
ONE_POINT_GOALS = {"battle": 120.0}


def games_for(players: int, half_width: float = 0.02) -> int:
    """Games for a 95 % interval of ± ``half_width`` on a fair seat's share of the wins."""
    p = 1 / players
    return math.ceil(Z95 ** 2 * p * (1 - p) / half_width ** 2)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--points", type=float, default=2.0, help="the interval's half-width in points (2 or 1)")
    parser.add_argument("--games", type=int, help="play this many games instead of the number --points needs")
    parser.add_argument("--only", help="comma-separated game names")
    args = parser.parse_args()
    cores = os.cpu_count() or 1
    print(f"{cores} cores; ±{args.points:g}-point intervals; goal: each study under {GOAL_SECONDS:.0f} s"
          + (", 市区町村バトル under 120 s" if args.points <= 1 else ""))
    print(f"{'study':28}{'games':>14}{'seconds':>10}{'games/s':>10}  verdict")
    for spec in registry.games():
        if args.only and spec.name not in args.only.split(","):
            continue
        boards = [None, *EXTRA_BOARDS.get(spec.name, ())]
        for board in boards:
            games = args.games or games_for(spec.default_players, args.points / 100)
            goal = ONE_POINT_GOALS.get(spec.name, GOAL_SECONDS) if args.points <= 1 else GOAL_SECONDS
            dataset = spec.board_from_text(board) if spec.board_from_text and board else None
            config = spec.simulation_config(games, spec.default_players, 1,
                                            (spec.default_cpu,) * spec.default_players, spec.ruleset())
            started = time.perf_counter()
            spec.simulate(config, dataset)
            seconds = time.perf_counter() - started
            label = f"{spec.name} ({spec.default_cpu}×{spec.default_players}{', ' + board if board else ''})"
            verdict = f"met (< {goal:.0f} s)" if seconds < goal else f"{seconds / goal:.1f}× over {goal:.0f} s"
            print(f"{label:28}{games:>14}{seconds:>10.1f}{games / seconds:>10.1f}  {verdict}", flush=True)


if __name__ == "__main__":
    main()
