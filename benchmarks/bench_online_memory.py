"""Benchmark: what a started 市区町村バトル room costs a server's memory, by the size of its board.

A ``kuni serve`` process on a free port of this machine; a client makes, starts and plays rooms
(its seat and three CPUs, four rounds) on boards of each size — one prefecture after another, then regions, then the
whole country — and the server's resident memory (``VmRSS``) is read after each. Figures: the
memory each room added, by its board's cells, and the server's memory when the rooms on distinct
boards outnumber the boards it caches (what is bounded: the boards, rules and browser boards it
keeps for rooms to come, by their cells in all; a room being played holds its own).

Usage: python benchmarks/bench_online_memory.py [--prefectures 40]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time

from core.online.client import RoomClient, play_as_cpu


def _rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def _board_view(url: str, board: str) -> int:
    import json
    import urllib.parse
    import urllib.request

    query = urllib.parse.urlencode({"game": "battle", "board": board, "rules": json.dumps({"turn_limit": 4})})
    with urllib.request.urlopen(f"{url.replace('ws://', 'http://')}/api/board?{query}", timeout=120) as answer:
        return len(answer.read())


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


async def _rooms(url: str, pid: int, boards: list[str]) -> list[tuple[str, int, float]]:
    from core.games import registry

    spec = registry.get("battle")
    found = []
    clients = []
    for board in boards:
        client = RoomClient(url, "b")  # a connection holds at most 4 rooms: one each
        await client.connect()
        clients.append(client)
        before = _rss_mb(pid)
        await client.create("battle", ["open", "cpu:weak", "cpu:weak", "cpu:weak"], board=board,
                            rules={"turn_limit": 4}, listed=False)
        await client.start()
        await asyncio.to_thread(_board_view, url, board)  # what a browser at the table asks for
        await play_as_cpu(client, "weak", seed=1)  # four rounds: the CPUs' memos filled as in play
        await asyncio.sleep(0.2)
        cells = len(spec.board_from_text(board).municipalities)
        found.append((board, cells, _rss_mb(pid) - before))
    for client in clients:
        await client.close()
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--prefectures", type=int, default=40)
    args = parser.parse_args()
    port = _free_port()
    with tempfile.TemporaryDirectory() as data:
        server = subprocess.Popen([sys.executable, "-m", "core.cli", "serve", "--port", str(port), "--data", data,
                                   "--rooms-per-address", "1000"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                  text=True, env={**os.environ, "KUNI_LANGUAGE": "en"})
        try:
            server.stdout.readline()
            start = _rss_mb(server.pid)
            boards = [f"{k:02d}" for k in range(1, args.prefectures + 1)] + ["kanto", "kinki", "tohoku", "kyushu"]
            boards.append(",".join(f"{k:02d}" for k in range(1, 48)))
            began = time.perf_counter()
            found = asyncio.run(_rooms(f"ws://127.0.0.1:{port}", server.pid, boards))
            seconds = time.perf_counter() - began
            print(f"server at the start: {start:.0f} MB; after {len(found)} rooms: {_rss_mb(server.pid):.0f} MB "
                  f"({seconds:.0f} s)")
            first_board, first_cells, first_mb = found[0]
            print(f"the first room ({first_board}, {first_cells} cells; it reads the nationwide board): "
                  f"{first_mb:.1f} MB")
            prefectures = [(cells, mb) for board, cells, mb in found[1:] if len(board) == 2]
            print("| board | cells | memory a started room added |")
            print("|---|---:|---:|")
            if prefectures:
                cells = [c for c, _ in prefectures]
                added = [mb for _, mb in prefectures]
                print(f"| one prefecture ({len(prefectures)} rooms, each its own) | {min(cells)}–{max(cells)} "
                      f"(median {statistics.median(cells):.0f}) | median {statistics.median(added):.1f} MB, "
                      f"{min(added):.1f}–{max(added):.1f} |")
            for board, cells, mb in found:
                if len(board) != 2:
                    name = "all 47 prefectures" if board.count(",") > 40 else board
                    print(f"| {name} | {cells} | {mb:.1f} MB |")
        finally:
            server.terminate()
            server.wait()


if __name__ == "__main__":
    main()
