"""Reference data for municipality boards, imported once from ``../shared/refdata`` (no Qt).

:func:`import_reference` reads the shared tables (2020 census population, kana readings,
designated cities and prefectural capitals, Wikidata sister cities, GeoNames populations) and
returns the compact table committed as ``data/municipalities/reference.json``, which boards are
built from at run time without ``../shared``.

Rules applied here (documented in docs/data-battle.md):

* A designated city is not a cell (its wards are). Its ★4 seat, its links and its capital status
  go to the ward that holds the city hall (the ward whose polygon contains the city office).
* Links held by 東京都 as a whole (code 13000) go to 新宿区, seat of the Metropolitan Government.
"""

from __future__ import annotations

import csv
from pathlib import Path

from shapely.geometry import Point

from core.geometry.board import Board
from core.geometry.projection import lonlat_to_board_km

REFERENCE_FORMAT = "kuni-municipality-reference/1"
TOKYO_METROPOLIS, TOKYO_SEAT = "13000", "13104"

CREDITS = [
    "人口: 出典：政府統計の総合窓口(e-Stat)（https://www.e-stat.go.jp/）、総務省統計局『令和2年国勢調査』を加工して作成",
    "読み・役所の位置: code4fukui/localgovjp (CC0)",
    "姉妹都市データ: Wikidata (CC0) — bothness/twin-cities, TidyTuesday 2026-05-12 (MIT)",
    "海外都市の人口: GeoNames (geonames.org), CC BY 4.0",
    "政令指定都市・都道府県庁所在地: Kuni Studio 調べ (CC0)",
]


def _rows(path: Path) -> list[dict]:
    with path.open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def _hall_wards(board: Board, offices: dict[str, tuple[float, float]], city_codes: set[str]) -> dict[str, str]:
    """Designated city code → the code of the ward holding its city hall."""
    shapes = {r.id: r.shape() for r in board.regions}
    result = {}
    for city in sorted(city_codes):
        if city not in offices:
            continue
        x, y = lonlat_to_board_km([[offices[city][1], offices[city][0]]], board.proj)[0]
        point = Point(x, y)
        wards = [code for code in shapes if code[:3] == city[:3] and code != city]
        inside = [w for w in wards if shapes[w].contains(point)]
        if not inside:  # an office on reclaimed land just off the simplified coast
            inside = sorted(wards, key=lambda w: shapes[w].distance(point))[:1]
        if inside:
            result[city] = inside[0]
    return result


def import_reference(refdata: str | Path, board: Board) -> dict:
    """Build the reference table for the cells of ``board`` (the nationwide municipality board)."""
    refdata = Path(refdata)
    cells = {r.id for r in board.regions}
    population = {r["code5"]: r for r in _rows(refdata / "population" / "population_2020_census.csv")}
    kana_rows = {r["code5"]: r for r in _rows(refdata / "municipalities" / "municipality_kana_office.csv")}
    special = {r["code5"]: r for r in _rows(refdata / "special_cities" / "special_cities.csv")}
    offices = {code: (float(r["office_lat"]), float(r["office_lng"])) for code, r in kana_rows.items()
               if r.get("office_lat") and r.get("office_lng")}
    designated = {code for code, r in special.items() if r["designated_city"] == "1"}
    hall = _hall_wards(board, offices, designated)

    def cell_of(code: str) -> str | None:
        if code == TOKYO_METROPOLIS:
            return TOKYO_SEAT
        if code in cells:
            return code
        return hall.get(code)

    towns = {}
    for code in sorted(cells):
        row = population.get(code, {})
        kana = kana_rows.get(code, {}).get("kana", "")
        pop = row.get("population_2020", "")
        towns[code] = {
            "prefecture": row.get("prefecture", ""),
            "name": next((r.name for r in board.regions if r.id == code), code),
            "kana": kana,
            "population": int(pop) if pop else None,
            "designated_city": False,
            "prefectural_capital": False,
            "special_ward": code.startswith("13") and "101" <= code[2:] <= "123",
        }
    for code, row in special.items():
        cell = cell_of(code)
        if cell is None or cell not in towns:
            continue
        if row["designated_city"] == "1":
            towns[cell]["designated_city"] = True
        if row["prefectural_capital"] == "1":
            towns[cell]["prefectural_capital"] = True
    domestic = set()
    for row in _rows(refdata / "sister_cities" / "jp_domestic_links.csv"):
        a, b = cell_of(row["code_a"]), cell_of(row["code_b"])
        if a and b and a != b:
            domestic.add(tuple(sorted((a, b))))
    partners = {r["partner_wikidata"]: r for r in _rows(refdata / "sister_cities" / "partner_population_geonames.csv")}
    overseas_cities = {}
    overseas_links = set()
    for row in _rows(refdata / "sister_cities" / "jp_overseas_links.csv"):
        cell = cell_of(row["jp_code"])
        qid = row["partner_wikidata"]
        if cell is None:
            continue
        pop = partners.get(qid, {}).get("geonames_population", "")
        overseas_cities[qid] = {
            "name": row["partner_name_en"],
            "country": row["partner_country"],
            "population": int(pop) if pop else None,
        }
        overseas_links.add((cell, qid))
    return {
        "format": REFERENCE_FORMAT,
        "credits": CREDITS,
        "towns": towns,
        "domestic_links": [list(pair) for pair in sorted(domestic)],
        "overseas_cities": {k: overseas_cities[k] for k in sorted(overseas_cities)},
        "overseas_links": [list(pair) for pair in sorted(overseas_links)],
    }
