"""The 1945 north of the 市区町村バトル board: the 千島列島 by district (no Qt).

The design document's nationwide board includes 「千島列島・南樺太・北方領土」 in their 1945
divisions, 「千島列島は郡ごと」. The 北方領土 villages (色丹村, 泊村, 留夜別村, 留別村, 紗那村,
蘂取村) come with the boundary data; the islands north of 択捉 are built here from the Natural Earth
coastline (``../shared/geodata/natural-earth/land-10m.json``, public domain) as the three
districts of 1945 — 得撫郡 (得撫島 and the small islands by it), 新知郡 (新知島 to 松輪島) and
占守郡 (捨子古丹島 to 占守島) — and kept in ``data/boards/north-1945.json`` with 南樺太's 42 towns
(:mod:`core.geometry.karafuto_1945`: cells estimated from their town offices). None has a 2020
population (shown as —).
"""

from __future__ import annotations

from pathlib import Path

from core.geometry.board import Board, BoardRegion

BOARD_NAME = "north-1945"
#: The districts: code (in the unused 019xx range of 北海道's codes), name, reading, and the
#: latitudes of their islands (south edge inclusive).
DISTRICTS = (
    ("01901", "得撫郡", "うるっぷぐん", 45.0, 46.6),
    ("01902", "新知郡", "しむしるぐん", 46.6, 48.6),
    ("01903", "占守郡", "しゅむしゅぐん", 48.6, 51.5),
)
#: West of this longitude lie 択捉島 and 国後島, whose villages the boundary data already has.
EAST_OF_ITURUP = 149.0
NATURAL_EARTH_CREDIT = "千島列島の海岸線: Natural Earth (public domain, naturalearthdata.com)"
DECIMALS = 3


def build_north_board(natural_earth_dir: str | Path, karafuto: list[dict] | None = None) -> Board:
    """The three districts from Natural Earth's 1:10m land, projected as the nationwide board, and
    南樺太's towns (``karafuto``: :func:`core.geometry.karafuto_1945.table_from_reference`) as
    cells estimated from their offices."""
    import geopandas as gpd
    import numpy as np
    from shapely.geometry import Polygon, box
    from shapely.ops import polylabel, unary_union

    from core.geometry.projection import NATIONWIDE_BOARD_PROJ, lonlat_to_board_km

    land = gpd.read_file(Path(natural_earth_dir) / "land-10m.json", layer="land").set_crs(4326, allow_override=True)
    parts = [geom for geom in land.explode(index_parts=False).geometry
             if geom.intersects(box(EAST_OF_ITURUP, 45.0, 157.5, 51.5))]
    regions = []
    for code, name, _kana, south, north in DISTRICTS:
        islands = [p for p in parts if south <= p.representative_point().y < north]
        projected = []
        for island in islands:
            ring = lonlat_to_board_km(np.asarray(island.exterior.coords), NATIONWIDE_BOARD_PROJ)
            projected.append(Polygon(ring).buffer(0))
        shape = unary_union(projected)
        polygons = sorted(getattr(shape, "geoms", [shape]), key=lambda p: (-p.area, p.bounds))
        label = polylabel(polygons[0], tolerance=0.05)
        regions.append(BoardRegion(
            id=code, name=name,
            polygons=[[[(round(x, DECIMALS), round(y, DECIMALS)) for x, y in p.exterior.coords]] for p in polygons],
            label_point=(round(label.x, DECIMALS), round(label.y, DECIMALS)),
            area_km2=round(sum(p.area for p in polygons), 2)))
    adjacency: dict[str, list[str]] = {r.id: [] for r in regions}
    border_km: dict[str, float] = {}
    attribution = [NATURAL_EARTH_CREDIT]
    if karafuto:
        from core.geometry.karafuto_1945 import KARAFUTO_CREDIT, build_karafuto_cells

        names = {town["code"]: town["name"] for town in karafuto}
        cells, adjacency_k, border_km = build_karafuto_cells(
            list(land.explode(index_parts=False).geometry), karafuto,
            lambda lonlat: lonlat_to_board_km(lonlat, NATIONWIDE_BOARD_PROJ))
        for code, shape in cells:
            polygons = sorted(getattr(shape, "geoms", [shape]), key=lambda p: (-p.area, p.bounds))
            label = polylabel(polygons[0], tolerance=0.05)
            regions.append(BoardRegion(
                id=code, name=names[code],
                polygons=[[[(round(x, DECIMALS), round(y, DECIMALS)) for x, y in p.exterior.coords]] for p in polygons],
                label_point=(round(label.x, DECIMALS), round(label.y, DECIMALS)),
                area_km2=round(sum(p.area for p in polygons), 2)))
        adjacency.update(adjacency_k)
        attribution.append(KARAFUTO_CREDIT)
    return Board(name=BOARD_NAME, proj=NATIONWIDE_BOARD_PROJ, regions=regions,
                 adjacency=adjacency, border_km=border_km, attribution=attribution)


def north_towns() -> dict[str, dict]:
    """The districts and 南樺太's towns as reference towns (no population: 「人口は「—」」)."""
    from core.geometry.karafuto_1945 import karafuto_towns

    towns = {code: {"prefecture": "北海道", "name": name, "kana": kana, "population": None,
                    "designated_city": False, "prefectural_capital": False, "special_ward": False}
             for code, name, kana, _south, _north in DISTRICTS}
    towns.update(karafuto_towns())
    return towns


def north_codes() -> set[str]:
    """Every cell of the 1945 north: the 千島列島 districts and 南樺太's towns."""
    from core.geometry.karafuto_1945 import karafuto_codes

    return {code for code, *_rest in DISTRICTS} | karafuto_codes()


def with_north(board: Board, north: Board) -> Board:
    """``board`` with the cells of ``north`` added, and their land borders (南樺太's among
    themselves; the 千島列島 districts are islands)."""
    regions = sorted(board.regions + [r for r in north.regions if board.region(r.id) is None], key=lambda r: r.id)
    adjacency = dict(board.adjacency)
    for region in north.regions:
        adjacency.setdefault(region.id, list(north.adjacency.get(region.id, [])))
    return Board(name=board.name, proj=board.proj, regions=regions, adjacency=dict(sorted(adjacency.items())),
                 border_km={**board.border_km, **north.border_km}, attribution=list(board.attribution) + [
                     line for line in north.attribution if line not in board.attribution])
