"""旧国かるた on the shared session: the deal kept in the save, and saves from before the game
platform (seats written as objects, the seed beside the record) still resume."""

from __future__ import annotations

import json

import pytest

from core import bundled
from core.games.karuta.rules import KarutaRules
from core.games.karuta.spec import SPEC as KARUTA
from core.games.session import HUMAN, GameSession, SessionError
from core.io import load_dataset

DATASET = load_dataset(bundled.default_karuta_dataset())


def _played(seats, seed: int, moves: int) -> GameSession:
    session = GameSession.new(KARUTA, KarutaRules(DATASET), seats, seed)
    for _ in range(moves):
        session.play(session.cpu_move() if not session.to_move_is_human() else session.legal_moves()[0])
    return session


def test_the_save_keeps_the_deal_and_resumes_to_the_same_game(tmp_path):
    session = _played(["greedy", "planner", "random", "greedy"], 4, 25)
    path = tmp_path / "auto.json"
    session.save(path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["record"]["initial"]["hands"]  # the deal itself, not only its seed
    resumed = GameSession.load(KARUTA, path, DATASET)
    assert resumed.state == session.state and resumed.first_state() == session.first_state()
    while not session.state.is_over:
        move = session.cpu_move()
        assert resumed.cpu_move() == move
        session.play(move)
        resumed.play(move)
    assert resumed.state == session.state


def test_a_save_from_before_the_game_platform_resumes(tmp_path):
    """The first 旧国かるた saves wrote each seat as an object, the seed beside the record, seat
    labels in the record and an empty end while the game went on."""
    session = _played([HUMAN, "planner", "greedy"], 7, 9)
    data = session.to_json()
    record = data["record"]
    old = {"format": "kuni-karuta-session/1",
           "seats": [{"kind": "human"}, {"kind": "cpu", "strength": "planner"}, {"kind": "cpu", "strength": "greedy"}],
           "seed": 7,
           "record": {"format": record["format"], "dataset": record["dataset"], "ruleset": record["ruleset"],
                      "seed": 7, "seats": ["you", "CPU (planner)", "CPU (greedy)"], "initial": record["initial"],
                      "moves": record["moves"], "final": {}}}
    path = tmp_path / "karuta-game.json"
    path.write_text(json.dumps(old, ensure_ascii=False), encoding="utf-8")
    resumed = GameSession.load(KARUTA, path, DATASET)
    assert resumed.seats == [HUMAN, "planner", "greedy"] and resumed.seed == 7
    assert resumed.state == session.state and resumed.moves == session.moves


def test_a_tampered_save_is_refused_with_the_move_named(tmp_path):
    session = _played([HUMAN, "greedy"], 1, 1)
    data = session.to_json()
    data["record"]["moves"].append({"kind": "ferry", "province": "tsushima"})
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SessionError, match="move 2"):
        GameSession.load(KARUTA, path, DATASET)
