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


def test_leader_lines_run_above_the_cards_from_a_home_dot_and_light_up_with_their_card(qtbot):
    """Every shifted card off its home has a line drawn above all the cards (no card hides another's
    line), starting from a dot at the home that keeps its screen size; hovering the card lights
    its line and dot."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsSceneHoverEvent

    from core import bundled
    from editor.dataset_document import DatasetDocument
    from qtapp.board.items.card_item import LEADER_HIGHLIGHT, LeaderLineItem
    from qtapp.main_window import MainWindow, load_board_for

    window = MainWindow(DatasetDocument.open(bundled.default_karuta_dataset(), load_board_for), restore_layout=False,
                        keep_recovery=False)
    qtbot.addWidget(window)
    window.set_layer_visible("cards", True)
    qtbot.waitUntil(lambda: any(isinstance(i, LeaderLineItem) for i in window.scene.layer_items("cards")),
                    timeout=20000)
    items = window.scene.layer_items("cards")
    lines = [i for i in items if isinstance(i, LeaderLineItem)]
    cards = [i for i in items if isinstance(i, CardItem)]
    assert lines and all(line.zValue() > max(card.zValue() for card in cards) for line in lines)
    for line in lines:
        dot = next(child for child in line.childItems() if isinstance(child, QGraphicsEllipseItem))
        assert dot.pos() == line.line().p1()  # the home end
        assert dot.flags() & QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations
        assert line.line().length() > 0
    card = next(card for card in cards if card.leader is not None)
    assert card.acceptHoverEvents()
    card.hoverEnterEvent(QGraphicsSceneHoverEvent(QEvent.Type.GraphicsSceneHoverEnter))
    assert card.leader.pen().color().name() == LEADER_HIGHLIGHT
    assert card.leader.zValue() > max(line.zValue() for line in lines if line is not card.leader)  # on top
    card.hoverLeaveEvent(QGraphicsSceneHoverEvent(QEvent.Type.GraphicsSceneHoverLeave))
    assert card.leader.pen().color().name() != LEADER_HIGHLIGHT
