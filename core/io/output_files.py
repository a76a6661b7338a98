"""Writing what a command makes: one safe path for every output file (no Qt).

Before anything is drawn or computed, :func:`check_output` refuses an output that would destroy
something the designer owns — one of the same command's inputs (the dataset, the rules file, the
CSV, through any spelling or link of its path), a folder, a pipe, a file of another kind than the
output (a picture written over ``notes.txt``), a read-only file unless forced — and
:func:`write_output` writes atomically (:mod:`core.io.atomic_write`), turning every failure (a full
disk, a missing folder, no permission) into one sentence that names the file and the reason. The
command line and the app use the same two functions.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Iterable
from pathlib import Path

from core.io.atomic_write import ReadOnlyTarget, atomic_write_bytes, check_target
from core.io.file_kinds import KIND_WORDS, kind_of, replaceable
from core.text import translate


class OutputRefused(Exception):
    """An output that cannot or must not be written; the message names the file and why."""


READ_ONLY = translate("OutputRefused", "{out} is read-only: it was left as it is; give --force to replace it")
NOT_WRITTEN = translate("OutputRefused", "{out} cannot be written ({why}); nothing was changed")
NO_FOLDER = translate("OutputRefused", "{out}: the folder {folder} does not exist; make it first, or write elsewhere")


def _same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return a.expanduser().resolve() == b.expanduser().resolve()


def check_output(out: str | os.PathLike[str], inputs: Iterable[str | os.PathLike[str] | None] = (),
                 suffixes: tuple[str, ...] | None = None, force: bool = False, kind: str | None = None) -> Path:
    """The output path, once it is known not to destroy anything.

    Args:
        out: where the command will write.
        inputs: the files the same command reads (None entries are skipped).
        suffixes: the endings the output may have (``(".png",)``), None for any.
        force: a read-only output, or a file of another kind than ``kind``, may be replaced.
        kind: what is written (:mod:`core.io.file_kinds`: ``json``, ``png``, ``pdf``, ``sqlite``,
            ``csv``): an existing file is replaced only when its bytes are of that kind.

    Raises:
        OutputRefused: ``out`` is one of ``inputs``, a folder or a special file, has another
            ending than ``suffixes``, holds another kind of file than ``kind`` or is read-only
            (without ``force``), or its folder is missing.
    """
    target = Path(out)
    for source in inputs:
        if source is not None and _same_file(target, Path(source)):
            raise OutputRefused(translate(
                "OutputRefused", "{out} is also what the command reads ({source}): it was left as it is; write the "
                "output elsewhere").format(out=str(out), source=str(source)))
    if suffixes is not None and target.suffix.lower() not in suffixes:
        raise OutputRefused(translate(
            "OutputRefused", "{out}: this output is written as a {endings} file, not {ending}; give a name ending in "
            "{endings}").format(out=str(out), endings=" / ".join(suffixes),
                                ending=target.suffix or translate("OutputRefused", "a name without an ending")))
    try:
        check_target(target, force)
    except IsADirectoryError:
        raise OutputRefused(translate(
            "OutputRefused", "{out} is a folder, and this output is a file: give a file name").format(
                out=str(out))) from None
    except ReadOnlyTarget:
        raise OutputRefused(READ_ONLY.format(out=str(out))) from None
    except OSError as error:
        raise OutputRefused(NOT_WRITTEN.format(out=str(out), why=reason(error))) from None
    if kind is not None and not force:
        found = kind_of(target)
        if not replaceable(found, kind):
            raise OutputRefused(translate(
                "OutputRefused", "{out} is {found}, not {writing}: it was left as it is (write elsewhere, or give "
                "--force to replace it)").format(out=str(out), found=KIND_WORDS[found],
                                                 writing=KIND_WORDS.get(kind, KIND_WORDS["text"])))
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.is_dir():
        raise OutputRefused(NO_FOLDER.format(out=str(out), folder=str(folder)))
    return target


#: What an OS error means, in the words a designer reads (the C library's own words are English).
REASONS = {
    errno.ENOSPC: translate("OutputRefused", "the disk is full"),
    errno.EDQUOT: translate("OutputRefused", "the disk quota is used up"),
    errno.ENOENT: translate("OutputRefused", "no such file or folder"),
    errno.EACCES: translate("OutputRefused", "no permission"),
    errno.EPERM: translate("OutputRefused", "no permission"),
    errno.EROFS: translate("OutputRefused", "the disk is read-only"),
    errno.EISDIR: translate("OutputRefused", "it is a folder"),
    errno.ENOTDIR: translate("OutputRefused", "a part of the path is a file, not a folder"),
    errno.EEXIST: translate("OutputRefused", "something of that name is already there"),
    errno.ENAMETOOLONG: translate("OutputRefused", "the name is too long"),
    errno.EBUSY: translate("OutputRefused", "it is in use"),
    errno.EIO: translate("OutputRefused", "the disk could not be read or written"),
    errno.ENOTEMPTY: translate("OutputRefused", "the folder is not empty"),
}


def reason(error: OSError) -> str:
    """An OS error in words (a full disk said as such), translatable where the error is known."""
    known = REASONS.get(error.errno)
    return known.format() if known is not None else str(error.strerror or error)


def write_output(out: str | os.PathLike[str], data: bytes, force: bool = False) -> None:
    """Write ``data`` to ``out`` atomically: the old file stays whole if anything fails.

    Raises:
        OutputRefused: the write failed (why, in words), or ``out`` is read-only without ``force``.
    """
    try:
        atomic_write_bytes(out, data, force)
    except ReadOnlyTarget:
        raise OutputRefused(READ_ONLY.format(out=str(out))) from None
    except OSError as error:
        raise OutputRefused(NOT_WRITTEN.format(out=str(out), why=reason(error))) from None


def write_output_text(out: str | os.PathLike[str], text: str, force: bool = False) -> None:
    """UTF-8 text through :func:`write_output`."""
    write_output(out, text.encode("utf-8"), force)
