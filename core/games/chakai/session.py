"""A game of 北野大茶会 in progress (the desktop window's): see :mod:`core.games.session` (no Qt)."""

from __future__ import annotations

from pathlib import Path

from core.games.chakai.players import PLAYERS
from core.games.chakai.record import RECORD_FORMAT, replay_record
from core.games.session import GameSession, default_autosave_path


class ChakaiSession(GameSession):
    """One game of 北野大茶会 (draft 18, or the rule set it was started with)."""

    game = "北野大茶会"
    session_format = "kuni-chakai-session/1"
    record_format = RECORD_FORMAT
    cpus = PLAYERS

    @classmethod
    def replay(cls, record: dict):
        return replay_record(record, complete=False)


def autosave_path() -> Path:
    return default_autosave_path("chakai")
