"""Specialty lists from a spreadsheet: read a CSV of 特産品・名物 and their ★ for a municipality board
(no Qt).

The rule text makes a town's strength the ★ of its specialties and an unlisted town ★1; the lists
are the designers' (「特産品・名物は各町の代表的なものを選んだもので、入れ替えできます」), kept in a
spreadsheet more often than typed town by town. Two layouts are read:

* **one row per specialty**: a ``code`` column (5-digit municipality code) or a ``name`` column
  (with ``prefecture`` where a name is not unique, such as 府中市), a ``specialty`` column and a
  ``stars`` column (1 if empty);
* **the exported table** (``kuni export … --format csv``, ``municipalities.csv``): its
  ``specialties`` column, ``名物★2; 茶★1``, one cell per town, so that an export edited in a
  spreadsheet comes back.

Every town named in the file gets exactly the file's specialties (a town named with an empty
``specialties`` cell gets none); towns not named keep theirs. Rows that name no town of the board,
or a name several towns share, are problems, reported with their line; :func:`read_specialty_table`
never raises for them, so the caller decides (the CLI writes nothing, the app asks).
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass, field
from pathlib import Path

from core.io.load import DatasetError
from core.models import Dataset, Specialty

#: A cell of the exported table: ``名物★2`` (★ and a whole number; no ★ means ★1).
_EXPORTED = re.compile(r"^(?P<name>.*?)(?:[★☆*](?P<stars>\d+))?$")


@dataclass
class SpecialtyTable:
    """What a file says.

    Attributes:
        specialties: town code → its specialties, in the file's order (towns the file names).
        problems: one sentence per row that could not be used, with its line number.
    """

    specialties: dict[str, tuple[Specialty, ...]] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)


def _decode(data: bytes, path: Path) -> str:
    """UTF-8 (with or without the BOM a spreadsheet adds), else Shift_JIS, what Excel in Japanese
    saves as "CSV"."""
    for encoding in ("utf-8-sig", "cp932"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    raise DatasetError(path, "neither UTF-8 nor Shift_JIS text")


def read_specialty_table(path: str | Path, dataset: Dataset) -> SpecialtyTable:
    """Read a specialty CSV for ``dataset``'s towns.

    Raises:
        DatasetError: the file is missing, unreadable, not text, or has neither layout's columns.
    """
    path = Path(path)
    try:
        text = _decode(path.read_bytes(), path)
    except OSError as error:
        raise DatasetError(path, f"cannot be read ({error.strerror or error})") from None
    reader = csv.DictReader(io.StringIO(text))
    columns = {c.strip().lower(): c for c in (reader.fieldnames or []) if c}
    exported = "specialties" in columns
    if not ({"code", "name"} & columns.keys()) or not (exported or "specialty" in columns):
        raise DatasetError(path, "needs a code or name column and a specialty column (one row per specialty, "
                                 "with stars) or a specialties column (as kuni export writes it)")

    by_code = {m.code: m for m in dataset.municipalities}
    by_name: dict[str, list[str]] = {}
    for town in dataset.municipalities:
        by_name.setdefault(town.name, []).append(town.code)
    table = SpecialtyTable()

    def cell(row: dict, name: str) -> str:
        key = columns.get(name)
        return (row.get(key) or "").strip() if key else ""

    for row in reader:
        line = reader.line_num  # the row's own line: blank lines are skipped, not counted out
        code, name, prefecture = cell(row, "code"), cell(row, "name"), cell(row, "prefecture")
        if code:
            code = code.zfill(5) if code.isdigit() else code
            if code not in by_code:
                table.problems.append(f"line {line}: no town with code {code} on this board")
                continue
        elif name:
            matches = [c for c in by_name.get(name, []) if not prefecture or by_code[c].prefecture == prefecture]
            if not matches:
                table.problems.append(f"line {line}: no town called {name}"
                                      + (f" in {prefecture}" if prefecture else "") + " on this board")
                continue
            if len(matches) > 1:
                where = ", ".join(by_code[c].prefecture for c in matches)
                table.problems.append(f"line {line}: {name} is in {where}: add a prefecture or code column")
                continue
            code = matches[0]
        else:
            if any((value or "").strip() for value in row.values() if isinstance(value, str)):
                table.problems.append(f"line {line}: names no town (no code or name)")
            continue
        found = table.specialties.setdefault(code, ())
        if exported:
            items = [part.strip() for part in re.split(r"[;；]", cell(row, "specialties")) if part.strip()]
            parsed = []
            for item in items:
                match = _EXPORTED.match(item)
                parsed.append((match["name"].strip(), match["stars"] or "1"))
        else:
            product = cell(row, "specialty")
            if not product:
                continue  # a town listed without a specialty: it has none
            parsed = [(product, cell(row, "stars") or "1")]
        for product, stars in parsed:
            try:
                value = int(stars)
                specialty = Specialty(name=product, stars=value)
            except ValueError:
                table.problems.append(f"line {line}: {product or '(no name)'} ★{stars} is not a specialty "
                                      f"with a whole number of stars (0–99)")
                continue
            found = found + (specialty,)
        table.specialties[code] = found
    return table
