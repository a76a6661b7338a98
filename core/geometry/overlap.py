"""Counting what a card layout gets wrong: overlapping cards, crossing leader lines, hidden homes.

Pure geometry on card centres in board pixels (no Qt). Cards are axis-aligned ``w × h``
rectangles; two cards overlap when their interiors intersect (touching edges do not count).
"""

from __future__ import annotations

import numpy as np
from scipy.spatial import cKDTree

#: Positions closer than this to touching count as touching, not overlapping (px).
EPSILON = 1e-6
#: A card counts as moved (and gets a leader line) beyond this shift, px.
MOVED_PX = 0.5


def overlapping_pairs(centres: np.ndarray, w: float, h: float) -> list[tuple[int, int]]:
    """Pairs ``(i, j)``, ``i < j``, of cards whose interiors intersect.

    Uses a k-d tree in coordinates scaled so that the card becomes a square, so that it stays fast
    for thousands of cards.
    """
    centres = np.asarray(centres, dtype=float)
    if len(centres) < 2:
        return []
    scaled = centres * np.array([1.0, w / h])
    tree = cKDTree(scaled)
    candidates = tree.query_pairs(r=w, p=np.inf, output_type="ndarray")
    if len(candidates) == 0:
        return []
    d = np.abs(centres[candidates[:, 0]] - centres[candidates[:, 1]])
    hit = (d[:, 0] < w - EPSILON) & (d[:, 1] < h - EPSILON)
    return sorted((int(a), int(b)) for a, b in candidates[hit])


def covered_homes(centres: np.ndarray, homes: np.ndarray, w: float, h: float) -> list[tuple[int, int]]:
    """Pairs ``(card i, home k)``, ``i != k``, where card ``i`` covers the home point of province ``k``.

    A point on the card's edge is not covered.
    """
    centres = np.asarray(centres, dtype=float)
    homes = np.asarray(homes, dtype=float)
    if len(centres) == 0:
        return []
    scale = np.array([1.0, w / h])
    tree = cKDTree(homes * scale)
    found = []
    for i, hits in enumerate(tree.query_ball_point(centres * scale, r=w / 2, p=np.inf)):
        for k in hits:
            if k == i:
                continue
            d = np.abs(homes[k] - centres[i])
            if d[0] < w / 2 - EPSILON and d[1] < h / 2 - EPSILON:
                found.append((i, int(k)))
    return sorted(found)


def leader_line(home: np.ndarray, centre: np.ndarray, w: float, h: float) -> tuple[tuple[float, float], tuple[float, float]]:
    """The leader line of a shifted card: from its home point to the nearest point of the card."""
    x = min(max(home[0], centre[0] - w / 2), centre[0] + w / 2)
    y = min(max(home[1], centre[1] - h / 2), centre[1] + h / 2)
    return (float(home[0]), float(home[1])), (float(x), float(y))


def leader_lines(homes: np.ndarray, centres: np.ndarray, w: float, h: float) -> dict[int, tuple]:
    """The leader lines of the cards that moved, by card index."""
    shifts = np.hypot(*(np.asarray(centres, dtype=float) - homes).T)
    return {i: leader_line(homes[i], centres[i], w, h) for i in range(len(homes)) if shifts[i] > MOVED_PX}


def _orientation(a, b, c) -> float:
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def segments_cross(p1, p2, q1, q2) -> bool:
    """True when two segments cross properly (sharing only an end point, or touching, is no crossing)."""
    d1 = _orientation(q1, q2, p1)
    d2 = _orientation(q1, q2, p2)
    d3 = _orientation(p1, p2, q1)
    d4 = _orientation(p1, p2, q2)
    tol = 1e-9
    return ((d1 > tol and d2 < -tol) or (d1 < -tol and d2 > tol)) and ((d3 > tol and d4 < -tol) or (d3 < -tol and d4 > tol))


def crossing_leaders(lines: dict[int, tuple]) -> list[tuple[int, int]]:
    """Pairs of cards whose leader lines cross."""
    items = sorted(lines.items())
    found = []
    boxes = {i: (min(a[0], b[0]), min(a[1], b[1]), max(a[0], b[0]), max(a[1], b[1])) for i, (a, b) in items}
    for k, (i, (a, b)) in enumerate(items):
        bi = boxes[i]
        for j, (c, d) in items[k + 1:]:
            bj = boxes[j]
            if bi[0] > bj[2] or bj[0] > bi[2] or bi[1] > bj[3] or bj[1] > bi[3]:
                continue
            if segments_cross(a, b, c, d):
                found.append((i, j))
    return found
