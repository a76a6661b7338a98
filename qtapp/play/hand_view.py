"""HandView: the player's hand laid out as cards; playable ones highlighted (Qt).

Cards are sized from the font, so they stay readable at 100 % and 150 % UI scale, and shrink (to
:data:`MIN_SCALE` at the most) so that a whole hand of 17 is seen at once in a laptop-sized window;
past that the hand scrolls. A click picks a card up, a double click plays it, and a card dragged
out of the hand carries its province id (:data:`CARD_MIME`) to where it is dropped.
"""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QDrag, QPainter
from PySide6.QtWidgets import QApplication, QWidget

from qtapp.cards.card_renderer import CardFace, paint_card

#: How far cards shrink to fit the hand in the width before it scrolls instead: 17 cards fit a
#: 1280-px window, their kanji still 17 px tall.
MIN_SCALE = 0.55
#: The smallest type on a hand card (its circuit badge and reading), px: readable across a desk.
HAND_TEXT_PX = 10.0
GAP = 6
#: What a card dragged out of the hand carries: its province id.
CARD_MIME = "application/x-kuni-card"


class HandView(QWidget):
    """Signals: cardSelected(str), cardActivated(str) — province ids."""

    cardSelected = Signal(str)
    cardActivated = Signal(str)
    #: The row's height for the cards as drawn now (they shrink with the width): the window sizes
    #: the hand's row to it, and the board gets the rest.
    rowHeightChanged = Signal(int)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.faces: list[CardFace] = []
        self.playable: set[str] = set()
        self.selected = ""
        self.start_province = ""
        self._row_height = 0
        self._pressed: tuple[str, QPoint] | None = None  # the card under the button, and where
        self.setMinimumHeight(self.row_height())

    def row_height(self) -> int:
        """Room for the cards as drawn now, and for the selected one's lift."""
        return self.card_size().height() + 16

    def full_size(self) -> QSize:
        """A card at full size, from the font."""
        line = self.fontMetrics().height()
        return QSize(int(line * 4.6), int(line * 6.6))

    def card_size(self) -> QSize:
        """A card as drawn now: full size, or smaller so that the hand fits the width."""
        full = self.full_size()
        count = max(1, len(self.faces))
        fit = (self.width() - GAP - count * GAP) / (count * full.width())  # the gaps keep their size
        scale = max(MIN_SCALE, min(1.0, fit))
        return QSize(int(full.width() * scale), int(full.height() * scale))

    def set_hand(self, faces: list[CardFace], playable: set[str]) -> None:
        self.faces = faces
        self.playable = playable
        if self.selected not in {f.province_id for f in faces}:
            self.selected = ""
        full = self.full_size()
        # the narrowest the hand gets before the scroll area scrolls it
        self.setMinimumWidth(max(1, len(faces)) * (int(full.width() * MIN_SCALE) + GAP) + GAP)
        self._announce_row()
        self.update()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._announce_row()

    def _announce_row(self) -> None:
        height = self.row_height()
        self.setMinimumHeight(height)
        if height != self._row_height:
            self._row_height = height
            self.rowHeightChanged.emit(height)

    def card_rect(self, index: int) -> QRectF:
        size = self.card_size()
        lift = -6 if self.faces[index].province_id == self.selected else 0
        top = max(10, (self.height() - size.height()) // 2)
        return QRectF(GAP + index * (size.width() + GAP), top + lift, size.width(), size.height())

    def card_at(self, x: float, y: float) -> str:
        for index in range(len(self.faces)):
            if self.card_rect(index).contains(x, y):
                return self.faces[index].province_id
        return ""

    def paintEvent(self, _event) -> None:
        painter = QPainter(self)
        for index, face in enumerate(self.faces):
            paint_card(painter, self.card_rect(index), face,
                       highlighted=face.province_id in self.playable,
                       dimmed=bool(self.playable) and face.province_id not in self.playable,
                       start=face.province_id == self.start_province, min_text_px=HAND_TEXT_PX)
        painter.end()

    def mousePressEvent(self, event) -> None:
        card = self.card_at(event.position().x(), event.position().y())
        self._pressed = (card, event.position().toPoint()) if card else None
        if card:
            self.cardSelected.emit(card)

    def mouseMoveEvent(self, event) -> None:
        """A card pulled out of the hand is dragged to the board (the window lights where it may go
        when it is picked up at the press)."""
        if self._pressed is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        card, start = self._pressed
        if (event.position().toPoint() - start).manhattanLength() < QApplication.startDragDistance():
            return
        self._pressed = None
        index = next(k for k, face in enumerate(self.faces) if face.province_id == card)
        data = QMimeData()
        data.setData(CARD_MIME, card.encode())
        drag = QDrag(self)
        drag.setMimeData(data)
        drag.setPixmap(self.grab(self.card_rect(index).toAlignedRect()))
        drag.setHotSpot(start - self.card_rect(index).topLeft().toPoint())
        drag.exec(Qt.DropAction.MoveAction)

    def mouseReleaseEvent(self, event) -> None:
        self._pressed = None

    def mouseDoubleClickEvent(self, event) -> None:
        card = self.card_at(event.position().x(), event.position().y())
        if card:
            self.cardActivated.emit(card)

    def sizeHint(self) -> QSize:
        size = self.full_size()
        return QSize(max(1, len(self.faces)) * (size.width() + GAP) + GAP, size.height() + 12)


