"""NewBattleDialog: the players of a 市区町村バトル game (2–16: you or a CPU of some strength), the
rule options the designers' set-up screen offers, and the seed (Qt)."""

from __future__ import annotations

import random

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from core.games.battle.players import PLAYERS
from core.games.battle.rules import BattleRuleSet
from core.games.clock import TimeControl
from core.games.session import HUMAN

#: 持ち時間 (minutes for the whole game) and 秒読み (seconds a move) offered; 0 is none.
MAIN_MINUTES = (0, 1, 3, 5, 10, 15, 20, 30, 60)
BYOYOMI_SECONDS = (0, 10, 20, 30, 60)

#: The options offered, with the words of the set-up screen (人数 and 巡数 are their own fields).
OPTIONS = {
    "starting_towns": ("最初の町の数 (starting towns)", {"fewer": "fewer", "normal": "normal", "more": "more"}),
    "home_placement": ("本拠地 (homes)", {"spread": "roulette, apart", "random": "roulette, anywhere",
                                           "chosen": "each player chooses"}),
    "home_pool": ("出現場所 (where homes may be)", {"any": "any town", "star4": "★4 towns only"}),
    "turn_order": ("順番 (turn order)", {"dice": "by dice", "fixed": "seat order"}),
}


class NewBattleDialog(QDialog):
    """Players, rules and seed of a new game on the open board."""

    def __init__(self, seats: list[str], ruleset: BattleRuleSet, parent=None,
                 time_control: TimeControl | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New 市区町村バトル game")
        form = QFormLayout(self)
        self.players = QSpinBox()
        self.players.setRange(2, 16)
        self.players.setValue(len(seats))
        form.addRow("人数 (&players)", self.players)
        self.you = QCheckBox("you play the first seat")
        self.you.setChecked(bool(seats) and seats[0] == HUMAN)
        form.addRow("", self.you)
        self.strength = QComboBox()
        for kind in PLAYERS:
            self.strength.addItem(kind)
        cpus = [s for s in seats if s != HUMAN]
        self.strength.setCurrentText(cpus[0] if cpus else "normal")
        form.addRow("CPU &strength", self.strength)
        self.options: dict[str, QComboBox] = {}
        for name, (label, choices) in OPTIONS.items():
            combo = QComboBox()
            for value, text in choices.items():
                combo.addItem(text, value)
            combo.setCurrentIndex(combo.findData(getattr(ruleset, name)))
            form.addRow(label, combo)
            self.options[name] = combo
        limit_row = QWidget()
        row = QHBoxLayout(limit_row)
        row.setContentsMargins(0, 0, 0, 0)
        self.turn_limit = QSpinBox()
        self.turn_limit.setRange(0, 999)
        self.turn_limit.setSpecialValueText("none")
        self.default_limit = QCheckBox("as the rules say (40; 30 from 10 players)")
        self.default_limit.setChecked(ruleset.turn_limit is None)
        self.turn_limit.setValue(ruleset.turn_limit or 40)
        self.turn_limit.setEnabled(ruleset.turn_limit is not None)
        self.default_limit.toggled.connect(lambda on: self.turn_limit.setEnabled(not on))
        row.addWidget(self.default_limit)
        row.addWidget(self.turn_limit)
        form.addRow("巡数 (&rounds)", limit_row)
        self.teams = QCheckBox("紅白戦: two teams, alternate seats")
        self.teams.setChecked(ruleset.teams is not None)
        form.addRow("対戦のかたち", self.teams)
        control = time_control or TimeControl()
        self.main_time = QComboBox()
        for minutes in MAIN_MINUTES:
            self.main_time.addItem("none" if minutes == 0 else f"{minutes} min", minutes * 60)
        self.main_time.setCurrentIndex(max(0, self.main_time.findData(int(control.main or 0))))
        form.addRow("持ち時間 (your &time, whole game)", self.main_time)
        self.byoyomi = QComboBox()
        for seconds in BYOYOMI_SECONDS:
            self.byoyomi.addItem("none" if seconds == 0 else f"{seconds} s a move", seconds)
        self.byoyomi.setCurrentIndex(max(0, self.byoyomi.findData(int(control.byoyomi or 0))))
        form.addRow("秒読み (then, per &move)", self.byoyomi)
        clock_note = QLabel("Out of time: a CPU moves for you (時間切れ).")
        clock_note.setToolTip("Only the seats people play have a clock; it stops while a menu or the rules "
                              "are open.")
        form.addRow("", clock_note)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(random.SystemRandom().randrange(1, 10**6))
        form.addRow("S&eed", self.seed)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def seats(self) -> list[str]:
        count = self.players.value()
        cpu = self.strength.currentText()
        return ([HUMAN] if self.you.isChecked() else [cpu]) + [cpu] * (count - 1)

    def ruleset(self) -> BattleRuleSet:
        options = {name: combo.currentData() for name, combo in self.options.items()}
        options["turn_limit"] = None if self.default_limit.isChecked() else self.turn_limit.value()
        if self.teams.isChecked():
            options["teams"] = tuple(k % 2 for k in range(self.players.value()))
        return BattleRuleSet(**options)

    def time_control(self) -> TimeControl:
        """The clock of the seats people play (none when both are "none")."""
        return TimeControl(self.main_time.currentData() or None, self.byoyomi.currentData() or None)
