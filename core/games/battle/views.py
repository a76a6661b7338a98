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

from core.games.battle.rules import BattleRules, BattleState


def view(rules: BattleRules, state: BattleState, seat: int | None) -> dict:
    """What every seat and watcher sees: the state without the calls' seed."""
    return {
        "occupant": list(state.occupant), "where": list(state.where), "owner": list(state.owner),
        "homes": list(state.homes), "alive": list(state.alive), "order": list(state.order),
        "position": state.position, "round": state.round, "turns": state.turns,
        "used": sorted([piece, ability] for piece, ability in state.used), "phase": state.phase,
        "winners": list(state.winners), "end_reason": state.end_reason,
    }


def table_state(rules: BattleRules, data: dict) -> BattleState:
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
