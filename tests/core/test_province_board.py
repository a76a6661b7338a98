"""The 68-province board and the municipality → province table."""

from __future__ import annotations

import csv
import json
from collections import Counter
from pathlib import Path

import pytest
from shapely.geometry import Polygon

from core import bundled
from core.geometry.board import Board
from core.geometry.province_board import build_province_board
from core.io import load_dataset
from core.province_network import ProvinceNetwork


@pytest.fixture(scope="module")
def board() -> Board:
    return Board.load(bundled.board_path("provinces"))


@pytest.fixture(scope="module")
def dataset():
    return load_dataset(bundled.default_karuta_dataset())


def test_sixty_eight_provinces(board, dataset):
    """The board has the dataset's 68 provinces, in its order."""
    assert [r.id for r in board.regions] == [p.id for p in dataset.provinces]
    assert len(board.regions) == 68


def test_main_landmass_is_one_piece(board):
    """No province has an exclave: only its main polygon touches other provinces' land."""
    shapes = {r.id: [Polygon(poly[0], poly[1:]) for poly in r.polygons] for r in board.regions}
    for region in board.regions:
        others = [p for rid, parts in shapes.items() if rid != region.id for p in parts]
        touching = [
            i for i, part in enumerate(shapes[region.id])
            if any(part.distance(o) < 0.01 and part.boundary.intersection(o.boundary).length > 0.05 for o in others
                   if part.bounds[0] <= o.bounds[2] and o.bounds[0] <= part.bounds[2]
                   and part.bounds[1] <= o.bounds[3] and o.bounds[1] <= part.bounds[3])
        ]
        assert touching in ([], [0]), f"{region.name}: parts {touching} touch other provinces"


def test_label_points_are_inside(board):
    """Each label point lies inside its province's main polygon."""
    from shapely.geometry import Point

    for region in board.regions:
        main = Polygon(region.polygons[0][0], region.polygons[0][1:])
        assert main.contains(Point(region.label_point)), region.name


def test_adjacency_is_symmetric_and_matches_dataset(board, dataset):
    """Board adjacency is symmetric and is what the dataset's derived adjacency holds."""
    for a, others in board.adjacency.items():
        for b in others:
            assert a in board.adjacency[b]
    assert {k: tuple(v) for k, v in board.adjacency.items()} == dict(dataset.adjacency.derived)


def test_every_highway_step_is_land_or_ferry(dataset):
    """Each highway step joins effective land neighbours or a ferry route."""
    network = ProvinceNetwork.from_dataset(dataset)
    for highway in dataset.highways:
        for a, b in zip(highway.provinces, highway.provinces[1:]):
            assert b in network.neighbours[a] or b in network.ferries[a], f"{highway.name}: {a}→{b}"


def test_islands_have_no_land_neighbours(board):
    """佐渡・隠岐・淡路・壱岐・対馬 touch no other province."""
    for island in ("sado", "oki", "awaji", "iki", "tsushima"):
        assert board.adjacency[island] == []


def test_designer_overrides_report_geometry(dataset):
    """The designers' corrections are recorded as overrides with notes."""
    pairs = {(frozenset((o.a, o.b)), o.action) for o in dataset.adjacency.overrides}
    for a, b, action in [("tanba", "omi", "add"), ("hida", "kaga", "add"), ("hida", "echizen", "add"),
                         ("hyuga", "satsuma", "remove")]:
        assert (frozenset((a, b)), action) in pairs
    assert all(o.note for o in dataset.adjacency.overrides)


def test_every_municipality_code_is_mapped_once(shared_geodata):
    """Every code of the source outside Hokkaido and Okinawa has exactly one row in the table."""
    topo = json.loads((shared_geodata / "n03-2021" / "s0010_N03-21_210101.json").read_text(encoding="utf-8"))
    codes = {g["properties"]["N03_007"] for o in topo["objects"].values() for g in o["geometries"]}
    wanted = {c for c in codes if c and c[:2] not in ("01", "47")}
    with bundled.province_table().open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    counts = Counter(r["code5"] for r in rows)
    assert set(counts) == wanted
    assert max(counts.values()) == 1
    known = {p.id for p in load_dataset(bundled.default_karuta_dataset()).provinces}
    assert all(r["province_id"] in known or (r["province_id"] == "" and r["note"]) for r in rows)


def test_rebuild_reproduces_the_committed_board(shared_geodata, dataset):
    """Rebuilding from ../shared/geodata gives the committed board byte for byte."""
    names = {p.id: p.kanji for p in dataset.provinces}
    rebuilt = build_province_board(shared_geodata, bundled.province_table(), names)
    assert rebuilt.to_json() == Path(bundled.board_path("provinces")).read_text(encoding="utf-8")
