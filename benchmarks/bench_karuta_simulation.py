"""Benchmark: the 5000-deal 旧国かるた study (issue goal: ≤ 2.5 s wall, ≥ 2,000 deals/s, greedy CPUs).

Runs the same study the designers ran, on every core and on one, and prints deals per second for
each CPU kind. Figures go to docs/benchmarks.md. Usage:

    python benchmarks/bench_karuta_simulation.py [--games 5000]
"""

from __future__ import annotations

import argparse
import os

from core import bundled
from core.games.karuta import RuleSet
from core.games.karuta.simulate import SimulationConfig, simulate
from core.io import load_dataset


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=5000)
    args = parser.parse_args()
    dataset = load_dataset(bundled.default_karuta_dataset())
    cores = os.cpu_count() or 1
    print(f"{args.games} deals, 4 players, seed 1, {cores} cores")
    for ai, workers in ((("greedy",) * 4, cores), (("greedy",) * 4, 1), (("random",) * 4, cores),
                        (("planner",) * 4, cores)):
        report = simulate(dataset, SimulationConfig(args.games, 4, 1, ai, RuleSet()), workers=workers)
        print(f"  {ai[0]:8} workers={workers}: {report['seconds']:6.2f} s  {report['games_per_second']:8.1f} deals/s")


if __name__ == "__main__":
    main()
