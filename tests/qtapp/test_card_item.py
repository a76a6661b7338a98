"""A province card on the board: its name stays on its face."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsSimpleTextItem

from core.geometry.card_study import PROVINCE_BOARD_PX_PER_KM
from qtapp.board.items.card_item import CardItem


def _name(card: CardItem) -> QGraphicsSimpleTextItem:
    return next(child for child in card.childItems() if isinstance(child, QGraphicsSimpleTextItem))


def test_a_tall_cards_name_is_set_smaller_to_stay_right_of_its_band(qapp):
    width, height = 34 / PROVINCE_BOARD_PX_PER_KM, 46 / PROVINCE_BOARD_PX_PER_KM  # board km
    card = CardItem("suruga", "駿河", "#e07b5a", (0.0, 0.0), width, height)
    text = _name(card)
    left = text.pos().x()
    assert left >= -width / 2 + width * 0.14  # clear of the colour band
    assert left + text.boundingRect().width() <= width / 2
    assert text.font().pixelSize() < int(height * 0.36)


def test_the_adopted_cards_name_keeps_its_size(qapp):
    width, height = 24 / PROVINCE_BOARD_PX_PER_KM, 26 / PROVINCE_BOARD_PX_PER_KM
    card = CardItem("suruga", "駿河", "#e07b5a", (0.0, 0.0), width, height)
    assert _name(card).font().pixelSize() == int(height * 0.36)
