"""push_or_warn: push a core edit, or tell the designer in one sentence why it does not fit (Qt)."""

from __future__ import annotations

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
