"""CardItem and LeaderLineItem: a province card at its resolved place, and the line to its home (Qt).

Built from standard items (a rectangle, a colour band, a text) rather than a Python ``paint``
override, so repainting a board full of cards never calls back into Python.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsLineItem, QGraphicsRectItem, QGraphicsSimpleTextItem

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


class LeaderLineItem(QGraphicsLineItem):
    """The leader line from a shifted card back to its province's home point."""

    def __init__(self, province_id: str, start: tuple[float, float], end: tuple[float, float]) -> None:
        super().__init__(QLineF(QPointF(*start), QPointF(*end)))
        self.province_id = province_id
        pen = QPen(QColor("#333333"), 1.0)
        pen.setCosmetic(True)
        self.setPen(pen)
        self.setZValue(29)
