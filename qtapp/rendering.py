"""Offscreen rendering to PNG with QPainter: charts for reports (Qt).

Called lazily by CLI commands that draw (``kuni simulate --plot``); nothing here needs a window.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPen

from qtapp import theme


def _ensure_gui_app() -> None:
    # A QApplication (not only a QGuiApplication), so that widgets can still be made later in the
    # same process (the test suite, or the app calling these renderers).
    if QGuiApplication.instance() is None:
        import os

        from PySide6.QtWidgets import QApplication

        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        QApplication([])


def render_simulation_plot(report: dict, out: str | Path, width: int = 1000, height: int = 520) -> None:
    """Draw the turn-count histogram and the win shares (by turn order and by CPU kind) to a PNG.

    Raises:
        OSError: the file could not be written.
    """
    _ensure_gui_app()
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setFont(theme.ui_font(10))
    title = (f"旧国かるた — {report['games']} deals, {report['players']} players, seed {report['seed']}, "
             f"CPUs {','.join(report['ai'])}; stall {100 * report['stall_rate']:.1f} %")
    painter.drawText(QRectF(20, 8, width - 40, 24), Qt.AlignmentFlag.AlignLeft, title)

    # Left: histogram of turns per deal.
    hist = {int(k): v for k, v in report.get("turn_histogram", {}).items()}
    left = QRectF(50, 50, width * 0.58 - 60, height - 110)
    painter.setPen(QPen(QColor("#444444")))
    painter.drawLine(left.bottomLeft(), left.bottomRight())
    painter.drawLine(left.bottomLeft(), left.topLeft())
    if hist:
        low, high = min(hist), max(hist)
        peak = max(hist.values())
        span = max(high - low + 1, 1)
        bar = left.width() / span
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#5d8fd8"))
        for turns, count in hist.items():
            h = left.height() * count / peak
            painter.drawRect(QRectF(left.left() + (turns - low) * bar, left.bottom() - h, max(bar - 1, 1), h))
        painter.setPen(QPen(QColor("#222222")))
        for value in (low, report["turns"]["median"], high):
            x = left.left() + (float(value) - low + 0.5) * bar
            painter.drawText(QRectF(x - 30, left.bottom() + 4, 60, 18), Qt.AlignmentFlag.AlignCenter, f"{value:g}")
    painter.drawText(QRectF(left.left(), left.bottom() + 24, left.width(), 20), Qt.AlignmentFlag.AlignCenter,
                     f"turns per deal (median {report['turns']['median']:g})")

    # Right: win shares, by turn order and by CPU kind (per seat), with the fair share marked.
    right = QRectF(width * 0.62, 50, width * 0.36, height - 110)
    bars = [(f"seat {k + 1}", s) for k, s in enumerate(report["seat_win_share"])]
    bars += [(f"{kind}/seat", s) for kind, s in report["ai_win_rate_per_seat"].items()]
    top = max([s for _, s in bars] + [1.0 / report["players"]]) * 1.15
    row = right.height() / max(len(bars), 1)
    for k, (label, share) in enumerate(bars):
        y = right.top() + k * row
        painter.setPen(QPen(QColor("#222222")))
        painter.drawText(QRectF(right.left(), y, 90, row), Qt.AlignmentFlag.AlignVCenter, label)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#e27d5a") if label.startswith("seat") else QColor("#6fae5b"))
        w = (right.width() - 150) * share / top
        painter.drawRect(QRectF(right.left() + 95, y + row * 0.2, w, row * 0.6))
        painter.setPen(QPen(QColor("#222222")))
        painter.drawText(QRectF(right.left() + 100 + w, y, 60, row), Qt.AlignmentFlag.AlignVCenter, f"{100 * share:.1f}%")
    fair_x = right.left() + 95 + (right.width() - 150) * (1.0 / report["players"]) / top
    pen = QPen(QColor("#999999"))
    pen.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.drawLine(int(fair_x), int(right.top()), int(fair_x), int(right.bottom()))
    painter.drawText(QRectF(right.left(), right.bottom() + 24, right.width(), 20), Qt.AlignmentFlag.AlignCenter,
                     "win share (dashed: fair share)")
    painter.end()
    if not image.save(str(out)):
        raise OSError(f"cannot write {out}")


def render_card_layout(board, layout, names: list[str], colours: list[str], scale: float, out: str | Path,
                       crop: tuple[float, float, float, float] | None = None, zoom: float = 2.0) -> None:
    """Draw the board (px = km × scale), the cards at their resolved places and the leader lines.

    Args:
        board: the :class:`core.geometry.board.Board`.
        layout: a :class:`core.geometry.card_layout.CardLayout` in the same px.
        names, colours: per card, in the layout's order.
        scale: px per km.
        crop: optional ``(x0, y0, x1, y1)`` in px to draw only part of the board.
        zoom: output pixels per board px.

    Raises:
        OSError: the file could not be written.
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
    if not image.save(str(out)):
        raise OSError(f"cannot write {out}")
