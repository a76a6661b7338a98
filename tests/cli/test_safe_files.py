"""Nothing a designer owns is lost through the command line: every command refuses to write over its
own inputs, a folder, a file of another kind or a read-only file (without --force), before it does
any work; a writer killed with -9 leaves the old file whole and its temporary is cleared by the next
run; bad inputs (a pipe, a key given twice, NaN, a deep nest, rule options of the wrong type) are
refused with the file, the place and the reason — exit 2, never a traceback."""

from __future__ import annotations

import csv
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from core import bundled
from core.cli import main
from core.games import registry
from core.games.session import GameSession, SessionError, resume_or_new

ROOT = Path(__file__).resolve().parents[2]


def run(capsys, *args):
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def tokyo(tmp_path_factory):
    path = tmp_path_factory.mktemp("board") / "tokyo.json"
    assert main(["build-board", "municipalities", "--prefectures", "13", "--out", str(path)]) == 0
    return path


@pytest.fixture
def files(tmp_path, tokyo):
    """A folder of a designer's files, each with content to lose."""
    karuta = tmp_path / "karuta.json"
    karuta.write_bytes(bundled.default_karuta_dataset().read_bytes())
    board = tmp_path / "tokyo.json"
    board.write_bytes(tokyo.read_bytes())
    rules = tmp_path / "rules.json"
    rules.write_text('{"target": 8}', encoding="utf-8")
    table = tmp_path / "specialties.csv"
    table.write_text("code,specialty,stars\n13101,皇居,3\n", encoding="utf-8")
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n", encoding="utf-8")
    return {"karuta": karuta, "board": board, "rules": rules, "table": table, "notes": notes}


# (command, the file it must not touch, words of the refusal)
REFUSED = [
    (["play", "karuta", "--dataset", "{karuta}", "--out", "{karuta}"], "karuta", "also what the command reads"),
    (["play", "shima", "--rules", "{rules}", "--out", "{rules}"], "rules", "also what the command reads"),
    (["simulate", "shima", "--games", "2", "--rules", "{rules}", "--plot", "{rules}"], "rules", "also what"),
    (["simulate", "chakai", "--games", "2", "--plot", "{notes}"], "notes", "written as a .png file, not .txt"),
    (["import-specialties", "{board}", "{table}", "--out", "{table}"], "table", "also what the command reads"),
    (["export", "{karuta}", "--format", "gpkg", "--out", "{karuta}"], "karuta", "also what the command reads"),
    (["export", "{karuta}", "--format", "json", "--out", "{karuta}"], "karuta", "also what the command reads"),
    (["print-kit", "--dataset", "{karuta}", "--out", "{karuta}"], "karuta", "also what the command reads"),
    (["print-kit", "--out", "{notes}"], "notes", "written as a .pdf file, not .txt"),
]


@pytest.mark.parametrize(("command", "kept", "words"), REFUSED, ids=[" ".join(c[:3]) for c, _k, _w in REFUSED])
def test_an_output_over_an_input_or_of_another_kind_is_refused(capsys, files, command, kept, words):
    before = {name: path.read_bytes() for name, path in files.items()}
    code, _out, err = run(capsys, *[part.format(**files) for part in command])
    assert code == 2 and words in err and "Traceback" not in err
    assert {name: path.read_bytes() for name, path in files.items()} == before, f"{kept} was changed"
    assert not [p for p in files["karuta"].parent.iterdir() if p.name.startswith(".")]


def test_a_folder_output_replaces_its_own_folder_whole_and_never_a_designers_folder(capsys, files, tmp_path):
    """An export of the karuta tables over a 市区町村バトル export leaves no municipalities.csv of the
    other dataset beside them; a folder holding the designer's files is refused, untouched."""
    out = tmp_path / "tables"
    assert run(capsys, "export", files["board"], "--format", "csv", "--out", out)[0] == 0
    assert (out / "municipalities.csv").exists()
    assert run(capsys, "export", files["karuta"], "--format", "csv", "--out", out)[0] == 0
    assert sorted(p.name for p in out.iterdir()) == ["adjacency.csv", "ferry_routes.csv", "highway_stops.csv",
                                                     "provinces.csv"]
    before = {name: path.read_bytes() for name, path in files.items()}
    for command in (["export", files["karuta"], "--format", "csv", "--out", tmp_path],
                    ["simulate", "shima", "--games", "2", "--report", tmp_path],
                    ["overlap", "--sizes", "24x26", "--png-dir", tmp_path]):
        code, _out, err = run(capsys, *command)
        assert code == 2 and "also holds other files" in err and "karuta.json" in err, err
    assert {name: path.read_bytes() for name, path in files.items()} == before
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([*(p.name for p in files.values()), "tables"])


def test_a_read_only_output_needs_force_and_stays_read_only(capsys, files, tmp_path):
    record = tmp_path / "record.json"
    record.write_text("{}", encoding="utf-8")
    record.chmod(0o444)
    code, _out, err = run(capsys, "play", "shima", "--out", record)
    assert code == 2 and "read-only: it was left as it is; give --force" in err and record.read_text(encoding="utf-8") == "{}"
    code, _out, _err = run(capsys, "play", "shima", "--out", record, "--force")
    assert code == 0 and json.loads(record.read_text(encoding="utf-8"))["format"] == "kuni-shima-record/1"
    assert oct(record.stat().st_mode & 0o777) == "0o444"
    board = files["board"]
    board.chmod(0o444)
    code, _out, err = run(capsys, "import-specialties", board, files["table"])
    assert code == 2 and "read-only" in err
    assert run(capsys, "import-specialties", board, files["table"], "--force")[0] == 0


def test_a_screenshot_is_a_png_and_never_the_dataset(capsys, files):
    from qtapp.main import main as studio

    for target, words in ((files["notes"], "written as a .png file"), (files["karuta"], "also what the command reads")):
        before = target.read_bytes()
        assert studio([str(files["karuta"]), "--screenshot", str(target)]) == 2
        assert words in capsys.readouterr().err and target.read_bytes() == before


def test_csv_cells_that_would_run_as_formulas_are_neutralised(capsys, files, tmp_path):
    """A specialty named like a formula is shown, not run, when the export is opened in a
    spreadsheet; negative numbers stay numbers."""
    from core.edits.municipality_edits import ReplaceSpecialties
    from core.io import load_dataset, save_dataset
    from core.models import Specialty

    dataset = load_dataset(files["board"])
    ReplaceSpecialties({"13101": (Specialty(name='=HYPERLINK("http://x","皇居")', stars=2),
                                  Specialty(name="@SUM(1)", stars=1))}).apply(dataset)
    save_dataset(dataset, files["board"])
    out = tmp_path / "csv"
    assert run(capsys, "export", files["board"], "--format", "csv", "--out", out)[0] == 0
    with open(out / "municipalities.csv", encoding="utf-8", newline="") as handle:
        row = next(r for r in csv.DictReader(handle) if r["code"] == "13101")
    assert row["specialties"].startswith("'=HYPERLINK")
    from core.export.csv_export import neutralise

    assert neutralise("-3") == "-3" and neutralise("-x") == "'-x" and neutralise("+81 3") == "'+81 3"


@pytest.mark.parametrize("text,words", [
    ('{"schema_version": 2, "game": "karuta", "game": "battle"}', 'the key "game" is given twice'),
    ("[" * 100_000, "nested too deeply"),
])
def test_bad_json_inputs_are_refused_with_the_reason(capsys, tmp_path, text, words):
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    code, _out, err = run(capsys, "validate", path)
    assert code == 2 and words in err and str(path) in err


def test_a_pipe_given_as_input_does_not_hang(tmp_path):
    fifo = tmp_path / "board.json"
    os.mkfifo(fifo)
    done = subprocess.run([sys.executable, "-m", "core.cli", "validate", str(fifo)], capture_output=True, text=True,
                          timeout=60, cwd=ROOT)
    assert done.returncode == 2 and "a pipe (FIFO), not a file" in done.stderr


@pytest.mark.parametrize(("rules", "words"), [
    ("null", "expected an object of rule options, not null"),
    ('{"target": "8"}', "target: a whole number is expected; it may be a whole number from 2 to 30"),
    ('{"short_bank": true}', "short_bank"),
    ('{"target": 8, "target": 9}', 'the key "target" is given twice'),
])
def test_rule_options_of_the_wrong_type_are_refused_naming_the_file(capsys, tmp_path, rules, words):
    path = tmp_path / "rules.json"
    path.write_text(rules, encoding="utf-8")
    code, _out, err = run(capsys, "play", "shima", "--rules", path)
    assert code == 2 and words in err and str(path) in err and len(err.strip().splitlines()) == 1


def test_a_record_with_a_seed_that_is_not_a_number_is_refused(capsys, tmp_path):
    assert run(capsys, "play", "shima", "--out", tmp_path / "r.json")[0] == 0
    text = (tmp_path / "r.json").read_text(encoding="utf-8")
    for seed, words in (('"seed": NaN', "NaN is not a JSON number"), ('"seed": "1"', "the seed is not a whole number")):
        (tmp_path / "bad.json").write_text(text.replace('"seed": 1', seed, 1), encoding="utf-8")
        code, _out, err = run(capsys, "replay", tmp_path / "bad.json")
        assert code != 0 and words in err and "Traceback" not in err


@pytest.mark.parametrize("name", ["karuta", "battle", "chakai", "shima"])
def test_an_autosave_that_cannot_be_parsed_is_kept_aside_and_a_game_starts(tmp_path, name, tokyo):
    """100,000 ``[`` (or a key given twice) in a game's autosave: kept aside, a new game starts."""
    from core.io import load_dataset

    spec = registry.get(name)
    dataset = load_dataset(tokyo if name == "battle" else bundled.default_karuta_dataset()) \
        if spec.needs_dataset else None
    path = tmp_path / f"{name}-game.json"

    def new():
        seats = ["human"] + [spec.table_cpu] * (spec.default_players - 1)
        return GameSession.new(spec, spec.make_rules(spec.ruleset(), dataset), seats, 3)

    for text in ("[" * 100_000, '{"format": "x", "format": "y"}'):
        path.write_text(text, encoding="utf-8")
        with pytest.raises(SessionError):
            GameSession.load(spec, path, dataset)
        session, message, kept = resume_or_new(lambda where: GameSession.load(spec, where, dataset), path, new)
        assert session.seed == 3 and kept is not None and kept.read_text(encoding="utf-8") == text
        assert "could not be resumed" in message and not path.exists()


WRITERS = {
    "play --out": (["play", "shima", "--out", "{out}"], "out.json"),
    "simulate --plot": (["simulate", "shima", "--games", "1", "--plot", "{out}"], "out.png"),
    "export json": (["export", "{karuta}", "--format", "json", "--out", "{out}"], "out.json"),
    "export gpkg": (["export", "{karuta}", "--format", "gpkg", "--out", "{out}"], "out.gpkg"),
    "export csv": (["export", "{karuta}", "--format", "csv", "--out", "{dir}"], "provinces.csv"),
    "import-specialties": (["import-specialties", "{board}", "{table}", "--out", "{out}"], "out.json"),
    "print-kit": (["print-kit", "--out", "{out}"], "out.pdf"),
    "build-board": (["build-board", "municipalities", "--prefectures", "13", "--out", "{out}"], "out.json"),
    "overlap --png-dir": (["overlap", "--sizes", "24x26", "--png-dir", "{dir}"], "overlap-24x26.png"),
    "simulate --report": (["simulate", "shima", "--games", "1", "--report", "{dir}"], "report.json"),
    "kuni-studio --screenshot": (["--screenshot", "{out}"], "out.png"),
}

_HANG_AT_RENAME = """
import os, sys, time
real = os.replace
def hang(src, dst, *a, **k):
    print("renaming", flush=True)
    time.sleep(600)
os.replace = os.rename = hang
if sys.argv[1:2] == ["--screenshot"]:
    from qtapp.main import main
else:
    from core.cli import main
sys.exit(main(sys.argv[1:]))
"""


#: An old file of each kind a writer replaces (a writer replaces only a file of its own kind).
OLD = {".json": b'{"the designer\'s": "old file"}\n', ".png": b"\x89PNG\r\n\x1a\n the designer's old file",
       ".pdf": b"%PDF-1.4 the designer's old file", ".gpkg": b"SQLite format 3\x00 the designer's old file",
       ".csv": b"the designer's old file\n"}


@pytest.mark.parametrize("writer", sorted(WRITERS))
def test_a_writer_killed_mid_write_leaves_the_old_file_and_the_next_run_clears_up(files, tmp_path, writer):
    """kill -9 once the new content is written beside the target but not yet renamed over it: the
    old file is whole; the next run writes the new one and removes the dead run's temporary (for a
    folder output, the staged folder beside it)."""
    command, name = WRITERS[writer]
    folder = tmp_path / "outputs"
    folder.mkdir()
    out = folder / name
    old = OLD[out.suffix]
    out.write_bytes(old)
    args = [part.format(out=out, dir=folder, **files) for part in command]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen([sys.executable, "-c", _HANG_AT_RENAME, *args], stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True, cwd=ROOT, env=env)
    try:
        for line in process.stdout:
            if line.startswith("renaming"):
                break
        else:
            pytest.fail(f"{writer} ended before it wrote anything")
        process.send_signal(signal.SIGKILL)
    finally:
        process.wait(timeout=60)
    assert out.read_bytes() == old
    staged = [p for p in [*folder.iterdir(), *tmp_path.iterdir()] if ".kuni-" in p.name]
    assert staged, "the killed run left no temporary to clear"
    program = ["-m", "qtapp.main"] if args[0] == "--screenshot" else ["-m", "core.cli"]
    done = subprocess.run([sys.executable, *program, *args], capture_output=True, text=True, cwd=ROOT,
                          env=env, timeout=300)
    assert done.returncode == 0, done.stderr
    assert out.read_bytes() != old
    assert not [p.name for p in [*folder.iterdir(), *tmp_path.iterdir()] if p.name.startswith(".")]


def _small_disk(folder: Path) -> bool:
    """A 16 kB file system at ``folder`` (smaller than any export), where the machine allows it."""
    folder.mkdir()
    return subprocess.run(["mount", "-t", "tmpfs", "-o", "size=16k", "tmpfs", str(folder)],
                          capture_output=True).returncode == 0


@pytest.mark.parametrize("fmt", ["gpkg", "geojson", "json", "csv"])
def test_an_export_on_a_full_disk_says_so_and_keeps_the_old_files(capsys, tmp_path, monkeypatch, fmt):
    """The GIS library's own failure (a GeoPackage on a full disk) or the OS's: exit 2 with the
    reason, never a traceback; the old export is whole and nothing is left beside it. On a real
    16 kB file system where this machine allows mounting one, else with the failure injected."""
    import errno

    import geopandas as gpd

    from core.io import atomic_write

    folder = tmp_path / "small"
    real = _small_disk(folder)
    if not real:
        def gis_full(*_args, **_kwargs):
            raise RuntimeError("sqlite3_exec(COMMIT) failed: database or disk is full")

        def os_full(_fd):
            raise OSError(errno.ENOSPC, "No space left on device")

        monkeypatch.setattr(gpd.GeoDataFrame, "to_file", gis_full)
        monkeypatch.setattr(atomic_write.os, "fsync", os_full)
    try:
        out = folder / ("out" if fmt in ("geojson", "csv") else f"out.{fmt}")
        old = (out / "provinces.csv") if fmt == "csv" else (out / "provinces.geojson") if fmt == "geojson" else out
        old.parent.mkdir(exist_ok=True)
        before = {".gpkg": b"SQLite format 3\x00 the old export", ".json": b'{"the old": "export"}',
                  ".geojson": b'{"type": "FeatureCollection", "features": []}'}.get(old.suffix, b"the old export")
        old.write_bytes(before)
        code, _out, err = run(capsys, "export", bundled.default_karuta_dataset(), "--format", fmt, "--out", out)
        assert code == 2 and "Traceback" not in err and "cannot be written" in err
        assert "full" in err, err
        assert old.read_bytes() == before
        assert not [p.name for p in folder.rglob(".*")]
    finally:
        if real:
            subprocess.run(["umount", str(folder)], check=False)


def _kinds(tmp_path) -> dict[str, Path]:
    """A file of each kind a designer keeps, to be mistyped as an output."""
    files = {"kit.pdf": b"%PDF-1.7\n%\xe2\xe3\n1 0 obj\n", "pic.png": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
             "notes.txt": "会議のメモ\n大事なこと\n".encode(), "board.gpkg": b"SQLite format 3\x00" + bytes(84),
             "data.json": b'{"kept": true}\n'}
    found = {}
    for name, data in files.items():
        found[name] = tmp_path / name
        found[name].write_bytes(data)
    return found


@pytest.mark.parametrize("command, target", [
    (["export", "{karuta}", "--format", "gpkg", "--out"], "kit.pdf"),
    (["export", "{karuta}", "--format", "json", "--out"], "pic.png"),
    (["export", "{karuta}", "--format", "gpkg", "--out"], "notes.txt"),
    (["export", "{karuta}", "--format", "json", "--out"], "board.gpkg"),
    (["play", "karuta", "--out"], "notes.txt"),
    (["play", "karuta", "--out"], "kit.pdf"),
    (["import-specialties", "{tokyo}", "{csv}", "--out"], "notes.txt"),
    (["build-board", "municipalities", "--prefectures", "13", "--out"], "pic.png"),
    (["simulate", "karuta", "--games", "2", "--plot"], "pic.png"),  # (a .png that is not a picture: below)
])
def test_a_file_of_another_kind_is_never_replaced_without_force(capsys, tmp_path, tokyo, command, target):
    """Each of the nine cases the issue found replaced a designer's file with rc 0; every writer now
    looks at what the file holds (its bytes) and replaces only a file of the kind it writes."""
    files = _kinds(tmp_path)
    table = tmp_path / "list.csv"
    table.write_text("code,specialty,stars\n13101,江戸切子,2\n", encoding="utf-8")
    if target == "pic.png" and "--plot" in command:  # a "picture" that is really the designer's JSON
        files[target].write_bytes(b'{"my": "notes"}\n')
    values = {"{karuta}": str(bundled.default_karuta_dataset()), "{tokyo}": str(tokyo), "{csv}": str(table)}
    args = [values.get(a, a) for a in command] + [str(files[target])]
    before = files[target].read_bytes()
    code, _out, err = run(capsys, *args)
    assert code == 2 and target in err and "--force" in err and "Traceback" not in err, err
    assert files[target].read_bytes() == before
    if "--plot" not in command and "build-board" not in command:  # the same with --force: replaced
        code, _out, err = run(capsys, *args, "--force")
        assert code == 0, err
        assert files[target].read_bytes() != before


def test_a_file_of_the_same_kind_is_replaced_and_an_empty_one_too(capsys, tmp_path):
    files = _kinds(tmp_path)
    code, _out, err = run(capsys, "export", bundled.default_karuta_dataset(), "--format", "json", "--out",
                          files["data.json"])
    assert code == 0, err
    empty = tmp_path / "empty.gpkg"
    empty.write_bytes(b"")
    code, _out, err = run(capsys, "export", bundled.default_karuta_dataset(), "--format", "gpkg", "--out", empty)
    assert code == 0 and empty.read_bytes().startswith(b"SQLite format 3"), err


def test_what_a_file_is_is_told_by_its_bytes():
    from core.io.file_kinds import kind_of_bytes, replaceable

    assert kind_of_bytes(b"") == "empty"
    assert kind_of_bytes(b"\xef\xbb\xbf  [1, 2]") == "json"
    assert kind_of_bytes("code,名前\n1,東京\n".encode()) == "text"
    assert kind_of_bytes("コード\n".encode("shift_jis")) == "binary"  # not UTF-8: not ours to replace
    assert kind_of_bytes(b"PK\x03\x04\x14\x00") == "binary"  # a zip
    assert replaceable("text", "csv") and not replaceable("json", "png") and replaceable(None, "pdf")
