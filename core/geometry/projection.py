"""Projections from lon/lat (EPSG:4326 degrees) to board kilometres (no Qt).

The province board uses a Lambert conformal conic projection with standard parallels 33°N and
40°N, central meridian 136°E, on the GRS80 ellipsoid (JGD2000/2011's). Conformal, because a
designer recognises provinces by their shape and a conformal map keeps small shapes true; conic,
because Japan's main islands run north-east for some 2,000 km between about 30°N and 41.5°N, and a
cone cutting the Earth at 33° and 40° keeps the scale error within about ±0.6 % across them (a
single UTM zone or the 19 plane-rectangular zones each cover only a part of the country).
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np
from pyproj import CRS, Transformer

#: proj string of the province board.
PROVINCE_BOARD_PROJ = (
    "+proj=lcc +lat_1=33 +lat_2=40 +lat_0=36 +lon_0=136 +x_0=0 +y_0=0 +ellps=GRS80 +units=m +no_defs"
)


@lru_cache(maxsize=8)
def _transformer(proj: str) -> Transformer:
    return Transformer.from_crs(CRS.from_epsg(4326), CRS.from_proj4(proj), always_xy=True)


def lonlat_to_board_km(points: np.ndarray, proj: str = PROVINCE_BOARD_PROJ) -> np.ndarray:
    """Project ``(n, 2)`` lon/lat degrees to board kilometres (x east, y south).

    Args:
        points: longitude, latitude pairs in degrees.
        proj: the board's proj string.

    Returns:
        ``(n, 2)`` array in km with y increasing southwards.
    """
    points = np.asarray(points, dtype=float)
    x, y = _transformer(proj).transform(points[:, 0], points[:, 1])
    return np.column_stack([np.asarray(x) / 1000.0, -np.asarray(y) / 1000.0])

#: proj string of the nationwide municipality board: the same kind of projection with standard
#: parallels 28°N and 42°N and central meridian 137°E, so that Okinawa (24°N) and Hokkaido (45.5°N)
#: stay within about ±1.5 % of true scale.
NATIONWIDE_BOARD_PROJ = (
    "+proj=lcc +lat_1=28 +lat_2=42 +lat_0=36 +lon_0=137 +x_0=0 +y_0=0 +ellps=GRS80 +units=m +no_defs"
)


def named_crs(proj: str):
    """The board's projection as a CRS a GIS user recognises: a Lambert conformal conic on the
    JGD2011 datum (GRS 1980, the boards' ellipsoid) named with its parallels and origin, e.g.
    ``JGD2011 / Kuni Studio Japan LCC (33°N 40°N, origin 36°N 136°E)``; any other projection
    as it is written."""
    from pyproj import CRS
    from pyproj.crs import ProjectedCRS
    from pyproj.crs.coordinate_operation import LambertConformalConic2SPConversion

    params = dict(part.lstrip("+").split("=", 1) for part in proj.split() if "=" in part)
    if params.get("proj") != "lcc" or params.get("ellps", "GRS80") != "GRS80":
        return CRS.from_proj4(proj)
    lat_1, lat_2, lat_0, lon_0 = (float(params.get(key, 0)) for key in ("lat_1", "lat_2", "lat_0", "lon_0"))
    conversion = LambertConformalConic2SPConversion(
        latitude_first_parallel=lat_1, latitude_second_parallel=lat_2, latitude_false_origin=lat_0,
        longitude_false_origin=lon_0, easting_false_origin=float(params.get("x_0", 0)),
        northing_false_origin=float(params.get("y_0", 0)))
    name = f"JGD2011 / Kuni Studio Japan LCC ({lat_1:g}°N {lat_2:g}°N, origin {lat_0:g}°N {lon_0:g}°E)"
    return ProjectedCRS(conversion=conversion, geodetic_crs=CRS("EPSG:6668"), name=name)
