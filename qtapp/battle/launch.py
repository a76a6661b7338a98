"""Opening the 市区町村バトル window on a board: resume the autosaved game played on it, or start a
new one (Qt glue)."""

from __future__ import annotations

import random
from pathlib import Path

from core.games.battle.rules import BattleRules
from core.games.battle.session import autosave_path, session_class
from core.games.session import HUMAN
from qtapp.battle.battle_window import BattleWindow
from qtapp.play.launch import open_game_window

DEFAULT_SEATS = [HUMAN, "normal", "normal", "normal"]


def new_battle(dataset, seed: int | None = None):
    """You and three normal CPUs on ``dataset``'s board."""
    seed = seed if seed is not None else random.SystemRandom().randrange(1, 1_000_000)
    return session_class(dataset).new(BattleRules(dataset), DEFAULT_SEATS, seed)


def open_battle_window(dataset, board, parent=None, path=None, speed=None, seed: int | None = None) -> BattleWindow:
    """A save from another board cannot be resumed here: it is kept aside and a new game starts."""
    return open_game_window(lambda session, where, pace: BattleWindow(session, board, where, pace),
                            session_class(dataset), Path(path) if path else autosave_path(),
                            lambda: new_battle(dataset, seed), parent, speed)
