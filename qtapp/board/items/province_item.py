"""ProvinceItem: one province's polygons, filled with its circuit's colour (Qt)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsPathItem

from core.geometry.board import BoardRegion
from qtapp import theme


def region_path(region: BoardRegion) -> QPainterPath:
    """A painter path of all the region's polygons, holes cut out (board km)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for polygon in region.polygons:
        for ring in polygon:
            path.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring]))
            path.closeSubpath()
    return path


class ProvinceItem(QGraphicsPathItem):
    """Draws one province; knows only its id."""

    def __init__(self, region: BoardRegion, colour: QColor) -> None:
        super().__init__(region_path(region))
        self.province_id = region.id
        self.setData(0, region.id)
        pen = QPen(theme.BORDER_COLOUR, 0.8)
        pen.setCosmetic(True)
        self.setPen(pen)
        self.set_colour(colour)
        self.setAcceptHoverEvents(True)

    def set_colour(self, colour: QColor) -> None:
        """Fill with ``colour``."""
        self.setBrush(QBrush(colour))

    def set_selected_look(self, selected: bool) -> None:
        """Outline the province in the selection colour, or go back to the plain border."""
        pen = QPen(theme.SELECTION_COLOUR if selected else theme.BORDER_COLOUR, 2.5 if selected else 0.8)
        pen.setCosmetic(True)
        self.setPen(pen)
        self.setZValue(1 if selected else 0)
