"""Add the sourced rows of the national (and prefectural) specialty lists to the starter table.

Reads ``../shared/refdata/specialties/official_specialties.csv`` — one row per (town, product) on an
official list, each with the public page it was read from and a quote — and adds to
``data/municipalities/specialties.csv`` every row it does not hold yet, with the basis and the ★
that basis gives (:data:`core.io.specialty_table.STARTER_BASES`) and the source. Running it again
adds nothing. The list's name, not a judgement of the product, sets the ★:

    GI (農林水産省 地理的表示) ★3 · 伝統的工芸品 (経済産業大臣指定) ★2 · 地域団体商標 (特許庁) ★2 ·
    a prefecture's or city's own official list (長野県伝統的工芸品, 東京都地域資源 …) ★1

Usage: python tools/add_official_specialties.py [--shared ../shared]
"""

from __future__ import annotations

import csv
import io
import sys
from pathlib import Path

from core.io.atomic_write import atomic_write_text
from core.io.specialty_table import STARTER_BASES, STARTER_COLUMNS, starter_path

ROOT = Path(__file__).resolve().parent.parent
#: The reference data's list names → the starter table's bases.
BASIS_OF_LIST = {
    "GI": "国の地理的表示（GI）に登録された産品",
    "伝統的工芸品": "伝統的工芸品（経済産業大臣指定）",
    "地域団体商標": "地域団体商標",
    "other-official": "都道府県・市の公式の名産品リスト",
}


def main(argv: list[str]) -> int:
    shared = Path(argv[argv.index("--shared") + 1]) if "--shared" in argv else ROOT.parent / "shared"
    with open(starter_path(), encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    held = {(row["code"], row["specialty"]) for row in rows}
    added = 0
    with open(shared / "refdata" / "specialties" / "official_specialties.csv", encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle):
            key = (row["code"].strip(), row["specialty"].strip())
            if key in held:
                continue
            basis = BASIS_OF_LIST[row["list"].strip()]
            rows.append({"code": key[0], "name": row["prefecture"].strip() + row["municipality"].strip(),
                         "specialty": key[1], "stars": str(STARTER_BASES[basis]), "basis": basis,
                         "source_url": row["source_url"].strip(), "source_note": row["source_note"].strip()})
            held.add(key)
            added += 1
    text = io.StringIO()
    writer = csv.DictWriter(text, fieldnames=STARTER_COLUMNS, lineterminator="\n", restval="")
    writer.writeheader()
    writer.writerows(rows)
    atomic_write_text(starter_path(), text.getvalue())
    print(f"wrote {starter_path()}: {added} rows added, {len(rows)} in all")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
