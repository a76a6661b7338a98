"""push_or_warn: push a core edit, or tell the designer in one sentence why it does not fit; and the
Delete key of the panels' lists (Qt)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMessageBox, QWidget

from core.edits import EditRejected
from editor.translation import translated


def push_or_warn(parent: QWidget, document, edit, title: str) -> bool:
    """Push ``edit`` through the document; on :class:`EditRejected` show a warning and return False."""
    try:
        document.push(edit)
    except EditRejected as error:
        QMessageBox.warning(parent, title, translated(error.args[0]) if error.args else str(error))
        return False
    return True


def delete_key(widget: QWidget, slot) -> QAction:
    """The Delete key on ``widget`` (a list of stops, overrides, routes, links…) calls ``slot``,
    which removes what is selected there; the key does nothing elsewhere."""
    action = QAction(widget)
    action.setShortcuts([QKeySequence(QKeySequence.StandardKey.Delete), QKeySequence(Qt.Key.Key_Backspace)])
    action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
    action.triggered.connect(lambda _checked=False: slot())
    widget.addAction(action)
    return action
