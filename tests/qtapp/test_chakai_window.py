"""Playing 北野大茶会 in its window: your choices from the list, three CPUs, hidden cards kept
hidden until a round turns up, the tea party, autosave and resume."""

from __future__ import annotations

from PySide6.QtCore import Qt

from core.games.chakai.rules import ChakaiRules
from core.games.chakai.spec import SPEC as CHAKAI
from core.games.session import HUMAN, GameSession, move_from_json, move_to_json
from qtapp.chakai.chakai_window import ChakaiWindow

SEATS = [HUMAN, "greedy", "greedy", "random"]


def window_for(qtbot, tmp_path, seats=SEATS, speed="instant", seed=4):
    window = ChakaiWindow(GameSession.new(CHAKAI, ChakaiRules(), list(seats), seed), tmp_path / "auto.json", speed)
    qtbot.addWidget(window)
    window.show()
    return window


def test_a_whole_game_by_choosing_from_the_list(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path)
    chosen = 0
    for _ in range(200):
        qtbot.waitUntil(lambda: window.session.state.is_over or window.session.to_move_is_human(), timeout=20000)
        if window.session.state.is_over:
            break
        legal = window.session.legal_moves()
        state = window.session.state
        before = len(window.session.moves)
        if state.phase == "exchange":
            # the hand's cards are ticked, not picked among every combination
            hand = state.hands[state.to_move]
            assert window.choices.count() == len(hand) and window.choose_button.isEnabled()
            for row in (0, 2):
                window.choices.item(row).setCheckState(Qt.CheckState.Checked)
            qtbot.mouseClick(window.choose_button, Qt.MouseButton.LeftButton)
            assert window.session.moves[before] == move_to_json(("exchange", tuple(sorted((hand[0], hand[2])))))
            chosen += 1
            continue
        assert window.choices.count() == len(legal) and window.choose_button.isEnabled()
        # the last choice listed, by a click on Choose
        window.choices.setCurrentRow(window.choices.count() - 1)
        expected = move_from_json(window.choices.currentItem().data(Qt.UserRole))
        qtbot.mouseClick(window.choose_button, Qt.MouseButton.LeftButton)
        assert window.session.moves[before] == move_to_json(expected)
        chosen += 1
    state = window.session.state
    assert state.is_over and chosen >= 8  # the exchange and seven cards at least
    assert "The tea party" in window.last_action.text() and "VP" in window.table.text()
    assert GameSession.load(CHAKAI, tmp_path / "auto.json").state == state


def test_the_others_cards_stay_hidden_until_the_round_turns_up(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, seats=["greedy", HUMAN, "greedy"], speed="step")
    while window.session.state.phase == "exchange":
        if window.session.to_move_is_human():
            window.play(("exchange", ()))
        else:
            qtbot.mouseClick(window.next_cpu_button, Qt.MouseButton.LeftButton)
    # round 1: seat 1 (a CPU) chooses first; what it chose is not told
    qtbot.mouseClick(window.next_cpu_button, Qt.MouseButton.LeftButton)
    assert window.log.item(window.log.count() - 1).text() == "1 (上座, CPU greedy): chooses a card"
    assert window.session.to_move_is_human()
    window.play(window.session.legal_moves()[0])
    qtbot.mouseClick(window.next_cpu_button, Qt.MouseButton.LeftButton)
    texts = [window.log.item(k).text() for k in range(window.log.count())]
    assert texts[-1].startswith("round 1 turned up — 1: ")
    # the others' exchanges were told by count only
    assert all("exchange" not in t or "you" in t or "card(s)" in t or "keep" in t for t in texts)


def test_new_game_asks_and_the_editor_opens_the_window(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from core import bundled
    from editor.dataset_document import DatasetDocument
    from qtapp.main_window import MainWindow, load_board_for

    window = window_for(qtbot, tmp_path, speed="step")
    window.play(window.session.legal_moves()[0])
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    assert not window.new_game() and len(window.session.moves) == 1
    main = MainWindow(DatasetDocument.open(bundled.default_karuta_dataset(), load_board_for), restore_layout=False)
    qtbot.addWidget(main)
    opened = main.open_game("chakai", autosave_path=tmp_path / "auto.json", speed="step")
    qtbot.addWidget(opened)
    assert opened.session.moves == window.session.moves  # the autosave was resumed


def test_more_than_three_ticked_cards_are_not_exchanged(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, speed="step")
    assert window.session.state.phase == "exchange" and window.session.to_move_is_human()
    for row in range(4):
        window.choices.item(row).setCheckState(Qt.CheckState.Checked)
    qtbot.mouseClick(window.choose_button, Qt.MouseButton.LeftButton)
    assert window.session.moves == [] and "at most 3" in window.statusBar().currentMessage()
    # a double-click ticks or unticks a card; it does not play
    window._on_double_click(window.choices.item(0))
    assert window.choices.item(0).checkState() == Qt.CheckState.Unchecked and window.session.moves == []
    qtbot.mouseClick(window.choose_button, Qt.MouseButton.LeftButton)
    assert len(window.session.moves) == 1 and len(window.session.moves[0][1]) == 3


def test_new_game_deals_draft_18_a_proposal_or_any_mix(qtbot, tmp_path, monkeypatch):
    """New game…: a proposal picked by name sets the options; options changed by hand are named
    your own mix; two seats marked You cannot start; the table names the rules in force, and the
    autosave resumes with them."""
    from PySide6.QtWidgets import QMessageBox

    from core.games.chakai.rules import ChakaiRuleSet
    from qtapp.play.new_game_dialog import OWN_MIX, NewGameDialog

    window = window_for(qtbot, tmp_path, speed="step")
    assert "Rules: draft 18 as written" in window.table.text()
    dialog = NewGameDialog(CHAKAI, window.session.seats, window.session.rules.ruleset)
    qtbot.addWidget(dialog)
    assert dialog.ruleset() == ChakaiRuleSet() and dialog.preset.currentData() == "draft18"
    dialog.preset.setCurrentIndex(dialog.preset.findData("count"))
    dialog.preset.activated.emit(dialog.preset.currentIndex())
    assert dialog.ruleset() == ChakaiRuleSet(majority_share=True, majority_score="die_plus_count")
    dialog.rules_form.widgets["set_bonus"].setValue(0)
    assert dialog.preset.currentText() == OWN_MIX
    ok = dialog.foot.ok
    dialog.seat_combos[2].setCurrentIndex(dialog.seat_combos[2].findData(HUMAN))
    assert not ok.isEnabled() and "one seat at most" in dialog.foot.problem.text()
    dialog.seat_combos[2].setCurrentIndex(dialog.seat_combos[2].findData("random"))
    dialog.seat_combos[3].setCurrentIndex(0)  # three players
    assert ok.isEnabled() and dialog.seats() == [HUMAN, "greedy", "random"]
    mix = dialog.ruleset()
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(window, "choose_new_game", lambda: (dialog.seats(), 5, ChakaiRules(mix)))
    assert window.new_game()
    assert window.session.rules.ruleset == mix and window.session.state.players == 3
    assert "Rules: draft 18 with majority_share True, majority_score die_plus_count, set_bonus 0" in window.table.text()
    window.play(window.session.legal_moves()[0])
    assert GameSession.load(CHAKAI, tmp_path / "auto.json").rules.ruleset == mix
