"""The 旧国かるた hand: a whole hand of 17 fits a laptop-wide row by shrinking its cards (to
MIN_SCALE at the most); narrower than that, it scrolls; a short hand keeps full-size cards."""

from __future__ import annotations

from itertools import pairwise

from core import bundled
from core.io import load_dataset
from qtapp.cards.card_renderer import card_faces
from qtapp.main_window import load_board_for
from qtapp.play.hand_view import MIN_SCALE, HandView


def _hand(qtbot, count: int, width: int) -> HandView:
    dataset = load_dataset(bundled.default_karuta_dataset())
    faces = list(card_faces(dataset, load_board_for(dataset)).values())[:count]
    hand = HandView()
    qtbot.addWidget(hand)
    hand.set_hand(faces, set())
    hand.resize(max(width, hand.minimumWidth()), hand.minimumHeight())
    hand.show()
    return hand


def test_seventeen_cards_fit_a_laptop_row_side_by_side(qtbot):
    hand = _hand(qtbot, 17, 990)  # the hand's row in a 1280-px window
    assert hand.width() == 990
    rects = [hand.card_rect(k) for k in range(17)]
    assert rects[-1].right() <= hand.width()
    assert all(a.right() <= b.left() for a, b in pairwise(rects))  # none covers another
    assert MIN_SCALE * hand.full_size().width() <= rects[0].width() < hand.full_size().width()


def test_a_row_too_narrow_scrolls_and_a_short_hand_stays_full_size(qtbot):
    narrow = _hand(qtbot, 17, 400)
    assert narrow.minimumWidth() > 400  # the scroll area scrolls it
    assert narrow.card_rect(0).width() == int(narrow.full_size().width() * MIN_SCALE)
    short = _hand(qtbot, 3, 990)
    assert short.card_rect(0).size().toSize() == short.full_size()


def test_the_row_is_as_tall_as_the_cards_drawn(qtbot):
    """The window sizes the hand's row from rowHeightChanged: shrunk cards give the board the room."""
    hand = _hand(qtbot, 17, 3000)
    assert hand.row_height() == hand.full_size().height() + 16
    with qtbot.waitSignal(hand.rowHeightChanged) as told:
        hand.resize(990, hand.height())
    assert told.args == [hand.card_size().height() + 16] and told.args[0] < hand.full_size().height()
