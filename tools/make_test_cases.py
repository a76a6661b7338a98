"""Write the golden validation cases under ``tests/cases/``: one small valid dataset and, for every
validation rule, one dataset that breaks exactly that rule (``invalid/<rule>.json``).

Usage: python tools/make_test_cases.py
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

from core.io.canonical_json import canonical_json

CASES = Path(__file__).resolve().parent.parent / "tests" / "cases"

MINI = {
    "schema_version": 2,
    "name": "mini",
    "game": "karuta",
    "board": None,
    "start_province": "musashi",
    "circuits": [
        {"id": "tokaido", "kanji": "東海道", "kana": "とうかいどう", "romaji": "Tōkaidō", "colour": "#e27d5a"},
        {"id": "tosando", "kanji": "東山道", "kana": "とうさんどう", "romaji": "Tōsandō", "colour": "#6fae5b"},
    ],
    "provinces": [
        {"id": "musashi", "kanji": "武蔵", "kana": "むさし", "romaji": "Musashi", "circuit": "tokaido"},
        {"id": "sagami", "kanji": "相模", "kana": "さがみ", "romaji": "Sagami", "circuit": "tokaido"},
        {"id": "izu", "kanji": "伊豆", "kana": "いず", "romaji": "Izu", "circuit": "tokaido"},
        {"id": "kai", "kanji": "甲斐", "kana": "かい", "romaji": "Kai", "circuit": "tokaido"},
        {"id": "kozuke", "kanji": "上野", "kana": "こうずけ", "romaji": "Kōzuke", "circuit": "tosando"},
        {"id": "sado", "kanji": "佐渡", "kana": "さど", "romaji": "Sado", "circuit": "tosando"},
    ],
    "highways": [
        {"id": "tokaido", "name": "東海道", "kana": "とうかいどう", "tier": "main",
         "provinces": ["musashi", "sagami", "izu"], "note": ""},
        {"id": "nakasendo", "name": "中山道", "kana": "なかせんどう", "tier": "main",
         "provinces": ["musashi", "kozuke"], "note": ""},
    ],
    "ferry_routes": [{"id": "sado", "name": "出雲崎–小木", "a": "kozuke", "b": "sado", "note": ""}],
    "adjacency": {
        "derived": {
            "musashi": ["sagami", "kai", "kozuke"],
            "sagami": ["musashi", "izu", "kai"],
            "izu": ["sagami"],
            "kai": ["musashi", "sagami"],
            "kozuke": ["musashi"],
            "sado": [],
        },
        "overrides": [],
    },
    "municipalities": [
        {"code": "13101", "prefecture": "東京都", "name": "千代田区", "specialties": [{"name": "皇居", "stars": 3}]},
        {"code": "13102", "prefecture": "東京都", "name": "中央区"},
    ],
    "sister_city_links": [{"kind": "domestic", "a": "13101", "b": "13102", "note": ""}],
    "overseas_cities": [],
    "card_sizes": [{"width_px": 24, "height_px": 26, "chosen": True}],
    "attribution": [],
    "note": "",
}


def broken(rule: str) -> dict:
    """A copy of MINI that breaks ``rule`` only."""
    data = copy.deepcopy(MINI)
    if rule == "duplicate-id":
        data["provinces"].append(dict(data["provinces"][0], kanji="武蔵二"))
    elif rule == "unknown-id":
        data["highways"][0]["provinces"].append("nowhere")
    elif rule == "adjacency-asymmetric":
        data["adjacency"]["derived"]["izu"] = ["sagami", "kai"]
    elif rule == "adjacency-self":
        data["adjacency"]["derived"]["izu"] = ["sagami", "izu"]
    elif rule == "adjacency-override":
        data["adjacency"]["overrides"] = [{"a": "musashi", "b": "izu", "action": "remove", "note": ""}]
    elif rule == "highway-repeat":
        data["highways"][0]["provinces"] = ["musashi", "sagami", "musashi"]
    elif rule == "highway-step":
        data["highways"][0]["provinces"] = ["musashi", "sagami", "izu", "kozuke"]
    elif rule == "highway-length":
        data["highways"].append({"id": "short-road", "name": "短い道", "kana": "みじかいみち", "tier": "secondary",
                                 "provinces": ["musashi"], "note": ""})
    elif rule == "unreachable":
        data["ferry_routes"] = []
    elif rule == "stars-range":
        data["municipalities"][0]["specialties"][0]["stars"] = 9
    elif rule == "unknown-ability":
        data["municipalities"][0]["abilities"] = ["flying"]
    elif rule == "unreachable-cell":
        # A municipality board whose two towns share no border and no sea link.
        data["game"] = "battle"
        data["cell_adjacency"] = {"13101": [], "13102": []}
    else:
        raise KeyError(rule)
    return data


RULES = {
    # rule: severity the case must produce
    "duplicate-id": "error",
    "unknown-id": "error",
    "adjacency-asymmetric": "error",
    "adjacency-self": "error",
    "adjacency-override": "warning",
    "highway-repeat": "error",
    "highway-step": "error",
    "highway-length": "warning",
    "unreachable": "error",
    "stars-range": "error",
    "unknown-ability": "error",
    "unreachable-cell": "error",
}


def main() -> None:
    (CASES / "invalid").mkdir(parents=True, exist_ok=True)
    (CASES / "mini.json").write_text(canonical_json(MINI), encoding="utf-8")
    for rule, severity in RULES.items():
        data = broken(rule)
        data["note"] = f"breaks {rule} ({severity})"
        (CASES / "invalid" / f"{rule}.json").write_text(canonical_json(data), encoding="utf-8")
    (CASES / "invalid_expected.json").write_text(json.dumps(RULES, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
