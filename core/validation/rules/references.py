"""Check that every id a record mentions exists (no Qt)."""

from __future__ import annotations

from collections.abc import Iterator

from core.geometry.town_names import town_label
from core.models.dataset import Dataset
from core.text import Template, translate
from core.validation.finding import Finding


def check_references(dataset: Dataset) -> Iterator[Finding]:
    """Provinces name known circuits; highways, ferries, adjacency and links name known records."""
    circuits = {c.id for c in dataset.circuits}
    provinces = {p.id for p in dataset.provinces}
    codes = {m.code for m in dataset.municipalities}
    overseas = {c.id for c in dataset.overseas_cities}

    def unknown(path: str, kind: Template, value: str) -> Finding:
        return Finding("error", path, translate("Finding", "Unknown {kind} id '{value}'.").format(kind=kind.format(
            ), value=value),
                       "unknown-id")

    circuit, province_kind = translate("Finding", "circuit"), translate("Finding", "province")

    for i, province in enumerate(dataset.provinces):
        if province.circuit not in circuits:
            yield unknown(f"provinces[{i}].circuit", circuit, province.circuit)
    if dataset.start_province is not None and dataset.start_province not in provinces:
        yield unknown("start_province", province_kind, dataset.start_province)
    for i, highway in enumerate(dataset.highways):
        for j, stop in enumerate(highway.provinces):
            if stop not in provinces:
                yield unknown(f"highways[{i}].provinces[{j}]", province_kind, stop)
    for i, route in enumerate(dataset.ferry_routes):
        for end in ("a", "b"):
            value = getattr(route, end)
            if value not in provinces:
                yield unknown(f"ferry_routes[{i}].{end}", province_kind, value)
        if route.a == route.b:
            yield Finding(
                "error", f"ferry_routes[{i}]",
                translate("Finding", "Ferry route '{route}' joins a province to itself.").format(route=route.id),
                "unknown-id",
            )
    if provinces:
        for key, others in dataset.adjacency.derived.items():
            if key not in provinces:
                yield unknown(f"adjacency.derived.{key}", province_kind, key)
            for j, other in enumerate(others):
                if other not in provinces:
                    yield unknown(f"adjacency.derived.{key}[{j}]", province_kind, other)
        for i, override in enumerate(dataset.adjacency.overrides):
            for end in ("a", "b"):
                value = getattr(override, end)
                if value not in provinces:
                    yield unknown(f"adjacency.overrides[{i}].{end}", province_kind, value)
    for i, link in enumerate(dataset.sister_city_links):
        if link.a not in codes:
            yield Finding(
                "error",
                f"sister_city_links[{i}].a",
                translate("Finding", "Sister-city link names municipality {code}, which is not in the dataset.").format(
                    code=town_label(link.a)),
                "unknown-id",
            )
        partner_known = link.b in codes if link.kind == "domestic" else link.b in overseas
        if not partner_known:
            what = translate(
                "Finding", "municipality") if link.kind == "domestic" else translate("Finding", "overseas city")
            yield Finding(
                "error",
                f"sister_city_links[{i}].b",
                translate("Finding", "Sister-city link names {what} {code}, which is not in the dataset.").format(
                    what=what.format(), code=town_label(link.b) if link.kind == "domestic" else link.b),
                "unknown-id",
            )
        if link.kind == "domestic" and link.a == link.b:
            yield Finding(
                "error", f"sister_city_links[{i}]",
                translate("Finding", "Municipality {code} is linked to itself.").format(code=town_label(link.a, dataset)), "unknown-id"
            )
