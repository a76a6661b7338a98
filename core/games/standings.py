"""How a finished game ranks its seats, for the end screen, and its winners in words (no Qt).

:func:`ranked` turns each seat's sort key into places (equal keys share a place); each game's spec
says what its key and its words are (cards left, ★, VP, points), the winners' key the same for all
of them (``(0,)``) so that they share first place, the others' after it (``(1, …)``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from core.text import Text, joined, translate


def ranked(seats: Sequence[int], key: Callable[[int], tuple], score: Callable[[int], object]) -> list[tuple]:
    """``[(seat, place, score)]`` best first: ``key(seat)`` sorts ascending (best first), equal keys
    share a place (1, 1, 3 …)."""
    order = sorted(seats, key=lambda seat: (key(seat), seat))
    rows, place, last = [], 0, None
    for rank, seat in enumerate(order, start=1):
        if key(seat) != last:
            place, last = rank, key(seat)
        rows.append((seat, place, score(seat)))
    return rows


def seat_text(seat: int) -> Text:
    """「席 2」: a seat as a player counts them (from 1)."""
    return translate("Standings", "seat {number}").format(number=seat + 1)


def winners_text(winners: Iterable[int]) -> Text:
    """The winning seats in words (「席 1、席 3」), or 「なし」."""
    seats = [seat_text(seat) for seat in winners]
    return joined(", ", seats) if seats else translate("Standings", "nobody").format()
