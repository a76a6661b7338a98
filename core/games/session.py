"""A game in progress for the desktop: who sits where, the moves so far, autosave and resume (no Qt).

The desktop windows of しま and 北野大茶会 hold one (旧国かるた has its own, older
:mod:`core.games.karuta.session`). It is saved after every action, atomically, as the game's
record with the moves so far; resuming replays them through the same engine from the same seed,
so a resumed game is exactly the game that was left. Each game names its record format, its CPU
players and its replay in a small subclass.

Session file::

    {"format": "kuni-<game>-session/1", "seats": ["human", "planner", …],
     "record": {"format": "kuni-<game>-record/1", "ruleset": {…}, "players": 4, "seed": 1,
                "seats": [...], "moves": [[…], …]}}
"""

from __future__ import annotations

import json
import random
from abc import ABC, abstractmethod
from pathlib import Path
from typing import Any, ClassVar

from core.games.clock import GameClock, TimeControl
from core.io.atomic_write import atomic_write_text

HUMAN = "human"


def move_to_json(move) -> list:
    return [move_to_json(part) if isinstance(part, tuple) else part for part in move]


def move_from_json(data) -> tuple:
    if not isinstance(data, list):
        raise TypeError(f"a move is a list, not {data!r}")
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


class GameSession(ABC):
    """One game: the rules, each seat's player (``"human"`` or a CPU kind), the seed, the moves.

    Subclasses set :attr:`game`, :attr:`session_format`, :attr:`record_format`, :attr:`cpus` (the
    CPU players by kind) and :meth:`replay`.
    """

    game: ClassVar[str]
    session_format: ClassVar[str]
    record_format: ClassVar[str]
    cpus: ClassVar[dict]

    #: The CPU kind that moves for a person whose time ran out (None: the first of :attr:`cpus`).
    stand_in: ClassVar[str | None] = None

    def __init__(self, rules, seats: list[str], seed: int, state, moves: list[list] | None = None, *,
                 time_control: TimeControl | None = None, main_left: list[float] | None = None,
                 timeouts: list[int] | None = None, names: list[str] | None = None) -> None:
        self.rules = rules
        self.seats = list(seats)
        # what each seat is called at the table (people passing the computer round), "" for none
        self.names = seat_names(names, len(self.seats))
        self.seed = seed
        self.state = state
        self.moves = list(moves or [])
        self._players: dict[int, Any] = {}
        # 持ち時間 / 秒読み for the seats people play (see core.games.clock); moves made for a
        # person out of time are numbered in ``timeouts`` (1-based, as the record counts them)
        self.clock = GameClock(time_control or TimeControl(), [kind == HUMAN for kind in self.seats], main_left)
        self.timeouts = list(timeouts or [])

    @classmethod
    @abstractmethod
    def replay(cls, record: dict):
        """``(rules, state)`` after the record's moves (the game may be unfinished).

        Raises:
            ValueError: a header or a move that does not replay (with its number).
        """

    @classmethod
    def encode_move(cls, move) -> Any:
        """A move as JSON (tuples become lists)."""
        return move_to_json(move)

    @classmethod
    def decode_move(cls, data) -> Any:
        return move_from_json(data)

    @classmethod
    def check_seats(cls, seats) -> None:
        for kind in seats:
            if not isinstance(kind, str) or (kind != HUMAN and kind not in cls.cpus):
                raise ValueError(f"unknown seat {kind!r} (a human or a CPU: {', '.join(cls.cpus)})")

    @classmethod
    def new(cls, rules, seats: list[str], seed: int, time_control: TimeControl | None = None,
            names: list[str] | None = None):
        """A new game made with ``random.Random(seed)``; ``time_control`` for the seats people play;
        ``names`` what each seat is called ("" for none).

        Raises:
            ValueError: an unknown CPU kind, or a player count the game does not have.
        """
        cls.check_seats(seats)
        return cls(rules, seats, seed, rules.initial_state(len(seats), random.Random(seed)),
                   time_control=time_control, names=names)

    @property
    def human_seat(self) -> int | None:
        return self.seats.index(HUMAN) if HUMAN in self.seats else None

    def cpu(self, seat: int):
        """The CPU player of a seat (seeded from the game's seed and the seat)."""
        if seat not in self._players:
            self._players[seat] = self.cpus[self.seats[seat]](random.Random(f"{self.seed}:cpu:{seat}").getrandbits(32))
        return self._players[seat]

    def legal_moves(self) -> list[tuple]:
        return self.rules.legal_moves(self.state)

    def to_move_is_human(self) -> bool:
        return not self.rules.is_over(self.state) and self.seats[self.rules.to_move(self.state)] == HUMAN

    def cpu_move(self) -> tuple:
        return self.cpu(self.rules.to_move(self.state)).decide(self.rules, self.state, self.legal_moves())

    def play(self, move: tuple):
        """Apply a move (raises :class:`core.games.game.IllegalMove` when it is not legal) and keep it."""
        self.state = self.rules.apply(self.state, move)
        self.moves.append(self.encode_move(move))
        return self.state

    def stand_in_move(self) -> tuple:
        """The move a CPU makes for the person to move whose time ran out (played with
        :meth:`play_timeout`)."""
        seat = self.rules.to_move(self.state)
        kind = self.stand_in or next(iter(self.cpus))
        player = self.cpus[kind](random.Random(f"{self.seed}:stand-in:{seat}:{len(self.moves)}").getrandbits(32))
        return player.decide(self.rules, self.state, self.legal_moves())

    def play_timeout(self, move: tuple):
        """Play ``move`` (the stand-in's) and note it in the record as 時間切れ."""
        self.play(move)
        self.timeouts.append(len(self.moves))
        return self.state

    def record(self) -> dict:
        """The game record so far (the game's record format, without its final result); with a
        clock, its time control and the moves made for a person out of time (``timeouts``)."""
        record = {"format": self.record_format, "ruleset": self.rules.ruleset.model_dump(), "players": len(self.seats),
                  "seed": self.seed, "seats": list(self.seats), "moves": list(self.moves)}
        if self.clock.control.active:
            record["time_control"] = self.clock.control.to_json()
            record["timeouts"] = list(self.timeouts)
        return record

    def to_json(self) -> dict:
        data = {"format": self.session_format, "seats": list(self.seats), "record": self.record()}
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
    def from_json(cls, data: Any):
        """Rebuild a session by replaying its moves.

        Raises:
            SessionError: not this game's session, unknown seats, or moves that do not replay.
        """
        if not isinstance(data, dict) or data.get("format") != cls.session_format:
            raise SessionError(f"not a {cls.game} session (expected format {cls.session_format})")
        seats, record = data.get("seats"), data.get("record")
        if not isinstance(seats, list) or not isinstance(record, dict):
            raise SessionError("a session needs its seats and its record")
        try:
            cls.check_seats(seats)
        except ValueError as error:
            raise SessionError(str(error)) from None
        if not isinstance(record.get("seed"), int):
            raise SessionError("record header: the seed is not a whole number")
        try:
            rules, state = cls.replay(record)
        except ValueError as error:
            raise SessionError(str(error)) from None
        if record.get("players") != len(seats):
            raise SessionError("the saved game has a different number of players than seats")
        moves = list(record.get("moves") or [])
        try:
            control = TimeControl.from_json(record["time_control"]) if record.get("time_control") else None
            left = (data.get("clock") or {}).get("main_left") if control else None
            timeouts = [int(k) for k in record.get("timeouts") or []] if control else []
            if any(not 1 <= k <= len(moves) for k in timeouts):
                raise ValueError("a timeout names a move the record does not have")
            names = data.get("names")  # only what the table calls the seats: odd ones are dropped
            return cls(rules, seats, record["seed"], state, moves, time_control=control, main_left=left,
                       timeouts=timeouts, names=names if isinstance(names, list) else None)
        except (TypeError, ValueError) as error:
            raise SessionError(f"clock: {error}") from None

    @classmethod
    def load(cls, path: str | Path):
        """Read and replay a saved session.

        Raises:
            OSError: the file cannot be read.
            SessionError: as :meth:`from_json`, or the file is not JSON (or not text).
        """
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except json.JSONDecodeError as error:
            raise SessionError(f"{path}: not JSON ({error})") from None
        except UnicodeDecodeError:
            raise SessionError(f"{path}: not UTF-8 text") from None
        return cls.from_json(data)


def default_autosave_path(game: str) -> Path:
    """Where the desktop game autosaves: the user data folder (platformdirs)."""
    from platformdirs import user_data_dir

    return Path(user_data_dir("Kuni Studio", "Kuni Studio")) / "autosave" / f"{game}-game.json"


def resume_or_new(load, path: Path, new) -> tuple[GameSession, str, Path | None]:
    """The session saved at ``path`` when ``load(path)`` can resume it (it raises OSError or
    SessionError when not: a session class's ``load``), else ``new()``.

    Returns the session, what happened in words (for a status bar) and, when the autosave could
    not be resumed, where it was kept (beside it, ``….unreadable.json``: never overwritten).
    """
    if not path.exists():
        return new(), "A new game.", None
    try:
        return load(path), "Resumed the saved game.", None
    except (OSError, SessionError) as error:
        kept = _keep_aside(path)
        return new(), f"The saved game could not be resumed ({error}); it is kept as {kept.name}. A new game.", kept


def _keep_aside(path: Path) -> Path:
    """Rename a save that cannot be resumed to ``….unreadable.json`` beside it (never overwriting
    one kept before), so a new game's autosave does not replace it; returns the new path."""
    for k in range(1, 1000):
        target = path.with_name(f"{path.stem}.unreadable{'' if k == 1 else k}.json")
        if not target.exists():
            path.rename(target)
            return target
    raise OSError(f"{path}: too many unreadable autosaves beside it")  # pragma: no cover
