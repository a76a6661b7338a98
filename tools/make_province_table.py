"""Write ``data/provinces/municipality_province.csv``: every municipality → one old province.

Reads ``../shared/refdata/provinces/municipality_province_1868.csv`` (a raster-majority table, a
claim to check) and the province ids of ``data/karuta/default.json``, applies the corrections found
when reviewing it (listed in ``CORRECTIONS`` with their reasons), and writes the committed table.
Hokkaido (01) and Okinawa (47) are left out: they are not on the 68-province board.

Usage: python tools/make_province_table.py [--shared ../shared]
"""

from __future__ import annotations

import csv
import io
import sys
from pathlib import Path

from core.io import load_dataset
from core.io.atomic_write import atomic_write_text

ROOT = Path(__file__).resolve().parent.parent

#: code5 → (province kanji or "" for none, reason). Reviewed against the history of each county.
CORRECTIONS = {
    "05209": ("陸奥", "鹿角郡は1868年には陸奥国(盛岡藩領)。1869年陸中国、1871年に秋田県へ。元の表は郡ごと出羽としていた"),
    "05303": ("陸奥", "鹿角郡は1868年には陸奥国(盛岡藩領)。1869年陸中国、1871年に秋田県へ。元の表は郡ごと出羽としていた"),
    "15385": ("陸奥", "東蒲原郡は1868年には陸奥国(会津藩領)。1886年に福島県から新潟県へ移り越後国に。元の表は越後としていた"),
    **{
        code: ("", "奄美群島は1868年には令制国外(薩摩藩の直轄地)。大隅国への編入は1879年。元の表は後年の大隅としていた")
        for code in ("46222", "46523", "46524", "46525", "46527", "46529", "46530", "46531", "46532",
                     "46533", "46534", "46535")
    },
}

#: Notes for assignments kept as the source had them but worth knowing.
REMARKS = {
    "46221": "志布志は1868年には日向国諸県郡(大隅国への編入は1896年)",
    "46468": "大崎は1868年には日向国諸県郡(大隅国への編入は1896年)",
    "46304": "トカラ列島(七島)は薩摩国川辺郡",
    "13421": "小笠原諸島は1868年にはどの令制国にも属さない",
    "24303": "木曽岬は木曽川河口の新田。元の表どおり尾張とする(伊勢国桑名郡とする資料もある)",
}


def main() -> int:
    shared = Path(sys.argv[sys.argv.index("--shared") + 1]) if "--shared" in sys.argv else ROOT.parent / "shared"
    source = shared / "refdata" / "provinces" / "municipality_province_1868.csv"
    dataset = load_dataset(ROOT / "data" / "karuta" / "default.json")
    id_of = {p.kanji: p.id for p in dataset.provinces}
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["code5", "prefecture", "county_or_city", "name", "province_id", "province", "main_share", "note"])
    with source.open(encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            code = row["code5"]
            if row["kind"] == "designated_city_total" or code[:2] in ("01", "47"):
                continue
            province, note = row["province"], ""
            if code in CORRECTIONS:
                province, note = CORRECTIONS[code]
            elif province not in id_of:
                province = ""
            if not note:
                share = float(row["main_share"])
                others = row["other_provinces_share>=0.05"]
                if share < 0.95 and others:
                    note = f"境界をまたぐ: {province} {share:.2f} / {others.replace(';', ' / ').replace(':', ' ')}; 面積の大きい方に割り当て"
                note = "; ".join(filter(None, [note, REMARKS.get(code, "")]))
            writer.writerow([code, row["prefecture"], row["county_or_city"], row["name"],
                             id_of.get(province, ""), province, row["main_share"], note])
    target = ROOT / "data" / "provinces" / "municipality_province.csv"
    atomic_write_text(target, out.getvalue())
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
