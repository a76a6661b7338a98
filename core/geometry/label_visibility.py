"""Which place names a map draws at one zoom, so that no two collide on screen (no Qt).

The way map renderers place labels: names are taken in order of priority (the larger places
first) and a name is drawn only where it overlaps none drawn before it, with a little room
between; the hidden ones appear as the designer zooms in and they spread apart. The board's
name layer asks this at every zoom step, so it has to be quick for the ~1,900 town names of the
nationwide board: boxes are looked up in a grid of cells as large as the largest name.
"""

from __future__ import annotations

import math

import numpy as np

#: Room kept between two drawn names, screen px.
GAP_PX = 2.0


def visible_labels(centres: np.ndarray, sizes: np.ndarray, priority: np.ndarray, *,
                   gap: float = GAP_PX) -> np.ndarray:
    """Which labels to draw: a boolean per label.

    Args:
        centres: ``(n, 2)`` label centres in screen px (any origin; mirrored axes are fine).
        sizes: ``(n, 2)`` label widths and heights, screen px.
        priority: ``(n,)`` larger first; ties go to the lower index, so the answer is stable.
        gap: px kept free between two drawn labels (boxes closer than this collide; boxes exactly
            ``gap`` apart do not).
    """
    centres = np.asarray(centres, dtype=float).reshape(-1, 2)
    sizes = np.asarray(sizes, dtype=float).reshape(-1, 2)
    n = len(centres)
    shown = np.zeros(n, dtype=bool)
    if n == 0:
        return shown
    half = sizes / 2 + gap / 2
    cell = max(float(2 * half.max()), 1.0)
    order = np.lexsort((np.arange(n), -np.asarray(priority, dtype=float)))
    grid: dict[tuple[int, int], list[int]] = {}
    lo, hi = (centres - half).tolist(), (centres + half).tolist()
    for i in order.tolist():
        gx0, gy0 = math.floor(lo[i][0] / cell), math.floor(lo[i][1] / cell)
        gx1, gy1 = math.floor(hi[i][0] / cell), math.floor(hi[i][1] / cell)
        cells = [(gx, gy) for gx in range(gx0, gx1 + 1) for gy in range(gy0, gy1 + 1)]
        if any(_collides(i, j, lo, hi) for key in cells for j in grid.get(key, ())):
            continue
        shown[i] = True
        for key in cells:
            grid.setdefault(key, []).append(i)
    return shown


def _collides(i: int, j: int, lo: list, hi: list) -> bool:
    # Interiors meet (touching boxes, i.e. labels exactly a gap apart, do not).
    return lo[i][0] < hi[j][0] and lo[j][0] < hi[i][0] and lo[i][1] < hi[j][1] and lo[j][1] < hi[i][1]
