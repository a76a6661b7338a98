"""The `kuni` command line: exit codes, JSON output, and no tracebacks for bad input."""

from __future__ import annotations

import json
import subprocess
import sys

import geopandas as gpd
import pytest

from core.cli import main


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_validate_valid_with_warnings_exits_0(capsys, default_dataset_path):
    """The default dataset is valid; warnings do not fail it."""
    code, out, _ = run(capsys, "validate", str(default_dataset_path))
    assert code == 0 and "valid (0 error(s)" in out


def test_validate_invalid_exits_1_and_json_lists_findings(capsys, cases_dir):
    """An invalid dataset exits 1; --json gives the findings with path and message."""
    code, out, _ = run(capsys, "validate", str(cases_dir / "invalid" / "highway-step.json"), "--json")
    assert code == 1
    report = json.loads(out)
    assert report["valid"] is False and report["errors"] == 1
    assert report["findings"][0]["path"] == "highways[0].provinces[3]"


@pytest.mark.parametrize("make", ["missing", "directory", "malformed"])
def test_unreadable_exits_2_with_message(capsys, tmp_path, make):
    """Missing files, directories and malformed JSON exit 2 with one line on stderr."""
    path = tmp_path / "x.json"
    if make == "directory":
        path.mkdir()
    elif make == "malformed":
        path.write_text("{nope", encoding="utf-8")
    code, _, err = run(capsys, "validate", str(path))
    assert code == 2
    assert err.startswith("kuni: ") and str(path) in err and "Traceback" not in err


def test_info_reports_coverage(capsys, default_dataset_path):
    """kuni info --json reports the designers' coverage figures."""
    code, out, _ = run(capsys, "info", str(default_dataset_path), "--json")
    info = json.loads(out)
    assert code == 0
    assert info["counts"]["provinces"] == 68
    assert info["coverage"]["on_highway"] == 55 and info["coverage"]["not_on_highway"] == 13
    assert info["coverage"]["unreachable"] == []


def test_info_text(capsys, default_dataset_path):
    """The text form names the junctions and the islands."""
    code, out, _ = run(capsys, "info", str(default_dataset_path))
    assert code == 0 and "junctions" in out and "佐渡" in out


def test_export_gpkg_reads_back(capsys, tmp_path, default_dataset_path):
    """A GeoPackage export has 68 provinces, the highways and the ferry routes."""
    out = tmp_path / "board.gpkg"
    code, _, _ = run(capsys, "export", str(default_dataset_path), "--format", "gpkg", "--out", str(out))
    assert code == 0
    provinces = gpd.read_file(out, layer="provinces")
    assert len(provinces) == 68
    # a CRS a GIS user recognises: the LCC with its parameters, named, on JGD2011
    assert provinces.crs.name == "JGD2011 / Kuni Studio Japan LCC (33°N 40°N, origin 36°N 136°E)"
    assert provinces.crs.coordinate_operation.method_name == "Lambert Conic Conformal (2SP)"
    assert provinces.crs.geodetic_crs.to_epsg() == 6668
    # and the same metres as the board's own projection: 武蔵 where it was
    from pyproj import Transformer

    x, y = provinces.loc[provinces["id"] == "musashi"].geometry.iloc[0].centroid.coords[0]
    lon, lat = Transformer.from_crs(provinces.crs, 4326, always_xy=True).transform(x, y)
    assert 139.0 < lon < 140.0 and 35.4 < lat < 36.4
    assert set(provinces["circuit"]) >= {"kinai", "saikaido"}
    assert len(gpd.read_file(out, layer="highways")) == 21
    assert len(gpd.read_file(out, layer="ferry_routes")) == 8


def test_export_geojson_is_lonlat(capsys, tmp_path, default_dataset_path):
    """GeoJSON layers are in lon/lat: 武蔵 lies around 139–140°E, 35–36°N."""
    code, _, _ = run(capsys, "export", str(default_dataset_path), "--format", "geojson", "--out", str(tmp_path / "g"))
    assert code == 0
    frame = gpd.read_file(tmp_path / "g" / "provinces.geojson")
    musashi = frame[frame["id"] == "musashi"].geometry.iloc[0].representative_point()
    assert 138.8 < musashi.x < 140.2 and 35.3 < musashi.y < 36.4


def test_export_csv_and_json(capsys, tmp_path, default_dataset_path):
    """CSV tables and the canonical JSON export are written."""
    assert run(capsys, "export", str(default_dataset_path), "--format", "csv", "--out", str(tmp_path / "c"))[0] == 0
    stops = (tmp_path / "c" / "highway_stops.csv").read_text(encoding="utf-8").splitlines()
    assert stops[0].startswith("highway,") and len(stops) > 60
    assert run(capsys, "export", str(default_dataset_path), "--format", "json", "--out", str(tmp_path / "d.json"))[0] == 0
    assert (tmp_path / "d.json").read_bytes() == default_dataset_path.read_bytes()


def test_export_refuses_invalid_dataset(capsys, tmp_path, cases_dir):
    """An invalid dataset is not exported (exit 1) unless --force."""
    src = str(cases_dir / "invalid" / "highway-repeat.json")
    code, _, err = run(capsys, "export", src, "--format", "json", "--out", str(tmp_path / "x.json"))
    assert code == 1 and "errors" in err and not (tmp_path / "x.json").exists()
    assert run(capsys, "export", src, "--format", "json", "--out", str(tmp_path / "x.json"), "--force")[0] == 0


def test_export_to_unwritable_place_exits_2(capsys, tmp_path, default_dataset_path):
    """An output in a missing folder is reported with exit 2."""
    code, _, err = run(capsys, "export", str(default_dataset_path), "--format", "json",
                       "--out", str(tmp_path / "no" / "such" / "dir" / "x.json"))
    assert code == 2 and "does not exist" in err


def test_usage_error_exits_2():
    """A wrong command line exits 2 (argparse's convention) from the installed entry point."""
    result = subprocess.run([sys.executable, "-m", "core.cli", "validate"], capture_output=True, text=True,
                            check=False)
    assert result.returncode == 2 and "Traceback" not in result.stderr


def test_import_specialties_writes_or_changes_nothing(capsys, tmp_path):
    """`kuni import-specialties`: a clean table is written into the board; a table with a row it
    cannot place exits 1, lists the rows, and leaves the file as it was."""
    from core.io import load_dataset

    board = tmp_path / "tokyo.json"
    assert main(["build-board", "municipalities", "--prefectures", "13", "--out", str(board)]) == 0
    capsys.readouterr()
    good = tmp_path / "good.csv"
    good.write_text("name,specialty,stars\n千代田区,皇居,5\n八王子市,高尾山,2\n", encoding="utf-8")
    code, out, _ = run(capsys, "import-specialties", str(board), str(good))
    assert code == 0 and "2 specialties for 2 towns" in out
    assert load_dataset(board).municipality("13101").specialties[0].stars == 5
    before = board.read_bytes()
    bad = tmp_path / "bad.csv"
    bad.write_text("name,specialty,stars\n千代田区,皇居,4\n架空町,x,1\n", encoding="utf-8")
    code, _, err = run(capsys, "import-specialties", str(board), str(bad))
    assert code == 1 and "line 3: no town called 架空町" in err and "nothing was written" in err
    assert board.read_bytes() == before
    code, _, err = run(capsys, "import-specialties", str(board), str(tmp_path / "missing.csv"))
    assert code == 2 and "no such file" in err and "Traceback" not in err


def test_a_reader_that_stops_early_gets_no_traceback():
    """`kuni … | head`: when the reader closes the pipe, kuni stops quietly with exit 0."""
    code = ("from core import cli\n"
            "from core.cli import info\n"
            "def flood(args):\n"
            "    for _ in range(200_000):\n"
            "        print('x' * 80)\n"
            "    return 0\n"
            "info.cmd_info = flood\n"
            "raise SystemExit(cli.main(['info', 'any.json']))\n")
    process = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout.read(100) == b"x" * 80 + b"\n" + b"x" * 19
    process.stdout.close()
    _out, err = process.communicate(timeout=60)
    assert process.returncode == 0 and b"Traceback" not in err and err == b""


def test_kuni_balance_answers_in_json_and_in_words(capsys):
    """`kuni balance GAME skill|mechanics`: the answer's key at the top of the JSON; the words in
    the language chosen; a CPU the game does not have refused."""
    import json

    assert main(["balance", "karuta", "skill", "--games", "24", "--workers", "1", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report["ratings"]) == {"random", "greedy", "planner"} and report["games"] == 24
    assert main(["balance", "chakai", "mechanics", "--games", "12", "--workers", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["mechanics"]
    assert main(["balance", "karuta", "mechanics", "--ai", "clever"]) == 2
    assert "no CPU called 'clever'" in capsys.readouterr().err
