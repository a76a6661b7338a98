"""AdjacencyLinkItem: a neighbour link between two label points, styled by where it comes from (Qt)."""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsLineItem

STYLES = {
    "derived": (QColor(60, 60, 60, 110), 0.8, Qt.PenStyle.SolidLine),
    "added": (QColor("#1a8f3a"), 2.0, Qt.PenStyle.SolidLine),
    "removed": (QColor("#c0392b"), 2.0, Qt.PenStyle.DashLine),
}


class AdjacencyLinkItem(QGraphicsLineItem):
    """A link ``a``–``b``; ``source`` is ``derived``, ``added`` or ``removed``."""

    def __init__(self, a: str, b: str, source: str, start: tuple[float, float], end: tuple[float, float]) -> None:
        super().__init__(QLineF(QPointF(*start), QPointF(*end)))
        self.pair = (a, b)
        self.source = source
        colour, width, style = STYLES[source]
        pen = QPen(colour, width)
        pen.setCosmetic(True)
        pen.setStyle(style)
        self.setPen(pen)
        self.setZValue(3)
