"""CPU players for 市区町村バトル: weak, normal, strong (no Qt).

All pick among legal moves only, deterministically for their seed and the position (a game
resumed from its moves plays on the same way).

* **weak** — a random legal move, but never a hopeless attack when something else is possible.
* **normal** — scores every move: a winning attack by the stars it takes (a home much more), a
  move or placement by the pieces it encircles, then by getting closer to the nearest enemy home;
  calls an overseas city now and then when several pieces wait in hand.
* **strong** — takes the normal player's best few moves, plays each out and subtracts what the
  opponents could then take back (winning attacks on its pieces, its home most of all).
"""

from __future__ import annotations

import random

from core.games.battle.rules import HAND, NOBODY, BattleMove, BattleRules, BattleState


def _rng(seed: int, state: BattleState) -> random.Random:
    return random.Random(seed * 1_000_003 + state.turns * 7919 + state.round)


class WeakPlayer:
    name = "weak"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def decide(self, rules: BattleRules, state: BattleState, legal: list[BattleMove]) -> BattleMove:
        sensible = [m for m in legal if not _hopeless(rules, state, m)] or legal
        return _rng(self.seed, state).choice(sensible)


def _hopeless(rules: BattleRules, state: BattleState, move: BattleMove) -> bool:
    if move.kind != "move":
        return False
    target = rules.index[move.cell]
    if state.occupant[target] < 0:
        return False
    attack, defence = rules.attack_strength(state, rules.index[move.piece], target)
    return attack < defence


def _steps_to(rules: BattleRules, cell: int, homes: list[int]) -> int:
    """Steps from ``cell`` to the nearest of ``homes`` (0 when none can be reached)."""
    steps = [d for h in homes if (d := rules.distances(h)[cell]) >= 0]
    return min(steps) if steps else 0


class NormalPlayer:
    name = "normal"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def score(self, rules: BattleRules, state: BattleState, move: BattleMove) -> float:
        """How good a move looks at once (no look-ahead)."""
        seat = state.to_move
        if move.kind in ("pass", "home"):
            return 0.0
        if move.kind == "call":
            in_hand = sum(1 for p, w in enumerate(state.where) if w == HAND and state.owner[p] == seat)
            return 0.5 if in_hand >= 3 else -1.0
        piece = rules.index[move.piece]
        target = rules.index[move.cell]
        if move.kind == "move" and state.occupant[target] >= 0:
            attack, defence = rules.attack_strength(state, piece, target)
            if attack < defence:
                return -2.0
            defender = state.occupant[target]
            value = 3.0 * rules.stars[defender]
            if state.owner[defender] != NOBODY and defender in state.homes:
                value += 100.0
            return value
        if move.kind == "swap":
            return 0.2
        after = rules.outcome(state, move)
        # Most moves merge nothing, and a merge always changes an owner: compare whole tuples first.
        gained = 0 if after.owner == state.owner else sum(
            stars for stars, before, now, owner in zip(rules.stars, state.where, after.where, after.owner)
            if now == HAND and before >= 0 and owner == seat)
        value = 3.0 * gained + (1.0 if move.kind == "place" else 0.0)
        # Head for the nearest enemy home.
        enemy_homes = [h for s, h in enumerate(state.homes) if state.alive[s] and not rules.allied(s, seat)]
        if enemy_homes and move.kind in ("move", "fly") and state.where[piece] >= 0:
            value += 0.3 * (_steps_to(rules, state.where[piece], enemy_homes) - _steps_to(rules, target, enemy_homes))
        return value

    def decide(self, rules: BattleRules, state: BattleState, legal: list[BattleMove]) -> BattleMove:
        if len(legal) == 1:
            return legal[0]
        scored = [(self.score(rules, state, m), m) for m in legal]
        best = max(s for s, _ in scored)
        choices = [m for s, m in scored if s >= best - 1e-9]
        return choices[0] if len(choices) == 1 else _rng(self.seed, state).choice(choices)


class StrongPlayer(NormalPlayer):
    name = "strong"
    CANDIDATES = 6

    def _threat(self, rules: BattleRules, state: BattleState, seat: int) -> float:
        """Stars the opponents could take with a winning attack next (own home weighted heavily)."""
        threat = 0.0
        occupant = state.occupant
        for piece, owner in enumerate(state.owner):
            if owner == NOBODY or rules.allied(owner, seat) or state.where[piece] < 0:
                continue
            if not state.alive[owner]:
                continue
            _, targets = rules.reachable(state, piece)
            for cell in targets:
                victim = occupant[cell]
                if state.owner[victim] != seat:
                    continue
                attack, defence = rules.attack_strength(state, piece, cell)
                if attack >= defence:
                    threat = max(threat, 100.0 if victim == state.homes[seat] else 3.0 * rules.stars[victim])
        return threat

    def decide(self, rules: BattleRules, state: BattleState, legal: list[BattleMove]) -> BattleMove:
        if len(legal) == 1:
            return legal[0]
        seat = state.to_move
        scored = sorted(((self.score(rules, state, m), m) for m in legal), key=lambda x: (-x[0], x[1]))
        best_value, best = None, []
        for value, move in scored[: self.CANDIDATES]:
            after = rules.result(state, move)
            total = value - (0.0 if after.is_over else self._threat(rules, after, seat))
            if best_value is None or total > best_value + 1e-9:
                best_value, best = total, [move]
            elif abs(total - best_value) <= 1e-9:
                best.append(move)
        return best[0] if len(best) == 1 else _rng(self.seed, state).choice(best)


PLAYERS = {"weak": WeakPlayer, "normal": NormalPlayer, "strong": StrongPlayer}
