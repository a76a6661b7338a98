"""Draw the app's icon, ``resources/icons/kuni-studio.png`` (256 × 256), with Qt and the bundled font.

A 札 of the game: a cream card with the colour band of the cards and 国 (kuni) in the brown of the
highways. The window's icon and the standalone programs' icons are made from it (PyInstaller turns
the PNG into .ico and .icns). Run ``QT_QPA_PLATFORM=offscreen python tools/make_app_icon.py`` after
changing the drawing; the PNG is committed.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZE = 256


def main() -> int:
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter, QPen

    from core import bundled
    from qtapp import theme

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 (fonts need one)
    image = QImage(SIZE, SIZE, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    card = QRectF(34, 14, 188, 228)
    painter.setPen(QPen(theme.HIGHWAY_COLOURS["main"], 8))
    painter.setBrush(QColor("#f7f1e3"))
    painter.drawRoundedRect(card, 22, 22)
    band = QRectF(card.left() + 4, card.top() + 4, card.width() - 8, 46)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.SELECTION_COLOUR)
    painter.drawRoundedRect(band, 18, 18)
    painter.drawRect(QRectF(band.left(), band.top() + 22, band.width(), band.height() - 22))
    font = QFont(theme.cjk_font_family())
    font.setPixelSize(124)
    painter.setFont(font)
    painter.setPen(theme.HIGHWAY_COLOURS["main"])
    painter.drawText(QRectF(card.left(), band.bottom(), card.width(), card.bottom() - band.bottom() - 4),
                     Qt.AlignmentFlag.AlignCenter, "国")
    painter.end()
    out = bundled.app_icon()
    out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(out)):
        print(f"make_app_icon: cannot write {out}", file=sys.stderr)
        return 2
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
