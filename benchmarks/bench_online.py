"""Benchmark: one room server under many rooms (goal: 200 rooms × 4 CPU clients on this machine,
the 99th-percentile move round trip under 50 ms).

A ``kuni serve`` process on a free port; in this process, 200 rooms of 市区町村バトル on 東京都, each
with four people's seats played by CPU clients (the ``weak`` CPU, turn limit 10) over their own
WebSockets — 800 connections. Figures: moves per second through the server, the move round trip
(a client sends its move → the server has checked, played, saved and told it back) at the median,
90th and 99th percentile, and the server's memory per room (its resident set before the rooms and
at their busiest, after the board is read once). The clients' own thinking runs in this process
and is not counted in the round trip. The rooms start at random moments over 10 s. Two runs:
clients paced as people (each move about 1 s after the last: the round trip a player feels with
every room busy) and flat out (every client moves the moment it may: the server's throughput, with
the round trip then mostly queueing). Go to docs/benchmarks.md.

Usage: python benchmarks/bench_online.py [--rooms 200] [--turns 10] [--pause SECONDS]
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from core.online.client import RoomClient, play_as_cpu

#: Seconds over which the rooms start (each at a random moment in them).
STAGGER = 10.0


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


async def _room(url: str, boards: dict, turns: int, trips: list[float], ready: asyncio.Event, pause: float) -> int:
    clients = [RoomClient(url, f"p{k}", boards=boards) for k in range(4)]
    for client in clients:
        await client.connect()
    code = await clients[0].create("battle", ["open"] * 4, board="13", rules={"turn_limit": turns}, listed=False)
    for client in clients[1:]:
        await client.join(code)
    await ready.wait()
    await asyncio.sleep(random.uniform(0, STAGGER))  # rooms start as their people are ready, not at one instant
    await clients[0].start()
    await asyncio.gather(*(play_as_cpu(c, "weak", seed=k, on_move=trips.append, pause=pause)
                           for k, c in enumerate(clients)))
    moves = len(clients[0].table.moves)
    for client in clients:
        await client.close()
    return moves


async def _run(url: str, rooms: int, turns: int, pid: int, pause: float) -> None:
    random.seed(1)
    boards: dict = {}
    trips: list[float] = []
    ready = asyncio.Event()
    warm = RoomClient(url, "warm-up", boards=boards)  # the board read once, before the rooms are counted
    await warm.connect()
    await warm.create("battle", ["open"] * 4, board="13", rules={"turn_limit": turns}, listed=False)
    await warm.close()
    before = _rss_mb(pid)
    loop = asyncio.get_running_loop()
    tasks = [loop.create_task(_room(url, boards, turns, trips, ready, pause)) for _ in range(rooms)]
    while sum(1 for _ in Path(f"/proc/{pid}/fd").iterdir()) < rooms * 4:  # every client connected
        await asyncio.sleep(0.2)
    await asyncio.sleep(1.0)
    set_up = _rss_mb(pid)
    started = time.perf_counter()
    ready.set()
    peak = set_up
    while not all(task.done() for task in tasks):
        await asyncio.sleep(0.5)
        peak = max(peak, _rss_mb(pid))
    seconds = time.perf_counter() - started
    moves = sum(task.result() for task in tasks)
    trips.sort()
    cut = lambda share: 1000 * trips[min(len(trips) - 1, int(share * len(trips)))]  # noqa: E731
    paced = f"each move {pause:g} s after the last" if pause else "every move at once (flat out)"
    print(f"{rooms} rooms × 4 CPU clients ({rooms * 4} connections), 市区町村バトル 東京都, turn limit {turns}, "
          f"{paced}: "
          f"{moves:,} moves in {seconds:.1f} s = {moves / seconds:,.0f} moves/s through the server")
    print(f"move round trip: median {cut(0.5):.1f} ms, p90 {cut(0.9):.1f} ms, p99 {cut(0.99):.1f} ms "
          f"({len(trips):,} people's moves; goal p99 < 50 ms)")
    print(f"server memory: {before:.0f} MB with the board read, {set_up:.0f} MB with the rooms set up, "
          f"{peak:.0f} MB at the busiest "
          f"= {(peak - before) / rooms * 1024:.0f} KB a room; mean trip {1000 * statistics.fmean(trips):.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rooms", type=int, default=200)
    parser.add_argument("--turns", type=int, default=10)
    parser.add_argument("--pause", type=float, default=None,
                        help="seconds a client waits on its turn (default: a paced run at 1 s, then a flat-out one)")
    args = parser.parse_args()
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)  # 800 sockets a side, and the server's files
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, min(hard, 8192)), hard))
    port = _free_port()
    with tempfile.TemporaryDirectory() as data:
        # every client here has one address: the cap on rooms per address is lifted for them
        server = subprocess.Popen([sys.executable, "-m", "core.cli", "serve", "--port", str(port), "--data", data,
                                   "--rooms-per-address", str(2 * args.rooms + 10)],
                                  stdout=subprocess.PIPE, text=True, env={**os.environ, "KUNI_LANGUAGE": "en"})
        try:
            print(server.stdout.readline().strip())
            # 800 clients' games are many objects: the collector's full passes would stop every client
            # at once and count as the server's time
            gc.set_threshold(100_000, 50, 100)
            for pause in ([1.0, 0.0] if args.pause is None else [args.pause]):
                asyncio.run(_run(f"ws://127.0.0.1:{port}", args.rooms, args.turns, server.pid, pause))
        finally:
            server.terminate()
            server.wait()
    print(f"machine: {os.cpu_count()} cores; server and clients on it together")


if __name__ == "__main__":
    main()
