"""Every refusal a person reads is one sentence in their language: each error a command, the app or
the room server shows is written with ``translate`` (never an f-string or bare English), every
sentence marked so has a Japanese translation with the same ``{places}``, and the command line,
given bad input in Japanese, answers in Japanese (names and paths aside) with its documented exit
code."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from core.cli import main
from core.text import lookup_for

ROOT = Path(__file__).resolve().parents[2]
#: The errors whose message a person reads (the command line prints it; the app and the server say it).
USER_ERRORS = {"CliError", "OutputRefused", "HoldsOtherFiles", "ExportError", "SessionError", "RecordError",
               "DatasetError", "IllegalMove", "SchemaVersionError"}
#: Where a ``ValueError`` reaches a person too: game set-up, records, boards, the room server.
VALUE_ERROR_PLACES = ("core/games/", "core/online/server.py", "core/online/room.py", "core/geometry/card_study.py",
                      "core/geometry/municipality_dataset.py", "core/io/")
#: Calls whose first argument is words for people: the room server's refusals.
REFUSAL_CALLS = {"refused"}
#: What a message may be built with: a sentence marked for translation, or one passed on.
SENTENCE_CALLS = {"translate", "sentence_of", "joined", "reason"}


def _sources() -> list[Path]:
    return sorted(p for folder in ("core", "qtapp", "editor") for p in (ROOT / folder).rglob("*.py"))


def _name(node) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def _is_sentence(node) -> bool:
    """Whether ``node`` builds a translatable sentence or passes one on (never English put together)."""
    if isinstance(node, ast.IfExp):
        return _is_sentence(node.body) and _is_sentence(node.orelse)
    if isinstance(node, (ast.Name, ast.Attribute, ast.Subscript)):
        return True  # a sentence made before (a variable, error.args[0], error.text)
    if isinstance(node, ast.Call):
        called = node.func
        if _name(called) in SENTENCE_CALLS:
            return True
        if isinstance(called, ast.Attribute):
            if called.attr == "sentence":  # DatasetError.sentence()
                return True
            if called.attr == "format":  # translate(…).format(…) or a constant made with translate
                inner = called.value
                return (isinstance(inner, ast.Call) and _name(inner.func) == "translate") or isinstance(
                    inner, (ast.Name, ast.Attribute, ast.Subscript, ast.Call))
    return False


def _messages():
    """(place, message node) of every refusal in the sources."""
    for path in _sources():
        relative = path.relative_to(ROOT).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
                kind = _name(node.exc.func)
                checked = kind in USER_ERRORS or (kind == "ValueError" and relative.startswith(VALUE_ERROR_PLACES))
                index = 1 if kind == "DatasetError" else 0
                if checked and len(node.exc.args) > index:
                    yield f"{relative}:{node.lineno}", node.exc.args[index]
            elif isinstance(node, ast.Call) and _name(node.func) in REFUSAL_CALLS and node.args \
                    and relative.startswith("core/online/server"):
                yield f"{relative}:{node.lineno}", node.args[0]


def test_every_refusal_is_a_sentence_marked_for_translation():
    found = list(_messages())
    assert len(found) > 250  # the walk sees the refusals (it would pass vacuously on none)
    english = [place for place, message in found if not _is_sentence(message)]
    assert not english, f"refusals put together in English: {english}"


def _marked() -> list[tuple[str, str, str]]:
    """(place, context, source) of every ``translate("Context", "source")`` with literal words."""
    marked = []
    for path in _sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and _name(node.func) == "translate" and len(node.args) == 2 \
                    and all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args):
                marked.append((f"{path.relative_to(ROOT).as_posix()}:{node.lineno}", node.args[0].value,
                               node.args[1].value))
    return marked


def _places(text: str) -> set[str]:
    return set(re.findall(r"(?<!\{)\{(\w*)\}(?!\})", text))


def test_every_marked_sentence_has_a_japanese_translation_with_its_places():
    """Every place a translation fills is one the sentence gives (a translation may leave one out,
    as the Japanese game titles leave out the English)."""
    lookup = lookup_for("ja")
    marked = _marked()
    assert len(marked) > 800
    missing, broken = [], []
    for place, context, source in marked:
        translated = lookup(context, source)
        if not translated:
            missing.append((place, source))
        elif not _places(translated) <= _places(source):
            broken.append((place, source, translated))
    assert not missing, missing[:10]
    assert not broken, broken[:10]


#: English a Japanese refusal may hold: names of programs, formats and values a person types.
KEPT_WORDS = {"kuni", "validate", "build", "board", "export", "json", "csv", "png", "pdf", "gpkg", "utf", "shift",
              "jis", "sqlite", "geopackage", "null", "true", "false", "kuni", "studio", "dask", "help", "force",
              "geojson", "from", "shared", "wxh", "cpu",
              # the commands' own names
              "info", "import", "specialties", "overlap", "legal", "moves", "simulate", "play", "replay", "serve",
              "print", "kit"}


def _typed_names() -> set[str]:
    """What a person types in English: every game's name, CPU kinds and rule options (a rules file's
    keys)."""
    from core.games import registry

    names = set(registry.names())
    for spec in registry.games():
        names.update(spec.ruleset.model_fields)
        names.update(spec.cpus)
    return {name.lower() for name in names}


def _english_left(text: str, paths: list[str]) -> list[str]:
    for path in paths:
        text = text.replace(path, " ")
    text = re.sub(r"--[\w-]+", " ", text)  # options
    text = re.sub(r"'[^']*'|\"[^\"]*\"", " ", text)  # values as typed
    text = re.sub(r"\S*[/.\\_\d-]\S*", " ", text)  # file names, ids, formats, numbers
    kept = KEPT_WORDS | _typed_names()
    return [w for w in re.findall(r"[A-Za-z]{3,}", text) if w.lower() not in kept]


@pytest.fixture
def japanese(monkeypatch):
    monkeypatch.setenv("KUNI_LANGUAGE", "ja")
    yield
    from core.text import set_language

    set_language("en")


def _bad_inputs(tmp_path: Path) -> list[tuple[list[str], int]]:
    from core import bundled

    karuta = tmp_path / "karuta.json"
    karuta.write_bytes(bundled.default_karuta_dataset().read_bytes())
    duplicated = json.loads(karuta.read_text(encoding="utf-8"))
    duplicated["provinces"].append(duplicated["provinces"][0])
    (tmp_path / "dup.json").write_text(json.dumps(duplicated, ensure_ascii=False), encoding="utf-8")
    (tmp_path / "notes.txt").write_text("メモ\n", encoding="utf-8")
    (tmp_path / "broken.json").write_text('{"a": 1,}', encoding="utf-8")
    (tmp_path / "rules.json").write_text('{"target": "x"}', encoding="utf-8")
    (tmp_path / "other.json").write_text('{"targett": 8}', encoding="utf-8")
    (tmp_path / "quote.csv").write_text('code,specialty,stars\n13101,"皇居,3\n', encoding="utf-8")
    (tmp_path / "twice.csv").write_text("code,specialty,Code\n13101,皇居,1\n", encoding="utf-8")
    (tmp_path / "folder").mkdir()
    t = str(tmp_path)
    return [
        (["validate", f"{t}/missing.json"], 2),
        (["validate", f"{t}/broken.json"], 2),
        (["export", f"{t}/karuta.json", "--format", "json", "--out", f"{t}/karuta.json"], 2),
        (["export", f"{t}/karuta.json", "--format", "gpkg", "--out", f"{t}/notes.txt"], 2),
        (["export", f"{t}/karuta.json", "--format", "csv", "--out", t], 2),
        (["export", f"{t}/karuta.json", "--format", "csv", "--out", f"{t}/notes.txt"], 2),
        (["export", f"{t}/karuta.json", "--format", "json", "--out", f"{t}/nowhere/out.json"], 2),
        (["export", f"{t}/karuta.json", "--format", "nope", "--out", f"{t}/out"], 2),
        (["export", f"{t}/dup.json", "--format", "json", "--out", f"{t}/out.json"], 1),
        (["play", "karuta", "--dataset", f"{t}/dup.json"], 1),
        (["play", "shima", "--rules", f"{t}/rules.json"], 2),
        (["play", "shima", "--rules", f"{t}/other.json"], 2),
        (["play", "shima", "--rules", f"{t}/broken.json"], 2),
        (["play", "shima", "--out", f"{t}/notes.txt"], 2),
        (["play", "shima", "--ai", "clever"], 2),
        (["play", "battle", "--dataset", f"{t}/karuta.json"], 2),
        (["replay", f"{t}/karuta.json"], 2),
        (["replay", f"{t}/missing.json"], 2),
        (["simulate", "shima", "--players", "9"], 2),
        (["simulate", "shima", "--games", "abc"], 2),
        (["simulate", "shima", "--plot", f"{t}/notes.txt"], 2),
        (["simulate", "shima", "--games", "2", "--report", t], 2),
        (["build-board", "municipalities", "--prefectures", "99", "--out", f"{t}/b.json"], 2),
        (["import-specialties", f"{t}/karuta.json", f"{t}/quote.csv"], 2),
        (["legal-moves", f"{t}/karuta.json"], 2),
        (["overlap", "--sizes", "abc"], 2),
        (["overlap", "--sizes", "0x0"], 2),
        (["serve", "--port", "99999"], 2),
    ]


def test_the_command_line_refuses_bad_input_in_japanese(tmp_path, capsys, japanese):
    cases = _bad_inputs(tmp_path)
    for args, code in cases:
        assert main(args) == code, args
        err = capsys.readouterr().err
        said = err.strip().splitlines()[-1]
        assert "Traceback" not in err and re.search(r"[ぁ-んァ-ヶ一-龯]", said), (args, err)
        assert not _english_left(said, [str(tmp_path)]), (args, said, _english_left(said, [str(tmp_path)]))


def test_a_table_that_is_not_a_clean_csv_is_refused_in_japanese(tmp_path, capsys, japanese):
    from core.geometry.municipality_dataset import build_battle_board
    from core.io import save_dataset

    board = tmp_path / "tokyo.json"
    save_dataset(build_battle_board(["13"])[0], board)
    _bad_inputs(tmp_path)
    for table, words in (("quote.csv", "閉じていません"), ("twice.csv", "二つあります")):
        assert main(["import-specialties", str(board), str(tmp_path / table), "--out", str(tmp_path / "o.json")]) == 2
        said = capsys.readouterr().err.strip().splitlines()[-1]
        assert words in said and not _english_left(said, [str(tmp_path)]), said
