"""The GeoPackage and GeoJSON writers held to GDAL: what they write reads back through pyogrio as
what geopandas (GDAL's own writer) writes from the same layers."""

import json
import sqlite3

import geopandas as gpd
import pytest
from shapely.geometry import LineString, MultiPolygon, Polygon

from core.bundled import DATA_DIR
from core.export.geo_export import layers
from core.export.geojson import feature_collection_text, to_lonlat
from core.export.geopackage import APPLICATION_ID, Layer, geopackage_bytes
from core.geometry.board_store import load_board
from core.geometry.projection import named_crs
from core.io.load import load_dataset


@pytest.fixture(scope="module")
def province_layers():
    dataset = load_dataset(DATA_DIR / "karuta" / "default.json")
    board = load_board("provinces")
    return layers(dataset, board), named_crs(board.proj)


def _gdal_copy(layer: Layer, crs, path):
    gpd.GeoDataFrame(layer.rows, geometry=layer.geometries, crs=crs).to_file(
        path, layer=layer.name, driver="GPKG", engine="pyogrio", mode="a" if path.exists() else "w")


def test_the_province_board_reads_back_as_gdal_writes_it(province_layers, tmp_path):
    """Every layer of the province board: the same columns, types, values, geometries and CRS as
    the GeoPackage GDAL writes from the same rows."""
    written, crs = province_layers
    ours, theirs = tmp_path / "ours.gpkg", tmp_path / "theirs.gpkg"
    ours.write_bytes(geopackage_bytes(written, crs))
    for layer in written:
        _gdal_copy(layer, crs, theirs)
    for layer in written:
        mine, gdal = gpd.read_file(ours, layer=layer.name), gpd.read_file(theirs, layer=layer.name)
        assert list(mine.columns) == list(gdal.columns)
        assert mine.dtypes.to_dict() == gdal.dtypes.to_dict(), layer.name
        assert mine.drop(columns="geometry").equals(gdal.drop(columns="geometry")), layer.name
        assert mine.geometry.geom_equals_exact(gdal.geometry, 1e-6).all(), layer.name
        assert mine.crs == gdal.crs and mine.crs.name.startswith("JGD2011 / Kuni Studio Japan LCC")
    assert gpd.read_file(ours, layer="provinces")["junction"].dtype == bool


def test_the_file_is_a_geopackage_by_the_standard(province_layers):
    """The application id, the three required SRS rows, one declared type per layer, the extent in
    gpkg_contents, and geometry blobs with a 'GP' header, the SRS id and the envelope."""
    written, crs = province_layers
    connection = sqlite3.connect(":memory:")
    connection.deserialize(geopackage_bytes(written, crs))
    assert connection.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    assert connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    srs = {row[0]: row[1] for row in connection.execute("SELECT srs_id, organization FROM gpkg_spatial_ref_sys")}
    assert {-1, 0, 4326} <= set(srs) and srs[4326] == "EPSG"
    columns = dict(connection.execute("SELECT table_name, geometry_type_name FROM gpkg_geometry_columns"))
    assert columns == {"provinces": "MULTIPOLYGON", "highways": "LINESTRING", "ferry_routes": "LINESTRING"}
    min_x, max_y, srs_id = connection.execute(
        "SELECT min_x, max_y, srs_id FROM gpkg_contents WHERE table_name = 'provinces'").fetchone()
    provinces = next(layer for layer in written if layer.name == "provinces")
    assert min_x == min(g.bounds[0] for g in provinces.geometries)
    assert max_y == max(g.bounds[3] for g in provinces.geometries)
    blob = connection.execute("SELECT geom FROM provinces WHERE id = 'musashi'").fetchone()[0]
    assert blob[:4] == b"GP\x00\x03" and int.from_bytes(blob[4:8], "little") == srs_id != 4326


def test_column_types_follow_the_values_and_empty_layers_are_left_out(province_layers, tmp_path):
    """Integers among floats make a REAL column, a column of Nones is text, a mixed polygon layer
    is declared multipolygon, and a layer with no rows is not written."""
    _written, crs = province_layers
    square = Polygon([(0, 0), (1000, 0), (1000, 1000), (0, 1000)])
    cells = Layer("cells", [{"n": 1, "x": 1, "note": None}, {"n": 2, "x": 2.5, "note": None}],
                  [square, MultiPolygon([square, Polygon([(2000, 0), (3000, 0), (3000, 900)])])])
    path = tmp_path / "mixed.gpkg"
    path.write_bytes(geopackage_bytes([cells, Layer("nothing")], crs))
    frame = gpd.read_file(path, layer="cells")
    assert str(frame["n"].dtype) == "int64" and str(frame["x"].dtype) == "float64"
    assert list(frame["x"]) == [1.0, 2.5] and frame["note"].isna().all()
    assert set(frame.geometry.geom_type) == {"MultiPolygon"}
    import pyogrio

    assert [name for name, _kind in pyogrio.list_layers(path)] == ["cells"]


def test_geojson_is_rfc_7946_and_reads_back_as_gdal_projects_it(province_layers, tmp_path):
    """Longitude/latitude with six decimals, no crs member, exterior rings counter-clockwise, and
    the same places as GDAL's own transformation of the board to EPSG:4326."""
    written, crs = province_layers
    provinces = next(layer for layer in written if layer.name == "provinces")
    path = tmp_path / "provinces.geojson"
    path.write_text(feature_collection_text(provinces.rows, to_lonlat(provinces.geometries, crs)), encoding="utf-8")
    document = json.loads(path.read_text(encoding="utf-8"))
    assert set(document) == {"type", "features"} and len(document["features"]) == 68
    first = document["features"][0]["geometry"]
    ring = first["coordinates"][0] if first["type"] == "Polygon" else first["coordinates"][0][0]
    assert all(len(repr(value).split(".")[1]) <= 6 for point in ring for value in point)
    assert Polygon(ring).exterior.is_ccw
    mine = gpd.read_file(path)
    gdal = gpd.GeoDataFrame(provinces.rows, geometry=provinces.geometries, crs=crs).to_crs(4326)
    assert mine.drop(columns="geometry").equals(gdal.drop(columns="geometry"))
    assert mine.geometry.normalize().geom_equals_exact(gdal.geometry.normalize(), 1e-6).all()


def test_lines_are_transformed_point_by_point(province_layers):
    """A highway's line keeps its stops in order after the transformation."""
    _written, crs = province_layers
    line = to_lonlat([LineString([(0, 0), (100_000, 0)])], crs)[0]
    (lon0, lat0), (lon1, _lat1) = line.coords
    assert abs(lon0 - 136.0) < 1e-9 and abs(lat0 - 36.0) < 1e-9 and lon1 > lon0


def _srs_of(path) -> tuple:
    connection = sqlite3.connect(path)
    try:
        return connection.execute("SELECT s.srs_id, s.organization, s.organization_coordsys_id FROM gpkg_contents c "
                                  "JOIN gpkg_spatial_ref_sys s USING (srs_id) WHERE c.table_name = ?",
                                  ("provinces" if "karuta" in str(path) else "municipalities",)).fetchone()
    finally:
        connection.close()


def test_a_prefecture_board_is_written_in_its_plane_rectangular_zone_with_true_areas(tmp_path):
    """広島県 lies in zone III: the GeoPackage is EPSG:6671 (JGD2011 / Japan Plane Rectangular CS
    III), as QGIS names it, and a town's area measured there is its area_km2 within 0.2 %."""
    from core.export import export_dataset
    from core.geometry.municipality_dataset import build_battle_board

    dataset, board = build_battle_board(["34"])
    out = tmp_path / "hiroshima.gpkg"
    export_dataset(dataset, board, "gpkg", out)
    assert _srs_of(out) == (6671, "EPSG", 6671)
    towns = gpd.read_file(out, layer="municipalities", engine="pyogrio")
    assert towns.crs.to_epsg() == 6671
    hiroshima = towns[towns["name"] == "広島市"].iloc[0]
    assert abs(hiroshima.geometry.area / 1e6 / hiroshima["area_km2"] - 1) < 0.002


def test_a_board_in_its_own_projection_has_an_id_of_its_own(tmp_path):
    """The karuta board and a board across zones (関東 and 東北) keep their Lambert projections, each
    under its own custom id (the same in every export of it), named for what they are."""
    from core.export import export_dataset
    from core.geometry.municipality_dataset import build_battle_board

    karuta = load_dataset(DATA_DIR / "karuta" / "default.json")
    export_dataset(karuta, load_board("provinces"), "gpkg", tmp_path / "karuta.gpkg")
    export_dataset(karuta, load_board("provinces"), "gpkg", tmp_path / "karuta-again.gpkg")
    dataset, board = build_battle_board(["04", "13"])
    export_dataset(dataset, board, "gpkg", tmp_path / "two-zones.gpkg")
    mine, again, other = (_srs_of(tmp_path / name) for name in ("karuta.gpkg", "karuta-again.gpkg", "two-zones.gpkg"))
    assert mine == again and mine[1] == other[1] == "NONE"
    assert mine[0] != other[0] and all(100000 <= srs[0] < 1000000 for srs in (mine, other))
    assert gpd.read_file(tmp_path / "two-zones.gpkg", layer="municipalities", engine="pyogrio").crs.name.startswith(
        "JGD2011 / Kuni Studio Japan LCC (28°N 42°N")
