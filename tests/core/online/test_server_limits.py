"""What one visitor can hold of a room server, and how long it may keep it: rooms per connection
and per address (so no address fills the server), waiting rooms whose host has gone, boards and
rules cached under one spelling and only so many, the room list a page at a time, a connection
that says no hello or leaves a message half-sent, a move nested too deep, one seat a connection."""

from __future__ import annotations

import asyncio
import base64
import json
import os
import socket

import pytest

import core.online.server as server_module
from core.online.client import OnlineError, RoomClient
from core.online.protocol import MAX_MESSAGE_BYTES, PROTOCOL_VERSION
from core.online.server import RoomServer

pytest.importorskip("websockets")

HELLO = json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION})


async def _serving(path, **settings):
    server = RoomServer(path)
    for name, value in settings.items():
        setattr(server, name, value)
    listening = await server.serve("127.0.0.1", 0)
    return server, listening, listening.sockets[0].getsockname()[1]


async def _client(port: int, nickname: str = "", address: str = "127.0.0.1") -> RoomClient:
    """A client connecting from ``address`` (any of 127.0.0.0/8 is this machine)."""
    from websockets.asyncio.client import connect

    client = RoomClient(f"ws://127.0.0.1:{port}", nickname)
    client.socket = await connect(client.url, max_size=MAX_MESSAGE_BYTES, local_addr=(address, 0))
    await client.socket.send(HELLO)
    assert json.loads(await client.socket.recv())["type"] == "welcome"
    client.connected = True
    client._reader = asyncio.get_running_loop().create_task(client._read())
    return client


async def _eventually(condition, seconds: float = 10.0) -> None:
    for _ in range(int(seconds * 20)):
        if condition():
            return
        await asyncio.sleep(0.05)
    raise AssertionError("it never came to pass")


def run(coroutine, seconds: float = 120):
    return asyncio.run(asyncio.wait_for(coroutine, seconds))


async def _make(client: RoomClient, listed: bool = True) -> str:
    return await client.create("chakai", ["open", "open", "cpu:greedy"], listed=listed)


def test_rooms_are_capped_per_connection_and_per_address_so_no_address_fills_the_server(tmp_path, monkeypatch):
    monkeypatch.setattr(server_module, "MAX_ROOMS", 30)

    async def fill():
        server, listening, port = await _serving(tmp_path)
        first = await _client(port, "a")
        for _ in range(server_module.ROOMS_PER_CONNECTION):
            await _make(first)
        with pytest.raises(OnlineError) as refused:
            await _make(first)
        assert refused.value.what == "too_busy" and "a connection" in str(refused.value)
        made = server_module.ROOMS_PER_CONNECTION
        more = [await _client(port, "a") for _ in range(6)]
        refusals = []
        for client in more:
            for _ in range(server_module.ROOMS_PER_CONNECTION):
                try:
                    await _make(client)
                    made += 1
                except OnlineError as error:
                    refusals.append(error)
        assert made == server_module.ROOMS_PER_ADDRESS < server_module.MAX_ROOMS
        assert refusals and all(e.what == "too_busy" and "one address" in str(e) for e in refusals)
        # another address still makes rooms on the server the first one could not fill
        other = await _client(port, "b", address="127.0.0.2")
        await _make(other)
        assert len(server.rooms) == made + 1
        for client in [first, other] + more:
            await client.close()
        listening.close()

    run(fill())


def test_a_host_who_leaves_the_waiting_room_hands_it_on_and_an_empty_room_goes(tmp_path):
    """The host leaves before the start: after the grace period the next person waiting becomes the
    host (everyone is told) and can start; a room nobody is left in is unlisted at once and closed
    after a while (its file too), also when a restart finds it."""
    async def leave():
        server, listening, port = await _serving(tmp_path, waiting_host_seconds=1.5, host_grace_seconds=0.5)
        host, guest, third = await _client(port, "h"), await _client(port, "g"), await _client(port, "t")
        code = await host.create("chakai", ["open", "open", "open"], listed=True)
        await guest.join(code)
        await third.join(code)
        await host.close()
        await guest.wait_until(lambda: guest.room["host"] == 1, timeout=10)
        await third.wait_until(lambda: third.room["host"] == 1, timeout=10)
        saved = json.loads((tmp_path / "rooms" / f"{code}.json").read_text(encoding="utf-8"))
        assert saved["host"] == 1  # kept: a restart knows the new host
        with pytest.raises(OnlineError):  # the old host's seat is a participant's now: not the host's
            await third.start()
        await guest.start()
        assert server.rooms[code].started
        # a waiting room everyone leaves: unlisted at once, then closed and its file gone
        lonely = await _client(port, "l")
        gone = await _make(lonely)
        assert [room["code"] for room in await guest.list_rooms()] == [gone]
        await lonely.close()
        await _eventually(lambda: gone in server.empty_since)
        assert await guest.list_rooms() == [] and gone in server.rooms
        await _eventually(lambda: gone not in server.rooms)
        assert not (tmp_path / "rooms" / f"{gone}.json").exists()
        # a waiting room found again at a restart has nobody in it: it goes the same way
        again = await _client(port, "h2")
        kept = await _make(again)
        await again.close()
        listening.close()
        server2, listening2, _port = await _serving(tmp_path, waiting_host_seconds=1.0)
        assert kept in server2.rooms
        await _eventually(lambda: kept not in server2.rooms)
        for client in (guest, third):
            await client.close()
        listening2.close()

    run(leave())


def test_boards_and_rules_are_cached_under_one_spelling_and_by_their_cells(tmp_path, monkeypatch):
    async def spell():
        server, listening, port = await _serving(tmp_path)
        clients = [await _client(port, f"p{k}") for k in range(3)]
        spellings = ["13", " 13", "13 ", "13,13", "  13  "]
        for k, board in enumerate(spellings):
            code = await clients[k % 3].create("battle", ["open", "cpu:weak"], board=board, listed=False)
            assert server.rooms[code].board == "13"
            await clients[k % 3].send({"type": "leave", "code": code})
        assert list(server._boards) == [("battle", "13")] and len(server._rules) == 1
        for client in clients:
            await client.close()
        listening.close()

    run(spell())
    # and the least recently used go first, by weight: a nationwide board pushes out many small ones
    kept = server_module._Kept(2)
    for key in "abcab":
        kept.get_or_make(key, lambda key=key: key.upper())
    kept.get_or_make("d", lambda: "D")
    assert list(kept) == ["b", "d"]
    weighed = server_module._Kept(100, weigh=len)
    for key in ("a", "b", "c"):
        weighed.get_or_make(key, lambda: "x" * 30)
    assert list(weighed) == ["a", "b", "c"]
    weighed.get_or_make("big", lambda: "x" * 80)
    assert list(weighed) == ["big"]
    weighed.get_or_make("huge", lambda: "x" * 500)  # over the budget alone: kept, the only one
    assert list(weighed) == ["huge"]
    # what a board, its rules and a browser's board weigh: their cells
    from core.games import registry

    spec = registry.get("battle")
    tokyo = spec.board_from_text("13")
    assert server_module._cells(tokyo) == len(tokyo.municipalities) == server_module._cells(spec.make_rules(
        spec.ruleset(), tokyo))
    assert server_module._cells({"cells": [1, 2, 3]}) == 3 and server_module._cells(object()) == 1


def test_the_room_list_comes_a_page_at_a_time_under_the_frame_limit(tmp_path, monkeypatch):
    monkeypatch.setattr(server_module, "ROOMS_PER_ADDRESS", 1000)
    monkeypatch.setattr(server_module, "ROOMS_PER_NETWORK", 1000)
    monkeypatch.setattr(server_module, "ROOMS_PER_CONNECTION", 1000)
    monkeypatch.setattr(server_module, "LISTED_PER_ADDRESS", 1000)

    async def many():
        server, listening, port = await _serving(tmp_path)
        host = await _client(port, "h" * 12)
        for _ in range(130):
            await _make(host)
        box = []
        host.on_message = lambda m: box.append(m) if m["type"] == "rooms" else None
        await host.send({"type": "list"})
        await host.wait_until(lambda: box)
        await host.send({"type": "list", "offset": 100})
        await host.wait_until(lambda: len(box) == 2)
        first, second = box
        assert len(first["rooms"]) == 100 and first["total"] == 130 and len(second["rooms"]) == 30
        assert {r["code"] for r in first["rooms"]} | {r["code"] for r in second["rooms"]} == set(server.rooms)
        assert len(json.dumps(first, ensure_ascii=False).encode()) < MAX_MESSAGE_BYTES / 10
        await host.close()
        listening.close()

    run(many())


def _raw_websocket(port: int) -> socket.socket:
    """A WebSocket opened by hand, for sending frames a library would not (a message half-sent)."""
    raw = socket.create_connection(("127.0.0.1", port))
    key = base64.b64encode(os.urandom(16)).decode()
    raw.sendall((f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                 f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    answer = b""
    while b"\r\n\r\n" not in answer:
        answer += raw.recv(4096)
    assert b" 101 " in answer.split(b"\r\n")[0]
    return raw


def _frame_head(length: int) -> bytes:
    """A masked text frame's header for ``length`` bytes (mask of zeros: the payload goes as is)."""
    if length < 126:
        return bytes([0x81, 0x80 | length]) + bytes(4)
    return bytes([0x81, 0x80 | 126]) + length.to_bytes(2, "big") + bytes(4)


def _until_closed(raw: socket.socket, reason: bytes) -> bytes:
    """What the server sends until its closing frame with ``reason`` (or the end, or 10 s)."""
    got = b""
    try:
        while reason not in got and (chunk := raw.recv(4096)):
            got += chunk
    except OSError:
        pass
    raw.close()
    return got


def test_a_half_sent_message_and_a_connection_without_hello_are_closed(tmp_path):
    async def slow():
        server, listening, port = await _serving(tmp_path, message_seconds=1.0, hello_seconds=1.0)
        loop = asyncio.get_running_loop()

        def half_sent() -> bytes:
            raw = _raw_websocket(port)
            hello = HELLO.encode()
            raw.sendall(_frame_head(len(hello)) + hello)
            raw.settimeout(10)
            raw.recv(4096)  # welcome
            raw.sendall(_frame_head(1000) + b"x" * 100)  # and never the rest
            return _until_closed(raw, b"message too slow")

        def silent() -> bytes:
            raw = _raw_websocket(port)
            raw.settimeout(10)
            return _until_closed(raw, b"no hello")

        started = loop.time()
        closed, quiet = await asyncio.gather(loop.run_in_executor(None, half_sent), loop.run_in_executor(None, silent))
        assert loop.time() - started < 8
        assert b"message too slow" in closed
        assert b"hello_first" in quiet and b"no hello" in quiet
        await asyncio.sleep(0.5)
        assert not server.connections
        listening.close()

    run(slow())


def test_a_move_nested_too_deep_is_refused_at_once_and_one_seat_is_one_connection(tmp_path):
    async def deep():
        server, listening, port = await _serving(tmp_path)
        host = await _client(port, "h")
        code = await host.create("battle", ["open", "open"], board="13", rules={"turn_limit": 6})
        guest = await _client(port, "g")
        await guest.join(code)
        seat, token = guest.seat, guest.token
        with pytest.raises(OnlineError) as twice:
            await guest.join(code)
        assert twice.value.what == "room_full" and "one seat a connection" in str(twice.value)
        await host.start()
        await host.wait_until(lambda: host.table is not None)
        nested = [[]]
        for _ in range(900):
            nested = [nested]
        seen = len(host.refusals)
        await host.send({"type": "move", "code": code, "number": 0, "move": nested})
        await host.wait_until(lambda: len(host.refusals) > seen)
        # refused by its shape before it is parsed (the brackets counted), or by its depth
        assert host.refusals[-1]["what"] == "bad_message"
        assert "values" in host.refusals[-1]["reason"] or "nests at most" in host.refusals[-1]["reason"]
        # the guest's token used from another connection: the newer takes the seat, the older is let go
        again = await _client(port, "g2")
        await again.rejoin(code, seat, token)
        await guest.wait_until(lambda: guest.detached)
        assert server.members[code][1] == {c for c in server.connections if c.seats.get(code) == 1}
        assert len(server.members[code][1]) == 1
        for client in (host, guest, again):
            await client.close()
        listening.close()

    run(deep())


def test_connections_are_capped_per_address_before_any_handshake_and_others_still_get_in(tmp_path):
    async def crowd():
        server, listening, port = await _serving(tmp_path, connections_per_address=5)
        loop = asyncio.get_running_loop()
        held = [socket.create_connection(("127.0.0.1", port)) for _ in range(5)]
        await asyncio.sleep(0.3)
        extra = socket.create_connection(("127.0.0.1", port))
        extra.settimeout(5)
        assert await loop.run_in_executor(None, extra.recv, 100) == b""  # closed at once, nothing said
        extra.close()
        other = await _client(port, "o", address="127.0.0.2")  # another address still gets in
        assert other.connected and server.turned_away >= 1
        for raw in held:
            raw.close()
        await asyncio.sleep(0.3)
        again = await _client(port, "a")  # and the first address too, once it holds fewer
        assert again.connected
        await other.close()
        await again.close()
        listening.close()

    run(crowd())


def test_a_right_token_rejoins_whatever_was_guessed_before_from_its_address(tmp_path):
    async def guess():
        server, listening, port = await _serving(tmp_path)
        host = await _client(port, "h")
        code = await _make(host)
        guesser = await _client(port, "x")
        for k in range(60):
            await guesser.send({"type": "rejoin", "code": code, "seat": 0, "token": f"{k:032x}"})
        await guesser.wait_until(lambda: sum(r["what"] == "rate_limited" for r in guesser.refusals) >= 40)
        # the host's own token, from the guesser's very connection and address, is never refused
        await guesser.rejoin(code, 0, host.token)
        assert guesser.seat == 0
        await host.close()
        await guesser.close()
        listening.close()

    run(guess())


def test_a_flood_of_bad_frames_writes_no_traceback_and_a_line_a_reason_at_most(tmp_path):
    import logging

    once = server_module.OncePerReason(seconds=60)
    records = [logging.LogRecord("kuni.serve", logging.ERROR, __file__, 1, "a request failed: %r", ("x",), None)
               for _ in range(500)]
    assert [once.filter(record) for record in records].count(True) == 1
    once.last = {key: value - 61 for key, value in once.last.items()}  # a minute later
    late = logging.LogRecord("kuni.serve", logging.ERROR, __file__, 1, "a request failed: %r", ("x",), None)
    assert once.filter(late) and "499 more" in late.getMessage()

    import subprocess
    import sys

    from websockets.asyncio.client import connect

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen([sys.executable, "-m", "core.cli", "serve", "--port", str(port), "--data",
                                str(tmp_path / "data")], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               env={**os.environ, "KUNI_LANGUAGE": "en"})
    try:
        assert "serving on" in process.stdout.readline()

        async def flood():
            from websockets.exceptions import ConnectionClosed

            deep = '{"type": "move", "code": "ACDE", "number": 0, "move": ' + "[" * 980 + "]" * 980 + "}"
            async with connect(f"ws://127.0.0.1:{port}", max_size=None) as raw:
                await raw.send(HELLO)
                await raw.recv()
                answers = []
                with pytest.raises(ConnectionClosed) as closed:  # a connection that keeps sending them is let go
                    for k in range(server_module.MALFORMED_LIMIT + 5):
                        await raw.send(deep if k % 2 else "[" * 5000)
                    while True:
                        answers.append(json.loads(await raw.recv()))
            assert answers and all(a["what"] == "bad_message" for a in answers)
            assert len(answers) == server_module.MALFORMED_LIMIT and "malformed" in str(closed.value)

        run(flood())
    finally:
        process.terminate()
        _out, errors = process.communicate(timeout=10)
    assert "Traceback" not in errors and len(errors) < 2000


def test_a_wide_frame_closes_its_connection_before_it_is_read_and_the_others_play_on(tmp_path):
    """A frame holding a 124,000-value array (248 KB) once cost the server ~50 ms of parsing each,
    and a few connections sending them stalled every room. Now a connection that has not said hello
    may send only a small frame (a hello is a hundred bytes) and one that has no more than a client
    message ever needs: a larger frame closes the connection from its header, its payload unread; a
    frame within the size but packed with values is refused before it is parsed."""
    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed

    from core.online.protocol import CLIENT_MESSAGE_BYTES, CLIENT_MESSAGE_VALUES, HELLO_BYTES

    wide = "[" + ",".join("1" for _ in range(124_000)) + "]"
    assert len(wide) > 240_000

    async def attack():
        server, listening, port = await _serving(tmp_path)
        url = f"ws://127.0.0.1:{port}"
        player = await _client(port, "p")
        code = await player.create("karuta", ["open", "cpu:random"], listed=False)
        # before hello: closed by the frame's size (1009), nothing parsed, nothing said
        async with connect(url, max_size=None) as raw:
            await raw.send(wide)
            with pytest.raises(ConnectionClosed) as closed:
                await raw.recv()
        assert closed.value.rcvd.code == 1009
        async with connect(url, max_size=None) as raw:
            await raw.send("x" * (HELLO_BYTES + 1))
            with pytest.raises(ConnectionClosed):
                await raw.recv()
        # after hello: a frame over a client message's size closes it too
        async with connect(url, max_size=None) as raw:
            await raw.send(HELLO)
            await raw.recv()
            await raw.send(wide[:CLIENT_MESSAGE_BYTES + 10])
            with pytest.raises(ConnectionClosed) as closed:
                await raw.recv()
        assert closed.value.rcvd.code == 1009
        # within the size but packed with values: refused by its shape, the connection goes on
        async with connect(url, max_size=None) as raw:
            await raw.send(HELLO)
            await raw.recv()
            packed = '{"type": "ping", "t": 1, "x": [' + ",".join("0" for _ in range(CLIENT_MESSAGE_VALUES + 1)) + "]}"
            assert len(packed) < CLIENT_MESSAGE_BYTES
            await raw.send(packed)
            answer = json.loads(await raw.recv())
            assert answer["what"] == "bad_message" and "values" in answer["reason"]
            await raw.send(json.dumps({"type": "ping", "t": 2}))
            assert json.loads(await raw.recv())["type"] == "pong"
        # the room made before was never disturbed
        await player.start()
        assert player.table is not None and server.rooms[code].started
        await player.close()
        listening.close()

    run(attack())
