"""Export as the canonical dataset JSON (no Qt)."""

from __future__ import annotations

from pathlib import Path

from core.export.exporter import register
from core.io.atomic_write import atomic_write_text
from core.io.canonical_json import dataset_to_json
from core.text import translate


@register("json", translate("Exporter", "Kuni Studio dataset (canonical JSON)"), ".json", needs_board=False)
def export_json(dataset, board, out: Path, force: bool = False) -> list[Path]:
    """Write the dataset itself, canonically."""
    atomic_write_text(out, dataset_to_json(dataset), force)
    return [out]
