"""Benchmark: how strong and how quick the 北野大茶会 planner CPU is.

One planner against three greedy CPUs, 4 players, draft 18; the planner's seat turns with the
game number (game k: seat k mod 4) and game k is dealt from seed k, so every budget plays the
same deals. Printed per budget (candidates × imagined worlds): the planner's share of the wins
(a fair share is 25 %; a shared win counts its part), and its thinking time on the moves it looks
ahead on (the round's card and its effects): median, 90th percentile and largest. The games are
split over the machine's cores. Go to docs/benchmarks.md and docs/rules-chakai.md.

Usage: python benchmarks/bench_chakai_planner.py [--games 200] [--budgets 5x10,4x6,3x3]
"""

from __future__ import annotations

import argparse
import os
import random
import time
from concurrent.futures import ProcessPoolExecutor

from core.games.chakai.players import GreedyChakaiPlayer, PlannerChakaiPlayer
from core.games.chakai.rules import ChakaiRules


def play(args: tuple[int, int, int]) -> tuple[float, list[float]]:
    """Game ``k`` with the planner's budget: (its share of the win, its thinking times in s)."""
    k, candidates, worlds = args
    rules = ChakaiRules()
    seat = k % 4
    state = rules.initial_state(4, random.Random(k))
    cpus = [PlannerChakaiPlayer(k, candidates, worlds) if s == seat else GreedyChakaiPlayer(k * 4 + s)
            for s in range(4)]
    times = []
    while not rules.is_over(state):
        started = time.perf_counter()
        move = cpus[state.to_move].decide(rules, state, rules.legal_moves(state))
        if state.to_move == seat and state.phase in ("play", "effect"):
            times.append(time.perf_counter() - started)
        state = rules.apply(state, move)
    return rules.scores(state)[seat], times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--budgets", default="5x10,4x6,3x3", help="candidates x worlds, comma-separated")
    args = parser.parse_args()
    with ProcessPoolExecutor(os.cpu_count()) as pool:
        for budget in args.budgets.split(","):
            candidates, worlds = (int(part) for part in budget.split("x"))
            started = time.perf_counter()
            results = list(pool.map(play, [(k, candidates, worlds) for k in range(args.games)]))
            seconds = time.perf_counter() - started
            share = sum(r[0] for r in results) / len(results)
            times = sorted(t for r in results for t in r[1])
            print(f"planner {candidates}x{worlds}: {100 * share:.1f} % of {args.games} games against three greedy "
                  f"CPUs; thinking median {1000 * times[len(times) // 2]:.0f} ms, 90th percentile "
                  f"{1000 * times[int(0.9 * len(times))]:.0f} ms, largest {1000 * times[-1]:.0f} ms ({seconds:.0f} s)")


if __name__ == "__main__":
    main()
