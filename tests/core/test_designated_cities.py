"""Designated cities are one town by default (★4, 援軍の上限3, movement from the whole city's area,
the wards' sister links the city's), with the ward split kept as a board option (no Qt)."""

from __future__ import annotations

import pytest

from core.games import registry
from core.geometry.designated_cities import WHOLE_CITIES_BOARD, city_of_wards, nationwide_whole_cities
from core.geometry.municipality_dataset import build_battle_board, load_nationwide
from core.models.town_strength import cell_movement, cell_stars


@pytest.fixture(scope="module")
def kanagawa():
    return build_battle_board(["14"])[0]


def test_the_twenty_designated_cities_are_found_with_their_own_codes():
    _board, reference = load_nationwide()
    cities = {code: name for code, name in city_of_wards(reference["towns"]).values()}
    assert len(cities) == 20
    assert cities["14100"] == "横浜市" and cities["14130"] == "川崎市" and cities["14150"] == "相模原市"
    assert cities["27140"] == "堺市" and cities["40100"] == "北九州市" and cities["01100"] == "札幌市"
    assert not any(code.startswith("13") for code in cities)  # 東京都's special wards stay towns


def test_a_designated_city_is_one_town_with_the_wards_area_population_and_links(kanagawa):
    _board, reference = load_nationwide()
    towns = reference["towns"]
    yokohama = next(m for m in kanagawa.municipalities if m.code == "14100")
    wards = [code for code, (city, _name) in city_of_wards(towns).items() if city == "14100"]
    assert yokohama.name == "横浜市" and yokohama.kana == "よこはまし" and len(wards) == 18
    assert yokohama.population == sum(towns[w]["population"] for w in wards)
    assert cell_stars(yokohama) == 4 and yokohama.prefectural_capital
    assert cell_movement(yokohama) == 3  # 2 for 438 km² as one city (its wards had 1), +1 for 横浜港
    assert "reinforcement-cap-3" in yokohama.abilities
    assert not any(m.code in wards for m in kanagawa.municipalities)
    assert len(kanagawa.municipalities) == 33  # 58 cells with wards: 18 + 7 + 3 wards became 3 towns
    # the seat ward's sister links are the city's, and the city's land borders its neighbours'
    assert any(link.a == "14100" for link in kanagawa.sister_city_links)
    assert "14130" in kanagawa.cell_adjacency["14100"] and "14100" in kanagawa.cell_adjacency["14130"]
    assert kanagawa.board == WHOLE_CITIES_BOARD


def test_the_whole_city_board_has_one_outline_per_city_and_a_label_inside_it():
    from shapely.geometry import Point

    board = nationwide_whole_cities()
    assert len(board.regions) == 1902 - 175 + 20 + 3 + 42  # and the 1945 千島列島 districts and 南樺太
    hamamatsu = board.region("22130")
    assert hamamatsu.name == "浜松市" and round(hamamatsu.area_km2) == 1559  # 1,558 km² officially
    assert hamamatsu.shape().buffer(0.01).contains(Point(hamamatsu.label_point))
    assert all("|" in key and "22131" not in key for key in board.border_km)


def test_the_ward_split_is_a_board_option_and_records_say_which_board_they_were_played_on():
    battle = registry.get("battle")
    wards = battle.board_from_text("14:wards")
    assert len(wards.municipalities) == 58 and wards.board == "municipalities"
    assert next(m for m in wards.municipalities if m.code == "14104").abilities == \
        ("movement-plus-1", "reinforcement-cap-3")  # 横浜港 and the city's rule on every ward
    with pytest.raises(ValueError, match="not a board option"):
        battle.board_from_text("14:towns")
    from core.games.battle.rules import BattleRules
    from core.games.record import play

    for text, board_text in (("14", "14"), ("14:wards", "14:wards")):
        record = play(battle, BattleRules(battle.board_from_text(text)), ["weak", "weak"], 1)[1]
        assert battle.board_of_record(record) == board_text
    assert battle.board_of_record({"prefectures": ["14"]}) == "14:wards"  # a record from before: wards
