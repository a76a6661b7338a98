"""The marks of play by pointing on a map board: lit cells and provinces, rings, tags, routes (Qt).

:class:`PickMarks` draws what a :class:`qtapp.play.pointing.TablePointer` says of a board's regions
(the spots of one kind, ``cell`` or ``province``, whose ids are the regions'): a place on offer is
filled and outlined in its kind's colour with its tag (「2 vs 3」) on it, a thing that may be picked
up is ringed, the one held wears a black ring on a white band, the route a held card would take is
drawn from what it joins to its place, and the keyboard's focus is dashed. The items only draw;
they are made anew from the pointer's looks each time (a few dozen at most).
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
)

from qtapp import theme
from qtapp.play.pointing import HELD_COLOUR, PICKABLE_COLOUR, ROUTE_COLOUR, kind_colour

#: Above the cells, their links and the selection ring; under the names and marks of pieces.
MARK_Z = 12.0


def _pen(colour, width: float, style=Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(QColor(colour), width, style)
    pen.setCosmetic(True)
    return pen


class TagItem(QGraphicsRectItem):
    """A few words on a lit place (the attack's totals), the same size at every zoom."""

    def __init__(self, text: str, colour: QColor) -> None:
        super().__init__()
        font = QFont(theme.cjk_font_family())
        font.setPixelSize(12)
        font.setBold(True)
        self.text = QGraphicsSimpleTextItem(text, self)
        self.text.setFont(font)
        self.text.setBrush(QBrush(QColor("white")))
        box = self.text.boundingRect()
        self.setRect(QRectF(-box.width() / 2 - 4, -box.height() - 14, box.width() + 8, box.height() + 2))
        self.text.setPos(-box.width() / 2, -box.height() - 13)
        self.setBrush(QBrush(colour))
        self.setPen(_pen(colour.darker(140), 1.0))
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)


class PickMarks:
    """The pointer's marks on one board scene, for the spots of ``spot_kind``."""

    def __init__(self, scene, pointer, spot_kind: str) -> None:
        self.scene = scene
        self.pointer = pointer
        self.spot_kind = spot_kind
        self.items: list[QGraphicsItem] = []

    def _point(self, region_id: str) -> QPointF | None:
        board = self.scene.document.board
        region = board.region(region_id) if board is not None else None
        return QPointF(*region.label_point) if region is not None else None

    def show(self) -> None:
        """Redraw the marks from the pointer's looks."""
        for item in self.items:
            self.scene.removeItem(item)
        self.items = []
        looks = self.pointer.looks()
        for spot, look in looks.items():
            if spot[0] != self.spot_kind:
                continue
            cell = self.scene.province_item(spot[1])
            if cell is None:
                continue
            if look.lit:
                fill = QColor(look.colour)
                fill.setAlpha(90)
                self._path(cell.path(), _pen(look.colour, 3.0), QBrush(fill))
            if look.route:
                self._path(cell.path(), _pen(ROUTE_COLOUR, 3.0, Qt.PenStyle.DotLine))
            if look.pickable and not look.held:
                self._path(cell.path(), _pen(PICKABLE_COLOUR, 2.5, Qt.PenStyle.DashLine))
            if look.held:
                self._path(cell.path(), _pen("white", 6.0))
                self._path(cell.path(), _pen(HELD_COLOUR, 3.0))
            if look.focus:
                self._path(cell.path(), _pen("#111111", 2.0, Qt.PenStyle.DashLine))
            if look.tag:
                point = self._point(spot[1])
                if point is not None:
                    tag = TagItem(look.tag, look.colour)
                    tag.setPos(point)
                    self._add(tag, MARK_Z + 40)
        # the way a held card goes: from what it joins to the province it goes to
        if self.pointer.picking.held:
            for pick in self.pointer.picking.destinations():
                end = self._point(pick.place[1]) if pick.place[0] == self.spot_kind else None
                for spot in pick.route:
                    start = self._point(spot[1]) if spot[0] == self.spot_kind else None
                    if start is None or end is None:
                        continue
                    style = Qt.PenStyle.DashLine if pick.kind == "ferry" else Qt.PenStyle.SolidLine
                    line = QGraphicsLineItem(QLineF(start, end))
                    line.setPen(_pen(kind_colour(pick.kind), 2.5, style))
                    self._add(line, MARK_Z + 1)

    def _path(self, path, pen: QPen, brush: QBrush | None = None) -> None:
        item = QGraphicsPathItem(path)
        item.setPen(pen)
        item.setBrush(brush or QBrush(Qt.BrushStyle.NoBrush))
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._add(item, MARK_Z)

    def _add(self, item: QGraphicsItem, z: float) -> None:
        item.setZValue(z)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.scene.addItem(item)
        self.items.append(item)
