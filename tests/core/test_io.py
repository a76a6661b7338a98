"""Loading and saving: round trips, canonical bytes, atomic writes and every kind of bad file."""

from __future__ import annotations

import json
import os

import pytest

from core.io import DatasetError, input_files, load_dataset, migrations, save_dataset
from core.io import atomic_write as atomic_module
from core.io.canonical_json import dataset_to_json
from core.models import SCHEMA_VERSION


def test_round_trip_is_equal_and_bytes_are_stable(tmp_path, default_dataset_path):
    """load → save → load gives an equal dataset, and saving again gives identical bytes."""
    original = load_dataset(default_dataset_path)
    first = tmp_path / "a.json"
    save_dataset(original, first)
    again = load_dataset(first)
    assert again == original
    second = tmp_path / "b.json"
    save_dataset(again, second)
    assert first.read_bytes() == second.read_bytes()


def test_committed_default_is_canonical(default_dataset_path):
    """The committed default dataset is byte-for-byte what the canonical writer produces."""
    dataset = load_dataset(default_dataset_path)
    assert default_dataset_path.read_text(encoding="utf-8") == dataset_to_json(dataset)


def test_canonical_json_keeps_japanese_and_ends_with_newline(cases_dir):
    """Kanji are written as text, not escapes; the file ends with one newline."""
    text = dataset_to_json(load_dataset(cases_dir / "mini.json"))
    assert "武蔵" in text and "\\u" not in text
    assert text.endswith("}\n")


@pytest.mark.parametrize(
    "content, place_or_message",
    [
        (b"{\"schema_version\": 1, ", "line 1"),
        (b"[1, 2, 3]", "JSON object"),
        (b"\xff\xfe\x00garbage", "UTF-8"),
        (json.dumps({"schema_version": 1, "provinces": [{"id": "Bad Id"}]}).encode(), "provinces[0]"),
        (json.dumps({"schema_version": 1, "highways": "tokaido"}).encode(), "highways"),
        (json.dumps({"name": "no version"}).encode(), "schema_version"),
    ],
)
def test_bad_files_raise_dataset_error_naming_the_place(tmp_path, content, place_or_message):
    """Malformed or wrongly typed files give a DatasetError naming the file and the place."""
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(DatasetError) as caught:
        load_dataset(path)
    assert str(path) in str(caught.value)
    assert place_or_message in str(caught.value)


def test_missing_file_and_directory(tmp_path):
    """A missing path and a directory are reported, not raised as OSError."""
    with pytest.raises(DatasetError, match="no such file"):
        load_dataset(tmp_path / "nope.json")
    with pytest.raises(DatasetError, match="directory"):
        load_dataset(tmp_path)


def test_enormous_file_is_refused_before_reading(tmp_path, monkeypatch):
    """Files over the size limit are refused with their size in the message."""
    monkeypatch.setattr(input_files, "MAX_INPUT_BYTES", 100)
    path = tmp_path / "big.json"
    path.write_text(json.dumps({"schema_version": 1, "note": "x" * 500}))
    with pytest.raises(DatasetError, match="larger than"):
        load_dataset(path)


def test_newer_schema_is_refused(tmp_path, cases_dir):
    """A file from a newer Kuni Studio is refused with a clear sentence."""
    data = json.loads((cases_dir / "mini.json").read_text(encoding="utf-8"))
    data["schema_version"] = SCHEMA_VERSION + 1
    path = tmp_path / "new.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DatasetError, match="newer than this program"):
        load_dataset(path)


def test_older_schema_is_migrated(tmp_path, cases_dir, monkeypatch):
    """An older file runs through the registered migrations up to the current version."""
    data = json.loads((cases_dir / "mini.json").read_text(encoding="utf-8"))
    data["schema_version"] = SCHEMA_VERSION - 1
    data["title"] = data.pop("name")  # pretend the old schema called it "title"

    def rename_title(raw):
        raw["name"] = raw.pop("title")
        return raw

    monkeypatch.setitem(migrations.MIGRATIONS, SCHEMA_VERSION - 1, rename_title)
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    dataset = load_dataset(path)
    assert dataset.name == "mini" and dataset.schema_version == SCHEMA_VERSION


def test_older_schema_without_migration_is_refused(tmp_path, cases_dir):
    """A version with no migration path is refused, not guessed at."""
    data = json.loads((cases_dir / "mini.json").read_text(encoding="utf-8"))
    data["schema_version"] = 0
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DatasetError, match="older than any"):
        load_dataset(path)


def test_failed_write_keeps_the_previous_file(tmp_path, cases_dir, monkeypatch):
    """If writing fails half-way (disk full), the old file survives and no temp file is left."""
    path = tmp_path / "keep.json"
    path.write_text('{"previous": "content"}', encoding="utf-8")
    dataset = load_dataset(cases_dir / "mini.json")

    def failing_fsync(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic_module.os, "fsync", failing_fsync)
    with pytest.raises(DatasetError, match="the disk is full"):
        save_dataset(dataset, path)
    assert path.read_text(encoding="utf-8") == '{"previous": "content"}'
    assert os.listdir(tmp_path) == ["keep.json"]


def test_saving_onto_a_directory_is_reported(tmp_path, cases_dir):
    """Saving onto a directory path is a DatasetError, and the directory is untouched."""
    (tmp_path / "d").mkdir()
    with pytest.raises(DatasetError):
        save_dataset(load_dataset(cases_dir / "mini.json"), tmp_path / "d")
    assert (tmp_path / "d").is_dir()


def test_a_real_schema_1_file_is_migrated(tmp_path, cases_dir):
    """A schema 1 file (before municipality boards) loads as schema 2 with empty cell data."""
    data = json.loads((cases_dir / "mini.json").read_text(encoding="utf-8"))
    data["schema_version"] = 1
    data.pop("cell_adjacency", None)
    data.pop("sea_links", None)
    path = tmp_path / "v1.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    dataset = load_dataset(path)
    assert dataset.schema_version == 2 and dataset.sea_links == () and dataset.cell_adjacency == {}


def test_every_game_has_its_rules_written_up():
    """Each built-in game's Help ▸ Rules reads docs/rules-<game>.md, which names the game."""
    from core.games import registry

    for module in registry.BUILTIN:
        spec = registry.get(module.split(".")[2])
        assert spec.rules_path is not None
        assert spec.title_ja in spec.rules_path().read_text(encoding="utf-8")
