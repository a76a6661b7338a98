"""Refresh the app's translation sources and build the files it loads.

``python tools/update_translations.py`` runs ``pyside6-lupdate`` over ``qtapp/``, ``editor/`` and ``core/``
(every ``tr()``/``translate()`` string; strings no longer in the code are dropped) into
``resources/translations/kuni_studio_ja.ts`` (and into ``kuni_studio_en.ts`` the strings with a
count, ``%n``, whose English plural forms the source cannot hold), then ``pyside6-lrelease`` into
the ``.qm`` files the app loads. Translate new strings in the ``.ts`` (Qt Linguist: ``pyside6-linguist``, or any text
editor), then run this again; ``tests/qtapp/test_language.py`` fails while a string is untranslated
or the ``.qm`` is older than its source.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES = ("ja", "en")
SOURCES = ("qtapp", "editor", "core")


def source_files() -> list[str]:
    """The Python files whose strings are translated, relative to the checkout, in a fixed order."""
    return sorted(str(path.relative_to(ROOT)) for folder in SOURCES for path in (ROOT / folder).rglob("*.py"))


def tool(name: str) -> str:
    """A Qt tool installed with PySide6 (beside this Python first, then on PATH)."""
    beside = Path(sys.executable).with_name(name)
    found = str(beside) if beside.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"update_translations: {name} not found (it comes with PySide6)")
    return found


def update(ts_path: Path, plurals_only: bool = False) -> None:
    """``ts_path`` brought in line with the code (new strings unfinished, gone ones dropped)."""
    options = ["-pluralonly"] if plurals_only else []
    subprocess.run([tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none", *options, *source_files(),
                    "-ts", str(ts_path)], cwd=ROOT, check=True, capture_output=True)


def release(ts_path: Path, qm_path: Path) -> None:
    subprocess.run([tool("pyside6-lrelease"), str(ts_path), "-qm", str(qm_path)], check=True, capture_output=True)


def main() -> int:
    for language in LANGUAGES:
        ts_path = TRANSLATIONS / f"kuni_studio_{language}.ts"
        update(ts_path, plurals_only=language == "en")
        release(ts_path, ts_path.with_suffix(".qm"))
        print(ts_path.relative_to(ROOT), "and", ts_path.with_suffix(".qm").name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
