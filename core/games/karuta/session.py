"""A game of 旧国かるた in progress: seats, rules, the record so far, autosave and resume (no Qt).

The session is what the desktop game and ``kuni play`` hold. It is saved as JSON after every
action (atomically), and resuming replays the saved moves from the saved deal through the same
engine, so a resumed game is exactly the game that was left.

Session file::

    {"format": "kuni-karuta-session/1", "seats": [{"kind": "human"}, {"kind": "cpu", "strength": "planner"}, …],
     "seed": 1, "record": {… a game record, see core.games.karuta.record …}}
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.games.karuta.moves import KarutaMove
from core.games.karuta.players import PLAYERS
from core.games.karuta.record import GameRecord, RecordError, replay, state_to_json, summarise_final
from core.games.karuta.rules import KarutaRules
from core.games.karuta.state import KarutaState
from core.games.session import SessionError
from core.games.session import resume_or_new as resume_or_new_session
from core.io.atomic_write import atomic_write_text

SESSION_FORMAT = "kuni-karuta-session/1"


@dataclass(frozen=True)
class Seat:
    """Who plays a seat: a person, or a CPU of a given strength (``random``, ``greedy``, ``planner``)."""

    kind: str  # "human" | "cpu"
    strength: str = "planner"

    def to_json(self) -> dict:
        return {"kind": self.kind} if self.kind == "human" else {"kind": "cpu", "strength": self.strength}

    @classmethod
    def from_json(cls, data: Any) -> Seat:
        if not isinstance(data, dict) or data.get("kind") not in ("human", "cpu"):
            raise RecordError(f"not a seat: {data!r}")
        strength = data.get("strength", "planner")
        if data["kind"] == "cpu" and (not isinstance(strength, str) or strength not in PLAYERS):
            raise RecordError(f"unknown CPU strength {strength!r}")
        return cls(data["kind"], strength)

    @property
    def label(self) -> str:
        return "you" if self.kind == "human" else f"CPU ({self.strength})"


@dataclass
class KarutaSession:
    """One game: the rules, who sits where, the deal and every move so far.

    Attributes:
        rules: the compiled rules.
        seats: one :class:`Seat` per player.
        seed: the deal's seed (CPU players derive theirs from it).
        state: the current state.
        record: the game record (deal + moves + final once over).
    """

    rules: KarutaRules
    seats: list[Seat]
    seed: int
    state: KarutaState
    record: GameRecord
    _cpus: dict[int, Any] = field(default_factory=dict, repr=False)

    @classmethod
    def new(cls, rules: KarutaRules, seats: list[Seat], seed: int) -> KarutaSession:
        """Deal a new game with ``random.Random(seed)``."""
        state = rules.initial_state(len(seats), random.Random(seed))
        record = GameRecord(rules.ruleset, [s.label for s in seats], seed, state_to_json(rules, state))
        return cls(rules, seats, seed, state, record)

    def cpu(self, seat: int):
        """The CPU player of a seat (seeded from the game's seed and the seat)."""
        if seat not in self._cpus:
            strength = self.seats[seat].strength
            self._cpus[seat] = PLAYERS[strength](random.Random(f"{self.seed}:cpu:{seat}").getrandbits(32))
        return self._cpus[seat]

    def legal_moves(self) -> list[KarutaMove]:
        return self.rules.legal_moves(self.state)

    def to_move_is_human(self) -> bool:
        return not self.state.is_over and self.seats[self.state.to_move].kind == "human"

    def cpu_move(self) -> KarutaMove:
        """What the CPU to move would play now."""
        return self.cpu(self.state.to_move).decide(self.rules, self.state, self.legal_moves())

    def play(self, move: KarutaMove) -> KarutaState:
        """Apply a move (raises :class:`core.games.game.IllegalMove` for an illegal one) and record it."""
        self.state = self.rules.apply(self.state, move)
        self.record.moves.append(move.to_json())
        if self.state.is_over:
            self.record.final = summarise_final(self.state)
        return self.state

    def to_json(self) -> dict:
        return {
            "format": SESSION_FORMAT,
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "record": self.record.to_json(),
        }

    def save(self, path: str | Path) -> None:
        """Write the session atomically (the previous autosave survives a crash mid-write)."""
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(path, json.dumps(self.to_json(), ensure_ascii=False) + "\n")

    @classmethod
    def from_json(cls, dataset, data: Any) -> KarutaSession:
        """Rebuild a session by replaying its record.

        Raises:
            RecordError: the file is not a session, or its moves do not replay.
        """
        if not isinstance(data, dict) or data.get("format") != SESSION_FORMAT:
            raise RecordError(f"not a 旧国かるた session (expected format {SESSION_FORMAT})")
        if not isinstance(data.get("seats") or [], list):
            raise RecordError("seats: expected a list")
        seats = [Seat.from_json(s) for s in data.get("seats") or []]
        record = GameRecord.from_json(data.get("record"))
        if not 2 <= len(seats) <= 4:
            raise RecordError("a session needs 2–4 seats")
        rules = KarutaRules(dataset, record.ruleset)
        partial = GameRecord(record.ruleset, record.seats, record.seed, record.initial, list(record.moves), {})
        state = replay(rules, partial)
        if record.final and summarise_final(state) != record.final:
            raise RecordError("the saved game ends differently from its moves")
        if state.players != len(seats):
            raise RecordError("the saved deal has a different number of players than seats")
        seed = data.get("seed") if isinstance(data.get("seed"), int) else 0
        return cls(rules, seats, seed, state, record)

    @classmethod
    def load(cls, dataset, path: str | Path) -> KarutaSession:
        """Read a saved session (raises RecordError or OSError)."""
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except json.JSONDecodeError as error:
            raise RecordError(f"{path}: malformed JSON ({error.msg})") from None
        except UnicodeDecodeError:
            raise RecordError(f"{path}: not UTF-8 text") from None
        return cls.from_json(dataset, data)


def resume_or_new(dataset, path: Path, new) -> tuple[KarutaSession, str, Path | None]:
    """:func:`core.games.session.resume_or_new` for a 旧国かるた save, which replays on ``dataset``.

    Raises:
        OSError: the save could not be resumed and could not be kept aside either.
    """
    def load(where: Path) -> KarutaSession:
        try:
            return KarutaSession.load(dataset, where)
        except RecordError as error:
            raise SessionError(str(error)) from None

    return resume_or_new_session(load, path, new)


def default_autosave_path() -> Path:
    """Where the desktop game autosaves: the user data folder (platformdirs)."""
    from platformdirs import user_data_dir

    return Path(user_data_dir("Kuni Studio", "Kuni Studio")) / "autosave" / "karuta-game.json"
