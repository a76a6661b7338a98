"""core.bundled: where the bundled data is, in a source tree and in the standalone app (no Qt).

The standalone app (tools/build_bundle.py, PyInstaller) sets ``sys.frozen`` and ``sys._MEIPASS``; these tests
set them in a child Python, as the bundle's own start does, so the module under test is imported fresh.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import core
from core import bundled

ROOT = Path(__file__).resolve().parents[2]


def _frozen(code: str, meipass: Path) -> subprocess.CompletedProcess:
    start = f"import sys; sys.frozen = True; sys._MEIPASS = {str(meipass)!r}\n"
    return subprocess.run([sys.executable, "-c", start + code], capture_output=True, text=True, cwd=ROOT,
                          env={"PYTHONPATH": str(ROOT), "KUNI_LANGUAGE": "en", "PATH": "/usr/bin:/bin"})


def test_in_a_source_tree_the_data_is_beside_the_packages():
    assert not bundled.FROZEN
    assert bundled.ROOT == ROOT
    assert bundled.default_karuta_dataset().is_file()
    assert (bundled.translations_dir() / "kuni_studio_ja.ts").is_file()


def test_in_the_standalone_app_the_data_is_in_the_bundles_folder(tmp_path):
    done = _frozen("from core import bundled; print(bundled.FROZEN, bundled.default_karuta_dataset(), "
                   "bundled.web_dir(), bundled.rules_doc('karuta'))", tmp_path)
    assert done.returncode == 0, done.stderr
    frozen, dataset, web, rules = done.stdout.split()
    assert frozen == "True"
    assert Path(dataset) == tmp_path / "data" / "karuta" / "default.json"
    assert Path(web) == tmp_path / "resources" / "web"
    assert Path(rules) == tmp_path / "docs" / "rules-karuta.md"


def test_the_standalone_app_refuses_to_rebuild_its_own_bundled_boards(tmp_path):
    """`kuni build-board` would write into the bundle's folder: refused with a sentence and exit 2, the folder
    untouched."""
    done = _frozen("from core.cli import main; sys.exit(main(['build-board', 'provinces', '--geodata', '.']))",
                   tmp_path)
    assert done.returncode == 2, done.stderr
    assert "bundled data is read only" in done.stderr and "Traceback" not in done.stderr
    assert list(tmp_path.iterdir()) == []


def test_the_version_is_written_once():
    """pyproject.toml reads core.__version__; `kuni --version` says it."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'dynamic = ["version"]' in text and 'version = {attr = "core.__version__"}' in text
    done = subprocess.run([sys.executable, "-m", "core.cli", "--version"], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0 and done.stdout.strip() == f"kuni {core.__version__}"
