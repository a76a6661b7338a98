"""Designated cities (政令指定都市) as one town each, or split into their wards (no Qt).

The nationwide board has a cell per ward (横浜市中区 …), as the boundary data does. The designers'
game treats a designated city as one town: ★4, 援軍の上限3, movement from the whole city's area,
and 「政令指定都市の区の提携は市としてあつかう」. :func:`whole_cities` merges each city's wards
into one cell (its code the city's own, e.g. 14100 横浜市), and :func:`city_towns` does the same
for the reference table's towns and sister-city links; a board built with the wards split keeps
the board as it is. :data:`WHOLE_CITIES_BOARD` names the merged board for datasets and records.
"""

from __future__ import annotations

import re
from functools import lru_cache

from shapely.ops import polylabel, unary_union

from core.geometry.board import Board, BoardRegion

#: The board name of the nationwide board with each designated city one cell.
WHOLE_CITIES_BOARD = "municipalities-cities"
#: A ward of a designated city, named with its city (横浜市中区); 東京都's special wards are towns.
_WARD = re.compile(r"^(?P<city>.+?市)(?P<ward>.+区)$")
DECIMALS = 3


def city_of_wards(towns: dict) -> dict[str, tuple[str, str]]:
    """Each ward's code → ``(city code, city name)``: the city's code is the JIS code below its
    wards' (横浜市 14100 above 14101…, 川崎市 14130 above 14131…)."""
    by_city: dict[tuple[str, str], list[str]] = {}
    for code, town in towns.items():
        match = _WARD.match(town.get("name", ""))
        if match and not town.get("special_ward"):
            by_city.setdefault((town.get("prefecture", ""), match["city"]), []).append(code)
    wards = {}
    for (_prefecture, city), codes in by_city.items():
        city_code = f"{(int(min(codes)) - 1) // 10 * 10:05d}"
        for code in codes:
            wards[code] = (city_code, city)
    return wards


def cells_for(code: str, wards: dict[str, str], whole: bool) -> list[str]:
    """The board cells a table row about town ``code`` belongs to (``wards``: ward code → city
    code): with ``whole`` cities a ward's row is its city's; with wards split a city's row is every
    one of its wards'."""
    if whole:
        return [wards.get(code, code)]
    return sorted(ward for ward, city in wards.items() if city == code) or [code]


def city_towns(reference: dict) -> dict:
    """The reference table with each designated city one town: the wards' populations added up,
    the city's reading, its flags, and every sister-city link of a ward made the city's (a link
    between two wards of one city dropped)."""
    towns = dict(reference["towns"])
    wards = city_of_wards(towns)
    merged: dict[str, dict] = {}
    for code, (city_code, city) in sorted(wards.items()):
        town = towns.pop(code)
        whole = merged.setdefault(city_code, {
            "prefecture": town["prefecture"], "name": city, "kana": town.get("kana", "").split(" ")[0],
            "population": 0, "designated_city": True, "prefectural_capital": False, "special_ward": False})
        if town.get("population") is None:
            whole["population"] = None
        elif whole["population"] is not None:
            whole["population"] += town["population"]
        whole["prefectural_capital"] = whole["prefectural_capital"] or bool(town.get("prefectural_capital"))
    towns.update(merged)

    def city(code: str) -> str:
        return wards[code][0] if code in wards else code

    domestic = sorted({tuple(sorted((city(a), city(b)))) for a, b in reference["domestic_links"]
                       if city(a) != city(b)})
    overseas = sorted({(city(c), q) for c, q in reference["overseas_links"]})
    return {**reference, "towns": towns, "domestic_links": [list(pair) for pair in domestic],
            "overseas_links": [list(pair) for pair in overseas]}


def whole_cities(board: Board, towns: dict) -> Board:
    """``board`` with each designated city's wards merged into one cell: the outline the wards
    make together, a label point well inside it, their area added up, and the city's land borders
    (lengths added up) with the cells around it."""
    wards = city_of_wards(towns)
    group = {region.id: wards.get(region.id, (region.id, region.name))[0] for region in board.regions}
    members: dict[str, list[BoardRegion]] = {}
    for region in board.regions:
        members.setdefault(group[region.id], []).append(region)
    regions = []
    for cell, parts in members.items():
        if len(parts) == 1 and parts[0].id == cell:
            regions.append(parts[0])
            continue
        shape = unary_union([part.shape() for part in parts])
        polygons = sorted(getattr(shape, "geoms", [shape]), key=lambda p: (-p.area, p.bounds))
        label = polylabel(polygons[0], tolerance=0.05)
        regions.append(BoardRegion(
            id=cell, name=wards[parts[0].id][1],
            polygons=[[_ring(p.exterior)] + [_ring(h) for h in p.interiors] for p in polygons],
            label_point=(round(label.x, DECIMALS), round(label.y, DECIMALS)),
            area_km2=round(sum(part.area_km2 for part in parts), 2)))
    regions.sort(key=lambda r: r.id)
    border: dict[str, float] = {}
    for key, length in board.border_km.items():
        a, b = (group.get(end, end) for end in key.split("|"))
        if a != b:
            joined = "|".join(sorted((a, b)))
            border[joined] = round(border.get(joined, 0.0) + length, 2)
    adjacency: dict[str, set[str]] = {r.id: set() for r in regions}
    for key, others in board.adjacency.items():
        for other in others:
            a, b = group.get(key, key), group.get(other, other)
            if a != b:
                adjacency[a].add(b)
                adjacency[b].add(a)
    return Board(name=WHOLE_CITIES_BOARD, proj=board.proj, regions=regions,
                 adjacency={k: sorted(v) for k, v in sorted(adjacency.items())},
                 border_km=dict(sorted(border.items())), attribution=list(board.attribution))


def _ring(ring) -> list[tuple[float, float]]:
    return [(round(x, DECIMALS), round(y, DECIMALS)) for x, y in ring.coords]


@lru_cache(maxsize=1)
def nationwide_whole_cities() -> Board:
    """The committed nationwide board with each designated city one cell (made once per run)."""
    from core.geometry.municipality_dataset import load_reference, nationwide_board

    return whole_cities(nationwide_board(), load_reference()["towns"])
