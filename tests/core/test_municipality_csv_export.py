"""The CSV export of a municipality board carries every field a designer edits or the game derives
(★, movement, abilities, specialties, neighbours, sea links, sister cities), and its adjacency table
is the cells' land borders (no Qt)."""

from __future__ import annotations

import csv

from core.export.exporter import export_dataset
from core.geometry.municipality_dataset import build_battle_board


def _rows(path):
    with path.open(encoding="utf-8") as stream:
        return list(csv.DictReader(stream))


def test_every_field_a_designer_edits_is_in_the_tables(tmp_path):
    dataset, _board = build_battle_board(["13"])
    export_dataset(dataset, None, "csv", tmp_path / "out")
    towns = {row["code"]: row for row in _rows(tmp_path / "out" / "municipalities.csv")}
    minato = towns["13103"]
    assert minato["abilities"] == "movement-plus-1" and minato["stars"] == "1" and minato["movement"] == "2"
    assert {"13361", "13381", "13421"} <= set(minato["sea_links"].split())  # 竹芝 to 大島, 三宅島, 小笠原
    assert "13101" in minato["neighbours"].split()
    assert towns["13102"]["specialties"] == "もんじゃ焼き★2" and towns["13102"]["stars"] == "2"
    assert any(row["sister_cities"] for row in towns.values())
    adjacency = _rows(tmp_path / "out" / "adjacency.csv")
    assert len(adjacency) == sum(len(v) for v in dataset.cell_adjacency.values()) // 2
    assert {row["source"] for row in adjacency} == {"land"}
    sea = _rows(tmp_path / "out" / "sea_links.csv")
    assert len(sea) == len(dataset.sea_links) and any("東海汽船" in row["note"] for row in sea)
    assert len(_rows(tmp_path / "out" / "sister_cities.csv")) == len(dataset.sister_city_links)
