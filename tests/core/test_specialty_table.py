"""Specialty lists read from a spreadsheet: one row per specialty or the exported table, UTF-8 or
Shift_JIS; unknown or ambiguous towns are problems with their line, never exceptions."""

from __future__ import annotations

import pytest

from core.edits import EditRejected
from core.edits.municipality_edits import ReplaceSpecialties
from core.export import export_dataset
from core.geometry.municipality_dataset import build_battle_board
from core.io import DatasetError
from core.io.canonical_json import dataset_to_json
from core.io.specialty_table import read_specialty_table
from core.models import Specialty


@pytest.fixture(scope="module")
def board():
    """東京都 and 広島県: 府中市 is in both."""
    return build_battle_board(["13", "34"], "test")[0]


def test_one_row_per_specialty_by_code_or_name(tmp_path, board):
    path = tmp_path / "list.csv"
    path.write_text("name,prefecture,code,specialty,stars\n千代田区,,,皇居,5\n,,13201,高尾山,2\n八王子市,,,桑都,\n"
                    "府中市,広島県,,府中味噌,3\n新宿区,,,,\n", encoding="utf-8")
    table = read_specialty_table(path, board)
    assert table.problems == []
    assert table.specialties == {
        "13101": (Specialty(name="皇居", stars=5),),
        "13201": (Specialty(name="高尾山", stars=2), Specialty(name="桑都", stars=1)),  # no stars: ★1
        "34208": (Specialty(name="府中味噌", stars=3),),
        "13104": (),  # named without a specialty: it has none
    }


def test_problems_name_their_line(tmp_path, board):
    path = tmp_path / "list.csv"
    path.write_text("name,specialty,stars\n府中市,けやき,1\n架空町,x,1\n千代田区,皇居,many\n\n,x,1\n", encoding="utf-8")
    table = read_specialty_table(path, board)
    assert table.problems == [
        "line 2: 府中市 is in 東京都, 広島県: add a prefecture or code column",
        "line 3: no town called 架空町 on this board",
        "line 4: 皇居 ★many is not a specialty with a whole number of stars (0–99)",
        "line 6: the row names no town (no code or name)",
    ]


def test_the_exported_table_comes_back_and_shift_jis_is_read(tmp_path, board):
    """Export to CSV, edit the specialties column (here: as a spreadsheet saving Shift_JIS would),
    import: the towns get exactly what the column says."""
    edited = board.model_copy(deep=True)
    ReplaceSpecialties({"13101": (Specialty(name="皇居", stars=5), Specialty(name="神田", stars=1))}).apply(edited)
    export_dataset(edited, None, "csv", tmp_path / "out")
    exported = tmp_path / "out" / "municipalities.csv"
    exported.write_bytes(exported.read_text(encoding="utf-8").encode("cp932"))
    table = read_specialty_table(exported, board)
    assert table.problems == [] and len(table.specialties) == len(board.municipalities)
    fresh = board.model_copy(deep=True)
    ReplaceSpecialties(table.specialties).apply(fresh)
    assert dataset_to_json(fresh) == dataset_to_json(edited)


def test_what_is_not_a_specialty_table(tmp_path, board):
    for text in ("a,b\n1,2\n", "code,stars\n13101,2\n"):
        (tmp_path / "x.csv").write_text(text, encoding="utf-8")
        with pytest.raises(DatasetError, match="needs a code or name column"):
            read_specialty_table(tmp_path / "x.csv", board)
    (tmp_path / "bin.csv").write_bytes(b"\xff\xfe\x00\x81")
    with pytest.raises(DatasetError, match="neither UTF-8 nor Shift_JIS"):
        read_specialty_table(tmp_path / "bin.csv", board)
    with pytest.raises(DatasetError, match="no such file"):
        read_specialty_table(tmp_path / "missing.csv", board)
    (tmp_path / "huge.csv").write_text("code,specialty\n13101,\"" + "x" * 200_000 + "\"\n", encoding="utf-8")
    with pytest.raises(DatasetError, match="at line 2: a cell is longer than any name of a specialty"):
        read_specialty_table(tmp_path / "huge.csv", board)


def test_a_long_table_is_read_in_one_pass_with_its_problems_counted(tmp_path, board):
    """Thousands of rows for one town stop at the cap, each refused row a problem; past the first
    hundred, problems are counted, not listed; the towns before them keep what the file gave."""
    from core.io.specialty_table import MAX_PROBLEMS_LISTED, MAX_SPECIALTIES

    rows = ["code,specialty,stars"] + [f"13101,名物{k},1" for k in range(MAX_SPECIALTIES + 300)]
    (tmp_path / "long.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    table = read_specialty_table(tmp_path / "long.csv", board)
    assert len(table.specialties["13101"]) == MAX_SPECIALTIES
    assert table.specialties["13101"][0].name == "名物0"
    assert len(table.problems) == MAX_PROBLEMS_LISTED and table.failed_rows == 300 and table.unlisted == 200
    assert table.problems[0].startswith(f"line {MAX_SPECIALTIES + 2}: 千代田区 already has {MAX_SPECIALTIES}")


def test_every_failed_row_is_counted_however_many_and_progress_is_told(tmp_path, board):
    """200,000 rows naming no town of the board: all counted (not the hundred listed), one row with
    two bad specialties counted once, and the reading told as it goes, up to the file's size."""
    rows = ["code,specialties", "13101,名物★999; 茶★1000"] + [f"{90000 + k % 9000:05d},x" for k in range(200_000)]
    path = tmp_path / "many.csv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    told = []
    table = read_specialty_table(path, board, on_progress=lambda done, size: told.append((done, size)))
    assert table.failed_rows == 200_001 and len(table.problems) == 100
    assert len(told) >= 40 and told[-1] == (path.stat().st_size, path.stat().st_size)
    assert all(a[0] <= b[0] for a, b in zip(told, told[1:]))


@pytest.mark.parametrize(("text", "words", "place"), [
    ("code,specialty,stars,Specialty\n13101,皇居,3,x\n", "the column 'Specialty' is there twice (columns 2 and 4)",
     "line 1"),
    ("code,specialty,stars\n13101,皇居,3\n13102,\"お茶,2\n13103,x,1\n", "a quote (\") opened in this row is never closed",
     "line 3"),
    ("code,specialty,stars\n13101,\"皇居\"です,3\n", "a quoted cell goes on after its closing quote", "line 2"),
    ("code,specialty,stars\n13101,皇居,3\n13102,お\x00茶,2\n", "a NUL byte", "line 3, column 2"),
])
def test_a_table_that_is_not_a_clean_csv_is_refused_naming_the_row_and_column(tmp_path, board, text, words, place):
    path = tmp_path / "bad.csv"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DatasetError) as refused:
        read_specialty_table(path, board)
    assert words in refused.value.message and refused.value.place == place


def test_replacing_specialties_is_one_undo_step(board):
    dataset = board.model_copy(deep=True)
    before = dataset_to_json(dataset)
    edit = ReplaceSpecialties({"13101": (Specialty(name="皇居", stars=5),), "13201": ()})
    edit.apply(dataset)
    assert dataset.municipality("13101").specialties[0].stars == 5
    assert edit.text(dataset) == "Import 1 specialties for 2 towns"
    edit.revert(dataset)
    assert dataset_to_json(dataset) == before
    with pytest.raises(EditRejected):
        ReplaceSpecialties({"99999": ()}).apply(dataset)
    assert dataset_to_json(dataset) == before


def test_a_line_too_long_to_be_a_row_is_refused_as_it_is_read(tmp_path, board, monkeypatch):
    from core.io import specialty_table

    monkeypatch.setattr(specialty_table, "MAX_LINE", 1000)
    (tmp_path / "long-line.csv").write_text("code,specialty\n13101,ok\n13101," + "x" * 5000 + "\n", encoding="utf-8")
    with pytest.raises(DatasetError, match="at line 3: the line is longer than 1,000 characters"):
        read_specialty_table(tmp_path / "long-line.csv", board)
