"""The game controller: a CPU thinks off the GUI thread (at a paced speed during the pause before
its move), each decision asked for once, so a game is the same at every speed."""

from __future__ import annotations

import threading

from core.games.chakai.rules import ChakaiRules
from core.games.chakai.spec import SPEC as CHAKAI
from core.games.session import GameSession
from qtapp.play import game_controller
from qtapp.play.game_controller import GameController


def _session():
    return GameSession.new(CHAKAI, ChakaiRules(), ["planner", "greedy", "planner"], 5)


def _thinking_threads(monkeypatch, session):
    threads = []
    real = session.cpu_move

    def cpu_move():
        threads.append(threading.current_thread() is threading.main_thread())
        return real()

    monkeypatch.setattr(session, "cpu_move", cpu_move)
    return threads


def test_paced_cpus_think_off_the_gui_thread_and_play_the_same_game(qtbot, monkeypatch):
    monkeypatch.setitem(game_controller.SPEEDS, "fast", 0.01)
    instant = _session()
    on_gui = _thinking_threads(monkeypatch, instant)
    controller = GameController(instant, None, "instant")
    controller.start()
    qtbot.waitUntil(lambda: instant.state.is_over, timeout=120_000)
    assert not any(on_gui)  # instant too: the window is never frozen while a CPU thinks
    paced = _session()
    on_gui = _thinking_threads(monkeypatch, paced)
    ticks = []
    timer = game_controller.QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(5)
    controller = GameController(paced, None, "fast")
    controller.start()
    qtbot.waitUntil(lambda: paced.state.is_over, timeout=120_000)
    timer.stop()
    assert paced.moves == instant.moves  # each decision asked for once: the same game
    assert len(on_gui) == len(paced.moves) and not any(on_gui)  # every one thought off the GUI thread
    assert len(ticks) > len(paced.moves)  # and the event loop ran on meanwhile


def test_a_speed_change_while_a_cpu_thinks_plays_its_move_once(qtbot, monkeypatch):
    """Switching to one-at-a-time while the CPU thinks: Next CPU action plays the move it was
    thinking of, not a second decision."""
    monkeypatch.setitem(game_controller.SPEEDS, "fast", 5.0)  # a long pause: it is still pending
    session = _session()
    reference = _session()
    controller = GameController(session, None, "fast")
    controller.start()
    qtbot.waitUntil(lambda: controller._thought is not None, timeout=60_000)
    controller.set_speed("step")
    assert controller.cpu_waiting()
    controller.next_cpu_action()
    reference.play(reference.cpu_move())
    assert session.moves == reference.moves


def test_a_table_at_a_paced_speed_plays_to_the_end_and_closes_while_a_cpu_thinks(qtbot, tmp_path, monkeypatch):
    """The 北野大茶会 table with two planners at a paced speed: your choices and their thinking
    interleave to the tea party, the autosave replays; a window closed while a CPU thinks drops
    the decision (nothing is played after the close)."""
    from core.games.session import HUMAN
    from qtapp.chakai.chakai_window import ChakaiWindow

    monkeypatch.setitem(game_controller.SPEEDS, "fast", 0.01)
    session = GameSession.new(CHAKAI, ChakaiRules(), [HUMAN, "planner", "planner"], 8)
    window = ChakaiWindow(session, tmp_path / "auto.json", "fast")
    qtbot.addWidget(window)
    window.show()
    while not window.session.state.is_over:
        qtbot.waitUntil(lambda: window.session.state.is_over or window.session.to_move_is_human(), timeout=60_000)
        if window.session.to_move_is_human():
            window.play(window.session.legal_moves()[0])
    assert GameSession.load(CHAKAI, tmp_path / "auto.json").moves == window.session.moves
    monkeypatch.setitem(game_controller.SPEEDS, "fast", 3.0)
    other = ChakaiWindow(GameSession.new(CHAKAI, ChakaiRules(), ["planner", "planner", HUMAN], 9), None, "fast")
    qtbot.addWidget(other)
    qtbot.waitUntil(lambda: other.controller._thinking is not None, timeout=10_000)
    other.close()
    qtbot.wait(1500)
    assert other.session.moves == []
