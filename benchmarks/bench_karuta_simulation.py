"""Benchmark: the 5000-deal 旧国かるた study, as the designers ran it.

Plays the study on every core and on one for each CPU kind and prints deals per second (the deals
are played by the same engine as the desktop table). Figures go to docs/benchmarks.md. Usage:

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
    for kind, workers in (("greedy", cores), ("greedy", 1), ("random", cores), ("planner", cores)):
        report = simulate(dataset, SimulationConfig(args.games, 4, 1, (kind,) * 4, RuleSet()), workers=workers)
        print(f"  {kind:8} workers={workers}: {report['seconds']:6.2f} s  {report['games_per_second']:8.1f} deals/s")


if __name__ == "__main__":
    main()
