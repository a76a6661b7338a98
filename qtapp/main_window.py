"""MainWindow: the board, the editor docks, menus, open/save/export and settings (Qt)."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QFileDialog,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressDialog,
    QStyle,
    QTabWidget,
    QTextBrowser,
    QToolBar,
    QUndoView,
)

from core.edits.card_size_edits import AddCardSize, AdoptCardSize, RemoveCardSize
from core.games import registry
from core.geometry.board import Board
from core.geometry.board_store import load_board
from core.geometry.card_study import PROVINCE_BOARD_PX_PER_KM
from core.io import DatasetError, recovery
from core.province_network import ProvinceNetwork
from editor.dataset_document import DatasetDocument
from editor.panels.adjacency_panel import AdjacencyPanel
from editor.panels.edit_feedback import push_or_warn
from editor.panels.ferry_route_panel import FerryRoutePanel
from editor.panels.highway_panel import HighwayPanel
from editor.panels.town_panel import TownPanel
from editor.panels.validation_panel import ValidationPanel
from editor.translation import error_words, translated
from qtapp import language
from qtapp.about import show_about
from qtapp.board.board_scene import BATTLE_ONLY, HIDDEN_BY_DEFAULT, LAYERS, BoardScene, layer_title
from qtapp.board.board_view import BoardView
from qtapp.board.legend_panel import LegendPanel
from qtapp.export_dialog import ExportDialog, run_export
from qtapp.overlap.card_layout_worker import CardLayoutCache
from qtapp.overlap.card_size_dialog import CardSizeComparisonDialog
from qtapp.play.rules_window import has_rules, show_rules

MAX_RECENT = 8
_PATH_PATTERN = re.compile(r"^(\w+)(?:\[(\d+)\])?(?:\.(\w+))?(?:\[(\d+)\])?")


def load_board_for(dataset) -> Board | None:
    """The built board a dataset names, or None when it names none or the file is unreadable."""
    if not dataset.board:
        return None
    try:
        return load_board(dataset.board)
    except (OSError, ValueError, KeyError):
        return None


class MainWindow(QMainWindow):
    """The Kuni Studio main window for one document at a time."""

    def __init__(self, document: DatasetDocument, restore_layout: bool = True, keep_recovery: bool = True) -> None:
        """``keep_recovery``: keep unsaved copies of the dataset and offer them back after a crash
        (:mod:`core.io.recovery`); off for a one-off screenshot."""
        super().__init__()
        self.settings = QSettings("Kuni Studio", "Kuni Studio")
        self.recovery_dir = recovery.default_recovery_dir() if keep_recovery else None
        self.resize(1400, 900)
        self._docks: dict[str, QDockWidget] = {}
        self._export_job = None
        self._board_job = None
        self._remember_layout = restore_layout
        self._install_document(document)
        self._build_menus()
        if restore_layout:
            self.restoreGeometry(self.settings.value("window/geometry", b""))
            self.restoreState(self.settings.value("window/state", b""))

    # -- document ----------------------------------------------------------------------------------

    def _dock(self, key: str, title: str, widget, area=Qt.DockWidgetArea.RightDockWidgetArea) -> QDockWidget:
        dock = self._docks.get(key)
        if dock is None:
            dock = QDockWidget(title, self)
            dock.setObjectName(f"{key}Dock")
            self.addDockWidget(area, dock)
            self._docks[key] = dock
        dock.setWindowTitle(title)  # again: the language may have changed
        old = dock.widget()
        dock.setWidget(widget)
        if old is not None:
            old.deleteLater()
        return dock

    def _install_document(self, document: DatasetDocument) -> None:
        """Show ``document``: the board, the panels and the card bar made for it (again, for the
        document shown, after the language changed: then it is not offered for recovery again and
        its signals are not connected twice)."""
        new = document is not getattr(self, "document", None)
        if new:
            self._offer_recovery(document)
        self.document = document
        old_scene = getattr(self, "scene", None)
        self.scene = BoardScene(document, self)
        if old_scene is None:
            self.view = BoardView(self.scene, self)
            self.setCentralWidget(self.view)
        else:
            # The same view shows the next document: a new central widget would start from its
            # size hint, and the docks took the room (the map shrank to a sliver between them).
            self.view.setScene(self.scene)
            old_scene.deleteLater()
        self.scene.provinceClicked.connect(self._on_province_clicked)

        self.highway_panel = HighwayPanel(document)
        self.adjacency_panel = AdjacencyPanel(document)
        self.ferry_panel = FerryRoutePanel(document)
        self.town_panel = TownPanel(document)
        self.town_panel.townSelected.connect(self._jump_to_town)
        self.validation_panel = ValidationPanel(document)
        self.details = QTextBrowser()
        self.details.setHtml(self.tr("<p>Click a province or town to see its details.</p>"))
        # Two docks of tabs: the editor panes on the right, province details and history on the left.
        self.editor_tabs = QTabWidget()
        if document.dataset.is_municipality_board:
            self.editor_tabs.addTab(self.town_panel, self.tr("&Towns"))
        else:
            self.editor_tabs.addTab(self.highway_panel, self.tr("&Highways"))
            self.editor_tabs.addTab(self.adjacency_panel, self.tr("A&djacency"))
            self.editor_tabs.addTab(self.ferry_panel, self.tr("&Ferry routes"))
        self.info_tabs = QTabWidget()
        self.info_tabs.addTab(self.details, self.tr("Details"))
        self.info_tabs.addTab(QUndoView(document.undo_stack), self.tr("History"))
        self.legend = LegendPanel(document.dataset.is_municipality_board)
        self.info_tabs.addTab(self.legend, self.tr("Legend"))
        first = "editor" not in self._docks
        self._dock("editor", self.tr("Editor"), self.editor_tabs)
        self._dock("validation", self.tr("Validation"), self.validation_panel)
        self._dock("info", self.tr("Details and history"), self.info_tabs, Qt.DockWidgetArea.LeftDockWidgetArea)
        if first:
            self.resizeDocks([self._docks["editor"], self._docks["validation"]], [560, 260], Qt.Orientation.Vertical)
        self.highway_panel.highwaySelected.connect(self.scene.highlight_highway)
        self.highway_panel.refused.connect(lambda why: self.statusBar().showMessage(why, 8000))
        self.validation_panel.locateRequested.connect(self.locate)

        if new:
            document.undo_stack.cleanChanged.connect(self._update_title)
            document.pathChanged.connect(self._update_title)
            document.changed.connect(self._update_status)
            document.changed.connect(self._on_card_sizes_changed)
        self._update_title()
        self._build_card_toolbar()
        self.card_toolbar.setVisible(not document.dataset.is_municipality_board)
        if not hasattr(self, "_status"):
            self._status = QLabel()
            self.statusBar().addPermanentWidget(self._status)
        self._update_status()

    def _offer_recovery(self, document: DatasetDocument) -> None:
        """Keep unsaved copies of this document; if one newer than its file survived a crash, offer it."""
        if self.recovery_dir is None:
            return
        document.keep_recovery(self.recovery_dir)
        document.recoveryFailed.connect(
            lambda error: self.statusBar(
                ).showMessage(self.tr("Could not keep a copy of the unsaved changes: {error}").format(
                    error=error), 10000))
        found = recovery.find_recovery(document.path, self.recovery_dir)
        if found is None:
            return
        dataset, written = found
        name = document.path.name if document.path else self.tr("an untitled dataset")
        answer = QMessageBox.question(
            self, self.tr("Recover unsaved changes"),
            self.tr("Kuni Studio stopped on {when} with unsaved changes to {name}. Recover them?\n\n"
                    "Yes opens them (save to keep them); No discards them.").format(
                when=f"{written:%Y-%m-%d %H:%M}", name=name))
        if answer == QMessageBox.StandardButton.Yes:
            document.dataset = dataset
            document.undo_stack.resetClean()  # recovered work is unsaved work
        else:
            document.discard_recovery()

    def _build_card_toolbar(self) -> None:
        if not hasattr(self, "card_toolbar"):
            self.card_toolbar = QToolBar(self.tr("Cards"), self)
            self.card_toolbar.setObjectName("cardToolbar")
            self.addToolBar(self.card_toolbar)
            self.card_toolbar.addWidget(QLabel(self.tr(" Card size ")))
            self.size_combo = QComboBox()
            self.size_combo.setToolTip(self.tr("The candidate card sizes of this dataset (W×H px on the board)"))
            self.card_toolbar.addWidget(self.size_combo)
            self.size_combo.currentIndexChanged.connect(lambda _index: self._on_size_chosen(self.card_size()))
            self.add_size_action = self.card_toolbar.addAction(self.tr("Add…"), self.add_card_size)
            self.add_size_action.setToolTip(self.tr("Add a candidate card size to study (an undoable edit)"))
            self.adopt_size_action = self.card_toolbar.addAction(self.tr("Adopt"), self.adopt_card_size)
            self.adopt_size_action.setToolTip(self.tr("Make the size shown the adopted one (an undoable edit)"))
            self.remove_size_action = self.card_toolbar.addAction(self.tr("Remove"), self.remove_card_size)
            self.remove_size_action.setToolTip(self.tr("Remove the size shown from the candidates (an undoable edit)"))
            self.compare_sizes_action = self.card_toolbar.addAction(self.tr("Compare…"), self.compare_card_sizes)
            self.compare_sizes_action.setToolTip(self.tr("Every candidate size laid out, beside the designers' table"))
            self.card_figures = QLabel("  ")
            self.card_toolbar.addWidget(self.card_figures)
        if hasattr(self, "cards"):
            self.cards.ready.disconnect(self._on_layout_ready)
            self.cards.stop()  # no more layouts of the last document's board
            self.cards.deleteLater()
        self.cards = CardLayoutCache(self.document.board, self)
        self.cards.ready.connect(self._on_layout_ready)
        self._fill_size_combo(self.settings.value("cards/size", ""))
        self.card_figures.setText(self.tr("  (turn on View ▸ Cards to lay them out)"))

    def card_size(self) -> str:
        """The card size shown (``24x26``), or "" when the dataset has no candidates."""
        return self.size_combo.currentData() or ""

    def _fill_size_combo(self, wanted: str = "") -> None:
        """Re-read the candidates from the dataset (the adopted one marked) and show ``wanted`` if it
        is one of them, else the adopted size, else the first."""
        sizes = self.document.dataset.card_sizes
        labels = [s.label for s in sizes]
        adopted = next((s.label for s in sizes if s.chosen), labels[0] if labels else "")
        self.size_combo.blockSignals(True)
        self.size_combo.clear()
        for size in sizes:
            self.size_combo.addItem(self.tr("{size} (adopted)").format(
                size=size.label) if size.chosen else size.label, size.label)
        shown = wanted if wanted in labels else adopted
        self.size_combo.setCurrentIndex(labels.index(shown) if shown else -1)
        self.size_combo.blockSignals(False)
        for action in (self.adopt_size_action, self.remove_size_action, self.compare_sizes_action):
            action.setEnabled(bool(labels))

    def _on_card_sizes_changed(self, change) -> None:
        """The candidates changed (an edit, its undo, a reload): re-read them, keeping the size shown
        when it is still there, else showing the adopted one."""
        if change is not None and getattr(change, "kind", None) not in ("card_sizes", "dataset"):
            return
        before = self.card_size()
        self._fill_size_combo(before)
        if self.card_size() != before:
            self._on_size_chosen(self.card_size())

    def _size_labels(self) -> list[str]:
        return [s.label for s in self.document.dataset.card_sizes]

    def add_card_size(self, text: str | None = None) -> bool:
        """Ask for a size (``25x28``) and add it to the candidates; shows it on the board."""
        if text is None:
            text, ok = QInputDialog.getText(
                self, self.tr("Add card size"), self.tr("Width × height in board px (e.g. 25x28):"))
            if not ok or not text.strip():
                return False
        edit = AddCardSize(text.strip())
        if not push_or_warn(self, self.document, edit, self.tr("Add card size")):
            return False
        self.size_combo.setCurrentIndex(self.size_combo.findData(edit.added))  # show what was added
        return True

    def adopt_card_size(self) -> bool:
        """Make the size shown the adopted one."""
        return bool(self.card_size()) and push_or_warn(self, self.document, AdoptCardSize(self.card_size()),
                                                       self.tr("Adopt card size"))

    def remove_card_size(self) -> bool:
        """Remove the size shown from the candidates (undo brings it back)."""
        return bool(self.card_size()) and push_or_warn(self, self.document, RemoveCardSize(self.card_size()),
                                                       self.tr("Remove card size"))

    def compare_card_sizes(self) -> CardSizeComparisonDialog | None:
        """Every candidate laid out in a table beside the designers' figures (non-modal)."""
        if self.document.board is None or not self._size_labels():
            self.statusBar().showMessage(self.tr("No board or no candidate card sizes to compare."), 6000)
            return None
        adopted = next((s.label for s in self.document.dataset.card_sizes if s.chosen), None)
        dialog = CardSizeComparisonDialog(self.cards, self.document.board, self._size_labels(), adopted, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def _on_size_chosen(self, size: str) -> None:
        if not size:
            self.card_figures.setText(self.tr("  (no candidate card sizes: Add… one)"))
            self.scene.show_cards(None, PROVINCE_BOARD_PX_PER_KM)
            return
        self.settings.setValue("cards/size", size)
        if self.scene.layer_visible("cards"):
            self.card_figures.setText(self.tr("  laying out {size}…").format(size=size))
            self.cards.request(size)

    def _on_layout_ready(self, size: str, layout) -> None:
        if size != self.card_size():
            return
        report = layout.report()
        self.card_figures.setText(
            self.tr("  pairs before {before} → after {after}, max shift {max_shift:.1f} px, mean {mean_shift:.1f} px, "
                    "crossings {crossings}, hidden homes {hidden}").format(
                before=report['pairs_before'], after=report['pairs_after'], max_shift=report['max_shift_px'],
                mean_shift=report['mean_shift_px'], crossings=report['crossings'], hidden=report['hidden_homes'])
            + (self.tr(" — searched exactly") if self.cards.is_exact(size) else "")
            + (self.tr(" — the exact search's best so far; it goes on") if self.cards.searching_exactly(size) else "")
            + (self.tr(" (none on the lattice within {floor:.1f} px)").format(floor=report['proven_floor_px'])
               if "proven_floor_px" in report else "")
            + "".join(f" — {translated(note)}" for note in layout.notes)  # e.g. no layout: the board is too small
        )
        self.scene.show_cards(layout, PROVINCE_BOARD_PX_PER_KM)

    def set_layer_visible(self, layer: str, visible: bool) -> None:
        """Show or hide a board layer; turning cards on lays them out at the chosen size."""
        self.scene.set_layer_visible(layer, visible)
        if layer == "cards" and visible:
            self._on_size_chosen(self.card_size())

    def _update_title(self, *_args) -> None:
        name = self.document.path.name if self.document.path else self.tr("Untitled")
        self.setWindowTitle(f"{name}[*] — Kuni Studio")
        self.setWindowModified(self.document.is_modified())

    def _update_status(self, _change=None) -> None:
        dataset = self.document.dataset
        if dataset.is_municipality_board:
            self._status.setText(self.tr("{towns} towns · {sea} sea links · {sister} sister-city links").format(
                towns=len(dataset.municipalities), sea=len(dataset.sea_links), sister=len(dataset.sister_city_links)))
            return
        network = ProvinceNetwork.from_dataset(self.document.dataset)
        self._status.setText(
            self.tr("{provinces} provinces · {highways} highways · {junctions} junctions · {on} on highways").format(
                provinces=len(dataset.provinces), highways=len(dataset.highways),
                junctions=len(network.junctions()), on=len(network.highway_provinces()))
        )

    # -- menus -----------------------------------------------------------------------------------

    def _build_menus(self) -> None:
        self.menuBar().clear()
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        open_action = self._add(file_menu, self.tr("&Open…"), self.open_dialog, QKeySequence.StandardKey.Open)
        self._add(file_menu, self.tr("&New 市区町村バトル board…"), self.new_battle_board, QKeySequence("Ctrl+Shift+N"))
        self.recent_menu = file_menu.addMenu(self.tr("Open &Recent"))
        self._fill_recent_menu()
        save_action = self._add(file_menu, self.tr("&Save"), self.save, QKeySequence.StandardKey.Save)
        self._add(file_menu, self.tr("Save &As…"), self.save_as, QKeySequence.StandardKey.SaveAs)
        self._add(file_menu, self.tr("&Export…"), self.export_dialog, QKeySequence("Ctrl+E"))
        if self.document.dataset.is_municipality_board:
            self._add(file_menu, self.tr("&Import specialties…"), self.import_specialties_dialog)
        file_menu.addSeparator()
        self._add(file_menu, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)

        edit_menu = self.menuBar().addMenu(self.tr("&Edit"))
        undo = self.document.undo_stack.createUndoAction(self, self.tr("&Undo"))
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo = self.document.undo_stack.createRedoAction(self, self.tr("&Redo"))
        redo.setShortcuts([QKeySequence.StandardKey.Redo, QKeySequence("Ctrl+Shift+Z")])
        edit_menu.addAction(undo)
        edit_menu.addAction(redo)
        stop_picking = self._add(edit_menu, self.tr("Stop picking on the map"), self.stop_picking,
                                 QKeySequence(Qt.Key.Key_Escape))
        stop_picking.setToolTip(self.tr("Turn off every panel's picking on the map (Esc)"))
        self._fill_file_toolbar(open_action, save_action, undo, redo)
        edit_menu.addSeparator()
        self._add(edit_menu, self.tr("&Preferences…"), self.preferences_dialog, QKeySequence("Ctrl+,"))

        view_menu = self.menuBar().addMenu(self.tr("&View"))
        self._add(view_menu, self.tr("&Fit to Window"), self.view.fit, QKeySequence("Ctrl+0"))
        self._add(view_menu, self.tr("Zoom &In"), lambda: self.view.zoom_by(1.25), QKeySequence.StandardKey.ZoomIn)
        self._add(view_menu, self.tr("Zoom &Out"), lambda: self.view.zoom_by(0.8), QKeySequence.StandardKey.ZoomOut)
        view_menu.addSeparator()
        self.layer_actions = {}
        for layer in LAYERS:
            if layer in BATTLE_ONLY and not self.document.dataset.is_municipality_board:
                continue
            action = QAction(layer_title(layer), self, checkable=True, checked=layer not in HIDDEN_BY_DEFAULT)
            action.toggled.connect(lambda on, name=layer: self.set_layer_visible(name, on))
            view_menu.addAction(action)
            self.layer_actions[layer] = action
        view_menu.addSeparator()
        for dock in self._docks.values():
            view_menu.addAction(dock.toggleViewAction())
        view_menu.addAction(self.card_toolbar.toggleViewAction())
        view_menu.addAction(self.file_toolbar.toggleViewAction())

        game_menu = self.menuBar().addMenu(self.tr("&Game"))
        self.game_windows: dict = {}  # the table each game was last opened in, by name
        for spec in registry.games():
            text = self.tr("Play {title} on this board") if spec.board_flag else self.tr("Play {title}")
            self._add(game_menu, text.format(title=spec.title_ja),
                      lambda _checked=False, name=spec.name: self.open_game(name))
        game_menu.addSeparator()
        self._add(game_menu, self.tr("O&nline…"), self.online_dialog)
        self._add(game_menu, self.tr("&Host for phones and tablets…"), self.host_for_phones)
        self._add(game_menu, self.tr("&Open record… (replay)"), self.open_record)
        game_menu.addSeparator()
        for spec in registry.games():
            self._add(game_menu, self.tr("Simulate {title}…").format(title=spec.title_ja),
                      lambda _checked=False, name=spec.name: self.game_simulation_dialog(name))
        self._add(game_menu, self.tr("&Balance lab…"), self.balance_lab)
        game_menu.addSeparator()
        self._add(game_menu, self.tr("&Print-and-play kit…"), self.print_kit_dialog)

        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        rules_menu = help_menu.addMenu(self.tr("&Rules"))
        for spec in registry.games():
            if has_rules(spec):
                self._add(rules_menu, spec.title_ja, lambda _=False, game=spec: show_rules(game, self))
        self._add(
            help_menu, self.tr(
                "&About Kuni Studio"), lambda: show_about(self, tuple(self.document.dataset.attribution)))

    def _fill_file_toolbar(self, open_action, save_action, undo, redo) -> None:
        """Open, Save, Undo and Redo as buttons (the bar is made once; its actions are the menus')."""
        if not hasattr(self, "file_toolbar"):
            self.file_toolbar = QToolBar(self.tr("File"), self)
            self.file_toolbar.setObjectName("fileToolbar")
            self.insertToolBar(self.card_toolbar, self.file_toolbar)
        self.file_toolbar.clear()
        self.file_toolbar.setWindowTitle(self.tr("File"))
        style = self.style()
        for action, icon in ((open_action, QStyle.StandardPixmap.SP_DialogOpenButton),
                             (save_action, QStyle.StandardPixmap.SP_DialogSaveButton),
                             (undo, QStyle.StandardPixmap.SP_ArrowBack), (redo, QStyle.StandardPixmap.SP_ArrowForward)):
            action.setIcon(style.standardIcon(icon))
            self.file_toolbar.addAction(action)

    def stop_picking(self) -> bool:
        """Esc: every panel stops picking provinces or towns on the map; whether one was."""
        buttons = [self.highway_panel.pick, self.adjacency_panel.pick, self.town_panel.pick_sea]
        was = any(button.isChecked() for button in buttons)
        for button in buttons:
            button.setChecked(False)
        if was:
            self.statusBar().showMessage(self.tr("Picking on the map is off."), 4000)
        return was

    def preferences_dialog(self) -> bool:
        """Preferences (:class:`qtapp.preferences_dialog.PreferencesDialog`); a new language
        redraws this window's menus and panels in it at once."""
        from qtapp.preferences_dialog import PreferencesDialog

        dialog = PreferencesDialog(self, tuple(self._size_labels()), self.card_size())
        if not dialog.exec():
            return False
        before = language.current()
        if dialog.apply() != before:
            self.retranslate()
        wanted = self.settings.value("cards/size", "")
        if wanted and wanted != self.card_size():  # the size chosen in Preferences, on the board
            self.size_combo.setCurrentIndex(self.size_combo.findData(wanted))
        return True

    def retranslate(self) -> None:
        """Build the menus, the panels and the card bar again, in the app's language now."""
        self.card_toolbar.deleteLater()
        del self.card_toolbar
        self._install_document(self.document)
        self._build_menus()

    def _add(self, menu, text, slot, shortcut=None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _recent_files(self) -> list[str]:
        value = self.settings.value("files/recent", [])
        if isinstance(value, str):
            value = [value]
        return [v for v in (value or []) if isinstance(v, str)]

    def _remember(self, path: Path) -> None:
        recent = [str(path)] + [p for p in self._recent_files() if p != str(path)]
        self.settings.setValue("files/recent", recent[:MAX_RECENT])
        self._fill_recent_menu()

    def _fill_recent_menu(self) -> None:
        if not hasattr(self, "recent_menu"):
            return
        self.recent_menu.clear()
        for path in self._recent_files():
            action = self.recent_menu.addAction(path)
            action.triggered.connect(lambda _=False, p=path: self._open_recent(p))
        self.recent_menu.setEnabled(bool(self._recent_files()))

    def _open_recent(self, path: str) -> None:
        if self._confirm_discard():
            self.open_path(path)

    # -- board clicks, selection, locating findings ------------------------------------------------

    def _jump_to_town(self, code: str) -> None:
        region = self.document.board.region(code) if self.document.board else None
        if region is not None:
            self.scene.select_province(code)
            self.view.centre_on_region(region)

    def _on_province_clicked(self, province_id: str) -> None:
        if self.document.dataset.is_municipality_board:
            self.scene.select_province(province_id)
            self.town_panel.town_clicked(province_id)
            self.details.setHtml(self.town_panel.header.text())
            return
        if self.highway_panel.province_clicked(province_id):
            return
        if self.adjacency_panel.province_clicked(province_id):
            return
        self.show_province(province_id)

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
            + self.tr("<p>Circuit: {circuit}</p><p>Highways: {highways}</p><p>Neighbours: {neighbours}</p>"
                      "<p>Ferries: {ferries}</p>").format(
                circuit=circuit.kanji if circuit else province.circuit, highways="、".join(highways) or "—",
                neighbours="、".join(neighbours) or "—", ferries="、".join(ferries) or "—")
        )
        self.info_tabs.setCurrentWidget(self.details)

    def locate(self, path: str) -> None:
        """Select the record a finding's path names, on the map and in the editor."""
        match = _PATH_PATTERN.match(path or "")
        if not match:
            return
        table, index, field_name, sub = match.group(1), match.group(2), match.group(3), match.group(4)
        dataset = self.document.dataset
        if table == "highways" and index is not None and int(index) < len(dataset.highways):
            highway = dataset.highways[int(index)]
            self.editor_tabs.setCurrentWidget(self.highway_panel)
            self.highway_panel.select_highway(highway.id, int(sub) if sub is not None else None)
            if sub is not None and int(sub) < len(highway.provinces):
                self.show_province(highway.provinces[int(sub)])
        elif table == "provinces" and index is not None and int(index) < len(dataset.provinces):
            self.show_province(dataset.provinces[int(index)].id)
        elif table == "adjacency" and field_name == "overrides" and sub is not None:
            self.editor_tabs.setCurrentWidget(self.adjacency_panel)
            self.adjacency_panel.select_override(int(sub))
            override = dataset.adjacency.overrides[int(sub)] if int(sub) < len(dataset.adjacency.overrides) else None
            if override:
                self.show_province(override.a)
        elif table == "adjacency" and field_name:
            self.show_province(field_name)
        elif table in ("municipalities", "sea_links", "cell_adjacency", "sister_city_links"):
            code = self._code_for_path(table, index, field_name)
            if code:
                self.editor_tabs.setCurrentWidget(self.town_panel)
                self.town_panel.select_town(code)
                self._jump_to_town(code)
                if table == "sea_links" and index is not None and int(index) < len(dataset.sea_links):
                    link = dataset.sea_links[int(index)]
                    self.town_panel.select_sea_link(link.a, link.b)  # ready to confirm or remove
        elif table == "ferry_routes" and index is not None:
            self.editor_tabs.setCurrentWidget(self.ferry_panel)
            self.ferry_panel.select_route(int(index))

    def _code_for_path(self, table: str, index, field_name) -> str:
        dataset = self.document.dataset
        if table == "cell_adjacency":
            return field_name or ""
        records = {"municipalities": dataset.municipalities, "sea_links": dataset.sea_links,
                   "sister_city_links": dataset.sister_city_links}[table]
        if index is None or int(index) >= len(records):
            return ""
        record = records[int(index)]
        return record.code if table == "municipalities" else record.a

    # -- files -----------------------------------------------------------------------------------

    def open_dialog(self) -> None:
        if not self._confirm_discard():
            return
        start = str(self.document.path.parent) if self.document.path else str(Path.home())
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open dataset"), start, self.tr("Kuni datasets (*.json)"))
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Open a dataset file in this window; reports bad files in a message box."""
        try:
            document = DatasetDocument.open(path, load_board_for, self)
        except DatasetError as error:
            QMessageBox.warning(self, self.tr("Cannot open dataset"), translated(error.sentence()))
            return False
        self._install_document(document)
        self._build_menus()
        self._remember(Path(path))
        self.view.fit()
        return True

    def new_battle_board(self, prefectures: list[str] | None = None, name: str | None = None, **options):
        """A new, untitled 市区町村バトル board of the prefectures a dialog asks for (or of those
        given), cut off the GUI thread behind a progress dialog, then opened here to edit (Save asks
        where to keep it). Returns the job, or None when nothing is built."""
        from qtapp.battle.new_board_dialog import ask_prefectures, cut_board

        title = self.tr("New 市区町村バトル board")
        if prefectures is None:
            chosen = ask_prefectures(self, title)
            if chosen is None:
                return None
            prefectures, name, options = chosen
        # asked only now: a cancelled dialog leaves the open dataset (and its unsaved copy) alone
        if not self._confirm_discard():
            return None

        def open_board(dataset, board) -> None:
            self._install_document(DatasetDocument(dataset, None, board, self))
            self._build_menus()
            self.view.fit()
            self.statusBar().showMessage(
                self.tr("New board: {towns} towns, {sea} sea links of which {suggested} suggested (File ▸ Save As… "
                        "keeps it)").format(towns=len(dataset.municipalities), sea=len(dataset.sea_links),
                                            suggested=sum(link.suggested for link in dataset.sea_links)), 10000)

        self._board_job = cut_board(self, prefectures, name, title, open_board, **options)
        return self._board_job

    def save(self) -> bool:
        if self.document.path is None:
            return self.save_as()
        try:
            self.document.save()
        except DatasetError as error:
            QMessageBox.warning(self, self.tr("Cannot save"), translated(error.sentence()))
            return False
        self._remember(self.document.path)
        return True

    def save_as(self) -> bool:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save dataset as"), str(self.document.path or ""),
                                              self.tr("Kuni datasets (*.json)"))
        if not path:
            return False
        try:
            self.document.save(path)
        except DatasetError as error:
            QMessageBox.warning(self, self.tr("Cannot save"), translated(error.sentence()))
            return False
        self._remember(Path(path))
        return True

    def import_specialties_dialog(self) -> bool:
        """Pick a CSV of specialties (see :mod:`core.io.specialty_table`) and import it."""
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import specialties"), "",
                                              self.tr("CSV tables (*.csv);;All files (*)"))
        return bool(path) and self.import_specialties(path)

    def import_specialties(self, path: str) -> bool:
        """Give the towns a table names their specialties, as one undoable edit. Rows that name no
        town of this board are listed first, and the rest imported only after a yes."""
        from core.edits.municipality_edits import ReplaceSpecialties
        from core.io.specialty_table import read_specialty_table

        progress = QProgressDialog(self.tr("Reading {name}…").format(name=Path(path).name), "", 0, 1000, self)
        progress.setCancelButton(None)
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(500)  # a big table: shown after half a second

        def told(done: int, size: int) -> None:
            progress.setValue(int(1000 * done / max(size, 1)))
            QCoreApplication.processEvents()

        try:
            table = read_specialty_table(path, self.document.dataset, on_progress=told)
        except DatasetError as error:
            QMessageBox.warning(self, self.tr("Import specialties"), translated(error.sentence()))
            return False
        finally:
            progress.close()
        if not table.specialties:
            QMessageBox.warning(
                self, self.tr("Import specialties"), self.tr("{path}: names no town of this board.").format(path=path)
                                + ("\n\n" + "\n".join(translated(p) for p in table.problems[:12])
                                   if table.problems else ""))
            return False
        if table.problems:
            shown = "\n".join(translated(p) for p in table.problems[:12]) + (self.tr("\n… and {count} more").format(
                count=f"{table.failed_rows - 12:,}") if table.failed_rows > 12 else "")
            answer = QMessageBox.question(
                self, self.tr("Import specialties"),
                self.tr("{count} row(s) could not be used:\n\n{shown}\n\n"
                        "Import the {towns} town(s) that matched anyway?").format(
                    count=f"{table.failed_rows:,}", shown=shown, towns=len(table.specialties)))
            if answer != QMessageBox.StandardButton.Yes:
                return False
        if not push_or_warn(self, self.document, ReplaceSpecialties(table.specialties), self.tr("Cannot import")):
            return False
        count = sum(len(v) for v in table.specialties.values())
        self.statusBar().showMessage(self.tr("Imported {count} specialties for {towns} towns "
                                             "(Edit ▸ Undo takes them back)").format(
            count=count, towns=len(table.specialties)), 10000)
        return True

    def export_dialog(self) -> None:
        path = self.document.path
        dialog = ExportDialog(self, str(path.parent) if path else "", path.stem if path else self.document.dataset.name)
        if dialog.exec() and dialog.path.text().strip():
            self.export_to(dialog.chosen_format(), dialog.path.text().strip())

    def export_to(self, fmt: str, out: str) -> None:
        """Export off the GUI thread with a progress dialog, then say what was written."""
        if any(f.severity == "error" for f in self.document.findings()):
            answer = QMessageBox.question(self, self.tr("Export"), self.tr("The dataset has errors. Export anyway?"))
            if answer != QMessageBox.StandardButton.Yes:
                return

        def done(files, error):
            if error:
                QMessageBox.warning(self, self.tr("Export failed"), error)
            else:
                self.statusBar().showMessage(self.tr("Exported {count} file(s) to {out}").format(
                    count=len(files), out=out), 8000)

        self._export_job = run_export(self, self.document.dataset, self.document.board, fmt, out, done,
                                      [self.document.path] if self.document.path else [])

    # -- games -----------------------------------------------------------------------------------

    def game_simulation_dialog(self, name: str):
        """The simulator of the registered game ``name``; a game played on a board plays the open
        dataset (as it is when Run is pressed) when it is that game's kind, else its default board."""
        from qtapp.game_simulation_dialog import GameSimulationDialog

        spec = registry.get(name)
        on_this = spec.needs_dataset and self.document.dataset.game == spec.dataset_game
        board = (lambda: self.document.dataset) if on_this else None
        where = self.tr("the board as it is now: {name}").format(name=self.document.dataset.name) if on_this else \
            (self.tr("its default board") if spec.needs_dataset else "")
        dialog = GameSimulationDialog(spec, board, where, self)
        self._game_simulation = dialog
        dialog.show()
        return dialog

    def balance_lab(self, game: str | None = None):
        """Game ▸ Balance lab…: does skill pay, which mechanics matter, which rule values meet the
        targets — for any game, a game played on a board asked on the open dataset when it is that
        game's kind (else its default board); a variant found opens in a game or the simulator."""
        from qtapp.balance_lab import BalanceLabWindow

        def board(spec):
            dataset = self.document.dataset
            return dataset if spec.needs_dataset and dataset.game == spec.dataset_game else None

        window = BalanceLabWindow(self, game, open_game=self.open_game, simulate=self.game_simulation_dialog,
                                  board=board)
        self._balance_lab = window
        window.show()
        return window

    def host_for_phones(self):
        """Game ▸ Host for phones and tablets…: serve rooms and the web client from this app on the
        local network, and show its address as text and as a QR code (the server runs until the app
        closes or it is stopped)."""
        from qtapp.online.host_dialog import HostDialog, start_hosting

        if getattr(self, "hosting", None) is None:
            try:
                self.hosting = start_hosting(getattr(self, "host_data_dir", None))
            except OSError as error:
                QMessageBox.warning(self, self.tr("Host for phones and tablets"), self.tr(
                    "Kuni Studio cannot serve rooms on this computer: {error}").format(error=error_words(error)))
                return None
        dialog = HostDialog(self.hosting, self, on_stop=self.stop_hosting)
        dialog.show()
        return dialog

    def stop_hosting(self) -> None:
        if getattr(self, "hosting", None) is not None:
            self.hosting.close()
            self.hosting = None

    def online_dialog(self):
        """Game ▸ Online…: make or join a room (one dialog, brought forward again)."""
        from qtapp.online.online_dialog import OnlineDialog

        if getattr(self, "online", None) is None:
            self.online = OnlineDialog(self)
        self.online.show()
        self.online.raise_()
        return self.online

    def open_record(self, path: str | None = None):
        """A record of any game in the replay viewer (:mod:`qtapp.play.replay_viewer`); a game
        played on a board replays on the open dataset when it is the game's kind and the record
        names no board of its own, else on the board the record names."""
        from core.io.input_files import DatasetError
        from qtapp.play.replay_viewer import open_replay, record_board

        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self, self.tr("Open a game record"), "", self.tr("Game records (*.json)"))
            if not path:
                return None
        try:
            spec, record, dataset, board = record_board(path, self.document.dataset, self.document.board)
            window = open_replay(spec, record, dataset, board, Path(path).name)
        except (DatasetError, ValueError) as error:
            said = error.sentence() if isinstance(error, DatasetError) else error
            QMessageBox.warning(self, self.tr("Open record"), translated(said))
            return None
        self.game_windows[f"replay:{path}"] = window
        return window

    def open_game(self, name: str, autosave_path=None, speed=None, seed: int | None = None):
        """The table of the registered game ``name``: its autosaved game if there is one, else a
        new one (you against its CPUs, dealt with ``seed``, by default a random one). A game played
        on a board is played on the open dataset, which must be the game's kind."""
        from qtapp.play.tables import open_table

        spec = registry.get(name)
        dataset = board = None
        if spec.needs_dataset:
            dataset, board = self.document.dataset, self.document.board
            if dataset.game != spec.dataset_game or board is None:
                QMessageBox.information(self, spec.title_ja, self.tr("{title} is played on a {kind} dataset with its "
                                                                     "board: open one first.").format(
                    title=spec.title_ja, kind=spec.dataset_game))
                return None
            from core.validation.validate import DatasetHasErrors, require_playable

            try:  # the Problems panel lists them; a game on them would be played wrong
                require_playable(dataset)
            except DatasetHasErrors as error:
                QMessageBox.warning(self, spec.title_ja, translated(error.text))
                return None
        window = open_table(spec, self, dataset, board, autosave_path, speed, seed)
        self.game_windows[name] = window
        return window

    def print_kit_dialog(self) -> None:
        from qtapp.print_kit import write_print_kit

        if not self.document.dataset.is_province_map:
            QMessageBox.information(self, self.tr("Print-and-play kit"),
                                    self.tr("The kit is made from a 旧国かるた province dataset."))
            return
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Print-and-play kit"), "kuni-karuta-kit.pdf", self.tr("PDF (*.pdf)"))
        if not path or self.document.board is None:
            return
        from core.io.output_files import OutputRefused, check_output

        try:
            check_output(path, [self.document.path], (".pdf",), kind="pdf")
            pages = write_print_kit(self.document.dataset, self.document.board, path)
        except OutputRefused as error:
            QMessageBox.warning(self, self.tr("Print-and-play kit"), self.tr("The kit was not written: {error}").format(
                error=error))
            return
        self.statusBar().showMessage(self.tr("Wrote {path} ({pages} pages)").format(path=path, pages=pages), 8000)

    def _confirm_discard(self) -> bool:
        if not self.document.is_modified():
            return True
        answer = QMessageBox.question(
            self, self.tr("Unsaved changes"), self.tr("Save your changes before closing this dataset?"),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        if answer == QMessageBox.StandardButton.Discard:
            self.document.discard_recovery()
            return True
        return False

    def closeEvent(self, event) -> None:
        if not self._confirm_discard():
            event.ignore()
            return
        if self._remember_layout:
            self.settings.setValue("window/geometry", self.saveGeometry())
            self.settings.setValue("window/state", self.saveState())
        self.cards.stop()
        self.stop_hosting()
        event.accept()
