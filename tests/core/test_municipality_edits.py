"""Municipality edits round-trip (apply → revert → identical JSON) and reject what does not fit."""

from __future__ import annotations

import pytest

from core.edits import EditRejected
from core.edits.municipality_edits import (
    AddSeaLink,
    AddSisterLink,
    AddSpecialty,
    ConfirmSeaLink,
    RemoveSeaLink,
    RemoveSisterLink,
    RemoveSpecialty,
    SetAbilities,
    SetSpecialty,
    SetTownFlags,
)
from core.io import load_dataset
from core.io.canonical_json import dataset_to_json
from core.models import OverseasCity
from core.models.town_strength import cell_stars

EDITS = [
    AddSpecialty("13102", "築地", 2),
    SetSpecialty("13101", 0, "皇居", 5),
    RemoveSpecialty("13101", 0),
    SetAbilities("13102", ("attack-plus-1", "daruma")),
    SetTownFlags("13102", prefectural_capital=True),
    AddSisterLink("overseas", "13101", "Q60"),
    RemoveSisterLink("domestic", "13102", "13101"),
    AddSeaLink("13101", "13102", "bridge", "test"),
]


def _dataset(cases_dir):
    dataset = load_dataset(cases_dir / "mini.json")
    dataset.overseas_cities = (OverseasCity(id="Q60", name="New York City", country="United States", population=8_000_000),)
    return dataset


@pytest.mark.parametrize("edit", EDITS, ids=lambda e: type(e).__name__)
def test_apply_then_revert_is_identity(cases_dir, edit):
    """Each edit changes the dataset and revert restores the exact canonical JSON."""
    dataset = _dataset(cases_dir)
    before = dataset_to_json(dataset)
    edit.apply(dataset)
    assert dataset_to_json(dataset) != before
    assert edit.text(dataset)
    edit.revert(dataset)
    assert dataset_to_json(dataset) == before


@pytest.mark.parametrize("edit", [
    AddSpecialty("99999", "x", 1),
    AddSpecialty("13101", "", 1),
    SetSpecialty("13101", 5, "x", 1),
    RemoveSpecialty("13102", 0),
    SetAbilities("13101", ("flying",)),
    AddSisterLink("overseas", "13101", "Q1"),
    AddSisterLink("domestic", "13101", "13102"),
    AddSisterLink("domestic", "13101", "13101"),
    AddSisterLink("overseas", "13102", "Q60", "x" * 3000),
    RemoveSisterLink("domestic", "13101", "99999"),
    AddSeaLink("13101", "13101"),
    AddSeaLink("13101", "13102", "zeppelin"),
    RemoveSeaLink("13101", "13102"),
], ids=repr)
def test_rejected_edits_change_nothing(cases_dir, edit):
    """An edit that does not fit raises EditRejected and leaves the dataset as it was."""
    dataset = _dataset(cases_dir)
    before = dataset_to_json(dataset)
    with pytest.raises(EditRejected):
        edit.apply(dataset)
    assert dataset_to_json(dataset) == before


def test_stars_follow_specialties(cases_dir):
    """Adding specialties raises the town's stars; the stars rule reads the edited record."""
    dataset = _dataset(cases_dir)
    assert cell_stars(dataset.municipality("13102")) == 1
    AddSpecialty("13102", "築地", 2).apply(dataset)
    AddSpecialty("13102", "銀座", 3).apply(dataset)
    assert cell_stars(dataset.municipality("13102")) == 5


def test_a_suggested_sea_link_is_a_finding_until_confirmed(cases_dir):
    """A new board's nearest-coast suggestions are warnings to review; confirming one (as a ferry,
    bridge or tunnel) clears the warning, and undo brings the suggestion back."""
    from core.models import SeaLink
    from core.validation import validate

    dataset = _dataset(cases_dir)
    dataset.sea_links = (SeaLink(a="13101", b="13102", suggested=True, note="suggested: nearest coast 2 km"),)
    before = dataset_to_json(dataset)
    unreviewed = [f for f in validate(dataset) if f.rule == "sea-link-unreviewed"]
    assert [f.path for f in unreviewed] == ["sea_links[0]"] and unreviewed[0].severity == "warning"
    assert "nearest coast 2 km" in unreviewed[0].message
    edit = ConfirmSeaLink("13102", "13101", "bridge")  # either way round
    edit.apply(dataset)
    assert dataset.sea_links[0].kind == "bridge" and not dataset.sea_links[0].suggested
    assert not [f for f in validate(dataset) if f.rule == "sea-link-unreviewed"]
    assert edit.text(dataset) == "Confirm 13102–13101 as a bridge"
    edit.revert(dataset)
    assert dataset_to_json(dataset) == before
    for bad in (ConfirmSeaLink("13101", "13102", "zeppelin"), ConfirmSeaLink("13101", "99999")):
        with pytest.raises(EditRejected):
            bad.apply(dataset)
        assert dataset_to_json(dataset) == before
