"""A small TopoJSON reader that keeps the shared arcs (no Qt).

geopandas can read TopoJSON too, but it turns every feature into an independent polygon and the
shared arcs are lost. The board build needs the arcs: two features are land neighbours exactly when
they share an arc, and simplifying each arc once keeps neighbours' borders identical.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np


@dataclass(frozen=True)
class TopoFeature:
    """One geometry of a TopoJSON object.

    Attributes:
        properties: the feature's properties.
        polygons: polygons as lists of rings; a ring is a list of arc references (``~i`` = arc
            ``i`` reversed, as in the TopoJSON spec).
    """

    properties: dict[str, Any]
    polygons: list[list[list[int]]]


@dataclass(frozen=True)
class Topology:
    """Decoded arcs (absolute lon/lat, one ``(n, 2)`` array per arc) and the features."""

    arcs: list[np.ndarray]
    features: list[TopoFeature]


def _decode_arcs(raw: dict[str, Any]) -> list[np.ndarray]:
    transform = raw.get("transform")
    arcs = []
    for arc in raw["arcs"]:
        points = np.asarray(arc, dtype=float)
        if transform:
            points = np.cumsum(points, axis=0)
            points = points * np.asarray(transform["scale"]) + np.asarray(transform["translate"])
        arcs.append(points)
    return arcs


def read_topology(path: str | Path, object_name: str | None = None) -> Topology:
    """Read one object of a TopoJSON file.

    Args:
        path: the TopoJSON file.
        object_name: the object to read; the first one when None.

    Raises:
        OSError, ValueError, KeyError: the file is missing or not TopoJSON.
    """
    raw = json.loads(Path(path).read_text(encoding="utf-8"))
    if raw.get("type") != "Topology":
        raise ValueError(f"{path} is not a TopoJSON topology")
    objects = raw["objects"]
    obj = objects[object_name] if object_name else next(iter(objects.values()))
    features = []
    for geometry in obj["geometries"]:
        kind = geometry.get("type")
        if kind == "Polygon":
            polygons = [geometry["arcs"]]
        elif kind == "MultiPolygon":
            polygons = list(geometry["arcs"])
        else:
            continue
        features.append(TopoFeature(dict(geometry.get("properties") or {}), polygons))
    return Topology(_decode_arcs(raw), features)


def arc_index(reference: int) -> int:
    """The arc number a (possibly reversed, ``~i``) reference points at."""
    return reference if reference >= 0 else ~reference


def ring_coordinates(arcs: list[np.ndarray], ring: list[int]) -> np.ndarray:
    """Stitch a ring's arcs into one closed coordinate array (shared end points once)."""
    parts = []
    for k, reference in enumerate(ring):
        points = arcs[arc_index(reference)]
        if reference < 0:
            points = points[::-1]
        parts.append(points if k == 0 else points[1:])
    return np.concatenate(parts) if parts else np.empty((0, 2))
