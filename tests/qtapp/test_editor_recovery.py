"""Crash recovery in the editor: unsaved edits are copied a moment later, offered back when the
dataset is opened again after a crash, and forgotten once saved or discarded."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from core import bundled
from core.edits.highway_edits import InsertHighwayStop
from core.io import load_dataset, recovery, save_dataset
from editor.dataset_document import DatasetDocument
from qtapp.main_window import MainWindow, load_board_for


def open_window(qtbot, path):
    window = MainWindow(DatasetDocument.open(path, load_board_for), restore_layout=False)
    qtbot.addWidget(window, before_close_func=lambda w: w.document.undo_stack.setClean())
    return window


def edited_window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(DatasetDocument, "RECOVERY_DELAY_MS", 10)
    path = tmp_path / "karuta.json"
    save_dataset(load_dataset(bundled.default_karuta_dataset()), path)
    window = open_window(qtbot, path)
    window.document.push(InsertHighwayStop("oshu-kaido", 2, "dewa"))
    copy = recovery.recovery_file(path, recovery.default_recovery_dir())
    qtbot.waitUntil(copy.exists, timeout=5000)
    return window, path, copy


def test_unsaved_edits_survive_a_crash_and_are_offered_back(qtbot, tmp_path, monkeypatch):
    window, path, copy = edited_window(qtbot, tmp_path, monkeypatch)
    edited = window.document.dataset
    # the crash: the window goes without saving or asking; the file on disk is the old one
    assert load_dataset(path) != edited
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.Yes)
    again = open_window(qtbot, path)
    assert asked and "unsaved changes to karuta.json" in asked[0]
    assert again.document.dataset == edited and again.document.is_modified()
    assert again.save() and not copy.exists() and load_dataset(path) == edited


def test_declined_or_discarded_changes_leave_no_copy(qtbot, tmp_path, monkeypatch):
    window, path, copy = edited_window(qtbot, tmp_path, monkeypatch)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    again = open_window(qtbot, path)
    assert not again.document.is_modified() and not copy.exists()
    # undoing back to the saved state forgets the copy too
    window.document.undo_stack.undo()
    assert not window.document.is_modified() and not copy.exists()
    window.document.undo_stack.redo()
    qtbot.waitUntil(copy.exists, timeout=5000)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    assert window._confirm_discard() and not copy.exists()


def test_a_copy_that_cannot_be_written_is_reported(qtbot, tmp_path, monkeypatch):
    window, _path, _copy = edited_window(qtbot, tmp_path, monkeypatch)
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the folder should be", encoding="utf-8")
    window.document.keep_recovery(blocked / "recovery")
    with qtbot.waitSignal(window.document.recoveryFailed, timeout=2000):
        window.document.write_recovery()
    assert "unsaved changes" in window.statusBar().currentMessage()
    assert window.document.is_modified()
