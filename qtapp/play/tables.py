"""How the app shows each registered game: its table (window), and how a game is dealt or resumed
for it (Qt).

Each game's Qt package registers one :class:`GameTable`; ``kuni-studio --game NAME`` and the
Game menu open any registered game through :func:`open_table`, never asking which game it is. A
game played on a board gets the board's dataset and geometry.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from core.games.session import GameSession

#: The modules of the tables that come with Kuni Studio (each defines ``TABLE``).
BUILTIN = ("qtapp.play.karuta_table", "qtapp.battle.table", "qtapp.chakai.table", "qtapp.shima.table")

_TABLES: dict[str, GameTable] = {}


def _new_session(spec, dataset, seed):
    from qtapp.play.launch import new_session

    return new_session(spec, dataset, seed)


@dataclass(frozen=True)
class GameTable:
    """One game's table.

    Attributes:
        game: the game's registered name.
        window: ``window(session, autosave_path, speed, dataset, board)`` — the table's window.
        new_session: ``new_session(spec, dataset, seed)`` — you and the game's CPUs, dealt anew.
        load: ``load(spec, path, dataset)`` — a saved game resumed (raises OSError or
            :class:`core.games.session.SessionError`).
    """

    game: str
    window: Callable[..., Any]
    new_session: Callable[..., Any] = field(default=_new_session)
    load: Callable[..., Any] = field(default=GameSession.load)


def register(table: GameTable) -> GameTable:
    _TABLES[table.game] = table
    return table


def table_for(spec) -> GameTable:
    """The table of ``spec``'s game.

    Raises:
        KeyError: no table is registered for it.
    """
    if not _TABLES:
        for module in BUILTIN:
            register(importlib.import_module(module).TABLE)
    return _TABLES[spec.name]


def open_table(spec, parent=None, dataset=None, board=None, path=None, speed=None, seed: int | None = None):
    """``spec``'s table on its autosaved game (at ``path``, by default the game's autosave), or a
    new game when there is none or it cannot be resumed (kept aside, and the user told)."""
    from qtapp.play.launch import open_game_window

    table = table_for(spec)
    return open_game_window(lambda session, where, pace: table.window(session, where, pace, dataset, board), spec,
                            path, lambda: table.new_session(spec, dataset, seed), parent, speed, dataset,
                            load=table.load)
