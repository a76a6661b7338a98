"""Atomic file writes: a temporary file beside the target, fsync, then rename (no Qt).

Every file the program writes goes this way, so a crash, ``kill -9``, a full disk or an exception
while writing never leaves a half-written file: either the old file is intact or the new one is
complete. A file the designer made read-only keeps its protection (the write is refused unless
forced), a replaced file keeps its permissions, and the temporaries a killed writer left beside
the target are cleared the next time it is written.
"""

from __future__ import annotations

import os
import re
import stat
import tempfile
import time
from pathlib import Path

#: A temporary is ``.<target name>.<pid>.<random>.kuni-tmp`` beside its target.
TEMP_SUFFIX = ".kuni-tmp"
#: Temporaries of the old naming (no pid) older than this are a killed writer's too.
STALE_SECONDS = 3600


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


#: Read once: setting the umask to read it is not safe while other threads create files.
UMASK = _umask()


class ReadOnlyTarget(PermissionError):
    """The target is read-only: the designer protected it; only a forced write replaces it."""


def pid_alive(pid: int) -> bool:
    """Whether a process ``pid`` runs (another user's counts as running)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process: alive
        return True
    return True


def writer_gone(pid: str | int) -> bool:
    """Whether the process ``pid`` that left a temporary is gone (not this one, not running)."""
    return int(pid) != os.getpid() and not pid_alive(int(pid))


def _remove_stale(directory: Path, stale) -> list[Path]:
    """Remove the files of ``directory`` for whose ``os.DirEntry`` ``stale(entry)`` is true."""
    removed = []
    try:
        entries = list(os.scandir(directory))
    except OSError:
        return removed
    for entry in entries:
        try:
            if stale(entry) and entry.is_file(follow_symlinks=False):
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


def clear_stale_temporaries(target: Path) -> list[Path]:
    """Remove the temporaries that writers of ``target`` killed mid-write left beside it (their
    process is gone); returns what was removed."""
    directory = target.parent if str(target.parent) else Path(".")
    # ours, and the GIS exports' (which end in their format's suffix after ours)
    ours = re.compile(re.escape(f".{target.name}.") + r"(\d+)\.[^.]+" + re.escape(TEMP_SUFFIX) + r"(\.\w+)?$")
    older = re.compile(re.escape(f".{target.name}.") + r"[A-Za-z0-9_]{8}\.tmp$")

    def stale(entry) -> bool:
        match = ours.match(entry.name)
        return (match is not None and writer_gone(match[1])) or \
            (older.match(entry.name) is not None and time.time() - entry.stat().st_mtime > STALE_SECONDS)

    return _remove_stale(directory, stale)


def check_target(target: Path, force: bool):
    """The target's stat (None when it does not exist yet), once it may be written.

    Raises:
        IsADirectoryError: a folder; ReadOnlyTarget: read-only without ``force``; OSError: not a
            regular file (a pipe or a device), or it cannot be looked at.
    """
    try:
        info = os.stat(target)
    except FileNotFoundError:
        return None
    if stat.S_ISDIR(info.st_mode):
        raise IsADirectoryError(f"{target} is a directory")
    if not stat.S_ISREG(info.st_mode):
        raise OSError(f"{target} is not a regular file (a pipe or a device): nothing is written over it")
    if not info.st_mode & stat.S_IWUSR and not force:
        raise ReadOnlyTarget(f"{target} is read-only (give --force to replace it)")
    return info


def clear_stale_temporaries_in(directory: Path) -> list[Path]:
    """Remove every temporary a killed writer left in ``directory`` (whatever its target): what a
    writer that skips the per-write sweep (:func:`atomic_write_text` with ``sweep=False``, a server
    saving thousands of files) runs once instead, at its start."""
    pattern = re.compile(r"^\.(.+)\.(\d+)\.[^.]+" + re.escape(TEMP_SUFFIX) + r"$")

    def stale(entry) -> bool:
        match = pattern.match(entry.name)
        return match is not None and writer_gone(match[2])

    return _remove_stale(Path(directory), stale)


def _stage(target: Path, data: bytes, info, sweep: bool = True) -> str:
    """``data`` in a temporary beside ``target``, synced, with the target's permissions (``sweep``:
    clear a killed writer's temporaries of ``target`` first, which reads the whole folder)."""
    directory = target.parent if str(target.parent) else Path(".")
    if sweep:
        clear_stale_temporaries(target)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.{os.getpid()}.", suffix=TEMP_SUFFIX, dir=directory)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        # Keep the permissions a designer gave the file (a new one: as the umask allows).
        os.chmod(tmp_name, info.st_mode & 0o7777 if info is not None else 0o666 & ~UMASK)
    except BaseException:
        _unlink(tmp_name)
        raise
    return tmp_name


def _unlink(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes, force: bool = False) -> None:
    """Write ``data`` to ``path`` atomically.

    Args:
        path: destination file. Its directory must exist.
        data: the complete new content.
        force: replace a read-only file (it stays read-only).

    Raises:
        ReadOnlyTarget: ``path`` is read-only and ``force`` is not given.
        OSError: the directory is missing or not writable, the disk is full, ``path`` is a
            directory or not a regular file. The previous file, if any, is untouched and no
            temporary file is left.
    """
    atomic_write_files({path: data}, force)


def atomic_write_files(files: dict, force: bool = False, sweep: bool = True) -> None:
    """Write several files as one: every file's new content is staged and synced beside it first,
    and only then are they renamed into place, so a full disk or a failure part way leaves every
    old file as it was (a folder of CSV tables is never half old, half new).

    ``sweep=False`` leaves a killed writer's temporaries for :func:`clear_stale_temporaries_in`
    (a write then costs the same however many files share its folder).

    Raises:
        ReadOnlyTarget, OSError: as :func:`atomic_write_bytes`, for any of the files.
    """
    targets = [(Path(path), data) for path, data in files.items()]
    infos = [check_target(target, force) for target, _data in targets]
    staged: list[str] = []
    try:
        for (target, data), info in zip(targets, infos, strict=True):
            staged.append(_stage(target, data, info, sweep))
        for tmp_name, (target, _data) in zip(staged, targets, strict=True):
            os.replace(tmp_name, target)
    except BaseException:
        for tmp_name in staged:
            _unlink(tmp_name)
        raise


def atomic_write_text(path: str | os.PathLike[str], text: str, force: bool = False, sweep: bool = True) -> None:
    """Write UTF-8 text atomically (see :func:`atomic_write_bytes`; ``sweep`` as in
    :func:`atomic_write_files`)."""
    atomic_write_files({path: text.encode("utf-8")}, force, sweep)
