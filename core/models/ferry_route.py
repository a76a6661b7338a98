"""Ferry routes: provinces joined by boat (pure Python, no Qt)."""

from __future__ import annotations

from core.models.base import Record
from core.models.ids import Note, Slug, Text


class FerryRoute(Record):
    """Two provinces joined by boat, e.g. 肥前–壱岐.

    A ferry route lets a highway cross water (関門海峡), and lets a province that is on no highway
    (佐渡, 隠岐, 淡路, 壱岐, 対馬) be played once the other end is on the board.

    Attributes:
        id: slug.
        name: e.g. 呼子–勝本.
        a: the mainland (or nearer) end.
        b: the far end.
        note: historical port names and sources.
    """

    id: Slug
    name: Text
    a: Slug
    b: Slug
    note: Note = ""
