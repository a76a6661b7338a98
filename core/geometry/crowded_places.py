"""Where a board's names crowd out: the cluster of small places a close-up should show.

At the whole-board zoom of a municipality board, the smallest cells (the 23 wards of 東京都,
the centre of a city) are a few pixels across and their names give way to larger places' names
and to a game's marks. A printed map shows such a district again, enlarged, in a corner. This
module picks that district: the tightest group of places whose names are not shown. It is plain
geometry (no Qt), so the table, the editor and their tests share it.
"""

from __future__ import annotations

import numpy as np

#: A close-up is for a district, not for half the board: at least this many unnamed places within
#: the radius, and at most this many in it.
MIN_PLACES, MAX_PLACES = 4, 40


def crowded_cluster(points: np.ndarray, unnamed: np.ndarray, radius: float,
                    weights: np.ndarray | None = None) -> np.ndarray:
    """The places a close-up should enlarge, as indices into ``points``.

    Args:
        points: ``(n, 2)`` each place's label point (board km).
        unnamed: ``(n,)`` True where the place's name is not shown at the current zoom.
        radius: how far from its centre (board km) a district reaches.
        weights: ``(n,)`` how much each place counts (default 1 each): a printed map enlarges
            the city centre, so a prefecture's capital or a designated city may count more.

    Returns:
        The unnamed places within ``radius`` of the unnamed place whose unnamed places that
        close weigh the most; empty when fewer than :data:`MIN_PLACES` are that close together,
        or more than :data:`MAX_PLACES` (a whole board of hidden names is not a district).
    """
    hidden = np.flatnonzero(np.asarray(unnamed, dtype=bool))
    if not MIN_PLACES <= len(hidden) <= 10 * MAX_PLACES:  # (names hidden all over: no one district)
        return np.empty(0, dtype=int)
    where = np.asarray(points, dtype=float)[hidden]
    apart = np.hypot(*(where[:, None, :] - where[None, :, :]).transpose(2, 0, 1))
    close = apart <= radius
    counts = close.sum(axis=1)
    weight = np.ones(len(hidden)) if weights is None else np.asarray(weights, dtype=float)[hidden]
    centre = int(np.argmax(close @ weight))  # ties: the first, so the same board gives the same district
    if not MIN_PLACES <= counts[centre] <= MAX_PLACES:
        return np.empty(0, dtype=int)
    return hidden[close[centre]]
