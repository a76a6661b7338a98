"""Progress of long commands on stderr (no Qt; the GUI uses a progress dialog instead).

On a terminal it is a bar that redraws itself on one line. When stderr is a pipe or a file (a
command run from a script, its output kept in a log), it is a plain line every few seconds, so
that a long run is never silent for minutes: what is done of the whole, the rate and the time
left. A run shorter than the first interval prints nothing there, and stdout (``--json``) stays
clean either way.
"""

from __future__ import annotations

import sys
import time
from typing import TextIO

#: Seconds between lines when stderr is not a terminal (the first comes after one interval).
LOG_INTERVAL = 5.0


def _duration(seconds: float) -> str:
    if seconds < 90:
        return f"{seconds:.0f} s"
    if seconds < 5400:
        return f"{seconds / 60:.0f} min"
    return f"{seconds / 3600:.1f} h"


class TerminalProgress:
    """``label [#####-----]  512/5000  10 %  1.2 s, 430/s, 10 s left`` on a terminal, or
    ``label: 512/5000 (10 %), 430/s, about 10 s left`` every :data:`LOG_INTERVAL` seconds elsewhere.

    Args:
        total: the number of steps.
        label: what is being done.
        stream: where to write (default stderr).
        terminal: force the bar (True) or the lines (False); by default the bar only when
            ``stream`` is a terminal.
        interval: seconds between lines when not on a terminal.
    """

    def __init__(self, total: int, label: str = "", stream: TextIO | None = None, terminal: bool | None = None,
                 interval: float = LOG_INTERVAL) -> None:
        self.stream = stream or sys.stderr
        self.terminal = _is_terminal(self.stream) if terminal is None else terminal
        self.interval = interval
        self.restart(total, label)

    def restart(self, total: int, label: str | None = None) -> None:
        """Count again from zero towards ``total`` (a new round of the same work)."""
        self.total = max(total, 1)
        if label is not None:
            self.label = label
        self.started = time.perf_counter()
        self._last_draw = 0.0
        self._last_line = self.started
        self.done = 0

    def _rate_and_left(self, now: float) -> tuple[float, float]:
        elapsed = max(now - self.started, 1e-9)
        rate = self.done / elapsed
        left = (self.total - self.done) / rate if rate > 0 else float("inf")
        return rate, left

    def advance(self, steps: int = 1) -> None:
        """Count ``steps`` more: the bar at most ten times a second, a line every interval."""
        self.done += steps
        now = time.perf_counter()
        rate, left = self._rate_and_left(now)
        if self.terminal:
            if now - self._last_draw > 0.1 or self.done >= self.total:
                self._last_draw = now
                width = 30
                filled = int(width * min(self.done, self.total) / self.total)
                tail = f", {rate:,.0f}/s, {_duration(left)} left" if self.done < self.total and rate > 0 else ""
                self.stream.write(f"\r{self.label} [{'#' * filled}{'-' * (width - filled)}] {self.done}/{self.total} "
                                  f"{100 * self.done // self.total:3d} %  {now - self.started:.1f} s{tail}   ")
                self.stream.flush()
        elif now - self._last_line >= self.interval:
            self._last_line = now
            self.stream.write(f"{self.label}: {self.done}/{self.total} ({100 * self.done // self.total} %), "
                              f"{rate:,.1f}/s, about {_duration(left)} left\n")
            self.stream.flush()

    def close(self) -> None:
        """End the bar's line (a terminal), or say the whole took this long (a log, when it
        printed lines at all)."""
        if self.terminal:
            self.stream.write("\n")
        elif self._last_line > self.started:
            self.stream.write(f"{self.label}: {self.done}/{self.total} done in "
                              f"{_duration(time.perf_counter() - self.started)}\n")
        self.stream.flush()


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
