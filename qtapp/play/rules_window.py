"""RulesWindow: a game's rules beside the table (Qt).

The rule books say their pages open in another tab so a player can read them side by side with
the game; on the desktop that is a window of its own, not modal, one per game and reused. It
shows the game's rules as its spec points to them (``docs/rules-<game>.md``: the rules clause by
clause as the engine plays them, with our readings of the places the designers left silent).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QTextBrowser, QWidget

_OPEN: dict[str, RulesWindow] = {}


class RulesWindow(QTextBrowser):
    """The rules of one game, read only, links open outside."""

    def __init__(self, spec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setOpenExternalLinks(True)
        self.game = spec.name
        self.setWindowTitle(self.tr("Rules — {title}").format(title=spec.title_ja))
        path = spec.rules_path()
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as error:
            text = self.tr("The rules could not be read from `{path}`: {error}.").format(
                path=path, error=error.strerror or error)
        self.setMarkdown(text)
        self.resize(760, 820)


def show_rules(spec, parent: QWidget | None = None) -> RulesWindow:
    """Open (or bring forward) the rules window of ``spec``'s game."""
    game = spec.name
    window = _OPEN.get(game)
    if window is None:
        window = RulesWindow(spec, parent)
        _OPEN[game] = window
        window.destroyed.connect(lambda _=None, g=game: _OPEN.pop(g, None))
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def add_rules_menu(window: QMainWindow, spec, on_open=None) -> QAction:
    """A game window's Help menu with Rules (F1), which opens :func:`show_rules` for ``spec``;
    ``on_open(rules_window)`` is called each time (a game's clock stops while its rules are open)."""
    rules = QAction(QCoreApplication.translate("rules_window", "&Rules"), window)
    rules.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))

    def open_rules() -> None:
        shown = show_rules(spec, window)
        if on_open is not None:
            on_open(shown)

    rules.triggered.connect(open_rules)
    window.menuBar().addMenu(QCoreApplication.translate("rules_window", "&Help")).addAction(rules)
    return rules
