"""The bundled data tables' common reading: a UTF-8 CSV with the columns it must have (no Qt).

The route table, the default abilities and similar hand-kept tables are read whole (they are
small) and checked row by row by their own modules; this reads them and refuses a file that cannot
be read or lacks a column, with the file named.
"""

from __future__ import annotations

import csv
from pathlib import Path


def read_rows(path: Path, columns, error: type[Exception]) -> list[dict[str, str]]:
    """The rows of the CSV at ``path`` as dicts (row 1 is the header, so the first row is line 2).

    Raises:
        error: ``"<path>: cannot be read (…)"`` or ``"<path>: missing column(s) …"``.
    """
    try:
        with path.open(encoding="utf-8", newline="") as stream:
            reader = csv.DictReader(stream)
            missing = [c for c in columns if c not in (reader.fieldnames or ())]
            if missing:
                raise error(f"{path}: missing column(s) {', '.join(missing)}")
            return list(reader)
    except (OSError, UnicodeDecodeError, csv.Error) as failure:
        raise error(f"{path}: cannot be read ({failure})") from None
