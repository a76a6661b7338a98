"""Which rule values meet the designer's targets: an Optuna search over a game's rules, its front
played again, kept as rules files; stopped and resumed from its SQLite study (no Qt)."""

from __future__ import annotations

import json

import pytest

from core.balance.tuning import read_space, save_tuning, tune, tuning_text
from core.cli import main as kuni
from core.games import registry
from core.text import lookup_for, shown

SPEC = registry.get("karuta")
SPACE = {"back_from_junctions": {"choices": [True, False]}, "chain_limit": {"low": 1, "high": 3},
         "first_card": {"choices": ["any", "start_province"]}}


@pytest.mark.parametrize(("space", "words"), [
    ({"speed": {"choices": [1]}}, "no rule option 'speed'"),
    ({"chain_limit": {"low": 3, "high": 1}}, "low and high"),
    ({"chain_limit": {"low": 0, "high": 3}}, "chain_limit"),
    ({"first_card": {"choices": ["anywhere"]}}, "first_card"),
    ([], "object of rule options"),
])
def test_a_space_the_rules_cannot_take_is_refused(space, words):
    with pytest.raises(ValueError, match=words):
        read_space(SPEC, space)


def test_the_search_finds_the_readings_without_stalls_and_keeps_them_as_rules_files(tmp_path, capsys):
    """旧国かるた stalls unless lines grow back from junctions: the front holds only variants that
    do, each played again with four times the games, and each front variant is a rules file that
    kuni simulate takes. The same seed searches the same way."""
    out = tmp_path / "search"
    report = tune(SPEC, read_space(SPEC, SPACE), ["end_note_rate", "seat_spread"], out, trials=10, games=60,
                  seed=3, workers=1)
    assert report["trials"] == 10 and report["front_games"] == 240 and report["pareto"]
    assert all(entry["rules"]["back_from_junctions"] for entry in report["pareto"])
    assert all(entry["figures"]["games"] == 240 and entry["figures"]["end_note_rate"] < 0.02 for entry in report["pareto"])
    stalls = [entry["figures"]["end_note_rate"] for entry in report["all"] if not entry["rules"]["back_from_junctions"]]
    assert stalls and min(stalls) > 0.1
    written = save_tuning(report, out)
    assert {p.name for p in written} >= {"report.json", "front.png", "variant-1.json"}
    assert (out / "front.png").read_bytes()[:4] == b"\x89PNG"
    assert kuni(["simulate", "karuta", "--rules", str(out / "variant-1.json"), "--games", "4", "--workers", "1",
                 "--json"]) == 0
    capsys.readouterr()
    again = tune(SPEC, read_space(SPEC, SPACE), ["end_note_rate", "seat_spread"], tmp_path / "again", trials=10,
                 games=60, seed=3, workers=1)
    assert [e["rules"] for e in again["all"]] == [e["rules"] for e in report["all"]]
    assert "variant-1.json" in shown(tuning_text(SPEC, report), lookup_for("ja"))


def test_a_search_goes_on_from_its_study_and_refuses_to_start_over_it(tmp_path, capsys):
    space = tmp_path / "space.json"
    space.write_text(json.dumps(SPACE), encoding="utf-8")
    out = tmp_path / "search"
    common = ["balance", "karuta", "tune", "--space", str(space), "--target", "end_note_rate", "--games", "30",
              "--workers", "1", "--out", str(out), "--json"]
    assert kuni([*common, "--trials", "4"]) == 0
    assert json.loads(capsys.readouterr().out)["trials"] == 4 and (tmp_path / "search.optuna.db").exists()
    assert kuni([*common, "--trials", "6"]) == 2
    assert "--resume" in capsys.readouterr().err
    assert kuni([*common, "--trials", "6", "--resume"]) == 0
    assert json.loads(capsys.readouterr().out)["trials"] == 6
    assert kuni(["balance", "karuta", "tune", "--space", str(space), "--out", str(tmp_path / "x")]) == 2
    assert "--target" in capsys.readouterr().err


def test_a_dask_cluster_searches_as_one_process_does(tmp_path):
    space = read_space(SPEC, SPACE)
    local = tune(SPEC, space, ["end_note_rate"], tmp_path / "local", trials=3, games=20, seed=4, workers=1)
    dask = tune(SPEC, space, ["end_note_rate"], tmp_path / "dask", trials=3, games=20, seed=4, workers=2, dask="local")
    assert local["all"] == dask["all"] and local["pareto"] == dask["pareto"]


def test_a_variant_beaten_on_every_target_after_its_first_games_plays_no_more(tmp_path):
    """Successive halving: once a variant without stalls is found, a stalling one is clearly worse
    after a quarter of its games and stops there; the front is made of variants that played all."""
    report = tune(SPEC, read_space(SPEC, SPACE), ["end_note_rate"], tmp_path / "halving", trials=10, games=80,
                  seed=3, workers=1)
    assert report["first_games"] == 20 and report["pruned"] >= 1
    assert report["trials"] == len(report["all"]) + report["pruned"] == 10
    for entry in report["pruned_trials"]:
        assert entry["figures"]["games"] == 20 and not entry["rules"]["back_from_junctions"]
    assert all(entry["figures"]["games"] == 80 for entry in report["all"])
    assert "stopped after 20" in tuning_text(SPEC, report)


def test_the_skill_gradient_and_the_games_own_telemetry_are_targets(tmp_path):
    """``skill_gradient`` (raised: the strongest CPU ahead of the weakest), ``uses:KIND`` (a kind of
    move per game) and ``end:MEASURE`` (a telemetry measure at the end, aimed at with =N)."""
    space = {"chain_limit": {"low": 1, "high": 3}}
    report = tune(SPEC, read_space(SPEC, space), ["skill_gradient", "uses:ferry", "end:cards in hand=3"],
                  tmp_path / "telemetry", trials=3, games=40, seed=2, workers=1)
    figures = report["all"][0]["figures"]
    assert 0 <= figures["skill_gradient_ci"][0] <= figures["skill_gradient"] <= figures["skill_gradient_ci"][1] <= 1
    assert figures["uses:ferry"] > 0 and figures["uses:ferry_ci"][0] <= figures["uses:ferry"]
    assert 0 < figures["end:cards in hand"] < 13
    for entry in report["pareto"]:
        assert entry["figures"]["games"] == 160 and "skill_gradient" in entry["figures"]
    assert "skill_gradient" in tuning_text(SPEC, report)


@pytest.mark.parametrize("target", ["uses:", "skill_gradient=0.8", "stars", "end:passes=many"])
def test_a_target_that_names_nothing_is_refused(tmp_path, target):
    with pytest.raises(ValueError, match="target|=N"):
        tune(SPEC, read_space(SPEC, SPACE), [target], tmp_path / "refused", trials=1, games=4, workers=1)


def test_a_study_file_that_is_no_study_is_refused_in_words(tmp_path, capsys):
    (tmp_path / "search.optuna.db").write_text("garbage", encoding="utf-8")
    space = tmp_path / "space.json"
    space.write_text(json.dumps(SPACE), encoding="utf-8")
    assert kuni(["balance", "karuta", "tune", "--space", str(space), "--target", "tie_rate", "--out",
                 str(tmp_path / "search"), "--resume", "--trials", "2", "--games", "10", "--workers", "1"]) == 2
    said = capsys.readouterr().err
    assert "cannot hold the search" in said and "Traceback" not in said
    assert (tmp_path / "search.optuna.db").read_text(encoding="utf-8") == "garbage"  # left as it was
