"""The built boards a dataset can name, by name (no Qt).

A dataset's ``board`` is the name of a bundled board file (``provinces``), ``municipalities`` (the
nationwide municipality board with the 1945 千島列島 districts added) or
:data:`core.geometry.designated_cities.WHOLE_CITIES_BOARD` (the same with each designated city one
cell, made when first asked for).
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
    if name == "municipalities":  # with the 1945 千島列島 districts, as the boards cut from it
        from core.geometry.municipality_dataset import nationwide_board

        return nationwide_board()
    return Board.load(bundled.board_path(name))
