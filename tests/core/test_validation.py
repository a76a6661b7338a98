"""The validator: the golden cases, one per rule, and the bundled dataset."""

from __future__ import annotations

import json

import pytest

from core.io import load_dataset
from core.validation import has_errors, validate

EXPECTED = json.loads(
    (__import__("pathlib").Path(__file__).resolve().parent.parent / "cases" / "invalid_expected.json").read_text()
)


def test_mini_case_is_clean(cases_dir):
    """The small valid case has no findings at all."""
    assert validate(load_dataset(cases_dir / "mini.json")) == []


@pytest.mark.parametrize("rule", sorted(EXPECTED))
def test_each_rule_has_a_failing_case(cases_dir, rule):
    """Each golden case produces a finding of its rule, with the expected severity, a path and a sentence."""
    findings = validate(load_dataset(cases_dir / "invalid" / f"{rule}.json"))
    mine = [f for f in findings if f.rule == rule]
    assert mine, f"no {rule} finding in {findings}"
    assert all(f.severity == EXPECTED[rule] for f in mine)
    assert all(f.path and f.message.endswith(".") for f in mine)


def test_every_golden_case_is_present(cases_dir):
    """There is one case file per rule and no stray ones."""
    files = {p.stem for p in (cases_dir / "invalid").glob("*.json")}
    assert files == set(EXPECTED)


def test_highway_step_path_points_at_the_stop(cases_dir):
    """A bad step is reported at highways[i].provinces[j] of the later stop."""
    findings = validate(load_dataset(cases_dir / "invalid" / "highway-step.json"))
    assert [f.path for f in findings if f.rule == "highway-step"] == ["highways[0].provinces[3]"]


def test_bundled_dataset_has_no_errors(default_dataset_path):
    """The default 旧国かるた dataset validates without errors."""
    assert not has_errors(validate(load_dataset(default_dataset_path)))


def test_adjacency_override_remove_takes_effect(cases_dir):
    """Removing the only link to 伊豆's neighbour and taking 伊豆 off the highway makes it unreachable."""
    dataset = load_dataset(cases_dir / "mini.json")
    dataset.highways = (dataset.highways[0].model_copy(update={"provinces": ("musashi", "sagami")}),
                        dataset.highways[1])
    assert not has_errors(validate(dataset))
    from core.models import AdjacencyOverride

    dataset.adjacency = dataset.adjacency.model_copy(
        update={"overrides": (AdjacencyOverride(a="izu", b="sagami", action="remove", note=""),)}
    )
    unreachable = [f for f in validate(dataset) if f.rule == "unreachable"]
    assert [f.path for f in unreachable] == ["provinces[2]"]


def test_a_card_size_listed_twice_is_a_warning(cases_dir):
    """The same candidate size twice wastes a layout but breaks nothing: a warning at the second."""
    from core.models.card import CardSize

    dataset = load_dataset(cases_dir / "mini.json")
    dataset.card_sizes = dataset.card_sizes + (CardSize(width_px=24, height_px=26),)
    (finding,) = validate(dataset)
    assert (finding.severity, finding.path) == ("warning", "card_sizes[1]") and "24x26" in finding.message


def test_the_bundled_dataset_opens_clean_its_confirmed_borders_are_notes():
    """The designers' overrides that add a border the geometry already holds (丹波–近江, 飛騨–加賀,
    飛騨–越前: 「設計者の史実確認」) are information, not warnings: nothing asks to be fixed."""
    from core import bundled

    findings = validate(load_dataset(bundled.default_karuta_dataset()))
    assert [f.severity for f in findings] == ["info"] * 3
    assert {f.rule for f in findings} == {"adjacency-confirmed"}
    assert "丹波 (tanba) and 近江 (omi) already share a border" in findings[0].message
