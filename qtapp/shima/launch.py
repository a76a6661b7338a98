"""Opening the しま window: resume the autosaved game, or make a new island (Qt glue)."""

from __future__ import annotations

from core.games.session import GameSession
from core.games.shima.spec import SPEC
from qtapp.play.launch import new_session, open_game_window
from qtapp.shima.shima_window import ShimaWindow


def new_island(seed: int | None = None) -> GameSession:
    """You and three planner CPUs on a new island."""
    return new_session(SPEC, None, seed)


def open_shima_window(parent=None, path=None, speed=None, seed: int | None = None) -> ShimaWindow:
    return open_game_window(ShimaWindow, SPEC, path, lambda: new_island(seed), parent, speed)
