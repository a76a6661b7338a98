"""Qt test setup: settings, the editor's unsaved copies and the exact card layouts go to a throw-away
location, never the user's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, QStandardPaths


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path, monkeypatch):
    from core.io import recovery

    monkeypatch.setattr(recovery, "default_recovery_dir", lambda: tmp_path / "recovery")
    from core.geometry import layout_store

    monkeypatch.setattr(layout_store, "default_store_dir", lambda: tmp_path / "card-layouts")
    QStandardPaths.setTestModeEnabled(True)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    yield


@pytest.fixture
def japanese():
    """The app in Japanese for one test (the Qt tests run in English, the source language)."""
    from qtapp import language

    language.install("ja")
    yield
    language.install("en")


@pytest.fixture(autouse=True)
def english(qapp):
    """The app in English, as it starts under an English locale: the source strings and the
    plural forms of kuni_studio_en (\"3 cards\", not \"3 card(s)\")."""
    from qtapp import language

    language.install("en")
    yield
