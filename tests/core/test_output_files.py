"""Every output written one safe way: atomic (a full disk or a failure leaves the old file whole and
no temporary behind), a read-only file kept unless forced, a killed writer's temporaries cleared,
and nothing written over the same command's inputs."""

from __future__ import annotations

import errno
import os
import stat
import subprocess

import pytest

from core.io import atomic_write
from core.io.atomic_write import ReadOnlyTarget, atomic_write_bytes, clear_stale_temporaries
from core.io.output_files import OutputRefused, check_output, write_output


def _leftovers(folder):
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("."))


def test_a_read_only_file_keeps_its_protection_unless_forced(tmp_path):
    path = tmp_path / "record.json"
    path.write_text("old", encoding="utf-8")
    path.chmod(0o444)
    with pytest.raises(ReadOnlyTarget):
        atomic_write_bytes(path, b"new")
    with pytest.raises(OutputRefused, match="read-only: it was left as it is; give --force"):
        write_output(path, b"new")
    assert path.read_text(encoding="utf-8") == "old"
    write_output(path, b"new", force=True)
    assert path.read_bytes() == b"new" and stat.S_IMODE(path.stat().st_mode) == 0o444
    assert _leftovers(tmp_path) == []


def test_a_failed_write_leaves_the_old_file_whole_and_no_temporary(tmp_path, monkeypatch):
    path = tmp_path / "plot.png"
    path.write_bytes(b"old picture")

    def full(_fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic_write.os, "fsync", full)
    with pytest.raises(OutputRefused, match="cannot be written \\(the disk is full\\); nothing was changed"):
        write_output(path, b"new picture" * 1000)
    assert path.read_bytes() == b"old picture" and _leftovers(tmp_path) == []


def test_a_full_disk_for_real(tmp_path):
    """On a 64 kB file system (where this machine lets the test mount one): the writer says the disk
    is full, the old file is whole, no temporary is left."""
    folder = tmp_path / "small"
    folder.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(folder)],
                             capture_output=True).returncode == 0
    if not mounted:
        pytest.skip("this machine does not let the test mount a small file system")
    try:
        path = folder / "kit.pdf"
        path.write_bytes(b"old kit")
        with pytest.raises(OutputRefused, match="the disk is full"):
            write_output(path, b"x" * 200_000)
        assert path.read_bytes() == b"old kit" and _leftovers(folder) == []
    finally:
        subprocess.run(["umount", str(folder)], check=False)


def test_a_killed_writers_temporaries_are_cleared_next_time(tmp_path):
    """A temporary whose writer is gone (``.name.<pid>.<x>.kuni-tmp``, and the GIS exports'
    ``….kuni-tmp.gpkg``) goes the next time the file is written; a live writer's stays."""
    path = tmp_path / "out.json"
    dead = _a_dead_pid()
    stale = [tmp_path / f".out.json.{dead}.abcd1234.kuni-tmp", tmp_path / f".out.json.{dead}.zz.kuni-tmp.gpkg"]
    live = tmp_path / f".out.json.{os.getppid()}.live1234.kuni-tmp"
    for leftover in [*stale, live]:
        leftover.write_bytes(b"half")
    other = tmp_path / ".other.json.1.abcd.kuni-tmp"  # another file's: not ours to clear
    other.write_bytes(b"half")
    atomic_write_bytes(path, b"{}")
    assert not any(p.exists() for p in stale) and live.exists() and other.exists()
    assert clear_stale_temporaries(path) == []


def _a_dead_pid() -> int:
    process = subprocess.Popen(["true"])
    process.wait()
    return process.pid


def test_an_output_that_is_an_input_is_refused_by_any_spelling(tmp_path):
    data = tmp_path / "board.json"
    data.write_text("{}", encoding="utf-8")
    link = tmp_path / "link.json"
    link.symlink_to(data)
    for spelling in (data, tmp_path / "." / "board.json", link):
        with pytest.raises(OutputRefused, match="also what the command reads"):
            check_output(spelling, [None, data])
    with pytest.raises(OutputRefused, match="written as a .png file, not .txt"):
        check_output(tmp_path / "notes.txt", suffixes=(".png",))
    with pytest.raises(OutputRefused, match="a folder"):
        check_output(tmp_path)
    with pytest.raises(OutputRefused, match="does not exist"):
        check_output(tmp_path / "nowhere" / "x.json")
    os.mkfifo(tmp_path / "fifo")
    with pytest.raises(OutputRefused, match="not a regular file"):
        check_output(tmp_path / "fifo")
    assert check_output(tmp_path / "new.png", [data], (".png",)) == tmp_path / "new.png"
