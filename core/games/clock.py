"""Time control for the seats people play: 持ち時間 (a seat's time for the whole game) and 秒読み
(time per move once that is spent), as 市区町村バトル's set-up screen offers them (no Qt).

The rule text (../shared/seeds/003_…txt, 持ち時間): each human seat has its own time, which runs
only during its turn; once it is spent every move has the 秒読み; when that runs out too, a CPU
makes the move for the seat and the record says 「時間切れ」. With no 持ち時間 and only a 秒読み,
every move has that much time. CPU seats have no clock. The clock stops while the player reads a
menu or the rules (on this device).

Pure accounting: the caller passes the time (``now``, seconds on a monotonic clock), so the
desktop's timer and the tests share one implementation.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.text import joined, translate

#: The longest time control accepted, seconds (a day): longer is a typo.
LONGEST = 24 * 3600.0


@dataclass(frozen=True)
class TimeControl:
    """``main``: seconds a timed seat has for the whole game (None: none); ``byoyomi``: seconds per
    move once ``main`` is spent (None: none — then a seat out of time has every move made for it)."""

    main: float | None = None
    byoyomi: float | None = None

    def __post_init__(self) -> None:
        for name in ("main", "byoyomi"):
            value = getattr(self, name)
            if value is not None and not (isinstance(value, (int, float)) and 0 < value <= LONGEST):
                raise ValueError(translate("Clock", "time control: {name} must be between 0 and {longest} seconds, or "
                                                    "none").format(name=name, longest=f"{LONGEST:g}"))

    @property
    def active(self) -> bool:
        return self.main is not None or self.byoyomi is not None

    def to_json(self) -> dict:
        return {"main": self.main, "byoyomi": self.byoyomi}

    @classmethod
    def from_json(cls, data) -> TimeControl:
        """Raises ValueError for anything but ``{"main": seconds | null, "byoyomi": seconds | null}``."""
        if not isinstance(data, dict) or set(data) - {"main", "byoyomi"}:
            raise ValueError(translate("Clock", "time control: expected an object with main and byoyomi, each seconds "
                                                "or null").format())
        return cls(data.get("main"), data.get("byoyomi"))

    def describe(self) -> str:
        """``持ち時間 10 min, 秒読み 30 s`` (or ``no clock``)."""
        if not self.active:
            return translate("TimeControl", "no clock").format()
        parts = []
        if self.main is not None:
            parts.append(translate("TimeControl", "持ち時間 {time}").format(time=_minutes(self.main)))
        if self.byoyomi is not None:
            parts.append(translate("TimeControl", "秒読み {seconds:g} s").format(seconds=self.byoyomi))
        return joined(", ", parts)


def _minutes(seconds: float) -> str:
    if seconds >= 60:
        return translate("TimeControl", "{minutes:g} min").format(minutes=seconds / 60)
    return translate("TimeControl", "{seconds:g} s").format(seconds=seconds)


class GameClock:
    """Each timed seat's 持ち時間 left, and the turn being timed.

    ``main_left``: per seat, seconds of 持ち時間 left (ignored for untimed seats).
    """

    def __init__(self, control: TimeControl, timed: list[bool], main_left: list[float] | None = None) -> None:
        self.control = control
        self.timed = list(timed)
        start = control.main or 0.0
        self.main_left = [float(v) for v in main_left] if main_left is not None else [start] * len(timed)
        if len(self.main_left) != len(self.timed) or any(v < 0 for v in self.main_left):
            raise ValueError(translate("Clock", "clock: one non-negative time left per seat").format())
        self.seat: int | None = None
        self._since: float | None = None  # when the current stretch of the turn began (None: paused)
        self._used = 0.0  # the turn's time before the current stretch

    def runs_for(self, seat: int) -> bool:
        return self.control.active and 0 <= seat < len(self.timed) and self.timed[seat]

    def start_turn(self, seat: int, now: float) -> None:
        """Start timing ``seat``'s turn (a seat without a clock: nothing is timed)."""
        self.seat = seat if self.runs_for(seat) else None
        self._used = 0.0
        self._since = now if self.seat is not None else None

    def pause(self, now: float) -> None:
        """Stop the clock (a menu or the rules are open)."""
        if self._since is not None:
            self._used += now - self._since
            self._since = None

    def resume(self, now: float) -> None:
        if self.seat is not None and self._since is None:
            self._since = now

    @property
    def running(self) -> bool:
        return self._since is not None

    def used(self, now: float) -> float:
        """Seconds of the current turn so far (pauses left out)."""
        return self._used + (now - self._since if self._since is not None else 0.0)

    def allowance(self) -> float | None:
        """The current turn's whole time (持ち時間 left plus one 秒読み), None when untimed."""
        if self.seat is None:
            return None
        return self.main_left[self.seat] + (self.control.byoyomi or 0.0)

    def remaining(self, now: float) -> float | None:
        """Seconds until the move is made for the seat; None when nobody is timed."""
        allowance = self.allowance()
        return None if allowance is None else max(0.0, allowance - self.used(now))

    def expired(self, now: float) -> bool:
        remaining = self.remaining(now)
        return remaining is not None and remaining <= 0.0

    def shown(self, now: float) -> tuple[float, float | None] | None:
        """What the seat's clock shows: (持ち時間 left, 秒読み left or None while 持ち時間 lasts)."""
        if self.seat is None:
            return None
        main = self.main_left[self.seat] - self.used(now)
        if main > 0:
            return main, None
        return 0.0, max(0.0, (self.control.byoyomi or 0.0) + main)

    def end_turn(self, now: float) -> None:
        """The seat moved: its 持ち時間 is charged with the turn (never below zero; 秒読み is per move)."""
        if self.seat is not None:
            self.main_left[self.seat] = max(0.0, self.main_left[self.seat] - self.used(now))
        self.seat = None
        self._since = None
        self._used = 0.0


def format_clock(seconds: float) -> str:
    """``9:41`` (minutes and seconds, rounded up so 0:00 means out of time)."""
    whole = int(-(-seconds // 1))
    return f"{whole // 60}:{whole % 60:02d}"
