"""しま's table in the app (Qt registration)."""

from qtapp.play.tables import GameTable
from qtapp.shima.shima_window import ShimaWindow

TABLE = GameTable("shima", lambda session, path, speed, dataset, board: ShimaWindow(session, path, speed))
