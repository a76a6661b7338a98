"""Writing a folder of files as one output: the CSV tables, the GeoJSON layers, a study's report,
the overlap pictures (no Qt).

A folder output is written whole or not at all, and holds nothing of an earlier output but what
this one wrote (Tokyo's ``municipalities.csv`` does not stay beside the karuta tables). Every file
is written and synced into a new hidden folder beside the target (``.<name>.<pid>.kuni-new``),
which is renamed ``….kuni-ready`` once complete and then swapped with the target:

* on Linux in one step (``renameat2`` with ``RENAME_EXCHANGE``): a reader, a crash or ``kill -9``
  sees the old folder or the new one, never a mixture;
* elsewhere in two renames (the old folder aside as ``….kuni-old``, the new one in its place): a
  kill between them leaves no folder at the target for a moment, and the next write of that
  folder (:func:`finish_interrupted`) puts the complete new folder, or else the old one, back.

Because the whole folder is replaced, it must hold only what such an output writes (the names
``owns`` matches, of the kind their ending says): a folder that also holds a designer's notes or
pictures is refused, naming them, and nothing is changed. A read-only file or folder among the old
output is the designer's protection and is replaced only with ``force``.
"""

from __future__ import annotations

import ctypes
import errno
import fnmatch
import os
import re
import shutil
import stat
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path

from core.io.atomic_write import TEMP_SUFFIX, UMASK, writer_gone
from core.io.file_kinds import kind_of, replaceable
from core.io.output_files import NO_FOLDER, NOT_WRITTEN, OutputRefused, reason
from core.text import joined, translate

#: What a file manager leaves in a folder it showed; replaced with the folder like our own files.
SYSTEM_LITTER = frozenset({".DS_Store", "Thumbs.db", "desktop.ini", "._.DS_Store"})
#: What each ending of an output file holds (:mod:`core.io.file_kinds`).
KIND_BY_SUFFIX = {".csv": "csv", ".json": "json", ".geojson": "json", ".png": "png", ".txt": "text"}
#: The hidden folders of a write in progress: staged, complete, the old output moved aside.
STAGES = ("kuni-new", "kuni-ready", "kuni-old")
#: How many of a folder's other files a refusal names.
NAMED = 3

class HoldsOtherFiles(OutputRefused):
    """The folder named holds files this output did not write (the app then writes into a new
    folder inside it)."""


_RENAME_EXCHANGE = 2
_AT_FDCWD = -100


def _stage_path(target: Path, stage: str, pid: int | None = None) -> Path:
    return target.parent / f".{target.name}.{os.getpid() if pid is None else pid}.{stage}"


def _leftovers(target: Path) -> list[tuple[Path, int, str]]:
    """The hidden stage folders of ``target`` whose writer is gone: (path, pid, stage)."""
    pattern = re.compile(re.escape(f".{target.name}.") + r"(\d+)\.(" + "|".join(STAGES) + r")$")
    found = []
    try:
        entries = list(os.scandir(target.parent))
    except OSError:
        return found
    for entry in entries:
        match = pattern.match(entry.name)
        if match and writer_gone(match[1]):
            found.append((Path(entry.path), int(match[1]), match[2]))
    return found


def finish_interrupted(target: str | os.PathLike[str]) -> None:
    """Put right what a writer of the folder ``target`` killed mid-swap left: with no folder at the
    target, the complete new one (else the old one) goes back in its place; the other stage
    folders are removed. With a folder at the target it is whole, old or new, and is kept."""
    target = Path(target)
    leftovers = _leftovers(target)
    if not leftovers:
        return
    if not target.exists():
        by_stage = {stage: path for path, _pid, stage in sorted(leftovers)}
        back = by_stage.get("kuni-ready") or by_stage.get("kuni-old")
        if back is not None:
            os.rename(back, target)
    for path, _pid, _stage in leftovers:
        if path.exists():
            shutil.rmtree(path, ignore_errors=True)


def _is_temporary(name: str) -> bool:
    return name.startswith(".") and name.endswith(TEMP_SUFFIX)


def _check_folder(target: Path, owns: Iterable[str], force: bool) -> os.stat_result | None:
    """The old folder's stat (None when there is none), once everything in it may be replaced."""
    try:
        info = os.stat(target)
    except FileNotFoundError:
        return None
    except OSError as error:
        raise OutputRefused(translate("OutputRefused", "{out} cannot be looked at ({why}); nothing was written").format(
            out=str(target), why=reason(error))) from None
    if not stat.S_ISDIR(info.st_mode):
        raise OutputRefused(translate(
            "OutputRefused", "{out} is a file, and this output is a folder of files: give the name of a folder "
            "(a new one is made)").format(out=str(target)))
    patterns = tuple(owns)
    others, protected = [], []
    for entry in sorted(os.scandir(target), key=lambda e: e.name):
        if entry.name in SYSTEM_LITTER or _is_temporary(entry.name):
            continue
        kind = KIND_BY_SUFFIX.get(Path(entry.name).suffix.lower())
        ours = (entry.is_file(follow_symlinks=False) and kind is not None
                and any(fnmatch.fnmatchcase(entry.name, p) for p in patterns)
                and replaceable(kind_of(entry.path), kind))
        if not ours:
            others.append(entry.name + ("/" if entry.is_dir(follow_symlinks=False) else ""))
        elif not entry.stat(follow_symlinks=False).st_mode & stat.S_IWUSR:
            protected.append(entry.name)
    if others:
        more = [translate("OutputRefused", " and {count} more").format(count=len(others) - NAMED)] \
            if len(others) > NAMED else []
        shown = joined("", ["、".join(others[:NAMED]), *more])
        raise HoldsOtherFiles(translate(
            "OutputRefused", "{out} also holds other files ({names}): this output replaces its folder whole, so "
            "it is written only into a folder of its own; give a new or empty folder").format(
                out=str(target), names=shown))
    if not force and (protected or not info.st_mode & stat.S_IWUSR):
        raise OutputRefused(translate(
            "OutputRefused", "{out} is read-only ({names}): it was left as it is; give --force to replace it").format(
                out=str(target), names="、".join(protected[:NAMED]) or translate("OutputRefused", "the folder")))
    return info


def _sync_folder(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # (a file system that cannot sync a folder: the renames are still in order)
    finally:
        os.close(fd)


def _exchange(a: Path, b: Path) -> bool:
    """Swap the folders ``a`` and ``b`` in one step; False where the system cannot."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        renameat2 = libc.renameat2
    except (OSError, AttributeError):
        return False  # (a C library older than glibc 2.28)
    renameat2.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]
    renameat2.restype = ctypes.c_int
    if renameat2(_AT_FDCWD, os.fsencode(a), _AT_FDCWD, os.fsencode(b), _RENAME_EXCHANGE) == 0:
        return True
    code = ctypes.get_errno()
    if code in (errno.ENOSYS, errno.EINVAL, errno.EOPNOTSUPP, errno.ENOTSUP):
        return False  # (a file system without the exchange)
    raise OSError(code, os.strerror(code), str(b))


def _write_staged(folder: Path, files: Mapping[str, bytes], mode: int) -> None:
    for name, data in files.items():
        with open(folder / name, "xb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
    os.chmod(folder, mode)
    _sync_folder(folder)


def write_folder(out: str | os.PathLike[str], files: Mapping[str, bytes], owns: Iterable[str],
                 force: bool = False) -> list[Path]:
    """Write ``files`` (name → bytes) as the whole content of the folder ``out``.

    Args:
        out: the folder; made when missing, replaced whole when it holds an earlier output.
        files: the plain file names and their content.
        owns: the names (shell patterns, ``*.csv``-like) an output of this kind may have written:
            the only files the old folder may hold.
        force: replace a read-only old output.

    Returns:
        The files written, under ``out``.

    Raises:
        HoldsOtherFiles: the folder holds files this output did not write; nothing was changed.
        OutputRefused: the folder is a file, is read-only without ``force``,
            or cannot be written (why, in words). Nothing was changed.
    """
    target = Path(out)
    if target.is_symlink():
        target = target.resolve()  # (the folder the link names is replaced; the link stays)
    bad = [name for name in files if Path(name).name != name or name.startswith(".")]
    if bad:  # (a caller's mistake, not a designer's)
        raise TypeError(f"not plain file names: {bad}")
    if not target.parent.is_dir():
        raise OutputRefused(NO_FOLDER.format(out=str(out), folder=str(target.parent)))
    try:
        finish_interrupted(target)
    except OSError as error:
        raise OutputRefused(translate(
            "OutputRefused", "{out}: an earlier write was interrupted and cannot be put right ({why})").format(
                out=str(out), why=reason(error))) from None
    info = _check_folder(target, owns, force)
    new, ready, old = (_stage_path(target, stage) for stage in STAGES)
    mode = stat.S_IMODE(info.st_mode) if info is not None else 0o777 & ~UMASK
    try:
        os.mkdir(new, 0o700)
        try:
            _write_staged(new, files, mode)
            os.rename(new, ready)  # complete: from here on, a killed write is finished by the next
        except BaseException:
            shutil.rmtree(new, ignore_errors=True)
            raise
        _swap(ready, target, old, exists=info is not None)
    except OSError as error:
        shutil.rmtree(ready, ignore_errors=True)
        raise OutputRefused(NOT_WRITTEN.format(out=str(out), why=reason(error))) from None
    return [target / name for name in files]


def _swap(ready: Path, target: Path, old: Path, exists: bool) -> None:
    """Put the complete folder ``ready`` in the place of ``target`` and remove what was there."""
    if not exists:
        os.rename(ready, target)  # (over nothing, or over an empty folder made meanwhile)
    elif _exchange(ready, target):
        shutil.rmtree(ready, ignore_errors=True)  # now the old output
    else:
        os.rename(target, old)
        try:
            os.rename(ready, target)
        except BaseException:
            os.rename(old, target)
            raise
        shutil.rmtree(old, ignore_errors=True)
    _sync_folder(target.parent)

