"""Highway and ferry-route lines drawn through the provinces' label points (Qt)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsPathItem

from qtapp import theme


class HighwayItem(QGraphicsPathItem):
    """A highway as a polyline through its stops' label points, styled by tier."""

    def __init__(self, highway_id: str, tier: str, points: list[tuple[float, float]]) -> None:
        super().__init__()
        self.highway_id = highway_id
        path = QPainterPath()
        if points:
            path.moveTo(QPointF(*points[0]))
            for point in points[1:]:
                path.lineTo(QPointF(*point))
        self.setPath(path)
        pen = QPen(theme.HIGHWAY_COLOURS.get(tier, theme.HIGHWAY_COLOURS["secondary"]),
                   theme.HIGHWAY_WIDTHS.get(tier, 1.0))
        pen.setCosmetic(True)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        if tier == "secondary":
            pen.setStyle(Qt.PenStyle.DashLine)
        self.setPen(pen)
        self._normal_pen = QPen(pen)
        self.setZValue(5 + {"main": 2, "primary": 1}.get(tier, 0))

    def set_highlighted(self, highlighted: bool) -> None:
        """Emphasise the highway selected in the editor."""
        if highlighted:
            pen = QPen(theme.SELECTION_COLOUR, 4.0)
            pen.setCosmetic(True)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            self.setPen(pen)
            self.setZValue(15)
        else:
            self.setPen(self._normal_pen)
            self.setZValue(5)


class FerryRouteItem(QGraphicsPathItem):
    """A ferry route as a dotted line between two label points."""

    def __init__(self, route_id: str, a: tuple[float, float], b: tuple[float, float]) -> None:
        super().__init__()
        self.route_id = route_id
        path = QPainterPath(QPointF(*a))
        path.lineTo(QPointF(*b))
        self.setPath(path)
        pen = QPen(theme.FERRY_COLOUR, 1.6)
        pen.setCosmetic(True)
        pen.setStyle(Qt.PenStyle.DotLine)
        self.setPen(pen)
        self.setZValue(4)


class JunctionItem(QGraphicsEllipseItem):
    """A ring marking a junction province (several highways) at its label point."""

    RADIUS_KM = 5.0

    def __init__(self, province_id: str, point: tuple[float, float]) -> None:
        r = self.RADIUS_KM
        super().__init__(point[0] - r, point[1] - r, 2 * r, 2 * r)
        self.province_id = province_id
        pen = QPen(theme.JUNCTION_COLOUR, 1.5)
        pen.setCosmetic(True)
        self.setPen(pen)
        self.setBrush(Qt.GlobalColor.white)
        self.setZValue(9)
