"""The starter specialty table: well-known, checkable products only, ★ by a documented rule, the
same columns ``kuni import-specialties`` reads; new boards start with it (no Qt)."""

from __future__ import annotations

import csv

import pytest

from core.cli import main as kuni
from core.geometry.municipality_dataset import ALL_PREFECTURES, build_battle_board, load_nationwide
from core.io.input_files import DatasetError
from core.io.specialty_table import STARTER_BASES, read_starter_table, starter_path
from core.models.town_strength import cell_stars


def test_every_row_has_a_basis_and_the_stars_its_basis_gives():
    _board, reference = load_nationwide()
    rows = read_starter_table(towns=reference["towns"])
    assert len(rows) >= 150
    assert all(row.specialty.stars == STARTER_BASES[row.basis] for row in rows)
    assert {row.basis for row in rows} == set(STARTER_BASES)


def test_the_rows_from_the_official_lists_say_where_they_were_read():
    """Every row added from the national and prefectural lists names its list (the basis), the
    public page it was read from and what that page says; the first rows, written before sources
    were kept, are the only ones without."""
    with open(starter_path(), encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    sourced = [row for row in rows if row["source_url"]]
    assert len(sourced) == 274 and all(row["source_url"].startswith("http") and row["source_note"] for row in sourced)
    assert all(not row["source_url"] for row in rows[:len(rows) - len(sourced)])
    assert len({row["code"] for row in sourced}) == 226


def test_new_boards_start_with_the_table_a_designated_city_adding_up_its_wards():
    towns = {m.name: m for m in build_battle_board(ALL_PREFECTURES)[0].municipalities}
    assert [s.name for s in towns["夕張市"].specialties] == ["夕張メロン"] and cell_stars(towns["夕張市"]) == 3
    fukuoka = towns["福岡市"]  # 博多人形, 博多織 (博多区) and 辛子明太子 (中央区)
    assert sorted(s.name for s in fukuoka.specialties) == ["博多人形", "博多織", "辛子明太子"]
    assert cell_stars(fukuoka) == 6
    assert cell_stars(towns["町田市"]) == 1  # a town the table does not name


def test_the_simulator_and_info_say_how_strength_is_spread(capsys):
    assert kuni(["simulate", "battle", "--games", "2", "--workers", "1", "--json", "--prefectures", "13"]) == 0
    import json

    report = json.loads(capsys.readouterr().out)
    assert report["star_histogram"] == {"1": 46, "2": 9, "3": 3, "4": 2, "5": 1, "8": 1}


def test_the_table_is_one_kuni_import_specialties_reads(tmp_path, capsys):
    """The starter rows of one prefecture, cut from the table, import onto that prefecture's board."""
    board = tmp_path / "hokkaido.json"
    assert kuni(["build-board", "municipalities", "--prefectures", "1", "--out", str(board)]) == 0
    from core.io.specialty_table import starter_path

    with starter_path().open(encoding="utf-8") as source, (tmp_path / "mine.csv").open("w", encoding="utf-8") as out:
        rows = list(csv.reader(source))
        writer = csv.writer(out)
        writer.writerows([rows[0]] + [row for row in rows[1:] if row[0].startswith("01")])
    assert kuni(["import-specialties", str(board), str(tmp_path / "mine.csv")]) == 0
    assert "14 specialties for 12 towns" in capsys.readouterr().out


def test_a_row_whose_stars_are_not_its_basiss_is_refused_with_its_line(tmp_path):
    path = tmp_path / "specialties.csv"
    path.write_text("code,name,specialty,stars,basis\n01209,北海道夕張市,夕張メロン,5,全国に知られた名物\n", encoding="utf-8")
    with pytest.raises(DatasetError, match="★5 where the basis gives ★2") as refused:
        read_starter_table(path)
    assert refused.value.place == "line 2"
