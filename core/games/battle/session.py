"""A game of 市区町村バトル in progress on one board (the desktop window's): see
:mod:`core.games.session` (no Qt).

Unlike the other games the rules depend on the board, so a session class is bound to the
dataset it is played on (:func:`session_class`); the record names the board, and a save from
another board is refused when resumed.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import ClassVar

from core.games.battle.players import PLAYERS
from core.games.battle.record import (
    RECORD_FORMAT,
    board_prefectures,
    board_signature,
    recorded_prefectures,
    replay_with_rules,
)
from core.games.battle.rules import BattleMove
from core.games.session import GameSession, default_autosave_path


class BattleSession(GameSession):
    """One game of 市区町村バトル; ``dataset`` is the board's (set by :func:`session_class`)."""

    game = "市区町村バトル"
    session_format = "kuni-battle-session/1"
    record_format = RECORD_FORMAT
    cpus = PLAYERS
    stand_in = "normal"  # 時間切れ: 「CPUがかわりに1手指します」
    dataset: ClassVar = None

    @classmethod
    def encode_move(cls, move: BattleMove) -> dict:
        return move.to_json()

    @classmethod
    def decode_move(cls, data) -> BattleMove:
        return BattleMove.from_json(data)

    @classmethod
    def replay(cls, record: dict):
        return replay_with_rules(cls.dataset, record)

    def record(self) -> dict:
        return {**super().record(), "board": board_signature(self.rules), "prefectures": board_prefectures(self.rules)}


def saved_prefectures(path) -> list[str] | None:
    """The prefectures of the board the game saved at ``path`` was played on (None when there is
    no readable save, or it does not say): the desktop game resumes on that board."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return None
    return recorded_prefectures(data.get("record") if isinstance(data, dict) else None)


def session_class(dataset) -> type[BattleSession]:
    """The session class of games on ``dataset``'s board."""
    return type("BoardBattleSession", (BattleSession,), {"dataset": dataset})


def autosave_path() -> Path:
    return default_autosave_path("battle")
