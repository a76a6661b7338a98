"""Movement comes from the official area (国土地理院's 面積調, as the 2020 census publishes it):
堺市 is 149.83 km², not its boundary's 150.9, so its movement is 1; a town whose published figure
is wrong, a ward and the 1945 north keep their boundary's area."""

from __future__ import annotations

import csv
import sys
from pathlib import Path

import pytest

from core.geometry.municipality_dataset import build_battle_board
from core.geometry.official_areas import areas_path, official_areas
from core.models.town_strength import base_movement

ROOT = Path(__file__).resolve().parents[2]


def test_sakai_moves_one_cell_as_its_official_area_says():
    dataset, board = build_battle_board(["27"])
    sakai = dataset.municipality("27140")
    assert sakai.area_km2 == 149.83 and base_movement(sakai.area_km2) == 1
    assert next(r for r in board.regions if r.id == "27140").area_km2 > 150  # the boundary's, on the board


def test_a_wrong_published_figure_and_a_ward_keep_their_boundarys_area():
    """石巻市's Wikidata figure is 0.0006 km² (an error the reference data names): its boundary's
    551 km² stands; a ward has no published figure of its own."""
    dataset, board = build_battle_board(["04"])
    ishinomaki = dataset.municipality("04202")
    assert "04202" not in official_areas() and ishinomaki.area_km2 > 500 and base_movement(ishinomaki.area_km2) == 3
    wards, _ = build_battle_board(["27"], wards=True)
    kita = wards.municipality("27127")
    assert "27127" not in official_areas() and kita.area_km2 > 0


@pytest.mark.skipif(not (ROOT.parent / "shared" / "refdata").is_dir(), reason="needs ../shared/refdata")
def test_the_committed_table_is_what_the_tool_makes_from_the_reference_data():
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import make_area_table
    finally:
        sys.path.pop(0)
    with open(areas_path(), encoding="utf-8", newline="") as handle:
        committed = list(csv.DictReader(handle))
    assert committed == make_area_table.rows(ROOT.parent / "shared") and len(committed) > 1700
