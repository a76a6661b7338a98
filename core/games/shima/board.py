"""しま: the island — 19 land tiles, their corners and sides, number tokens and the harbours (no Qt).

The rule book (../shared/seeds/001_…txt, 数字トークンの配置 and 銀行交換と港) fixes how the
island is made: the terrain is shuffled every game; the number tokens A–R go from one of the six
corner tiles (chosen at random) counter-clockwise round the outside towards the centre, skipping
ひろば; the harbours are fixed on the sea frame. The geometry here is pointy-topped hexagons in
axial coordinates (rows of 3, 4, 5, 4, 3 tiles), drawn with y pointing down as on screen.

Corners (角, where houses stand) and sides (辺, where roads go) are numbered once, in reading
order, and shared by every game: :data:`GEOMETRY` holds the adjacency the rules need.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from core.text import translate

#: The five materials, in the order hands and the bank are kept.
MATERIALS = ("木", "土", "葉っぱ", "むぎ", "石")
WOOD, BRICK, LEAF, WHEAT, ORE = range(5)
#: ひろば (the desert): no token, no material.
PLAZA = "ひろば"
#: The 19 tiles (the rule book names the materials; the counts are those of the game it is like).
TERRAIN_COUNTS = {"木": 4, "土": 3, "葉っぱ": 4, "むぎ": 4, "石": 3, PLAZA: 1}
#: The number tokens A–R, in the order they are laid (数字の順番).
TOKEN_ORDER = (5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11)
#: The dots under a number: how many of the 36 rolls of two dice give it.
PIPS = {n: 6 - abs(7 - n) for n in range(2, 13)}
#: The harbours clockwise from the upper-left 葉っぱ 2:1 (None: 3:1 for any material).
HARBOUR_KINDS = (LEAF, None, None, BRICK, WOOD, None, WHEAT, ORE, None)
#: Where each harbour sits: its index among the 30 coast sides, counted clockwise from the middle
#: side of the upper-left corner tile. The rule book: 「３：１港は、上側右の１つが『土地１枚と２枚に
#: 接する角』、残り３つは『どちらの角も土地１枚に接する』」 — the 3:1 harbours at 0, 15 and 25 lie on
#: the middle sides of corner tiles (both corners touch one land tile), the one at 4, on the right
#: of the top, has a corner touching one tile and a corner touching two. The 葉っぱ 2:1 sits on the
#: upper left; the harbours are two to four sides apart, no two sharing a corner.
HARBOUR_SIDES = (28, 0, 4, 7, 11, 15, 18, 22, 25)
#: The harbours of games begun before the rule book's layout was followed (the mixed-corner 3:1 on
#: the left of the top): 「保存済みの対戦は元の配置を保ちます」 — a record saved without its island
#: resumes on these.
FIRST_HARBOUR_SIDES = (29, 2, 5, 8, 12, 15, 18, 22, 25)

_SQRT3 = math.sqrt(3.0)
_DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def tile_centre(q: int, r: int) -> tuple[float, float]:
    """A tile's centre in tile radii (pointy-top, y down)."""
    return _SQRT3 * (q + r / 2), 1.5 * r


@dataclass(frozen=True)
class IslandGeometry:
    """Everything fixed about the island's shape: tiles, corners, sides and how they touch.

    Attributes:
        tiles: axial ``(q, r)`` of the 19 tiles in reading order.
        corners: each corner's position (tile radii), in reading order.
        sides: each side as ``(corner, corner)``.
        tile_corners: the six corners of each tile.
        corner_tiles: the land tiles each corner touches.
        corner_neighbours: corners one side away.
        corner_sides: the sides meeting at each corner.
        side_between: ``(a, b)`` with ``a < b`` → side.
        coast: the 30 coast sides clockwise from the middle side of the upper-left corner tile.
        spirals: for each of the six corner tiles, the token order of all 19 tiles starting there
            (counter-clockwise round the outside, then the inner ring, then the centre).
    """

    tiles: tuple[tuple[int, int], ...]
    corners: tuple[tuple[float, float], ...]
    sides: tuple[tuple[int, int], ...]
    tile_corners: tuple[tuple[int, ...], ...]
    corner_tiles: tuple[tuple[int, ...], ...]
    corner_neighbours: tuple[tuple[int, ...], ...]
    corner_sides: tuple[tuple[int, ...], ...]
    side_between: dict
    coast: tuple[int, ...]
    spirals: tuple[tuple[int, ...], ...]


def _ring(radius: int, start: tuple[int, int], index: dict) -> list[int]:
    """The tiles of a ring, counter-clockwise on screen (y down) from ``start``."""
    ring = [t for t, (q, r) in enumerate(index) if max(abs(q), abs(r), abs(q + r)) == radius]

    def angle(t: int) -> float:
        x, y = tile_centre(*index[t])
        return math.atan2(-y, x)  # counter-clockwise as seen on screen

    ring.sort(key=angle)
    first = ring.index(index.index(start))
    return ring[first:] + ring[:first]


def _build_geometry() -> IslandGeometry:
    tiles = sorted(((q, r) for q in range(-2, 3) for r in range(-2, 3) if abs(q + r) <= 2),
                   key=lambda t: (t[1], t[0]))
    keys: dict[tuple[int, int], tuple[float, float]] = {}
    tile_corner_keys = []
    for q, r in tiles:
        cx, cy = tile_centre(q, r)
        own = []
        for k in range(6):
            a = math.radians(60 * k - 90)  # the top corner first, clockwise
            x, y = cx + math.cos(a), cy + math.sin(a)
            key = (round(x * 1000), round(y * 1000))
            keys.setdefault(key, (x, y))
            own.append(key)
        tile_corner_keys.append(own)
    ordered = sorted(keys, key=lambda k: (k[1], k[0]))
    number = {k: i for i, k in enumerate(ordered)}
    corners = tuple((round(keys[k][0], 6), round(keys[k][1], 6)) for k in ordered)
    tile_corners = tuple(tuple(number[k] for k in own) for own in tile_corner_keys)
    side_set = set()
    for own in tile_corners:
        for k in range(6):
            a, b = own[k], own[(k + 1) % 6]
            side_set.add((min(a, b), max(a, b)))
    sides = tuple(sorted(side_set))
    side_between = {s: i for i, s in enumerate(sides)}
    corner_tiles = tuple(tuple(t for t, own in enumerate(tile_corners) if c in own) for c in range(len(corners)))
    corner_neighbours = tuple(tuple(sorted({b if a == c else a for a, b in sides if c in (a, b)}))
                              for c in range(len(corners)))
    corner_sides = tuple(tuple(i for i, (a, b) in enumerate(sides) if c in (a, b)) for c in range(len(corners)))
    # a coast side belongs to one land tile
    side_tiles = {i: [t for t, own in enumerate(tile_corners) if a in own and b in own] for i, (a, b) in enumerate(sides)}
    coast_sides = [i for i, ts in side_tiles.items() if len(ts) == 1]

    def side_angle(i: int) -> float:
        a, b = sides[i]
        x, y = (corners[a][0] + corners[b][0]) / 2, (corners[a][1] + corners[b][1]) / 2
        return math.atan2(y, x)  # clockwise as seen on screen

    coast_sides.sort(key=side_angle)
    # start at the middle side of the upper-left corner tile (both its corners touch one tile)
    upper_left = tiles.index((0, -2))
    first = next(i for i in coast_sides if side_tiles[i] == [upper_left]
                 and all(len(corner_tiles[c]) == 1 for c in sides[i]))
    k = coast_sides.index(first)
    coast = tuple(coast_sides[k:] + coast_sides[:k])
    spirals = []
    for dq, dr in _DIRECTIONS:
        order = _ring(2, (2 * dq, 2 * dr), tiles) + _ring(1, (dq, dr), tiles) + [tiles.index((0, 0))]
        spirals.append(tuple(order))
    assert len(coast) == 30 and len(corners) == 54 and len(sides) == 72
    return IslandGeometry(tuple(tiles), corners, sides, tile_corners, corner_tiles, corner_neighbours, corner_sides,
                          side_between, coast, tuple(spirals))


GEOMETRY = _build_geometry()


@dataclass(frozen=True)
class Island:
    """One game's island: the terrain and token of each tile, and the harbours.

    Attributes:
        terrain: a material name or :data:`PLAZA` per tile.
        numbers: the token per tile (0 on ひろば).
        letters: the token's letter A–R per tile ("" on ひろば).
        harbours: ``(kind, corner, corner)`` per harbour: kind a material index, or None for 3:1.
        start_corner: which of the six corner tiles the tokens started from.
    """

    terrain: tuple[str, ...]
    numbers: tuple[int, ...]
    letters: tuple[str, ...]
    harbours: tuple[tuple[int | None, int, int], ...]
    start_corner: int

    @property
    def plaza(self) -> int:
        return self.terrain.index(PLAZA)

    def tiles_rolling(self, number: int) -> list[int]:
        return [t for t, n in enumerate(self.numbers) if n == number]

    def corner_pips(self, corner: int) -> int:
        """How many of the 36 rolls pay a house on ``corner`` (the dots under the numbers)."""
        return sum(PIPS.get(self.numbers[t], 0) for t in GEOMETRY.corner_tiles[corner])


def fixed_harbours(sides: tuple[int, ...] = HARBOUR_SIDES) -> tuple[tuple[int | None, int, int], ...]:
    """The harbours as ``(kind, corner, corner)`` on the coast ``sides`` (default: the rule book's)."""
    return tuple((kind, *GEOMETRY.sides[GEOMETRY.coast[at]]) for kind, at in zip(HARBOUR_KINDS, sides, strict=True))


def make_island(rng: random.Random, tiles: tuple[int, ...] | None = None) -> Island:
    """A new island: terrain shuffled, tokens laid A–R from a corner tile chosen at random.

    ``tiles``: the land tiles of each material in :data:`MATERIALS` order (18 in all; default
    :data:`TERRAIN_COUNTS`); ひろば is always one.
    """
    counts = dict(zip(MATERIALS, tiles, strict=True)) | {PLAZA: 1} if tiles is not None else TERRAIN_COUNTS
    terrain = [name for name, count in counts.items() for _ in range(count)]
    rng.shuffle(terrain)
    start = rng.randrange(6)
    numbers = [0] * len(terrain)
    letters = [""] * len(terrain)
    laid = 0
    for tile in GEOMETRY.spirals[start]:
        if terrain[tile] == PLAZA:
            continue
        numbers[tile] = TOKEN_ORDER[laid]
        letters[tile] = chr(ord("A") + laid)
        laid += 1
    return Island(tuple(terrain), tuple(numbers), tuple(letters), fixed_harbours(), start)


def island_to_json(island: Island) -> dict:
    """The island a game was dealt, as a record keeps it (so that it resumes on its own island)."""
    return {"terrain": list(island.terrain), "numbers": list(island.numbers), "letters": list(island.letters),
            "harbours": [list(h) for h in island.harbours], "start_corner": island.start_corner}


def island_from_json(data) -> Island:
    """An island from :func:`island_to_json`'s data, checked against the board's shape.

    Raises:
        ValueError: what does not fit (a tile count, an unknown material, a harbour off the coast).
    """
    if not isinstance(data, dict):
        raise ValueError(translate("RecordError", "island: expected an object").format())
    tiles = len(GEOMETRY.tiles)
    terrain, numbers, letters = data.get("terrain"), data.get("numbers"), data.get("letters")
    if not (isinstance(terrain, list) and len(terrain) == tiles and all(t in MATERIALS or t == PLAZA for t in terrain)):
        raise ValueError(translate("RecordError", "island.terrain: expected {tiles} materials or {PLAZA}").format(
                             tiles=tiles, PLAZA=PLAZA))
    if terrain.count(PLAZA) != 1:
        raise ValueError(translate("RecordError", "island.terrain: expected one {PLAZA}").format(PLAZA=PLAZA))
    if not (isinstance(numbers, list) and len(numbers) == tiles and all(
            isinstance(n, int) and not isinstance(n, bool) and (n == 0 or n in PIPS and n != 7) for n in numbers)):
        raise ValueError(translate("RecordError", "island.numbers: expected {tiles} tokens (2–12 but 7, 0 on "
                                                  "{PLAZA})").format(tiles=tiles, PLAZA=PLAZA))
    if any((n == 0) != (t == PLAZA) for n, t in zip(numbers, terrain)):
        raise ValueError(translate("RecordError", "island.numbers: {PLAZA} and only {PLAZA} has no token").format(
                             PLAZA=PLAZA))
    if not (isinstance(letters, list) and len(letters) == tiles and all(isinstance(x, str) and len(x) <= 1 for x in letters)):
        raise ValueError(translate("RecordError", "island.letters: expected {tiles} letters").format(
                             tiles=tiles))
    coast = {tuple(sorted(GEOMETRY.sides[side])) for side in GEOMETRY.coast}
    harbours = []
    for k, harbour in enumerate(data.get("harbours") or []):
        if not (isinstance(harbour, list) and len(harbour) == 3 and (harbour[0] is None or harbour[0] in range(5))
                and tuple(sorted(harbour[1:])) in coast):
            raise ValueError(translate("RecordError", "island.harbours[{k}]: expected [kind or null, corner, "
                                                      "corner] on the coast").format(k=k))
        harbours.append((harbour[0], harbour[1], harbour[2]))
    start = data.get("start_corner")
    if start not in range(6):
        raise ValueError(translate("RecordError", "island.start_corner: expected 0–5").format())
    return Island(tuple(terrain), tuple(numbers), tuple(letters), tuple(harbours), start)
