"""Export as GeoJSON files and as a GeoPackage, through geopandas and pyogrio (no Qt).

Layers: ``provinces`` (polygons with their attributes), ``highways`` (lines through the provinces'
label points, in stop order), ``ferry_routes`` (lines between the two label points), and for a
municipality board ``municipalities`` (cells with stars, movement and links) and ``sea_links``. The GeoPackage
keeps the board's projected CRS (metres); GeoJSON is written in EPSG:4326 as RFC 7946 requires.
geopandas is imported here only, so the rest of core stays light.
"""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

from core.export.exporter import ExportError, register
from core.export.tables import province_rows
from core.geometry.board import Board
from core.models.dataset import Dataset
from core.text import translate


def _to_metres(geometry):
    # Board km with y south → projected metres with y north (the CRS's own axes).
    from shapely import affinity

    return affinity.scale(geometry, xfact=1000.0, yfact=-1000.0, origin=(0, 0))


def layers(dataset: Dataset, board: Board) -> dict:
    """The export layers as GeoDataFrames in the board's projected CRS (metres)."""
    import geopandas as gpd
    from shapely.geometry import LineString

    from core.geometry.projection import named_crs

    crs = named_crs(board.proj)
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


def _replace_atomically(writes: dict, force: bool) -> None:
    """``write(tmp)`` for each ``{target: write}`` to a temporary beside its target (named as
    :mod:`core.io.atomic_write` names its own, so a killed export's leftovers are cleared too),
    then every temporary renamed over its target: all the files or none.

    Raises:
        OSError: a target is read-only (without ``force``) or could not be written (a full disk:
            the GIS library's own error told in words); nothing is left behind.
    """
    from core.io.atomic_write import TEMP_SUFFIX, ReadOnlyTarget, clear_stale_temporaries

    staged: list[tuple[str, Path]] = []
    try:
        for target, write in writes.items():
            if target.exists() and not target.stat().st_mode & stat.S_IWUSR and not force:
                raise ReadOnlyTarget(f"{target} is read-only (give --force to replace it)")
            clear_stale_temporaries(target)
            fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.{os.getpid()}.", suffix=TEMP_SUFFIX + target.suffix,
                                       dir=target.parent or Path("."))
            os.close(fd)
            os.unlink(tmp)  # pyogrio wants to create the file itself
            staged.append((tmp, target))
            write(tmp)
            if target.exists():
                os.chmod(tmp, target.stat().st_mode & 0o7777)
        for tmp, target in staged:
            os.replace(tmp, target)
    except OSError:
        _remove(staged)
        raise
    except Exception as error:  # pyogrio's own errors (a full disk says "database or disk is full")
        _remove(staged)
        raise OSError(str(error).strip() or type(error).__name__) from None
    except BaseException:
        _remove(staged)
        raise


def _remove(staged: list[tuple[str, Path]]) -> None:
    for tmp, _target in staged:
        for leftover in (tmp, tmp + "-journal", tmp + "-wal", tmp + "-shm"):
            if os.path.exists(leftover):
                os.unlink(leftover)


@register(
    "gpkg", translate("Exporter", "GeoPackage (layers provinces, highways, ferry_routes; projected CRS)"), ".gpkg", needs_board=True)
def export_gpkg(dataset, board, out: Path, force: bool = False) -> list[Path]:
    """Write all layers into one GeoPackage, atomically."""
    frames = layers(dataset, board)

    def write(tmp: str) -> None:
        for name, frame in frames.items():
            if len(frame):
                frame.to_file(tmp, layer=name, driver="GPKG", engine="pyogrio",
                              mode="a" if os.path.exists(tmp) else "w")

    if out.is_dir():
        raise ExportError(f"{out} is a directory; give a .gpkg file name")
    _replace_atomically({out: write}, force)
    return [out]


@register("geojson", translate("Exporter", "GeoJSON files, one per layer, in EPSG:4326"), "", needs_board=True)
def export_geojson(dataset, board, out: Path, force: bool = False) -> list[Path]:
    """Write ``<layer>.geojson`` files into the folder ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    writes = {out / f"{name}.geojson": (lambda tmp, f=frame.to_crs(4326): f.to_file(tmp, driver="GeoJSON",
                                                                                    engine="pyogrio"))
              for name, frame in layers(dataset, board).items()}
    _replace_atomically(writes, force)  # every layer's file or none
    return list(writes)
