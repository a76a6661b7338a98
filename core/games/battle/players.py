"""CPU players for 市区町村バトル: weak, normal, strong (no Qt).

All pick among legal moves only, deterministically for their seed and the position (a game
resumed from its moves plays on the same way).

* **weak** — a random legal move, but never a hopeless attack when something else is possible.
* **normal** — scores every move: a winning attack by the stars it takes (a home much more), a
  move or placement by the pieces it encircles, then by getting closer to the nearest enemy home;
  calls an overseas city now and then when several pieces wait in hand.
* **strong** — takes the normal player's best twelve moves and plays each out; from each, subtracts
  what the opponents could then take back (each opponent's best winning attack on its pieces,
  added up over the opponents, its home most of all) and adds a little for the best attack it
  could make itself next turn. Against three normal CPUs on 東京都 it wins 40 % of games (a normal
  CPU 25 %; the strong CPU before these two terms, 31 %).
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


class NormalPlayer:
    name = "normal"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        # (state, steps from each cell to the nearest enemy home): the same for every move weighed
        # in one position, so worked out once per position, not once per move.
        self._steps: tuple[BattleState | None, list[int]] = (None, [])

    def _steps_to_enemy(self, rules: BattleRules, state: BattleState) -> list[int]:
        if self._steps[0] is not state:
            seat = state.to_move
            enemy_homes = [h for s, h in enumerate(state.homes) if state.alive[s] and not rules.allied(s, seat)]
            self._steps = (state, rules.steps_to_nearest(tuple(enemy_homes)) if enemy_homes else [])
        return self._steps[1]

    def score(self, rules: BattleRules, state: BattleState, move: BattleMove) -> float:
        """How good a move looks at once (no look-ahead)."""
        return self.scores(rules, state, [move])[0]

    def scores(self, rules: BattleRules, state: BattleState, moves: list[BattleMove]) -> list[float]:
        """:meth:`score` of each of ``moves``, all in one position: what the position offers every
        move (the hand's size, the steps to the enemy homes, which cells a placed piece could
        close a ring on) is worked out once, not once per move."""
        seat = state.to_move
        index, occupant, where, stars = rules.index, state.occupant, state.where, rules.stars
        hand = steps = None
        closing = rules.closing_cells(state)
        placing: dict[str, float] = {}  # cell → the value of placing a piece from the hand there
        values: list[float] = []
        append = values.append
        for move in moves:
            kind = move.kind
            if kind == "move":  # (steps and attacks: most moves once the placings are set aside, so asked first)
                piece = index[move.piece]
                target = index[move.cell]
                defender = occupant[target]
                if defender >= 0:
                    attack, defence = rules.attack_strength(state, piece, target)
                    if attack < defence:
                        append(-2.0)
                        continue
                    value = 3.0 * stars[defender]
                    if state.owner[defender] != NOBODY and rules.is_home(state, defender):
                        value += 100.0
                    append(value)
                    continue
                value = 3.0 * (self._gained(rules, state, move, piece, target) if target in closing else 0)
                # Head for the nearest enemy home.
                if where[piece] >= 0:
                    if steps is None:
                        steps = self._steps_to_enemy(rules, state)
                    if steps:
                        value += 0.3 * (steps[where[piece]] - steps[target])
                append(value)
                continue
            if kind == "place":
                value = placing.get(move.cell)
                if value is not None:
                    append(value)
                    continue
            if kind == "pass" or kind == "home":
                append(0.0)
                continue
            if kind == "call":
                if hand is None:
                    hand = rules.hand_size(state, seat)
                append(0.5 if hand >= 3 else -1.0)
                continue
            if kind == "swap":
                append(0.2)
                continue
            piece = index[move.piece]
            target = index[move.cell]
            gained = self._gained(rules, state, move, piece, target) if target in closing else 0
            value = 3.0 * gained + (1.0 if kind == "place" else 0.0)
            if kind == "place":
                # Which piece comes from the hand changes nothing around the cell: the rings it
                # closes are of other seats' pieces, whose abilities it cannot share.
                placing[move.cell] = value
            # Head for the nearest enemy home.
            if kind == "fly" and where[piece] >= 0:
                if steps is None:
                    steps = self._steps_to_enemy(rules, state)
                if steps:
                    value += 0.3 * (steps[where[piece]] - steps[target])
            append(value)
        return values

    @staticmethod
    def _gained(rules: BattleRules, state: BattleState, move: BattleMove, piece: int, target: int) -> int:
        """The stars of the pieces ``move`` (of ``piece`` onto the empty ``target``, one of the
        position's closing cells) rings and takes."""
        if not rules.may_encircle(state, piece, target):
            return 0  # most moves: nothing around the cell could be ringed, so no board is built
        after = rules.outcome(state, move)
        # A merge always changes an owner: compare whole tuples first.
        return 0 if after.owner == state.owner else sum(
            value for value, before, now, owner in zip(rules.stars, state.where, after.where, after.owner)
            if now == HAND and before >= 0 and owner == state.to_move)

    def decide(self, rules: BattleRules, state: BattleState, legal: list[BattleMove]) -> BattleMove:
        if len(legal) == 1:
            return legal[0]
        start, stop = rules.placing_span(legal) or (0, 0)
        if stop - start < 2:
            values = self.scores(rules, state, legal)
            threshold = max(values) - 1e-9
            choices = [m for value, m in zip(values, legal) if value >= threshold]
        else:
            # A placing's value is its cell's (see scores): each cell the hand's pieces go to is
            # weighed once, for its first placing, instead of every piece on every cell (a 北海道
            # position offers some 270 placings onto 15–20 cells).
            placings = legal[start:stop]
            firsts = {m.cell: m for m in reversed(placings)}
            by_cell = dict(zip(firsts, self.scores(rules, state, list(firsts.values()))))
            head = self.scores(rules, state, legal[:start])
            tail = self.scores(rules, state, legal[stop:])
            # (a position of placings alone has no head or tail: the best of the cells alone)
            threshold = max([*by_cell.values(), *head, *tail]) - 1e-9
            choices = [m for value, m in zip(head, legal) if value >= threshold]
            if any(value >= threshold for value in by_cell.values()):
                choices += [m for m in placings if by_cell[m.cell] >= threshold]
            choices += [m for value, m in zip(tail, legal[stop:]) if value >= threshold]
        return choices[0] if len(choices) == 1 else _rng(self.seed, state).choice(choices)


class StrongPlayer(NormalPlayer):
    name = "strong"
    #: How many of the normal player's best moves are played out. Measured against three normal
    #: CPUs on 東京都 (200 games, seats rotated): 6 → 12 raised the win share from 33 to 40 %,
    #: 40 gained nothing more for twice the time.
    CANDIDATES = 12
    #: Weight of the best attack the move leaves for next turn (0.15–0.6 measured alike).
    OPTIONS_WEIGHT = 0.3

    def _threat(self, rules: BattleRules, state: BattleState, seat: int) -> float:
        """What the opponents could take back before this seat moves again: each opponent's best
        winning attack on its pieces (its home counted as the game), added up over the opponents,
        since each of them moves once."""
        best: dict[int, float] = {}
        occupant = state.occupant
        for piece, owner in enumerate(state.owner):
            if owner == NOBODY or rules.allied(owner, seat) or state.where[piece] < 0 or not state.alive[owner]:
                continue
            _, targets = rules.reachable(state, piece)
            for cell in targets:
                victim = occupant[cell]
                if state.owner[victim] != seat:
                    continue
                attack, defence = rules.attack_strength(state, piece, cell)
                if attack >= defence:
                    loss = 100.0 if victim == state.homes[seat] else 3.0 * rules.stars[victim]
                    if loss > best.get(owner, 0.0):
                        best[owner] = loss
        return sum(best.values())

    def _options(self, rules: BattleRules, state: BattleState, seat: int) -> float:
        """The best winning attack this seat could make next turn, valued as the normal player does."""
        best = 0.0
        occupant = state.occupant
        for piece, owner in enumerate(state.owner):
            if owner != seat or state.where[piece] < 0:
                continue
            _, targets = rules.reachable(state, piece)
            for cell in targets:
                victim = occupant[cell]
                attack, defence = rules.attack_strength(state, piece, cell)
                if attack >= defence:
                    gain = 3.0 * rules.stars[victim]
                    if state.owner[victim] != NOBODY and rules.is_home(state, victim):
                        gain += 100.0
                    best = max(best, gain)
        return best

    def decide(self, rules: BattleRules, state: BattleState, legal: list[BattleMove]) -> BattleMove:
        if len(legal) == 1:
            return legal[0]
        seat = state.to_move
        scored = sorted(zip(self.scores(rules, state, legal), legal), key=lambda x: (-x[0], x[1]))
        best_value, best = None, []
        for value, move in scored[: self.CANDIDATES]:
            after = rules.result(state, move)
            total = value if after.is_over else (value - self._threat(rules, after, seat)
                                                 + self.OPTIONS_WEIGHT * self._options(rules, after, seat))
            if best_value is None or total > best_value + 1e-9:
                best_value, best = total, [move]
            elif abs(total - best_value) <= 1e-9:
                best.append(move)
        return best[0] if len(best) == 1 else _rng(self.seed, state).choice(best)


PLAYERS = {"weak": WeakPlayer, "normal": NormalPlayer, "strong": StrongPlayer}
