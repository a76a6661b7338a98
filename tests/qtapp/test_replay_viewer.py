"""The replay viewer: a record of each game stepped through on its own table — forward one move at a
time and back, jumps, Play — shows exactly the positions the engine reaches; an exported position
is a record that `kuni play GAME --from` continues; what is not a record is refused in words."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QMessageBox

from core import bundled
from core.cli import main as kuni
from core.games import record as game_record
from core.games import registry
from editor.dataset_document import DatasetDocument
from qtapp.main_window import MainWindow, load_board_for
from qtapp.play.replay_viewer import ReplayController, open_replay, record_board


@pytest.fixture(scope="module")
def records(tmp_path_factory):
    """One CPU game of each built-in game, as `kuni play --out` writes it."""
    folder = tmp_path_factory.mktemp("records")
    paths = {}
    for name, extra in (("karuta", []), ("shima", []), ("chakai", ["--ai", "greedy"]),
                        ("battle", ["--prefectures", "13", "--players", "3"])):
        paths[name] = folder / f"{name}.json"
        assert kuni(["play", name, "--seed", "4", "--out", str(paths[name]), *extra]) == 0
    return paths


@pytest.mark.parametrize("name", ["karuta", "shima", "chakai", "battle"])
def test_stepping_through_a_record_shows_the_engines_positions(qtbot, records, name):
    spec, record, dataset, board = record_board(records[name])
    assert spec is registry.get(name)
    window = open_replay(spec, record, dataset, board, records[name].name)
    qtbot.addWidget(window)
    bar = window.replay_bar
    replay = bar.replay
    n = len(replay)
    assert n > 5 and bar.position == n and window.session.state == replay.states[n]
    assert window.session.is_over() and bar.where.text().strip() == f"move {n} of {n}"
    assert not window.new_game_action.isEnabled() and not window.speed.isVisible()
    bar.show_move(0)
    assert window.session.state == replay.states[0] and window.session.moves == []
    for k in range(1, min(n, 40) + 1):  # forward one at a time: each move told as it was played
        bar.forward.trigger()
        assert bar.position == k and window.session.state == replay.states[k]
        assert isinstance(window.controller, ReplayController)
    bar.back.trigger()
    assert window.session.state == replay.states[min(n, 40) - 1]
    bar.slider.setValue(n // 2)
    assert window.session.state == replay.states[n // 2] and len(window.session.moves) == n // 2
    assert not window.session.to_move_is_human() and not window.controller.play_human(replay.moves[n // 2])
    assert window.session.state == replay.states[n // 2]  # nobody moves in a replay
    bar.show_move(max(0, n - 15))
    bar.timer.setInterval(1)  # Play steps on by itself to the end, then stops
    bar.toggle_play(True)
    assert bar.play_action.text() == "Pause"
    qtbot.waitUntil(lambda: bar.position == n, timeout=60_000)
    assert not bar.timer.isActive() and bar.play_action.text() == "Play" and window.session.state == replay.states[n]
    window.close()


def test_an_exported_position_is_played_on_by_kuni_play_from(qtbot, records, tmp_path, capsys):
    """Exported at move 20, the game continued by the same CPUs is the recorded game."""
    spec, record, dataset, board = record_board(records["shima"])
    window = open_replay(spec, record, dataset, board)
    qtbot.addWidget(window)
    window.replay_bar.show_move(20)
    out = tmp_path / "move-20.json"
    assert window.replay_bar.export_position(str(out))
    position = json.loads(out.read_text(encoding="utf-8"))
    assert len(position["moves"]) == 20 and "final" not in position
    capsys.readouterr()
    assert kuni(["play", "shima", "--from", str(out), "--ai", ",".join(record["seats"]), "--json"]) == 0
    continued = json.loads(capsys.readouterr().out)
    assert continued["moves"] == record["moves"] and continued["final"] == record["final"]
    _rules, state = game_record.replay(spec, continued)
    assert spec.final(_rules, state) == record["final"]
    window.close()


def test_the_editor_opens_a_record_and_refuses_what_is_not_one(qtbot, records, tmp_path, monkeypatch):
    main = MainWindow(DatasetDocument.open(bundled.default_karuta_dataset(), load_board_for), restore_layout=False)
    qtbot.addWidget(main)
    window = main.open_record(str(records["karuta"]))
    qtbot.addWidget(window)
    assert window.replay_bar.position == len(window.replay_bar.replay)
    told = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: told.append(a[2]))
    (tmp_path / "notes.json").write_text('{"format": "notes/1"}', encoding="utf-8")
    assert main.open_record(str(tmp_path / "notes.json")) is None and "not a game record" in told[-1]
    bad = json.loads(records["shima"].read_text(encoding="utf-8"))
    bad["moves"][3] = ["build", "nowhere"]
    (tmp_path / "bad.json").write_text(json.dumps(bad), encoding="utf-8")
    assert main.open_record(str(tmp_path / "bad.json")) is None and "move 4" in told[-1]
    window.close()
