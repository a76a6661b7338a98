"""GameController: runs a game session for a play window — human moves, paced CPU moves,
autosave after every action (Qt glue over :mod:`core.games.karuta.session` and the other games'
:class:`core.games.session.GameSession`, which share the shape it needs: ``state`` with
``is_over``, ``to_move_is_human()``, ``cpu_move()``, ``play(move)``, ``save(path)``)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from core.games.game import IllegalMove
from core.games.karuta.moves import KarutaMove
from core.games.karuta.session import KarutaSession

#: Seconds a CPU action stays on screen before the next one; None = one at a time on request.
SPEEDS = {"fast": 0.65, "normal": 1.5, "slow": 3.0, "step": None, "instant": 0.0}


class GameController(QObject):
    """Drives one session.

    Signals:
        changed(): the state changed (re-read ``session.state``).
        actionPlayed(int, object): a seat played a move (seat, :class:`KarutaMove`).
        finished(): the deal ended.
        autosaveFailed(str): the autosave could not be written (the game goes on).
    """

    changed = Signal()
    actionPlayed = Signal(int, object)
    finished = Signal()
    autosaveFailed = Signal(str)

    def __init__(self, session: KarutaSession, autosave_path: str | Path | None, speed: str = "normal",
                 parent=None) -> None:
        super().__init__(parent)
        self.session = session
        self.autosave_path = Path(autosave_path) if autosave_path else None
        self.speed = speed
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._cpu_step)

    def start(self) -> None:
        """Save the starting position and let the CPUs move if it is their turn."""
        self._autosave()
        self.changed.emit()
        self._schedule()

    def set_speed(self, speed: str) -> None:
        self.speed = speed
        self._schedule()

    def cpu_waiting(self) -> bool:
        """True when a CPU is to move and waits for "next CPU action" (step speed)."""
        state = self.session.state
        return not state.is_over and not self.session.to_move_is_human() and SPEEDS.get(self.speed) is None

    def play_human(self, move: KarutaMove) -> bool:
        """Play the human's move; False (and nothing changes) if it is not their turn or not legal."""
        if not self.session.to_move_is_human():
            return False
        try:
            self._play(move)
        except IllegalMove:
            return False
        return True

    def next_cpu_action(self) -> None:
        """Play one CPU action now (the step button)."""
        if not self.session.state.is_over and not self.session.to_move_is_human():
            self._timer.stop()
            self._cpu_step()

    def _play(self, move: KarutaMove) -> None:
        seat = self.session.state.to_move
        self.session.play(move)
        self._autosave()
        self.actionPlayed.emit(seat, move)
        self.changed.emit()
        if self.session.state.is_over:
            self.finished.emit()
        else:
            self._schedule()

    def _schedule(self) -> None:
        self._timer.stop()
        state = self.session.state
        if state.is_over or self.session.to_move_is_human():
            return
        delay = SPEEDS.get(self.speed)
        if delay is None:
            self.changed.emit()  # let the window enable "next CPU action"
            return
        self._timer.start(int(delay * 1000))

    def _cpu_step(self) -> None:
        if self.session.state.is_over or self.session.to_move_is_human():
            return
        self._play(self.session.cpu_move())

    def _autosave(self) -> None:
        if self.autosave_path is None:
            return
        try:
            self.session.save(self.autosave_path)
        except OSError as error:
            self.autosaveFailed.emit(str(error))

    def stop(self) -> None:
        self._timer.stop()
