"""Benchmark: what one save of an online room costs as its folder fills (goal: the same whatever
the folder holds).

A room of 市区町村バトル on 東京都 a few moves in is saved 200 times (atomically: a temporary,
fsync, rename) into a folder that also holds 0, 5,000 and 50,000 other rooms' files; the median is
reported. For comparison, in the same run, the same save with the per-write sweep for a killed
writer's temporaries (which lists the whole folder: what every save did before the server cleared
them once at its start).

Usage: python benchmarks/bench_room_saves.py [--saves 200]
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path

from core.games import registry
from core.games.clock import TimeControl
from core.io.atomic_write import atomic_write_text
from core.online.room import Room, Seat


def _room() -> Room:
    spec = registry.get("battle")
    rules = spec.make_rules(spec.ruleset(), spec.board_from_text("13"))
    room = Room("ACDE", spec, "13", [Seat("person", nickname="a"), Seat("cpu", "weak"), Seat("cpu", "weak")],
                spec.ruleset(), TimeControl(), 7)
    session = room.start(rules)
    for _ in range(12):
        session.play(session.legal_moves()[0])
    return room


def _median_ms(saves: int, save) -> float:
    times = []
    for _ in range(saves):
        started = time.perf_counter()
        save()
        times.append(time.perf_counter() - started)
    return 1000 * statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--saves", type=int, default=200)
    args = parser.parse_args()
    room = _room()
    text = json.dumps(room.to_json(), ensure_ascii=False) + "\n"
    print(f"a room's file: {len(text.encode()) / 1024:.1f} KB; median of {args.saves} saves")
    print("| other files in the folder | save (the server's way) | with a sweep of the folder per save |")
    print("|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as folder:
        rooms = Path(folder)
        made = 0
        for count in (0, 5_000, 50_000):
            while made < count:
                (rooms / f"F{made:06d}.json").write_text("{}", encoding="utf-8")
                made += 1
            ours = _median_ms(args.saves, lambda: room.save(rooms))
            swept = _median_ms(args.saves, lambda: atomic_write_text(rooms / "ACDE.json", text))
            print(f"| {count:,} | {ours:.2f} ms | {swept:.2f} ms |")


if __name__ == "__main__":
    main()
