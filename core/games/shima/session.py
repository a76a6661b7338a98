"""A game of しま in progress (the desktop window's): see :mod:`core.games.session` (no Qt)."""

from __future__ import annotations

from pathlib import Path

from core.games.session import HUMAN, GameSession, default_autosave_path
from core.games.shima.players import PLAYERS
from core.games.shima.record import RECORD_FORMAT, replay_record

__all__ = ["HUMAN", "ShimaSession", "autosave_path"]


class ShimaSession(GameSession):
    """One game of しま; the rule book: 同じ端末で…続きから再開します."""

    game = "しま"
    session_format = "kuni-shima-session/1"
    record_format = RECORD_FORMAT
    cpus = PLAYERS

    @classmethod
    def replay(cls, record: dict):
        return replay_record(record, complete=False)


def autosave_path() -> Path:
    return default_autosave_path("shima")
