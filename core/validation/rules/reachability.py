"""Check that every province can be brought to the board by some play (no Qt)."""

from __future__ import annotations

from collections.abc import Iterator

from core.models.dataset import Dataset
from core.province_network import ProvinceNetwork
from core.text import translate
from core.validation.finding import Finding
from core.validation.rules.naming import name_of, province_names


def check_reachability(dataset: Dataset, network: ProvinceNetwork) -> Iterator[Finding]:
    """Every province is reachable from the start province by highway, adjacency or ferry plays.

    Highway steps count both ways (a transferred line may go either way); a province on no highway
    is reached from any neighbour or ferry partner.
    """
    starts = network.default_starts(dataset)
    if not starts:
        return
    names = province_names(dataset)
    reached = network.reachable_from(starts)
    for i, province in enumerate(dataset.provinces):
        if province.id in reached:
            continue
        if network.on_highway(province.id):
            why = translate("Finding", "no highway leads into it from a province that can be reached").format()
        elif not network.neighbours[province.id] and not network.ferries[province.id]:
            why = translate("Finding", "it is on no highway and has neither neighbours nor a ferry route").format()
        else:
            why = translate("Finding", "none of its neighbours or ferry partners can be reached").format()
        yield Finding(
            "error",
            f"provinces[{i}]",
            translate("Finding", "{province} can never be played after {start}: {why}.").format(
                province=name_of(names, province.id), start=name_of(names, starts[0]), why=why),
            "unreachable",
        )
