"""Opening the 北野大茶会 window: resume the autosaved game, or deal a new one (Qt glue)."""

from __future__ import annotations

import random
from pathlib import Path

from core.games.chakai.rules import ChakaiRules
from core.games.chakai.session import ChakaiSession, autosave_path
from core.games.session import HUMAN
from qtapp.chakai.chakai_window import ChakaiWindow
from qtapp.play.launch import open_game_window

DEFAULT_SEATS = [HUMAN, "planner", "planner", "planner"]


def new_deal(seed: int | None = None) -> ChakaiSession:
    """You in the 上座 and three planner CPUs, draft 18."""
    seed = seed if seed is not None else random.SystemRandom().randrange(1, 1_000_000)
    return ChakaiSession.new(ChakaiRules(), DEFAULT_SEATS, seed)


def open_chakai_window(parent=None, path=None, speed=None, seed: int | None = None) -> ChakaiWindow:
    return open_game_window(ChakaiWindow, ChakaiSession, Path(path) if path else autosave_path(),
                            lambda: new_deal(seed), parent, speed)
