"""The province network of a dataset: highways, junctions, neighbours and ferries (no Qt).

One place that answers the questions the validator, ``kuni info`` and the karuta engine all ask:
which provinces lie on a highway, which are junctions, which can only be played by adjacency or by
boat, and which provinces can follow which.
"""

from __future__ import annotations

import itertools
from collections import deque
from dataclasses import dataclass

from core.models.adjacency import effective_neighbours
from core.models.dataset import Dataset


@dataclass(frozen=True)
class ProvinceNetwork:
    """Read-only connection facts of one dataset.

    Attributes:
        provinces: province ids in dataset order.
        neighbours: effective land neighbours (derived + overrides), symmetric.
        ferries: ferry partners, symmetric.
        highways_through: highway ids passing each province, in dataset order.
        highway_stops: the province sequence of each highway id.
        successors: provinces each province can open up by some play (see :func:`_play_successors`).
    """

    provinces: tuple[str, ...]
    neighbours: dict[str, frozenset[str]]
    ferries: dict[str, frozenset[str]]
    highways_through: dict[str, tuple[str, ...]]
    highway_stops: dict[str, tuple[str, ...]]
    successors: dict[str, frozenset[str]]

    @classmethod
    def from_dataset(cls, dataset: Dataset) -> ProvinceNetwork:
        """Build the network of a dataset (tolerates unknown ids: they are simply not provinces)."""
        ids = tuple(p.id for p in dataset.provinces)
        known = set(ids)
        raw_neighbours = effective_neighbours(dataset.adjacency)
        neighbours = {
            p: frozenset(n for n in raw_neighbours.get(p, ()) if n in known) for p in ids
        }
        ferry_sets: dict[str, set[str]] = {p: set() for p in ids}
        for route in dataset.ferry_routes:
            if route.a in known and route.b in known and route.a != route.b:
                ferry_sets[route.a].add(route.b)
                ferry_sets[route.b].add(route.a)
        through: dict[str, list[str]] = {p: [] for p in ids}
        stops: dict[str, tuple[str, ...]] = {}
        for highway in dataset.highways:
            stops[highway.id] = tuple(highway.provinces)
            for stop in highway.provinces:
                if stop in through and highway.id not in through[stop]:
                    through[stop].append(highway.id)
        ferries = {p: frozenset(s) for p, s in ferry_sets.items()}
        highways_through = {p: tuple(h) for p, h in through.items()}
        return cls(
            provinces=ids,
            neighbours=neighbours,
            ferries=ferries,
            highways_through=highways_through,
            highway_stops=stops,
            successors=_play_successors(ids, neighbours, ferries, highways_through, stops),
        )

    # -- classification --------------------------------------------------------------------------

    def joined(self, a: str, b: str) -> bool:
        """Whether a highway may step from ``a`` to ``b``: land neighbours or a ferry route."""
        return b in self.neighbours.get(a, ()) or b in self.ferries.get(a, ())

    def on_highway(self, province: str) -> bool:
        """True when at least one highway passes the province."""
        return bool(self.highways_through.get(province))

    def is_junction(self, province: str) -> bool:
        """True when two or more highways pass the province (a transfer point)."""
        return len(self.highways_through.get(province, ())) >= 2

    def highway_provinces(self) -> list[str]:
        """Provinces on some highway, in dataset order."""
        return [p for p in self.provinces if self.on_highway(p)]

    def junctions(self) -> list[str]:
        """Junction provinces, in dataset order."""
        return [p for p in self.provinces if self.is_junction(p)]

    def off_highway(self) -> list[str]:
        """Provinces on no highway, in dataset order."""
        return [p for p in self.provinces if not self.on_highway(p)]

    def ferry_only(self) -> list[str]:
        """Off-highway provinces that have no land neighbour but a ferry: reached only by boat."""
        return [p for p in self.off_highway() if not self.neighbours[p] and self.ferries[p]]

    def adjacency_only(self) -> list[str]:
        """Off-highway provinces with at least one land neighbour: played by adjacency."""
        return [p for p in self.off_highway() if self.neighbours[p]]

    # -- reachability ----------------------------------------------------------------------------

    def reachable_from(self, starts: list[str]) -> set[str]:
        """All provinces that some sequence of plays can bring to the board after ``starts``."""
        seen = {s for s in starts if s in self.successors}
        queue = deque(seen)
        while queue:
            current = queue.popleft()
            for following in self.successors[current]:
                if following not in seen:
                    seen.add(following)
                    queue.append(following)
        return seen

    def default_starts(self, dataset: Dataset) -> list[str]:
        """The start used for reachability: the marked start province, else the first highway's
        first stop, else nothing."""
        if dataset.start_province in self.successors:
            return [dataset.start_province]
        for sequence in self.highway_stops.values():
            if sequence and sequence[0] in self.successors:
                return [sequence[0]]
        return []


def _play_successors(provinces, neighbours, ferries, highways_through, highway_stops) -> dict[str, frozenset[str]]:
    """Which provinces a province on the board can open up, by the three kinds of play.

    Highway: the stops on either side along each highway through it. A single line only grows
    one way, but a line that transfers at a junction may set off in either direction (the
    designers' 中山道 → 近江 → 東海道 towards 伊勢 example), so over a whole game every step of a
    connected highway can be taken both ways. Adjacency and ferry: a province on no highway, from
    any neighbour or ferry partner.
    """
    successors: dict[str, set[str]] = {p: set() for p in provinces}
    for sequence in highway_stops.values():
        for before, after in itertools.pairwise(sequence):
            if before in successors and after in successors:
                successors[before].add(after)
                successors[after].add(before)
    for province in provinces:
        if not highways_through.get(province):
            for other in neighbours[province] | ferries[province]:
                successors[other].add(province)
    return {p: frozenset(s) for p, s in successors.items()}
