"""Playing 旧国かるた in its window (the Game menu's generic table on the shared session): one seat
by clicks, three CPUs, autosave and resume."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from core import bundled
from core.games.karuta.spec import SPEC as KARUTA
from core.games.session import HUMAN, GameSession
from editor.dataset_document import DatasetDocument
from qtapp.main_window import MainWindow, load_board_for

SEATS = [HUMAN, "planner", "greedy", "random"]


def main_window(qtbot):
    window = MainWindow(DatasetDocument.open(bundled.default_karuta_dataset(), load_board_for), restore_layout=False)
    qtbot.addWidget(window)
    return window


def new_game(qtbot, window, seed: int, speed: str, path):
    """The Game menu's 旧国かるた table on the open dataset, dealt anew at the given seats."""
    play = window.open_game("karuta", autosave_path=path, speed=speed)
    qtbot.addWidget(play)
    assert play.new_game(SEATS, seed=seed, ask=False)
    return play


def human_action(qtbot, play) -> None:
    """What a person does: double-click a highlighted card, or End turn / Pass when those are the way."""
    hand = play.hand
    if hand.playable:
        index = next(i for i, face in enumerate(hand.faces) if face.province_id in hand.playable)
        centre = hand.card_rect(index).center()
        qtbot.mouseDClick(hand, Qt.MouseButton.LeftButton, pos=QPoint(int(centre.x()), int(centre.y())))
    elif play.end_turn_button.isEnabled():
        qtbot.mouseClick(play.end_turn_button, Qt.MouseButton.LeftButton)
    else:
        assert play.pass_button.isEnabled(), "a human turn with nothing to click"
        qtbot.mouseClick(play.pass_button, Qt.MouseButton.LeftButton)


def test_whole_game_with_one_seat_driven_by_clicks(qtbot, tmp_path):
    """Seat 1 plays by clicking its highlighted cards; three CPUs play on; the deal ends with a summary."""
    window = main_window(qtbot)
    play = new_game(qtbot, window, 3, "instant", tmp_path / "auto.json")
    human_turns = 0
    for _ in range(400):
        qtbot.waitUntil(lambda: play.session.state.is_over or play.session.to_move_is_human(), timeout=20000)
        if play.session.state.is_over:
            break
        before = len(play.session.moves)
        human_action(qtbot, play)
        assert len(play.session.moves) == before + 1
        human_turns += 1
    state = play.session.state
    assert state.is_over and human_turns > 5
    assert "Game over" in play.last_action.text()
    # the end-of-game screen: the ranking from the winner down, with the cards each has left
    ranking = play.game_over.standings()
    assert play.game_over.isVisible() and len(ranking) == 4
    assert ranking[0][1] == "0 cards left" and [row[0].split(",")[0] for row in ranking].count("Seat 1") == 1
    left = [int(row[1].split()[0]) for row in ranking]
    assert left == sorted(left)
    # Only legal moves were ever recorded: the record replays through the engine.
    resumed = GameSession.load(KARUTA, tmp_path / "auto.json", window.document.dataset)
    assert resumed.state == state


def test_pass_only_enabled_when_nothing_can_be_played(qtbot, tmp_path):
    """On a human turn, Pass is enabled exactly when pass is the only legal move."""
    window = main_window(qtbot)
    play = new_game(qtbot, window, 8, "instant", tmp_path / "a.json")
    for _ in range(60):
        qtbot.waitUntil(lambda: play.session.state.is_over or play.session.to_move_is_human(), timeout=20000)
        if play.session.state.is_over:
            break
        kinds = {m.kind for m in play.session.legal_moves()}
        assert play.pass_button.isEnabled() == (kinds == {"pass"})
        human_action(qtbot, play)


def test_autosave_then_resume_mid_game(qtbot, tmp_path):
    """Leaving mid-game and resuming shows exactly the same state, and the game goes on."""
    path = tmp_path / "auto.json"
    window = main_window(qtbot)
    play = new_game(qtbot, window, 11, "step", path)
    for _ in range(6):
        if play.session.to_move_is_human():
            human_action(qtbot, play)
        else:
            assert play.next_cpu_button.isEnabled()
            qtbot.mouseClick(play.next_cpu_button, Qt.MouseButton.LeftButton)
    left = play.session.state
    play.close()
    resumed = window.open_game("karuta", autosave_path=path, speed="step")
    qtbot.addWidget(resumed)
    assert resumed is not play and resumed.session.state == left
    assert resumed.log.count() == len(resumed.session.moves)
    assert resumed.statusBar().currentMessage() == "Resumed the saved game."


def test_the_game_lays_its_cards_at_the_adopted_size(qtbot, tmp_path):
    """Adopting another candidate size in the editor changes the size of the game's cards."""
    from core.edits.card_size_edits import AdoptCardSize

    window = main_window(qtbot)
    play = new_game(qtbot, window, 3, "instant", tmp_path / "auto.json")
    assert (play.card_layout.width, play.card_layout.height) == (24, 26)
    window.document.push(AdoptCardSize("22x16"))
    window.document.undo_stack.setClean()
    again = new_game(qtbot, window, 3, "instant", tmp_path / "auto2.json")
    assert (again.card_layout.width, again.card_layout.height) == (22, 16)
    assert again.card_layout.report()["pairs_after"] == 0


def test_new_game_at_the_same_table(qtbot, tmp_path):
    """Game ▸ New game in the table's own window deals again there: the log starts afresh, the
    autosave holds the new deal, and the whole board is in view once the window is shown."""
    window = main_window(qtbot)
    path = tmp_path / "auto.json"
    play = new_game(qtbot, window, 11, "step", path)
    play.resize(1200, 800)
    play.show()
    qtbot.waitUntil(lambda: play.view.transform().m11() != 1.0)
    board = play.view.mapFromScene(play.scene.home_rect()).boundingRect()
    assert play.view.viewport().rect().adjusted(-2, -2, 2, 2).contains(board)
    for _ in range(3):
        if play.session.to_move_is_human():
            human_action(qtbot, play)
        else:
            qtbot.mouseClick(play.next_cpu_button, Qt.MouseButton.LeftButton)
    assert play.log.count() == 3
    assert play.new_game([HUMAN, "greedy"], seed=5, ask=False)
    assert play.session.seed == 5 and play.session.state.players == 2
    assert play.log.count() == len(play.session.moves)
    assert GameSession.load(KARUTA, path, window.document.dataset).seed == 5


def test_the_first_card_is_prompted_and_a_rematch_deals_the_same_seats_again(qtbot, tmp_path):
    window = main_window(qtbot)
    play = new_game(qtbot, window, 1, "step", tmp_path / "auto.json")
    # a deal the person opens (the opening seat is drawn at random from the seed)
    seed = next(s for s in range(1, 60) if play.new_game(SEATS, seed=s, ask=False) and play.session.to_move_is_human())
    assert play.session.state.board == 0
    assert play.last_action.text().startswith("Your turn, and the first card of the deal: any card may open it")
    dialog = play.show_game_over("Game over", [("Seat 1, you", "0 cards left")])
    qtbot.mouseClick(dialog.rematch_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert play.session.seats == SEATS and play.session.seed != seed and not play.session.moves
