"""Municipalities (市区町村) as pieces of the municipality battle (pure Python, no Qt)."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from core.models.base import Record
from core.models.ids import MunicipalityCode, Note, Slug, Text

#: Stars a specialty or a town can have. The document's scale runs ★1–★6.
STAR_MIN, STAR_MAX = 1, 6
Stars = Annotated[int, Field(ge=0, le=99)]


class Specialty(Record):
    """A specialty product (名産) and the stars it gives its town.

    ``stars`` accepts any small integer so that a file with an out-of-range value still loads and the
    validator can report it as a finding (★1–★6 is the game's range).
    """

    name: Text
    stars: Stars = 1


class Municipality(Record):
    """One municipality (a ward of a designated city is its own cell).

    Attributes:
        code: 5-digit code, e.g. ``13101``.
        prefecture: 東京都.
        name: 千代田区.
        kana: reading in hiragana where known.
        area_km2: the town's area, km² (the official figure where there is one: movement comes from
            it; :mod:`core.geometry.official_areas`).
        population: 2020 census population, or None where none exists.
        designated_city: ward of (or itself) a 政令指定都市.
        prefectural_capital: seat of the prefecture (東京都: 新宿区).
        special_ward: one of Tokyo's 23 special wards.
        specialties: named products with their stars.
        abilities: ability ids from the game's list.
        note: the designer's notes.
    """

    code: MunicipalityCode
    prefecture: Text
    name: Text
    kana: str = ""
    area_km2: float | None = Field(default=None, ge=0)
    population: int | None = Field(default=None, ge=0)
    designated_city: bool = False
    prefectural_capital: bool = False
    special_ward: bool = False
    specialties: tuple[Specialty, ...] = ()
    abilities: tuple[Slug, ...] = ()
    note: Note = ""
