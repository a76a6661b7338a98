"""CardItem and LeaderLineItem: a province card at its resolved place, and the line to its home (Qt)."""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsLineItem

from qtapp import theme


class CardItem(QGraphicsItem):
    """A card drawn in board km: cream face, circuit band on the left, the kanji name."""

    def __init__(self, province_id: str, name: str, colour: str, centre: tuple[float, float],
                 width: float, height: float) -> None:
        super().__init__()
        self.province_id = province_id
        self.name = name
        self.colour = QColor(colour)
        self.width, self.height = width, height
        self.setPos(QPointF(*centre))
        self.setZValue(30)
        self.setToolTip(name)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-self.width / 2, -self.height / 2, self.width, self.height)

    def paint(self, painter, _option, _widget=None) -> None:
        rect = self.boundingRect()
        pen = QPen(QColor("#333333"), 0.8)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.setBrush(QBrush(QColor("#fffdf6")))
        painter.drawRect(rect)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawRect(QRectF(rect.left(), rect.top(), rect.width() * 0.14, rect.height()))
        font = QFont(theme.cjk_font_family())
        font.setPixelSize(max(1, int(self.height * 0.36)))
        painter.setFont(font)
        painter.setPen(QColor("#111111"))
        painter.drawText(rect.adjusted(rect.width() * 0.14, 0, 0, 0), Qt.AlignmentFlag.AlignCenter, self.name)


class LeaderLineItem(QGraphicsLineItem):
    """The leader line from a shifted card back to its province's home point."""

    def __init__(self, province_id: str, start: tuple[float, float], end: tuple[float, float]) -> None:
        super().__init__(QLineF(QPointF(*start), QPointF(*end)))
        self.province_id = province_id
        pen = QPen(QColor("#333333"), 1.0)
        pen.setCosmetic(True)
        self.setPen(pen)
        self.setZValue(29)
