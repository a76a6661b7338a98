"""A client of a room server: its seat in a room and the room's game as that seat is told it
(asyncio and ``websockets``; no Qt).

Since protocol 2 the client holds no copy of the game: it keeps a
:class:`core.online.seat_table.SeatTable` — the seat's view of the position, the legal moves of its
turn and the moves as it was told them — made from the server's ``sync`` and brought up to date by
each ``moved``, so a player's table (the app's, or a CPU's) shows and chooses from what the seat may
know and nothing more. When the connection drops it reconnects on its own, with growing pauses,
and takes its seat back with its token; the server's ``sync`` then brings it up to date. The app
drives one from a thread of its own (:mod:`qtapp.online`); the tests and
``benchmarks/bench_online.py`` drive hundreds at once.
"""

from __future__ import annotations

import asyncio
import json
import random
import time

from core.games import registry
from core.online.protocol import MAX_MESSAGE_BYTES, PROTOCOL_VERSION, said
from core.online.seat_table import SeatTable

HELLO = {"type": "hello", "protocol": PROTOCOL_VERSION, "app": "kuni-studio"}
#: Pauses between reconnection attempts, seconds (then the last, again and again).
RECONNECT_PAUSES = (0.2, 0.5, 1.0, 2.0, 5.0)


class OnlineError(Exception):
    """The server refused a request; ``what`` says which kind of refusal (see docs/online.md)."""

    def __init__(self, reason: str, what: str = "", words: dict | None = None) -> None:
        super().__init__(reason)
        self.what = what
        self.words = words if isinstance(words, dict) else {}

    def said(self, language: str) -> str:
        """The refusal in ``language`` (the server's own words in it), else its English."""
        return said({"reason": str(self), "words": self.words}, language)


class RoomClient:
    """One connection to a room server, and at most one seat in one room.

    Attributes:
        url: the server (``ws://host:port``).
        code, seat, token: the room and seat held (None until joined).
        room: the room as last told (seats, nicknames, who is connected, started, over).
        table: the game as this client's seat is told it, once the room has started.
        copy: a room served from the host's app: the whole room, kept for this client's app when
            it is the one to serve the room on should the host's app quit (else None).
        detached: the seat was taken up on another connection (this one does not take it back).
        frames: every text frame received, as it came, when asked for (``keep_frames``): what a
            client is sent, byte for byte (the tests compare two rooms' so).
        round_trip: the last ping's round trip, seconds.
        reconnects: how many times the connection was made again.
        refusals: the server's refusals so far (newest last).
    """

    def __init__(self, url: str, nickname: str = "", on_message=None, boards=None, keep_frames: bool = False) -> None:
        self.url = url
        self.nickname = nickname
        self.on_message = on_message
        self.boards = boards if boards is not None else {}
        self.socket = None
        self.code: str | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.room: dict | None = None
        self.table: SeatTable | None = None
        self.copy: dict | None = None
        self.detached = False
        self.frames: list[str] | None = [] if keep_frames else None
        self._rules: dict[tuple, object] = {}
        self.round_trip: float | None = None
        self.reconnects = 0
        self.refusals: list[dict] = []
        self.connected = False
        self._reader: asyncio.Task | None = None
        self._closing = False
        self._last_pong: float | None = None
        # where else the room may be served now (a room handed over when its host's app left):
        # ``find_room(code) -> [url, …]``, asked while reconnecting (a blocking search, run in a thread)
        self.find_room = None
        self.syncs = 0  # games received whole (at the start, and after each reconnection)
        self._changed = asyncio.Event()

    # -- the connection --------------------------------------------------------------------------------

    async def connect(self) -> None:
        """Connect and say hello.

        Raises:
            OnlineError: the server speaks another protocol version (or refused the hello).
            OSError: nothing answers at :attr:`url`.
        """
        from websockets.asyncio.client import connect

        self.socket = await connect(self.url, max_size=MAX_MESSAGE_BYTES, open_timeout=10)
        await self.socket.send(json.dumps(HELLO))
        answer = json.loads(await self.socket.recv())
        if answer.get("type") != "welcome":
            await self.socket.close()
            raise OnlineError(answer.get("reason", "the server did not welcome this client"), answer.get("what", ""),
                              answer.get("words"))
        self.connected = True
        self._reader = asyncio.get_running_loop().create_task(self._read())

    async def close(self) -> None:
        """Leave for good (no reconnection)."""
        self._closing = True
        if self.socket is not None:
            await self.socket.close()
        if self._reader is not None:
            try:
                await self._reader
            except Exception:  # noqa: BLE001 — closing anyway
                pass

    async def drop(self) -> None:
        """Lose the connection as a network would (the client reconnects on its own): for tests."""
        if self.socket is not None:
            await self.socket.close()

    async def _read(self) -> None:
        while True:
            try:
                async for text in self.socket:
                    if self.frames is not None:
                        self.frames.append(text)
                    self._take(json.loads(text))
            except Exception:  # noqa: BLE001 — the connection went; below it is made again
                pass
            self.connected = False
            self._tell({"type": "connection", "connected": False})
            if self._closing or self.detached:
                return
            await self._reconnect()
            if self._closing:
                return
            self._tell({"type": "connection", "connected": True, "url": self.url})

    async def _reconnect(self) -> None:
        """Connect again until it works, then take the seat back (or watch again)."""
        from websockets.asyncio.client import connect

        attempt = 0
        while not self._closing:
            pause = RECONNECT_PAUSES[min(attempt, len(RECONNECT_PAUSES) - 1)]
            await asyncio.sleep(pause * (0.8 + 0.4 * random.random()))  # not all at the same instant
            attempt += 1
            if await self._connect_anywhere(connect):
                return

    async def _connect_anywhere(self, connect) -> bool:
        """Connect to the room's server, or to where the room is served now; take the seat back."""
        places = [self.url]
        if self.find_room is not None and self.code:
            try:
                places += [url for url in await asyncio.to_thread(self.find_room, self.code) if url != self.url]
            except Exception:  # noqa: BLE001 — no search this time
                pass
        for url in places:
            try:
                self.socket = await connect(url, max_size=MAX_MESSAGE_BYTES, open_timeout=10)
                await self.socket.send(json.dumps(HELLO))
                answer = json.loads(await self.socket.recv())
                if answer.get("type") != "welcome":
                    continue
                if self.code and self.token and self.seat is not None:
                    await self.socket.send(json.dumps({"type": "rejoin", "code": self.code, "seat": self.seat,
                                                       "token": self.token}))
                elif self.code:
                    await self.socket.send(json.dumps({"type": "spectate", "code": self.code}))
                self.url = url
                self.reconnects += 1
                self.connected = True
                return True
            except Exception:  # noqa: BLE001 — not there (yet): the next place, or a longer pause
                continue
        return False

    # -- what the server says --------------------------------------------------------------------------

    def _take(self, message: dict) -> None:
        kind = message.get("type")
        if kind == "joined":
            self.code, self.seat = message["code"], message["seat"]
            if message.get("token"):
                self.token = message["token"]
        elif kind == "room":
            self.room = message
            self.code = message["code"]
        elif kind == "sync":
            self.table = SeatTable(*self._game_of(message), message)
            self.syncs += 1
        elif kind == "moved" and self.table is not None:
            if self.table.moved(message) is None and message["number"] > len(self.table.moves) + 1 and self.code:
                # a gap: ask for the game again
                asyncio.get_running_loop().create_task(self.send({"type": "spectate", "code": self.code}))
        elif kind == "over" and self.table is not None:
            self.table.final = message.get("final")
        elif kind == "copy":
            self.copy = message["room"]
        elif kind == "copy_move" and self.copy is not None:
            _copy_move(self.copy, message)
        elif kind == "detached":
            self.detached = True
            self.seat = None
        elif kind == "pong":
            self.round_trip = time.monotonic() - float(message["t"])
            self._last_pong = float(message["t"])
        elif kind == "refused":
            self.refusals.append(message)
        if self.on_message is not None:
            self.on_message(message)
        self._notify()

    def _tell(self, message: dict) -> None:
        """News of the connection itself (lost, made again), as a message from nowhere."""
        if self.on_message is not None:
            self.on_message(message)
        self._notify()

    def _game_of(self, message: dict) -> tuple:
        """The spec and rules of a ``sync``'s game (the board read once per connection)."""
        spec = registry.get(message["game"])
        board, ruleset = message.get("board"), spec.recorded_ruleset(message.get("rules"))
        key = (spec.name, board, repr(ruleset))
        if key not in self._rules:
            dataset = None
            if spec.needs_dataset:
                if (spec.name, board) not in self.boards:
                    self.boards[(spec.name, board)] = spec.board_from_text(board)
                dataset = self.boards[(spec.name, board)]
            self._rules[key] = spec.make_rules(ruleset, dataset)
        return spec, self._rules[key]

    def _notify(self) -> None:
        self._changed.set()
        self._changed = asyncio.Event()

    async def wait_until(self, condition, timeout: float = 30.0) -> None:
        """Wait until ``condition()`` holds (checked after each message).

        Raises:
            TimeoutError: it did not within ``timeout`` seconds.
            OnlineError: the server refused a request meanwhile (when the condition is about it).
        """
        deadline = time.monotonic() + timeout
        while not condition():
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("no answer from the server in time")
            changed = self._changed
            try:
                await asyncio.wait_for(changed.wait(), left)
            except asyncio.TimeoutError:
                raise TimeoutError("no answer from the server in time") from None

    # -- requests ---------------------------------------------------------------------------------------

    async def send(self, message: dict) -> None:
        await self.socket.send(json.dumps(message, ensure_ascii=False))

    async def _answered(self, message: dict, done, timeout: float = 30.0):
        seen = len(self.refusals)
        await self.send(message)
        await self.wait_until(lambda: done() or len(self.refusals) > seen, timeout)
        if not done():
            refusal = self.refusals[-1]
            raise OnlineError(refusal.get("reason", "refused"), refusal.get("what", ""), refusal.get("words"))

    async def create(self, game: str, seats: list[str], board: str | None = None, rules: dict | None = None,
                     time_control: dict | None = None, listed: bool = True) -> str:
        """Make a room (this client its host, at seat 1); returns its code."""
        self.code = self.seat = None
        await self._answered({"type": "create", "game": game, "board": board, "seats": seats, "rules": rules,
                              "time_control": time_control, "nickname": self.nickname, "listed": listed},
                             lambda: self.seat is not None and self.room is not None, timeout=120)
        return self.code

    async def join(self, code: str) -> int:
        """Take the first open seat of room ``code``; returns the seat."""
        self.code = self.seat = None
        await self._answered({"type": "join", "code": code, "nickname": self.nickname},
                             lambda: self.seat is not None and self.room is not None)
        return self.seat

    async def rejoin(self, code: str, seat: int, token: str) -> None:
        self.code, self.seat, self.token = code, None, token
        await self._answered({"type": "rejoin", "code": code, "seat": seat, "token": token},
                             lambda: self.seat is not None)

    async def set_seat(self, seat: int, setting: str) -> None:
        await self.send({"type": "seat", "code": self.code, "seat": seat, "setting": setting})

    async def spectate(self, code: str) -> None:
        """Watch room ``code`` (the game, once started, as a watcher sees it)."""
        self.code = code
        await self._answered({"type": "spectate", "code": code}, lambda: self.room is not None)

    async def start(self) -> None:
        """Start the room's game (the host only)."""
        await self._answered({"type": "start", "code": self.code}, lambda: self.table is not None, timeout=120)

    async def match(self, game: str, players: int, board: str | None = None) -> None:
        """Wait to be matched with others who want the same game, board and players."""
        await self._answered({"type": "match", "game": game, "board": board, "players": players,
                              "nickname": self.nickname}, lambda: self.table is not None, timeout=600)

    async def play(self, move, number: int | None = None) -> None:
        """Send a move of this seat, made on the position after ``number`` moves (default: this
        client's table's; a table a step behind gives its own, so a move is never sent for a position
        it was not chosen on). Refused moves raise :class:`OnlineError`. When the connection goes
        meanwhile, it returns once the game is received again: whether the move was made before the
        server went, the game then says."""
        number = len(self.table.moves) if number is None else number
        syncs = self.syncs
        message = {"type": "move", "code": self.code, "number": number, "move": self.table.spec.encode_move(move)}
        try:
            await self._answered(message, lambda: len(self.table.moves) > number or self.syncs > syncs)
        except OnlineError:
            raise
        except Exception:  # noqa: BLE001 — the connection went (no answer came): wait for the game again
            await self.wait_until(lambda: self.syncs > syncs, timeout=120)

    async def ping(self) -> float:
        """The round trip to the server, seconds."""
        sent = time.monotonic()
        await self.send({"type": "ping", "t": sent})
        await self.wait_until(lambda: self._last_pong == sent, timeout=10)
        return self.round_trip

    async def list_rooms(self) -> list[dict]:
        box: list = []
        previous = self.on_message

        def catch(message):
            if message.get("type") == "rooms":
                box.append(message["rooms"])
            if previous is not None:
                previous(message)

        self.on_message = catch
        try:
            await self.send({"type": "list"})
            await self.wait_until(lambda: bool(box), timeout=10)
        finally:
            self.on_message = previous
        return box[0]

    def my_turn(self) -> bool:
        table = self.table
        return table is not None and table.to_move_is_human()


def _copy_move(copy: dict, message: dict) -> None:
    """A move made in a room of which this client keeps the whole copy: added to the copy's record."""
    record = copy["session"]["record"]
    if message["number"] != len(record["moves"]) + 1:
        return
    record["moves"].append(message["move"])
    if message.get("timed_out"):
        record.setdefault("timeouts", []).append(message["number"])
    if "clock" in copy["session"]:
        copy["session"]["clock"]["main_left"] = message["main_left"]


async def play_as_cpu(client: RoomClient, kind: str | None = None, seed: int = 0, on_move=None,
                      pause: float = 0.0) -> None:
    """Play the client's seat with one of the game's CPUs until the game is over; ``pause``: seconds
    it waits on its turn before moving, on average (half to one and a half times: people do not move
    in step); ``on_move(seconds)`` is told each move's round trip."""
    await client.wait_until(lambda: client.table is not None, timeout=600)
    spec = client.table.spec
    player = spec.make_cpu(kind or spec.default_cpu, seed)
    rng = random.Random(f"pause:{seed}")
    while True:
        await client.wait_until(lambda: client.table.is_over() or client.my_turn(), timeout=600)
        if client.table.is_over():
            return
        if pause:
            await asyncio.sleep(pause * (0.5 + rng.random()))
            if not client.my_turn():
                continue
        table = client.table
        number = len(table.moves)
        # the CPU chooses on the table the seat is shown (the others' hands stand in as counts)
        move = player.decide(table.rules, table.state, table.legal_moves())
        sent = time.monotonic()
        try:
            await client.play(move)
        except OnlineError as error:
            if error.what == "server_storage":  # the server's disk is full: the same move again in a while
                await asyncio.sleep(0.5)
                continue
            if error.what not in ("stale", "not_your_turn"):  # the server moved on first (a timeout)
                raise
        if on_move is not None and len(client.table.moves) > number:
            on_move(time.monotonic() - sent)
