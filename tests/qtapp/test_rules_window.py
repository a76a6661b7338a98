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
    assert "the rules as the engine plays them" in text and "ひみつの１点" in text
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
