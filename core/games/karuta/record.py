"""旧国かるた states as JSON, the end a record keeps, and a deal played out by CPUs (no Qt).

State files (``kuni legal-moves``)::

    {"format": "kuni-karuta-state/1", "ruleset": {...}, "state": {
        "players": 4, "hands": [["musashi", ...], ...], "board": [...], "set_aside": [],
        "heads": [{"highway": "tokaido", "at": "sagami", "direction": 1}], "start_seat": 0,
        "to_move": 1, "chain": null, "chain_cards": 0, "last_placed": null, "passes_in_row": 0,
        "turns": 3, "passes": [0, 0, 0, 0], "cards_played": [1, 1, 1, 0], "winners": [],
        "end_reason": "", "laid": {"tokaido": ["musashi", "sagami"]}}}

``laid`` lists the provinces each highway's laid lines cover (a line never grows back from its
tail); a state saved without it gets it rebuilt from its directed line ends.

A game record (``kuni play`` / ``kuni replay``, :mod:`core.games.record`) keeps the deal in this
state format (its ``initial``) and what :func:`summarise_final` says of the end.
"""

from __future__ import annotations

import random
from typing import Any

from core.games.game import check_move_count
from core.games.karuta.rules import KarutaRules
from core.games.karuta.state import KarutaState
from core.text import translate

STATE_FORMAT = "kuni-karuta-state/1"
RECORD_FORMAT = "kuni-karuta-record/1"


class RecordError(ValueError):
    """A state or record file that does not fit the rules or the dataset; the message says where."""


def _ids(rules: KarutaRules, mask: int) -> list[str]:
    return [pid for i, pid in enumerate(rules.province_ids) if mask >> i & 1]


def _mask(rules: KarutaRules, ids: Any, where: str) -> int:
    if not isinstance(ids, list):
        raise RecordError(translate("RecordError", "{where}: a list of province ids is expected").format(where=where))
    mask = 0
    for pid in ids:
        if not isinstance(pid, str) or pid not in rules.index:
            raise RecordError(translate("RecordError", "{where}: there is no province {id}").format(where=where, id=repr(pid)))
        bit = 1 << rules.index[pid]
        if mask & bit:
            raise RecordError(translate("RecordError", "{where}: {id} is listed twice").format(where=where, id=pid))
        mask |= bit
    return mask


def _head_json(rules: KarutaRules, head) -> dict:
    h, i, d = head
    return {"highway": rules.highway_ids[h], "at": rules.province_ids[rules.stops[h][i]], "direction": d}


def _head(rules: KarutaRules, data: Any, where: str):
    if not isinstance(data, dict):
        raise RecordError(translate("RecordError", "{where}: an object is expected").format(where=where))
    h = rules.highway_index.get(data.get("highway"))
    at = rules.index.get(data.get("at"))
    direction = data.get("direction")
    if h is None or at is None or direction not in (-1, 0, 1) or at not in rules.stops[h]:
        raise RecordError(translate("RecordError", "{where}: not a line end on a highway of this board: {data}").format(
            where=where, data=repr(data)))
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
        "laid": _laid_json(rules, state.laid),
    }


def _laid_json(rules: KarutaRules, laid: int) -> dict[str, list[str]]:
    cards = len(rules.province_ids)
    found = {}
    for h, hid in enumerate(rules.highway_ids):
        stops = [rules.province_ids[p] for p in rules.stops[h] if laid >> (h * cards + p) & 1]
        if stops:
            found[hid] = stops
    return found


def _laid(rules: KarutaRules, data: Any, board: int, heads) -> int:
    """The ``laid`` mask from its JSON, or, for states saved before it was kept, rebuilt from the
    directed line ends: the stops behind each end that are on the board, back to the first gap."""
    cards = len(rules.province_ids)
    laid = 0
    if data is None:
        for h, i, d in heads:
            k = i
            while d and 0 <= k < len(rules.stops[h]) and board >> rules.stops[h][k] & 1:
                laid |= 1 << (h * cards + rules.stops[h][k])
                k -= d
        return laid
    if not isinstance(data, dict):
        raise RecordError(translate("RecordError", "state.laid: an object of highway ids and province ids is expected").format())
    for hid, ids in data.items():
        h = rules.highway_index.get(hid)
        if h is None:
            raise RecordError(translate("RecordError", "state.laid: there is no highway {id}").format(id=repr(hid)))
        mask = _mask(rules, ids, f"state.laid.{hid}")
        if mask & ~board or any(mask >> p & 1 for p in range(cards) if p not in rules.stops[h]):
            raise RecordError(translate("RecordError", "state.laid.{id}: lists a province that is not on the board or not on the "
                                             "highway").format(id=hid))
        laid |= sum(1 << (h * cards + p) for p in range(cards) if mask >> p & 1)
    return laid


def _int(data: dict, key: str, low: int, high: int) -> int:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RecordError(translate("RecordError", "state.{key}: a whole number from {low} to {high} is expected, not "
                                         "{value}").format(key=key, low=low, high=high, value=repr(value)))
    return value


def state_from_json(rules: KarutaRules, data: Any) -> KarutaState:
    """Rebuild a state, checking it against the dataset (68 cards, each in one place).

    Raises:
        RecordError: with the place of the problem.
    """
    if not isinstance(data, dict):
        raise RecordError(translate("RecordError", "state: an object is expected").format())
    players = _int(data, "players", 2, 4)
    hands_data = data.get("hands")
    if not isinstance(hands_data, list) or len(hands_data) != players:
        raise RecordError(translate("RecordError", "state.hands: {players} hands are expected").format(players=players))
    hands = tuple(_mask(rules, hand, f"state.hands[{k}]") for k, hand in enumerate(hands_data))
    board = _mask(rules, data.get("board", []), "state.board")
    set_aside = _mask(rules, data.get("set_aside", []), "state.set_aside")
    seen = board
    for k, hand in enumerate(hands + (set_aside,)):
        if seen & hand:
            raise RecordError(translate("RecordError", "state: {ids} held in two places").format(
                ids=", ".join(_ids(rules, seen & hand))))
        seen |= hand
    if seen != rules.all_cards:
        raise RecordError(translate("RecordError", "state: cards missing from every hand and the board: {ids}").format(
            ids=", ".join(_ids(rules, rules.all_cards & ~seen))))
    heads_data = data.get("heads", [])
    if not isinstance(heads_data, list):
        raise RecordError(translate("RecordError", "state.heads: a list is expected").format())
    heads = frozenset(_head(rules, h, f"state.heads[{k}]") for k, h in enumerate(heads_data))
    chain = _head(rules, data["chain"], "state.chain") if data.get("chain") is not None else None
    last = data.get("last_placed")
    if last is not None and (not isinstance(last, str) or last not in rules.index):
        raise RecordError(translate("RecordError", "state.last_placed: there is no province {id}").format(id=repr(last)))
    passes = data.get("passes", [0] * players)
    played = data.get("cards_played", [0] * players)
    winners = data.get("winners", [])
    for key, value in (("passes", passes), ("cards_played", played)):
        if not (isinstance(value, list) and len(value) == players and all(isinstance(v, int) and v >= 0 for v in value)):
            raise RecordError(translate("RecordError", "state.{key}: {players} whole numbers are expected").format(
                key=key, players=players))
    if not (isinstance(winners, list) and all(isinstance(w, int) and 0 <= w < players for w in winners)):
        raise RecordError(translate("RecordError", "state.winners: seat numbers are expected").format())
    reason = data.get("end_reason", "")
    if reason not in ("", "emptied", "all_pass"):
        raise RecordError(translate("RecordError", "state.end_reason: {reason} is not a way a deal ends").format(
            reason=repr(reason)))
    return KarutaState(
        players=players, hands=hands, board=board, set_aside=set_aside, heads=heads,
        start_seat=_int(data, "start_seat", 0, players - 1), to_move=_int(data, "to_move", 0, players - 1),
        chain=chain, chain_cards=_int({"c": data.get("chain_cards", 0)}, "c", 0, 68),
        last_placed=rules.index[last] if last is not None else -1,
        passes_in_row=_int({"p": data.get("passes_in_row", 0)}, "p", 0, players),
        turns=_int({"t": data.get("turns", 0)}, "t", 0, 10**6),
        passes=tuple(passes), cards_played=tuple(played), winners=tuple(winners), end_reason=reason,
        laid=_laid(rules, data.get("laid"), board, heads | ({chain} if chain is not None else set())),
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


def play_game(rules: KarutaRules, players: list, seed: int, on_move=None) -> KarutaState:
    """Deal with ``random.Random(seed)`` and let ``players`` (one per seat) play to the end; the
    deal simulator's way through a game.

    Args:
        on_move: optional callback ``(state_before, move, state_after)``.
    """
    state = rules.initial_state(len(players), random.Random(seed))
    moves = 0
    while not state.is_over:
        moves += 1
        check_move_count(moves, "a 旧国かるた deal")
        move = players[state.to_move].decide(rules, state, rules.legal_moves(state))
        after = rules.apply(state, move)
        if on_move:
            on_move(state, move, after)
        state = after
    return state
