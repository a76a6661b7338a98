"""Reading what a designer gives the program: one safe path for every input file (no Qt).

Every file the command line or the app reads — datasets, rule options, records, saved games,
positions, specialty tables — comes through here, so each is refused the same way and in words:

- regular files only: a directory, a FIFO or a device is refused before it is opened (a FIFO would
  block the read for ever);
- a size limit, checked before reading;
- text as UTF-8 (a spreadsheet's BOM allowed);
- strict JSON: a key given twice in one object is refused (the last one silently winning hides a
  mistake), so are ``NaN`` and ``Infinity`` (not JSON, and not a number any field takes), and a
  document nested too deeply to read is refused rather than crashing the reader.

A failure is a :class:`DatasetError` that names the file, the place and the reason.
"""

from __future__ import annotations

import json
import os
import stat
from typing import Any

from core.text import Text, translate

#: Larger files are refused before reading: no real input comes close (the nationwide municipality
#: board is a few MB, a country's specialty table a few hundred kB).
MAX_INPUT_BYTES = 256 * 1024 * 1024


class DatasetError(Exception):
    """A file the program was given could not be read, or one it writes could not be written.

    Attributes:
        path: the file concerned.
        message: one plain sentence.
        place: where in the file (``highways[3].provinces[5]`` or ``line 4, column 2``), or "".
    """

    def __init__(self, path: str | os.PathLike[str], message: str, place: str = "") -> None:
        self.path = str(path)
        self.message = message
        self.place = place
        super().__init__(self.sentence())

    def sentence(self) -> Text:
        """The whole error as one sentence (English as ``str``), translatable when its message is."""
        if self.place:
            return translate("DatasetError", "{path} at {place}: {message}").format(
                path=self.path, place=self.place, message=self.message)
        return translate("DatasetError", "{path}: {message}").format(path=self.path, message=self.message)


_KINDS = ((stat.S_ISDIR, translate("DatasetError", "a directory")),
          (stat.S_ISFIFO, translate("DatasetError", "a pipe (FIFO)")),
          (stat.S_ISSOCK, translate("DatasetError", "a socket")),
          (stat.S_ISCHR, translate("DatasetError", "a character device")),
          (stat.S_ISBLK, translate("DatasetError", "a block device")))


def check_input(path: str | os.PathLike[str], max_bytes: int | None = None) -> int:
    """The size of the regular file at ``path``.

    Raises:
        DatasetError: no such file, not a regular file (what it is instead), or larger than
            ``max_bytes`` (default :data:`MAX_INPUT_BYTES`).
    """
    limit = MAX_INPUT_BYTES if max_bytes is None else max_bytes
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise DatasetError(path, translate("DatasetError", "no such file").format()) from None
    except OSError as error:
        from core.io.output_files import reason

        raise DatasetError(path, translate("DatasetError", "cannot be read ({reason})").format(
            reason=reason(error))) from None
    if not stat.S_ISREG(info.st_mode):
        kind = next((name for test, name in _KINDS if test(info.st_mode)),
                    translate("DatasetError", "not a regular file"))
        raise DatasetError(path, translate("DatasetError", "this is {kind}, not a file").format(kind=kind))
    if info.st_size > limit:
        raise DatasetError(path, translate("DatasetError", "the file is {size} bytes, larger than the {limit}-byte limit").format(
            size=f"{info.st_size:,}", limit=f"{limit:,}"))
    return info.st_size


def read_input_bytes(path: str | os.PathLike[str], max_bytes: int | None = None) -> bytes:
    """The whole of a regular input file (see :func:`check_input`).

    Raises:
        DatasetError: as :func:`check_input`, or the read failed.
    """
    limit = MAX_INPUT_BYTES if max_bytes is None else max_bytes
    check_input(path, limit)
    try:
        # O_NONBLOCK: should the file be swapped for a FIFO after the check, the open does not hang
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                raise DatasetError(path, translate("DatasetError", "this is not a regular file").format())
            data = handle.read(limit + 1)
    except DatasetError:
        raise
    except OSError as error:
        from core.io.output_files import reason

        raise DatasetError(path, translate("DatasetError", "cannot be read ({reason})").format(
            reason=reason(error))) from None
    if len(data) > limit:
        raise DatasetError(path, translate("DatasetError", "the file grew beyond the {limit}-byte limit while it was read").format(
            limit=f"{limit:,}"))
    return data


def read_input_text(path: str | os.PathLike[str], max_bytes: int | None = None) -> str:
    """A regular input file as UTF-8 text (a BOM is dropped).

    Raises:
        DatasetError: as :func:`read_input_bytes`, or the file is not UTF-8 (the byte named).
    """
    data = read_input_bytes(path, max_bytes)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise DatasetError(path, translate("DatasetError", "the file is not UTF-8 text: save it as UTF-8").format(),
                           translate("DatasetError", "byte {byte}").format(byte=error.start)) from None


#: Where in a file: the place of a JSON syntax error or a CSV cell.
LINE_COLUMN = translate("DatasetError", "line {line}, column {column}")
#: The JSON decoder's own words (English) for what it found, in words a designer reads.
JSON_PROBLEMS = {
    "Expecting value": translate("DatasetError", "a value is missing here (or the file is not JSON)"),
    "Expecting property name enclosed in double quotes": translate(
        "DatasetError", "a key in double quotes is expected here (a comma too many before a }?)"),
    "Expecting ',' delimiter": translate("DatasetError", "a comma is missing here"),
    "Expecting ':' delimiter": translate("DatasetError", "a colon after the key is missing here"),
    "Unterminated string starting at": translate("DatasetError", "a string is not closed with its double quote"),
    "Invalid control character at": translate("DatasetError", "a control character (a tab or a line break) inside a "
                                                              "string"),
    "Invalid \\escape": translate("DatasetError", "a backslash escape that JSON does not have"),
    "Invalid \\uXXXX escape": translate("DatasetError", "a \\u escape without four hexadecimal digits"),
    "Extra data": translate("DatasetError", "more text after the end of the JSON value"),
}


class _DuplicateKey(ValueError):
    pass


def _object_without_duplicates(pairs: list[tuple[str, Any]]) -> dict:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise _DuplicateKey(key)
        result[key] = value
    return result


def _no_constant(name: str):
    raise ValueError(translate("DatasetError", "{name} is not a JSON number").format(name=name))


def parse_json(text: str, path: str | os.PathLike[str] = "<data>") -> Any:
    """Strict JSON: no key twice in one object, no ``NaN`` / ``Infinity``, bounded nesting.

    Raises:
        DatasetError: naming the line and column (or the key given twice) and the reason.
    """
    try:
        return json.loads(text, object_pairs_hook=_object_without_duplicates, parse_constant=_no_constant)
    except json.JSONDecodeError as error:
        problem = JSON_PROBLEMS.get(error.msg)
        raise DatasetError(path, translate("DatasetError", "malformed JSON: {problem}").format(
            problem=problem.format() if problem is not None else error.msg),
            LINE_COLUMN.format(line=error.lineno, column=error.colno)) from None
    except _DuplicateKey as error:
        raise DatasetError(path, translate("DatasetError", "the key \"{key}\" is given twice in one object (which one is meant?)").format(
            key=error.args[0])) from None
    except ValueError as error:
        raise DatasetError(path, translate("DatasetError", "malformed JSON: {problem}").format(problem=error)) from None
    except RecursionError:
        raise DatasetError(path, translate("DatasetError", "malformed JSON: nested too deeply to read").format()) from None


def read_json_file(path: str | os.PathLike[str], max_bytes: int | None = None) -> Any:
    """A regular UTF-8 file of strict JSON (see :func:`parse_json`).

    Raises:
        DatasetError: the file is missing, not a regular file, too large, not UTF-8 or not JSON.
    """
    return parse_json(read_input_text(path, max_bytes), path)

