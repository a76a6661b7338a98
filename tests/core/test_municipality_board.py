"""Municipality boards: the nationwide board, cuts by prefecture, sea links, stars and movement."""

from __future__ import annotations

import json

import geopandas as gpd
import pytest

from core import bundled
from core.cli import main as kuni
from core.geometry.board import Board, BoardRegion
from core.geometry.municipality_board import build_municipality_board
from core.geometry.sea_links import suggest_sea_links
from core.io import load_dataset
from core.models import Municipality, Specialty
from core.models.town_strength import base_movement, cell_movement, cell_stars, overseas_stars
from core.validation import validate

IZU_ISLANDS = ["13361", "13362", "13363", "13364", "13381", "13382", "13401", "13402"]


@pytest.fixture(scope="module")
def tokyo(tmp_path_factory):
    out = tmp_path_factory.mktemp("boards") / "tokyo.json"
    assert kuni(["build-board", "municipalities", "--prefectures", "13", "--out", str(out)]) == 0
    return out


def test_tokyo_board_acceptance(tokyo, capsys):
    """東京都: all 62 cells of the source, every one reachable, 千代田区 ★4, the 伊豆 islands joined by sea."""
    capsys.readouterr()
    assert kuni(["info", str(tokyo), "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["cells"] == 62 and info["unreachable"] == []
    towns = info["municipalities"]
    assert towns["13101"]["name"] == "千代田区" and towns["13101"]["stars"] == 4
    assert towns["13104"]["stars"] == 4  # 新宿区: seat of the Metropolitan Government
    assert all(towns[code]["sea_links"] for code in IZU_ISLANDS)
    assert towns["13361"]["neighbours"] == []  # 大島 shares no land border
    overseas = info["overseas_cities"]
    assert overseas and all(c["movement"] == 2 and c["stars"] in (4, 5, 6) for c in overseas.values())


def test_adjacency_from_shared_borders(tokyo):
    """千代田区 borders 中央区, 港区 and 新宿区; adjacency is symmetric; the board validates."""
    dataset = load_dataset(tokyo)
    assert {"13102", "13103", "13104"} <= set(dataset.cell_adjacency["13101"])
    for code, others in dataset.cell_adjacency.items():
        for other in others:
            assert code in dataset.cell_adjacency[other]
    assert [f for f in validate(dataset) if f.severity == "error"] == []


def test_removing_a_sea_link_makes_islands_unreachable(tokyo):
    """Without the link to 大島 the islands are reported as unreachable cells."""
    dataset = load_dataset(tokyo)
    dataset.sea_links = tuple(s for s in dataset.sea_links if "13361" not in (s.a, s.b) or "13362" in (s.a, s.b))
    rules = {f.rule for f in validate(dataset)}
    assert "unreachable-cell" in rules


def test_nationwide_board_validates_and_exports(tmp_path):
    """The nationwide board: 1,792 cells (1,944 with the 175 wards of the 20 designated cities; the
    three 1945 千島列島 districts and 南樺太's 42 towns among them), valid;
    the GeoPackage holds cells with stars, movement and links."""
    out = tmp_path / "all.json"
    assert kuni(["build-board", "municipalities", "--all", "--out", str(out)]) == 0
    dataset = load_dataset(out)
    assert len(dataset.municipalities) == 1792
    assert [f for f in validate(dataset) if f.severity == "error"] == []
    gpkg = tmp_path / "all.gpkg"
    assert kuni(["export", str(out), "--format", "gpkg", "--out", str(gpkg)]) == 0
    cells = gpd.read_file(gpkg, layer="municipalities")
    assert len(cells) == 1792 and {"stars", "movement", "sea_links", "sister_cities"} <= set(cells.columns)
    assert len(gpd.read_file(gpkg, layer="sea_links")) == len(dataset.sea_links)


def test_region_and_bad_selection(tmp_path, capsys):
    """--region picks a 地方; a wrong code or two selections at once exit 2."""
    assert kuni(["build-board", "municipalities", "--region", "shikoku", "--out", str(tmp_path / "s.json")]) == 0
    prefectures = {m.prefecture for m in load_dataset(tmp_path / "s.json").municipalities}
    assert prefectures == {"徳島県", "香川県", "愛媛県", "高知県"}
    assert kuni(["build-board", "municipalities", "--prefectures", "48", "--out", str(tmp_path / "x.json")]) == 2
    assert kuni(["build-board", "municipalities", "--all", "--region", "kanto", "--out", str(tmp_path / "x.json")]) == 2
    assert not (tmp_path / "x.json").exists()


def test_sea_link_suggestion_joins_the_nearest_coasts():
    """Two islands off a coast: each joins its nearest neighbour, closest gap first."""
    def square(x, y, size=10.0):
        return [[(x, y), (x + size, y), (x + size, y + size), (x, y + size), (x, y)]]

    regions = [
        BoardRegion("a", "a", [square(0, 0)], (5, 5), 100),
        BoardRegion("b", "b", [square(10, 0)], (15, 5), 100),
        BoardRegion("c", "c", [square(21, 0)], (26, 5), 100),
        BoardRegion("d", "d", [square(40, 0)], (45, 5), 100),
    ]
    board = Board("t", "", regions, {"a": ["b"], "b": ["a"], "c": [], "d": []})
    links = suggest_sea_links(board)
    assert [(l.a, l.b, l.gap_km, l.kind) for l in links] == [("b", "c", 1.0, "bridge"), ("c", "d", 9.0, "ferry")]


def test_sea_links_start_on_the_sea_not_on_a_border_the_cut_left_out():
    """A board cut from the country: cell a is nearest the island c, but its outline is all border
    with cells left out of the cut (東京都's 町田市 faces 神奈川県, not the sea), so the suggested
    link starts from b, which is on the sea."""
    from core.geometry.sea_links import coastal_cells

    def square(x, y, size=10.0):
        return [[(x, y), (x + size, y), (x + size, y + size), (x, y + size), (x, y)]]

    cells = {"a": (0, 0), "b": (10, 0), "c": (-3, -30), "w": (-10, 0), "u": (0, 10), "s": (0, -10)}
    regions = [BoardRegion(k, k, [square(*xy)], (xy[0] + 5, xy[1] + 5), 100) for k, xy in cells.items()]
    country = Board("country", "", regions, {"a": ["b", "w", "u", "s"], "b": ["a"], "c": [], "w": ["a"],
                                             "u": ["a"], "s": ["a"]})
    cut = Board("cut", "", [r for r in regions if r.id in "abc"], {"a": ["b"], "b": ["a"], "c": []})
    assert coastal_cells(country, ["a", "b", "c"]) == {"b", "c"}
    assert [(l.a, l.b, l.gap_km) for l in suggest_sea_links(cut)] == [("a", "c", 20.0)]
    linked = suggest_sea_links(cut, coastal=coastal_cells(country, ["a", "b", "c"]))
    assert [(l.a, l.b) for l in linked] == [("b", "c")] and linked[0].gap_km == pytest.approx(20.22, abs=0.01)


def test_star_and_movement_rules():
    """★1 by default, the sum of specialties otherwise, ★4 at least for star cities; movement by area."""
    plain = Municipality(code="20202", prefecture="長野県", name="松本市", area_km2=978.5)
    assert cell_stars(plain) == 1 and cell_movement(plain) == 3
    rich = plain.model_copy(update={"specialties": (Specialty(name="そば", stars=2), Specialty(name="城", stars=3))})
    assert cell_stars(rich) == 5
    capital = Municipality(code="32201", prefecture="島根県", name="松江市", prefectural_capital=True, area_km2=572)
    assert cell_stars(capital) == 4
    chiyoda = Municipality(code="13101", prefecture="東京都", name="千代田区", area_km2=11.6)
    assert cell_stars(chiyoda) == 4 and cell_movement(chiyoda) == 1
    port = chiyoda.model_copy(update={"abilities": ("movement-plus-1",)})
    assert cell_movement(port) == 2
    assert [base_movement(a) for a in (None, 149.9, 150, 499.9, 500)] == [1, 1, 2, 2, 3]
    assert [overseas_stars(p) for p in (None, 499_999, 500_000, 2_999_999, 3_000_000)] == [4, 4, 5, 5, 6]


def test_committed_reference_has_the_documented_rules():
    """The reference table: designated cities' seats are their city-hall wards; 東京都's links go to 新宿区."""
    reference = json.loads(bundled.municipality_reference().read_text(encoding="utf-8"))
    towns = reference["towns"]
    assert towns["14104"]["designated_city"] and towns["14104"]["prefectural_capital"]  # 横浜市中区
    assert not towns["14101"]["designated_city"]  # 横浜市鶴見区
    assert sum(t["designated_city"] for t in towns.values()) == 20
    assert any(code == "13104" for code, _ in reference["overseas_links"])
    assert len(reference["domestic_links"]) == 258


def test_rebuild_reproduces_the_committed_nationwide_board(shared_geodata):
    """Rebuilding the nationwide board from ../shared/geodata gives the committed bytes."""
    board = build_municipality_board(shared_geodata)
    assert board.to_json() == bundled.board_path("municipalities").read_text(encoding="utf-8")
