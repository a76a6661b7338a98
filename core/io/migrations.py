"""Schema migrations: bring an older dataset file up to :data:`core.models.SCHEMA_VERSION` (no Qt).

Each migration takes the raw JSON object of version ``n`` and returns the object of version
``n + 1``. Files newer than this program are refused, never guessed at.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.models.dataset import SCHEMA_VERSION
from core.text import translate

RawDataset = dict[str, Any]

def _v1_to_v2(raw: RawDataset) -> RawDataset:
    """Schema 2 adds the municipality board's ``cell_adjacency`` and ``sea_links`` (both empty)."""
    raw.setdefault("cell_adjacency", {})
    raw.setdefault("sea_links", [])
    return raw


#: ``MIGRATIONS[n]`` turns a version-``n`` object into a version-``n + 1`` object.
MIGRATIONS: dict[int, Callable[[RawDataset], RawDataset]] = {1: _v1_to_v2}


class SchemaVersionError(ValueError):
    """The file's ``schema_version`` is missing, malformed, too new, or has no migration path."""


def migrate(raw: RawDataset) -> tuple[RawDataset, int]:
    """Migrate a raw dataset object to the current schema.

    Args:
        raw: the parsed JSON object.

    Returns:
        ``(migrated object, version the file had)``.

    Raises:
        SchemaVersionError: with a sentence a designer can act on.
    """
    version = raw.get("schema_version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise SchemaVersionError(translate(
            "DatasetError", "the file has no whole-number 'schema_version', so it is not a Kuni Studio dataset").format())
    if version > SCHEMA_VERSION:
        raise SchemaVersionError(translate(
            "DatasetError", "the file was written with schema version {version}, newer than this program knows "
            "({known}); open it with a newer Kuni Studio").format(version=version, known=SCHEMA_VERSION))
    original = version
    while version < SCHEMA_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise SchemaVersionError(translate(
                "DatasetError", "schema version {version} is older than any this program can migrate (it reads "
                "{oldest}–{newest})").format(version=version, oldest=min(MIGRATIONS, default=SCHEMA_VERSION),
                                             newest=SCHEMA_VERSION))
        raw = step(dict(raw))
        version += 1
        raw["schema_version"] = version
    return raw, original
