"""A seeded monkey in the editor: hundreds of random clicks, picks, edits, undos and redos, in any
order (a highway deleted while its stops are being picked, undo in the middle of adding stops, a
size removed while shown …). Never an exception; the panels always show what the document holds;
undoing everything gives back the dataset as it was opened, and redoing everything the last one."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QModelIndex, QPointF, Qt
from PySide6.QtWidgets import QInputDialog, QMessageBox

from core import bundled
from core.validation import validate
from editor.dataset_document import DatasetDocument
from qtapp.main_window import MainWindow, load_board_for


def _panel_matches_document(window: MainWindow) -> None:
    dataset = window.document.dataset
    panel = window.highway_panel
    highway = dataset.highway(panel.selected_highway())
    shown = [panel.stops.item(k).data(Qt.ItemDataRole.UserRole) for k in range(panel.stops.count())]
    assert shown == (list(highway.provinces) if highway else [])
    listed = {panel.tree.topLevelItem(t).child(c).data(0, Qt.ItemDataRole.UserRole)
              for t in range(panel.tree.topLevelItemCount()) for c in range(panel.tree.topLevelItem(t).childCount())}
    assert listed == {h.id for h in dataset.highways}
    assert window.adjacency_panel.list.count() == len(dataset.adjacency.overrides)
    assert window.ferry_panel.list.count() == len(dataset.ferry_routes)
    assert window.validation_panel.finding_count() == len(validate(dataset))
    assert [window.size_combo.itemData(k) for k in range(window.size_combo.count())] == \
        [s.label for s in dataset.card_sizes]


@pytest.mark.parametrize("seed", [1, 2, 7])
def test_random_editing_never_breaks_the_editor(qtbot, monkeypatch, seed):
    rng = random.Random(seed)
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text, *a, **k: warnings.append(text))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (rng.choice(["25x28", "30x20", "24x26", "0x9", "abc"]),
                                                                  True))
    document = DatasetDocument.open(bundled.default_karuta_dataset(), load_board_for)
    window = MainWindow(document, restore_layout=False, keep_recovery=False)
    qtbot.addWidget(window, before_close_func=lambda w: w.document.undo_stack.setClean())
    window.resize(1200, 800)
    window.show()
    window.view.fit()
    opened = document.dataset.model_dump()
    provinces = [p.id for p in document.dataset.provinces]
    hw, adjacency, ferry = window.highway_panel, window.adjacency_panel, window.ferry_panel

    def click_province():
        region = document.board.region(rng.choice(provinces))
        pos = window.view.mapFromScene(QPointF(*region.label_point))
        qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)

    def select_highway():
        ids = [h.id for h in document.dataset.highways]
        hw.select_highway(rng.choice(ids) if ids and rng.random() < 0.9 else "")
        if hw.stops.count():
            hw.stops.setCurrentRow(rng.randrange(-1, hw.stops.count()))

    def move_stop():
        count = hw.stops.count()
        if count >= 2:
            start, row = rng.randrange(count), rng.randrange(count + 1)
            hw.stops.model().moveRow(QModelIndex(), start, QModelIndex(), row)

    def new_highway():
        hw.create_highway(rng.choice(["test-road", "tokaido", "x", ""]), "試験街道", "しけんかいどう",
                          rng.choice(["main", "primary", "secondary"]))

    def adjacency_override():
        adjacency.first.set_id(rng.choice(provinces))
        adjacency.second.set_id(rng.choice(provinces))
        adjacency.apply_override()

    def adjacency_remove():
        if adjacency.list.count():
            adjacency.select_override(rng.randrange(adjacency.list.count()))
            adjacency.remove_selected()

    def ferry_edit():
        if ferry.list.count() and rng.random() < 0.5:
            ferry.select_route(rng.randrange(ferry.list.count()))
            ferry.delete_selected()
        else:
            ferry.id_edit.setText(rng.choice(["test-ferry", "sado", ""]))
            ferry.name_edit.setText("試験航路")
            ferry.first.set_id(rng.choice(provinces))
            ferry.second.set_id(rng.choice(provinces))
            ferry.add_route()

    def card_size():
        action = rng.choice([window.add_card_size, window.adopt_card_size, window.remove_card_size])
        if window.size_combo.count() and rng.random() < 0.5:
            window.size_combo.setCurrentIndex(rng.randrange(window.size_combo.count()))
        action()

    def undo_redo():
        stack = document.undo_stack
        (stack.undo if rng.random() < 0.6 else stack.redo)()

    def toggle(button):
        return lambda: button.setChecked(not button.isChecked())

    actions = [click_province, click_province, click_province, select_highway, select_highway, move_stop,
               hw.remove_selected_stop, hw.delete_selected, new_highway, toggle(hw.pick), toggle(adjacency.pick),
               adjacency_override, adjacency_remove, ferry_edit, card_size, undo_redo, undo_redo,
               lambda: window.editor_tabs.setCurrentIndex(rng.randrange(window.editor_tabs.count())),
               lambda: window.layer_actions[rng.choice(sorted(window.layer_actions))].toggle()]
    hw.pick.setChecked(True)
    for _step in range(250):
        rng.choice(actions)()
        _panel_matches_document(window)
    assert document.undo_stack.count() > 20, "the monkey should have made real edits"
    last, where = document.dataset.model_dump(), document.undo_stack.index()
    document.undo_stack.setIndex(0)
    assert document.dataset.model_dump() == opened
    _panel_matches_document(window)
    document.undo_stack.setIndex(where)
    assert document.dataset.model_dump() == last
    _panel_matches_document(window)
