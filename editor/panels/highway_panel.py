"""HighwayPanel: highways by tier, and the selected highway's stops (Qt).

Create, rename and delete highways; remove stops; drag stops to reorder; and, with "Add stops
from the map" on, click provinces on the board to append them (or insert them after the
selected stop). Every change is a core edit pushed through the document.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.edits.highway_edits import (
    CreateHighway,
    DeleteHighway,
    InsertHighwayStop,
    MoveHighwayStop,
    RemoveHighwayStop,
    SetHighwayFields,
)
from core.models.highway import HIGHWAY_TIERS
from core.province_network import ProvinceNetwork
from editor.dataset_document import DatasetDocument
from editor.panels.edit_feedback import delete_key, push_or_warn

TIER_NAMES = {"main": QT_TRANSLATE_NOOP("HighwayPanel", "五街道 (main)"),
              "primary": QT_TRANSLATE_NOOP("HighwayPanel", "脇街道 (primary)"),
              "secondary": QT_TRANSLATE_NOOP("HighwayPanel", "脇街道 (secondary)")}


class HighwayDialog(QDialog):
    """Asks for a highway's id, name, reading and tier."""

    def __init__(self, parent=None, *, highway=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Highway"))
        form = QFormLayout(self)
        self.id_edit = QLineEdit(highway.id if highway else "")
        self.id_edit.setEnabled(highway is None)
        self.name_edit = QLineEdit(highway.name if highway else "")
        self.kana_edit = QLineEdit(highway.kana if highway else "")
        self.tier_combo = QComboBox()
        self.tier_combo.addItems(list(HIGHWAY_TIERS))
        if highway:
            self.tier_combo.setCurrentText(highway.tier)
        form.addRow(self.tr("&Id (a-z, 0-9, -)"), self.id_edit)
        form.addRow(self.tr("&Name"), self.name_edit)
        form.addRow(self.tr("&Reading"), self.kana_edit)
        form.addRow(self.tr("&Tier"), self.tier_combo)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)


class HighwayPanel(QWidget):
    """Edits highways and their stop sequences.

    Signals:
        highwaySelected(str): the selected highway's id ("" for none), for the board to highlight.
        refused(str): why a province picked on the map cannot join the highway there (for the
            status bar; nothing changed).
    """

    highwaySelected = Signal(str)
    refused = Signal(str)

    def __init__(self, document: DatasetDocument, parent=None) -> None:
        super().__init__(parent)
        self.document = document
        self.tree = QTreeWidget()
        self.tree.setHeaderHidden(True)
        self.stops = QListWidget()
        self.stops.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.stops.model().rowsMoved.connect(self._on_rows_moved)
        delete_key(self.stops, self.remove_selected_stop)
        self.pick = QPushButton(self.tr("Add stops from the &map"))
        self.pick.setCheckable(True)
        self.pick.setToolTip(
            self.tr("Click provinces on the board to append them, or to insert them after the selected stop"))
        new_button = QPushButton(self.tr("&New…"))
        rename_button = QPushButton(self.tr("Re&name…"))
        delete_button = QPushButton(self.tr("&Delete"))
        remove_stop = QPushButton(self.tr("&Remove stop"))
        new_button.clicked.connect(self._new_dialog)
        rename_button.clicked.connect(self._rename_dialog)
        delete_button.clicked.connect(self.delete_selected)
        remove_stop.clicked.connect(self.remove_selected_stop)
        row = QHBoxLayout()
        for button in (new_button, rename_button, delete_button):
            row.addWidget(button)
        stop_row = QHBoxLayout()
        stop_row.addWidget(self.pick)
        stop_row.addWidget(remove_stop)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.tree, 2)
        layout.addLayout(row)
        layout.addWidget(QLabel(self.tr("Stops (drag to reorder):")))
        layout.addWidget(self.stops, 3)
        layout.addLayout(stop_row)
        self.tree.currentItemChanged.connect(lambda *_: self._show_stops())
        document.changed.connect(self.refresh)
        self.refresh()

    # -- reading the document ----------------------------------------------------------------------

    def selected_highway(self) -> str:
        """The id of the highway selected in the tree, or ""."""
        item = self.tree.currentItem()
        return item.data(0, Qt.ItemDataRole.UserRole) or "" if item else ""

    def select_highway(self, highway_id: str, stop: int | None = None) -> None:
        """Select a highway (and optionally one of its stops)."""
        for k in range(self.tree.topLevelItemCount()):
            tier = self.tree.topLevelItem(k)
            for c in range(tier.childCount()):
                child = tier.child(c)
                if child.data(0, Qt.ItemDataRole.UserRole) == highway_id:
                    self.tree.setCurrentItem(child)
        if stop is not None and 0 <= stop < self.stops.count():
            self.stops.setCurrentRow(stop)

    def refresh(self, _change=None) -> None:
        """Rebuild the tree and the stop list from the document, keeping the selection."""
        keep = self.selected_highway()
        stop = self.stops.currentRow()
        self.tree.blockSignals(True)
        self.tree.clear()
        for tier in HIGHWAY_TIERS:
            parent = QTreeWidgetItem([self.tr(TIER_NAMES[tier])])
            parent.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.tree.addTopLevelItem(parent)
            for highway in self.document.dataset.highways:
                if highway.tier == tier:
                    child = QTreeWidgetItem([f"{highway.name}  ({len(highway.provinces)})"])
                    child.setData(0, Qt.ItemDataRole.UserRole, highway.id)
                    child.setToolTip(0, highway.note or highway.kana)
                    parent.addChild(child)
            parent.setExpanded(True)
        self.tree.blockSignals(False)
        if keep:
            self.select_highway(keep)
        self._show_stops(stop)

    def _show_stops(self, keep_row: int = -1) -> None:
        highway = self.document.dataset.highway(self.selected_highway())
        self.stops.blockSignals(True)
        self.stops.clear()
        if highway:
            for index, stop in enumerate(highway.provinces):
                province = self.document.dataset.province(stop)
                item = QListWidgetItem(f"{index + 1}. {province.kanji if province else stop}")
                item.setData(Qt.ItemDataRole.UserRole, stop)
                self.stops.addItem(item)
            if 0 <= keep_row < self.stops.count():
                self.stops.setCurrentRow(keep_row)
        self.stops.blockSignals(False)
        self.highwaySelected.emit(highway.id if highway else "")

    # -- editing -----------------------------------------------------------------------------------

    def _push(self, edit) -> bool:
        return push_or_warn(self, self.document, edit, self.tr("Cannot change the highway"))

    def province_clicked(self, province_id: str) -> bool:
        """With map picking on: append the province, or insert it after the selected stop. A
        step the highway cannot take (neither a land neighbour nor a ferry route of the stop it
        follows) is refused at the click, the reason announced through :attr:`refused`. The step
        to the stop after an insertion is left to the validator: a designer inserting several
        stops in a row passes through such a state."""
        dataset = self.document.dataset
        highway = dataset.highway(self.selected_highway())
        if not self.pick.isChecked() or highway is None:
            return False
        row = self.stops.currentRow()
        index = row + 1 if row >= 0 else len(highway.provinces)
        network = ProvinceNetwork.from_dataset(dataset)
        for other in highway.provinces[index - 1:index] if index > 0 else ():
            if other != province_id and not network.joined(other, province_id):
                names = {p.id: p.kanji for p in dataset.provinces}
                self.refused.emit(self.tr("{province} cannot follow {other} on {highway}: they are neither land "
                                          "neighbours nor joined by a ferry route.").format(
                    province=names.get(province_id, province_id), other=names.get(other, other), highway=highway.name))
                return True  # the click was the panel's: nothing else happens with it
        if self._push(InsertHighwayStop(highway.id, index, province_id)):
            self.stops.setCurrentRow(index)
            return True
        return False

    def remove_selected_stop(self) -> None:
        highway_id, row = self.selected_highway(), self.stops.currentRow()
        if highway_id and row >= 0:
            self._push(RemoveHighwayStop(highway_id, row))

    def _on_rows_moved(self, _parent, start, _end, _destination, row) -> None:
        highway_id = self.selected_highway()
        target = row if row < start else row - 1
        # The list already shows the move; the document is the truth, so refresh from it.
        if highway_id and target != start and not self._push(MoveHighwayStop(highway_id, start, target)):
            self.refresh()

    def create_highway(self, highway_id: str, name: str, kana: str, tier: str) -> bool:
        """Create an empty highway and select it."""
        if self._push(CreateHighway(highway_id, name, kana, tier)):
            self.select_highway(highway_id)
            return True
        return False

    def delete_selected(self) -> None:
        highway_id = self.selected_highway()
        if highway_id:
            self._push(DeleteHighway(highway_id))

    def _new_dialog(self) -> None:
        dialog = HighwayDialog(self)
        if dialog.exec():
            self.create_highway(dialog.id_edit.text().strip(), dialog.name_edit.text().strip(),
                                dialog.kana_edit.text().strip(), dialog.tier_combo.currentText())

    def _rename_dialog(self) -> None:
        highway = self.document.dataset.highway(self.selected_highway())
        if highway is None:
            return
        dialog = HighwayDialog(self, highway=highway)
        if dialog.exec():
            self._push(SetHighwayFields(highway.id, name=dialog.name_edit.text().strip(),
                                        kana=dialog.kana_edit.text().strip(), tier=dialog.tier_combo.currentText()))
