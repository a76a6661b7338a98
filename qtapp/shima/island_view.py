"""IslandView: draws the しま island and reports clicks on its corners, sides and tiles (Qt).

It draws what the state says — tiles, number tokens with their dots, the harbours with dotted
lines to their two corners, roads, houses, big houses and the cloud — and, when the window asks,
the candidate places as white circles (corners), white lines (sides) or white rings (tiles), as
the rule book shows them. It keeps no copy of the game: ``set_state`` hands it the state to draw.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

from core.games.shima.board import GEOMETRY, MATERIALS, PIPS, PLAZA, tile_centre
from qtapp import theme

TERRAIN_COLOURS = {
    "木": QColor("#3f7d3a"),
    "土": QColor("#b5562f"),
    "葉っぱ": QColor("#9acd5a"),
    "むぎ": QColor("#e7c446"),
    "石": QColor("#8c8f96"),
    PLAZA: QColor("#e8d9b0"),
}
SEAT_COLOURS = tuple(QColor(c) for c in theme.SEAT_COLOURS[:4])
SEA = QColor("#7fb2d9")
CANDIDATE = QColor("#ffffff")
#: Every corner, side and tile, for a click on none of the offered places.
EVERY_PLACE = {"corner": range(len(GEOMETRY.corners)), "side": range(len(GEOMETRY.sides)),
               "tile": range(len(GEOMETRY.tiles))}


class IslandView(QWidget):
    """Signals: placeClicked(str, int) — the corner, side or tile clicked (a candidate first, then
    whatever is nearest within reach; what a click there means is the window's to say)."""

    placeClicked = Signal(str, int)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.state = None
        self.candidates: dict[str, set[int]] = {"corner": set(), "side": set(), "tile": set()}
        self.focus: tuple[str, int] | None = None  # the candidate the keyboard is on
        self.setMinimumSize(520, 480)
        self.setMouseTracking(True)

    def set_state(self, state, candidates: dict[str, set[int]] | None = None,
                  focus: tuple[str, int] | None = None) -> None:
        """Draw ``state``; ``candidates`` maps ``corner``/``side``/``tile`` to the places to offer;
        ``focus`` the one the keyboard is on (ringed)."""
        self.state = state
        self.focus = focus
        self.candidates = {"corner": set(), "side": set(), "tile": set()}
        if candidates:
            for key, places in candidates.items():
                self.candidates[key] = set(places)
        self.update()

    # -- geometry --------------------------------------------------------------------------

    def _scale(self) -> tuple[float, QPointF]:
        """Tile radius in px and the island centre: the island and its harbours fit the widget."""
        half_w, half_h = 5.6, 5.4  # tile radii from the centre to the edge of the sea frame
        radius = min(self.width() / (2 * half_w), self.height() / (2 * half_h))
        return radius, QPointF(self.width() / 2, self.height() / 2)

    def to_px(self, x: float, y: float) -> QPointF:
        radius, centre = self._scale()
        return QPointF(centre.x() + x * radius, centre.y() + y * radius)

    def corner_px(self, corner: int) -> QPointF:
        return self.to_px(*GEOMETRY.corners[corner])

    def side_px(self, side: int) -> tuple[QPointF, QPointF]:
        a, b = GEOMETRY.sides[side]
        return self.corner_px(a), self.corner_px(b)

    def tile_px(self, tile: int) -> QPointF:
        return self.to_px(*tile_centre(*GEOMETRY.tiles[tile]))

    def _harbour_anchor(self, a: int, b: int) -> QPointF:
        """Where a harbour's sign sits: out to sea from the middle of its side."""
        (xa, ya), (xb, yb) = GEOMETRY.corners[a], GEOMETRY.corners[b]
        mx, my = (xa + xb) / 2, (ya + yb) / 2
        length = math.hypot(mx, my) or 1.0
        return self.to_px(mx + 0.75 * mx / length, my + 0.75 * my / length)

    # -- drawing ---------------------------------------------------------------------------

    def paintEvent(self, _event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        painter.fillRect(self.rect(), SEA)
        if self.state is None:
            return
        radius, _ = self._scale()
        state = self.state
        island = state.island
        font_family = theme.cjk_font_family()
        for tile, corners in enumerate(GEOMETRY.tile_corners):
            polygon = QPolygonF([self.corner_px(c) for c in corners])
            painter.setPen(QPen(QColor("#f3ead2"), max(1.5, radius * 0.06)))
            painter.setBrush(TERRAIN_COLOURS[island.terrain[tile]])
            painter.drawPolygon(polygon)
            centre = self.tile_px(tile)
            painter.setPen(QColor("#1d1d1d"))
            painter.setFont(QFont(font_family, max(6, int(radius * 0.17))))
            painter.drawText(QRectF(centre.x() - radius, centre.y() - radius * 0.8, 2 * radius, radius * 0.35),
                             Qt.AlignCenter, island.terrain[tile])
            number = island.numbers[tile]
            if number:
                self._draw_token(painter, centre, radius, number, island.letters[tile], font_family)
        self._draw_harbours(painter, radius, font_family)
        for side, seat in enumerate(state.roads):
            if seat >= 0:
                a, b = self.side_px(side)
                painter.setPen(QPen(QColor("#222222"), radius * 0.2, Qt.SolidLine, Qt.RoundCap))
                painter.drawLine(a, b)
                painter.setPen(QPen(SEAT_COLOURS[seat], radius * 0.13, Qt.SolidLine, Qt.RoundCap))
                painter.drawLine(a, b)
        for corner, building in enumerate(state.buildings):
            if building is not None:
                self._draw_house(painter, self.corner_px(corner), radius, *building)
        cloud = self.tile_px(state.cloud)
        if island.numbers[state.cloud]:  # below the token, where it hides neither name nor number
            cloud = QPointF(cloud.x(), cloud.y() + radius * 0.56)
        self._draw_cloud(painter, cloud, radius)
        self._draw_candidates(painter, radius)

    def _draw_token(self, painter, centre: QPointF, radius: float, number: int, letter: str, family: str) -> None:
        r = radius * 0.3
        painter.setPen(QPen(QColor("#6b5b3e"), 1.2))
        painter.setBrush(QColor("#fbf4dc"))
        painter.drawEllipse(centre, r, r)
        red = number in (6, 8)
        painter.setPen(QColor("#c0161b") if red else QColor("#1d1d1d"))
        font = QFont(family, max(6, int(radius * (0.22 if red else 0.19))))
        font.setBold(red)
        painter.setFont(font)
        painter.drawText(QRectF(centre.x() - r, centre.y() - r * 0.95, 2 * r, 1.3 * r), Qt.AlignCenter, str(number))
        # the dots: how often the number comes up
        dots = PIPS[number]
        gap = r * 0.22
        painter.setPen(Qt.NoPen)
        painter.setBrush(QColor("#c0161b") if red else QColor("#1d1d1d"))
        for k in range(dots):
            x = centre.x() + (k - (dots - 1) / 2) * gap
            painter.drawEllipse(QPointF(x, centre.y() + r * 0.55), r * 0.07, r * 0.07)

    def _draw_harbours(self, painter, radius: float, family: str) -> None:
        for kind, a, b in self.state.island.harbours:
            anchor = self._harbour_anchor(a, b)
            painter.setPen(QPen(QColor("#f7f7f7"), 1.4, Qt.DotLine))
            for corner in (a, b):
                painter.drawLine(anchor, self.corner_px(corner))
            painter.setPen(QPen(QColor("#4b3a22"), 1.2))
            painter.setBrush(QColor("#f6e7c1") if kind is None else TERRAIN_COLOURS[MATERIALS[kind]].lighter(130))
            r = radius * 0.32
            painter.drawEllipse(anchor, r, r)
            painter.setPen(QColor("#1d1d1d"))
            painter.setFont(QFont(family, max(5, int(radius * 0.13))))
            text = "3:1" if kind is None else f"{MATERIALS[kind]}\n2:1"
            painter.drawText(QRectF(anchor.x() - r, anchor.y() - r, 2 * r, 2 * r), Qt.AlignCenter, text)

    def _draw_house(self, painter, at: QPointF, radius: float, seat: int, level: int) -> None:
        s = radius * (0.2 if level == 1 else 0.27)
        path = QPainterPath()
        if level == 1:
            points = [(-1, 0.8), (-1, -0.2), (0, -1.1), (1, -0.2), (1, 0.8)]
        else:  # a big house: a wider body with a raised wing
            points = [(-1.3, 0.8), (-1.3, -0.3), (-0.4, -1.1), (0.3, -0.3), (1.3, -0.3), (1.3, 0.8)]
        path.addPolygon(QPolygonF([QPointF(at.x() + x * s, at.y() + y * s) for x, y in points]))
        path.closeSubpath()
        painter.setPen(QPen(QColor("#111111"), 1.6))
        painter.setBrush(SEAT_COLOURS[seat])
        painter.drawPath(path)

    def _draw_cloud(self, painter, centre: QPointF, radius: float) -> None:
        painter.setPen(QPen(QColor("#555a66"), 1.2))
        painter.setBrush(QColor(235, 238, 245, 235))
        r = radius * 0.12
        for dx, dy, k in ((-1.3, 0.2, 1.0), (0, -0.3, 1.3), (1.3, 0.2, 1.0), (0, 0.5, 1.1)):
            painter.drawEllipse(QPointF(centre.x() + dx * r, centre.y() + dy * r), k * r, k * r)

    def _draw_candidates(self, painter, radius: float) -> None:
        pen = QPen(CANDIDATE, radius * 0.1, Qt.SolidLine, Qt.RoundCap)
        for side in self.candidates["side"]:
            painter.setPen(pen)
            painter.drawLine(*self.side_px(side))
        painter.setPen(QPen(QColor("#333333"), 1.2))
        painter.setBrush(QBrush(CANDIDATE))
        for corner in self.candidates["corner"]:
            painter.drawEllipse(self.corner_px(corner), radius * 0.13, radius * 0.13)
        painter.setBrush(Qt.NoBrush)
        painter.setPen(QPen(CANDIDATE, radius * 0.08))
        for tile in self.candidates["tile"]:
            painter.drawEllipse(self.tile_px(tile), radius * 0.62, radius * 0.62)
        if self.focus is not None:
            kind, key = self.focus
            at = self.corner_px(key) if kind == "corner" else self.tile_px(key) if kind == "tile" else \
                (self.side_px(key)[0] + self.side_px(key)[1]) / 2 if kind == "side" else None
            if at is not None:
                painter.setPen(QPen(QColor("#111111"), 2.0, Qt.DashLine))
                painter.drawEllipse(at, radius * 0.3, radius * 0.3)

    # -- clicks ----------------------------------------------------------------------------

    def place_at(self, x: float, y: float, candidates: dict | None = None) -> tuple[str, int] | None:
        """The place under a point among ``candidates`` (default: the offered ones): a corner,
        else a side, else a tile (within reach)."""
        radius, _ = self._scale()
        point = QPointF(x, y)
        among = self.candidates if candidates is None else candidates

        def distance(p: QPointF) -> float:
            return math.hypot(p.x() - point.x(), p.y() - point.y())

        corners = sorted((distance(self.corner_px(c)), c) for c in among["corner"])
        if corners and corners[0][0] <= radius * 0.3:
            return "corner", corners[0][1]
        sides = sorted((distance((self.side_px(s)[0] + self.side_px(s)[1]) / 2), s) for s in among["side"])
        if sides and sides[0][0] <= radius * 0.4:
            return "side", sides[0][1]
        tiles = sorted((distance(self.tile_px(t)), t) for t in among["tile"])
        if tiles and tiles[0][0] <= radius * 0.8:
            return "tile", tiles[0][1]
        return None

    def mousePressEvent(self, event) -> None:
        if event.button() != Qt.LeftButton:
            return
        x, y = event.position().x(), event.position().y()
        found = self.place_at(x, y) or self.place_at(x, y, EVERY_PLACE)
        if found is not None:
            self.placeClicked.emit(*found)
