"""Help ▸ Rules: each game's rules open beside its table, one window per game."""

from __future__ import annotations

from PySide6.QtGui import QAction

from core.games.battle.spec import SPEC as BATTLE
from core.games.chakai.rules import ChakaiRules
from core.games.chakai.spec import SPEC as CHAKAI
from core.games.karuta.spec import SPEC as KARUTA
from core.games.session import HUMAN, GameSession
from core.games.shima.rules import ShimaRules
from core.games.shima.spec import SPEC as SHIMA
from qtapp.chakai.chakai_window import ChakaiWindow
from qtapp.play.rules_window import RulesWindow, show_rules
from qtapp.shima.shima_window import ShimaWindow


def _rules_action(window) -> QAction:
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    return next(a for a in help_menu.actions() if a.text() == "&Rules")


def test_a_game_window_opens_its_rules_once(qtbot, tmp_path):
    session = GameSession.new(SHIMA, ShimaRules(), [HUMAN, "greedy", "greedy", "greedy"], 3)
    window = ShimaWindow(session, tmp_path / "auto.json", "step")
    qtbot.addWidget(window)
    action = _rules_action(window)
    action.trigger()
    opened = [w for w in window.findChildren(RulesWindow)]
    assert len(opened) == 1 and opened[0].isVisible()
    assert opened[0].windowTitle() == "Rules — しま"
    text = opened[0].toPlainText()
    assert "Shima, the island game" in text and "ひみつの１点" in text
    # the options of the game being played, in words, after the rules
    assert "The options of this game" in text and "Points that win (rule book: 10): 10" in text
    action.trigger()  # brought forward, not opened again
    assert len(window.findChildren(RulesWindow)) == 1
    opened[0].close()


def test_each_game_shows_its_own_rules(qtbot, tmp_path):
    window = ChakaiWindow(GameSession.new(CHAKAI, ChakaiRules(), [HUMAN, "greedy", "greedy", "greedy"], 1),
                          tmp_path / "auto.json", "step")
    qtbot.addWidget(window)
    _rules_action(window).trigger()
    (rules,) = window.findChildren(RulesWindow)
    assert rules.windowTitle() == "Rules — 北野大茶会"
    assert "北野大茶会" in rules.toPlainText()
    rules.close()
    for spec in (KARUTA, BATTLE):
        other = show_rules(spec)
        assert other.windowTitle() == f"Rules — {spec.title_ja}" and spec.title_ja in other.toPlainText()
        other.close()


def test_in_japanese_the_rules_are_the_designers_own_words_and_no_source_paths(qtbot, japanese):
    """The players' rules (「武蔵側へ遡って伸ばすことはできません」, the document's sentence) and the
    chosen options in Japanese words; nothing of the developer's notes (no file paths, option
    identifiers or tests)."""
    from core.games.karuta.rules import RuleSet

    window = show_rules(KARUTA, None, RuleSet(chain_limit=1))
    qtbot.addWidget(window)
    text = window.toPlainText()
    assert window.windowTitle() == "ルール — 旧国かるた"
    assert "武蔵側へ遡って伸ばすことはできません" in text and "この対局の設定" in text
    assert "新しい線の始まり: どの分岐点からでも" in text and "1 手番の札の上限: 1" in text
    assert "分岐点から逆向き: なし" in text
    for developer_word in ("docs/", ".py", "chain_limit", "back_from_junctions", "test_"):
        assert developer_word not in text
    window.close()


def test_every_game_has_rules_for_players_in_both_languages():
    from core import bundled
    from core.games import registry

    for spec in registry.games():
        japanese = bundled.player_rules(spec.name, "ja").read_text(encoding="utf-8")
        english = bundled.player_rules(spec.name, "en").read_text(encoding="utf-8")
        assert japanese.startswith(f"# {spec.title_ja}") and spec.title_ja in english
