"""Boards and positions for the battle tests: a small 6 × 5 board with a few stars and a bond, any
grid with the stars, areas, abilities and links a test asks for, and a position laid out by hand."""

from __future__ import annotations

from core.games.battle.rules import HAND, NOBODY, OUT, BattleRules, BattleState
from core.models import Dataset, Municipality, OverseasCity, SisterCityLink, Specialty


def small_board(width: int = 6, height: int = 5) -> Dataset:
    towns, adjacency = [], {}
    stars = {7: 3, 14: 4, 22: 2}
    for y in range(height):
        for x in range(width):
            k = y * width + x
            code = f"{k:05d}"
            specialties = (Specialty(name="名物", stars=stars[k]),) if k in stars else ()
            towns.append(Municipality(code=code, prefecture="テスト県", name=f"町{k}", area_km2=160.0 if k % 7 == 0 else 40.0,
                                      specialties=specialties, abilities=("attack-plus-1",) if k == 3 else ()))
            adjacency[code] = tuple(f"{(y + dy) * width + x + dx:05d}" for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
                                    if 0 <= x + dx < width and 0 <= y + dy < height)
    # a sister-city bond across the board, where the board is large enough to hold its far end
    links = (SisterCityLink(kind="domestic", a="00001", b="00028"),) if width * height > 28 else ()
    return Dataset(name="small", game="battle", municipalities=tuple(towns), cell_adjacency=adjacency,
                   sister_city_links=links)


def grid_dataset(width: int = 4, height: int = 4, stars: dict | None = None, area: dict | None = None,
                 abilities: dict | None = None, links: list | None = None, overseas: list | None = None) -> Dataset:
    """A width × height grid of towns, codes 00000… row by row, neighbours up/down/left/right.

    ``abilities``: cell → ability ids; ``links``: (a, b) cell pairs or (cell, overseas id);
    ``overseas``: (id, population) of overseas cities.
    """
    stars, area, abilities = stars or {}, area or {}, abilities or {}
    towns, adjacency = [], {}
    for y in range(height):
        for x in range(width):
            k = y * width + x
            code = f"{k:05d}"
            specialties = (Specialty(name="名物", stars=stars[k]),) if k in stars else ()
            towns.append(Municipality(code=code, prefecture="テスト県", name=f"町{k}", area_km2=area.get(k, 50.0),
                                      specialties=specialties, abilities=tuple(abilities.get(k, ()))))
            adjacency[code] = tuple(f"{(y + dy) * width + x + dx:05d}" for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
                                    if 0 <= x + dx < width and 0 <= y + dy < height)
    sister = tuple(
        SisterCityLink(kind="domestic", a=f"{a:05d}", b=f"{b:05d}") if isinstance(b, int)
        else SisterCityLink(kind="overseas", a=f"{a:05d}", b=b)
        for a, b in (links or [])
    )
    cities = tuple(OverseasCity(id=i, name=i, country="X", population=pop) for i, pop in (overseas or []))
    return Dataset(name="grid", game="battle", municipalities=tuple(towns), cell_adjacency=adjacency,
                   sister_city_links=sister, overseas_cities=cities)


def position(rules: BattleRules, *, owners: dict, homes=(0, 15), empty=(), to_move: int = 0) -> BattleState:
    """Every cell holds its own piece except ``empty``; ``owners`` maps piece → seat."""
    n = len(rules.codes)
    extra = len(rules.piece_ids) - n
    occupant = [-1 if c in empty else c for c in range(n)]
    where = [HAND if c in empty else c for c in range(n)] + [OUT] * extra
    owner = [owners.get(p, NOBODY) for p in range(n)] + [NOBODY] * extra
    return BattleState(occupant=tuple(occupant), where=tuple(where), owner=tuple(owner), homes=tuple(homes),
                       alive=(True,) * len(homes), order=tuple(range(len(homes))), position=to_move)


def playout_rules() -> BattleRules:
    """A 6 × 5 grid with stars, a big town and an airport, 15 rounds: the board the seeded random
    games of the engine tests are played on."""
    from core.games.battle.rules import BattleRuleSet

    return BattleRules(grid_dataset(6, 5, stars={7: 3, 20: 4}, area={3: 600.0}, abilities={9: ("airport",)}),
                       BattleRuleSet(turn_limit=15))


def random_game(rules: BattleRules, seed: int, players: int = 3):
    """The states of one random legal game (seeded), each with its legal moves, to the end."""
    import random

    rng = random.Random(seed)
    state = rules.initial_state(players, rng)
    while not state.is_over:
        legal = rules.legal_moves(state)
        yield state, legal
        state = rules.apply(state, rng.choice(legal))
