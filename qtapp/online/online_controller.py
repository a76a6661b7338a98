"""OnlineController: a game window's controller for a game played in an online room (Qt).

It stands where :class:`qtapp.play.game_controller.GameController` stands for a game at this
computer, with the same signals, so every game's window plays online unchanged: the person's moves
go to the room's server (nothing changes until the server has checked and played them), and every
move the server tells — the others', the CPUs', a stand-in's for a seat out of time — brings the
seat's view of the next position (:class:`core.online.seat_table.SeatTable`): the window shows
only what this seat may see, and no hidden card, deck or seed is ever on this computer. The server
keeps the clocks, the CPUs and the record: nothing is autosaved here.
"""

from __future__ import annotations

from PySide6.QtCore import Signal

from core.online.protocol import said
from core.online.seat_table import SeatTable
from qtapp import language
from qtapp.play.game_controller import ToldController


class OnlineController(ToldController):
    """A :class:`ToldController` whose moves and positions the room's server tells, with
    ``refused(str)``: the server refused a move (said in the status bar). The server keeps the
    clocks (「オンラインではホストの端末が時間をはかります」): menus here do not stop them."""

    refused = Signal(str)

    link = None  # the OnlineLink of the class :meth:`bound` makes

    def __init__(self, session: SeatTable, autosave_path=None, speed: str = "normal", parent=None) -> None:
        super().__init__(session, None, speed, parent)
        self._sent: int | None = None  # the move number a move of ours was sent at, until it is told
        self.link.relayed.connect(self._on_message)
        self.link.failed.connect(self.refused.emit)
        if parent is not None and hasattr(parent, "statusBar"):
            self.refused.connect(lambda reason: parent.statusBar().showMessage(reason, 8000))

    @classmethod
    def bound(cls, link) -> type[OnlineController]:
        """The controller class for games over ``link`` (what :func:`controller_for` constructs)."""
        return type("OnlineRoomController", (cls,), {"link": link})

    def play_human(self, move) -> bool:
        """Send the person's move; False when it is not theirs to make, not legal, or one is on its way."""
        table = self.session
        if not table.to_move_is_human() or self._sent == len(table.moves):
            return False
        if move not in table.legal_moves():
            return False
        self._sent = len(table.moves)
        self.link.send_move(move, self._sent)
        return True

    def _on_message(self, message: dict) -> None:
        kind = message.get("type")
        if kind == "moved" and message.get("number") == len(self.session.moves) + 1:
            self._told(message)
        elif kind == "sync":  # again after a reconnection: the position now, the moves missed meanwhile
            self._sent = None
            self.session = SeatTable(self.session.spec, self.session.rules, message)
            self.changed.emit()
            if self.session.is_over():
                self.finished.emit()
        elif kind == "refused" and message.get("what") in ("illegal", "not_your_turn", "stale", "server_storage"):
            self._sent = None
            self.refused.emit(said(message, language.current()))
            self.changed.emit()

    def _told(self, message: dict) -> None:
        """A move told by the server: the window hears it with the position it was made in still
        shown, then the seat's view of the position after it."""
        self._sent = None  # ours (if it was) has been played: the table may send the next
        seat = message["seat"]
        if message.get("timed_out"):
            self.timedOut.emit(seat)
        move = self.session.moved(message)
        self.actionPlayed.emit(seat, move)
        self.changed.emit()
        if self.session.is_over():
            self.finished.emit()

    def stop(self) -> None:
        super().stop()
        try:
            self.link.relayed.disconnect(self._on_message)
        except (RuntimeError, TypeError):
            pass
