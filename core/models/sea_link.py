"""Sea links: municipalities joined across water by a ferry, a bridge or a tunnel (no Qt)."""

from __future__ import annotations

from typing import Literal

from core.models.base import Record
from core.models.ids import MunicipalityCode, Note


class SeaLink(Record):
    """Two cells joined across water (drawn dotted on the board).

    Attributes:
        a, b: the two municipality codes.
        kind: ``ferry`` (航路), ``bridge`` (橋) or ``tunnel`` (トンネル).
        suggested: made by the automatic suggestion (nearest coast), not yet reviewed by a designer.
        note: the route, e.g. 竹芝–大島.
    """

    a: MunicipalityCode
    b: MunicipalityCode
    kind: Literal["ferry", "bridge", "tunnel"] = "ferry"
    suggested: bool = False
    note: Note = ""
