"""市区町村バトル sessions: bound to their board, saved and resumed by replay; moves told in words."""

from __future__ import annotations

import pytest
from tests_support_battle import small_board

from core.games.battle.record import move_text, outcome_text, piece_names
from core.games.battle.rules import BattleRules
from core.games.battle.spec import SPEC as BATTLE
from core.games.session import HUMAN, GameSession, SessionError


def test_save_resume_and_another_board_refused(tmp_path):
    board = small_board()
    session = GameSession.new(BATTLE, BattleRules(board), [HUMAN, "normal", "weak"], 3)
    for _ in range(25):
        if session.state.is_over:
            break
        if session.to_move_is_human():
            session.play(session.legal_moves()[0])
        else:
            session.play(session.cpu_move())
    path = tmp_path / "battle.json"
    session.save(path)
    resumed = GameSession.load(BATTLE, path, board)
    assert resumed.state == session.state and resumed.moves == session.moves
    assert resumed.record()["board"] == session.record()["board"]
    with pytest.raises(SessionError, match="another board"):
        GameSession.load(BATTLE, path, small_board(5, 5))


def test_every_move_kind_is_told_and_merges_are_reported():
    board = small_board()
    rules = BattleRules(board)
    names = piece_names(board)
    session = GameSession.new(BATTLE, rules, ["normal", "normal"], 5)
    kinds, merges, stood_elsewhere = set(), 0, 0
    while not session.state.is_over and len(session.moves) < 400:
        before = session.state
        move = session.cpu_move()
        text = move_text(rules, names, before, move)
        assert text and "?" not in text
        if move.kind == "move" and before.occupant[rules.index[move.cell]] >= 0:
            attack, defence = rules.attack_strength(before, rules.index[move.piece], rules.index[move.cell])
            assert "attacks" in text and f"({attack} vs {defence}" in text
            assert text.endswith(", fails)") == (attack < defence)
            # the cell is named only when the defender stands on another town's cell
            defender = rules.piece_ids[before.occupant[rules.index[move.cell]]]
            assert (f" in {names[move.cell]} (" in text) == (defender != move.cell)
            stood_elsewhere += defender != move.cell
        kinds.add(move.kind)
        after = session.play(move)
        outcome = outcome_text(rules, names, before, after)
        merges += "merges" in outcome
    assert {"move", "place"} <= kinds and merges > 0 and stood_elsewhere > 0


def test_a_save_names_the_prefectures_of_its_board(tmp_path):
    """The desktop game resumes on the board its save was played on: the record names the
    prefectures its cells come from; an unreadable or silent save names none."""
    from core.games.battle.rules import BattleRules
    from core.games.session import saved_board

    board = small_board()
    session = GameSession.new(BATTLE, BattleRules(board), ["normal", "normal"], 5)
    session.save(tmp_path / "save.json")
    # a board that is not the whole-cities one resumes with its designated cities split into wards
    assert saved_board(BATTLE, tmp_path / "save.json") == \
        ",".join(sorted({m.code[:2] for m in board.municipalities})) + ":wards"
    whole = GameSession.new(BATTLE, BattleRules(BATTLE.board_from_text("14")), ["normal", "normal"], 5)
    whole.save(tmp_path / "whole.json")
    assert saved_board(BATTLE, tmp_path / "whole.json") == "14"
    (tmp_path / "bad.json").write_bytes(b"\xff\xfe not json")
    (tmp_path / "odd.json").write_text('{"record": {"prefectures": ["tokyo"]}}', encoding="utf-8")
    for name in ("bad.json", "odd.json", "missing.json"):
        assert saved_board(BATTLE, tmp_path / name) is None
