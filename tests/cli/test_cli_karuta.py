"""`kuni legal-moves`, `simulate`, `play` and `replay` for 旧国かるた."""

from __future__ import annotations

import json

from core.cli import main

WORKED_EXAMPLE = {
    "format": "kuni-karuta-state/1",
    "ruleset": {},
}


def _state_file(tmp_path, rules_ids):
    hand = ["izu", "kai", "kozuke"]
    board = ["musashi", "sagami"]
    rest = [p for p in rules_ids if p not in hand + board]
    data = dict(WORKED_EXAMPLE)
    data["state"] = {
        "players": 2, "hands": [hand, rest], "board": board, "set_aside": [],
        "heads": [{"highway": "tokaido", "at": "sagami", "direction": 1}],
        "start_seat": 0, "to_move": 0,
    }
    path = tmp_path / "state.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def _ids(default_dataset_path):
    return [p["id"] for p in json.loads(default_dataset_path.read_text(encoding="utf-8"))["provinces"]]


def test_legal_moves_of_the_worked_example(capsys, tmp_path, default_dataset_path):
    """`kuni legal-moves` prints JSON moves: 伊豆 on 東海道 from 相模, and lines from the junctions."""
    path = _state_file(tmp_path, _ids(default_dataset_path))
    assert main(["legal-moves", str(path)]) == 0
    moves = json.loads(capsys.readouterr().out)
    tokaido = [m for m in moves if m.get("highway") == "tokaido"]
    assert tokaido == [{"kind": "highway", "province": "izu", "highway": "tokaido", "from": "sagami"}]
    assert {"kind": "highway", "province": "kai", "highway": "koshu-kaido", "from": "sagami"} in moves


def test_legal_moves_bad_state_exits_2(capsys, tmp_path, default_dataset_path):
    """A state naming an unknown province, or not a state at all, exits 2 with the place."""
    path = _state_file(tmp_path, _ids(default_dataset_path))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["state"]["board"].append("atlantis")
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["legal-moves", str(path)]) == 2
    assert "state.board: there is no province 'atlantis'" in capsys.readouterr().err
    path.write_text("{}", encoding="utf-8")
    assert main(["legal-moves", str(path)]) == 2


def test_simulate_json_has_the_documented_keys(capsys):
    """`kuni simulate karuta --json` prints one object with the documented keys."""
    assert main(["simulate", "karuta", "--games", "40", "--players", "4", "--seed", "1",
                 "--ai", "greedy,greedy,planner,random", "--workers", "1", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    for key in ("games", "players", "seed", "stall_rate", "turns", "passes", "seat_win_share",
                "ai_win_share", "seconds", "games_per_second"):
        assert key in report
    assert set(report["turns"]) >= {"median", "min", "max"} and "median" in report["passes"]
    assert 0 <= report["stall_rate"] <= 1 and len(report["seat_win_share"]) == 4
    assert set(report["ai_win_share"]) == {"greedy", "planner", "random"}


def test_simulate_text_prints_designers_figures(capsys, tmp_path):
    """The text report puts the designers' figures beside ours; --rules reads options from a file."""
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps({"chain_limit": 1}), encoding="utf-8")
    assert main(["simulate", "karuta", "--games", "20", "--workers", "1", "--rules", str(rules)]) == 0
    out = capsys.readouterr().out
    assert "designers" in out and "24.4 / 24.4 / 26.0 / 25.3" in out


def test_simulate_bad_options_exit_2(capsys, tmp_path):
    """Unknown CPU kinds, bad rule options and a wrong player count are refused with exit 2."""
    assert main(["simulate", "karuta", "--games", "5", "--ai", "genius"]) == 2
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps({"line_start": "anywhere"}), encoding="utf-8")
    assert main(["simulate", "karuta", "--games", "5", "--rules", str(rules)]) == 2
    assert main(["simulate", "karuta", "--games", "5", "--players", "6"]) == 2
    assert main(["simulate", "karuta", "--games", "5", "--workers", "0"]) == 2
    rules.write_text("[]", encoding="utf-8")  # not an object: refused, not read as "no options"
    assert main(["simulate", "karuta", "--games", "5", "--rules", str(rules)]) == 2
    err = capsys.readouterr().err
    assert "genius" in err and "line_start" in err and "--workers must be at least 1" in err
    assert "expected an object of rule options" in err


def test_play_then_replay(capsys, tmp_path):
    """`kuni play karuta --json` prints a record that `kuni replay` verifies; a broken one exits 1."""
    assert main(["play", "karuta", "--cpus", "4", "--seed", "1", "--json"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["format"] == "kuni-karuta-record/1" and record["moves"]
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    record["moves"] = record["moves"][:-1]
    path.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    assert main(["replay", str(path)]) == 1
    assert "before the game ends" in capsys.readouterr().err


def test_replay_refuses_what_is_not_a_record(capsys, tmp_path):
    """A JSON file that is no game record at all is unreadable (exit 2), not a record that fails
    to replay (exit 1); the message names the formats it knows."""
    for content in ("{}", "[1, 2]", '{"format": "kuni-karuta-state/1"}'):
        path = tmp_path / "not-a-record.json"
        path.write_text(content, encoding="utf-8")
        assert main(["replay", str(path)]) == 2
        err = capsys.readouterr().err
        assert "not a game record" in err and "kuni-shima-record/1" in err and "Traceback" not in err


def test_overlap_json_and_pictures(capsys, tmp_path):
    """`kuni overlap --json` lists one object per size with the documented keys; --png-dir draws them."""
    assert main(["overlap", "--sizes", "22x16", "--json", "--png-dir", str(tmp_path)]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [r["size"] for r in rows] == ["22x16"]
    for key in ("pairs_before", "pairs_after", "max_shift_px", "mean_shift_px", "crossings", "hidden_homes", "seconds"):
        assert key in rows[0]
    assert rows[0]["pairs_after"] == 0
    assert (tmp_path / "overlap-22x16.png").read_bytes()[:4] == b"\x89PNG"


def test_overlap_can_drop_the_hidden_home_and_crossing_rules_to_compare(capsys):
    """Dropping rules (as the designers' relaxation likely did) allows smaller shifts at 24×26."""
    assert main(["overlap", "--sizes", "24x26", "--json"]) == 0
    (strict,) = json.loads(capsys.readouterr().out)
    assert main(["overlap", "--sizes", "24x26", "--json", "--allow-hidden-homes", "--allow-crossings"]) == 0
    (loose,) = json.loads(capsys.readouterr().out)
    assert strict["hidden_homes"] == 0 and strict["crossings"] == 0
    assert loose["hidden_homes"] > 0 and loose["pairs_after"] == 0
    assert loose["max_shift_px"] < strict["max_shift_px"]


def test_overlap_exact_goes_lower_and_says_what_it_proved(capsys):
    """--exact: the SAT search after the quick one; each of its questions (and lower layouts) is told on stderr, and
    the shift below which no lattice layout keeps every rule is reported (JSON and text)."""
    assert main(["overlap", "--sizes", "26x30", "--json"]) == 0
    (quick,) = json.loads(capsys.readouterr().out)
    assert main(["overlap", "--sizes", "26x30", "--json", "--exact"]) == 0
    captured = capsys.readouterr()
    (exact,) = json.loads(captured.out)
    assert exact["method"] == "slots+sat" and quick["method"] == "slots" and "proven_floor_px" not in quick
    assert (exact["pairs_after"], exact["hidden_homes"], exact["crossings"], exact["outside_board"]) == (0, 0, 0, 0)
    assert exact["max_shift_px"] < quick["max_shift_px"]
    assert exact["proven_floor_px"] < quick["max_shift_px"]
    assert "26x30: within" in captured.err and "no (proven)" in captured.err
    # each lower layout is told as it is found; the last told is the one reported
    lower = [line for line in captured.err.splitlines() if "26x30: a lower layout" in line]
    assert lower and f"{exact['max_shift_px']:.2f} px after the polish" in lower[-1]
    assert main(["overlap", "--sizes", "26x30", "--exact"]) == 0
    assert "no layout on the exact search's 1-px lattice keeps every rule within" in capsys.readouterr().out
    # the exact search keeps every rule, so it does not go with dropping one
    assert main(["overlap", "--sizes", "26x30", "--exact", "--allow-crossings"]) == 2
    assert "--exact keeps every rule" in capsys.readouterr().err


def test_overlap_labels_a_municipality_board(capsys, tmp_path):
    """The same solver labels towns: 神奈川県 at 6 px/km with 40 × 14 labels, and a picture of it."""
    assert main(["overlap", "--board", "municipalities", "--prefectures", "14", "--json",
                 "--png-dir", str(tmp_path)]) == 0
    (row,) = json.loads(capsys.readouterr().out)
    assert row["size"] == "40x14" and row["pairs_before"] > 0
    assert (row["pairs_after"], row["hidden_homes"], row["crossings"]) == (0, 0, 0)
    assert "designers_max_shift_px" not in row
    assert (tmp_path / "overlap-40x14.png").read_bytes()[:4] == b"\x89PNG"


def test_overlap_refuses_wrong_boards_options_and_giant_pictures(capsys, tmp_path):
    assert main(["overlap", "--board", "towns"]) == 2
    assert main(["overlap", "--prefectures", "13"]) == 2
    assert main(["overlap", "--board", "municipalities", "--prefectures", "99"]) == 2
    assert main(["overlap", "--board", "municipalities", "--scale", "-1"]) == 2
    assert main(["overlap", "--board", "municipalities", "--png-dir", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert "towns" in err and "--prefectures" in err and "99" in err and "--scale" in err and "px wide" in err
    assert not (tmp_path / "out").exists()


def test_overlap_studies_the_candidate_sizes_a_dataset_keeps(capsys, tmp_path):
    """--dataset: the sizes the designer keeps in the dataset (as the app's list), not the default four."""
    from core import bundled
    from core.edits.card_size_edits import AddCardSize, RemoveCardSize
    from core.io import load_dataset, save_dataset

    dataset = load_dataset(bundled.default_karuta_dataset())
    for size in ("26x30", "34x46"):
        RemoveCardSize(size).apply(dataset)
    AddCardSize("25x28").apply(dataset)
    path = tmp_path / "sizes.json"
    save_dataset(dataset, path)
    assert main(["overlap", "--dataset", str(path), "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [r["size"] for r in rows] == ["22x16", "24x26", "25x28"]
    assert "designers_max_shift_px" in rows[1] and "designers_max_shift_px" not in rows[2]
    assert main(["overlap", "--dataset", str(path), "--sizes", "22x16", "--json"]) == 0  # --sizes wins
    assert [r["size"] for r in json.loads(capsys.readouterr().out)] == ["22x16"]
    for size in ("22x16", "24x26", "25x28"):
        RemoveCardSize(size).apply(dataset)
    save_dataset(dataset, path)
    assert main(["overlap", "--dataset", str(path)]) == 2
    assert main(["overlap", "--dataset", str(tmp_path / "missing.json")]) == 2
    assert main(["overlap", "--board", "municipalities", "--dataset", str(path)]) == 2
    err = capsys.readouterr().err
    assert "no candidate card sizes" in err and "missing.json" in err and "--board provinces" in err


def test_overlap_bad_size_exits_2(capsys):
    """A malformed size is refused with exit 2."""
    assert main(["overlap", "--sizes", "24by26"]) == 2
    assert "24by26" in capsys.readouterr().err


def test_karuta_commands_refuse_a_municipality_dataset(capsys, tmp_path):
    """simulate and print-kit on a 市区町村バトル dataset exit 2 with a sentence, not a traceback."""
    board = tmp_path / "tottori.json"
    assert main(["build-board", "municipalities", "--prefectures", "31", "--out", str(board)]) == 0
    assert main(["simulate", "karuta", "--games", "3", "--dataset", str(board)]) == 2
    assert main(["print-kit", "--out", str(tmp_path / "k.pdf"), "--dataset", str(board)]) == 2
    err = capsys.readouterr().err
    assert "province dataset" in err and "Traceback" not in err


def test_play_and_replay_battle(capsys, tmp_path):
    """`kuni play battle` writes a record that `kuni replay` checks on the same board, and refuses on another."""
    record = tmp_path / "battle.json"
    assert main(["play", "battle", "--prefectures", "31", "--cpus", "3", "--seed", "2", "--out", str(record)]) == 0
    assert main(["replay", str(record), "--prefectures", "31"]) == 0
    assert main(["replay", str(record)]) == 0  # the record names its board's prefectures
    assert main(["replay", str(record), "--prefectures", "32"]) == 1
    assert "another board" in capsys.readouterr().err


def test_simulate_chakai_report_and_comparison(capsys, tmp_path):
    """`kuni simulate chakai` prints the tie and score figures; --compare the proposals side by
    side; --json the documented keys; bad options exit 2."""
    assert main(["simulate", "chakai", "--games", "12", "--players", "3", "--workers", "1"]) == 0
    assert "level at the top before the tie-break" in capsys.readouterr().out
    assert main(["simulate", "chakai", "--games", "6", "--workers", "1", "--compare"]) == 0
    out = capsys.readouterr().out
    assert all(name in out for name in ("draft18", "split", "count", "top_suit"))
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps({"tiebreak": "draw"}), encoding="utf-8")
    assert main(["simulate", "chakai", "--games", "8", "--workers", "1", "--rules", str(rules), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["rules"]["tiebreak"] == "draw" and {"tie_rate", "seat_win_share", "anger", "margin"} <= set(report)
    rules.write_text(json.dumps({"tiebreak": "dice"}), encoding="utf-8")
    assert main(["simulate", "chakai", "--games", "5", "--rules", str(rules)]) == 2
    assert main(["simulate", "chakai", "--games", "5", "--players", "5"]) == 2
    assert main(["simulate", "chakai", "--games", "5", "--ai", "genius"]) == 2
    assert main(["simulate", "karuta", "--games", "5", "--compare"]) == 2
    assert main(["simulate", "poker", "--games", "5"]) == 2
    err = capsys.readouterr().err
    assert "tiebreak" in err and "3–4 players" in err and "genius" in err and "poker" in err
    # --series: the games also read as matches; a match longer than the run, or another game, refused
    assert main(["simulate", "chakai", "--games", "8", "--workers", "1", "--series", "4", "--json"]) == 0
    series = json.loads(capsys.readouterr().out)["series"]
    assert series["matches"] == 2 and len(series["player_win_share"]) == 4
    assert main(["simulate", "chakai", "--games", "8", "--series", "9"]) == 2
    assert main(["simulate", "chakai", "--games", "8", "--series", "0"]) == 2
    assert main(["simulate", "shima", "--games", "8", "--series", "2"]) == 2
    err = capsys.readouterr().err
    assert "--series 9" in err and "--series 0" in err and "--series 2: this command has no such option" in err


def test_play_chakai_then_replay(capsys, tmp_path):
    """`kuni play chakai` tells the game round by round and writes a record `kuni replay` verifies;
    a tampered record exits 1."""
    record = tmp_path / "chakai.json"
    assert main(["play", "chakai", "--seed", "4", "--out", str(record)]) == 0
    out = capsys.readouterr().out
    assert "round 7:" in out and "winner: seat" in out and "太閤 at the tea party" in out
    assert main(["replay", str(record)]) == 0
    assert "replays to the recorded end" in capsys.readouterr().out
    data = json.loads(record.read_text(encoding="utf-8"))
    data["final"]["vp"][0] += 5
    record.write_text(json.dumps(data), encoding="utf-8")
    assert main(["replay", str(record)]) == 1
    assert main(["play", "chakai", "--cpus", "2"]) == 2
    assert main(["play", "poker"]) == 2
    err = capsys.readouterr().err
    assert "ends differently" in err and "3–4 players" in err and "chakai" in err
