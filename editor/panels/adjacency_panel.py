"""AdjacencyPanel: the designers' neighbour overrides, added or removed with a note (Qt)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.edits.adjacency_edits import AddAdjacencyOverride, RemoveAdjacencyOverride
from editor.dataset_document import DatasetDocument
from editor.panels.edit_feedback import delete_key, push_or_warn
from editor.panels.province_picker import ProvinceCombo


class AdjacencyPanel(QWidget):
    """Pick two provinces (in the combos, or by clicking the map with "Pick on map" on), choose add
    or remove, write why, apply. The list shows every override; select one to remove it.

    Signals:
        overrideSelected(str, str): the two province ids of the selected override.
    """

    overrideSelected = Signal(str, str)

    def __init__(self, document: DatasetDocument, parent=None) -> None:
        super().__init__(parent)
        self.document = document
        self.first = ProvinceCombo(document)
        self.second = ProvinceCombo(document)
        self.action = QComboBox()
        self.action.addItem(self.tr("add: make them neighbours"), "add")
        self.action.addItem(self.tr("remove: separate them"), "remove")
        self.note = QLineEdit()
        self.note.setPlaceholderText(self.tr("why (history, play balance)"))
        self.pick = QPushButton(self.tr("Pick on &map"))
        self.pick.setCheckable(True)
        apply_button = QPushButton(self.tr("&Apply override"))
        apply_button.clicked.connect(self.apply_override)
        form = QFormLayout()
        form.addRow(self.tr("Province &A"), self.first)
        form.addRow(self.tr("Province &B"), self.second)
        form.addRow(self.tr("A&ction"), self.action)
        form.addRow(self.tr("&Note"), self.note)
        row = QHBoxLayout()
        row.addWidget(self.pick)
        row.addWidget(apply_button)
        self.list = QListWidget()
        delete_key(self.list, self.remove_selected)
        remove_button = QPushButton(self.tr("Re&move selected override"))
        remove_button.clicked.connect(self.remove_selected)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(form)
        layout.addLayout(row)
        layout.addWidget(self.list)
        layout.addWidget(remove_button)
        self._next_pick = 0
        self.list.currentItemChanged.connect(self._on_selected)
        document.changed.connect(self.refresh)
        self.refresh()

    def refresh(self, _change=None) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        derived = self.document.dataset.adjacency.derived
        for override in self.document.dataset.adjacency.overrides:
            a, b = (self.document.dataset.province(p) for p in (override.a, override.b))
            in_geometry = override.b in derived.get(override.a, ())
            held = self.tr("(geometry has it)") if in_geometry else ""
            text = (f"{'＋' if override.action == 'add' else '－'} {a.kanji if a else override.a}–"
                    f"{b.kanji if b else override.b}  {held}\n    {override.note}")
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, (override.a, override.b))
            self.list.addItem(item)
        self.list.blockSignals(False)

    def select_override(self, index: int) -> None:
        if 0 <= index < self.list.count():
            self.list.setCurrentRow(index)

    def _on_selected(self, item, _previous) -> None:
        if item is not None:
            a, b = item.data(Qt.ItemDataRole.UserRole)
            self.overrideSelected.emit(a, b)

    def province_clicked(self, province_id: str) -> bool:
        """With "Pick on map" on, fill A then B from clicks on the board."""
        if not self.pick.isChecked():
            return False
        (self.first if self._next_pick == 0 else self.second).set_id(province_id)
        self._next_pick = 1 - self._next_pick
        return True

    def apply_override(self) -> bool:
        edit = AddAdjacencyOverride(self.first.current_id(), self.second.current_id(),
                                    self.action.currentData(), self.note.text().strip())
        return push_or_warn(self, self.document, edit, self.tr("Cannot override adjacency"))

    def remove_selected(self) -> None:
        item = self.list.currentItem()
        if item is None:
            return
        a, b = item.data(Qt.ItemDataRole.UserRole)
        push_or_warn(self, self.document, RemoveAdjacencyOverride(a, b), self.tr("Cannot remove the override"))
