"""Check highway sequences: no repeats, and every step over land or by ferry (no Qt)."""

from __future__ import annotations

from collections.abc import Iterator

from core.models.dataset import Dataset
from core.province_network import ProvinceNetwork
from core.text import translate
from core.validation.finding import Finding
from core.validation.rules.naming import name_of, province_names


def check_highways(dataset: Dataset, network: ProvinceNetwork) -> Iterator[Finding]:
    """A province appears once per highway; each step joins land neighbours or a ferry route."""
    names = province_names(dataset)
    known = set(network.provinces)
    for i, highway in enumerate(dataset.highways):
        if len(highway.provinces) < 2:
            yield Finding(
                "warning",
                f"highways[{i}].provinces",
                translate("Finding", "Highway {highway} has {count} province(s); a line needs at least two.").format(
                    highway=highway.name, count=len(highway.provinces)),
                "highway-length",
            )
        first_seen: dict[str, int] = {}
        for j, stop in enumerate(highway.provinces):
            if stop in first_seen:
                yield Finding(
                    "error",
                    f"highways[{i}].provinces[{j}]",
                    translate("Finding", "{province} appears twice on {highway} (stops {first} and {second}).").format(
                        province=name_of(names, stop), highway=highway.name, first=first_seen[stop] + 1, second=j + 1),
                    "highway-repeat",
                )
            else:
                first_seen[stop] = j
        for j in range(1, len(highway.provinces)):
            before, after = highway.provinces[j - 1], highway.provinces[j]
            if before not in known or after not in known or before == after:
                continue
            if not network.joined(before, after):
                yield Finding(
                    "error",
                    f"highways[{i}].provinces[{j}]",
                    translate(
                        "Finding", "On {highway}, {a} and {b} are neither land neighbours nor joined by a ferry route.")
                    .format(highway=highway.name, a=name_of(names, before), b=name_of(names, after)),
                    "highway-step",
                )
