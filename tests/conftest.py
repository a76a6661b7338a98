"""Test configuration: Qt runs headless, and paths to the bundled data and golden cases."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

# Before anything imports Qt: no screen on CI machines.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
CASES = Path(__file__).resolve().parent / "cases"


@pytest.fixture
def cases_dir() -> Path:
    """``tests/cases``."""
    return CASES


@pytest.fixture
def default_dataset_path() -> Path:
    """The bundled 旧国かるた dataset."""
    return ROOT / "data" / "karuta" / "default.json"


@pytest.fixture
def shared_geodata() -> Path:
    """``../shared/geodata`` beside the checkout; tests that rebuild from it skip when it is absent."""
    path = ROOT.parent / "shared" / "geodata"
    if not path.is_dir():
        pytest.skip("../shared/geodata is not beside this checkout")
    return path
