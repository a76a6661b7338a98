"""The curated table of real sea routes and fixed links between municipalities (no Qt).

``data/municipalities/sea_routes.csv`` lists, one row per pair of towns, the ferries, bridges and
tunnels that join an island municipality to the rest of the country, and the fixed links between
the main islands (関門, 瀬戸大橋, 明石海峡大橋, しまなみ海道, 青函トンネル, アクアライン …). Columns:
``from``, ``to`` (5-digit municipality codes), ``from_name``, ``to_name`` (prefecture and town, a
check against typing the wrong code), ``kind`` (``ferry``, ``bridge`` or ``tunnel``), ``name``
(the route or structure), ``operator`` (who runs it, or the road/railway it carries) and
``note``. A board builder joins its islands by these first; nearest-coast suggestions
(:mod:`core.geometry.sea_links`) only fill in what the table lacks, flagged for review.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from core.io.data_tables import read_rows

KINDS = ("ferry", "bridge", "tunnel")
COLUMNS = ("from", "from_name", "to", "to_name", "kind", "name", "operator", "note")


class SeaRouteTableError(ValueError):
    """The route table cannot be used (the file and row say where)."""


@dataclass(frozen=True)
class SeaRoute:
    """One row of the table: towns ``a`` and ``b`` joined by a ferry, bridge or tunnel."""

    a: str
    b: str
    kind: str
    name: str
    operator: str = ""
    note: str = ""

    def described(self) -> str:
        """The link's note on a board: the route, who runs it, and the table's note."""
        text = self.name + (f"（{self.operator}）" if self.operator else "")
        return f"{text} — {self.note}" if self.note else text


def default_path() -> Path:
    """``data/municipalities/sea_routes.csv``."""
    from core import bundled

    return bundled.DATA_DIR / "municipalities" / "sea_routes.csv"


def load_sea_routes(path: str | Path | None = None, towns: dict | None = None) -> list[SeaRoute]:
    """The table's routes, in its order.

    Args:
        towns: the reference table's towns (code → ``{"prefecture", "name"}``); when given, every
            code must be a town and its ``*_name`` column must name that town.

    Raises:
        SeaRouteTableError: the file is unreadable, a column is missing, or a row is wrong (an
            unknown kind or code, a name that does not match its code, a pair listed twice).
    """
    path = Path(path) if path is not None else default_path()
    rows = read_rows(path, COLUMNS, SeaRouteTableError)
    routes, seen = [], set()
    for number, row in enumerate(rows, start=2):
        where = f"{path}:{number}"
        a, b, kind = (row["from"] or "").strip(), (row["to"] or "").strip(), (row["kind"] or "").strip()
        if kind not in KINDS:
            raise SeaRouteTableError(f"{where}: kind '{kind}' is none of {', '.join(KINDS)}")
        if a == b or not (a.isdigit() and b.isdigit() and len(a) == len(b) == 5):
            raise SeaRouteTableError(f"{where}: 'from' and 'to' must be two different 5-digit municipality codes")
        if towns is not None:
            for code, column in ((a, "from_name"), (b, "to_name")):
                town = towns.get(code)
                if town is None:
                    raise SeaRouteTableError(f"{where}: no town has the code {code}")
                named = (row[column] or "").strip()
                if named and named != town["prefecture"] + town["name"]:
                    raise SeaRouteTableError(f"{where}: {column} '{named}' is not the town {code} "
                                             f"({town['prefecture']}{town['name']})")
        pair = (min(a, b), max(a, b))
        if pair in seen:
            raise SeaRouteTableError(f"{where}: the pair {a}–{b} is listed twice")
        seen.add(pair)
        routes.append(SeaRoute(a, b, kind, (row["name"] or "").strip(), (row["operator"] or "").strip(),
                               (row["note"] or "").strip()))
    return routes
