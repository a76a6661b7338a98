"""しま: the rules engine (no Qt).

Plays the rule book (../shared/seeds/001_…txt) as written: the snake set-up with the second
house's materials, the turn (roll, everyone collects, build, trade with the bank and harbours,
one おたすけカード), the 7 and the いたずら雲, the limits on pieces, the bonuses for the longest road
and 雲の名人 (ties keep the holder, an unowned tie gives nobody the bonus), and the win at 10
points on one's own turn. No trading between players, as the rule book says.

Shape (:mod:`core.games.game`): an immutable :class:`ShimaState`, ``legal_moves``, ``apply``
(illegal moves refused), ``is_over``, ``scores``. Dice and the card stolen by the cloud are drawn
from a generator seeded by the game's seed and the number of draws so far (carried in the
state), so a record of moves replays exactly. What the rule book leaves open (the costs, the
help-card deck, a bank running short) follows the game it is like and is written in
docs/rules-shima.md.

Moves (tuples): ``("house", corner)`` / ``("road", side)`` in the set-up; ``("roll",)``;
``("discard", material)`` one card at a time after a 7 (the roller's own; everyone else's are
returned automatically, most-held first); ``("cloud", tile)``; ``("steal", seat)``;
``("road", side)``, ``("house", corner)``, ``("city", corner)``, ``("buy",)``,
``("trade", give, get)``, ``("play", card[, …])``, ``("end",)``.
"""

from __future__ import annotations

import random
from _random import Random as _Twister  # random.Random's own generator (see _generator)
from dataclasses import dataclass
from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from core.games.game import IllegalMove
from core.games.last_position import LastPositionMemo
from core.games.shima.board import (
    GEOMETRY,
    MATERIALS,
    PLAZA,
    Island,
    make_island,
)
from core.games.state_copy import copy_state
from core.text import translate

#: The four seats in the order of the first set-up round (the rule book's players).
SEAT_NAMES = ("しかっぱら", "しょんぼりさん", "ラミオ", "世界")
#: The help card's cost in (木, 土, 葉っぱ, むぎ, 石), the rule book's 「葉っぱ・むぎ・石を１枚ずつ」;
#: the other builds' costs are rule options (ShimaRuleSet).
HELP_CARD_COST = (0, 0, 1, 1, 1)
PIECES = {"road": 15, "house": 5, "city": 4}
BANK_PER_MATERIAL = 19
#: The おたすけカード kinds. ``雲のおひっこし`` and ``ひみつの１点`` are the rule book's; the others are
#: those of the game it is like, and how many of each the deck holds is a rule option.
KNIGHT, VICTORY, ROADS, PLENTY, MONOPOLY = "雲のおひっこし", "ひみつの１点", "道づくり", "豊作", "ひとりじめ"
CARDS = (KNIGHT, VICTORY, ROADS, PLENTY, MONOPOLY)
#: 「山札は全部で25枚です」
DECK_SIZE = 25
BONUS_POINTS = 2
LONGEST_ROAD_MIN = 5
CLOUD_MASTER_MIN = 3
DISCARD_OVER = 7  # eight or more cards: return half


class ShimaRuleSet(BaseModel):
    """Rule options for the places the rule book leaves open.

    Attributes:
        target: points that win (the rule book: 10).
        short_bank: when the bank cannot pay every player the material a roll owes them:
            ``nobody`` (the game it is like: nobody gets that material, unless one player alone
            is owed it, who gets what is left) or ``in_turn_order`` (paid from the roller on while
            it lasts).
        turn_limit: the game ends after this many turns with nobody at ``target`` (a safety net
            for simulations: CPUs without player trading can stall; 0 = none).

    The rule book names the materials, the help card's cost and its 25 cards, but not these
    numbers; the defaults are those of the game it is like (docs/rules-shima.md), each an option:

        tiles: land tiles of 木, 土, 葉っぱ, むぎ, 石 (18 in all; ひろば makes the 19th).
        road_cost, house_cost, city_cost: what a road, a house and a big house cost, in
            木, 土, 葉っぱ, むぎ, 石.
        help_cards: the 25 おたすけカード as 雲のおひっこし, ひみつの１点, 道づくり, 豊作, ひとりじめ.
        bank_rate: how many of one material buy one from the bank without a harbour.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)
    #: The options' values in words (the form shows these; the data keeps the values).
    VALUE_WORDS: ClassVar[dict[str, str]] = {
        "nobody": translate("ShimaRuleSet", "nobody"),
        "in_turn_order": translate("ShimaRuleSet", "in turn order"),
    }

    target: int = Field(
        default=10, ge=2, le=30,
        title=translate("ShimaRuleSet", "Points that win (rule book: 10)"),
        description=translate("ShimaRuleSet", "points that win"),
    )
    short_bank: Literal["nobody", "in_turn_order"] = Field(
        default="nobody",
        title=translate("ShimaRuleSet", "A short bank pays"),
        description=translate(
            "ShimaRuleSet", "when the bank runs short: nobody is paid that material, or paid in turn order while it lasts"),
    )
    turn_limit: int = Field(
        default=500, ge=0, le=100_000,
        title=translate("ShimaRuleSet", "Turn limit (0: none)"),
        description=translate("ShimaRuleSet", "turns before the game ends with no winner (0: none)"),
    )
    tiles: tuple[int, ...] = Field(
        default=(4, 3, 4, 4, 3),
        title=translate("ShimaRuleSet", "Land tiles 木, 土, 葉っぱ, むぎ, 石"),
        description=translate(
            "ShimaRuleSet", "the island's land tiles of each material, 18 in all (the game it is like: 4, 3, 4, 4, 3)"),
    )
    road_cost: tuple[int, ...] = Field(
        default=(1, 1, 0, 0, 0),
        title=translate("ShimaRuleSet", "Road costs 木, 土, 葉っぱ, むぎ, 石"),
        description=translate("ShimaRuleSet", "what a road costs (the game it is like: 木 and 土)"),
    )
    house_cost: tuple[int, ...] = Field(
        default=(1, 1, 1, 1, 0),
        title=translate("ShimaRuleSet", "House costs 木, 土, 葉っぱ, むぎ, 石"),
        description=translate("ShimaRuleSet", "what a house costs (the game it is like: 木, 土, 葉っぱ and むぎ)"),
    )
    city_cost: tuple[int, ...] = Field(
        default=(0, 0, 0, 2, 3),
        title=translate("ShimaRuleSet", "Big house costs 木, 土, 葉っぱ, むぎ, 石"),
        description=translate("ShimaRuleSet", "what a big house costs (the game it is like: むぎ 2 and 石 3)"),
    )
    help_cards: tuple[int, ...] = Field(
        default=(14, 5, 2, 2, 2),
        title=translate("ShimaRuleSet", "Help cards 雲のおひっこし, ひみつの１点, 道づくり, 豊作, ひとりじめ"),
        description=translate("ShimaRuleSet", "the 25 help cards of each kind (the game it is like: 14, 5, 2, 2, 2)"),
    )
    bank_rate: int = Field(
        default=4, ge=2, le=6,
        title=translate("ShimaRuleSet", "Bank trade (n:1)"),
        description=translate(
            "ShimaRuleSet", "how many of one material buy one from the bank without a harbour (the game it is like: 4)"),
    )

    @field_validator("tiles")
    @classmethod
    def _eighteen_tiles(cls, value: tuple[int, ...]) -> tuple[int, ...]:
        if len(value) != 5 or min(value) < 0 or sum(value) != 18:
            raise ValueError(translate("ShimaSetup", "five tile counts (木, 土, 葉っぱ, むぎ, 石) making 18 land tiles").format())
        return value

    @field_validator("road_cost", "house_cost", "city_cost")
    @classmethod
    def _five_materials(cls, value: tuple[int, ...]) -> tuple[int, ...]:
        if len(value) != 5 or min(value) < 0 or max(value) > 9 or not sum(value):
            raise ValueError(translate("ShimaSetup", "five amounts (木, 土, 葉っぱ, むぎ, 石), 0–9 each, not all 0").format())
        return value

    @field_validator("help_cards")
    @classmethod
    def _twenty_five_cards(cls, value: tuple[int, ...]) -> tuple[int, ...]:
        if len(value) != 5 or min(value) < 0 or sum(value) != DECK_SIZE:
            raise ValueError(translate("ShimaSetup", "five card counts making the rule book's 25 (山札は全部で25枚)").format())
        return value


@dataclass(frozen=True)
class ShimaState:
    """A moment of the game.

    Attributes:
        island: the tiles, tokens and harbours.
        players: seats in play (3 or 4).
        seed: the game's seed, for the dice and the stolen cards.
        draws: how many random draws were made so far.
        phase: ``setup``, ``roll``, ``discard``, ``cloud``, ``steal``, ``main``, ``free_roads``, ``over``.
        to_move: the seat that moves.
        turn_of: whose turn it is (``to_move`` as well, since the others' discards are automatic).
        setup_step: 0 … 2·players − 1 in the set-up (one house and its road each).
        pending_house: in the set-up, the house whose road comes next (-1: a house comes next).
        buildings: per corner, ``(seat, level)`` with level 1 (おうち) or 2 (大きなおうち), or None.
        roads: per side, the seat or -1.
        hands: materials per seat, as counts in :data:`MATERIALS` order.
        bank: the bank's materials.
        deck: the help cards still to draw, top first (shuffled once at the start).
        cards: per seat, the help cards held (counts in :data:`CARDS` order).
        new_cards: per seat, the cards drawn this turn (not yet usable).
        played_card: a card was played this turn.
        knights: 雲のおひっこし played per seat.
        secret: ひみつの１点 drawn per seat.
        longest_road / cloud_master: the bonus holders (-1: nobody).
        road_lengths: each seat's longest road, kept up to date after every road and house (a
            house can cut a rival's road) so that nobody walks the roads again to read it.
        cloud: the tile the いたずら雲 is on.
        to_discard: cards the roller still returns after a 7.
        free_roads: roads still to build with 道づくり.
        turn: turns begun so far.
        last_roll: the last dice, or None.
        winner: the seat that won, -1 while playing or when the turn limit ended it.
        log: what happened that the moves alone do not show (rolls, payments, steals), newest last.
    """

    island: Island
    players: int
    seed: int
    draws: int
    phase: str
    to_move: int
    turn_of: int
    setup_step: int
    pending_house: int
    buildings: tuple
    roads: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    bank: tuple[int, ...]
    deck: tuple[str, ...]
    cards: tuple[tuple[int, ...], ...]
    new_cards: tuple[tuple[int, ...], ...]
    played_card: bool
    knights: tuple[int, ...]
    secret: tuple[int, ...]
    longest_road: int
    cloud_master: int
    cloud: int
    to_discard: int
    free_roads: int
    turn: int
    last_roll: tuple[int, int] | None
    winner: int
    log: tuple[str, ...] = ()
    road_lengths: tuple[int, ...] = ()

    @property
    def is_over(self) -> bool:
        return self.phase == "over"


#: ``state`` with ``changes`` (a game makes tens of thousands of states).
changed = copy_state


def _set(values: tuple, index: int, value) -> tuple:
    return values[:index] + (value,) + values[index + 1:]


def _add(hand: tuple[int, ...], delta, sign: int = 1) -> tuple[int, ...]:
    # five materials, written out: the generic zip was a tenth of a random game
    return (hand[0] + sign * delta[0], hand[1] + sign * delta[1], hand[2] + sign * delta[2],
            hand[3] + sign * delta[3], hand[4] + sign * delta[4])


# The moves, made once: a game lists hundreds of thousands, and mostly the same ones.
_ROLL, _END = ("roll",), ("end",)
_ROAD_MOVES = tuple(("road", s) for s in range(len(GEOMETRY.sides)))
_HOUSE_MOVES = tuple(("house", c) for c in range(len(GEOMETRY.corners)))
_CITY_MOVES = tuple(("city", c) for c in range(len(GEOMETRY.corners)))
#: Per tile the cloud is on, the tiles it may move to.
_CLOUD_MOVES = tuple(tuple(("cloud", t) for t in range(len(GEOMETRY.tiles)) if t != on)
                     for on in range(len(GEOMETRY.tiles)))
#: Per material given, the trades for each other material.
_TRADE_MOVES = tuple(tuple((get, ("trade", give, get)) for get in range(5) if get != give) for give in range(5))
_NO_CARDS = (0,) * len(CARDS)
_KNIGHT_AT, _ROADS_AT, _PLENTY_AT, _MONOPOLY_AT = (CARDS.index(card) for card in (KNIGHT, ROADS, PLENTY, MONOPOLY))


def _affords(hand: tuple[int, ...], cost: tuple[int, ...]) -> bool:
    return hand[0] >= cost[0] and hand[1] >= cost[1] and hand[2] >= cost[2] and hand[3] >= cost[3] and \
        hand[4] >= cost[4]


def _generator(state: ShimaState):
    """The game's next random draw: ``getrandbits`` of ``random.Random(seed * 1_000_003 + draws)``'s
    Mersenne Twister, seeded once (``random.Random`` seeds it twice, as it is made and again in
    ``__init__``; with its Python layers that was a tenth of a random game)."""
    return _Twister(state.seed * 1_000_003 + state.draws).getrandbits


def _below(bits, n: int) -> int:
    """``random.Random.randrange(n)`` from the same generator: the same number."""
    k = n.bit_length()
    r = bits(k)
    while r >= n:
        r = bits(k)
    return r


def _dice(state: ShimaState) -> tuple[int, int]:
    """The two dice of the next draw: ``randint(1, 6)`` twice, written out (a game rolls 300 times)."""
    bits = _generator(state)
    a = bits(3)
    while a >= 6:
        a = bits(3)
    b = bits(3)
    while b >= 6:
        b = bits(3)
    return a + 1, b + 1


class _SeatBoard:
    """What the pieces on the board say of one seat: pieces left, its harbour rates, the sides it
    may build a road on, the corners it may build a house on, its houses. Worked out once for a
    board (the island, buildings and roads) and read by every position that shares it: a turn's
    trades, rolls and cards do not change the board."""

    __slots__ = ("left", "rates", "road_sides", "house_corners", "houses", "own_roads")

    def __init__(self, rules: ShimaRules, state: ShimaState, seat: int) -> None:
        buildings, roads = state.buildings, state.roads
        own = [c for c, b in enumerate(buildings) if b is not None and b[0] == seat]
        self.houses = tuple(c for c in own if buildings[c][1] == 1)
        cities = len(own) - len(self.houses)
        own_roads = self.own_roads = tuple(side for side, owner in enumerate(roads) if owner == seat)
        self.left = {"road": PIECES["road"] - len(own_roads), "house": PIECES["house"] - len(self.houses),
                     "city": PIECES["city"] - cities}
        bank = rules.ruleset.bank_rate
        rates = [bank] * 5
        anchors = set(own)
        for kind, a, b in state.island.harbours:
            if a in anchors or b in anchors:
                for m in range(5):
                    rates[m] = min(rates[m], 2 if kind == m else 3 if kind is None else bank)
        self.rates = tuple(rates)
        # road sides: from the corners its pieces reach rather than by asking of all 72 sides
        for side in own_roads:
            for corner in GEOMETRY.sides[side]:
                building = buildings[corner]
                if building is None or building[0] == seat:
                    anchors.add(corner)
        self.road_sides = tuple(sorted({s for c in anchors for s in GEOMETRY.corner_sides[c] if roads[s] == -1}))
        ends = {c for side in own_roads for c in GEOMETRY.sides[side]}
        self.house_corners = tuple(sorted(ends & rules.open_corners(state)))

    def with_road(self, state: ShimaState, side: int, own: bool, open_corners: frozenset[int]) -> _SeatBoard:
        """These facts once a road is built on ``side`` (``own``: by this seat) and nothing else
        changed: what a full working out would give, from the little a road changes."""
        new = object.__new__(_SeatBoard)
        new.rates, new.houses = self.rates, self.houses
        if not own:  # a rival's road only takes the side
            new.left, new.house_corners, new.own_roads = self.left, self.house_corners, self.own_roads
            new.road_sides = tuple(s for s in self.road_sides if s != side) if side in self.road_sides \
                else self.road_sides
            return new
        new.left = {**self.left, "road": self.left["road"] - 1}
        new.own_roads = tuple(sorted((*self.own_roads, side)))
        buildings, roads, seat = state.buildings, state.roads, state.roads[side]
        sides = set(self.road_sides)
        sides.discard(side)
        for corner in GEOMETRY.sides[side]:  # its ends reach on, unless a rival's house stands there
            building = buildings[corner]
            if building is None or building[0] == seat:
                sides.update(s for s in GEOMETRY.corner_sides[corner] if roads[s] == -1)
        new.road_sides = tuple(sorted(sides))
        new.house_corners = tuple(sorted(set(self.house_corners).union(
            c for c in GEOMETRY.sides[side] if c in open_corners)))
        return new


class ShimaRules:
    """The rules of しま for 3–4 players."""

    name = "shima"

    def __init__(self, ruleset: ShimaRuleSet | None = None) -> None:
        self.ruleset = ruleset or ShimaRuleSet()
        r = self.ruleset
        #: What each build costs under this rule set (the help card's is the rule book's).
        self.costs = {"road": r.road_cost, "house": r.house_cost, "city": r.city_cost, "card": HELP_CARD_COST}
        self._cost_list = (r.road_cost, r.house_cost, r.city_cost, HELP_CARD_COST)
        #: The help-card deck under this rule set, by kind.
        self.card_counts = dict(zip(CARDS, r.help_cards, strict=True))
        # the last position's legal moves (apply asks for the list the player chose from), and
        # each seat's board facts for the last board seen
        self._legal_memo = LastPositionMemo(self._legal_moves)
        self._board: tuple = (None, None, None, {})
        self._road_step: tuple = (None, None, -1)  # the last road built: the roads before, after, its side
        self._paying_on: tuple = (None, {})  # the last island's tiles paid by each roll
        self._owed_on: tuple = (None, None, [], {})  # what each roll owes, for the last buildings
        self._open_of: tuple = (None, frozenset())  # the last buildings' open corners
        self._points_of: tuple = (None, [])  # the last buildings' points per seat

    # -- the game's shape -------------------------------------------------------------------

    def initial_state(self, players: int, rng: random.Random) -> ShimaState:
        if players not in (3, 4):
            raise ValueError(translate("GameSetup", "しま is for 3–4 players").format())
        island = make_island(rng, self.ruleset.tiles)
        deck = [card for card, count in self.card_counts.items() for _ in range(count)]
        rng.shuffle(deck)
        none = tuple(0 for _ in CARDS)
        return ShimaState(
            island=island, players=players, seed=rng.getrandbits(63), draws=0, phase="setup", to_move=0, turn_of=0,
            setup_step=0, pending_house=-1, buildings=(None,) * len(GEOMETRY.corners),
            roads=(-1,) * len(GEOMETRY.sides), hands=((0,) * 5,) * players, bank=(BANK_PER_MATERIAL,) * 5,
            deck=tuple(deck), cards=(none,) * players, new_cards=(none,) * players, played_card=False,
            knights=(0,) * players, secret=(0,) * players, longest_road=-1, cloud_master=-1,
            cloud=island.plaza, to_discard=0, free_roads=0, turn=0, last_roll=None, winner=-1,
            road_lengths=(0,) * players,
        )

    def to_move(self, state: ShimaState) -> int:
        return state.to_move

    def is_over(self, state: ShimaState) -> bool:
        return state.phase == "over"

    def scores(self, state: ShimaState) -> list[float]:
        """1 for the winner, 0 for the others (all 0 when the turn limit ended the game)."""
        return [1.0 if seat == state.winner else 0.0 for seat in range(state.players)]

    # -- what the board says --------------------------------------------------------------

    def points(self, state: ShimaState, seat: int, *, public: bool = False) -> int:
        """A seat's points; ``public`` leaves out its ひみつの１点, as the others see them."""
        total = self._building_points(state)[seat]
        total += BONUS_POINTS * ((state.longest_road == seat) + (state.cloud_master == seat))
        return total if public else total + state.secret[seat]

    def _building_points(self, state: ShimaState) -> list[int]:
        """Each seat's points from its houses and big houses, once per set of buildings."""
        known = self._points_of
        if known[0] is state.buildings and len(known[1]) == state.players:
            return known[1]
        points = [0] * state.players
        for building in state.buildings:
            if building is not None:
                points[building[0]] += building[1]
        self._points_of = (state.buildings, points)
        return points

    def _seat_board(self, state: ShimaState, seat: int) -> _SeatBoard:
        island, buildings, roads, seats = self._board
        if island is not state.island or buildings is not state.buildings or roads is not state.roads:
            before, after, side = self._road_step
            if island is state.island and buildings is state.buildings and roads is before and state.roads is after:
                # one road more: the seats' facts brought up to date rather than worked out again
                open_corners = self.open_corners(state)
                builder = after[side]
                seats = {s: facts.with_road(state, side, s == builder, open_corners) for s, facts in seats.items()}
            else:
                seats = {}
            self._board = (state.island, state.buildings, state.roads, seats)
        facts = seats.get(seat)
        if facts is None:
            facts = seats[seat] = _SeatBoard(self, state, seat)
        return facts

    def pieces_left(self, state: ShimaState, seat: int) -> dict[str, int]:
        return dict(self._seat_board(state, seat).left)

    def harbour_rates(self, state: ShimaState, seat: int) -> tuple[int, ...]:
        """How many of each material buy one from the bank: ``bank_rate`` (4), 3 with a 3:1 harbour,
        2 with its own."""
        return self._seat_board(state, seat).rates

    def _spacing_ok(self, state: ShimaState, corner: int) -> bool:
        return corner in self.open_corners(state)

    def open_corners(self, state: ShimaState) -> frozenset[int]:
        """The corners a house may stand on by the spacing rule: empty, and no building one side
        away (worked out once per set of buildings)."""
        known = self._open_of
        if known[0] is state.buildings:
            return known[1]
        buildings = state.buildings
        taken = {c for c, b in enumerate(buildings) if b is not None}
        for c in list(taken):
            taken.update(GEOMETRY.corner_neighbours[c])
        corners = frozenset(range(len(buildings))) - taken
        self._open_of = (buildings, corners)
        return corners

    def _road_reaches(self, state: ShimaState, seat: int, side: int) -> bool:
        """A side touching the seat's building, or its road through a corner no rival stands on."""
        for corner in GEOMETRY.sides[side]:
            building = state.buildings[corner]
            if building is not None:
                if building[0] == seat:
                    return True
                continue  # a rival's house cuts the way
            if any(state.roads[s] == seat for s in GEOMETRY.corner_sides[corner] if s != side):
                return True
        return False

    def road_sides(self, state: ShimaState, seat: int) -> list[int]:
        """Free sides the seat may build a road on (see :meth:`_road_reaches`)."""
        return list(self._seat_board(state, seat).road_sides)

    def house_corners(self, state: ShimaState, seat: int) -> list[int]:
        return list(self._seat_board(state, seat).house_corners)

    def road_length(self, state: ShimaState, seat: int, own: tuple[int, ...] | None = None) -> int:
        """The seat's longest road: one path that uses no side twice, cut at rivals' houses.

        ``own``: the seat's road sides when the caller knows them (a CPU trying a road on a copy of
        the state), so that the copy's board facts need not be worked out."""
        if own is None:
            if state.phase == "setup":  # no seat's board facts are asked for in the set-up: not worth making them
                own = tuple(side for side, owner in enumerate(state.roads) if owner == seat)
            else:
                own = self._seat_board(state, seat).own_roads
        if not own:
            return 0
        buildings = state.buildings
        # from each corner, the seat's sides and the corners they lead to; the sides a path has
        # used are the bits of one integer
        links: dict[int, list[tuple[int, int]]] = {}
        for side in own:
            a, b = GEOMETRY.sides[side]
            bit = 1 << side
            links.setdefault(a, []).append((bit, b))
            links.setdefault(b, []).append((bit, a))
        best = 0
        reached = set()

        def walk(corner: int, used: int, length: int) -> None:
            nonlocal best
            if length > best:
                best = length
            reached.add(corner)
            building = buildings[corner]
            if length and building is not None and building[0] != seat:
                return  # cut here: the path may end at the rival's house but not go through it
            for bit, other in links[corner]:
                if not used & bit:
                    walk(other, used | bit, length + 1)

        # A longest road that starts at a corner it may pass through uses every road there (else
        # it could begin one road earlier), so that corner has an odd number of the seat's roads
        # unless the road comes back to it; then it runs every road of its network, and any corner
        # of that network will do. So the walks start at the corners with a rival's house or an
        # odd number of roads, then at one corner of each network not reached from those.
        for corner, ways in links.items():
            building = buildings[corner]
            if len(ways) % 2 or (building is not None and building[0] != seat):
                walk(corner, 0, 0)
                if best == len(own):
                    return best  # every road in one path: none can be longer
        for corner in links:
            if corner not in reached:
                walk(corner, 0, 0)
        return best

    # -- moves -----------------------------------------------------------------------------

    def legal_moves(self, state: ShimaState) -> list[tuple]:
        return self._legal_memo(state)

    def _legal_moves(self, state: ShimaState) -> list[tuple]:
        seat = state.to_move
        phase = state.phase
        if phase == "main":
            return self._main_moves(state, seat)
        if phase == "roll":
            return [_ROLL]
        if phase == "setup":
            if state.pending_house < 0:
                return [_HOUSE_MOVES[c] for c in sorted(self.open_corners(state))]
            return [_ROAD_MOVES[s] for s in GEOMETRY.corner_sides[state.pending_house] if state.roads[s] == -1]
        if phase == "discard":
            return [("discard", m) for m in range(5) if state.hands[seat][m]]
        if phase == "cloud":
            return list(_CLOUD_MOVES[state.cloud])
        if phase == "steal":
            return [("steal", v) for v in self._victims(state, seat, state.cloud)]
        if phase == "free_roads":
            sides = self.road_sides(state, seat)
            return [_ROAD_MOVES[s] for s in sides] if sides else [("end_roads",)]
        return []

    def _main_moves(self, state: ShimaState, seat: int) -> list[tuple]:
        """The moves of a turn after the roll: build, buy, trade, play a card, end."""
        hand = state.hands[seat]
        board = self._seat_board(state, seat)
        left = board.left
        road_cost, house_cost, city_cost, card_cost = self._cost_list
        moves: list[tuple] = []
        if left["road"] and _affords(hand, road_cost):
            moves += [_ROAD_MOVES[s] for s in board.road_sides]
        if left["house"] and _affords(hand, house_cost):
            moves += [_HOUSE_MOVES[c] for c in board.house_corners]
        if left["city"] and _affords(hand, city_cost):
            moves += [_CITY_MOVES[c] for c in board.houses]
        if state.deck and _affords(hand, card_cost):
            moves.append(("buy",))
        rates, bank = board.rates, state.bank
        for give in range(5):
            if hand[give] >= rates[give]:
                moves += [trade for get, trade in _TRADE_MOVES[give] if bank[get]]
        if not state.played_card:
            held, new = state.cards[seat], state.new_cards[seat]
            if held[_KNIGHT_AT] > new[_KNIGHT_AT]:
                moves.append(("play", KNIGHT))
            if held[_ROADS_AT] > new[_ROADS_AT] and left["road"] and board.road_sides:
                moves.append(("play", ROADS))
            if held[_PLENTY_AT] > new[_PLENTY_AT]:
                moves += [("play", PLENTY, a, b) for a in range(5) for b in range(a, 5)
                          if bank[a] >= 1 + (a == b) and bank[b] >= 1]
            if held[_MONOPOLY_AT] > new[_MONOPOLY_AT]:
                moves += [("play", MONOPOLY, m) for m in range(5)]
        moves.append(_END)
        return moves

    def apply(self, state: ShimaState, move: tuple) -> ShimaState:
        if not isinstance(move, tuple) or not move or move not in self._legal_memo(state):
            raise IllegalMove(translate("IllegalMove", "{move} is not a legal move for seat {seat} now").format(
                move=repr(move), seat=state.to_move + 1))
        kind = move[0]
        if kind == "roll":
            return self._roll(state)
        if kind == "end":
            return self._end_turn(state)
        seat = state.to_move
        if state.phase == "setup":
            return self._setup(state, move)
        if kind == "discard":
            hand = _set(state.hands[seat], move[1], state.hands[seat][move[1]] - 1)
            state = changed(state, hands=_set(state.hands, seat, hand), bank=_set(state.bank, move[1], state.bank[move[1]] + 1),
                            to_discard=state.to_discard - 1)
            return state if state.to_discard else changed(state, phase="cloud")
        if kind == "cloud":
            return self._move_cloud(state, move[1])
        if kind == "steal":
            return self._steal(state, move[1])
        if kind == "end_roads":
            return changed(state, phase="main", free_roads=0)
        if kind == "road":
            free = state.phase == "free_roads"
            state = self._with_road(state, move[1], seat)
            if free:
                left = state.free_roads - 1
                more = left and self.pieces_left(state, seat)["road"] and self.road_sides(state, seat)
                state = changed(state, free_roads=left if more else 0, phase="free_roads" if more else "main")
            else:
                state = self._pay(state, seat, self.costs["road"])
            return self._check_win(self._award_road(state, [seat]))
        if kind == "house":
            state = self._pay(changed(state, buildings=_set(state.buildings, move[1], (seat, 1))), seat, self.costs["house"])
            return self._check_win(self._award_road(state, self._cut_by(state, move[1], seat)))
        if kind == "city":
            state = self._pay(changed(state, buildings=_set(state.buildings, move[1], (seat, 2))), seat, self.costs["city"])
            return self._check_win(state)
        if kind == "buy":
            card = state.deck[0]
            k = CARDS.index(card)
            state = self._pay(changed(state, deck=state.deck[1:]), seat, self.costs["card"])
            if card == VICTORY:  # counted the moment it is drawn
                return self._check_win(changed(state, secret=_set(state.secret, seat, state.secret[seat] + 1),
                                               cards=_set(state.cards, seat, _set(state.cards[seat], k, state.cards[seat][k] + 1))))
            return changed(state, cards=_set(state.cards, seat, _set(state.cards[seat], k, state.cards[seat][k] + 1)),
                           new_cards=_set(state.new_cards, seat, _set(state.new_cards[seat], k, state.new_cards[seat][k] + 1)))
        if kind == "trade":
            give, get = move[1], move[2]
            rate = self.harbour_rates(state, seat)[give]
            delta = [0] * 5
            delta[give], delta[get] = -rate, 1
            return changed(state, hands=_set(state.hands, seat, _add(state.hands[seat], delta)),
                           bank=_add(state.bank, delta, -1))
        if kind == "play":
            return self._play(state, move)
        raise IllegalMove(translate("IllegalMove", "{move} is not a move of this game").format(move=repr(move)))  # pragma: no cover - legal_moves lists every kind

    # -- the steps -------------------------------------------------------------------------

    def _with_road(self, state: ShimaState, side: int, seat: int) -> ShimaState:
        """``state`` with the seat's road on ``side``, the step remembered for :meth:`_seat_board`."""
        roads = _set(state.roads, side, seat)
        self._road_step = (state.roads, roads, side)
        return changed(state, roads=roads)

    def _pay(self, state: ShimaState, seat: int, cost: tuple[int, ...]) -> ShimaState:
        return changed(state, hands=_set(state.hands, seat, _add(state.hands[seat], cost, -1)),
                       bank=_add(state.bank, cost))

    def _setup(self, state: ShimaState, move: tuple) -> ShimaState:
        seat = state.to_move
        if move[0] == "house":
            state = changed(state, buildings=_set(state.buildings, move[1], (seat, 1)), pending_house=move[1])
            state = self._award_road(state, self._cut_by(state, move[1], seat))
            if state.setup_step >= state.players:  # the second house: one material per land tile it touches
                got = [0] * 5
                for tile in GEOMETRY.corner_tiles[move[1]]:
                    terrain = state.island.terrain[tile]
                    if terrain != PLAZA:
                        got[MATERIALS.index(terrain)] += 1
                state = changed(state, hands=_set(state.hands, seat, _add(state.hands[seat], got)),
                                bank=_add(state.bank, got, -1))
            return state
        state = self._award_road(changed(self._with_road(state, move[1], seat), pending_house=-1), [seat])
        step = state.setup_step + 1
        n = state.players
        if step == 2 * n:  # the set-up is over: the first seat rolls
            return changed(state, setup_step=step, phase="roll", to_move=0, turn_of=0, turn=1)
        nxt = step if step < n else 2 * n - 1 - step
        return changed(state, setup_step=step, to_move=nxt, turn_of=nxt)

    def _roll(self, state: ShimaState) -> ShimaState:
        dice = _dice(state)  # (the draw is counted in the one copy made below)
        total = dice[0] + dice[1]
        if total != 7:
            hands, bank = self._produce(state, total)
            return changed(state, draws=state.draws + 1, last_roll=dice, hands=hands, bank=bank, phase="main")
        state = changed(state, draws=state.draws + 1, last_roll=dice)
        seat = state.to_move
        # 7: everyone else with eight or more returns half automatically (most-held first); the roller chooses
        hands, bank = list(state.hands), list(state.bank)
        log = []
        for other in range(state.players):
            count = sum(hands[other])
            if other == seat or count <= DISCARD_OVER:
                continue
            hand = list(hands[other])
            for _ in range(count // 2):
                m = max(range(5), key=lambda k: (hand[k], -k))
                hand[m] -= 1
                bank[m] += 1
            log.append(translate("ShimaMove", "{seat} returns {count}").format(
                seat=SEAT_NAMES[other], count=count // 2))
            hands[other] = tuple(hand)
        own = sum(hands[seat])
        state = changed(state, hands=tuple(hands), bank=tuple(bank), log=state.log + tuple(log))
        if own > DISCARD_OVER:
            return changed(state, phase="discard", to_discard=own // 2)
        return changed(state, phase="cloud")

    def _paying(self, island: Island, total: int) -> tuple[tuple[int, int], ...]:
        """The tiles a roll of ``total`` pays on ``island``: (tile, material) each."""
        table = self._paying_on
        if table[0] is not island:
            table = self._paying_on = (island, {
                number: tuple((t, MATERIALS.index(island.terrain[t])) for t in island.tiles_rolling(number))
                for number in range(2, 13)})
        return table[1][total]

    def _owed(self, state: ShimaState, total: int) -> tuple[tuple[int, int, tuple[tuple[int, int], ...]], ...]:
        """What a roll of ``total`` (not 7) owes: for each material anyone is owed, in material
        order, how many in all and the seats owed it (in seat order) with how many. The buildings
        by each tile are counted once per set of buildings (which changes far less often than the
        dice roll), and a roll's debts once per place of the cloud."""
        known = self._owed_on
        if known[0] is not state.buildings or known[1] is not state.island:
            by_tile: list[dict[int, int]] = [{} for _ in GEOMETRY.tiles]
            for corner, building in enumerate(state.buildings):
                if building is not None:
                    for tile in GEOMETRY.corner_tiles[corner]:
                        seats = by_tile[tile]
                        seats[building[0]] = seats.get(building[0], 0) + building[1]
            known = self._owed_on = (state.buildings, state.island, by_tile, {})
        by_tile, debts = known[2], known[3]
        owed = debts.get((state.cloud, total))
        if owed is None:
            amounts: dict[int, dict[int, int]] = {}
            for tile, m in self._paying(state.island, total):
                if tile != state.cloud and by_tile[tile]:
                    seats = amounts.setdefault(m, {})
                    for seat, amount in by_tile[tile].items():
                        seats[seat] = seats.get(seat, 0) + amount
            owed = debts[(state.cloud, total)] = tuple(
                (m, sum(amounts[m].values()), tuple(sorted(amounts[m].items()))) for m in sorted(amounts))
        return owed

    def _produce(self, state: ShimaState, total: int) -> tuple[tuple, tuple]:
        """The hands and the bank once a roll of ``total`` (not 7) has paid."""
        owed = self._owed(state, total)
        if not owed:
            return state.hands, state.bank
        hands, bank = list(state.hands), list(state.bank)
        short_bank = self.ruleset.short_bank
        for m, need, wanting in owed:
            if need <= bank[m] or (len(wanting) == 1 and short_bank == "nobody"):
                paying = wanting
            elif short_bank == "in_turn_order":
                by_seat = dict(wanting)
                paying = [(s, by_seat[s]) for k in range(state.players)
                          if (s := (state.turn_of + k) % state.players) in by_seat]
            else:
                continue
            for s, amount in paying:
                give = min(amount, bank[m])
                hand = hands[s]
                hands[s] = _set(hand, m, hand[m] + give)
                bank[m] -= give
        return tuple(hands), tuple(bank)

    def _victims(self, state: ShimaState, seat: int, tile: int) -> list[int]:
        found = {state.buildings[c][0] for c in GEOMETRY.tile_corners[tile] if state.buildings[c] is not None}
        return sorted(v for v in found if v != seat and sum(state.hands[v]))

    def _move_cloud(self, state: ShimaState, tile: int) -> ShimaState:
        state = changed(state, cloud=tile)
        victims = self._victims(state, state.to_move, tile)
        if len(victims) > 1:
            return changed(state, phase="steal")
        if victims:
            return self._steal(state, victims[0])
        return changed(state, phase="main")

    def _steal(self, state: ShimaState, victim: int) -> ShimaState:
        bits = _generator(state)
        state = changed(state, draws=state.draws + 1)
        hand = state.hands[victim]
        pick = _below(bits, sum(hand))
        m = 0
        while pick >= hand[m]:
            pick -= hand[m]
            m += 1
        seat = state.to_move
        hands = _set(state.hands, victim, _set(hand, m, hand[m] - 1))
        hands = _set(hands, seat, _set(hands[seat], m, hands[seat][m] + 1))
        return changed(state, hands=hands, phase="main",
                       log=state.log + (translate("ShimaMove", "{seat} takes a card from {victim}").format(
                           seat=SEAT_NAMES[seat], victim=SEAT_NAMES[victim]),))

    def _play(self, state: ShimaState, move: tuple) -> ShimaState:
        seat = state.to_move
        card = move[1]
        k = CARDS.index(card)
        state = changed(state, played_card=True, cards=_set(state.cards, seat, _set(state.cards[seat], k, state.cards[seat][k] - 1)))
        if card == KNIGHT:  # the cloud moves; nobody returns half
            state = self._check_win(self._award_cloud_master(
                changed(state, knights=_set(state.knights, seat, state.knights[seat] + 1))))
            return state if state.phase == "over" else changed(state, phase="cloud")
        if card == ROADS:
            return changed(state, phase="free_roads", free_roads=2)
        if card == PLENTY:
            delta = [0] * 5
            delta[move[2]] += 1
            delta[move[3]] += 1
            return changed(state, hands=_set(state.hands, seat, _add(state.hands[seat], delta)),
                           bank=_add(state.bank, delta, -1))
        # ひとりじめ: every other seat hands over all of that material
        m = move[2]
        taken = sum(state.hands[s][m] for s in range(state.players) if s != seat)
        hands = tuple(_set(h, m, 0) if s != seat else _set(h, m, h[m] + taken) for s, h in enumerate(state.hands))
        return changed(state, hands=hands)

    def _end_turn(self, state: ShimaState) -> ShimaState:
        nxt = (state.turn_of + 1) % state.players
        limit = self.ruleset.turn_limit
        if limit and state.turn >= limit:
            return changed(state, phase="over", winner=-1)
        new_cards = state.new_cards
        if new_cards[state.turn_of] != _NO_CARDS:
            new_cards = _set(new_cards, state.turn_of, _NO_CARDS)
        state = changed(state, phase="roll", to_move=nxt, turn_of=nxt, turn=state.turn + 1, played_card=False,
                        new_cards=new_cards, log=())
        # a bonus that changed hands on another's turn can put a seat at the target: it wins as its turn begins
        return self._check_win(state)

    # -- bonuses and the win ---------------------------------------------------------------

    @staticmethod
    def _holder(values: list[int], holder: int, minimum: int) -> int:
        """The bonus's holder: the most (at least ``minimum``); a tie keeps the holder, else nobody."""
        best = max(values)
        if best < minimum:
            return -1
        leaders = [s for s, v in enumerate(values) if v == best]
        if holder in leaders:
            return holder
        return leaders[0] if len(leaders) == 1 else -1

    @staticmethod
    def _cut_by(state: ShimaState, corner: int, seat: int) -> list[int]:
        """The rivals whose roads run through ``corner``: a house there may cut them."""
        return sorted({state.roads[s] for s in GEOMETRY.corner_sides[corner] if state.roads[s] not in (-1, seat)})

    def _award_road(self, state: ShimaState, seats) -> ShimaState:
        """Measure again the roads of ``seats`` and settle the longest-road bonus."""
        lengths = list(state.road_lengths)
        for seat in seats:
            lengths[seat] = self.road_length(state, seat)
        return changed(state, road_lengths=tuple(lengths),
                       longest_road=self._holder(lengths, state.longest_road, LONGEST_ROAD_MIN))

    def _award_cloud_master(self, state: ShimaState) -> ShimaState:
        return changed(state, cloud_master=self._holder(list(state.knights), state.cloud_master, CLOUD_MASTER_MIN))

    def _check_win(self, state: ShimaState) -> ShimaState:
        if state.phase in ("setup", "over"):
            return state
        if self.points(state, state.turn_of) >= self.ruleset.target:
            return changed(state, phase="over", winner=state.turn_of)
        return state
