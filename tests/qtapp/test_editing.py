"""Editing through the main window: map clicks, panels, undo/redo, save, locate, cards, export."""

from __future__ import annotations

import geopandas as gpd
import numpy as np
from PySide6.QtCore import QPointF, Qt, QThreadPool

from core import bundled
from core.geometry.card_study import parse_size
from core.geometry.label_visibility import GAP_PX
from core.io import load_dataset, save_dataset
from editor.dataset_document import DatasetDocument
from qtapp.board.items.adjacency_item import AdjacencyLinkItem
from qtapp.board.items.card_item import CardItem
from qtapp.main_window import MainWindow, load_board_for


def open_window(qtbot, tmp_path):
    path = tmp_path / "karuta.json"
    save_dataset(load_dataset(bundled.default_karuta_dataset()), path)
    window = MainWindow(DatasetDocument.open(path, load_board_for), restore_layout=False)
    # Closing at teardown must not stop at the unsaved-changes question.
    qtbot.addWidget(window, before_close_func=lambda w: w.document.undo_stack.setClean())
    window.show()
    window.view.fit()
    return window


def click_province(qtbot, window, province_id):
    region = window.document.board.region(province_id)
    pos = window.view.mapFromScene(QPointF(*region.label_point))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def test_append_a_stop_by_clicking_the_map_then_undo_redo_save_reopen(qtbot, tmp_path):
    """Select 奥州街道, turn on map picking, click 出羽: one undoable command; saved and reread equal."""
    window = open_window(qtbot, tmp_path)
    panel = window.highway_panel
    panel.select_highway("oshu-kaido")
    panel.pick.setChecked(True)
    click_province(qtbot, window, "dewa")
    assert window.document.dataset.highway("oshu-kaido").provinces == ("shimotsuke", "mutsu", "dewa")
    assert window.document.undo_stack.count() == 1 and window.isWindowModified()
    assert panel.stops.count() == 3 and "出羽" in panel.stops.item(2).text()
    window.document.undo_stack.undo()
    assert window.document.dataset.highway("oshu-kaido").provinces == ("shimotsuke", "mutsu")
    window.document.undo_stack.redo()
    assert window.document.dataset.highway("oshu-kaido").provinces[-1] == "dewa"
    assert window.save()
    assert not window.isWindowModified()
    reopened = load_dataset(window.document.path)
    assert reopened == window.document.dataset


def test_insert_after_selected_stop_and_reorder_by_drag(qtbot, tmp_path):
    """With a stop selected a click inserts after it; moving a row in the list reorders the highway."""
    window = open_window(qtbot, tmp_path)
    panel = window.highway_panel
    panel.select_highway("koshu-kaido", stop=0)
    panel.pick.setChecked(True)
    click_province(qtbot, window, "kozuke")
    assert window.document.dataset.highway("koshu-kaido").provinces[:2] == ("musashi", "kozuke")
    panel.stops.model().moveRow(panel.stops.rootIndex(), 1, panel.stops.rootIndex(), 5)
    assert window.document.dataset.highway("koshu-kaido").provinces[-1] == "kozuke"
    assert window.document.undo_stack.count() == 2


def test_clicks_without_picking_show_details_not_edits(qtbot, tmp_path):
    """A plain click selects and describes a province and changes nothing."""
    window = open_window(qtbot, tmp_path)
    click_province(qtbot, window, "hida")
    assert "飛騨" in window.details.toPlainText() and window.document.undo_stack.count() == 0


def test_create_rename_delete_highway(qtbot, tmp_path):
    """Highways are created, renamed and deleted through the panel, each one undo step."""
    window = open_window(qtbot, tmp_path)
    panel = window.highway_panel
    assert panel.create_highway("sabakaido", "鯖街道", "さばかいどう", "secondary")
    assert window.document.dataset.highway("sabakaido") is not None
    assert panel.selected_highway() == "sabakaido"
    panel.delete_selected()
    assert window.document.dataset.highway("sabakaido") is None
    assert window.document.undo_stack.count() == 2


def test_adjacency_override_from_the_panel_is_drawn(qtbot, tmp_path):
    """Picking 若狭 and 丹後 on the map and removing their link adds an override drawn as removed."""
    window = open_window(qtbot, tmp_path)
    window.layer_actions["adjacency"].setChecked(True)
    panel = window.adjacency_panel
    panel.pick.setChecked(True)
    click_province(qtbot, window, "wakasa")
    click_province(qtbot, window, "tango")
    panel.action.setCurrentIndex(1)
    panel.note.setText("test")
    assert panel.apply_override()
    last = window.document.dataset.adjacency.overrides[-1]
    assert {last.a, last.b} == {"wakasa", "tango"} and last.action == "remove"
    removed = [i for i in window.scene.layer_items("adjacency") if isinstance(i, AdjacencyLinkItem) and i.source == "removed"]
    assert any(set(i.pair) == {"wakasa", "tango"} for i in removed)


def test_ferry_route_add_and_delete(qtbot, tmp_path):
    """A ferry route added in the panel appears on the board and goes away on delete."""
    window = open_window(qtbot, tmp_path)
    panel = window.ferry_panel
    before = len(window.scene.layer_items("ferries"))
    panel.id_edit.setText("test-route")
    panel.first.set_id("kii")
    panel.second.set_id("awaji")
    assert panel.add_route()
    assert len(window.scene.layer_items("ferries")) == before + 1
    panel.list.setCurrentRow(panel.list.count() - 1)
    panel.delete_selected()
    assert window.document.dataset.ferry_route("test-route") is None


def test_double_clicking_a_finding_locates_it(qtbot, tmp_path):
    """A bad highway step is listed; double-clicking it selects the highway and the stop."""
    from core.edits.highway_edits import InsertHighwayStop

    window = open_window(qtbot, tmp_path)
    # the map refuses such a step at the click (a test above); a file or a script can still make it
    window.document.push(InsertHighwayStop("tokaido", 10, "tsushima"))
    window.highway_panel.select_highway("nakasendo")
    panel = window.validation_panel
    item = panel.list.item(0)
    assert "neither land neighbours" in item.text()
    panel.list.itemDoubleClicked.emit(item)
    assert window.highway_panel.selected_highway() == "tokaido"
    assert window.highway_panel.stops.currentRow() == 10
    assert "対馬" in window.details.toPlainText()


def test_cards_layer_lays_out_the_chosen_size(qtbot, tmp_path):
    """Turning the cards layer on lays out 68 cards off the GUI thread and shows the figures."""
    window = open_window(qtbot, tmp_path)
    window.size_combo.setCurrentText("22x16")
    window.layer_actions["cards"].setChecked(True)
    qtbot.waitUntil(lambda: any(isinstance(i, CardItem) for i in window.scene.layer_items("cards")), timeout=30000)
    assert sum(isinstance(i, CardItem) for i in window.scene.layer_items("cards")) == 68
    assert "after 0" in window.card_figures.text()


def test_cards_take_the_place_of_the_board_names(qtbot, tmp_path):
    """While cards name the provinces the board's own names step aside (half-covered names are
    clutter); they come back with the cards off."""
    window = open_window(qtbot, tmp_path)
    labels = window.scene.layer_items("labels")
    shown_before = sum(label.isVisible() for label in labels)
    assert shown_before > 0
    window.size_combo.setCurrentText("22x16")
    window.layer_actions["cards"].setChecked(True)
    qtbot.waitUntil(lambda: any(isinstance(i, CardItem) for i in window.scene.layer_items("cards")), timeout=30000)
    assert not any(label.isVisible() for label in labels)
    window.layer_actions["cards"].setChecked(False)
    assert sum(label.isVisible() for label in labels) == shown_before


def _screen_boxes(window, labels):
    boxes = []
    for label in labels:
        rect = label.text_rect()
        centre = window.view.mapFromScene(label.pos())
        boxes.append((centre.x() - rect.width() / 2, centre.y() - rect.height() / 2,
                      centre.x() + rect.width() / 2, centre.y() + rect.height() / 2))
    return boxes


def test_board_names_never_collide_on_screen_and_all_appear_zoomed_in(qtbot, tmp_path):
    """At the whole-board view the names of 畿内's small provinces would pile up: no two drawn
    names overlap, each hidden one would overlap a larger province's drawn name, and zoomed in
    every name is drawn."""
    window = open_window(qtbot, tmp_path)
    window.view.zoom_by(0.45 / window.view.transform().m11())  # Japan about 1,300 px tall
    labels = window.scene.layer_items("labels")
    size_km = {label.text(): size for label, size in window.scene._label_sizes}
    shown = [label for label in labels if label.isVisible()]
    hidden = [label for label in labels if not label.isVisible()]
    assert 30 <= len(shown) < 68 and "山城" in {label.text() for label in hidden}

    def overlap(p, q, room=-1.0):  # 1 px of rounding: mapFromScene gives whole pixels
        return p[0] < q[2] + room and q[0] < p[2] + room and p[1] < q[3] + room and q[1] < p[3] + room

    boxes = _screen_boxes(window, shown)
    for a in range(len(boxes)):
        for b in range(a + 1, len(boxes)):
            assert not overlap(boxes[a], boxes[b]), (shown[a].text(), shown[b].text())
    scale = window.view.transform().m11()
    for label, box in zip(hidden, _screen_boxes(window, hidden)):
        if size_km[label.text()] * scale < 12:  # level of detail: too small a province to name here
            continue
        assert any(overlap(box, other, GAP_PX + 1) and size_km[drawn.text()] >= size_km[label.text()]
                   for drawn, other in zip(shown, boxes)), label.text()
    window.view.centre_on_region(window.document.board.region("yamashiro"), px_per_km=3.0)
    assert all(label.isVisible() for label in labels)


def test_card_sizes_added_adopted_removed_and_compared(qtbot, tmp_path, monkeypatch):
    """A designer adds a candidate (shown and laid out at once), adopts it, undoes, removes one, and
    compares every candidate beside the designers' table; a bad size is refused with a message."""
    window = open_window(qtbot, tmp_path)
    document = window.document
    window.layer_actions["cards"].setChecked(True)
    assert window.add_card_size("25 × 28")
    assert window.card_size() == "25x28" and [s.label for s in document.dataset.card_sizes][-1] == "25x28"
    qtbot.waitUntil(lambda: "after 0" in window.card_figures.text(), timeout=30000)
    assert window.adopt_card_size()
    assert [s.label for s in document.dataset.card_sizes if s.chosen] == ["25x28"]
    assert window.size_combo.currentText() == "25x28 (adopted)"
    document.undo_stack.undo()  # the adoption
    assert [s.label for s in document.dataset.card_sizes if s.chosen] == ["24x26"]
    document.undo_stack.undo()  # the size itself: the board falls back to the adopted size
    assert "25x28" not in [s.label for s in document.dataset.card_sizes] and window.card_size() == "24x26"
    warnings = []
    monkeypatch.setattr("editor.panels.edit_feedback.QMessageBox.warning", lambda *a: warnings.append(a[2]))
    assert not window.add_card_size("24x26") and not window.add_card_size("wide")
    assert "already" in warnings[0] and "not a card size" in warnings[1]
    window.size_combo.setCurrentIndex(window.size_combo.findData("22x16"))
    assert window.remove_card_size() and window.card_size() == "24x26"
    assert window.size_combo.findData("22x16") == -1
    dialog = window.compare_card_sizes()
    qtbot.waitUntil(lambda: len(dialog.rows) == 3, timeout=60000)
    assert [dialog.table.item(r, 0).text() for r in range(3)] == ["24x26 (adopted)", "26x30", "34x46"]
    for r, size in enumerate(("24x26", "26x30", "34x46")):
        row = dialog.rows[size]
        assert row["pairs_after"] == 0 and row["crossings"] == 0 and row["hidden_homes"] == 0
        assert dialog.table.item(r, _column("designers_pairs_before")).text() == str(row["designers_pairs_before"])
    # beside the figures, a picture of each layout: the bigger the cards, the more of it they cover
    covered = []
    for r in range(3):
        picture = dialog.table.cellWidget(r, dialog.table.columnCount() - 1).pixmap().toImage()
        assert picture.width() == 180 and picture.pixelColor(2, 2).name() == "#eef3f7"  # the sea
        covered.append(sum(picture.pixelColor(x, y).lightness() > 245 and picture.pixelColor(x, y).name() != "#eef3f7"
                           for x in range(180) for y in range(130)))
    assert 0 < covered[0] < covered[1] < covered[2]
    assert dialog.table.horizontalHeaderItem(dialog.table.columnCount() - 1).text() == "Layout"
    assert dialog.progress.value() == 3
    dialog.close()
    # a size the board cannot hold says so, on the toolbar and in the comparison
    assert window.add_card_size("200x200")
    qtbot.waitUntil(lambda: "too small" in window.card_figures.text(), timeout=60000)
    dialog = window.compare_card_sizes()
    qtbot.waitUntil(lambda: len(dialog.rows) == 4, timeout=60000)
    assert "too small" in dialog.table.item(3, _column("notes")).text()
    dialog.close()


def _column(key: str) -> int:
    from qtapp.overlap.card_size_dialog import COLUMNS

    return [k for _heading, k, _form in COLUMNS].index(key)


def test_compare_searches_every_size_exactly_and_the_board_shows_it(qtbot, tmp_path):
    """Search exactly: each row is replaced by the SAT search's layout, lower than the quick one,
    with the floor it proved; the board's figures say the size was searched exactly."""
    window = open_window(qtbot, tmp_path)
    window.set_layer_visible("cards", True)
    for size in ("26x30", "34x46"):  # keep the exact search to the quick sizes
        window.size_combo.setCurrentIndex(window.size_combo.findData(size))
        assert window.remove_card_size()
    assert window.card_size() == "24x26"
    dialog = window.compare_card_sizes()
    qtbot.waitUntil(lambda: len(dialog.rows) == 2, timeout=60000)
    quick = {size: row["max_shift_px"] for size, row in dialog.rows.items()}
    assert dialog.table.item(0, _column("proven_floor_px")).text() == "—"
    formats, interim = [], []
    dialog.cache.asked.connect(lambda *_: formats.append(dialog.progress.format()))
    # (connected after the dialog's own slot, so the row is already filled in)
    dialog.cache.ready.connect(lambda size, layout: interim.append(
        (size, layout.shifts().max(), dialog.table.item(dialog.sizes.index(size), _column("notes")).text(),
         window.card_figures.text())) if dialog.cache.searching_exactly(size) else None)
    qtbot.mouseClick(dialog.exact_button, Qt.MouseButton.LeftButton)
    assert not dialog.exact_button.isEnabled()
    qtbot.waitUntil(lambda: dialog.exact_done == {"22x16", "24x26"}, timeout=120000)
    # the search's best so far was shown as it was found, said to be so, below the quick layout
    assert any(size == "24x26" and shift < quick[size] and "best so far" in note and "best so far" in figures
               for size, shift, note, figures in interim)
    assert "best so far" not in dialog.table.item(1, _column("notes")).text()
    # each question is told on the progress bar as it is answered
    assert any("24x26: within" in text for text in formats)
    for r, size in enumerate(dialog.sizes):
        row = dialog.rows[size]
        assert (row["pairs_after"], row["crossings"], row["hidden_homes"]) == (0, 0, 0)
        assert row["max_shift_px"] <= quick[size]
        assert dialog.table.item(r, _column("proven_floor_px")).text() == f"{row['proven_floor_px']:.1f} px"
    assert dialog.rows["24x26"]["max_shift_px"] < quick["24x26"]
    assert dialog.progress.format().startswith("every size searched exactly")
    qtbot.waitUntil(lambda: "searched exactly" in window.card_figures.text(), timeout=10000)
    assert f"{dialog.rows['24x26']['max_shift_px']:.1f} px" in window.card_figures.text()
    dialog.close()


def test_stopping_the_exact_search_keeps_the_best_layout_it_found(qtbot, tmp_path, monkeypatch):
    """Stop, in Compare: the search under way ends, its size keeps the lowest layout found so far
    (no longer "best so far", not marked exact, not kept on disk), a layout it hands over after the
    stop is ignored, and Search exactly can start again, from that layout."""
    import time
    from dataclasses import replace

    from qtapp.overlap import card_layout_worker

    real = card_layout_worker.resolve_layout
    handed, starts = [], []

    def exact_until_stopped(homes, w, h, bounds, *, exact=False, cancel=None, on_question=None, on_better=None,
                            start=None, start_floor=None):
        # the quick layout, then (exact) a lower one found, then a search that runs until stopped
        layout = real(homes, w, h, bounds)
        if exact:
            starts.append((start, start_floor))
            handed.append(replace(layout, centres=layout.centres.copy(), method="slots+sat", proven_floor=len(starts)))
            on_better(handed[-1])
            while not cancel.cancelled:
                time.sleep(0.01)
            on_better(replace(layout, centres=layout.centres.copy(), method="slots+sat"))  # too late
        return layout

    monkeypatch.setattr(card_layout_worker, "resolve_layout", exact_until_stopped)
    window = open_window(qtbot, tmp_path)
    dialog = window.compare_card_sizes()
    qtbot.waitUntil(lambda: len(dialog.rows) == len(dialog.sizes), timeout=60000)
    assert not dialog.stop_button.isEnabled()
    qtbot.mouseClick(dialog.exact_button, Qt.MouseButton.LeftButton)
    assert dialog.stop_button.isEnabled()
    first = dialog.sizes[0]  # one exact search at a time: the others wait in the queue
    qtbot.waitUntil(lambda: dialog.cache.searching_exactly(first), timeout=30000)
    assert dialog.table.item(0, _column("notes")).text() == "best so far…"
    qtbot.mouseClick(dialog.stop_button, Qt.MouseButton.LeftButton)
    assert not dialog.stop_button.isEnabled() and dialog.exact_button.isEnabled()
    assert dialog.progress.format().startswith("exact search stopped")
    dialog.cache.wait()  # the stopped search lets go, handing over one more layout
    qtbot.wait(50)  # its signal is delivered, and ignored
    cache = dialog.cache
    assert cache.layout(first) is handed[0] and dialog.rows[first]["_layout"] is handed[0]
    assert not cache.searching_exactly(first) and not cache.is_exact(first)
    assert dialog.table.item(0, _column("notes")).text() == "—"
    assert cache.store.load(cache.pixels.homes, *parse_size(first), cache.pixels.bounds) is None
    # and it can start again, going on below the layout the stopped search found
    qtbot.mouseClick(dialog.exact_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(handed) == 2 and cache.searching_exactly(first), timeout=30000)
    assert starts[0] == (None, None)
    assert np.array_equal(starts[1][0], handed[0].centres) and starts[1][1] == handed[0].proven_floor
    # closing Compare leaves the search going on; opened again, Compare follows it and can stop it
    dialog.close()
    again = window.compare_card_sizes()
    assert again.stop_button.isEnabled() and not again.exact_button.isEnabled()
    assert again.table.item(0, _column("notes")).text() == "best so far…"
    qtbot.mouseClick(again.stop_button, Qt.MouseButton.LeftButton)
    assert cache.exact_searches() == [] and cache.layout(first) is handed[1]
    assert not again.stop_button.isEnabled() and again.exact_button.isEnabled()
    again.close()


def test_an_exact_search_under_way_does_not_hold_up_another_size(qtbot, tmp_path):
    """Search exactly at 34 × 46 takes a minute; a size picked meanwhile is laid out at once, and
    stopping the cache (the app closing) cancels the exact search under way."""
    from qtapp.overlap.card_layout_worker import CardLayoutCache

    window = open_window(qtbot, tmp_path)
    cache = CardLayoutCache(window.document.board)
    arrived = []
    cache.ready.connect(lambda size, layout: arrived.append((size, cache.is_exact(size))))
    cache.request("34x46", exact=True)
    cache.request("26x30")
    qtbot.waitUntil(lambda: ("26x30", False) in arrived, timeout=30000)
    assert ("34x46", True) not in arrived
    cache.stop()  # returns once the exact search has let go
    assert not cache.is_exact("34x46")


def test_a_size_searched_exactly_is_shown_exactly_in_the_next_session(qtbot, tmp_path):
    """The exact layout is kept on disk: a new cache (the app opened again) gives it at once, with
    no search, where it would otherwise lay the size out quickly."""
    from qtapp.overlap.card_layout_worker import CardLayoutCache

    window = open_window(qtbot, tmp_path)
    first = CardLayoutCache(window.document.board)
    with qtbot.waitSignal(first.ready, timeout=60000, check_params_cb=lambda size, _layout: first.is_exact(size)):
        first.request("24x26", exact=True)
    exact = first.layout("24x26")
    first.stop()
    later = CardLayoutCache(window.document.board)
    shown = []
    later.ready.connect(lambda size, layout: shown.append((size, layout)))
    later.request("24x26")  # answered from the store, before any thread runs
    assert len(shown) == 1 and later.is_exact("24x26")
    assert np.array_equal(shown[0][1].centres, exact.centres)
    assert shown[0][1].proven_floor == exact.proven_floor
    later.stop()


def test_export_geopackage_from_the_app(qtbot, tmp_path):
    """The app's export writes a GeoPackage that geopandas reads back with 68 provinces."""
    window = open_window(qtbot, tmp_path)
    out = tmp_path / "board.gpkg"
    window.export_to("gpkg", str(out))
    QThreadPool.globalInstance().waitForDone()
    qtbot.waitUntil(lambda: out.exists(), timeout=30000)
    assert len(gpd.read_file(out, layer="provinces")) == 68


def test_the_export_dialog_labels_its_rows_with_working_shortcuts(qtbot, tmp_path):
    """Each row's label is tied to its field, so Alt+D reaches the destination and the label reads
    "Destination", not "&Destination" (a row holding a layout gets no buddy by itself)."""
    from PySide6.QtWidgets import QFormLayout, QLabel

    from qtapp.export_dialog import ExportDialog

    dialog = ExportDialog(None, str(tmp_path))
    qtbot.addWidget(dialog)
    form = dialog.layout()
    assert isinstance(form, QFormLayout)
    labels = [form.itemAt(row, QFormLayout.ItemRole.LabelRole).widget() for row in range(form.rowCount())
              if form.itemAt(row, QFormLayout.ItemRole.LabelRole) is not None]
    assert {label.text() for label in labels} == {"&Format", "&Destination"}
    assert all(isinstance(label, QLabel) and label.buddy() is not None for label in labels)
    assert next(label for label in labels if label.text() == "&Destination").buddy() is dialog.path


def test_save_remembers_recent_files(qtbot, tmp_path):
    """Saving puts the file first in File ▸ Open Recent."""
    window = open_window(qtbot, tmp_path)
    window.save()
    assert window._recent_files()[0] == str(window.document.path)
    assert window.recent_menu.actions()[0].text() == str(window.document.path)


def test_a_step_the_highway_cannot_take_is_refused_at_the_click(qtbot, tmp_path):
    """薩摩 after 陸奥 on 奥州街道: neither land neighbours nor a ferry route. The click adds nothing,
    makes no undo step and says why in the status bar."""
    window = open_window(qtbot, tmp_path)
    panel = window.highway_panel
    panel.select_highway("oshu-kaido")
    panel.pick.setChecked(True)
    click_province(qtbot, window, "satsuma")
    assert window.document.dataset.highway("oshu-kaido").provinces == ("shimotsuke", "mutsu")
    assert window.document.undo_stack.count() == 0
    assert window.statusBar().currentMessage() == ("薩摩 cannot follow 陸奥 on 奥州街道: they are neither land "
                                                   "neighbours nor joined by a ferry route.")


def test_the_province_pickers_find_a_province_by_kana_or_romaji(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    combo = window.adjacency_panel.first
    assert combo.find("むさし") == "musashi" and combo.current_id() == "musashi"
    assert combo.find("Sagami") == "sagami" and combo.current_id() == "sagami"
    assert combo.find("ヒダ") == "hida"
    assert combo.find("nowhere") == "" and combo.current_id() == "hida"


def test_escape_stops_picking_and_delete_removes_the_selected_stop(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    panel = window.highway_panel
    panel.select_highway("oshu-kaido", stop=1)
    panel.pick.setChecked(True)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert not panel.pick.isChecked()
    assert window.statusBar().currentMessage() == "Picking on the map is off."
    panel.stops.setFocus()
    qtbot.keyClick(panel.stops, Qt.Key.Key_Delete)
    assert window.document.dataset.highway("oshu-kaido").provinces == ("shimotsuke",)
    window.document.undo_stack.undo()
    assert window.document.dataset.highway("oshu-kaido").provinces == ("shimotsuke", "mutsu")


def test_the_file_toolbar_opens_saves_undoes_and_redoes(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    texts = [action.text() for action in window.file_toolbar.actions()]
    assert texts[:2] == ["&Open…", "&Save"] and len(texts) == 4
    undo = window.file_toolbar.actions()[2]
    assert not undo.isEnabled()
    window.adjacency_panel.first.set_id("musashi")
    window.adjacency_panel.second.set_id("izu")
    window.adjacency_panel.apply_override()
    assert undo.isEnabled()
    undo.trigger()
    assert window.document.undo_stack.count() == 1 and window.document.undo_stack.index() == 0


def test_the_export_dialog_proposes_a_file_named_after_the_dataset(qtbot, tmp_path):
    from qtapp.export_dialog import ExportDialog

    dialog = ExportDialog(None, str(tmp_path), "karuta")
    qtbot.addWidget(dialog)
    dialog.format.setCurrentIndex(dialog.format.findData("gpkg"))
    assert dialog.path.text() == str(tmp_path / "karuta.gpkg")
    dialog.format.setCurrentIndex(dialog.format.findData("csv"))  # several files: a folder
    assert dialog.path.text() == str(tmp_path / "karuta-csv")
    dialog.path.setText(str(tmp_path / "mine.json"))
    dialog.format.setCurrentIndex(dialog.format.findData("json"))  # what the designer typed stays
    assert dialog.path.text() == str(tmp_path / "mine.json")


def test_a_folder_picked_for_a_folder_export_gets_a_folder_of_its_own_inside_it(qtbot, tmp_path, monkeypatch):
    """The CSV tables replace their folder whole: Browse… on Documents (the designer's notes in it)
    proposes a folder for the tables inside it; an empty folder or an earlier export is taken."""
    from PySide6.QtWidgets import QFileDialog

    from qtapp.export_dialog import ExportDialog

    documents, empty = tmp_path / "Documents", tmp_path / "empty"
    documents.mkdir()
    empty.mkdir()
    (documents / "notes.txt").write_text("メモ", encoding="utf-8")
    dialog = ExportDialog(None, str(tmp_path), "karuta")
    qtbot.addWidget(dialog)
    dialog.format.setCurrentIndex(dialog.format.findData("csv"))
    for picked, proposed in ((documents, documents / "karuta-csv"), (empty, empty),
                             (documents / "karuta-csv", documents / "karuta-csv")):
        monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *_args, where=picked: str(where))
        dialog._browse()
        assert dialog.path.text() == str(proposed)
