"""The card-size study on a board: lay out cards at several candidate sizes and report (no Qt).

The province board is measured in pixels as the designers see it: ``px = km ×``
:data:`PROVINCE_BOARD_PX_PER_KM`. That scale was chosen so that 24 × 26 cards at their provinces'
label points overlap in about the designers' 83 pairs: 0.41 gives 82, 0.406–0.409 give exactly 83,
0.40 gives 86 and 0.42 gives 79. The other sizes are then compared with theirs at the same scale.
The three smaller sizes come out below the designers' shifts at every scale from 0.406 to 0.415;
34 × 46 gives 70.4–77.1 px over those scales and four tie-breakings of the search, median 74.4,
and 73.8 px at 0.41 (docs/benchmarks.md; the studies: docs/card_layout_research.md).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from core.geometry.board import Board
from core.geometry.card_layout import CardLayout, resolve_layout
from core.text import translate

PROVINCE_BOARD_PX_PER_KM = 0.41
#: The municipality board's label study: 6 px/km puts a Tokyo ward about 30 px across, where the
#: app starts showing town labels; a label of four kanji at 10 px is 40 × 14.
MUNICIPALITY_LABEL_PX_PER_KM = 6.0
MUNICIPALITY_LABEL_SIZES = ("40x14",)

#: The designers' table (札の大きさをどう決めたか): size → (pairs before, max shift after, px).
DESIGNERS_OVERLAP = {
    "22x16": (21, 19.6),
    "24x26": (83, 34.7),
    "26x30": (119, 42.5),
    "34x46": (151, 73.1),
}

DEFAULT_SIZES = ("22x16", "24x26", "26x30", "34x46")
#: The size the designers adopted (採用), for a dataset that adopts none.
DESIGNERS_ADOPTED = "24x26"


def adopted_size(card_sizes) -> tuple[float, float]:
    """The adopted card size of a dataset's candidates (``Dataset.card_sizes``), W × H px; the
    designers' 24 × 26 when none is adopted."""
    chosen = next((size for size in card_sizes if size.chosen), None)
    return (chosen.width_px, chosen.height_px) if chosen else parse_size(DESIGNERS_ADOPTED)


@dataclass(frozen=True)
class BoardPixels:
    """A board's label points and extent in pixels."""

    ids: list[str]
    homes: np.ndarray
    bounds: tuple[float, float, float, float]
    scale: float


def board_pixels(board: Board, scale: float = PROVINCE_BOARD_PX_PER_KM) -> BoardPixels:
    """Label points and bounds of ``board`` in px at ``scale`` px per km."""
    homes = np.array([r.label_point for r in board.regions], dtype=float) * scale
    x0, y0, x1, y1 = board.bounds()
    return BoardPixels([r.id for r in board.regions], homes, (x0 * scale, y0 * scale, x1 * scale, y1 * scale), scale)


def parse_size(text: str) -> tuple[float, float]:
    """``"24x26"`` → ``(24.0, 26.0)``; raises ValueError for anything else."""
    parts = text.lower().replace("×", "x").split("x")
    if len(parts) != 2:
        raise ValueError(translate("CardSize", "card size '{text}' is not WxH (two numbers of px, such as 24x26)").format(
            text=text))
    try:
        w, h = float(parts[0]), float(parts[1])
    except ValueError:
        raise ValueError(translate("CardSize", "card size '{text}' is not WxH (two numbers of px, such as 24x26)").format(
            text=text)) from None
    if not (0 < w <= 1000 and 0 < h <= 1000):
        raise ValueError(translate("CardSize", "card size '{text}' is out of range: each side more than 0 and at most "
                                               "1000 px").format(text=text))
    return w, h


def adopted_layout(board: Board, card_sizes) -> CardLayout:
    """The province cards laid out at the dataset's adopted size (:func:`adopted_size`), in board
    px at :data:`PROVINCE_BOARD_PX_PER_KM`: where each card sits on the board — the digital game's
    places and the print kit's 札の置き場所."""
    pixels = board_pixels(board)
    w, h = adopted_size(card_sizes)
    return resolve_layout(pixels.homes, w, h, pixels.bounds)


def compare_with_designers(row: dict, board: Board, scale: float = PROVINCE_BOARD_PX_PER_KM) -> dict:
    """``row`` (a layout's report) with the designers' figures for its size attached, when there
    are some: only for their board, the 68 provinces at the documented scale."""
    theirs_board = len(board.regions) == 68 and scale == PROVINCE_BOARD_PX_PER_KM
    theirs = DESIGNERS_OVERLAP.get(row["size"]) if theirs_board else None
    if theirs:
        row["designers_pairs_before"], row["designers_max_shift_px"] = theirs
    return row


def study(board: Board, sizes: list[str], scale: float = PROVINCE_BOARD_PX_PER_KM, *,
          allow_hidden_homes: bool = False, allow_crossings: bool = False, exact: bool = False,
          on_progress=None, on_question=None, on_better=None) -> list[tuple[dict, CardLayout]]:
    """Lay out the cards at each size; returns ``(report row, layout)`` per size, in order.

    ``allow_hidden_homes`` / ``allow_crossings`` drop those rules (see :func:`resolve_layout`).
    ``exact``: the SAT search after the slot search (:func:`resolve_layout`), whose every
    question ``on_question(size, answer)`` hears (each takes seconds), and each lower layout it
    finds on the way ``on_better(size, layout)``.
    ``on_progress(1)`` is called after each size (a crowded size takes seconds).
    The designers' figures are attached to a row only for their board: 68 provinces at the
    documented scale.
    """
    pixels = board_pixels(board, scale)
    results = []
    parsed = [parse_size(text) for text in sizes]  # a bad size is refused before any work
    for w, h in parsed:
        told = None if on_question is None else (lambda answer, size=f"{w:g}x{h:g}": on_question(size, answer))
        better = None if on_better is None else (lambda found, size=f"{w:g}x{h:g}": on_better(size, found))
        layout = resolve_layout(pixels.homes, w, h, pixels.bounds, allow_hidden_homes=allow_hidden_homes,
                                allow_crossings=allow_crossings, exact=exact, on_question=told, on_better=better)
        results.append((compare_with_designers(layout.report(), board, scale), layout))
        if on_progress is not None:
            on_progress(1)
    return results
