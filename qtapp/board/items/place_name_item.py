"""PlaceNameItem: a province's or town's name on the board, with a halo (Qt).

The names sit on coloured polygons crossed by highway lines and junction rings; a thin light
outline under each glyph keeps them readable on any of them, as printed maps do.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsSimpleTextItem

#: The halo's width (px, on screen: the item ignores the view's zoom) and colour.
HALO_PX = 3.0
HALO_COLOUR = QColor(255, 255, 255, 220)


class PlaceNameItem(QGraphicsSimpleTextItem):
    """A name drawn as filled glyphs over a light outline of themselves.

    Stroking glyph outlines costs far more than drawing text (the province board's repaint went
    from 10 to 26 ms), so each name is drawn once into a pixmap and then blitted: the item ignores
    the view's zoom, so the pixmap stays valid as the view zooms and pans.
    """

    def __init__(self, text: str = "", parent=None) -> None:
        super().__init__(text, parent)
        self.setCacheMode(QGraphicsSimpleTextItem.CacheMode.DeviceCoordinateCache)

    def text_rect(self) -> QRectF:
        """The glyphs' box without the halo (what two names must not share)."""
        return super().boundingRect()

    def boundingRect(self) -> QRectF:
        margin = HALO_PX / 2
        return super().boundingRect().adjusted(-margin, -margin, margin, margin)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        path = QPainterPath()
        path.addText(0, QFontMetricsF(self.font()).ascent(), self.font(), self.text())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        halo = QPen(HALO_COLOUR, HALO_PX)
        halo.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.strokePath(path, halo)
        painter.fillPath(path, self.brush())
