"""Insets: far islands drawn in boxes below the main land, the board's cells unchanged."""

from __future__ import annotations

import shapely
from shapely.ops import unary_union

from core.games.battle.spec import SPEC as BATTLE
from core.geometry.board_store import load_board
from core.geometry.inset import with_insets


def tokyo():
    dataset = BATTLE.board_from_text("13")
    return dataset, load_board(dataset.board)


def test_tokyos_islands_go_into_insets_below_the_main_land_and_nothing_else_moves():
    dataset, board = tokyo()
    codes = [m.code for m in dataset.municipalities]
    names = {m.code: m.name for m in dataset.municipalities}
    shown, insets = with_insets(board, {k: list(v) for k, v in dataset.cell_adjacency.items()}, codes)
    inset_names = {names[code] for inset in insets for code in inset.ids}
    assert {"大島町", "八丈町", "青ヶ島村", "小笠原村"} <= inset_names
    assert "千代田区" not in inset_names and "奥多摩町" not in inset_names
    before, after = {r.id: r for r in board.regions}, {r.id: r for r in shown.regions}
    assert set(before) == set(after) and shown.adjacency == board.adjacency  # the same cells and borders
    assert after["13101"].label_point == before["13101"].label_point  # the main land stays where it is
    main_land = unary_union([before[code].shape() for code in codes
                             if code not in {c for i in insets for c in i.ids}])
    boxes = [shapely.box(*inset.box) for inset in insets]
    for inset, box in zip(insets, boxes):
        assert not box.intersects(main_land) and 0 < inset.scale <= 1.0  # on the sea or beside it
        for code in inset.ids:
            assert box.contains(shapely.Point(after[code].label_point))
    assert not any(a.intersects(b) for k, a in enumerate(boxes) for b in boxes[k + 1:])  # never overlapping


def test_a_board_without_far_islands_is_drawn_as_it_is():
    dataset = BATTLE.board_from_text("14")  # 神奈川県: no island far from its main land
    board = load_board(dataset.board)
    shown, insets = with_insets(board, {k: list(v) for k, v in dataset.cell_adjacency.items()},
                                [m.code for m in dataset.municipalities])
    assert insets == [] and shown is board


def test_the_nationwide_board_gets_its_insets_though_some_outlines_touch_themselves():
    """The 市区町村バトル table on the whole country: a few rounded outlines touch themselves,
    which GEOS refuses to union as they are (the table failed to open)."""
    from core.geometry.municipality_dataset import ALL_PREFECTURES, build_battle_board

    dataset, board = build_battle_board(ALL_PREFECTURES, "全国")
    assert not all(region.shape().is_valid for region in board.regions)  # what the board holds
    shown, insets = with_insets(board, {k: list(v) for k, v in dataset.cell_adjacency.items()},
                                [m.code for m in dataset.municipalities])
    assert insets and {r.id for r in shown.regions} == {r.id for r in board.regions}
