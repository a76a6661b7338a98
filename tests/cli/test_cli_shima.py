"""`kuni simulate shima`, `play shima` and `replay` of しま records."""

from __future__ import annotations

import json

from core.cli import main


def test_simulate_shima_text_json_and_bad_options(capsys, tmp_path):
    assert main(["simulate", "shima", "--games", "6", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "seat wins % (しかっぱら first)" in out and "winner's points from" in out
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps({"target": 8}), encoding="utf-8")
    assert main(["simulate", "shima", "--games", "4", "--players", "3", "--workers", "1", "--rules", str(rules),
                 "--ai", "greedy,random,random", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["rules"]["target"] == 8 and report["players"] == 3
    assert {"seat_win_share", "turns", "winner_sources", "winner_holds", "turn_limit_share"} <= set(report)
    assert report["winner_points"]["min"] >= 8
    rules.write_text(json.dumps({"target": "ten"}), encoding="utf-8")
    assert main(["simulate", "shima", "--games", "2", "--rules", str(rules)]) == 2
    assert main(["simulate", "shima", "--games", "2", "--players", "2"]) == 2
    assert main(["simulate", "shima", "--games", "2", "--ai", "genius"]) == 2
    err = capsys.readouterr().err
    assert "target" in err and "3–4 players" in err and "genius" in err


def test_play_shima_then_replay_and_a_tampered_record(capsys, tmp_path):
    record = tmp_path / "shima.json"
    assert main(["play", "shima", "--seed", "3", "--out", str(record)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("island (row by row):") and "set-up:" in out and "turn 1 " in out and "winner:" in out
    assert main(["replay", str(record)]) == 0
    assert "replays to the recorded end" in capsys.readouterr().out
    data = json.loads(record.read_text(encoding="utf-8"))
    data["moves"][10] = ["house", 999]
    record.write_text(json.dumps(data), encoding="utf-8")
    assert main(["replay", str(record)]) == 1
    assert "move 11" in capsys.readouterr().err
    data["moves"] = data["moves"][:9]
    record.write_text(json.dumps(data), encoding="utf-8")
    assert main(["replay", str(record)]) == 1
    assert "stops" in capsys.readouterr().err
    data["moves"] = "everything"
    record.write_text(json.dumps(data), encoding="utf-8")
    assert main(["replay", str(record)]) == 1
    assert main(["play", "shima", "--cpus", "5"]) == 2
