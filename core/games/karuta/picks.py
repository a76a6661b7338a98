"""旧国かるた played by pointing: a hand card is picked up and put on its own province (no Qt).

The province lights by the way the card joins (along a highway from its line's end, by adjacency,
by ferry, or as the deal's first card), and what it joins lights with it: the line end it grows
from, the placed neighbours or the port across the sea. A card that joins in several ways asks
which at the province. Ending a chain and passing are buttons.
"""

from __future__ import annotations

from core.games.karuta.moves import KarutaMove
from core.games.table_picks import Pick


def _placed(rules, state, mask: int) -> tuple:
    placed = mask & state.board
    return tuple(("province", pid) for i, pid in enumerate(rules.province_ids) if placed >> i & 1)


def table_picks(rules, state, moves: list[KarutaMove]) -> list[Pick]:
    """One :class:`Pick` per legal move."""
    names = {p.id: p.kanji for p in rules.dataset.provinces}
    highways = {h.id: h.name for h in rules.dataset.highways}
    picks = []
    for move in moves:
        label = move.describe(names, highways)
        if move.kind in ("end_turn", "pass"):
            picks.append(Pick(move, ("button", move.kind), kind=move.kind, label=label))
            continue
        card = (("card", move.province),)
        index = rules.index[move.province]
        if move.kind == "highway":
            route, tag = (("province", move.source),), highways.get(move.highway, move.highway)
        elif move.kind == "adjacency":
            route, tag = _placed(rules, state, rules.neighbour_mask[index]), ""
        elif move.kind == "ferry":
            route, tag = _placed(rules, state, rules.ferry_mask[index]), ""
        else:
            route, tag = (), ""
        picks.append(Pick(move, ("province", move.province), card, move.kind, tag, label, route))
    return picks


def spot_names(rules, state) -> dict:
    """What each province and card is called."""
    names = {}
    for province in rules.dataset.provinces:
        names[("province", province.id)] = province.kanji
        names[("card", province.id)] = province.kanji
    return names
