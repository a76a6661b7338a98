"""``kuni serve``: the room server, server-authoritative (asyncio and ``websockets``; no Qt).

The server holds every room's game: each move a client sends is checked by the game's engine here
(the seat's token, its turn, the position it was made on, its legality) before it is played and
told to the room; CPU seats, the clocks (持ち時間/秒読み, a stand-in CPU move when a person's time
runs out) and 市区町村バトル's 90 seconds to choose a home run here. Every room is written to its
own file under the data folder after every change, so a restarted server resumes its rooms and the
clients reconnect to their seats with their tokens.

Bad input never stops the server: a malformed, oversized or out-of-turn message is refused with a
reason (the connection goes on; an oversized frame closes only that connection); guessing room
codes or tokens is slowed down per address; no message names a path (rooms live at
``<data>/rooms/<CODE>.json`` and a code is four letters of its alphabet).
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import time
from collections import defaultdict, deque
from pathlib import Path

from core.games import registry
from core.games.clock import TimeControl
from core.games.game import IllegalMove
from core.online.protocol import (
    MAX_MESSAGE_BYTES,
    PROTOCOL_VERSION,
    Create,
    Hello,
    Join,
    Leave,
    ListRooms,
    Match,
    Move,
    Ping,
    ProtocolError,
    Rejoin,
    SetSeat,
    Spectate,
    Start,
    read_client_message,
    refused,
    welcome,
)
from core.online.room import CPU, OPEN, PERSON, Room, Seat, is_code, new_code

log = logging.getLogger("kuni.serve")

#: Failed guesses (unknown codes, wrong tokens) an address may make per :data:`GUESS_WINDOW` seconds.
GUESS_LIMIT = 10
GUESS_WINDOW = 60.0
#: Messages a connection may send per second before it is told to slow down.
MESSAGE_RATE = 1000
#: Rooms a server holds at most (a full server refuses new ones).
MAX_ROOMS = 5000
#: Seconds a finished room stays open (its people read the end, watchers catch up); its file stays.
FINISHED_KEEP_SECONDS = 600.0
#: Seconds a person's seat with nobody connected to it waits on its turn before the stand-in CPU
#: moves for it (a game never stops because someone left; they find their seat again on return).
ABSENT_SECONDS = 60.0
SERVER_NAME = f"kuni serve (protocol {PROTOCOL_VERSION})"


class Connection:
    """One client's WebSocket, the seats it holds (code → seat) and the rooms it watches."""

    def __init__(self, socket, address: str) -> None:
        self.socket = socket
        self.address = address
        self.seats: dict[str, int] = {}
        self.watching: set[str] = set()
        self.said_hello = False
        self.sent: deque[float] = deque()

    async def send(self, message: dict) -> None:
        try:
            await self.socket.send(json.dumps(message, ensure_ascii=False))
        except Exception:  # noqa: BLE001 — a closed socket; its handler cleans up
            pass


class RoomServer:
    """The rooms of one server and the data folder they are kept in."""

    def __init__(self, data_dir: str | Path, in_app: bool = False, deals: random.Random | None = None) -> None:
        self.data_dir = Path(data_dir)
        # where each room's deal seed comes from: the system's randomness, unless a test gives one
        self.deals = deals if deals is not None else random.SystemRandom()
        self.in_app = in_app  # served from a player's app: its rooms may be handed over
        self.absent_seconds = ABSENT_SECONDS
        self.rooms_dir = self.data_dir / "rooms"
        self.rooms: dict[str, Room] = {}
        self.members: dict[str, dict[int, set[Connection]]] = defaultdict(lambda: defaultdict(set))
        self.watchers: dict[str, set[Connection]] = defaultdict(set)
        self.locks: dict[str, asyncio.Lock] = defaultdict(asyncio.Lock)
        self.deadlines: dict[str, asyncio.TimerHandle] = {}
        self.cpu_tasks: dict[str, asyncio.Task] = {}
        self.guesses: dict[str, deque[float]] = defaultdict(deque)
        self.waiting: dict[tuple, list[tuple[Connection, str]]] = defaultdict(list)
        self._boards: dict[tuple, object] = {}
        self._rules: dict[tuple, object] = {}
        self.moves_played = 0
        self.unreadable: list[str] = []
        self._handlers = {Create: self._create, Join: self._join, Rejoin: self._rejoin, Spectate: self._spectate,
                          Match: self._match, SetSeat: self._set_seat, Start: self._start, Move: self._move,
                          ListRooms: self._list, Ping: self._ping, Leave: self._leave, Hello: self._hello_again}

    # -- rooms on disk -----------------------------------------------------------------------------

    def resume(self) -> int:
        """Read every room's file (a restarted server); returns how many were resumed. A file that
        cannot be read is kept as it is and named in :attr:`unreadable`."""
        if not self.rooms_dir.is_dir():
            return 0
        for path in sorted(self.rooms_dir.glob("*.json")):
            if not is_code(path.stem):
                continue
            try:
                room = Room.from_json(json.loads(path.read_text(encoding="utf-8")), registry.get, self.rules_for)
            except Exception as error:  # noqa: BLE001 — one bad file must not stop the others
                self.unreadable.append(f"{path.name}: {error}")
                continue
            if room.session is not None and room.session.is_over():
                continue  # a finished game: its file is its record, nothing to serve
            self.rooms[room.code] = room
        return len(self.rooms)

    def board_for(self, spec, board: str | None):
        """The game's board named by ``board`` (kept once loaded); None for a game with none."""
        if not spec.needs_dataset:
            return None
        key = (spec.name, board)
        if key not in self._boards:
            self._boards[key] = spec.board_from_text(board)
        return self._boards[key]

    def rules_for(self, spec, board: str | None, ruleset):
        """The game's rules on its board, shared by the rooms that play the same (rules are pure)."""
        key = (spec.name, board, json.dumps(ruleset.model_dump(mode="json"), sort_keys=True))
        if key not in self._rules:
            self._rules[key] = spec.make_rules(ruleset, self.board_for(spec, board))
        return self._rules[key]

    def _save(self, room: Room) -> None:
        room.save(self.rooms_dir)

    def adopt(self, room: Room) -> None:
        """Serve ``room`` on (a room handed over from an app that left, made from a client's copy)."""
        self.rooms[room.code] = room
        self._save(room)

    # -- serving -------------------------------------------------------------------------------------

    async def serve(self, host: str = "127.0.0.1", port: int = 8765):
        """Start listening; returns the ``websockets`` server (``.sockets`` tells the port)."""
        from websockets.asyncio.server import serve

        self.resume()
        for code in list(self.rooms):
            self._arm(code)
        return await serve(self.handle, host, port, max_size=MAX_MESSAGE_BYTES, ping_interval=20, ping_timeout=40)

    async def handle(self, socket) -> None:
        """One client, from its hello to its last message."""
        address = str((socket.remote_address or ("?",))[0])
        connection = Connection(socket, address)
        try:
            async for text in socket:
                await self._receive(connection, text)
        except Exception as error:  # noqa: BLE001 — a dropped connection, an oversized frame
            log.debug("connection from %s ended: %s", address, error)
        finally:
            self._gone(connection)

    async def _receive(self, connection: Connection, text) -> None:
        now = time.monotonic()
        connection.sent.append(now)
        while connection.sent and connection.sent[0] < now - 1.0:
            connection.sent.popleft()
        if len(connection.sent) > MESSAGE_RATE:
            await connection.send(refused("too many messages: at most %d a second" % MESSAGE_RATE, "too_busy"))
            return
        try:
            message = read_client_message(text)
        except ProtocolError as error:
            await connection.send(refused(f"not a message of this protocol: {error}", "bad_message"))
            return
        if not connection.said_hello:
            if not isinstance(message, Hello):
                await connection.send(refused("say hello first, with the protocol version", "hello_first"))
                return
            if message.protocol != PROTOCOL_VERSION:
                await connection.send(refused(
                    f"this server speaks protocol {PROTOCOL_VERSION}, the app protocol {message.protocol}: "
                    "update Kuni Studio (the same version on every device) and try again", "version",
                    server_protocol=PROTOCOL_VERSION))
                await connection.socket.close(1008, "protocol version")
                return
            connection.said_hello = True
            await connection.send(welcome(SERVER_NAME))
            return
        try:
            await self._dispatch(connection, message)
        except Exception as error:  # noqa: BLE001 — one request's failure is said, the server goes on
            log.exception("request failed")
            await connection.send(refused(f"the request failed: {error}", "bad_message"))

    async def _dispatch(self, connection: Connection, message) -> None:
        await self._handlers[type(message)](connection, message)

    async def _hello_again(self, connection: Connection, message: Hello) -> None:
        await connection.send(welcome(SERVER_NAME))

    async def _ping(self, connection: Connection, message: Ping) -> None:
        await connection.send({"type": "pong", "t": message.t})

    # -- guesses ---------------------------------------------------------------------------------------

    def _guessing_too_fast(self, address: str) -> bool:
        window = self.guesses[address]
        now = time.monotonic()
        while window and window[0] < now - GUESS_WINDOW:
            window.popleft()
        return len(window) >= GUESS_LIMIT

    def _guessed_wrong(self, address: str) -> None:
        self.guesses[address].append(time.monotonic())

    async def _room_or_refuse(self, connection: Connection, code: str) -> Room | None:
        if self._guessing_too_fast(connection.address):
            await connection.send(refused("too many unknown rooms or wrong tokens: wait a minute", "rate_limited"))
            return None
        room = self.rooms.get(code)
        if room is None:
            self._guessed_wrong(connection.address)
            await connection.send(refused(f"no room {code} on this server (ended, or a typo)", "unknown_room",
                                          code=code))
        return room

    # -- setting up --------------------------------------------------------------------------------------

    async def _create(self, connection: Connection, message: Create) -> None:
        if len(self.rooms) >= MAX_ROOMS:
            await connection.send(refused("this server is full: try later", "too_busy"))
            return
        try:
            room = await asyncio.to_thread(self._new_room, message)
        except (KeyError, ValueError) as error:
            await connection.send(refused(f"cannot make this room: {error}", "bad_game"))
            return
        room.code = new_code(self.rooms)  # on the event loop, at once taken: two rooms never share a code
        self.rooms[room.code] = room
        token = room.take_seat(0, message.nickname)
        self._save(room)
        await self._seated(connection, room, 0, token)

    def _new_room(self, message: Create | Match, seats: list[str] | None = None) -> Room:
        """A room as asked (the game, board, seats, rules and clock checked; its board loaded)."""
        try:
            spec = registry.get(message.game)
        except KeyError:
            raise ValueError(f"no game {message.game!r} (games: {', '.join(registry.names())})") from None
        settings = list(seats if seats is not None else message.seats)
        spec.check_players(len(settings))
        made = []
        for setting in settings:
            if setting == OPEN:
                made.append(Seat(OPEN))
            elif setting.removeprefix("cpu:") in spec.cpus:
                made.append(Seat(CPU, setting.removeprefix("cpu:")))
            else:
                raise ValueError(f"seat {setting!r}: open, or cpu:<{'|'.join(spec.cpu_names())}>")
        ruleset = spec.parse_ruleset(getattr(message, "rules", None))
        control = TimeControl.from_json(getattr(message, "time_control", None) or {})
        rules = self.rules_for(spec, message.board, ruleset)
        if hasattr(rules, "start_problem"):  # a board too small for the players (市区町村バトル's ★4 homes)
            problem = rules.start_problem(len(settings))
            if problem:
                raise ValueError(problem)
        return Room("", spec, message.board, made, ruleset, control,
                    self.deals.randrange(1, 2**31), getattr(message, "listed", False))

    async def _seated(self, connection: Connection, room: Room, seat: int, token: str | None) -> None:
        connection.seats[room.code] = seat
        self.members[room.code][seat].add(connection)
        await connection.send({"type": "joined", "code": room.code, "seat": seat, "token": token})
        await self._tell_room(room)
        if room.started:
            await connection.send(self._sync(room))

    async def _join(self, connection: Connection, message: Join) -> None:
        room = await self._room_or_refuse(connection, message.code)
        if room is None:
            return
        async with self.locks[room.code]:
            seat = room.open_seat()
            if room.started or seat is None:
                await connection.send(refused(f"room {room.code} has no open seat: watch it instead", "room_full",
                                              code=room.code))
                return
            token = room.take_seat(seat, message.nickname)
            self._save(room)
        await self._seated(connection, room, seat, token)

    async def _rejoin(self, connection: Connection, message: Rejoin) -> None:
        room = await self._room_or_refuse(connection, message.code)
        if room is None:
            return
        if not room.token_fits(message.seat, message.token):
            self._guessed_wrong(connection.address)
            await connection.send(refused("that is not this seat's token", "bad_token", code=room.code))
            return
        await self._seated(connection, room, message.seat, None)
        self._arm(room.code)  # the seat is taken again: its turn waits for its person

    async def _spectate(self, connection: Connection, message: Spectate) -> None:
        room = await self._room_or_refuse(connection, message.code)
        if room is None:
            return
        connection.watching.add(room.code)
        self.watchers[room.code].add(connection)
        await connection.send(room.summary(self._connected(room.code), self.in_app))
        if room.started:
            await connection.send(self._sync(room))

    async def _host_room(self, connection: Connection, code: str) -> Room | None:
        # the room of a seat the connection holds: no guess (codes are guessed by joining)
        room = self.rooms.get(code)
        if room is None or connection.seats.get(code) != 0:
            await connection.send(refused("only the host (seat 1) sets up and starts the room", "not_host", code=code))
            return None
        if room.started:
            await connection.send(refused(f"room {code} has started", "started", code=code))
            return None
        return room

    async def _set_seat(self, connection: Connection, message: SetSeat) -> None:
        room = await self._host_room(connection, message.code)
        if room is None:
            return
        if not 0 < message.seat < len(room.seats) or room.seats[message.seat].kind == PERSON:
            await connection.send(refused("only an open or CPU seat other than the host's can be set", "bad_message"))
            return
        kind = message.setting.removeprefix("cpu:")
        if message.setting != OPEN and kind not in room.spec.cpus:
            await connection.send(refused(f"no CPU {kind!r} in {room.spec.title_ja}", "bad_message"))
            return
        room.seats[message.seat] = Seat(OPEN) if message.setting == OPEN else Seat(CPU, kind)
        self._save(room)
        await self._tell_room(room)

    async def _start(self, connection: Connection, message: Start) -> None:
        room = await self._host_room(connection, message.code)
        if room is None:
            return
        async with self.locks[room.code]:
            await asyncio.to_thread(room.start, self.rules_for(room.spec, room.board, room.ruleset))
            self._save(room)
        await self._tell_room(room)
        await self._broadcast(room.code, self._sync(room))
        self._arm(room.code)

    async def _match(self, connection: Connection, message: Match) -> None:
        """A random match: once as many people wait for the same game, board and player count, a room
        of them all starts (in the order they came)."""
        key = (message.game, message.board, message.players)
        queue = self.waiting[key]
        queue[:] = [(c, n) for c, n in queue if c is not connection and not c.socket.close_code]
        queue.append((connection, message.nickname))
        await connection.send({"type": "matching", "waiting": len(queue), "players": message.players})
        if len(queue) < message.players:
            return
        people, self.waiting[key] = queue[:message.players], queue[message.players:]
        try:
            room = await asyncio.to_thread(self._new_room, message, [OPEN] * message.players)
        except (KeyError, ValueError) as error:
            for person, _name in people:
                await person.send(refused(f"cannot make this room: {error}", "bad_game"))
            return
        room.listed = False
        room.code = new_code(self.rooms)
        self.rooms[room.code] = room
        tokens = [room.take_seat(seat, name) for seat, (_person, name) in enumerate(people)]
        await asyncio.to_thread(room.start, self.rules_for(room.spec, room.board, room.ruleset))
        self._save(room)
        for seat, ((person, _name), token) in enumerate(zip(people, tokens)):
            await self._seated(person, room, seat, token)
        self._arm(room.code)

    async def _list(self, connection: Connection, message: ListRooms) -> None:
        rooms = [{"code": room.code, "game": room.spec.name, "title": room.spec.title_ja, "board": room.board,
                  "open": sum(seat.kind == OPEN for seat in room.seats), "seats": len(room.seats)}
                 for room in self.rooms.values() if room.listed and not room.started]
        await connection.send({"type": "rooms", "rooms": rooms})

    async def _leave(self, connection: Connection, message: Leave) -> None:
        self._forget(connection, message.code)
        room = self.rooms.get(message.code)
        if room is not None:
            await self._tell_room(room)

    # -- playing -------------------------------------------------------------------------------------------

    async def _move(self, connection: Connection, message: Move) -> None:
        room = self.rooms.get(message.code)
        seat = connection.seats.get(message.code)
        if room is None or seat is None:
            await connection.send(refused(f"you hold no seat in room {message.code}", "unknown_room",
                                          code=message.code))
            return
        async with self.locks[room.code]:
            session = room.session
            if session is None:
                await connection.send(refused("the game has not started", "not_started", code=room.code))
                return
            if session.is_over():
                await connection.send(refused("the game is over", "illegal", code=room.code))
                return
            if len(session.moves) != message.number:
                await connection.send(refused(f"move {message.number + 1} was made already: the game is at move "
                                              f"{len(session.moves) + 1}", "stale", code=room.code,
                                              number=len(session.moves)))
                return
            if session.to_move() != seat:
                await connection.send(refused(f"it is seat {session.to_move() + 1}'s turn, not seat {seat + 1}'s",
                                              "not_your_turn", code=room.code))
                return
            try:
                move = room.spec.decode_move(message.move)
            except (ValueError, TypeError) as error:
                await connection.send(refused(f"not a move of {room.spec.title_ja}: {error}", "illegal",
                                              code=room.code))
                return
            try:
                session.play(move)
            except (IllegalMove, ValueError, TypeError, KeyError, IndexError) as error:
                await connection.send(refused(f"not a legal move now: {error}", "illegal", code=room.code))
                return
            if session.clock.seat == seat:  # the person's time stops with their move
                session.clock.end_turn(time.monotonic())
            await self._played(room, seat, move, timed_out=False)

    async def _played(self, room: Room, seat: int, move, timed_out: bool) -> None:
        """Keep the room's file, tell the room, and go on to the next turn."""
        self.moves_played += 1
        session = room.session
        # on disk before anyone is told (a client never sees a move a restarted server forgot); the
        # write waits in a thread, so the other rooms are served meanwhile
        await asyncio.to_thread(self._save, room)
        message = {"type": "moved", "code": room.code, "number": len(session.moves), "seat": seat,
                   "move": room.spec.encode_move(move), "timed_out": timed_out,
                   "main_left": [round(v, 3) for v in session.clock.main_left]}
        await self._broadcast(room.code, message)
        if session.is_over():
            await self._broadcast(room.code, {"type": "over", "code": room.code,
                                              "final": room.spec.final(session.rules, session.state)})
            asyncio.get_running_loop().call_later(FINISHED_KEEP_SECONDS, self._close_room, room.code)
        self._arm(room.code)

    def _arm(self, code: str) -> None:
        """The next turn: a CPU seat moves (off the event loop); a person's seat gets its deadline
        (the clock's time left, 市区町村バトル's 90 s to choose a home), then the stand-in moves."""
        handle = self.deadlines.pop(code, None)
        if handle is not None:
            handle.cancel()
        room = self.rooms.get(code)
        if room is None or room.session is None or room.session.is_over():
            return
        session = room.session
        seat = session.to_move()
        if session.seats[seat] != "human":
            if code not in self.cpu_tasks or self.cpu_tasks[code].done():
                self.cpu_tasks[code] = asyncio.get_running_loop().create_task(self._cpu_turn(code))
            return
        now = time.monotonic()
        if session.clock.seat != seat:
            session.clock.start_turn(seat, now)
        limits = [session.clock.remaining(now)]
        if room.spec.choice_seconds is not None:
            limits.append(room.spec.choice_seconds(session.rules, session.state))
        if not self.members[code][seat]:  # nobody at the seat: the stand-in moves after a while
            limits.append(self.absent_seconds)
        limits = [limit for limit in limits if limit is not None]
        if limits:
            number = len(session.moves)
            self.deadlines[code] = asyncio.get_running_loop().call_later(
                min(limits), lambda: asyncio.ensure_future(self._time_out(code, number)))

    async def _cpu_turn(self, code: str) -> None:
        room = self.rooms.get(code)
        async with self.locks[code]:
            session = room.session if room is not None else None
            if session is None or session.is_over() or session.seats[session.to_move()] == "human":
                return
            number = len(session.moves)
            move = await asyncio.to_thread(session.cpu_move)
            if len(session.moves) != number:
                return
            seat = session.to_move()
            session.play(move)
            if self.cpu_tasks.get(code) is asyncio.current_task():
                del self.cpu_tasks[code]  # the next CPU turn is a task of its own, after this one
            await self._played(room, seat, move, timed_out=False)

    async def _time_out(self, code: str, number: int) -> None:
        room = self.rooms.get(code)
        async with self.locks[code]:
            session = room.session if room is not None else None
            if session is None or session.is_over() or len(session.moves) != number:
                return
            seat = session.to_move()
            session.clock.end_turn(time.monotonic())
            move = await asyncio.to_thread(session.stand_in_move)
            session.play_timeout(move)
            await self._played(room, seat, move, timed_out=True)

    # -- telling -------------------------------------------------------------------------------------------

    def _sync(self, room: Room) -> dict:
        """Everything a client needs to follow the game from here: the session as saved (its
        record: the deal and the moves so far, with the clock)."""
        return {"type": "sync", "code": room.code, "session": room.session.to_json()}

    def _connected(self, code: str) -> set[int]:
        return {seat for seat, connections in self.members[code].items() if connections}

    async def _tell_room(self, room: Room) -> None:
        await self._broadcast(room.code, room.summary(self._connected(room.code), self.in_app))

    async def _broadcast(self, code: str, message: dict) -> None:
        text = json.dumps(message, ensure_ascii=False)
        targets = [c for connections in self.members[code].values() for c in connections] + list(self.watchers[code])
        for connection in targets:
            try:
                await connection.socket.send(text)
            except Exception:  # noqa: BLE001 — a connection closing; its handler cleans up
                pass

    def _close_room(self, code: str) -> None:
        """A finished room leaves the server's memory (its file stays, the game's record)."""
        self.rooms.pop(code, None)
        for name in (self.members, self.watchers, self.locks):
            name.pop(code, None)
        self.cpu_tasks.pop(code, None)

    def _forget(self, connection: Connection, code: str) -> None:
        seat = connection.seats.pop(code, None)
        if seat is not None:
            self.members[code][seat].discard(connection)
        connection.watching.discard(code)
        self.watchers[code].discard(connection)

    def _gone(self, connection: Connection) -> None:
        """A connection closed: its seats wait for their people to come back (the game goes on; their
        clocks run, and at the deadline the stand-in moves)."""
        codes = set(connection.seats) | set(connection.watching)
        for code in codes:
            self._forget(connection, code)
        for queue in self.waiting.values():
            queue[:] = [(c, n) for c, n in queue if c is not connection]
        for code in codes:
            room = self.rooms.get(code)
            if room is not None:
                asyncio.get_running_loop().create_task(self._tell_room(room))
                self._arm(code)  # a seat left empty on its turn: the stand-in's deadline


async def run_server(data_dir: str | Path, host: str, port: int, on_ready=None) -> None:
    """Serve until cancelled; ``on_ready(port)`` once listening."""
    import gc

    server = RoomServer(data_dir)
    async with await server.serve(host, port) as listening:
        # what was read at the start (the boards, the rules) stays: the collector's full passes,
        # which stop every room at once, need not look at it again
        gc.freeze()
        bound = listening.sockets[0].getsockname()[1] if listening.sockets else port
        if on_ready is not None:
            on_ready(bound, server)
        await asyncio.Future()
