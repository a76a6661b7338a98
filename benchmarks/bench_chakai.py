"""Benchmark: the 北野大茶会 simulator (goal: answer the designer's tie question while they wait —
a 2,000-game run of one rule set well under a minute, the five-way comparison in a few).

Figures: one process (games per second, greedy and random CPUs, 3 and 4 players), then the
comparison's wall time on every core. Go to docs/benchmarks.md.

Usage: python benchmarks/bench_chakai.py
"""

from __future__ import annotations

import time

from core.games.chakai.rules import ChakaiRules
from core.games.chakai.simulate import compare_proposals, play_chakai


def main() -> None:
    rules = ChakaiRules()
    for players in (4, 3):
        for kind, games in (("greedy", 200), ("random", 1000)):
            started = time.perf_counter()
            for k in range(games):
                play_chakai(rules, (kind,) * players, f"bench:{k}")
            seconds = time.perf_counter() - started
            print(f"{players} players, {kind} CPUs, one process: {games / seconds:6.0f} games/s "
                  f"({1000 * seconds / games:.1f} ms a game)")
    started = time.perf_counter()
    reports = compare_proposals(2000, 4, 1, ("greedy",) * 4)
    seconds = time.perf_counter() - started
    print(f"--compare, 2,000 games × {len(reports)} rule sets, 4 greedy CPUs, every core: {seconds:.0f} s")


if __name__ == "__main__":
    main()
