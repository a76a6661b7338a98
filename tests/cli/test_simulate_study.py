"""`kuni simulate GAME` as a study: intervals in the JSON and the text, --report keeps a folder,
--until-ci plays on, and bad values are refused with the reason."""

from __future__ import annotations

import json

from core.cli import main


def test_simulate_carries_intervals_and_keeps_its_report(capsys, tmp_path):
    folder = tmp_path / "study"
    assert main(["simulate", "shima", "--games", "6", "--workers", "1", "--json", "--report", str(folder)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert len(report["seat_win_share_ci"]) == 4 and report["seat_effect"]["df"] == 3
    assert json.loads((folder / "report.json").read_text(encoding="utf-8")) == report
    assert (folder / "report.png").read_bytes().startswith(b"\x89PNG")
    notes = report["telemetry"]["games_of_note"]
    for note, game in notes.items():  # each watched game of note kept as a record that replays
        path = folder / f"game-{note.replace(' ', '-')}.json"
        record = json.loads(path.read_text(encoding="utf-8"))
        assert len(record["moves"]) == game["moves"] and record["seed"] == game["seed"]
        assert main(["replay", str(path)]) == 0
    capsys.readouterr()
    assert main(["simulate", "chakai", "--games", "20", "--workers", "1"]) == 0
    text = capsys.readouterr().out
    assert "seat wins, 95 % intervals: 1:" in text and "seat effect: χ² =" in text


def test_until_ci_and_its_refusals(capsys, tmp_path):
    assert main(["simulate", "karuta", "--games", "3000", "--until-ci", "0.02", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert 1000 <= report["played_until"]["games"] <= 3000 and report["games"] == report["played_until"]["games"]
    assert main(["simulate", "karuta", "--until-ci", "2"]) == 2
    assert "between 0 and 0.5" in capsys.readouterr().err
    note = tmp_path / "notes.txt"
    note.write_text("mine", encoding="utf-8")
    assert main(["simulate", "karuta", "--games", "10", "--report", str(note)]) == 2
    assert "names a folder" in capsys.readouterr().err and note.read_text(encoding="utf-8") == "mine"


def test_dask_is_every_games_option_and_an_unreachable_scheduler_is_said(capsys, monkeypatch):
    """`--dask SCHEDULER` is on every game's `kuni simulate`; a scheduler out of reach exits 2 with a sentence."""
    import core.simulation.parallel as parallel
    from core.games import registry

    for name in registry.names():
        assert main(["simulate", name, "--help"]) == 0
        assert "--dask SCHEDULER" in capsys.readouterr().out, name
    monkeypatch.setattr(parallel, "DASK_CONNECT_SECONDS", 1)
    assert main(["simulate", "chakai", "--games", "4", "--dask", "tcp://127.0.0.1:1"]) == 2
    err = capsys.readouterr().err
    assert "no Dask scheduler at tcp://127.0.0.1:1" in err and "Traceback" not in err
