"""NewBattleDialog: the players of a 市区町村バトル game, the rule options the designers' set-up
screen offers, the clock and the seed (Qt).

The seats are a table, as the set-up screen's 「だれが遊ぶ?」: each seat is a person at this
computer or a CPU of some strength (several people pass the computer round: 「1台を順番に回して
遊ぶ」), its team in 紅白戦 (「席ごとに紅組か白組をえらびます」), and ▲▼ to reorder the seats
(「自分で決める」 plays them in this order).
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QToolButton,
    QWidget,
)

from core.games import rules_schema
from core.games.battle.players import PLAYERS
from core.games.battle.rules import TEAM_NAMES, BattleRuleSet
from core.games.clock import TimeControl
from core.games.session import HUMAN, NAME_LENGTH, seat_names
from editor.translation import translated
from qtapp import language, theme
from qtapp.language import cpu_name
from qtapp.rule_set_form import RuleSetForm
from qtapp.set_up_widgets import SeedBox, SetUpFoot

#: 持ち時間 (minutes for the whole game) and 秒読み (seconds a move) offered; 0 is none.
MAIN_MINUTES = (0, 1, 3, 5, 10, 15, 20, 30, 60)
BYOYOMI_SECONDS = (0, 10, 20, 30, 60)

#: Seats shown before the table scrolls (16 players would make the dialog taller than a laptop's screen).
SEATS_IN_VIEW = 8

#: Who can play a seat, as the seat table offers it.
SEAT_KINDS = (HUMAN, *PLAYERS)


class SeatRow:
    """One row of the seat table: the seat's colour and number, who plays it (a person's name),
    its team, ▲▼."""

    def __init__(self, kind: str, team: int, name: str = "") -> None:
        self.swatch = QLabel()
        self.number = QLabel()
        self.kind = QComboBox()
        for value in SEAT_KINDS:
            self.kind.addItem(QCoreApplication.translate("SeatRow", "a person at this computer") if value == HUMAN
                              else QCoreApplication.translate("SeatRow", "CPU {kind}").format(
                                  kind=cpu_name(value)), value)
        self.kind.setCurrentIndex(max(0, self.kind.findData(kind)))
        # 「○○の番」: what the banner calls a person's seat
        self.name = QLineEdit(name)
        self.name.setPlaceholderText(QCoreApplication.translate("SeatRow", "name"))
        self.name.setMaxLength(NAME_LENGTH)
        self.name.setMaximumWidth(110)
        self.kind.currentIndexChanged.connect(self._show_name)
        self._show_name()
        self.team = QComboBox()
        for choice in rules_schema.rules_schema(BattleRuleSet)["properties"]["teams"]["x-choices"]:
            self.team.addItem(choice[language.current()], choice["value"])
        self.team.setCurrentIndex(team)
        self.up = QToolButton()
        self.up.setText("▲")
        self.up.setToolTip(QCoreApplication.translate("SeatRow", "Move this seat up (earlier in a fixed turn order)"))
        self.down = QToolButton()
        self.down.setText("▼")
        self.down.setToolTip(QCoreApplication.translate("SeatRow", "Move this seat down"))

    def _show_name(self) -> None:
        self.name.setEnabled(self.kind.currentData() == HUMAN)

    def widgets(self) -> list[QWidget]:
        return [self.swatch, self.number, self.kind, self.name, self.team, self.up, self.down]

    def show_seat(self, seat: int) -> None:
        colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
        self.swatch.setText(f"<span style='color:{colour}; font-size:14pt'>■</span>")
        self.number.setText(QCoreApplication.translate("SeatRow", "seat {seat}").format(seat=seat + 1))


class NewBattleDialog(QDialog):
    """Players, rules, clock and seed of a new game on the open board."""

    def __init__(self, seats: list[str], ruleset: BattleRuleSet, parent=None,
                 time_control: TimeControl | None = None,
                 start_problem: Callable[[list[str], BattleRuleSet], str] | None = None,
                 names: list[str] | None = None) -> None:
        """``start_problem`` says why the chosen seats and rules cannot start on the open board
        ("" when they can): OK waits until they can. ``names``: what the seats were called."""
        super().__init__(parent)
        self.start_problem = start_problem
        self.setWindowTitle(self.tr("New 市区町村バトル game"))
        form = QFormLayout(self)
        self.players = QSpinBox()
        self.players.setRange(2, 16)
        form.addRow(self.tr("人数 (&players)"), self.players)
        self.seat_grid = QGridLayout()
        self.seat_grid.setContentsMargins(0, 0, 0, 0)
        self.seat_grid.setVerticalSpacing(2)
        for column, heading in ((2, self.tr("だれが遊ぶ? (who plays)")), (4, self.tr("組 (team)"))):
            self.seat_grid.addWidget(QLabel(f"<b>{heading}</b>"), 0, column)
        seat_box = QWidget()
        seat_box.setLayout(self.seat_grid)
        self.seat_scroll = QScrollArea()
        self.seat_scroll.setWidget(seat_box)
        self.seat_scroll.setWidgetResizable(True)
        self.seat_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        form.addRow(self.tr("Seats"), self.seat_scroll)
        self.strength = QComboBox()
        self.strength.addItem(self.tr("as each seat says"), "")
        for kind in PLAYERS:
            self.strength.addItem(self.tr("every CPU {kind}").format(kind=cpu_name(kind)), kind)
        self.strength.setToolTip(self.tr("Sets every CPU seat of the table to one strength"))
        form.addRow(self.tr("CPU &strength"), self.strength)
        self.rows: list[SeatRow] = []
        teams = ruleset.teams if ruleset.teams is not None and len(ruleset.teams) == len(seats) else None
        names = seat_names(names, len(seats))
        for seat, kind in enumerate(seats):
            self._add_row(kind, teams[seat] if teams is not None else seat % len(TEAM_NAMES), names[seat])
        self.players.setValue(len(seats))
        self.players.valueChanged.connect(self._set_count)
        self.strength.activated.connect(self._set_every_cpu)
        # every option but the teams (a column of the seat table) from the rule set's schema, the
        # same fields and words as the web client's start page
        options = [name for name, _ in rules_schema.form_fields(BattleRuleSet) if name != "teams"]
        self.rules_form = RuleSetForm(BattleRuleSet, form, ruleset, names=options)
        self.rules_form.when_changed(self._check)
        teams_entry = rules_schema.rules_schema(BattleRuleSet)["properties"]["teams"]
        self.teams = QCheckBox(self.tr("紅白戦: 紅組 against 白組 (each seat's team in the table)"))
        self.teams.setChecked(ruleset.teams is not None)
        self.teams.toggled.connect(self._check)
        self.teams.setObjectName("rule-teams")
        form.addRow(teams_entry["x-title"][language.current()], self.teams)
        control = time_control or TimeControl()
        self.main_time = QComboBox()
        for minutes in MAIN_MINUTES:
            self.main_time.addItem(self.tr("none") if minutes == 0 else self.tr("{minutes} min").format(
                minutes=minutes),
                                   minutes * 60)
        self.main_time.setCurrentIndex(max(0, self.main_time.findData(int(control.main or 0))))
        form.addRow(self.tr("持ち時間 (each person's &time, whole game)"), self.main_time)
        self.byoyomi = QComboBox()
        for seconds in BYOYOMI_SECONDS:
            self.byoyomi.addItem(self.tr("none") if seconds == 0 else self.tr("{seconds} s a move").format(
                seconds=seconds),
                                 seconds)
        self.byoyomi.setCurrentIndex(max(0, self.byoyomi.findData(int(control.byoyomi or 0))))
        form.addRow(self.tr("秒読み (then, per &move)"), self.byoyomi)
        clock_note = QLabel(self.tr("Out of time: a CPU moves for that seat (時間切れ)."))
        clock_note.setToolTip(self.tr("Only the seats people play have a clock; it stops while a menu or the rules "
                              "are open."))
        form.addRow("", clock_note)
        self.seed = SeedBox()
        form.addRow(self.tr("S&eed"), self.seed)
        self.foot = SetUpFoot(self, form)
        self._layout_rows()

    # -- the seat table ---------------------------------------------------------------------------

    def _add_row(self, kind: str, team: int, name: str = "") -> None:
        row = SeatRow(kind, team, name)
        row.up.clicked.connect(lambda: self._move(row, -1))
        row.down.clicked.connect(lambda: self._move(row, +1))
        row.team.currentIndexChanged.connect(self._check)
        row.kind.activated.connect(lambda: self.strength.setCurrentIndex(0))  # one seat set by hand
        self.rows.append(row)

    def _set_count(self, count: int) -> None:
        """More players: new seats are CPUs as strong as the last CPU seat, on alternate teams."""
        while len(self.rows) > count:
            for widget in self.rows.pop().widgets():
                self.seat_grid.removeWidget(widget)
                widget.deleteLater()
        while len(self.rows) < count:
            cpus = [kind for kind in self.seats() if kind != HUMAN]
            self._add_row(self.strength.currentData() or (cpus[-1] if cpus else "normal"),
                          len(self.rows) % len(TEAM_NAMES))
        self._layout_rows()

    def _move(self, row: SeatRow, step: int) -> None:
        at = self.rows.index(row)
        to = at + step
        if 0 <= to < len(self.rows):
            self.rows[at], self.rows[to] = self.rows[to], self.rows[at]
            self._layout_rows()

    def _set_every_cpu(self) -> None:
        kind = self.strength.currentData()
        if kind:
            for row in self.rows:
                if row.kind.currentData() != HUMAN:
                    row.kind.setCurrentIndex(row.kind.findData(kind))

    def _layout_rows(self) -> None:
        for seat, row in enumerate(self.rows):
            row.show_seat(seat)
            for column, widget in enumerate(row.widgets()):
                self.seat_grid.addWidget(widget, seat + 1, column)
            row.up.setEnabled(seat > 0)
            row.down.setEnabled(seat < len(self.rows) - 1)
        # as tall as the seats up to SEATS_IN_VIEW of them, then the table scrolls
        row_height = self.rows[0].kind.sizeHint().height() + self.seat_grid.verticalSpacing()
        header = self.seat_grid.itemAtPosition(0, 2).widget().sizeHint().height()
        self.seat_scroll.setFixedHeight(header + row_height * min(len(self.rows), SEATS_IN_VIEW) + 6)
        self.seat_scroll.setMinimumWidth(self.seat_scroll.widget().sizeHint().width()
                                         + self.seat_scroll.verticalScrollBar().sizeHint().width())
        self._check()

    def _check(self) -> None:
        """Teams are chosen only for 紅白戦; OK only for rules a game can start with on this board
        (each team with a seat, enough ★4 towns for the players' homes), else the reason in red."""
        if not hasattr(self, "foot"):
            return  # still being built
        for row in self.rows:
            row.team.setEnabled(self.teams.isChecked())
        try:
            ruleset = self.ruleset()
            problem = self.start_problem(self.seats(), ruleset) if self.start_problem else ""
        except ValidationError as error:
            problem = "; ".join(str(e.get("ctx", {}).get("error", e["msg"])) for e in error.errors())
        self.foot.show_problem(translated(problem))

    # -- what was chosen --------------------------------------------------------------------------

    def seats(self) -> list[str]:
        """Each seat's player in seat order: ``"human"`` or a CPU kind."""
        return [row.kind.currentData() for row in self.rows]

    def names(self) -> list[str]:
        """What each seat is called, in seat order ("" for a CPU or a person left unnamed)."""
        return [row.name.text().strip() if row.kind.currentData() == HUMAN else "" for row in self.rows]

    def ruleset(self) -> BattleRuleSet:
        """The options chosen (pydantic's ValidationError for a 紅白戦 without a seat on each team)."""
        options = self.rules_form.ruleset().model_dump()
        options["teams"] = tuple(row.team.currentData() for row in self.rows) if self.teams.isChecked() else None
        return BattleRuleSet(**options)

    def time_control(self) -> TimeControl:
        """The clock of the seats people play (none when both are "none")."""
        return TimeControl(self.main_time.currentData() or None, self.byoyomi.currentData() or None)
