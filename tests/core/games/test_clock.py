"""持ち時間 and 秒読み as the 市区町村バトル text has them: time runs only on the seat's turn, the
秒読み is per move once 持ち時間 is spent, the clock stops while paused, and a game out of time is
saved and resumed with its clock and its 時間切れ moves."""

from __future__ import annotations

import pytest

from core.games.clock import GameClock, TimeControl, format_clock
from core.games.session import HUMAN, SessionError


def test_main_time_then_byoyomi_per_move():
    clock = GameClock(TimeControl(main=60, byoyomi=10), [True, False])
    clock.start_turn(0, now=100.0)
    assert clock.shown(130.0) == (30.0, None) and not clock.expired(130.0)
    clock.end_turn(140.0)                       # 40 s used: 20 s of 持ち時間 left
    assert clock.main_left == [20.0, 60.0]
    clock.start_turn(1, now=140.0)              # a CPU seat: no clock
    assert clock.remaining(500.0) is None and not clock.expired(500.0)
    clock.end_turn(500.0)
    clock.start_turn(0, now=500.0)
    assert clock.remaining(500.0) == 30.0       # 20 s left and one 秒読み
    assert clock.shown(525.0) == (0.0, 5.0)     # 持ち時間 spent, 5 s of the 秒読み
    assert clock.expired(530.0)
    clock.end_turn(528.0)
    assert clock.main_left[0] == 0.0
    clock.start_turn(0, now=600.0)              # from now on every move has the 秒読み alone
    assert clock.remaining(600.0) == 10.0


def test_the_clock_stops_while_paused():
    clock = GameClock(TimeControl(byoyomi=30), [True])
    clock.start_turn(0, 0.0)
    clock.pause(10.0)
    assert clock.remaining(1000.0) == 20.0 and not clock.running
    clock.resume(1000.0)
    assert clock.remaining(1015.0) == 5.0 and clock.expired(1030.0)


def test_no_byoyomi_means_every_move_is_made_once_time_is_out():
    clock = GameClock(TimeControl(main=5), [True], main_left=[0.0])
    clock.start_turn(0, 0.0)
    assert clock.expired(0.0)
    assert not GameClock(TimeControl(), [True]).control.active


@pytest.mark.parametrize("main, byoyomi", [(0, None), (-5, 10), (None, 10**6), ("ten", None)])
def test_bad_time_controls_are_refused(main, byoyomi):
    with pytest.raises(ValueError):
        TimeControl(main, byoyomi)


def test_time_control_in_words_and_the_clock_face():
    assert TimeControl(600, 30).describe() == "持ち時間 10 min, 秒読み 30 s"
    assert TimeControl().describe() == "no clock"
    assert format_clock(581.2) == "9:42" and format_clock(0) == "0:00"
    assert TimeControl.from_json({"main": 600, "byoyomi": None}) == TimeControl(600)
    with pytest.raises(ValueError):
        TimeControl.from_json({"main": 600, "extra": 1})


def test_a_timed_out_move_is_the_stand_ins_and_survives_save_and_resume(tmp_path):
    from core.games.session import GameSession
    from core.games.shima.rules import ShimaRules
    from core.games.shima.spec import SPEC as SHIMA

    session = GameSession.new(SHIMA, ShimaRules(), [HUMAN, "greedy", "greedy", "greedy"], 4, TimeControl(300, 20))
    assert session.to_move_is_human()
    move = session.stand_in_move()
    assert move in session.legal_moves()
    session.play_timeout(move)
    session.clock.main_left[0] = 123.5
    path = tmp_path / "game.json"
    session.save(path)
    resumed = GameSession.load(SHIMA, path)
    assert resumed.timeouts == [1] and resumed.clock.main_left[0] == 123.5
    assert resumed.clock.control == TimeControl(300, 20) and resumed.state == session.state
    record = resumed.record()
    assert record["timeouts"] == [1] and record["time_control"] == {"main": 300, "byoyomi": 20}
    # an untimed game's record is as before
    assert "timeouts" not in GameSession.new(SHIMA, ShimaRules(), [HUMAN, "greedy", "greedy"], 4).record()
    # a clock that does not fit the record is refused with a reason, not a traceback
    data = session.to_json()
    data["record"]["timeouts"] = [5]
    with pytest.raises(SessionError, match="timeout"):
        GameSession.from_json(SHIMA, data)
    data["record"]["timeouts"] = [1]
    data["clock"] = {"main_left": [1, 2]}
    with pytest.raises(SessionError, match="clock"):
        GameSession.from_json(SHIMA, data)
