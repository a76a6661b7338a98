"""The one module that knows where the bundled ``data/`` and ``resources/`` folders are (no Qt).

Both live beside the packages in the source tree (``pip install -e .`` uses them in place). In the
standalone app that ``tools/build_bundle.py`` makes (PyInstaller) they lie in the bundle's own
folder (``sys._MEIPASS``), read only: what the app writes goes to the user folders (platformdirs).
Keeping every path lookup here lets packaging change without a hunt.
"""

from __future__ import annotations

import sys
from pathlib import Path

#: True in the standalone app (PyInstaller sets ``sys.frozen``): its data is read only.
FROZEN = bool(getattr(sys, "frozen", False) and hasattr(sys, "_MEIPASS"))
ROOT = Path(sys._MEIPASS) if FROZEN else Path(__file__).resolve().parent.parent
DATA_DIR = ROOT / "data"
RESOURCES_DIR = ROOT / "resources"


def default_karuta_dataset() -> Path:
    """``data/karuta/default.json``: the 旧国かるた default dataset."""
    return DATA_DIR / "karuta" / "default.json"


def board_path(name: str) -> Path:
    """``data/boards/<name>.json``: a built board."""
    return DATA_DIR / "boards" / f"{name}.json"


def province_table() -> Path:
    """``data/provinces/municipality_province.csv``: municipality → old province."""
    return DATA_DIR / "provinces" / "municipality_province.csv"


def municipality_reference() -> Path:
    """``data/municipalities/reference.json``: towns, flags, sister cities (imported from refdata)."""
    return DATA_DIR / "municipalities" / "reference.json"


def shared_dir() -> Path:
    """``../shared`` beside the checkout: read only by build steps, never at run time."""
    return ROOT.parent / "shared"


def rules_doc(game: str) -> Path:
    """``docs/rules-<game>.md``: a game's rules clause by clause, with our readings of the silent
    places (each game's spec points its Help ▸ Rules window here)."""
    return ROOT / "docs" / f"rules-{game}.md"


def translations_dir() -> Path:
    """``resources/translations``: the app's Qt translations (``kuni_studio_<lang>.ts`` sources and
    the ``.qm`` files built from them)."""
    return RESOURCES_DIR / "translations"


def player_rules(game: str, language: str) -> Path:
    """``resources/rules/<game>.<language>.md``: a game's rules for its players, in the designers'
    own words (Japanese, written by ``tools/make_player_rules.py``) or in English."""
    return RESOURCES_DIR / "rules" / f"{game}.{language}.md"


def app_icon() -> Path:
    """``resources/icons/kuni-studio.png``: the app's icon (the window's, and the standalone programs')."""
    return RESOURCES_DIR / "icons" / "kuni-studio.png"


def web_dir() -> Path:
    """``resources/web``: the browser's client (pages, ES modules, styles) that ``kuni serve`` serves."""
    return RESOURCES_DIR / "web"
