"""Opening the しま window: resume the autosaved game, or make a new island (Qt glue)."""

from __future__ import annotations

import random
from pathlib import Path

from core.games.session import HUMAN
from core.games.shima.rules import ShimaRules
from core.games.shima.session import ShimaSession, autosave_path
from qtapp.play.launch import open_game_window
from qtapp.shima.shima_window import ShimaWindow

DEFAULT_SEATS = [HUMAN, "planner", "planner", "planner"]


def new_island(seed: int | None = None) -> ShimaSession:
    """You and three planner CPUs on a new island."""
    seed = seed if seed is not None else random.SystemRandom().randrange(1, 1_000_000)
    return ShimaSession.new(ShimaRules(), DEFAULT_SEATS, seed)


def open_shima_window(parent=None, path=None, speed=None, seed: int | None = None) -> ShimaWindow:
    return open_game_window(ShimaWindow, ShimaSession, Path(path) if path else autosave_path(),
                            lambda: new_island(seed), parent, speed)
