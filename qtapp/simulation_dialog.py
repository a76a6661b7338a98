"""SimulationDialog: the 旧国かるた deal simulator on the dataset as it is being edited (Qt).

The designer changes a highway or an adjacency and asks at once what it does to the deals: the
same :func:`core.games.karuta.simulate.simulate` as ``kuni simulate karuta``, run off the GUI
thread with a progress bar, its report (the designers' figures beside ours) and its picture
(:func:`qtapp.rendering.render_simulation_plot`) shown in the dialog. One process: the compiled
kernel plays thousands of deals a second, and a GUI should not fork.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
)

from core.games.karuta.players import PLAYERS
from core.games.karuta.simulate import SimulationConfig, format_report, simulate
from qtapp.play.new_game_dialog import karuta_rules_form
from qtapp.set_up_widgets import SeedBox, report_view


class _SimulationSignals(QObject):
    progress = Signal(int)  # deals done so far
    finished = Signal(object, str)  # the report (or None), an error message ("" on success)


class SimulationJob(QRunnable):
    """One simulation on the thread pool, on a copy of the dataset taken when it started."""

    def __init__(self, dataset, config: SimulationConfig) -> None:
        super().__init__()
        self.dataset, self.config = dataset.model_copy(deep=True), config
        self.signals = _SimulationSignals()
        self._done = 0

    def _advance(self, count: int) -> None:
        self._done += count
        self.signals.progress.emit(self._done)

    def run(self) -> None:
        try:
            report = simulate(self.dataset, self.config, workers=1, on_progress=self._advance)
        except (ValueError, KeyError) as error:  # a dataset the rules cannot play (no highways, …)
            self.signals.finished.emit(None, str(error))
            return
        self.signals.finished.emit(report, "")


class SimulationDialog(QDialog):
    """Deals, players, CPUs, seed and the rule options; Run; the report and its picture."""

    def __init__(self, document, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Simulate 旧国かるた deals")
        self.resize(1050, 900)
        self.document = document
        self.job: SimulationJob | None = None
        self.report: dict | None = None
        self.games = QSpinBox()
        self.games.setRange(10, 100_000)
        self.games.setSingleStep(500)
        self.games.setValue(2000)
        self.players = QSpinBox()
        self.players.setRange(2, 4)
        self.players.setValue(4)
        self.cpu = QComboBox()
        for kind in PLAYERS:
            self.cpu.addItem(kind)
        self.cpu.setCurrentText("greedy")
        self.seed = SeedBox(1)
        self.run_button = QPushButton("&Run")
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.text = report_view()
        self.text.setMinimumHeight(180)  # the whole report without scrolling
        self.picture = QLabel()
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        form = QFormLayout()
        form.addRow("&Deals", self.games)
        form.addRow("&Players", self.players)
        form.addRow("&CPU at every seat", self.cpu)
        form.addRow("&Seed", self.seed)
        self.rules_form = karuta_rules_form(form)
        # Run at the top right, as in the other games' simulators (not halfway down the form)
        buttons = QVBoxLayout()
        buttons.addWidget(self.run_button)
        buttons.addStretch(1)
        row = QHBoxLayout()
        row.addLayout(form, 1)
        row.addLayout(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(f"On the dataset as it is now: {document.dataset.name}"))
        layout.addLayout(row)
        layout.addWidget(self.progress)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.picture, 1)
        self.run_button.clicked.connect(self.run)

    def config(self) -> SimulationConfig:
        players = self.players.value()
        return SimulationConfig(self.games.value(), players, self.seed.value(), (self.cpu.currentText(),) * players,
                                self.rules_form.ruleset())

    def run(self) -> SimulationJob | None:
        """Start a run off the GUI thread (a click while one runs does nothing)."""
        if self.job is not None:
            return None
        config = self.config()
        self.progress.setRange(0, config.games)
        self.progress.setValue(0)
        self.progress.setVisible(True)
        self.run_button.setEnabled(False)
        self.text.setPlainText(f"Playing {config.games} deals…")
        self.job = SimulationJob(self.document.dataset, config)
        self.job.signals.progress.connect(self.progress.setValue)
        self.job.signals.finished.connect(self._finished)
        QThreadPool.globalInstance().start(self.job)
        return self.job

    def _finished(self, report, error: str) -> None:
        self.job = None
        self.progress.setVisible(False)
        self.run_button.setEnabled(True)
        if report is None:
            self.text.setPlainText(f"The deals could not be played: {error}")
            return
        self.report = report
        self.text.setPlainText(format_report(report))
        from qtapp.rendering import render_simulation_plot

        with tempfile.TemporaryDirectory() as folder:
            out = Path(folder) / "simulation.png"
            try:
                render_simulation_plot(report, out, width=1000, height=360)
            except OSError:
                return
            self.picture.setPixmap(QPixmap(str(out)))
