"""OnlineController: a game window's controller for a game played in an online room (Qt).

It stands where :class:`qtapp.play.game_controller.GameController` stands for a game at this
computer, with the same signals, so every game's window plays online unchanged: the person's moves
go to the room's server (nothing changes until the server has checked and played them), and every
move the server tells — the others', the CPUs', a stand-in's for a seat out of time — is played on
the window's copy of the game with the same engine. The server keeps the clocks, the CPUs and the
record: nothing is autosaved here.
"""

from __future__ import annotations

from PySide6.QtCore import Signal

from core.games.session import HUMAN, REMOTE, GameSession
from qtapp.play.game_controller import ToldController


def table_session(spec, data: dict, seat: int | None, dataset=None) -> GameSession:
    """The game a room's ``sync`` sends, as this app's table holds it: the seat played here is the
    person's (None: a watcher's table, no seat); the other people's seats are played at other devices."""
    session = GameSession.from_json(spec, data, dataset)
    session.seats = [HUMAN if k == seat else REMOTE if kind == HUMAN else kind for k, kind in enumerate(session.seats)]
    return session


class OnlineController(ToldController):
    """A :class:`ToldController` whose moves the room's server tells, with ``refused(str)``: the
    server refused a move (said in the status bar). The server keeps the clocks
    (「オンラインではホストの端末が時間をはかります」): menus here do not stop them."""

    refused = Signal(str)

    link = None  # the OnlineLink of the class :meth:`bound` makes

    def __init__(self, session: GameSession, autosave_path=None, speed: str = "normal", parent=None) -> None:
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
        session = self.session
        if not session.to_move_is_human() or self._sent == len(session.moves):
            return False
        if move not in session.legal_moves():
            return False
        self._sent = len(session.moves)
        self.link.send_move(move, self._sent)
        return True

    def _on_message(self, message: dict) -> None:
        kind = message.get("type")
        if kind == "moved" and message.get("number") == len(self.session.moves) + 1:
            self._told(self.session.spec.decode_move(message["move"]), bool(message.get("timed_out")))
        elif kind == "sync":  # again after a reconnection: the moves missed meanwhile
            record = message["session"]["record"]
            timeouts = set(record.get("timeouts") or [])
            for number, data in enumerate(record["moves"][len(self.session.moves):], start=len(self.session.moves) + 1):
                self._told(self.session.spec.decode_move(data), number in timeouts)
        elif kind == "refused" and message.get("what") in ("illegal", "not_your_turn", "stale"):
            self._sent = None
            self.refused.emit(message.get("reason", ""))
            self.changed.emit()

    def _told(self, move, timed_out: bool) -> None:
        self._sent = None  # ours (if it was) has been played: the table may send the next
        self.tell(move, timed_out)

    def stop(self) -> None:
        super().stop()
        try:
            self.link.relayed.disconnect(self._on_message)
        except (RuntimeError, TypeError):
            pass
