"""しま CPU players (no Qt): each picks one of the legal moves and sees only what its seat sees.

* ``random`` — any legal move, uniformly (a baseline).
* ``greedy`` — plays as a careful beginner: houses on the corners the dice favour with a mix of
  materials, a goal each turn (a bigger house, a house, the road to the next house site, a help
  card), bank and harbour trades only towards that goal, the cloud on the leader's best tile,
  help cards when they pay.

What a seat sees: its own materials and cards, and of the others only what lies on the table
(buildings, roads, how many materials and cards they hold, their points without ひみつの１点).
The greedy player reads nothing else of ``state.hands`` or ``state.cards`` than its own row and
the others' totals (a test swaps a rival's hidden materials and checks its choice stays).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache

from core.games.shima.board import GEOMETRY, MATERIALS, PIPS, PLAZA, WHEAT, Island
from core.games.shima.rules import (
    DISCARD_OVER,
    KNIGHT,
    LONGEST_ROAD_MIN,
    MONOPOLY,
    PLENTY,
    ROADS,
    ShimaRules,
    ShimaState,
    changed,
)

#: How much a pip of each material is worth when choosing a house site (wood, brick, leaf, wheat, ore):
#: early roads and houses want wood and brick; wheat and ore make bigger houses.
MATERIAL_WEIGHT = (1.0, 1.0, 0.8, 1.05, 0.95)
GOAL_ORDER = ("city", "house", "road", "card")


@lru_cache(maxsize=16)
def _rarity(island: Island) -> tuple[float, ...]:
    """Per material, (mean pips of all materials / its pips) ** 0.5: 1 for an average one."""
    pips = [0.0] * 5
    for tile, terrain in enumerate(island.terrain):
        if terrain != PLAZA:
            pips[MATERIALS.index(terrain)] += PIPS[island.numbers[tile]]
    mean = sum(pips) / 5
    return tuple((mean / p) ** 0.5 if p else 1.5 for p in pips)


class RandomPlayer:
    """Any legal move, uniformly."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def decide(self, rules: ShimaRules, state: ShimaState, legal: Sequence[tuple]) -> tuple:
        return self.rng.choice(legal)


class GreedyPlayer:
    """A goal each turn, trades towards it, houses where the dice favour (see the module text)."""

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        # what was worked out for the board last asked about (its buildings, island and cloud): a
        # decision weighs many corners and goals against the same board
        self._board_memo: tuple = (None, None, None, {})

    # -- what a corner is worth ------------------------------------------------------------

    def _memo(self, state: ShimaState) -> dict:
        """The figures worked out for this state's board (by its buildings, island and cloud)."""
        buildings, island, cloud, memo = self._board_memo
        if buildings is not state.buildings or island is not state.island or cloud != state.cloud:
            memo = {}
            self._board_memo = (state.buildings, state.island, state.cloud, memo)
        return memo

    def _corner_value(self, state: ShimaState, seat: int, corner: int) -> float:
        """What a house at ``corner`` is worth to ``seat`` on this board (:meth:`_corner_worth`, once a board)."""
        memo = self._memo(state)
        key = ("corner", seat, corner)
        value = memo.get(key)
        if value is None:
            value = memo[key] = self._corner_worth(state, seat, corner)
        return value

    def _corner_worth(self, state: ShimaState, seat: int, corner: int) -> float:
        have = self._production(state, seat)
        value = 0.0
        fresh = set()
        for tile in GEOMETRY.corner_tiles[corner]:
            terrain = state.island.terrain[tile]
            if terrain == PLAZA:
                continue
            m = MATERIALS.index(terrain)
            pips = PIPS[state.island.numbers[tile]]
            if tile == state.cloud:
                pips *= 0.5
            value += pips * MATERIAL_WEIGHT[m]
            if have[m] == 0:
                fresh.add(m)
        value += 1.5 * len(fresh)
        for kind, a, b in state.island.harbours:
            if corner in (a, b):
                value += 1.0 if kind is None else 0.5 * (1 + have[kind] / 3 if have[kind] else 0.5)
        return value

    def _production(self, state: ShimaState, seat: int) -> tuple[float, ...]:
        """Expected materials per 36 rolls, from the seat's buildings."""
        memo = self._memo(state)
        key = ("production", seat)
        made = memo.get(key)
        if made is None:
            made = memo[key] = self._produced(state, seat)
        return made

    @staticmethod
    def _produced(state: ShimaState, seat: int) -> tuple[float, ...]:
        have = [0.0] * 5
        for corner, building in enumerate(state.buildings):
            if building is None or building[0] != seat:
                continue
            for tile in GEOMETRY.corner_tiles[corner]:
                terrain = state.island.terrain[tile]
                if terrain != PLAZA and tile != state.cloud:
                    have[MATERIALS.index(terrain)] += PIPS[state.island.numbers[tile]] * building[1]
        return tuple(have)

    def _free_sites(self, state: ShimaState) -> list[int]:
        memo = self._memo(state)
        free = memo.get("free")
        if free is None:
            free = memo["free"] = [c for c in range(len(GEOMETRY.corners)) if state.buildings[c] is None
                                   and all(state.buildings[n] is None for n in GEOMETRY.corner_neighbours[c])]
        return free

    def _road_target(self, rules: ShimaRules, state: ShimaState, seat: int) -> tuple[int | None, float]:
        """The side to build towards the best free site within two sides; (None, 0) if none."""
        best, best_value = None, 0.0
        free = set(self._free_sites(state))
        for side in rules.road_sides(state, seat):
            for corner in GEOMETRY.sides[side]:
                if state.buildings[corner] is not None:
                    continue
                # the site at this corner, or one side further
                candidates = [(corner, 1.0)] + [(n, 0.6) for n in GEOMETRY.corner_neighbours[corner]]
                for site, discount in candidates:
                    if site in free:
                        value = discount * self._corner_value(state, seat, site)
                        if value > best_value:
                            best, best_value = side, value
        return best, best_value

    # -- goals -----------------------------------------------------------------------------

    def _goal(self, rules: ShimaRules, state: ShimaState, seat: int) -> tuple[str, tuple[int, ...]] | None:
        hand = state.hands[seat]
        left = rules.pieces_left(state, seat)
        options = []
        if left["city"] and any(b == (seat, 1) for b in state.buildings):
            options.append(("city", 1.6))
        if left["house"] and rules.house_corners(state, seat):
            options.append(("house", 1.8))
        elif left["road"] and left["house"] and self._road_target(rules, state, seat)[0] is not None:
            options.append(("road", 0.9))
        if state.deck:
            options.append(("card", 0.5))
        if not options:
            return None

        def missing(goal: str) -> int:
            return sum(max(0, c - h) for c, h in zip(rules.costs[goal], hand))

        goal = min(options, key=lambda o: (missing(o[0]) - o[1], GOAL_ORDER.index(o[0])))[0]
        return goal, rules.costs[goal]

    # -- choosing --------------------------------------------------------------------------

    def decide(self, rules: ShimaRules, state: ShimaState, legal: Sequence[tuple]) -> tuple:
        seat = state.to_move
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        phase = state.phase
        if phase == "setup":
            if legal[0][0] == "house":
                return max(legal, key=lambda m: (self._corner_value(state, seat, m[1]), -m[1]))
            return max(legal, key=lambda m: (self._side_value(state, seat, m[1]), -m[1]))
        if phase == "discard":
            need = self._goal(rules, state, seat)
            cost = need[1] if need else (0,) * 5
            hand = state.hands[seat]
            return max(legal, key=lambda m: (hand[m[1]] - cost[m[1]], -m[1]))
        if phase == "cloud":
            return max(legal, key=lambda m: (self._cloud_value(rules, state, seat, m[1]), -m[1]))
        if phase == "steal":
            return max(legal, key=lambda m: (rules.points(state, m[1], public=True), sum(state.hands[m[1]]), -m[1]))
        if phase == "free_roads":
            target, _ = self._road_target(rules, state, seat)
            wanted = ("road", target)
            return wanted if wanted in legal else max(legal, key=lambda m: (self._side_value(state, seat, m[1])
                                                                            if m[0] == "road" else -1, -m[-1]))
        return self._main(rules, state, seat, legal)

    def _side_value(self, state: ShimaState, seat: int, side: int) -> float:
        free = set(self._free_sites(state))
        value = 0.0
        for corner in GEOMETRY.sides[side]:
            for site in (corner, *GEOMETRY.corner_neighbours[corner]):
                if site in free:
                    value = max(value, self._corner_value(state, seat, site))
        return value

    def _cloud_value(self, rules: ShimaRules, state: ShimaState, seat: int, tile: int) -> float:
        if state.island.terrain[tile] == PLAZA:
            return -1.0
        pips = PIPS[state.island.numbers[tile]]
        value = 0.0
        for corner in GEOMETRY.tile_corners[tile]:
            building = state.buildings[corner]
            if building is None:
                continue
            owner, level = building
            if owner == seat:
                value -= 3 * pips * level
            else:
                lead = rules.points(state, owner, public=True)
                value += pips * level * (1 + lead / 5) + (0.5 if sum(state.hands[owner]) else 0)
        return value

    def _main(self, rules: ShimaRules, state: ShimaState, seat: int, legal: list[tuple]) -> tuple:
        by_kind: dict[str, list[tuple]] = {}
        for move in legal:
            by_kind.setdefault(move[0], []).append(move)
        plays = by_kind.get("play", [])
        card_move = self._card_to_play(rules, state, seat, plays)
        if card_move is not None:
            return card_move
        if "city" in by_kind:
            return max(by_kind["city"], key=lambda m: (self._corner_value(state, seat, m[1]), -m[1]))
        if "house" in by_kind:
            return max(by_kind["house"], key=lambda m: (self._corner_value(state, seat, m[1]), -m[1]))
        goal = self._goal(rules, state, seat)
        if goal is None:
            return ("end",)
        name, cost = goal
        hand = state.hands[seat]
        if name == "road" and "road" in by_kind:
            target, _ = self._road_target(rules, state, seat)
            if ("road", target) in legal:
                return ("road", target)
        if name == "card" and ("buy",) in legal:
            return ("buy",)
        trade = self._trade_towards(rules, state, seat, cost, by_kind.get("trade", []))
        if trade is not None:
            return trade
        # a card with nothing better to do with the materials
        if ("buy",) in legal and sum(hand) >= 7:
            return ("buy",)
        return ("end",)

    def _trade_towards(self, rules: ShimaRules, state: ShimaState, seat: int, cost, trades: list[tuple]):
        hand = state.hands[seat]
        rates = rules.harbour_rates(state, seat)
        short = [m for m in range(5) if hand[m] < cost[m]]
        if not short:
            return None
        spare = [(hand[m] - cost[m] - rates[m], -rates[m], -m, m) for m in range(5) if hand[m] - cost[m] >= rates[m]]
        if not spare:
            return None
        # only when the whole goal can be paid after trading
        spare_total = sum((hand[m] - cost[m]) // rates[m] for m in range(5) if hand[m] > cost[m])
        if spare_total < sum(cost[m] - hand[m] for m in short):
            return None
        give = max(spare)[3]
        get = max(short, key=lambda m: (cost[m] - hand[m], -m))
        move = ("trade", give, get)
        return move if move in trades else None

    def _card_to_play(self, rules: ShimaRules, state: ShimaState, seat: int, plays: list[tuple]):
        if not plays:
            return None
        kinds = {m[1] for m in plays}
        if KNIGHT in kinds:
            on_me = any(state.buildings[c] is not None and state.buildings[c][0] == seat
                        for c in GEOMETRY.tile_corners[state.cloud])
            mine = state.knights[seat] + 1
            others = max(k for s, k in enumerate(state.knights) if s != seat)
            if on_me or (mine >= 3 and mine > others and state.cloud_master != seat):
                return ("play", KNIGHT)
        goal = self._goal(rules, state, seat)
        hand = state.hands[seat]
        if PLENTY in kinds and goal is not None:
            cost = goal[1]
            short = [m for m in range(5) for _ in range(max(0, cost[m] - hand[m]))]
            if short:
                a, b = (short + short)[:2] if len(short) == 1 else short[:2]
                move = ("play", PLENTY, min(a, b), max(a, b))
                if move in plays:
                    return move
        if ROADS in kinds and goal is not None and goal[0] == "road":
            return ("play", ROADS)
        if MONOPOLY in kinds:
            # the material the others make most of (their buildings are public)
            made = [0.0] * 5
            for other in range(state.players):
                if other != seat:
                    made = [a + b for a, b in zip(made, self._production(state, other))]
            if max(made) >= 12:
                return ("play", MONOPOLY, max(range(5), key=lambda m: (made[m] + (m == WHEAT), -m)))
        return None


class PlannerPlayer(GreedyPlayer):
    """The greedy player with a sense of time: it weighs each goal's worth against how many turns
    its production (every seat's rolls pay it) and its trades need to pay for it, builds the road
    to the longest-road bonus when it is within reach, and spends a hand of more than seven before
    ending its turn rather than lose half of it to a 7."""

    name = "planner"

    def _corner_worth(self, state: ShimaState, seat: int, corner: int) -> float:
        """The greedy worth, with each material's pips weighed by how rare it is on this island."""
        value = super()._corner_worth(state, seat, corner)
        rarity = self._rarity(state)
        for tile in GEOMETRY.corner_tiles[corner]:
            terrain = state.island.terrain[tile]
            if terrain != PLAZA:
                m = MATERIALS.index(terrain)
                value += (rarity[m] - 1.0) * PIPS[state.island.numbers[tile]] * MATERIAL_WEIGHT[m]
        return value

    @staticmethod
    def _rarity(state: ShimaState) -> tuple[float, ...]:
        return _rarity(state.island)

    def _per_cycle(self, state: ShimaState, seat: int) -> list[float]:
        """Expected materials per round of turns: every seat's roll may pay."""
        return [p * state.players / 36 for p in self._production(state, seat)]

    def _turns_to_afford(self, rules: ShimaRules, state: ShimaState, seat: int, cost) -> int:
        hand = state.hands[seat]
        rates = rules.harbour_rates(state, seat)
        income = self._per_cycle(state, seat)
        materials = tuple(zip(hand, income, cost, rates))
        for t in range(25):
            # what is short, and what the surplus trades for, after t rounds (one pass, no lists)
            short, spare = 0.0, 0
            for h, i, c, r in materials:
                a = h + i * t
                if c > a:
                    short += c - a
                elif a > c:
                    spare += int((a - c) // r)
            if short <= spare + 1e-9:
                return t
        return 25

    def _goal(self, rules: ShimaRules, state: ShimaState, seat: int) -> tuple[str, tuple[int, ...]] | None:
        left = rules.pieces_left(state, seat)
        options: list[tuple[str, float]] = []
        own_houses = [c for c, b in enumerate(state.buildings) if b == (seat, 1)]
        if left["city"] and own_houses:
            gain = max(sum(PIPS[state.island.numbers[t]] for t in GEOMETRY.corner_tiles[c]
                           if state.island.terrain[t] != PLAZA) for c in own_houses)
            options.append(("city", 1.0 + 0.06 * gain))
        sites = rules.house_corners(state, seat)
        if left["house"] and sites:
            options.append(("house", 1.0 + 0.06 * max(self._corner_value(state, seat, c) for c in sites)))
        elif left["road"] and left["house"]:
            target, value = self._road_target(rules, state, seat)
            if target is not None:
                options.append(("road", 0.5 * (1.0 + 0.06 * value)))
        if left["road"] and self._road_bonus_within_reach(rules, state, seat):
            options.append(("road", 1.2))
        if state.deck:
            knights_to_master = max(3, max(state.knights) + (state.cloud_master != seat)) - state.knights[seat]
            options.append(("card", 0.45 + (0.3 if knights_to_master <= 2 else 0.0)))
        if not options:
            return None

        def utility(option: tuple[str, float]) -> float:
            return option[1] / (1 + self._turns_to_afford(rules, state, seat, rules.costs[option[0]]))

        goal = max(options, key=lambda o: (utility(o), -GOAL_ORDER.index(o[0])))[0]
        return goal, rules.costs[goal]

    def _road_bonus_within_reach(self, rules: ShimaRules, state: ShimaState, seat: int) -> bool:
        """Two more roads or fewer would give this seat the longest road (and it has not got it)."""
        if state.longest_road == seat:
            return False
        mine = state.road_lengths[seat]
        best_other = max((state.road_lengths[s] for s in range(state.players) if s != seat), default=0)
        needed = max(LONGEST_ROAD_MIN, best_other + 1)
        return 0 < needed - mine <= 2 and mine >= 3

    def _longest_road_side(self, rules: ShimaRules, state: ShimaState, seat: int, sides: list[int]) -> int | None:
        """The side that lengthens this seat's longest road most (None when none does)."""
        now = state.road_lengths[seat]
        best, best_length = None, now
        own = tuple(s for s, owner in enumerate(state.roads) if owner == seat)
        for side in sides:
            trial = changed(state, roads=state.roads[:side] + (seat,) + state.roads[side + 1:])
            length = rules.road_length(trial, seat, own + (side,))
            if length > best_length:
                best, best_length = side, length
        return best

    def _main(self, rules: ShimaRules, state: ShimaState, seat: int, legal: list[tuple]) -> tuple:
        # a move that wins now (a piece gives at most one point, and two more with the longest road)
        if rules.points(state, seat) + 3 >= rules.ruleset.target:
            for move in legal:
                if move[0] in ("city", "house", "road") and rules.apply(state, move).winner == seat:
                    return move
        roads = [m[1] for m in legal if m[0] == "road"]
        if roads and self._road_bonus_within_reach(rules, state, seat) and "house" not in {m[0] for m in legal}:
            side = self._longest_road_side(rules, state, seat, roads)
            goal = self._goal(rules, state, seat)
            if side is not None and goal is not None and goal[0] == "road":
                return ("road", side)
        move = super()._main(rules, state, seat, legal)
        if move == ("end",) and sum(state.hands[seat]) > DISCARD_OVER:
            # spend before a 7 halves the hand: a card, else a trade towards the goal's materials
            if ("buy",) in legal:
                return ("buy",)
            goal = self._goal(rules, state, seat)
            if goal is not None:
                hand = state.hands[seat]
                rates = rules.harbour_rates(state, seat)
                cost = goal[1]
                gives = [m for m in range(5) if hand[m] - cost[m] >= rates[m]]
                gets = [m for m in range(5) if hand[m] < cost[m]] or [m for m in range(5) if cost[m]]
                for give in sorted(gives, key=lambda m: -(hand[m] - cost[m])):
                    for get in gets:
                        if ("trade", give, get) in legal and give != get:
                            return ("trade", give, get)
        return move


PLAYERS = {"random": RandomPlayer, "greedy": GreedyPlayer, "planner": PlannerPlayer}
