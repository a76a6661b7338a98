"""CardLayoutCache: solves card layouts on a worker thread and remembers them per size (Qt).

A size is laid out quickly first (the slot search); on request it is also searched exactly (the
SAT search after it, seconds to minutes), and from then on the exact layout is the one given. While
an exact search goes on, each lower layout it finds is given at once (its best so far); stopping
the exact searches keeps those, and searching exactly again goes on below them.
Exact layouts are kept on disk (:class:`core.geometry.layout_store.ExactLayoutStore`), so a size
searched exactly once is shown exactly, at once, in later sessions too.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from core.geometry.card_layout import resolve_layout
from core.geometry.card_study import board_pixels, parse_size
from core.geometry.layout_store import ExactLayoutStore
from core.geometry.sat_layout import Cancel


class _Signals(QObject):
    done = Signal(str, bool, object)
    asked = Signal(str, object)
    improved = Signal(str, object, object)  # size, layout, the search's Cancel (stale once cancelled)


class _Job(QRunnable):
    def __init__(self, size: str, pixels, signals: _Signals, exact: bool, cancel: Cancel, start=None) -> None:
        super().__init__()
        self.size, self.pixels, self.signals, self.exact, self.cancel = size, pixels, signals, exact, cancel
        self.start = start  # an exact search's: the best layout a stopped search found, to go on below

    def run(self) -> None:
        if self.cancel.cancelled:
            return
        w, h = parse_size(self.size)
        layout = resolve_layout(self.pixels.homes, w, h, self.pixels.bounds, exact=self.exact, cancel=self.cancel,
                                start=None if self.start is None else self.start.centres,
                                start_floor=None if self.start is None else self.start.proven_floor,
                                on_question=lambda answer: self.signals.asked.emit(self.size, answer),
                                on_better=lambda better: self.signals.improved.emit(self.size, better, self.cancel))
        if not self.cancel.cancelled:
            self.signals.done.emit(self.size, self.exact, layout)


class CardLayoutCache(QObject):
    """Layouts of one board by card size; ``request`` answers at once from the cache, or later.

    Signals:
        ready(str, object): the layout for a size is available (or, while an exact search goes
            on, its best so far: :meth:`searching_exactly`).
        asked(str, object): an exact search answered one question (a
            :class:`core.geometry.sat_layout.Answer`) for a size; they take seconds each.
    """

    ready = Signal(str, object)
    asked = Signal(str, object)

    def __init__(self, board, parent=None, store: ExactLayoutStore | None = None) -> None:
        super().__init__(parent)
        self.pixels = board_pixels(board) if board is not None else None
        self.store = store or ExactLayoutStore()
        self._layouts: dict[str, object] = {}
        self._exact: set[str] = set()  # sizes whose cached layout is the exact search's
        self._interim: set[str] = set()  # sizes whose cached layout is an exact search's best so far
        self._looked_up: set[str] = set()  # sizes already looked up in the store
        self._pending: set[tuple[str, bool]] = set()
        self._cancel = Cancel()  # every search, when the app closes
        self._exact_cancel = Cancel()  # the exact searches, when the designer stops them (then a new one)
        self._signals = _Signals()
        self._signals.done.connect(self._on_done)
        self._signals.improved.connect(self._on_improved)
        self._signals.asked.connect(self.asked)
        # One size at a time: the search already uses both cores for its retries, and a size's
        # seconds (shown beside its figures) mean something only when it ran alone.
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        # Exact searches (minutes each where every card moves) queue on their own thread, so a
        # size the designer picks meanwhile is still laid out at once.
        self._exact_pool = QThreadPool(self)
        self._exact_pool.setMaxThreadCount(1)

    def layout(self, size: str):
        """The cached layout for a size, or None."""
        return self._layouts.get(size)

    def is_exact(self, size: str) -> bool:
        """Whether the cached layout for a size is the exact search's."""
        return size in self._exact

    def searching_exactly(self, size: str) -> bool:
        """Whether the cached layout for a size is an exact search's best so far, the search
        still going on."""
        return size in self._interim

    def exact_searches(self) -> list[str]:
        """The sizes whose exact search is under way or queued."""
        return sorted(size for size, exact in self._pending if exact)

    def request(self, size: str, exact: bool = False) -> None:
        """Solve ``size`` on the thread pool unless it is cached or under way; ``exact``: with the
        SAT search too (which then replaces the quick layout)."""
        if self.pixels is None:
            return
        if size not in self._looked_up:  # the store once per size: later exact layouts come through here
            self._looked_up.add(size)
            stored = self.store.load(self.pixels.homes, *parse_size(size), self.pixels.bounds)
            if stored is not None:  # searched exactly in an earlier session
                self._layouts[size] = stored
                self._exact.add(size)
        if size in self._layouts and (size in self._exact or not exact):
            self.ready.emit(size, self._layouts[size])
        elif (size, exact) not in self._pending:
            self._pending.add((size, exact))
            if exact:
                # a search stopped before goes on below the best layout it found
                kept = self._layouts.get(size)
                start = kept if kept is not None and kept.method == "slots+sat" else None
                self._exact_pool.start(_Job(size, self.pixels, self._signals, True, self._exact_cancel, start))
            else:
                self._pool.start(_Job(size, self.pixels, self._signals, False, self._cancel))

    def _on_done(self, size: str, exact: bool, layout) -> None:
        self._pending.discard((size, exact))
        kept = self._layouts.get(size)
        if not exact and (size in self._exact or (kept is not None and kept.method == "slots+sat")):
            return  # the exact one, or a lower layout an exact search found (going on or stopped), came first
        if exact:
            self._exact.add(size)
            self._interim.discard(size)
            self.store.save(layout)
        self._layouts[size] = layout
        self.ready.emit(size, layout)

    def _on_improved(self, size: str, layout, cancel: Cancel) -> None:
        if size in self._exact or cancel.cancelled:
            return  # already searched exactly, or stopped (a late signal)
        self._interim.add(size)
        self._layouts[size] = layout
        self.ready.emit(size, layout)

    def stop_exact(self) -> list[str]:
        """Stop the exact searches under way and queued. A size whose search found a lower layout
        keeps it (a layout keeping every rule, though not searched exactly, nor kept on disk).
        Returns the sizes stopped; each is given again (``ready``) as it now stands."""
        self._exact_pool.clear()
        self._exact_cancel.cancel()  # interrupts the solver under way; its job then reports nothing
        self._exact_cancel = Cancel()
        stopped = self.exact_searches()
        self._pending = {key for key in self._pending if not key[1]}
        self._interim.clear()
        for size in stopped:
            if size in self._layouts:
                self.ready.emit(size, self._layouts[size])
            else:  # queued, never started: lay it out quickly instead
                self.request(size)
        return stopped

    def wait(self) -> None:
        """Block until every requested layout is done (for tests and screenshots)."""
        self._pool.waitForDone()
        self._exact_pool.waitForDone()

    def stop(self) -> None:
        """Drop the layouts not yet started and wait for the one under way: a search still running
        when the app exits dies with an exception in its thread."""
        self._pool.clear()
        self._exact_pool.clear()
        self._cancel.cancel()
        self._exact_cancel.cancel()  # an exact search under way stops at once
        self._pool.waitForDone()
        self._exact_pool.waitForDone()
        self._pending.clear()
