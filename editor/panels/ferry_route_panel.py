"""FerryRoutePanel: list, create, rename and delete ferry routes (Qt)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.edits.ferry_route_edits import AddFerryRoute, RemoveFerryRoute, SetFerryRouteFields
from editor.dataset_document import DatasetDocument
from editor.panels.edit_feedback import delete_key, push_or_warn
from editor.panels.province_picker import ProvinceCombo


class FerryRoutePanel(QWidget):
    """Ferry routes of the dataset; the form below creates a new one or renames the selected one."""

    def __init__(self, document: DatasetDocument, parent=None) -> None:
        super().__init__(parent)
        self.document = document
        self.list = QListWidget()
        delete_key(self.list, self.delete_selected)
        self.id_edit = QLineEdit()
        self.id_edit.setPlaceholderText("new-route-id")
        self.name_edit = QLineEdit()
        self.first = ProvinceCombo(document)
        self.second = ProvinceCombo(document)
        form = QFormLayout()
        form.addRow(self.tr("&Id"), self.id_edit)
        form.addRow(self.tr("&Name"), self.name_edit)
        form.addRow(self.tr("From"), self.first)
        form.addRow(self.tr("To"), self.second)
        add_button = QPushButton(self.tr("&Add route"))
        rename_button = QPushButton(self.tr("Re&name selected"))
        delete_button = QPushButton(self.tr("&Delete selected"))
        add_button.clicked.connect(self.add_route)
        rename_button.clicked.connect(self.rename_selected)
        delete_button.clicked.connect(self.delete_selected)
        row = QHBoxLayout()
        for button in (add_button, rename_button, delete_button):
            row.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.list)
        layout.addLayout(form)
        layout.addLayout(row)
        document.changed.connect(self.refresh)
        self.refresh()

    def refresh(self, _change=None) -> None:
        keep = self.selected_route()
        self.list.clear()
        for route in self.document.dataset.ferry_routes:
            a, b = (self.document.dataset.province(p) for p in (route.a, route.b))
            item = QListWidgetItem(f"{route.name}: {a.kanji if a else route.a} ⇄ {b.kanji if b else route.b}")
            item.setData(Qt.ItemDataRole.UserRole, route.id)
            item.setToolTip(route.note)
            self.list.addItem(item)
            if route.id == keep:
                self.list.setCurrentItem(item)

    def selected_route(self) -> str:
        item = self.list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item else ""

    def select_route(self, index: int) -> None:
        if 0 <= index < self.list.count():
            self.list.setCurrentRow(index)

    def _push(self, edit) -> bool:
        return push_or_warn(self, self.document, edit, self.tr("Cannot change the ferry route"))

    def add_route(self) -> bool:
        return self._push(AddFerryRoute(self.id_edit.text().strip(), self.name_edit.text().strip() or "航路",
                                        self.first.current_id(), self.second.current_id()))

    def rename_selected(self) -> None:
        route = self.selected_route()
        if route and self.name_edit.text().strip():
            self._push(SetFerryRouteFields(route, name=self.name_edit.text().strip()))

    def delete_selected(self) -> None:
        route = self.selected_route()
        if route:
            self._push(RemoveFerryRoute(route))
