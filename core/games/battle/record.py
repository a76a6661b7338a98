"""市区町村バトル game records: the seed, the seats and every move, replayed through the engine (no Qt).

Record::

    {"format": "kuni-battle-record/1", "board": {"cells": 62, "digest": "…"}, "ruleset": {...}, "players": 4, "seed": 1,
     "seats": ["strong", "normal", "normal", "weak"], "moves": [{"kind": "move", ...}, ...],
     "final": {"winners": [...], "end_reason": "...", "round": 40, "turns": 160}}

The deal is re-made from ``random.Random(seed)``; replaying applies the moves and checks ``final``.
"""

from __future__ import annotations

import hashlib
import random

from core.games.battle.players import PLAYERS
from core.games.battle.rules import BattleMove, BattleRules, BattleRuleSet, BattleState
from core.games.game import IllegalMove, play_out

RECORD_FORMAT = "kuni-battle-record/1"


class BattleRecordError(ValueError):
    """A record that does not replay; the message says which move."""


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


def _final(state: BattleState) -> dict:
    return {"winners": list(state.winners), "end_reason": state.end_reason, "round": state.round, "turns": state.turns}


def play_recorded(rules: BattleRules, kinds: list[str], seed: int) -> tuple[BattleState, dict]:
    """CPU players of ``kinds`` play a game dealt with ``random.Random(seed)``; returns the record."""
    state = rules.initial_state(len(kinds), random.Random(seed))
    players = [PLAYERS[kind](seed * 31 + k) for k, kind in enumerate(kinds)]
    moves: list = []
    state = play_out(rules, state, players, lambda move: moves.append(move.to_json()))
    record = {"format": RECORD_FORMAT, "board": board_signature(rules), "prefectures": board_prefectures(rules),
              "ruleset": rules.ruleset.model_dump(), "players": len(kinds), "seed": seed,
              "seats": list(kinds), "moves": moves, "final": _final(state)}
    return state, record


def replay_record(dataset, record: dict) -> BattleState:
    """Replay a record on ``dataset``'s board.

    Raises:
        BattleRecordError: not a record, a move that is malformed or illegal (with its number), or an
            outcome that differs from the recorded one.
    """
    return replay_with_rules(dataset, record)[1]


def replay_with_rules(dataset, record: dict) -> tuple[BattleRules, BattleState]:
    """:func:`replay_record`, also returning the rules it compiled (a game in progress resumes with them)."""
    if not isinstance(record, dict) or record.get("format") != RECORD_FORMAT:
        raise BattleRecordError(f"not a 市区町村バトル record (expected format {RECORD_FORMAT})")
    try:
        rules = BattleRules(dataset, BattleRuleSet.model_validate(record.get("ruleset") or {}))
        state = rules.initial_state(int(record["players"]), random.Random(record["seed"]))
    except (KeyError, TypeError, ValueError) as error:
        raise BattleRecordError(f"record header: {error}") from None
    board = record.get("board")
    if board and board != board_signature(rules):
        cells = board.get("cells", "?") if isinstance(board, dict) else "?"
        raise BattleRecordError(f"the record was played on another board ({cells} cells); "
                                "give the same board (--prefectures or --dataset)")
    moves = record.get("moves") or []
    if not isinstance(moves, list):
        raise BattleRecordError("moves: not a list")
    for number, data in enumerate(moves, start=1):
        try:
            state = rules.apply(state, BattleMove.from_json(data))
        except (ValueError, IllegalMove, KeyError) as error:
            raise BattleRecordError(f"move {number}: {error}") from None
    if record.get("final") and _final(state) != record["final"]:
        raise BattleRecordError(f"the replay ends differently from the record: {_final(state)} vs {record['final']}")
    return rules, state


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
            odds = f"{attack} vs {defence}" + (", fails" if attack < defence else "")
            defender = rules.piece_ids[occupant]
            # where the defender stands, when it is not its own cell (a town that moved)
            where = "" if defender == move.cell else f" in {name(move.cell)}"
            return f"{name(move.piece)} attacks {name(defender)}{where} ({odds})"
        return f"{name(move.piece)} → {name(move.cell)}"
    if move.kind == "place":
        return f"place {name(move.piece)} on {name(move.cell)}"
    if move.kind == "swap":
        return f"{name(move.piece)} swaps places with its sister {name(move.cell)}"
    if move.kind == "fly":
        return f"{name(move.piece)} flies to {name(move.cell)}"
    if move.kind == "call":
        return "call an overseas city, giving up " + "・".join(name(p) for p in move.sacrifice)
    if move.kind == "home":
        return f"choose {name(move.cell)} as home"
    return "pass"


def outcome_text(rules: BattleRules, names: dict[str, str], before: BattleState, after: BattleState) -> str:
    """What a move changed beyond the moving piece: towns that changed hands, homes lost."""
    mover = before.to_move
    won = [names.get(rules.piece_ids[p], "?") for p in range(len(after.owner))
           if after.owner[p] == mover and before.owner[p] != mover]
    lost_homes = [seat for seat in range(len(after.alive)) if before.alive[seat] and not after.alive[seat]]
    parts = []
    if won:
        parts.append("merges " + "・".join(won))
    if lost_homes:
        parts.append("home lost: seat " + ", ".join(str(s + 1) for s in lost_homes))
    return "; ".join(parts)
