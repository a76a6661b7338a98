"""Offscreen rendering to PNG with QPainter: the card-layout pictures (Qt).

Called lazily by the CLI commands that draw with Qt (``kuni overlap --png-dir``); nothing here
needs a window. Simulation reports are drawn without Qt (:mod:`core.simulation.report_picture`).
"""

from __future__ import annotations

from PySide6.QtCore import QBuffer, QIODevice, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPen

from core.io.output_files import OutputRefused
from core.text import translate
from qtapp import theme


def _ensure_gui_app() -> None:
    # A QApplication (not only a QGuiApplication), so that widgets can still be made later in the
    # same process (the test suite, or the app calling these renderers).
    if QGuiApplication.instance() is None:
        import os

        from PySide6.QtWidgets import QApplication

        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        QApplication([])


def png_bytes(picture) -> bytes:
    """A QImage or QPixmap as PNG bytes (written with :func:`core.io.output_files.write_output`,
    atomically, rather than by Qt straight over the file)."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not picture.save(buffer, "PNG"):
        raise OutputRefused(translate("OutputRefused", "the picture could not be encoded as PNG").format())
    return bytes(buffer.data())


def card_layout_png(board, layout, names: list[str], colours: list[str], scale: float,
                    crop: tuple[float, float, float, float] | None = None, zoom: float = 2.0) -> bytes:
    """The board (px = km × scale), the cards at their resolved places and the leader lines, as a
    PNG picture.

    Args:
        board: the :class:`core.geometry.board.Board`.
        layout: a :class:`core.geometry.card_layout.CardLayout` in the same px.
        names, colours: per card, in the layout's order.
        scale: px per km.
        crop: optional ``(x0, y0, x1, y1)`` in px to draw only part of the board.
        zoom: output pixels per board px.

    Raises:
        OutputRefused: the picture could not be encoded.
    """
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QBrush, QPainterPath, QPolygonF

    _ensure_gui_app()
    x0, y0, x1, y1 = crop or layout.bounds
    width, height = int((x1 - x0) * zoom), int((y1 - y0) * zoom)
    image = QImage(max(width, 1), max(height, 1), QImage.Format.Format_ARGB32)
    image.fill(theme.SEA_COLOUR)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(zoom, zoom)
    painter.translate(-x0, -y0)
    for region, colour in zip(board.regions, colours):
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.OddEvenFill)
        for polygon in region.polygons:
            for ring in polygon:
                path.addPolygon(QPolygonF([QPointF(x * scale, y * scale) for x, y in ring]))
        painter.setPen(QPen(QColor("white"), 0.4))
        painter.setBrush(QBrush(QColor(colour).lighter(130)))
        painter.drawPath(path)
    pen = QPen(QColor("#333333"), 0.7)
    painter.setPen(pen)
    for i, (start, end) in layout.leader_lines().items():
        painter.drawLine(QPointF(*start), QPointF(*end))
    font = theme.ui_font(1)
    font.setPixelSize(max(int(layout.height * 0.42), 4))
    w, h = layout.width, layout.height
    for i, (cx, cy) in enumerate(layout.centres):
        rect = QRectF(cx - w / 2, cy - h / 2, w, h)
        painter.setPen(QPen(QColor("#222222"), 0.5))
        painter.setBrush(QColor("#fffdf6"))
        painter.drawRect(rect)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(colours[i]))
        painter.drawRect(QRectF(rect.left(), rect.top(), w * 0.12, h))
        painter.setPen(QPen(QColor("#111111")))
        text = rect.adjusted(w * 0.12, 0, 0, 0)
        painter.setFont(theme.fitted_font(font, names[i], text.width() - 1))
        painter.drawText(text, Qt.AlignmentFlag.AlignCenter, names[i])
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#d62728"))
    for hx, hy in layout.homes:
        painter.drawEllipse(QPointF(hx, hy), 1.0, 1.0)
    painter.end()
    return png_bytes(image)
