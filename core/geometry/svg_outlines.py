"""Regions of a board as SVG path data, for tables drawn in a browser (no Qt).

A browser table draws the same projected polygons as the app's board, lighter: each region's
outline simplified to a tolerance that keeps it recognisable at table size and written with one
decimal of a kilometre, in SVG's path syntax (``M x y L … Z``, one subpath per ring).
"""

from __future__ import annotations

from shapely.geometry import MultiPolygon, Polygon

from core.geometry.board import BoardRegion

#: The share of a board's extent an outline may move when simplified (half a pixel of a table
#: 1,000 pixels wide).
TOLERANCE_SHARE = 1 / 2000


def tolerance_for(regions) -> float:
    """How far outlines may move on a board of ``regions`` (km), for :func:`region_path`."""
    x0, y0, x1, y1 = bounds_of(regions)
    return max(x1 - x0, y1 - y0) * TOLERANCE_SHARE


def region_path(region: BoardRegion, tolerance: float) -> str:
    """``region``'s outline as SVG path data in board kilometres, simplified by ``tolerance`` km
    (rings too small to see dropped)."""
    shape = region.shape().simplify(tolerance, preserve_topology=True)
    polygons = shape.geoms if isinstance(shape, MultiPolygon) else [shape] if isinstance(shape, Polygon) else []
    parts = []
    for polygon in polygons:
        for ring in [polygon.exterior, *polygon.interiors]:
            points = list(ring.coords)[:-1]
            if len(points) < 3:
                continue
            parts.append("M" + "L".join(f"{x:.1f} {y:.1f}" for x, y in points) + "Z")
    return "".join(parts)


def bounds_of(regions) -> list[float]:
    """``[min_x, min_y, max_x, max_y]`` of the regions, board km (one decimal)."""
    xs, ys = [], []
    for region in regions:
        for rings in region.polygons:
            for x, y in rings[0]:
                xs.append(x)
                ys.append(y)
    return [round(min(xs), 1), round(min(ys), 1), round(max(xs), 1), round(max(ys), 1)]
