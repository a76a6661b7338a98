"""One online room: its code, its seats (people with their tokens, CPUs), its game, and its file
(no Qt, no network).

A room is set up by its host (seat 1): which seats are open for people and which are CPUs, then
started. Once started it holds a :class:`core.games.session.GameSession` — the same engine, clock
and stand-in CPU as desktop play — in which every person's seat is ``human`` and the server plays
the CPUs. A room is written to its own file after every change (atomically), so a server killed at
any moment resumes every room as it was after its last move.

Tokens: each person's seat gets 128 random bits when it is taken; the room keeps only their
SHA-256, so its file lets nobody move for a seat.
"""

from __future__ import annotations

import hashlib
import json
import secrets
import time
from dataclasses import dataclass, field
from pathlib import Path

from core.games.clock import TimeControl
from core.games.session import HUMAN, GameSession
from core.io.atomic_write import atomic_write_text
from core.online.protocol import CODE_ALPHABET, CODE_LENGTH, NICKNAME_LENGTH

ROOM_FORMAT = "kuni-room/1"
OPEN, PERSON, CPU = "open", "person", "cpu"


def new_code(taken) -> str:
    """A code no room has (4 characters of :data:`CODE_ALPHABET`, from the system's randomness)."""
    while True:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        if code not in taken:
            return code


def is_code(text) -> bool:
    return isinstance(text, str) and len(text) == CODE_LENGTH and all(c in CODE_ALPHABET for c in text)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("ascii")).hexdigest()


def clean_nickname(text: str) -> str:
    """A nickname as shown: printable, one line, at most :data:`NICKNAME_LENGTH` characters."""
    return "".join(c for c in text if c.isprintable()).strip()[:NICKNAME_LENGTH]


@dataclass
class Seat:
    """One seat: ``open`` (waiting for a person), ``person`` (a nickname and a token's hash) or
    ``cpu`` (a CPU kind)."""

    kind: str
    cpu: str = ""
    nickname: str = ""
    token_sha256: str = ""

    def to_json(self) -> dict:
        return {"kind": self.kind, "cpu": self.cpu, "nickname": self.nickname, "token_sha256": self.token_sha256}

    @classmethod
    def from_json(cls, data) -> Seat:
        if not isinstance(data, dict) or data.get("kind") not in (OPEN, PERSON, CPU):
            raise ValueError(f"not a seat: {data!r}")
        return cls(data["kind"], str(data.get("cpu", "")), str(data.get("nickname", "")),
                   str(data.get("token_sha256", "")))


@dataclass
class Room:
    """A room and, once started, its game.

    Attributes:
        code: the 4-character code.
        spec: the game.
        board: the board in words (``13``, ``kanto``), None for the game's default or none.
        seats: one per seat.
        ruleset: the game's rule set.
        time_control: 持ち時間/秒読み for the people's seats.
        seed: the deal's seed (chosen by the server).
        listed: shown in the list of rooms on the server.
        session: the game once started, else None.
        created: when (Unix time).
    """

    code: str
    spec: object
    board: str | None
    seats: list[Seat]
    ruleset: object
    time_control: TimeControl
    seed: int
    listed: bool = True
    session: GameSession | None = None
    created: float = field(default_factory=time.time)

    @property
    def started(self) -> bool:
        return self.session is not None

    def take_seat(self, seat: int, nickname: str) -> str:
        """A person sits at ``seat``; returns the seat's new token."""
        token = secrets.token_hex(16)
        self.seats[seat] = Seat(PERSON, "", clean_nickname(nickname), token_hash(token))
        return token

    def open_seat(self) -> int | None:
        return next((k for k, seat in enumerate(self.seats) if seat.kind == OPEN), None)

    def token_fits(self, seat: int, token: str) -> bool:
        if not 0 <= seat < len(self.seats) or self.seats[seat].kind != PERSON:
            return False
        return secrets.compare_digest(self.seats[seat].token_sha256, token_hash(token))

    def start(self, rules) -> GameSession:
        """Deal the game (open seats left are played by the game's table CPU)."""
        kinds = []
        for seat in self.seats:
            if seat.kind == OPEN:
                seat.kind, seat.cpu = CPU, self.spec.table_cpu
            kinds.append(HUMAN if seat.kind == PERSON else seat.cpu)
        names = [seat.nickname for seat in self.seats]
        self.session = GameSession.new(self.spec, rules, kinds, self.seed, self.time_control, names)
        return self.session

    def summary(self, connected: set[int] | None = None, in_app: bool = False) -> dict:
        """The room as every client may see it: the game, the seats and who is at them, the
        options — no token or token hash, no seed (``in_app``: served from a player's app)."""
        connected = connected or set()
        return {
            "type": "room", "code": self.code, "game": self.spec.name, "title": self.spec.title_ja, "board": self.board,
            "seats": [{"seat": k, "kind": seat.kind, "cpu": seat.cpu, "nickname": seat.nickname,
                       "connected": k in connected or seat.kind == CPU} for k, seat in enumerate(self.seats)],
            "host": 0, "started": self.started, "over": bool(self.session and self.session.is_over()),
            "rules": self.ruleset.model_dump(mode="json"), "time_control": self.time_control.to_json(),
            "in_app": in_app,
        }

    # -- the file --------------------------------------------------------------------------------

    def to_json(self) -> dict:
        return {"format": ROOM_FORMAT, "code": self.code, "game": self.spec.name, "board": self.board,
                "seats": [seat.to_json() for seat in self.seats], "rules": self.ruleset.model_dump(mode="json"),
                "time_control": self.time_control.to_json(), "seed": self.seed, "listed": self.listed,
                "created": self.created, "session": self.session.to_json() if self.session else None}

    def save(self, folder: Path) -> None:
        """Write the room's file atomically (the last good one survives a crash mid-write)."""
        folder.mkdir(parents=True, exist_ok=True)
        atomic_write_text(folder / f"{self.code}.json", json.dumps(self.to_json(), ensure_ascii=False) + "\n")

    @classmethod
    def from_json(cls, data, spec_named, rules_for) -> Room:
        """A room read back; ``spec_named(name)`` gives a game's spec, ``rules_for(spec, board,
        ruleset)`` its rules on the board.

        Raises:
            ValueError: not a room file, or its game does not replay.
        """
        if not isinstance(data, dict) or data.get("format") != ROOM_FORMAT or not is_code(data.get("code")):
            raise ValueError("not a room file")
        spec = spec_named(data.get("game"))
        seats = [Seat.from_json(seat) for seat in data.get("seats") or []]
        ruleset = spec.recorded_ruleset(data.get("rules"))
        control = TimeControl.from_json(data.get("time_control") or {})
        room = cls(data["code"], spec, data.get("board"), seats, ruleset, control, int(data.get("seed", 0)),
                   bool(data.get("listed", True)), None, float(data.get("created", time.time())))
        if data.get("session") is not None:
            rules = rules_for(spec, room.board, ruleset)
            room.session = GameSession.from_json(spec, data["session"], getattr(rules, "dataset", None))
        return room
