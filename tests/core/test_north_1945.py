"""The 1945 千島列島: three districts from the Natural Earth coastline, on by default for boards
with 北海道, joined by the 1945 routes, a board option to leave them out (no Qt)."""

from __future__ import annotations

from shapely.geometry import Point

from core.games import registry
from core.geometry.municipality_dataset import ALL_PREFECTURES, build_battle_board
from core.geometry.north_1945 import DISTRICTS
from core.validation import validate
from core.validation.rules.cells import island_reach

CODES = [code for code, *_rest in DISTRICTS]


def test_hokkaido_and_the_nationwide_board_have_the_three_districts_reached_by_the_1945_routes():
    hokkaido, board = build_battle_board(["01"])
    districts = [hokkaido.municipality(code) for code in CODES]
    assert [d.name for d in districts] == ["得撫郡", "新知郡", "占守郡"]
    assert all(d.population is None for d in districts)  # 「人口は「—」」
    shumshu = board.region("01903")
    assert 3000 < shumshu.area_km2 < 4000 and shumshu.shape().buffer(0.01).contains(Point(shumshu.label_point))
    routes = {frozenset((s.a, s.b)) for s in hokkaido.sea_links if not s.suggested}
    assert {frozenset(("01700", "01901")), frozenset(("01901", "01902")), frozenset(("01902", "01903"))} <= routes
    assert island_reach(hokkaido)["suggestions"] == []
    assert [f for f in validate(hokkaido) if f.severity != "info"] == []
    assert any("Natural Earth" in line for line in hokkaido.attribution)
    nationwide = build_battle_board(ALL_PREFECTURES)[0]
    assert all(nationwide.municipality(code) is not None for code in CODES)
    assert build_battle_board(["13"])[0].municipality("01901") is None


def test_the_present_day_board_is_an_option_and_records_remember_it():
    battle = registry.get("battle")
    assert all(battle.board_from_text("01:today").municipality(code) is None for code in CODES)
    assert len(battle.board_from_text("01:wards,today").municipalities) == 194 - 0  # 北海道 with 札幌's 10 wards
    from core.games.battle.rules import BattleRules
    from core.games.record import play

    for text, said in (("01", "01"), ("01:today", "01:today"), ("01:wards,today", "01:wards,today")):
        record = play(battle, BattleRules(battle.board_from_text(text)), ["weak", "weak"], 1)[1]
        assert battle.board_of_record(record) == said
    assert battle.board_of_record({"prefectures": ["01"]}) == "01:wards,today"  # a record from before both


def test_both_nationwide_boards_a_dataset_can_name_have_the_districts():
    from core.geometry.board_store import load_board
    from core.geometry.designated_cities import WHOLE_CITIES_BOARD

    for name in ("municipalities", WHOLE_CITIES_BOARD):
        assert all(load_board(name).region(code) is not None for code in CODES), name


def test_south_karafuto_has_its_42_towns_of_1945_in_estimated_cells_joined_to_hokkaido_by_the_chihaku_route():
    """南樺太 (樺太庁, 1945): 1 市, 14 町, 27 村 as cells shared out from their town offices over
    Sakhalin south of 50°N (海馬村 is Moneron), the eight without a coordinate placed from their 郡
    and saying so; 稚内 – 大泊 joins them to 北海道; gone from the present-day board."""
    from shapely.ops import unary_union

    from core.geometry.karafuto_1945 import karafuto_codes, read_table
    from core.geometry.sea_links import land_components

    table = read_table()
    codes = karafuto_codes()
    assert len(table) == 42 and [sum(row["name"].endswith(kind) for row in table) for kind in "市町村"] == [1, 14, 27]
    assert {row["shicho"] for row in table} == {"豊原支庁", "真岡支庁", "恵須取支庁", "敷香支庁"}
    hokkaido, board = build_battle_board(["01"])
    towns = {code: hokkaido.municipality(code) for code in codes}
    assert all(town is not None and town.population is None for town in towns.values())
    estimated = {row["name"] for row in table if row["point"] == "estimated"}
    assert estimated == {"豊北村", "千歳村", "長浜村", "能登呂村", "名寄村", "名好町", "西柵丹村", "散江村"}
    assert all("推定" in town.note for town in towns.values())
    assert all(("位置も" in town.note) == (town.name in estimated) for town in towns.values())
    cells = {code: board.region(code) for code in codes}
    assert all(cell.shape().buffer(0.01).contains(Point(cell.label_point)) for cell in cells.values())
    shapes = [cell.shape() for cell in cells.values()]
    assert abs(sum(s.area for s in shapes) - unary_union(shapes).area) < 1.0  # the cells do not overlap
    # one stretch of land (海馬村 apart, on its island), reached from 北海道 by sea
    adjacency = {code: [n for n in board.adjacency[code] if n in codes] for code in codes}
    parts = land_components(sorted(codes), adjacency)
    by_name = {row["name"]: row["code"] for row in table}
    assert sorted(len(part) for part in parts) == [1, 41] and [by_name["海馬村"]] in [sorted(p) for p in parts]
    routes = {frozenset((s.a, s.b)) for s in hokkaido.sea_links if not s.suggested}
    assert frozenset(("01214", by_name["大泊町"])) in routes and frozenset((by_name["本斗町"], by_name["海馬村"])) in routes
    assert island_reach(hokkaido)["suggestions"] == []
    assert any("樺太庁" in line for line in hokkaido.attribution)
    today = registry.get("battle").board_from_text("01:today")
    assert not codes & {town.code for town in today.municipalities}
    assert not any("樺太庁" in line for line in today.attribution)
