"""Benchmark: the balance lab's answers on this machine (issue #66's goal: each game's mechanics
answer within 5 minutes at ±3 points, on two cores).

For each game it runs ``mechanics_report`` with the deals given and reports the wall time, the
widest half-width of the weighed mechanics' intervals (the rare and forced kinds left out, as the
report leaves them out of its verdicts).

Usage: python benchmarks/bench_balance.py [--games karuta=2000,chakai=1300,battle=800,shima=900]
"""

from __future__ import annotations

import sys
import time

from core.balance.mechanics import mechanics_report
from core.games import registry

#: Deals per run that give about ±3 points (the half-width shrinks as one over the square root).
DEALS = {"karuta": 2000, "chakai": 1300, "battle": 800, "shima": 900}


def main(argv: list[str]) -> int:
    deals = dict(DEALS)
    if "--games" in argv:
        for part in argv[argv.index("--games") + 1].split(","):
            name, _, count = part.partition("=")
            deals[name] = int(count)
    print("| game | question | deals per run | runs | seconds | widest ± (points) |")
    print("|---|---|---|---|---|---|")
    for name, games in deals.items():
        spec = registry.get(name)
        ruleset = spec.parse_ruleset({})
        dataset = None  # (each game's own default board or dataset)
        started = time.perf_counter()
        report = mechanics_report(spec, ruleset, dataset, games=games)
        seconds = time.perf_counter() - started
        weighed = [m for m in report["mechanics"] if not m["rare"] and not m["no_choice"]]
        widest = max(((m["change_ci"][1] - m["change_ci"][0]) / 2 for m in weighed), default=0.0)
        print(f"| {name} | mechanics | {games:,} | {1 + len(report['mechanics'])} | {seconds:.0f} "
              f"| {100 * widest:.1f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
