"""BalanceLabWindow: the balance lab's three questions in the app, for any registered game (Qt).

Game ▸ Balance lab… asks what ``kuni balance GAME skill|mechanics|tune`` asks, through the same
core functions (:mod:`core.balance`): does skill pay (every CPU strength rated in rotated
line-ups), how much does each mechanic matter (restricted play), and which rule values meet the
designer's targets (Optuna's search, its front played again). The search space is a form made from
the game's rule schema (:func:`core.games.rules_schema.form_fields`, the same schema the New game
dialog and the web start page read): tick the options that vary, then their values or their range.
Runs go off the GUI thread with progress and Stop (a stopped search keeps what it found, as Ctrl-C
does); games are played in the app, on spawned processes, or on a Dask scheduler. The front is a
plot whose points can be clicked: a variant's rules and figures with their intervals, and a game
or a simulation opened with it.
"""

from __future__ import annotations

import html
import json
import os
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QThreadPool, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from core.games import registry
from core.games.rules_schema import form_fields
from editor.translation import error_words, translated
from qtapp import language
from qtapp.game_simulation_dialog import GameSimulationJob
from qtapp.language import cpu_name
from qtapp.rule_set_form import value_words
from qtapp.set_up_widgets import SeedBox, report_view

#: The questions, in the tabs' order.
QUESTIONS = ("skill", "mechanics", "tune")


def _words(entry: dict, key: str) -> str:
    said = entry.get(key) or {}
    return said.get(language.current()) or said.get("ja") or ""


class SpaceForm(QWidget):
    """Each rule option a row: ticked, it varies over the values ticked beside it (a choice, yes
    and no) or between a low and a high (a number); unticked, it keeps the game's default."""

    def __init__(self, spec, parent=None) -> None:
        super().__init__(parent)
        self.spec = spec
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        self.rows: dict[str, tuple[QCheckBox, list]] = {}
        defaults = spec.ruleset()
        for row, (name, entry) in enumerate(form_fields(spec.ruleset)):
            kind = entry["x-widget"]
            if kind not in ("choice", "bool", "int", "float"):
                continue  # a list of numbers or a team per seat: not searched over
            vary = QCheckBox(_words(entry, "x-title"))
            vary.setToolTip(_words(entry, "x-description"))
            vary.setObjectName(f"vary-{name}")
            values = QWidget()
            line = QHBoxLayout(values)
            line.setContentsMargins(0, 0, 0, 0)
            parts: list = []
            if kind in ("choice", "bool"):
                choices = [c["value"] for c in entry["x-choices"]] if kind == "choice" else [True, False]
                for value in choices:
                    box = QCheckBox(value_words(spec.ruleset, name, value))
                    box.setChecked(True)
                    box.setProperty("value", json.dumps(value))
                    line.addWidget(box)
                    parts.append(box)
            else:
                default = getattr(defaults, name)
                lowest, highest = entry.get("x-minimum", 0), entry.get("x-maximum", 1000)
                # to start with: from the default halved to the default doubled, within the option's bounds
                middle = lowest if default is None else default
                starts = {"low": max(lowest, middle / 2), "high": min(highest, max(middle * 2, lowest + 1))}
                for end in ("low", "high"):
                    start = int(starts[end]) if kind == "int" else starts[end]
                    spin = QSpinBox() if kind == "int" else QDoubleSpinBox()
                    spin.setRange(lowest, highest)
                    if kind == "float":
                        spin.setSingleStep(0.05)
                    spin.setValue(start)
                    spin.setObjectName(f"{end}-{name}")
                    line.addWidget(QLabel(self.tr("from") if end == "low" else self.tr("to")))
                    line.addWidget(spin)
                    parts.append(spin)
            line.addStretch(1)
            values.setEnabled(False)
            vary.toggled.connect(values.setEnabled)
            grid.addWidget(vary, row, 0)
            grid.addWidget(values, row, 1)
            self.rows[name] = (vary, parts)
        grid.setColumnStretch(1, 1)

    def vary(self, name: str, values=None, low=None, high=None) -> None:
        """Tick option ``name`` to vary over ``values`` (a choice's), or from ``low`` to ``high``."""
        box, parts = self.rows[name]
        box.setChecked(True)
        for part in parts:
            if isinstance(part, QCheckBox) and values is not None:
                part.setChecked(json.loads(part.property("value")) in values)
        if low is not None:
            parts[0].setValue(low)
            parts[1].setValue(high)

    def space(self) -> dict:
        """The space as ``--space`` takes it (only the ticked options)."""
        space = {}
        for name, (box, parts) in self.rows.items():
            if not box.isChecked():
                continue
            if isinstance(parts[0], QCheckBox):
                space[name] = {"choices": [json.loads(p.property("value")) for p in parts if p.isChecked()]}
            else:
                space[name] = {"low": parts[0].value(), "high": parts[1].value()}
        return space


class FrontPlot(QWidget):
    """The search's variants on its first two targets (one target: against the trial number), as
    the search saw them; the front in red, numbered as its rules files are. A click picks the
    nearest variant (:attr:`picked` with its entry of the report)."""

    picked = Signal(object)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.report: dict | None = None
        self.chosen: int | None = None
        self.setMinimumSize(360, 260)

    def show_report(self, report: dict | None) -> None:
        self.report, self.chosen = report, None
        self.update()

    def axes(self) -> tuple[str, str]:
        names = [t.partition("=")[0] for t in self.report["targets"]]
        return (names[0], names[1]) if len(names) > 1 else ("trial", names[0])

    @staticmethod
    def _value(entry: dict, name: str) -> float:
        if name == "trial":
            return entry["trial"]
        return entry.get("first_figures", entry["figures"]).get(name, 0.0)

    def _plot_area(self) -> QRectF:
        return QRectF(self.rect()).adjusted(64, 16, -40, -52)

    def _groups(self) -> list[tuple[str, dict]]:
        if not self.report:
            return []
        return [("pruned", e) for e in self.report.get("pruned_trials", [])] + \
               [("trial", e) for e in self.report["all"]] + [("front", e) for e in self.report["pareto"]]

    def _ranges(self) -> tuple[float, float, float, float]:
        x_name, y_name = self.axes()
        groups = self._groups()
        xs = [self._value(e, x_name) for _, e in groups]
        ys = [self._value(e, y_name) for _, e in groups]
        x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
        return x0, (x1 if x1 > x0 else x0 + 1), y0, (y1 if y1 > y0 else y0 + 1)

    def points(self) -> list[tuple[QPointF, dict, str]]:
        """Each variant's point in the widget, its entry and its group (pruned, trial, front)."""
        groups = self._groups()
        if not groups:
            return []
        x_name, y_name = self.axes()
        x0, x1, y0, y1 = self._ranges()
        area = self._plot_area()
        return [(QPointF(area.left() + (self._value(e, x_name) - x0) / (x1 - x0) * area.width(),
                         area.bottom() - (self._value(e, y_name) - y0) / (y1 - y0) * area.height()), e, group)
                for group, e in groups]

    def paintEvent(self, _event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#ffffff"))
        points = self.points()
        if not points:
            painter.setPen(QColor("#666666"))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.tr("The search's variants appear here."))
            return
        x_name, y_name = self.axes()
        x0, x1, y0, y1 = self._ranges()
        area = self._plot_area()
        painter.setPen(QPen(QColor("#444444"), 1))
        painter.drawRect(area)
        font = QFont(painter.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() - 1))
        painter.setFont(font)
        for value, where in ((x0, area.left()), (x1, area.right())):
            painter.drawText(QRectF(where - 40, area.bottom() + 2, 80, 22), Qt.AlignmentFlag.AlignCenter, f"{value:g}")
        for value, where in ((y0, area.bottom()), (y1, area.top())):
            painter.drawText(QRectF(0, where - 8, 60, 16), Qt.AlignmentFlag.AlignRight, f"{value:g}")
        painter.drawText(QRectF(area.left(), area.bottom() + 24, area.width(), 26), Qt.AlignmentFlag.AlignCenter,
                         x_name)
        painter.save()
        painter.translate(12, area.center().y())
        painter.rotate(-90)
        painter.drawText(QRectF(-area.height() / 2, -10, area.height(), 18), Qt.AlignmentFlag.AlignCenter, y_name)
        painter.restore()
        colours = {"pruned": QColor("#d5dae0"), "trial": QColor("#8a96a3"), "front": QColor("#d62728")}
        number = 0
        for point, entry, group in points:
            radius = 6 if group == "front" else 4
            painter.setPen(QPen(QColor("#000000"), 2) if group == "front" and entry["trial"] == self.chosen
                           else Qt.PenStyle.NoPen)
            painter.setBrush(colours[group])
            painter.drawEllipse(point, radius, radius)
            if group == "front":
                number += 1
                painter.setPen(QColor("#d62728"))
                painter.drawText(point + QPointF(7, -6), str(number))

    def mousePressEvent(self, event) -> None:
        where = event.position()
        near = [(abs(p.x() - where.x()) + abs(p.y() - where.y()), entry, group) for p, entry, group in self.points()]
        near = [n for n in near if n[0] <= 14]
        if not near:
            return
        # the front's point first where a front variant and a trial lie on the same spot
        _distance, entry, _group = min(near, key=lambda n: (n[0], n[2] != "front"))
        self.chosen = entry["trial"]
        self.update()
        self.picked.emit(entry)


class BalanceLabWindow(QMainWindow):
    """The three questions for a game chosen at the top; ``open_game(name)`` opens a game's table
    (the main window's), ``simulate(name)`` its simulator, ``board(spec)`` the dataset a game
    played on a board is asked on (None for its default board)."""

    def __init__(self, parent=None, game: str | None = None, open_game=None, simulate=None, board=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Balance lab — Kuni Studio"))
        self.resize(1100, 860)
        self.open_game, self.simulate, self.board = open_game, simulate, board or (lambda spec: None)
        self.job: GameSimulationJob | None = None
        self.reports: dict[str, dict] = {}
        self.game = QComboBox()
        for spec in registry.games():
            self.game.addItem(spec.title_ja if language.current() == "ja" else f"{spec.title_ja} ({spec.title_en})",
                              spec.name)
        self.players = QSpinBox()
        self.seed = SeedBox(1)
        self.processes = QSpinBox()
        self.processes.setRange(1, max(1, os.cpu_count() or 1))
        self.processes.setSpecialValueText(self.tr("1 (in the app)"))
        self.dask = QLineEdit()
        self.dask.setPlaceholderText(self.tr("this computer (or a scheduler: tcp://HOST:8786)"))
        top = QGridLayout()
        for row, column, text, widget in ((0, 0, self.tr("&Game"), self.game), (0, 2, self.tr("&Players"), self.players),
                                          (0, 4, self.tr("&Seed"), self.seed),
                                          (1, 0, self.tr("P&rocesses"), self.processes),
                                          (1, 2, self.tr("&Dask"), self.dask)):
            label = QLabel(text)
            label.setBuddy(widget)
            top.addWidget(label, row, column)
            top.addWidget(widget, row, column + 1, 1, 3 if widget is self.dask else 1)
        top.setColumnStretch(1, 2)
        top.setColumnStretch(3, 1)
        top.setColumnStretch(5, 1)
        self.board_label = QLabel()
        self.board_label.setWordWrap(True)
        top.addWidget(self.board_label, 2, 0, 1, 6)

        self.tabs = QTabWidget()
        self.skill_games, self.skill_text = QSpinBox(), report_view()
        self.mechanics_games, self.mechanics_cpu, self.mechanics_text = QSpinBox(), QComboBox(), report_view()
        for spin, default in ((self.skill_games, 400), (self.mechanics_games, 1000)):
            spin.setRange(1, 1_000_000)
            spin.setSingleStep(100)
            spin.setValue(default)
        self.tabs.addTab(self._question_tab(
            self.tr("Every CPU strength plays the others in rotated line-ups (so no seat favours one). Each gets a "
                    "rating with its 95 % interval, and the strongest's share of the games it finishes ahead of the "
                    "weakest says how much the game is decided by skill: 50 % is luck, 100 % skill."),
            [(self.tr("Games"), self.skill_games)], self.skill_text), self.tr("Does skill pay?"))
        self.tabs.addTab(self._question_tab(
            self.tr("One seat plays the same CPU forbidden one kind of move, on the same deals as a run where "
                    "nobody is. The change in its win share, with its interval, is what the mechanic is worth; one "
                    "whose removal changes nothing is one you could cut."),
            [(self.tr("Games"), self.mechanics_games), (self.tr("CPU"), self.mechanics_cpu)], self.mechanics_text),
            self.tr("Which mechanics matter?"))
        self.tabs.addTab(self._search_tab(), self.tr("Which rule values?"))

        self.run_button = QPushButton(self.tr("&Run"))
        self.stop_button = QPushButton(self.tr("S&top"))
        self.stop_button.setEnabled(False)
        self.save_button = QPushButton(self.tr("Save report…"))
        self.save_button.setEnabled(False)
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.status = QLabel()
        self.status.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.progress, 1)
        buttons.addWidget(self.status, 1)
        for button in (self.run_button, self.stop_button, self.save_button):
            buttons.addWidget(button)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(buttons)
        self.setCentralWidget(body)
        self.run_button.clicked.connect(self.run)
        self.stop_button.clicked.connect(self.stop)
        self.save_button.clicked.connect(self.save_report)
        self.tabs.currentChanged.connect(self._show_saved)
        self.game.currentIndexChanged.connect(self._game_changed)
        if game is not None:
            self.game.setCurrentIndex(max(0, self.game.findData(game)))
        self._game_changed()

    # -- the forms ---------------------------------------------------------------------------------

    @staticmethod
    def _question_tab(explanation: str, rows: list, result: QTextBrowser) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        words = QLabel(explanation)
        words.setWordWrap(True)
        layout.addWidget(words)
        form = QFormLayout()
        for label, widget in rows:
            form.addRow(label, widget)
        layout.addLayout(form)
        result.setLineWrapMode(QTextBrowser.LineWrapMode.NoWrap)  # the lines as kuni balance prints them
        layout.addWidget(result, 1)
        return tab

    def _search_tab(self) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        words = QLabel(self.tr(
            "Tick the rule options that vary and over what, and the targets. Each variant plays a quarter of its games "
            "first and the rest only if it is not already beaten on every target; the front (the variants no other "
            "beats on every target) is played again with four times the games. Click a point to read its variant."))
        words.setWordWrap(True)
        layout.addWidget(words)
        self.space_holder = QScrollArea()
        self.space_holder.setWidgetResizable(True)
        self.space_holder.setMinimumHeight(150)
        self.space_holder.setMaximumHeight(220)
        layout.addWidget(self.space_holder)
        targets = QWidget()
        grid = QGridLayout(targets)
        grid.setContentsMargins(0, 0, 0, 0)
        from core.balance.tuning import TARGETS

        self.target_boxes: dict[str, QCheckBox] = {}
        labels = {"seat_spread": self.tr("seats' win shares apart"), "tie_rate": self.tr("shared wins"),
                  "end_note_rate": self.tr("unusual ends"), "length": self.tr("game length"),
                  "skill_gradient": self.tr("skill pays (raised)")}
        # the targets every game has (the game's telemetry adds its own, uses:KIND and end:MEASURE)
        for k, name in enumerate(name for name in TARGETS if ":" not in name):
            box = QCheckBox(f"{labels.get(name, name)} ({name})")
            box.setToolTip(translated(TARGETS[name]))
            box.setObjectName(f"target-{name}")
            self.target_boxes[name] = box
            grid.addWidget(box, k // 3, k % 3)
        self.target_boxes["seat_spread"].setChecked(True)
        self.length_aim = QSpinBox()
        self.length_aim.setRange(0, 100_000)
        self.length_aim.setSpecialValueText(self.tr("as short as it gets"))
        self.length_aim.setPrefix(self.tr("length aimed at: "))
        grid.addWidget(self.length_aim, 2, 0)
        self.telemetry_box = QCheckBox(self.tr("the game's telemetry:"))
        self.telemetry = QComboBox()
        self.telemetry.setEditable(True)
        self.telemetry.setToolTip(translated(TARGETS["uses:KIND"]) + "\n" + translated(TARGETS["end:MEASURE"]))
        self.telemetry_aim = QDoubleSpinBox()
        self.telemetry_aim.setRange(-1, 1_000_000)
        self.telemetry_aim.setSpecialValueText(self.tr("bring down"))
        self.telemetry_aim.setValue(-1)
        self.telemetry_aim.setPrefix(self.tr("aim: "))
        grid.addWidget(self.telemetry_box, 3, 0)
        grid.addWidget(self.telemetry, 3, 1)
        grid.addWidget(self.telemetry_aim, 3, 2)
        layout.addWidget(targets)
        self.trials, self.variant_games = QSpinBox(), QSpinBox()
        self.trials.setRange(1, 10_000)
        self.trials.setValue(40)
        self.variant_games.setRange(4, 1_000_000)
        self.variant_games.setSingleStep(100)
        self.variant_games.setValue(200)
        self.out = QLineEdit()
        browse = QPushButton(self.tr("Choose…"))
        browse.clicked.connect(self._choose_out)
        self.resume = QCheckBox(self.tr("go on with the search kept there"))
        where = QHBoxLayout()
        where.addWidget(self.out, 1)
        where.addWidget(browse)
        where.addWidget(self.resume)
        form = QFormLayout()
        form.addRow(self.tr("Variants"), self.trials)
        form.addRow(self.tr("Games per variant"), self.variant_games)
        form.addRow(self.tr("Report folder"), where)
        layout.addLayout(form)
        self.front = FrontPlot()
        self.variant_view = QTextBrowser()
        self.play_variant_button = QPushButton(self.tr("Play a game with these rules"))
        self.simulate_variant_button = QPushButton(self.tr("Simulate with these rules"))
        for button in (self.play_variant_button, self.simulate_variant_button):
            button.setEnabled(False)
        self.play_variant_button.clicked.connect(self.play_variant)
        self.simulate_variant_button.clicked.connect(self.simulate_variant)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.variant_view, 1)
        side_layout.addWidget(self.play_variant_button)
        side_layout.addWidget(self.simulate_variant_button)
        split = QSplitter()
        split.addWidget(self.front)
        split.addWidget(side)
        split.setSizes([620, 380])
        layout.addWidget(split, 1)
        self.front.picked.connect(self.show_variant)
        self.chosen_variant: dict | None = None
        return tab

    @property
    def spec(self):
        return registry.get(self.game.currentData())

    def _game_changed(self) -> None:
        spec = self.spec
        self.players.setRange(*spec.players)
        self.players.setValue(spec.default_players)
        self.mechanics_cpu.clear()
        for kind in spec.cpu_names():
            self.mechanics_cpu.addItem(cpu_name(kind), kind)
        self.mechanics_cpu.setCurrentIndex(max(0, self.mechanics_cpu.findData(spec.default_cpu)))
        self.space = SpaceForm(spec)
        self.space_holder.setWidget(self.space)
        self.telemetry.clear()
        try:
            from core.balance.tuning import telemetry_targets

            self.telemetry.addItems(telemetry_targets(spec, spec.ruleset(), self.board(spec)))
        except (ValueError, KeyError):  # a board the game cannot be played on: typed by hand then
            pass
        self.out.setText(str(Path.home() / "Kuni Studio balance" / f"{spec.name}-search"))
        self.resume.setChecked(False)
        needs = getattr(spec, "needs_dataset", False)
        self.board_label.setText(self.tr("On the board open in the editor.") if needs and self.board(spec) is not None
                                 else self.tr("On the game's default board.") if needs else "")
        self.reports.clear()
        for view in (self.skill_text, self.mechanics_text):
            view.clear()
        self.front.show_report(None)
        self.variant_view.clear()
        self.chosen_variant = None
        self._show_saved()

    def _choose_out(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("The search's report folder"))
        if folder:
            self.out.setText(str(Path(folder) / f"{self.spec.name}-search-{time.strftime('%Y%m%d-%H%M%S')}"))

    def question(self) -> str:
        return QUESTIONS[self.tabs.currentIndex()]

    def targets(self) -> list[str]:
        found = []
        for name, box in self.target_boxes.items():
            if box.isChecked():
                found.append(f"length={self.length_aim.value()}" if name == "length" and self.length_aim.value()
                             else name)
        telemetry = self.telemetry.currentText().strip()
        if self.telemetry_box.isChecked() and telemetry:
            aim = self.telemetry_aim.value()
            found.append(f"{telemetry}={aim:g}" if aim >= 0 else telemetry)
        return found

    # -- running -----------------------------------------------------------------------------------

    @staticmethod
    def _told(play):
        """``play`` with what playing games may raise (a folder refused, a scheduler out of reach, a
        game that never ends) turned into the refusal the job shows in words."""
        def guarded(on_progress):
            from core.games.game import EndlessGame
            from core.io.output_files import OutputRefused

            try:
                return play(on_progress)
            except (OutputRefused, OSError, EndlessGame) as error:
                raise ValueError(error_words(error)) from None
        return guarded

    def run(self) -> GameSimulationJob | None:
        """Ask the current tab's question off the GUI thread (nothing while a run goes on; a form
        that cannot be asked says why instead)."""
        if self.job is not None:
            return None
        spec, question = self.spec, self.question()
        players, seed = self.players.value(), self.seed.value()
        workers = self.processes.value()
        dask = self.dask.text().strip() or None
        dataset = self.board(spec)
        dataset = dataset.model_copy(deep=True) if dataset is not None else None
        ruleset = spec.ruleset()
        if workers > 1 and dask is None:
            from core.simulation import parallel

            parallel.START_METHOD = "spawn"  # this process runs Qt's threads: its workers are started afresh
        if question == "skill":
            from core.balance.skill import skill_report, skill_text

            games = self.skill_games.value()
            total = games

            def play(on_progress):
                return skill_report(spec, ruleset, dataset, games=games, players=players, seed=seed, workers=workers,
                                    dask=dask, on_progress=on_progress)

            def tell(report):
                return translated(skill_text(spec, report)), b""
        elif question == "mechanics":
            from core.balance.mechanics import mechanics_report, mechanics_text

            games, cpu = self.mechanics_games.value(), self.mechanics_cpu.currentData()
            total = games * 2  # the control, then a run per kind of move (the bar grows as they are known)

            def play(on_progress):
                return mechanics_report(spec, ruleset, dataset, games=games, players=players, seed=seed, cpu=cpu,
                                        workers=workers, dask=dask, on_progress=on_progress)

            def tell(report):
                return translated(mechanics_text(spec, report)), b""
        else:
            prepared = self._prepare_search(spec)
            if prepared is None:
                return None
            space, targets, out = prepared
            trials, games, resume = self.trials.value(), self.variant_games.value(), self.resume.isChecked()
            total = trials

            def play(on_progress):
                from core.balance.tuning import save_tuning, tune

                report = tune(spec, space, targets, out, dataset, trials=trials, games=games, players=players,
                              seed=seed, resume=resume, workers=workers, dask=dask,
                              on_trial=lambda _n, _f: None if self.job is None or self.job.stopped else on_progress(1),
                              stop=lambda: self.job is not None and self.job.stopped)
                save_tuning(report, out)
                return report

            def tell(report):
                from core.balance.tuning import tuning_text

                return translated(tuning_text(spec, report)), b""
        self.progress.setRange(0, total)
        self.progress.setValue(0)
        self.progress.setVisible(True)
        self.status.setText(self.tr("Playing…"))
        self.run_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        self.save_button.setEnabled(False)
        self.game.setEnabled(False)
        self._running = question
        self.job = GameSimulationJob(self._told(play), tell)
        self.job.signals.progress.connect(self._advanced)
        self.job.signals.finished.connect(self._finished)
        QThreadPool.globalInstance().start(self.job)
        return self.job

    def _prepare_search(self, spec):
        """The search's space, targets and folder, checked as the command line checks them; None
        (the reason shown) when they cannot be searched."""
        from core.balance.tuning import parse_target, read_space

        targets = self.targets()
        try:
            space = read_space(spec, self.space.space())
            if not targets:
                raise ValueError(QCoreApplication.translate("BalanceLabWindow", "Tick at least one target."))
            for target in targets:
                parse_target(target)
        except ValueError as error:
            self.status.setText(self.tr("Cannot search: {error}").format(error=error_words(error)))
            return None
        out = self.out.text().strip()
        if not out:
            self.status.setText(self.tr("Cannot search: choose the report's folder."))
            return None
        if Path(f"{out}.optuna.db").exists() and not self.resume.isChecked():
            self.status.setText(self.tr("Cannot search: {folder} holds an earlier search — tick “go on with the "
                                        "search kept there”, or choose another folder.").format(folder=out))
            return None
        try:
            Path(out).parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            self.status.setText(self.tr("Cannot search: {error}").format(error=error_words(error)))
            return None
        return space, targets, out

    def _advanced(self, done: int) -> None:
        if done > self.progress.maximum():
            step = self.mechanics_games.value() if self._running == "mechanics" else done
            self.progress.setMaximum(self.progress.maximum() + step)
        self.progress.setValue(done)

    def stop(self) -> None:
        """Stop the run: a search keeps the variants found (its front not played again); the other
        questions end at their next batch of games."""
        if self.job is not None:
            self.job.stop()
            self.stop_button.setEnabled(False)
            self.status.setText(self.tr("Stopping after the games being played…"))

    def _finished(self, report, text: str, _picture: bytes, error: str) -> None:
        self.job = None
        self.progress.setVisible(False)
        self.run_button.setEnabled(True)
        self.stop_button.setEnabled(False)
        self.game.setEnabled(True)
        question = self._running
        if report is None:
            self.status.setText(error)
            return
        self.reports[question] = report
        self.status.setText(self.tr("Done.") if not report.get("stopped") else
                            self.tr("Stopped: the variants found are kept; Run goes on with the search."))
        if question == "skill":
            self.skill_text.setPlainText(text)
        elif question == "mechanics":
            self.mechanics_text.setPlainText(text)
        else:
            self.front.show_report(report)
            self.variant_view.setPlainText(text)
            self.resume.setChecked(True)  # the study is kept beside the report: a second run goes on with it
        self._show_saved()

    def _show_saved(self, *_args) -> None:
        self.save_button.setEnabled(self.job is None and self.question() in self.reports)

    def save_report(self, path: str | None = None) -> bool:
        """The current answer as JSON (what ``kuni balance --json`` prints); a search's is already
        in its report folder with its picture and rules files."""
        from core.io.output_files import OutputRefused, check_output, write_output_text

        report = self.reports.get(self.question())
        if report is None:
            return False
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Save report"),
                                                  f"{self.spec.name}-{self.question()}.json", self.tr("JSON (*.json)"))
            if not path:
                return False
        try:
            check_output(path, kind="json")  # never over a picture or a rules file of another kind
            write_output_text(path, json.dumps(report, ensure_ascii=False, indent=1) + "\n")
        except OutputRefused as error:
            QMessageBox.warning(self, self.tr("Save report"), error_words(error))
            return False
        return True

    # -- a variant of the front ------------------------------------------------------------------

    def show_variant(self, entry: dict) -> None:
        """A variant's rules (the options searched, in words) and its figures with their intervals."""
        report = self.reports["tune"]
        spec = registry.get(report["game"])
        self.chosen_variant = entry
        on_front = any(e["trial"] == entry["trial"] for e in report["pareto"])
        rows = []
        for name in report["space"]:
            value = entry["rules"].get(name)
            rows.append(f"<tr><td>{html.escape(self._option_title(spec, name))}</td>"
                        f"<td><b>{html.escape(value_words(spec.ruleset, name, value))}</b></td></tr>")
        figures = entry["figures"]
        for target in dict.fromkeys(t.partition("=")[0] for t in report["targets"]):
            low, high = figures.get(f"{target}_ci", (0, 0))
            rows.append(f"<tr><td>{html.escape(target)}</td><td>{figures.get(target, 0):g} "
                        f"({low:g}–{high:g})</td></tr>")
        heading = (self.tr("Variant of trial {trial}, on the front: {games} games") if on_front
                   else self.tr("Variant of trial {trial}, not on the front: {games} games")).format(
            trial=entry["trial"], games=figures["games"])
        self.variant_view.setHtml(f"<p><b>{html.escape(heading)}</b></p><table cellpadding='3'>{''.join(rows)}</table>")
        for button in (self.play_variant_button, self.simulate_variant_button):
            button.setEnabled(True)

    @staticmethod
    def _option_title(spec, name: str) -> str:
        from qtapp.rule_set_form import option_title

        return option_title(spec.ruleset, name)

    def variant_ruleset(self):
        spec = registry.get(self.reports["tune"]["game"])
        return spec, spec.parse_ruleset(self.chosen_variant["rules"])

    def play_variant(self):
        """The game's table, and its New game dialog filled with the chosen variant."""
        if self.chosen_variant is None or self.open_game is None:
            return None
        spec, ruleset = self.variant_ruleset()
        window = self.open_game(spec.name)
        if window is not None:
            window.new_game_with_rules(ruleset)
        return window

    def simulate_variant(self):
        """The game's simulator with the chosen variant's rules in its form."""
        if self.chosen_variant is None or self.simulate is None:
            return None
        spec, ruleset = self.variant_ruleset()
        dialog = self.simulate(spec.name)
        dialog.rules_form.show(ruleset)
        return dialog

    def closeEvent(self, event) -> None:
        self.stop()  # a run left behind would play on for nobody
        super().closeEvent(event)
