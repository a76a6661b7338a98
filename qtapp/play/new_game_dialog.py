"""NewGameDialog: who sits at each seat, the rules and the seed of a new game of any registered
game (Qt).

Everything comes from the game's :class:`core.games.spec.GameSpec`: as many seat rows as the game
has seats (those beyond the fewest may stay empty), each "You" or one of the game's CPUs with its
note; the seats' names at set-up (しま's islanders, 北野大茶会's 上座) and what their order means;
the rule presets a designer proposed, offered by name, and every rule option as a row of the
rule-set model (:class:`qtapp.rule_set_form.RuleSetForm`); the seed. One seat at most is yours:
a table shows one player's hand.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QFormLayout, QLabel

from core.games.session import HUMAN
from editor.translation import translated
from qtapp.language import cpu_name
from qtapp.rule_set_form import RulePresets, RuleSetForm
from qtapp.set_up_widgets import SeedBox, SetUpFoot

#: What the rules combo shows for options that match no preset.
OWN_MIX = RulePresets.OWN_MIX


class NewGameDialog(QDialog):
    """The seats (the last ones may be empty), a preset or any rule options, a seed."""

    def __init__(self, spec, seats: list[str] | None = None, ruleset=None, parent=None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.setWindowTitle(self.tr("New {title} game").format(title=spec.title_ja))
        form = QFormLayout(self)
        if spec.seating_note:
            note = QLabel(translated(spec.seating_note))
            note.setWordWrap(True)
            form.addRow(note)
        low, high = spec.players
        seats = list(seats) if seats else [HUMAN] + [spec.table_cpu] * (spec.default_players - 1)
        self.seat_combos: list[QComboBox] = []
        for k in range(high):
            combo = QComboBox()
            if k >= low:
                combo.addItem(self.tr("— (no player)"), "")
            combo.addItem(self.tr("You"), HUMAN)
            for kind in spec.cpu_names():
                note = spec.cpus[kind].note
                combo.addItem(self.tr("CPU {kind}").format(
                    kind=cpu_name(kind)) + (f" — {translated(note)}" if note else ""), kind)
            combo.setCurrentIndex(max(0, combo.findData(seats[k] if k < len(seats) else "")))
            label = spec.seat_label(k)
            form.addRow(self.tr("Seat &{seat}").format(seat=k + 1) + (f" ({label})" if label else ""), combo)
            self.seat_combos.append(combo)
        self.presets = presets = RulePresets(spec, form) if spec.rule_presets else None
        self.preset: QComboBox | None = presets.combo if presets else None
        self.rules_form = RuleSetForm(spec.ruleset, form, ruleset or spec.ruleset())
        self.seed = SeedBox()
        form.addRow(self.tr("S&eed (the same seed deals the same game)"), self.seed)
        self.foot = SetUpFoot(self, form)
        if presets is not None:
            presets.follow(self.rules_form)
        for combo in self.seat_combos:
            combo.currentIndexChanged.connect(self._check)
        self._check()

    def problem(self) -> str:
        """Why this game cannot start ("" when it can)."""
        seats = self.seats()
        if seats.count(HUMAN) > 1:
            return self.tr("Choose \"You\" for one seat at most: the table shows one hand.")
        try:
            self.spec.check_players(len(seats))
        except ValueError as error:
            return str(error)
        return ""

    def _check(self) -> None:
        self.foot.show_problem(self.problem())

    def seats(self) -> list[str]:
        return [combo.currentData() for combo in self.seat_combos if combo.currentData()]

    def ruleset(self):
        return self.rules_form.ruleset()
