"""旧国かるた's table in the app (Qt registration): its hand and card board on the province map."""

from __future__ import annotations

from qtapp.play.karuta_window import KarutaWindow
from qtapp.play.tables import GameTable

TABLE = GameTable("karuta", lambda session, path, speed, dataset, board: KarutaWindow(session, board, path, speed))
