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


def _final(state: BattleState) -> dict:
    return {"winners": list(state.winners), "end_reason": state.end_reason, "round": state.round, "turns": state.turns}


def play_recorded(rules: BattleRules, kinds: list[str], seed: int) -> tuple[BattleState, dict]:
    """CPU players of ``kinds`` play a game dealt with ``random.Random(seed)``; returns the record."""
    state = rules.initial_state(len(kinds), random.Random(seed))
    players = [PLAYERS[kind](seed * 31 + k) for k, kind in enumerate(kinds)]
    moves: list = []
    state = play_out(rules, state, players, lambda move: moves.append(move.to_json()))
    record = {"format": RECORD_FORMAT, "board": board_signature(rules), "ruleset": rules.ruleset.model_dump(),
              "players": len(kinds), "seed": seed,
              "seats": list(kinds), "moves": moves, "final": _final(state)}
    return state, record


def replay_record(dataset, record: dict) -> BattleState:
    """Replay a record on ``dataset``'s board.

    Raises:
        BattleRecordError: not a record, a move that is malformed or illegal (with its number), or an
            outcome that differs from the recorded one.
    """
    if not isinstance(record, dict) or record.get("format") != RECORD_FORMAT:
        raise BattleRecordError(f"not a 市区町村バトル record (expected format {RECORD_FORMAT})")
    try:
        rules = BattleRules(dataset, BattleRuleSet.model_validate(record.get("ruleset") or {}))
        state = rules.initial_state(int(record["players"]), random.Random(record["seed"]))
    except (KeyError, TypeError, ValueError) as error:
        raise BattleRecordError(f"record header: {error}") from None
    if record.get("board") and record["board"] != board_signature(rules):
        raise BattleRecordError(f"the record was played on another board ({record['board']['cells']} cells); "
                                "give the same board (--prefectures or --dataset)")
    for number, data in enumerate(record.get("moves") or [], start=1):
        try:
            state = rules.apply(state, BattleMove.from_json(data))
        except (ValueError, IllegalMove, KeyError) as error:
            raise BattleRecordError(f"move {number}: {error}") from None
    if record.get("final") and _final(state) != record["final"]:
        raise BattleRecordError(f"the replay ends differently from the record: {_final(state)} vs {record['final']}")
    return state
