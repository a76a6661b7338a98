"""Highways (街道) as ordered sequences of provinces (pure Python, no Qt)."""

from __future__ import annotations

from typing import Literal

from core.models.base import Record
from core.models.ids import Note, Slug, Text

HighwayTier = Literal["main", "primary", "secondary"]
HIGHWAY_TIERS: tuple[HighwayTier, ...] = ("main", "primary", "secondary")


class Highway(Record):
    """A highway: the provinces it passes, in the order a line grows along it.

    The sequence is a tuple replaced whole by edits, so an undo keeps the old tuple intact.

    Attributes:
        id: slug, e.g. ``tokaido``.
        name: 東海道.
        kana: とうかいどう.
        tier: ``main`` (五街道), ``primary`` or ``secondary`` side road (脇街道).
        provinces: province ids in order of travel.
        note: the historical route, sources, doubts.
    """

    id: Slug
    name: Text
    kana: Text
    tier: HighwayTier
    provinces: tuple[Slug, ...] = ()
    note: Note = ""
