"""Exact card layouts kept between sessions: a round trip, a key per question, and a bad entry
ignored rather than shown."""

from __future__ import annotations

import numpy as np

from core import bundled
from core.geometry.board import Board
from core.geometry.card_layout import resolve_layout
from core.geometry.card_study import board_pixels
from core.geometry.layout_store import ExactLayoutStore


def _exact_24x26():
    pixels = board_pixels(Board.load(bundled.board_path("provinces")))
    return pixels, resolve_layout(pixels.homes, 24, 26, pixels.bounds, exact=True)


def test_an_exact_layout_comes_back_as_it_was_kept_and_only_for_its_own_question(tmp_path):
    pixels, layout = _exact_24x26()
    store = ExactLayoutStore(tmp_path / "store")
    assert store.load(pixels.homes, 24, 26, pixels.bounds) is None
    assert store.save(layout)
    again = store.load(pixels.homes, 24, 26, pixels.bounds)
    assert again is not None and np.array_equal(again.centres, layout.centres)
    assert again.report() | {"seconds": 0} == layout.report() | {"seconds": 0}
    assert again.proven_floor == layout.proven_floor and again.method == "slots+sat"
    # another size, or homes moved (a rebuilt board), is another question
    assert store.load(pixels.homes, 26, 30, pixels.bounds) is None
    moved = pixels.homes.copy()
    moved[0] += 0.5
    assert store.load(moved, 24, 26, pixels.bounds) is None


def test_an_unreadable_or_rule_breaking_entry_is_ignored(tmp_path):
    pixels, layout = _exact_24x26()
    store = ExactLayoutStore(tmp_path)
    store.save(layout)
    path = store.path(pixels.homes, 24, 26, pixels.bounds)
    path.write_text('{"centres": [1, 2', encoding="utf-8")
    assert store.load(pixels.homes, 24, 26, pixels.bounds) is None
    broken = layout.centres.copy()
    broken[1] = broken[0]  # two cards on one place
    layout.centres = broken
    store.save(layout)
    assert store.load(pixels.homes, 24, 26, pixels.bounds) is None


def test_a_folder_that_cannot_be_written_leaves_nothing_behind(tmp_path):
    _pixels, layout = _exact_24x26()
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    store = ExactLayoutStore(blocker / "store")
    assert not store.save(layout)
    assert blocker.read_text(encoding="utf-8") == "not a folder"
