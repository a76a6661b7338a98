"""The deal simulator in the editor: it plays the dataset as edited, off the GUI thread, and shows
the report and its picture."""

from __future__ import annotations

from core import bundled
from core.edits.highway_edits import InsertHighwayStop
from core.games.karuta.simulate import simulate
from core.io import load_dataset, save_dataset
from editor.dataset_document import DatasetDocument
from qtapp.main_window import MainWindow, load_board_for


def test_simulating_the_edited_dataset(qtbot, tmp_path):
    path = tmp_path / "karuta.json"
    save_dataset(load_dataset(bundled.default_karuta_dataset()), path)
    window = MainWindow(DatasetDocument.open(path, load_board_for), restore_layout=False)
    qtbot.addWidget(window, before_close_func=lambda w: w.document.undo_stack.setClean())
    window.document.push(InsertHighwayStop("oshu-kaido", 2, "dewa"))
    dialog = window.simulation_dialog()
    qtbot.addWidget(dialog)
    dialog.games.setValue(300)
    dialog.seed.setValue(4)
    dialog.rules_form.widgets["pass_through"].setChecked(False)  # a rule option from the same form as New game
    assert dialog.run() is not None
    assert dialog.run() is None  # a second click while it runs does nothing
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=60000)
    report = dialog.report
    assert report["games"] == 300 and "stall" in dialog.text.toPlainText()
    assert report["ruleset"]["pass_through"] is False
    assert not dialog.picture.pixmap().isNull() and dialog.run_button.isEnabled()
    # the figures are those of the edited dataset, the same as `kuni simulate` gives
    again = simulate(window.document.dataset, dialog.config(), workers=1)
    assert again["seat_win_share"] == report["seat_win_share"] and again["turns"] == report["turns"]


def test_the_simulator_wants_a_province_dataset(qtbot, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QMessageBox

    from core.cli import main as kuni

    out = tmp_path / "tokyo.json"
    assert kuni(["build-board", "municipalities", "--prefectures", "13", "--out", str(out)]) == 0
    told = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: told.append(a[2]))
    window = MainWindow(DatasetDocument.open(out, load_board_for), restore_layout=False)
    qtbot.addWidget(window)
    assert window.simulation_dialog() is None and "province dataset" in told[0]
