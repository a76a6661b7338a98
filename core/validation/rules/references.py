"""Check that every id a record mentions exists (no Qt)."""

from __future__ import annotations

from collections.abc import Iterator

from core.models.dataset import Dataset
from core.validation.finding import Finding


def check_references(dataset: Dataset) -> Iterator[Finding]:
    """Provinces name known circuits; highways, ferries, adjacency and links name known records."""
    circuits = {c.id for c in dataset.circuits}
    provinces = {p.id for p in dataset.provinces}
    codes = {m.code for m in dataset.municipalities}
    overseas = {c.id for c in dataset.overseas_cities}

    def unknown(path: str, kind: str, value: str) -> Finding:
        return Finding("error", path, f"Unknown {kind} id '{value}'.", "unknown-id")

    for i, province in enumerate(dataset.provinces):
        if province.circuit not in circuits:
            yield unknown(f"provinces[{i}].circuit", "circuit", province.circuit)
    if dataset.start_province is not None and dataset.start_province not in provinces:
        yield unknown("start_province", "province", dataset.start_province)
    for i, highway in enumerate(dataset.highways):
        for j, stop in enumerate(highway.provinces):
            if stop not in provinces:
                yield unknown(f"highways[{i}].provinces[{j}]", "province", stop)
    for i, route in enumerate(dataset.ferry_routes):
        for end in ("a", "b"):
            value = getattr(route, end)
            if value not in provinces:
                yield unknown(f"ferry_routes[{i}].{end}", "province", value)
        if route.a == route.b:
            yield Finding(
                "error", f"ferry_routes[{i}]", f"Ferry route '{route.id}' joins a province to itself.", "unknown-id"
            )
    if provinces:
        for key, others in dataset.adjacency.derived.items():
            if key not in provinces:
                yield unknown(f"adjacency.derived.{key}", "province", key)
            for j, other in enumerate(others):
                if other not in provinces:
                    yield unknown(f"adjacency.derived.{key}[{j}]", "province", other)
        for i, override in enumerate(dataset.adjacency.overrides):
            for end in ("a", "b"):
                value = getattr(override, end)
                if value not in provinces:
                    yield unknown(f"adjacency.overrides[{i}].{end}", "province", value)
    for i, link in enumerate(dataset.sister_city_links):
        if link.a not in codes:
            yield Finding(
                "error",
                f"sister_city_links[{i}].a",
                f"Sister-city link names municipality {link.a}, which is not in the dataset.",
                "unknown-id",
            )
        partner_known = link.b in codes if link.kind == "domestic" else link.b in overseas
        if not partner_known:
            what = "municipality" if link.kind == "domestic" else "overseas city"
            yield Finding(
                "error",
                f"sister_city_links[{i}].b",
                f"Sister-city link names {what} {link.b}, which is not in the dataset.",
                "unknown-id",
            )
        if link.kind == "domestic" and link.a == link.b:
            yield Finding(
                "error", f"sister_city_links[{i}]", f"Municipality {link.a} is linked to itself.", "unknown-id"
            )
