"""The app's language: Japanese first, English the alternative, through Qt's translation files.

The translation source covers every string the code marks (and is built into the .qm the app
loads); the app starts in Japanese under a Japanese locale and in English under LANG=en_US; and a
walk through the main window, its panels and dialogs finds no English left in the Japanese build.
"""

from __future__ import annotations

import re
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QListWidget,
    QMenu,
    QTabWidget,
    QWidget,
)

from core import bundled
from editor.dataset_document import DatasetDocument
from qtapp import language
from qtapp.main_window import MainWindow, load_board_for

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import update_translations  # noqa: E402  (tools/ is not a package)

#: Words that stay as they are in Japanese: names, units, formats, keys and the command line's.
KEPT = {"Kuni", "Studio", "CPU", "PDF", "JSON", "CSV", "SAT", "Home", "End", "kuni", "simulate", "play",
        "from", "json", "csv", "pdf", "png", "English", "Esc", "geojson", "gpkg", "GeoJSON", "EPSG", "build", "board", "municipalities", "shared", "GeoPackage"}
ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")


def messages(ts_path: Path) -> dict[tuple[str, str], ET.Element]:
    root = ET.parse(ts_path).getroot()
    return {(context.findtext("name"), message.findtext("source")): message
            for context in root.iter("context") for message in context.iter("message")}


@pytest.fixture(autouse=True)
def no_language_chosen():
    """Qt keeps the settings of QSettings("Kuni Studio", "Kuni Studio") between tests: start and
    end with no language chosen in Preferences."""
    from PySide6.QtCore import QSettings

    QSettings("Kuni Studio", "Kuni Studio").remove(language.SETTINGS_KEY)
    yield
    QSettings("Kuni Studio", "Kuni Studio").remove(language.SETTINGS_KEY)


def test_the_translation_source_holds_every_marked_string_translated(tmp_path):
    """lupdate over today's code finds nothing the committed .ts lacks, and nothing is unfinished."""
    committed = ROOT / "resources" / "translations" / "kuni_studio_ja.ts"
    fresh = tmp_path / "kuni_studio_ja.ts"
    shutil.copy(committed, fresh)
    update_translations.update(fresh)
    assert set(messages(fresh)) == set(messages(committed)), "run python tools/update_translations.py"
    unfinished = [key for key, message in messages(committed).items()
                  if message.find("translation").get("type") == "unfinished"]
    assert unfinished == []
    assert len(messages(committed)) > 500


def test_the_built_translations_are_the_sources_compiled(tmp_path):
    for name in ("kuni_studio_ja", "kuni_studio_en"):
        built = tmp_path / f"{name}.qm"
        update_translations.release(ROOT / "resources" / "translations" / f"{name}.ts", built)
        assert built.read_bytes() == (ROOT / "resources" / "translations" / f"{name}.qm").read_bytes(), \
            "run python tools/update_translations.py"


@pytest.mark.parametrize(("lang", "expected"), [("ja_JP.UTF-8", "ja"), ("C", "ja"), ("en_US.UTF-8", "en")])
def test_the_system_locale_decides_until_preferences_do(monkeypatch, lang, expected):
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", lang)
    assert language.system_language() == expected
    assert language.chosen_language() == expected
    from PySide6.QtCore import QSettings

    QSettings("Kuni Studio", "Kuni Studio").setValue(language.SETTINGS_KEY, "en" if expected == "ja" else "ja")
    assert language.chosen_language() != expected


def test_gnu_language_list_comes_before_the_locale(monkeypatch):
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    monkeypatch.setenv("LANGUAGE", "en:ja")
    assert language.system_language() == "en"
    monkeypatch.setenv("LANGUAGE", "ja")
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    assert language.system_language() == "ja"


def open_window(qtbot, path=None) -> MainWindow:
    document = DatasetDocument.open(path or bundled.default_karuta_dataset(), load_board_for)
    window = MainWindow(document, restore_layout=False, keep_recovery=False)
    qtbot.addWidget(window, before_close_func=lambda w: w.document.undo_stack.setClean())
    window.show()
    return window


def test_the_app_starts_in_japanese_under_a_japanese_locale(qtbot, monkeypatch):
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LANGUAGE", raising=False)
    language.install(language.chosen_language())
    try:
        window = open_window(qtbot)
        titles = [action.text() for action in window.menuBar().actions()]
        assert titles == ["ファイル(&F)", "編集(&E)", "表示(&V)", "ゲーム(&G)", "ヘルプ(&H)"]
        assert window.validation_panel.summary.text() == "問題は見つかりませんでした。 (注 3 件)"
        assert "丹波 (tanba)と近江 (omi)はもともと境界を接しています" in window.validation_panel.list.item(0).text()
    finally:
        language.install("en")


def test_the_app_speaks_english_under_an_english_locale(qtbot, monkeypatch):
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LANGUAGE", raising=False)
    language.install(language.chosen_language())
    window = open_window(qtbot)
    assert [action.text() for action in window.menuBar().actions()] == ["&File", "&Edit", "&View", "&Game", "&Help"]
    assert window.validation_panel.summary.text() == "No problems found. (3 notes)"


def english_left(widget, kept: set[str]) -> list[str]:
    """The visible strings of ``widget`` and what it holds (menus, actions, docks, tabs, labels,
    buttons, group boxes, list items) that still have an English word."""
    found = []

    def check(text: str, where: str) -> None:
        # markup, file paths and names, and a finding's place in the data (adjacency.overrides[0]) stay
        plain = re.sub(r"<[^>]+>|&\w+;", " ", text or "")  # the markup first: its "</p>" is no path
        plain = re.sub(r"\S*/\S*|\S+\.(json|png|pdf|csv)\b|\w+(\.\w+|\[\d+\])+", " ", plain)
        words = [w for w in ENGLISH_WORD.findall(plain) if w not in kept]
        if words:
            found.append(f"{where}: {text!r}")

    def menu(m: QMenu, where: str) -> None:
        for action in m.actions():
            check(action.text(), where)
            check(action.toolTip() if action.toolTip() != action.text().replace("&", "") else "", where)
            if action.menu():
                menu(action.menu(), f"{where} ▸ {action.text()}")

    if hasattr(widget, "menuBar"):
        for action in widget.menuBar().actions():
            check(action.text(), "menu bar")
            menu(action.menu(), action.text())
    for dock in widget.findChildren(QDockWidget):
        check(dock.windowTitle(), "dock")
    for tabs in widget.findChildren(QTabWidget):
        for k in range(tabs.count()):
            check(tabs.tabText(k), "tab")
    for label in widget.findChildren(QLabel):
        check(label.text(), type(label.parent()).__name__)
    for button in widget.findChildren(QAbstractButton):
        check(button.text(), "button")
        check(button.toolTip(), "tooltip")
    for box in widget.findChildren(QGroupBox):
        check(box.title(), "group")
    for combo in widget.findChildren(QComboBox):
        for k in range(combo.count()):
            check(combo.itemText(k), "choice")
    for child in widget.findChildren(QWidget):
        if not isinstance(child, QAbstractButton):
            check(child.toolTip(), "tooltip")
    for view in widget.findChildren(QListWidget):
        for k in range(view.count()):
            check(view.item(k).text(), type(view.parent()).__name__)
    check(widget.windowTitle(), "title")
    return found


def dataset_words(window) -> set[str]:
    dataset = window.document.dataset
    return KEPT | {word for p in dataset.provinces for word in ENGLISH_WORD.findall(f"{p.id} {p.romaji}")} | \
        {word for h in dataset.highways for word in ENGLISH_WORD.findall(h.id)}


def test_no_english_is_left_in_the_japanese_main_window_and_its_dialogs(qtbot, japanese):
    from qtapp.export_dialog import ExportDialog
    from qtapp.preferences_dialog import PreferencesDialog

    window = open_window(qtbot)
    window.show_province("musashi")
    for k in range(window.editor_tabs.count()):
        window.editor_tabs.setCurrentIndex(k)
    kept = dataset_words(window)
    left = english_left(window, kept)
    from qtapp.battle.new_board_dialog import NewBattleBoardDialog, prefecture_names

    for dialog in (PreferencesDialog(window), ExportDialog(window), NewBattleBoardDialog(prefecture_names())):
        qtbot.addWidget(dialog)
        left += english_left(dialog, kept)
    sizes = window.compare_card_sizes()  # the figures of every candidate size, once laid out
    qtbot.waitUntil(lambda: len(sizes.rows) == len(sizes.sizes), timeout=60000)
    left += english_left(sizes, kept)
    sizes.close()
    assert left == []


def test_no_english_is_left_in_the_japanese_set_up_dialogs_of_every_game(qtbot, japanese):
    """Every registered game's new-game dialog and simulator (rule options, CPU kinds and notes,
    the designer's proposals), and the 市区町村バトル seat table."""
    from core.games import registry
    from core.games.battle.rules import BattleRuleSet
    from core.games.session import HUMAN
    from qtapp.battle.new_battle_dialog import NewBattleDialog
    from qtapp.game_simulation_dialog import GameSimulationDialog
    from qtapp.play.new_game_dialog import NewGameDialog

    kept = KEPT | set(registry.names())
    dialogs = [NewGameDialog(spec) for spec in registry.games()]
    dialogs += [GameSimulationDialog(spec) for spec in registry.games()]
    dialogs.append(NewBattleDialog([HUMAN, "normal", "normal", "normal"], BattleRuleSet()))
    left = []
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        left += english_left(dialog, kept)
    assert left == []


def test_the_language_chosen_in_preferences_redraws_the_main_window(qtbot, monkeypatch):
    from qtapp.preferences_dialog import PreferencesDialog

    window = open_window(qtbot)
    assert window.menuBar().actions()[0].text() == "&File"
    monkeypatch.setattr(PreferencesDialog, "exec", lambda self: (self.language.setCurrentIndex(
        self.language.findData("ja")), True)[1])
    try:
        assert window.preferences_dialog()
        assert window.menuBar().actions()[0].text() == "ファイル(&F)"
        assert window._docks["editor"].windowTitle() == "編集パネル"
        assert window.editor_tabs.tabText(0) == "街道(&H)"
    finally:
        language.install("en")


def test_preferences_choose_the_card_size_shown_and_the_autosave_folder(qtbot, monkeypatch, tmp_path):
    from PySide6.QtCore import QSettings

    from core.games.session import default_autosave_path
    from qtapp.play.launch import AUTOSAVE_FOLDER_KEY, autosave_folder
    from qtapp.preferences_dialog import PreferencesDialog

    window = open_window(qtbot)
    assert window.card_size() == "24x26"

    def choose(self):
        self.card_size.setCurrentIndex(self.card_size.findData("34x46"))
        self.autosave.setText(str(tmp_path / "saves"))
        return True

    monkeypatch.setattr(PreferencesDialog, "exec", choose)
    try:
        assert window.preferences_dialog()
        assert window.card_size() == "34x46"
        assert autosave_folder() == str(tmp_path / "saves")
        assert default_autosave_path("karuta", autosave_folder()) == tmp_path / "saves" / "karuta-game.json"
        game = window.open_game("karuta", seed=3)
        qtbot.addWidget(game)
        assert game.autosave_path == tmp_path / "saves" / "karuta-game.json"
    finally:
        QSettings("Kuni Studio", "Kuni Studio").remove(AUTOSAVE_FOLDER_KEY)
        QSettings("Kuni Studio", "Kuni Studio").remove("cards/size")


def test_no_english_is_left_at_the_japanese_game_tables(qtbot, japanese):
    """Every registered game's table in Japanese, after its CPUs have played a while: menus,
    buttons, the players' area, the log and the choices (the moves in words) are all Japanese."""
    from core.games import registry
    from qtapp.play.tables import table_for

    kept = KEPT | set(registry.names())
    left = []
    for spec in registry.games():
        table = table_for(spec)
        dataset = board = None
        if spec.needs_dataset:
            dataset = spec.board_from_text(None)
            board = load_board_for(dataset)
        window = table.window(table.new_session(spec, dataset, 3), None, "instant", dataset, board)
        qtbot.addWidget(window)
        window.show()
        # the CPUs before the person have played (the log and the last action say it in words)
        qtbot.waitUntil(lambda w=window: len(w.session.moves) > 0 or w.session.to_move_is_human(), timeout=20000)
        left += [f"{spec.name}: {found}" for found in english_left(window, kept)]
        window.close()
    assert left == []
