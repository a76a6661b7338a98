"""Canonical JSON: one stable layout so that a designer's change shows as a small diff (no Qt).

Keys keep the models' field order; mappings are sorted by key; two-space indentation; Japanese text
is written as is (not ``\\u`` escapes); floats are written by Python's shortest round-trip repr; the
file ends with a newline.
"""

from __future__ import annotations

import json
from typing import Any


def _sorted_mappings(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _sorted_mappings(value[key]) for key in sorted(value)}
    if isinstance(value, (list, tuple)):
        return [_sorted_mappings(item) for item in value]
    return value


def _has_sorted_keys(value: Any) -> bool:
    return isinstance(value, dict) and list(value) == sorted(value)


def canonical_json(data: Any, *, sort_mappings: bool = False) -> str:
    """Serialise plain data (dicts, lists, str, numbers) canonically.

    Args:
        data: JSON-compatible data.
        sort_mappings: also sort keys of every mapping (for data with no natural field order).

    Returns:
        The JSON text, ending with a newline.
    """
    if sort_mappings:
        data = _sorted_mappings(data)
    return json.dumps(data, ensure_ascii=False, indent=2, allow_nan=False) + "\n"


def dataset_to_json(dataset: Any) -> str:
    """Canonical text of a :class:`core.models.Dataset` (or any pydantic record)."""
    data = dataset.model_dump(mode="json")
    adjacency = data.get("adjacency")
    if isinstance(adjacency, dict) and isinstance(adjacency.get("derived"), dict):
        # Neighbour lists are sets in meaning: sort them so rebuilds give identical bytes.
        adjacency["derived"] = {
            key: sorted(adjacency["derived"][key]) for key in sorted(adjacency["derived"])
        }
    cells = data.get("cell_adjacency")
    if isinstance(cells, dict):
        data["cell_adjacency"] = {key: sorted(cells[key]) for key in sorted(cells)}
    return canonical_json(data)
