"""Built boards: projected region polygons, label points and land adjacency (no Qt).

A :class:`Board` is what ``kuni build-board`` writes to ``data/boards/<name>.json`` and what the
app, the overlap solver and the exporters read. Coordinates are board kilometres (x east, y south).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from shapely.geometry import MultiPolygon, Polygon

from core.io.canonical_json import canonical_json

BOARD_FORMAT = "kuni-board/1"

Ring = list[tuple[float, float]]


def adjacency_from_borders(ids, border_km: dict[str, float]) -> dict[str, list[str]]:
    """Neighbour lists (sorted) of every id from shared-border keys ``"a|b"``."""
    adjacency: dict[str, list[str]] = {i: [] for i in ids}
    for key in border_km:
        a, b = key.split("|")
        adjacency[a].append(b)
        adjacency[b].append(a)
    return {k: sorted(v) for k, v in adjacency.items()}


@dataclass
class BoardRegion:
    """One region of a board (a province, or a municipality cell).

    Attributes:
        id: the region's id (province id or municipality code).
        name: display name.
        polygons: each polygon as ``[outer ring, hole, ...]``, rings closed, board km.
        label_point: a point well inside the largest polygon (pole of inaccessibility), board km.
        area_km2: the region's area, km²: on the GRS80 ellipsoid from its unsimplified boundary for
            a municipality, on the board's projection for a province and the 1945 north's cells
            (docs/data-battle.md).
    """

    id: str
    name: str
    polygons: list[list[Ring]]
    label_point: tuple[float, float]
    area_km2: float

    def shape(self) -> MultiPolygon:
        """The region as a shapely MultiPolygon in board km."""
        return MultiPolygon([Polygon(rings[0], rings[1:]) for rings in self.polygons])


@dataclass
class Board:
    """A built board.

    Attributes:
        name: ``provinces`` or a municipality board name.
        proj: proj string of the projection (lon/lat → board metres; stored y is southward km).
        regions: the regions in a stable order.
        adjacency: land neighbours per region id (shared border of positive length).
        border_km: length of each shared border, keyed ``"a|b"`` with ``a < b``.
        attribution: credit lines of the source data.
    """

    name: str
    proj: str
    regions: list[BoardRegion]
    adjacency: dict[str, list[str]]
    border_km: dict[str, float] = field(default_factory=dict)
    attribution: list[str] = field(default_factory=list)

    def region(self, region_id: str) -> BoardRegion | None:
        """The region with this id, or None."""
        return next((r for r in self.regions if r.id == region_id), None)

    def bounds(self) -> tuple[float, float, float, float]:
        """``(min_x, min_y, max_x, max_y)`` of all regions, board km."""
        xs = [x for r in self.regions for poly in r.polygons for ring in poly for x, _ in ring]
        ys = [y for r in self.regions for poly in r.polygons for ring in poly for _, y in ring]
        return (min(xs), min(ys), max(xs), max(ys))

    def to_json(self) -> str:
        """Canonical JSON text of the board: one region per line (a rebuilt region shows as one
        changed line), header fields indented, no spaces inside coordinate arrays."""
        def compact(value) -> str:
            return json.dumps(value, ensure_ascii=False, separators=(",", ":"))

        header = canonical_json(
            {"format": BOARD_FORMAT, "name": self.name, "proj": self.proj, "units": "km, x east, y south",
             "attribution": self.attribution}
        ).rstrip().rstrip("}").rstrip()
        regions = ",\n".join(
            "    " + compact({
                "id": r.id,
                "name": r.name,
                "area_km2": r.area_km2,
                "label_point": list(r.label_point),
                "polygons": [[[list(p) for p in ring] for ring in poly] for poly in r.polygons],
            })
            for r in self.regions
        )
        adjacency = ",\n".join(f"    {compact(k)}:{compact(self.adjacency[k])}" for k in sorted(self.adjacency))
        border = ",\n".join(f"    {compact(k)}:{compact(self.border_km[k])}" for k in sorted(self.border_km))
        return (f"{header},\n  \"regions\": [\n{regions}\n  ],\n  \"adjacency\": {{\n{adjacency}\n  }},\n"
                f"  \"border_km\": {{\n{border}\n  }}\n}}\n")

    @classmethod
    def from_json(cls, text: str) -> Board:
        """Parse a board file's text.

        Raises:
            ValueError: not a board of a known format.
        """
        raw = json.loads(text)
        if not isinstance(raw, dict) or raw.get("format") != BOARD_FORMAT:
            raise ValueError(f"not a Kuni Studio board (expected format {BOARD_FORMAT})")
        regions = [
            BoardRegion(
                id=r["id"],
                name=r["name"],
                # Points stay [x, y] lists: converting 100,000 of them to tuples costs more than
                # every reader gains (they only unpack them).
                polygons=r["polygons"],
                label_point=tuple(r["label_point"]),
                area_km2=r["area_km2"],
            )
            for r in raw["regions"]
        ]
        return cls(
            name=raw["name"],
            proj=raw["proj"],
            regions=regions,
            adjacency={k: list(v) for k, v in raw["adjacency"].items()},
            border_km=dict(raw.get("border_km", {})),
            attribution=list(raw.get("attribution", [])),
        )

    @classmethod
    def load(cls, path: str | Path) -> Board:
        """Read a board file."""
        return cls.from_json(Path(path).read_text(encoding="utf-8"))
