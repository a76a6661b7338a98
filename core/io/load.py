"""Loading and saving datasets, with every failure turned into one clear sentence (no Qt).

:func:`load_dataset` never lets a Python exception escape for bad input: a missing file, a
directory or a pipe, an enormous file, malformed JSON (a key given twice included), wrong types and
newer schema versions all become a :class:`DatasetError` that names the file and the place in it
(the reading itself is :mod:`core.io.input_files`, the same for every input).
"""

from __future__ import annotations

import os
from typing import Any

from pydantic import ValidationError

from core.io.atomic_write import atomic_write_text
from core.io.canonical_json import dataset_to_json
from core.io.input_files import DatasetError, read_json_file
from core.io.migrations import SchemaVersionError, migrate
from core.models.dataset import Dataset
from core.models.problem_words import problem_words
from core.text import sentence_of, translate


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
    message = problem_words(first)
    if more:
        message = translate("DatasetError", "{problem} (and {more} more problems)").format(problem=message, more=more)
    return DatasetError(path, message, format_location(tuple(first["loc"])))


def parse_dataset(raw: Any, path: str | os.PathLike[str] = "<data>") -> Dataset:
    """Validate already-parsed JSON as a dataset, migrating older schema versions.

    Raises:
        DatasetError: the data is not a valid dataset.
    """
    if not isinstance(raw, dict):
        raise DatasetError(path, translate("DatasetError", "the file does not hold a JSON object at the top level").format())
    try:
        migrated, _ = migrate(raw)
    except SchemaVersionError as error:
        raise DatasetError(path, sentence_of(error), "schema_version") from None
    try:
        return Dataset.model_validate(migrated)
    except ValidationError as error:
        raise _validation_error(path, error) from None


def load_dataset(path: str | os.PathLike[str]) -> Dataset:
    """Read, migrate and type-check a dataset file.

    Design problems (unknown ids, unreachable provinces...) are *not* raised here; call
    :func:`core.validation.validate` for those findings.

    Raises:
        DatasetError: the file is missing, unreadable, too large, not JSON, of a newer schema, or
            has values of the wrong type.
    """
    return parse_dataset(read_json_file(path), path)


def save_dataset(dataset: Dataset, path: str | os.PathLike[str], force: bool = False) -> None:
    """Write a dataset as canonical JSON, atomically (a read-only file only with ``force``).

    Raises:
        DatasetError: the file could not be written (read-only, a full disk …); the previous file
            is intact.
    """
    from core.io.atomic_write import ReadOnlyTarget
    from core.io.file_kinds import KIND_WORDS, kind_of, replaceable
    from core.io.output_files import reason

    found = kind_of(path)
    if not force and not replaceable(found, "json"):  # Save As over a picture, a PDF, a GeoPackage
        raise DatasetError(path, translate("DatasetError", "it is {found}, not a JSON file: it was left as it is; "
                                                          "save under another name").format(found=KIND_WORDS[found]))
    text = dataset_to_json(dataset)
    try:
        atomic_write_text(path, text, force)
    except ReadOnlyTarget:
        raise DatasetError(path, translate("DatasetError", "the file is read-only; give --force to replace it").format()) from None
    except OSError as error:
        raise DatasetError(path, translate("DatasetError", "cannot be written ({reason})").format(reason=reason(error))) from None
