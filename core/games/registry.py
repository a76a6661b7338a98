"""The registry of games by short name: each game's package registers its :class:`GameSpec` (no Qt).

The four games that come with Kuni Studio are found through the ``kuni_studio.games`` entry-point
group of the installed distribution (``pyproject.toml``), as any other package's games would be;
:data:`BUILTIN` keeps them available where the distribution is not installed (a source checkout
on ``PYTHONPATH``). A game that lives elsewhere — the conformance tests' own small game — calls
:func:`register` itself. Nothing here or in any generic caller names a game.
"""

from __future__ import annotations

import importlib
from importlib.metadata import entry_points

from core.games.spec import GameSpec

#: The modules of the games that come with Kuni Studio (each defines ``SPEC``).
BUILTIN = (
    "core.games.karuta.spec",
    "core.games.battle.spec",
    "core.games.chakai.spec",
    "core.games.shima.spec",
)
ENTRY_POINT_GROUP = "kuni_studio.games"

_GAMES: dict[str, GameSpec] = {}
_loaded = False


class UnknownGame(KeyError):
    """A game name nobody registered; the message names the known ones."""

    def __str__(self) -> str:
        return str(self.args[0])


def register(spec: GameSpec) -> GameSpec:
    """Add a game (a later registration under the same name replaces the earlier one)."""
    _GAMES[spec.name] = spec
    return spec


def unregister(name: str) -> None:
    """Remove a game (tests that register a game of their own take it away again)."""
    _GAMES.pop(name, None)


def _load() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for module in BUILTIN:
        register(importlib.import_module(module).SPEC)
    for entry in entry_points(group=ENTRY_POINT_GROUP):
        if entry.name not in _GAMES:
            register(entry.load())


def games() -> list[GameSpec]:
    """Every registered game, in registration order (the built-in four first)."""
    _load()
    return list(_GAMES.values())


def names() -> list[str]:
    return [spec.name for spec in games()]


def get(name: str) -> GameSpec:
    """The game registered as ``name``.

    Raises:
        UnknownGame: nobody registered it (the message lists the known names).
    """
    _load()
    try:
        return _GAMES[name]
    except KeyError:
        raise UnknownGame(f"unknown game '{name}' (known: {', '.join(_GAMES)})") from None


def by_record_format(record_format: str) -> GameSpec | None:
    """The game whose records have this ``format`` (None: no game's)."""
    return next((spec for spec in games() if spec.record_format == record_format), None)


def by_session_format(session_format: str) -> GameSpec | None:
    return next((spec for spec in games() if spec.session_format == session_format), None)
