"""The default town abilities, ``data/municipalities/abilities.csv`` (no Qt).

One row per town and ability: ``code`` (a municipality's 5-digit code, or a designated city's own
code such as 14100 for 横浜市), ``name`` (prefecture and town, a check against a wrong code),
``ability`` (an id of :data:`core.models.abilities.ABILITIES`), ``reason`` (why the town has it:
the design document's own examples, the rules' designated cities, major airports, rocket ranges
and ports, extreme cold and heavy snow) and, optionally, ``source`` (where a fact the reason
states was read). A town is marked as a 特別豪雪地帯 only with its source: the designation list is
long and easy to guess wrong, so a row that claims it without one is refused. New boards give
their towns these abilities; the designers edit them in the town panel or replace the file.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from core.io.data_tables import read_rows
from core.models.abilities import ABILITIES

COLUMNS = ("code", "name", "ability", "reason")
#: A reason that states this must name its source.
SOURCED_CLAIM = "特別豪雪地帯"


class AbilityTableError(ValueError):
    """The ability table cannot be used (the file and row say where)."""


@dataclass(frozen=True)
class TownAbility:
    """One row: town ``code`` has ``ability`` because of ``reason``."""

    code: str
    ability: str
    reason: str


def default_path() -> Path:
    """``data/municipalities/abilities.csv``."""
    from core import bundled

    return bundled.DATA_DIR / "municipalities" / "abilities.csv"


def read_ability_table(path: str | Path | None = None, towns: dict | None = None,
                       cities: dict[str, str] | None = None) -> list[TownAbility]:
    """The table's rows, in order.

    Args:
        towns: the reference table's towns (code → ``{"prefecture", "name"}``); with ``cities``
            (a designated city's code → its prefecture and name) every code must be one of them
            and its ``name`` must match.

    Raises:
        AbilityTableError: unreadable, a column missing, an unknown ability or code, a name that is
            not its code's town, or the same ability twice for a town.
    """
    path = Path(path) if path is not None else default_path()
    rows = read_rows(path, COLUMNS, AbilityTableError)
    found, seen = [], set()
    for number, row in enumerate(rows, start=2):
        where = f"{path}:{number}"
        code, ability = (row["code"] or "").strip(), (row["ability"] or "").strip()
        if ability not in ABILITIES:
            raise AbilityTableError(f"{where}: unknown ability '{ability}' (known: {', '.join(ABILITIES)})")
        if towns is not None:
            town = towns.get(code)
            known = town["prefecture"] + town["name"] if town else (cities or {}).get(code)
            if known is None:
                raise AbilityTableError(f"{where}: no town has the code {code}")
            named = (row["name"] or "").strip()
            if named and named != known:
                raise AbilityTableError(f"{where}: name '{named}' is not the town {code} ({known})")
        if SOURCED_CLAIM in (row["reason"] or "") and not (row.get("source") or "").strip():
            raise AbilityTableError(f"{where}: '{SOURCED_CLAIM}' needs its source (the 'source' column)")
        if (code, ability) in seen:
            raise AbilityTableError(f"{where}: {code} has '{ability}' twice")
        seen.add((code, ability))
        found.append(TownAbility(code, ability, (row["reason"] or "").strip()))
    return found


def abilities_by_cell(rows: list[TownAbility], wards: dict[str, str], whole_cities: bool) -> dict[str, list[str]]:
    """Each cell's abilities on a board (:func:`core.geometry.designated_cities.cells_for`: with
    ``whole_cities`` a ward's row goes to its city, otherwise a city's row to every one of its wards)."""
    from core.geometry.designated_cities import cells_for

    cells: dict[str, list[str]] = {}
    for row in rows:
        for cell in cells_for(row.code, wards, whole_cities):
            if row.ability not in cells.setdefault(cell, []):
                cells[cell].append(row.ability)
    return cells
