"""The balance lab in the app (Game ▸ Balance lab…), generic over the registry: the same answers as
``kuni balance GAME skill|mechanics|tune``, a search space made from the game's rule schema, a
stopped search that keeps what it found, and a variant of the front opened in a game."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPointF, Qt

from core import bundled
from core.cli import main as kuni
from core.games import registry
from core.games.rules_schema import form_fields
from editor.dataset_document import DatasetDocument
from qtapp.balance_lab import BalanceLabWindow
from qtapp.main_window import MainWindow, load_board_for


def _lab(qtbot, **kwargs) -> BalanceLabWindow:
    lab = BalanceLabWindow(**kwargs)
    qtbot.addWidget(lab)
    return lab


def _answer(qtbot, lab, seconds: float = 120):
    assert lab.run() is not None
    qtbot.waitUntil(lambda: lab.job is None, timeout=int(seconds * 1000))
    return lab.reports.get(lab.question())


def _kuni_json(capsys, args):
    capsys.readouterr()
    assert kuni(args) == 0
    return json.loads(capsys.readouterr().out)


def _main_window(qtbot) -> MainWindow:
    window = MainWindow(DatasetDocument.open(bundled.default_karuta_dataset(), load_board_for), restore_layout=False)
    qtbot.addWidget(window, before_close_func=lambda w: w.document.undo_stack.setClean())
    return window


def test_the_game_menu_opens_the_lab_and_every_game_gets_its_own_search_form(qtbot):
    window = _main_window(qtbot)
    game_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Game")
    assert "&Balance lab…" in [a.text() for a in game_menu.actions()]
    lab = window.balance_lab()
    assert lab.board_label.text() == "On the board open in the editor."  # 旧国かるた on the open dataset
    for spec in registry.games():
        lab.game.setCurrentIndex(lab.game.findData(spec.name))
        offered = [name for name, entry in form_fields(spec.ruleset)
                   if entry["x-widget"] in ("choice", "bool", "int", "float")]
        assert list(lab.space.rows) == offered and offered  # the same options the New game dialog offers
        assert lab.players.minimum() == spec.players[0] and lab.players.value() == spec.default_players
        assert [lab.mechanics_cpu.itemData(k) for k in range(lab.mechanics_cpu.count())] == spec.cpu_names()
        telemetry = [lab.telemetry.itemText(k) for k in range(lab.telemetry.count())]
        assert any(t.startswith("uses:") for t in telemetry) and any(t.startswith("end:") for t in telemetry)
    lab.close()


@pytest.mark.parametrize("question", ["skill", "mechanics"])
def test_skill_and_mechanics_give_the_command_lines_answer(qtbot, capsys, tmp_path, question):
    lab = _lab(qtbot, game="karuta")
    lab.tabs.setCurrentIndex(0 if question == "skill" else 1)
    (lab.skill_games if question == "skill" else lab.mechanics_games).setValue(40)
    lab.seed.setValue(3)
    report = _answer(qtbot, lab)
    expected = _kuni_json(capsys, ["balance", "karuta", question, "--games", "40", "--seed", "3", "--workers", "1",
                                   "--json"])
    assert report == expected
    shown = (lab.skill_text if question == "skill" else lab.mechanics_text).toPlainText()
    assert shown.startswith("旧国かるた: 40")
    assert lab.save_button.isEnabled() and lab.save_report(str(tmp_path / "answer.json"))
    assert json.loads((tmp_path / "answer.json").read_text(encoding="utf-8")) == expected


def test_a_search_made_in_the_form_finds_the_command_lines_front_and_opens_a_variant_in_a_game(
        qtbot, capsys, tmp_path, monkeypatch):
    window = _main_window(qtbot)
    lab = window.balance_lab("karuta")  # on the open 旧国かるた dataset: the bundled one, the command line's default
    lab.tabs.setCurrentIndex(2)
    lab.space.vary("back_from_junctions", values=[True, False])
    lab.space.vary("chain_limit", low=1, high=3)
    lab.target_boxes["seat_spread"].setChecked(False)
    lab.target_boxes["end_note_rate"].setChecked(True)
    lab.telemetry_box.setChecked(True)
    lab.telemetry.setCurrentText("uses:ferry")
    lab.trials.setValue(6)
    lab.variant_games.setValue(40)
    lab.out.setText(str(tmp_path / "lab-search"))
    assert lab.targets() == ["end_note_rate", "uses:ferry"]
    report = _answer(qtbot, lab)
    (tmp_path / "space.json").write_text(json.dumps(lab.space.space()), encoding="utf-8")
    expected = _kuni_json(capsys, ["balance", "karuta", "tune", "--space", str(tmp_path / "space.json"), "--target",
                                   "end_note_rate", "--target", "uses:ferry", "--trials", "6", "--games", "40",
                                   "--seed", "1", "--workers", "1", "--out", str(tmp_path / "cli-search"), "--json"])
    assert report["pareto"] == expected["pareto"] and report["all"] == expected["all"]
    assert (tmp_path / "lab-search" / "report.json").exists() and (tmp_path / "lab-search" / "front.png").exists()
    assert lab.resume.isChecked()  # the study is kept: a second run goes on with it
    lab.resume.setChecked(False)
    assert lab.run() is None and "earlier search" in lab.status.text()  # never started over unasked
    lab.resume.setChecked(True)

    # the front on the plot: a click on its first point reads the variant
    lab.resize(1100, 900)
    lab.show()
    qtbot.waitExposed(lab)
    lab.tabs.setCurrentIndex(2)
    first = next(point for point, entry, group in lab.front.points() if group == "front")
    qtbot.mouseClick(lab.front, Qt.MouseButton.LeftButton, pos=QPointF(first).toPoint())
    variant = report["pareto"][0]
    assert lab.chosen_variant["trial"] == variant["trial"]
    assert "end_note_rate" in lab.variant_view.toPlainText()
    # 「Play a game with these rules」: the game's New game dialog starts from the variant
    from qtapp.play import new_game_dialog

    offered = {}

    def accept(dialog):
        offered["rules"] = dialog.ruleset()
        return 1

    monkeypatch.setattr(new_game_dialog.NewGameDialog, "exec", accept)
    from PySide6.QtWidgets import QMessageBox

    asked = []  # a fresh table's game in progress: the designer is asked before it is discarded
    monkeypatch.setattr(QMessageBox, "question", lambda *a: asked.append(a) or QMessageBox.StandardButton.Yes)
    lab.play_variant_button.click()
    spec = registry.get("karuta")
    assert offered["rules"] == spec.parse_ruleset(variant["rules"]) and len(asked) == 1
    assert window.game_windows["karuta"].session.rules.ruleset == spec.parse_ruleset(variant["rules"])
    window.game_windows["karuta"].close()
    # 「Simulate with these rules」: the simulator's form shows the variant
    dialog = lab.simulate_variant()
    assert dialog.rules_form.ruleset() == spec.parse_ruleset(variant["rules"])
    dialog.close()
    lab.close()


def test_a_stopped_search_keeps_what_it_found_and_a_form_that_cannot_be_searched_says_why(qtbot, tmp_path):
    lab = _lab(qtbot, game="karuta")
    lab.tabs.setCurrentIndex(2)
    lab.space.vary("chain_limit", low=3, high=1)
    lab.out.setText(str(tmp_path / "refused"))
    assert lab.run() is None and "low" in lab.status.text()
    lab.space.vary("chain_limit", low=1, high=3)
    lab.target_boxes["seat_spread"].setChecked(False)
    assert lab.run() is None and "target" in lab.status.text()
    lab.target_boxes["seat_spread"].setChecked(True)
    lab.trials.setValue(500)
    lab.variant_games.setValue(40)
    lab.out.setText(str(tmp_path / "stopped"))
    job = lab.run()
    qtbot.waitUntil(lambda: lab.progress.value() >= 2, timeout=120_000)
    lab.stop()
    qtbot.waitUntil(lambda: lab.job is None, timeout=120_000)
    report = lab.reports["tune"]
    assert job.stopped and report["stopped"] and 2 <= report["trials"] < 500
    assert "Stopped" in lab.status.text()
    assert json.loads((tmp_path / "stopped" / "report.json").read_text(encoding="utf-8"))["trials"] == report["trials"]


def test_spawned_processes_give_the_answer_of_one(qtbot, monkeypatch):
    """More than one process from the app: the workers are spawned (a process running Qt's threads
    is never forked) and the figures are the same as in the app's own process."""
    from core.simulation import parallel

    monkeypatch.setattr(parallel, "START_METHOD", None)
    monkeypatch.setattr("os.cpu_count", lambda: 2)
    lab = _lab(qtbot, game="karuta")
    lab.skill_games.setValue(60)
    alone = _answer(qtbot, lab)
    lab.processes.setValue(2)
    spawned = _answer(qtbot, lab)
    assert spawned == alone and parallel.START_METHOD == "spawn"
