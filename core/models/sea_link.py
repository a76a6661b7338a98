"""Sea links: municipalities joined across water by a ferry, a bridge or a tunnel (no Qt)."""

from __future__ import annotations

from typing import Literal, get_args

from core.models.base import Record
from core.models.ids import MunicipalityCode, Note

SeaLinkKind = Literal["ferry", "bridge", "tunnel"]
#: What a sea link can be, for edits and panels that offer the choice.
SEA_LINK_KINDS: tuple[str, ...] = get_args(SeaLinkKind)


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
    kind: SeaLinkKind = "ferry"
    suggested: bool = False
    note: Note = ""
