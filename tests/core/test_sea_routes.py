"""The curated route table: real ferries, bridges and tunnels join every island of the nationwide
board, the board builder uses them first, and suggestions only fill in what the table lacks,
each island reached only through one reported by validate (no Qt)."""

from __future__ import annotations

import pytest

from core.geometry.municipality_dataset import ALL_PREFECTURES, REGIONS, build_battle_board, load_reference
from core.geometry.sea_routes import COLUMNS, SeaRouteTableError, load_sea_routes
from core.validation import validate
from core.validation.rules.cells import island_reach


@pytest.fixture(scope="module")
def towns():
    return load_reference()["towns"]


@pytest.fixture(scope="module")
def nationwide():
    return build_battle_board(ALL_PREFECTURES)[0]


def _named(towns, code):
    return towns[code]["prefecture"] + towns[code]["name"]


def test_every_island_of_the_nationwide_board_is_reached_by_a_real_route(nationwide):
    reach = island_reach(nationwide)
    # 66 islands, 南樺太 (by the 稚泊 route) and Moneron (海馬村, from 本斗) among them
    assert len(reach["routes"]) == 68 and reach["suggestions"] == [] and reach["none"] == []
    assert not any(link.suggested for link in nationwide.sea_links)
    assert not [f for f in validate(nationwide) if f.rule in ("island-by-suggestion", "sea-link-unreviewed")]


def test_the_famous_links_are_the_right_pairs_of_the_right_kind(nationwide):
    named = {m.code: m.prefecture + m.name for m in nationwide.municipalities}  # designated cities whole
    links = {frozenset((named[link.a], named[link.b])): link for link in nationwide.sea_links}

    def link(a, b):
        return links[frozenset((a, b))]

    assert link("岡山県倉敷市", "香川県坂出市").kind == "bridge" and "瀬戸大橋" in link("岡山県倉敷市", "香川県坂出市").note
    assert link("兵庫県南あわじ市", "徳島県鳴門市").kind == "bridge"  # 大鳴門橋, not a ferry
    assert link("兵庫県神戸市", "兵庫県淡路市").kind == "bridge"
    assert link("広島県尾道市", "愛媛県今治市").kind == "bridge"  # しまなみ海道
    assert link("青森県今別町", "北海道知内町").kind == "tunnel"  # 青函トンネル
    assert link("青森県青森市", "北海道函館市").kind == "ferry"
    assert link("神奈川県川崎市", "千葉県木更津市").kind == "tunnel"  # アクアライン
    for island in ("東京都大島町", "東京都三宅村", "東京都小笠原村"):
        assert link("東京都港区", island).kind == "ferry"  # 竹芝
    assert link("新潟県新潟市", "新潟県佐渡市").kind == "ferry"  # from 中央区 (両津), not 西蒲区
    for island in ("鹿児島県西之表市", "鹿児島県三島村", "鹿児島県屋久島町"):
        assert link("鹿児島県鹿児島市", island).kind == "ferry"  # not from 南大隅町
    assert link("鹿児島県与論町", "沖縄県本部町").kind == "ferry"  # not 与論–国頭
    assert frozenset(("沖縄県竹富町", "沖縄県与那国町")) not in links
    assert frozenset(("沖縄県宮古島市", "沖縄県久米島町")) not in links
    assert link("鳥取県境港市", "島根県隠岐の島町").kind == "ferry"
    assert link("福岡県福岡市", "長崎県壱岐市").kind == "ferry"
    assert link("沖縄県那覇市", "沖縄県南大東村").kind == "ferry"


def test_a_board_of_one_prefecture_or_region_needs_a_suggestion_only_where_no_route_stays_inside_it():
    expected = {("30",): {"和歌山県北山村"},  # an enclave among 奈良県 and 三重県, reached by road
                ("42",): {"長崎県対馬市", "長崎県壱岐市"}}  # their ferries sail from 福岡県 and 佐賀県
    towns = load_reference()["towns"]
    for chosen in [[code] for code in ALL_PREFECTURES] + list(REGIONS.values()):
        dataset = build_battle_board(chosen)[0]
        reach = island_reach(dataset)
        apart = {_named(towns, code) for group in reach["suggestions"] for code in group}
        assert reach["none"] == [] and apart == expected.get(tuple(chosen), set()), chosen


def test_validate_names_each_island_reached_only_through_a_suggestion():
    findings = [f for f in validate(build_battle_board(["42"])[0]) if f.rule == "island-by-suggestion"]
    assert sorted(str(f.message).split(" ")[0] for f in findings) == ["壱岐市", "対馬市"]
    assert all(f.severity == "warning" for f in findings)


def _table(tmp_path, *rows):
    path = tmp_path / "routes.csv"
    path.write_text(",".join(COLUMNS) + "\n" + "".join(row + "\n" for row in rows), encoding="utf-8")
    return path


@pytest.mark.parametrize("row, said", [
    ("13103,東京都港区,13361,東京都大島町,boat,竹芝–大島,東海汽船,", "kind 'boat'"),
    ("13103,東京都港区,13103,東京都港区,ferry,x,,", "two different 5-digit"),
    ("13103,東京都港区,99999,東京都どこか,ferry,x,,", "no town has the code 99999"),
    ("13103,東京都新宿区,13361,東京都大島町,ferry,x,,", "from_name '東京都新宿区' is not the town 13103"),
])
def test_a_wrong_row_is_refused_with_its_line(tmp_path, towns, row, said):
    with pytest.raises(SeaRouteTableError, match=said) as refused:
        load_sea_routes(_table(tmp_path, row), towns)
    assert ":2:" in str(refused.value)


def test_a_pair_twice_or_a_missing_column_is_refused(tmp_path, towns):
    twice = _table(tmp_path, "13103,東京都港区,13361,東京都大島町,ferry,a,,",
                   "13361,東京都大島町,13103,東京都港区,ferry,b,,")
    with pytest.raises(SeaRouteTableError, match="listed twice"):
        load_sea_routes(twice, towns)
    path = tmp_path / "bad.csv"
    path.write_text("from,to\n13103,13361\n", encoding="utf-8")
    with pytest.raises(SeaRouteTableError, match="missing column"):
        load_sea_routes(path)
    with pytest.raises(SeaRouteTableError, match="cannot be read"):
        load_sea_routes(tmp_path / "none.csv")
