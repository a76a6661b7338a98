"""Benchmark: 市区町村バトル CPUs (issue goals: a strong CPU move on the nationwide board with 16
players < 200 ms; a 4-player 東京都 game between normal CPUs < 1 s); and a 4-player game on
北海道, the largest prefecture.

Usage: python benchmarks/bench_battle.py
"""

from __future__ import annotations

import random
import statistics
import time

from core import bundled
from core.games.battle.players import PLAYERS
from core.games.battle.rules import BattleRules
from core.games.battle.simulate import play_battle
from core.geometry.board import Board
from core.geometry.municipality_dataset import ALL_PREFECTURES, battle_dataset, load_reference


def main() -> None:
    board = Board.load(bundled.board_path("municipalities"))
    reference = load_reference()
    nationwide = BattleRules(battle_dataset(board, reference, ALL_PREFECTURES, "全国"))
    state = nationwide.initial_state(16, random.Random(1))
    # Ten rounds by normal CPUs first, so that the board has empty cells, hands and threats.
    normal = PLAYERS["normal"](1)
    while state.round < 10 and not state.is_over:
        state = nationwide.apply(state, normal.decide(nationwide, state, nationwide.legal_moves(state)))
    strong = PLAYERS["strong"](1)
    times = []
    for _ in range(32):  # two rounds of strong CPU moves
        started = time.perf_counter()
        legal = nationwide.legal_moves(state)
        move = strong.decide(nationwide, state, legal)
        times.append((time.perf_counter() - started) * 1000)
        state = nationwide.apply(state, move)
    print(f"strong CPU move, nationwide board (1,902 cells), 16 players: median {statistics.median(times):.0f} ms, "
          f"max {max(times):.0f} ms (legal moves included; after 10 rounds, round {state.round})")
    # 東京都 is the goal; 北海道, the biggest prefecture, is what a designer
    # simulating a large board waits for.
    for code, name in (("13", "東京都"), ("01", "北海道")):
        rules = BattleRules(battle_dataset(board, reference, [code], name))
        seconds = []
        for game in range(5):
            started = time.perf_counter()
            play_battle(rules, ("normal",) * 4, f"bench:{game}")
            seconds.append(time.perf_counter() - started)
        print(f"4-player {name} game ({rules.n_cells} cells), normal CPUs: median {statistics.median(seconds):.2f} s "
              f"(min {min(seconds):.2f}, max {max(seconds):.2f}) over 5 games")


if __name__ == "__main__":
    main()
