"""A game of しま in progress: who sits where, the moves so far, autosave and resume (no Qt).

The desktop window holds one. It is saved after every action, atomically, as a game record whose
moves are replayed on resume through the same engine — so a resumed game is exactly the game
that was left, on the island it was played on (the rule book: 同じ端末で…続きから再開します).

Session file::

    {"format": "kuni-shima-session/1", "seats": ["human", "greedy", "greedy", "greedy"],
     "record": {… a game record, see core.games.shima.record, with the moves so far …}}
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.games.shima.players import PLAYERS
from core.games.shima.record import RECORD_FORMAT, ShimaRecordError, replay_record
from core.games.shima.rules import ShimaRules, ShimaState
from core.io.atomic_write import atomic_write_text

SESSION_FORMAT = "kuni-shima-session/1"
HUMAN = "human"


def default_autosave_path() -> Path:
    """Where the desktop game autosaves: the user data folder (platformdirs)."""
    from platformdirs import user_data_dir

    return Path(user_data_dir("Kuni Studio", "Kuni Studio")) / "autosave" / "shima-game.json"


@dataclass
class ShimaSession:
    """One game: the rules, each seat's player (``"human"`` or a CPU kind), the seed, the moves.

    Attributes:
        rules: the rules.
        seats: per seat, ``"human"`` or a key of :data:`core.games.shima.players.PLAYERS`.
        seed: the island's seed (CPU players derive theirs from it).
        state: the current state.
        moves: every move so far, as JSON lists.
    """

    rules: ShimaRules
    seats: list[str]
    seed: int
    state: ShimaState
    moves: list[list] = field(default_factory=list)
    _cpus: dict[int, Any] = field(default_factory=dict, repr=False)

    @classmethod
    def new(cls, rules: ShimaRules, seats: list[str], seed: int) -> ShimaSession:
        """A new island made with ``random.Random(seed)``.

        Raises:
            ValueError: not 3–4 seats, or an unknown CPU kind.
        """
        for kind in seats:
            if kind != HUMAN and kind not in PLAYERS:
                raise ValueError(f"unknown CPU kind {kind!r} (known: {', '.join(PLAYERS)})")
        return cls(rules, list(seats), seed, rules.initial_state(len(seats), random.Random(seed)))

    @property
    def human_seat(self) -> int | None:
        return self.seats.index(HUMAN) if HUMAN in self.seats else None

    def cpu(self, seat: int):
        if seat not in self._cpus:
            self._cpus[seat] = PLAYERS[self.seats[seat]](random.Random(f"{self.seed}:cpu:{seat}").getrandbits(32))
        return self._cpus[seat]

    def legal_moves(self) -> list[tuple]:
        return self.rules.legal_moves(self.state)

    def to_move_is_human(self) -> bool:
        return not self.state.is_over and self.seats[self.state.to_move] == HUMAN

    def cpu_move(self) -> tuple:
        return self.cpu(self.state.to_move).decide(self.rules, self.state, self.legal_moves())

    def play(self, move: tuple) -> ShimaState:
        """Apply a move (raises :class:`core.games.game.IllegalMove` when it is not legal) and keep it."""
        self.state = self.rules.apply(self.state, move)
        self.moves.append(list(move))
        return self.state

    def to_json(self) -> dict:
        record = {"format": RECORD_FORMAT, "ruleset": self.rules.ruleset.model_dump(), "players": len(self.seats),
                  "seed": self.seed, "seats": list(self.seats), "moves": list(self.moves)}
        return {"format": SESSION_FORMAT, "seats": list(self.seats), "record": record}

    def save(self, path: str | Path) -> None:
        """Write the session atomically (the previous autosave survives a crash mid-write)."""
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(path, json.dumps(self.to_json(), ensure_ascii=False) + "\n")

    @classmethod
    def from_json(cls, data: Any) -> ShimaSession:
        """Rebuild a session by replaying its moves.

        Raises:
            ShimaRecordError: not a session, unknown seats, or moves that do not replay.
        """
        if not isinstance(data, dict) or data.get("format") != SESSION_FORMAT:
            raise ShimaRecordError(f"not a しま session (expected format {SESSION_FORMAT})")
        seats = data.get("seats")
        record = data.get("record")
        if not isinstance(seats, list) or not isinstance(record, dict):
            raise ShimaRecordError("a session needs its seats and its record")
        for kind in seats:
            if kind != HUMAN and kind not in PLAYERS:
                raise ShimaRecordError(f"unknown seat {kind!r}")
        rules, state = replay_record(record, complete=False)
        if not isinstance(record.get("seed"), int):
            raise ShimaRecordError("record header: the seed is not a whole number")
        if state.players != len(seats):
            raise ShimaRecordError("the saved island has a different number of players than seats")
        return cls(rules, seats, int(record["seed"]), state, [list(m) for m in record.get("moves") or []])

    @classmethod
    def load(cls, path: str | Path) -> ShimaSession:
        """Read and replay a saved session.

        Raises:
            OSError: the file cannot be read.
            ShimaRecordError: as :meth:`from_json`, or the file is not JSON.
        """
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except json.JSONDecodeError as error:
            raise ShimaRecordError(f"{path}: not JSON ({error})") from None
        return cls.from_json(data)
