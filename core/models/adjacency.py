"""Province adjacency: derived from the board geometry, plus the designers' overrides (no Qt)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator

from core.models.base import Record
from core.models.ids import Note, Slug


class AdjacencyOverride(Record):
    """A designer's correction of the geometric neighbours, with the reason.

    Attributes:
        a, b: the two province ids (order does not matter).
        action: ``add`` makes them neighbours, ``remove`` stops them being neighbours.
        note: why (history, play balance).
    """

    a: Slug
    b: Slug
    action: Literal["add", "remove"]
    note: Note = ""


class Adjacency(Record):
    """Land neighbours of every province.

    Attributes:
        derived: neighbours per province id as computed from shared borders by the board build.
            Each list should be symmetric; the validator reports where it is not.
        overrides: the designers' additions and removals on top of ``derived``.
    """

    derived: dict[Slug, tuple[Slug, ...]] = Field(default_factory=dict)
    overrides: tuple[AdjacencyOverride, ...] = ()

    @field_validator("derived")
    @classmethod
    def _sorted(cls, derived: dict[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
        # Neighbour lists are sets in meaning; one order keeps equality and saved bytes stable.
        return {key: tuple(sorted(derived[key])) for key in sorted(derived)}


def effective_neighbours(adjacency: Adjacency) -> dict[str, set[str]]:
    """Neighbours after applying the overrides, symmetric by construction.

    Each derived link is taken in both directions (an asymmetric list is still reported by the
    validator, but play treats a border as shared by both sides); ``add`` overrides join two
    provinces, ``remove`` overrides separate them, later overrides winning over earlier ones.

    Returns:
        A mapping from every province id mentioned to the set of its neighbours' ids.
    """
    neighbours: dict[str, set[str]] = {}
    for province, others in adjacency.derived.items():
        for other in others:
            if other == province:
                continue
            neighbours.setdefault(province, set()).add(other)
            neighbours.setdefault(other, set()).add(province)
    for override in adjacency.overrides:
        if override.a == override.b:
            continue
        if override.action == "add":
            neighbours.setdefault(override.a, set()).add(override.b)
            neighbours.setdefault(override.b, set()).add(override.a)
        else:
            neighbours.get(override.a, set()).discard(override.b)
            neighbours.get(override.b, set()).discard(override.a)
    return neighbours
