"""A dataset with design errors is never played or simulated (issue: a province listed twice made
``kuni simulate karuta`` run for ever and ``kuni-studio DUP.json --game karuta`` die with a
RecordError; an overseas city with a town's code raised IndexError in ``kuni play battle``): every
path that starts a game refuses it first, naming the errors, and the validator finds the two slips
it used to let through."""

from __future__ import annotations

import json

import pytest

from core import bundled
from core.cli import main
from core.games import registry
from core.validation.validate import DatasetHasErrors, validate


def _karuta_with_a_province_twice(tmp_path):
    data = json.loads(bundled.default_karuta_dataset().read_text(encoding="utf-8"))
    data["provinces"].append(dict(data["provinces"][0]))  # a copy-paste slip
    path = tmp_path / "DUP.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def _battle_board(tmp_path, change):
    dataset = registry.get("battle").board_from_text("37")  # 香川県
    data = json.loads(dataset.model_dump_json())
    change(data)
    path = tmp_path / "battle.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


@pytest.mark.parametrize("command", [["play", "karuta"], ["simulate", "karuta", "--games", "5"]])
def test_a_karuta_dataset_with_a_province_twice_is_refused_before_anything_plays(capsys, tmp_path, command):
    path = _karuta_with_a_province_twice(tmp_path)
    assert main([*command, "--dataset", str(path)]) == 1
    error = capsys.readouterr().err
    assert "DUP.json" in error and "design error" in error and "kuni validate" in error and "Traceback" not in error


def test_an_overseas_city_with_a_towns_code_and_a_cell_next_to_itself_are_errors(capsys, tmp_path):
    def clash(data):
        data["overseas_cities"].append({"id": data["municipalities"][0]["code"], "name": "Nowhere",
                                        "country": "Atlantis", "population": 1000})

    path = _battle_board(tmp_path, clash)
    assert main(["validate", str(path)]) == 1
    assert "give it another id" in capsys.readouterr().out
    assert main(["play", "battle", "--dataset", str(path)]) == 1
    assert "design error" in capsys.readouterr().err

    def loop(data):
        code = data["municipalities"][0]["code"]
        data["cell_adjacency"][code] = [*data["cell_adjacency"][code], code]

    path = _battle_board(tmp_path, loop)
    assert main(["validate", str(path)]) == 1
    assert "lists itself as a neighbour" in capsys.readouterr().out


def test_the_engines_refuse_it_on_every_path_the_app_and_a_server_included(tmp_path):
    from core.io.load import load_dataset

    dataset = load_dataset(_karuta_with_a_province_twice(tmp_path))
    assert any(f.severity == "error" for f in validate(dataset))
    spec = registry.get("karuta")
    with pytest.raises(DatasetHasErrors) as refused:
        spec.make_rules(spec.ruleset(), dataset)  # what the app, a session and a simulator's workers do
    assert "design error" in str(refused.value) and refused.value.findings


def test_a_game_that_would_never_end_is_stopped_with_a_sentence(capsys, tmp_path, monkeypatch):
    """市区町村バトル with no turn limit can be played for ever; every loop that plays a game to its end
    stops after core.games.game.MOVE_LIMIT moves (made small here) and says so (exit 2)."""
    import core.games.game as game_module

    monkeypatch.setattr(game_module, "MOVE_LIMIT", 30)
    rules = tmp_path / "no-limit.json"
    rules.write_text('{"turn_limit": 0}', encoding="utf-8")
    assert main(["play", "battle", "--prefectures", "13", "--rules", str(rules)]) == 2
    error = capsys.readouterr().err
    assert "had not ended after 30 moves" in error and "Traceback" not in error
    assert main(["simulate", "battle", "--prefectures", "13", "--rules", str(rules), "--games", "1"]) == 2
    assert "had not ended" in capsys.readouterr().err
