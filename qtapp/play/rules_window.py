"""RulesWindow: a game's rules for its players, beside the table (Qt).

The rule books say their pages open in another tab so a player can read them side by side with
the game; on the desktop that is a window of its own, not modal, one per game and reused. It shows
the game's rules in the app's language — in Japanese the designers' own words
(``resources/rules/<game>.ja.md``), in English a translation — and, opened from a table, the
options of the game being played, in words. The developer's reading of each clause stays in
``docs/rules-<game>.md``.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QTextBrowser, QWidget

from core import bundled
from core.games.rules_schema import rules_schema
from qtapp import language
from qtapp.rule_set_form import option_title, value_words

_OPEN: dict[str, RulesWindow] = {}


def rules_text(spec) -> str:
    """The players' rules of ``spec``'s game in the app's language (else in Japanese)."""
    for lang in dict.fromkeys((language.current(), "ja")):
        path = bundled.player_rules(spec.name, lang)
        if path.exists():
            return path.read_text(encoding="utf-8")
    raise OSError(f"{bundled.player_rules(spec.name, 'ja')}: no rules for players")


def has_rules(spec) -> bool:
    """Whether ``spec``'s game has rules for its players (Help ▸ Rules offers them)."""
    return bundled.player_rules(spec.name, "ja").exists()


def option_words(ruleset) -> list[tuple[str, str, str]]:
    """Each option of a rule set in words: ``(title, value, what it does)``, from the rule set's
    schema (the words every set-up form shows)."""
    model = type(ruleset)
    properties = rules_schema(model)["properties"]
    found = []
    for name in model.model_fields:
        description = properties[name].get("x-description", {})
        found.append((option_title(model, name), value_words(model, name, getattr(ruleset, name)),
                      description.get(language.current()) or description.get("ja", "")))
    return found


def options_text(ruleset) -> str:
    """The options of a game being played, one line each, in words (Markdown)."""
    lines = ["", "## " + QCoreApplication.translate("RulesWindow", "The options of this game"), ""]
    for title, said, description in option_words(ruleset):
        lines.append(f"- **{title}**: {said}")
        if description:
            lines.append(f"  ({description})")
    return "\n".join(lines) + "\n"


class RulesWindow(QTextBrowser):
    """The rules of one game, read only, links open outside."""

    def __init__(self, spec, parent: QWidget | None = None, ruleset=None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setOpenExternalLinks(True)
        self.spec = spec
        self.game = spec.name
        self.setWindowTitle(self.tr("Rules — {title}").format(title=spec.title_ja))
        self.show_rules(ruleset)
        self.resize(760, 820)

    def show_rules(self, ruleset=None) -> None:
        """The players' rules, followed by ``ruleset``'s options in words when it is given."""
        try:
            text = rules_text(self.spec)
        except OSError as error:
            text = self.tr("The rules could not be read: {error}.").format(error=error.strerror or error)
        self.setMarkdown(text + (options_text(ruleset) if ruleset is not None else ""))


def show_rules(spec, parent: QWidget | None = None, ruleset=None) -> RulesWindow:
    """Open (or bring forward) the rules window of ``spec``'s game, with ``ruleset``'s options."""
    game = spec.name
    window = _OPEN.get(game)
    if window is None:
        window = RulesWindow(spec, parent, ruleset)
        _OPEN[game] = window
        window.destroyed.connect(lambda _=None, g=game: _OPEN.pop(g, None))
    else:
        window.show_rules(ruleset)  # the table's game may have changed since
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def add_rules_menu(window: QMainWindow, spec, on_open=None, ruleset: Callable[[], object] | None = None) -> QAction:
    """A game window's Help menu with Rules (F1), which opens :func:`show_rules` for ``spec``
    with the options ``ruleset()`` gives (the game being played); ``on_open(rules_window)`` is
    called each time (a game's clock stops while its rules are open)."""
    rules = QAction(QCoreApplication.translate("rules_window", "&Rules"), window)
    rules.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))

    def open_rules() -> None:
        shown = show_rules(spec, window, ruleset() if ruleset is not None else None)
        if on_open is not None:
            on_open(shown)

    rules.triggered.connect(open_rules)
    window.menuBar().addMenu(QCoreApplication.translate("rules_window", "&Help")).addAction(rules)
    return rules
