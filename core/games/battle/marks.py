"""What the 市区町村バトル board marks on each piece (no Qt): its ★, ♥ for a bond, ! for danger, ⚑
for an overseas city.

The rule text: 「戦力は、その町の特産品・名物の★の合計です」 (a piece shows its stars),
「きずなが生まれ、自分の駒の右上に♥が付きます」 (a player's piece with a bonded partner),
「囲まれそうな駒には「!」が付きます」 (a piece about to be encircled) and 「駒の左下に国旗が付きます」
(an overseas city; a ⚑ stands for its flag). The window draws what :func:`board_marks` says; CPU
players and the simulator never need it.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.games.battle.rules import NOBODY, BattleRules, BattleState


@dataclass(frozen=True)
class PieceMarks:
    """The marks of one piece on the board.

    Attributes:
        piece, cell: the piece and the cell it stands on (indices into ``BattleRules``).
        owner: its seat, or -1 (unaffiliated).
        stars: its strength (戦力), the ★ it shows.
        bonded: a player's piece with a partner on the board that is its own or unaffiliated (♥).
        in_danger: one move could encircle it (!): see :func:`in_danger`.
        overseas: an overseas city called in (「駒の左下に国旗が付きます」: ⚑).
    """

    piece: int
    cell: int
    owner: int
    stars: int
    bonded: bool
    in_danger: bool
    overseas: bool = False


def in_danger(rules: BattleRules, state: BattleState, piece: int) -> bool:
    """True when a single move could encircle ``piece``: every neighbour of its cell but one holds a
    player's piece (what :meth:`BattleRules.encircled` needs of all of them), and the one left is
    empty or unaffiliated, so a player stepping or attacking into it closes the ring. 要塞 is never
    in danger, nor, in 紅白戦, a piece with a piece of its own team beside it (that ring never
    closes). Whether some player can reach the open neighbour this turn is not asked: the mark warns,
    it does not search."""
    cell = state.where[piece]
    if cell < 0 or "fortress" in rules.effective_abilities(state, piece):
        return False
    mine = state.owner[piece]
    teams = rules.ruleset.teams is not None
    open_cells = 0
    for other in rules.neighbours[cell]:
        holder = state.occupant[other]
        if holder < 0 or state.owner[holder] == NOBODY:
            open_cells += 1
            if open_cells > 1:
                return False
        elif teams and rules.allied(state.owner[holder], mine):
            return False
    return open_cells == 1


def board_marks(rules: BattleRules, state: BattleState) -> list[PieceMarks]:
    """The marks of every piece on the board, in cell order."""
    marks = []
    for cell in range(rules.n_cells):
        piece = state.occupant[cell]
        if piece < 0:
            continue
        owner = state.owner[piece]
        marks.append(PieceMarks(piece, cell, owner, rules.stars[piece],
                                owner != NOBODY and bool(rules.bonded(state, piece)),
                                in_danger(rules, state, piece), piece >= rules.n_cells))
    return marks


def marks_text(mark: PieceMarks) -> str:
    """The ⚑, ★ and ♥ drawn under a piece (the ! is drawn apart, in red): every player's piece
    shows its stars (an overseas city a flag before them), an unaffiliated one only when it is worth
    more than the ★1 of a town with nothing registered, so a board full of grey towns stays
    readable."""
    if mark.owner == NOBODY and mark.stars <= 1:
        return ""
    return ("⚑" if mark.overseas else "") + f"★{mark.stars}" + ("♥" if mark.bonded else "")
