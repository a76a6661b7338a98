"""The immutable state of one 旧国かるた deal (no Qt).

Provinces are numbered 0..67 in dataset order; hands and the board are bit masks over those
numbers (bit ``p`` set = province ``p``), which keeps a state small and a simulation fast. A *head*
is an open line end ``(highway, position, direction)``: position indexes the highway's stop
sequence, direction is +1 or -1 along it, or 0 while a line holds a single card and may still go
either way. Which stops each highway's laid lines cover is kept too (``laid``), so that no line
grows back from its tail. JSON (de)serialisation by province and highway ids lives in :mod:`core.games.karuta.record`.
"""

from __future__ import annotations

from dataclasses import dataclass

Head = tuple[int, int, int]


@dataclass(frozen=True)
class KarutaState:
    """A position in a deal.

    Attributes:
        players: number of seats (2–4).
        hands: each seat's cards as a bit mask.
        board: cards on the board as a bit mask.
        set_aside: cards dealt to nobody (the ``set_aside`` leftover option).
        heads: open line ends on the board.
        start_seat: the seat drawn to start the deal.
        to_move: the seat whose turn it is.
        chain: the head being extended by the player to move in this turn, or None.
        chain_cards: cards played in the current turn.
        last_placed: province placed last in this turn (for transfers at a junction), or -1.
        passes_in_row: consecutive passes (every seat passing in a row ends the deal).
        turns: completed turns, passes included.
        passes: passes per seat.
        cards_played: cards played per seat.
        winners: winning seats once the deal is over (several on a shared all-pass tie).
        end_reason: "" while playing, ``emptied`` or ``all_pass`` once over.
        laid: the stops covered by lines laid along each highway, as one bit mask: bit
            ``h * cards + p`` is set when province ``p`` is part of a line on highway ``h``.
    """

    players: int
    hands: tuple[int, ...]
    board: int
    set_aside: int
    heads: frozenset[Head]
    start_seat: int
    to_move: int
    chain: Head | None = None
    chain_cards: int = 0
    last_placed: int = -1
    passes_in_row: int = 0
    turns: int = 0
    passes: tuple[int, ...] = ()
    cards_played: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    end_reason: str = ""
    laid: int = 0

    @property
    def is_over(self) -> bool:
        """True once the deal has ended."""
        return bool(self.end_reason)

    def hand_size(self, seat: int) -> int:
        """How many cards a seat holds."""
        return self.hands[seat].bit_count()
