"""The built boards a dataset can name, by name (no Qt).

A dataset's ``board`` is the name of a bundled board file (``provinces``, ``municipalities``) or
:data:`core.geometry.designated_cities.WHOLE_CITIES_BOARD`, the nationwide municipality board with
each designated city one cell, which is made from the file when first asked for.
"""

from __future__ import annotations

from core import bundled
from core.geometry.board import Board


def load_board(name: str) -> Board:
    """The board named ``name``.

    Raises:
        OSError, ValueError, KeyError: its file is missing or unreadable.
    """
    from core.geometry.designated_cities import WHOLE_CITIES_BOARD, nationwide_whole_cities

    if name == WHOLE_CITIES_BOARD:
        return nationwide_whole_cities()
    return Board.load(bundled.board_path(name))
