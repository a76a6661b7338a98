"""Compare rule options against the designers' figures (5000 four-player deals, greedy CPUs).

Prints a Markdown table for docs/rules-karuta.md. Usage:
    python tools/karuta_rules_sweep.py [--games 5000] [--ai greedy] [--dask local|tcp://…]
"""

from __future__ import annotations

import argparse

from core import bundled
from core.games.karuta import RuleSet
from core.games.karuta.simulate import DESIGNERS_FIGURES, SimulationConfig, simulate
from core.io import load_dataset

VARIANTS = [
    ("defaults", {}),
    ("chain_limit=1", {"chain_limit": 1}),
    ("chain_limit=1, first_card=start_province", {"chain_limit": 1, "first_card": "start_province"}),
    ("first_card=start_province", {"first_card": "start_province"}),
    ("pass_through=false", {"pass_through": False}),
    ("transfer_directions=forward", {"transfer_directions": "forward"}),
    ("line_start=reached_this_turn", {"line_start": "reached_this_turn"}),
    ("chain_limit=1, pass_through=false", {"chain_limit": 1, "pass_through": False}),
]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--ai", default="greedy")
    parser.add_argument("--dask")
    args = parser.parse_args()
    dataset = load_dataset(bundled.default_karuta_dataset())
    d = DESIGNERS_FIGURES
    print("| rules | stall | turns median (min–max) | passes median | seat wins % (turn order) |")
    print("|---|---|---|---|---|")
    print(f"| designers | {100 * d['stall_rate']:.1f} % | {d['turns']['median']} ({d['turns']['min']}–{d['turns']['max']}) "
          f"| {d['passes']['median']} | {' / '.join(f'{100 * s:.1f}' for s in d['seat_win_share'])} |")
    for label, options in VARIANTS:
        report = simulate(dataset, SimulationConfig(args.games, 4, 1, (args.ai,) * 4, RuleSet(**options)),
                          dask=args.dask)
        t = report["turns"]
        print(f"| {label} | {100 * report['stall_rate']:.1f} % | {t['median']:g} ({t['min']}–{t['max']}) "
              f"| {report['passes']['median']:g} | {' / '.join(f'{100 * s:.1f}' for s in report['seat_win_share'])} |",
              flush=True)


if __name__ == "__main__":
    main()
