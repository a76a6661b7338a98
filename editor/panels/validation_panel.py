"""ValidationPanel: the live list of the core validator's findings (Qt).

Re-validates whenever the document changes; double-clicking a finding asks to locate its record.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from editor.dataset_document import DatasetDocument
from editor.translation import translated


class ValidationPanel(QWidget):
    """Findings of the current dataset.

    Signals:
        locateRequested(str): the path of a finding the designer double-clicked.
    """

    locateRequested = Signal(str)

    def __init__(self, document: DatasetDocument, parent=None) -> None:
        super().__init__(parent)
        self.document = document
        self.summary = QLabel()
        self.list = QListWidget()
        self.list.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.summary)
        layout.addWidget(self.list)
        self.list.itemDoubleClicked.connect(lambda item: self.locateRequested.emit(item.data(Qt.ItemDataRole.UserRole)))
        document.changed.connect(self.refresh)
        self.refresh()

    def refresh(self, _change=None) -> None:
        """Re-run the validator and list its findings."""
        findings = self.document.findings()
        self.list.clear()
        errors = sum(f.severity == "error" for f in findings)
        self.summary.setText(
            self.tr("{errors} error(s), {warnings} warning(s)").format(errors=errors, warnings=len(findings) - errors)
            if findings else self.tr("No problems found.")
        )
        for finding in findings:
            item = QListWidgetItem(
                f"{'✖' if finding.severity == 'error' else '⚠'} {translated(finding.message)}\n    {finding.path}")
            item.setData(Qt.ItemDataRole.UserRole, finding.path)
            item.setForeground(QColor("#a01010") if finding.severity == "error" else QColor("#8a5a00"))
            self.list.addItem(item)

    def finding_count(self) -> int:
        """How many findings are listed."""
        return self.list.count()
