"""市区町村バトル: the rules engine, first part (no Qt).

Built so far: setup (homes, starting towns, turn order), moving a piece through empty cells up to
its movement, attacking (strength + reinforcements + home bonus), merging by encirclement, placing
captured pieces, elimination when a home falls, and the end by last home standing or turn limit.
Not yet: abilities, sister-city bonds and swaps, calling overseas cities, teams (紅白戦), chosen
homes. The shape is the karuta engine's: immutable state, ``legal_moves``, ``apply``.

Where the designers' text is silent the choice is a named option of :class:`BattleRuleSet` or is
written in docs/rules-battle.md.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass, replace
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from core.games.battle.cells import cell_movement, cell_stars, is_star_city
from core.games.game import GAMES, IllegalMove
from core.models.dataset import Dataset

HAND, GONE = -1, -2
NOBODY = -1

#: Starting towns per player count ("normal"), from the designers' table.
STARTING_TOWNS = [(2, 7), (3, 6), (5, 5), (8, 4), (16, 3)]
STARTING_FACTOR = {"fewer": 0.6, "normal": 1.0, "more": 1.6}


class BattleRuleSet(BaseModel):
    """Options of a game.

    Attributes:
        home_placement: ``spread`` (the roulette keeps players apart: homes are chosen far from
            each other) or ``random`` (anywhere, neighbours possible).
        home_pool: ``any`` cell, or ``star4`` cells only (★4 and more: designated cities' seats,
            prefectural capitals, 千代田区).
        starting_towns: ``normal`` (2: 7, 3: 6, 4–5: 5, 6–8: 4, 9–16: 3), ``fewer`` (≈ 0.6×) or
            ``more`` (≈ 1.6×).
        turn_order: ``dice`` (highest roll first, ties re-rolled) or ``fixed`` (seat order).
        turn_limit: rounds before the star total decides; None = the default (40, or 30 from 10
            players); 0 = no limit.
        reinforcement_cap: most reinforcements counted (2 by the rules).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    home_placement: Literal["spread", "random"] = "spread"
    home_pool: Literal["any", "star4"] = "any"
    starting_towns: Literal["fewer", "normal", "more"] = "normal"
    turn_order: Literal["dice", "fixed"] = "dice"
    turn_limit: int | None = Field(default=None, ge=0, le=999)
    reinforcement_cap: int = Field(default=2, ge=0, le=3)

    def rounds_for(self, players: int) -> int:
        """The turn limit in rounds (0: none)."""
        if self.turn_limit is not None:
            return self.turn_limit
        return 40 if players < 10 else 30


@dataclass(frozen=True)
class BattleMove:
    """``move`` a piece to a cell (an occupied cell is an attack), ``place`` a piece from the hand,
    or ``pass`` when nothing is possible. ``piece`` and ``cell`` are municipality codes."""

    kind: str
    piece: str = ""
    cell: str = ""

    def to_json(self) -> dict:
        return {"kind": self.kind, "piece": self.piece, "cell": self.cell} if self.kind != "pass" else {"kind": "pass"}


@dataclass(frozen=True)
class BattleState:
    """A position. Pieces and cells are numbered by the board's cell order (piece ``k`` is the
    town whose home cell is ``k``).

    Attributes:
        occupant: the piece on each cell, or -1.
        where: each piece's cell, or HAND (-1, in its owner's hand) or GONE (-2, sacrificed).
        owner: each piece's seat, or -1 (unaffiliated).
        homes: each seat's home piece.
        alive: whether each seat still has its home.
        order: the turn order (seats).
        position: index into ``order`` of the seat to move.
        round: completed rounds.
        winners, end_reason: set once the game is over (``last_home`` or ``turn_limit``).
    """

    occupant: tuple[int, ...]
    where: tuple[int, ...]
    owner: tuple[int, ...]
    homes: tuple[int, ...]
    alive: tuple[bool, ...]
    order: tuple[int, ...]
    position: int = 0
    round: int = 0
    turns: int = 0
    winners: tuple[int, ...] = ()
    end_reason: str = ""

    @property
    def to_move(self) -> int:
        return self.order[self.position]

    @property
    def is_over(self) -> bool:
        return bool(self.end_reason)


class BattleRules:
    """The rules compiled for one board dataset."""

    def __init__(self, dataset: Dataset, ruleset: BattleRuleSet | None = None) -> None:
        self.ruleset = ruleset or BattleRuleSet()
        self.codes = tuple(m.code for m in dataset.municipalities)
        self.index = {code: i for i, code in enumerate(self.codes)}
        neighbours: list[set[int]] = [set() for _ in self.codes]
        for code, others in dataset.cell_adjacency.items():
            for other in others:
                if code in self.index and other in self.index:
                    neighbours[self.index[code]].add(self.index[other])
                    neighbours[self.index[other]].add(self.index[code])
        for link in dataset.sea_links:
            if link.a in self.index and link.b in self.index:
                neighbours[self.index[link.a]].add(self.index[link.b])
                neighbours[self.index[link.b]].add(self.index[link.a])
        self.neighbours = tuple(tuple(sorted(n)) for n in neighbours)
        self.stars = tuple(cell_stars(m) for m in dataset.municipalities)
        self.movement = tuple(cell_movement(m) for m in dataset.municipalities)
        self.star4 = tuple(i for i, m in enumerate(dataset.municipalities) if is_star_city(m) or self.stars[i] >= 4)
        self._distance_memo: dict[int, list[int]] = {}

    # -- setup -------------------------------------------------------------------------------------

    def starting_towns(self, players: int) -> int:
        base = next(count for limit, count in STARTING_TOWNS if players <= limit)
        return max(1, round(base * STARTING_FACTOR[self.ruleset.starting_towns]))

    def _distances(self, start: int) -> list[int]:
        distance = [-1] * len(self.codes)
        distance[start] = 0
        queue = deque([start])
        while queue:
            cell = queue.popleft()
            for other in self.neighbours[cell]:
                if distance[other] < 0:
                    distance[other] = distance[cell] + 1
                    queue.append(other)
        return distance

    def initial_state(self, players: int, rng: random.Random) -> BattleState:
        """Roll the turn order, spin the roulette for homes, hand out the starting towns.

        Raises:
            ValueError: not 2–16 players, or fewer eligible home cells than players.
        """
        if not 2 <= players <= 16:
            raise ValueError(f"市区町村バトル is for 2–16 players, not {players}")
        pool = list(self.star4) if self.ruleset.home_pool == "star4" else list(range(len(self.codes)))
        if len(pool) < players:
            raise ValueError(f"only {len(pool)} cells can be homes for {players} players")
        order = self._roll_order(players, rng)
        homes: list[int] = []
        for _ in order:
            free = [c for c in pool if c not in homes]
            if self.ruleset.home_placement == "spread" and homes:
                # The roulette "stops somewhere reasonably spread": among the cells farthest from
                # every home so far (by steps), pick one at random.
                far = {c: min(self._distance_cache(h)[c] if self._distance_cache(h)[c] >= 0 else 999 for h in homes)
                       for c in free}
                best = max(far.values())
                free = [c for c in free if far[c] >= best - 1]
            homes.append(rng.choice(free))
        owner = [NOBODY] * len(self.codes)
        seat_of_home = dict(zip(homes, order))
        for home, seat in seat_of_home.items():
            owner[home] = seat
        count = self.starting_towns(players)
        distances = {home: self._distance_cache(home) for home in homes}
        for _ in range(count - 1):
            for home in homes:  # in turn order, each takes its nearest unowned town
                candidates = [c for c in range(len(self.codes)) if owner[c] == NOBODY and distances[home][c] > 0]
                if candidates:
                    nearest = min(candidates, key=lambda c: (distances[home][c], self.codes[c]))
                    owner[nearest] = seat_of_home[home]
        home_by_seat = [0] * players
        for home, seat in seat_of_home.items():
            home_by_seat[seat] = home
        n = len(self.codes)
        return BattleState(
            occupant=tuple(range(n)), where=tuple(range(n)), owner=tuple(owner), homes=tuple(home_by_seat),
            alive=(True,) * players, order=tuple(order),
        )

    def _distance_cache(self, cell: int) -> list[int]:
        if cell not in self._distance_memo:
            self._distance_memo[cell] = self._distances(cell)
        return self._distance_memo[cell]

    def _roll_order(self, players: int, rng: random.Random) -> list[int]:
        if self.ruleset.turn_order == "fixed":
            return list(range(players))
        rolls = {seat: rng.randint(1, 6) for seat in range(players)}
        # Re-roll ties until every seat has its own place (only among the tied seats).
        while len(set(rolls.values())) < players:
            counts: dict[int, list[int]] = {}
            for seat, value in rolls.items():
                counts.setdefault(value, []).append(seat)
            for value, seats in counts.items():
                if len(seats) > 1:
                    for seat in seats:
                        rolls[seat] = value * 10 + rng.randint(1, 6)
        return sorted(range(players), key=lambda s: -rolls[s])

    # -- the protocol ----------------------------------------------------------------------------

    def to_move(self, state: BattleState) -> int:
        return state.to_move

    def is_over(self, state: BattleState) -> bool:
        return state.is_over

    def scores(self, state: BattleState) -> list[float]:
        players = len(state.alive)
        if not state.winners:
            return [0.0] * players
        return [1.0 / len(state.winners) if s in state.winners else 0.0 for s in range(players)]

    def star_total(self, state: BattleState, seat: int) -> int:
        """Stars of every piece a seat holds, on the board and in hand."""
        return sum(self.stars[p] for p in range(len(self.codes)) if state.owner[p] == seat and state.where[p] != GONE)

    def _reachable(self, state: BattleState, piece: int) -> tuple[list[int], list[int]]:
        """Empty cells the piece can end on, and occupied cells it can attack (through empty cells only)."""
        start = state.where[piece]
        steps = self.movement[piece]
        seen = {start: 0}
        queue = deque([start])
        empty, targets = [], set()
        while queue:
            cell = queue.popleft()
            if seen[cell] >= steps:
                continue
            for other in self.neighbours[cell]:
                occupant = state.occupant[other]
                if occupant >= 0:
                    if state.owner[occupant] != state.owner[piece]:
                        targets.add(other)
                    continue
                if other not in seen:
                    seen[other] = seen[cell] + 1
                    empty.append(other)
                    queue.append(other)
        return sorted(empty), sorted(targets)

    def _encircled(self, state: BattleState, piece: int) -> bool:
        """Every neighbouring cell holds a player's piece, and one of them is an opponent's.

        Unaffiliated pieces never encircle; a piece surrounded by its own side only is safe.
        """
        occupant, owner = state.occupant, state.owner
        around = self.neighbours[state.where[piece]]
        if not around:
            return False
        opponents = False
        for other in around:
            holder = occupant[other]
            if holder < 0 or owner[holder] == NOBODY:
                return False
            if owner[holder] != owner[piece]:
                opponents = True
        return opponents

    def legal_moves(self, state: BattleState) -> list[BattleMove]:
        if state.is_over:
            return []
        seat = state.to_move
        moves: list[BattleMove] = []
        for piece in range(len(self.codes)):
            if state.owner[piece] != seat:
                continue
            where = state.where[piece]
            if where >= 0:
                empty, targets = self._reachable(state, piece)
                for cell in empty:
                    if self._may_enter(state, piece, cell):
                        moves.append(BattleMove("move", self.codes[piece], self.codes[cell]))
                moves += [BattleMove("move", self.codes[piece], self.codes[cell]) for cell in targets]
            elif where == HAND:
                cells = {c for p in range(len(self.codes)) if state.owner[p] == seat and state.where[p] >= 0
                         for c in self.neighbours[state.where[p]] if state.occupant[c] < 0}
                if state.occupant[piece] < 0:
                    cells.add(piece)
                moves += [BattleMove("place", self.codes[piece], self.codes[c]) for c in sorted(cells)
                          if self._may_enter(state, piece, c)]
        return moves or [BattleMove("pass")]

    # -- applying --------------------------------------------------------------------------------

    def _may_enter(self, state: BattleState, piece: int, cell: int) -> bool:
        """Not into a cell where the piece would be encircled, unless entering encircles someone."""
        after, encircles = self._after_move(state, piece, cell)
        return encircles or not self._encircled(after, piece)

    def _after_move(self, state: BattleState, piece: int, cell: int) -> tuple[BattleState, bool]:
        occupant = list(state.occupant)
        where = list(state.where)
        if where[piece] >= 0:
            occupant[where[piece]] = -1
        occupant[cell] = piece
        where[piece] = cell
        moved = replace(state, occupant=tuple(occupant), where=tuple(where))
        return moved, bool(self._merges_by_encirclement(moved, state.to_move, cell))

    def _merges_by_encirclement(self, state: BattleState, mover: int, cell: int) -> list[int]:
        found = []
        for other_cell in self.neighbours[cell]:
            piece = state.occupant[other_cell]
            if piece >= 0 and state.owner[piece] != mover and self._encircled(state, piece):
                found.append(piece)
        return found

    def attack_strength(self, state: BattleState, attacker: int, target_cell: int) -> tuple[int, int]:
        """``(attack, defence)`` for ``attacker`` striking the piece on ``target_cell``."""
        defender = state.occupant[target_cell]
        cap = self.ruleset.reinforcement_cap

        def friends(seat: int, exclude: int) -> int:
            if seat == NOBODY:
                return 0
            count = sum(1 for c in self.neighbours[target_cell]
                        if (p := state.occupant[c]) >= 0 and p != exclude and state.owner[p] == seat)
            return min(cap, count)

        attack = self.stars[attacker] + friends(state.owner[attacker], attacker)
        home_bonus = 1 if defender in state.homes and state.owner[defender] != NOBODY else 0
        defence = self.stars[defender] + friends(state.owner[defender], defender) + home_bonus
        return attack, defence

    def apply(self, state: BattleState, move: BattleMove) -> BattleState:
        """The state after ``move``; raises :class:`IllegalMove` for one not in :meth:`legal_moves`."""
        if move not in self.legal_moves(state):
            raise IllegalMove(f"illegal move {move.to_json()} for seat {state.to_move}")
        mover = state.to_move
        if move.kind == "pass":
            return self._next_turn(state)
        piece, cell = self.index[move.piece], self.index[move.cell]
        owner = list(state.owner)
        if move.kind == "move" and state.occupant[cell] >= 0:
            attack, defence = self.attack_strength(state, piece, cell)
            if attack < defence:
                # The attack fails: the piece stops on the last empty cell before the target.
                return self._next_turn(state)
            defender = state.occupant[cell]
            occupant, where = list(state.occupant), list(state.where)
            occupant[cell] = -1
            where[defender] = HAND
            state = replace(state, occupant=tuple(occupant), where=tuple(where))
            state = self._merge(state, defender, mover)
        state, _ = self._after_move(state, piece, cell)
        for merged in self._merges_by_encirclement(state, mover, cell):
            occupant, where = list(state.occupant), list(state.where)
            occupant[where[merged]] = -1
            where[merged] = HAND
            state = self._merge(replace(state, occupant=tuple(occupant), where=tuple(where)), merged, mover)
        return self._next_turn(state)

    def _merge(self, state: BattleState, piece: int, mover: int) -> BattleState:
        """``piece`` (already off the board) joins ``mover``; a fallen home eliminates its seat."""
        owner = list(state.owner)
        loser = owner[piece]
        owner[piece] = mover
        alive = list(state.alive)
        if loser != NOBODY and state.homes[loser] == piece:
            alive[loser] = False
            for p, o in enumerate(owner):
                if o == loser:
                    owner[p] = mover
        return replace(state, owner=tuple(owner), alive=tuple(alive))

    def _next_turn(self, state: BattleState) -> BattleState:
        turns = state.turns + 1
        alive_seats = [s for s in state.order if state.alive[s]]
        if len(alive_seats) == 1:
            return replace(state, turns=turns, winners=(alive_seats[0],), end_reason="last_home")
        position, rounds = state.position, state.round
        for _ in range(len(state.order)):
            position += 1
            if position == len(state.order):
                position, rounds = 0, rounds + 1
            if state.alive[state.order[position]]:
                break
        limit = self.ruleset.rounds_for(len(state.alive))
        if limit and rounds >= limit:
            totals = {s: self.star_total(state, s) for s in alive_seats}
            best = max(totals.values())
            return replace(state, turns=turns, round=rounds, position=position,
                           winners=tuple(sorted(s for s, t in totals.items() if t == best)), end_reason="turn_limit")
        return replace(state, turns=turns, round=rounds, position=position)


GAMES["battle"] = BattleRules
