"""Write ``data/municipalities/areas.csv``: each town's official area, which sets its movement.

Seed 003 credits 「人口・面積:令和2年国勢調査」: the census publishes 国土地理院's 全国都道府県市区町村別
面積調. ``../shared/refdata/municipalities/municipality_area.csv`` carries that figure in its Wikidata
column for every town and designated city (not for wards), beside the area of the boundary polygons.
A town's official area is the Wikidata figure where it agrees with its boundary within
:data:`AGREEMENT`; where it does not, Wikidata is wrong or measures another extent (the refdata
README names 石巻市, 焼津市, 近江八幡市 and 太子町 as Wikidata errors, and 根室市's figure leaves out
歯舞群島, which the board draws), and the town keeps its boundary's area, as do the wards and the 1945
north, which have no official figure.

Usage: python tools/make_area_table.py [--shared ../shared]
"""

from __future__ import annotations

import csv
import io
import sys
from pathlib import Path

from core.io.atomic_write import atomic_write_text

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "data" / "municipalities" / "areas.csv"
#: The Wikidata figure is taken when it is within this share of the boundary's area.
AGREEMENT = 0.10
OFFICIAL = "国土地理院 全国都道府県市区町村別面積調 (Wikidata P2046)"


def rows(shared: Path) -> list[dict]:
    """The table's rows: code, name, the area taken, where it is from, and the boundary's."""
    source = shared / "refdata" / "municipalities" / "municipality_area.csv"
    with open(source, encoding="utf-8", newline="") as handle:
        found = []
        for row in csv.DictReader(handle):
            polygon = float(row["area_km2_n03_polygon"])
            official = float(row["area_km2_wikidata"]) if row["area_km2_wikidata"] else None
            if official is None or abs(official / polygon - 1) > AGREEMENT:
                continue  # the board's own boundary stands (core.geometry.official_areas)
            name = f"{row['prefecture']}{row['county_or_city'] if row['kind'] == 'ward' else ''}{row['name']}"
            found.append({"code": row["code5"], "name": name, "area_km2": f"{official:.2f}",
                          "boundary_km2": f"{polygon:.2f}", "source": OFFICIAL})
    return found


def main(argv: list[str]) -> int:
    shared = Path(argv[argv.index("--shared") + 1]) if "--shared" in argv else ROOT.parent / "shared"
    table = rows(shared)
    text = io.StringIO()
    writer = csv.DictWriter(text, fieldnames=["code", "name", "area_km2", "boundary_km2", "source"],
                            lineterminator="\n")
    writer.writeheader()
    writer.writerows(table)
    atomic_write_text(OUT, text.getvalue())
    print(f"wrote {OUT}: {len(table)} towns with an official area")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
