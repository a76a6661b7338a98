"""Benchmark: the しま engine and simulator (goal: a 1,000-game question answered while the designer
waits — well under a minute on this 2-core machine).

Figures: games (and moves) per second in one process for planner, greedy and random CPUs
(4 players), and each CPU's median time to choose. Go to
docs/benchmarks.md.

Usage: python benchmarks/bench_shima.py
"""

from __future__ import annotations

import random
import statistics
import time

from core.games.shima.players import PLAYERS
from core.games.shima.rules import ShimaRules
from core.games.shima.simulate import play_shima


def main() -> None:
    rules = ShimaRules()
    for kind, games in (("planner", 60), ("greedy", 60), ("random", 30)):
        started = time.perf_counter()
        moves = 0
        for k in range(games):
            moves += play_shima(rules, (kind,) * 4, f"bench:{k}")["moves"]
        seconds = time.perf_counter() - started
        print(f"4 {kind} CPUs, one process: {games / seconds:6.1f} games/s ({1000 * seconds / games:.0f} ms a game, "
              f"{moves / seconds:,.0f} moves/s)")
    for kind in ("planner", "greedy"):
        state = rules.initial_state(4, random.Random(1))
        players = [PLAYERS[kind](k) for k in range(4)]
        timings = []
        while not rules.is_over(state):
            legal = rules.legal_moves(state)
            started = time.perf_counter()
            move = players[state.to_move].decide(rules, state, legal)
            if len(legal) > 1:  # a real choice, not the dice
                timings.append(time.perf_counter() - started)
            state = rules.apply(state, move)
        print(f"{kind} CPU choice: median {1000 * statistics.median(timings):.2f} ms, "
              f"max {1000 * max(timings):.1f} ms over {len(timings)} choices")


if __name__ == "__main__":
    main()
