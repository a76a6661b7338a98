"""DatasetDocument: edits go through the undo stack and announce one change each."""

from __future__ import annotations

import pytest

from core.edits import EditRejected
from core.edits.highway_edits import InsertHighwayStop
from core.io import load_dataset
from editor.dataset_document import DatasetDocument


def test_push_undo_redo_emit_changes(qtbot, cases_dir, tmp_path):
    """push applies and emits; undo and redo revert and re-apply; save marks clean."""
    document = DatasetDocument(load_dataset(cases_dir / "mini.json"), cases_dir / "mini.json")
    seen = []
    document.changed.connect(seen.append)
    document.push(InsertHighwayStop("tokaido", 3, "kai"))
    assert document.dataset.highway("tokaido").provinces[-1] == "kai"
    assert document.is_modified() and seen[-1].ids == ("tokaido",)
    document.undo_stack.undo()
    assert document.dataset.highway("tokaido").provinces == ("musashi", "sagami", "izu")
    document.undo_stack.redo()
    assert document.dataset.highway("tokaido").provinces[-1] == "kai"
    assert len(seen) == 3
    document.save(tmp_path / "saved.json")
    assert not document.is_modified()
    assert load_dataset(tmp_path / "saved.json") == document.dataset


def test_rejected_edit_is_not_pushed(qtbot, cases_dir):
    """A rejected edit raises, and the undo stack stays empty."""
    document = DatasetDocument(load_dataset(cases_dir / "mini.json"))
    with pytest.raises(EditRejected):
        document.push(InsertHighwayStop("tokaido", 99, "kai"))
    assert document.undo_stack.count() == 0


def test_the_same_override_twice_makes_one_undo_step(qtbot, cases_dir):
    """A no-op edit (the override the dataset already has) changes nothing, announces nothing and
    leaves no step to undo; a changed note is an edit, and the pair keeps its place in the list."""
    from core.edits.adjacency_edits import AddAdjacencyOverride

    document = DatasetDocument(load_dataset(cases_dir / "mini.json"), cases_dir / "mini.json")
    seen = []
    document.changed.connect(seen.append)
    assert document.push(AddAdjacencyOverride("musashi", "izu", "add", "by boat"))
    assert document.push(AddAdjacencyOverride("sagami", "kai", "remove", ""))
    assert not document.push(AddAdjacencyOverride("musashi", "izu", "add", "by boat"))
    assert document.undo_stack.count() == 2 and len(seen) == 2
    assert document.push(AddAdjacencyOverride("izu", "musashi", "add", "by ferry"))
    overrides = document.dataset.adjacency.overrides
    assert [(o.a, o.b, o.note) for o in overrides] == [("izu", "musashi", "by ferry"), ("sagami", "kai", "")]
    document.undo_stack.undo()
    assert [o.note for o in document.dataset.adjacency.overrides] == ["by boat", ""]
