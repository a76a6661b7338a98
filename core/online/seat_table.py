"""SeatTable: an online game as one seat (or a watcher) is told it by the room's server (no Qt).

Since protocol 2 a client holds no copy of the game: the server sends each seat its view of the
position (the game's ``view``: its own hand, the others' only counted), the legal moves when it is
its turn, and each move as it may see it. A table shows that view: the game's ``table_state``
rebuilds from it a state to draw, whose unseen parts stand in as counts only. A SeatTable offers
what a game's window reads of a :class:`core.games.session.GameSession` (the spec, rules, seats,
names, state, moves, clock, legal moves), so every window plays online unchanged; it never plays a
move itself — :meth:`moved` takes the next position from the server.
"""

from __future__ import annotations

from core.games.clock import GameClock, TimeControl
from core.games.session import HUMAN, REMOTE, seat_names


class SeatTable:
    """What one seat knows of a room's game.

    Attributes:
        spec, rules: the game and its rules on the room's board (public: anyone may read them).
        seat: the seat this table plays, None for a watcher's.
        seats: per seat ``"human"`` (this table's person), ``"remote"`` (a person elsewhere) or a
            CPU kind.
        names: what each seat is called.
        view: the position as the server showed it to this seat (JSON).
        state: a state drawn from :attr:`view` (what the seat cannot see stands in as counts).
        moves: each move so far, as this seat was told it (JSON); its length is the move number.
        movers: the seat that made each move.
        timeouts: the numbers (from 1) of the moves a stand-in made for a person out of time.
        clock: 持ち時間 as the server last told it (the server keeps the time; nothing runs here).
        final: what the record keeps of the end, once over.
    """

    def __init__(self, spec, rules, message: dict) -> None:
        self.spec = spec
        self.rules = rules
        self.seat = message.get("seat")
        self.seats = [HUMAN if k == self.seat else REMOTE if kind == "person" else kind
                      for k, kind in enumerate(message["seats"])]
        self.names = seat_names(message.get("names"), len(self.seats))
        self.moves = [entry["move"] for entry in message["moves"]]
        self.movers = [entry["seat"] for entry in message["moves"]]
        self.timeouts = [k for k, entry in enumerate(message["moves"], start=1) if entry.get("timed_out")]
        control = TimeControl.from_json(message.get("time_control") or {})
        self.clock = GameClock(control, [kind in (HUMAN, REMOTE) for kind in self.seats], message.get("main_left"))
        self.final = message.get("final")
        self._show(message)

    @property
    def game(self) -> str:
        return self.spec.title_ja

    @property
    def human_seat(self) -> int | None:
        return self.seat

    def _show(self, message: dict) -> None:
        self.view = message["view"]
        self.state = self.spec.table_state(self.rules, self.view)
        self._to_move = message.get("to_move")
        self._legal = [self.spec.decode_move(move) for move in message.get("legal") or []]

    def moved(self, message: dict):
        """Take a ``moved`` message: the position after it, and the move as this seat was told it
        (returned, decoded), or None when the message is not the next move (a gap: the game must
        be asked for again)."""
        if message["number"] != len(self.moves) + 1:
            return None
        self.moves.append(message["move"])
        self.movers.append(message["seat"])
        if message.get("timed_out"):
            self.timeouts.append(message["number"])
        self.clock.main_left = [float(v) for v in message.get("main_left", self.clock.main_left)]
        self._show(message)
        return self.spec.decode_move(message["move"])

    def legal_moves(self) -> list:
        """The legal moves the server sent (this seat's turn; none otherwise)."""
        return list(self._legal)

    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    def to_move(self) -> int:
        return self.rules.to_move(self.state)

    def to_move_is_human(self) -> bool:
        return not self.is_over() and self.seat is not None and self._to_move == self.seat

    def record(self) -> dict:
        """The game so far as this seat knows it (no deal, no seed: those stay on the server)."""
        return {"format": self.spec.record_format, "seats": list(self.seats), "moves": list(self.moves),
                **({"final": self.final} if self.final is not None else {})}
