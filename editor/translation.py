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


def error_words(error: BaseException) -> str:
    """What went wrong, as the app says it: a refusal core marked for translation in the app's
    language, an OS error's reason in words (a full disk, no permission), else the error's words."""
    if isinstance(error, OSError) and error.errno is not None:
        from core.io.output_files import reason

        return translated(reason(error))
    return translated(text.sentence_of(error))
