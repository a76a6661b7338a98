"""Game records of every registered game: play one, replay one, check one (no Qt).

A record is plain JSON, the same shape for every game::

    {"format": "kuni-<game>-record/1", "ruleset": {...}, "players": 4, "seed": 1,
     "seats": ["greedy", ...], "moves": [...], "final": {...}, ...the game's header fields}

The game's header fields say what the game was played on (a 市区町村バトル board's signature, a
旧国かるた deal). Replaying deals again from the seed (or from the recorded deal), applies every
move through the same engine and checks ``final``; a move that does not replay is named by its
number and the engine's reason.
"""

from __future__ import annotations

import math
from typing import Any

from core.games.game import IllegalMove, check_move_count
from core.games.spec import GameSpec
from core.text import sentence_of, translate


class RecordError(ValueError):
    """A record that is not one, or does not replay; the message says where."""


HEADER = translate("RecordError", "record header: {why}")


def check_seed(value: Any) -> int:
    """A record's seed: a whole number (not a text, a bool, NaN or infinity).

    Raises:
        RecordError: anything else.
    """
    if isinstance(value, bool) or not isinstance(value, int):
        shown = value if not isinstance(value, float) or math.isfinite(value) else str(value)
        raise RecordError(translate("RecordError", "record header: the seed is not a whole number ({seed})").format(
            seed=repr(shown)))
    return value


def header(spec: GameSpec, rules, state, seats: list[str], seed: int) -> dict:
    """A record's header for a game about to start: everything but its moves and its end."""
    return {"format": spec.record_format, **spec.record_header(rules, state), "ruleset": rules.ruleset.model_dump(),
            "players": len(seats), "seed": seed, "seats": list(seats)}


def start(spec: GameSpec, record: dict, dataset=None):
    """The rules and the first state of a record, its header checked.

    Raises:
        RecordError: not this game's record, bad rule options, a bad seed or player count, or a
            record made on another board.
    """
    if not isinstance(record, dict) or record.get("format") != spec.record_format:
        raise RecordError(translate("RecordError", "not a {game} record (its format should be {format})").format(
            game=spec.title_ja, format=spec.record_format))
    try:
        ruleset = spec.recorded_ruleset(record.get("ruleset"), "ruleset")
    except ValueError as error:
        raise RecordError(sentence_of(error)) from None
    try:
        rules = spec.make_rules(ruleset, dataset)
        spec.check_header(rules, record)
    except (ValueError, KeyError) as error:
        raise RecordError(HEADER.format(why=sentence_of(error))) from None
    if spec.initial_state is not None:
        try:
            state = spec.initial_state(rules, record)
        except (ValueError, KeyError, TypeError) as error:
            raise RecordError(HEADER.format(why=sentence_of(error))) from None
        if state is not None:
            return rules, state
    players = record.get("players")
    if isinstance(players, bool) or not isinstance(players, int):
        raise RecordError(translate("RecordError", "record header: players is not a whole number ({players})").format(
            players=repr(players)))
    try:
        spec.check_players(players)
        return rules, spec.new_state(rules, players, check_seed(record.get("seed")))
    except RecordError:
        raise
    except ValueError as error:
        raise RecordError(HEADER.format(why=sentence_of(error))) from None


def replay(spec: GameSpec, record: dict, dataset=None, *, complete: bool = True, on_move=None):
    """Replay a record; ``on_move(before, move, after)`` sees each step. ``complete=False`` accepts a
    game still in progress (an autosave).

    Returns:
        ``(rules, state)`` after the last move.

    Raises:
        RecordError: as :func:`start`; a malformed or illegal move (with its number and the
            reason); a record that stops before the end (when ``complete``); an outcome that
            differs from the recorded one.
    """
    rules, state = start(spec, record, dataset)
    moves = record.get("moves")
    if not isinstance(moves, list):
        raise RecordError(translate("RecordError", "moves: a list of moves is expected").format())
    for number, data in enumerate(moves, start=1):
        try:
            move = spec.decode_move(data)
        except (ValueError, TypeError, KeyError) as error:
            raise RecordError(translate("RecordError", "move {number} is not a move of this game ({why})").format(
                number=number, why=sentence_of(error))) from None
        try:
            after = rules.apply(state, move)
        except (IllegalMove, ValueError, TypeError, KeyError, IndexError) as error:
            raise RecordError(translate("RecordError", "move {number} cannot be played: {why}").format(
                number=number, why=sentence_of(error))) from None
        if on_move is not None:
            on_move(state, move, after)
        state = after
    over = rules.is_over(state)
    if complete and not over:
        raise RecordError(translate("RecordError", "the record stops after move {moves}, before the game ends").format(
            moves=len(moves)))
    final = record.get("final")
    if final and over and spec.final(rules, state) != final:
        raise RecordError(translate("RecordError", "the replay ends differently from the record: {replayed} where "
                                                   "the record says {recorded}").format(
            replayed=spec.final(rules, state), recorded=final))
    if final and not over:
        raise RecordError(translate("RecordError", "the record names an end its moves do not reach").format())
    return rules, state


def play(spec: GameSpec, rules, kinds: list[str], seed: int, on_move=None) -> tuple[Any, dict]:
    """CPU players of ``kinds`` (one per seat) play a game dealt with ``random.Random(seed)``.

    Each seat's player is seeded from the game's seed and the seat, as a desktop game's CPUs are
    (:meth:`core.games.session.GameSession.cpu`).

    Returns:
        The final state and the record.
    """
    from core.games.session import GameSession

    session = GameSession.new(spec, rules, list(kinds), seed)
    while not rules.is_over(session.state):
        check_move_count(len(session.moves), spec.title_en)
        before = session.state
        move = session.cpu_move()
        session.play(move)
        if on_move is not None:
            on_move(before, move, session.state)
    return session.state, session.record()


class RecordReplay:
    """A record opened for stepping through: every position from the first to the last, reached
    through the same engine (the replay viewer's model; no Qt).

    Attributes:
        spec: the game.
        record: the record as read.
        rules: its rules (on its board, for games played on one).
        moves: the moves, decoded.
        states: ``states[k]`` is the position after ``k`` moves (``states[0]`` the deal).

    Raises:
        RecordError: as :func:`replay` (a game still in progress is accepted).
    """

    def __init__(self, spec: GameSpec, record: dict, dataset=None) -> None:
        self.spec, self.record = spec, record
        self.moves: list = []
        self.states: list = []

        def keep(before, move, _after) -> None:
            self.states.append(before)
            self.moves.append(move)

        self.rules, last = replay(spec, record, dataset, complete=False, on_move=keep)
        self.states.append(last)

    def __len__(self) -> int:
        """The number of moves."""
        return len(self.moves)

    @property
    def seats(self) -> list[str]:
        """Who played each seat, as the record says (CPU kinds, ``human``; [] when it does not)."""
        seats = self.record.get("seats")
        return list(seats) if isinstance(seats, list) and all(isinstance(s, str) for s in seats) else []

    def header(self) -> dict:
        """The record without its moves and end: what a position exported from it starts from."""
        return {key: value for key, value in self.record.items() if key not in ("moves", "final", "timeouts")}

    def until(self, moves: int) -> dict:
        """The record of the game as it stood after ``moves`` moves (no end): ``kuni play GAME
        --from`` continues it."""
        moves = max(0, min(moves, len(self)))
        return {**self.header(), "moves": list(self.record["moves"][:moves])}


def play_on(spec: GameSpec, record: dict, kinds: list[str], dataset=None) -> tuple[Any, dict]:
    """CPU players of ``kinds`` (one per seat) continue a record of a game in progress to its end
    (each seeded from the record's seed and its seat, as in :func:`play`).

    Returns:
        The final state and the whole record (the given moves, then the CPUs').

    Raises:
        RecordError: the record does not replay (as :func:`replay`), or ``kinds`` is not one CPU
            kind per seat.
    """
    from core.games.session import GameSession

    rules, state = replay(spec, record, dataset, complete=False)
    try:
        GameSession.check_seats(spec, list(kinds))
    except ValueError as error:
        raise RecordError(sentence_of(error)) from None
    seats = record.get("seats")
    if isinstance(seats, list) and len(seats) != len(kinds):
        raise RecordError(translate("RecordError", "the record has {seats} seats, not {kinds}: give one CPU kind per "
                                                   "seat").format(seats=len(seats), kinds=len(kinds)))
    header = {key: value for key, value in record.items() if key not in ("moves", "final", "timeouts")}
    header["seats"] = list(kinds)
    session = GameSession(spec, rules, list(kinds), check_seed(record.get("seed")), state, list(record["moves"]),
                          header=header)
    while not rules.is_over(session.state):
        check_move_count(len(session.moves), spec.title_en)
        session.play(session.cpu_move())
    return session.state, session.record()
