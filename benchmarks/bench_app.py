"""Benchmark: the desktop app's start and repaint (issue goals: first painted board < 2 s from
launch; a full repaint of the province board < 30 ms; the ~1,900-cell municipality board painted
first in < 1 s).

Usage: QT_QPA_PLATFORM=offscreen python benchmarks/bench_app.py
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def launch_to_first_paint() -> float:
    """Seconds from a fresh interpreter to the first painted window (in a child process)."""
    code = (
        "import time; t0 = time.perf_counter()\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from core import bundled\n"
        "from editor.dataset_document import DatasetDocument\n"
        "from qtapp.main_window import MainWindow, load_board_for\n"
        "from qtapp import theme\n"
        "app.setFont(theme.ui_font(10))\n"
        "w = MainWindow(DatasetDocument.open(bundled.default_karuta_dataset(), load_board_for), restore_layout=False)\n"
        "w.show(); w.view.fit(); w.grab()\n"
        "print(time.perf_counter() - t0)\n"
    )
    started = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    total = time.perf_counter() - started
    return total, float(out.strip().splitlines()[-1])


def repaint_times(repeats: int = 30) -> list[float]:
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from core import bundled
    from editor.dataset_document import DatasetDocument
    from qtapp.main_window import MainWindow, load_board_for

    window = MainWindow(DatasetDocument.open(bundled.default_karuta_dataset(), load_board_for), restore_layout=False)
    window.resize(1400, 900)
    window.show()
    window.view.fit()
    app.processEvents()
    viewport = window.view.viewport()
    image = QImage(viewport.size(), QImage.Format.Format_ARGB32)
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        painter = QPainter(image)
        window.view.render(painter)
        painter.end()
        times.append((time.perf_counter() - started) * 1000)
    window.document.undo_stack.setClean()
    window.close()
    return times


def municipality_first_paint() -> tuple[int, float]:
    """Seconds from opening the nationwide municipality board (1,902 cells) to its first paint."""
    import tempfile

    from PySide6.QtWidgets import QApplication

    from core.cli import main as kuni

    app = QApplication.instance() or QApplication([])
    from editor.dataset_document import DatasetDocument
    from qtapp.main_window import MainWindow, load_board_for

    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "all.json")
        kuni(["build-board", "municipalities", "--all", "--out", path])
        started = time.perf_counter()
        window = MainWindow(DatasetDocument.open(path, load_board_for), restore_layout=False)
        window.resize(1400, 900)
        window.show()
        window.view.fit()
        window.grab()
        seconds = time.perf_counter() - started
        cells = len(window.scene.layer_items("polygons"))
        window.document.undo_stack.setClean()
        window.close()
        app.processEvents()
    return cells, seconds


def battle_table_refresh(moves: int = 20) -> tuple[int, list[float]]:
    """ms to show each of ``moves`` moves on the 市区町村バトル table on the nationwide board with 16
    seats, 200 random moves into the game (cells coloured, the ★ ♥ ! ⚑ lines under the pieces,
    the players' list), painted."""
    import random

    from PySide6.QtWidgets import QApplication

    from core.games.battle.rules import BattleRules
    from core.games.battle.spec import SPEC as BATTLE
    from core.games.session import HUMAN, GameSession
    from core.geometry.municipality_dataset import ALL_PREFECTURES, build_battle_board
    from qtapp import theme
    from qtapp.battle.battle_window import BattleWindow

    app = QApplication.instance() or QApplication([])
    app.setFont(theme.ui_font(10))
    dataset, board = build_battle_board(ALL_PREFECTURES, "全国")
    session = GameSession.new(BATTLE, BattleRules(dataset), [HUMAN] + ["weak"] * 15, 1)
    window = BattleWindow(session, board, None, "step")
    window.resize(1400, 900)
    window.show()
    rng = random.Random(1)
    for _ in range(200):
        session.play(rng.choice(session.legal_moves()))
    window.refresh()
    app.processEvents()
    times = []
    for _ in range(moves):
        session.play(rng.choice(session.legal_moves()))
        started = time.perf_counter()
        window.refresh()
        window.view.viewport().repaint()
        times.append((time.perf_counter() - started) * 1000)
    labels = len(window.piece_labels)
    window.close()
    return labels, times


def main() -> None:
    total, inside = launch_to_first_paint()
    print(f"launch to first painted board: {total:.2f} s wall (interpreter start included); "
          f"{inside:.2f} s from the first import")
    times = repaint_times()
    print(f"full repaint of the province board ({len(times)}×, 1400×900 window): "
          f"median {statistics.median(times):.1f} ms, min {min(times):.1f} ms, max {max(times):.1f} ms")
    cells, seconds = municipality_first_paint()
    print(f"nationwide municipality board ({cells} cells): open to first paint {seconds:.2f} s")
    labels, times = battle_table_refresh()
    print(f"市区町村バトル table, nationwide, 16 seats ({labels} lines under the pieces): a move shown and "
          f"painted in median {statistics.median(times):.0f} ms, max {max(times):.0f} ms")


if __name__ == "__main__":
    main()
