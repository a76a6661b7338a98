"""DatasetDocument: the one open dataset, its undo stack and the signal views listen to (Qt).

Every designer edit is a Qt-free :mod:`core.edits` edit pushed through :meth:`DatasetDocument.push`;
views re-read :attr:`DatasetDocument.dataset` when :attr:`changed` fires and keep no copy.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from core.geometry.board import Board
from editor.edit_command import EditCommand
from core.io import load_dataset, save_dataset
from core.models.dataset import Dataset
from core.validation import Finding, validate


class DatasetDocument(QObject):
    """An open dataset with its undo stack.

    Signals:
        changed(object): the dataset changed; the argument is a :class:`core.edits.Change` (or
            None for a wholesale reload).
        pathChanged(str): the file path changed (save as, open).
    """

    changed = Signal(object)
    pathChanged = Signal(str)

    def __init__(self, dataset: Dataset, path: str | Path | None = None, board: Board | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.dataset = dataset
        self.board = board
        self.path = Path(path) if path else None
        self.undo_stack = QUndoStack(self)

    @classmethod
    def open(cls, path: str | Path, board_loader=None, parent: QObject | None = None) -> "DatasetDocument":
        """Load a dataset file (raises :class:`core.io.DatasetError` on bad input)."""
        dataset = load_dataset(path)
        board = board_loader(dataset) if board_loader else None
        return cls(dataset, path, board, parent)

    def push(self, edit) -> None:
        """Apply a core edit and put it on the undo stack as one command.

        Raises:
            core.edits.EditRejected: the edit does not fit; nothing changed, nothing pushed.
        """
        change = edit.apply(self.dataset)
        self.undo_stack.push(EditCommand(self, edit, change))

    def findings(self) -> list[Finding]:
        """The validator's findings for the current dataset."""
        return validate(self.dataset)

    def is_modified(self) -> bool:
        """True when there are changes since the last save."""
        return not self.undo_stack.isClean()

    def save(self, path: str | Path | None = None) -> None:
        """Save atomically to ``path`` (or the current path); marks the stack clean.

        Raises:
            core.io.DatasetError: the file could not be written; the old file is intact.
            ValueError: no path given and none known.
        """
        target = Path(path) if path else self.path
        if target is None:
            raise ValueError("no file name given")
        save_dataset(self.dataset, target)
        self.undo_stack.setClean()
        if target != self.path:
            self.path = target
            self.pathChanged.emit(str(target))
