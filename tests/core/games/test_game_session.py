"""Desktop game sessions in general: moves to JSON and back, resume or new, unreadable saves kept."""

from __future__ import annotations

import json
from functools import partial

from core.games.session import HUMAN, GameSession, move_from_json, move_to_json, resume_or_new
from core.games.shima.rules import ShimaRules
from core.games.shima.spec import SPEC as SHIMA


def _new() -> GameSession:
    return GameSession.new(SHIMA, ShimaRules(), [HUMAN, "greedy", "greedy"], 5)


def test_moves_with_nested_cards_survive_json():
    move = ("effect", "箔付け", ("swap", 0, 3))
    assert move_from_json(json.loads(json.dumps(move_to_json(move)))) == move


def test_resume_or_new(tmp_path):
    path = tmp_path / "auto.json"
    session, message, kept = resume_or_new(partial(GameSession.load, SHIMA), path, _new)
    assert message == "A new game." and session.seed == 5 and kept is None
    session.play(session.legal_moves()[0])
    session.save(path)
    again, message, kept = resume_or_new(partial(GameSession.load, SHIMA), path, _new)
    assert message.startswith("Resumed") and again.state == session.state and kept is None


def test_an_unreadable_autosave_is_kept_aside_not_overwritten(tmp_path):
    path = tmp_path / "auto.json"
    path.write_text('{"format": "kuni-shima-session/1", "seats": ["human"], "record": {"moves": 1}}',
                    encoding="utf-8")
    session, message, kept = resume_or_new(partial(GameSession.load, SHIMA), path, _new)
    assert "could not be resumed" in message and session.seed == 5
    assert kept == tmp_path / "auto.unreadable.json"
    assert kept.exists() and json.loads(kept.read_text(encoding="utf-8"))["record"] == {"moves": 1}
    assert not path.exists()
    path.write_text("{", encoding="utf-8")
    resume_or_new(partial(GameSession.load, SHIMA), path, _new)
    assert (tmp_path / "auto.unreadable2.json").read_text(encoding="utf-8") == "{"
    path.write_bytes(b"\xff\xfe")  # not even text
    _session, message, kept = resume_or_new(partial(GameSession.load, SHIMA), path, _new)
    assert "not UTF-8" in message and kept.read_bytes() == b"\xff\xfe"


def test_what_the_seats_are_called_is_kept_with_the_game(tmp_path):
    """Names for the seats (people passing the computer round) survive a save; a name is cut to
    fit the banner; names that are not one text per seat are dropped, not a reason to refuse."""
    from core.games.session import NAME_LENGTH

    session = GameSession.new(SHIMA, ShimaRules(), [HUMAN, "greedy", HUMAN], 5, names=[" たろう ", "", "x" * 40])
    assert session.names == ["たろう", "", "x" * NAME_LENGTH]
    session.save(tmp_path / "save.json")
    assert GameSession.load(SHIMA, tmp_path / "save.json").names == session.names
    assert _new().names == ["", "", ""] and "names" not in _new().to_json()
    data = session.to_json()
    for odd in (["only one"], "たろう", [1, 2, 3]):
        assert GameSession.from_json(SHIMA, {**data, "names": odd}).names == ["", "", ""]
