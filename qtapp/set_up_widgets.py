"""Widgets every game's set-up and simulator dialog shares (Qt): the seed, the foot of a set-up
dialog (why it cannot start, then OK / Cancel), and the monospace view of a simulator's report."""

from __future__ import annotations

import random

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QSpinBox, QTextBrowser


class SeedBox(QSpinBox):
    """A seed: any number from 0 to 2³¹ − 1 (the same seed deals the same game); a random one to
    start with unless ``value`` is given."""

    def __init__(self, value: int | None = None) -> None:
        super().__init__()
        self.setRange(0, 2**31 - 1)
        self.setValue(value if value is not None else random.SystemRandom().randrange(1, 10**6))


class SetUpFoot:
    """The last rows of a set-up dialog: the reason the game cannot start, in red (hidden when
    there is none), then OK — enabled only without a reason — and Cancel."""

    def __init__(self, dialog: QDialog, form: QFormLayout) -> None:
        self.problem = QLabel("")
        self.problem.setStyleSheet("color: #c62828")
        self.problem.setWordWrap(True)
        self.problem.hide()
        form.addRow(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(dialog.accept)
        self.buttons.rejected.connect(dialog.reject)
        form.addRow(self.buttons)

    @property
    def ok(self):
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    def show_problem(self, problem: str) -> None:
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        self.ok.setEnabled(not problem)


def report_view() -> QTextBrowser:
    """Where a simulator's report is shown: monospace, as the command line prints it."""
    view = QTextBrowser()
    font = QFont("monospace")
    font.setStyleHint(QFont.StyleHint.Monospace)
    view.setFont(font)
    return view
