"""core/ must import and work with Qt absent (napari's rule): checked in a fresh interpreter."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r"""
import builtins, importlib, pkgutil, sys
real_import = builtins.__import__
def guarded(name, *args, **kwargs):
    if name.split(".")[0] in ("PySide6", "shiboken6", "editor", "qtapp"):
        raise ImportError(f"core imported {name}")
    return real_import(name, *args, **kwargs)
builtins.__import__ = guarded
import core
for module in pkgutil.walk_packages(core.__path__, "core."):
    importlib.import_module(module.name)
from core.cli import main
sys.exit(main(["validate", "data/karuta/default.json"]))
"""


def test_every_core_module_imports_without_qt():
    """Importing every module under core/ and running `kuni validate` never touches PySide6."""
    result = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True, timeout=120,
                            check=False)
    assert result.returncode == 0, result.stderr
