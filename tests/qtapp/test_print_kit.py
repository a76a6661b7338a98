"""The print-and-play kit: a PDF whose 68 card names can be read back from its text."""

from __future__ import annotations

import unicodedata

from pypdf import PdfReader

from core import bundled
from core.cli import main as kuni
from core.io import load_dataset


def test_print_kit_holds_68_readable_card_names(qtbot, tmp_path):
    """`kuni print-kit` writes cards, board and sheet; every province name is in the cards' text."""
    out = tmp_path / "kit.pdf"
    assert kuni(["print-kit", "--out", str(out)]) == 0
    reader = PdfReader(str(out))
    assert len(reader.pages) == 7
    # The font shares some kanji glyphs with radicals, and the PDF's ToUnicode map may name the
    # radical: NFKC folds the Kangxi radicals back (⼭ → 山); ⻑ (CJK radical supplement) has no
    # decomposition and is mapped by hand.
    card_text = unicodedata.normalize("NFKC", "".join(page.extract_text() for page in reader.pages[:5]))
    card_text = card_text.translate({0x2ED1: "長"})
    names = [p.kanji for p in load_dataset(bundled.default_karuta_dataset()).provinces]
    missing = [name for name in names if name not in card_text]
    assert missing == []
    assert "国土数値情報" in unicodedata.normalize("NFKC", reader.pages[5].extract_text())


def test_print_kit_to_a_missing_folder_exits_2(qtbot, tmp_path, capsys):
    """A destination in a folder that does not exist is refused, and nothing is left behind."""
    assert kuni(["print-kit", "--out", str(tmp_path / "nope" / "kit.pdf")]) == 2
    assert "nope does not exist" in capsys.readouterr().err


def test_a_kit_that_cannot_be_written_leaves_the_old_one_whole(qtbot, tmp_path, capsys, monkeypatch):
    """The kit is drawn in memory and written whole: on a full disk it exits 2 saying so, the kit
    already there is kept byte for byte and no temporary file is left beside it."""
    import errno

    from core.io import atomic_write

    out = tmp_path / "kit.pdf"
    out.write_bytes(b"%PDF-1.4 the designer's last kit")

    def full(_fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic_write.os, "fsync", full)
    assert kuni(["print-kit", "--out", str(out)]) == 2
    assert "cannot be written (the disk is full)" in capsys.readouterr().err
    assert out.read_bytes() == b"%PDF-1.4 the designer's last kit"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kit.pdf"]


def test_the_kit_says_how_large_its_type_prints(qtbot, tmp_path, capsys):
    """文字サイズ: the printed type in points (what the painter draws with), a long name smaller."""
    from qtapp.cards.card_renderer import text_sizes
    from qtapp.print_kit import CARD_MM, printed_type_sizes

    assert kuni(["print-kit", "--out", str(tmp_path / "kit.pdf")]) == 0
    sizes = printed_type_sizes(load_dataset(bundled.default_karuta_dataset()))
    assert f"kanji {sizes['kanji']:g} pt" in capsys.readouterr().out
    # 60 mm cards: the reading 7.5 % of the height (4.5 mm = 12.8 pt), names at most 20 % (12 mm = 34 pt)
    assert sizes == {"kanji": 34.0, "kana": 12.8, "badge": 10.5}
    assert text_sizes(*CARD_MM, "五文字の国").kanji < text_sizes(*CARD_MM, "武蔵").kanji


def test_the_board_sheet_marks_each_cards_place_at_the_adopted_size(qtbot):
    """札の置き場所: the blank board has a frame where each card goes, at the adopted card size (the
    same layout the digital game uses), none over another province's home."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from core.edits.card_size_edits import AdoptCardSize
    from core.geometry.card_study import adopted_layout
    from qtapp.main_window import load_board_for
    from qtapp.print_kit import _mm, paint_board_sheet

    dataset = load_dataset(bundled.default_karuta_dataset())
    board = load_board_for(dataset)
    layout = adopted_layout(board, dataset.card_sizes)
    assert (layout.width, layout.height) == (24, 26) and layout.report()["hidden_homes"] == 0

    def sheet(data):
        image = QImage(int(_mm(273)), int(_mm(186)), QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        places = paint_board_sheet(painter, QRectF(0, 0, image.width(), image.height()), data, board)
        painter.end()
        return image, places

    image, places = sheet(dataset)
    assert len(places) == 68
    ratios = {round(place.width() / place.height(), 3) for place in places.values()}
    assert ratios == {round(24 / 26, 3)}
    # every place is drawn as a frame (a recording painter sees one rectangle per province)
    from unittest.mock import MagicMock

    recorder = MagicMock()
    paint_board_sheet(recorder, QRectF(0, 0, image.width(), image.height()), dataset, board)
    drawn = [call.args[0] for call in recorder.drawRect.call_args_list]
    assert sorted((r.x(), r.y()) for r in drawn) == sorted((r.x(), r.y()) for r in places.values())
    place = places["mutsu"]
    AdoptCardSize("34x46").apply(dataset)
    _image, larger = sheet(dataset)
    assert larger["mutsu"].width() > place.width() * 1.3
