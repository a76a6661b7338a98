"""しま game records: the seed, the seats and every move, replayed through the engine (no Qt).

Record::

    {"format": "kuni-shima-record/1", "island": {"terrain": [...], "numbers": [...], "letters": [...],
     "harbours": [[2, 3, 9], ...], "start_corner": 4}, "ruleset": {...}, "players": 4, "seed": 1,
     "seats": ["greedy", ...], "moves": [["house", 12], ["road", 17], ["roll"], ...],
     "final": {"winner": 2, "turns": 81, "points": [7, 6, 10, 5]}}

The dice and the deck come from ``random.Random(seed)``, the island from the record (a record
saved before it kept its island gets the island its seed deals, on the harbours games then had);
replaying applies the moves and checks
``final`` (:mod:`core.games.record`, the same for every game). :func:`describe` tells the game turn
by turn, for a designer reading how the CPUs played.
"""

from __future__ import annotations

from core.games.shima.board import GEOMETRY, MATERIALS
from core.games.shima.rules import SEAT_NAMES, ShimaRules, ShimaState
from core.text import joined, translate

RECORD_FORMAT = "kuni-shima-record/1"


def final_of(rules: ShimaRules, state: ShimaState) -> dict:
    """What a record keeps of a finished game (checked on replay)."""
    return {"winner": state.winner, "turns": state.turn, "points": [rules.points(state, s) for s in range(state.players)]}


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
        texts.append(translate("ShimaMove", "rolls {total}").format(total=sum(after.last_roll)))
    elif kind == "city":
        texts.append(translate("ShimaMove", "big house at {corner}").format(corner=_corner(state, move[1])))
    elif kind == "house":
        texts.append(translate("ShimaMove", "house at {corner}").format(corner=_corner(state, move[1])))
    elif kind == "road":
        texts.append(translate("ShimaMove", "road").format())
    elif kind == "buy":
        texts.append(translate("ShimaMove", "draws a help card").format())
    elif kind == "trade":
        given = state.hands[seat][move[1]] - after.hands[seat][move[1]]
        texts.append(translate("ShimaMove", "trades {count} {given} for {taken}").format(
            count=given, given=MATERIALS[move[1]], taken=MATERIALS[move[2]]))
    elif kind == "play" and len(move) > 2:
        texts.append(translate("ShimaMove", "plays {card} ({materials})").format(
            card=move[1], materials=", ".join(MATERIALS[m] for m in move[2:])))
    elif kind == "play":
        texts.append(translate("ShimaMove", "plays {card}").format(card=move[1]))
    elif kind == "cloud":
        texts.append(translate("ShimaMove", "cloud to {tile}").format(tile=_tile(state, move[1])))
    elif kind == "discard":
        texts.append(translate("ShimaMove", "returns {material}").format(material=MATERIALS[move[1]]))
    elif kind == "end_roads":
        texts.append(translate("ShimaMove", "stops building free roads").format())
    elif kind == "end":
        texts.append(translate("ShimaMove", "ends the turn").format())
    if after.log[:len(state.log)] == state.log:
        texts.extend(after.log[len(state.log):])
    return texts


def describe(record: dict) -> str:
    """The game told turn by turn: the island, each turn's roll and builds, the end.

    Raises:
        core.games.record.RecordError: as :func:`core.games.record.replay`.
    """
    from core.games.record import replay
    from core.games.shima.spec import SPEC

    seats = record.get("seats") or []
    lines: list[str] = []
    current: list[str] = []

    def who(seat: int) -> str:
        kind = seats[seat] if seat < len(seats) else "?"
        return f"{SEAT_NAMES[seat]}({kind})"

    def flush(turn_of: int, turn: int) -> None:
        if current:
            lines.append(translate("ShimaRecord", "turn {turn} {who}: {moves}").format(
                turn=turn, who=who(turn_of), moves=joined(", ", current)))
            current.clear()

    def tell(state: ShimaState, move: tuple, after: ShimaState) -> None:
        if not lines:
            rows: dict[int, list[str]] = {}
            for t, (_q, r) in enumerate(GEOMETRY.tiles):
                rows.setdefault(r, []).append(_tile(state, t))
            lines.append(translate("ShimaRecord", "island (row by row): {rows}").format(
                rows=" / ".join(" ".join(row) for row in rows.values())))
        if state.phase == "setup":
            if move[0] == "house":
                lines.append(translate("ShimaRecord", "set-up: {who} {move}").format(
                    who=who(state.to_move), move=move_texts(state, move, after)[0]))
            return
        for text in move_texts(state, move, after) if move[0] != "end" else ():
            if current and text.startswith("returns ") and current[-1].startswith(text):  # 木 ×3, not 3 times
                times = int(current[-1].partition("×")[2] or 1)
                current[-1] = translate("ShimaRecord", "{move} ×{times}").format(move=text, times=times + 1)
            else:
                current.append(text)
        if move[0] == "end" or after.phase == "over":
            flush(state.turn_of, state.turn)

    rules, state = replay(SPEC, record, on_move=tell)
    for seat in range(state.players):
        bonuses = [translate("ShimaRecord", " (longest road)").format()] if state.longest_road == seat else []
        bonuses += [translate("ShimaRecord", " (雲の名人)").format()] if state.cloud_master == seat else []
        lines.append(translate("ShimaRecord", "{who}: {points} points{bonuses}").format(
            who=who(seat), points=rules.points(state, seat), bonuses=joined("", bonuses)))
    lines.append(translate("ShimaRecord", "winner: {who}").format(who=who(state.winner)) if state.winner >= 0
                 else translate("ShimaRecord", "nobody won before the turn limit").format())
    return joined("\n", lines)
