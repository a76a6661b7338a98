"""CloseUpView: a board's most crowded district shown again, enlarged, in a corner of the view (Qt).

At the whole-board zoom of a municipality board the smallest cells, such as the central wards of
東京都, are a few pixels across: their names give way to the larger places' names and to a game's
marks. Printed maps of 東京都 answer with an enlarged inset of the wards; this is that inset. It
is a second view of the same scene (the same pieces, marks and highlights, and a click on it is a
click on the board), and it names the places whose names the board view has no room for.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QFrame, QGraphicsView

from core.geometry.crowded_places import crowded_cluster
from core.geometry.label_visibility import visible_labels
from core.models.town_strength import is_star_city
from qtapp import theme
from qtapp.board.items.place_name_item import HALO_COLOUR, HALO_PX

#: How close together on screen (px) unnamed places must be to make a district worth a close-up.
DISTRICT_RADIUS_PX = 40.0
#: The close-up's width as a share of the board view's, within these pixel bounds.
WIDTH_SHARE, MIN_WIDTH, MAX_WIDTH = 0.36, 200, 380
#: A close-up enlarges at least this much, or it is not worth the corner it covers.
MIN_ENLARGEMENT = 1.6
#: How much a city centre (a capital, a designated city, 千代田区) counts in choosing the district.
CENTRE_WEIGHT = 5.0


class CloseUpView(QGraphicsView):
    """The enlarged district, floating over a corner of ``board_view``'s viewport."""

    def __init__(self, board_view) -> None:
        super().__init__(board_view.scene(), board_view.viewport())
        self.board_view = board_view
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.Box)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys (Tab, Enter, Escape) stay with the table
        self.codes: list[str] = []  # the district's places
        self._named: list[str] = []
        self._watched = None
        self._placed_for: tuple | None = None  # (view size, zoom, district, pan) it was placed for
        self._weights_for: tuple = (None, np.empty(0))
        self.hide()

    def _watch(self, scene) -> None:
        # the names the board view shows change with a game's marks: the district is found again
        if self._watched is not scene and hasattr(scene, "labelsDecided"):
            scene.labelsDecided.connect(self.follow)
            self._watched = scene

    # -- what it shows ------------------------------------------------------------------------------

    def follow(self) -> None:
        """Find the crowded district in what the board view shows now and show it enlarged, or
        hide when there is none (every name fits, or names are hidden all over)."""
        view = self.board_view
        if self.scene() is not view.scene():  # a new board in the same view
            self.setScene(view.scene())
        scene = self.scene()
        self._watch(scene)
        all_codes, points, shown = scene.label_layout() if hasattr(scene, "label_layout") else ([], None, None)
        scale = view.transform().m11()
        if not all_codes or scale <= 0:
            self.hide()
            return
        seen = view.mapToScene(view.viewport().rect()).boundingRect()
        in_sight = (points[:, 0] >= seen.left()) & (points[:, 0] <= seen.right()) & \
            (points[:, 1] >= seen.top()) & (points[:, 1] <= seen.bottom())
        district = crowded_cluster(points, in_sight & ~shown, DISTRICT_RADIUS_PX / scale,
                                   self._weights(scene, all_codes))
        if not len(district):
            self.hide()
            return
        codes = [all_codes[k] for k in district]
        key = (view.viewport().size(), round(scale, 9), tuple(codes), view.mapFromScene(QPointF(0, 0)))
        if key == self._placed_for and self.isVisible():
            self.viewport().update()  # the same district in the same place: only its names change
            return
        self._placed_for = key
        self.codes = codes
        xs, ys = points[district, 0], points[district, 1]
        pad = 0.2 * max(xs.max() - xs.min(), ys.max() - ys.min(), 4 / scale)
        rect = QRectF(xs.min() - pad, ys.min() - pad, xs.max() - xs.min() + 2 * pad, ys.max() - ys.min() + 2 * pad)
        port = view.viewport().rect()
        width = int(max(MIN_WIDTH, min(MAX_WIDTH, port.width() * WIDTH_SHARE)))
        height = int(width * 0.8)
        if width > port.width() * 0.6 or height > port.height() * 0.6:
            self.hide()  # a view too small to give a corner away
            return
        inner = 2 * self.frameWidth()
        enlarged = min((width - inner) / rect.width(), (height - inner) / rect.height())
        if enlarged < MIN_ENLARGEMENT * scale:
            self.hide()
            return
        # the corner over the fewest places and island insets (open sea if there is some), then the
        # one farthest from the district, so that it does not cover what it enlarges
        centre = view.mapFromScene(rect.center())
        on_screen = [view.mapFromScene(QPointF(x, y)) for x, y in points[in_sight].tolist()]
        margin = 8
        right, bottom = port.width() - width - margin, port.height() - height - margin
        corners = [(right, margin), (margin, margin), (right, bottom), (margin, bottom)]

        # a table's insets of far islands are part of the board too
        insets = [view.mapFromScene(box).boundingRect() for box in getattr(scene, "extra_home_rects", [])]

        def covered(corner) -> int:
            box = QRect(corner[0], corner[1], width, height)
            near = box.adjusted(-12, -12, 12, 12)
            return sum(1 for p in on_screen if near.contains(p)) + sum(4 for inset in insets if inset.intersects(box))

        def distance(corner) -> float:
            return (corner[0] + width / 2 - centre.x()) ** 2 + (corner[1] + height / 2 - centre.y()) ** 2

        x, y = min(corners, key=lambda c: (covered(c), -distance(c)))
        self.setGeometry(x, y, width, height)
        self.show()
        self.raise_()
        # (the scale set by hand: a hidden view's viewport keeps its old size until it is shown)
        self.setTransform(QTransform.fromScale(enlarged, enlarged))
        self.centerOn(rect.center())
        self.viewport().update()

    def _weights(self, scene, codes: list[str]) -> np.ndarray:
        """A prefecture's capital, a designated city and 千代田区 weigh more: the district a printed
        map enlarges is the city centre (worked out once per board)."""
        known = self._weights_for
        if known[0] is scene and len(known[1]) == len(codes):
            return known[1]
        dataset = getattr(getattr(scene, "document", None), "dataset", None)
        towns = {m.code: m for m in getattr(dataset, "municipalities", [])}
        weights = np.array([CENTRE_WEIGHT if code in towns and is_star_city(towns[code]) else 1.0 for code in codes],
                           dtype=float)
        self._weights_for = (scene, weights)
        return weights

    def names_shown(self) -> list[str]:
        """The places this close-up named when it was last drawn."""
        return list(self._named)

    # -- drawing ----------------------------------------------------------------------------------

    def drawForeground(self, painter: QPainter, rect: QRectF) -> None:
        super().drawForeground(painter, rect)
        scene = self.scene()
        places = {place.code: place for place in scene.place_labels(self.codes)} \
            if self.codes and hasattr(scene, "place_labels") else {}
        font = theme.ui_font(8)
        metrics = QFontMetricsF(font)
        # the district's places the board view leaves unnamed now (a game's marks change that)
        wanted = [places[code] for code in self.codes if code in places and not places[code].shown]
        painter.save()
        painter.resetTransform()
        named = []
        if wanted:
            points = [self.mapFromScene(QPointF(*place.point)) for place in wanted]
            centres = np.array([(p.x(), p.y()) for p in points], dtype=float)
            sizes = np.array([(metrics.horizontalAdvance(place.text), metrics.height()) for place in wanted],
                             dtype=float)
            # the larger places first where two names would meet
            fits = visible_labels(centres, sizes, np.array([place.size_km for place in wanted], dtype=float))
            halo = QPen(HALO_COLOUR, HALO_PX)
            halo.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            for place, point, fit, (w, h) in zip(wanted, points, fits.tolist(), sizes.tolist()):
                if not fit:
                    continue
                path = QPainterPath()
                path.addText(point.x() - w / 2, point.y() - h / 2 + metrics.ascent(), font, place.text)
                painter.strokePath(path, halo)
                painter.fillPath(path, QColor(30, 30, 30))
                named.append(place.code)
        title = self.tr("Close-up")
        title_font = theme.ui_font(8)
        title_font.setBold(True)
        painter.setFont(title_font)
        title_metrics = QFontMetricsF(title_font)
        box = QRectF(0, 0, title_metrics.horizontalAdvance(title) + 10, title_metrics.height() + 4)
        painter.fillRect(box, QColor(255, 255, 255, 220))
        painter.setPen(QColor(40, 40, 40))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, title)
        painter.restore()
        self._named = named

    # A press no scene item takes would go on to the board view under the close-up, which would
    # take it for a press at another place of the board: the close-up keeps its clicks.
    def mousePressEvent(self, event) -> None:
        super().mousePressEvent(event)
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        super().mouseReleaseEvent(event)
        event.accept()

    def mouseDoubleClickEvent(self, event) -> None:
        super().mouseDoubleClickEvent(event)
        event.accept()

    def wheelEvent(self, event) -> None:
        event.ignore()  # the wheel zooms the board, not the close-up
