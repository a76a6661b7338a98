"""DatasetDocument: the one open dataset, its undo stack and the signal views listen to (Qt).

Every designer edit is a Qt-free :mod:`core.edits` edit pushed through :meth:`DatasetDocument.push`;
views re-read :attr:`DatasetDocument.dataset` when :attr:`changed` fires and keep no copy.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from core.geometry.board import Board
from core.io import DatasetError, load_dataset, save_dataset
from core.io.recovery import discard_recovery, write_recovery
from core.models.dataset import Dataset
from core.validation import Finding, validate
from editor.edit_command import EditCommand
from editor.translation import error_words


class DatasetDocument(QObject):
    """An open dataset with its undo stack.

    Signals:
        changed(object): the dataset changed; the argument is a :class:`core.edits.Change` (or
            None for a wholesale reload).
        pathChanged(str): the file path changed (save as, open).
        recoveryFailed(str): the unsaved copy could not be written (the edits themselves are fine).
    """

    changed = Signal(object)
    pathChanged = Signal(str)
    recoveryFailed = Signal(str)

    #: Milliseconds after the last change before the unsaved copy is written (see
    #: :mod:`core.io.recovery`): a burst of edits writes once.
    RECOVERY_DELAY_MS = 2000

    def __init__(self, dataset: Dataset, path: str | Path | None = None, board: Board | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.dataset = dataset
        self.board = board
        self.path = Path(path) if path else None
        self.undo_stack = QUndoStack(self)
        #: Where unsaved copies go (None: none are kept, as in a game window's read-only document).
        self.recovery_dir: Path | None = None
        self._recovery_timer = QTimer(self)
        self._recovery_timer.setSingleShot(True)
        self._recovery_timer.timeout.connect(self.write_recovery)
        self.undo_stack.indexChanged.connect(self._schedule_recovery)
        self.undo_stack.cleanChanged.connect(self._schedule_recovery)

    def keep_recovery(self, directory: Path | None) -> None:
        """Keep an unsaved copy in ``directory`` a moment after each change (None: stop)."""
        self.recovery_dir = directory

    def _schedule_recovery(self, *_args) -> None:
        if self.recovery_dir is None:
            return
        if self.is_modified():
            self._recovery_timer.start(self.RECOVERY_DELAY_MS)
        else:  # saved, or undone back to the saved state: nothing to recover
            self._recovery_timer.stop()
            self._forget_recovery(self.path)

    def write_recovery(self) -> None:
        """Write the unsaved copy now; a failure (a full disk) is announced, not raised, since the
        designer's edits are unharmed and saving may still work elsewhere."""
        if self.recovery_dir is None or not self.is_modified():
            return
        try:
            write_recovery(self.dataset, self.path, self.recovery_dir)
        except DatasetError as error:
            self.recoveryFailed.emit(error_words(error))

    def discard_recovery(self) -> None:
        """The designer discarded the unsaved changes: forget the copy too."""
        self._recovery_timer.stop()
        self._forget_recovery(self.path)

    def _forget_recovery(self, path) -> None:
        if self.recovery_dir is None:
            return
        try:
            discard_recovery(path, self.recovery_dir)
        except OSError as error:
            self.recoveryFailed.emit(self.tr("the old copy could not be removed ({error})").format(
                error=error.strerror or error))

    @classmethod
    def open(cls, path: str | Path, board_loader=None, parent: QObject | None = None) -> DatasetDocument:
        """Load a dataset file (raises :class:`core.io.DatasetError` on bad input)."""
        dataset = load_dataset(path)
        board = board_loader(dataset) if board_loader else None
        return cls(dataset, path, board, parent)

    def push(self, edit) -> bool:
        """Apply a core edit and put it on the undo stack as one command; an edit that leaves the
        dataset as it was (the same override twice) is taken back and makes no undo step.
        Returns whether anything changed.

        Raises:
            core.edits.EditRejected: the edit does not fit; nothing changed, nothing pushed.
        """
        dataset = self.dataset
        before = {name: getattr(dataset, name) for name in type(dataset).model_fields}
        change = edit.apply(dataset)
        touched = [name for name, value in before.items() if getattr(dataset, name) is not value]
        if touched and all(getattr(dataset, name) == before[name] for name in touched):
            for name in touched:  # the very objects of before: views holding them see nothing new
                setattr(dataset, name, before[name])
            return False
        self.undo_stack.push(EditCommand(self, edit, change))
        return True

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
        if target != self.path:
            self._forget_recovery(self.path)  # an untitled copy, or the old name's
        if target != self.path:
            self.path = target
            self.pathChanged.emit(str(target))
        self.undo_stack.setClean()
