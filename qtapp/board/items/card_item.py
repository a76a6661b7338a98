"""CardItem and LeaderLineItem: a province card at its resolved place, and the line to its home (Qt).

Built from standard items (a rectangle, a colour band, a text) rather than a Python ``paint``
override, so repainting a board full of cards never calls back into Python.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsLineItem, QGraphicsRectItem, QGraphicsSimpleTextItem

from qtapp import theme


class CardItem(QGraphicsRectItem):
    """A card drawn in board km: cream face, circuit band on the left, the kanji name."""

    def __init__(self, province_id: str, name: str, colour: str, centre: tuple[float, float],
                 width: float, height: float) -> None:
        super().__init__(QRectF(-width / 2, -height / 2, width, height))
        self.province_id = province_id
        self.name = name
        self.setPos(QPointF(*centre))
        self.setZValue(30)
        self.setToolTip(name)
        self.leader: LeaderLineItem | None = None  # its line home, when the card moved
        self.setAcceptHoverEvents(True)
        pen = QPen(QColor("#333333"), 0.8)
        pen.setCosmetic(True)
        self.setPen(pen)
        self.setBrush(QBrush(QColor("#fffdf6")))
        band = QGraphicsRectItem(QRectF(-width / 2, -height / 2, width * 0.14, height), self)
        band.setPen(QPen(QColor(0, 0, 0, 0)))
        band.setBrush(QColor(colour))
        text = QGraphicsSimpleTextItem(name, self)
        font = QFont(theme.cjk_font_family())
        font.setPixelSize(max(1, int(height * 0.36)))
        text.setFont(theme.fitted_font(font, name, width * 0.86 * 0.95))  # on the face right of the band
        text.setBrush(QColor("#111111"))
        box = text.boundingRect()
        text.setPos(width * 0.07 - box.width() / 2, -box.height() / 2)

    def hoverEnterEvent(self, event) -> None:
        if self.leader is not None:
            self.leader.set_highlighted(True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:
        if self.leader is not None:
            self.leader.set_highlighted(False)
        super().hoverLeaveEvent(event)


#: Leader lines: drawn above the cards, at a fixed screen width, with a white edge to stand out
#: from the map; the home is a dot of a fixed screen size.
LEADER_COLOUR, LEADER_HIGHLIGHT = "#1d1d1d", "#d35400"
LEADER_PX, HALO_PX, HOME_DOT_PX = 1.6, 4.0, 3.5


class LeaderLineItem(QGraphicsLineItem):
    """The leader line from a shifted card's edge back to its province's home point, marked with a
    dot; above every card, so no card hides another's line, and the same on screen at any zoom."""

    def __init__(self, province_id: str, start: tuple[float, float], end: tuple[float, float]) -> None:
        """``start``: the home point; ``end``: the nearest point of the card's edge (board km)."""
        super().__init__(QLineF(QPointF(*start), QPointF(*end)))
        self.province_id = province_id
        self.setZValue(31)
        self.halo = QGraphicsLineItem(self.line(), self)
        self.halo.setFlag(QGraphicsLineItem.GraphicsItemFlag.ItemStacksBehindParent)
        halo = QPen(QColor(255, 255, 255, 210), HALO_PX)
        halo.setCosmetic(True)
        halo.setCapStyle(Qt.PenCapStyle.RoundCap)
        self.halo.setPen(halo)
        r = HOME_DOT_PX
        self.dot = QGraphicsEllipseItem(QRectF(-r, -r, 2 * r, 2 * r), self)
        self.dot.setPos(QPointF(*start))
        self.dot.setFlag(QGraphicsEllipseItem.GraphicsItemFlag.ItemIgnoresTransformations)  # px, not km
        self.dot.setPen(QPen(QColor("white"), 1.0))
        self.set_highlighted(False)

    def set_highlighted(self, on: bool) -> None:
        """The line and its home dot in the highlight colour (the card under the pointer)."""
        colour = QColor(LEADER_HIGHLIGHT if on else LEADER_COLOUR)
        pen = QPen(colour, LEADER_PX * (1.6 if on else 1.0))
        pen.setCosmetic(True)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        self.setPen(pen)
        self.dot.setBrush(colour)
        self.dot.setScale(1.4 if on else 1.0)
        self.setZValue(32 if on else 31)
