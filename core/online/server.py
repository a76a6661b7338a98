"""``kuni serve``: the room server, server-authoritative (asyncio and ``websockets``; no Qt).

The server holds every room's game: each move a client sends is checked by the game's engine here
(the seat's token, its turn, the position it was made on, its legality) before it is played and
told to the room; CPU seats, the clocks (持ち時間/秒読み, a stand-in CPU move when a person's time
runs out) and 市区町村バトル's 90 seconds to choose a home run here. Every room is written to its
own file under the data folder after every change, so a restarted server resumes its rooms and the
clients reconnect to their seats with their tokens.

Secrets stay here (protocol 2): each seat is sent only its own view of the game (the game's
``view``), the legal moves of its turn and each move as it may see it; a watcher the public view.
No client is ever sent a seed, a deck, another seat's hand or a choice not yet turned up; dice and
draws happen here only. The one exception is the copy that lets a room served from a player's app
be served on when that app quits: it goes to the one app that would serve it on (docs/online.md).

Bad input never stops the server: a malformed, oversized or out-of-turn message is refused with a
reason (the connection goes on; an oversized frame closes only that connection); guessing room
codes or tokens is slowed down per connection and per address; what one visitor can hold is
capped (rooms per connection and per address, a waiting room whose host has gone expires, boards
and rules are cached under one spelling and by their cells in all, a room list is paged); a connection that
says no ``hello`` in time, or leaves a message half-sent, is closed. No message names a path
(rooms live at ``<data>/rooms/<CODE>.json`` and a code is four letters of its alphabet).
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import time
from collections import OrderedDict, defaultdict, deque
from pathlib import Path

from core.games import registry
from core.games.chance import room_seed
from core.games.clock import TimeControl
from core.games.game import IllegalMove
from core.io.atomic_write import clear_stale_temporaries_in
from core.online import addresses
from core.online.protocol import (
    CLIENT_MESSAGE_BYTES,
    CODE_ALPHABET,
    CODE_LENGTH,
    HELLO_BYTES,
    LIST_PAGE,
    PROTOCOL_VERSION,
    Ask,
    Configure,
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
    Rematch,
    SetSeat,
    Spectate,
    Start,
    read_client_message,
    refused,
    welcome,
)
from core.online.room import CPU, OPEN, PERSON, CodesUsedUp, Room, Seat, is_code, new_code
from core.online.table_words import record_words, spot_facts, standings, table_words
from core.online.visitors import forwarded_address, network_key, visitor_key
from core.online.web import client_version
from core.text import sentence_of, translate

log = logging.getLogger("kuni.serve")

#: Failed guesses (unknown codes, wrong tokens) per :data:`GUESS_WINDOW` seconds: a connection may
#: make this many, an address (a school's or a café's shared one) several times more. A right token
#: is never refused for the guesses of others.
GUESS_LIMIT = 10
GUESS_LIMIT_ADDRESS = 50
GUESS_WINDOW = 60.0
#: Guesses an address may make in :data:`GUESS_WINDOW` from connections that have not guessed wrong
#: themselves (each connection's first): past this, a flood of new connections is slowed too. A
#: connection that has made no wrong guess is not refused for others' below it.
GUESS_LIMIT_NEWCOMERS = 500
#: Messages a connection may send per second before it is told to slow down.
MESSAGE_RATE = 1000
#: Malformed messages (not JSON, not one of the protocol's, too large or too many values) a
#: connection may send in :data:`MALFORMED_WINDOW` seconds: the next closes it (a client of this
#: protocol sends none; a hostile one would keep the server parsing).
MALFORMED_LIMIT = 20
MALFORMED_WINDOW = 10.0
#: Connections one address may hold at once (a school's shared address has a few dozen players),
#: and file descriptors kept free of connections whatever the limit (the rooms' files, a new
#: visitor's): past either, a new connection is closed as soon as it is accepted.
CONNECTIONS_PER_ADDRESS = 256
FD_HEADROOM = 64
#: … a network (an IPv4 /24, an IPv6 /48) at most this many; of the connections that have not said
#: hello yet, a visitor holds at most :data:`HELLOLESS_PER_ADDRESS` — and when the server's share
#: of file descriptors runs short those are closed first, the oldest first, so that a crowd of
#: silent connections never keeps a newcomer out. The last :data:`CONNECTION_RESERVE` of them go
#: only to visitors holding fewer than :data:`FEW_CONNECTIONS`.
CONNECTIONS_PER_NETWORK = 1024
HELLOLESS_PER_ADDRESS = 32
CONNECTION_RESERVE = 128
FEW_CONNECTIONS = 8
#: The same log line (a reason) is written at most once a minute; the next says how many were left out.
LOG_EVERY_SECONDS = 60.0
#: Rooms a server holds at most (a full server refuses new ones) …
MAX_ROOMS = 5000
#: … of which one address may have made at most this many still being played or waited in, and
#: one connection this many: no visitor fills the server.
ROOMS_PER_ADDRESS = 20
ROOMS_PER_CONNECTION = 4
#: … a network (an IPv4 /24, an IPv6 /48) at most this many; the server makes at most
#: :data:`ROOM_RATE` rooms a minute for visitors who hold one already (a newcomer's first room is
#: never held up), and the last :data:`ROOM_RESERVE` rooms (at most a tenth) go only to visitors
#: who hold none.
ROOMS_PER_NETWORK = 100
ROOM_RATE = 300
ROOM_RESERVE = 250
#: Listed waiting rooms one visitor may have: more are made unlisted (a flood of listed rooms would
#: push the real ones off the list).
LISTED_PER_ADDRESS = 3
#: Seconds a waiting room's host may be gone before the host's part passes to the next person
#: waiting in it; and seconds a waiting room with nobody connected lasts before it is closed (it is
#: unlisted at once).
HOST_GRACE_SECONDS = 30.0
WAITING_HOST_SECONDS = 600.0
#: Seconds before a CPU's or stand-in's move that could not be kept (a full disk) is tried again.
STORAGE_RETRY_SECONDS = 5.0
#: Boards, compiled rules and browsers' boards kept in memory for the rooms to come, by their cells
#: in all (the least recently used go first; a room holds its own rules while it is played): about
#: two nationwide boards' worth each, or a hundred prefectures'. A game with no board counts one.
#: What a room costs on each board: docs/benchmarks.md (bench_online_memory.py).
BOARD_CELLS = 4000
RULES_CELLS = 8000
#: Seconds a new connection has to say ``hello``, and a message to arrive whole once begun.
HELLO_SECONDS = 10.0
MESSAGE_SECONDS = 10.0
#: Seconds a finished room stays open (its people read the end, watchers catch up); its file stays.
FINISHED_KEEP_SECONDS = 600.0
#: Seconds a person's seat with nobody connected to it waits on its turn before the stand-in CPU
#: moves for it (a game never stops because someone left; they find their seat again on return).
ABSENT_SECONDS = 60.0
SERVER_NAME = f"kuni serve (protocol {PROTOCOL_VERSION})"


class OncePerReason(logging.Filter):
    """A filter that lets each reason (a logger and its message's template) through once per
    :data:`LOG_EVERY_SECONDS`, the next time with the count of those left out: a flood of one
    failure (a full file table, a client's bad frames) is a line a minute, never gigabytes."""

    def __init__(self, seconds: float = LOG_EVERY_SECONDS) -> None:
        super().__init__()
        self.seconds = seconds
        self.last: dict[tuple, float] = {}
        self.left_out: dict[tuple, int] = defaultdict(int)

    def filter(self, record: logging.LogRecord) -> bool:
        reason = (record.name, str(record.msg))
        now = time.monotonic()
        if now - self.last.get(reason, -self.seconds) < self.seconds:
            self.left_out[reason] += 1
            return False
        self.last[reason] = now
        skipped = self.left_out.pop(reason, 0)
        if skipped:
            record.msg = f"{record.msg} (and {skipped} more like it in the last {self.seconds:g} s)"
        return True


def quiet_floods(seconds: float = LOG_EVERY_SECONDS) -> OncePerReason:
    """Put one :class:`OncePerReason` on the loggers a flood could fill: the server's, the WebSocket
    library's, asyncio's (a full file table makes it log every failed accept)."""
    once = OncePerReason(seconds)
    for name in ("kuni.serve", "websockets", "websockets.server", "asyncio"):
        logging.getLogger(name).addFilter(once)
    return once


def _limited_connection(server):
    """The WebSocket connections of ``server``: one is closed the moment it is accepted — before
    any handshake — when its visitor (an IPv4 address, an IPv6 /64) already holds
    :attr:`RoomServer.connections_per_address`, or :data:`HELLOLESS_PER_ADDRESS` that have not said
    hello, or its network :data:`CONNECTIONS_PER_NETWORK`; when the server is at its
    :attr:`RoomServer.max_connections` the oldest connection that has not said hello is closed to
    make room (or the newcomer, when none has), and the last :data:`CONNECTION_RESERVE` go only to
    visitors holding few. A trusted proxy's connections count only against the server's total:
    their visitors are counted once their headers are read (:meth:`RoomServer.handle`)."""
    from websockets.asyncio.server import ServerConnection

    class AddressLimitedConnection(ServerConnection):
        address = "?"
        visitor = network = "?"

        def connection_made(self, transport) -> None:
            super().connection_made(transport)
            peer = transport.get_extra_info("peername")
            self.address = str(peer[0]) if peer else "?"
            proxied = self.address in server.trusted_proxies
            self.visitor = "proxy" if proxied else visitor_key(self.address)
            self.network = "proxy" if proxied else network_key(self.address)
            server.open_by_address[self.visitor] += 1
            server.open_by_network[self.network] += 1
            server.open_total += 1
            server.unsaid[self] = time.monotonic()
            if self._turned_away(proxied):
                server.turned_away += 1
                transport.abort()

        def _turned_away(self, proxied: bool) -> bool:
            if not proxied and (server.open_by_address[self.visitor] > server.connections_per_address
                                or server.open_by_network[self.network] > CONNECTIONS_PER_NETWORK
                                or sum(1 for c in server.unsaid if c.visitor == self.visitor) > HELLOLESS_PER_ADDRESS):
                return True
            if server.open_total > server.max_connections:
                silent = [c for c in server.unsaid if c is not self]
                if not silent:
                    return True
                min(silent, key=server.unsaid.get).transport.abort()  # the oldest silent one makes room
            reserve = max(0, server.max_connections - min(CONNECTION_RESERVE, server.max_connections // 4))
            return not proxied and server.open_total > reserve and \
                server.open_by_address[self.visitor] > FEW_CONNECTIONS

        def connection_lost(self, exc) -> None:
            for counts, key in ((server.open_by_address, self.visitor), (server.open_by_network, self.network)):
                counts[key] -= 1
                if counts[key] <= 0:
                    counts.pop(key, None)
            server.open_total -= 1
            server.unsaid.pop(self, None)
            super().connection_lost(exc)

    return AddressLimitedConnection


class Connection:
    """One client's WebSocket, the seats it holds (code → seat), the rooms it watches and made."""

    def __init__(self, socket, address: str) -> None:
        self.socket = socket
        self.address = address
        self.seats: dict[str, int] = {}
        self.watching: set[str] = set()
        self.made: set[str] = set()
        self.said_hello = False
        self.sent: deque[float] = deque()
        self.guesses: deque[float] = deque()
        self.malformed: deque[float] = deque()
        self.partial_since: float | None = None  # since when a message has been arriving
        self.language: str | None = None  # a browser's: it is told the picks and words in it

    async def send(self, message: dict) -> None:
        try:
            await self.socket.send(json.dumps(message, ensure_ascii=False))
        except Exception:  # noqa: BLE001 — a closed socket; its handler cleans up
            pass

    def limit_frames(self, size: int) -> None:
        """Read no frame larger than ``size`` bytes from now on (a larger one closes the connection
        before its payload is read)."""
        protocol = getattr(self.socket, "protocol", None)
        for name in ("max_message_size", "max_size"):  # (websockets 15 and later; before)
            if hasattr(protocol, name):
                setattr(protocol, name, size)
                return

    def receiving(self) -> bool:
        """Whether a message has begun to arrive and is not whole yet (a frame part-read, or a
        fragmented message unfinished); False where the WebSocket library does not say."""
        protocol = getattr(self.socket, "protocol", None)
        reader = getattr(protocol, "reader", None)
        return bool(getattr(reader, "buffer", b"")) or getattr(protocol, "current_size", None) is not None


def _cells(value) -> int:
    """What a cached board, rules or browser's board weighs: its cells (1 for a game with none)."""
    dataset = getattr(value, "dataset", value)
    towns = getattr(dataset, "municipalities", None)
    if towns:
        return len(towns)
    if isinstance(value, dict) and value.get("cells"):
        return len(value["cells"])
    return 1


class _Kept(OrderedDict):
    """Entries weighing at most ``budget`` in all (``weigh(value)``; the newest is kept whatever it
    weighs), the least recently used dropped first."""

    def __init__(self, budget: int, weigh=lambda value: 1) -> None:
        super().__init__()
        self.budget = budget
        self.weigh = weigh
        self.weights: dict = {}

    def get_or_make(self, key, make):
        if key in self:
            self.move_to_end(key)
            return self[key]
        value = self[key] = make()
        self.weights[key] = self.weigh(value)
        while len(self) > 1 and sum(self.weights.values()) > self.budget:
            oldest, _ = self.popitem(last=False)
            del self.weights[oldest]
        return value


class RoomServer:
    """The rooms of one server and the data folder they are kept in."""

    def __init__(self, data_dir: str | Path, in_app: bool = False, deals: random.Random | None = None) -> None:
        self.data_dir = Path(data_dir)
        # where each room's deal seed comes from: the system's randomness, unless a test gives one
        self.deals = deals if deals is not None else random.SystemRandom()
        self.in_app = in_app  # served from a player's app: its rooms may be handed over
        # the start of the links it gives out (``http://192.168.1.20:8765``), set when it starts
        # listening (core.online.addresses.link_base); None: the page's own address
        self.link_base: str | None = None
        self.absent_seconds = ABSENT_SECONDS
        self.waiting_host_seconds = WAITING_HOST_SECONDS
        self.host_grace_seconds = HOST_GRACE_SECONDS
        self.storage_retry_seconds = STORAGE_RETRY_SECONDS
        # finished games' records are kept this many days (None: for good)
        self.keep_finished_days: float | None = None
        self._records_looked_at = time.monotonic()
        # room codes are drawn from these (a test makes them few to use them all up)
        self.code_alphabet, self.code_length = CODE_ALPHABET, CODE_LENGTH
        self.hello_seconds = HELLO_SECONDS
        self.message_seconds = MESSAGE_SECONDS
        # behind a reverse proxy every visitor has the proxy's address: its operator raises this
        self.rooms_per_address = ROOMS_PER_ADDRESS
        self.connections_per_address = CONNECTIONS_PER_ADDRESS
        self.max_connections: int | None = None  # what the file table leaves room for, once listening
        self.open_by_address: defaultdict[str, int] = defaultdict(int)  # by visitor (an IPv6 /64)
        self.open_by_network: defaultdict[str, int] = defaultdict(int)
        self.unsaid: dict = {}  # connections that have not said hello → since when
        # proxies whose Forwarded / X-Forwarded-For headers say who the visitor is (kuni serve --trusted-proxy)
        self.trusted_proxies: frozenset[str] = frozenset()
        self.rooms_made_at: deque[float] = deque()  # when rooms were made, for ROOM_RATE
        self.open_total = 0
        self.turned_away = 0
        self.rooms_dir = self.data_dir / "rooms"
        self.finished_dir = self.data_dir / "finished"  # finished games' records, each under a name of its own
        self.rooms: dict[str, Room] = {}
        self.members: dict[str, dict[int, set[Connection]]] = defaultdict(lambda: defaultdict(set))
        self.watchers: dict[str, set[Connection]] = defaultdict(set)
        self.locks: dict[str, asyncio.Lock] = defaultdict(asyncio.Lock)
        self.deadlines: dict[str, asyncio.TimerHandle] = {}
        self.cpu_tasks: dict[str, asyncio.Task] = {}
        self.guesses: dict[str, deque[float]] = defaultdict(deque)
        self.waiting: dict[tuple, list[tuple[Connection, str]]] = defaultdict(list)
        self.made_by: dict[str, str] = {}  # room code → the address that made it (while it lives)
        self.host_gone: dict[str, float] = {}  # waiting room → since when its host has had no connection
        self.rematches: dict[str, str] = {}  # finished room → the room of its next game
        self.empty_since: dict[str, float] = {}  # waiting room → since when nobody in it has been connected
        self.connections: set[Connection] = set()
        self._boards = _Kept(BOARD_CELLS, _cells)
        self._rules = _Kept(RULES_CELLS, _cells)
        self.board_views = _Kept(BOARD_CELLS, _cells)  # what browsers draw the tables on, per board and rules
        # per room, each move with its seat and whether it was a stand-in's: what each seat is told
        # of the game so far (worked out from the record once, then kept up as moves are played)
        self._history: dict[str, list[tuple[int, object, bool]]] = {}
        self._watchdog: asyncio.Task | None = None
        self.moves_played = 0
        self.unreadable: list[str] = []
        self._handlers = {Create: self._create, Join: self._join, Rejoin: self._rejoin, Spectate: self._spectate,
                          Match: self._match, SetSeat: self._set_seat, Start: self._start, Move: self._move,
                          ListRooms: self._list, Ping: self._ping, Leave: self._leave, Hello: self._hello_again,
                          Configure: self._configure, Ask: self._ask, Rematch: self._rematch}

    # -- rooms on disk -----------------------------------------------------------------------------

    def resume(self) -> int:
        """Read every room's file (a restarted server); returns how many were resumed. A file that
        cannot be read is kept as it is and named in :attr:`unreadable`."""
        if not self.rooms_dir.is_dir():
            return 0
        clear_stale_temporaries_in(self.rooms_dir)  # (saves skip this: it reads the whole folder)
        self._forget_old_records()
        for path in sorted(self.rooms_dir.glob("*.json")):
            if not is_code(path.stem):
                continue
            try:
                room = Room.from_json(json.loads(path.read_text(encoding="utf-8")), registry.get, self.rules_for)
            except Exception as error:  # noqa: BLE001 — one bad file must not stop the others
                self.unreadable.append(f"{path.name}: {error}")
                continue
            if room.session is not None and room.session.is_over():
                self._archive(room)  # a finished game: its file is its record, nothing to serve
                continue
            self.rooms[room.code] = room
        return len(self.rooms)

    def _archive(self, room: Room) -> None:
        """A finished game's file to the records (kept under a name of its own; its code is free)."""
        try:
            room.archive(self.rooms_dir, self.finished_dir)
        except OSError as error:  # it stays where it is, and is archived at the next start
            log.warning("room %s: its record could not be archived: %s", room.code, error)

    def _forget_old_records(self) -> None:
        """Finished games' records older than :attr:`keep_finished_days` are deleted."""
        if self.keep_finished_days is None or not self.finished_dir.is_dir():
            return
        oldest = time.time() - self.keep_finished_days * 86400
        for path in self.finished_dir.glob("*.json"):
            try:
                if path.stat().st_mtime < oldest:
                    path.unlink()
            except OSError:
                continue

    def _code_taken(self, code: str) -> bool:
        """A code some room holds, in memory or on disk (a room's file is never written over)."""
        return code in self.rooms or (self.rooms_dir / f"{code}.json").exists()

    def board_for(self, spec, board: str | None):
        """The game's board named by ``board`` (one of the last few read is kept); None for a game
        with none."""
        if not spec.needs_dataset:
            return None
        return self._boards.get_or_make((spec.name, board), lambda: spec.board_from_text(board))

    def rules_for(self, spec, board: str | None, ruleset):
        """The game's rules on its board, shared by the rooms that play the same (rules are pure)."""
        key = (spec.name, board, json.dumps(ruleset.model_dump(mode="json"), sort_keys=True))
        return self._rules.get_or_make(key, lambda: spec.make_rules(ruleset, self.board_for(spec, board)))

    def _save(self, room: Room) -> None:
        room.save(self.rooms_dir)

    async def _kept(self, room: Room, undo, connection: Connection | None = None) -> bool:
        """Write the room's file (in a thread: the other rooms are served meanwhile); when it cannot
        be written (a full disk), ``undo()`` puts the room back as its file still has it, the
        requester is told (``server_storage``), and False is returned: nothing is ever announced
        that the server did not keep."""
        try:
            await asyncio.to_thread(self._save, room)
            return True
        except OSError as error:
            undo()
            log.warning("room %s could not be saved: %s", room.code, error)
            if connection is not None:
                await connection.send(refused(
                    translate("Server", "the server could not keep this (its disk is full or failing): nothing was "
                                        "changed; try again in a moment").format(), "server_storage", code=room.code))
            return False

    def adopt(self, room: Room) -> None:
        """Serve ``room`` on (a room handed over from an app that left, made from its copy)."""
        self.rooms[room.code] = room
        self._history.pop(room.code, None)
        self._save(room)

    # -- serving -------------------------------------------------------------------------------------

    async def serve(self, host: str = "127.0.0.1", port: int = 8765, ssl=None, allowed_origins=(),
                    public_name: str | None = None):
        """Start listening — the rooms' WebSockets and the browser's pages on one port (``ssl``: a
        context for https/wss; ``public_name``: the name others reach it by behind a proxy); returns
        the ``websockets`` server (``.sockets`` tells the port)."""
        from websockets.asyncio.server import serve

        from core.online.web import WebPages

        self.resume()
        for code in list(self.rooms):
            self._arm(code)
        if self.max_connections is None:
            self.max_connections = _connection_room()
        self._watchdog = asyncio.get_running_loop().create_task(self._watch())
        self.web = WebPages(self, allowed_origins)
        listening = await serve(self.handle, host, port, max_size=CLIENT_MESSAGE_BYTES, ping_interval=20,
                                ping_timeout=40, process_request=self.web, ssl=ssl,
                                open_timeout=self.hello_seconds, create_connection=_limited_connection(self))
        if self.link_base is None and listening.sockets:
            self.link_base = addresses.link_base(host, listening.sockets[0].getsockname()[1], ssl is not None, public_name)
        self.web.hosts = addresses.host_names(host, public_name, allowed_origins)
        return listening

    async def handle(self, socket) -> None:
        """One client, from its hello to its last message."""
        address = str((socket.remote_address or ("?",))[0])
        request = getattr(socket, "request", None)
        if request is not None and self.trusted_proxies:
            address = forwarded_address(request.headers, address, self.trusted_proxies)
        connection = Connection(socket, address)
        connection.limit_frames(HELLO_BYTES)  # a hello is tiny: nothing larger is read before it
        self.connections.add(connection)
        try:
            if getattr(socket, "visitor", None) == "proxy" and self._proxied_crowd(connection):
                await socket.close(1008, "too many connections from your address")
                return
            try:  # the first word must come soon: a connection that says nothing holds a socket for nothing
                first = await asyncio.wait_for(socket.recv(), self.hello_seconds)
            except asyncio.TimeoutError:
                await connection.send(refused(translate("Server", "say hello within {hello_seconds} s").format(
                                                  hello_seconds=f"{self.hello_seconds:g}"), "hello_first"))
                await socket.close(1008, "no hello")
                return
            await self._receive(connection, first)
            async for text in socket:
                await self._receive(connection, text)
        except Exception as error:  # noqa: BLE001 — a dropped connection, an oversized frame
            log.debug("connection from %s ended: %s", address, error)
        finally:
            self.connections.discard(connection)
            self._gone(connection)

    def _proxied_crowd(self, connection: Connection) -> bool:
        """Whether a visitor behind the trusted proxy holds more connections than one visitor may
        (counted once its headers are read)."""
        visitor, network = visitor_key(connection.address), network_key(connection.address)
        mine = sum(1 for c in self.connections if visitor_key(c.address) == visitor)
        ours = sum(1 for c in self.connections if network_key(c.address) == network)
        silent = sum(1 for c in self.connections if not c.said_hello and visitor_key(c.address) == visitor)
        return mine > self.connections_per_address or ours > CONNECTIONS_PER_NETWORK or silent > HELLOLESS_PER_ADDRESS

    async def _watch(self) -> None:
        """Once a second: close connections whose message has been arriving for too long, look
        after the waiting rooms (a host gone, nobody left) and, hourly, the finished games' records."""
        while True:
            await asyncio.sleep(1.0)
            now = time.monotonic()
            for connection in list(self.connections):
                if not connection.receiving():
                    connection.partial_since = None
                elif connection.partial_since is None:
                    connection.partial_since = now
                elif now - connection.partial_since > self.message_seconds:
                    connection.partial_since = None
                    asyncio.get_running_loop().create_task(connection.socket.close(1008, "message too slow"))
            for room in [room for room in self.rooms.values() if not room.started]:
                await self._look_after_waiting(room, now)
            if self.keep_finished_days is not None and now - self._records_looked_at > 3600:
                self._records_looked_at = now
                self._forget_old_records()

    async def _look_after_waiting(self, room: Room, now: float) -> None:
        """A waiting room whose host has gone hands the host's part to the next person waiting
        (after :attr:`host_grace_seconds`); one with nobody connected is closed after
        :attr:`waiting_host_seconds`."""
        connected = self._connected(room.code)
        people = [k for k, seat in enumerate(room.seats) if seat.kind == PERSON and k in connected]
        if not people:
            self.host_gone.pop(room.code, None)
            if now - self.empty_since.setdefault(room.code, now) > self.waiting_host_seconds:
                await self._expire(room)
            return
        self.empty_since.pop(room.code, None)
        if room.host in connected:
            self.host_gone.pop(room.code, None)
            return
        if now - self.host_gone.setdefault(room.code, now) > self.host_grace_seconds:
            before = room.host
            room.host = min(people)
            self.host_gone.pop(room.code, None)

            def undo() -> None:
                room.host = before

            if await self._kept(room, undo):
                await self._tell_room(room)

    async def _expire(self, room: Room) -> None:
        """A waiting room nobody has been connected to for a while: anyone watching it is told,
        and it is no more (a game that never started leaves no record)."""
        message = refused(translate("Server", "room {code} closed: everyone left before the start").format(
                              code=room.code), "unknown_room", code=room.code)
        for connection in self._audience(room.code):
            await connection.send(message)
            self._forget(connection, room.code)
        self._close_room(room.code)
        try:
            (self.rooms_dir / f"{room.code}.json").unlink()
        except OSError:
            pass

    async def _receive(self, connection: Connection, text) -> None:
        now = time.monotonic()
        connection.sent.append(now)
        while connection.sent and connection.sent[0] < now - 1.0:
            connection.sent.popleft()
        if len(connection.sent) > MESSAGE_RATE:
            await connection.send(refused(translate("Server", "too many messages: at most {rate} a second").format(
                rate=MESSAGE_RATE), "too_busy"))
            return
        try:
            message = read_client_message(text)
        except ProtocolError as error:
            if not connection.said_hello and _speaks_another_version(text):
                await self._other_version(connection)
                return
            connection.malformed.append(now)
            while connection.malformed and connection.malformed[0] < now - MALFORMED_WINDOW:
                connection.malformed.popleft()
            if len(connection.malformed) > MALFORMED_LIMIT:
                await connection.socket.close(1008, "too many malformed messages")
                return
            await connection.send(refused(translate("Server", "not a message of this protocol: {error}").format(
                                              error=sentence_of(error)), "bad_message"))
            return
        if not connection.said_hello:
            if not isinstance(message, Hello):
                await connection.send(refused(translate("Server", "say hello first, with the protocol "
                                                                  "version").format(), "hello_first"))
                return
            if message.protocol != PROTOCOL_VERSION:
                await self._other_version(connection, message.protocol)
                return
            connection.said_hello = True
            self.unsaid.pop(connection.socket, None)
            connection.limit_frames(CLIENT_MESSAGE_BYTES)
            connection.language = message.language
            await connection.send(welcome(SERVER_NAME, client_version()))
            return
        try:
            await self._dispatch(connection, message)
        except Exception as error:  # noqa: BLE001 — one request's failure is said, the server goes on
            log.error("a request failed (a fault of this server's): %r", error, exc_info=True)
            await connection.send(refused(translate("Server", "the request failed: {error}").format(
                                              error=sentence_of(error)), "bad_message"))

    async def _other_version(self, connection: Connection, protocol=None) -> None:
        theirs = translate("Server", "protocol {protocol}").format(protocol=protocol) if protocol is not None \
            else translate("Server", "another protocol").format()
        await connection.send(refused(
            translate("Server", "this server speaks protocol {PROTOCOL_VERSION}, the app {theirs}: update Kuni "
                                "Studio (the same version on every device) and try again").format(
                PROTOCOL_VERSION=PROTOCOL_VERSION, theirs=theirs), "version", server_protocol=PROTOCOL_VERSION))
        await connection.socket.close(1008, "protocol version")

    async def _dispatch(self, connection: Connection, message) -> None:
        await self._handlers[type(message)](connection, message)

    async def _hello_again(self, connection: Connection, message: Hello) -> None:
        await connection.send(welcome(SERVER_NAME, client_version()))

    async def _ping(self, connection: Connection, message: Ping) -> None:
        await connection.send({"type": "pong", "t": message.t})

    # -- guesses ---------------------------------------------------------------------------------------

    def _guessing_too_fast(self, connection: Connection) -> bool:
        """Whether a guess (an unknown code, a wrong token) is refused now: a connection's own wrong
        guesses count against it; its address's count only against a connection that has guessed
        wrong itself (others' guesses on a shared address never refuse a visitor who has not),
        until a flood of fresh connections passes :data:`GUESS_LIMIT_NEWCOMERS`."""
        now = time.monotonic()
        visitor = visitor_key(connection.address)
        shared = self.guesses.get(visitor)
        for window in (connection.guesses, shared):
            while window and window[0] < now - GUESS_WINDOW:
                window.popleft()
        if shared is not None and not shared:
            del self.guesses[visitor]
            shared = None
        by_address = len(shared) if shared else 0
        if len(connection.guesses) >= GUESS_LIMIT:
            return True
        return by_address >= (GUESS_LIMIT_ADDRESS if connection.guesses else GUESS_LIMIT_NEWCOMERS)

    def _guessed_wrong(self, connection: Connection) -> None:
        now = time.monotonic()
        connection.guesses.append(now)
        self.guesses[visitor_key(connection.address)].append(now)

    async def _room_or_refuse(self, connection: Connection, code: str) -> Room | None:
        if self._guessing_too_fast(connection):
            await connection.send(refused(translate("Server", "too many unknown rooms or wrong tokens: wait a "
                                                              "minute").format(), "rate_limited"))
            return None
        room = self.rooms.get(code)
        if room is None:
            self._guessed_wrong(connection)
            await connection.send(refused(translate("Server",
                                          "no room {code} on this server (ended, or a typo)").format(
                                              code=code), "unknown_room",
                                          code=code))
        return room

    # -- setting up --------------------------------------------------------------------------------------

    def _live(self, code: str) -> bool:
        """Whether a room is still waited in or played (a finished one, kept a while to be read,
        counts against nobody)."""
        room = self.rooms.get(code)
        return room is not None and not (room.session is not None and room.session.is_over())

    def _rooms_made(self, address: str, key=visitor_key) -> int:
        """Live rooms made from ``address``'s visitor (or, with ``key=network_key``, its network)."""
        mine = key(address)
        return sum(1 for code, by in self.made_by.items() if key(by) == mine and self._live(code))

    async def _may_make_room(self, connection: Connection) -> bool:
        """Whether this connection may make one more room: a full server, one visitor's or one
        network's share of it, the rate of rooms made and the reserve kept for newcomers refuse."""
        connection.made = {code for code in connection.made if self._live(code)}
        now = time.monotonic()
        while self.rooms_made_at and self.rooms_made_at[0] < now - 60:
            self.rooms_made_at.popleft()
        holds = self._rooms_made(connection.address)
        if len(connection.made) >= ROOMS_PER_CONNECTION:
            reason = translate("Server", "a connection may hold at most {rooms} rooms at once: finish or leave "
                                         "one").format(rooms=ROOMS_PER_CONNECTION)
        elif holds >= self.rooms_per_address:
            reason = translate("Server", "at most {rooms} rooms at once from one address: finish or leave one").format(
                rooms=self.rooms_per_address)
        elif self._rooms_made(connection.address, network_key) >= ROOMS_PER_NETWORK:
            reason = translate("Server", "at most {rooms} rooms at once from one network: try later").format(
                rooms=ROOMS_PER_NETWORK)
        elif len(self.rooms) >= MAX_ROOMS:
            reason = translate("Server", "this server is full: try later").format()
        elif holds and sum(map(self._live, self.rooms)) >= MAX_ROOMS - min(ROOM_RESERVE, MAX_ROOMS // 10):
            reason = translate("Server", "this server is nearly full: its last rooms are for people who have none; "
                                         "finish one first").format()
        elif holds and len(self.rooms_made_at) >= ROOM_RATE:
            reason = translate("Server", "rooms are being made very fast here (over {rate} a minute): try again in a "
                                         "moment").format(rate=ROOM_RATE)
        else:
            return True
        await connection.send(refused(reason, "too_busy"))
        return False

    async def _made(self, connection: Connection, room: Room) -> bool:
        """Give ``room`` a code no room has (in memory or on disk) and keep it; False (the maker
        told why) when every code is taken."""
        try:  # on the event loop, at once taken: two rooms never share a code
            room.code = new_code(self._code_taken, self.code_alphabet, self.code_length)
        except CodesUsedUp:
            await connection.send(refused(translate("Server", "this server holds as many rooms as it has codes: "
                                                              "try later").format(), "too_busy"))
            return False
        self.rooms[room.code] = room
        self.made_by[room.code] = connection.address
        self.rooms_made_at.append(time.monotonic())
        connection.made.add(room.code)
        if room.listed:  # one visitor's listed rooms are few: more are made unlisted
            visitor = visitor_key(connection.address)
            listed = sum(1 for code, by in self.made_by.items() if code != room.code and visitor_key(by) == visitor
                         and self.rooms[code].listed and not self.rooms[code].started)
            room.listed = listed < LISTED_PER_ADDRESS
        return True

    def _unmade(self, connection: Connection, room: Room):
        """What takes a room just made away again (its file could not be written)."""
        def undo() -> None:
            self.rooms.pop(room.code, None)
            self.made_by.pop(room.code, None)
            connection.made.discard(room.code)
        return undo

    async def _create(self, connection: Connection, message: Create) -> None:
        if not await self._may_make_room(connection):
            return
        try:
            room = await asyncio.to_thread(self._new_room, message)
        except (KeyError, ValueError) as error:
            await connection.send(refused(translate("Server", "cannot make this room: {error}").format(
                                              error=sentence_of(error)), "bad_game"))
            return
        if not await self._may_make_room(connection) or not await self._made(connection, room):
            return  # (others made theirs meanwhile)
        token = room.take_seat(room.host, message.nickname)
        if await self._kept(room, self._unmade(connection, room), connection):
            await self._seated(connection, room, room.host, token)

    def _new_room(self, message: Create | Match, seats: list[str] | None = None) -> Room:
        """A room as asked (the game, board, seats, rules and clock checked; its board loaded)."""
        try:
            spec = registry.get(message.game)
        except KeyError:
            raise ValueError(translate("Server", "no game {game} (games: {games})").format(
                game=repr(message.game), games=", ".join(registry.names()))) from None
        if not spec.plays_online:
            raise ValueError(translate("Server", "{title_ja} cannot be played online (it does not say what each "
                                                 "seat sees)").format(title_ja=spec.title_ja))
        settings = list(seats if seats is not None else message.seats)
        spec.check_players(len(settings))
        made = []
        for setting in settings:
            if setting == OPEN:
                made.append(Seat(OPEN))
            elif setting.removeprefix("cpu:") in spec.cpus:
                made.append(Seat(CPU, setting.removeprefix("cpu:")))
            else:
                raise ValueError(translate("Server", "seat {setting}: open, or cpu:<{kinds}>").format(
                    setting=repr(setting), kinds="|".join(spec.cpu_names())))
        ruleset = spec.parse_ruleset(getattr(message, "rules", None))
        control = TimeControl.from_json(getattr(message, "time_control", None) or {})
        board = spec.canonical_board(message.board) if spec.needs_dataset else None
        rules = self.rules_for(spec, board, ruleset)
        if hasattr(rules, "start_problem"):  # a board too small for the players (市区町村バトル's ★4 homes)
            problem = rules.start_problem(len(settings))
            if problem:
                raise ValueError(problem)
        host = getattr(message, "host_seat", 0)
        if not 0 <= host < len(made) or made[host].kind != OPEN:
            raise ValueError(translate("Server", "the maker's seat {number} is not an open seat of the {seats}").format(
                number=host + 1, seats=len(made)))
        # 128 bits of the system's randomness: what a seat sees of the deal cannot single the seed out
        return Room("", spec, board, made, ruleset, control, room_seed(self.deals),
                    getattr(message, "listed", False), host=host)

    async def _seated(self, connection: Connection, room: Room, seat: int, token: str | None) -> None:
        connection.seats[room.code] = seat
        # one connection at a seat: a newer one (the same person on another device, or back after a
        # drop the server has not noticed yet) takes it, and the older is told and let go
        for older in list(self.members[room.code][seat]):
            if older is not connection:
                self._forget(older, room.code)
                await older.send({"type": "detached", "code": room.code, "seat": seat,
                                  "reason": "this seat was taken up on another connection"})
        self.members[room.code][seat].add(connection)
        await connection.send({"type": "joined", "code": room.code, "seat": seat, "token": token})
        await self._tell_room(room)
        if room.started:
            await self._send_sync(connection, room, seat)
            if seat == self._successor(room):
                await self._send_copy(room)

    async def _join(self, connection: Connection, message: Join) -> None:
        room = await self._room_or_refuse(connection, message.code)
        if room is None:
            return
        if message.code in connection.seats:
            await connection.send(refused(translate("Server", "this connection holds seat {number} of room {code} "
                                                              "already (one seat a connection)").format(
                                              number=connection.seats[message.code] + 1, code=room.code),
                                          "room_full", code=room.code))
            return
        async with self.locks[room.code]:
            wished = message.seat
            seat = wished if wished is not None and wished < len(room.seats) and room.seats[wished].kind == OPEN \
                else room.open_seat()
            if room.started or seat is None:
                await connection.send(refused(translate("Server",
                                              "room {code} has no open seat: watch it instead").format(
                                                  code=room.code), "room_full",
                                              code=room.code))
                return
            token = room.take_seat(seat, message.nickname)

            def undo() -> None:
                room.seats[seat] = Seat(OPEN)

            if not await self._kept(room, undo, connection):
                return
        await self._seated(connection, room, seat, token)

    async def _rejoin(self, connection: Connection, message: Rejoin) -> None:
        room = self.rooms.get(message.code)
        if room is not None and room.token_fits(message.seat, message.token):
            # a right token is never refused for guesses made before (a shared address's strangers')
            self._forget(connection, room.code)
            await self._seated(connection, room, message.seat, None)
            self._arm(room.code)  # the seat is taken again: its turn waits for its person
            return
        room = await self._room_or_refuse(connection, message.code)
        if room is None:
            return
        self._guessed_wrong(connection)
        await connection.send(refused(translate("Server", "that is not this seat's token").format(),
                                      "bad_token", code=room.code))

    async def _spectate(self, connection: Connection, message: Spectate) -> None:
        room = await self._room_or_refuse(connection, message.code)
        if room is None:
            return
        seat = connection.seats.get(room.code)
        if seat is None:
            connection.watching.add(room.code)
            self.watchers[room.code].add(connection)
        await connection.send(self._summary(room))
        if room.started:  # (a seat asking for the game again after a gap gets its own view)
            await self._send_sync(connection, room, seat)

    async def _host_room(self, connection: Connection, code: str) -> Room | None:
        # the room of a seat the connection holds: no guess (codes are guessed by joining)
        room = self.rooms.get(code)
        if room is None or connection.seats.get(code) != room.host:
            await connection.send(refused(translate("Server", "only the room's host sets it up and starts it").format(),
                                          "not_host", code=code))
            return None
        if room.started:
            await connection.send(refused(translate("Server", "room {code} has started").format(code=code),
                                          "started", code=code))
            return None
        return room

    async def _set_seat(self, connection: Connection, message: SetSeat) -> None:
        room = await self._host_room(connection, message.code)
        if room is None:
            return
        if not 0 <= message.seat < len(room.seats) or message.seat == room.host or \
                room.seats[message.seat].kind == PERSON:
            await connection.send(refused(translate("Server", "only an open or CPU seat other than the host's can "
                                                              "be set").format(), "bad_message"))
            return
        kind = message.setting.removeprefix("cpu:")
        if message.setting != OPEN and kind not in room.spec.cpus:
            await connection.send(refused(translate("Server", "no CPU {kind} in {title_ja}").format(
                                              kind=repr(kind), title_ja=room.spec.title_ja), "bad_message"))
            return
        before = room.seats[message.seat]
        room.seats[message.seat] = Seat(OPEN) if message.setting == OPEN else Seat(CPU, kind)

        def undo() -> None:
            room.seats[message.seat] = before

        if await self._kept(room, undo, connection):
            await self._tell_room(room)

    async def _configure(self, connection: Connection, message: Configure) -> None:
        """The host changes the options before the start: rule options (checked by the game's rule
        set, and on the board: enough ★4 towns …), the seats' order (people, CPUs and 紅白戦's
        teams move together; each person is told their new seat) or the clock."""
        room = await self._host_room(connection, message.code)
        if room is None:
            return
        async with self.locks[room.code]:
            seats, ruleset, control, host = list(room.seats), room.ruleset, room.time_control, room.host
            order = message.order
            try:
                if order is not None and sorted(order) != list(range(len(seats))):
                    raise ValueError(translate("Server", "the order names each of the {seats} seats once").format(
                        seats=len(seats)))
                if message.rules is not None:
                    ruleset = room.spec.parse_ruleset({**room.ruleset.model_dump(mode="json"), **message.rules})
                if message.time_control is not None:
                    control = TimeControl.from_json(message.time_control)
                if order is not None:
                    teams = getattr(ruleset, "teams", None)
                    if teams is not None and len(teams) == len(seats):
                        ruleset = ruleset.model_copy(update={"teams": tuple(teams[k] for k in order)})
                rules = await asyncio.to_thread(self.rules_for, room.spec, room.board, ruleset)
                problem = rules.start_problem(len(seats)) if hasattr(rules, "start_problem") else ""
                if problem:
                    raise ValueError(problem)
            except (KeyError, ValueError) as error:
                await connection.send(refused(translate("Server", "cannot set this room so: {error}").format(
                                                  error=sentence_of(error)), "bad_message", code=room.code))
                return
            before = (list(room.seats), room.ruleset, room.time_control, room.host)
            moved = {}
            if order is not None:
                room.seats[:] = [seats[k] for k in order]
                room.host = order.index(host)
                moved = {old: new for new, old in enumerate(order) if old != new}
            room.ruleset, room.time_control = ruleset, control

            def undo() -> None:
                room.seats[:], room.ruleset, room.time_control, room.host = before

            if not await self._kept(room, undo, connection):
                return
            if moved:  # each person's connections follow their seat
                members = self.members[room.code]
                held = {seat: set(members.get(seat, ())) for seat in moved}
                for seat in moved:
                    members[seat] = set()
                for old, new in moved.items():
                    members[new] = held[old]
                    for moving in held[old]:
                        moving.seats[room.code] = new
                        await moving.send({"type": "joined", "code": room.code, "seat": new, "token": None,
                                           "was": old})
        await self._tell_room(room)

    async def _ask(self, connection: Connection, message: Ask) -> None:
        """What a thing on the table is, as the asker may know it (a town's card)."""
        room = self.rooms.get(message.code)
        if room is None or room.session is None or (message.code not in connection.seats
                                                    and message.code not in connection.watching):
            await connection.send(refused(translate("Server", "you are not at room {code}'s table").format(
                                              code=message.code), "unknown_room",
                                          code=message.code))
            return
        lines = spot_facts(room.spec, room.session, tuple(message.spot), connection.seats.get(room.code),
                           connection.language or "ja")
        await connection.send({"type": "facts", "code": room.code, "spot": list(message.spot), "lines": lines})

    async def _rematch(self, connection: Connection, message: Rematch) -> None:
        """Another game at the same table: a room like the finished one (its people's seats open,
        the asker's taken, the CPUs as they were), whose code everyone at the old table is told."""
        room = self.rooms.get(message.code)
        seat = connection.seats.get(message.code)
        if room is None or seat is None:
            await connection.send(refused(translate("Server", "you hold no seat in room {code}").format(
                                              code=message.code), "unknown_room",
                                          code=message.code))
            return
        if room.session is None or not room.session.is_over():
            await connection.send(refused(translate("Server", "the game is not over yet").format(),
                                          "not_started", code=room.code))
            return
        if room.code in self.rematches and self.rematches[room.code] in self.rooms:
            again = self.rooms[self.rematches[room.code]]
            await connection.send({"type": "rematch", "code": room.code, "room": again.code})
            return
        if not await self._may_make_room(connection):
            return
        settings = [OPEN if s.kind == PERSON else f"cpu:{s.cpu}" for s in room.seats]
        nickname = room.seats[seat].nickname
        create = Create(type="create", game=room.spec.name, board=room.board, seats=settings,
                        rules=room.ruleset.model_dump(mode="json"), time_control=room.time_control.to_json(),
                        nickname=nickname, listed=False, host_seat=seat)
        try:
            again = await asyncio.to_thread(self._new_room, create)
        except (KeyError, ValueError) as error:
            await connection.send(refused(translate("Server", "cannot make this room: {error}").format(
                                              error=sentence_of(error)), "bad_game"))
            return
        if not await self._made(connection, again):
            return
        token = again.take_seat(again.host, nickname)
        if not await self._kept(again, self._unmade(connection, again), connection):
            return
        self.rematches[room.code] = again.code
        await self._seated(connection, again, again.host, token)
        await self._broadcast(room.code, {"type": "rematch", "code": room.code, "room": again.code})

    async def _start(self, connection: Connection, message: Start) -> None:
        room = await self._host_room(connection, message.code)
        if room is None:
            return
        async with self.locks[room.code]:
            seats = [Seat(seat.kind, seat.cpu, seat.nickname, seat.token_sha256) for seat in room.seats]
            await asyncio.to_thread(room.start, self.rules_for(room.spec, room.board, room.ruleset))

            def undo() -> None:
                room.seats[:], room.session = seats, None

            if not await self._kept(room, undo, connection):
                return
        await self._tell_room(room)
        await self._sync_all(room)
        self._arm(room.code)

    async def _match(self, connection: Connection, message: Match) -> None:
        """A random match: once as many people wait for the same game, board and player count, a room
        of them all starts (in the order they came)."""
        key = (message.game, message.board, message.players)
        for other, queue in list(self.waiting.items()):  # one queue a connection; none left empty
            queue[:] = [(c, n) for c, n in queue if c is not connection and not c.socket.close_code]
            if not queue and other != key:
                del self.waiting[other]
        queue = self.waiting[key]
        queue.append((connection, message.nickname))
        await connection.send({"type": "matching", "waiting": len(queue), "players": message.players})
        if len(queue) < message.players:
            return
        people, rest = queue[:message.players], queue[message.players:]
        if rest:
            self.waiting[key] = rest
        else:
            del self.waiting[key]
        try:
            room = await asyncio.to_thread(self._new_room, message, [OPEN] * message.players)
        except (KeyError, ValueError) as error:
            for person, _name in people:
                await person.send(refused(translate("Server", "cannot make this room: {error}").format(
                                              error=sentence_of(error)), "bad_game"))
            return
        room.listed = False
        if not await self._made(connection, room):
            return
        tokens = [room.take_seat(seat, name) for seat, (_person, name) in enumerate(people)]
        await asyncio.to_thread(room.start, self.rules_for(room.spec, room.board, room.ruleset))
        if not await self._kept(room, self._unmade(connection, room)):
            for person, _name in people:
                await person.send(refused(translate("Server", "the server could not keep the match's room (its "
                                                              "disk is full): look for a match again in a "
                                                              "moment").format(), "server_storage"))
            return
        for seat, ((person, _name), token) in enumerate(zip(people, tokens)):
            await self._seated(person, room, seat, token)
        self._arm(room.code)

    async def _list(self, connection: Connection, message: ListRooms) -> None:
        """The listed rooms waiting for people, a page at a time (a page fits any client's frame)."""
        waiting = [room for room in self.rooms.values()
                   if room.listed and not room.started and room.code not in self.empty_since
                   and (message.code is None or room.code == message.code)]
        # one's own rooms first, then those of one's visitor address, then the newest: a flood of
        # others' rooms never pushes them off the first page
        visitor = visitor_key(connection.address)
        waiting.sort(key=lambda room: (room.code not in connection.made,
                                       visitor_key(self.made_by.get(room.code, "")) != visitor, -room.created))
        page = waiting[message.offset:message.offset + LIST_PAGE]
        rooms = [{"code": room.code, "game": room.spec.name, "title": room.spec.title_ja, "board": room.board,
                  "open": sum(seat.kind == OPEN for seat in room.seats), "seats": len(room.seats)} for room in page]
        await connection.send({"type": "rooms", "rooms": rooms, "offset": message.offset, "total": len(waiting)})

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
            await connection.send(refused(translate("Server", "you hold no seat in room {code}").format(
                                              code=message.code), "unknown_room",
                                          code=message.code))
            return
        async with self.locks[room.code]:
            session = room.session
            if session is None:
                await connection.send(refused(translate("Server", "the game has not started").format(),
                                              "not_started", code=room.code))
                return
            if session.is_over():
                await connection.send(refused(translate("Server", "the game is over").format(),
                                              "illegal", code=room.code))
                return
            if len(session.moves) != message.number:
                await connection.send(refused(translate("Server", "move {number} was made already: the game is at "
                                                                  "move {number2}").format(
                                                  number=message.number + 1, number2=len(session.moves) + 1),
                                              "stale", code=room.code,
                                              number=len(session.moves)))
                return
            if session.to_move() != seat:
                await connection.send(refused(translate("Server",
                                              "it is seat {number}'s turn, not seat {number2}'s").format(
                                                  number=session.to_move() + 1, number2=seat + 1),
                                              "not_your_turn", code=room.code))
                return
            try:
                move = room.spec.decode_move(message.move)
            except (ValueError, TypeError, RecursionError) as error:
                await connection.send(refused(translate("Server", "not a move of {title_ja}: {error}").format(
                                                  title_ja=room.spec.title_ja, error=sentence_of(error)), "illegal",
                                              code=room.code))
                return
            before, mark = session.state, session.mark()
            try:
                session.play(move)
            except (IllegalMove, ValueError, TypeError, KeyError, IndexError) as error:
                await connection.send(refused(translate("Server", "not a legal move now: {error}").format(
                                                  error=sentence_of(error)), "illegal", code=room.code))
                return
            if session.clock.seat == seat:  # the person's time stops with their move
                session.clock.end_turn(time.monotonic())
            if not await self._kept(room, lambda: session.back_to(mark), connection):
                self._arm(room.code)  # the turn, and its clock, go on as before the move
                return
            await self._played(room, seat, move, False, before)

    async def _played(self, room: Room, seat: int, move, timed_out: bool, before) -> None:
        """Tell each seat and watcher what it may see of a move the room's file keeps (written
        before anyone is told: a client never sees a move a restarted server forgot), and go on."""
        self.moves_played += 1
        session = room.session
        self._history_of(room, upto=len(session.moves) - 1).append((seat, move, timed_out))
        number = len(session.moves)
        main_left = [round(v, 3) for v in session.clock.main_left]
        over = session.is_over()
        if over:  # the record goes to the finished games' before anyone hears of the end
            await asyncio.to_thread(self._archive, room)
        spec = room.spec
        for viewer, connections in self._viewers(room.code):
            seen = spec.seen_move(session.rules, seat, move, viewer)
            message = {"type": "moved", "code": room.code, "number": number, "seat": seat,
                       "move": spec.encode_move(seen), "timed_out": timed_out, "main_left": main_left,
                       **self._seen(room, viewer)}
            await self._send_each(connections, message, room, viewer, (before, move, seen))
        await self._send_copy(room, (seat, move, timed_out))
        if over:
            await self._broadcast(room.code, {"type": "over", "code": room.code,
                                              "final": room.spec.final(session.rules, session.state),
                                              "standings": standings(room.spec, session)})
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
        if not self.members.get(code, {}).get(seat):  # nobody at the seat: the stand-in moves after a while
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
            seat, before, mark = session.to_move(), session.state, session.mark()
            session.play(move)
            if self.cpu_tasks.get(code) is asyncio.current_task():
                del self.cpu_tasks[code]  # the next CPU turn is a task of its own, after this one
            if not await self._kept(room, lambda: session.back_to(mark)):
                self._retry_later(code)
                return
            await self._played(room, seat, move, False, before)

    async def _time_out(self, code: str, number: int) -> None:
        room = self.rooms.get(code)
        async with self.locks[code]:
            session = room.session if room is not None else None
            if session is None or session.is_over() or len(session.moves) != number:
                return
            seat, before, mark = session.to_move(), session.state, session.mark()
            session.clock.end_turn(time.monotonic())
            try:
                move = await asyncio.to_thread(session.stand_in_move)
            except RuntimeError:  # the server is stopping (its threads take no more work): the room
                return            # file, written before, keeps the turn for when it starts again
            session.play_timeout(move)
            if not await self._kept(room, lambda: session.back_to(mark)):
                self._retry_later(code)
                return
            await self._played(room, seat, move, True, before)

    def _retry_later(self, code: str) -> None:
        """A CPU's or stand-in's move the disk could not keep: its turn is tried again in a while."""
        asyncio.get_running_loop().call_later(self.storage_retry_seconds, self._arm, code)

    # -- what each is told -----------------------------------------------------------------------------

    def _history_of(self, room: Room, upto: int | None = None) -> list[tuple[int, object, bool]]:
        """The room's moves with their seats (the first ``upto``: the rest is being added), worked
        out from the record by replaying it once, then kept."""
        history = self._history.get(room.code)
        session = room.session
        wanted = len(session.moves) if upto is None else upto
        if history is None or len(history) != wanted:
            rules, spec = session.rules, room.spec
            state, history = session.first_state(), []
            timeouts = set(session.timeouts)
            for number, data in enumerate(session.moves[:wanted], start=1):
                move = spec.decode_move(data)
                history.append((rules.to_move(state), move, number in timeouts))
                state = rules.apply(state, move)
            self._history[room.code] = history
        return history

    def _seen(self, room: Room, viewer: int | None) -> dict:
        """What ``viewer`` (a seat, or None for a watcher) is shown of the position now: its view,
        and the legal moves when it is the seat to move and a person's."""
        session = room.session
        spec, rules, state = room.spec, session.rules, session.state
        legal = []
        if viewer is not None and not session.is_over() and session.to_move() == viewer \
                and session.seats[viewer] == "human":
            legal = [spec.encode_move(move) for move in session.legal_moves()]
        seen = {"to_move": None if session.is_over() else session.to_move(),
                "view": spec.view(rules, state, viewer), "legal": legal}
        if spec.choice_seconds is not None and not session.is_over() and session.seats[session.to_move()] == "human":
            seen["choice_seconds"] = spec.choice_seconds(rules, state)  # (市区町村バトル's home: 90 s, then a CPU)
        return seen

    def _sync(self, room: Room, viewer: int | None) -> dict:
        """The game as ``viewer`` may know it, for a client that (re)joins or watches: the room's
        game, the seats, the clock, each move so far as the viewer was told it, and the position."""
        session = room.session
        spec = room.spec
        moves = [{"seat": mover, "move": spec.encode_move(spec.seen_move(session.rules, mover, move, viewer)),
                  "timed_out": timed_out} for mover, move, timed_out in self._history_of(room)]
        return {"type": "sync", "code": room.code, "game": spec.name, "board": room.board,
                "rules": room.ruleset.model_dump(mode="json"), "seat": viewer,
                "seats": ["person" if kind == "human" else kind for kind in session.seats],
                "names": list(session.names), "number": len(session.moves), "moves": moves,
                "time_control": session.clock.control.to_json(),
                "main_left": [round(v, 3) for v in session.clock.main_left],
                "final": spec.final(session.rules, session.state) if session.is_over() else None,
                "standings": standings(spec, session), **self._seen(room, viewer)}

    async def _sync_all(self, room: Room) -> None:
        for viewer, connections in self._viewers(room.code):
            await self._send_each(connections, self._sync(room, viewer), room, viewer)
        await self._send_copy(room)

    async def _send_each(self, connections, message: dict, room: Room, viewer: int | None, told=None) -> None:
        """``message`` to each connection; a browser's with the picks of the legal moves and the
        words it shows, in its language (worked out once per language)."""
        plain = [c for c in connections if c.language is None]
        if plain:
            await _send_all(plain, message)
        for language in {c.language for c in connections if c.language is not None}:
            words = table_words(room.spec, room.session, message, viewer, language, told)
            if message.get("type") == "sync":  # the record so far in words, for a page that comes back
                words["record"] = record_words(room.spec, room.session, self._history_of(room), viewer, language)
            await _send_all([c for c in connections if c.language == language], {**message, **words})

    async def _send_sync(self, connection: Connection, room: Room, viewer: int | None) -> None:
        await self._send_each([connection], self._sync(room, viewer), room, viewer)

    def _successor(self, room: Room) -> int | None:
        """The seat whose app would serve a room from a player's app on, should that app quit: the
        lowest person's seat after the host's."""
        return next((k for k, seat in enumerate(room.seats) if k != room.host and seat.kind == PERSON), None)

    async def _send_copy(self, room: Room, played: tuple | None = None) -> None:
        """A room served from a player's app: its successor's app is kept a copy of the whole room
        (the game with its seed, the seats' token hashes), so that it can serve the room on — the
        whole room once, then each move as it was made. Nobody else is ever sent it."""
        if not self.in_app or room.session is None:
            return
        seat = self._successor(room)
        connections = self.members.get(room.code, {}).get(seat) if seat is not None else None
        if not connections:
            return
        if played is None:
            message = {"type": "copy", "code": room.code, "room": room.to_json()}
        else:
            _mover, move, timed_out = played
            message = {"type": "copy_move", "code": room.code, "number": len(room.session.moves),
                       "move": room.spec.encode_move(move), "timed_out": timed_out,
                       "main_left": [round(v, 3) for v in room.session.clock.main_left]}
        await _send_all(connections, message)

    def _connected(self, code: str) -> set[int]:
        return {seat for seat, connections in self.members.get(code, {}).items() if connections}

    def _viewers(self, code: str) -> list[tuple[int | None, set[Connection]]]:
        """Who is told of a room's game: each seat with its connections, then the watchers."""
        told: list[tuple[int | None, set[Connection]]] = [
            (seat, connections) for seat, connections in self.members.get(code, {}).items() if connections]
        if self.watchers.get(code):
            told.append((None, self.watchers[code]))
        return told

    def _audience(self, code: str) -> list[Connection]:
        return [c for connections in self.members.get(code, {}).values() for c in connections] + \
            list(self.watchers.get(code, ()))

    def _summary(self, room: Room) -> dict:
        """The room as everyone in it may see it, with its link (the address others open)."""
        summary = room.summary(self._connected(room.code), self.in_app)
        if self.link_base:
            summary["link"] = f"{self.link_base}/r/{room.code}"
        return summary

    async def _tell_room(self, room: Room) -> None:
        await self._broadcast(room.code, self._summary(room))

    async def _broadcast(self, code: str, message: dict) -> None:
        """A message every seat and watcher may read alike."""
        await _send_all(self._audience(code), message)

    def _close_room(self, code: str) -> None:
        """A room leaves the server's memory (a finished game's file stays, its record)."""
        self.rooms.pop(code, None)
        for name in (self.members, self.watchers, self.locks, self._history, self.made_by, self.host_gone,
                     self.empty_since, self.rematches):
            name.pop(code, None)
        self.cpu_tasks.pop(code, None)
        handle = self.deadlines.pop(code, None)
        if handle is not None:
            handle.cancel()

    def _forget(self, connection: Connection, code: str) -> None:
        seat = connection.seats.pop(code, None)
        members = self.members.get(code)
        if seat is not None and members is not None:
            members.get(seat, set()).discard(connection)
            if not members.get(seat, True):
                del members[seat]
            if not members:
                del self.members[code]
        connection.watching.discard(code)
        watchers = self.watchers.get(code)
        if watchers is not None:
            watchers.discard(connection)
            if not watchers:
                del self.watchers[code]

    def _gone(self, connection: Connection) -> None:
        """A connection closed: its seats wait for their people to come back (the game goes on; their
        clocks run, and at the deadline the stand-in moves)."""
        codes = set(connection.seats) | set(connection.watching)
        for code in codes:
            self._forget(connection, code)
        for key, queue in list(self.waiting.items()):
            queue[:] = [(c, n) for c, n in queue if c is not connection]
            if not queue:
                del self.waiting[key]
        for code in codes:
            room = self.rooms.get(code)
            if room is not None:
                asyncio.get_running_loop().create_task(self._tell_room(room))
                self._arm(code)  # a seat left empty on its turn: the stand-in's deadline


def _connection_room() -> int:
    """How many connections the process's file table leaves room for (its soft limit raised to
    the hard one first), less :data:`FD_HEADROOM`."""
    try:
        import resource
    except ImportError:  # Windows: no per-process table to read; its sockets are not files
        return 4096
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY or hard > soft:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 65536) if hard != resource.RLIM_INFINITY
                                                        else 65536, hard))
            soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
        except (ValueError, OSError):
            pass
    return max(16, soft - FD_HEADROOM)


async def _send_all(connections, message: dict) -> None:
    text = json.dumps(message, ensure_ascii=False)
    for connection in list(connections):
        try:
            await connection.socket.send(text)
        except Exception:  # noqa: BLE001 — a connection closing; its handler cleans up
            pass


def _speaks_another_version(text) -> bool:
    """Whether a message that is not one of this protocol's is a hello of another version (it is
    told to update rather than that its message is malformed)."""
    try:
        data = json.loads(text) if isinstance(text, str) and len(text) < 4096 else None
    except (ValueError, RecursionError):
        return False
    return isinstance(data, dict) and data.get("type") == "hello" and data.get("protocol") != PROTOCOL_VERSION


async def run_server(data_dir: str | Path, host: str, port: int, on_ready=None,
                     rooms_per_address: int = ROOMS_PER_ADDRESS, ssl=None, allowed_origins=(),
                     keep_finished_days: float | None = None, public_name: str | None = None,
                     trusted_proxies: frozenset[str] = frozenset()) -> None:
    """Serve until cancelled; ``on_ready(port)`` once listening."""
    import gc

    quiet_floods()
    server = RoomServer(data_dir)
    server.rooms_per_address = rooms_per_address
    server.keep_finished_days = keep_finished_days
    server.trusted_proxies = frozenset(trusted_proxies)
    async with await server.serve(host, port, ssl, allowed_origins, public_name) as listening:
        # what was read at the start (the boards, the rules) stays: the collector's full passes,
        # which stop every room at once, need not look at it again
        gc.freeze()
        bound = listening.sockets[0].getsockname()[1] if listening.sockets else port
        if on_ready is not None:
            on_ready(bound, server)
        await asyncio.Future()
