"""Check that ids and codes are unique within each table (no Qt)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from core.models.dataset import Dataset
from core.text import Template, translate
from core.validation.finding import Finding


def _duplicates(table: str, keys: Iterable[str], what: Template) -> Iterator[Finding]:
    seen: dict[str, int] = {}
    for index, key in enumerate(keys):
        if key in seen:
            yield Finding(
                "error",
                f"{table}[{index}]",
                translate("Finding", "{what} '{key}' is used twice (first at {first}).").format(
                    what=what.format(), key=key, first=f"{table}[{seen[key]}]"),
                "duplicate-id",
            )
        else:
            seen[key] = index


def check_duplicates(dataset: Dataset) -> Iterator[Finding]:
    """Every table's ids are unique; so are province names and sister-city pairs."""
    yield from _duplicates("circuits", (c.id for c in dataset.circuits), translate("Finding", "Circuit id"))
    yield from _duplicates("provinces", (p.id for p in dataset.provinces), translate("Finding", "Province id"))
    yield from _duplicates("provinces", (p.kanji for p in dataset.provinces), translate("Finding", "Province name"))
    yield from _duplicates("highways", (h.id for h in dataset.highways), translate("Finding", "Highway id"))
    yield from _duplicates("ferry_routes", (f.id for f in dataset.ferry_routes), translate("Finding", "Ferry route id"))
    yield from _duplicates(
        "municipalities", (m.code for m in dataset.municipalities), translate("Finding", "Municipality code"))
    yield from _duplicates(
        "overseas_cities", (c.id for c in dataset.overseas_cities), translate("Finding", "Overseas city id"))
    towns = {m.code: m.name for m in dataset.municipalities}
    for i, city in enumerate(dataset.overseas_cities):
        if city.id in towns:  # one id for two pieces: a game could not tell them apart
            yield Finding("error", f"overseas_cities[{i}].id", translate(
                "Finding", "Overseas city {city} has the id {id}, which is the code of {town}: give it another id.").format(
                city=city.name, id=city.id, town=towns[city.id]), "duplicate-id")
    pairs = (
        f"{link.kind}:{'-'.join(sorted((link.a, link.b)))}" for link in dataset.sister_city_links
    )
    yield from _duplicates("sister_city_links", pairs, translate("Finding", "Sister-city link"))
    for finding in _duplicates("card_sizes", (size.label for size in dataset.card_sizes),
                                  translate("Finding", "Card size")):
        # a size studied twice wastes a layout but breaks nothing
        yield Finding("warning", finding.path, finding.message, finding.rule)
    chosen = [i for i, size in enumerate(dataset.card_sizes) if size.chosen]
    if len(chosen) > 1:
        yield Finding(
            "warning",
            f"card_sizes[{chosen[1]}]",
            translate("Finding", "{count} card sizes are marked as chosen; mark only one.").format(count=len(chosen)),
            "duplicate-id",
        )
