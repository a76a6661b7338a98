"""The one module that knows where the bundled ``data/`` and ``resources/`` folders are (no Qt).

Both live beside the packages in the source tree (``pip install -e .`` uses them in place). Keeping
every path lookup here lets packaging change later without a hunt.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
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


#: The games whose rules, as the engine plays them, are written up in ``docs/rules-<game>.md``.
RULE_BOOKS = {"karuta": "旧国かるた", "battle": "市区町村バトル", "shima": "しま", "chakai": "北野大茶会"}


def rules_doc(game: str) -> Path:
    """``docs/rules-<game>.md``: a game's rules clause by clause, with our readings of the silent
    places (shown in the games' Help ▸ Rules window)."""
    if game not in RULE_BOOKS:
        raise KeyError(f"no rules are written up for '{game}' (known: {', '.join(RULE_BOOKS)})")
    return ROOT / "docs" / f"rules-{game}.md"
