"""A seeded monkey at each game's table: clicks on the board, the table's cards and buttons, the
menus of places with several meanings, Tab/Enter/Escape, the choices, Choose, the step button,
the CPU speed and New game, whenever it likes (a CPU's turn, a finished game …). Never an
exception; the session always replays from its own record to the state on screen, and the
autosave holds the same game."""

from __future__ import annotations

import json
import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QMessageBox

from core import bundled
from core.games.battle.rules import BattleRules
from core.games.battle.spec import SPEC as BATTLE
from core.games.chakai.rules import ChakaiRules
from core.games.chakai.spec import SPEC as CHAKAI
from core.games.karuta.rules import KarutaRules
from core.games.karuta.spec import SPEC as KARUTA
from core.games.session import HUMAN, GameSession
from core.games.shima.rules import ShimaRules
from core.games.shima.spec import SPEC as SHIMA
from core.geometry.board import Board
from core.geometry.municipality_dataset import battle_dataset, load_reference
from core.io import load_dataset
from qtapp.battle.battle_window import BattleWindow
from qtapp.chakai.chakai_window import ChakaiWindow
from qtapp.main_window import load_board_for
from qtapp.play.karuta_window import KarutaWindow
from qtapp.play.pointing import SpotRow
from qtapp.shima.shima_window import ShimaWindow

SPEEDS = ["instant", "step", "instant"]  # no timed speed: the same clicks, the same game


def _battle(path):
    board = Board.load(bundled.board_path("municipalities"))
    reference = load_reference()
    dataset = battle_dataset(board, reference, ["13"], "東京都")
    # two people passing the computer round, two CPUs
    session = GameSession.new(BATTLE, BattleRules(dataset), [HUMAN, "weak", HUMAN, "normal"], 2)
    return BattleWindow(session, board, path, "instant")


def _shima(path):
    return ShimaWindow(GameSession.new(SHIMA, ShimaRules(), [HUMAN, "random", "greedy"], 2), path, "instant")


def _chakai(path):
    return ChakaiWindow(GameSession.new(CHAKAI, ChakaiRules(), [HUMAN, "planner", "greedy", "random"], 2), path, "instant")


def _pointing_actions(qtbot, window, rng):
    """Clicks on the table's cards and buttons (any, usable or not), the menu a place with several
    meanings opens, and the keys of keyboard play."""

    def click_card():
        buttons = [button for row in window.findChildren(SpotRow) for _spot, button, _text in row.cards
                   if button.isVisible()]
        if buttons:
            qtbot.mouseClick(rng.choice(buttons), Qt.MouseButton.LeftButton)

    def answer_menu():
        menu = window.pointer.menu
        if menu is not None:
            actions = menu.actions()
            if rng.random() < 0.8:
                rng.choice(actions).trigger()
            else:
                menu.close()

    def keys():
        qtbot.keyClick(window, rng.choice([Qt.Key.Key_Tab, Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Return,
                                           Qt.Key.Key_Escape]))

    return click_card, answer_menu, keys


def _same_game_everywhere(window, path) -> None:
    session = window.session
    dataset = getattr(session.rules, "dataset", None)  # the board, for games played on one
    again = GameSession.from_json(session.spec, json.loads(json.dumps(session.to_json())), dataset)
    assert again.state == session.state
    assert GameSession.load(session.spec, path, dataset).state == session.state


@pytest.mark.parametrize("make", [_battle, _shima, _chakai], ids=["battle", "shima", "chakai"])
def test_random_play_at_the_table(qtbot, tmp_path, monkeypatch, make):
    rng = random.Random(5)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    path = tmp_path / "auto.json"
    window = make(path)
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    monkeypatch.setattr(window, "choose_new_game", lambda: (list(window.session.seats), rng.randrange(100), None))
    board_view = getattr(window, "view", None)
    click_card, answer_menu, keys = _pointing_actions(qtbot, window, rng)

    def pick_choice():
        if window.choices.count():
            window.choices.setCurrentRow(rng.randrange(window.choices.count()))
            qtbot.mouseClick(window.choose_button, Qt.MouseButton.LeftButton)

    def double_click_choice():
        if window.choices.count():
            item = window.choices.item(rng.randrange(window.choices.count()))
            window.choices.itemDoubleClicked.emit(item)

    # the towns in play (the nationwide board also holds the grey prefectures, which are not drawn)
    in_play = [r for r in window.board.regions if r.id in window.session.rules.index] if board_view is not None else []

    def click_board():
        if board_view is not None:
            region = rng.choice(in_play if rng.random() < 0.9 else window.board.regions)
            board_view.centre_on_region(region)
            qtbot.mouseClick(board_view.viewport(), Qt.MouseButton.LeftButton,
                             pos=board_view.mapFromScene(QPointF(*region.label_point)))

    def click_island():  # しま: a white place (or anywhere) on the island, or one of its buttons
        island = window.island
        places = [("corner", k) for k in island.candidates["corner"]] + \
            [("side", k) for k in island.candidates["side"]] + [("tile", k) for k in island.candidates["tile"]]
        if places and rng.random() < 0.8:
            kind, key = rng.choice(sorted(places))
            point = island.corner_px(key) if kind == "corner" else island.tile_px(key) if kind == "tile" \
                else sum(island.side_px(key), QPointF()) / 2
        else:
            point = QPointF(rng.uniform(0, island.width()), rng.uniform(0, island.height()))
        qtbot.mouseClick(island, Qt.MouseButton.LeftButton, pos=point.toPoint())

    def click_button():
        buttons = [*window.buttons.values()]
        qtbot.mouseClick(rng.choice(buttons), Qt.MouseButton.LeftButton)

    extra = [click_island, click_island, click_island, click_button, click_button] if hasattr(window, "island") else []
    actions = extra + [click_card, click_card, answer_menu, keys, pick_choice, pick_choice, double_click_choice,
                       click_board,
               lambda: qtbot.mouseClick(window.choose_button, Qt.MouseButton.LeftButton),
               lambda: qtbot.mouseClick(window.next_cpu_button, Qt.MouseButton.LeftButton),
               lambda: window.speed.setCurrentIndex(window.speed.findData(rng.choice(SPEEDS))),
               lambda: qtbot.wait(rng.choice([0, 5, 30]))]
    if hasattr(window, "show_all_button"):  # 市区町村バトル: a click on a cell lists only its moves
        actions.append(lambda: qtbot.mouseClick(window.show_all_button, Qt.MouseButton.LeftButton))
    played_by_hand = 0
    for step in range(300):
        before = len(window.session.moves)
        human = window.session.to_move_is_human()
        rng.choice(actions)()
        played_by_hand += human and len(window.session.moves) > before
        if step == 200:
            assert window.new_game(ask=True)
        _same_game_everywhere(window, path)
    assert played_by_hand >= 1, "the monkey should have played at least one move by hand"


def test_random_play_at_the_karuta_table(qtbot, tmp_path, monkeypatch):
    rng = random.Random(5)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    path = tmp_path / "auto.json"
    dataset = load_dataset(bundled.default_karuta_dataset())
    session = GameSession.new(KARUTA, KarutaRules(dataset), [HUMAN, "random", "greedy"], 2)
    window = KarutaWindow(session, load_board_for(dataset), path, "instant")
    qtbot.addWidget(window)
    window.resize(1200, 850)
    window.show()

    def click_hand(double: bool):
        hand = window.hand
        if hand.faces:
            playable = [k for k, face in enumerate(hand.faces) if face.province_id in hand.playable]
            index = rng.choice(playable) if playable and rng.random() < 0.7 else rng.randrange(len(hand.faces))
            centre = hand.card_rect(index).center()
            click = qtbot.mouseDClick if double else qtbot.mouseClick
            click(hand, Qt.MouseButton.LeftButton, pos=centre.toPoint())

    def click_province():  # a lit province (where the held card may go) or any other
        lit = [spot[1] for spot, look in window.pointer.looks().items() if spot[0] == "province" and look.lit]
        province = rng.choice(lit) if lit and rng.random() < 0.7 else rng.choice(window.board.regions).id
        where = window.spot_widget(("province", province))
        if where is not None:
            qtbot.mouseClick(where[0], Qt.MouseButton.LeftButton, pos=where[1])

    click_card, answer_menu, keys = _pointing_actions(qtbot, window, rng)
    actions = [lambda: click_hand(True), lambda: click_hand(True), lambda: click_hand(False),
               lambda: click_hand(False), click_province, click_province, click_card, answer_menu, keys,
               lambda: qtbot.mouseClick(window.next_cpu_button, Qt.MouseButton.LeftButton),
               lambda: window.speed.setCurrentIndex(window.speed.findData(rng.choice(SPEEDS))),
               lambda: qtbot.wait(rng.choice([0, 5, 30]))]
    played_by_hand = 0
    for step in range(200):
        before = len(window.session.moves)
        human = window.session.to_move_is_human()
        rng.choice(actions)()
        played_by_hand += human and len(window.session.moves) > before
        if step == 150:
            assert window.new_game([HUMAN, "planner"], seed=rng.randrange(100), ask=True)
        _same_game_everywhere(window, path)
    assert played_by_hand >= 1, "the monkey should have played at least one move by hand"
