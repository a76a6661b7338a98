"""Export as GeoJSON files and as a GeoPackage, through geopandas and pyogrio (no Qt).

Layers: ``provinces`` (polygons with their attributes), ``highways`` (lines through the provinces'
label points, in stop order), ``ferry_routes`` (lines between the two label points), and for a
municipality board ``municipalities`` (cells with stars, movement and links) and ``sea_links``. The GeoPackage
keeps the board's projected CRS (metres); GeoJSON is written in EPSG:4326 as RFC 7946 requires.
geopandas is imported here only, so the rest of core stays light.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from core.export.exporter import ExportError, register
from core.export.tables import province_rows
from core.geometry.board import Board
from core.models.dataset import Dataset


def _to_metres(geometry):
    # Board km with y south → projected metres with y north (the CRS's own axes).
    from shapely import affinity

    return affinity.scale(geometry, xfact=1000.0, yfact=-1000.0, origin=(0, 0))


def layers(dataset: Dataset, board: Board) -> dict:
    """The export layers as GeoDataFrames in the board's projected CRS (metres)."""
    import geopandas as gpd
    from pyproj import CRS
    from shapely.geometry import LineString

    crs = CRS.from_proj4(board.proj)
    regions = {r.id: r for r in board.regions}
    rows = [row for row in province_rows(dataset) if row["id"] in regions]
    missing = [p.id for p in dataset.provinces if p.id not in regions]
    if missing:
        raise ExportError(f"the board '{board.name}' has no geometry for: {', '.join(missing[:8])}")
    provinces = gpd.GeoDataFrame(
        rows, geometry=[_to_metres(regions[row["id"]].shape()) for row in rows], crs=crs
    )
    label = {r.id: r.label_point for r in board.regions}
    highway_rows, highway_geoms = [], []
    for h in dataset.highways:
        points = [label[s] for s in h.provinces if s in label]
        if len(points) >= 2:
            highway_rows.append({"id": h.id, "name": h.name, "kana": h.kana, "tier": h.tier,
                                 "provinces": " ".join(h.provinces)})
            highway_geoms.append(_to_metres(LineString(points)))
    ferry_rows, ferry_geoms = [], []
    for f in dataset.ferry_routes:
        if f.a in label and f.b in label:
            ferry_rows.append({"id": f.id, "name": f.name, "a": f.a, "b": f.b, "note": f.note})
            ferry_geoms.append(_to_metres(LineString([label[f.a], label[f.b]])))
    result = {"provinces": provinces}
    result["highways"] = gpd.GeoDataFrame(highway_rows, geometry=highway_geoms, crs=crs)
    result["ferry_routes"] = gpd.GeoDataFrame(ferry_rows, geometry=ferry_geoms, crs=crs)
    if dataset.municipalities:
        result.update(_municipality_layers(dataset, regions, label, crs))
    return result


def _municipality_layers(dataset: Dataset, regions: dict, label: dict, crs) -> dict:
    """The municipality cells with stars, movement and links, and the sea links as lines."""
    import geopandas as gpd
    from shapely.geometry import LineString

    from core.dataset_info import describe

    towns = describe(dataset)["municipalities"]
    rows, geoms = [], []
    for code, town in towns.items():
        if code not in regions:
            continue
        rows.append({
            "code": code, "name": town["name"], "prefecture": town["prefecture"], "kana": town["kana"],
            "stars": town["stars"], "movement": town["movement"], "area_km2": town["area_km2"],
            "population": town["population"], "designated_city": town["designated_city"],
            "prefectural_capital": town["prefectural_capital"],
            "sea_links": " ".join(town["sea_links"]), "sister_cities": " ".join(town["sister_cities"]),
        })
        geoms.append(_to_metres(regions[code].shape()))
    sea_rows, sea_geoms = [], []
    for link in dataset.sea_links:
        if link.a in label and link.b in label:
            sea_rows.append({"a": link.a, "b": link.b, "kind": link.kind, "suggested": link.suggested, "note": link.note})
            sea_geoms.append(_to_metres(LineString([label[link.a], label[link.b]])))
    return {
        "municipalities": gpd.GeoDataFrame(rows, geometry=geoms, crs=crs),
        "sea_links": gpd.GeoDataFrame(sea_rows, geometry=sea_geoms, crs=crs),
    }


def _replace_atomically(write, target: Path) -> None:
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=target.suffix, dir=target.parent or Path("."))
    os.close(fd)
    os.unlink(tmp)  # pyogrio wants to create the file itself
    try:
        write(tmp)
        os.replace(tmp, target)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


@register("gpkg", "GeoPackage (layers provinces, highways, ferry_routes; projected CRS)", ".gpkg", needs_board=True)
def export_gpkg(dataset, board, out: Path) -> list[Path]:
    """Write all layers into one GeoPackage, atomically."""
    frames = layers(dataset, board)

    def write(tmp: str) -> None:
        for name, frame in frames.items():
            if len(frame):
                frame.to_file(tmp, layer=name, driver="GPKG", engine="pyogrio",
                              mode="a" if os.path.exists(tmp) else "w")

    if out.is_dir():
        raise ExportError(f"{out} is a directory; give a .gpkg file name")
    _replace_atomically(write, out)
    return [out]


@register("geojson", "GeoJSON files, one per layer, in EPSG:4326", "", needs_board=True)
def export_geojson(dataset, board, out: Path) -> list[Path]:
    """Write ``<layer>.geojson`` files into the folder ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, frame in layers(dataset, board).items():
        target = out / f"{name}.geojson"
        frame = frame.to_crs(4326)
        _replace_atomically(lambda tmp, f=frame: f.to_file(tmp, driver="GeoJSON", engine="pyogrio"), target)
        written.append(target)
    return written
