"""Render the screenshots in ``docs/screenshots/``: the main window and each registered game's table,
in Japanese and in English.

``QT_QPA_PLATFORM=offscreen python tools/make_screenshots.py`` runs ``kuni-studio --screenshot``
for each (a new game dealt with a fixed seed, never the user's autosave) and writes
``<what>-<language>.png``.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "screenshots"
SEEDS = {"karuta": 2, "battle": 3, "chakai": 4, "shima": 5}


def main() -> int:
    sys.path.insert(0, str(ROOT))
    from core.games import registry

    OUT.mkdir(parents=True, exist_ok=True)
    shots = [("main", ["--layers", "cards"])]
    shots += [(spec.name, ["--game", spec.name, "--seed", str(SEEDS.get(spec.name, 1))]) for spec in registry.games()]
    for language in ("ja", "en"):
        for name, args in shots:
            out = OUT / f"{name}-{language}.png"
            subprocess.run([sys.executable, "-m", "qtapp.main", *args, "--language", language, "--screenshot",
                            str(out)], check=True, cwd=ROOT, capture_output=True)
            print(out.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
