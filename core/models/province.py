"""Old provinces (令制国) and the circuits (五畿七道) that group them (pure Python, no Qt)."""

from __future__ import annotations

from core.models.base import Record
from core.models.ids import HexColour, Slug, Text


class Circuit(Record):
    """One of the eight circuits of 五畿七道 (畿内 and the seven 道), with its colour on map and card.

    Attributes:
        id: slug, e.g. ``tokaido``.
        kanji: 東海道.
        kana: とうかいどう.
        romaji: Tōkaidō.
        colour: fill colour for provinces and cards of this circuit, ``#rrggbb``.
    """

    id: Slug
    kanji: Text
    kana: Text
    romaji: Text
    colour: HexColour


class Province(Record):
    """One old province: a card and a place on the board.

    Attributes:
        id: slug, e.g. ``musashi`` (安房 and 阿波 are told apart as ``awa-tokaido`` and
            ``awa-nankaido``).
        kanji: the name as printed largest on the card, e.g. 武蔵.
        kana: reading in hiragana, e.g. むさし.
        romaji: Hepburn with macrons, e.g. Musashi.
        circuit: id of the :class:`Circuit` it belongs to.
    """

    id: Slug
    kanji: Text
    kana: Text
    romaji: Text
    circuit: Slug
