"""Sister-city links and the overseas cities they reach (pure Python, no Qt)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from core.models.base import Record
from core.models.ids import MunicipalityCode, Note, Text


class OverseasCity(Record):
    """A foreign partner city.

    Attributes:
        id: a stable id, the Wikidata Q-id where known (``Q1726``).
        name: display name.
        country: country name.
        population: population (GeoNames), or None where unknown.
    """

    id: Text
    name: Text
    country: Text
    population: int | None = Field(default=None, ge=0)


class SisterCityLink(Record):
    """A bond between a municipality and another municipality or an overseas city.

    Attributes:
        kind: ``domestic`` (``b`` is a municipality code) or ``overseas`` (``b`` is an
            :class:`OverseasCity` id).
        a: the Japanese municipality's code.
        b: the partner.
        note: source, kind of agreement.
    """

    kind: Literal["domestic", "overseas"]
    a: MunicipalityCode
    b: Text
    note: Note = ""
