"""Crash recovery for the editor: unsaved edits kept in the user's data folder (no Qt).

While a dataset has unsaved changes the editor writes it here, atomically, a moment after each
change; saving or discarding the changes deletes the copy. If the editor stops without either
(a crash, a power cut), the copy is still there the next time the dataset is opened, newer than
the file itself, and the designer is offered their work back. One copy per dataset file, named
by a digest of its absolute path; an untitled dataset has its own.
"""

from __future__ import annotations

import hashlib
from datetime import datetime
from pathlib import Path

from core.io.load import DatasetError, load_dataset, save_dataset
from core.io.output_files import reason
from core.models.dataset import Dataset
from core.text import translate


def default_recovery_dir() -> Path:
    """``…/Kuni Studio/recovery`` in the user data folder (platformdirs)."""
    from platformdirs import user_data_dir

    return Path(user_data_dir("Kuni Studio", "Kuni Studio")) / "recovery"


def recovery_file(dataset_path: str | Path | None, directory: Path) -> Path:
    """Where the unsaved copy of the dataset at ``dataset_path`` (None: untitled) is kept."""
    key = str(Path(dataset_path).resolve()) if dataset_path else "untitled"
    return directory / f"{hashlib.sha1(key.encode('utf-8')).hexdigest()[:16]}.json"


def write_recovery(dataset: Dataset, dataset_path: str | Path | None, directory: Path) -> Path:
    """Keep an unsaved copy (atomically: a crash while writing leaves the previous copy).

    Raises:
        DatasetError: the copy could not be written.
    """
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise DatasetError(directory, translate("DatasetError", "the folder cannot be made ({why})").format(
            why=reason(error))) from None
    target = recovery_file(dataset_path, directory)
    save_dataset(dataset, target)
    return target


def find_recovery(dataset_path: str | Path | None, directory: Path) -> tuple[Dataset, datetime] | None:
    """The unsaved copy of a dataset and when it was written, if there is one newer than the file
    (a copy older than the file was overtaken by a save elsewhere and is not offered). A copy that
    cannot be read is not offered either; it is left where it is."""
    target = recovery_file(dataset_path, directory)
    if not target.exists():
        return None
    written = target.stat().st_mtime
    if dataset_path and Path(dataset_path).exists() and Path(dataset_path).stat().st_mtime > written:
        return None
    try:
        return load_dataset(target), datetime.fromtimestamp(written)
    except DatasetError:
        return None


def discard_recovery(dataset_path: str | Path | None, directory: Path) -> None:
    """Forget the unsaved copy (the changes were saved, or the designer discarded them).

    Raises:
        OSError: the copy is there but cannot be removed.
    """
    recovery_file(dataset_path, directory).unlink(missing_ok=True)
