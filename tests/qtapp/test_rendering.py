"""The study pictures drawn by Qt (``kuni overlap --png-dir``)."""

from __future__ import annotations

from PySide6.QtGui import QFontMetricsF

from qtapp.rendering import _fitting_font


def test_a_card_name_is_shrunk_to_fit_its_card_and_never_grown(qapp):
    # 34 × 46: the text area right of the colour band is 29.9 px; at 42 % of the height two kanji ran over it
    narrow = _fitting_font("駿河", 34 * 0.88 - 1, 46 * 0.42)
    assert QFontMetricsF(narrow).horizontalAdvance("駿河") <= 34 * 0.88 - 1
    assert narrow.pixelSize() < int(46 * 0.42)
    # 24 × 26 fits already: the size stays as it was
    assert _fitting_font("駿河", 24 * 0.88 - 1, 26 * 0.42).pixelSize() == int(26 * 0.42)
