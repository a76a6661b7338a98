"""Run every command the documents write beside a figure, and check the figure is what it prints.

A figure in a document is marked by a comment that a Markdown viewer does not show, beside it:

    <!-- figure quick: kuni play battle --prefectures 13 --seed 2 => 65 moves -->

``quick`` commands take seconds: the test suite runs them (``tests/test_doc_figures.py``), so a
change that moves a figure fails CI until the page says the new one. ``slow`` ones (a sweep, a
study of thousands of games) take minutes: run them before a release with ``--all``. The command
is run with the English words (``KUNI_LANGUAGE=en``); ``kuni`` is this checkout's command line, and
``python`` this interpreter. The figure passes when the text after ``=>`` is in what the command
printed (stdout and stderr).

Usage: python tools/check_doc_figures.py [--all] [--list] [FILE.md ...]
Exit code: 0 every figure holds, 1 a figure differs (each said, with what the command printed).
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MARK = re.compile(r"<!--\s*figure\s+(quick|slow)\s*:\s*(.+?)\s*=>\s*(.+?)\s*-->", re.S)


@dataclass(frozen=True)
class Figure:
    """One marked figure: where it is, how long its command takes, the command, what it must print."""

    place: str
    speed: str
    command: str
    expected: str


def figures(paths: list[Path]) -> list[Figure]:
    """Every marked figure in ``paths``, in the order the documents have them."""
    found = []
    for path in paths:
        text = path.read_text(encoding="utf-8")
        for match in MARK.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
            found.append(Figure(f"{where}:{line}", match[1], " ".join(match[2].split()),
                                " ".join(match[3].split())))
    return found


def documents() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def run(figure: Figure, timeout: float = 3600) -> tuple[bool, str]:
    """Run the figure's command; (whether its figure holds, what it printed)."""
    words = shlex.split(figure.command)
    if words[0] == "kuni":
        words = [sys.executable, "-m", "core.cli", *words[1:]]
    elif words[0] == "python":
        words = [sys.executable, *words[1:]]
    env = {**os.environ, "KUNI_LANGUAGE": "en", "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    try:
        done = subprocess.run(words, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return False, f"(no answer in {timeout:g} s)"
    printed = done.stdout + done.stderr
    return " ".join(figure.expected.split()) in " ".join(printed.split()), printed


def main(argv: list[str]) -> int:
    every = "--all" in argv
    paths = [ROOT / a for a in argv if a.endswith(".md")] or documents()  # (ROOT / an absolute path: that path)
    chosen = [f for f in figures(paths) if every or f.speed == "quick"]
    if "--list" in argv:
        for figure in chosen:
            print(f"{figure.place} [{figure.speed}] {figure.command} => {figure.expected}")
        return 0
    wrong = 0
    for figure in chosen:
        started = time.perf_counter()
        holds, printed = run(figure)
        took = time.perf_counter() - started
        print(f"{'ok  ' if holds else 'DIFF'} {figure.place} ({took:.0f} s) {figure.command} => {figure.expected}",
              flush=True)
        if not holds:
            wrong += 1
            print("     it printed: " + " ".join(printed.split())[-600:], flush=True)
    print(f"{len(chosen) - wrong} of {len(chosen)} figures hold" + ("" if every else " (quick ones; --all for all)"))
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
