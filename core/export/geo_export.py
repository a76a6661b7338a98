"""Export as GeoJSON files and as a GeoPackage (no Qt).

Layers: ``provinces`` (polygons with their attributes), ``highways`` (lines through the provinces'
label points, in stop order), ``ferry_routes`` (lines between the two label points), and for a
municipality board ``municipalities`` (cells with stars, movement and links) and ``sea_links``. The GeoPackage
keeps the board's projected CRS (metres); GeoJSON is written in EPSG:4326 as RFC 7946 requires.
The files are written by :mod:`core.export.geopackage` and :mod:`core.export.geojson`.
"""

from __future__ import annotations

from pathlib import Path

from core.export.exporter import ExportError, register
from core.export.geojson import feature_collection_text, reprojected, to_lonlat
from core.export.geopackage import Layer, geopackage_bytes
from core.export.tables import province_rows
from core.geometry.board import Board
from core.io.atomic_write import atomic_write_bytes
from core.io.folder_output import write_folder
from core.models.dataset import Dataset
from core.text import translate


def _to_metres(geometry):
    # Board km with y south → projected metres with y north (the CRS's own axes).
    from shapely import affinity

    return affinity.scale(geometry, xfact=1000.0, yfact=-1000.0, origin=(0, 0))


#: Every layer an export may hold (the municipality layers only for a 市区町村バトル dataset).
LAYER_NAMES = ("provinces", "highways", "ferry_routes", "municipalities", "sea_links")


def layers(dataset: Dataset, board: Board) -> list[Layer]:
    """The export layers, their geometries in the board's projected CRS (metres:
    :func:`core.geometry.projection.named_crs` of the board's projection)."""
    from shapely.geometry import LineString

    regions = {r.id: r for r in board.regions}
    rows = [row for row in province_rows(dataset) if row["id"] in regions]
    missing = [p.id for p in dataset.provinces if p.id not in regions]
    if missing:
        raise ExportError(translate(
            "ExportError", "the board '{board}' has no shape for {provinces}: build the board again from this "
            "dataset's provinces").format(board=board.name, provinces="、".join(missing[:8])))
    provinces = Layer("provinces", rows, [_to_metres(regions[row["id"]].shape()) for row in rows])
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
    result = [provinces, Layer("highways", highway_rows, highway_geoms),
              Layer("ferry_routes", ferry_rows, ferry_geoms)]
    if dataset.municipalities:
        result += _municipality_layers(dataset, regions, label)
    return result


def _municipality_layers(dataset: Dataset, regions: dict, label: dict) -> list[Layer]:
    """The municipality cells with stars, movement and links, and the sea links as lines."""
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
    return [Layer("municipalities", rows, geoms), Layer("sea_links", sea_rows, sea_geoms)]


@register(
    "gpkg", translate("Exporter", "GeoPackage (layers provinces, highways, ferry_routes; projected CRS)"), ".gpkg", needs_board=True)
def export_gpkg(dataset, board, out: Path, force: bool = False) -> list[Path]:
    """Write all layers into one GeoPackage, atomically, in :func:`core.geometry.projection.export_crs`
    (a prefecture board's plane rectangular zone, else the board's projection)."""
    from core.geometry.projection import export_crs, named_crs

    if out.is_dir():
        raise ExportError(translate("ExportError", "{out} is a folder, and a GeoPackage is one file: give a name "
                                                   "ending in .gpkg").format(out=str(out)))
    prefectures = {town.code[:2] for town in dataset.municipalities}
    crs, drawn = export_crs(board.proj, prefectures), named_crs(board.proj)
    found = layers(dataset, board)
    if crs != drawn:
        found = [Layer(layer.name, layer.rows, reprojected(layer.geometries, drawn, crs)) for layer in found]
    atomic_write_bytes(out, geopackage_bytes(found, crs), force)
    return [out]


@register("geojson", translate("Exporter", "GeoJSON files, one per layer, in EPSG:4326"), "", needs_board=True)
def export_geojson(dataset, board, out: Path, force: bool = False) -> list[Path]:
    """Write one ``<layer>.geojson`` per layer as the whole folder ``out`` (made if needed)."""
    from core.geometry.projection import named_crs

    crs = named_crs(board.proj)
    files = {f"{layer.name}.geojson": feature_collection_text(layer.rows, to_lonlat(layer.geometries, crs))
             .encode("utf-8") for layer in layers(dataset, board)}
    return write_folder(out, files, owns=[f"{name}.geojson" for name in LAYER_NAMES], force=force)
