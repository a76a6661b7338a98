"""Fonts fitted to a card's face: the study pictures (``kuni overlap --png-dir``) and the board."""

from __future__ import annotations

from PySide6.QtGui import QFontMetricsF

from qtapp import theme


def _font(size: float):
    font = theme.ui_font(1)
    font.setPixelSize(int(size))
    return font


def test_a_card_name_is_shrunk_to_fit_its_card_and_never_grown(qapp):
    # 34 × 46: the text area right of the colour band is 29.9 px; at 42 % of the height two kanji ran over it
    narrow = theme.fitted_font(_font(46 * 0.42), "駿河", 34 * 0.88 - 1)
    assert QFontMetricsF(narrow).horizontalAdvance("駿河") <= 34 * 0.88 - 1
    assert narrow.pixelSize() < int(46 * 0.42)
    # 24 × 26 fits already: the size stays as it was
    assert theme.fitted_font(_font(26 * 0.42), "駿河", 24 * 0.88 - 1).pixelSize() == int(26 * 0.42)
