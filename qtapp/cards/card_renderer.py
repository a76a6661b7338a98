"""Draw a 旧国かるた card: one function for the screen, the hand and the print-and-play PDF (Qt).

The card is vertical, as the designers describe it: a circuit colour band down the left, the
circuit badge top right, the kana reading, the kanji name largest, and the province's silhouette
(from its board polygon) in the lower half.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from qtapp import theme


@dataclass(frozen=True)
class CardFace:
    """What a card shows.

    Attributes:
        province_id: the province.
        kanji, kana: its name and reading.
        circuit: the circuit's kanji (五畿七道), shown on the badge.
        colour: the circuit colour, ``#rrggbb``.
        outline: the province's largest polygon (outer ring), any units, y down.
    """

    province_id: str
    kanji: str
    kana: str
    circuit: str
    colour: str
    outline: tuple[tuple[float, float], ...]


def card_faces(dataset, board) -> dict[str, CardFace]:
    """The face of every province card of a dataset, with silhouettes from the board."""
    faces = {}
    regions = {r.id: r for r in board.regions} if board is not None else {}
    for province in dataset.provinces:
        circuit = dataset.circuit(province.circuit)
        region = regions.get(province.id)
        outline = tuple(region.polygons[0][0]) if region is not None else ()
        faces[province.id] = CardFace(province.id, province.kanji, province.kana,
                                      circuit.kanji if circuit else "", circuit.colour if circuit else "#999999",
                                      outline)
    return faces


#: Points per millimetre (1 pt = 1/72 inch).
PT_PER_MM = 72 / 25.4


@dataclass(frozen=True)
class CardText:
    """The type sizes on a card ``w`` × ``h`` (any unit: px on screen, mm in print), the em of
    each font: what :func:`paint_card` draws with, and what a readability check reports."""

    kana: float
    kanji: float
    badge: float


def text_sizes(w: float, h: float, kanji: str) -> CardText:
    """The type sizes :func:`paint_card` uses for a card of this size and name (the kanji shrink
    to fit a long name across the card)."""
    band = w * 0.11
    inner = w - band - w * 0.06
    return CardText(kana=h * 0.075, kanji=min(h * 0.2, inner / max(len(kanji), 1) * 0.95), badge=h * 0.1 * 0.62)


def _font(pixel_size: float, bold: bool = False) -> QFont:
    font = QFont(theme.cjk_font_family())
    font.setPixelSize(max(1, int(pixel_size)))
    font.setBold(bold)
    return font


def paint_card(painter: QPainter, rect: QRectF, face: CardFace, *, highlighted: bool = False,
               dimmed: bool = False, start: bool = False, min_text_px: float = 0.0) -> None:
    """Paint ``face`` into ``rect`` (any device: widget, image or PDF).

    Args:
        highlighted: a playable card in the hand (thick gold frame).
        dimmed: a card that cannot be played now (greyed).
        start: the start province (a red frame, as the designers mark 武蔵).
        min_text_px: the smallest type the badge and the reading may take (a hand of small cards
            on screen: the badge grows to hold it); 0 keeps the card's own proportions (print).
    """
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    w, h = rect.width(), rect.height()
    radius = min(w, h) * 0.06
    colour = QColor(face.colour)
    painter.setPen(QPen(QColor("#333333"), max(w * 0.01, 0.5)))
    painter.setBrush(QBrush(QColor("#fffdf6")))
    painter.drawRoundedRect(rect, radius, radius)
    band = QRectF(rect.left(), rect.top(), w * 0.11, h)
    clip = QPainterPath()
    clip.addRoundedRect(rect, radius, radius)
    painter.setClipPath(clip)
    painter.fillRect(band, colour)
    painter.setClipping(False)

    # Badge: the circuit, top right.
    sizes = text_sizes(w, h, face.kanji)
    badge_px = max(sizes.badge, min_text_px)
    badge_font = _font(badge_px, bold=False)
    text_width = QFontMetricsF(badge_font).horizontalAdvance(face.circuit) + badge_px * 0.8
    badge_w = min(max(w * 0.33, text_width), w * 0.86)
    badge_h = max(h * 0.1, badge_px / 0.62)
    badge = QRectF(rect.right() - w * 0.03 - badge_w, rect.top() + h * 0.03, badge_w, badge_h)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2)
    painter.setPen(QColor("white"))
    painter.setFont(badge_font)
    painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, face.circuit)

    inner_left = band.right() + w * 0.03
    inner = QRectF(inner_left, rect.top(), rect.right() - inner_left - w * 0.03, h)
    painter.setPen(QColor("#333333"))
    kana_px = max(sizes.kana, min_text_px * 0.9)
    painter.setFont(_font(kana_px))
    kana_top = max(rect.top() + h * 0.14, badge.bottom() + h * 0.01)
    kana_box = QRectF(inner.left(), kana_top, inner.width(), max(h * 0.1, kana_px * 1.3))
    painter.drawText(kana_box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, face.kana)
    painter.setPen(QColor("#111111"))
    painter.setFont(_font(sizes.kanji, bold=False))
    kanji_top = max(rect.top() + h * 0.24, kana_box.bottom())  # under a reading grown to be read
    painter.drawText(QRectF(inner.left(), kanji_top, inner.width(), h * 0.24),
                     Qt.AlignmentFlag.AlignCenter, face.kanji)

    # Silhouette in the lower half, scaled to fit and centred.
    if len(face.outline) >= 3:
        xs = [p[0] for p in face.outline]
        ys = [p[1] for p in face.outline]
        box = QRectF(inner.left() + inner.width() * 0.06, rect.top() + h * 0.52, inner.width() * 0.88, h * 0.42)
        span_x, span_y = max(max(xs) - min(xs), 1e-9), max(max(ys) - min(ys), 1e-9)
        scale = min(box.width() / span_x, box.height() / span_y)
        ox = box.left() + (box.width() - span_x * scale) / 2
        oy = box.top() + (box.height() - span_y * scale) / 2
        polygon = QPolygonF([QPointF(ox + (x - min(xs)) * scale, oy + (y - min(ys)) * scale) for x, y in face.outline])
        painter.setPen(QPen(colour.darker(140), max(w * 0.008, 0.4)))
        painter.setBrush(colour.lighter(115))
        painter.drawPolygon(polygon)

    if dimmed:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 150))
        painter.drawRoundedRect(rect, radius, radius)
    if start:
        painter.setPen(QPen(QColor("#d62728"), max(w * 0.03, 1.0)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
    if highlighted:
        painter.setPen(QPen(QColor("#e0a000"), max(w * 0.045, 2.0)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
    painter.restore()
