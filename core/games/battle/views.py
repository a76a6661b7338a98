"""市区町村バトル as a seat sees it (no Qt): the whole board — every piece's cell and owner, the
homes, the hands of captured pieces, the turn order — which the design keeps open to all; only
the seed that decides the overseas calls still to come stays with the server.

Pieces and cells are numbered in the board's order (piece ``k``'s home cell is cell ``k``; the
overseas cities follow), as the rules number them. :func:`table_state` rebuilds the state a table
draws from a view.
"""

from __future__ import annotations

import random
from dataclasses import replace

from core.games.battle.marks import board_marks
from core.games.battle.rules import BattleRules, BattleState


def view(rules: BattleRules, state: BattleState, seat: int | None) -> dict:
    """What every seat and watcher sees: the state without the calls' seed, and the marks the board
    shows on the pieces (:mod:`core.games.battle.marks`: 「!」 on a piece one move from being
    ringed, ♥ on a player's piece with a bond), worked out from that state."""
    marks = board_marks(rules, state) if state.phase == "play" else []
    return {
        "danger": [mark.piece for mark in marks if mark.in_danger and mark.owner >= 0],
        "bonded": [mark.piece for mark in marks if mark.bonded],
        "occupant": list(state.occupant), "where": list(state.where), "owner": list(state.owner),
        "homes": list(state.homes), "alive": list(state.alive), "order": list(state.order),
        "position": state.position, "round": state.round, "turns": state.turns,
        "used": sorted([piece, ability] for piece, ability in state.used), "phase": state.phase,
        "winners": list(state.winners), "end_reason": state.end_reason,
    }


def table_state(rules: BattleRules, data: dict) -> BattleState:
    """The state a table draws (the calls' seed unknown: it decides nothing a seat is shown)."""
    return BattleState(
        occupant=tuple(data["occupant"]), where=tuple(data["where"]), owner=tuple(data["owner"]),
        homes=tuple(data["homes"]), alive=tuple(data["alive"]), order=tuple(data["order"]),
        position=data["position"], round=data["round"], turns=data["turns"],
        used=frozenset((piece, ability) for piece, ability in data["used"]), seed=0, phase=data["phase"],
        winners=tuple(data["winners"]), end_reason=data["end_reason"],
    )


def redeal_hidden(rules: BattleRules, state: BattleState, seat: int, rng: random.Random) -> BattleState:
    """The same position with other overseas calls to come (another seed)."""
    return replace(state, seed=rng.getrandbits(32))


def board_view(rules: BattleRules) -> dict:
    """What a browser draws the table on: each cell (in the rules' order) with its outline (far
    islands moved into insets below the main land, as the app draws them), label point and town;
    every piece's name, reading, ★ and, for an overseas city, its country; the sea links; the
    insets' boxes."""
    from core.games.battle.record import piece_names
    from core.geometry.board_store import load_board
    from core.geometry.inset import with_insets
    from core.geometry.svg_outlines import bounds_of, region_path, tolerance_for

    dataset = rules.dataset
    codes = list(rules.codes)
    shown, insets = with_insets(load_board(dataset.board), {k: list(v) for k, v in dataset.cell_adjacency.items()},
                                codes)
    regions = {region.id: region for region in shown.regions if region.id in set(codes)}
    tolerance = tolerance_for(regions.values())
    names = piece_names(dataset)
    towns = {town.code: town for town in dataset.municipalities}
    cells = []
    for code in codes:
        region = regions.get(code)
        cells.append({"id": code, "name": names.get(code, code),
                      "path": region_path(region, tolerance) if region is not None else "",
                      "label": [round(v, 1) for v in region.label_point] if region is not None else None})
    overseas = {city.id: city for city in dataset.overseas_cities}
    pieces = [{"id": pid, "name": names.get(pid, pid), "stars": rules.stars[k],
               "kana": towns[pid].kana if pid in towns else "",
               "country": overseas[pid].country if pid in overseas else ("" if pid in towns else "port")}
              for k, pid in enumerate(rules.piece_ids)]
    boxes = [[round(v, 1) for v in inset.box] for inset in insets]
    x0, y0, x1, y1 = bounds_of(regions.values())
    for bx0, by0, bx1, by1 in boxes:
        x0, y0, x1, y1 = min(x0, bx0), min(y0, by0), max(x1, bx1), max(y1, by1)
    return {"cells": cells, "pieces": pieces, "bounds": [x0, y0, x1, y1], "insets": boxes,
            "sea_links": [[link.a, link.b] for link in dataset.sea_links],
            "attribution": list(shown.attribution)}
