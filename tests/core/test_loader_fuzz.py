"""Property test: random mutations of a valid dataset either load (and validate) or are reported."""

from __future__ import annotations

import copy
import json
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from json_mutations import json_values as json_values_of
from json_mutations import paths

from core.io import DatasetError, parse_dataset
from core.validation import validate

MINI = json.loads((Path(__file__).resolve().parent.parent / "cases" / "mini.json").read_text(encoding="utf-8"))

json_values = json_values_of(max_leaves=12)


ALL_PATHS = [p for p in paths(MINI) if p]


@st.composite
def mutated(draw):
    data = copy.deepcopy(MINI)
    for _ in range(draw(st.integers(1, 4))):
        path = draw(st.sampled_from(ALL_PATHS))
        parent = data
        try:
            for key in path[:-1]:
                parent = parent[key]
            action = draw(st.sampled_from(["replace", "delete", "duplicate"]))
            last = path[-1]
            if action == "replace":
                parent[last] = draw(json_values)
            elif action == "delete":
                del parent[last]
            elif isinstance(parent, list):
                parent.append(copy.deepcopy(parent[last]))
            else:
                parent[last] = copy.deepcopy(parent[last])
        except (KeyError, IndexError, TypeError):
            continue
    return data


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_mutations_load_or_are_reported(data):
    """Never an unhandled exception: either a DatasetError, or a dataset the validator can check."""
    try:
        dataset = parse_dataset(data, "fuzz.json")
    except DatasetError as error:
        assert error.message
        return
    for finding in validate(dataset):
        assert finding.severity in ("error", "warning", "info")
