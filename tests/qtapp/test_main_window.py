"""The main window: the board shows the 68 provinces by circuit, clicks select, the panel validates."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor

from core import bundled
from core.edits.highway_edits import InsertHighwayStop
from editor.dataset_document import DatasetDocument
from qtapp.main import main
from qtapp.main_window import MainWindow, load_board_for

ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"


def open_window(qtbot) -> MainWindow:
    document = DatasetDocument.open(bundled.default_karuta_dataset(), load_board_for)
    window = MainWindow(document, restore_layout=False)
    qtbot.addWidget(window, before_close_func=lambda w: w.document.undo_stack.setClean())
    window.show()
    window.view.fit()
    return window


def test_board_has_68_provinces_coloured_by_circuit(qtbot):
    """Each province item is filled with its circuit's colour."""
    window = open_window(qtbot)
    dataset = window.document.dataset
    items = window.scene.layer_items("polygons")
    assert len(items) == 68
    musashi = window.scene.province_item("musashi")
    assert musashi.brush().color() == QColor(dataset.circuit("tokaido").colour)
    assert len(window.scene.layer_items("highways")) == 21


def test_click_on_a_province_shows_its_details(qtbot):
    """Clicking at 武蔵's label point selects it and shows its reading and highways."""
    window = open_window(qtbot)
    region = window.document.board.region("musashi")
    pos = window.view.mapFromScene(QPointF(*region.label_point))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    html = window.details.toPlainText()
    assert "武蔵" in html and "むさし" in html and "東海道" in html


def test_highway_edit_redraws_and_validation_panel_reports(qtbot):
    """A bad highway step pushed through the document shows up live in the validation panel."""
    window = open_window(qtbot)
    before = window.validation_panel.finding_count()
    window.document.push(InsertHighwayStop("tokaido", 10, "tsushima"))
    assert window.validation_panel.finding_count() == before + 1
    assert "neither land neighbours" in window.validation_panel.list.item(0).text()
    window.document.undo_stack.undo()
    assert window.validation_panel.finding_count() == before
    window.document.undo_stack.setClean()


def test_screenshot_command_writes_a_png(qtbot, tmp_path):
    """`kuni-studio --screenshot` renders the window to a PNG (kept under artifacts/ for people to look at)."""
    ARTIFACTS.mkdir(exist_ok=True)
    out = ARTIFACTS / "main-window.png"
    assert main(["--screenshot", str(out)]) == 0
    data = out.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 50_000


def test_version_is_said_and_nothing_opens(capsys):
    """`kuni-studio --version` prints the version and exits 0 before any window is made."""
    import pytest

    from core import __version__

    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == f"kuni-studio {__version__}"


def test_the_app_has_its_icon(qtbot, tmp_path):
    """The window's icon is the app's own (resources/icons, drawn by tools/make_app_icon.py)."""
    from PySide6.QtWidgets import QApplication

    assert main([str(bundled.default_karuta_dataset()), "--screenshot", str(tmp_path / "shot.png")]) == 0
    icon = QApplication.instance().windowIcon()
    assert not icon.isNull() and icon.pixmap(64, 64).width() == 64


def test_screenshot_of_a_bad_dataset_exits_2(qtbot, tmp_path, capsys):
    """A malformed dataset on the command line exits 2 with a message."""
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    assert main([str(bad), "--screenshot", str(tmp_path / "x.png")]) == 2
    assert "malformed JSON" in capsys.readouterr().err


def test_screenshot_with_an_unknown_layer_exits_2(qtbot, tmp_path, capsys):
    """`--layers` with a name the board does not have is refused (exit 2, the known names listed),
    not silently ignored, and no picture is written."""
    out = tmp_path / "x.png"
    assert main(["--layers", "cards,ferrys", "--screenshot", str(out)]) == 2
    err = capsys.readouterr().err
    assert "unknown layer 'ferrys'" in err and "ferries" in err
    assert not out.exists()


def test_simulation_plot_renders(qtbot, tmp_path):
    """`kuni simulate --plot` draws a PNG through the Qt renderer."""
    from core.cli import main as kuni

    out = tmp_path / "plot.png"
    assert kuni(["simulate", "karuta", "--games", "20", "--workers", "1", "--plot", str(out)]) == 0
    assert out.read_bytes()[:4] == b"\x89PNG"


def test_karuta_game_window_screenshot(qtbot, tmp_path, capsys):
    """`kuni-studio --game karuta` opens the 旧国かるた table alone (a screenshot renders a new game);
    a dataset that is not a province dataset is refused with exit 2."""
    out = tmp_path / "karuta.png"
    assert main(["--game", "karuta", "--seed", "2", "--screenshot", str(out)]) == 0
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    assert main([str(bad), "--game", "karuta", "--screenshot", str(out)]) == 2
    assert "malformed JSON" in capsys.readouterr().err


def test_karuta_game_opens_on_its_autosave(qtbot, tmp_path):
    """旧国かるた's table, opened as every game's is, resumes the autosave; one that does not replay
    is kept aside and a new game starts, with the status bar saying so."""
    from core.games.karuta.spec import SPEC
    from core.io import load_dataset
    from qtapp.main_window import load_board_for
    from qtapp.play.tables import open_table, table_for

    dataset = load_dataset(bundled.default_karuta_dataset())
    board = load_board_for(dataset)
    autosave = tmp_path / "karuta-game.json"
    saved = table_for(SPEC).new_session(SPEC, dataset, 4)
    saved.play(saved.legal_moves()[0])
    saved.save(autosave)
    window = open_table(SPEC, None, dataset, board, autosave)
    qtbot.addWidget(window)
    assert window.session.state == saved.state and window.log.count() == 1
    assert "Resumed" in window.statusBar().currentMessage()
    window.close()
    autosave.write_text('{"format": "kuni-karuta-session/1"}', encoding="utf-8")
    window = open_table(SPEC, None, dataset, board, autosave, seed=6)
    qtbot.addWidget(window)
    assert window.session.seed == 6 and (tmp_path / "karuta-game.unreadable.json").exists()
    assert "could not be resumed" in window.statusBar().currentMessage()
    window.close()


def test_battle_game_resumes_on_the_board_it_was_left_on(qtbot, tmp_path, monkeypatch):
    """`kuni-studio --game battle` without --prefectures opens the board of the saved game (here
    神奈川県, not the default 東京都) and resumes it there."""
    from PySide6.QtWidgets import QApplication

    from core.games import session as game_session
    from core.games.battle.rules import BattleRules
    from core.games.battle.spec import SPEC as BATTLE
    from core.games.session import HUMAN
    from core.geometry.municipality_dataset import build_battle_board
    from qtapp.battle.battle_window import BattleWindow
    from qtapp.play import launch

    autosave = tmp_path / "battle-game.json"
    monkeypatch.setattr(game_session, "default_autosave_path", lambda game, folder=None: autosave)
    monkeypatch.setattr(launch, "default_autosave_path", lambda game, folder=None: autosave)
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)
    dataset, _board = build_battle_board(["14"])
    saved = game_session.GameSession.new(BATTLE, BattleRules(dataset), [HUMAN, "normal"], 3)
    saved.save(autosave)
    assert main(["--game", "battle"]) == 0
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, BattleWindow) and w.isVisible()]
    assert windows
    window = windows[-1]
    qtbot.addWidget(window)
    assert window.session.seed == 3 and all(code.startswith("14") for code in window.session.rules.codes)
    assert "Resumed" in window.statusBar().currentMessage()
    window.close()


def test_the_legend_tells_each_layers_marks_of_the_open_board(qtbot, tmp_path):
    from qtapp.board.legend_panel import LegendPanel

    window = open_window(qtbot)
    assert window.info_tabs.tabText(window.info_tabs.indexOf(window.legend)) == "Legend"
    rows = window.legend.rows
    assert "Ferry route" in rows and "Neighbours added by the designers" in rows and "The start province" in rows
    assert len(rows) == window.legend.form.rowCount()
    municipal = LegendPanel(municipal=True)
    qtbot.addWidget(municipal)
    assert any(row.startswith("Sea link") for row in municipal.rows) and "Ferry route" not in municipal.rows


def test_a_game_on_a_dataset_with_design_errors_is_refused_with_them_named(qtbot, tmp_path, capsys, monkeypatch):
    """kuni-studio DUP.json --game karuta once died with a RecordError; Game ▸ Play opened nothing."""
    import json

    data = json.loads(bundled.default_karuta_dataset().read_text(encoding="utf-8"))
    data["provinces"].append(dict(data["provinces"][0]))
    dup = tmp_path / "DUP.json"
    dup.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert main([str(dup), "--game", "karuta", "--screenshot", str(tmp_path / "x.png")]) == 2
    error = capsys.readouterr().err
    assert "DUP.json" in error and "design error" in error and "Traceback" not in error
    assert not (tmp_path / "x.png").exists()
    from PySide6.QtWidgets import QMessageBox

    from editor.dataset_document import DatasetDocument
    from qtapp.main_window import MainWindow, load_board_for

    told = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: told.append(a[2]))
    window = MainWindow(DatasetDocument.open(dup, load_board_for), restore_layout=False)
    qtbot.addWidget(window)
    assert window.open_game("karuta") is None and "design error" in told[0]
