"""ValidationPanel: the live list of the core validator's findings (Qt).

Re-validates whenever the document changes; double-clicking a finding asks to locate its record.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from editor.dataset_document import DatasetDocument
from editor.translation import translated

#: How each severity is marked in the list: its sign and colour (a note is grey: nothing to fix).
SEVERITY_LOOK = {"error": ("✖", "#a01010"), "warning": ("⚠", "#8a5a00"), "info": ("ℹ", "#606060")}


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
        warnings = sum(f.severity == "warning" for f in findings)
        notes = len(findings) - errors - warnings
        if errors or warnings:
            summary = self.tr("{errors} error(s), {warnings} warning(s)").format(errors=errors, warnings=warnings)
        else:
            summary = self.tr("No problems found.")
        if notes:
            summary += " " + self.tr("(%n note(s))", "", notes)
        self.summary.setText(summary)
        for finding in findings:
            mark, colour = SEVERITY_LOOK[finding.severity]
            item = QListWidgetItem(f"{mark} {translated(finding.message)}\n    {finding.path}")
            item.setData(Qt.ItemDataRole.UserRole, finding.path)
            item.setForeground(QColor(colour))
            self.list.addItem(item)

    def finding_count(self) -> int:
        """How many findings are listed."""
        return self.list.count()
