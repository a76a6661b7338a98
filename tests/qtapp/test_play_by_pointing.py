"""Playing every game's table by pointing (qtapp.play.pointing): whole games by synthesised clicks
on the things of the table only — cells, provinces, hand cards, corners and sides, the bank, the
dice, the turn's buttons — with the small menu where a place has several meanings; what lights is
legal and every legal move can be clicked; a click in the wrong place is refused with a message
and changes nothing; Tab and Enter play too."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt

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
from core.games.table_picks import reachable
from core.geometry.board import Board
from core.geometry.municipality_dataset import battle_dataset, load_reference
from core.io import load_dataset
from editor.translation import translated
from qtapp.battle.battle_window import BattleWindow
from qtapp.chakai.chakai_window import ChakaiWindow
from qtapp.main_window import load_board_for
from qtapp.play.karuta_window import KarutaWindow
from qtapp.shima.shima_window import ShimaWindow


def _battle(path):
    board = Board.load(bundled.board_path("municipalities"))
    dataset = battle_dataset(board, load_reference(), ["13"], "東京都")
    session = GameSession.new(BATTLE, BattleRules(dataset, BATTLE.ruleset(turn_limit=12)), [HUMAN, "weak"], 3)
    return BattleWindow(session, board, path, "instant")


def _karuta(path):
    dataset = load_dataset(bundled.default_karuta_dataset())
    session = GameSession.new(KARUTA, KarutaRules(dataset), [HUMAN, "random", "random"], 4)
    return KarutaWindow(session, load_board_for(dataset), path, "instant")


def _shima(path):
    return ShimaWindow(GameSession.new(SHIMA, ShimaRules(), [HUMAN, "random", "random"], 5), path, "instant")


def _chakai(path):
    return ChakaiWindow(GameSession.new(CHAKAI, ChakaiRules(), [HUMAN, "random", "random"], 6), path, "instant")


TABLES = {"battle": _battle, "karuta": _karuta, "shima": _shima, "chakai": _chakai}


@pytest.fixture(params=list(TABLES))
def table(request, qtbot, tmp_path):
    window = TABLES[request.param](tmp_path / "auto.json")
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    return window


def click(qtbot, window, spot) -> None:
    """A person's click on a thing of the table, where the table draws it."""
    where = window.spot_widget(spot)
    assert where is not None, f"{spot} is not on the table"
    widget, point = where
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=QPoint(point))


def lit_moves(window) -> set:
    """The moves of the places lit now, as the table draws them."""
    looks = window.pointer.looks()
    return {repr(pick.move) for pick in window.pointer.picking.destinations() if looks[pick.place].lit}


def human_turn(qtbot, window) -> bool:
    qtbot.waitUntil(lambda: window.session.state.is_over or window.session.to_move_is_human(), timeout=30000)
    return not window.session.state.is_over


def test_a_whole_game_is_played_by_clicks_on_the_table(qtbot, table):
    """Every human move is made by clicking its pieces and its place (and a menu entry where the
    place has several meanings); what lights is always legal; the game reaches its end."""
    window = table
    rng = random.Random(1)
    turns = menus = 0
    while human_turn(qtbot, window):
        session = window.session
        legal = {repr(move) for move in session.legal_moves()}
        picks = window.pointer.sync().picks
        assert {repr(pick.move) for pick in picks} == legal
        assert lit_moves(window) <= legal
        # mostly a move played with something picked up: games in which things happen
        carried = [pick for pick in picks if pick.pieces]
        pick = rng.choice(carried if carried and rng.random() < 0.8 else picks)
        before = len(session.moves)
        for spot in pick.pieces:
            click(qtbot, window, spot)
            assert window.pointer.picking.held[-1] == spot
            assert lit_moves(window) <= legal and lit_moves(window)
        click(qtbot, window, pick.place)
        if window.pointer.menu is not None:  # several meanings: the one meant is chosen
            menus += 1
            entries = window.pointer.menu.actions()
            assert len(entries) >= 2
            next(action for action in entries if action.text() == translated(pick.label)).trigger()
        assert len(session.moves) == before + 1 and session.spec.decode_move(session.moves[-1]) == pick.move
        turns += 1
    assert window.session.state.is_over and turns >= 5


def test_every_legal_move_can_be_clicked_and_a_wrong_click_changes_nothing(qtbot, table):
    """At a few human turns: every legal move is reachable by its clicks; a piece put where it cannot
    go is refused with a message in the status bar, the piece goes back and the game is unchanged."""
    window = table
    rng = random.Random(2)
    refused = 0
    for _turn in range(40):
        if refused >= 2 or not human_turn(qtbot, window):
            break
        picks = window.pointer.sync().picks
        assert all(reachable(picks, pick) for pick in picks)
        with_pieces = [pick for pick in picks if pick.pieces]
        if with_pieces:
            pick = rng.choice(with_pieces)
            click(qtbot, window, pick.pieces[0])
            picking = window.pointer.picking
            usable = set(picking.targets()) | set(picking.direct_places()) | set(picking.first_pieces())
            # a thing on the table, in reach of a click (not a greyed button), that the piece cannot go to
            wrong = next((spot for spot in window.session.spec.spot_names(window.session.rules, window.session.state)
                          if spot not in usable and window.spot_widget(spot) is not None
                          and window.spot_widget(spot)[0].isEnabled()), None)
            if wrong is not None:
                state, moves = window.session.state, len(window.session.moves)
                window.statusBar().clearMessage()
                click(qtbot, window, wrong)
                assert window.session.state is state and len(window.session.moves) == moves
                assert window.pointer.picking.held == ()
                assert "cannot go to" in window.statusBar().currentMessage()
                refused += 1
        pick = rng.choice(window.pointer.sync().picks)
        window.play(pick.move)
    assert refused >= 2


def test_tab_and_enter_play_without_the_mouse(qtbot, table):
    """Tab goes through what a click would do something with, Enter clicks it, Escape puts a piece
    back: a move is made from the keyboard alone."""
    window = table
    assert human_turn(qtbot, window)
    moves = len(window.session.moves)
    window.activateWindow()
    for _ in range(12):
        qtbot.keyClick(window, Qt.Key.Key_Tab)
        assert window.pointer.focus in window.pointer.picking.targets()
        qtbot.keyClick(window, Qt.Key.Key_Return)
        if window.pointer.menu is not None:
            window.pointer.menu.actions()[0].trigger()
        if len(window.session.moves) > moves:
            break
    assert len(window.session.moves) > moves
    assert human_turn(qtbot, window)
    with_pieces = [pick for pick in window.pointer.sync().picks if pick.pieces]
    if with_pieces:
        window.pointer.click(with_pieces[0].pieces[0])
        assert window.pointer.picking.held
        qtbot.keyClick(window, Qt.Key.Key_Escape)
        assert window.pointer.picking.held == ()


def test_a_karuta_card_dragged_onto_its_province_is_played(qtbot, tmp_path):
    """A hand card dropped on the map is put on the province under the drop: its own province plays
    it (the route it joins drawn while it is held), another province is refused and nothing moves."""
    from PySide6.QtCore import QMimeData, QPointF
    from PySide6.QtGui import QDragEnterEvent, QDropEvent
    from PySide6.QtWidgets import QApplication

    from qtapp.play.hand_view import CARD_MIME

    window = _karuta(tmp_path / "auto.json")
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    assert human_turn(qtbot, window)

    def drop(card: str, province: str) -> None:
        where = window.spot_widget(("province", province))
        data = QMimeData()
        data.setData(CARD_MIME, card.encode())
        at = QPointF(where[1])
        for event in (QDragEnterEvent(at.toPoint(), Qt.DropAction.MoveAction, data, Qt.MouseButton.LeftButton,
                                      Qt.KeyboardModifier.NoModifier),
                      QDropEvent(at, Qt.DropAction.MoveAction, data, Qt.MouseButton.LeftButton,
                                 Qt.KeyboardModifier.NoModifier)):
            QApplication.sendEvent(window.view.viewport(), event)

    pick = next(pick for pick in window.pointer.sync().picks if pick.pieces)
    card = pick.pieces[0][1]
    elsewhere = next(region.id for region in window.board.regions
                     if region.id != pick.place[1] and ("province", region.id) not in window.pointer.looks())
    moves = len(window.session.moves)
    drop(card, elsewhere)
    assert len(window.session.moves) == moves and window.pointer.picking.held == ()
    assert "cannot go to" in window.statusBar().currentMessage()
    drop(card, pick.place[1])
    if window.pointer.menu is not None:  # the card joins in several ways there: the first is chosen
        window.pointer.menu.actions()[0].trigger()
    assert len(window.session.moves) == moves + 1
    played = window.session.spec.decode_move(window.session.moves[-1])
    assert played.province == card


def test_an_attack_played_by_clicks_glows_with_its_result(qtbot, tmp_path):
    """市区町村バトル: an attack made by picking a piece and clicking the lit enemy cell (its two totals
    written on it) leaves a glow on the cell that fades."""
    from PySide6.QtWidgets import QGraphicsPathItem

    from qtapp.battle.battle_window import ATTACK_FLASH_MS

    window = _battle(tmp_path / "auto.json")
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    for _ in range(40):
        assert human_turn(qtbot, window)
        attacks = [pick for pick in window.pointer.sync().picks if pick.kind == "attack"]
        if attacks:
            break
        picks = window.pointer.picking.picks
        window.play(next((pick for pick in picks if pick.pieces), picks[0]).move)
    pick = attacks[0]
    click(qtbot, window, pick.pieces[0])
    assert window.pointer.look(pick.place).lit and " vs " in window.pointer.look(pick.place).tag
    click(qtbot, window, pick.place)
    if window.pointer.menu is not None:
        next(action for action in window.pointer.menu.actions() if action.text() == translated(pick.label)).trigger()
    glows = [item for item in window.scene.items() if isinstance(item, QGraphicsPathItem) and item.zValue() == 45]
    assert glows and 0 < glows[0].opacity() <= 0.75
    qtbot.waitUntil(lambda: glows[0].scene() is None, timeout=ATTACK_FLASH_MS * 5)


def test_a_piece_picked_up_brings_where_it_can_go_into_view(qtbot, tmp_path):
    """市区町村バトル: with the board zoomed far from a piece, picking it up brings the
    piece and every cell it can go to into sight."""
    window = _battle(tmp_path / "auto.json")
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    assert human_turn(qtbot, window)
    pick = next(pick for pick in window.pointer.sync().picks if pick.pieces and pick.pieces[0][0] == "cell")
    far = max(window.board.regions, key=lambda region: abs(region.label_point[0] -
                                                            window._region_by_code[pick.pieces[0][1]].label_point[0]))
    window.view.centre_on_region(far, 40.0)  # closely on the other end of the board
    window.pointer.click(pick.pieces[0])
    seen = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    places = {p.place[1] for p in window.pointer.picking.destinations()} | {pick.pieces[0][1]}
    assert all(seen.contains(QPointF(*window._region_by_code[code].label_point)) for code in places)
