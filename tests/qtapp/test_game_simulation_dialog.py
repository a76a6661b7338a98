"""The 北野大茶会, しま and 市区町村バトル simulators in the app: the same figures as `kuni simulate`,
Stop, Save report, options a board cannot play refused with the reason; and the rule-set form."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QComboBox, QFormLayout, QMessageBox, QWidget

from core import bundled
from core.cli import main as kuni
from core.games.battle.rules import BattleRuleSet
from core.games.chakai.rules import ChakaiRuleSet
from core.games.karuta.rules import RuleSet
from core.games.shima.rules import ShimaRuleSet
from editor.dataset_document import DatasetDocument
from qtapp.game_simulation_dialog import BattleSimulationDialog, ChakaiSimulationDialog, ShimaSimulationDialog
from qtapp.main_window import MainWindow, load_board_for
from qtapp.rule_set_form import RuleSetForm


def _without_time(report):
    if isinstance(report, list):
        return [_without_time(r) for r in report]
    return {k: v for k, v in report.items() if k not in ("seconds", "games_per_second")}


def _run(qtbot, dialog):
    job = dialog.run()
    assert job is not None
    qtbot.waitUntil(lambda: dialog.job is None, timeout=120_000)
    return dialog.report


def _kuni_json(capsys, args):
    capsys.readouterr()
    assert kuni(args) == 0
    return json.loads(capsys.readouterr().out)


def test_chakai_figures_are_the_command_lines(qtbot, tmp_path, capsys):
    """Each seat's CPU and a rule option chosen in the dialog give the report `kuni simulate chakai
    --ai … --rules …` prints; Compare plays draft 18 and every proposal; Save report keeps it."""
    dialog = ChakaiSimulationDialog()
    qtbot.addWidget(dialog)
    dialog.games.setValue(40)
    dialog.seed.setValue(3)
    dialog.seat_combos[1].setCurrentText("random")
    tiebreak = dialog.rules_form.widgets["tiebreak"]
    tiebreak.setCurrentIndex(tiebreak.findData("top_suit"))
    report = _run(qtbot, dialog)
    rules = tmp_path / "rules.json"
    rules.write_text('{"tiebreak": "top_suit"}', encoding="utf-8")
    expected = _kuni_json(capsys, ["simulate", "chakai", "--games", "40", "--seed", "3", "--ai",
                                   "greedy,random,greedy,greedy", "--rules", str(rules), "--workers", "1", "--json"])
    assert _without_time(report) == _without_time(expected)
    assert "level at the top" in dialog.text.toPlainText()
    # Compare: the rule options give way to the five rule sets
    dialog.compare.setChecked(True)
    assert not tiebreak.isEnabled()
    reports = _run(qtbot, dialog)
    assert [r["proposal"] for r in reports] == ["draft18", "split", "count", "top_suit", "count+top_suit"]
    assert "count+top_suit" in dialog.text.toPlainText()
    # shown as a table, one row per rule set, its cells the command line's
    from core.games.chakai.simulate import comparison_table

    _caption, headings, rows = comparison_table(reports)
    assert "top suit" in headings
    shown = dialog.text.toHtml()
    assert shown.count("<tr") == len(rows) + 1 and all(cell in dialog.text.toPlainText() for cell in rows[0])
    out = tmp_path / "compare.json"
    assert dialog.save_report(str(out))
    assert json.loads(out.read_text(encoding="utf-8")) == reports
    # a match longer than the games cannot be read
    dialog.series.setValue(50)
    assert dialog.run() is None and "match of 50 games" in dialog.text.toPlainText()


def test_stop_ends_a_run_and_the_dialog_can_run_again(qtbot):
    dialog = ShimaSimulationDialog()
    qtbot.addWidget(dialog)
    dialog.games.setValue(5000)
    dialog.run()
    assert dialog.run() is None  # one run at a time
    qtbot.waitUntil(lambda: dialog.progress.value() > 0, timeout=60_000)
    dialog.stop()
    qtbot.waitUntil(lambda: dialog.job is None, timeout=60_000)
    assert dialog.report is None and dialog.text.toPlainText() == "Stopped." and dialog.run_button.isEnabled()
    assert not dialog.save_button.isEnabled()
    dialog.games.setValue(4)
    assert _run(qtbot, dialog)["games"] == 4 and dialog.save_button.isEnabled()


def test_battle_on_the_board_being_edited(qtbot, tmp_path, capsys, monkeypatch):
    """市区町村バトル is simulated on the open board as it is (the same figures as `kuni simulate battle
    --dataset`); homes on ★4 towns for more players than the board has are refused with the reason;
    on the province board the menu says what to open."""
    path = tmp_path / "tokyo.json"
    assert kuni(["build-board", "municipalities", "--prefectures", "13", "--out", str(path)]) == 0
    main = MainWindow(DatasetDocument.open(path, load_board_for), restore_layout=False)
    qtbot.addWidget(main)
    dialog = main.game_simulation_dialog("battle")
    assert isinstance(dialog, BattleSimulationDialog)
    dialog.games.setValue(3)
    dialog.players.setValue(3)
    assert dialog.ai() == ("normal", "normal", "normal")
    report = _run(qtbot, dialog)
    expected = _kuni_json(capsys, ["simulate", "battle", "--dataset", str(path), "--games", "3", "--players", "3",
                                   "--seed", "1", "--workers", "1", "--json"])
    assert _without_time(report) == _without_time(expected)
    pool = dialog.rules_form.widgets["home_pool"]
    pool.setCurrentIndex(pool.findData("star4"))
    assert dialog.run() is None and "★4" in dialog.text.toPlainText() and "not 3" in dialog.text.toPlainText()
    dialog.close()

    told = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: told.append(a[2]))
    provinces = MainWindow(DatasetDocument.open(bundled.default_karuta_dataset(), load_board_for), restore_layout=False)
    qtbot.addWidget(provinces)
    assert provinces.game_simulation_dialog("battle") is None and "municipality board" in told[0]
    assert isinstance(provinces.game_simulation_dialog("chakai"), ChakaiSimulationDialog)


@pytest.mark.parametrize("model", [RuleSet, ChakaiRuleSet, ShimaRuleSet, BattleRuleSet])
def test_the_rule_form_offers_each_option_and_reads_it_back(qtbot, model):
    """Every option of a rule set is a row showing its default and read back through the model; a
    choice of words, a number and an absent number ("none") all come back as set."""
    widget = QWidget()
    qtbot.addWidget(widget)
    form = RuleSetForm(model, QFormLayout(widget))
    assert form.ruleset() == model()
    offered = set(form.widgets)
    assert offered == {name for name in model.model_fields if name != "teams"}
    for name, box in form.widgets.items():
        if isinstance(box, QComboBox):
            box.setCurrentIndex(box.count() - 1)
    changed = form.ruleset()
    for name, box in form.widgets.items():
        if isinstance(box, QComboBox):
            assert getattr(changed, name) == box.itemData(box.count() - 1)
            # an option reads as words, not as the identifier it stands for
            assert all("_" not in box.itemText(k) for k in range(box.count()))


def test_an_absent_number_reads_none_and_a_number_its_value(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    form = RuleSetForm(RuleSet, QFormLayout(widget), RuleSet(chain_limit=3))
    spin = form.widgets["chain_limit"]
    assert form.ruleset().chain_limit == 3
    spin.setValue(spin.minimum())
    assert spin.text() == "none" and form.ruleset().chain_limit is None
    assert "highway cards in one turn" in spin.toolTip()  # the model's own words
    other = QWidget()
    qtbot.addWidget(other)
    battle = RuleSetForm(BattleRuleSet, QFormLayout(other), BattleRuleSet(turn_limit=0),
                         none_text={"turn_limit": "as the rules say"})
    limit = battle.widgets["turn_limit"]
    assert battle.ruleset().turn_limit == 0  # 0: no limit at all
    limit.setValue(limit.minimum())
    assert limit.text() == "as the rules say" and battle.ruleset().turn_limit is None
