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
import itertools
import json
import os
import secrets
import time
from dataclasses import dataclass, field
from pathlib import Path

from core.games.clock import TimeControl
from core.games.session import HUMAN, GameSession
from core.io.atomic_write import atomic_write_text
from core.online.protocol import CODE_ALPHABET, CODE_LENGTH, NICKNAME_LENGTH
from core.text import translate

ROOM_FORMAT = "kuni-room/1"
OPEN, PERSON, CPU = "open", "person", "cpu"


class CodesUsedUp(RuntimeError):
    """Every code is some room's: a server this full refuses new rooms."""


def new_code(taken, alphabet: str = CODE_ALPHABET, length: int = CODE_LENGTH) -> str:
    """A code for which ``taken(code)`` is false (4 characters of :data:`CODE_ALPHABET`, from the
    system's randomness): a few random tries, then every code in turn.

    Raises:
        CodesUsedUp: every code is taken.
    """
    for _ in range(64):
        code = "".join(secrets.choice(alphabet) for _ in range(length))
        if not taken(code):
            return code
    for code in map("".join, itertools.product(alphabet, repeat=length)):
        if not taken(code):
            return code
    raise CodesUsedUp(f"all {len(alphabet) ** length} room codes are in use")


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
            raise ValueError(translate("Server", "not a seat: {data}").format(data=repr(data)))
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
        host: the seat that sets the room up and starts it (seat 1, until a host who left the
            waiting room hands it on).
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
    host: int = 0

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
            "host": self.host, "started": self.started, "over": bool(self.session and self.session.is_over()),
            "rules": self.ruleset.model_dump(mode="json"), "time_control": self.time_control.to_json(),
            "in_app": in_app,
        }

    # -- the file --------------------------------------------------------------------------------

    def to_json(self) -> dict:
        return {"format": ROOM_FORMAT, "code": self.code, "game": self.spec.name, "board": self.board,
                "seats": [seat.to_json() for seat in self.seats], "rules": self.ruleset.model_dump(mode="json"),
                "time_control": self.time_control.to_json(), "seed": self.seed, "listed": self.listed,
                "created": self.created, "host": self.host,
                "session": self.session.to_json() if self.session else None}

    def save(self, folder: Path) -> None:
        """Write the room's file atomically (the last good one survives a crash mid-write). A save
        costs the same however many rooms share the folder: a killed writer's temporaries are
        cleared once, when the server starts.

        Raises:
            OSError: the file could not be written whole (a full disk): the old one is as it was.
        """
        folder.mkdir(parents=True, exist_ok=True)
        atomic_write_text(folder / f"{self.code}.json", json.dumps(self.to_json(), ensure_ascii=False) + "\n",
                          sweep=False)

    def archive(self, folder: Path, archive: Path) -> Path:
        """Move the room's file (a finished game's record) into ``archive`` under a name no other
        record has (its code, when it ended, and a random part): its code may then be given to a
        new room, and the record is never written over. Returns the record's new path."""
        archive.mkdir(parents=True, exist_ok=True)
        stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
        while True:
            target = archive / f"{stamp}-{self.code}-{secrets.token_hex(3)}.json"
            if not target.exists():
                break
        os.replace(folder / f"{self.code}.json", target)
        return target

    @classmethod
    def from_json(cls, data, spec_named, rules_for) -> Room:
        """A room read back; ``spec_named(name)`` gives a game's spec, ``rules_for(spec, board,
        ruleset)`` its rules on the board.

        Raises:
            ValueError: not a room file, or its game does not replay.
        """
        if not isinstance(data, dict) or data.get("format") != ROOM_FORMAT or not is_code(data.get("code")):
            raise ValueError(translate("Server", "not a room file").format())
        spec = spec_named(data.get("game"))
        seats = [Seat.from_json(seat) for seat in data.get("seats") or []]
        ruleset = spec.recorded_ruleset(data.get("rules"))
        control = TimeControl.from_json(data.get("time_control") or {})
        host = data.get("host", 0)
        room = cls(data["code"], spec, data.get("board"), seats, ruleset, control, int(data.get("seed", 0)),
                   bool(data.get("listed", True)), None, float(data.get("created", time.time())),
                   host if isinstance(host, int) and 0 <= host < len(seats) else 0)
        if data.get("session") is not None:
            rules = rules_for(spec, room.board, ruleset)
            room.session = GameSession.from_json(spec, data["session"], getattr(rules, "dataset", None))
        return room
