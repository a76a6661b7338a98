"""Crash recovery: unsaved copies kept, offered only when newer than the file, forgotten on save."""

from __future__ import annotations

import os
import time

from core import bundled
from core.io import load_dataset, save_dataset
from core.io.recovery import (
    discard_recovery,
    find_recovery,
    recovery_file,
    write_recovery,
)


def test_a_copy_newer_than_the_file_is_offered_and_an_older_one_is_not(tmp_path):
    dataset = load_dataset(bundled.default_karuta_dataset())
    path = tmp_path / "karuta.json"
    save_dataset(dataset, path)
    keep = tmp_path / "recovery"
    assert find_recovery(path, keep) is None
    edited = dataset.model_copy(update={"name": "edited"})
    written = write_recovery(edited, path, keep)
    assert written == recovery_file(path, keep) and written.parent == keep
    os.utime(path, (time.time() - 60, time.time() - 60))  # the file is older than the copy
    found = find_recovery(path, keep)
    assert found is not None and found[0].name == "edited"
    os.utime(path, (time.time() + 60, time.time() + 60))  # saved again elsewhere, later
    assert find_recovery(path, keep) is None
    discard_recovery(path, keep)
    assert not written.exists()
    discard_recovery(path, keep)  # nothing to forget: no error


def test_untitled_and_unreadable_copies(tmp_path):
    keep = tmp_path / "recovery"
    dataset = load_dataset(bundled.default_karuta_dataset())
    write_recovery(dataset, None, keep)
    assert find_recovery(None, keep)[0] == dataset
    assert recovery_file(None, keep) != recovery_file(tmp_path / "a.json", keep)
    recovery_file(tmp_path / "a.json", keep).write_text("{", encoding="utf-8")
    assert find_recovery(tmp_path / "a.json", keep) is None  # not offered, and left in place
    assert recovery_file(tmp_path / "a.json", keep).exists()


def test_a_folder_that_cannot_be_made_is_a_dataset_error(tmp_path):
    import pytest

    from core.io import DatasetError

    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the folder should be", encoding="utf-8")
    with pytest.raises(DatasetError, match="cannot be made"):
        write_recovery(load_dataset(bundled.default_karuta_dataset()), None, blocked / "recovery")
