"""The chance of a game dealt from a room's secret seed (no Qt).

A room server deals each game from 128 random bits (``secrets``): the deal a seat sees — the island,
its own hand — cannot single the seed out. The chance that comes later (しま's dice and stolen
cards, 北野大茶会's reshuffle, 市区町村バトル's overseas calls) is drawn by each engine from a seed its
state carries, so that a record replays exactly; for such a game that seed is 128 bits too, derived
from the game's seed by SHA-256 (:func:`chance_seed`), so nothing a seat is shown narrows it down.
Games dealt from the small seeds of the simulators, the desktop and records written before keep the
narrower seeds their engines always drew, and replay as they did.
"""

from __future__ import annotations

import hashlib

#: Seeds from here up are a room's secret ones (a server draws 2**127 and up).
WIDE_SEED = 1 << 64


def chance_seed(seed: int) -> int | None:
    """The 128-bit seed of the later chance of a game dealt from ``seed``, None for a small seed."""
    if seed < WIDE_SEED:
        return None
    return int.from_bytes(hashlib.sha256(f"kuni-chance:{seed}".encode()).digest()[:16], "big") | 1 << 127


def room_seed(rng) -> int:
    """A room's deal seed: 127 random bits of ``rng`` (the system's randomness) above the top bit."""
    return 1 << 127 | rng.getrandbits(127)
