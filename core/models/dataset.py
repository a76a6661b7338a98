"""The dataset root: everything a game board and its editor share (pure Python, no Qt).

A :class:`Dataset` is what a designer opens, edits and saves. Its ``schema_version`` lets the
loader migrate older files and refuse newer ones (see :mod:`core.io.migrations`).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from core.models.adjacency import Adjacency
from core.models.base import Record
from core.models.card import CardSize
from core.models.ferry_route import FerryRoute
from core.models.highway import Highway
from core.models.ids import MunicipalityCode, Note, Slug, Text
from core.models.municipality import Municipality
from core.models.province import Circuit, Province
from core.models.sea_link import SeaLink
from core.models.sister_city import OverseasCity, SisterCityLink

#: The schema version this program writes. Files with a larger number are refused.
SCHEMA_VERSION = 2

GameKind = Literal["karuta", "battle"]


class Dataset(Record):
    """A whole game dataset.

    Attributes:
        schema_version: version of this schema the file was written with.
        name: a title for the title bar and exports.
        game: which game the data is for (``karuta`` 旧国かるた, ``battle`` 市区町村バトル).
        board: name of the built board geometry in ``data/boards/`` (``provinces``), or None.
        start_province: the marked start province (武蔵), or None.
        circuits, provinces, highways, ferry_routes, adjacency: the province game's data.
        municipalities, sister_city_links, overseas_cities: the municipality game's data.
        cell_adjacency: land neighbours of each municipality cell, from shared borders (schema 2).
        sea_links: cells joined across water (schema 2).
        card_sizes: card-size candidates for the overlap study.
        attribution: credit lines that must ship with anything derived from this dataset.
        note: free notes.
    """

    schema_version: int = SCHEMA_VERSION
    name: Text = "Untitled"
    game: GameKind = "karuta"
    board: Slug | None = None
    start_province: Slug | None = None
    circuits: tuple[Circuit, ...] = ()
    provinces: tuple[Province, ...] = ()
    highways: tuple[Highway, ...] = ()
    ferry_routes: tuple[FerryRoute, ...] = ()
    adjacency: Adjacency = Field(default_factory=Adjacency)
    municipalities: tuple[Municipality, ...] = ()
    cell_adjacency: dict[MunicipalityCode, tuple[MunicipalityCode, ...]] = Field(default_factory=dict)
    sea_links: tuple[SeaLink, ...] = ()
    sister_city_links: tuple[SisterCityLink, ...] = ()
    overseas_cities: tuple[OverseasCity, ...] = ()
    card_sizes: tuple[CardSize, ...] = ()
    attribution: tuple[Note, ...] = ()
    note: Note = ""

    # -- what kind of board this is -------------------------------------------------------------

    @property
    def is_municipality_board(self) -> bool:
        """A board whose pieces are municipality cells (市区町村バトル's kind of dataset): towns,
        their neighbours across land and sea, stars and sister links."""
        return self.game == "battle"

    @property
    def is_province_map(self) -> bool:
        """A map of the old provinces with cards to lay out (旧国かるた's kind of dataset)."""
        return self.game == "karuta" and bool(self.provinces)

    # -- lookups by id (computed on demand: the tuples are replaced whole by edits) -------------

    def province(self, province_id: str) -> Province | None:
        """The province with this id, or None."""
        return next((p for p in self.provinces if p.id == province_id), None)

    def province_ids(self) -> list[str]:
        """All province ids in dataset order."""
        return [p.id for p in self.provinces]

    def circuit(self, circuit_id: str) -> Circuit | None:
        """The circuit with this id, or None."""
        return next((c for c in self.circuits if c.id == circuit_id), None)

    def highway(self, highway_id: str) -> Highway | None:
        """The highway with this id, or None."""
        return next((h for h in self.highways if h.id == highway_id), None)

    def highway_index(self, highway_id: str) -> int | None:
        """Position of the highway in ``highways``, or None."""
        return next((i for i, h in enumerate(self.highways) if h.id == highway_id), None)

    def ferry_route(self, route_id: str) -> FerryRoute | None:
        """The ferry route with this id, or None."""
        return next((f for f in self.ferry_routes if f.id == route_id), None)

    def municipality(self, code: str) -> Municipality | None:
        """The municipality with this code, or None."""
        return next((m for m in self.municipalities if m.code == code), None)
