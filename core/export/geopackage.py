"""Write OGC GeoPackage files with the standard library's sqlite3 and shapely's WKB (no Qt, no GDAL).

A GeoPackage is an SQLite database laid out as OGC 12-128r18 (GeoPackage 1.3) says: the
``application_id`` 'GPKG', the three tables every GeoPackage has (``gpkg_spatial_ref_sys`` with its
three required rows, ``gpkg_contents``, ``gpkg_geometry_columns``), and one feature table per
layer whose geometry column holds the standard GeoPackage binary (a ``GP`` header with the SRS id
and the envelope, then ISO WKB). Every layer declares one geometry type, so polygons are written as
multipolygons. The optional R-tree index is not written: its triggers call SQL functions that only
GDAL-linked readers provide, and a board has at most a few thousand features.

Writing it here rather than through GDAL keeps the standalone app a hundred megabytes lighter; the
tests read every export back with GDAL (pyogrio) to hold it to the format.
"""

from __future__ import annotations

import sqlite3
import struct
import zlib
from collections.abc import Sequence
from dataclasses import dataclass, field

#: 'GPKG' as the SQLite application id, and GeoPackage 1.3 as its user version.
APPLICATION_ID = 0x47504B47
USER_VERSION = 10300
#: Where a CRS without an authority code is numbered (GDAL numbers its own from here too), and how
#: many ids from there ours are spread over.
FIRST_CUSTOM_SRS_ID = 100000
CUSTOM_SRS_IDS = 900000

_SCHEMA = """
CREATE TABLE gpkg_spatial_ref_sys (
  srs_name TEXT NOT NULL, srs_id INTEGER NOT NULL PRIMARY KEY, organization TEXT NOT NULL,
  organization_coordsys_id INTEGER NOT NULL, definition TEXT NOT NULL, description TEXT);
CREATE TABLE gpkg_contents (
  table_name TEXT NOT NULL PRIMARY KEY, data_type TEXT NOT NULL, identifier TEXT UNIQUE,
  description TEXT DEFAULT '', last_change DATETIME NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  min_x DOUBLE, min_y DOUBLE, max_x DOUBLE, max_y DOUBLE, srs_id INTEGER,
  CONSTRAINT fk_gc_r_srs_id FOREIGN KEY (srs_id) REFERENCES gpkg_spatial_ref_sys(srs_id));
CREATE TABLE gpkg_geometry_columns (
  table_name TEXT NOT NULL, column_name TEXT NOT NULL, geometry_type_name TEXT NOT NULL,
  srs_id INTEGER NOT NULL, z TINYINT NOT NULL, m TINYINT NOT NULL,
  CONSTRAINT pk_geom_cols PRIMARY KEY (table_name, column_name),
  CONSTRAINT uk_gc_table_name UNIQUE (table_name),
  CONSTRAINT fk_gc_tn FOREIGN KEY (table_name) REFERENCES gpkg_contents(table_name),
  CONSTRAINT fk_gc_srs FOREIGN KEY (srs_id) REFERENCES gpkg_spatial_ref_sys(srs_id));
"""

#: The rows every GeoPackage's gpkg_spatial_ref_sys has (the standard's Requirement 11).
_REQUIRED_SRS = (
    ("Undefined Cartesian SRS", -1, "NONE", -1, "undefined", "undefined Cartesian coordinate reference system"),
    ("Undefined geographic SRS", 0, "NONE", 0, "undefined", "undefined geographic coordinate reference system"),
    ("WGS 84 geodetic", 4326, "EPSG", 4326,
     ('GEOGCS["WGS 84",DATUM["WGS_1984",SPHEROID["WGS 84",6378137,298.257223563,AUTHORITY["EPSG","7030"]],'
     'AUTHORITY["EPSG","6326"]],PRIMEM["Greenwich",0,AUTHORITY["EPSG","8901"]],'
     'UNIT["degree",0.0174532925199433,AUTHORITY["EPSG","9122"]],AXIS["Latitude",NORTH],AXIS["Longitude",EAST],'
     'AUTHORITY["EPSG","4326"]]'),
     "longitude/latitude coordinates in decimal degrees on the WGS 84 spheroid"),
)


@dataclass
class Layer:
    """One feature table: its attribute rows and their geometries, in the file's CRS.

    Attributes:
        name: the table's name (a layer in a GIS).
        rows: one dict per feature, every dict with the same keys in the same order.
        geometries: one shapely geometry per row.
    """

    name: str
    rows: list[dict] = field(default_factory=list)
    geometries: list = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.rows)


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _column_type(values) -> str:
    """The SQL type of a column from its values (the first that is not None decides; ints among
    floats make it REAL)."""
    present = [v for v in values if v is not None]
    if not present:
        return "TEXT"
    if all(isinstance(v, bool) for v in present):
        return "BOOLEAN"
    if all(isinstance(v, int) and not isinstance(v, bool) for v in present):
        return "INTEGER"
    if all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in present):
        return "REAL"
    return "TEXT"


def _geometry_type(geometries) -> str:
    """The one geometry type a layer declares; single polygons and lines are promoted to multi
    when the layer mixes them."""
    kinds = {g.geom_type for g in geometries}
    if kinds <= {"Polygon", "MultiPolygon"}:
        return "MULTIPOLYGON"
    if kinds == {"LineString"}:
        return "LINESTRING"
    if kinds <= {"LineString", "MultiLineString"}:
        return "MULTILINESTRING"
    if kinds == {"Point"}:
        return "POINT"
    return "GEOMETRY"


def _as_declared(geometry, declared: str):
    from shapely.geometry import MultiLineString, MultiPolygon

    if declared == "MULTIPOLYGON" and geometry.geom_type == "Polygon":
        return MultiPolygon([geometry])
    if declared == "MULTILINESTRING" and geometry.geom_type == "LineString":
        return MultiLineString([geometry])
    return geometry


def geometry_blob(geometry, srs_id: int) -> bytes:
    """The GeoPackage binary of ``geometry``: 'GP', version 0, flags (little-endian, an
    [minx, maxx, miny, maxy] envelope, or the empty bit), the SRS id, then ISO WKB."""
    import shapely

    if geometry.is_empty:
        return b"GP\x00" + bytes([0b0001_0001]) + struct.pack("<i", srs_id) + shapely.to_wkb(
            geometry, byte_order=1, flavor="iso")
    min_x, min_y, max_x, max_y = geometry.bounds
    header = b"GP\x00" + bytes([0b0000_0011]) + struct.pack("<i4d", srs_id, min_x, max_x, min_y, max_y)
    return header + shapely.to_wkb(geometry, byte_order=1, output_dimension=2, flavor="iso")


def custom_srs_id(definition: str) -> int:
    """The id a CRS without an authority code is kept under: the same for the same definition in
    every file, another for another one (two games' boards in two files never share an id, so a
    GIS that copies layers between them cannot mistake one projection for the other)."""
    return FIRST_CUSTOM_SRS_ID + zlib.crc32(definition.encode("utf-8")) % CUSTOM_SRS_IDS


def _srs_row(crs) -> tuple:
    """The gpkg_spatial_ref_sys row of a pyproj CRS: its EPSG code when it has one, otherwise an
    id of its own (:func:`custom_srs_id`), with its WKT (the WKT 1 form GeoPackage 1.3 defines the
    column with)."""
    from pyproj.enums import WktVersion

    definition = crs.to_wkt(WktVersion.WKT1_GDAL)
    code = crs.to_epsg()
    if code is not None:
        return (crs.name, code, "EPSG", code, definition, None)
    srs_id = custom_srs_id(definition)
    return (crs.name, srs_id, "NONE", srs_id, definition, None)


def geopackage_bytes(layers: Sequence[Layer], crs) -> bytes:
    """The GeoPackage holding ``layers`` (geometries in ``crs``, a pyproj CRS), as the bytes of its
    file; empty layers are left out. It is built in memory, so the caller writes it atomically."""
    srs = _srs_row(crs)
    srs_id = srs[1]
    connection = sqlite3.connect(":memory:")
    try:
        connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        connection.execute(f"PRAGMA user_version = {USER_VERSION}")
        connection.executescript(_SCHEMA)
        rows = list(_REQUIRED_SRS)
        if srs_id not in {row[1] for row in rows}:
            rows.append(srs)
        connection.executemany("INSERT INTO gpkg_spatial_ref_sys VALUES (?, ?, ?, ?, ?, ?)", rows)
        for layer in layers:
            if len(layer):
                _write_layer(connection, layer, srs_id)
        connection.commit()
        return connection.serialize()
    finally:
        connection.close()


def _write_layer(connection: sqlite3.Connection, layer: Layer, srs_id: int) -> None:
    columns = list(layer.rows[0])
    types = {name: _column_type([row.get(name) for row in layer.rows]) for name in columns}
    declared = _geometry_type(layer.geometries)
    table = _quote(layer.name)
    definitions = ", ".join(f"{_quote(name)} {types[name]}" for name in columns)
    connection.execute(f"CREATE TABLE {table} (fid INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, "
                       f"geom {declared}, {definitions})")
    geometries = [_as_declared(g, declared) for g in layer.geometries]
    placeholders = ", ".join("?" * (len(columns) + 1))
    names = ", ".join(["geom", *map(_quote, columns)])
    connection.executemany(
        f"INSERT INTO {table} ({names}) VALUES ({placeholders})",
        ([geometry_blob(g, srs_id), *(row.get(name) for name in columns)] for g, row in zip(geometries, layer.rows)))
    bounds = [g.bounds for g in geometries if not g.is_empty]
    extent = (min(b[0] for b in bounds), min(b[1] for b in bounds), max(b[2] for b in bounds),
              max(b[3] for b in bounds)) if bounds else (None, None, None, None)
    connection.execute(
        "INSERT INTO gpkg_contents (table_name, data_type, identifier, min_x, min_y, max_x, max_y, srs_id) "
        "VALUES (?, 'features', ?, ?, ?, ?, ?, ?)", (layer.name, layer.name, *extent, srs_id))
    connection.execute("INSERT INTO gpkg_geometry_columns VALUES (?, 'geom', ?, ?, 0, 0)",
                       (layer.name, declared, srs_id))
