"""GameSimulationDialog: any registered game's simulator in the app (Qt).

A designer changes a rule option (or a town's ★, a highway, on the board being edited) and asks at
once what it does to the games: the game's own simulator and report, the same as
``kuni simulate GAME`` prints (one path for both: :attr:`core.games.spec.GameSpec.simulate`), run
off the GUI thread with a progress bar and a Stop button, the report shown as text (every rate with
its 95 % interval, the seats with a test of their effect) and as the same picture ``--plot``
draws, and kept with Save report… as ``--report`` keeps it (JSON, picture, text). Everything in the form comes
from the game's spec: the players, every seat's CPU (as ``--ai``), the seed, the simulator's own
settings (``--compare``, ``--series`` …) and the rule options (the rule-set model as a form, with
the designer's presets by name).

A game played on a board is simulated on the open dataset when it is that game's kind, as it is
when Run is pressed; else on the game's default board. One process: a GUI should not fork.
"""

from __future__ import annotations

import html
import time
from collections.abc import Callable
from pathlib import Path

from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication, QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from core.games.spec import SimulationConfig, SimulationOption
from editor.translation import error_words, translated
from qtapp.language import cpu_name
from qtapp.rule_set_form import RulePresets, RuleSetForm
from qtapp.set_up_widgets import SeedBox, report_view

#: Seconds a run in the dialog should take with the game's default CPUs, to choose its games.
WAITING_SECONDS = 5.0


class SimulationStopped(Exception):
    """Raised from the progress callback when Stop was pressed: the run ends between chunks."""


class _JobSignals(QObject):
    progress = Signal(int)  # games done so far
    finished = Signal(object, str, bytes, str)  # report (or None), its text, its picture (PNG), error


class GameSimulationJob(QRunnable):
    """One run of ``play(on_progress) -> report`` on the thread pool, told as text and drawn by
    ``tell(report) -> (text, png)``; :meth:`stop` ends it at the next chunk of games."""

    def __init__(self, play: Callable, tell: Callable) -> None:
        super().__init__()
        self.play, self.tell = play, tell
        self.signals = _JobSignals()
        self.stopped = False
        self._done = 0

    def stop(self) -> None:
        self.stopped = True

    def _advance(self, count: int) -> None:
        if self.stopped:
            raise SimulationStopped
        self._done += count
        self.signals.progress.emit(self._done)

    def run(self) -> None:
        try:
            report = self.play(self._advance)
            text, picture = self.tell(report)
        except SimulationStopped:
            self.signals.finished.emit(None, "", b"", QCoreApplication.translate("GameSimulationDialog", "Stopped."))
            return
        except (ValueError, KeyError) as error:  # rules this board or player count cannot play
            said = QCoreApplication.translate("GameSimulationDialog", "The games could not be played: {error}")
            self.signals.finished.emit(None, "", b"", said.format(error=error_words(error)))
            return
        self.signals.finished.emit(report, text, picture, "")


def default_games(spec) -> int:
    """A run the designer waits for: about :data:`WAITING_SECONDS` of the game's default CPUs, at
    most the simulator's own default, a round number."""
    games = min(spec.default_games, int(WAITING_SECONDS / max(spec.seconds_per_game, 1e-6)))
    step = 100 if games >= 1000 else 10
    return max(10, games // step * step)


class GameSimulationDialog(QDialog):
    """Games, players, each seat's CPU, seed, the simulator's settings and the rule options; Run /
    Stop / Save report…; the report and its picture.

    ``board()`` gives the dataset to play on when Run is pressed (a copy is taken), None for the
    game's default board or for a game played without one; ``board_name`` says which it is.
    """

    def __init__(self, spec, board: Callable[[], object] | None = None, board_name: str = "",
                 parent=None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.board = board or (lambda: None)
        self.setWindowTitle(self.tr("Simulate {title}").format(title=spec.title_ja))
        self.resize(1050, 900)
        self.job: GameSimulationJob | None = None
        self.report = None
        self.saved_folder: str | None = None
        self.games = QSpinBox()
        self.games.setRange(1, 1_000_000)
        self.games.setSingleStep(100)
        self.games.setValue(default_games(spec))
        self.players = QSpinBox()
        self.players.setRange(*spec.players)
        self.players.setValue(spec.default_players)
        self.seed = SeedBox(1)
        self.seat_grid = QGridLayout()
        self.seat_grid.setContentsMargins(0, 0, 0, 0)
        seats = QWidget()
        seats.setLayout(self.seat_grid)
        self.seat_combos: list[QComboBox] = []
        self.form = QFormLayout()
        self.form.addRow(self.tr("&Games"), self.games)
        self.form.addRow(self.tr("&Players"), self.players)
        self.form.addRow(self.tr("CPU at each seat"), seats)
        self.form.addRow(self.tr("&Seed"), self.seed)
        self.options: dict[str, QWidget] = {}
        for option in spec.simulation_options:
            widget = self._option_widget(option)
            if widget is not None:
                widget.setToolTip(translated(option.help))
                self.form.addRow(translated(option.title or option.name.replace("_", " ")), widget)
                self.options[option.name] = widget
        self.presets = presets = RulePresets(spec, self.form) if spec.rule_presets else None  # kept: its slots live with it
        self.preset: QComboBox | None = presets.combo if presets else None
        self.rules_form = RuleSetForm(spec.ruleset, self.form)
        if presets is not None:
            presets.follow(self.rules_form)
        for option in spec.simulation_options:
            if option.replaces_rules and option.name in self.options:
                self.options[option.name].toggled.connect(self._rules_give_way)
        self.run_button = QPushButton(self.tr("&Run"))
        self.stop_button = QPushButton(self.tr("S&top"))
        self.stop_button.setEnabled(False)
        self.save_button = QPushButton(self.tr("Save report…"))
        self.save_button.setEnabled(False)
        # the watched games worth a look (shortest, longest, a stall …) on the game's table
        self.replay_button = QPushButton(self.tr("Replay a game"))
        self.replay_button.setMenu(QMenu(self.replay_button))
        self.replay_button.setEnabled(False)
        self.replays: list = []
        buttons = QVBoxLayout()
        for button in (self.run_button, self.stop_button, self.save_button, self.replay_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        row = QHBoxLayout()
        row.addLayout(self.form, 1)
        row.addLayout(buttons)
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.text = report_view()
        self.text.setLineWrapMode(QTextBrowser.LineWrapMode.NoWrap)  # the lines as printed
        self.text.setMinimumHeight(180)
        self.picture = QLabel()
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # the report's panels and, under them, the telemetry's: taller than the dialog's room
        picture_area = QScrollArea()
        picture_area.setWidget(self.picture)
        picture_area.setWidgetResizable(True)
        layout = QVBoxLayout(self)
        if board_name:
            heading = self.tr("{summary}. On {board}. The same figures as kuni simulate {game}.")
        else:
            heading = self.tr("{summary}. The same figures as kuni simulate {game}.")
        self.heading = QLabel(heading.format(summary=translated(spec.summary), board=board_name, game=spec.name))
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        layout.addLayout(row)
        layout.addWidget(self.progress)
        layout.addWidget(self.text, 1)
        layout.addWidget(picture_area, 2)
        self.players.valueChanged.connect(self._show_seats)
        self.run_button.clicked.connect(self.run)
        self.stop_button.clicked.connect(self.stop)
        self.save_button.clicked.connect(self.save_report)
        self._show_seats(self.players.value())

    # -- the form ----------------------------------------------------------------------------------

    @staticmethod
    def _option_widget(option: SimulationOption) -> QWidget | None:
        if not option.in_app:
            return None
        if isinstance(option.default, bool):
            box = QCheckBox()
            box.setChecked(option.default)
            return box
        if isinstance(option.default, int):
            spin = QSpinBox()
            spin.setRange(option.minimum if option.minimum is not None else 0, 1_000_000)
            spin.setValue(option.default)
            return spin
        combo = QComboBox()
        for choice in option.choices or (option.default,):
            combo.addItem(str(choice), choice)
        combo.setCurrentIndex(max(0, combo.findData(option.default)))
        return combo

    def option_values(self) -> dict:
        values = {option.name: option.default for option in self.spec.simulation_options}
        for name, widget in self.options.items():
            if isinstance(widget, QCheckBox):
                values[name] = widget.isChecked()
            elif isinstance(widget, QSpinBox):
                values[name] = widget.value()
            else:
                values[name] = widget.currentData()
        return values

    def _rules_replaced(self) -> bool:
        """An option is on under which the simulator plays its own rule sets."""
        values = self.option_values()
        return any(option.replaces_rules and values[option.name] for option in self.spec.simulation_options)

    def _rules_give_way(self) -> None:
        replaced = self._rules_replaced()
        self.rules_form.set_enabled(not replaced)
        if self.preset is not None:
            self.preset.setEnabled(not replaced)

    def _show_seats(self, count: int) -> None:
        """One CPU choice per seat; a new seat takes the last seat's CPU."""
        while len(self.seat_combos) > count:
            combo = self.seat_combos.pop()
            self.seat_grid.removeWidget(combo)
            combo.deleteLater()
        while len(self.seat_combos) < count:
            combo = QComboBox()
            for kind in self.spec.cpu_names():
                combo.addItem(cpu_name(kind), kind)
                combo.setItemData(combo.count() - 1, translated(self.spec.cpus[kind].note), Qt.ItemDataRole.ToolTipRole)
            combo.setCurrentIndex(combo.findData(self.seat_combos[-1].currentData() if self.seat_combos
                                                 else self.spec.default_cpu))
            combo.setToolTip(self.tr("seat {seat}").format(seat=len(self.seat_combos) + 1))
            self.seat_combos.append(combo)
        for k, combo in enumerate(self.seat_combos):
            self.seat_grid.addWidget(combo, k // 4, k % 4)

    def ai(self) -> tuple[str, ...]:
        """Each seat's CPU, in seat order (as ``--ai``)."""
        return tuple(combo.currentData() for combo in self.seat_combos)

    def config(self) -> SimulationConfig:
        """The run the form describes (ValueError or pydantic's ValidationError when it cannot be)."""
        values = self.option_values()
        options = {option.name: option.check(values[option.name]) for option in self.spec.simulation_options}
        ruleset = self.spec.ruleset() if self._rules_replaced() else self.rules_form.ruleset()
        return SimulationConfig(self.games.value(), self.players.value(), self.seed.value(), self.ai(), ruleset,
                                options)

    # -- running -----------------------------------------------------------------------------------

    def run(self) -> GameSimulationJob | None:
        """Start a run off the GUI thread (nothing while one runs, or when the options cannot play:
        the reason is shown instead)."""
        if self.job is not None:
            return None
        try:
            config = self.config()
        except (ValueError, ValidationError) as error:
            self.text.setPlainText(self.tr("Cannot run: {error}").format(error=error_words(error)))
            return None
        dataset = self.board()
        dataset = dataset.model_copy(deep=True) if dataset is not None else None  # as it is now
        self._run = (config, dataset)
        spec = self.spec

        def play(on_progress):
            from core.simulation.study import run_study

            return run_study(spec, config, dataset, workers=1, on_progress=on_progress)

        def tell(report):
            from core.simulation.report_picture import report_png
            from core.simulation.study import study_text

            return study_text(spec, report, QCoreApplication.translate), \
                report_png(spec, report, 1000, 420, QCoreApplication.translate)

        total = spec.games_played(config)
        self.progress.setRange(0, total)
        self.progress.setValue(0)
        self.progress.setVisible(True)
        self.run_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        self.save_button.setEnabled(False)
        self.replay_button.setEnabled(False)
        self.report = None
        self.picture.clear()
        self.text.setPlainText(self.tr("Playing {total} games…").format(total=total))
        self.job = GameSimulationJob(play, tell)
        self.job.signals.progress.connect(self.progress.setValue)
        self.job.signals.finished.connect(self._finished)
        QThreadPool.globalInstance().start(self.job)
        return self.job

    def stop(self) -> None:
        if self.job is not None:
            self.job.stop()
            self.stop_button.setEnabled(False)

    def _finished(self, report, text: str, picture: bytes, error: str) -> None:
        self.job = None
        self.progress.setVisible(False)
        self.run_button.setEnabled(True)
        self.stop_button.setEnabled(False)
        if report is None:
            self.text.setPlainText(error)
            return
        self.report = report
        self.save_button.setEnabled(True)
        self._offer_replays(report)
        table = self.spec.report_table(report)
        if table is not None:
            from core.simulation.intervals import interval_text

            extra = translated(interval_text(report, self.spec.rate_keys))
        if table is None:
            self.text.setLineWrapMode(QTextBrowser.LineWrapMode.NoWrap)  # the lines as printed
            self.text.setPlainText(text)
        else:  # cells, not columns of text: those drift under kanji in a proportional fallback font
            caption, headings, rows = table
            cells = "".join(f"<th align='left'>{html.escape(translated(h))}</th>" for h in headings)
            body = "".join("<tr>" + "".join(f"<td>{html.escape(translated(c))}</td>" for c in row) + "</tr>"
                           for row in rows)
            self.text.setLineWrapMode(QTextBrowser.LineWrapMode.WidgetWidth)
            notes = "".join(f"<p>{html.escape(line)}</p>" for line in extra.splitlines())
            self.text.setHtml(f"<p>{html.escape(translated(caption))}</p>"
                              f"<table cellspacing='0' cellpadding='4' border='1'><tr>{cells}</tr>{body}</table>{notes}")
        pixmap = QPixmap()
        pixmap.loadFromData(picture, "PNG")
        self.picture.setPixmap(pixmap)

    def _offer_replays(self, report: dict) -> None:
        menu = self.replay_button.menu()
        menu.clear()
        notes = (report.get("telemetry") or {}).get("games_of_note", {})
        for note, game in notes.items():
            menu.addAction(self.tr("{note} ({moves} moves, seed {seed})").format(note=note, moves=game['moves'],
                                                                                 seed=game['seed']),
                           lambda _=False, n=note: self.replay(n))
        self.replay_button.setEnabled(bool(notes))

    def replay(self, note: str):
        """One of the run's watched games of note, played again from its seed, in the replay
        viewer on the game's table."""
        from core.simulation.study import note_record
        from qtapp.main_window import load_board_for
        from qtapp.play.replay_viewer import open_replay

        config, dataset = self._run
        if self.spec.needs_dataset and dataset is None:
            dataset = self.spec.board_from_text(None)
        record = note_record(self.spec, config, dataset, note, self.report)
        board = load_board_for(dataset) if dataset is not None else None
        window = open_replay(self.spec, record, dataset, board,
                             self.tr("the {note} watched game").format(note=note))
        self.replays.append(window)
        return window

    def save_report(self, folder: str | None = None) -> bool:
        """The last study kept in ``folder`` (asked for when not given): ``report.json`` (what
        ``--json`` prints), ``report.png`` and ``report.txt``, as ``kuni simulate --report`` writes
        them, all written whole or not at all; a folder that holds other files (Documents) gets a
        new folder for the report inside it (:attr:`saved_folder` says which)."""
        from core.io.folder_output import HoldsOtherFiles
        from core.io.output_files import OutputRefused
        from core.simulation.study import save_study

        if self.report is None:
            return False
        if folder is None:
            folder = QFileDialog.getExistingDirectory(self, self.tr("Save the report in a folder"))
            if not folder:
                return False
        config, dataset = self._run
        try:
            try:
                save_study(self.spec, self.report, folder, config=config, dataset=dataset,
                           lookup=QCoreApplication.translate)
            except HoldsOtherFiles:
                # a folder of the designer's own (Documents): the report goes into a new one inside it
                folder = str(Path(folder) / time.strftime(f"{self.spec.name}-report-%Y%m%d-%H%M%S"))
                save_study(self.spec, self.report, folder, config=config, dataset=dataset,
                           lookup=QCoreApplication.translate)
                QMessageBox.information(self, self.tr("Save report"), self.tr(
                    "The folder chosen holds other files, so the report was saved in a new folder inside it: "
                    "{folder}").format(folder=folder))
        except OutputRefused as error:
            QMessageBox.warning(self, self.tr("Save report"), error_words(error))
            return False
        self.saved_folder = folder
        return True

    def done(self, result: int) -> None:
        self.stop()  # a run left behind would play on for nobody
        super().done(result)
