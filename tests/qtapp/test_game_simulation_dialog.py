"""Every registered game's simulator in the app (one dialog, generic over the registry): the same
figures as `kuni simulate`, Stop, Save report, the picture, options a board cannot play refused
with the reason, the board being edited played as it is; and the rule-set form."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QComboBox, QFormLayout, QLineEdit, QWidget

from core import bundled
from core.cli import main as kuni
from core.edits.highway_edits import InsertHighwayStop
from core.games import registry
from core.games.battle.rules import BattleRuleSet
from core.games.chakai.rules import ChakaiRuleSet
from core.games.karuta.rules import RuleSet
from core.games.shima.rules import ShimaRuleSet
from core.io import load_dataset, save_dataset
from core.simulation.study import without_timings
from editor.dataset_document import DatasetDocument
from qtapp.game_simulation_dialog import GameSimulationDialog
from qtapp.main_window import MainWindow, load_board_for
from qtapp.rule_set_form import RuleSetForm


def _run(qtbot, dialog):
    job = dialog.run()
    assert job is not None
    qtbot.waitUntil(lambda: dialog.job is None, timeout=120_000)
    return dialog.report


def _kuni_json(capsys, args):
    capsys.readouterr()
    assert kuni(args) == 0
    return json.loads(capsys.readouterr().out)


def _main_window(qtbot, path):
    window = MainWindow(DatasetDocument.open(path, load_board_for), restore_layout=False)
    qtbot.addWidget(window, before_close_func=lambda w: w.document.undo_stack.setClean())
    return window


def test_the_game_menu_simulates_every_registered_game(qtbot):
    window = _main_window(qtbot, bundled.default_karuta_dataset())
    game_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Game")
    offered = [a.text() for a in game_menu.actions() if a.text().startswith("Simulate")]
    assert offered == [f"Simulate {spec.title_ja}…" for spec in registry.games()]
    for spec in registry.games():
        dialog = window.game_simulation_dialog(spec.name)
        assert dialog.windowTitle() == f"Simulate {spec.title_ja}"
        assert dialog.players.minimum() == spec.players[0] and dialog.players.maximum() == spec.players[1]
        assert dialog.ai() == (spec.default_cpu,) * spec.default_players
        assert set(dialog.rules_form.widgets) <= set(spec.ruleset.model_fields)
        dialog.close()


def test_chakai_figures_are_the_command_lines(qtbot, tmp_path, capsys):
    """Each seat's CPU and a rule option chosen in the dialog give the report `kuni simulate chakai
    --ai … --rules …` prints; Compare plays draft 18 and every proposal, shown as a table; Save
    report keeps it; a match longer than the games is refused with the reason."""
    dialog = GameSimulationDialog(registry.get("chakai"))
    qtbot.addWidget(dialog)
    dialog.games.setValue(40)
    dialog.seed.setValue(3)
    dialog.seat_combos[1].setCurrentText("random")
    tiebreak = dialog.rules_form.widgets["tiebreak"]
    tiebreak.setCurrentIndex(tiebreak.findData("top_suit"))
    assert dialog.preset.currentData() == "top_suit"  # the options a proposal makes are named by it
    report = _run(qtbot, dialog)
    rules = tmp_path / "rules.json"
    rules.write_text('{"tiebreak": "top_suit"}', encoding="utf-8")
    expected = _kuni_json(capsys, ["simulate", "chakai", "--games", "40", "--seed", "3", "--ai",
                                   "greedy,random,greedy,greedy", "--rules", str(rules), "--workers", "1", "--json"])
    assert without_timings(report) == without_timings(expected)
    assert "level at the top" in dialog.text.toPlainText()
    assert not dialog.picture.pixmap().isNull()  # the picture --plot draws
    dialog.options["compare"].setChecked(True)
    assert not tiebreak.isEnabled()  # the rule options give way to the five rule sets
    reports = _run(qtbot, dialog)["compare"]
    assert [r["proposal"] for r in reports] == ["draft18", "split", "count", "no_set_bonus", "top_suit", "draw",
                                                "count+top_suit"]
    from core.games.chakai.simulate import comparison_table

    _caption, headings, rows = comparison_table(reports)
    assert "top suit" in headings
    assert dialog.text.toHtml().count("<tr") == len(rows) + 1
    assert all(cell in dialog.text.toPlainText() for cell in rows[0])
    out = tmp_path / "compare"
    assert dialog.save_report(str(out))  # as kuni simulate --report keeps a study
    assert json.loads((out / "report.json").read_text(encoding="utf-8"))["compare"] == reports
    assert (out / "report.png").read_bytes().startswith(b"\x89PNG")
    assert "seat effect" in (out / "report.txt").read_text(encoding="utf-8")
    assert all("seat_win_share_ci" in row and "seat_effect" in row for row in reports)
    dialog.options["series"].setValue(50)
    _run(qtbot, dialog)
    assert dialog.report is None and "--series 50: a match is 1 to --games (40)" in dialog.text.toPlainText()


def test_stop_ends_a_run_and_the_dialog_can_run_again(qtbot):
    dialog = GameSimulationDialog(registry.get("shima"))
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


def test_karuta_on_the_dataset_being_edited(qtbot, tmp_path):
    """旧国かるた's deals are played on the dataset as edited (a highway stop added a moment ago),
    with a rule option from the same form as New game, and give `kuni simulate`'s figures."""
    path = tmp_path / "karuta.json"
    save_dataset(load_dataset(bundled.default_karuta_dataset()), path)
    window = _main_window(qtbot, path)
    window.document.push(InsertHighwayStop("oshu-kaido", 2, "dewa"))
    dialog = window.game_simulation_dialog("karuta")
    assert "as it is now" in dialog.heading.text()
    assert "dask" not in dialog.options  # the app plays in one process
    dialog.games.setValue(300)
    dialog.seed.setValue(4)
    dialog.rules_form.widgets["pass_through"].setChecked(False)
    report = _run(qtbot, dialog)
    assert report["games"] == 300 and "stall" in dialog.text.toPlainText()
    assert report["ruleset"]["pass_through"] is False
    assert not dialog.picture.pixmap().isNull() and dialog.run_button.isEnabled()
    spec = registry.get("karuta")
    again = spec.simulate(dialog.config(), window.document.dataset, workers=1)
    assert again["seat_win_share"] == report["seat_win_share"] and again["turns"] == report["turns"]
    unedited = spec.simulate(dialog.config(), load_dataset(bundled.default_karuta_dataset()), workers=1)
    assert unedited["turns"] != report["turns"] or unedited["seat_win_share"] != report["seat_win_share"]
    # the watched games worth a look open in the replay viewer, on the edited board
    notes = report["telemetry"]["games_of_note"]
    assert dialog.replay_button.isEnabled() and len(dialog.replay_button.menu().actions()) == len(notes)
    shortest = dialog.replay("shortest")
    qtbot.addWidget(shortest)
    assert len(shortest.replay_bar.replay) == notes["shortest"]["moves"]
    assert shortest.dataset.highway("oshu-kaido").provinces == window.document.dataset.highway("oshu-kaido").provinces
    shortest.close()


def test_battle_on_the_board_being_edited(qtbot, tmp_path, capsys):
    """市区町村バトル is simulated on the open board as it is (the same figures as `kuni simulate battle
    --dataset`); homes on ★4 towns for more players than the board has are refused with the reason;
    with a province map open it plays its default board, and says so."""
    path = tmp_path / "tokyo.json"
    assert kuni(["build-board", "municipalities", "--prefectures", "13", "--out", str(path)]) == 0
    main = _main_window(qtbot, path)
    dialog = main.game_simulation_dialog("battle")
    dialog.games.setValue(3)
    dialog.players.setValue(3)
    assert dialog.ai() == ("normal", "normal", "normal")
    report = _run(qtbot, dialog)
    expected = _kuni_json(capsys, ["simulate", "battle", "--dataset", str(path), "--games", "3", "--players", "3",
                                   "--seed", "1", "--workers", "1", "--json"])
    assert without_timings(report) == without_timings(expected)
    pool = dialog.rules_form.widgets["home_pool"]
    pool.setCurrentIndex(pool.findData("star4"))
    dialog.players.setValue(5)  # 東京都 has four ★4 towns
    _run(qtbot, dialog)
    assert dialog.report is None and "★4" in dialog.text.toPlainText() and "not 5" in dialog.text.toPlainText()
    dialog.close()
    provinces = _main_window(qtbot, bundled.default_karuta_dataset())
    other = provinces.game_simulation_dialog("battle")
    assert "default board" in other.heading.text()
    other.close()


def test_a_game_registered_elsewhere_gets_the_dialog(qtbot):
    """The conformance tests' own small game, registered from tests/, is simulated by the same dialog."""
    import nim_game

    registry.register(nim_game.SPEC)
    try:
        dialog = GameSimulationDialog(registry.get(nim_game.SPEC.name))
        qtbot.addWidget(dialog)
        dialog.games.setValue(20)
        report = _run(qtbot, dialog)
        assert report["games"] == 20 and dialog.text.toPlainText().startswith(nim_game.SPEC.report_text(report))
        assert "seat effect" in dialog.text.toPlainText()
    finally:
        registry.unregister(nim_game.SPEC.name)


@pytest.mark.parametrize("model", [RuleSet, ChakaiRuleSet, ShimaRuleSet, BattleRuleSet])
def test_the_rule_form_offers_each_option_and_reads_it_back(qtbot, model):
    """Every option of a rule set is a row showing its default and read back through the model; a
    choice of words, a number and an absent number ("none") all come back as set."""
    widget = QWidget()
    qtbot.addWidget(widget)
    form = RuleSetForm(model, QFormLayout(widget))
    assert form.ruleset() == model()
    assert set(form.widgets) == set(model.model_fields)
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
    assert spin.text() == "any number" and form.ruleset().chain_limit is None  # the field says what none means
    assert "highway cards in one turn" in spin.toolTip()  # the model's own words
    other = QWidget()
    qtbot.addWidget(other)
    battle = RuleSetForm(BattleRuleSet, QFormLayout(other), BattleRuleSet(turn_limit=0))
    limit = battle.widgets["turn_limit"]
    assert battle.ruleset().turn_limit == 0  # 0: no limit at all
    limit.setValue(limit.minimum())
    assert limit.text() == "as the rules say" and battle.ruleset().turn_limit is None


def test_a_number_per_seat_is_written_with_commas(qtbot):
    """紅白戦's team of each seat: "0,1,0" reads back as (0, 1, 0), empty as none, and words are
    refused with the option named."""
    widget = QWidget()
    qtbot.addWidget(widget)
    form = RuleSetForm(BattleRuleSet, QFormLayout(widget))
    teams = form.widgets["teams"]
    assert isinstance(teams, QLineEdit) and teams.text() == "" and form.ruleset().teams is None
    teams.setText("0, 1,0")
    assert form.ruleset().teams == (0, 1, 0)
    form.show(BattleRuleSet(teams=(1, 0)))
    assert teams.text() == "1,0"
    teams.setText("紅, 白")
    with pytest.raises(ValueError, match="teams"):
        form.ruleset()


def test_the_report_is_in_japanese_when_the_app_is(qtbot, japanese, tmp_path):
    """The report's lines, the karuta table's headings and the saved study speak the app's language."""
    dialog = GameSimulationDialog(registry.get("karuta"))
    qtbot.addWidget(dialog)
    dialog.games.setValue(30)
    _run(qtbot, dialog)
    shown = dialog.text.toPlainText()
    assert "30 ディール、4 人、シード 1" in shown and "デザイナー" in shown and "席の影響：χ²" in shown
    assert "deals" not in shown and "designers" not in shown and "seat effect" not in shown
    assert dialog.text.toHtml().count("<tr") == 6  # the headings and five figures, as cells
    assert dialog.save_report(str(tmp_path / "study"))
    assert "手詰まり（全員パス）" in (tmp_path / "study" / "report.txt").read_text(encoding="utf-8")


def test_a_report_saved_in_a_folder_of_other_files_goes_into_a_new_folder_inside_it(qtbot, tmp_path, monkeypatch):
    """The folder picked (Documents, with the designer's notes) is never replaced: the study is
    kept in a new folder inside it, the designer is told where, and the notes stay."""
    from PySide6.QtWidgets import QMessageBox

    told = []
    monkeypatch.setattr(QMessageBox, "information", lambda _parent, _title, text: told.append(text))
    dialog = GameSimulationDialog(registry.get("shima"))
    qtbot.addWidget(dialog)
    dialog.games.setValue(4)
    _run(qtbot, dialog)
    documents = tmp_path / "Documents"
    documents.mkdir()
    (documents / "notes.txt").write_text("会議のメモ", encoding="utf-8")
    assert dialog.save_report(str(documents))
    kept = [p for p in documents.iterdir() if p.is_dir()]
    assert len(kept) == 1 and kept[0].name.startswith("shima-report-") and str(kept[0]) == dialog.saved_folder
    assert (kept[0] / "report.json").exists() and told and str(kept[0]) in told[0]
    assert (documents / "notes.txt").read_text(encoding="utf-8") == "会議のメモ"
