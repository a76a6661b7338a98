"""しま sessions: saved after moves, resumed by replay, bad files refused with a clear message."""

from __future__ import annotations

import json

import pytest

from core.games.session import HUMAN, GameSession, SessionError
from core.games.shima.rules import ShimaRules
from core.games.shima.spec import SPEC as SHIMA


def test_save_and_resume_mid_game(tmp_path):
    session = GameSession.new(SHIMA, ShimaRules(), [HUMAN, "greedy", "greedy"], 8)
    players = {0: session.cpu(1)}  # the human's moves made by a CPU for the test
    for _ in range(60):
        move = (players[0].decide(session.rules, session.state, session.legal_moves())
                if session.to_move_is_human() else session.cpu_move())
        session.play(move)
    path = tmp_path / "deep" / "auto.json"
    session.save(path)
    resumed = GameSession.load(SHIMA, path)
    assert resumed.state == session.state and resumed.seats == session.seats and resumed.moves == session.moves
    # the CPUs go on exactly as they would have
    while session.to_move_is_human():
        move = players[0].decide(session.rules, session.state, session.legal_moves())
        session.play(move)
        resumed.play(move)
    assert resumed.cpu_move() == session.cpu_move()


@pytest.mark.parametrize("data, message", [
    ([], "not a しま saved game"),
    ({"format": "kuni-shima-session/1", "seats": "x", "record": {}}, "needs its seats"),
    ({"format": "kuni-shima-session/1", "seats": [HUMAN, "genius", "greedy"], "record": {}}, "is neither a person"),
    ({"format": "kuni-shima-session/1", "seats": [HUMAN, "greedy", "greedy"],
      "record": {"format": "kuni-shima-record/1", "players": 3, "seed": 1, "moves": [["roll"]]}}, "move 1"),
    ({"format": "kuni-shima-session/1", "seats": [HUMAN, "greedy"],
      "record": {"format": "kuni-shima-record/1", "players": 3, "seed": 1, "moves": []}}, "different number"),
    ({"format": "kuni-shima-session/1", "seats": [HUMAN, "greedy", "greedy"],
      "record": {"format": "kuni-shima-record/1", "players": 3, "seed": "one", "moves": []}}, "whole number"),
])
def test_bad_sessions_are_refused(tmp_path, data, message):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SessionError, match=message):
        GameSession.load(SHIMA, path)


def test_not_json_and_unknown_cpus(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text("{", encoding="utf-8")
    with pytest.raises(SessionError, match="malformed JSON"):
        GameSession.load(SHIMA, path)
    with pytest.raises(ValueError, match="is neither a person"):
        GameSession.new(SHIMA, ShimaRules(), [HUMAN, "clever", "greedy"], 1)
