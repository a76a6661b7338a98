"""A small picture of a card layout: the board's provinces and every card where the layout put it
(Qt), for the card-size comparison to show beside each size's figures."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from qtapp import theme


def board_path(board) -> QPainterPath:
    """Every region's outline in board km, as one path (built once per dialog)."""
    path = QPainterPath()
    for region in board.regions:
        for rings in region.polygons:
            for ring in rings:
                path.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring]))
                path.closeSubpath()
    return path


def layout_picture(outline: QPainterPath, layout, px_per_km: float, size: tuple[int, int] = (180, 130)) -> QPixmap:
    """The board (``outline``, km) fitted into ``size`` pixels with the layout's cards drawn on it
    (its centres and card size are board px: ``px_per_km`` of them to a km)."""
    pixmap = QPixmap(*size)
    pixmap.fill(theme.SEA_COLOUR)
    bounds = outline.boundingRect()
    if bounds.isEmpty():
        return pixmap
    scale = min((size[0] - 6) / bounds.width(), (size[1] - 6) / bounds.height())
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate((size[0] - bounds.width() * scale) / 2, (size[1] - bounds.height() * scale) / 2)
    painter.scale(scale, scale)
    painter.translate(-bounds.left(), -bounds.top())
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#cfc9bb"))
    painter.drawPath(outline)
    pen = QPen(QColor("#333333"), 0.6)
    pen.setCosmetic(True)
    painter.setPen(pen)
    painter.setBrush(QColor(255, 253, 246, 220))
    w, h = layout.width / px_per_km, layout.height / px_per_km
    for cx, cy in layout.centres:
        painter.drawRect(QRectF(cx / px_per_km - w / 2, cy / px_per_km - h / 2, w, h))
    painter.end()
    return pixmap
