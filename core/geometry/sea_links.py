"""Suggest sea links so that every cell of a board can be reached (no Qt).

Cells that share no border with the rest (islands, towns across a strait) form separate land
components. Starting from the largest, the nearest component is joined to the connected part by
one link between the two closest cells (coast to coast), until everything is connected: the
fewest and shortest links that do it (Prim's algorithm over components). Where the whole
country's board is known, only cells on the sea are ends (:func:`coastal_cells`): a board cut to
東京都 otherwise sailed from 町田市, whose southern edge is the border with 神奈川県, not a coast.
A gap of 2 km or less is suggested as a bridge, anything wider as a ferry; the designer reviews
and edits them.
"""

from __future__ import annotations

from dataclasses import dataclass

from shapely.strtree import STRtree

from core.geometry.board import Board

BRIDGE_KM = 2.0
#: A cell is on the sea when this much of its outline (km) borders no other cell of the country.
COAST_KM = 0.5


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


def coastal_cells(country: Board, ids) -> set[str]:
    """The cells of ``ids`` that may end a sea link: all but those whose outline borders cells of
    ``country`` (the whole board they were cut from) left out of ``ids`` and has less than
    :data:`COAST_KM` on the sea — so a prefecture's border is not taken for a coast. (A cell whose
    neighbours are all kept is as near the sea as the cut board shows: no need to measure it.)"""
    regions = {r.id: r for r in country.regions}
    kept = set(ids)
    coastal = set()
    for cell in ids:
        if all(other in kept for other in country.adjacency.get(cell, ())):
            coastal.add(cell)
            continue
        outline = regions[cell].shape().boundary
        for other in country.adjacency.get(cell, ()):
            if other in regions:
                outline = outline.difference(regions[other].shape().buffer(0.05))
        if outline.length >= COAST_KM:
            coastal.add(cell)
    return coastal


def suggest_sea_links(board: Board, existing: list[tuple[str, str]] = (),
                      coastal: set[str] | None = None) -> list[SuggestedLink]:
    """Links that join every land component of ``board`` (after ``existing`` links) into one;
    with ``coastal``, between cells on the sea (a component with none on it may use any)."""
    ids = [r.id for r in board.regions]
    groups = land_components(ids, board.adjacency, list(existing))
    if len(groups) <= 1:
        return []
    shapes = {r.id: r.shape() for r in board.regions}

    def ends(cells) -> list[str]:
        on_sea = [c for c in cells if coastal is None or c in coastal]
        return on_sea or list(cells)

    connected = set(groups[0])
    pending = set(range(1, len(groups)))
    links = []
    while pending:
        order = sorted(ends(connected))
        tree = STRtree([shapes[c] for c in order])
        best = None
        for k in sorted(pending):
            for cell in ends(groups[k]):
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
