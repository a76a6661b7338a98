"""Insets: islands far from the main land drawn in boxes beside it, as printed prefecture maps do
(東京都's 伊豆諸島 and 小笠原諸島), so the table shows every town at a size it can be played at
(no Qt).

:func:`with_insets` returns a copy of a board for display: the regions of each far group of islands
moved and scaled into a box below the main land, and the boxes. The game's cells, adjacency and
sea links are untouched — only where the regions are drawn changes — so a board for play or export
keeps its true geometry.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import shapely
from shapely.ops import unary_union

from core.geometry.board import Board, BoardRegion
from core.geometry.sea_links import land_components

#: A group of islands is far when the gap to the main land's box exceeds this share of the main
#: land's extent; far groups closer than :data:`CLUSTER` of it to each other share a box.
FAR = 0.35
CLUSTER = 0.5
#: An inset box is at most this share of the main land's height (and 0.6 of its width), and
#: never shows islands larger than they are.
INSET_SHARE = 0.6
GAP_KM = 6.0


@dataclass(frozen=True)
class Inset:
    """One inset: its box on the display board (km) and the scale its islands are drawn at."""

    box: tuple[float, float, float, float]
    scale: float
    ids: tuple[str, ...]


def _bounds(regions) -> tuple[float, float, float, float]:
    xs = [x for r in regions for polygon in r.polygons for x, _ in polygon[0]]
    ys = [y for r in regions for polygon in r.polygons for _, y in polygon[0]]
    return min(xs), min(ys), max(xs), max(ys)


def _gap(a, b) -> float:
    dx = max(b[0] - a[2], a[0] - b[2], 0.0)
    dy = max(b[1] - a[3], a[1] - b[3], 0.0)
    return max(dx, dy)


def _free_spot(main, size, land, taken):
    """The lowest, then leftmost, corner inside the main land's box where a ``size`` box touches
    neither the land nor an inset placed before; None when there is none."""
    width, height = size
    if width > main[2] - main[0] or height > main[3] - main[1]:
        return None
    steps = 24
    xs = [main[0] + k * (main[2] - main[0] - width) / steps for k in range(steps + 1)]
    ys = [main[3] - height - k * (main[3] - main[1] - height) / steps for k in range(steps + 1)]
    for y in ys:
        for x in xs:
            box = shapely.box(x, y, x + width, y + height)
            if not box.intersects(land) and not any(box.intersects(other) for other in taken):
                return x, y
    return None


def with_insets(board: Board, adjacency: dict[str, list[str]], ids=None) -> tuple[Board, list[Inset]]:
    """``board`` with its far island groups drawn in insets below the main land (and the insets);
    the board itself, and no insets, when nothing is far. ``adjacency``: the cells' land borders;
    ``ids``: the cells of the game (a prefecture's board is cut from the nationwide one: only its
    own cells count), default every region."""
    wanted = set(ids) if ids is not None else None
    regions = {r.id: r for r in board.regions if wanted is None or r.id in wanted}
    groups = land_components(list(regions), adjacency)
    if len(groups) < 2:
        return board, []
    main = _bounds([regions[i] for i in groups[0]])
    extent = max(main[2] - main[0], main[3] - main[1], 1.0)
    far = [(_bounds([regions[i] for i in group]), group) for group in groups[1:]]
    far = [(box, group) for box, group in far if _gap(main, box) > FAR * extent]
    if not far:
        return board, []
    clusters: list[list] = []
    for box, group in sorted(far, key=lambda item: (item[0][1], item[0][0])):
        home = next((c for c in clusters if any(_gap(box, other) < CLUSTER * extent for other, _ in c)), None)
        if home is None:
            clusters.append([(box, group)])
        else:
            home.append((box, group))
    moved: dict[str, BoardRegion] = {}
    insets: list[Inset] = []
    left, top = main[0], main[3] + GAP_KM
    limit = INSET_SHARE * (main[3] - main[1])
    # the sea and the neighbouring prefectures inside the main land's box are room for an inset
    # (made valid first: a few of the nationwide board's rounded outlines touch themselves, and
    # GEOS refuses to union those)
    land = unary_union([shapely.make_valid(regions[i].shape()) for i in groups[0]]).buffer(GAP_KM / 2)
    taken: list = []
    for cluster in clusters:
        ids = [i for _, group in cluster for i in group]
        x0, y0, x1, y1 = _bounds([regions[i] for i in ids])
        width, height = max(x1 - x0, 1.0), max(y1 - y0, 1.0)
        scale = min(1.0, limit / height, (main[2] - main[0]) * 0.6 / width)
        pad = 0.06 * max(width, height) * scale + 2.0
        size = (width * scale + 2 * pad, height * scale + 2 * pad)
        spot = _free_spot(main, size, land, taken)
        if spot is not None:
            ox, oy = spot[0] + pad, spot[1] + pad
            box = (spot[0], spot[1], spot[0] + size[0], spot[1] + size[1])
        else:  # no room inside: a row below the main land
            ox, oy = left + pad, top + pad
            box = (left, top, left + size[0], top + size[1])
            left = box[2] + GAP_KM
        taken.append(shapely.box(*box).buffer(GAP_KM / 2))

        def place(point, x0=x0, y0=y0, ox=ox, oy=oy, scale=scale):
            return (ox + (point[0] - x0) * scale, oy + (point[1] - y0) * scale)

        for i in ids:
            region = regions[i]
            polygons = [[[place(p) for p in ring] for ring in polygon] for polygon in region.polygons]
            moved[i] = replace(region, polygons=polygons, label_point=place(region.label_point))
        insets.append(Inset(box, scale, tuple(sorted(ids))))
    shown = replace(board, regions=[moved.get(r.id, r) for r in board.regions])
    return shown, insets
