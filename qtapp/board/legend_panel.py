"""LegendPanel: what each of the board's layers draws, with the board's own pens (Qt).

One row per mark — the highway tiers, ferries and sea links, junctions, the adjacency overrides,
cards and their leader lines, the start province, a town's ★ — for the layers the open board has.
The swatches are painted with the pens the board's items use (:mod:`qtapp.theme` and the items'
tables), so the legend cannot drift from the map.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QFormLayout, QLabel, QWidget

from qtapp import theme
from qtapp.board.items.adjacency_item import STYLES as ADJACENCY_STYLES
from qtapp.board.items.card_item import HOME_DOT_PX, LEADER_COLOUR, LEADER_PX

SWATCH = (44, 18)


def _swatch(draw) -> QPixmap:
    pixmap = QPixmap(*SWATCH)
    pixmap.fill(theme.SEA_COLOUR)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw(painter, QRectF(0, 0, *SWATCH))
    painter.end()
    return pixmap


def _line(colour: QColor, width: float, style=Qt.PenStyle.SolidLine):
    def draw(painter: QPainter, rect: QRectF) -> None:
        pen = QPen(colour, width)
        pen.setStyle(style)
        painter.setPen(pen)
        painter.drawLine(QPointF(4, rect.center().y()), QPointF(rect.right() - 4, rect.center().y()))
    return draw


def _junction(painter: QPainter, rect: QRectF) -> None:
    _line(theme.HIGHWAY_COLOURS["main"], theme.HIGHWAY_WIDTHS["main"])(painter, rect)
    painter.setPen(QPen(theme.JUNCTION_COLOUR, 1.5))
    painter.setBrush(Qt.GlobalColor.white)
    painter.drawEllipse(rect.center(), 5, 5)


def _card(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(QPen(QColor("white"), 4.0))
    painter.drawLine(QPointF(6, rect.center().y()), QPointF(22, rect.center().y()))
    painter.setPen(QPen(QColor(LEADER_COLOUR), LEADER_PX))
    painter.drawLine(QPointF(6, rect.center().y()), QPointF(22, rect.center().y()))
    painter.setBrush(QColor(LEADER_COLOUR))
    painter.setPen(QPen(QColor("white"), 1.0))
    painter.drawEllipse(QPointF(6, rect.center().y()), HOME_DOT_PX, HOME_DOT_PX)
    painter.setPen(QPen(QColor("#333333"), 0.8))
    painter.setBrush(QColor("#fffdf6"))
    painter.drawRect(QRectF(22, 1, 20, rect.height() - 2))
    painter.fillRect(QRectF(22.5, 1.5, 3, rect.height() - 3), QColor("#5b9bd5"))


def _start(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(QPen(theme.SELECTION_COLOUR, 2.0))
    painter.setBrush(QColor("#6fae4f"))
    painter.drawRect(rect.adjusted(8, 3, -8, -3))


def _stars(painter: QPainter, rect: QRectF) -> None:
    font = QFont(theme.cjk_font_family())
    font.setPixelSize(12)
    painter.setFont(font)
    painter.setPen(QColor("#7a4a00"))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "★4")


class LegendPanel(QWidget):
    """The legend of a province board or of a municipality board (``municipal``)."""

    def __init__(self, municipal: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.form = QFormLayout(self)
        self.form.setContentsMargins(6, 6, 6, 6)
        self.rows: list[str] = []
        self.show_board(municipal)

    def show_board(self, municipal: bool) -> None:
        """The rows of a municipality board's layers, or of a province board's."""
        while self.form.rowCount():
            self.form.removeRow(0)
        self.rows = []
        if municipal:
            rows = [
                (_line(theme.FERRY_COLOUR, 1.6, Qt.PenStyle.DotLine),
                 self.tr("Sea link: a ferry, bridge or tunnel between towns")),
                (_stars, self.tr("A town's strength (★ of its specialties; ★1 is not shown)")),
                (_line(ADJACENCY_STYLES["derived"][0], 1.2), self.tr("Towns that share a border")),
            ]
        else:
            rows = [
                (_line(theme.HIGHWAY_COLOURS["main"], theme.HIGHWAY_WIDTHS["main"]), self.tr("五街道 (main highways)")),
                (_line(theme.HIGHWAY_COLOURS["primary"], theme.HIGHWAY_WIDTHS["primary"]),
                 self.tr("脇街道, primary")),
                (_line(theme.HIGHWAY_COLOURS["secondary"], theme.HIGHWAY_WIDTHS["secondary"], Qt.PenStyle.DashLine),
                 self.tr("脇街道, secondary")),
                (_junction, self.tr("Junction: highways meet, a line may change to another")),
                (_line(theme.FERRY_COLOUR, 1.6, Qt.PenStyle.DotLine), self.tr("Ferry route")),
                (_line(*ADJACENCY_STYLES["derived"]), self.tr("Neighbours by the geometry")),
                (_line(*ADJACENCY_STYLES["added"]), self.tr("Neighbours added by the designers")),
                (_line(*ADJACENCY_STYLES["removed"]), self.tr("Neighbours removed by the designers")),
                (_card, self.tr("A card moved off its home, with its leader line")),
                (_start, self.tr("The start province")),
            ]
        for draw, words in rows:
            swatch = QLabel()
            swatch.setPixmap(_swatch(draw))
            text = QLabel(words)
            text.setWordWrap(True)
            self.form.addRow(swatch, text)
            self.rows.append(words)
