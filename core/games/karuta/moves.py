"""Moves of 旧国かるた as frozen records with a documented JSON shape (no Qt).

JSON shapes::

    {"kind": "first", "province": "musashi"}                    the game's first card
    {"kind": "highway", "province": "izu", "highway": "tokaido", "from": "sagami"}
    {"kind": "adjacency", "province": "hida"}
    {"kind": "ferry", "province": "sado"}
    {"kind": "end_turn"}                                         stop a highway chain
    {"kind": "pass"}                                             nothing can be played
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from core.text import translate

MoveKind = Literal["first", "highway", "adjacency", "ferry", "end_turn", "pass"]
KINDS: tuple[str, ...] = ("first", "highway", "adjacency", "ferry", "end_turn", "pass")


@dataclass(frozen=True, order=True)
class KarutaMove:
    """One action of the player to move.

    Attributes:
        kind: see the module docstring.
        province: the card played (province id), "" for ``end_turn`` and ``pass``.
        highway: for ``highway`` moves, the highway the line grows along.
        source: for ``highway`` moves, the province the line grows from (the line's end, or the
            junction a new line starts at). Serialised as ``from``.
    """

    kind: MoveKind
    province: str = ""
    highway: str = ""
    source: str = ""

    def __post_init__(self) -> None:
        # A move is hashed many times a turn (the engine's tables, the CPUs' choices): once is enough.
        object.__setattr__(self, "_hash", hash((self.kind, self.province, self.highway, self.source)))

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self):
        # made again where it lands: a string's hash differs from one process to the next
        return type(self), (self.kind, self.province, self.highway, self.source)

    def to_json(self) -> dict:
        """The move as plain data."""
        data: dict = {"kind": self.kind}
        if self.province:
            data["province"] = self.province
        if self.kind == "highway":
            data["highway"] = self.highway
            data["from"] = self.source
        return data

    @classmethod
    def from_json(cls, data: dict) -> KarutaMove:
        """Parse a move; raises ValueError for a malformed one."""
        if not isinstance(data, dict) or data.get("kind") not in KINDS:
            raise ValueError(translate("RecordError", "not a karuta move: {data}").format(data=repr(data)))
        kind = data["kind"]
        province = data.get("province", "")
        if kind in ("first", "highway", "adjacency", "ferry") and not isinstance(province, str) or (
            kind in ("first", "highway", "adjacency", "ferry") and not province
        ):
            raise ValueError(translate("RecordError", "move {kind} needs a province: {data}").format(
                                 kind=kind, data=repr(data)))
        if kind == "highway" and not (isinstance(data.get("highway"), str) and isinstance(data.get("from"), str)):
            raise ValueError(translate("RecordError", "highway move needs 'highway' and 'from': {data}").format(
                                 data=repr(data)))
        return cls(kind, province if kind not in ("end_turn", "pass") else "",
                   data.get("highway", "") if kind == "highway" else "",
                   data.get("from", "") if kind == "highway" else "")

    def describe(self, names: dict[str, str] | None = None, highways: dict[str, str] | None = None) -> str:
        """A short sentence: ``相模 → 伊豆 (東海道)``."""
        names = names or {}
        highways = highways or {}
        card = names.get(self.province, self.province)
        if self.kind == "highway":
            return translate("KarutaMove", "{source} → {card} ({highway})").format(
                source=names.get(self.source, self.source), card=card, highway=highways.get(self.highway, self.highway))
        if self.kind == "first":
            return translate("KarutaMove", "{card} (first card)").format(card=card)
        if self.kind == "adjacency":
            return translate("KarutaMove", "{card} (adjacency)").format(card=card)
        if self.kind == "ferry":
            return translate("KarutaMove", "{card} (ferry)").format(card=card)
        if self.kind == "end_turn":
            return translate("KarutaMove", "end turn").format()
        return translate("KarutaMove", "pass").format()
