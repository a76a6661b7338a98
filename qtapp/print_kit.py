"""The print-and-play kit: all 68 cards with cut marks, the blank board and a progress sheet (Qt).

One PDF through QPdfWriter, which embeds the (subset) CJK font, so it prints the same anywhere.
Used by ``kuni print-kit`` and the app's Game menu.
"""

from __future__ import annotations

import itertools
from pathlib import Path

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QPageLayout,
    QPageSize,
    QPainter,
    QPainterPath,
    QPdfWriter,
    QPen,
    QPolygonF,
)

from core.geometry.card_study import PROVINCE_BOARD_PX_PER_KM, adopted_layout
from core.province_network import ProvinceNetwork
from core.text import translate
from qtapp.cards.card_renderer import (
    PT_PER_MM,
    _font,
    card_faces,
    paint_card,
    text_sizes,
)

DPI = 300
CARD_MM = (42.0, 60.0)  # vertical card, a little smaller than a playing card
GUTTER_MM = 4.0
MARGIN_MM = 12.0


def printed_type_sizes(dataset) -> dict[str, float]:
    """The printed cards' type, in points (the em of each font): the smallest kanji name (a long
    name shrinks to fit), the kana reading and the circuit badge — the 文字サイズ check the designers
    planned (実際に印刷したとき…読めるか)."""
    w, h = CARD_MM
    sizes = [text_sizes(w, h, province.kanji) for province in dataset.provinces] or [text_sizes(w, h, "")]
    return {"kanji": round(min(s.kanji for s in sizes) * PT_PER_MM, 1),
            "kana": round(sizes[0].kana * PT_PER_MM, 1),
            "badge": round(sizes[0].badge * PT_PER_MM, 1)}


def _mm(value: float) -> float:
    return value * DPI / 25.4


def _cut_marks(painter: QPainter, rect: QRectF) -> None:
    """Short marks just outside each corner, so the cards can be cut without lines on them."""
    gap, length = _mm(0.8), _mm(3)
    painter.setPen(QPen(QColor("#000000"), _mm(0.15)))
    for x in (rect.left(), rect.right()):
        for y in (rect.top(), rect.bottom()):
            dy = -1 if y == rect.top() else 1
            dx = -1 if x == rect.left() else 1
            painter.drawLine(QPointF(x, y + dy * gap), QPointF(x, y + dy * (gap + length)))
            painter.drawLine(QPointF(x + dx * gap, y), QPointF(x + dx * (gap + length), y))


def _card_pages(writer: QPdfWriter, painter: QPainter, dataset, board) -> int:
    faces = list(card_faces(dataset, board).values())
    page = writer.pageLayout().paintRectPixels(DPI)
    cw, ch = _mm(CARD_MM[0]), _mm(CARD_MM[1])
    cols = int((page.width() + _mm(GUTTER_MM)) // (cw + _mm(GUTTER_MM)))
    rows = int((page.height() - _mm(10) + _mm(GUTTER_MM)) // (ch + _mm(GUTTER_MM)))
    per_page = cols * rows
    left = (page.width() - (cols * cw + (cols - 1) * _mm(GUTTER_MM))) / 2
    pages = 0
    for start in range(0, len(faces), per_page):
        if pages:
            writer.newPage()
        pages += 1
        painter.setFont(_font(_mm(3)))
        painter.setPen(QColor("#555555"))
        painter.drawText(QRectF(0, 0, page.width(), _mm(6)), Qt.AlignmentFlag.AlignLeft,
                         QCoreApplication.translate("print_kit", "旧国かるた — cards {first}–{last} of {count}").format(
                             first=start + 1, last=min(start + per_page, len(faces)), count=len(faces)))
        for k, face in enumerate(faces[start:start + per_page]):
            r, c = divmod(k, cols)
            rect = QRectF(left + c * (cw + _mm(GUTTER_MM)), _mm(8) + r * (ch + _mm(GUTTER_MM)), cw, ch)
            paint_card(painter, rect, face, start=face.province_id == dataset.start_province)
            _cut_marks(painter, rect)
    return pages


def _board_page(writer: QPdfWriter, painter: QPainter, dataset, board) -> None:
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Landscape,
                                     QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter))
    writer.newPage()
    page = writer.pageLayout().paintRectPixels(DPI)
    paint_board_sheet(painter, QRectF(0, 0, page.width(), page.height()), dataset, board)


def paint_board_sheet(painter: QPainter, page: QRectF, dataset, board) -> dict[str, QRectF]:
    """The blank board (at :data:`DPI`): provinces without names, highways, ferries, junctions, the
    start province, and each card's place (札の置き場所) at the dataset's adopted size with its
    leader line, as the designers' board shows them. Returns each province's place on the page."""
    x0, y0, x1, y1 = board.bounds()
    area = QRectF(0, _mm(8), page.width(), page.height() - _mm(16))
    scale = min(area.width() / (x1 - x0), area.height() / (y1 - y0))
    ox = area.left() + (area.width() - (x1 - x0) * scale) / 2 - x0 * scale
    oy = area.top() + (area.height() - (y1 - y0) * scale) / 2 - y0 * scale

    def point(x, y):
        return QPointF(ox + x * scale, oy + y * scale)

    colours = {p.id: dataset.circuit(p.circuit).colour for p in dataset.provinces if dataset.circuit(p.circuit)}
    for region in board.regions:
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.OddEvenFill)
        for polygon in region.polygons:
            for ring in polygon:
                path.addPolygon(QPolygonF([point(x, y) for x, y in ring]))
        fill = QColor(colours.get(region.id, "#dddddd")).lighter(150)
        is_start = region.id == dataset.start_province
        painter.setPen(QPen(QColor("#d62728") if is_start else QColor("#666666"), _mm(0.6 if is_start else 0.15)))
        painter.setBrush(fill)
        painter.drawPath(path)
    label = {r.id: r.label_point for r in board.regions}
    for highway in dataset.highways:
        pen = QPen(QColor("#7a4a1e"), _mm({"main": 0.6, "primary": 0.4}.get(highway.tier, 0.3)))
        if highway.tier == "secondary":
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        points = [point(*label[s]) for s in highway.provinces if s in label]
        for a, b in itertools.pairwise(points):
            painter.drawLine(a, b)
    pen = QPen(QColor("#2a5d8f"), _mm(0.3))
    pen.setStyle(Qt.PenStyle.DotLine)
    painter.setPen(pen)
    for route in dataset.ferry_routes:
        if route.a in label and route.b in label:
            painter.drawLine(point(*label[route.a]), point(*label[route.b]))
    # 札の置き場所: where each card goes (no place covers another's home, so every junction and
    # home stays in sight), a leader line from a moved place back to its province
    layout = adopted_layout(board, dataset.card_sizes)
    km = 1 / PROVINCE_BOARD_PX_PER_KM
    half_w, half_h = layout.width * km * scale / 2, layout.height * km * scale / 2
    places: dict[str, QRectF] = {}
    painter.setPen(QPen(QColor("#555555"), _mm(0.25)))
    for start, end in layout.leader_lines().values():
        painter.drawLine(point(start[0] * km, start[1] * km), point(end[0] * km, end[1] * km))
    for region, (cx, cy) in zip(board.regions, layout.centres):
        centre = point(cx * km, cy * km)
        place = QRectF(centre.x() - half_w, centre.y() - half_h, 2 * half_w, 2 * half_h)
        places[region.id] = place
        is_start = region.id == dataset.start_province
        painter.setPen(QPen(QColor("#d62728") if is_start else QColor(colours.get(region.id, "#888888")).darker(130),
                            _mm(0.5 if is_start else 0.3)))
        painter.setBrush(Qt.BrushStyle.NoBrush)  # a frame: the map and the highways stay readable
        painter.drawRect(place)
    network = ProvinceNetwork.from_dataset(dataset)
    painter.setPen(QPen(QColor("#222222"), _mm(0.25)))
    painter.setBrush(QColor("white"))
    for junction in network.junctions():
        painter.drawEllipse(point(*label[junction]), _mm(1.0), _mm(1.0))
    painter.setPen(QColor("#333333"))
    painter.setFont(_font(_mm(3.5)))
    painter.drawText(QRectF(0, 0, page.width(), _mm(7)), Qt.AlignmentFlag.AlignLeft,
                     "旧国かるた 白地図 — 街道 (茶), 航路 (青の点線), 交差点 (○), スタート国 (赤枠), "
                     f"札の置き場所 (□ と引き出し線, {layout.width:g}×{layout.height:g})")
    painter.setFont(_font(_mm(2.2)))
    painter.drawText(QRectF(0, page.height() - _mm(6), page.width(), _mm(6)), Qt.AlignmentFlag.AlignLeft,
                     "地図: 「国土数値情報（行政区域データ）」（国土交通省）を加工して作成")
    return places


def _progress_sheet(writer: QPdfWriter, painter: QPainter, players: int = 4, rows: int = 30) -> None:
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                     QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter))
    writer.newPage()
    page = writer.pageLayout().paintRectPixels(DPI)
    painter.setPen(QColor("#111111"))
    painter.setFont(_font(_mm(5), bold=False))
    painter.drawText(QRectF(0, 0, page.width(), _mm(9)), Qt.AlignmentFlag.AlignLeft, "旧国かるた 進行シート")
    painter.setFont(_font(_mm(3)))
    painter.drawText(QRectF(0, _mm(9), page.width(), _mm(12)), Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap,
                     "各手番に出した札の数を書く (街道の連続出しは枚数, 隣接・航路は1)。出せないときは「P」(パス)。"
                     "全員が続けてパスしたら、手札の少ない人の勝ち。")
    top = _mm(24)
    row_h = (page.height() - top - _mm(20)) / (rows + 1)
    col_w = page.width() / (players + 1)
    painter.setPen(QPen(QColor("#333333"), _mm(0.2)))
    headers = ["手番"] + [f"プレイヤー{k + 1}" for k in range(players)]
    for c, text in enumerate(headers):
        cell = QRectF(c * col_w, top, col_w, row_h)
        painter.drawRect(cell)
        painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, text)
    for r in range(rows):
        for c in range(players + 1):
            cell = QRectF(c * col_w, top + (r + 1) * row_h, col_w, row_h)
            painter.drawRect(cell)
            if c == 0:
                painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, str(r + 1))
    summary_top = top + (rows + 1) * row_h + _mm(3)
    for c, text in enumerate(["合計 / パス回数"] + [""] * players):
        cell = QRectF(c * col_w, summary_top, col_w, _mm(12))
        painter.drawRect(cell)
        painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, text)


def write_print_kit(dataset, board, out: str | Path, force: bool = False) -> int:
    """Write the kit (drawn in memory, then written whole: a full disk or a killed run never
    leaves half a PDF, and a read-only file is replaced only with ``force``); returns the number
    of pages.

    Raises:
        OutputRefused: the PDF could not be written (why, in words).
    """
    from core.io.output_files import write_output
    from qtapp.rendering import _ensure_gui_app

    _ensure_gui_app()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    pages = _paint_kit(buffer, dataset, board, Path(out))
    buffer.close()
    write_output(out, bytes(buffer.data()), force)
    return pages


def _paint_kit(device, dataset, board, out: Path) -> int:
    writer = QPdfWriter(device)
    writer.setResolution(DPI)
    writer.setTitle(QCoreApplication.translate("print_kit", "旧国かるた print-and-play kit"))
    writer.setCreator("Kuni Studio")
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                     QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter))
    painter = QPainter()
    if not painter.begin(writer):
        from core.io.output_files import OutputRefused

        raise OutputRefused(translate("OutputRefused", "{out}: the kit could not be drawn").format(out=str(out)))
    try:
        pages = _card_pages(writer, painter, dataset, board)
        _board_page(writer, painter, dataset, board)
        _progress_sheet(writer, painter)
    finally:
        painter.end()
    return pages + 2
