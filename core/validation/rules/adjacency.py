"""Check the adjacency table: symmetric, no self-links, overrides that change something (no Qt)."""

from __future__ import annotations

from collections.abc import Iterator

from core.models.dataset import Dataset
from core.validation.finding import Finding
from core.validation.rules.naming import name_of, province_names


def check_adjacency(dataset: Dataset) -> Iterator[Finding]:
    """Derived neighbours are symmetric; overrides add missing links and remove existing ones."""
    names = province_names(dataset)
    derived = dataset.adjacency.derived
    for province, others in derived.items():
        for j, other in enumerate(others):
            if other == province:
                yield Finding(
                    "error",
                    f"adjacency.derived.{province}[{j}]",
                    f"{name_of(names, province)} is listed as its own neighbour.",
                    "adjacency-self",
                )
            elif province not in derived.get(other, ()):
                yield Finding(
                    "error",
                    f"adjacency.derived.{province}[{j}]",
                    f"{name_of(names, province)} lists {name_of(names, other)} as a neighbour, "
                    "but not the other way round.",
                    "adjacency-asymmetric",
                )
    seen: dict[frozenset[str], int] = {}
    for i, override in enumerate(dataset.adjacency.overrides):
        pair = frozenset((override.a, override.b))
        a, b = name_of(names, override.a), name_of(names, override.b)
        if len(pair) == 1:
            yield Finding(
                "error", f"adjacency.overrides[{i}]", f"Override joins {a} to itself.", "adjacency-self"
            )
            continue
        if pair in seen:
            yield Finding(
                "warning",
                f"adjacency.overrides[{i}]",
                f"{a}–{b} is overridden twice (first at adjacency.overrides[{seen[pair]}]); the later one wins.",
                "adjacency-override",
            )
        seen[pair] = i
        in_geometry = override.b in derived.get(override.a, ()) or override.a in derived.get(override.b, ())
        if override.action == "add" and in_geometry:
            yield Finding(
                "warning",
                f"adjacency.overrides[{i}]",
                f"{a} and {b} already share a border; adding them changes nothing.",
                "adjacency-override",
            )
        if override.action == "remove" and not in_geometry:
            yield Finding(
                "warning",
                f"adjacency.overrides[{i}]",
                f"{a} and {b} do not share a border; removing them changes nothing.",
                "adjacency-override",
            )
