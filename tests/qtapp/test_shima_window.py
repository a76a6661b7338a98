"""Playing しま in its window: one seat by clicks on the island and the buttons, three CPUs, the
step speed, autosave and resume, a new island only after asking."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QMessageBox

from core.games.session import HUMAN, GameSession, resume_or_new
from core.games.shima.board import GEOMETRY
from core.games.shima.rules import ShimaRules
from core.games.shima.spec import SPEC as SHIMA
from qtapp.play.launch import new_session
from qtapp.play.new_game_dialog import NewGameDialog
from qtapp.shima.shima_window import ShimaWindow

SEATS = [HUMAN, "greedy", "greedy", "random"]


def window_for(qtbot, tmp_path, seed=3, speed="instant", seats=SEATS):
    session = GameSession.new(SHIMA, ShimaRules(), list(seats), seed)
    window = ShimaWindow(session, tmp_path / "auto.json", speed)
    qtbot.addWidget(window)
    window.resize(1300, 880)
    window.show()
    qtbot.waitExposed(window)
    return window


def click_at(qtbot, widget, point) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=QPoint(round(point.x()), round(point.y())))


def human_action(qtbot, window) -> None:
    """What a person does: a white place on the island, else a button, else a choice in the list."""
    island = window.island
    state = window.session.state
    corners, sides, tiles = (sorted(island.candidates[k]) for k in ("corner", "side", "tile"))
    if corners:
        click_at(qtbot, island, island.corner_px(corners[0]))
    elif sides:
        a, b = island.side_px(sides[0])
        click_at(qtbot, island, (a + b) / 2)
    elif tiles:
        # the cloud goes where the others have houses, not on the plaza
        click_at(qtbot, island, island.tile_px(tiles[-1]))
    elif window.buttons["roll"].isEnabled():
        qtbot.mouseClick(window.buttons["roll"], Qt.MouseButton.LeftButton)
    elif window.choices.count() and state.phase in ("discard", "steal"):
        window.choices.setCurrentRow(0)
        qtbot.mouseClick(window.choose_button, Qt.MouseButton.LeftButton)
    elif window.buttons["city"].isEnabled():
        qtbot.mouseClick(window.buttons["city"], Qt.MouseButton.LeftButton)  # then a white corner
    elif window.buttons["house"].isEnabled():
        qtbot.mouseClick(window.buttons["house"], Qt.MouseButton.LeftButton)
    else:
        assert window.buttons["end"].isEnabled(), f"nothing to click in phase {state.phase}"
        qtbot.mouseClick(window.buttons["end"], Qt.MouseButton.LeftButton)


def test_a_whole_game_with_one_seat_played_by_clicks(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path)
    moves_by_human = 0
    for _ in range(3000):
        qtbot.waitUntil(lambda: window.session.state.is_over or window.session.to_move_is_human(), timeout=20000)
        if window.session.state.is_over:
            break
        before = len(window.session.moves)
        human_action(qtbot, window)
        moves_by_human += len(window.session.moves) > before  # a build button alone plays nothing yet
    state = window.session.state
    assert state.is_over and moves_by_human > 20
    assert "wins with" in window.last_action.text() and window.log.count() > 50
    # the set-up was made by clicks: two houses and two roads of the human's
    assert sum(1 for b in state.buildings if b is not None and b[0] == 0) >= 2
    # every action was autosaved; the save replays to the same state
    assert GameSession.load(SHIMA, tmp_path / "auto.json").state == state


def test_buttons_are_greyed_without_materials_and_the_island_offers_only_candidates(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path)
    island = window.island
    assert window.session.state.phase == "setup" and island.candidates["corner"]
    assert not window.buttons["roll"].isEnabled() and not window.buttons["house"].isEnabled()
    corner = min(island.candidates["corner"])
    # a click in the sea offers nothing and plays nothing
    click_at(qtbot, island, island.to_px(5.3, 5.2))
    assert window.session.moves == []
    click_at(qtbot, island, island.corner_px(corner))
    assert window.session.moves == [["house", corner]]
    assert island.candidates["side"] and not island.candidates["corner"]
    assert all(corner in GEOMETRY.sides[s] for s in island.candidates["side"])


def test_step_speed_waits_for_next_cpu_action(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, seats=["greedy", HUMAN, "greedy", "greedy"], speed="step")
    assert window.next_cpu_button.isEnabled() and window.session.moves == []
    qtbot.mouseClick(window.next_cpu_button, Qt.MouseButton.LeftButton)
    assert len(window.session.moves) == 1 and window.last_action.text().startswith("しかっぱら")
    qtbot.mouseClick(window.next_cpu_button, Qt.MouseButton.LeftButton)
    assert len(window.session.moves) == 2 and window.session.to_move_is_human()
    assert not window.next_cpu_button.isEnabled()
    # the speed is kept for next time
    window.speed.setCurrentIndex(window.speed.findData("fast"))
    assert QSettings("Kuni Studio", "Kuni Studio").value("shima/speed") == "fast"


def test_new_island_asks_first_and_a_resumed_game_is_the_same(qtbot, tmp_path, monkeypatch):
    window = window_for(qtbot, tmp_path)
    human_action(qtbot, window)
    qtbot.waitUntil(lambda: window.session.to_move_is_human(), timeout=20000)
    human_action(qtbot, window)
    moves = list(window.session.moves)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    assert not window.new_game()
    assert window.session.moves == moves
    resumed, message, _kept = resume_or_new(partial(GameSession.load, SHIMA), tmp_path / "auto.json",
                                          lambda: new_session(SHIMA))
    assert message.startswith("Resumed") and resumed.state == window.session.state
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    assert window.new_game(SEATS, seed=11)
    assert window.session.seed == 11 and window.session.seats == SEATS


def test_new_island_dialog_seats_three_or_four(qtbot, monkeypatch):
    """The game's New game dialog: the islanders by name in the set-up order, three or four seats,
    one of them yours at most."""
    dialog = NewGameDialog(SHIMA, [HUMAN, "planner", "greedy"])
    qtbot.addWidget(dialog)
    labels = [dialog.layout().labelForField(combo).text() for combo in dialog.seat_combos]
    assert labels[0] == "Seat &1 (しかっぱら)" and labels[3] == "Seat &4 (世界)"
    assert dialog.seats() == [HUMAN, "planner", "greedy"]
    dialog.seat_combos[3].setCurrentIndex(dialog.seat_combos[3].findData("random"))
    dialog.seat_combos[0].setCurrentIndex(dialog.seat_combos[0].findData("greedy"))
    assert dialog.seats() == ["greedy", "planner", "greedy", "random"]
    dialog.seat_combos[2].setCurrentIndex(dialog.seat_combos[2].findData(HUMAN))
    assert dialog.foot.ok.isEnabled()
    dialog.seat_combos[0].setCurrentIndex(dialog.seat_combos[0].findData(HUMAN))
    # two seats marked "You": OK waits, and the dialog says why
    assert not dialog.foot.ok.isEnabled() and "one seat at most" in dialog.foot.problem.text()


def test_new_island_with_other_points_to_win(qtbot, tmp_path, monkeypatch):
    """The rule options where the rule book leaves room: 8 points win this island, and the players'
    heading says so."""

    window = window_for(qtbot, tmp_path)
    assert "10 points win" in window.players_heading.text()

    def answer(dialog):  # what a person does in the dialog: 8 points, then OK
        assert dialog.layout().labelForField(dialog.rules_form.widgets["target"]).text().startswith("Points that win")
        dialog.rules_form.widgets["target"].setValue(8)
        return True

    monkeypatch.setattr(NewGameDialog, "exec", answer)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    assert window.new_game()
    assert window.session.rules.ruleset.target == 8 and "8 points win" in window.players_heading.text()


def test_the_editor_opens_the_island_game_from_its_game_menu(qtbot, tmp_path):
    from core import bundled
    from editor.dataset_document import DatasetDocument
    from qtapp.main_window import MainWindow, load_board_for

    main = MainWindow(DatasetDocument.open(bundled.default_karuta_dataset(), load_board_for), restore_layout=False)
    qtbot.addWidget(main)
    titles = [a.text() for m in main.menuBar().actions() if m.menu() for a in m.menu().actions()]
    assert any("しま" in t for t in titles)
    window = main.open_game("shima", autosave_path=tmp_path / "auto.json", speed="step")
    qtbot.addWidget(window)
    assert isinstance(window, ShimaWindow) and window.session.state.phase == "setup"
    assert (tmp_path / "auto.json").exists()  # the new island is saved at once


def test_a_save_that_cannot_be_kept_aside_is_left_alone(qtbot, tmp_path, monkeypatch):
    """A save that can be neither resumed nor renamed aside: a new game starts, not autosaved, so
    the save on disk stays as it was (and the status bar says why)."""
    from core.games import session as game_session
    from qtapp.play.tables import open_table

    path = tmp_path / "shima-game.json"
    path.write_bytes(b"\xff not a save")

    def refuse(_path):
        raise PermissionError("read-only folder")

    monkeypatch.setattr(game_session, "_keep_aside", refuse)
    window = open_table(SHIMA, path=path, speed="instant", seed=5)
    qtbot.addWidget(window)
    assert window.session.seed == 5 and window.autosave_path is None
    assert "not autosaved" in window.statusBar().currentMessage()
    assert path.read_bytes() == b"\xff not a save"
