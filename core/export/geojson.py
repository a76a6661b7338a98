"""Write RFC 7946 GeoJSON with the standard library's json (no Qt, no GDAL).

RFC 7946 GeoJSON is always longitude/latitude on WGS 84 and has no ``crs`` member, so the
geometries are transformed from the board's CRS first. Coordinates keep six decimals (about 10 cm,
the precision the RFC suggests; the boards' own vertices are rounded to a metre), polygons follow
the RFC's right-hand rule (exterior rings counter-clockwise), and each feature is one line, so a
diff of two exports shows which features changed.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

#: Decimal places of a written longitude or latitude.
DECIMALS = 6


def reprojected(geometries: Sequence, source, target) -> list:
    """``geometries`` (shapely, in the pyproj CRS ``source``) in the CRS ``target``."""
    import numpy as np
    import shapely
    from pyproj import Transformer

    transformer = Transformer.from_crs(source, target, always_xy=True)

    def transform(coords):
        x, y = transformer.transform(coords[:, 0], coords[:, 1])
        return np.column_stack([x, y])

    return [shapely.transform(g, transform) for g in geometries]


def to_lonlat(geometries: Sequence, crs) -> list:
    """``geometries`` (shapely, in ``crs``, a pyproj CRS) as longitude/latitude on WGS 84."""
    return reprojected(geometries, crs, "EPSG:4326")


def _right_hand(geometry):
    from shapely.geometry import MultiPolygon
    from shapely.geometry.polygon import orient

    if geometry.geom_type == "Polygon":
        return orient(geometry, sign=1.0)
    if geometry.geom_type == "MultiPolygon":
        return MultiPolygon([orient(p, sign=1.0) for p in geometry.geoms])
    return geometry


def _rounded(value):
    if isinstance(value, float):
        return round(value, DECIMALS)
    if isinstance(value, (list, tuple)):
        return [_rounded(v) for v in value]
    return value


def feature_collection_text(rows: Sequence[dict], geometries: Sequence) -> str:
    """The FeatureCollection of ``rows`` (properties) and their ``geometries`` (already in
    longitude/latitude), one feature per line."""
    from shapely.geometry import mapping

    lines = []
    for row, geometry in zip(rows, geometries):
        shape = mapping(_right_hand(geometry))
        feature = {"type": "Feature", "properties": row,
                   "geometry": {"type": shape["type"], "coordinates": _rounded(shape["coordinates"])}}
        lines.append(json.dumps(feature, ensure_ascii=False, separators=(",", ":")))
    body = ",\n".join(lines)
    return '{"type":"FeatureCollection","features":[\n' + body + ("\n" if lines else "") + "]}\n"
