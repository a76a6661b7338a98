"""Test configuration: Qt runs headless, and paths to the bundled data and golden cases."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

# Before anything imports Qt: no screen on CI machines.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The tests are written in the app's source language, English; a machine's locale would make the app
# start in Japanese (tests/qtapp/test_language.py sets its own).
os.environ["LANGUAGE"] = "en"
os.environ.pop("KUNI_LANGUAGE", None)

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


@pytest.fixture(autouse=True)
def english_after_each_test():
    """A test that starts the app in-process (``kuni-studio --screenshot``) installs the language
    of this machine's locale, Japanese on most: every test after it starts again in English, the
    source language the assertions are written in."""
    yield
    import sys

    language = sys.modules.get("qtapp.language")
    if language is not None:
        language.install("en")
