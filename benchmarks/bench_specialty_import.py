"""Benchmark: reading a specialty table (``kuni import-specialties``) — time linear in the rows, memory
bounded however large the file.

Each table is read in a child process of its own, so that its peak memory (max RSS) is its own:
tables of 10,000 to 100,000 valid rows for 東京都's towns (one per specialty, the layout a
spreadsheet exports), a 200 MB table (rows beyond each town's cap of specialties, counted as
problems), and a file whose one cell is 200 MB long (refused at the csv module's field limit).
Go to docs/benchmarks.md.

Usage: python benchmarks/bench_specialty_import.py
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_READ = """
import json, resource, sys, time
from core.io import load_dataset
from core.io.input_files import DatasetError
from core.io.specialty_table import read_specialty_table
board = load_dataset(sys.argv[1])
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
started = time.perf_counter()
try:
    table = read_specialty_table(sys.argv[2], board)
    outcome = f"{sum(map(len, table.specialties.values())):,} specialties, {len(table.problems)} problem lines"
except DatasetError as error:
    outcome = "refused: " + str(error).split(": ", 1)[1][:70]
seconds = time.perf_counter() - started
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"seconds": seconds, "peak_mb": peak / 1024, "growth_mb": (peak - base) / 1024, "outcome": outcome}))
"""


def _write_rows(path: Path, codes: list[str], rows: int) -> None:
    with open(path, "w", encoding="utf-8") as out:
        out.write("code,specialty,stars\n")
        for k in range(rows):
            out.write(f"{codes[k % len(codes)]},名物{k},{1 + k % 3}\n")


def _write_bytes(path: Path, codes: list[str], size: int) -> int:
    rows = 0
    with open(path, "w", encoding="utf-8") as out:
        out.write("code,specialty,stars\n")
        while out.tell() < size:
            out.writelines(f"{codes[(rows + k) % len(codes)]},名物{rows + k},2\n" for k in range(10_000))
            rows += 10_000
    return rows


def _read(board: Path, table: Path) -> dict:
    done = subprocess.run([sys.executable, "-c", _READ, str(board), str(table)], capture_output=True, text=True,
                          cwd=ROOT, check=True)
    return json.loads(done.stdout)


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        board = folder / "tokyo.json"
        subprocess.run([sys.executable, "-m", "core.cli", "build-board", "municipalities", "--prefectures", "13",
                        "--out", str(board)], check=True, cwd=ROOT, capture_output=True)
        codes = [town["code"] for town in json.loads(board.read_text(encoding="utf-8"))["municipalities"]]
        print(f"東京都: {len(codes)} towns")
        for rows in (10_000, 25_000, 50_000, 100_000):
            table = folder / f"rows-{rows}.csv"
            _write_rows(table, codes, rows)
            figures = _read(board, table)
            print(f"{rows:>9,} rows ({table.stat().st_size / 1e6:5.1f} MB): {figures['seconds']:6.2f} s, "
                  f"{1e6 * figures['seconds'] / rows:5.1f} µs a row, peak {figures['peak_mb']:6.0f} MB "
                  f"(+{figures['growth_mb']:.0f}) — {figures['outcome']}")
        big = folder / "200mb.csv"
        started = time.perf_counter()
        rows = _write_bytes(big, codes, 200_000_000)
        print(f"(wrote the 200 MB table in {time.perf_counter() - started:.0f} s)")
        figures = _read(board, big)
        print(f"{rows:>9,} rows ({big.stat().st_size / 1e6:5.1f} MB): {figures['seconds']:6.2f} s, "
              f"{1e6 * figures['seconds'] / rows:5.1f} µs a row, peak {figures['peak_mb']:6.0f} MB "
              f"(+{figures['growth_mb']:.0f}) — {figures['outcome']}")
        cell = folder / "one-cell.csv"
        with open(cell, "w", encoding="utf-8") as out:
            out.write('code,specialty\n13101,"')
            for _ in range(200):
                out.write("x" * 1_000_000)
            out.write('"\n')
        figures = _read(board, cell)
        print(f"one 200 MB cell: {figures['seconds']:6.2f} s, peak {figures['peak_mb']:6.0f} MB "
              f"(+{figures['growth_mb']:.0f}) — {figures['outcome']}")


if __name__ == "__main__":
    main()
