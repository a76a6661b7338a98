"""How findings name provinces: 武蔵 (musashi), falling back to the bare id (no Qt)."""

from __future__ import annotations

from core.models.dataset import Dataset


def province_names(dataset: Dataset) -> dict[str, str]:
    """Display name per province id: ``武蔵 (musashi)``."""
    return {p.id: f"{p.kanji} ({p.id})" for p in dataset.provinces}


def name_of(names: dict[str, str], province_id: str) -> str:
    """The display name of a province id, or the quoted id when it is unknown."""
    return names.get(province_id, f"'{province_id}'")
