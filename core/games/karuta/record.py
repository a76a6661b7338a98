"""旧国かるた states and game records as JSON, and replaying a record (no Qt).

State files (``kuni legal-moves``)::

    {"format": "kuni-karuta-state/1", "ruleset": {...}, "state": {
        "players": 4, "hands": [["musashi", ...], ...], "board": [...], "set_aside": [],
        "heads": [{"highway": "tokaido", "at": "sagami", "direction": 1}], "start_seat": 0,
        "to_move": 1, "chain": null, "chain_cards": 0, "last_placed": null, "passes_in_row": 0,
        "turns": 3, "passes": [0, 0, 0, 0], "cards_played": [1, 1, 1, 0], "winners": [],
        "end_reason": ""}}

Game records (``kuni play`` / ``kuni replay``) hold the deal, the seats and every move; replaying
applies the moves through the same engine and checks the final state.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from core.games.game import IllegalMove
from core.games.karuta.moves import KarutaMove
from core.games.karuta.rules import KarutaRules, RuleSet
from core.games.karuta.state import KarutaState

STATE_FORMAT = "kuni-karuta-state/1"
RECORD_FORMAT = "kuni-karuta-record/1"


class RecordError(ValueError):
    """A state or record file that does not fit the rules or the dataset; the message says where."""


def _ids(rules: KarutaRules, mask: int) -> list[str]:
    return [pid for i, pid in enumerate(rules.province_ids) if mask >> i & 1]


def _mask(rules: KarutaRules, ids: Any, where: str) -> int:
    if not isinstance(ids, list):
        raise RecordError(f"{where}: expected a list of province ids")
    mask = 0
    for pid in ids:
        if not isinstance(pid, str) or pid not in rules.index:
            raise RecordError(f"{where}: unknown province id {pid!r}")
        bit = 1 << rules.index[pid]
        if mask & bit:
            raise RecordError(f"{where}: {pid} listed twice")
        mask |= bit
    return mask


def _head_json(rules: KarutaRules, head) -> dict:
    h, i, d = head
    return {"highway": rules.highway_ids[h], "at": rules.province_ids[rules.stops[h][i]], "direction": d}


def _head(rules: KarutaRules, data: Any, where: str):
    if not isinstance(data, dict):
        raise RecordError(f"{where}: expected an object")
    h = rules.highway_index.get(data.get("highway"))
    at = rules.index.get(data.get("at"))
    direction = data.get("direction")
    if h is None or at is None or direction not in (-1, 0, 1) or at not in rules.stops[h]:
        raise RecordError(f"{where}: not a line end on a known highway: {data!r}")
    return (h, rules.stops[h].index(at), direction)


def state_to_json(rules: KarutaRules, state: KarutaState) -> dict:
    """A state as plain data (province and highway ids, never bit masks)."""
    return {
        "players": state.players,
        "hands": [_ids(rules, hand) for hand in state.hands],
        "board": _ids(rules, state.board),
        "set_aside": _ids(rules, state.set_aside),
        "heads": [_head_json(rules, head) for head in sorted(state.heads)],
        "start_seat": state.start_seat,
        "to_move": state.to_move,
        "chain": _head_json(rules, state.chain) if state.chain is not None else None,
        "chain_cards": state.chain_cards,
        "last_placed": rules.province_ids[state.last_placed] if state.last_placed >= 0 else None,
        "passes_in_row": state.passes_in_row,
        "turns": state.turns,
        "passes": list(state.passes),
        "cards_played": list(state.cards_played),
        "winners": list(state.winners),
        "end_reason": state.end_reason,
    }


def _int(data: dict, key: str, low: int, high: int) -> int:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RecordError(f"state.{key}: expected a whole number from {low} to {high}, got {value!r}")
    return value


def state_from_json(rules: KarutaRules, data: Any) -> KarutaState:
    """Rebuild a state, checking it against the dataset (68 cards, each in one place).

    Raises:
        RecordError: with the place of the problem.
    """
    if not isinstance(data, dict):
        raise RecordError("state: expected an object")
    players = _int(data, "players", 2, 4)
    hands_data = data.get("hands")
    if not isinstance(hands_data, list) or len(hands_data) != players:
        raise RecordError(f"state.hands: expected {players} hands")
    hands = tuple(_mask(rules, hand, f"state.hands[{k}]") for k, hand in enumerate(hands_data))
    board = _mask(rules, data.get("board", []), "state.board")
    set_aside = _mask(rules, data.get("set_aside", []), "state.set_aside")
    seen = board
    for k, hand in enumerate(hands + (set_aside,)):
        if seen & hand:
            raise RecordError(f"state: {', '.join(_ids(rules, seen & hand))} held in two places")
        seen |= hand
    if seen != rules.all_cards:
        raise RecordError(f"state: cards missing from every hand and the board: {', '.join(_ids(rules, rules.all_cards & ~seen))}")
    heads_data = data.get("heads", [])
    if not isinstance(heads_data, list):
        raise RecordError("state.heads: expected a list")
    heads = frozenset(_head(rules, h, f"state.heads[{k}]") for k, h in enumerate(heads_data))
    chain = _head(rules, data["chain"], "state.chain") if data.get("chain") is not None else None
    last = data.get("last_placed")
    if last is not None and (not isinstance(last, str) or last not in rules.index):
        raise RecordError(f"state.last_placed: unknown province id {last!r}")
    passes = data.get("passes", [0] * players)
    played = data.get("cards_played", [0] * players)
    winners = data.get("winners", [])
    for key, value in (("passes", passes), ("cards_played", played)):
        if not (isinstance(value, list) and len(value) == players and all(isinstance(v, int) and v >= 0 for v in value)):
            raise RecordError(f"state.{key}: expected {players} whole numbers")
    if not (isinstance(winners, list) and all(isinstance(w, int) and 0 <= w < players for w in winners)):
        raise RecordError("state.winners: expected seat numbers")
    reason = data.get("end_reason", "")
    if reason not in ("", "emptied", "all_pass"):
        raise RecordError(f"state.end_reason: unknown value {reason!r}")
    return KarutaState(
        players=players, hands=hands, board=board, set_aside=set_aside, heads=heads,
        start_seat=_int(data, "start_seat", 0, players - 1), to_move=_int(data, "to_move", 0, players - 1),
        chain=chain, chain_cards=_int({"c": data.get("chain_cards", 0)}, "c", 0, 68),
        last_placed=rules.index[last] if last is not None else -1,
        passes_in_row=_int({"p": data.get("passes_in_row", 0)}, "p", 0, players),
        turns=_int({"t": data.get("turns", 0)}, "t", 0, 10**6),
        passes=tuple(passes), cards_played=tuple(played), winners=tuple(winners), end_reason=reason,
    )


def ruleset_from_json(data: Any) -> RuleSet:
    """Parse a rule set (missing → defaults). Raises RecordError on bad options."""
    if data is None:
        return RuleSet()
    if not isinstance(data, dict):
        raise RecordError("ruleset: expected an object of rule options (see docs/rules-karuta.md)")
    try:
        return RuleSet.model_validate(data)
    except ValidationError as error:
        first = error.errors()[0]
        raise RecordError(f"ruleset.{'.'.join(map(str, first['loc']))}: {first['msg']}") from None


@dataclass
class GameRecord:
    """A whole deal: who sat where, the deal itself and every move, with the final outcome."""

    ruleset: RuleSet
    seats: list[str]
    seed: int | None
    initial: dict
    moves: list[dict] = field(default_factory=list)
    final: dict = field(default_factory=dict)
    dataset: str = ""

    def to_json(self) -> dict:
        return {
            "format": RECORD_FORMAT,
            "dataset": self.dataset,
            "ruleset": self.ruleset.model_dump(),
            "seed": self.seed,
            "seats": self.seats,
            "initial": self.initial,
            "moves": self.moves,
            "final": self.final,
        }

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
            raise RecordError(f"not a 旧国かるた game record (expected format {RECORD_FORMAT})")
        if not isinstance(data.get("moves"), list) or not isinstance(data.get("initial"), dict):
            raise RecordError("record: 'initial' and 'moves' are required")
        if not isinstance(data.get("seats") or [], list):
            raise RecordError("record: 'seats' is a list of who sat where")
        return cls(
            ruleset=ruleset_from_json(data.get("ruleset")),
            seats=list(data.get("seats") or []),
            seed=data.get("seed"),
            initial=data["initial"],
            moves=data["moves"],
            final=data.get("final") or {},
            dataset=data.get("dataset", ""),
        )


def summarise_final(state: KarutaState) -> dict:
    """The outcome fields a record keeps and a replay checks."""
    return {
        "winners": list(state.winners),
        "end_reason": state.end_reason,
        "turns": state.turns,
        "hand_sizes": [state.hand_size(s) for s in range(state.players)],
        "passes": list(state.passes),
    }


def play_game(rules: KarutaRules, players: list, seed: int, seats: list[str], record: bool = True,
              on_move=None) -> tuple[KarutaState, GameRecord | None]:
    """Deal with ``random.Random(seed)`` and let ``players`` (one per seat) play to the end.

    Args:
        on_move: optional callback ``(state_before, move, state_after)``.
    """
    state = rules.initial_state(len(players), random.Random(seed))
    initial = state_to_json(rules, state) if record else {}
    moves: list[dict] = []
    while not state.is_over:
        legal = rules.legal_moves(state)
        move = players[state.to_move].decide(rules, state, legal)
        after = rules.apply(state, move)
        if on_move:
            on_move(state, move, after)
        if record:
            moves.append(move.to_json())
        state = after
    game = GameRecord(rules.ruleset, seats, seed, initial, moves, summarise_final(state)) if record else None
    return state, game


def replay(rules: KarutaRules, record: GameRecord) -> KarutaState:
    """Apply a record's moves from its deal and check the outcome.

    Raises:
        RecordError: a move is malformed or illegal (with its number), or the final state differs.
    """
    state = state_from_json(rules, record.initial)
    for number, data in enumerate(record.moves, start=1):
        try:
            move = KarutaMove.from_json(data)
            state = rules.apply(state, move)
        except (ValueError, IllegalMove) as error:
            raise RecordError(f"move {number}: {error}") from None
    if record.final and summarise_final(state) != record.final:
        raise RecordError(f"the replay ends differently from the record: {summarise_final(state)} vs {record.final}")
    return state
