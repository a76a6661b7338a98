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
