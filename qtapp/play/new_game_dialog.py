"""NewGameDialog: players (human or CPU with strength), rule options and the seed (Qt)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
)

from core.games.karuta.players import PLAYERS
from core.games.karuta.rules import RuleSet
from core.games.karuta.session import Seat
from qtapp.rule_set_form import RuleSetForm
from qtapp.set_up_widgets import SeedBox

SEAT_CHOICES = [("human", "Human")] + [(kind, f"CPU — {kind}") for kind in PLAYERS]


class NewGameDialog(QDialog):
    """Four seat rows (the last ones may be "—" for fewer players), the rule options, a seed."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New 旧国かるた game")
        form = QFormLayout(self)
        self.seat_combos = []
        defaults = ["human", "planner", "planner", "planner"]
        for k in range(4):
            combo = QComboBox()
            if k >= 2:
                combo.addItem("— (no player)", "")
            for value, text in SEAT_CHOICES:
                combo.addItem(text, value)
            combo.setCurrentIndex(combo.findData(defaults[k]))
            form.addRow(f"Seat &{k + 1}", combo)
            self.seat_combos.append(combo)
        self.rules_form = karuta_rules_form(form)
        self.seed = SeedBox()
        form.addRow("&Seed", self.seed)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def seats(self) -> list[Seat]:
        seats = []
        for combo in self.seat_combos:
            value = combo.currentData()
            if value == "human":
                seats.append(Seat("human"))
            elif value:
                seats.append(Seat("cpu", value))
        return seats

    def ruleset(self) -> RuleSet:
        return self.rules_form.ruleset()


def karuta_rules_form(form: QFormLayout, ruleset: RuleSet | None = None) -> RuleSetForm:
    """The 旧国かるた rule options as rows of a form (the new-game dialog's and the simulator's)."""
    return RuleSetForm(RuleSet, form, ruleset, none_text={"chain_limit": "any number"})
