"""What the commands write, checked and written the same way (no Qt): an output that would destroy
an input of the same command, a folder, a special file or a read-only file (without ``--force``)
is refused before any work is done, and every write is atomic (:mod:`core.io.output_files`)."""

from __future__ import annotations

from pathlib import Path

from core.cli.errors import CliError
from core.io.output_files import OutputRefused, check_output, write_output
from core.text import sentence_of, translate


def output_path(out, inputs=(), suffixes: tuple[str, ...] | None = None, force: bool = False,
                kind: str | None = None) -> Path:
    """``out``, refused with a :class:`CliError` when writing it would destroy something (a file of
    another kind than ``kind`` among them)."""
    try:
        return check_output(out, inputs, suffixes, force, kind)
    except OutputRefused as error:
        raise CliError(error.args[0]) from None  # (a sentence kept for translation stays one)


def write(out, data: bytes | str, force: bool = False) -> None:
    """Write ``data`` (text as UTF-8) to ``out`` atomically; a :class:`CliError` says why not."""
    try:
        write_output(out, data.encode("utf-8") if isinstance(data, str) else data, force)
    except OutputRefused as error:
        raise CliError(sentence_of(error)) from None


def add_force_argument(parser, also: str = "") -> None:
    """``--force``: replace a read-only output or one of another kind (``also``: what else it allows)."""
    parser.add_argument("--force", action="store_true",
                        help=translate("kuni", "replace an output file that is read-only or holds another kind of file; "
                                               "{also}").format(also=also)
                        if also else translate("kuni", "replace an output file that is read-only or holds another "
                                                       "kind of file"))
