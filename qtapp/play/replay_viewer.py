"""The replay viewer: any record of any registered game stepped through on the game's own table (Qt).

A record (a desktop game's, ``kuni play --out``'s, a position exported here) opens in the table
window its game registered (:mod:`qtapp.play.tables`), with a bar of its own instead of the CPU
controls: to the start, back, forward, to the end, a slider to jump to any move, Play to step on
at a steady pace, and Export position… to keep the game as it stood at the move shown as a
record that ``kuni play GAME --from`` continues. Nobody moves in a replay: the table shows each
position (:class:`core.games.record.RecordReplay`, through the same engine) and its log.
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QFileDialog, QLabel, QMessageBox, QSlider, QStyle, QToolBar

from core.games.record import RecordReplay
from core.games.session import GameSession
from editor.translation import error_words
from qtapp.play.game_controller import ToldController

#: Seconds between moves when the replay plays on by itself.
PLAY_INTERVAL = 0.6


class ReplaySession(GameSession):
    """A position of a record: nobody is to move by hand (the table offers no choices)."""

    def to_move_is_human(self) -> bool:
        return False


class ReplayController(ToldController):
    """Shows a record's positions: no person's move is taken; :meth:`step` plays the record's next
    move so the table tells it as it was played."""

    def play_human(self, move) -> bool:
        return False

    def step(self, move) -> None:
        """The record's next move, told as the game told it."""
        self.tell(move)


class ReplayBar(QToolBar):
    """Start, back, forward, end, Play, a slider over the moves and the move shown, Export
    position…, on a table."""

    def __init__(self, window, replay: RecordReplay, name: str = "") -> None:
        super().__init__("Replay", window)
        self.window_, self.replay = window, replay
        self.setMovable(False)
        self.position = -1
        self.timer = QTimer(self)
        self.timer.setInterval(int(PLAY_INTERVAL * 1000))
        self.timer.timeout.connect(self._play_on)
        icon = self.style().standardIcon
        pixmap = QStyle.StandardPixmap
        self.first = self.addAction(icon(pixmap.SP_MediaSkipBackward), self.tr("Start"), lambda: self.show_move(0))
        self.back = self.addAction(
            icon(pixmap.SP_MediaSeekBackward), self.tr("Back"), lambda: self.show_move(self.position - 1))
        self.forward = self.addAction(icon(pixmap.SP_MediaSeekForward), self.tr("Forward"),
                                      lambda: self.show_move(self.position + 1))
        self.last = self.addAction(
            icon(pixmap.SP_MediaSkipForward), self.tr("End"), lambda: self.show_move(len(self.replay)))
        self.play_action = self.addAction(icon(pixmap.SP_MediaPlay), self.tr("Play"), self.toggle_play)
        self.play_action.setCheckable(True)
        self.first.setToolTip(self.tr("The deal (Home)"))
        self.back.setToolTip(self.tr("One move back (←)"))
        self.forward.setToolTip(self.tr("One move on (→)"))
        self.last.setToolTip(self.tr("The last move (End)"))
        for action, key in ((self.first, Qt.Key.Key_Home), (self.back, Qt.Key.Key_Left),
                            (self.forward, Qt.Key.Key_Right), (self.last, Qt.Key.Key_End)):
            action.setShortcut(key)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(replay))
        self.slider.setMinimumWidth(260)
        self.slider.valueChanged.connect(self.show_move)
        self.addWidget(self.slider)
        self.where = QLabel()
        self.addWidget(self.where)
        self.addSeparator()
        self.addAction(self.tr("Export position…"), self.export_position)
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self)
        # a replay is watched, not played: the table's own controls for playing step aside
        for widget in (window.speed, window.speed_label, window.next_cpu_button):
            widget.hide()
        window.new_game_action.setEnabled(False)
        window.choose_button.setEnabled(False)
        window.setWindowTitle(
            (self.tr("{title} — replay of {name} — Kuni Studio") if name else self.tr("{title} — replay — Kuni Studio"))
            .format(title=replay.spec.title_ja, name=name))

    def session_at(self, moves: int) -> ReplaySession:
        """The record's game as it stood after ``moves`` moves."""
        return _session(self.replay, moves)

    def show_move(self, moves: int) -> None:
        """Show the position after ``moves`` moves (clamped to the record)."""
        moves = max(0, min(int(moves), len(self.replay)))
        if moves == self.position:
            return
        controller = self.window_.controller
        if moves == self.position + 1 and isinstance(controller, ReplayController):
            controller.step(self.replay.moves[self.position])  # told as it was played
        else:
            self.window_.start(self.session_at(moves), ReplayController)
        self.position = moves
        self.slider.blockSignals(True)
        self.slider.setValue(moves)
        self.slider.blockSignals(False)
        self.where.setText(self.tr(" move {move} of {moves} ").format(move=moves, moves=len(self.replay)))
        self.first.setEnabled(moves > 0)
        self.back.setEnabled(moves > 0)
        self.forward.setEnabled(moves < len(self.replay))
        self.last.setEnabled(moves < len(self.replay))
        if moves >= len(self.replay) and self.timer.isActive():
            self.toggle_play(False)

    def toggle_play(self, on: bool | None = None) -> None:
        """Play on by itself (a move every :data:`PLAY_INTERVAL` seconds), or stop."""
        on = not self.timer.isActive() if on is None else on
        if on and self.position >= len(self.replay):
            self.show_move(0)
        self.timer.start() if on else self.timer.stop()
        self.play_action.setChecked(on)
        self.play_action.setText(self.tr("Pause") if on else self.tr("Play"))
        self.play_action.setIcon(self.style().standardIcon(
            QStyle.StandardPixmap.SP_MediaPause if on else QStyle.StandardPixmap.SP_MediaPlay))

    def _play_on(self) -> None:
        self.show_move(self.position + 1)

    def export_position(self, path: str | None = None) -> bool:
        """The game as it stands at the move shown, as a record (``kuni play GAME --from`` plays
        on from it), written whole or not at all."""
        from core.io.output_files import OutputRefused, check_output, write_output_text

        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Export position"),
                                                  f"{self.replay.spec.name}-move-{self.position}.json", self.tr("JSON (*.json)"))
            if not path:
                return False
        try:
            check_output(path, kind="json")  # never over a picture or a PDF chosen by mistake
            write_output_text(path, json.dumps(self.replay.until(self.position), ensure_ascii=False, indent=1) + "\n")
        except OutputRefused as error:
            QMessageBox.warning(self, self.tr("Export position"), error_words(error))
            return False
        self.window_.statusBar().showMessage(
            self.tr("Wrote {path}: kuni play {game} --from {name} plays on from here").format(
                path=path, game=self.replay.spec.name, name=Path(path).name), 8000)
        return True


def _session(replay: RecordReplay, moves: int) -> ReplaySession:
    """The record's game after ``moves`` moves (seats as the record names them; a record that
    does not: the game's table CPUs, as many as it says it had players)."""
    record, spec = replay.record, replay.spec
    players = record.get("players") if isinstance(record.get("players"), int) else spec.default_players
    seats = replay.seats or [spec.table_cpu] * players
    seed = record.get("seed") if isinstance(record.get("seed"), int) else 0
    return ReplaySession(spec, replay.rules, seats, seed, replay.states[moves], record["moves"][:moves],
                         header=replay.header())


def open_replay(spec, record: dict, dataset=None, board=None, name: str = ""):
    """``record`` on ``spec``'s table, at its last move, with the replay bar.

    Raises:
        RecordError: the record does not replay (the move and the reason named; a ValueError).
    """
    from qtapp.play.tables import table_for

    replay = RecordReplay(spec, record, dataset)
    window = table_for(spec).window(_session(replay, 0), None, "step", dataset, board)
    bar = ReplayBar(window, replay, name)
    window.replay_bar = bar
    bar.show_move(len(replay))
    window.show()
    return window


def record_board(path, dataset=None, board=None):
    """The game, the record, and the dataset and board geometry a record at ``path`` replays on:
    ``dataset`` (the open one) when it is the game's kind and the record names no board of its
    own, else the board the record names, else the game's default.

    Raises:
        DatasetError: the file cannot be read as JSON.
        ValueError: no registered game keeps records of its format, or its board cannot be made.
    """
    from core.games import registry
    from core.io.input_files import read_json_file
    from qtapp.main_window import load_board_for

    record = read_json_file(path)
    spec = registry.by_record_format(record.get("format")) if isinstance(record, dict) else None
    if spec is None:
        known = ", ".join(s.record_format for s in registry.games())
        raise ValueError(
            QCoreApplication.translate(
                "replay_viewer", "{path}: not a game record of any game here (known formats: {known})").format(
            path=path, known=known))
    if not spec.needs_dataset:
        return spec, record, None, None
    named = spec.board_of_record(record)
    if named is None and dataset is not None and dataset.game == spec.dataset_game and board is not None:
        return spec, record, dataset, board
    try:
        dataset = spec.board_from_text(named)
    except OSError as error:
        raise ValueError(
            QCoreApplication.translate(
                "replay_viewer", "{path}: the board it was played on cannot be made ({error})").format(
            path=path, error=error)) from None
    board = load_board_for(dataset)
    if board is None:
        raise ValueError(
            QCoreApplication.translate("replay_viewer", "{path}: {title} needs a dataset with its built board").format(
            path=path, title=spec.title_ja))
    return spec, record, dataset, board
