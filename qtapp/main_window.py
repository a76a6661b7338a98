"""MainWindow: the board, the validation dock, menus, open/save and settings (Qt)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QTextBrowser,
)

from core import bundled
from core.geometry.board import Board
from core.io import DatasetError
from core.province_network import ProvinceNetwork
from editor.dataset_document import DatasetDocument
from editor.panels.validation_panel import ValidationPanel
from qtapp.about import show_about
from qtapp.board.board_scene import LAYERS, BoardScene
from qtapp.board.board_view import BoardView


def load_board_for(dataset) -> Board | None:
    """The built board a dataset names, or None when it names none or the file is unreadable."""
    if not dataset.board:
        return None
    try:
        return Board.load(bundled.board_path(dataset.board))
    except (OSError, ValueError, KeyError):
        return None


class MainWindow(QMainWindow):
    """The Kuni Studio main window for one document."""

    def __init__(self, document: DatasetDocument) -> None:
        super().__init__()
        self.settings = QSettings("Kuni Studio", "Kuni Studio")
        self.resize(1400, 900)
        self._install_document(document)
        self._build_menus()
        self.restoreGeometry(self.settings.value("window/geometry", b""))
        self.restoreState(self.settings.value("window/state", b""))

    # -- document ----------------------------------------------------------------------------------

    def _install_document(self, document: DatasetDocument) -> None:
        self.document = document
        self.scene = BoardScene(document, self)
        self.view = BoardView(self.scene, self)
        self.setCentralWidget(self.view)
        self.scene.provinceClicked.connect(self.show_province)

        if not hasattr(self, "validation_dock"):
            self.validation_dock = QDockWidget("Validation", self)
            self.validation_dock.setObjectName("validationDock")
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.validation_dock)
            self.details_dock = QDockWidget("Province", self)
            self.details_dock.setObjectName("detailsDock")
            self.details = QTextBrowser()
            self.details_dock.setWidget(self.details)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.details_dock)
        self.validation_panel = ValidationPanel(document)
        self.validation_dock.setWidget(self.validation_panel)
        self.details.setHtml("<p>Click a province to see its details.</p>")

        document.undo_stack.cleanChanged.connect(self._update_title)
        document.pathChanged.connect(self._update_title)
        self._update_title()
        self._status = QLabel()
        self.statusBar().addPermanentWidget(self._status)
        network = ProvinceNetwork.from_dataset(document.dataset)
        self._status.setText(
            f"{len(document.dataset.provinces)} provinces · {len(document.dataset.highways)} highways · "
            f"{len(network.junctions())} junctions"
        )

    def _update_title(self, *_args) -> None:
        name = self.document.path.name if self.document.path else "Untitled"
        self.setWindowTitle(f"{name}[*] — Kuni Studio")
        self.setWindowModified(self.document.is_modified())

    # -- menus -----------------------------------------------------------------------------------

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu("&File")
        self._add(file_menu, "&Open…", self.open_dialog, QKeySequence.StandardKey.Open)
        self._add(file_menu, "&Save", self.save, QKeySequence.StandardKey.Save)
        self._add(file_menu, "Save &As…", self.save_as, QKeySequence.StandardKey.SaveAs)
        file_menu.addSeparator()
        self._add(file_menu, "&Quit", self.close, QKeySequence.StandardKey.Quit)

        edit_menu = self.menuBar().addMenu("&Edit")
        undo = self.document.undo_stack.createUndoAction(self, "&Undo")
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo = self.document.undo_stack.createRedoAction(self, "&Redo")
        redo.setShortcuts([QKeySequence.StandardKey.Redo, QKeySequence("Ctrl+Shift+Z")])
        edit_menu.addAction(undo)
        edit_menu.addAction(redo)

        view_menu = self.menuBar().addMenu("&View")
        self._add(view_menu, "&Fit to Window", self.view.fit, QKeySequence("Ctrl+0"))
        view_menu.addSeparator()
        for layer in LAYERS:
            action = QAction(layer.capitalize(), self, checkable=True, checked=True)
            action.toggled.connect(lambda on, name=layer: self.scene.set_layer_visible(name, on))
            view_menu.addAction(action)
        view_menu.addSeparator()
        view_menu.addAction(self.validation_dock.toggleViewAction())
        view_menu.addAction(self.details_dock.toggleViewAction())

        help_menu = self.menuBar().addMenu("&Help")
        self._add(help_menu, "&About Kuni Studio", lambda: show_about(self, tuple(self.document.dataset.attribution)))

    def _add(self, menu, text, slot, shortcut=None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    # -- actions ---------------------------------------------------------------------------------

    def show_province(self, province_id: str) -> None:
        """Select a province and show its reading, circuit, neighbours and highways."""
        dataset = self.document.dataset
        province = dataset.province(province_id)
        if province is None:
            return
        self.scene.select_province(province_id)
        network = ProvinceNetwork.from_dataset(dataset)
        circuit = dataset.circuit(province.circuit)
        names = {p.id: p.kanji for p in dataset.provinces}
        highways = [dataset.highway(h).name for h in network.highways_through[province_id]]
        neighbours = [names[n] for n in network.provinces if n in network.neighbours[province_id]]
        ferries = [names[n] for n in network.provinces if n in network.ferries[province_id]]
        self.details.setHtml(
            f"<h2>{province.kanji} <small>{province.kana} · {province.romaji}</small></h2>"
            f"<p>Circuit: {circuit.kanji if circuit else province.circuit}</p>"
            f"<p>Highways: {'、'.join(highways) or '—'}</p>"
            f"<p>Neighbours: {'、'.join(neighbours) or '—'}</p>"
            f"<p>Ferries: {'、'.join(ferries) or '—'}</p>"
        )

    def open_dialog(self) -> None:
        if not self._confirm_discard():
            return
        start = str(self.document.path.parent) if self.document.path else str(Path.home())
        path, _ = QFileDialog.getOpenFileName(self, "Open dataset", start, "Kuni datasets (*.json)")
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Open a dataset file in this window; reports bad files in a message box."""
        try:
            document = DatasetDocument.open(path, load_board_for, self)
        except DatasetError as error:
            QMessageBox.warning(self, "Cannot open dataset", str(error))
            return False
        self._install_document(document)
        self.menuBar().clear()
        self._build_menus()
        self.view.fit()
        return True

    def save(self) -> bool:
        if self.document.path is None:
            return self.save_as()
        try:
            self.document.save()
        except DatasetError as error:
            QMessageBox.warning(self, "Cannot save", str(error))
            return False
        return True

    def save_as(self) -> bool:
        path, _ = QFileDialog.getSaveFileName(self, "Save dataset as", str(self.document.path or ""),
                                              "Kuni datasets (*.json)")
        if not path:
            return False
        try:
            self.document.save(path)
        except DatasetError as error:
            QMessageBox.warning(self, "Cannot save", str(error))
            return False
        return True

    def _confirm_discard(self) -> bool:
        if not self.document.is_modified():
            return True
        answer = QMessageBox.question(
            self, "Unsaved changes", "Save your changes before closing this dataset?",
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def closeEvent(self, event) -> None:  # noqa: N802
        if not self._confirm_discard():
            event.ignore()
            return
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        event.accept()
