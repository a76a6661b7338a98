"""Atomic file writes: a temporary file beside the target, fsync, then rename (no Qt).

A crash, a full disk or an exception while writing never leaves a half-written file: either the old
file is intact or the new one is complete.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path`` atomically.

    Args:
        path: destination file. Its directory must exist.
        data: the complete new content.

    Raises:
        OSError: the directory is missing or not writable, the disk is full, ``path`` is a
            directory. The previous file, if any, is untouched and no temporary file is left.
    """
    target = Path(path)
    if target.is_dir():
        raise IsADirectoryError(f"{target} is a directory")
    directory = target.parent if str(target.parent) else Path(".")
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=directory)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if target.exists():
            # Keep the permissions a designer gave the file.
            os.chmod(tmp_name, target.stat().st_mode & 0o7777)
        else:
            os.chmod(tmp_name, 0o644)
        os.replace(tmp_name, target)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except OSError:
            pass
        raise


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """Write UTF-8 text atomically (see :func:`atomic_write_bytes`)."""
    atomic_write_bytes(path, text.encode("utf-8"))
