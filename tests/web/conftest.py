"""The browser the web client's tests drive: one headless chromium per test file (its tabs are
separate devices, each in a browser context of its own)."""

from __future__ import annotations

import pytest
from chromium import Browser


@pytest.fixture(scope="module")
def browser():
    started = Browser()
    yield started
    started.close()
