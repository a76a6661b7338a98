"""Colours, pens and fonts of the app; loads the bundled CJK font (Qt).

A fresh machine may have no Japanese font at all, so the app registers Noto Sans CJK JP from the
``noto-cjk-sans-jp-regular`` package (SIL Open Font License 1.1, see resources/fonts/) with
QFontDatabase before any text is drawn.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontMetricsF

HIGHWAY_COLOURS = {"main": QColor("#5a2d0c"), "primary": QColor("#8a5a2b"), "secondary": QColor("#a88a68")}
HIGHWAY_WIDTHS = {"main": 2.4, "primary": 1.7, "secondary": 1.2}
FERRY_COLOUR = QColor("#2a5d8f")
BORDER_COLOUR = QColor("#ffffff")
SEA_COLOUR = QColor("#eef3f7")
SELECTION_COLOUR = QColor("#d62728")
JUNCTION_COLOUR = QColor("#222222")
#: The players' colours in the games (seat order; 市区町村バトル has up to 16 seats).
SEAT_COLOURS = ("#d62728", "#1f5fb4", "#e07b00", "#7b3fa0", "#2ca02c", "#8c564b", "#e377c2", "#17becf",
                "#bcbd22", "#393b79", "#637939", "#843c39", "#7b4173", "#3182bd", "#e6550d", "#31a354")


@lru_cache(maxsize=1)
def cjk_font_family() -> str:
    """Register the bundled Noto Sans CJK JP and return its family name.

    Falls back to the application's default family if the font package is missing or unreadable,
    so that the app still starts (kanji may then show as boxes).
    """
    try:
        from noto_cjk_sans_jp_regular import FONT_PATH
    except ImportError:
        return QFont().family()
    font_id = QFontDatabase.addApplicationFont(str(FONT_PATH))
    families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
    return families[0] if families else QFont().family()


def ui_font(point_size: float = 10.0) -> QFont:
    """The UI font: the CJK family at the given size."""
    font = QFont(cjk_font_family())
    font.setPointSizeF(point_size)
    return font


def fitted_font(font: QFont, text: str, width: float) -> QFont:
    """``font`` (sized in pixels), set smaller where ``text`` would be wider than ``width``: two
    kanji on a tall 34 × 46 card ran over its colour band and out of the card."""
    advance = QFontMetricsF(font).horizontalAdvance(text)
    if advance > width > 0:
        font = QFont(font)
        font.setPixelSize(max(int(font.pixelSize() * width / advance), 1))
    return font
