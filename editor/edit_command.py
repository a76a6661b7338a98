"""EditCommand: wraps one core edit as a QUndoCommand on the document's stack (Qt)."""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand

from editor.translation import translated


class EditCommand(QUndoCommand):
    """Revert a core :class:`core.edits.Edit` on undo and re-apply it on redo, announcing each change.

    The document applies the edit once before pushing (so a rejected edit never reaches the
    stack); the first ``redo`` that QUndoStack.push makes only announces that change.
    """

    def __init__(self, document, edit, first_change) -> None:
        super().__init__(translated(edit.text(document.dataset)))  # the history in the app's language
        self._document = document
        self._edit = edit
        self._pending_change = first_change

    def redo(self) -> None:
        if self._pending_change is not None:
            change, self._pending_change = self._pending_change, None
        else:
            change = self._edit.apply(self._document.dataset)
        self._document.changed.emit(change)

    def undo(self) -> None:
        self._document.changed.emit(self._edit.revert(self._document.dataset))
