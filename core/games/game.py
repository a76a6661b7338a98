"""The shape every game engine shares (OpenSpiel's): pure rules over immutable states (no Qt).

``legal_moves(state)`` lists what the player to move may do; ``apply(state, move)`` returns a new
state or raises :class:`IllegalMove`; ``is_over(state)`` and ``scores(state)`` end a game. All
randomness goes through a seeded ``random.Random`` handed to ``initial_state``. Players only choose
among legal moves (:class:`Player`). Each game registers a :class:`core.games.spec.GameSpec`
(:mod:`core.games.registry`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from core.text import translate


class IllegalMove(ValueError):
    """A move that is not legal in the given state; the state is unchanged."""


#: The most moves any loop that plays a game to its end makes (the longest real game is a few
#: thousand: しま with random CPUs): past it the loop stops with :class:`EndlessGame` rather than
#: run for ever (市区町村バトル with 「上限なし」 and homes nobody can take, a board a bug slipped past).
MOVE_LIMIT = 100_000


class EndlessGame(RuntimeError):
    """A game played to its end that had not ended after :data:`MOVE_LIMIT` moves."""


def check_move_count(moves: int, what: str = "the game") -> None:
    """Raise :class:`EndlessGame` once ``moves`` passes :data:`MOVE_LIMIT`."""
    if moves > MOVE_LIMIT:
        raise EndlessGame(f"{what} had not ended after {MOVE_LIMIT:,} moves: it was stopped (a turn limit of 0 "
                          "on a board where no home can fall plays for ever)")


class Rules(Protocol):
    """A game's rules."""

    def initial_state(self, players: int, rng: random.Random) -> Any: ...

    def legal_moves(self, state: Any) -> Sequence[Any]: ...

    def apply(self, state: Any, move: Any) -> Any: ...

    def is_over(self, state: Any) -> bool: ...

    def scores(self, state: Any) -> list[float]: ...

    def to_move(self, state: Any) -> int: ...


class Player(Protocol):
    """A CPU player: picks one of the legal moves, deterministically for its seed."""

    name: str

    def decide(self, rules: Rules, state: Any, legal: Sequence[Any]) -> Any: ...


def check_cpu_kinds(kinds: Sequence[str], players: int, known) -> None:
    """Refuse CPU kinds a game does not have, or a count that is not one per seat.

    Raises:
        ValueError: the first unknown kind, or the counts.
    """
    unknown = [k for k in kinds if k not in known]
    if unknown:
        raise ValueError(translate("GameSetup", "there is no CPU called {kind}: give one of {known}").format(
            kind=repr(unknown[0]), known=", ".join(known)))
    if len(kinds) != players:
        raise ValueError(translate("GameSetup", "{kinds} CPU kinds for {players} players: give one kind for "
                                                "every seat, or one for all").format(kinds=len(kinds), players=players))

