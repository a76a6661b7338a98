"""Check the adjacency table: symmetric, no self-links, overrides that change something (no Qt)."""

from __future__ import annotations

from collections.abc import Iterator

from core.models.dataset import Dataset
from core.text import translate
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
                    translate("Finding", "{province} is listed as its own neighbour.").format(
                        province=name_of(names, province)),
                    "adjacency-self",
                )
            elif province not in derived.get(other, ()):
                yield Finding(
                    "error",
                    f"adjacency.derived.{province}[{j}]",
                    translate("Finding", "{a} lists {b} as a neighbour, but not the other way round.").format(
                        a=name_of(names, province), b=name_of(names, other)),
                    "adjacency-asymmetric",
                )
    seen: dict[frozenset[str], int] = {}
    for i, override in enumerate(dataset.adjacency.overrides):
        pair = frozenset((override.a, override.b))
        a, b = name_of(names, override.a), name_of(names, override.b)
        if len(pair) == 1:
            yield Finding(
                "error", f"adjacency.overrides[{i}]", translate("Finding", "Override joins {a} to itself.").format(a=a),
                "adjacency-self"
            )
            continue
        if pair in seen:
            yield Finding(
                "warning",
                f"adjacency.overrides[{i}]",
                translate("Finding", "{a}–{b} is overridden twice (first at {first}); the later one wins.").format(
                    a=a, b=b, first=f"adjacency.overrides[{seen[pair]}]"),
                "adjacency-override",
            )
        seen[pair] = i
        in_geometry = override.b in derived.get(override.a, ()) or override.a in derived.get(override.b, ())
        if override.action == "add" and in_geometry:
            # the designers' own check of a border the geometry holds: worth knowing, nothing to fix
            yield Finding(
                "info",
                f"adjacency.overrides[{i}]",
                translate("Finding", "{a} and {b} already share a border; the override confirms it.").format(
                    a=a, b=b),
                "adjacency-confirmed",
            )
        if override.action == "remove" and not in_geometry:
            yield Finding(
                "warning",
                f"adjacency.overrides[{i}]",
                translate("Finding", "{a} and {b} do not share a border; removing them changes nothing.").format(
                    a=a, b=b),
                "adjacency-override",
            )
