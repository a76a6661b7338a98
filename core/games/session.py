"""A game in progress, of any registered game: who sits where, the moves so far, autosave and
resume (no Qt).

The desktop game windows hold one, and ``kuni play`` plays one with CPUs at every seat. It is
saved after every action, atomically, as the game's record with the moves so far; resuming
replays them through the same engine from the same seed (:mod:`core.games.record`), so a resumed
game is exactly the game that was left. Everything game-specific comes from the game's
:class:`core.games.spec.GameSpec`.

Session file::

    {"format": "kuni-<game>-session/1", "seats": ["human", "planner", …],
     "record": {"format": "kuni-<game>-record/1", "ruleset": {…}, "players": 4, "seed": 1,
                "seats": [...], "moves": [[…], …]}}
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from core.games import record as game_record
from core.games.clock import GameClock, TimeControl
from core.io.atomic_write import atomic_write_text
from core.text import sentence_of, translate

HUMAN = "human"
#: A person playing at another device (an online room): their moves come from the room's server,
#: neither from this table nor from a CPU here.
REMOTE = "remote"


def move_to_json(move) -> list:
    """A move made of tuples (しま, 北野大茶会) as JSON lists."""
    return [move_to_json(part) if isinstance(part, tuple) else part for part in move]


def move_from_json(data) -> tuple:
    """A move read back from JSON lists.

    Raises:
        ValueError: not a list.
    """
    if not isinstance(data, list):
        raise ValueError(translate("RecordError", "a move is a list, not {data}").format(data=repr(data)))
    return tuple(move_from_json(part) if isinstance(part, list) else part for part in data)


#: A seat's name is cut to this many characters (it is shown in a banner over the board).
NAME_LENGTH = 12


def seat_names(names, seats: int) -> list[str]:
    """One name per seat, stripped and cut to :data:`NAME_LENGTH` ("" where none is given or the
    list is not one text per seat)."""
    if not isinstance(names, list) or len(names) != seats or not all(isinstance(n, str) for n in names):
        return [""] * seats
    return [name.strip()[:NAME_LENGTH] for name in names]


class SessionError(ValueError):
    """A session file that cannot be resumed; the message says why."""


class GameSession:
    """One game of any registered game: its spec and rules, each seat's player (``"human"`` or a
    CPU kind), the seed, the record's header and the moves so far.

    Attributes:
        spec: the game (:class:`core.games.spec.GameSpec`).
        rules: the game's rules (on its board, for games played on one).
        seats: ``"human"`` or a CPU kind per seat.
        names: what the table calls each seat ("" for none).
        seed: the deal's seed; each CPU seeds its own generator from it and its seat.
        state: the current state.
        moves: the moves so far, as JSON.
        header: the record's header (format, board or deal, rule set, players, seed, seats).
    """

    def __init__(self, spec, rules, seats: list[str], seed: int, state, moves: list | None = None, *,
                 header: dict | None = None, time_control: TimeControl | None = None,
                 main_left: list[float] | None = None, timeouts: list[int] | None = None,
                 names: list[str] | None = None) -> None:
        self.spec = spec
        self.rules = rules
        self.seats = list(seats)
        # what each seat is called at the table (people passing the computer round), "" for none
        self.names = seat_names(names, len(self.seats))
        self.seed = seed
        self.state = state
        self.moves = list(moves or [])
        self.header = dict(header) if header is not None else game_record.header(spec, rules, state, self.seats, seed)
        self._players: dict[int, Any] = {}
        # 持ち時間 / 秒読み for the seats people play (see core.games.clock); moves made for a
        # person out of time are numbered in ``timeouts`` (1-based, as the record counts them)
        self.clock = GameClock(time_control or TimeControl(), [kind == HUMAN for kind in self.seats], main_left)
        self.timeouts = list(timeouts or [])

    @property
    def game(self) -> str:
        """The game's title, for people."""
        return self.spec.title_ja

    @staticmethod
    def check_seats(spec, seats) -> None:
        """Raises ValueError for a seat that is neither a person nor one of the game's CPUs, or a
        number of seats the game is not for."""
        if not isinstance(seats, list):
            raise ValueError(translate("RecordError", "seats: a list of who plays each seat is expected").format())
        for kind in seats:
            if not isinstance(kind, str) or (kind != HUMAN and kind not in spec.cpus):
                raise ValueError(translate("RecordError", "a seat {kind} is neither a person (human) nor a CPU of this "
                                                          "game ({known})").format(kind=repr(kind),
                                                                                   known=", ".join(spec.cpu_names())))
        spec.check_players(len(seats))

    @classmethod
    def new(cls, spec, rules, seats: list[str], seed: int, time_control: TimeControl | None = None,
            names: list[str] | None = None) -> GameSession:
        """A new game dealt with ``random.Random(seed)``; ``time_control`` for the seats people
        play; ``names`` what each seat is called ("" for none).

        Raises:
            ValueError: an unknown CPU kind, or a player count the game does not have.
        """
        cls.check_seats(spec, seats)
        state = spec.new_state(rules, len(seats), seed)
        return cls(spec, rules, seats, seed, state, time_control=time_control, names=names)

    def first_state(self):
        """The state the game started from: the deal its record keeps (旧国かるた), else the one
        its seed deals."""
        if self.spec.initial_state is not None:
            state = self.spec.initial_state(self.rules, self.header)
            if state is not None:
                return state
        return self.spec.new_state(self.rules, len(self.seats), self.seed)

    @property
    def human_seat(self) -> int | None:
        return self.seats.index(HUMAN) if HUMAN in self.seats else None

    def cpu(self, seat: int):
        """The CPU player of a seat (seeded from the game's seed and the seat)."""
        if seat not in self._players:
            seed = random.Random(f"{self.seed}:cpu:{seat}").getrandbits(32)
            self._players[seat] = self.spec.make_cpu(self.seats[seat], seed)
        return self._players[seat]

    def legal_moves(self) -> list:
        return self.rules.legal_moves(self.state)

    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    def to_move(self) -> int:
        return self.rules.to_move(self.state)

    def to_move_is_human(self) -> bool:
        return not self.rules.is_over(self.state) and self.seats[self.rules.to_move(self.state)] == HUMAN

    def cpu_move(self):
        return self.cpu(self.rules.to_move(self.state)).decide(self.rules, self.state, self.legal_moves())

    def play(self, move):
        """Apply a move (raises :class:`core.games.game.IllegalMove` when it is not legal; the
        state is then unchanged) and keep it."""
        self.state = self.rules.apply(self.state, move)
        self.moves.append(self.spec.encode_move(move))
        return self.state

    def mark(self) -> tuple:
        """The session as it is now, for :meth:`back_to` (a move that could not be kept is undone)."""
        import copy

        return self.state, len(self.moves), list(self.timeouts), copy.deepcopy(self.clock)

    def back_to(self, mark: tuple) -> None:
        """The session as it was at ``mark``: the moves since forgotten, the clock as it stood."""
        self.state, count, self.timeouts, self.clock = mark[0], mark[1], list(mark[2]), mark[3]
        del self.moves[count:]

    def stand_in_move(self):
        """The move a CPU makes for the person to move whose time ran out (played with
        :meth:`play_timeout`)."""
        seat = self.rules.to_move(self.state)
        kind = self.spec.stand_in or self.spec.cpu_names()[0]
        player = self.spec.make_cpu(kind, random.Random(f"{self.seed}:stand-in:{seat}:{len(self.moves)}").getrandbits(32))
        return player.decide(self.rules, self.state, self.legal_moves())

    def play_timeout(self, move):
        """Play ``move`` (the stand-in's) and note it in the record as 時間切れ."""
        self.play(move)
        self.timeouts.append(len(self.moves))
        return self.state

    def record(self) -> dict:
        """The game record so far (with its end once the game is over); with a clock, its time
        control and the moves made for a person out of time (``timeouts``)."""
        record = {**self.header, "moves": list(self.moves)}
        if self.clock.control.active:
            record["time_control"] = self.clock.control.to_json()
            record["timeouts"] = list(self.timeouts)
        if self.rules.is_over(self.state):
            record["final"] = self.spec.final(self.rules, self.state)
        return record

    def to_json(self) -> dict:
        data = {"format": self.spec.session_format, "seats": list(self.seats), "record": self.record()}
        if any(self.names):
            data["names"] = list(self.names)
        if self.clock.control.active:
            data["clock"] = {"main_left": [round(v, 3) for v in self.clock.main_left]}
        return data

    def save(self, path: str | Path) -> None:
        """Write the session atomically (the previous autosave survives a crash mid-write)."""
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(path, json.dumps(self.to_json(), ensure_ascii=False) + "\n")

    @classmethod
    def from_json(cls, spec, data: Any, dataset=None) -> GameSession:
        """Rebuild a session by replaying its moves (on ``dataset`` for games played on a board).

        Raises:
            SessionError: not this game's session, unknown seats, or moves that do not replay.
        """
        if not isinstance(data, dict) or data.get("format") != spec.session_format:
            raise SessionError(translate("RecordError", "not a {game} saved game (its format should be {format})").format(
                game=spec.title_ja, format=spec.session_format))
        seats, record = _seat_kinds(data.get("seats")), data.get("record")
        if not isinstance(seats, list) or not isinstance(record, dict):
            raise SessionError(translate("RecordError", "a saved game needs its seats and its record").format())
        if isinstance(record.get("players"), int) and record["players"] != len(seats):
            raise SessionError(translate("RecordError", "the saved game has a different number of players than "
                                                        "seats").format())
        try:
            cls.check_seats(spec, seats)
        except ValueError as error:
            raise SessionError(sentence_of(error)) from None
        try:
            rules, state = game_record.replay(spec, record, dataset, complete=False)
        except game_record.RecordError as error:
            raise SessionError(sentence_of(error)) from None
        seed = record.get("seed")
        if isinstance(seed, bool) or not isinstance(seed, int):
            seed = data.get("seed") if isinstance(data.get("seed"), int) else 0
        moves = list(record.get("moves") or [])
        header = {key: value for key, value in record.items()
                  if key not in ("moves", "final", "time_control", "timeouts")}
        header.setdefault("players", len(seats))
        header["seats"] = list(seats)
        try:
            control = TimeControl.from_json(record["time_control"]) if record.get("time_control") else None
            left = (data.get("clock") or {}).get("main_left") if control else None
            timeouts = [int(k) for k in record.get("timeouts") or []] if control else []
            if any(not 1 <= k <= len(moves) for k in timeouts):
                raise ValueError(translate("RecordError", "a timeout names a move the record does not have").format())
            names = data.get("names")  # only what the table calls the seats: odd ones are dropped
            return cls(spec, rules, seats, seed, state, moves, header=header, time_control=control,
                       main_left=left, timeouts=timeouts, names=names if isinstance(names, list) else None)
        except (TypeError, ValueError) as error:
            raise SessionError(translate("RecordError", "clock: {why}").format(why=sentence_of(error))) from None

    @classmethod
    def load(cls, spec, path: str | Path, dataset=None) -> GameSession:
        """Read and replay a saved session.

        Raises:
            SessionError: as :meth:`from_json`, or the file cannot be read as strict JSON (missing,
                not a regular file, too large, not UTF-8, a key twice, nested too deeply …).
        """
        from core.io.input_files import DatasetError, read_json_file

        try:
            data = read_json_file(path)
        except DatasetError as error:
            raise SessionError(sentence_of(error)) from None
        return cls.from_json(spec, data, dataset)


def _seat_kinds(seats: Any) -> Any:
    """Seats as kinds; the first 旧国かるた saves wrote each seat as ``{"kind": "human"}`` or
    ``{"kind": "cpu", "strength": "planner"}``, read here as ``"human"`` and ``"planner"``."""
    if not isinstance(seats, list):
        return seats
    kinds = []
    for seat in seats:
        if isinstance(seat, dict) and seat.get("kind") == HUMAN:
            kinds.append(HUMAN)
        elif isinstance(seat, dict) and seat.get("kind") == "cpu":
            kinds.append(seat.get("strength", "planner"))
        else:
            kinds.append(seat)
    return kinds


def saved_board(spec, path: str | Path) -> str | None:
    """The board (in words, as ``spec.board_from_text`` reads them) of the game saved at ``path``
    (None when there is no readable save, or it does not say): a desktop game resumes on it."""
    from core.io.input_files import DatasetError, read_json_file

    try:
        data = read_json_file(path)
    except DatasetError:
        return None
    record = data.get("record") if isinstance(data, dict) else None
    return spec.board_of_record(record) if isinstance(record, dict) else None


def default_autosave_path(game: str, folder: str | Path | None = None) -> Path:
    """Where the desktop game autosaves: ``folder`` (the one chosen in Preferences), else the
    user data folder (platformdirs)."""
    if folder:
        return Path(folder) / f"{game}-game.json"
    from platformdirs import user_data_dir

    return Path(user_data_dir("Kuni Studio", "Kuni Studio")) / "autosave" / f"{game}-game.json"


def resume_or_new(load, path: Path, new) -> tuple[GameSession, str, Path | None]:
    """The session saved at ``path`` when ``load(path)`` can resume it (it raises OSError or
    SessionError when not: a session class's ``load``), else ``new()``.

    Returns the session, what happened in words (for a status bar) and, when the autosave could
    not be resumed, where it was kept (beside it, ``….unreadable.json``: never overwritten).
    """
    if not path.exists():
        return new(), translate("GameSession", "A new game.").format(), None
    try:
        return load(path), translate("GameSession", "Resumed the saved game.").format(), None
    except (OSError, SessionError) as error:
        kept = _keep_aside(path)
        return new(
            ), translate(
                "GameSession", "The saved game could not be resumed ({error}); it is kept as {name}. A new game.").format(
            error=error, name=kept.name), kept


def _keep_aside(path: Path) -> Path:
    """Rename a save that cannot be resumed to ``….unreadable.json`` beside it (never overwriting
    one kept before), so a new game's autosave does not replace it; returns the new path."""
    for k in range(1, 1000):
        target = path.with_name(f"{path.stem}.unreadable{'' if k == 1 else k}.json")
        if not target.exists():
            path.rename(target)
            return target
    raise OSError(f"{path}: too many unreadable autosaves beside it")  # pragma: no cover
