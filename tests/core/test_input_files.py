"""Every input read one safe way: regular files only, a size limit, strict JSON (no key twice, no
NaN, no crash on deep nesting), the file and the place named."""

from __future__ import annotations

import json
import os

import pytest

from core.io import input_files
from core.io.input_files import DatasetError, check_input, parse_json, read_json_file


def test_a_pipe_is_refused_without_opening_it(tmp_path):
    """A FIFO would block a read for ever: it is refused from its kind, before it is opened."""
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    with pytest.raises(DatasetError, match="a pipe"):
        read_json_file(fifo)
    with pytest.raises(DatasetError, match="a directory"):
        read_json_file(tmp_path)
    with pytest.raises(DatasetError, match="a character device"):
        check_input("/dev/null")
    with pytest.raises(DatasetError, match="no such file"):
        read_json_file(tmp_path / "missing.json")


def test_a_file_over_the_limit_is_refused_before_reading(tmp_path, monkeypatch):
    monkeypatch.setattr(input_files, "MAX_INPUT_BYTES", 10)
    path = tmp_path / "big.json"
    path.write_text('{"note": "' + "x" * 50 + '"}', encoding="utf-8")
    with pytest.raises(DatasetError, match="larger than the 10-byte limit"):
        read_json_file(path)


@pytest.mark.parametrize(("text", "words"), [
    ('{"game": "karuta", "game": "battle"}', 'the key "game" is given twice'),
    ('{"a": {"seed": 1, "seed": 2}}', 'the key "seed" is given twice'),
    ('{"seed": NaN}', "NaN is not a JSON number"),
    ('{"seed": Infinity}', "Infinity is not a JSON number"),
    ('{"seed": -Infinity}', "-Infinity is not a JSON number"),
    ("[" * 100_000, "nested too deeply"),
    ('{"a": 1,}', "line 1, column 9"),
])
def test_strict_json(text, words):
    with pytest.raises(DatasetError) as caught:
        parse_json(text, "x.json")
    assert words in str(caught.value) and str(caught.value).startswith("x.json")


def test_what_json_allows_is_read_as_before(tmp_path):
    data = {"a": [1, 2.5, None, True, "名物"], "b": {"c": {}}}
    path = tmp_path / "ok.json"
    path.write_text("\ufeff" + json.dumps(data, ensure_ascii=False), encoding="utf-8")  # a BOM is dropped
    assert read_json_file(path) == data
    (tmp_path / "sjis.json").write_bytes('{"a": "名物"}'.encode("cp932"))
    with pytest.raises(DatasetError, match="not UTF-8 text"):
        read_json_file(tmp_path / "sjis.json")
