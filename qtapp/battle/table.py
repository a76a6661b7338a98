"""市区町村バトル's table in the app (Qt registration)."""

from qtapp.battle.battle_window import BattleWindow
from qtapp.play.tables import GameTable

TABLE = GameTable("battle", lambda session, path, speed, dataset, board: BattleWindow(session, board, path, speed))
