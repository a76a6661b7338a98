"""市区町村バトル played by pointing: a piece is picked up on its cell and put where it may go (no Qt).

A piece of the seat to move is picked up where it stands (a piece in the hand, from the hand); the
cells it may go to light by what going there means — an empty cell (``move``), an attack with the
two totals written on it (``attack``, "2 vs 3"), a swap with a bonded sister city (``swap``), a
flight from an airport (``fly``), a placement from the hand (``place``). A cell with several
meanings asks which. Choosing a home is a click on a lit cell; an overseas call and passing are
buttons.
"""

from __future__ import annotations

from core.games.battle.record import move_text, piece_names
from core.games.battle.rules import HAND, BattleMove
from core.games.table_picks import Pick
from core.text import translate


def _cell_of(rules, state, piece_id: str) -> tuple[str, str]:
    """Where a piece is picked up: the cell it stands on, or the hand."""
    where = state.where[rules.index[piece_id]]
    if where == HAND:
        return ("hand", piece_id)
    return ("cell", rules.codes[where])


def table_picks(rules, state, moves: list[BattleMove]) -> list[Pick]:
    """One :class:`Pick` per legal move."""
    names = piece_names(rules.dataset)
    picks = []
    for move in moves:
        label = move_text(rules, names, state, move)
        if move.kind == "home":
            picks.append(Pick(move, ("cell", move.cell), kind="home", label=label))
        elif move.kind in ("call", "pass"):
            picks.append(Pick(move, ("button", move.kind), kind=move.kind, label=label))
        elif move.kind == "swap":
            partner = _cell_of(rules, state, move.cell)
            picks.append(Pick(move, partner, (_cell_of(rules, state, move.piece),), "swap",
                              translate("BattleMove", "swap").format(), label))
        else:
            kind, tag = move.kind, ""
            target = rules.index[move.cell]
            if move.kind == "move" and state.occupant[target] >= 0:
                attack, defence = rules.attack_strength(state, rules.index[move.piece], target)
                kind = "attack"
                tag = translate("BattleMove", "{attack} vs {defence}").format(attack=attack, defence=defence)
            picks.append(Pick(move, ("cell", move.cell), (_cell_of(rules, state, move.piece),), kind, tag, label))
    return picks


def spot_names(rules, state) -> dict:
    """What each cell and each piece in a hand is called."""
    names = piece_names(rules.dataset)
    found = {("cell", code): names.get(code, code) for code in rules.codes}
    found.update({("hand", pid): names.get(pid, pid) for pid in rules.piece_ids})
    return found
