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

A ward's code (横浜市中区 14104) on a board where its designated city is one town counts as the
city's. Every town named in the file gets exactly the file's specialties (a town named with an empty
``specialties`` cell gets none); towns not named keep theirs. Rows that name no town of the board,
or a name several towns share, are problems, reported with their line; :func:`read_specialty_table`
never raises for them, so the caller decides (the CLI writes nothing, the app asks).
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from core.geometry.town_names import town_label
from core.io.input_files import DatasetError, check_input
from core.io.output_files import reason
from core.models import Dataset, Specialty
from core.text import sentence_of, translate

#: More specialties than this for one town is a mistake in the table (the richest towns list a
#: handful): the row is a problem, and the table's memory stays bounded by the board's towns.
MAX_SPECIALTIES = 100
#: A longer physical line is refused as it is read (a row of a few cells is far shorter).
MAX_LINE = 1 << 20
#: The first problems are listed line by line; the rest are counted.
MAX_PROBLEMS_LISTED = 100

#: A cell of the exported table: ``名物★2`` (★ and a whole number; no ★ means ★1).
_EXPORTED = re.compile(r"^(?P<name>.*?)(?:[★☆*](?P<stars>\d+))?$")


@dataclass
class SpecialtyTable:
    """What a file says.

    Attributes:
        specialties: town code → its specialties, in the file's order (towns the file names).
        problems: one sentence per row that could not be used, with its line number (the first
            :data:`MAX_PROBLEMS_LISTED`).
        failed_rows: how many rows could not be used, all of them (listed or not).
    """

    specialties: dict[str, tuple[Specialty, ...]] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    failed_rows: int = 0

    @property
    def unlisted(self) -> int:
        """The rows that could not be used beyond those :attr:`problems` lists."""
        return self.failed_rows - len(self.problems)


def _readable_encoding(path: Path) -> str:
    """UTF-8 (with or without the BOM a spreadsheet adds), else Shift_JIS, what Excel in Japanese
    saves as "CSV": the first that decodes the whole file, read in pieces."""
    for encoding in ("utf-8-sig", "cp932"):
        try:
            with open(path, encoding=encoding, newline="") as handle:
                while handle.read(1 << 20):
                    pass
            return encoding
        except UnicodeDecodeError:
            continue
    raise DatasetError(path, translate("SpecialtyTable", "the file is neither UTF-8 nor Shift_JIS text: save it "
                                                         "from the spreadsheet as CSV (UTF-8)").format())


def read_specialty_table(path: str | Path, dataset: Dataset, on_progress=None) -> SpecialtyTable:
    """Read a specialty CSV for ``dataset``'s towns, in one pass over the rows (time linear in
    the file, memory bounded by what the board's towns can hold).

    Args:
        on_progress: ``on_progress(bytes_read, file_size)``, told every few thousand rows.

    Raises:
        DatasetError: the file is missing, not a regular file, larger than the input limit, not
            text, not a CSV table (a quote never closed, a NUL byte, a cell or line too long;
            the line and column named), has a column twice, or has neither layout's columns.
    """
    path = Path(path)
    size = check_input(path)
    try:
        encoding = _readable_encoding(path)
        with open(path, encoding=encoding, newline="") as handle:
            def told() -> None:
                if on_progress is not None:
                    on_progress(min(handle.buffer.tell(), size), size)

            return _read(path, csv.reader(_bounded_lines(path, handle), strict=True), dataset, told)
    except OSError as error:
        raise DatasetError(path, translate("SpecialtyTable", "cannot be read ({why})").format(
            why=reason(error))) from None
    except UnicodeDecodeError:  # the file changed under the reader
        raise DatasetError(path, translate("SpecialtyTable", "the file changed while it was read: import it "
                                                             "again").format()) from None


def _bounded_lines(path: Path, handle):
    """The file's lines, each read at most :data:`MAX_LINE` characters at a time: a line longer
    than that is refused before it is held whole (a file of one 200 MB line would otherwise be
    read into memory before the csv module's own cell limit could say no)."""
    for number, line in enumerate(iter(lambda: handle.readline(MAX_LINE + 1), ""), start=1):
        if len(line) > MAX_LINE:
            raise DatasetError(path, translate(
                "SpecialtyTable", "the line is longer than {limit} characters, which no table row is: is this "
                "a CSV file?").format(limit=f"{MAX_LINE:,}"), translate("SpecialtyTable", "line {line}").format(
                    line=number))
        yield line


def _city_of_ward(code: str) -> str | None:
    """The designated city a ward's code belongs to (None for any other code)."""
    return _ward_cities().get(code)


@lru_cache(maxsize=1)
def _ward_cities() -> dict[str, str]:
    from core.geometry.designated_cities import city_of_wards
    from core.geometry.municipality_dataset import load_reference

    try:
        return {ward: city for ward, (city, _name) in city_of_wards(load_reference()["towns"]).items()}
    except (OSError, ValueError):  # no reference table: codes are taken as they are
        return {}


#: How often (in rows) a long import tells its progress.
PROGRESS_ROWS = 5000


def _csv_problem(path: Path, error: csv.Error, line: int) -> DatasetError:
    """The csv module's refusal (English, matched) as a sentence with the row's line."""
    text = str(error)
    if "unexpected end of data" in text:
        problem = translate("SpecialtyTable", "a quote (\") opened in this row is never closed: close it, or "
                                              "remove it")
    elif "expected after" in text:
        problem = translate("SpecialtyTable", "a quoted cell goes on after its closing quote (\"): put the whole "
                                              "cell in quotes, and double a quote inside it (\"\")")
    elif "field larger than field limit" in text:
        problem = translate("SpecialtyTable", "a cell is longer than any name of a specialty: is a quote left "
                                              "open above it?")
    else:
        return DatasetError(path, translate("SpecialtyTable", "not a CSV table ({why})").format(why=text),
                            translate("SpecialtyTable", "line {line}").format(line=line))
    return DatasetError(path, problem.format(), translate("SpecialtyTable", "line {line}").format(line=line))


def _header(path: Path, rows) -> dict[str, int]:
    """The header's columns (lower case) → their index; a column named twice is refused."""
    try:
        header = next(rows, [])
    except csv.Error as error:
        raise _csv_problem(path, error, 1) from None
    columns: dict[str, int] = {}
    for k, name in enumerate(header):
        key = name.strip().lower()
        if not key:
            continue
        if key in columns:
            raise DatasetError(path, translate(
                "SpecialtyTable", "the column '{name}' is there twice (columns {first} and {second}): which one is "
                "meant? Rename or remove one").format(name=name.strip(), first=columns[key] + 1, second=k + 1),
                translate("SpecialtyTable", "line {line}").format(line=1))
        columns[key] = k
    exported = "specialties" in columns
    if not ({"code", "name"} & columns.keys()) or not (exported or "specialty" in columns):
        raise DatasetError(path, translate(
            "SpecialtyTable", "needs a code or name column and a specialty column (one row per specialty, with "
            "stars) or a specialties column (as kuni export writes it)").format())
    return columns


def _read(path: Path, rows, dataset: Dataset, told) -> SpecialtyTable:
    columns = _header(path, rows)
    exported = "specialties" in columns
    by_code = {m.code: m for m in dataset.municipalities}
    by_name: dict[str, list[str]] = {}
    for town in dataset.municipalities:
        by_name.setdefault(town.name, []).append(town.code)
    found: dict[str, list[Specialty]] = {}
    problems: list[str] = []
    failed, last_failed = 0, 0

    def problem(line: int, text) -> None:
        nonlocal failed, last_failed
        if line != last_failed:  # a row with two bad specialties is one row that failed
            failed, last_failed = failed + 1, line
        if len(problems) < MAX_PROBLEMS_LISTED:
            problems.append(translate("SpecialtyTable", "line {line}: {problem}").format(line=line, problem=text))

    def cell(row: list[str], name: str) -> str:
        k = columns.get(name)
        return row[k].strip() if k is not None and k < len(row) else ""

    count = 0
    while True:
        where = rows.line_num + 1  # the line this row starts on (a quoted cell may span lines)
        try:
            row = next(rows)
        except StopIteration:
            break
        except csv.Error as error:  # a quote never closed, a cell longer than the csv module's limit …
            raise _csv_problem(path, error, where) from None
        count += 1
        if count % PROGRESS_ROWS == 0:
            told()
        nul = next((k for k, value in enumerate(row) if "\0" in value), None)
        if nul is not None:  # a binary file, or text saved as UTF-16: nothing after it reads right
            raise DatasetError(path, translate(
                "SpecialtyTable", "a NUL byte, which no text has: is this a spreadsheet's own file, or text "
                "saved as UTF-16? Save it as CSV (UTF-8)").format(),
                translate("SpecialtyTable", "line {line}, column {column}").format(line=where, column=nul + 1))
        if not any(value.strip() for value in row):
            continue
        code, name, prefecture = cell(row, "code"), cell(row, "name"), cell(row, "prefecture")
        if code:
            code = code.zfill(5) if code.isdigit() else code
            if code not in by_code and _city_of_ward(code) in by_code:
                code = _city_of_ward(code)  # a ward's row on a board where its city is one town
            if code not in by_code:
                problem(where, translate("SpecialtyTable", "no town with the code {code} on this board").format(
                    code=town_label(code)))
                continue
        elif name:
            matches = [c for c in by_name.get(name, []) if not prefecture or by_code[c].prefecture == prefecture]
            if not matches:
                problem(where, translate("SpecialtyTable", "no town called {name}{where} on this board").format(
                    name=name, where=translate("SpecialtyTable", " in {prefecture}").format(prefecture=prefecture)
                    if prefecture else ""))
                continue
            if len(matches) > 1:
                problem(where, translate("SpecialtyTable", "{name} is in {prefectures}: add a prefecture or code "
                                                           "column").format(
                    name=name, prefectures=", ".join(by_code[c].prefecture for c in matches)))
                continue
            code = matches[0]
        else:
            problem(where, translate("SpecialtyTable", "the row names no town (no code or name)").format())
            continue
        town = found.setdefault(code, [])
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
            if len(town) >= MAX_SPECIALTIES:
                problem(where, translate("SpecialtyTable", "{town} already has {most} specialties; {product} is one "
                                                           "too many").format(
                    town=by_code[code].name, most=MAX_SPECIALTIES, product=product))
                continue
            try:
                town.append(Specialty(name=product, stars=int(stars)))
            except ValueError:
                problem(where, translate("SpecialtyTable", "{product} ★{stars} is not a specialty with a whole number "
                                                           "of stars (0–99)").format(
                    product=product or translate("SpecialtyTable", "(no name)").format(), stars=stars))
    told()
    return SpecialtyTable({code: tuple(items) for code, items in found.items()}, problems, failed)


#: The starter table's bases and the ★ each gives a product (the rule docs/data-battle.md states).
STARTER_BASES = {
    "国の地理的表示（GI）に登録された産品": 3,
    "伝統的工芸品（経済産業大臣指定）": 2,
    "地域団体商標": 2,
    "全国に知られた名物": 2,
    "都道府県・市の公式の名産品リスト": 1,
}
#: The starter table's columns: the town, the product, its ★ and basis, and the public page (with
#: a quote of what it says) the row was read from — empty for the first rows, written before
#: sources were kept.
STARTER_COLUMNS = ("code", "name", "specialty", "stars", "basis", "source_url", "source_note")


@dataclass(frozen=True)
class StarterSpecialty:
    """One row of the starter table: town ``code``'s ``specialty`` and why it is there."""

    code: str
    specialty: Specialty
    basis: str


def starter_path() -> Path:
    """``data/municipalities/specialties.csv``: the starter table new boards begin with."""
    from core import bundled

    return bundled.DATA_DIR / "municipalities" / "specialties.csv"


def read_starter_table(path: str | Path | None = None, towns: dict | None = None) -> list[StarterSpecialty]:
    """The starter table (``code``, ``name``, ``specialty``, ``stars``, ``basis``; the columns
    ``kuni import-specialties`` reads, plus the basis): well-known, checkable products only, each
    with the ★ its basis gives (:data:`STARTER_BASES`).

    Args:
        towns: the reference table's towns; when given every code must be one and its ``name``
            (prefecture and town) must match.

    Raises:
        DatasetError: unreadable, a column missing, or a row that is wrong (unknown code or basis,
            ★ that is not its basis's, a name that is not its code's town).
    """
    path = Path(path) if path is not None else starter_path()
    try:
        with open(path, encoding="utf-8", newline="") as handle:
            reader = csv.DictReader(handle)
            missing = [c for c in ("code", "name", "specialty", "stars", "basis") if c not in (reader.fieldnames or ())]
            if missing:
                raise DatasetError(path, translate("SpecialtyTable", "the column(s) {columns} are missing").format(
                    columns=", ".join(missing)))
            rows = list(reader)
    except (OSError, UnicodeDecodeError, csv.Error) as error:
        raise DatasetError(path, translate("SpecialtyTable", "cannot be read ({why})").format(
            why=sentence_of(error))) from None
    found = []
    for number, row in enumerate(rows, start=2):
        where = translate("SpecialtyTable", "line {line}").format(line=number)
        code, basis = (row["code"] or "").strip(), (row["basis"] or "").strip()
        if basis not in STARTER_BASES:
            raise DatasetError(path, translate("SpecialtyTable", "the basis '{basis}' is none of {bases}").format(
                basis=basis, bases=", ".join(STARTER_BASES)), where)
        stars = (row["stars"] or "").strip()
        if stars != str(STARTER_BASES[basis]):
            raise DatasetError(path, translate("SpecialtyTable", "★{stars} where the basis gives ★{given}").format(
                stars=stars, given=STARTER_BASES[basis]), where)
        if towns is not None:
            town = towns.get(code)
            if town is None:
                raise DatasetError(path, translate("SpecialtyTable", "no town has the code {code}").format(code=code),
                                   where)
            named = (row["name"] or "").strip()
            if named and named != town["prefecture"] + town["name"]:
                raise DatasetError(path, translate(
                    "SpecialtyTable", "the name '{named}' is not the town {code}").format(
                        named=named, code=town_label(code)), where)
        found.append(StarterSpecialty(code, Specialty(name=(row["specialty"] or "").strip(), stars=int(stars)), basis))
    return found


def specialties_by_cell(rows: list[StarterSpecialty], wards: dict[str, str], whole_cities: bool) -> dict[str, list]:
    """Each cell's specialties on a board, a designated city's wards' added up when it is one town
    (:func:`core.geometry.designated_cities.cells_for`)."""
    from core.geometry.designated_cities import cells_for

    cells: dict[str, list] = {}
    for row in rows:
        for cell in cells_for(row.code, wards, whole_cities):
            if row.specialty not in cells.setdefault(cell, []):
                cells[cell].append(row.specialty)
    return cells
