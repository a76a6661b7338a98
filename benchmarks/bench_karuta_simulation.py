"""Benchmark: the 5000-deal 旧国かるた study (issue goal: ≤ 2.5 s wall, ≥ 2,000 deals/s, greedy CPUs).

Runs the same study the designers ran, on every core and on one, and prints deals per second for
each CPU kind and engine (the compiled playout kernel, and the Python engine it must agree with). Figures go to docs/benchmarks.md. Usage:

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
    rows = ((("greedy",) * 4, cores, "auto"), (("greedy",) * 4, 1, "auto"), (("random",) * 4, cores, "auto"),
            (("greedy",) * 4, cores, "python"), (("planner",) * 4, cores, "auto"))
    figures = {}
    for ai, workers, engine in rows:
        report = simulate(dataset, SimulationConfig(args.games, 4, 1, ai, RuleSet(), engine=engine), workers=workers)
        figures[(ai[0], workers, engine)] = report
        print(f"  {ai[0]:8} workers={workers} {report['engine']:8}: {report['seconds']:6.2f} s"
              f"  {report['games_per_second']:8.1f} deals/s")
    compiled, python = figures[("greedy", cores, "auto")], figures[("greedy", cores, "python")]
    same = all(compiled[k] == python[k] for k in ("stall_rate", "turns", "passes", "seat_win_share"))
    print(f"  compiled / python speed: {python['seconds'] / compiled['seconds']:.1f}x; same figures: {same}")


if __name__ == "__main__":
    main()
