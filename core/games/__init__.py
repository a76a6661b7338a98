"""Game engines, one package per game, all of the shape of :mod:`core.games.game` (no Qt)."""
