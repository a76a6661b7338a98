"""Opening the 市区町村バトル window on a board: resume the autosaved game played on it, or start a
new one (Qt glue)."""

from __future__ import annotations

from core.games.battle.spec import SPEC
from core.games.session import GameSession
from qtapp.battle.battle_window import BattleWindow
from qtapp.play.launch import new_session, open_game_window


def new_battle(dataset, seed: int | None = None) -> GameSession:
    """You and three normal CPUs on ``dataset``'s board."""
    return new_session(SPEC, dataset, seed)


def open_battle_window(dataset, board, parent=None, path=None, speed=None, seed: int | None = None) -> BattleWindow:
    """A save from another board cannot be resumed here: it is kept aside and a new game starts."""
    return open_game_window(lambda session, where, pace: BattleWindow(session, board, where, pace), SPEC, path,
                            lambda: new_battle(dataset, seed), parent, speed, dataset)
