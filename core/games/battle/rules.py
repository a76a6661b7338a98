"""市区町村バトル: the rules engine (no Qt).

Every clause of the designers' rule text: setup (homes by roulette, spread or random, or chosen;
★4-only homes; starting towns by player count; turn order by dice), moving through empty cells,
attacking (strength + reinforcements + home + abilities), merging by encirclement, placing
captured pieces, the town abilities, sister-city bonds (swap, shared abilities), calling overseas
cities, teams (紅白戦), elimination, and the end by last home standing or turn limit.

The shape is the karuta engine's: an immutable :class:`BattleState`, ``legal_moves``, ``apply``
(illegal moves refused), ``scores``. Randomness: the roulette and dice use the ``random.Random``
given to ``initial_state``; the 50 % overseas call uses a seed carried in the state, so a record
replays exactly. Choices the document leaves open are options of :class:`BattleRuleSet` or are
written in docs/rules-battle.md.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from collections import deque
from dataclasses import dataclass
from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from core.games.game import IllegalMove
from core.games.last_position import LastPositionMemo
from core.games.state_copy import copy_state
from core.models.dataset import Dataset
from core.models.town_strength import OVERSEAS_MOVEMENT, cell_movement, cell_stars, is_star_city, overseas_stars
from core.text import translate
from core.validation.validate import require_playable

#: The teams of 紅白戦 by team number (``BattleRuleSet.teams`` holds one per seat).
TEAM_NAMES = ("紅組", "白組")
HAND, GONE, OUT = -1, -2, -3  # in a hand; sacrificed for good; (overseas piece) not in the game
NOBODY = -1

#: The most seats a game has (the designers' table of starting towns ends at 16).
MAX_PLAYERS = 16
#: Starting towns per player count ("normal"), from the designers' table.
STARTING_TOWNS = [(2, 7), (3, 6), (5, 5), (8, 4), (16, 3)]
STARTING_FACTOR = {"fewer": 0.6, "normal": 1.0, "more": 1.6}

#: 世界の貿易港町: where an overseas call comes from when no sister city fits (id, name, population).
PORT_CITIES = (
    ("port:shanghai", "Shanghai", 24_870_895),
    ("port:busan", "Busan", 3_349_016),
    ("port:amsterdam", "Amsterdam", 872_757),
    ("port:san-francisco", "San Francisco", 873_965),
    ("port:singapore", "Singapore", 5_685_807),
    ("port:rotterdam", "Rotterdam", 651_446),
    ("port:hamburg", "Hamburg", 1_841_179),
    ("port:los-angeles", "Los Angeles", 3_898_747),
)

#: One-shot abilities: never shared through a bond.
ONE_SHOT = frozenset({"daruma", "airport", "airport-large"})
#: A call needs sacrifices with at least this many stars, at most this many pieces.
CALL_STARS, CALL_PIECES = 4, 3
#: Listing every possible sacrifice would be thousands of moves on a big holding: only minimal
#: sacrifices (no piece could be left out) are offered, the cheapest first, at most this many.
CALL_CHOICES = 60


class BattleRuleSet(BaseModel):
    """Options of a game (defaults first).

    Attributes:
        home_placement: ``spread`` (the roulette keeps players apart; teams near each other),
            ``random`` (anywhere, neighbours possible), ``chosen`` (each seat picks its home).
        home_pool: ``any`` cell, or ``star4`` cells only (designated cities' seats, prefectural
            capitals, 千代田区, and any ★4 town).
        starting_towns: ``normal`` (2: 7, 3: 6, 4–5: 5, 6–8: 4, 9–16: 3), ``fewer`` (≈ 0.6×),
            ``more`` (≈ 1.6×).
        turn_order: ``dice`` (highest roll first, ties re-rolled) or ``fixed`` (seat order).
        spin_order: the roulette for homes is spun in ``turn_order`` (the document: 「ルーレットもこの
            順番で回します」) or in a ``shuffled`` order. Under ``spread`` homes each spin keeps away
            from the homes already placed, so the later spins are pushed to the edge of the board
            (on 東京都 the fourth spin has 14 cells within three steps against the first's 21) and
            the seats win 30 / 29 / 24 / 17 % by turn order among equal CPUs; ``shuffled`` evens that.
        turn_limit: rounds before the star total decides; None = 40 (30 from 10 players); 0 = none.
        reinforcement_cap: most reinforcements counted (2; the designated-city ability makes it 3).
        teams: a team number per seat for 紅白戦, or None.
        overseas_chance: chance that a call brings an overseas city (0.5).
        unaffiliated_ashidome: whom an unaffiliated town's 足止め slows: ``everyone`` next to it
            (the seed's 「となりにいる相手の移動力-1」: every seat is an unaffiliated town's 相手, as
            it is for the town's 要塞, だるま and 防御+1), or ``nobody`` (足止め only for a seat's
            own towns, the reading before this option).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)
    #: The order a set-up form shows the options in: the designers' set-up screen's (最初の町の数,
    #: 本拠地, 出現場所, 対戦のかたち, 順番, 巡数), then the options it does not show.
    FORM_ORDER: ClassVar[tuple[str, ...]] = ("starting_towns", "home_pool", "home_placement", "teams", "turn_order",
                                             "turn_limit", "spin_order", "reinforcement_cap", "overseas_chance",
                                             "unaffiliated_ashidome")
    #: The options beyond the designers' set-up screen: a form shows them apart (詳しい設定).
    ADVANCED: ClassVar[tuple[str, ...]] = ("spin_order", "reinforcement_cap", "overseas_chance",
                                           "unaffiliated_ashidome")
    #: The options' values in words (the form shows these; the data keeps the values).
    VALUE_WORDS: ClassVar[dict[str, str]] = {
        "spread": translate("BattleRuleSet", "fairly random (kept apart)"),
        "random": translate("BattleRuleSet", "completely random"),
        "chosen": translate("BattleRuleSet", "each seat chooses"),
        "any": translate("BattleRuleSet", "any town"),
        "star4": translate("BattleRuleSet", "★4 towns only"),
        "fewer": translate("BattleRuleSet", "fewer"),
        "normal": translate("BattleRuleSet", "normal"),
        "more": translate("BattleRuleSet", "more"),
        "dice": translate("BattleRuleSet", "by dice"),
        "fixed": translate("BattleRuleSet", "as set (▲▼)"),
        "turn_order": translate("BattleRuleSet", "in turn order"),
        "shuffled": translate("BattleRuleSet", "in a shuffled order"),
        "everyone": translate("BattleRuleSet", "everyone next to it"),
        "nobody": translate("BattleRuleSet", "nobody"),
    }

    home_placement: Literal["spread", "random", "chosen"] = Field(
        default="spread",
        title=translate("BattleRuleSet", "where homes appear"),
        description=translate("BattleRuleSet", "homes kept apart by the roulette, anywhere at random, or chosen by each seat"),
    )
    home_pool: Literal["any", "star4"] = Field(
        default="any",
        title=translate("BattleRuleSet", "homes on"),
        description=translate("BattleRuleSet", "homes on any town, or on ★4 towns only"),
    )
    starting_towns: Literal["fewer", "normal", "more"] = Field(
        default="normal",
        title=translate("BattleRuleSet", "starting towns"),
        description=translate("BattleRuleSet", "towns each seat starts with: fewer, the document's number, or more"),
    )
    turn_order: Literal["dice", "fixed"] = Field(
        default="dice",
        title=translate("BattleRuleSet", "turn order"),
        description=translate("BattleRuleSet", "turn order by a roll of the dice, or the seats' order as set with ▲▼"),
    )
    spin_order: Literal["turn_order", "shuffled"] = Field(
        default="turn_order",
        title=translate("BattleRuleSet", "spin order"),
        description=translate(
            "BattleRuleSet", "the roulette for homes spun in turn order, or in a shuffled order (evens the seats: the later "
            "spins no longer get the edge of the board)"),
    )
    turn_limit: int | None = Field(
        default=None, ge=0, le=999,
        json_schema_extra={"none_text": translate("BattleRuleSet", "as the rules say"),
                           "zero_text": translate("BattleRuleSet", "no limit")},
        title=translate("BattleRuleSet", "rounds"),
        description=translate(
            "BattleRuleSet", "rounds before the star total decides (none: 40, 30 from 10 players; 0: no limit)"),
    )
    reinforcement_cap: int = Field(
        default=2, ge=0, le=3,
        title=translate("BattleRuleSet", "reinforcement cap"),
        description=translate("BattleRuleSet", "most reinforcements counted in an attack"),
    )
    teams: tuple[int, ...] | None = Field(
        default=None,
        # 「席ごとに紅組か白組をえらびます」: a choice per seat; none is 個人戦
        json_schema_extra={"per_seat": True,
                           "seat_choices": (translate("BattleRuleSet", "Red team (紅組)"),
                                            translate("BattleRuleSet", "White team (白組)")),
                           "none_text": translate("BattleRuleSet", "individual play")},
        title=translate("BattleRuleSet", "match"),
        description=translate("BattleRuleSet", "individual play, or 紅白戦 with a team (紅組 or 白組) chosen for each seat"),
    )
    overseas_chance: float = Field(
        default=0.5, ge=0, le=1,
        title=translate("BattleRuleSet", "overseas chance"),
        description=translate("BattleRuleSet", "chance that a call brings an overseas city"),
    )
    unaffiliated_ashidome: Literal["everyone", "nobody"] = Field(
        default="everyone",
        title=translate("BattleRuleSet", "足止め of unaffiliated towns"),
        description=translate(
            "BattleRuleSet", "whom an unaffiliated town's 足止め slows: every seat's piece next to it (the rule text's "
            "「となりにいる相手」), or nobody"),
    )

    @field_validator("teams")
    @classmethod
    def _two_teams(cls, teams: tuple[int, ...] | None) -> tuple[int, ...] | None:
        """紅白戦 is 紅組 against 白組: every seat on one of the two, and each with a seat (a game of
        one team would be won before its first move)."""
        if teams is None:
            return None
        if any(team not in range(len(TEAM_NAMES)) for team in teams):
            raise ValueError(translate("BattleSetup", "a team is 0 ({red}) or 1 ({white}), not {teams}").format(
                red=TEAM_NAMES[0], white=TEAM_NAMES[1], teams=list(teams)))
        if len(set(teams)) < len(TEAM_NAMES):
            raise ValueError(translate("BattleSetup", "紅白戦 needs a seat on each team ({teams})").format(
                teams="・".join(TEAM_NAMES)))
        return teams

    def rounds_for(self, players: int) -> int:
        """The turn limit in rounds (0: none)."""
        if self.turn_limit is not None:
            return self.turn_limit
        return 40 if players < 10 else 30


@dataclass(frozen=True, order=True, slots=True)  # (slots: a CPU reads hundreds of moves a position)
class BattleMove:
    """One action. ``piece``/``cell`` are municipality codes (an overseas piece: its city id).

    Kinds: ``move`` (an occupied ``cell`` is an attack), ``place`` (a piece from the hand),
    ``swap`` (``piece`` trades places with bonded ``cell``'s piece — ``cell`` holds the partner
    piece's id), ``fly`` (airport, to any empty cell), ``call`` (sacrifice ``sacrifice`` for an
    overseas city), ``home`` (choose a home cell), ``pass``.
    """

    kind: str
    piece: str = ""
    cell: str = ""
    sacrifice: tuple[str, ...] = ()

    def to_json(self) -> dict:
        data: dict = {"kind": self.kind}
        if self.piece:
            data["piece"] = self.piece
        if self.cell:
            data["cell"] = self.cell
        if self.sacrifice:
            data["sacrifice"] = list(self.sacrifice)
        return data

    @classmethod
    def from_json(cls, data) -> BattleMove:
        if not isinstance(data, dict) or data.get("kind") not in ("move", "place", "swap", "fly", "call", "home", "pass"):
            raise ValueError(translate("RecordError", "not a battle move: {data}").format(data=repr(data)))
        return cls(data["kind"], str(data.get("piece", "")), str(data.get("cell", "")),
                   tuple(str(p) for p in data.get("sacrifice", ())))


@dataclass(frozen=True)
class BattleState:
    """A position. Pieces 0..n-1 are the towns (piece ``k``'s home cell is cell ``k``); pieces from
    n on are the overseas cities that may join by a call.

    Attributes:
        occupant: the piece on each cell, or -1.
        where: each piece's cell, or HAND, GONE or OUT.
        owner: each piece's seat, or -1 (unaffiliated).
        homes: each seat's home piece (-1 while homes are being chosen).
        alive: whether each seat still has its home.
        order: turn order (seats); position: whose turn in it.
        round, turns: completed rounds and turns.
        used: one-shot abilities spent, as (piece, ability).
        seed: the generator state for overseas calls.
        phase: ``homes`` while seats choose their homes, else ``play``.
        winners, end_reason: once over (``last_home`` or ``turn_limit``).
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
    used: frozenset = frozenset()
    seed: int = 0
    phase: str = "play"
    winners: tuple[int, ...] = ()
    end_reason: str = ""

    @property
    def to_move(self) -> int:
        return self.order[self.position]

    @property
    def is_over(self) -> bool:
        return bool(self.end_reason)


_NO_ABILITIES: frozenset[str] = frozenset()
_FAR = 1 << 30  # stands for "cannot be reached" while taking the least of several distances


def _move_order(move: BattleMove) -> tuple:
    return move.kind, move.piece, move.cell, move.sacrifice


class BattleRules:
    """The rules compiled for one board dataset."""

    def __init__(self, dataset: Dataset, ruleset: BattleRuleSet | None = None) -> None:
        # a dataset with design errors is refused here, on every path a game or simulation takes (a
        # province listed twice once sent a CPU's chain search on for ever)
        require_playable(dataset)
        self.ruleset = ruleset or BattleRuleSet()
        self.dataset = dataset  # for telling moves in its names; the engine reads only what follows
        towns = dataset.municipalities
        self.codes = tuple(m.code for m in towns)
        n = len(self.codes)
        neighbours: list[set[int]] = [set() for _ in range(n)]
        index = {code: i for i, code in enumerate(self.codes)}
        for code, others in dataset.cell_adjacency.items():
            for other in others:
                if code in index and other in index:
                    neighbours[index[code]].add(index[other])
                    neighbours[index[other]].add(index[code])
        for link in dataset.sea_links:
            if link.a in index and link.b in index:
                neighbours[index[link.a]].add(index[link.b])
                neighbours[index[link.b]].add(index[link.a])
        self.neighbours = tuple(tuple(sorted(s)) for s in neighbours)
        self._degree = tuple(len(around) for around in self.neighbours)
        #: the cells with fewer than two neighbours: they have at most one open neighbour even with
        #: no affiliated piece next to them (see _ring_facts)
        self._lone_cells = tuple(cell for cell, around in enumerate(self.neighbours) if len(around) < 2)
        overseas = [(c.id, c.population) for c in dataset.overseas_cities]
        overseas += [(pid, pop) for pid, _name, pop in PORT_CITIES if pid not in {o[0] for o in overseas}]
        self.piece_ids = self.codes + tuple(pid for pid, _ in overseas)
        self.index = {pid: i for i, pid in enumerate(self.piece_ids)}
        self.n_cells = n
        self.ports = tuple(self.index[pid] for pid, _name, _pop in PORT_CITIES)
        self.stars = tuple(cell_stars(m) for m in towns) + tuple(overseas_stars(pop) for _, pop in overseas)
        self.base_movement = tuple(cell_movement(m) - sum(1 for a in set(m.abilities) if a in ("movement-plus-1", "airport-large"))
                                   for m in towns) + (OVERSEAS_MOVEMENT,) * len(overseas)
        self.abilities = tuple(frozenset(m.abilities) for m in towns) + (frozenset(),) * len(overseas)
        self.board_abilities = frozenset().union(*self.abilities)  # what any piece could have, own or shared
        partners: list[set[int]] = [set() for _ in self.piece_ids]
        for link in dataset.sister_city_links:
            a, b = index.get(link.a), self.index.get(link.b)
            if a is not None and b is not None and a != b:
                partners[a].add(b)
                partners[b].add(a)
        self.partners = tuple(tuple(sorted(p)) for p in partners)
        #: per ability on the board, the pieces that have it or could share it with a sister city:
        #: the only ones worth asking about it (a few towns of a board have each)
        self._could_have = {ability: frozenset(p for p in range(len(self.piece_ids))
                                               if any(ability in self.abilities[q] for q in (p, *partners[p])))
                            for ability in self.board_abilities}
        #: the pieces that have an ability, own or through a sister city: no other has any to look up
        self._gifted = frozenset().union(*self._could_have.values())
        self.star4 = tuple(i for i, m in enumerate(towns) if is_star_city(m) or self.stars[i] >= 4)
        self._distance_memo: dict[int, list[int]] = {}
        self._nearest_memo: dict[tuple[int, ...], list[int]] = {}
        self._nearest_first_memo: dict[int, list[int]] = {}
        #: the seats allied with each seat (itself included); the last entry, read for NOBODY (-1),
        #: is empty: unaffiliated is nobody's ally
        teams = self.ruleset.teams or ()
        self._sides = tuple(frozenset(other for other in range(len(teams)) if teams[other] == teams[seat])
                            if seat < len(teams) else frozenset({seat})
                            for seat in range(max(MAX_PLAYERS, len(teams)))) + (frozenset(),)
        self._cap = self.ruleset.reinforcement_cap
        self._neutral_slows = self.ruleset.unaffiliated_ashidome == "everyone"
        self._supporters = self._could_have.get("ally-support", frozenset())
        self._weakeners = self._could_have.get("enemy-defence-minus-1", frozenset())
        self._fortresses = self._could_have.get("fortress", frozenset())
        self._pieces_memo: tuple = (None, {})  # the last owners' pieces per seat
        #: each piece's place in the order of (stars, id): a call's sacrifices are looked for in it
        self._by_stars = [0] * len(self.piece_ids)
        by_stars = sorted(range(len(self.piece_ids)), key=lambda p: (self.stars[p], self.piece_ids[p]))
        for place, piece in enumerate(by_stars):
            self._by_stars[piece] = place
        self._span: int | None = None
        self._legal_memo = LastPositionMemo(self._legal_moves)
        self._placing_span: tuple = (None, 0, 0)  # (the legal-move list last made, its placings' start, stop)
        # Facts about rings in one position (see _rings), asked for by every move weighed in it.
        self._rings = LastPositionMemo(self._ring_facts)
        self._ring_base: tuple = (None,)  # the last ring facts worked out (see _fresh_ring_base)
        #: the last move made by result(): (the position, the one after, the cells it may have changed)
        self._last_step: tuple = (None, None, ())
        #: per kind of move and piece, the moves made so far (see _moves_to)
        self._move_rows: dict[str, list[tuple[list[BattleMove | None], set[int]] | None]] = {
            kind: [None] * len(self.piece_ids) for kind in ("move", "place", "swap", "fly")}
        self._last_calls: dict[int, tuple[list[int], list[BattleMove]]] = {}  # per seat: its last holding's calls
        self._call_moves: dict[tuple[int, ...], BattleMove] = {}  # each sacrifice's call, made once (see _moves_to)
        # pieces and cells in the order of their ids: the order of the legal-move list
        by_id = sorted(range(len(self.piece_ids)), key=self.piece_ids.__getitem__)
        self._rank = [0] * len(self.piece_ids)
        for position, piece in enumerate(by_id):
            self._rank[piece] = position
        self._cells_by_id = tuple(c for c in by_id if c < n)
        self._pieces_by_id = tuple(by_id)
        self._neighbour_sets = tuple(frozenset(around) for around in self.neighbours)

    # -- sides -----------------------------------------------------------------------------------

    def allied(self, a: int, b: int) -> bool:
        """Same seat, or (in 紅白戦) same team. Unaffiliated is nobody's ally."""
        return a in self._sides[b]

    # -- setup -------------------------------------------------------------------------------------

    def starting_towns(self, players: int) -> int:
        base = next(count for limit, count in STARTING_TOWNS if players <= limit)
        return max(1, round(base * STARTING_FACTOR[self.ruleset.starting_towns]))

    def distances(self, start: int) -> list[int]:
        """Steps from ``start`` to every cell over land and sea links (-1: unreachable)."""
        if start not in self._distance_memo:
            distance = [-1] * self.n_cells
            distance[start] = 0
            queue = deque([start])
            while queue:
                cell = queue.popleft()
                for other in self.neighbours[cell]:
                    if distance[other] < 0:
                        distance[other] = distance[cell] + 1
                        queue.append(other)
            self._distance_memo[start] = distance
        return self._distance_memo[start]

    @staticmethod
    def is_home(state: BattleState, piece: int) -> bool:
        """Whether ``piece`` is the home of a seat still in the game: a fallen seat's home, taken
        and placed again by its taker, is a town like any other (no 本拠地 +1 in defence, and it may
        be offered in an overseas call)."""
        return any(home == piece and alive for home, alive in zip(state.homes, state.alive))

    def steps_to_nearest(self, homes: tuple[int, ...]) -> list[int]:
        """Steps from every cell to the nearest of ``homes`` (0 where none can be reached). Kept
        per set of homes: a game's homes change only when one falls, and each position asked
        again what the one before had (a sixth of a 北海道 game's time). Bounded, since a long
        study meets thousands of sets."""
        steps = self._nearest_memo.get(homes)
        if steps is None:
            apart = [[d if d >= 0 else _FAR for d in self.distances(home)] for home in homes]
            steps = [0 if d == _FAR else d for d in map(min, *apart)] if len(apart) > 1 else \
                [0 if d == _FAR else d for d in apart[0]]
            if len(self._nearest_memo) >= 256:
                self._nearest_memo.clear()
            self._nearest_memo[homes] = steps
        return steps

    def span(self) -> int:
        """The board's span in steps: the longest shortest path found by two sweeps (a lower
        bound on the diameter, exact on paths and trees), ignoring unreachable cells."""
        if self._span is None:
            first = self.distances(0)
            far = max(range(self.n_cells), key=lambda c: first[c])
            self._span = max(self.distances(far))
        return self._span

    def _home_pool(self) -> list[int]:
        return list(self.star4) if self.ruleset.home_pool == "star4" else list(range(self.n_cells))

    def start_problem(self, players: int) -> str:
        """Why a game of ``players`` cannot start on this board with these options ("" if it can):
        the set-up dialog asks before it offers OK, :meth:`initial_state` refuses."""
        if not 2 <= players <= MAX_PLAYERS:
            return translate("BattleSetup", "市区町村バトル is for 2–{most} players, not {players}").format(
                most=MAX_PLAYERS, players=players)
        teams = self.ruleset.teams
        if teams is not None and len(teams) != players:
            return translate("BattleSetup", "teams name {seats} seats for {players} players").format(
                seats=len(teams), players=players)
        pool = len(self._home_pool())
        if pool < players:
            if self.ruleset.home_pool == "star4":
                return translate("BattleSetup", "this board has {pool} ★4 towns, so homes on ★4 towns allow at most "
                                                "{pool} players, not {players}").format(pool=pool, players=players)
            return translate("BattleSetup", "only {pool} cells can be homes for {players} players").format(
                pool=pool, players=players)
        return ""

    def initial_state(self, players: int, rng: random.Random) -> BattleState:
        """Roll the turn order, spin the roulette for homes (or open the home choice), hand out towns.

        Raises:
            ValueError: not 2–16 players, teams of the wrong length, or too few home cells.
        """
        problem = self.start_problem(players)
        if problem:
            raise ValueError(problem)
        order = self._roll_order(players, rng)
        n_pieces = len(self.piece_ids)
        base = BattleState(
            occupant=tuple(range(self.n_cells)),
            where=tuple(range(self.n_cells)) + (OUT,) * (n_pieces - self.n_cells),
            owner=(NOBODY,) * n_pieces, homes=(-1,) * players, alive=(True,) * players,
            order=tuple(order), seed=rng.getrandbits(32),
        )
        if self.ruleset.home_placement == "chosen":
            return copy_state(base, phase="homes")
        homes = [-1] * players
        spins = list(order)
        if self.ruleset.spin_order == "shuffled":
            rng.shuffle(spins)
        for seat in spins:
            homes[seat] = self._roulette(homes, seat, rng)
        return self._hand_out_towns(copy_state(base, homes=tuple(homes)))

    def _roulette(self, homes: list[int], seat: int, rng: random.Random) -> int:
        teams = self.ruleset.teams
        # In 紅白戦 the roulette may stop on a team mate's home (a shared home); never on an opponent's.
        taken = [h for other, h in enumerate(homes)
                 if h >= 0 and not (teams is not None and self.ruleset.home_placement == "spread" and teams[other] == teams[seat])]
        free = [c for c in self._home_pool() if c not in taken]
        if self.ruleset.home_placement == "spread" and any(h >= 0 for h in homes):

            def gaps(mates: bool) -> list[int] | None:
                """Steps from each cell to the nearest home of a team mate (``mates``) or of an
                opponent (999 where none can be reached); None when there is none yet."""
                apart = [[d if d >= 0 else 999 for d in self.distances(home)] for other, home in enumerate(homes)
                         if home >= 0 and (teams is not None and teams[other] == teams[seat]) == mates]
                if not apart:
                    return None
                return list(map(min, *apart)) if len(apart) > 1 else apart[0]

            away = gaps(False)
            if away is not None and free:
                # ほどよく散らばる: at random among the cells at a fair spacing (the board's span
                # shared among the players) from every opponent's home, not only the farthest
                # cells: on 東京都 "the farthest from the first home" was 青ヶ島 or 小笠原 nearly
                # every game, which sank the second seat (11 % of wins among four equal CPUs);
                # in 紅白戦 the first of a team to spin went there in 3 games of 4.
                best = max(away[c] for c in free)
                spacing = min(best, max(1, self.span() // len(homes)))
                free = [c for c in free if away[c] >= spacing]
            if teams is not None:
                # 同じ組が近くに集まる: among those, the nearest to a team mate's home (its own
                # cell included: the shared home the rules allow)
                near = gaps(True)
                if near is not None and free:
                    closest = min(near[c] for c in free)
                    free = [c for c in free if near[c] <= closest + 2]
        return rng.choice(free)

    def _hand_out_towns(self, state: BattleState) -> BattleState:
        owner = list(state.owner)
        for seat in reversed(state.order):  # a shared home belongs to the first of its seats in turn order
            owner[state.homes[seat]] = seat
        # each seat's home, and the other cells by (steps from it, code): the nearest town first
        order_homes = [(seat, self._nearest_first(state.homes[seat])) for seat in state.order]
        for _ in range(self.starting_towns(len(state.homes)) - 1):
            for seat, nearest_first in order_homes:  # in turn order, each takes its nearest unowned town
                town = next((c for c in nearest_first if owner[c] == NOBODY), None)
                if town is not None:
                    owner[town] = seat
        return copy_state(state, owner=tuple(owner), phase="play", position=0)

    def _nearest_first(self, home: int) -> list[int]:
        """The cells reachable from ``home`` (itself aside), nearest first, then by code."""
        nearest = self._nearest_first_memo.get(home)
        if nearest is None:
            distance = self.distances(home)
            nearest = self._nearest_first_memo[home] = sorted(
                (c for c in range(self.n_cells) if distance[c] > 0), key=lambda c: (distance[c], self.codes[c]))
        return nearest

    def _roll_order(self, players: int, rng: random.Random) -> list[int]:
        if self.ruleset.turn_order == "fixed":
            return list(range(players))
        rolls = {seat: (rng.randint(1, 6),) for seat in range(players)}
        while len(set(rolls.values())) < players:  # re-roll the tied seats, as long as it takes
            tied = [s for s in rolls if list(rolls.values()).count(rolls[s]) > 1]
            for seat in tied:
                rolls[seat] = rolls[seat] + (rng.randint(1, 6),)
        return sorted(range(players), key=lambda s: tuple(-v for v in rolls[s]))

    # -- abilities, movement, strength -------------------------------------------------------------

    def bonded(self, state: BattleState, piece: int) -> list[int]:
        """Partners bonded with a player's piece: both on the board, the partner yours or unaffiliated."""
        owner = state.owner[piece]
        if owner == NOBODY or state.where[piece] < 0:
            return []
        return [q for q in self.partners[piece] if state.where[q] >= 0 and state.owner[q] in (owner, NOBODY)]

    def effective_abilities(self, state: BattleState, piece: int) -> frozenset[str]:
        """Own abilities, plus those of bonded partners (one-shots excepted); unaffiliated get none."""
        own = self.abilities[piece]
        if not self.partners[piece]:
            return own  # (most towns: no sister city on the board)
        shared = set()
        for partner in self.bonded(state, piece):
            shared |= self.abilities[partner] - ONE_SHOT
        return own | shared

    def movement(self, state: BattleState, piece: int) -> int:
        """Movement now: area, movement abilities (own or shared), minus 足止め from adjacent enemies."""
        return self._movement(state, piece, self.effective_abilities(state, piece))

    def _movement(self, state: BattleState, piece: int, abilities: frozenset[str]) -> int:
        """:meth:`movement`, for a piece whose abilities now are ``abilities``."""
        value = self.base_movement[piece] + ("movement-plus-1" in abilities) + ("airport-large" in abilities)
        cell = state.where[piece]
        if cell >= 0 and "ashidome" in self.board_abilities:
            could, occupant = self._could_have["ashidome"], state.occupant
            for c in self.neighbours[cell]:
                if occupant[c] in could and self._slowed_by(state, piece, c):
                    value -= 1
                    break
        return max(0, value)

    def _enemy_has(self, state: BattleState, piece: int, cell: int, ability: str) -> bool:
        other = state.occupant[cell]
        return (other >= 0 and state.owner[other] != NOBODY and not self.allied(state.owner[other], state.owner[piece])
                and ability in self.effective_abilities(state, other))

    def _slowed_by(self, state: BattleState, piece: int, cell: int) -> bool:
        """Whether the 足止め of the piece on ``cell`` slows ``piece``: an enemy's, and an
        unaffiliated town's unless the rules say it slows nobody."""
        other = state.occupant[cell]
        if other >= 0 and state.owner[other] == NOBODY:
            return self._neutral_slows and "ashidome" in self.effective_abilities(state, other)
        return self._enemy_has(state, piece, cell, "ashidome")

    def _ally_has(self, state: BattleState, piece: int, cell: int, ability: str) -> bool:
        other = state.occupant[cell]
        return (other >= 0 and other != piece and self.allied(state.owner[other], state.owner[piece])
                and ability in self.effective_abilities(state, other))

    def attack_strength(self, state: BattleState, attacker: int, target_cell: int) -> tuple[int, int]:
        """``(attack, defence)`` when ``attacker`` strikes the piece on ``target_cell``."""
        occupant, owner = state.occupant, state.owner
        defender = occupant[target_cell]
        around_target = self.neighbours[target_cell]
        # (a piece that neither has an ability nor a sister city with one has none to look up:
        # most pieces of most boards, and every CPU weighs a score of attacks a position)
        gifted = self._gifted
        att_abilities = self.effective_abilities(state, attacker) if attacker in gifted else _NO_ABILITIES
        def_abilities = self.effective_abilities(state, defender) if defender in gifted else _NO_ABILITIES
        attack = self.stars[attacker] + ("attack-plus-1" in att_abilities)
        defence = self.stars[defender] + ("defence-plus-1" in def_abilities)
        # reinforcements: the pieces around the target (the attacker aside) on each one's side
        att_owner, def_owner = owner[attacker], owner[defender]
        att_friends, def_friends = self._sides[att_owner], self._sides[def_owner]
        att_help = def_help = 0
        if def_friends:
            for c in around_target:
                p = occupant[c]
                if p >= 0 and p != attacker and p != defender:
                    side = owner[p]
                    if side in att_friends:
                        att_help += 1
                    if side in def_friends:
                        def_help += 1
        else:  # (an unaffiliated defender, the most attacked: only the attacker's side helps)
            for c in around_target:
                p = occupant[c]
                if p >= 0 and p != attacker and owner[p] in att_friends:
                    att_help += 1
        if att_help:
            attack += min(3 if "reinforcement-cap-3" in att_abilities else self._cap, att_help)
        if def_help:
            defence += min(3 if "reinforcement-cap-3" in def_abilities else self._cap, def_help)
        if "attack-per-hand-piece" in att_abilities:
            attack += self.hand_size(state, att_owner)
        if def_owner != NOBODY and self.is_home(state, defender):
            defence += 1
        # (an ability no piece of the board has is not looked for around the cells)
        support = self._supporters
        if support:
            if any(occupant[c] in support and self._ally_has(state, attacker, c, "ally-support")
                   for c in self.neighbours[state.where[attacker]]):
                attack += 1
            if any(occupant[c] in support and self._ally_has(state, defender, c, "ally-support") for c in around_target):
                defence += 1
        weakening = self._weakeners
        if weakening and any(occupant[c] in weakening
                             and self._enemy_has(state, defender, c, "enemy-defence-minus-1") for c in around_target):
            defence -= 1
        return attack, defence

    # -- where a piece can go ----------------------------------------------------------------------

    def reachable(self, state: BattleState, piece: int) -> tuple[list[int], list[int]]:
        """Empty cells the piece can end on, and cells it can attack."""
        empty, targets = self._reach(state, piece)
        return sorted(empty), sorted(targets)

    def _reach(self, state: BattleState, piece: int) -> tuple[set[int], set[int]]:
        """:meth:`reachable`, as sets."""
        start = state.where[piece]
        abilities = self.effective_abilities(state, piece) if piece in self._gifted else _NO_ABILITIES
        steps = self._movement(state, piece, abilities)
        shinobi, jump_allies = "shinobi" in abilities, "jump-allies" in abilities or "shinobi" in abilities
        # 紅白戦: 「同じ組の駒(自分の駒も)は通りぬけられる」; otherwise no piece is passed through
        jump_allies = jump_allies or self.ruleset.teams is not None
        friends = self._sides[state.owner[piece]]
        occupant, owner, neighbours = state.occupant, state.owner, self.neighbours
        seen = {start}  # every cell looked at: each is sorted into empty, target or neither once
        frontier = [start]
        empty, targets = set(), set()
        for _ in range(steps):  # one step further each time: the cells first reached by it
            reached = []
            for cell in frontier:
                for other in neighbours[cell]:
                    if other in seen:
                        continue
                    seen.add(other)
                    holder = occupant[other]
                    if holder < 0:
                        empty.add(other)
                        reached.append(other)
                    elif owner[holder] in friends:
                        if jump_allies:
                            reached.append(other)
                    else:
                        targets.add(other)
                        if shinobi:
                            reached.append(other)
            if not reached:
                break
            frontier = reached
        return empty, targets

    def encircled(self, state: BattleState, piece: int) -> bool:
        """Every neighbour holds a piece of a player not on this piece's side (alone among its own
        side a piece is safe; unaffiliated pieces never encircle; 要塞 cannot be encircled)."""
        cell = state.where[piece]
        if cell < 0 or (piece in self._fortresses and "fortress" in self.effective_abilities(state, piece)):
            return False
        around = self.neighbours[cell]
        if not around:
            return False
        mine = state.owner[piece]
        enemy_seen = False
        for other in around:
            holder = state.occupant[other]
            if holder < 0 or state.owner[holder] == NOBODY:
                return False
            if self.allied(state.owner[holder], mine):
                if self.ruleset.teams is not None:
                    return False  # 紅白戦: only a ring of the other team encircles
            else:
                enemy_seen = True
        return enemy_seen

    def _victims(self, state: BattleState, mover: int, cells: list[int]) -> list[int]:
        """Pieces around ``cells`` (and on them) that ``mover`` has just encircled."""
        found = []
        occupant, owner, friends = state.occupant, state.owner, self._sides[mover]
        for cell in cells:
            for other_cell in (cell,) + self.neighbours[cell]:
                piece = occupant[other_cell]
                if piece >= 0 and owner[piece] not in friends and piece not in found and self.encircled(state, piece):
                    found.append(piece)
        return found

    def _ring_facts(self, state: BattleState) -> tuple[list[int], frozenset[int], frozenset[int]]:
        """Three facts about rings in ``state`` (kept for the position by ``_rings``): for each
        occupied cell the one cell around it not held by an affiliated piece (-1 when there is
        none, -2 when there are several, or the cell is empty); the cells all of whose neighbours
        hold affiliated pieces; and the cells that are some piece's one open neighbour.

        A game asks about each position after the one before: when ``state`` is what
        :meth:`result` made of the position they were last worked out for, only the few cells the
        move changed are looked at again (:meth:`_ring_base_after`); otherwise they are counted
        afresh (:meth:`_fresh_ring_base`)."""
        step, base = self._last_step, self._ring_base
        if step[1] is state and base[0] is step[0]:
            base = self._ring_base_after(base, state, step[2])
        else:
            base = self._fresh_ring_base(state)
        self._ring_base = base
        return base[2], base[3], base[5]

    def _fresh_ring_base(self, state: BattleState) -> tuple:
        """The ring facts of ``state`` and what they are counted from: ``(state, closed, gap,
        full, closing counts, closing)``, where ``closed`` is, per cell, its neighbours held by an
        affiliated piece, and the closing counts how many pieces have each closing cell as their
        one open neighbour.

        Counted from the affiliated pieces, a few dozen where the open cells are a hundred and
        more: only a cell next to one (or with fewer than two neighbours) can have at most one
        open neighbour."""
        occupant, owner, neighbours, degree = state.occupant, state.owner, self.neighbours, self._degree
        closed = [0] * self.n_cells
        touched = set()
        for cell, holder in enumerate(occupant):
            if holder >= 0 and owner[holder] != NOBODY:
                around = neighbours[cell]
                touched.update(around)
                for other in around:
                    closed[other] += 1
        gap = [-2] * self.n_cells
        full, counts = [], {}
        for cell in touched:
            if closed[cell] == degree[cell]:
                full.append(cell)
        for cell in (*touched, *self._lone_cells):
            holder = occupant[cell]
            if holder < 0:
                continue
            count = degree[cell] - closed[cell]
            if count == 0:
                gap[cell] = -1
            elif count == 1:
                for other in neighbours[cell]:
                    holder = occupant[other]
                    if holder < 0 or owner[holder] == NOBODY:
                        gap[cell] = other
                        counts[other] = counts.get(other, 0) + 1
                        break
        return state, closed, gap, frozenset(full), counts, frozenset(counts)

    def _ring_base_after(self, base: tuple, state: BattleState, cells: tuple[int, ...]) -> tuple:
        """:meth:`_fresh_ring_base` of ``state``, worked out from ``base`` (that of the position
        before a move) and ``cells``, the cells whose holder the move may have changed: a cell's
        facts change only when it or a neighbour went from empty, unaffiliated or affiliated to
        another of the three."""
        before, closed, gap, full, counts, closing = base
        old_occupant, old_owner = before.occupant, before.owner
        occupant, owner, neighbours, degree = state.occupant, state.owner, self.neighbours, self._degree
        changed, flipped = [], []  # cells of another kind now; of those, the ones (un)held by an affiliated piece
        for cell in set(cells):  # (a cell may be named twice: left, and next to where the piece went)
            old, new = old_occupant[cell], occupant[cell]
            was = old >= 0 and old_owner[old] != NOBODY
            now = new >= 0 and owner[new] != NOBODY
            if was != now:
                flipped.append(cell)
                changed.append(cell)
            elif (old >= 0) != (new >= 0):
                changed.append(cell)
        if not changed:
            return state, closed, gap, full, counts, closing
        dirty = set(changed)
        if flipped:
            closed = closed[:]
            for cell in flipped:
                change = 1 if occupant[cell] >= 0 and owner[occupant[cell]] != NOBODY else -1
                around = neighbours[cell]
                for other in around:
                    closed[other] += change
                dirty.update(around)
            full = set(full)
        gap, counts = gap[:], dict(counts)
        for cell in dirty:
            found = -2
            if occupant[cell] >= 0:
                count = degree[cell] - closed[cell]
                if count == 0:
                    found = -1
                elif count == 1:
                    for other in neighbours[cell]:
                        holder = occupant[other]
                        if holder < 0 or owner[holder] == NOBODY:
                            found = other
                            break
            was = gap[cell]
            if found != was:
                gap[cell] = found
                if was >= 0:
                    if counts[was] == 1:
                        del counts[was]
                    else:
                        counts[was] -= 1
                if found >= 0:
                    counts[found] = counts.get(found, 0) + 1
            if flipped:
                if closed[cell] and closed[cell] == degree[cell]:
                    full.add(cell)
                else:
                    full.discard(cell)
        return (state, closed, gap, frozenset(full) if flipped else full, counts,
                frozenset(counts) if counts.keys() != closing else closing)

    def closing_cells(self, state: BattleState) -> frozenset[int]:
        """The empty cells where a piece could close a ring: each is the one open neighbour of
        some piece (:meth:`may_encircle` is False for every other cell)."""
        return self._rings(state)[2]

    def _ringed_after(self, state: BattleState, piece: int, cell: int) -> bool:
        """Whether, once ``piece`` has gone to ``cell``, every cell around it holds an affiliated
        piece: what :meth:`encircled` needs first. False rules encirclement out without building
        the board after the move."""
        if cell not in self._rings(state)[1]:
            return False
        left = state.where[piece]
        return left < 0 or left not in self._neighbour_sets[cell]  # the cell it leaves opens the ring

    def may_encircle(self, state: BattleState, piece: int, cell: int) -> bool:
        """Whether moving or placing ``piece`` onto the empty ``cell`` could encircle anyone: some
        piece next to ``cell`` would then have every neighbour taken by an affiliated piece. A
        necessary condition only (sides, 要塞 and teams are :meth:`encircled`'s), cheap enough for
        a CPU to skip building the board after most of its moves."""
        gap = self._rings(state)[0]
        left = state.where[piece]
        for around in self.neighbours[cell]:
            # around's only open neighbour is the cell the piece arrives on, and the piece does
            # not leave a gap next to it
            if gap[around] == cell and around != left and (left < 0 or left not in self._neighbour_sets[around]):
                return True
        return False

    def _put(self, state: BattleState, piece: int, cell: int) -> BattleState:
        occupant, where = list(state.occupant), list(state.where)
        if where[piece] >= 0:
            occupant[where[piece]] = -1
        occupant[cell] = piece
        where[piece] = cell
        return copy_state(state, occupant=tuple(occupant), where=tuple(where))

    def _swapped(self, state: BattleState, piece: int, partner: int) -> BattleState:
        """The board once ``piece`` and its bonded ``partner`` have changed places (no ring taken yet)."""
        a, b = state.where[piece], state.where[partner]
        occupant, where = list(state.occupant), list(state.where)
        occupant[a], occupant[b] = partner, piece
        where[piece], where[partner] = b, a
        return copy_state(state, occupant=tuple(occupant), where=tuple(where))

    def _may_swap(self, state: BattleState, piece: int, partner: int) -> bool:
        """A swap goes into the partner's cell as a move does: not where the piece would be
        encircled, nor closing a ring round another piece of the seat's (「自分から囲まれるマスには
        入れません」), unless the swap encircles someone."""
        a, b = state.where[piece], state.where[partner]
        _gap, full, closing = self._rings(state)
        if b not in full and a not in self._neighbour_sets[b] and a not in closing and b not in closing:
            return True  # (most swaps: nothing is ringed at either end, before or after)
        after = self._swapped(state, piece, partner)
        if self._victims(after, state.to_move, [a, b]):
            return True
        return not self.encircled(after, piece) and \
            not self._rings_own(after, state.to_move, self.neighbours[a] + self.neighbours[b], piece)

    def _may_enter(self, state: BattleState, piece: int, cell: int) -> bool:
        """Not into a cell where the piece would be encircled, nor where it closes the ring round
        another piece of its seat's (「自分から囲まれるマスには入れません」: a seat does not ring
        itself), unless entering encircles someone."""
        ringed = self._ringed_after(state, piece, cell)
        if not ringed and cell not in self._rings(state)[2]:
            return True  # (most cells: the board after the move is never built)
        after = self._put(state, piece, cell)
        if self._victims(after, state.to_move, [cell]):
            return True
        if ringed and self.encircled(after, piece):
            return False
        return not self._rings_own(after, state.to_move, self.neighbours[cell], piece)

    def _rings_own(self, after: BattleState, seat: int, cells, moved: int) -> bool:
        """Whether some piece of ``seat`` on ``cells`` (other than ``moved``) is encircled in ``after``."""
        occupant, owner = after.occupant, after.owner
        return any(occupant[c] >= 0 and occupant[c] != moved and owner[occupant[c]] == seat
                   and self.encircled(after, occupant[c]) for c in cells)

    # -- moves -------------------------------------------------------------------------------------

    def to_move(self, state: BattleState) -> int:
        return state.to_move

    def is_over(self, state: BattleState) -> bool:
        return state.is_over

    def scores(self, state: BattleState) -> list[float]:
        players = len(state.alive)
        if not state.winners:
            return [0.0] * players
        return [1.0 / len(state.winners) if s in state.winners else 0.0 for s in range(players)]

    def hand_size(self, state: BattleState, seat: int) -> int:
        """How many pieces ``seat`` holds in hand (持ち駒), to be placed later."""
        where = state.where
        return sum(1 for piece in self._pieces_of(state, seat) if where[piece] == HAND)

    def star_total(self, state: BattleState, seat: int) -> int:
        """Stars of every piece a seat holds, on the board and in hand."""
        return sum(self.stars[p] for p, o in enumerate(state.owner) if o == seat and state.where[p] not in (GONE, OUT))

    def legal_moves(self, state: BattleState) -> list[BattleMove]:
        """Every move of the seat to move, in a stable order (empty once the game is over)."""
        return self._legal_memo(state)

    def _legal_moves(self, state: BattleState) -> list[BattleMove]:
        if state.is_over:
            return []
        seat = state.to_move
        ids = self.piece_ids
        if state.phase == "homes":
            taken = {h for h in state.homes if h >= 0}
            return [BattleMove("home", cell=ids[c]) for c in self._home_pool() if c not in taken]
        # The list is made in its final order, (kind, piece id, cell id, sacrifice), without
        # sorting it: pieces and cells are taken in the order of their ids, and each kind's moves
        # go to their own list. Move objects are reused from position to position (_moves_to).
        rank = self._rank.__getitem__
        _gap, ringed, closing = self._rings(state)
        # the cells a piece may be kept from: where it would be ringed, or would close a ring
        full = ringed | closing if closing else ringed
        where_of, occupant = state.where, state.occupant
        flights: list[BattleMove] = []
        steps: list[BattleMove] = []
        placings: list[BattleMove] = []
        swaps: list[BattleMove] = []
        mine = self._pieces_of(state, seat)
        hand_pieces = []
        for piece in mine:
            where = where_of[piece]
            if where >= 0:
                empty, targets = self._reach(state, piece)
                cells = [c for c in empty if c not in full or self._may_enter(state, piece, c)]
                cells += targets
                if cells:
                    steps += self._moves_to("move", piece, sorted(cells, key=rank))
                if self.partners[piece]:
                    partners = [p for p in sorted(self.bonded(state, piece), key=rank)
                                if self._may_swap(state, piece, p)]
                    if partners:
                        swaps += self._moves_to("swap", piece, partners)
                for ability in ("airport", "airport-large"):
                    if ability in self.abilities[piece] and (piece, ability) not in state.used:
                        flights += self._moves_to("fly", piece, [
                            c for c in self._cells_by_id
                            if occupant[c] < 0 and (c not in full or self._may_enter(state, piece, c))])
                        break
            elif where == HAND:
                hand_pieces.append(piece)
        if hand_pieces:
            near = {c for p in mine if where_of[p] >= 0 for c in self.neighbours[where_of[p]] if occupant[c] < 0}
            near_in_order = sorted(near, key=rank)
            known: dict[int, bool] = {}  # cell → whether a piece from the hand may be placed there
            fortress = self._fortresses
            allowed: list[int] | None = None  # the cells near that a piece from the hand may go to
            allowed_ranks: list[int] = []
            place_rows = self._move_rows["place"]
            for piece in hand_pieces:
                home_free = piece < self.n_cells and occupant[piece] < 0  # its own home cell (地元) is empty
                if piece in fortress:  # a 要塞 (or could be one) is asked about cell by cell
                    around = near | {piece} if home_free else near
                    cells = [c for c in sorted(around, key=rank) if c not in full or self._may_enter(state, piece, c)]
                else:
                    if allowed is None:  # the same for every other piece of the hand (see _may_place)
                        allowed = [c for c in near_in_order if c not in full or self._may_place(state, piece, c, known)]
                        allowed_ranks = [rank(c) for c in allowed]
                    cells = allowed
                    if home_free and piece not in near and (piece not in full or self._may_place(state, piece, piece, known)):
                        at = bisect_left(allowed_ranks, rank(piece))  # its home among them, in the order of ids
                        cells = [*allowed[:at], piece, *allowed[at:]]
                if cells:
                    made = place_rows[piece]
                    if made is not None and made[1].issuperset(cells):  # (_moves_to, without the call)
                        row = made[0]
                        placings += [row[c] for c in cells]
                    else:
                        placings += self._moves_to("place", piece, cells)
        calls = self._calls(state, seat)
        moves = calls + flights + steps + placings + swaps or [BattleMove("pass")]
        start = len(calls) + len(flights) + len(steps)
        self._placing_span = (moves, start, start + len(placings))
        return moves

    def placing_span(self, moves: list[BattleMove]) -> tuple[int, int] | None:
        """Where the placings from the hand lie in ``moves`` (``moves[start:stop]``, grouped by
        piece), when ``moves`` is the legal-move list this engine made last; None for any other
        list. A CPU can weigh the few cells they go to instead of the hundreds of placings."""
        span = self._placing_span
        return (span[1], span[2]) if span[0] is moves else None

    def _pieces_of(self, state: BattleState, seat: int) -> list[int]:
        """The seat's pieces in the order of their ids, kept for the owners last asked about: a
        position's legal moves and its calls both ask, and owners stay the same between moves
        that take no town."""
        known = self._pieces_memo
        if known[0] is not state.owner:
            known = self._pieces_memo = (state.owner, {})
        pieces = known[1].get(seat)
        if pieces is None:
            owner = state.owner
            pieces = known[1][seat] = [p for p in self._pieces_by_id if owner[p] == seat]
        return pieces

    def _may_place(self, state: BattleState, piece: int, cell: int, known: dict[int, bool]) -> bool:
        """:meth:`_may_enter` for a piece from the hand, worked out once per cell: whether it would
        be encircled there, or encircle someone, does not depend on which piece it is, unless it
        could be a 要塞 (by itself or through a sister city)."""
        if piece in self._fortresses:  # it is, or could share with a sister city, a 要塞
            return self._may_enter(state, piece, cell)
        if cell not in known:
            known[cell] = self._may_enter(state, piece, cell)
        return known[cell]

    def _moves_to(self, kind: str, piece: int, cells: list[int]) -> list[BattleMove]:
        """The moves of ``kind`` taking ``piece`` to each of ``cells``, each made once per board:
        positions reuse them instead of building and hashing hundreds of fresh dataclasses. A row
        is a list by cell (read by index, quicker than by key) and the set of cells it has."""
        rows = self._move_rows[kind]
        entry = rows[piece]
        if entry is None:
            entry = rows[piece] = ([None] * len(self.piece_ids), set())
        row, made = entry
        if not made.issuperset(cells):  # the first time this piece goes to one of these cells
            for cell in cells:
                if row[cell] is None:
                    row[cell] = BattleMove(kind, self.piece_ids[piece], self.piece_ids[cell])
            made.update(cells)
        return [row[cell] for cell in cells]

    def _calls(self, state: BattleState, seat: int) -> list[BattleMove]:
        """The seat's calls of an overseas city, in the order of the legal-move list."""
        if OUT not in state.where[self.n_cells:]:  # no overseas city left to call
            return []
        where, stars = state.where, self.stars
        # (a piece on the board or in hand is where >= HAND: neither GONE nor OUT)
        pieces = sorted((p for p in self._pieces_of(state, seat) if where[p] >= HAND and not self.is_home(state, p)),
                        key=self._by_stars.__getitem__)
        # Pieces of equal stars are interchangeable for the total: a few of each value are enough
        # to find the cheapest minimal sacrifices, and keep the search small on a big holding.
        kept = []
        value = count = 0
        for piece in pieces:
            if stars[piece] != value:
                value, count = stars[piece], 0
            count += 1
            if count <= 6:
                kept.append(piece)
        pieces = kept
        # the pieces a call is looked for among (six of each star value at most) stay the same
        # over about three of a seat's turns in five on 北海道, though it takes towns: its calls are kept for it
        last = self._last_calls.get(seat)
        if last is not None and last[0] == pieces:
            return last[1]
        if sum(stars[p] for p in pieces[-CALL_PIECES:]) < CALL_STARS:  # not even its best pieces are enough
            self._last_calls[seat] = (pieces, [])
            return []
        values = [self.stars[p] for p in pieces]
        found: list[tuple[int, tuple[int, ...]]] = []

        # Groups of up to CALL_PIECES pieces reaching CALL_STARS, none of which could be left out.
        # The pieces go by stars, least first, so a group's first piece is its smallest: the group
        # is minimal when its total without that piece stays below CALL_STARS, and once a longer
        # group would not be, no later piece makes it so.
        def extend(start: int, group: tuple[int, ...], total: int, smallest: int) -> None:
            for k in range(start, len(pieces)):
                value = values[k]
                reach = total + value
                if group and reach - smallest >= CALL_STARS:
                    break
                if reach >= CALL_STARS:
                    found.append((reach, group + (pieces[k],)))
                elif len(group) + 1 < CALL_PIECES:
                    extend(k + 1, group + (pieces[k],), reach, smallest if group else value)

        extend(0, (), 0, 0)
        found.sort(key=lambda item: (item[0], [self.piece_ids[p] for p in item[1]]))
        made = self._call_moves
        if len(made) > 20_000:  # (bounded: a long study meets many sacrifices)
            made.clear()
        calls = []
        for _, group in found[:CALL_CHOICES]:
            move = made.get(group)
            if move is None:
                move = made[group] = BattleMove("call", sacrifice=tuple(self.piece_ids[p] for p in group))
            calls.append(move)
        calls.sort(key=_move_order)  # in the legal-move list's order
        self._last_calls[seat] = (pieces, calls)
        return calls

    # -- applying ----------------------------------------------------------------------------------

    def apply(self, state: BattleState, move: BattleMove) -> BattleState:
        """The state after ``move``; raises :class:`IllegalMove` for one not in :meth:`legal_moves`."""
        legal = self.legal_moves(state)
        # a CPU hands back one of the list's own objects: found by identity before comparing fields
        if not any(m is move for m in legal) and move not in legal:
            raise IllegalMove(translate("IllegalMove", "{move} is not a legal move for seat {seat} now").format(
                move=move.to_json(), seat=state.to_move + 1))
        return self.result(state, move)

    def result(self, state: BattleState, move: BattleMove) -> BattleState:
        """The state after a move already known to be legal (CPU look-ahead skips the check)."""
        if move.kind == "home":
            mover = state.to_move
            homes = list(state.homes)
            homes[mover] = self.index[move.cell]
            state = copy_state(state, homes=tuple(homes))
            if all(h >= 0 for h in homes):
                return self._hand_out_towns(state)
            return copy_state(state, position=state.position + 1)
        after = self._next_turn(self.outcome(state, move))
        # a fallen home can take pieces anywhere (the rings its pieces' new side closes): the next
        # position's ring facts are then counted afresh
        fell = after.alive != state.alive
        self._last_step = (None, None, ()) if fell else (state, after, self._cells_changed_by(state, move))
        return after

    def _cells_changed_by(self, state: BattleState, move: BattleMove) -> tuple[int, ...]:
        """The cells whose holder ``move`` may change in ``state``: those it leaves and enters,
        and the cells around where it enters (the pieces a ring there takes); a call's
        sacrifices on the board. (A fallen home's pieces change sides, never leave their cells.)"""
        if move.kind == "pass":
            return ()
        if move.kind == "call":
            where = state.where
            return tuple(where[p] for p in map(self.index.__getitem__, move.sacrifice) if where[p] >= 0)
        piece, target = self.index[move.piece], self.index[move.cell]
        left = state.where[piece]
        if move.kind == "swap":  # (the target is the partner piece: its cell is the other one)
            target = state.where[target]
            return (left, target) + self.neighbours[left] + self.neighbours[target]
        return (left, target) + self.neighbours[target] if left >= 0 else (target,) + self.neighbours[target]

    def outcome(self, state: BattleState, move: BattleMove) -> BattleState:
        """The board after a legal move, before the turn passes on: what a CPU weighs (the turn
        order, round count and any end are :meth:`result`'s; choosing a home is all turn order)."""
        mover = state.to_move
        if move.kind == "home":
            return self.result(state, move)
        if move.kind == "pass":
            return state
        if move.kind == "call":
            return self._call(state, mover, [self.index[p] for p in move.sacrifice])
        piece, target = self.index[move.piece], self.index[move.cell]
        if move.kind == "swap":
            a, b = state.where[piece], state.where[target]
            return self._encircle(self._swapped(state, piece, target), mover, [a, b])
        if move.kind == "fly":
            ability = "airport" if "airport" in self.abilities[piece] and (piece, "airport") not in state.used else "airport-large"
            state = copy_state(self._put(state, piece, target), used=state.used | {(piece, ability)})
            return self._encircle(state, mover, [target])
        if move.kind == "move" and state.occupant[target] >= 0:
            attack, defence = self.attack_strength(state, piece, target)
            if attack < defence:
                return state  # the attack fails; the move is spent
            state, merged = self._merge(state, state.occupant[target], mover)
            if not merged:  # だるま got up again: the cell stays taken
                return state
        state = self._put(state, piece, target)
        return self._encircle(state, mover, [target])

    def _encircle(self, state: BattleState, mover: int, cells: list[int]) -> BattleState:
        for victim in self._victims(state, mover, cells):
            if state.where[victim] >= 0 and self.encircled(state, victim):
                state, _ = self._merge(state, victim, mover)
        return state

    def _merge(self, state: BattleState, piece: int, mover: int) -> tuple[BattleState, bool]:
        """``piece`` joins ``mover``'s hand (returns False when だるま saves it once)."""
        if "daruma" in self.abilities[piece] and (piece, "daruma") not in state.used:
            return copy_state(state, used=state.used | {(piece, "daruma")}), False
        occupant, where, owner = list(state.occupant), list(state.where), list(state.owner)
        if where[piece] >= 0:
            occupant[where[piece]] = -1
        where[piece] = HAND
        owner[piece] = mover
        alive = list(state.alive)
        changed: list[int] = []  # the cells of the pieces that change sides with a fallen home
        for loser, home in enumerate(state.homes):
            if home == piece and alive[loser]:
                alive[loser] = False  # a home falls: its seat (and a team mate sharing it) is out
                for p, o in enumerate(owner):
                    if o == loser:
                        owner[p] = mover
                        if where[p] >= 0:
                            changed.append(where[p])
        state = copy_state(state, occupant=tuple(occupant), where=tuple(where), owner=tuple(owner), alive=tuple(alive))
        # the pieces that changed sides may close rings (in 紅白戦 a team mate's pieces became the
        # other team's): the one who took the home closed them, and takes what they encircle
        return (self._encircle(state, mover, changed) if changed else state), True

    def _call(self, state: BattleState, mover: int, sacrifice: list[int]) -> BattleState:
        occupant, where = list(state.occupant), list(state.where)
        for piece in sacrifice:
            if where[piece] >= 0:
                occupant[where[piece]] = -1
            where[piece] = GONE
        rng = random.Random(state.seed)
        success = rng.random() < self.ruleset.overseas_chance
        owner = list(state.owner)
        if success:
            available = [p for p in range(self.n_cells, len(self.piece_ids)) if where[p] == OUT]
            own_towns = [p for p, o in enumerate(state.owner) if o == mover and p < self.n_cells]
            for source in (sacrifice, own_towns):
                candidates = sorted({q for p in source for q in self.partners[p] if q in available})
                if candidates:
                    break
            else:
                candidates = [p for p in self.ports if p in available] or available
            if candidates:
                arrival = rng.choice(candidates)
                where[arrival] = HAND
                owner[arrival] = mover
        # the next call's seed as wide as this one's (a room's game: 128 bits, core.games.chance)
        return copy_state(state, occupant=tuple(occupant), where=tuple(where), owner=tuple(owner),
                       seed=rng.getrandbits(128 if state.seed >> 32 else 32))

    def _next_turn(self, state: BattleState) -> BattleState:
        turns = state.turns + 1
        alive_seats = [s for s in state.order if state.alive[s]]
        teams = self.ruleset.teams
        sides = {teams[s] if teams is not None else s for s in alive_seats}
        if len(sides) == 1:
            side = sides.pop()
            winners = tuple(sorted(s for s in range(len(state.alive)) if (teams[s] if teams is not None else s) == side))
            return copy_state(state, turns=turns, winners=winners, end_reason="last_home")
        position, rounds = state.position, state.round
        for _ in range(len(state.order)):
            position += 1
            if position == len(state.order):
                position, rounds = 0, rounds + 1
            if state.alive[state.order[position]]:
                break
        limit = self.ruleset.rounds_for(len(state.alive))
        if limit and rounds >= limit:
            if teams is None:
                totals = {s: self.star_total(state, s) for s in alive_seats}
                best = max(totals.values())
                winners = tuple(sorted(s for s, t in totals.items() if t == best))
            else:
                team_totals: dict[int, int] = {}
                for s in range(len(state.alive)):
                    team_totals[teams[s]] = team_totals.get(teams[s], 0) + self.star_total(state, s)
                best = max(team_totals.values())
                winners = tuple(sorted(s for s in range(len(state.alive)) if team_totals[teams[s]] == best))
            return copy_state(state, turns=turns, round=rounds, position=position, winners=winners, end_reason="turn_limit")
        return copy_state(state, turns=turns, round=rounds, position=position)
