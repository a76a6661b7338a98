"""GameOverDialog: the end of a game on the table — the ranking, how each seat ended, a rematch (Qt)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget


class GameOverDialog(QDialog):
    """Not modal: the finished table stays readable behind it.

    Signals:
        rematch(): the same seats again, dealt anew.
    """

    rematch = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.ranking = QGridLayout()
        self.ranking.setHorizontalSpacing(18)
        buttons = QDialogButtonBox()
        self.rematch_button = QPushButton(self.tr("&Rematch"))
        self.rematch_button.setToolTip(self.tr("The same seats again, with a new deal"))
        buttons.addButton(self.rematch_button, QDialogButtonBox.ButtonRole.AcceptRole)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.rematch_button.clicked.connect(self._rematch)
        close.clicked.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addLayout(self.ranking)
        layout.addWidget(buttons)

    def show_result(self, summary: str, standings: list[tuple[str, str]]) -> None:
        """``summary`` above the seats from first to last (``(who, how it ended)``)."""
        self.summary.setText(summary)
        while self.ranking.count():
            item = self.ranking.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        for row, (who, detail) in enumerate(standings):
            place = QLabel(self.tr("%n.", "", row + 1))
            name = QLabel(who)
            if row == 0:
                font = QFont(name.font())
                font.setBold(True)
                font.setPointSizeF(font.pointSizeF() * 1.2)
                name.setFont(font)
                place.setFont(font)
            self.ranking.addWidget(place, row, 0, Qt.AlignmentFlag.AlignRight)
            self.ranking.addWidget(name, row, 1)
            self.ranking.addWidget(QLabel(detail), row, 2)
        self.adjustSize()

    def standings(self) -> list[tuple[str, str]]:
        """What the dialog shows now, row by row (for tests and screenshots)."""
        rows = []
        for row in range(self.ranking.rowCount()):
            items = [self.ranking.itemAtPosition(row, column) for column in (1, 2)]
            if all(item is not None and item.widget() is not None for item in items):
                rows.append(tuple(item.widget().text() for item in items))
        return rows

    def _rematch(self) -> None:
        self.close()
        self.rematch.emit()
