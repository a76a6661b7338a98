"""File ▸ New 市区町村バトル board: prefectures ticked one by one or a region at a time, the board cut
off the GUI thread by the same function as ``kuni build-board municipalities``, opened untitled."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox

from core import bundled
from core.cli import main as kuni
from core.geometry.municipality_dataset import REGIONS, prefecture_names
from core.io import load_dataset
from editor.dataset_document import DatasetDocument
from qtapp.battle.new_board_dialog import NewBattleBoardDialog
from qtapp.main_window import MainWindow, load_board_for


def test_regions_tick_and_untick_and_the_name_follows(qtbot):
    dialog = NewBattleBoardDialog(prefecture_names())
    qtbot.addWidget(dialog)
    ok = dialog.button_box.button(QDialogButtonBox.StandardButton.Ok)
    assert dialog.prefectures() == [] and not ok.isEnabled()
    dialog._toggle(REGIONS["kanto"])
    assert dialog.prefectures() == REGIONS["kanto"] and ok.isEnabled()
    assert dialog.board_name() == "市区町村バトル 関東"
    dialog.boxes["13"].setChecked(False)
    assert dialog.board_name() == "市区町村バトル 6つの都道府県"
    dialog._toggle(REGIONS["kanto"])  # not all ticked: the region's button ticks them all again
    assert dialog.prefectures() == REGIONS["kanto"]
    dialog._toggle(REGIONS["kanto"])  # all ticked: it clears them
    assert dialog.prefectures() == []
    dialog.tick(["13", "14"])
    assert dialog.board_name() == "市区町村バトル 東京都・神奈川県"
    dialog.name.textEdited.emit("my board")
    dialog.name.setText("my board")
    dialog.tick(["27"])
    assert dialog.board_name() == "my board"  # a name typed by hand stays


def test_a_new_board_opens_untitled_and_saves_like_the_command_lines(qtbot, tmp_path, monkeypatch):
    main = MainWindow(DatasetDocument.open(bundled.default_karuta_dataset(), load_board_for), restore_layout=False)
    qtbot.addWidget(main, before_close_func=lambda w: w.document.undo_stack.setClean())

    def choose(dialog):
        dialog.tick(["13"])
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewBattleBoardDialog, "exec", choose)
    main.resize(1400, 900)
    main.show()
    qtbot.waitExposed(main)
    width = main.view.width()
    assert main.new_battle_board() is not None
    qtbot.waitUntil(lambda: main.document.dataset.game == "battle", timeout=20000)
    qtbot.wait(50)
    # the map keeps its room (a second document's new view used to shrink to a sliver between the docks)
    assert main.view.width() >= 0.8 * width
    dataset = main.document.dataset
    assert main.document.path is None and dataset.name == "市区町村バトル 東京都"
    assert len(dataset.municipalities) == 62 and main.editor_tabs.tabText(0) == "&Towns"
    main.document.save(tmp_path / "gui.json")
    assert kuni(["build-board", "municipalities", "--prefectures", "13", "--out", str(tmp_path / "cli.json")]) == 0
    gui, cli = load_dataset(tmp_path / "gui.json"), load_dataset(tmp_path / "cli.json")
    assert gui.model_dump(exclude={"name"}) == cli.model_dump(exclude={"name"})


def test_cancelling_builds_nothing(qtbot, monkeypatch):
    main = MainWindow(DatasetDocument.open(bundled.default_karuta_dataset(), load_board_for), restore_layout=False)
    qtbot.addWidget(main)
    monkeypatch.setattr(NewBattleBoardDialog, "exec", lambda dialog: QDialog.DialogCode.Rejected)
    assert main.new_battle_board() is None and main.document.dataset.game == "karuta"
