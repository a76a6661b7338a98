"""Benchmark: a normal game on a room server while an attacker runs (goal: every game completes,
its moves' round trip barely moves, the server's log stays small).

A ``kuni serve`` process on a free port of this machine (loopback only). For each attack, a
4-seat 市区町村バトル game on 東京都 (four CPU clients, the ``weak`` CPU, each move about 0.3 s
after the last, turn limit 6) is played while, from the same address, an attacker (bounded in
count and time):

- **deep moves**: a seated connection sends moves nested ~980 deep (1,968-byte frames), 3,000 of them;
- **idle connections**: 2,000 connections that never say hello;
- **slow messages**: 200 connections each sending a 250 KiB message 1 KiB at a time;
- **guessing**: 600 wrong room codes and tokens, then the game's own seats rejoin from that address;
- **a second connection**: a seat's token used from another connection while the game goes on;
- **wide frames**: 1 or 4 connections sending frames of ~248 KB holding a 124,000-value JSON array
  for 10 s, reconnecting whenever they are closed, without a hello or after one.

Figures per attack: whether the game completed, its moves' round trip (median, p99), the slowest of
a watcher's pings (one every 0.1 s), and what the server wrote to its log meanwhile. Go to
docs/benchmarks.md.

Usage: python benchmarks/bench_online_attack.py
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import resource
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from core.online.client import RoomClient, play_as_cpu
from core.online.protocol import PROTOCOL_VERSION

HELLO = json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION})


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


async def _game(url: str, boards: dict, trips: list[float], started: asyncio.Event, clients_out: list) -> bool:
    clients = [RoomClient(url, f"p{k}", boards=boards) for k in range(4)]
    for client in clients:
        await client.connect()
    code = await clients[0].create("battle", ["open"] * 4, board="13", rules={"turn_limit": 6}, listed=False)
    for client in clients[1:]:
        await client.join(code)
    await clients[0].start()
    clients_out.extend(clients)
    started.set()
    try:
        await asyncio.wait_for(asyncio.gather(*(play_as_cpu(c, "weak", seed=k, on_move=trips.append, pause=0.3)
                                                for k, c in enumerate(clients))), 120)
        return clients[0].table.is_over()
    except (asyncio.TimeoutError, Exception):  # noqa: BLE001 — an attack that stops the game: a figure
        return False
    finally:
        for client in clients:
            await client.close()


async def _raw(url: str):
    from websockets.asyncio.client import connect

    return await connect(url, max_size=None, open_timeout=20)


async def deep_moves(url: str, clients: list) -> str:
    """3,000 moves nested ~980 deep from a seated connection; each connection closed for sending
    malformed messages is replaced by a new one (a new room, a new seat)."""
    kinds: dict[str, int] = {}
    sent = connections = 0
    started = time.perf_counter()
    seat = None
    while sent < 3000:
        socket_ = await _raw(url)
        connections += 1
        await socket_.send(HELLO)
        await socket_.recv()
        if seat is None:  # a room of its own, once; then its seat again on each new connection
            await socket_.send(json.dumps({"type": "create", "game": "chakai", "listed": False,
                                           "seats": ["open", "cpu:random", "cpu:random"]}))
        else:
            await socket_.send(json.dumps({"type": "rejoin", **seat}))
        while True:
            message = json.loads(await socket_.recv())
            if message["type"] == "joined":
                break
        if seat is None:
            seat = {"code": message["code"], "seat": message["seat"], "token": message["token"]}
        frame = '{"type": "move", "code": "' + seat["code"] + '", "number": 0, "move": ' + "[" * 980 + "]" * 980 + "}"
        try:
            while sent < 3000:
                await socket_.send(frame)
                sent += 1
                while True:
                    answer = json.loads(await socket_.recv())
                    if answer["type"] == "refused":
                        break
                what = answer.get("what") or "other"
                kinds[what] = kinds.get(what, 0) + 1
        except Exception:  # noqa: BLE001 — closed for its malformed messages: a new connection
            kinds["closed"] = kinds.get("closed", 0) + 1
        await socket_.close()
    seconds = time.perf_counter() - started
    said = ", ".join(f"{count:,} {what}" for what, count in sorted(kinds.items()))
    return (f"3,000 frames of {len(frame):,} bytes on {connections} connections ({said}): "
            f"{1000 * seconds / 3000:.2f} ms a frame, round trip")


async def idle_connections(url: str, clients: list) -> str:
    sockets = []
    host, port = url.removeprefix("ws://").rstrip("/").split(":")
    for _ in range(2000):
        try:
            raw = socket.create_connection((host, int(port)), timeout=5)
            sockets.append(raw)
        except OSError:
            break
    await asyncio.sleep(12)  # past the hello deadline
    alive = 0
    for raw in sockets:
        raw.setblocking(False)
        try:
            alive += raw.recv(1) != b""
        except BlockingIOError:
            alive += 1
        except OSError:
            pass
        raw.close()
    return f"{len(sockets):,} opened, {alive:,} still open after 12 s"


async def slow_messages(url: str, clients: list) -> str:
    sockets = []
    for _ in range(200):
        try:
            socket_ = await _raw(url)
            await socket_.send(HELLO)
            await socket_.recv()
            sockets.append(socket_)
        except Exception:  # noqa: BLE001 — refused: counted below
            break

    async def trickle(socket_) -> bool:
        async def chunks():
            for k in range(250):
                yield "x" * 1024
                await asyncio.sleep(0.05)

        try:
            await socket_.send(chunks())
            return True
        except Exception:  # noqa: BLE001 — closed by the server on the message deadline
            return False

    finished = await asyncio.gather(*(trickle(s) for s in sockets))
    for socket_ in sockets:
        await socket_.close()
    return f"{len(sockets)} connections, {sum(not f for f in finished)} closed before their message ended"


async def guessing(url: str, clients: list) -> str:
    socket_ = await _raw(url)
    await socket_.send(HELLO)
    await socket_.recv()
    limited = 0
    for k in range(600):
        await socket_.send(json.dumps({"type": "rejoin", "code": "ACDE", "seat": 0, "token": f"{k:032x}"}))
        limited += json.loads(await socket_.recv()).get("what") == "rate_limited"
    await socket_.close()
    back = 0
    for client in clients:  # the game's own people, from the guesser's address, take their seats back
        await client.drop()
        await client.wait_until(lambda c=client: c.connected and c.seat is not None, timeout=30)
        back += 1
    return f"600 guesses ({limited} rate-limited), then {back} of {len(clients)} seats taken back"


async def second_connection(url: str, clients: list) -> str:
    victim = clients[1]
    thief = RoomClient(url, "thief")
    await thief.connect()
    await thief.rejoin(victim.code, victim.seat, victim.token)
    await victim.wait_until(lambda: victim.detached, timeout=10)
    await thief.close()
    # the person takes their seat back on the connection they play from
    victim.detached = False
    await victim.rejoin(victim.code, thief.seat if thief.seat is not None else 1, victim.token)
    return "the older connection was told and let go; the seat taken back"


WIDE = "[" + ",".join("1" for _ in range(124_000)) + "]"


def wide_frames(connections: int, hello: bool, seconds: float = 10.0):
    async def attack(url: str, clients: list) -> str:
        sent = closed = 0
        deadline = time.perf_counter() + seconds

        async def one() -> None:
            nonlocal sent, closed
            while time.perf_counter() < deadline:
                try:
                    socket_ = await _raw(url)
                    if hello:
                        await socket_.send(HELLO)
                        await socket_.recv()
                    await socket_.send(WIDE)
                    sent += 1
                    await socket_.recv()
                except Exception:  # noqa: BLE001 — closed by the server: the attacker comes again
                    closed += 1

        await asyncio.gather(*(one() for _ in range(connections)))
        return f"{sent:,} frames of {len(WIDE) // 1024} KB from {connections} connection(s), {closed:,} closed"

    return attack


ATTACKS = [("none", None), ("deep moves", deep_moves), ("idle connections", idle_connections),
           ("slow messages", slow_messages), ("guessing", guessing), ("a second connection", second_connection),
           ("wide frames, 1 connection, no hello", wide_frames(1, False)),
           ("wide frames, 4 connections, no hello", wide_frames(4, False)),
           ("wide frames, 1 connection, after hello", wide_frames(1, True)),
           ("wide frames, 4 connections, after hello", wide_frames(4, True))]


async def _pings(client: RoomClient, stop: asyncio.Event, out: list[float]) -> None:
    """A connected watcher's round trips, one every 0.1 s, until ``stop``."""
    try:
        while not stop.is_set():
            try:
                out.append(await asyncio.wait_for(client.ping(), 30))
            except Exception:  # noqa: BLE001 — a ping lost: as slow as the wait
                out.append(30.0)
            await asyncio.sleep(0.1)
    finally:
        await client.close()


async def _run(url: str, log: Path) -> None:
    boards: dict = {}
    print("| attack | what it did | the game | round trip median | p99 | slowest ping | log written |")
    print("|---|---|---|---:|---:|---:|---:|")
    for name, attack in ATTACKS:
        trips: list[float] = []
        started = asyncio.Event()
        clients: list = []
        before = log.stat().st_size
        game = asyncio.get_running_loop().create_task(_game(url, boards, trips, started, clients))
        await started.wait()
        stop, pings = asyncio.Event(), []
        watcher = RoomClient(url, "watcher")
        await watcher.connect()  # (before the attack: idle connections fill the address's share)
        pinger = asyncio.get_running_loop().create_task(_pings(watcher, stop, pings))
        done = await attack(url, clients) if attack is not None else "—"
        completed = await game
        stop.set()
        await pinger
        trips.sort()
        p99 = 1000 * trips[min(len(trips) - 1, int(0.99 * len(trips)))] if trips else float("nan")
        median = 1000 * statistics.median(trips) if trips else float("nan")
        slowest = 1000 * max(pings) if pings else float("nan")
        print(f"| {name} | {done} | {'completed' if completed else 'DID NOT COMPLETE'} | {median:.1f} ms | "
              f"{p99:.1f} ms | {slowest:.0f} ms | {(log.stat().st_size - before) / 1024:.1f} KB |", flush=True)


def main() -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, min(hard, 8192)), hard))
    port = _free_port()
    with tempfile.TemporaryDirectory() as data:
        log = Path(data) / "server.log"
        with open(log, "w", encoding="utf-8") as stderr:
            server = subprocess.Popen([sys.executable, "-m", "core.cli", "serve", "--port", str(port), "--data", data],
                                      stdout=subprocess.PIPE, stderr=stderr, text=True,
                                      env={**os.environ, "KUNI_LANGUAGE": "en"})
            try:
                print(server.stdout.readline().strip())
                random.seed(1)
                started = time.perf_counter()
                asyncio.run(_run(f"ws://127.0.0.1:{port}", log))
                print(f"({time.perf_counter() - started:.0f} s; server and clients share {os.cpu_count()} cores)")
            finally:
                server.terminate()
                server.wait()


if __name__ == "__main__":
    main()
