"""Build the nationwide municipality board: every municipality (each ward of a designated city
its own cell) projected, simplified on shared arcs, with label points, areas and land adjacency.

Pure Python (no Qt). Areas are ellipsoidal (GRS80) areas of the unsimplified lon/lat polygons, so
they do not depend on the projection. The board is built once from ``../shared/geodata`` and
committed; smaller boards are cut from it (:func:`cut_board`).
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import numpy as np
from pyproj import Geod
from shapely.geometry import LineString, Polygon
from shapely.ops import polylabel, unary_union

from core.geometry.board import Board, BoardRegion, adjacency_from_borders
from core.geometry.projection import NATIONWIDE_BOARD_PROJ, lonlat_to_board_km
from core.geometry.province_board import ATTRIBUTION, DECIMALS, MUNICIPALITY_TOPOJSON, _as_parts, _polygon, _round_ring
from core.geometry.topojson import arc_index, read_topology

SIMPLIFY_KM = 0.25
MIN_PART_KM2 = 0.1
_GEOD = Geod(ellps="GRS80")


def _geodesic_area_km2(arcs: list[np.ndarray], polygons: list[list[list[int]]]) -> float:
    total = 0.0
    for rings in polygons:
        polygon = _polygon(arcs, rings)
        if polygon is None:
            continue
        for part in _as_parts(polygon):
            area, _ = _GEOD.geometry_area_perimeter(part)
            total += abs(area)
    return total / 1e6


def build_municipality_board(geodata_dir: str | Path) -> Board:
    """Build the nationwide board (one region per municipality code, in code order).

    The few features without a code (所属未定地, reclaimed land) are left out.
    """
    topology = read_topology(Path(geodata_dir) / MUNICIPALITY_TOPOJSON)
    lonlat = topology.arcs
    projected = [lonlat_to_board_km(arc, NATIONWIDE_BOARD_PROJ) if len(arc) else arc for arc in lonlat]
    simplified = [np.asarray(LineString(a).simplify(SIMPLIFY_KM, preserve_topology=False).coords) if len(a) > 2 else a
                  for a in projected]
    by_code: dict[str, list] = defaultdict(list)
    names: dict[str, str] = {}
    for feature in topology.features:
        code = feature.properties.get("N03_007")
        if not code:
            continue
        by_code[code].extend(feature.polygons)
        county, name = feature.properties.get("N03_003") or "", feature.properties.get("N03_004") or code
        # A ward is named with its city (横浜市中区), everything else by its own name.
        names[code] = f"{county}{name}" if county.endswith("市") else name
    arc_users: dict[int, set[str]] = defaultdict(set)
    for code, polygons in by_code.items():
        for rings in polygons:
            for ring in rings:
                for reference in ring:
                    arc_users[arc_index(reference)].add(code)
    length = [float(np.hypot(*np.diff(a, axis=0).T).sum()) if len(a) > 1 else 0.0 for a in projected]
    border: dict[str, float] = defaultdict(float)
    for arc, users in arc_users.items():
        if len(users) == 2:
            border["|".join(sorted(users))] += length[arc]
    regions = []
    for code in sorted(by_code):
        shown = [p for rings in by_code[code] if (p := _polygon(simplified, rings)) is not None]
        merged = unary_union(shown) if shown else None
        parts = sorted((p for p in _as_parts(merged) if p.area >= MIN_PART_KM2), key=lambda p: (-p.area, p.bounds)) \
            if merged is not None else []
        if not parts:
            full = [p for rings in by_code[code] if (p := _polygon(projected, rings)) is not None]
            parts = sorted(_as_parts(unary_union(full)), key=lambda p: -p.area)[:1]
        label = polylabel(parts[0], tolerance=0.05)
        regions.append(BoardRegion(
            id=code,
            name=names[code],
            polygons=[[_round_ring(p.exterior)] + [_round_ring(h) for h in p.interiors if Polygon(h).area >= MIN_PART_KM2]
                      for p in parts],
            label_point=(round(label.x, DECIMALS), round(label.y, DECIMALS)),
            area_km2=round(_geodesic_area_km2(lonlat, by_code[code]), 2),
        ))
    return Board(
        name="municipalities",
        proj=NATIONWIDE_BOARD_PROJ,
        regions=regions,
        adjacency=dict(sorted(adjacency_from_borders(by_code, border).items())),
        border_km={k: round(v, 2) for k, v in sorted(border.items())},
        attribution=list(ATTRIBUTION),
    )


def cut_board(board: Board, codes: set[str], name: str) -> Board:
    """The part of ``board`` holding these region ids, with adjacency inside the cut only."""
    regions = [r for r in board.regions if r.id in codes]
    keep = {r.id for r in regions}
    return Board(
        name=name,
        proj=board.proj,
        regions=regions,
        adjacency={k: [n for n in v if n in keep] for k, v in board.adjacency.items() if k in keep},
        border_km={k: v for k, v in board.border_km.items() if set(k.split("|")) <= keep},
        attribution=board.attribution,
    )
