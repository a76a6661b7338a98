"""Every edit round-trips: apply → revert leaves canonical JSON identical; rejected edits change nothing."""

from __future__ import annotations

import pytest

from core.edits import EditRejected
from core.edits.adjacency_edits import AddAdjacencyOverride, RemoveAdjacencyOverride
from core.edits.card_size_edits import (
    MAX_CARD_SIZES,
    AddCardSize,
    AdoptCardSize,
    RemoveCardSize,
)
from core.edits.ferry_route_edits import (
    AddFerryRoute,
    RemoveFerryRoute,
    SetFerryRouteFields,
)
from core.edits.highway_edits import (
    CreateHighway,
    DeleteHighway,
    InsertHighwayStop,
    MoveHighwayStop,
    RemoveHighwayStop,
    SetHighwayFields,
)
from core.io import load_dataset
from core.io.canonical_json import dataset_to_json

EDITS = [
    InsertHighwayStop("tokaido", 3, "kai"),
    RemoveHighwayStop("tokaido", 1),
    MoveHighwayStop("tokaido", 0, 2),
    AddAdjacencyOverride("izu", "kai", "add", "test"),
    CreateHighway("koshu", "甲州街道", "こうしゅうかいどう", "main"),
    DeleteHighway("nakasendo"),
    SetHighwayFields("tokaido", name="東海道五十三次", tier="primary"),
    AddFerryRoute("izu-sado", "test", "izu", "sado"),
    RemoveFerryRoute("sado"),
    SetFerryRouteFields("sado", a="musashi", note="moved"),
    AddCardSize("25 × 28"),
    RemoveCardSize("24x26"),
]


@pytest.mark.parametrize("edit", EDITS, ids=lambda e: type(e).__name__)
def test_apply_then_revert_is_identity(cases_dir, edit):
    """apply changes the dataset; revert restores the exact canonical JSON."""
    dataset = load_dataset(cases_dir / "mini.json")
    before = dataset_to_json(dataset)
    change = edit.apply(dataset)
    assert dataset_to_json(dataset) != before and change.kind
    assert edit.text(dataset)
    edit.revert(dataset)
    assert dataset_to_json(dataset) == before


@pytest.mark.parametrize(
    "edit",
    [
        InsertHighwayStop("nowhere", 0, "kai"),
        InsertHighwayStop("tokaido", 9, "kai"),
        InsertHighwayStop("tokaido", 0, "atlantis"),
        RemoveHighwayStop("tokaido", 3),
        MoveHighwayStop("tokaido", 0, 5),
        AddAdjacencyOverride("izu", "izu", "add"),
        AddAdjacencyOverride("izu", "kai", "add", "x" * 3000),
        RemoveAdjacencyOverride("izu", "kai"),
        CreateHighway("tokaido", "dup", "dup", "main"),
        CreateHighway("new", "x", "x", "motorway"),
        DeleteHighway("nowhere"),
        SetHighwayFields("tokaido", tier="motorway"),
        AddFerryRoute("sado", "dup", "izu", "kai"),
        AddFerryRoute("x", "x", "izu", "izu"),
        RemoveFerryRoute("nowhere"),
        SetFerryRouteFields("sado", b="kozuke"),
        AddCardSize("24x26"),
        AddCardSize("24"),
        AddCardSize("0x26"),
        AddCardSize("axb"),
        RemoveCardSize("30x30"),
        AdoptCardSize("30x30"),
        AdoptCardSize("24x26"),
    ],
    ids=repr,
)
def test_rejected_edits_change_nothing(cases_dir, edit):
    """An edit that does not fit raises EditRejected and leaves the dataset untouched."""
    dataset = load_dataset(cases_dir / "mini.json")
    before = dataset_to_json(dataset)
    with pytest.raises(EditRejected):
        edit.apply(dataset)
    assert dataset_to_json(dataset) == before


def test_remove_override_round_trip(cases_dir):
    """Removing an override and reverting puts it back."""
    dataset = load_dataset(cases_dir / "mini.json")
    AddAdjacencyOverride("izu", "kai", "add", "n").apply(dataset)
    before = dataset_to_json(dataset)
    edit = RemoveAdjacencyOverride("kai", "izu")
    edit.apply(dataset)
    assert dataset.adjacency.overrides == ()
    edit.revert(dataset)
    assert dataset_to_json(dataset) == before


def test_card_sizes_added_adopted_and_removed(cases_dir):
    """A designer adds candidates, adopts one (the only adopted), removes one; each reverts exactly."""
    dataset = load_dataset(cases_dir / "mini.json")
    start = dataset_to_json(dataset)
    added = [AddCardSize(text) for text in ("26x30", "34×46")]
    for edit in added:
        assert edit.apply(dataset).kind == "card_sizes"
    assert [s.label for s in dataset.card_sizes] == ["24x26", "26x30", "34x46"]
    assert added[1].text(dataset) == "Add card size 34x46"
    adopt = AdoptCardSize("26x30")
    adopt.apply(dataset)
    assert [s.label for s in dataset.card_sizes if s.chosen] == ["26x30"]
    remove = RemoveCardSize("26x30")
    remove.apply(dataset)
    assert [s.label for s in dataset.card_sizes] == ["24x26", "34x46"] and not any(s.chosen for s in dataset.card_sizes)
    for edit in (remove, adopt, *reversed(added)):
        edit.revert(dataset)
    assert dataset_to_json(dataset) == start


def test_card_sizes_have_a_limit(cases_dir):
    dataset = load_dataset(cases_dir / "mini.json")
    for k in range(MAX_CARD_SIZES - 1):
        AddCardSize(f"{10 + k}x20").apply(dataset)
    before = dataset_to_json(dataset)
    with pytest.raises(EditRejected, match="at most"):
        AddCardSize("99x99").apply(dataset)
    assert dataset_to_json(dataset) == before
