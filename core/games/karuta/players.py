"""CPU players for 旧国かるた, weakest to strongest; each picks only among legal moves (no Qt).

* :class:`RandomPlayer` — a uniformly random legal move.
* :class:`GreedyPlayer` — the longest chain it can play right now.
* :class:`PlannerPlayer` — weighs every chain (and every place to stop it) by what it leaves: keeps
  junction and adjacency-only cards for later, avoids opening lines for the others, and values the
  cards it will still be able to play.

All are deterministic for a given seed, and stateless: ties are broken by a generator seeded from
the player's seed and the position (turn, cards played this turn, board), so a game resumed from a
save plays on exactly as it would have.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from core.games.karuta.moves import KarutaMove
from core.games.karuta.rules import KarutaRules
from core.games.karuta.state import KarutaState


def _rng(seed: int, state: KarutaState) -> random.Random:
    """A generator for one decision: the same position and seed always give the same choices."""
    return random.Random(seed * 1_000_003 + state.turns * 4099 + state.chain_cards * 131 + (state.board % 1_000_033))


class RandomPlayer:
    """Plays a uniformly random legal move."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def decide(self, rules: KarutaRules, state: KarutaState, legal: Sequence[KarutaMove]) -> KarutaMove:
        return legal[0] if len(legal) == 1 else _rng(self.seed, state).choice(legal)


def _opening_value(rules: KarutaRules, state: KarutaState, move: KarutaMove) -> float:
    """How good a first card is: on many highways, with own cards next to it along them."""
    p = rules.index[move.province]
    hand = state.hands[state.to_move]
    value = 0.0
    for h, i in rules.positions[p]:
        stops = rules.stops[h]
        value += 1.0
        for j in (i - 1, i + 1):
            if 0 <= j < len(stops) and hand >> stops[j] & 1:
                value += 1.0
    return value


def _choose(scored: list, seed: int, state: KarutaState) -> KarutaMove:
    """The best-scoring move; ties broken by the decision's own generator."""
    best = max(score for score, _ in scored)
    choices = {m for score, m in scored if score >= best - 1e-9}
    if len(choices) == 1:
        return next(iter(choices))
    return _rng(seed, state).choice(sorted(choices))


def _opening_scores(rules: KarutaRules, state: KarutaState, legal: Sequence[KarutaMove]) -> list:
    return [(_opening_value(rules, state, m), m) for m in legal]


class GreedyPlayer:
    """Plays the longest chain available now; a single adjacency or ferry card otherwise."""

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def _chain_length(self, rules: KarutaRules, state: KarutaState, move: KarutaMove) -> int:
        if move.kind != "highway":
            return 1 if move.kind in ("adjacency", "ferry", "first") else 0
        head = rules.head_after(state, move)
        p = rules.index[move.province]
        bit = 1 << p
        limit = rules.ruleset.chain_limit or 68
        return 1 + rules.longest_chain(state.board | bit, state.hands[state.to_move] & ~bit, head, p,
                                       limit - state.chain_cards - 1,
                                       rules.laid_after(state.laid, head, rules.index[move.source]))

    def decide(self, rules: KarutaRules, state: KarutaState, legal: Sequence[KarutaMove]) -> KarutaMove:
        if len(legal) == 1:
            return legal[0]
        if legal[0].kind == "first":
            return _choose(_opening_scores(rules, state, legal), self.seed, state)
        return _choose([(self._chain_length(rules, state, m), m) for m in legal], self.seed, state)


class PlannerPlayer:
    """Chooses the turn plan (a chain and where to stop it) with the best evaluation.

    A plan's value: +1 per card played; −``junction_cost`` per junction card played (it hands
    transfers to the others) and −``reserve_cost`` per adjacency-only card played while a highway
    card was possible (those can wait and save a pass later); +``option_value`` per own card still
    playable afterwards; −``opening_cost`` per playable opening left for the next players.
    """

    name = "planner"

    def __init__(self, seed: int = 0, junction_cost: float = 0.5, reserve_cost: float = 0.05,
                 option_value: float = 0.25, opening_cost: float = 0.08) -> None:
        self.seed = seed
        self.junction_cost = junction_cost
        self.reserve_cost = reserve_cost
        self.option_value = option_value
        self.opening_cost = opening_cost

    def _evaluate(self, rules: KarutaRules, start: KarutaState, end: KarutaState, cards: list[int],
                  highway_possible: bool) -> float:
        seat = start.to_move
        if end.is_over:
            return 1000.0 if seat in end.winners else -1000.0
        value = float(len(cards))
        for p in cards:
            if rules.junction_mask >> p & 1:
                value -= self.junction_cost
            if highway_possible and rules.off_highway_mask >> p & 1:
                value -= self.reserve_cost
        hand = end.hands[seat]
        playable, opened = rules.playable_counts(end, hand)
        value += self.option_value * playable - self.opening_cost * opened
        return value

    def _plans(self, rules: KarutaRules, state: KarutaState, seat: int, cards: list[int], out: list, first=None):
        for move in rules.legal_moves(state):
            if move.kind in ("end_turn", "pass"):
                out.append((first or move, state, cards))
                continue
            after = rules._apply(state, move)
            taken = cards + [rules.index[move.province]]
            if after.to_move == seat and after.chain is not None and not after.is_over:
                self._plans(rules, after, seat, taken, out, first or move)
            else:
                out.append((first or move, after, taken))

    def decide(self, rules: KarutaRules, state: KarutaState, legal: Sequence[KarutaMove]) -> KarutaMove:
        if len(legal) == 1:
            return legal[0]
        if legal[0].kind == "first":
            return _choose(_opening_scores(rules, state, legal), self.seed, state)
        plans: list = []
        self._plans(rules, state, state.to_move, [], plans)
        highway_possible = any(m.kind == "highway" for m in legal)
        scored = [(self._evaluate(rules, state, end, cards, highway_possible), first) for first, end, cards in plans]
        return _choose(scored, self.seed, state)


PLAYERS = {"random": RandomPlayer, "greedy": GreedyPlayer, "planner": PlannerPlayer}
