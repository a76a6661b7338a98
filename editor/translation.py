"""Core's sentences (:class:`core.text.Text`) in the app's language, through Qt's translators (Qt).

Core marks what people read and stays Qt-free; the widgets show it through :func:`translated`, which
looks each sentence up with ``QCoreApplication.translate`` — the translators
:mod:`qtapp.language` installs. Plain strings (names, numbers) pass through as they are.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from core import text


def _lookup(context: str, source: str) -> str:
    return QCoreApplication.translate(context, source)


def translated(sentence) -> str:
    """``sentence`` in the app's language when core marked it for translation, else as it is."""
    return text.shown(sentence, _lookup)
