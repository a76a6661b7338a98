"""NewIslandDialog: who sits at each of しま's seats (you or a CPU of some strength), the rule
options where the rule book leaves room (points that win, a short bank, the turn limit), the
seed (Qt)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QMessageBox,
)

from core.games.session import HUMAN
from core.games.shima.players import PLAYERS
from core.games.shima.rules import SEAT_NAMES, ShimaRuleSet
from qtapp.rule_set_form import RuleSetForm
from qtapp.set_up_widgets import SeedBox

SEAT_CHOICES = [(HUMAN, "You")] + [(kind, f"CPU — {kind}") for kind in PLAYERS]
#: The rule options in the rule book's words.
SHIMA_RULE_LABELS = {"target": "&Points that win (rule book: 10)", "short_bank": "A short bank pays",
                     "turn_limit": "Turn limit (0: none)"}


class NewIslandDialog(QDialog):
    """Four seats in the set-up's first-round order (the fourth may stay empty for three players)."""

    def __init__(self, seats: list[str], parent=None, ruleset: ShimaRuleSet | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New island")
        form = QFormLayout(self)
        form.addRow(QLabel("The seats place their first houses in this order, their second in reverse."))
        self.seat_combos = []
        for k, name in enumerate(SEAT_NAMES):
            combo = QComboBox()
            if k == 3:
                combo.addItem("— (three players)", "")
            for value, text in SEAT_CHOICES:
                combo.addItem(text, value)
            current = seats[k] if k < len(seats) else ""
            combo.setCurrentIndex(max(0, combo.findData(current)))
            form.addRow(f"&{k + 1} {name}", combo)
            self.seat_combos.append(combo)
        self.rules_form = RuleSetForm(ShimaRuleSet, form, ruleset, labels=SHIMA_RULE_LABELS)
        self.seed = SeedBox()
        form.addRow("&Seed (the same seed makes the same island)", self.seed)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept_if_one_you)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _accept_if_one_you(self) -> None:
        """One seat at most is yours: the window shows one player's hand."""
        if self.seats().count(HUMAN) > 1:
            QMessageBox.information(self, "New island", "Choose \"You\" for one seat at most.")
            return
        self.accept()

    def seats(self) -> list[str]:
        return [combo.currentData() for combo in self.seat_combos if combo.currentData()]

    def ruleset(self) -> ShimaRuleSet:
        return self.rules_form.ruleset()
