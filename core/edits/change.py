"""Change records: what an applied or reverted edit touched, for views to refresh (no Qt)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

ChangeKind = Literal["highway", "highways", "adjacency", "ferry_route", "ferry_routes", "province",
                     "municipality", "sister_city_links", "card_sizes", "dataset"]


@dataclass(frozen=True)
class Change:
    """One change announced by ``DatasetDocument.changed``.

    Attributes:
        kind: which part of the dataset changed.
        ids: the ids of the records concerned (a highway id, two province ids, a code...).
    """

    kind: ChangeKind
    ids: tuple[str, ...] = ()
