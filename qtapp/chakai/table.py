"""北野大茶会's table in the app (Qt registration)."""

from qtapp.chakai.chakai_window import ChakaiWindow
from qtapp.play.tables import GameTable

TABLE = GameTable("chakai", lambda session, path, speed, dataset, board: ChakaiWindow(session, path, speed))
