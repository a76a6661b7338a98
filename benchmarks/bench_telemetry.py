"""Benchmark: what watching games move by move costs each game's simulator (goal: under 15 % of the
run at the game's default number of games).

For each registered game, one study at its default games, players and CPUs (on the default board):
the run's own seconds (``report["seconds"]``, the simulator's clock) against the telemetry
sample's (``report["telemetry"]["seconds"]``), on the same workers. Go to docs/benchmarks.md.

Usage: python benchmarks/bench_telemetry.py [--games-scale 1.0]
"""

from __future__ import annotations

import argparse

from core.games import registry
from core.simulation.study import run_study


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games-scale", type=float, default=1.0, help="a share of each game's default games")
    args = parser.parse_args()
    for spec in registry.games():
        games = max(20, int(spec.default_games * args.games_scale))
        config = spec.simulation_config(games, spec.default_players, 1, (spec.default_cpu,) * spec.default_players,
                                        spec.ruleset(), {})
        dataset = spec.board_from_text(None) if spec.needs_dataset else None
        report = run_study(spec, config, dataset)
        run, watched = report["seconds"], report["telemetry"]["seconds"]
        print(f"{spec.name:7} {games:6} games in {run:7.2f} s; telemetry of {report['telemetry']['games']:3} games "
              f"{watched:6.2f} s = {100 * watched / run:5.1f} % of the run")


if __name__ == "__main__":
    main()
