"""Loading and saving datasets, with every failure turned into one clear sentence (no Qt).

:func:`load_dataset` never lets a Python exception escape for bad input: a missing file, a
directory, an enormous file, malformed JSON, wrong types and newer schema versions all become a
:class:`DatasetError` that names the file and the place in it.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from core.io.atomic_write import atomic_write_text
from core.io.canonical_json import dataset_to_json
from core.io.migrations import SchemaVersionError, migrate
from core.models.dataset import Dataset

#: Larger files are refused before reading: no real dataset comes close (the nationwide
#: municipality board is a few MB).
MAX_DATASET_BYTES = 256 * 1024 * 1024


class DatasetError(Exception):
    """A dataset could not be read or written.

    Attributes:
        path: the file concerned.
        message: one plain sentence.
        place: where in the file (``highways[3].provinces[5]`` or ``line 4, column 2``), or "".
    """

    def __init__(self, path: str | os.PathLike[str], message: str, place: str = "") -> None:
        self.path = str(path)
        self.message = message
        self.place = place
        where = f" at {place}" if place else ""
        super().__init__(f"{self.path}{where}: {message}")


def format_location(loc: tuple[Any, ...]) -> str:
    """Turn a pydantic error location into a path such as ``highways[3].provinces[5]``."""
    text = ""
    for part in loc:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else str(part)
    return text


def _validation_error(path: str | os.PathLike[str], error: ValidationError) -> DatasetError:
    first = error.errors()[0]
    more = error.error_count() - 1
    message = first["msg"]
    if more:
        message += f" (and {more} more problem{'s' if more > 1 else ''})"
    return DatasetError(path, message, format_location(tuple(first["loc"])))


def parse_dataset(raw: Any, path: str | os.PathLike[str] = "<data>") -> Dataset:
    """Validate already-parsed JSON as a dataset, migrating older schema versions.

    Raises:
        DatasetError: the data is not a valid dataset.
    """
    if not isinstance(raw, dict):
        raise DatasetError(path, "the file does not hold a JSON object at the top level")
    try:
        migrated, _ = migrate(raw)
    except SchemaVersionError as error:
        raise DatasetError(path, str(error), "schema_version") from None
    try:
        return Dataset.model_validate(migrated)
    except ValidationError as error:
        raise _validation_error(path, error) from None


def read_json_file(path: str | os.PathLike[str], max_bytes: int | None = None) -> Any:
    """Read a JSON file with every failure reported as a :class:`DatasetError`.

    Args:
        path: the file.
        max_bytes: refuse larger files; defaults to :data:`MAX_DATASET_BYTES`.
    """
    max_bytes = MAX_DATASET_BYTES if max_bytes is None else max_bytes
    file = Path(path)
    try:
        if not file.exists():
            raise DatasetError(path, "no such file")
        if file.is_dir():
            raise DatasetError(path, "this is a directory, not a file")
        size = file.stat().st_size
        if size > max_bytes:
            raise DatasetError(
                path, f"the file is {size:,} bytes, larger than the {max_bytes:,}-byte limit"
            )
        data = file.read_bytes()
    except DatasetError:
        raise
    except OSError as error:
        raise DatasetError(path, f"cannot be read ({error.strerror or error})") from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise DatasetError(path, "the file is not UTF-8 text", f"byte {error.start}") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise DatasetError(
            path, f"malformed JSON: {error.msg}", f"line {error.lineno}, column {error.colno}"
        ) from None
    except RecursionError:
        raise DatasetError(path, "malformed JSON: nested too deeply") from None


def load_dataset(path: str | os.PathLike[str]) -> Dataset:
    """Read, migrate and type-check a dataset file.

    Design problems (unknown ids, unreachable provinces...) are *not* raised here; call
    :func:`core.validation.validate` for those findings.

    Raises:
        DatasetError: the file is missing, unreadable, too large, not JSON, of a newer schema, or
            has values of the wrong type.
    """
    return parse_dataset(read_json_file(path), path)


def save_dataset(dataset: Dataset, path: str | os.PathLike[str]) -> None:
    """Write a dataset as canonical JSON, atomically.

    Raises:
        DatasetError: the file could not be written; the previous file is intact.
    """
    text = dataset_to_json(dataset)
    try:
        atomic_write_text(path, text)
    except OSError as error:
        raise DatasetError(path, f"cannot be written ({error.strerror or error})") from None
