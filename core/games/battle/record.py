"""市区町村バトル game records: the seed, the seats and every move, replayed through the engine (no Qt).

Record::

    {"format": "kuni-battle-record/1", "board": {"cells": 62, "digest": "…"}, "ruleset": {...}, "players": 4, "seed": 1,
     "seats": ["strong", "normal", "normal", "weak"], "moves": [{"kind": "move", ...}, ...],
     "final": {"winners": [...], "end_reason": "...", "round": 40, "turns": 160}}

The deal is re-made from ``random.Random(seed)``; replaying applies the moves and checks ``final``
(:mod:`core.games.record`, the same for every game). Here: the board a record names, and moves and
their outcomes in words.
"""

from __future__ import annotations

import hashlib

from core.games.battle.rules import BattleMove, BattleRules, BattleState
from core.text import joined, translate

RECORD_FORMAT = "kuni-battle-record/1"


def board_signature(rules: BattleRules) -> dict:
    """Which board a record was played on: cell count and a digest of the cell codes."""
    digest = hashlib.sha1(",".join(rules.codes).encode("ascii")).hexdigest()[:16]
    return {"cells": len(rules.codes), "digest": digest}


def board_prefectures(rules: BattleRules) -> list[str]:
    """The prefecture codes of a board's cells: a record keeps them so that the board can be cut
    again (``kuni replay``, and the desktop game resuming where it was left)."""
    return sorted({code[:2] for code in rules.codes})


def recorded_prefectures(record) -> list[str] | None:
    """The prefectures a record says its board was cut from (None: it does not say, or not sanely)."""
    found = record.get("prefectures") if isinstance(record, dict) else None
    if isinstance(found, list) and found and all(isinstance(c, str) and len(c) == 2 and c.isdigit() for c in found):
        return found
    return None


def final_of(state: BattleState) -> dict:
    """What a record keeps of a finished game (checked on replay)."""
    return {"winners": list(state.winners), "end_reason": state.end_reason, "round": state.round, "turns": state.turns}


def piece_names(dataset) -> dict[str, str]:
    """Every piece's name by its id: the towns, the overseas cities and the world's trade ports."""
    from core.games.battle.rules import PORT_CITIES

    names = {m.code: m.name for m in dataset.municipalities}
    names.update({c.id: c.name for c in dataset.overseas_cities})
    names.update({pid: name for pid, name, _pop in PORT_CITIES if pid not in names})
    return names


def move_text(rules: BattleRules, names: dict[str, str], state: BattleState, move: BattleMove) -> str:
    """A move in words, as the desktop game lists and logs it."""
    def name(pid: str) -> str:
        return names.get(pid, pid)

    if move.kind == "move":
        target = rules.index[move.cell]
        occupant = state.occupant[target]
        if occupant >= 0:
            # the strengths decide it (a tie goes to the attacker): worth seeing before choosing
            attack, defence = rules.attack_strength(state, rules.index[move.piece], target)
            odds = (translate("BattleMove", "{attack} vs {defence}, fails") if attack < defence else
                    translate("BattleMove", "{attack} vs {defence}")).format(attack=attack, defence=defence)
            defender = rules.piece_ids[occupant]
            if defender == move.cell:
                return translate("BattleMove", "{piece} attacks {defender} ({odds})").format(
                    piece=name(move.piece), defender=name(defender), odds=odds)
            # where the defender stands, when it is not its own cell (a town that moved)
            return translate("BattleMove", "{piece} attacks {defender} in {cell} ({odds})").format(
                piece=name(move.piece), defender=name(defender), cell=name(move.cell), odds=odds)
        return f"{name(move.piece)} → {name(move.cell)}"
    if move.kind == "place":
        return translate("BattleMove", "place {piece} on {cell}").format(piece=name(move.piece), cell=name(move.cell))
    if move.kind == "swap":
        return translate("BattleMove", "{piece} swaps places with its sister {cell}").format(piece=name(move.piece),
                                                                               cell=name(move.cell))
    if move.kind == "fly":
        return translate("BattleMove", "{piece} flies to {cell}").format(piece=name(move.piece), cell=name(move.cell))
    if move.kind == "call":
        return translate("BattleMove", "call an overseas city, giving up {towns}").format(
            towns="・".join(name(p) for p in move.sacrifice))
    if move.kind == "home":
        return translate("BattleMove", "choose {cell} as home").format(cell=name(move.cell))
    return translate("BattleMove", "pass").format()


def outcome_text(rules: BattleRules, names: dict[str, str], before: BattleState, after: BattleState) -> str:
    """What a move changed beyond the moving piece: towns that changed hands, homes lost."""
    mover = before.to_move
    won = [names.get(rules.piece_ids[p], "?") for p in range(len(after.owner))
           if after.owner[p] == mover and before.owner[p] != mover]
    lost_homes = [seat for seat in range(len(after.alive)) if before.alive[seat] and not after.alive[seat]]
    parts = []
    if won:
        parts.append(translate("BattleMove", "merges {towns}").format(towns="・".join(won)))
    if lost_homes:
        parts.append(translate("BattleMove", "home lost: seat {seats}").format(
            seats=", ".join(str(s + 1) for s in lost_homes)))
    return joined("; ", parts)
