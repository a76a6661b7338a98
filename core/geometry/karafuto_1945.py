"""南樺太 (樺太庁, 1945) on the 市区町村バトル board: 1 市, 14 町 and 27 村 as cells (no Qt).

The design document's nationwide board has 南樺太 「1945年当時の区分」, 「南樺太の町村の境界は当時の
役場の位置から推定した目安」. No boundary data exists, so the cells are estimated as the document
says: each town's point — its 役場, or the centre of the settlement that succeeded it — and the
land of Sakhalin south of 50°N (Natural Earth's 1:10m coastline, public domain) shared out among
them (a Voronoi division clipped to the coast); 海馬村 is Moneron island (too small for that
coastline: a disc of its size stands in for it). Eight of the 42 have no
coordinate in the reference table (``../shared/refdata/karafuto_1945``, whose README says why):
they are placed from the towns of their 郡 (beside their mean), or north of their 支庁's
northernmost town when the 郡 has none, and every such town says so in its note.

The build step (``kuni build-board municipalities --from-shared``) writes the table the app reads
(``data/municipalities/karafuto_1945.csv``: code, name, reading, 支庁, 郡, point, how the point was
found) and the cells into the 1945 north board (:mod:`core.geometry.north_1945`). The towns take
codes 01951–01992 (unused 北海道 codes, in the reference table's order).
"""

from __future__ import annotations

import csv
import functools
import io
from pathlib import Path

#: The first town's code; the others follow in the table's order.
FIRST_CODE = 1951
#: The south of Sakhalin (樺太庁 held it to 50°N) and where Moneron lies.
SOUTH_OF = 50.0
SAKHALIN_POINT = (142.7, 47.0)
MONERON_POINT = (141.2367, 46.2567)
MONERON_RADIUS_KM = 3.1
#: Degrees between the placed towns of one 郡 (about 8 km), and north of a 支庁's last town.
PLACED_STEP = 0.08
NORTH_STEP = 0.2
KARAFUTO_CREDIT = ("南樺太の町村: Wikipedia日本語版『樺太庁』ほか各市町村記事（CC BY-SA）、座標: GeoNames (CC BY 4.0, "
                   "geonames.org) および Wikipedia 日本語版・ロシア語版の各記事。境界は役場の位置から推定した目安")
COLUMNS = ("code", "name", "kana", "shicho", "gun", "latitude", "longitude", "point", "source")


def table_path() -> Path:
    from core import bundled

    return bundled.DATA_DIR / "municipalities" / "karafuto_1945.csv"


def table_from_reference(refdata_csv: str | Path) -> list[dict]:
    """The towns of ``../shared/refdata/karafuto_1945/municipalities.csv`` with their codes and a
    point for each (estimated where the reference has none)."""
    with open(refdata_csv, encoding="utf-8", newline="") as stream:
        rows = list(csv.DictReader(stream))
    towns = []
    for k, row in enumerate(rows):
        known = bool(row["latitude"] and row["longitude"])
        towns.append({
            "code": f"{FIRST_CODE + k:05d}", "name": row["name"], "kana": row["reading"], "shicho": row["shicho"],
            "gun": row["gun"], "latitude": float(row["latitude"]) if known else None,
            "longitude": float(row["longitude"]) if known else None,
            "point": row["coord_point"] if known else "estimated",
            "source": row["coord_source"] if known else "",
        })
    placed_in: dict[str, int] = {}
    for town in towns:
        if town["latitude"] is not None:
            continue
        kin = [t for t in towns if t["gun"] == town["gun"] and t["point"] != "estimated"]
        k = placed_in[town["gun"]] = placed_in.get(town["gun"], -1) + 1
        if kin:  # beside the mean of its 郡's towns, the next one a step further east
            town["latitude"] = round(sum(t["latitude"] for t in kin) / len(kin), 5)
            town["longitude"] = round(sum(t["longitude"] for t in kin) / len(kin) + PLACED_STEP * (k + 1), 5)
            town["source"] = f"estimated: the mean of the {len(kin)} towns of {town['gun']} with a coordinate"
        else:  # a 郡 with none: north of its 支庁's northernmost town, along the same coast
            last = max((t for t in towns if t["shicho"] == town["shicho"] and t["point"] != "estimated"),
                       key=lambda t: t["latitude"])
            town["latitude"] = round(last["latitude"] + NORTH_STEP * (k + 1), 5)
            town["longitude"] = last["longitude"]
            town["source"] = f"estimated: north of {last['name']}, the northernmost town of {town['shicho']} with one"
    return towns


def table_text(towns: list[dict]) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    for town in towns:
        writer.writerow({key: town[key] for key in COLUMNS})
    return out.getvalue()


def read_table(path: str | Path | None = None) -> list[dict]:
    """The committed table (``data/municipalities/karafuto_1945.csv``; read once, each caller
    given its own copy of the rows)."""
    return [dict(row) for row in _rows(str(path or table_path()))]


@functools.lru_cache(maxsize=4)
def _rows(path: str) -> tuple[dict, ...]:
    with open(path, encoding="utf-8", newline="") as stream:
        rows = list(csv.DictReader(stream))
    for row in rows:
        row["latitude"], row["longitude"] = float(row["latitude"]), float(row["longitude"])
    return tuple(rows)


def karafuto_towns(path: str | Path | None = None) -> dict[str, dict]:
    """The towns as the reference table's (no 2020 population: 「人口は「—」」), each with a note
    that says its boundary is an estimate — and its place too, where the reference had none."""
    towns = {}
    for row in read_table(path):
        note = f"1945年の樺太庁{row['shicho']}。境界は役場の位置から推定した目安"
        if row["point"] == "estimated":
            note += f"（役場の座標がなく、位置も{row['gun']}の町村から推定）"
        elif row["point"] == "island":
            note += "（海馬島は海岸線の資料にない小島: 島の形も目安）"
        towns[row["code"]] = {"prefecture": "北海道", "name": row["name"], "kana": row["kana"], "population": None,
                              "designated_city": False, "prefectural_capital": False, "special_ward": False,
                              "note": note}
    return towns


def karafuto_codes(path: str | Path | None = None) -> set[str]:
    return {row["code"] for row in read_table(path)}


def build_karafuto_cells(land_parts, towns: list[dict], project) -> tuple[list, dict[str, list[str]], dict[str, float]]:
    """The towns' cells on the board (Voronoi of their points clipped to Sakhalin south of 50°N;
    海馬村 is Moneron), their land neighbours and shared border lengths. ``project(xy) -> xy``
    takes lon/lat to board km."""
    import numpy as np
    from shapely.geometry import MultiPoint, Point, Polygon, box
    from shapely.ops import nearest_points, unary_union, voronoi_diagram

    def board_shape(geom):
        polygons = getattr(geom, "geoms", [geom])
        return unary_union([Polygon(project(np.asarray(p.exterior.coords))).buffer(0) for p in polygons])

    sakhalin = next(p for p in land_parts if p.contains(Point(*SAKHALIN_POINT)))
    south = board_shape(sakhalin.intersection(box(140.0, 45.0, 146.0, SOUTH_OF)))
    # Moneron (海馬島, about 30 km²) is too small for the 1:10m coastline: a disc of its size
    # stands in for it at 海馬村's point
    mx, my = project(np.asarray([MONERON_POINT]))[0]
    island = Point(mx, my).buffer(MONERON_RADIUS_KM, quad_segs=8)
    on_island = [t for t in towns if t["point"] == "island"]
    mainland = [t for t in towns if t["point"] != "island"]
    points = []
    for town in mainland:
        x, y = project(np.asarray([[town["longitude"], town["latitude"]]]))[0]
        point = Point(x, y)
        if not south.contains(point):  # (a point on the shore, or placed off it: onto the land)
            point = nearest_points(south.buffer(-0.5), point)[0]
        points.append(point)
    regions = voronoi_diagram(MultiPoint(points), envelope=south.envelope.buffer(50))
    cells = {}
    for town, point in zip(mainland, points):
        region = next(r for r in regions.geoms if r.contains(point))
        cells[town["code"]] = region.intersection(south).buffer(0)
    for town in on_island:
        cells[town["code"]] = island
    adjacency: dict[str, list[str]] = {code: [] for code in cells}
    border_km: dict[str, float] = {}
    codes = sorted(cells)
    for i, a in enumerate(codes):
        for b in codes[i + 1:]:
            shared = cells[a].boundary.intersection(cells[b].boundary).length
            if shared > 0.1:
                adjacency[a].append(b)
                adjacency[b].append(a)
                border_km[f"{a}|{b}"] = round(shared, 3)
    return [(code, cells[code]) for code in codes], adjacency, border_km
