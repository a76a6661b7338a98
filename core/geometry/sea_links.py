"""Suggest sea links so that every cell of a board can be reached (no Qt).

Cells that share no border with the rest (islands, towns across a strait) form separate land
components. Starting from the largest, the nearest component is joined to the connected part by
one link between the two closest cells (coast to coast), until everything is connected: the
fewest and shortest links that do it (Prim's algorithm over components). A gap of 2 km or less
is suggested as a bridge, anything wider as a ferry; the designer reviews and edits them.
"""

from __future__ import annotations

from dataclasses import dataclass

from shapely.strtree import STRtree

from core.geometry.board import Board

BRIDGE_KM = 2.0


@dataclass(frozen=True)
class SuggestedLink:
    """A proposed link between cells ``a`` and ``b`` (``a < b``), ``gap_km`` apart."""

    a: str
    b: str
    gap_km: float

    @property
    def kind(self) -> str:
        return "bridge" if self.gap_km <= BRIDGE_KM else "ferry"


def land_components(ids: list[str], adjacency: dict[str, list[str]], extra: list[tuple[str, str]] = ()) -> list[list[str]]:
    """Connected groups of cells by land (and any ``extra`` links), largest first, ids sorted."""
    neighbours = {i: set(adjacency.get(i, ())) for i in ids}
    for a, b in extra:
        if a in neighbours and b in neighbours:
            neighbours[a].add(b)
            neighbours[b].add(a)
    seen: set[str] = set()
    groups = []
    for start in ids:
        if start in seen:
            continue
        stack, group = [start], []
        seen.add(start)
        while stack:
            cell = stack.pop()
            group.append(cell)
            for other in neighbours[cell]:
                if other in neighbours and other not in seen:
                    seen.add(other)
                    stack.append(other)
        groups.append(sorted(group))
    return sorted(groups, key=lambda g: (-len(g), g[0]))


def suggest_sea_links(board: Board, existing: list[tuple[str, str]] = ()) -> list[SuggestedLink]:
    """Links that join every land component of ``board`` (after ``existing`` links) into one."""
    ids = [r.id for r in board.regions]
    groups = land_components(ids, board.adjacency, list(existing))
    if len(groups) <= 1:
        return []
    shapes = {r.id: r.shape() for r in board.regions}
    connected = set(groups[0])
    pending = set(range(1, len(groups)))
    links = []
    while pending:
        order = sorted(connected)
        tree = STRtree([shapes[c] for c in order])
        best = None
        for k in sorted(pending):
            for cell in groups[k]:
                index = int(tree.nearest(shapes[cell]))
                other = order[index]
                gap = shapes[cell].distance(shapes[other])
                candidate = (gap, min(cell, other), max(cell, other), k)
                if best is None or candidate < best:
                    best = candidate
        gap, a, b, k = best
        links.append(SuggestedLink(a, b, round(gap, 2)))
        connected |= set(groups[k])
        pending.discard(k)
    return links
