"""Benchmark: the desktop app's start and repaint (issue goals: first painted board < 2 s from
launch; a full repaint of the province board < 30 ms).

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


def main() -> None:
    total, inside = launch_to_first_paint()
    print(f"launch to first painted board: {total:.2f} s wall (interpreter start included); "
          f"{inside:.2f} s from the first import")
    times = repaint_times()
    print(f"full repaint of the province board ({len(times)}×, 1400×900 window): "
          f"median {statistics.median(times):.1f} ms, min {min(times):.1f} ms, max {max(times):.1f} ms")


if __name__ == "__main__":
    main()
