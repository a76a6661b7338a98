"""Which place names a map draws at one zoom, so that no two collide on screen (no Qt).

The way map renderers place labels: names are taken in order of priority (the larger places
first) and a name is drawn only where it overlaps none drawn before it, with a little room
between; the hidden ones appear as the designer zooms in and they spread apart. The board's
name layer asks this at every zoom step, so it has to be quick for the ~1,900 town names of the
nationwide board: boxes are looked up in a grid of cells as large as the largest name.

A game draws more text over the board (a town's name where it stands on another's cell, its ★
and danger marks); those boxes are reserved: they are always drawn, and a place name that would
run into one gives way, as a map's names give way to its symbols.
"""

from __future__ import annotations

import math

import numpy as np

#: Room kept between two drawn names, screen px.
GAP_PX = 2.0


def visible_labels(centres: np.ndarray, sizes: np.ndarray, priority: np.ndarray, *,
                   gap: float = GAP_PX, reserved_centres: np.ndarray | None = None,
                   reserved_sizes: np.ndarray | None = None,
                   reserved_owners: np.ndarray | None = None) -> np.ndarray:
    """Which labels to draw: a boolean per label.

    Args:
        centres: ``(n, 2)`` label centres in screen px (any origin; mirrored axes are fine).
        sizes: ``(n, 2)`` label widths and heights, screen px.
        priority: ``(n,)`` larger first; ties go to the lower index, so the answer is stable.
        gap: px kept free between two drawn labels (boxes closer than this collide; boxes exactly
            ``gap`` apart do not).
        reserved_centres, reserved_sizes: ``(m, 2)`` boxes drawn whatever happens (a game's piece
            names and marks), in the same px: a label that would collide with one is hidden.
        reserved_owners: ``(m,)`` for each reserved box, the label it hangs under (which it may
            touch: a town's marks sit right below its own name), or -1.
    """
    centres = np.asarray(centres, dtype=float).reshape(-1, 2)
    sizes = np.asarray(sizes, dtype=float).reshape(-1, 2)
    n = len(centres)
    shown = np.zeros(n, dtype=bool)
    if n == 0:
        return shown
    if reserved_centres is None:
        reserved_centres = reserved_sizes = np.empty((0, 2))
    reserved_centres = np.asarray(reserved_centres, dtype=float).reshape(-1, 2)
    reserved_sizes = np.asarray(reserved_sizes, dtype=float).reshape(-1, 2)
    m = len(reserved_centres)
    owners = [-1] * m if reserved_owners is None else [int(k) for k in np.asarray(reserved_owners).reshape(-1)]
    # Reserved boxes are numbered after the labels, so one grid holds both.
    all_centres = np.vstack([centres, reserved_centres])
    half = np.vstack([sizes, reserved_sizes]) / 2 + gap / 2
    cell = max(float(2 * half.max()), 1.0)
    grid: dict[tuple[int, int], list[int]] = {}
    lo, hi = (all_centres - half).tolist(), (all_centres + half).tolist()

    def cells_of(i: int) -> list[tuple[int, int]]:
        gx0, gy0 = math.floor(lo[i][0] / cell), math.floor(lo[i][1] / cell)
        gx1, gy1 = math.floor(hi[i][0] / cell), math.floor(hi[i][1] / cell)
        return [(gx, gy) for gx in range(gx0, gx1 + 1) for gy in range(gy0, gy1 + 1)]

    for r in range(n, n + m):
        for key in cells_of(r):
            grid.setdefault(key, []).append(r)
    order = np.lexsort((np.arange(n), -np.asarray(priority, dtype=float)))
    for i in order.tolist():
        cells = cells_of(i)
        if any(_collides(i, j, lo, hi) and (j < n or owners[j - n] != i) for key in cells for j in grid.get(key, ())):
            continue
        shown[i] = True
        for key in cells:
            grid.setdefault(key, []).append(i)
    return shown


def _collides(i: int, j: int, lo: list, hi: list) -> bool:
    # Interiors meet (touching boxes, i.e. labels exactly a gap apart, do not).
    return lo[i][0] < hi[j][0] and lo[j][0] < hi[i][0] and lo[i][1] < hi[j][1] and lo[j][1] < hi[i][1]
