"""Sessions: a game saved after any action resumes to exactly the same state."""

from __future__ import annotations

import json

import pytest

from core import bundled
from core.games.karuta import RuleSet
from core.games.karuta.record import RecordError
from core.games.karuta.rules import KarutaRules
from core.games.karuta.session import KarutaSession, Seat
from core.io import load_dataset

DATASET = load_dataset(bundled.default_karuta_dataset())


def test_save_and_resume_mid_game(tmp_path):
    """After 25 actions, saving and loading gives the same state, and play goes on identically."""
    seats = [Seat("cpu", "greedy"), Seat("cpu", "planner"), Seat("cpu", "random"), Seat("cpu", "greedy")]
    session = KarutaSession.new(KarutaRules(DATASET, RuleSet()), seats, seed=4)
    for _ in range(25):
        session.play(session.cpu_move())
    path = tmp_path / "auto.json"
    session.save(path)
    resumed = KarutaSession.load(DATASET, path)
    assert resumed.state == session.state
    while not session.state.is_over:
        move = session.cpu_move()
        assert resumed.cpu_move() == move
        session.play(move)
        resumed.play(move)
    assert resumed.state == session.state


def test_tampered_session_is_refused(tmp_path):
    """A session whose moves do not replay is refused with a RecordError."""
    session = KarutaSession.new(KarutaRules(DATASET), [Seat("human"), Seat("cpu")], seed=1)
    session.play(session.legal_moves()[0])
    data = session.to_json()
    data["record"]["moves"].append({"kind": "ferry", "province": "tsushima"})
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RecordError):
        KarutaSession.load(DATASET, path)
    path.write_text("{", encoding="utf-8")
    with pytest.raises(RecordError):
        KarutaSession.load(DATASET, path)


def test_resume_or_new_resumes_or_keeps_the_save_aside(tmp_path):
    """A save that replays is resumed; one that does not (here not UTF-8) is kept beside it as
    ….unreadable.json and a new game starts; with no save, a new game."""
    from core.games.karuta.session import resume_or_new

    path = tmp_path / "karuta-game.json"
    session = KarutaSession.new(KarutaRules(DATASET), [Seat("human"), Seat("cpu")], seed=3)
    session.play(session.legal_moves()[0])
    session.save(path)

    def new():
        return KarutaSession.new(KarutaRules(DATASET), [Seat("human"), Seat("cpu")], seed=9)

    resumed, message, kept = resume_or_new(DATASET, path, new)
    assert resumed.state == session.state and kept is None and "Resumed" in message
    path.write_bytes(b"\xff\xfe not a save")
    fresh, message, kept = resume_or_new(DATASET, path, new)
    assert fresh.seed == 9 and not fresh.record.moves
    assert kept == tmp_path / "karuta-game.unreadable.json" and kept.read_bytes() == b"\xff\xfe not a save"
    assert not path.exists() and "not UTF-8" in message
    assert resume_or_new(DATASET, path, new)[1] == "A new game."
