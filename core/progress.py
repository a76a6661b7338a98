"""A terminal progress bar for long commands (no Qt; the GUI uses a progress dialog instead).

Drawn on stderr only when stderr is a terminal, so piped output and ``--json`` stay clean.
"""

from __future__ import annotations

import sys
import time
from typing import TextIO


class TerminalProgress:
    """``[#####-----]  512/5000  10 %  1.2 s`` on one self-overwriting line.

    Args:
        total: the number of steps.
        label: text before the bar.
        stream: where to draw (default stderr).
        enabled: force on or off; by default on only when ``stream`` is a terminal.
    """

    def __init__(self, total: int, label: str = "", stream: TextIO | None = None, enabled: bool | None = None) -> None:
        self.total = max(total, 1)
        self.label = label
        self.stream = stream or sys.stderr
        self.enabled = self.stream.isatty() if enabled is None else enabled
        self.started = time.perf_counter()
        self._last_draw = 0.0
        self.done = 0

    def advance(self, steps: int = 1) -> None:
        """Count ``steps`` more and redraw at most ten times a second."""
        self.done += steps
        now = time.perf_counter()
        if self.enabled and (now - self._last_draw > 0.1 or self.done >= self.total):
            self._last_draw = now
            width = 30
            filled = int(width * self.done / self.total)
            self.stream.write(
                f"\r{self.label} [{'#' * filled}{'-' * (width - filled)}] {self.done}/{self.total} "
                f"{100 * self.done // self.total:3d} %  {now - self.started:.1f} s"
            )
            self.stream.flush()

    def close(self) -> None:
        """End the line."""
        if self.enabled:
            self.stream.write("\n")
            self.stream.flush()
