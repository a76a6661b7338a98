"""Exact card layouts kept between sessions (no Qt): minutes of search done once per board and size.

The exact search (:mod:`core.geometry.sat_layout`) takes minutes where every card moves,
and what it finds depends only on the home points, the board's extent, the card size and the
search itself. So the app keeps each exact layout in the user cache folder (platformdirs), under
a key made of all of those, and shows it at once the next time that size is asked for. Entries
are written atomically; one that cannot be read, or whose layout breaks a rule, is ignored (the
size is then laid out again).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import numpy as np

from core.geometry.card_layout import CardLayout, keeps_rules
from core.io.atomic_write import atomic_write_bytes
from core.text import from_json, to_json

#: Part of every key: raise it when the exact search changes what it finds, so old entries go unused.
STORE_VERSION = 2  # 2: the 1-px lattice


def default_store_dir() -> Path:
    """``…/Kuni Studio/card-layouts`` in the user cache folder (platformdirs)."""
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("Kuni Studio", "Kuni Studio")) / "card-layouts"


class ExactLayoutStore:
    """Exact layouts on disk, one JSON file per board and card size."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = Path(directory) if directory is not None else default_store_dir()

    @staticmethod
    def key(homes: np.ndarray, w: float, h: float, bounds) -> str:
        """A name for one question: the homes, the board's extent, the card size, the search."""
        from core.geometry import sat_layout

        digest = hashlib.sha256()
        digest.update(np.round(np.asarray(homes, dtype=float), 6).tobytes())
        digest.update(json.dumps([round(float(b), 6) for b in bounds] + [float(w), float(h), STORE_VERSION,
                                                                         sat_layout.SOLVER]).encode())
        return digest.hexdigest()[:32]

    def path(self, homes: np.ndarray, w: float, h: float, bounds) -> Path:
        return self.directory / f"{w:g}x{h:g}-{self.key(homes, w, h, bounds)}.json"

    def load(self, homes: np.ndarray, w: float, h: float, bounds) -> CardLayout | None:
        """The stored exact layout for this question, or None (none stored, unreadable, or not
        keeping every rule)."""
        homes = np.asarray(homes, dtype=float)
        try:
            data = json.loads(self.path(homes, w, h, bounds).read_text(encoding="utf-8"))
            centres = np.asarray(data["centres"], dtype=float)
            floor = data.get("proven_floor")
            layout = CardLayout(w, h, homes, centres, tuple(bounds), pairs_before=int(data["pairs_before"]),
                                seconds=float(data["seconds"]), notes=[from_json(n) for n in data.get("notes", [])],
                                method=str(data["method"]), proven_floor=None if floor is None else float(floor))
        except (OSError, ValueError, KeyError, TypeError):
            return None
        if centres.shape != homes.shape or not keeps_rules(centres, homes, w, h, tuple(bounds)):
            return None
        return layout

    def save(self, layout: CardLayout) -> bool:
        """Keep an exact layout; False (and nothing half-written) when the folder cannot be written."""
        data = {
            "size": f"{layout.width:g}x{layout.height:g}",
            "centres": np.asarray(layout.centres, dtype=float).tolist(),
            "pairs_before": layout.pairs_before,
            "seconds": layout.seconds,
            "notes": [to_json(note) for note in layout.notes],
            "method": layout.method,
            "proven_floor": layout.proven_floor,
        }
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            atomic_write_bytes(self.path(layout.homes, layout.width, layout.height, layout.bounds),
                               json.dumps(data).encode("utf-8"))
        except OSError:
            return False
        return True
