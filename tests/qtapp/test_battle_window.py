"""Playing 市区町村バトル in its window on 東京都's board: moves chosen by clicking a cell and the
list, three CPUs, the board coloured by owner, autosave and resume on the same board."""

from __future__ import annotations

import re

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QMessageBox

from core.cli import main as kuni
from core.games.battle.marks import board_marks, marks_text
from core.games.battle.rules import BattleRules
from core.games.battle.spec import SPEC as BATTLE
from core.games.session import GameSession
from editor.dataset_document import DatasetDocument
from qtapp.battle.battle_window import DANGER
from qtapp.main_window import MainWindow, load_board_for


def open_battle(qtbot, tmp_path, speed="instant", seed=1):
    path = tmp_path / "tokyo.json"
    assert kuni(["build-board", "municipalities", "--prefectures", "13", "--out", str(path)]) == 0
    main = MainWindow(DatasetDocument.open(path, load_board_for), restore_layout=False)
    qtbot.addWidget(main, before_close_func=lambda w: w.document.undo_stack.setClean())
    # a fixed deal: with a random one the human may be beaten before the turns the test plays
    window = main.open_game("battle", autosave_path=tmp_path / "battle.json", speed=speed, seed=seed)
    qtbot.addWidget(window)
    return main, window


def test_turns_played_from_the_board_and_the_list(qtbot, tmp_path):
    main, window = open_battle(qtbot, tmp_path)
    session = window.session
    assert window.players.text().count("seat") == 4
    played = told = 0
    for _ in range(6):
        qtbot.waitUntil(lambda: window.session.state.is_over or window.session.to_move_is_human(), timeout=20000)
        if window.session.state.is_over:
            break
        legal = window.session.legal_moves()
        # a click on the cell of the first legal move's piece (or target) lists only its moves
        move = next((m for m in legal if m.piece), legal[0])
        rules, state = window.session.rules, window.session.state
        where = state.where[rules.index[move.piece]] if move.piece else -1
        code = rules.codes[where] if 0 <= where < rules.n_cells else move.cell
        region = window.board.region(code)
        window.view.centre_on_region(region)
        qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                         pos=window.view.mapFromScene(QPointF(*region.label_point)))
        if window.selected_cell:
            assert 0 < window.choices.count() <= len(legal)
            # and the town is told about: its name first, its ★ and sister cities below
            assert not window.town.isHidden() and window.names[window.selected_cell] in window.town.text()
            # the clicked cell is ringed on the board
            outline = window.selection_outline
            assert outline is not None and outline.path() == window.scene.province_item(window.selected_cell).path()
            told += 1
            assert "★" in window.town.text() and "sister cities:" in window.town.text()
        else:  # the click fell between cells: every move is listed
            assert window.choices.count() == len(legal)
        before = len(window.session.moves)
        qtbot.mouseClick(window.choose_button, Qt.MouseButton.LeftButton)
        assert len(window.session.moves) == before + 1
        # the move made, the filter and its ring are let go: the next turn lists every move
        assert window.selected_cell == "" and window.selection_outline is None and window.town.isHidden()
        played += 1
    assert played >= 3 and window.log.count() > played and told >= 1
    # a long move wraps in the log instead of running past its right edge
    window.show()
    qtbot.waitExposed(window)
    longest = max((window.log.item(k) for k in range(window.log.count())), key=lambda item: len(item.text()))
    assert window.log.visualItemRect(longest).right() <= window.log.viewport().width()
    # cells are coloured by owner: a seat's towns are not the unaffiliated grey
    state = window.session.state
    home = state.homes[0]
    item = window.scene.province_item(window.session.rules.codes[state.where[home]])
    assert item.brush().color().name() != "#c9c9c9"
    # the autosave replays on the same board
    resumed = GameSession.load(BATTLE, tmp_path / "battle.json", main.document.dataset)
    assert resumed.state == window.session.state and resumed.moves == window.session.moves
    assert session.seats == resumed.seats


def test_pieces_show_their_stars_bonds_and_danger(qtbot, tmp_path):
    """Under each piece: its ★ (a grey town's only above ★1) and ♥, and a red ! when one move could
    encircle it; the players' panel counts each seat's pieces in hand."""
    _main, window = open_battle(qtbot, tmp_path)
    qtbot.waitUntil(lambda: window.session.state.is_over or window.session.to_move_is_human(), timeout=20000)
    rules, state = window.session.rules, window.session.state
    marks = board_marks(rules, state)
    texts = [label.text() for label in window.piece_labels]
    assert sorted(t for t in texts if t.startswith("★")) == sorted(marks_text(m) for m in marks if marks_text(m))
    assert texts.count("!") == sum(m.in_danger for m in marks) > 0
    red = [label for label in window.piece_labels if label.text() == "!"]
    assert all(label.brush().color().name() == DANGER for label in red)
    assert f"{rules.hand_size(state, 1)} in hand" in window.players.text()
    # the turn order the dice gave
    assert "turns (by dice): " + " → ".join(str(seat + 1) for seat in state.order) in window.players.text()


def test_place_names_give_way_to_the_lines_under_pieces(qtbot, tmp_path):
    """A town standing on another's cell is named there, and every piece's ★ and marks are drawn
    under its cell's name: the board's other names must not run into those lines (港区's name
    under 千代田区 standing on 中央区 read 「港千代田区」); each line may touch only the name it
    hangs under."""
    _main, window = open_battle(qtbot, tmp_path, seed=3)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.session.state.is_over or window.session.to_move_is_human(), timeout=20000)
    # the main land filling the view (the fitted board also holds the islands' insets below it)
    in_insets = {code for inset in window.insets for code in inset.ids}
    points = [QPointF(*r.label_point) for r in window.board.regions
              if r.id not in in_insets and r.id in window.scene._label_by_code]
    window.view.fit_rect(QRectF(QPointF(min(p.x() for p in points), min(p.y() for p in points)),
                                QPointF(max(p.x() for p in points), max(p.y() for p in points))))
    transform = window.view.viewportTransform()

    def on_screen(item):
        return item.deviceTransform(transform).mapRect(item.text_rect())

    names = {code: label for code, label in window.scene._label_by_code.items() if label.isVisible()}
    lines = {}
    for line, items in window._piece_labels.items():
        rect = on_screen(items[0])
        for item in items[1:]:
            rect = rect.united(on_screen(item))
        lines[line] = rect
    assert len(lines) >= 10 and len(names) >= 20
    assert any(line[0] not in names for line in lines)  # some names did give way
    for line, rect in lines.items():
        for code, label in names.items():
            if code != line[0]:
                assert not rect.intersects(on_screen(label)), (line[1], label.text())


def test_your_turn_is_announced_over_your_home(qtbot, tmp_path, japanese):
    """「人の番になると、地図がその人の本拠地へ自動で動き、盤の上に「○○の番」と大きく出ます」:
    the banner shows for a moment, and a view that had wandered off comes back to the home."""
    _main, window = open_battle(qtbot, tmp_path)
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.session.to_move_is_human(), timeout=20000)
    window.refresh()  # shown now: the first announcement may have come before the window was
    assert window.turn_banner.text() == "あなたの番"
    qtbot.waitUntil(lambda: not window.turn_banner.isVisible(), timeout=5000)  # and it goes away
    rules = window.session.rules

    def home_point() -> QPointF:
        state = window.session.state
        return QPointF(*window.board.region(rules.codes[state.where[state.homes[0]]]).label_point)

    window.view.centre_on_region(window.board.region(rules.codes[0]), px_per_km=40)  # zoomed in far away
    window.view.centerOn(home_point() + QPointF(500, 500))
    seen = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    assert not seen.contains(home_point())
    moves = len(window.session.moves)
    qtbot.mouseClick(window.choose_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session.state.is_over or
                    (window.session.to_move_is_human() and len(window.session.moves) > moves), timeout=20000)
    if not window.session.state.is_over:
        assert window.turn_banner.isVisible()
        seen = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
        assert seen.contains(home_point())


def test_the_editor_refuses_a_battle_on_the_province_board(qtbot, monkeypatch):
    from core import bundled

    told = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: told.append(a[2]))
    main = MainWindow(DatasetDocument.open(bundled.default_karuta_dataset(), load_board_for), restore_layout=False)
    qtbot.addWidget(main)
    assert main.open_game("battle") is None and "battle dataset" in told[0]


def test_new_game_dialog_gives_players_and_rules(qtbot, tmp_path, monkeypatch):
    from core.games.battle.rules import BattleRuleSet
    from core.games.session import HUMAN
    from qtapp.battle.new_battle_dialog import NewBattleDialog

    dialog = NewBattleDialog([HUMAN, "normal", "normal"], BattleRuleSet())
    qtbot.addWidget(dialog)
    assert dialog.seats() == [HUMAN, "normal", "normal"] and dialog.ruleset() == BattleRuleSet()
    dialog.players.setValue(6)
    dialog.strength.setCurrentIndex(dialog.strength.findData("strong"))
    dialog.strength.activated.emit(dialog.strength.currentIndex())
    placement = dialog.rules_form.widgets["home_placement"]
    placement.setCurrentIndex(placement.findData("chosen"))
    dialog.rules_form.widgets["turn_limit"].setValue(12)
    dialog.teams.setChecked(True)
    assert dialog.seats() == [HUMAN] + ["strong"] * 5
    rules = dialog.ruleset()
    assert rules.home_placement == "chosen" and rules.turn_limit == 12 and rules.teams == (0, 1, 0, 1, 0, 1)
    # the clock: none by default; 持ち時間 and 秒読み as chosen; a dialog opened again shows them
    from core.games.clock import TimeControl

    assert dialog.time_control() == TimeControl() and not dialog.time_control().active
    dialog.main_time.setCurrentIndex(dialog.main_time.findData(600))
    dialog.byoyomi.setCurrentIndex(dialog.byoyomi.findData(30))
    assert dialog.time_control() == TimeControl(600, 30)
    again = NewBattleDialog([HUMAN, "normal"], BattleRuleSet(), None, TimeControl(600, 30))
    qtbot.addWidget(again)
    assert again.time_control() == TimeControl(600, 30)
    # the window starts the game the dialog describes
    _main, window = open_battle(qtbot, tmp_path, speed="step")
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(window, "choose_new_game", lambda: (dialog.seats(), 7, BattleRules(window.session.rules.dataset, rules)))
    assert window.new_game()
    assert len(window.session.seats) == 6 and window.session.rules.ruleset.teams == (0, 1, 0, 1, 0, 1)
    assert window.session.state.phase == "homes"  # each seat chooses its home
    # 紅白戦: every seat is named with its team, and the teams' stars head the players' list
    text = window.players.text()
    assert "seat 1 (you, 紅組)" in text and "seat 2 (CPU strong, 白組)" in text
    assert "紅組 ★" in text and "白組 ★" in text


def test_the_seat_table_says_who_plays_each_seat_its_team_and_the_order(qtbot):
    """「だれが遊ぶ?」: each seat a person or a CPU of its own strength; 紅白戦 teams seat by seat
    (OK waits while one team has no seat); ▲▼ reorder the seats; more players add CPU seats."""

    from core.games.battle.rules import BattleRuleSet
    from core.games.session import HUMAN
    from qtapp.battle.new_battle_dialog import NewBattleDialog

    dialog = NewBattleDialog([HUMAN, "weak", "strong"], BattleRuleSet(teams=(0, 0, 1)))
    qtbot.addWidget(dialog)
    ok = dialog.foot.ok
    assert dialog.seats() == [HUMAN, "weak", "strong"] and dialog.ruleset().teams == (0, 0, 1) and ok.isEnabled()
    # a second person at the computer, and the last seat's team changed: one team left, no OK
    dialog.rows[1].kind.setCurrentIndex(dialog.rows[1].kind.findData(HUMAN))
    dialog.rows[2].team.setCurrentIndex(0)
    assert not ok.isEnabled() and "each team" in dialog.foot.problem.text()
    dialog.rows[0].team.setCurrentIndex(1)
    assert ok.isEnabled() and dialog.foot.problem.isHidden()
    assert dialog.seats() == [HUMAN, HUMAN, "strong"] and dialog.ruleset().teams == (1, 0, 0)
    # ▼ on the first seat: it becomes seat 2, with its player and team
    qtbot.mouseClick(dialog.rows[0].down, Qt.MouseButton.LeftButton)
    assert dialog.ruleset().teams == (0, 1, 0) and [row.number.text() for row in dialog.rows] == ["seat 1", "seat 2", "seat 3"]
    assert not dialog.rows[0].up.isEnabled() and not dialog.rows[2].down.isEnabled()
    # a person's seat can be named (「○○の番」); a CPU's cannot
    assert dialog.rows[0].name.isEnabled() and not dialog.rows[2].name.isEnabled()
    dialog.rows[0].name.setText(" はなこ ")
    assert dialog.names() == ["はなこ", "", ""]
    # teams are chosen only for 紅白戦
    dialog.teams.setChecked(False)
    assert not dialog.rows[0].team.isEnabled() and dialog.ruleset().teams is None
    # five players: two CPU seats more, as strong as the last CPU; back to four drops the last
    dialog.players.setValue(5)
    assert dialog.seats() == [HUMAN, HUMAN, "strong", "strong", "strong"]
    dialog.players.setValue(4)
    assert dialog.seats() == [HUMAN, HUMAN, "strong", "strong"]


def test_new_game_options_the_board_cannot_start_are_refused_with_the_reason(qtbot, tmp_path, monkeypatch):
    """Homes on ★4 towns only: 東京都 has four (千代田区 and 新宿区, 台東区 ★8, 荒川区 ★5), so five
    players cannot start there. The dialog says so and waits; a game asked for anyway is a
    message, and the game in progress goes on."""

    from core.games.battle.rules import BattleRuleSet
    from qtapp.battle.new_battle_dialog import NewBattleDialog

    _main, window = open_battle(qtbot, tmp_path, speed="step")
    dataset = window.session.rules.dataset
    dialog = NewBattleDialog(window.session.seats, BattleRuleSet(), None, None,
                             lambda seats, ruleset: BattleRules(dataset, ruleset).start_problem(len(seats)))
    qtbot.addWidget(dialog)
    ok = dialog.foot.ok
    dialog.players.setValue(5)
    assert ok.isEnabled()
    dialog.rules_form.widgets["home_pool"].setCurrentIndex(dialog.rules_form.widgets["home_pool"].findData("star4"))
    assert not ok.isEnabled() and "4 ★4 towns" in dialog.foot.problem.text() and "not 5" in dialog.foot.problem.text()
    dialog.players.setValue(2)
    assert ok.isEnabled()
    warned = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warned.append(a[2]))
    session = window.session
    star4 = BattleRules(dataset, BattleRuleSet(home_pool="star4"))
    monkeypatch.setattr(window, "choose_new_game", lambda: ([*session.seats, "normal"], 7, star4))  # five seats
    assert not window.new_game()
    assert window.session is session and "cannot start" in warned[0]


def test_several_people_pass_the_computer_round(qtbot, tmp_path, monkeypatch):
    """Two seats played by people (「1台を順番に回して遊ぶ」): each one's turn is announced with its
    seat (「席 N の番」), lists that seat's moves, and the CPUs play between them."""
    from core.games.session import HUMAN

    _main, window = open_battle(qtbot, tmp_path)
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    from core.games.clock import TimeControl

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    rules = window.session.rules
    monkeypatch.setattr(window, "choose_new_game",
                        # a deal where both people stand for the turns the test plays
                        lambda: ([HUMAN, "normal", HUMAN, "normal"], 2, rules, TimeControl(600, None),
                                 ["たろう", "", "", ""]))
    assert window.new_game()
    assert "seat 1 (たろう)" in window.players.text() and "seat 3 (person)" in window.players.text()
    seen_seats = set()
    for _ in range(6):
        qtbot.waitUntil(lambda: window.session.state.is_over or window.session.to_move_is_human(), timeout=20000)
        if window.session.state.is_over:
            break
        seat = window.session.state.to_move
        seen_seats.add(seat)
        # 「○○の番」: a named seat by its name, the other by its number
        assert window.turn_banner.text() == ("たろう's turn" if seat == 0 else f"Seat {seat + 1}'s turn")
        assert window.filter_label.text().startswith("たろう's moves:" if seat == 0 else f"Seat {seat + 1}'s moves:")
        window._show_clock()
        whose = "たろう" if seat == 0 else f"seat {seat + 1}"
        assert f"({whose})" in window.clock_label.text()  # whose 持ち時間 is running
        assert window.choices.count() == len(window.session.legal_moves())
        qtbot.mouseClick(window.choose_button, Qt.MouseButton.LeftButton)
    assert seen_seats == {0, 2}
    window.controller.set_speed("step")  # a CPU's turn: each person's time left
    qtbot.waitUntil(lambda: not window.session.to_move_is_human() or window.session.state.is_over, timeout=20000)
    if not window.session.state.is_over:
        window._show_clock()
        assert "たろう " in window.clock_label.text() and "seat 3 " in window.clock_label.text()


def test_out_of_time_a_cpu_moves_for_you_and_the_record_says_so(qtbot, tmp_path, monkeypatch):
    """持ち時間 and 秒読み: with 0.4 s a move, the human's turn runs out, the stand-in CPU moves, the
    log and the record say 時間切れ; the clock stops while the rules are open; a resumed game keeps
    its clock."""
    from core.games.clock import TimeControl

    main, window = open_battle(qtbot, tmp_path)
    rules = window.session.rules
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(window, "choose_new_game", lambda: (window.session.seats, 5, rules, TimeControl(byoyomi=0.4)))
    assert window.new_game()
    session = window.session
    assert session.clock.control == TimeControl(byoyomi=0.4) and not window.clock_label.isHidden()
    qtbot.waitUntil(lambda: session.to_move_is_human(), timeout=20000)
    assert "秒読み" in window.clock_label.text()
    # the rules open: the clock stops, the turn waits
    rules_action = next(a for m in window.menuBar().actions() if m.menu() for a in m.menu().actions()
                        if a.text() == "&Rules")
    before = len(session.moves)
    rules_action.trigger()
    qtbot.wait(700)
    assert len(session.moves) == before and "stopped" in window.clock_label.text()
    from qtapp.play.rules_window import show_rules
    show_rules(BATTLE).close()  # the same window, closed: the clock runs again
    qtbot.waitUntil(lambda: len(session.timeouts) >= 1, timeout=5000)
    assert session.timeouts[0] == before + 1
    assert any("時間切れ" in window.log.item(k).text() for k in range(window.log.count()))
    saved = GameSession.load(BATTLE, tmp_path / "battle.json", main.document.dataset)
    assert saved.timeouts == session.timeouts and saved.clock.control == TimeControl(byoyomi=0.4)
    assert saved.record()["timeouts"] == session.timeouts


def test_a_new_game_on_other_prefectures(qtbot, tmp_path, monkeypatch):
    """「盤」 from the table: a board of other prefectures is cut, New game deals on it, the board
    shown is the new one and the autosave names its prefectures (so the game resumes there); a
    New game cancelled on the new board leaves the game in progress alone."""
    from core.games.session import HUMAN, saved_board

    _main, window = open_battle(qtbot, tmp_path, speed="step")
    tokyo = window.session
    answers = [QMessageBox.StandardButton.No]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: answers[-1])
    assert window.new_game_on_other_board(["14"]) is None  # the game in progress is kept: no board cut
    answers.append(QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(window, "choose_new_game", lambda dataset=None: None)
    window.new_game_on_other_board(["14"])
    qtbot.waitUntil(lambda: not window._cutting, timeout=30_000)
    assert window.session is tokyo and window.board.region(tokyo.rules.codes[0]) is not None  # cancelled
    monkeypatch.setattr(window, "choose_new_game",
                        lambda dataset=None: ([HUMAN, "normal", "weak"], 3, BattleRules(dataset), None))
    window.new_game_on_other_board(["14"])
    qtbot.waitUntil(lambda: window.session is not tokyo, timeout=30_000)
    session = window.session
    assert all(code.startswith("14") for code in session.rules.codes) and len(session.seats) == 3
    assert "神奈川県" in window.windowTitle()
    assert window.scene.province_item(session.rules.codes[0]) is not None
    assert window.scene.province_item(tokyo.rules.codes[0]) is None
    assert saved_board(BATTLE, tmp_path / "battle.json") == "14"
    # the table plays on: the CPUs move (one at a time here), then yours is made
    while not window.session.to_move_is_human() and not window.session.state.is_over:
        window.controller.next_cpu_action()
    if window.session.to_move_is_human():
        moves = len(window.session.moves)
        qtbot.mouseClick(window.choose_button, Qt.MouseButton.LeftButton)
        assert len(window.session.moves) == moves + 1


def test_the_list_opens_on_a_move_on_the_board_not_on_giving_pieces_up(qtbot, tmp_path, monkeypatch):
    """The engine lists moves by kind alphabetically ("call" first); the table lists the board's
    moves first and the overseas call and pass last, so the row Choose plays at once is a move."""
    from core.games.battle.rules import BattleMove
    from qtapp.battle.battle_window import LIST_ORDER

    _main, window = open_battle(qtbot, tmp_path)
    qtbot.waitUntil(lambda: window.session.to_move_is_human(), timeout=20000)
    session = window.session
    seat, state, rules = session.state.to_move, session.state, session.rules
    mine = [rules.piece_ids[p] for p, owner in enumerate(state.owner) if owner == seat and p != state.homes[seat]]
    # a position where the call is offered too, in the engine's order (calls sort first)
    legal = sorted(session.legal_moves() + [BattleMove("call", sacrifice=tuple(mine[:2])), BattleMove("pass")])
    assert legal[0].kind == "call"
    monkeypatch.setattr(session, "legal_moves", lambda: legal)
    window.refresh()
    kinds = [window.choices.item(k).data(Qt.ItemDataRole.UserRole)["kind"] for k in range(window.choices.count())]
    ranks = [LIST_ORDER[kind] for kind in kinds]
    assert kinds[0] == "move" and ranks == sorted(ranks) and kinds[-2:] == ["call", "pass"]
    assert sorted(kinds) == sorted(m.kind for m in legal)

def test_the_status_bar_tells_the_game_and_a_person_out_is_offered_to_watch(qtbot, tmp_path):
    """The status bar says the round, whose turn and the person's towns and ★; when their home is
    merged the game says so and offers to watch the CPUs at speed or stop (one at a time)."""
    import dataclasses

    _main, window = open_battle(qtbot, tmp_path)
    qtbot.waitUntil(lambda: window.session.to_move_is_human(), timeout=20000)
    window.refresh()
    status = window.statusBar().currentMessage()
    assert re.fullmatch(r"Round 1 of 40 · seat \d \(you\) to move · you: \d+ towns, ★\d+", status), status
    seat = window.session.human_seat
    state = window.session.state
    alive = list(state.alive)
    alive[seat] = False  # as when a CPU merges the person's home
    window.session.state = dataclasses.replace(state, alive=tuple(alive))
    window.refresh()
    assert window.out_box.isVisible() and "you are out of this game" in window.out_box.text()
    assert window.speed.speed() == "step" and "you: home lost" in window.statusBar().currentMessage()
    watch = next(b for b in window.out_box.buttons() if b.text() == "Watch at speed")
    watch.click()
    assert window.speed.speed() == "fast"


def test_far_islands_are_played_in_insets_that_fit_the_view(qtbot, tmp_path):
    """東京都's 伊豆諸島 and 小笠原 are drawn in framed boxes below the main land; fitting the
    board shows them with it, and a click on an island in its box still picks that town."""
    _main, window = open_battle(qtbot, tmp_path)
    assert window.insets and window.scene.extra_home_rects
    home = window.scene.home_rect()
    assert all(home.contains(rect) for rect in window.scene.extra_home_rects)
    hachijo = window.board.region("13401")  # 八丈町, in its inset
    assert any(window.scene.extra_home_rects[k].contains(QPointF(*hachijo.label_point))
               for k in range(len(window.insets)))
    assert window.scene.province_at(QPointF(*hachijo.label_point)) == "13401"


def test_the_table_names_small_wards_the_editor_would_leave_unnamed(qtbot, tmp_path):
    """At the whole board's zoom the table names a cell as soon as its name fits among the others
    (six or more of the 23 wards), where the editor's board waits until the cell could hold it."""
    _main, window = open_battle(qtbot, tmp_path)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    window.view.fit()
    named = {code for code, label in window.scene._label_by_code.items() if label.isVisible()}
    wards = {code for code in named if "13101" <= code <= "13123"}
    assert len(wards) >= 6
    # names crowded out are tried again in small type, as a printed map sets them
    small = {code for code in named if window.scene._label_by_code[code].scale() < 1}
    assert small and all(window.scene._label_by_code[code].scale() == 1 for code in named - small)
    window.scene.compact_labels = False
    window.view.fit()
    assert {code for code, label in window.scene._label_by_code.items() if label.isVisible()} == named - small
    window.scene.label_min_px = None  # the editor's rule on the same view
    window.view.fit()
    assert {code for code, label in window.scene._label_by_code.items() if label.isVisible()} < named


def test_the_central_wards_are_named_in_a_close_up_at_the_whole_board_zoom(qtbot, tmp_path):
    """At the whole-board zoom the central wards are a few pixels across: a close-up in a corner
    shows them enlarged, names the ones the board leaves unnamed (千代田区 and 中央区 among
    them), passes a click on a ward to the board, and goes once the view is zoomed in."""
    from PySide6.QtTest import QTest

    _main, window = open_battle(qtbot, tmp_path)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    window.view.fit()
    close = window.view.close_up
    assert close is not None and close.isVisible()
    assert close.geometry().width() >= 200 and window.view.viewport().rect().contains(close.geometry())
    assert close.transform().m11() >= 1.6 * window.view.transform().m11()
    close.viewport().grab()  # drawn once: what it names
    board_named = {code for code, label in window.scene._label_by_code.items() if label.isVisible()}
    named = set(close.names_shown())
    assert named and not named & board_named  # only what the board has no room for
    assert {"13101", "13102"} <= named | board_named
    assert {"13101", "13102"} & named
    # a click on a ward in the close-up is a click on the board
    tapped = []
    window.scene.provinceTapped.connect(tapped.append)
    ward = next(code for code in close.codes if code in named)
    point = close.mapFromScene(QPointF(*window._region_by_code[ward].label_point))
    QTest.mouseClick(close.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert tapped == [ward]
    # zoomed in on the wards, their names fit on the board itself: no close-up
    window.view.centerOn(QPointF(*window._region_by_code["13101"].label_point))
    window.view.zoom_by(5.0)
    assert not close.isVisible()
