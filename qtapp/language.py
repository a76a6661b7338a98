"""The app's language: Japanese first, English the alternative (Qt).

The strings people read are written in English in the source and translated with Qt's own system:
``tr()`` in the widgets, ``resources/translations/kuni_studio_ja.ts`` the translation source (kept
with the code; ``python tools/update_translations.py`` refreshes it and builds the ``.qm``), and
Qt's ``qtbase_ja.qm`` for its standard buttons and dialogs. The choice is kept in the settings
(Preferences, or ``kuni-studio --language``); without one the system locale decides: English for an English locale, Japanese for
every other, the C locale of a bare machine included, since the app's users are Japanese.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from core import bundled
from core.text import locale_language

LANGUAGES = {"ja": "日本語", "en": "English"}
SETTINGS_KEY = "ui/language"
_installed: list[QTranslator] = []
_current = ["en"]


def current() -> str:
    """The language the app speaks now (the last one :func:`install` made it speak)."""
    return _current[0]


def system_language() -> str:
    """``en`` when the system's message language is English, else ``ja``: the first of GNU's
    ``LANGUAGE`` list, else ``LC_ALL``, ``LC_MESSAGES``, ``LANG``, else Qt's system locale."""
    return locale_language() or ("en" if QLocale.system().language() == QLocale.Language.English else "ja")


def chosen_language(settings: QSettings | None = None) -> str:
    """The language the person chose in Preferences, else the system's (:func:`system_language`)."""
    settings = settings or QSettings("Kuni Studio", "Kuni Studio")
    value = settings.value(SETTINGS_KEY, "")
    return value if value in LANGUAGES else system_language()


def install(language: str) -> str:
    """Make ``language`` the one the app's strings are shown in from now on (windows made before
    keep theirs); returns it. English is the source language: its file holds only the plural forms
    of counted sentences, and Qt's own strings need none."""
    _current[0] = language
    app = QCoreApplication.instance()
    if app is None:  # no application yet: nothing to translate
        return language
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    files = [(f"kuni_studio_{language}", str(bundled.translations_dir()))]
    if language != "en":
        files.append((f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)))
    for name, folder in files:
        translator = QTranslator(app)
        if translator.load(name, folder):
            app.installTranslator(translator)
            _installed.append(translator)
    QLocale.setDefault(QLocale(QLocale.Language.Japanese if language == "ja" else QLocale.Language.English))
    return language


#: The CPU kinds of every game, as people are told them (the kind's id stays in files and the CLI).
CPU_NAMES = {
    "random": QT_TRANSLATE_NOOP("CpuKind", "random"),
    "greedy": QT_TRANSLATE_NOOP("CpuKind", "greedy"),
    "planner": QT_TRANSLATE_NOOP("CpuKind", "planner"),
    "weak": QT_TRANSLATE_NOOP("CpuKind", "weak"),
    "normal": QT_TRANSLATE_NOOP("CpuKind", "normal"),
    "strong": QT_TRANSLATE_NOOP("CpuKind", "strong"),
}


def cpu_name(kind: str) -> str:
    """A CPU kind's name in the app's language (an unknown kind as it is)."""
    return QCoreApplication.translate("CpuKind", CPU_NAMES[kind]) if kind in CPU_NAMES else kind
