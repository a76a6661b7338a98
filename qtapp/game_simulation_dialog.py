"""GameSimulationDialog: the 北野大茶会, しま and 市区町村バトル simulators in the app (Qt).

A designer changes a rule option (or a town's ★ on the board being edited) and asks at once what
it does to the games: the same core simulators and reports as ``kuni simulate chakai|shima|battle``
(one path for both), run off the GUI thread with a progress bar and a Stop button, the report
shown in the dialog and kept as JSON with Save report…. Every seat's CPU is chosen on its own, as
``--ai``; the rule options are the game's rule-set model as a form (:class:`RuleSetForm`).
北野大茶会 also plays draft 18 and each of the designer's proposals on the same deals
(``--compare``) and reads games as matches (``--series``).

One process, as the 旧国かるた deal simulator: a GUI should not fork.
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable
from typing import ClassVar

from pydantic import ValidationError
from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from core.io.atomic_write import atomic_write_text
from qtapp.rule_set_form import RuleSetForm
from qtapp.set_up_widgets import SeedBox, report_view


class SimulationStopped(Exception):
    """Raised from the progress callback when Stop was pressed: the run ends between chunks."""


class _JobSignals(QObject):
    progress = Signal(int)  # games done so far
    finished = Signal(object, str, str)  # report (or None), report as text, error ("" on success)


class GameSimulationJob(QRunnable):
    """One run of ``play(on_progress) -> (report, text)`` on the thread pool; :meth:`stop` ends it
    at the next chunk of games."""

    def __init__(self, play: Callable) -> None:
        super().__init__()
        self.play = play
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
            report, text = self.play(self._advance)
        except SimulationStopped:
            self.signals.finished.emit(None, "", "Stopped.")
            return
        except (ValueError, KeyError) as error:  # rules this board or player count cannot play
            self.signals.finished.emit(None, "", f"The games could not be played: {error}")
            return
        self.signals.finished.emit(report, text, "")


class GameSimulationDialog(QDialog):
    """Games, players, each seat's CPU, seed and the rule options; Run / Stop; the report.

    A game's dialog (a subclass) gives its title, player counts, CPUs and rule model, and
    ``plan(ai, ruleset) -> (games in all, play)``: what to play, read from the widgets on the GUI
    thread, as ``play(on_progress) -> (report, text)`` for the job to call; a ValueError with the
    reason for a run that cannot start."""

    title = ""
    players_range = (3, 4)
    default_players = 4
    default_games = 1000
    cpus: ClassVar[dict] = {}
    default_cpu = ""
    rule_model = None
    rule_names: tuple[str, ...] | None = None
    none_text: ClassVar[dict[str, str]] = {}
    rule_labels: ClassVar[dict[str, str]] = {}

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.title)
        self.resize(980, 760)
        self.job: GameSimulationJob | None = None
        self.report = None
        self.games = QSpinBox()
        self.games.setRange(1, 100_000)
        self.games.setSingleStep(100)
        self.games.setValue(self.default_games)
        self.players = QSpinBox()
        self.players.setRange(*self.players_range)
        self.players.setValue(self.default_players)
        self.seed = SeedBox(1)
        self.seat_grid = QGridLayout()
        self.seat_grid.setContentsMargins(0, 0, 0, 0)
        seats = QWidget()
        seats.setLayout(self.seat_grid)
        self.seat_combos: list[QComboBox] = []
        self.form = QFormLayout()
        self.form.addRow("&Games", self.games)
        self.form.addRow("&Players", self.players)
        self.form.addRow("CPU at each seat", seats)
        self.form.addRow("&Seed", self.seed)
        self.add_rows(self.form)
        self.rules_form = RuleSetForm(self.rule_model, self.form, names=self.rule_names, none_text=self.none_text,
                                      labels=self.rule_labels)
        self.run_button = QPushButton("&Run")
        self.stop_button = QPushButton("S&top")
        self.stop_button.setEnabled(False)
        self.save_button = QPushButton("Save report…")
        self.save_button.setEnabled(False)
        buttons = QVBoxLayout()
        for button in (self.run_button, self.stop_button, self.save_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        row = QHBoxLayout()
        row.addLayout(self.form, 1)
        row.addLayout(buttons)
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.text = report_view()
        self.text.setLineWrapMode(QTextBrowser.LineWrapMode.NoWrap)
        layout = QVBoxLayout(self)
        self.heading = QLabel(self.describe())
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        layout.addLayout(row)
        layout.addWidget(self.progress)
        layout.addWidget(self.text, 1)
        self.players.valueChanged.connect(self._show_seats)
        self.run_button.clicked.connect(self.run)
        self.stop_button.clicked.connect(self.stop)
        self.save_button.clicked.connect(self.save_report)
        self._show_seats(self.players.value())

    # -- what a game's dialog gives ----------------------------------------------------------------

    def describe(self) -> str:
        """The line above the form."""
        return ""

    def add_rows(self, form: QFormLayout) -> None:
        """Rows of the game's own before the rule options."""

    # -- the seats ---------------------------------------------------------------------------------

    def _show_seats(self, count: int) -> None:
        """One CPU choice per seat; a new seat takes the last seat's CPU."""
        while len(self.seat_combos) > count:
            combo = self.seat_combos.pop()
            self.seat_grid.removeWidget(combo)
            combo.deleteLater()
        while len(self.seat_combos) < count:
            combo = QComboBox()
            for kind in self.cpus:
                combo.addItem(kind)
            combo.setCurrentText(self.seat_combos[-1].currentText() if self.seat_combos else self.default_cpu)
            combo.setToolTip(f"seat {len(self.seat_combos) + 1}")
            self.seat_combos.append(combo)
        for k, combo in enumerate(self.seat_combos):
            self.seat_grid.addWidget(combo, k // 4, k % 4)

    def ai(self) -> tuple[str, ...]:
        """Each seat's CPU, in seat order (as ``--ai``)."""
        return tuple(combo.currentText() for combo in self.seat_combos)

    # -- running -----------------------------------------------------------------------------------

    def run(self) -> GameSimulationJob | None:
        """Start a run off the GUI thread (nothing while one runs, or when the options cannot play:
        the reason is shown instead)."""
        if self.job is not None:
            return None
        try:
            total, play = self.plan(self.ai(), self.rules_form.ruleset())
        except (ValueError, ValidationError) as error:
            self.text.setPlainText(f"Cannot run: {error}")
            return None
        self.progress.setRange(0, total)
        self.progress.setValue(0)
        self.progress.setVisible(True)
        self.run_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        self.save_button.setEnabled(False)
        self.report = None
        self.text.setPlainText(f"Playing {total} games…")
        self.job = GameSimulationJob(play)
        self.job.signals.progress.connect(self.progress.setValue)
        self.job.signals.finished.connect(self._finished)
        QThreadPool.globalInstance().start(self.job)
        return self.job

    def stop(self) -> None:
        if self.job is not None:
            self.job.stop()
            self.stop_button.setEnabled(False)

    def _finished(self, report, text: str, error: str) -> None:
        self.job = None
        self.progress.setVisible(False)
        self.run_button.setEnabled(True)
        self.stop_button.setEnabled(False)
        if report is None:
            self.text.setPlainText(error)
            return
        self.report = report
        self.save_button.setEnabled(True)
        self.show_report(report, text)

    def show_report(self, report, text: str) -> None:
        """The report as the command line prints it (a game's dialog may lay it out better)."""
        self.text.setLineWrapMode(QTextBrowser.LineWrapMode.NoWrap)  # the lines as printed
        self.text.setPlainText(text)

    def save_report(self, path: str | None = None) -> bool:
        """The last report as JSON (what ``--json`` prints), written whole or not at all."""
        if self.report is None:
            return False
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, "Save report", "simulation.json", "JSON (*.json)")
            if not path:
                return False
        try:
            atomic_write_text(path, json.dumps(self.report, ensure_ascii=False, indent=2) + "\n")
        except OSError as error:
            QMessageBox.warning(self, "Save report", f"Cannot write {path}: {error}")
            return False
        return True

    def done(self, result: int) -> None:
        self.stop()  # a run left behind would play on for nobody
        super().done(result)


class ChakaiSimulationDialog(GameSimulationDialog):
    """北野大茶会: the rule options, or draft 18 against each proposal; games one by one or as matches."""

    title = "Simulate 北野大茶会"
    default_games = 500  # about 6 s; Compare plays them under five rule sets

    def __init__(self, parent=None) -> None:
        from core.games.chakai.players import PLAYERS
        from core.games.chakai.rules import ChakaiRuleSet

        self.cpus, self.default_cpu, self.rule_model = PLAYERS, "greedy", ChakaiRuleSet
        super().__init__(parent)
        self.compare.toggled.connect(lambda on: self.rules_form.set_enabled(not on))

    def describe(self) -> str:
        return ("How often the tea party ends level at the top, who the tie-break favours, how spread the scores are "
                "(docs/rules-chakai.md; the same figures as kuni simulate chakai). A planner seat thinks ahead, "
                "and adds about 1–1.5 s to each game (8 ms with greedy seats only).")

    def add_rows(self, form: QFormLayout) -> None:
        self.compare = QCheckBox("draft 18 and each of the designer's proposals, on the same deals")
        form.addRow("&Compare", self.compare)
        self.series = QSpinBox()
        self.series.setRange(1, 100)
        self.series.setSpecialValueText("single games")
        self.series.setSuffix(" games a match")
        self.series.setToolTip("Read the games as matches: VP added up, the 上座 passing on each game")
        form.addRow("&Matches", self.series)

    def show_report(self, report, text: str) -> None:
        """A comparison as a table (the text's columns drift under kanji in a proportional view)."""
        if not isinstance(report, list):
            super().show_report(report, text)
            return
        from core.games.chakai.simulate import comparison_table

        caption, headings, rows = comparison_table(report)
        cells = "".join(f"<th align='left'>{html.escape(h)}</th>" for h in headings)
        body = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>" for row in rows)
        self.text.setLineWrapMode(QTextBrowser.LineWrapMode.WidgetWidth)
        self.text.setHtml(f"<p>{html.escape(caption)}</p><table cellspacing='0' cellpadding='4' border='1'>"
                          f"<tr>{cells}</tr>{body}</table>")

    def plan(self, ai, ruleset):
        from core.games.chakai.simulate import (
            PROPOSALS,
            ChakaiSimulationConfig,
            compare_proposals,
            format_chakai_report,
            format_comparison,
            simulate_chakai,
        )

        games, players, seed, series = self.games.value(), self.players.value(), self.seed.value(), self.series.value()
        if series > games:
            raise ValueError(f"a match of {series} games needs at least that many games")
        if self.compare.isChecked():
            def play(on_progress):
                reports = compare_proposals(games, players, seed, ai, workers=1, on_progress=on_progress,
                                            series=series)
                return reports, format_comparison(reports)
            return games * len(PROPOSALS), play

        def play(on_progress):
            report = simulate_chakai(ChakaiSimulationConfig(games, players, seed, ai, ruleset, series), workers=1,
                                     on_progress=on_progress)
            return report, format_chakai_report(report)
        return games, play


class ShimaSimulationDialog(GameSimulationDialog):
    """しま: wins by seat, game length, where the winner's points come from, the two bonuses."""

    title = "Simulate しま"
    default_games = 200

    def __init__(self, parent=None) -> None:
        from core.games.shima.players import PLAYERS
        from core.games.shima.rules import ShimaRuleSet
        from qtapp.shima.new_island_dialog import SHIMA_RULE_LABELS

        self.cpus, self.default_cpu, self.rule_model = PLAYERS, "planner", ShimaRuleSet
        self.rule_labels = {name: text.replace("&", "") for name, text in SHIMA_RULE_LABELS.items()}
        super().__init__(parent)

    def describe(self) -> str:
        return ("Wins by seat, game length, where the winner's points come from (docs/rules-shima.md; the same "
                "figures as kuni simulate shima).")

    def plan(self, ai, ruleset):
        from core.games.shima.simulate import ShimaSimulationConfig, format_shima_report, simulate_shima

        config = ShimaSimulationConfig(self.games.value(), self.players.value(), self.seed.value(), ai, ruleset)

        def play(on_progress):
            report = simulate_shima(config, workers=1, on_progress=on_progress)
            return report, format_shima_report(report)
        return config.games, play


class BattleSimulationDialog(GameSimulationDialog):
    """市区町村バトル on the board being edited, as it is when Run is pressed (its ★ included)."""

    title = "Simulate 市区町村バトル"
    players_range = (2, 16)
    default_games = 100
    rule_names = ("starting_towns", "home_placement", "home_pool", "turn_order", "turn_limit", "reinforcement_cap",
                  "overseas_chance")
    none_text: ClassVar[dict[str, str]] = {"turn_limit": "as the rules say"}

    def __init__(self, document, parent=None) -> None:
        from core.games.battle.players import PLAYERS
        from core.games.battle.rules import BattleRuleSet

        self.document = document
        self.cpus, self.default_cpu, self.rule_model = PLAYERS, "normal", BattleRuleSet
        super().__init__(parent)

    def describe(self) -> str:
        return (f"On the board as it is now: {self.document.dataset.name}. Wins by turn order and strength, game "
                "length, how long homes stand, and whether a home's neighbours decide too much (the same figures "
                "as kuni simulate battle --dataset).")

    def add_rows(self, form: QFormLayout) -> None:
        self.teams = QCheckBox("紅白戦: 紅組 and 白組 on alternate seats")
        form.addRow("対戦のかたち", self.teams)

    def plan(self, ai, ruleset):
        from core.games.battle.rules import BattleRules
        from core.games.battle.simulate import BattleSimulationConfig, format_battle_report, simulate_battle

        players = self.players.value()
        if self.teams.isChecked():
            ruleset = ruleset.model_copy(update={"teams": tuple(k % 2 for k in range(players))})
        dataset = self.document.dataset.model_copy(deep=True)  # the board as it is now, whatever edits follow
        problem = BattleRules(dataset, ruleset).start_problem(players)
        if problem:
            raise ValueError(problem)
        config = BattleSimulationConfig(self.games.value(), players, self.seed.value(), ai, ruleset)

        def play(on_progress):
            report = simulate_battle(dataset, config, workers=1, on_progress=on_progress)
            return report, format_battle_report(report)
        return config.games, play
