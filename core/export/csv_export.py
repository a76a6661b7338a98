"""Export as CSV tables in a folder (no Qt)."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from core.export.exporter import register
from core.export.tables import adjacency_rows, highway_stop_rows, municipality_rows, province_rows
from core.io.atomic_write import atomic_write_text


def _csv_text(rows: list[dict], columns: list[str]) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=columns, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue()


@register("csv", "CSV tables (provinces, highway stops, ferry routes, adjacency, municipalities)", "", needs_board=False)
def export_csv(dataset, board, out: Path) -> list[Path]:
    """Write one CSV file per table into the folder ``out`` (created if needed)."""
    out.mkdir(parents=True, exist_ok=True)
    tables = {
        "provinces": province_rows(dataset),
        "highway_stops": highway_stop_rows(dataset),
        "ferry_routes": [{"id": f.id, "name": f.name, "a": f.a, "b": f.b, "note": f.note} for f in dataset.ferry_routes],
        "adjacency": adjacency_rows(dataset),
    }
    if dataset.municipalities:
        tables["municipalities"] = municipality_rows(dataset)
    written = []
    for name, rows in tables.items():
        columns = list(rows[0]) if rows else ["id"]
        path = out / f"{name}.csv"
        atomic_write_text(path, _csv_text(rows, columns))
        written.append(path)
    return written
