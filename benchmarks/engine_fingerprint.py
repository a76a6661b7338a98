"""Fingerprint of seeded games, to show that a faster engine or CPU plays exactly as before.

For each registered game (its default players and CPU, default rules; 市区町村バトル also on
北海道) this plays seeded games and hashes every legal-move list and every choice, move by move.
Run it before and after a change to an engine's data layout or a CPU's arithmetic: the same
digest means the same games. Usage:

    python benchmarks/engine_fingerprint.py [--games N] [--only battle,shima,…] [--cpu KIND]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import time

from core.games import registry

#: The extra boards a game is fingerprinted on (its default board is always used).
EXTRA_BOARDS = {"battle": ("01",)}


def fingerprint(spec, dataset, games: int, cpu: str | None = None) -> tuple[str, int]:
    """The digest of ``games`` seeded games, and how many moves they made."""
    rules = spec.make_rules(spec.ruleset(), dataset)
    digest = hashlib.sha256()
    moves = 0
    for game in range(games):
        players = spec.default_players
        state = spec.new_state(rules, players, game)
        cpus = [spec.make_cpu(cpu or spec.default_cpu, game * 100 + seat) for seat in range(players)]
        while not rules.is_over(state):
            legal = rules.legal_moves(state)
            digest.update(json.dumps([spec.encode_move(m) for m in legal], sort_keys=True).encode())
            move = cpus[rules.to_move(state)].decide(rules, state, legal)
            digest.update(json.dumps(spec.encode_move(move), sort_keys=True).encode())
            state = rules.apply(state, move)
            moves += 1
    return digest.hexdigest()[:16], moves


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--only", help="comma-separated game names")
    parser.add_argument("--cpu", help="this CPU kind in every seat instead of each game's default")
    args = parser.parse_args()
    for spec in registry.games():
        if args.only and spec.name not in args.only.split(","):
            continue
        for board in (None, *EXTRA_BOARDS.get(spec.name, ())):
            dataset = spec.board_from_text(board) if spec.board_from_text else None
            started = time.perf_counter()
            if args.cpu and args.cpu not in spec.cpus:
                continue
            digest, moves = fingerprint(spec, dataset, args.games, args.cpu)
            label = f"{spec.name}{' ' + board if board else ''}"
            print(f"{label:12} {args.games} games, {moves} moves: {digest}  ({time.perf_counter() - started:.1f} s)",
                  flush=True)


if __name__ == "__main__":
    main()
