"""Export as CSV tables in a folder (no Qt)."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from core.export.exporter import register
from core.export.tables import (
    adjacency_rows,
    highway_stop_rows,
    municipality_rows,
    province_rows,
    sea_link_rows,
    sister_city_rows,
)
from core.io.folder_output import write_folder
from core.text import translate

#: Every table this export may write: the only files the folder it replaces may hold.
TABLES = ("provinces", "highway_stops", "ferry_routes", "adjacency", "municipalities", "sea_links", "sister_cities")

#: What a spreadsheet reads as the start of a formula (and the control characters it also acts on).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def neutralise(value):
    """A cell as a spreadsheet shows it, never runs it: text that would start a formula (a
    specialty named ``=HYPERLINK(…)``) gets a leading apostrophe, as spreadsheet users expect;
    numbers stay numbers."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        try:
            float(value)
            return value  # "-3" is a number, not a formula
        except ValueError:
            return "'" + value
    return value


def _csv_text(rows: list[dict], columns: list[str]) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=columns, lineterminator="\n")
    writer.writeheader()
    writer.writerows({key: neutralise(value) for key, value in row.items()} for row in rows)
    return out.getvalue()


@register(
    "csv", translate("Exporter", "CSV tables (provinces, highway stops, ferry routes, adjacency, municipalities, sea links, "
              "sister cities)"), "", needs_board=False)
def export_csv(dataset, board, out: Path, force: bool = False) -> list[Path]:
    """Write one CSV file per table as the whole folder ``out`` (made if needed; an earlier
    export's tables that this dataset no longer has go with it)."""
    tables = {
        "provinces": province_rows(dataset),
        "highway_stops": highway_stop_rows(dataset),
        "ferry_routes": [{"id": f.id, "name": f.name, "a": f.a, "b": f.b, "note": f.note} for f in dataset.ferry_routes],
        "adjacency": adjacency_rows(dataset),
    }
    if dataset.municipalities:
        tables["municipalities"] = municipality_rows(dataset)
    if dataset.sea_links:
        tables["sea_links"] = sea_link_rows(dataset)
    if dataset.sister_city_links:
        tables["sister_cities"] = sister_city_rows(dataset)
    files = {f"{name}.csv": _csv_text(rows, list(rows[0]) if rows else ["id"]).encode("utf-8")
             for name, rows in tables.items()}
    # all the tables or none, and never a table of an earlier dataset beside them
    return write_folder(out, files, owns=[f"{name}.csv" for name in TABLES], force=force)
