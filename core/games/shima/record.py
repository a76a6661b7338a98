"""しま game records: the seed, the seats and every move, replayed through the engine (no Qt).

Record::

    {"format": "kuni-shima-record/1", "ruleset": {...}, "players": 4, "seed": 1,
     "seats": ["greedy", ...], "moves": [["house", 12], ["road", 17], ["roll"], ...],
     "final": {"winner": 2, "turns": 81, "points": [7, 6, 10, 5]}}

The island is re-made from ``random.Random(seed)``; replaying applies the moves and checks
``final``. :func:`describe` tells the game turn by turn, for a designer reading how the CPUs played.
"""

from __future__ import annotations

import random

from core.games.game import IllegalMove, play_out
from core.games.shima.board import GEOMETRY, MATERIALS
from core.games.shima.players import PLAYERS
from core.games.shima.rules import SEAT_NAMES, ShimaRules, ShimaRuleSet, ShimaState

RECORD_FORMAT = "kuni-shima-record/1"


class ShimaRecordError(ValueError):
    """A record that does not replay; the message says which move."""


def _final(rules: ShimaRules, state: ShimaState) -> dict:
    return {"winner": state.winner, "turns": state.turn, "points": [rules.points(state, s) for s in range(state.players)]}


def play_recorded(rules: ShimaRules, kinds: list[str], seed: int) -> tuple[ShimaState, dict]:
    """CPU players of ``kinds`` play a game on an island made with ``random.Random(seed)``."""
    state = rules.initial_state(len(kinds), random.Random(seed))
    players = [PLAYERS[kind](seed * 31 + k) for k, kind in enumerate(kinds)]
    moves: list[list] = []
    state = play_out(rules, state, players, lambda move: moves.append(list(move)))
    record = {"format": RECORD_FORMAT, "ruleset": rules.ruleset.model_dump(), "players": len(kinds), "seed": seed,
              "seats": list(kinds), "moves": moves, "final": _final(rules, state)}
    return state, record


def replay_record(record: dict, on_move=None, *, complete: bool = True) -> tuple[ShimaRules, ShimaState]:
    """Replay a record; ``on_move(before, move, after)`` sees each step. ``complete=False`` accepts a
    game still in progress (an autosave).

    Raises:
        ShimaRecordError: not a record, a malformed or illegal move (with its number), a record
            that stops before the end, or an outcome that differs from the recorded one.
    """
    if not isinstance(record, dict) or record.get("format") != RECORD_FORMAT:
        raise ShimaRecordError(f"not a しま record (expected format {RECORD_FORMAT})")
    try:
        rules = ShimaRules(ShimaRuleSet.model_validate(record.get("ruleset") or {}))
        state = rules.initial_state(int(record["players"]), random.Random(record["seed"]))
    except (KeyError, TypeError, ValueError) as error:
        raise ShimaRecordError(f"record header: {error}") from None
    moves = record.get("moves") or []
    if not isinstance(moves, list):
        raise ShimaRecordError("moves: not a list")
    for number, data in enumerate(moves, start=1):
        if not isinstance(data, list):
            raise ShimaRecordError(f"move {number}: a move is a list, not {data!r}")
        move = tuple(data)
        try:
            before, state = state, rules.apply(state, move)
        except (IllegalMove, TypeError) as error:
            raise ShimaRecordError(f"move {number}: {error}") from None
        if on_move is not None:
            on_move(before, move, state)
    if complete and not rules.is_over(state):
        raise ShimaRecordError(f"the record stops in turn {state.turn} before the game ends")
    if record.get("final") and _final(rules, state) != record["final"]:
        raise ShimaRecordError(f"the replay ends differently from the record: {_final(rules, state)} vs "
                               f"{record['final']}")
    return rules, state


def _tile(state: ShimaState, tile: int) -> str:
    number = state.island.numbers[tile]
    return f"{state.island.terrain[tile]}{number or ''}"


def _corner(state: ShimaState, corner: int) -> str:
    return "・".join(_tile(state, t) for t in GEOMETRY.corner_tiles[corner])


def move_texts(state: ShimaState, move: tuple, after: ShimaState) -> list[str]:
    """What a move did, in words (without who did it), and what it caused: the others' returns
    after a 7, a stolen card. The desktop game's log and :func:`describe` both tell moves so."""
    seat = state.to_move
    kind = move[0]
    texts = []
    if kind == "roll":
        texts.append(f"rolls {sum(after.last_roll)}")
    elif kind in ("house", "city"):
        texts.append(f"{'big house' if kind == 'city' else 'house'} at {_corner(state, move[1])}")
    elif kind == "road":
        texts.append("road")
    elif kind == "buy":
        texts.append("draws a help card")
    elif kind == "trade":
        given = state.hands[seat][move[1]] - after.hands[seat][move[1]]
        texts.append(f"trades {given} {MATERIALS[move[1]]} for {MATERIALS[move[2]]}")
    elif kind == "play":
        texts.append(f"plays {move[1]}" + (f" ({', '.join(MATERIALS[m] for m in move[2:])})" if len(move) > 2 else ""))
    elif kind == "cloud":
        texts.append(f"cloud to {_tile(state, move[1])}")
    elif kind == "discard":
        texts.append(f"returns {MATERIALS[move[1]]}")
    elif kind == "end_roads":
        texts.append("stops building free roads")
    elif kind == "end":
        texts.append("ends the turn")
    if after.log[:len(state.log)] == state.log:
        texts.extend(after.log[len(state.log):])
    return texts


def describe(record: dict) -> str:
    """The game told turn by turn: the island, each turn's roll and builds, the end.

    Raises:
        ShimaRecordError: as :func:`replay_record`.
    """
    seats = record.get("seats") or []
    lines: list[str] = []
    current: list[str] = []

    def who(seat: int) -> str:
        kind = seats[seat] if seat < len(seats) else "?"
        return f"{SEAT_NAMES[seat]}({kind})"

    def flush(turn_of: int, turn: int) -> None:
        if current:
            lines.append(f"turn {turn} {who(turn_of)}: " + ", ".join(current))
            current.clear()

    def tell(state: ShimaState, move: tuple, after: ShimaState) -> None:
        if not lines:
            rows: dict[int, list[str]] = {}
            for t, (_q, r) in enumerate(GEOMETRY.tiles):
                rows.setdefault(r, []).append(_tile(state, t))
            lines.append("island (row by row): " + " / ".join(" ".join(row) for row in rows.values()))
        if state.phase == "setup":
            if move[0] == "house":
                lines.append(f"set-up: {who(state.to_move)} {move_texts(state, move, after)[0]}")
            return
        for text in move_texts(state, move, after) if move[0] != "end" else ():
            if current and text.startswith("returns ") and current[-1].startswith(text):  # 木 ×3, not 3 times
                times = int(current[-1].partition("×")[2] or 1)
                current[-1] = f"{text} ×{times + 1}"
            else:
                current.append(text)
        if move[0] == "end" or after.phase == "over":
            flush(state.turn_of, state.turn)

    rules, state = replay_record(record, on_move=tell)
    for seat in range(state.players):
        lines.append(f"{who(seat)}: {rules.points(state, seat)} points"
                     + (" (longest road)" if state.longest_road == seat else "")
                     + (" (雲の名人)" if state.cloud_master == seat else ""))
    lines.append(f"winner: {who(state.winner)}" if state.winner >= 0 else "nobody won before the turn limit")
    return "\n".join(lines)
