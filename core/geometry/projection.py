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


#: The JGD2011 / Japan Plane Rectangular CS zone (系) of each prefecture that lies in one zone
#: (国土交通省告示 平成十四年第九号): EPSG:6669 is zone I, EPSG:6687 zone XIX. 北海道 (zones XI–XIII)
#: and 沖縄県 (XV–XVII) span several, so a board with them keeps its own projection.
PLANE_RECTANGULAR_ZONE = {
    "42": 1, "40": 2, "41": 2, "43": 2, "44": 2, "45": 2, "46": 2, "32": 3, "34": 3, "35": 3,
    "36": 4, "37": 4, "38": 4, "39": 4, "28": 5, "31": 5, "33": 5,
    "18": 6, "24": 6, "25": 6, "26": 6, "27": 6, "29": 6, "30": 6, "16": 7, "17": 7, "21": 7, "23": 7,
    "15": 8, "19": 8, "20": 8, "22": 8, "07": 9, "08": 9, "09": 9, "10": 9, "11": 9, "12": 9, "13": 9, "14": 9,
    "02": 10, "03": 10, "04": 10, "05": 10, "06": 10,
}
#: EPSG code of zone I; zone n is this + n − 1.
ZONE_I_EPSG = 6669


def export_crs(proj: str, prefectures=None):
    """The CRS a GIS export is written in: for a board of prefectures that share one plane
    rectangular zone, that zone's EPSG code (a GIS knows it by name, and its areas are true within
    0.1 %); else the board's own projection (:func:`named_crs`)."""
    zones = {PLANE_RECTANGULAR_ZONE.get(code) for code in prefectures or ()}
    if len(zones) == 1 and None not in zones:
        return CRS.from_epsg(ZONE_I_EPSG + zones.pop() - 1)
    return named_crs(proj)
