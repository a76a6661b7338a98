"""GameController: runs a game session for a game's window — human moves, paced CPU moves, the
clock, autosave after every action (Qt glue over :class:`core.games.session.GameSession`, the same
for every registered game)."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, QTimer, Signal

from core.games.game import IllegalMove
from core.games.session import GameSession
from editor.translation import error_words

#: Seconds a CPU action stays on screen before the next one; None = one at a time on request.
SPEEDS = {"fast": 0.65, "normal": 1.5, "slow": 3.0, "step": None, "instant": 0.0}


_thinking_pool: QThreadPool | None = None


def thinking_pool() -> QThreadPool:
    """The CPUs' own threads: a simulation or a board being cut on the shared pool (one thread on
    a one-core machine) must not keep a game waiting for its CPU's move."""
    global _thinking_pool
    if _thinking_pool is None:
        _thinking_pool = QThreadPool()
        _thinking_pool.setMaxThreadCount(2)
    return _thinking_pool


class _ThinkingSignals(QObject):
    done = Signal(object, object)  # the state thought about, the move (None if the CPU failed)


class CpuThinking(QRunnable):
    """A CPU's decision for one state, made on the thread pool (while the pause before its move
    runs), so the window stays responsive however long a CPU thinks (the 北野大茶会 planner plays
    dozens of games out per move)."""

    def __init__(self, session, state) -> None:
        super().__init__()
        self.setAutoDelete(False)  # the controller keeps it (and its state) until the move is played
        self.session, self.state = session, state
        self.signals = _ThinkingSignals()

    def run(self) -> None:
        try:
            move = self.session.cpu_move()
        except Exception:  # noqa: BLE001 — said on the GUI thread, where the move is asked for again
            move = None
        self.signals.done.emit(self.state, move)


class GameController(QObject):
    """Drives one session.

    Signals:
        changed(): the state changed (re-read ``session.state``).
        actionPlayed(int, object): a seat played a move (seat, the move).
        finished(): the deal ended.
        autosaveFailed(str): the autosave could not be written (the game goes on).
        timedOut(int): a person's time ran out (持ち時間 and 秒読み); a CPU moves for the seat next.

    A session with a clock (:attr:`core.games.session.GameSession.clock`) is timed here: the
    clock runs on its human seat's turn (``time.monotonic``), stops while :meth:`pause_clock`
    holds it (menus, the rules), and when it runs out the stand-in CPU's move is played for them.

    A CPU thinks off the GUI thread (:class:`CpuThinking`) — at a paced speed during the pause
    before its move, which is played when both are over — so the window never freezes while a CPU
    thinks; each decision is asked for once (a CPU's generator moves on as it thinks), so the game
    is the same at any speed. One at a time ("step"), the CPU thinks when asked.
    """

    changed = Signal()
    actionPlayed = Signal(int, object)
    finished = Signal()
    autosaveFailed = Signal(str)
    timedOut = Signal(int)

    def __init__(self, session: GameSession, autosave_path: str | Path | None, speed: str = "normal",
                 parent=None) -> None:
        super().__init__(parent)
        self.session = session
        self.autosave_path = Path(autosave_path) if autosave_path else None
        self.speed = speed
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._cpu_step)
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.timeout.connect(self._on_deadline)
        self._pauses = 0
        # the CPU decision being made off the GUI thread: (state, move or None while thinking)
        self._thinking: CpuThinking | None = None
        self._thought = None
        self._play_when_thought = False

    @property
    def clock(self):
        """The session's clock, or None for a game without time control."""
        clock = self.session.clock
        return clock if clock.control.active else None

    def pause_clock(self) -> None:
        """Hold the clock (a menu or the rules are open); nested holds need as many releases."""
        self._pauses += 1
        if self.clock is not None and self._pauses == 1:
            self.clock.pause(time.monotonic())
            self._deadline.stop()

    def resume_clock(self) -> None:
        if self._pauses == 0:
            return
        self._pauses -= 1
        if self.clock is not None and self._pauses == 0:
            self.clock.resume(time.monotonic())
            self._arm_deadline()

    def _arm_deadline(self) -> None:
        self._deadline.stop()
        clock = self.clock
        if clock is None or not clock.running:
            return
        remaining = clock.remaining(time.monotonic())
        if remaining is not None:
            self._deadline.start(max(0, int(remaining * 1000) + 1))

    def _on_deadline(self) -> None:
        clock = self.clock
        if clock is None or not self.session.to_move_is_human():
            return
        now = time.monotonic()
        if not clock.expired(now):  # woken a little early
            self._arm_deadline()
            return
        seat = self.session.state.to_move
        clock.end_turn(now)
        self.timedOut.emit(seat)
        self._play(self.session.stand_in_move(), timed_out=True)

    def start(self) -> None:
        """Save the starting position and let the CPUs move if it is their turn."""
        self._autosave()
        self.changed.emit()
        self._schedule()

    def set_speed(self, speed: str) -> None:
        self.speed = speed
        self._schedule()

    def cpu_plays_now(self) -> bool:
        """Whether the seat to move is a CPU played here (not a person, here or elsewhere)."""
        session = self.session
        return not session.state.is_over and session.seats[session.to_move()] in session.spec.cpus

    def cpu_waiting(self) -> bool:
        """True when a CPU is to move and waits for "next CPU action" (step speed)."""
        return self.cpu_plays_now() and SPEEDS.get(self.speed) is None

    def play_human(self, move) -> bool:
        """Play the human's move; False (and nothing changes) if it is not their turn or not legal."""
        if not self.session.to_move_is_human():
            return False
        if self.clock is not None:
            if move not in self.session.legal_moves():
                return False  # the turn and its clock go on
            self._deadline.stop()
            self.clock.end_turn(time.monotonic())
        try:
            self._play(move)
        except IllegalMove:
            return False
        return True

    def next_cpu_action(self) -> None:
        """Play one CPU action now (the step button)."""
        if self.cpu_plays_now():
            self._timer.stop()
            self._cpu_step()

    def _play(self, move, timed_out: bool = False) -> None:
        seat = self.session.state.to_move
        if timed_out:
            self.session.play_timeout(move)
        else:
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
        if self.clock is not None and not state.is_over and self.session.to_move_is_human():
            if self.clock.seat != state.to_move:  # a new turn (not a speed change mid-turn)
                self.clock.start_turn(state.to_move, time.monotonic())
                if self._pauses:
                    self.clock.pause(time.monotonic())
            self._arm_deadline()
        if not self.cpu_plays_now():  # a person's turn, here or at another device
            return
        delay = SPEEDS.get(self.speed)
        if delay is None:
            self.changed.emit()  # let the window enable "next CPU action"
            return
        self._think_ahead()
        self._timer.start(int(delay * 1000))

    def _think_ahead(self) -> None:
        """Start the CPU's decision on the thread pool, once per state."""
        state = self.session.state
        if self._thinking is not None and self._thinking.state is state:
            return
        self._thinking, self._thought, self._play_when_thought = CpuThinking(self.session, state), None, False
        self._thinking.signals.done.connect(self._on_thought)
        thinking_pool().start(self._thinking)

    def _on_thought(self, state, move) -> None:
        if self._thinking is None or self._thinking.state is not state:
            return  # a game since left behind
        self._thought = (state, move)
        if self._play_when_thought:
            self._play_when_thought = False
            self._cpu_step()

    def _cpu_step(self) -> None:
        state = self.session.state
        if not self.cpu_plays_now():
            return
        if self._thinking is not None and self._thinking.state is state:
            if self._thought is None:  # still thinking: the move is played when it is ready
                self._play_when_thought = True
                return
            move = self._thought[1]
            self._thinking = self._thought = None
            if move is not None:
                self._play(move)
                return
        self._play(self.session.cpu_move())

    def _autosave(self) -> None:
        if self.autosave_path is None:
            return
        try:
            self.session.save(self.autosave_path)
        except OSError as error:
            self.autosaveFailed.emit(error_words(error))

    def stop(self) -> None:
        self._timer.stop()
        self._deadline.stop()
        self._thinking = self._thought = None  # a decision still being made is dropped


class ToldController(GameController):
    """A table's controller for a game whose moves are made elsewhere and told to it: a record
    stepped through, or a room's server that checks every move and plays the CPUs and the clocks.
    Nothing is autosaved, no CPU thinks here, no clock is kept here; :meth:`tell` plays a move
    told, with the same signals as a move made at this computer."""

    def __init__(self, session: GameSession, autosave_path=None, speed: str = "normal", parent=None) -> None:
        super().__init__(session, None, speed, parent)

    @property
    def clock(self):
        return None  # kept where the moves are made

    def cpu_plays_now(self) -> bool:
        return False  # the CPUs, if any, play where the moves are made

    def tell(self, move, timed_out: bool = False) -> None:
        """Play a move made elsewhere (``timed_out``: the stand-in's, for a seat out of time)."""
        if timed_out:
            self.timedOut.emit(self.session.state.to_move)
        self._play(move, timed_out)


def controller_for(window, session, kind: type[GameController] | None = None) -> GameController:
    """A play window's controller for a new ``session``; the window's old one stops.

    A game's window (:class:`qtapp.play.game_window.GameWindow`) holds ``controller``,
    ``autosave_path`` and a speed box ``speed``, and takes the controller's news in ``refresh``,
    ``_on_action`` and ``_on_finished``; an autosave that fails is said in its status bar."""
    if window.controller is not None:
        window.controller.stop()
        window.controller.deleteLater()
    controller = (kind or GameController)(session, window.autosave_path, window.speed.speed(), window)
    controller.changed.connect(window.refresh)
    if getattr(window, "pointer", None) is not None:  # what can be picked on the table, after the table
        controller.changed.connect(window.pointer.sync)
    controller.actionPlayed.connect(window._on_action)
    controller.finished.connect(window._on_finished)
    controller.autosaveFailed.connect(lambda e: window.statusBar().showMessage(
        QCoreApplication.translate("GameController", "Autosave failed: {error}").format(error=e), 8000))
    return controller
