"""The default abilities: every example the design document names, the rule-derived ones, each row
with its reason; a wrong row refused with its line (no Qt)."""

from __future__ import annotations

import pytest

from core.geometry.municipality_dataset import ALL_PREFECTURES, build_battle_board, load_nationwide
from core.io.ability_table import AbilityTableError, read_ability_table
from core.models.abilities import ABILITIES


@pytest.fixture(scope="module")
def nationwide():
    return {m.name: m for m in build_battle_board(ALL_PREFECTURES)[0].municipalities}


def test_every_example_the_document_names_has_its_ability(nationwide):
    named = {"甲賀市": "shinobi", "伊賀市": "shinobi", "函館市": "fortress", "姫路市": "fortress",
             "熊本市": "fortress", "鳴門市": "ashidome"}
    for town, ability in named.items():
        assert ability in nationwide[town].abilities, town


def test_the_rule_derived_abilities(nationwide):
    designated = [m for m in nationwide.values() if m.designated_city]
    assert len(designated) == 20 and all("reinforcement-cap-3" in m.abilities for m in designated)
    assert "airport" in nationwide["南種子町"].abilities and "airport" in nationwide["肝付町"].abilities
    for town in ("成田市", "大田区", "泉佐野市", "常滑市", "千歳市"):
        assert "airport-large" in nationwide[town].abilities, town
    assert "movement-plus-1" in nationwide["横浜市"].abilities  # 横浜港, on 中区, is the city's
    assert "ashidome" in nationwide["陸別町"].abilities and "ashidome" in nationwide["南魚沼市"].abilities


def test_every_row_has_a_known_ability_and_a_reason():
    _board, reference = load_nationwide()
    rows = read_ability_table()
    assert len(rows) >= 65 and all(row.ability in ABILITIES and row.reason for row in rows)


def test_every_heavy_snow_town_is_one_the_reference_data_confirms():
    """The 特別豪雪地帯 towns are those of ../shared/refdata/heavy_snow (6 confirmed of 201), each
    with its source; none is marked from memory."""
    import csv

    from core.io.ability_table import default_path

    with default_path().open(encoding="utf-8") as stream:
        snowy = {row["code"]: row["source"] for row in csv.DictReader(stream) if "特別豪雪地帯" in row["reason"]}
    assert set(snowy) == {"01214", "01514", "01484", "01212", "01210", "15226"}
    assert all(source.startswith("refdata heavy_snow: ") and len(source) > 40 for source in snowy.values())


@pytest.mark.parametrize("row, said", [
    ("25209,滋賀県甲賀市,ninja,x", "unknown ability 'ninja'"),
    ("99999,どこか,fortress,x", "no town has the code 99999"),
    ("25209,三重県伊賀市,shinobi,x", "name '三重県伊賀市' is not the town 25209"),
    ("15210,新潟県十日町市,ashidome,豪雪：特別豪雪地帯", "needs its source"),
])
def test_a_wrong_row_is_refused_with_its_line(tmp_path, row, said):
    _board, reference = load_nationwide()
    path = tmp_path / "abilities.csv"
    path.write_text("code,name,ability,reason\n" + row + "\n", encoding="utf-8")
    with pytest.raises(AbilityTableError, match=said) as refused:
        read_ability_table(path, reference["towns"], {})
    assert ":2:" in str(refused.value)


def test_the_same_ability_twice_or_a_missing_column_is_refused(tmp_path):
    path = tmp_path / "abilities.csv"
    path.write_text("code,name,ability,reason\n25209,,shinobi,a\n25209,,shinobi,b\n", encoding="utf-8")
    with pytest.raises(AbilityTableError, match="twice"):
        read_ability_table(path)
    path.write_text("code,ability\n25209,shinobi\n", encoding="utf-8")
    with pytest.raises(AbilityTableError, match="missing column"):
        read_ability_table(path)
