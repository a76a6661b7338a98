"""Build the 68-province board from municipality boundaries (no Qt).

Municipalities (N03, as TopoJSON with shared arcs) are assigned to old provinces by the committed
table ``data/provinces/municipality_province.csv`` (and ``part_overrides.csv`` beside it, for a
separate piece of a municipality that belongs elsewhere, such as 桜島), projected to board kilometres, dissolved into
provinces and simplified for display. Simplification works on the shared arcs, each arc once, so
two neighbours keep exactly the same border: no gaps, no overlaps. Land adjacency is read from the
unsimplified arcs: two provinces are neighbours when an arc separates them.
"""

from __future__ import annotations

import csv
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import shapely
from shapely.geometry import LineString, Point, Polygon
from shapely.ops import polylabel, unary_union

from core.geometry.board import Board, BoardRegion, adjacency_from_borders
from core.geometry.projection import PROVINCE_BOARD_PROJ, lonlat_to_board_km
from core.geometry.topojson import arc_index, read_topology

#: Source file inside ``../shared/geodata`` (wards of designated cities separate).
MUNICIPALITY_TOPOJSON = Path("n03-2021") / "s0010_N03-21_210101.json"

#: Display simplification tolerance, km (Douglas–Peucker on each shared arc).
SIMPLIFY_KM = 0.35
#: Island parts smaller than this (km², after simplification) are left off the display polygons.
MIN_PART_KM2 = 0.5
#: Coordinates are rounded to 10 m so that rebuilds give identical bytes.
DECIMALS = 2
#: Prefectures not on the old-province board: Hokkaido and Okinawa.
EXCLUDED_PREFECTURE_CODES = ("01", "47")

ATTRIBUTION = [
    "「国土数値情報（行政区域データ）」（国土交通省）を加工して作成",
    "TopoJSON: SmartNews Media Research Institute, smartnews-smri/japan-topography (commit b403e71)",
]


class BoardBuildError(ValueError):
    """The inputs of a board build are inconsistent (a code with no province row, say)."""


@dataclass(frozen=True)
class ProvinceAssignment:
    """One row of ``municipality_province.csv``: a municipality code and its province id ("" = none)."""

    code: str
    province_id: str
    note: str


def read_province_table(path: str | Path) -> dict[str, ProvinceAssignment]:
    """Read the municipality → province table, keyed by 5-digit code."""
    with Path(path).open(encoding="utf-8") as handle:
        return {
            row["code5"]: ProvinceAssignment(row["code5"], row["province_id"], row["note"])
            for row in csv.DictReader(handle)
        }


@dataclass(frozen=True)
class PartOverride:
    """One separate piece of a municipality (an island, say) that belongs to another province.

    Attributes:
        code: the municipality's code.
        lon, lat: a point inside the piece, degrees.
        province_id: the province the piece goes to.
        note: why.
    """

    code: str
    lon: float
    lat: float
    province_id: str
    note: str


def read_part_overrides(path: str | Path) -> list[PartOverride]:
    """Read ``part_overrides.csv`` (missing file: no overrides)."""
    path = Path(path)
    if not path.exists():
        return []
    with path.open(encoding="utf-8") as handle:
        return [
            PartOverride(row["code5"], float(row["lon"]), float(row["lat"]), row["province_id"], row["note"])
            for row in csv.DictReader(handle)
        ]


def _ring_from_arcs(arcs: list[np.ndarray], ring: list[int]) -> list[tuple[float, float]]:
    points: list[tuple[float, float]] = []
    for k, reference in enumerate(ring):
        part = arcs[arc_index(reference)]
        if reference < 0:
            part = part[::-1]
        chunk = [tuple(p) for p in part]
        points.extend(chunk if k == 0 else chunk[1:])
    return points


def _polygon(arcs: list[np.ndarray], rings: list[list[int]]) -> Polygon | None:
    coords = [_ring_from_arcs(arcs, ring) for ring in rings]
    if len(coords[0]) < 4:
        return None
    polygon = Polygon(coords[0], [c for c in coords[1:] if len(c) >= 4])
    if not polygon.is_valid:
        polygon = shapely.make_valid(polygon)
    return polygon if not polygon.is_empty else None


def _as_parts(geometry) -> list[Polygon]:
    if isinstance(geometry, Polygon):
        return [geometry]
    return [g for g in getattr(geometry, "geoms", []) if isinstance(g, Polygon)]


def _round_ring(ring) -> list[tuple[float, float]]:
    return [(round(x, DECIMALS), round(y, DECIMALS)) for x, y in ring.coords]


def build_province_board(geodata_dir: str | Path, table_path: str | Path, names: dict[str, str]) -> Board:
    """Build the province board.

    Args:
        geodata_dir: the ``geodata`` folder holding ``n03-2021/``.
        table_path: ``municipality_province.csv``.
        names: province id → display name, in the order the regions should have.

    Returns:
        The board: one region per province id in ``names``, adjacency and border lengths.

    Raises:
        BoardBuildError: a municipality code is missing from the table, or names an unknown province.
        OSError: an input file is missing.
    """
    topology = read_topology(Path(geodata_dir) / MUNICIPALITY_TOPOJSON)
    table = read_province_table(table_path)
    part_overrides = read_part_overrides(Path(table_path).with_name("part_overrides.csv"))

    # Which province each feature belongs to ("" = none, None = no code, decided below).
    feature_province: list[str | None] = []
    missing = []
    for feature in topology.features:
        code = feature.properties.get("N03_007")
        if code is None:
            feature_province.append(None)
        elif code[:2] in EXCLUDED_PREFECTURE_CODES:
            feature_province.append("")
        elif code not in table:
            missing.append(code)
            feature_province.append("")
        else:
            province = table[code].province_id
            if province and province not in names:
                raise BoardBuildError(f"municipality {code} is assigned to unknown province '{province}'")
            feature_province.append(province)
    if missing:
        raise BoardBuildError(f"{len(missing)} municipality codes have no row in {table_path}: {', '.join(missing[:10])}")

    # The unit of assignment is one polygon of one feature, so that a separate piece of a
    # municipality (桜島 of 鹿児島市) can go to another province than the rest.
    units = [(f, k) for f, feature in enumerate(topology.features) for k in range(len(feature.polygons))]
    unit_province = [feature_province[f] for f, _ in units]
    projected = [lonlat_to_board_km(arc) if len(arc) else arc for arc in topology.arcs]
    for override in part_overrides:
        if override.province_id not in names:
            raise BoardBuildError(f"part override for {override.code} names unknown province '{override.province_id}'")
        target = Point(lonlat_to_board_km(np.array([[override.lon, override.lat]]))[0])
        hits = [
            u for u, (f, k) in enumerate(units)
            if topology.features[f].properties.get("N03_007") == override.code
            and (poly := _polygon(projected, topology.features[f].polygons[k])) is not None
            and poly.contains(target)
        ]
        if len(hits) != 1:
            raise BoardBuildError(
                f"part override for {override.code} at {override.lon},{override.lat} matches {len(hits)} pieces"
            )
        unit_province[hits[0]] = override.province_id

    arc_users: dict[int, list[int]] = defaultdict(list)
    for unit, (f, k) in enumerate(units):
        for ring in topology.features[f].polygons[k]:
            for reference in ring:
                arc_users[arc_index(reference)].append(unit)
    arc_length = [float(np.hypot(*np.diff(a, axis=0).T).sum()) if len(a) > 1 else 0.0 for a in projected]

    # Unsettled areas (所属未定地, reclaimed land in bays) join the province they share most border with.
    for unit, province in enumerate(unit_province):
        if province is not None:
            continue
        f, k = units[unit]
        shared: dict[str, float] = defaultdict(float)
        for ring in topology.features[f].polygons[k]:
            for reference in ring:
                for user in arc_users[arc_index(reference)]:
                    other = unit_province[user]
                    if user != unit and other:
                        shared[other] += arc_length[arc_index(reference)]
        unit_province[unit] = max(sorted(shared), key=shared.get) if shared else ""

    border: dict[str, float] = defaultdict(float)
    for arc, users in arc_users.items():
        provinces = sorted({unit_province[u] for u in users if unit_province[u]})
        if len(provinces) == 2:
            border["|".join(provinces)] += arc_length[arc]

    simplified = []
    for arc in projected:
        if len(arc) > 2:
            arc = np.asarray(LineString(arc).simplify(SIMPLIFY_KM, preserve_topology=False).coords)
        simplified.append(arc)

    full_parts: dict[str, list[Polygon]] = defaultdict(list)
    display_parts: dict[str, list[Polygon]] = defaultdict(list)
    for unit, (f, k) in enumerate(units):
        province = unit_province[unit]
        if not province:
            continue
        rings = topology.features[f].polygons[k]
        full = _polygon(projected, rings)
        if full is not None:
            full_parts[province].append(full)
        shown = _polygon(simplified, rings)
        if shown is not None:
            display_parts[province].append(shown)

    regions = []
    for province, name in names.items():
        if province not in full_parts:
            raise BoardBuildError(f"no municipality is assigned to province '{province}'")
        area = sum(p.area for p in full_parts[province])
        merged = unary_union(display_parts[province])
        parts = sorted(
            (p for p in _as_parts(merged) if p.area >= MIN_PART_KM2), key=lambda p: (-p.area, p.bounds)
        )
        main = parts[0]
        label = polylabel(main, tolerance=0.25)
        polygons = [
            [_round_ring(p.exterior)] + [_round_ring(h) for h in p.interiors if Polygon(h).area >= MIN_PART_KM2]
            for p in parts
        ]
        regions.append(
            BoardRegion(
                id=province,
                name=name,
                polygons=polygons,
                label_point=(round(label.x, DECIMALS), round(label.y, DECIMALS)),
                area_km2=round(area, 1),
            )
        )

    return Board(
        name="provinces",
        proj=PROVINCE_BOARD_PROJ,
        regions=regions,
        adjacency=adjacency_from_borders(names, border),
        border_km={k: round(v, 2) for k, v in border.items()},
        attribution=list(ATTRIBUTION),
    )
