"""Random JSON for the property tests that damage a valid file (datasets, game saves): any JSON value,
and every path into a document (importable from any test: tests/ holds the root conftest)."""

from __future__ import annotations

from hypothesis import strategies as st


def json_values(max_leaves: int = 12, text: int = 12):
    """Any JSON value: null, booleans, numbers, short strings, and small lists and objects of them."""
    return st.recursive(
        st.none() | st.booleans() | st.integers(-10**6, 10**9) | st.floats(allow_nan=False) | st.text(max_size=text),
        lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
        max_leaves=max_leaves,
    )


def paths(value, prefix=()):
    """Every path (keys and indices) into a JSON document, the document's own () first."""
    yield prefix
    if isinstance(value, dict):
        for key, child in value.items():
            yield from paths(child, prefix + (key,))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from paths(child, prefix + (index,))
