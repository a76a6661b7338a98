"""CardLayoutCache: solves card layouts on a worker thread and remembers them per size (Qt)."""

from __future__ import annotations

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from core.geometry.card_layout import resolve_layout
from core.geometry.card_study import board_pixels, parse_size


class _Signals(QObject):
    done = Signal(str, object)


class _Job(QRunnable):
    def __init__(self, size: str, pixels, signals: _Signals) -> None:
        super().__init__()
        self.size, self.pixels, self.signals = size, pixels, signals

    def run(self) -> None:
        w, h = parse_size(self.size)
        layout = resolve_layout(self.pixels.homes, w, h, self.pixels.bounds)
        self.signals.done.emit(self.size, layout)


class CardLayoutCache(QObject):
    """Layouts of one board by card size; ``request`` answers at once from the cache, or later.

    Signals:
        ready(str, object): the layout for a size is available.
    """

    ready = Signal(str, object)

    def __init__(self, board, parent=None) -> None:
        super().__init__(parent)
        self.pixels = board_pixels(board) if board is not None else None
        self._layouts: dict[str, object] = {}
        self._pending: set[str] = set()
        self._signals = _Signals()
        self._signals.done.connect(self._on_done)
        # One size at a time: the search already uses both cores for its retries, and a size's
        # seconds (shown beside its figures) mean something only when it ran alone.
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)

    def layout(self, size: str):
        """The cached layout for a size, or None."""
        return self._layouts.get(size)

    def request(self, size: str) -> None:
        """Solve ``size`` on the thread pool unless it is cached or under way."""
        if self.pixels is None:
            return
        if size in self._layouts:
            self.ready.emit(size, self._layouts[size])
        elif size not in self._pending:
            self._pending.add(size)
            self._pool.start(_Job(size, self.pixels, self._signals))

    def _on_done(self, size: str, layout) -> None:
        self._pending.discard(size)
        self._layouts[size] = layout
        self.ready.emit(size, layout)

    def wait(self) -> None:
        """Block until every requested layout is done (for tests and screenshots)."""
        self._pool.waitForDone()

    def stop(self) -> None:
        """Drop the layouts not yet started and wait for the one under way: a search still running
        when the app exits dies with an exception in its thread."""
        self._pool.clear()
        self._pool.waitForDone()
        self._pending.clear()
