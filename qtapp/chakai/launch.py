"""Opening the 北野大茶会 window: resume the autosaved game, or deal a new one (Qt glue)."""

from __future__ import annotations

from core.games.chakai.spec import SPEC
from core.games.session import GameSession
from qtapp.chakai.chakai_window import ChakaiWindow
from qtapp.play.launch import new_session, open_game_window


def new_deal(seed: int | None = None) -> GameSession:
    """You in the 上座 and three planner CPUs, draft 18."""
    return new_session(SPEC, None, seed)


def open_chakai_window(parent=None, path=None, speed=None, seed: int | None = None) -> ChakaiWindow:
    return open_game_window(ChakaiWindow, SPEC, path, lambda: new_deal(seed), parent, speed)
