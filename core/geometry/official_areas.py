"""Each town's official area, the one its movement comes from (no Qt).

Seed 003 takes 「人口・面積」 from the 2020 census, which publishes 国土地理院's 全国都道府県市区町村別
面積調. ``data/municipalities/areas.csv`` (written by ``tools/make_area_table.py`` from the shared
reference data) holds that figure for every town and designated city it could be checked for; a
ward, a town of the 1945 north, or one whose published figure disagrees with its own boundary keeps
the area of its boundary (:attr:`core.geometry.board.BoardRegion.area_km2`).
"""

from __future__ import annotations

import csv
from functools import lru_cache
from pathlib import Path

from core import bundled


def areas_path() -> Path:
    """``data/municipalities/areas.csv``."""
    return bundled.DATA_DIR / "municipalities" / "areas.csv"


@lru_cache(maxsize=1)
def official_areas() -> dict[str, float]:
    """Town code → official area, km² (empty when the table is missing)."""
    try:
        with open(areas_path(), encoding="utf-8", newline="") as handle:
            return {row["code"]: float(row["area_km2"]) for row in csv.DictReader(handle)}
    except OSError:
        return {}


def town_area(code: str, boundary_km2: float) -> float:
    """The area a town plays with: its official one, else its boundary's."""
    return official_areas().get(code, boundary_km2)
