"""Benchmark: the しま engine and simulator (goal: a 1,000-game question answered while the designer
waits — well under a minute on this 2-core machine).

Figures: games (and moves) per second in one process for planner, greedy and random CPUs
(4 players), and each CPU's median time to choose. Go to
docs/benchmarks.md.

With ``--peer`` it measures only the comparison with catanatron, the open-source Catan engine
people would reach for instead (a benchmark-only dependency: ``pip install -e '.[bench]'``): four
random players on each engine, games per CPU-second, the runs alternating so both see the same
machine, the median of three runs each, and the ratio (goal: しま ≥ 4× catanatron).

Usage: python benchmarks/bench_shima.py [--peer] [--seconds S]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from core.games.shima.players import PLAYERS
from core.games.shima.rules import ShimaRules
from core.games.shima.simulate import play_shima

PEER_GOAL = 4.0


def shima_random_games(seconds: float) -> float:
    """しま games of four random CPUs per CPU-second, played for about ``seconds``."""
    rules = ShimaRules()
    games, started = 0, time.process_time()
    while time.process_time() - started < seconds:
        play_shima(rules, ("random",) * 4, f"peer:{games}")
        games += 1
    return games / (time.process_time() - started)


def catanatron_random_games(seconds: float) -> float:
    """catanatron games of four RandomPlayers per CPU-second, played for about ``seconds``."""
    from catanatron import Color, Game, RandomPlayer

    colours = (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)
    games, started = 0, time.process_time()
    while time.process_time() - started < seconds:
        Game([RandomPlayer(colour) for colour in colours], seed=games).play()
        games += 1
    return games / (time.process_time() - started)


def peer(seconds: float) -> None:
    try:
        from importlib.metadata import version

        import catanatron  # noqa: F401
    except ImportError:
        sys.exit("catanatron is not installed: pip install -e '.[bench]' (a benchmark-only dependency)")
    shima, catan = [], []
    for _ in range(3):  # alternating, so a busier moment of the machine falls on both
        shima.append(shima_random_games(seconds))
        catan.append(catanatron_random_games(seconds))
    ours, theirs = statistics.median(shima), statistics.median(catan)
    print(f"しま, 4 random CPUs:          {ours:7.1f} games per CPU-second (runs: "
          f"{', '.join(f'{v:.1f}' for v in shima)})")
    print(f"catanatron {version('catanatron')}, 4 RandomPlayers: {theirs:7.1f} games per CPU-second (runs: "
          f"{', '.join(f'{v:.1f}' for v in catan)})")
    ratio = ours / theirs
    verdict = "met" if ratio >= PEER_GOAL else f"goal {PEER_GOAL:.0f}×"
    print(f"ratio: {ratio:.2f}× ({verdict})")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--peer", action="store_true", help="compare with catanatron (four random players each)")
    parser.add_argument("--seconds", type=float, default=10.0, help="CPU-seconds of each run with --peer")
    args = parser.parse_args()
    if args.peer:
        peer(args.seconds)
        return
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
