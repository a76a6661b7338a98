"""ExportDialog: pick a format and a destination; the export runs off the GUI thread (Qt).

Uses :func:`core.export.export_dataset`, the same code as ``kuni export``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressDialog,
    QPushButton,
    QWidget,
)

from core.export import EXPORTERS, ExportError, export_dataset
from core.export.exporter import _load_formats
from editor.translation import error_words, translated


class _ExportSignals(QObject):
    finished = Signal(object, str)  # files written, error message ("" on success)


class ExportJob(QRunnable):
    """One export on the thread pool."""

    def __init__(self, dataset, board, fmt: str, out: str, inputs=()) -> None:
        super().__init__()
        self.dataset, self.board, self.fmt, self.out = dataset.model_copy(deep=True), board, fmt, out
        self.inputs = tuple(inputs)
        self.signals = _ExportSignals()

    def run(self) -> None:
        try:
            written = export_dataset(self.dataset, self.board, self.fmt, self.out, self.inputs)
            self.signals.finished.emit(written, "")
        except ExportError as error:
            self.signals.finished.emit([], error_words(error))


class ExportDialog(QDialog):
    """Choose the format and where to write it. The destination proposed is a file (or, for a
    format written as several files, a folder) named after the dataset in ``start_dir``; it
    follows the format until the designer types a destination of their own."""

    def __init__(self, parent: QWidget | None = None, start_dir: str = "", stem: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Export dataset"))
        _load_formats()
        self.start_dir, self.stem = start_dir, stem or "kuni-export"
        self.format = QComboBox()
        for name, exporter in sorted(EXPORTERS.items()):
            self.format.addItem(f"{name} — {translated(exporter.description)}", name)
        self.path = QLineEdit()
        self._proposed = ""
        self._propose()
        self.format.currentIndexChanged.connect(lambda _index: self._propose())
        browse = QPushButton(self.tr("&Browse…"))
        browse.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(self.path)
        row.addWidget(browse)
        form = QFormLayout(self)
        form.addRow(self.tr("&Format"), self.format)
        # a row holding a layout gets no buddy for its label's mnemonic (the "&" would show)
        destination = QLabel(self.tr("&Destination"))
        destination.setBuddy(self.path)
        form.addRow(destination, row)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def chosen_format(self) -> str:
        return self.format.currentData()

    def proposed_path(self) -> str:
        """``<start_dir>/<stem>.<suffix>`` for a one-file format, ``<start_dir>/<stem>-<format>`` for
        a folder of files."""
        exporter = EXPORTERS[self.chosen_format()]
        name = f"{self.stem}{exporter.suffix}" if exporter.suffix else f"{self.stem}-{exporter.name}"
        return str(Path(self.start_dir) / name) if self.start_dir else name

    def _propose(self) -> None:
        if self.path.text() in ("", self._proposed):  # not a destination the designer typed
            self._proposed = self.proposed_path()
            self.path.setText(self._proposed)

    def _browse(self) -> None:
        exporter = EXPORTERS[self.chosen_format()]
        if exporter.suffix:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Export to"), self.path.text(), f"*{exporter.suffix}")
        else:
            path = QFileDialog.getExistingDirectory(self, self.tr("Export into folder"), self.path.text())
            if path and not _a_folder_for_the_export(Path(path), Path(self.proposed_path()).name):
                # the export replaces its folder whole: into the folder picked, a folder of its own
                path = str(Path(path) / Path(self.proposed_path()).name)
        if path:
            self.path.setText(path)


def _a_folder_for_the_export(folder: Path, name: str) -> bool:
    """Whether the picked ``folder`` is one the export may take as its own: empty, or an earlier
    export of that name."""
    try:
        return folder.name == name or not any(folder.iterdir())
    except OSError:
        return True  # (the export then says what is wrong with it)


def run_export(parent: QWidget, dataset, board, fmt: str, out: str, on_done, inputs=()) -> ExportJob:
    """Start an export with a progress dialog; ``on_done(files, error)`` is called on the GUI thread.
    ``inputs``: the dataset's own file, which an export never writes over."""
    progress = QProgressDialog(QCoreApplication.translate("ExportDialog", "Exporting {format} to {name}…").format(
        format=fmt, name=Path(out).name), "", 0, 0, parent)
    progress.setCancelButton(None)
    progress.setWindowModality(Qt.WindowModality.WindowModal)  # no second job meanwhile
    progress.setMinimumDuration(300)
    job = ExportJob(dataset, board, fmt, out, inputs)

    def finished(files, error):
        progress.close()
        on_done(files, error)

    job.signals.finished.connect(finished)
    QThreadPool.globalInstance().start(job)
    return job
