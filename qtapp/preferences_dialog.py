"""PreferencesDialog: the app's language and the CPUs' speed at the game tables (Qt).

Both are kept in the settings: the language under :data:`qtapp.language.SETTINGS_KEY` (“as the
system” removes the choice), the speed under every registered game's own key, which its table's
speed box reads when it opens.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from core.games import registry
from qtapp import language
from qtapp.play.speed_box import SPEED_LABELS


class PreferencesDialog(QDialog):
    """Language (日本語 / English / as the system) and the CPU speed of every game table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self.settings = QSettings("Kuni Studio", "Kuni Studio")
        form = QFormLayout(self)
        self.language = QComboBox()
        self.language.addItem(self.tr("As the system ({language})").format(
            language=language.LANGUAGES[language.system_language()]), "")
        for code, name in language.LANGUAGES.items():
            self.language.addItem(name, code)
        chosen = self.settings.value(language.SETTINGS_KEY, "")
        self.language.setCurrentIndex(max(0, self.language.findData(chosen)))
        form.addRow(self.tr("&Language"), self.language)
        self.speed = QComboBox()
        for key, label in SPEED_LABELS.items():
            self.speed.addItem(QCoreApplication.translate("CpuSpeedBox", label), key)
        speeds = {self.settings.value(f"{spec.name}/speed", "normal") for spec in registry.games()}
        self.speed.setCurrentIndex(max(0, self.speed.findData(speeds.pop() if len(speeds) == 1 else "normal")))
        form.addRow(self.tr("CPU &speed at the game tables"), self.speed)
        note = QLabel(self.tr("Windows opened from now on use the new language; the main window changes at once."))
        note.setWordWrap(True)
        form.addRow(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def chosen_language(self) -> str:
        """The language chosen: a code of :data:`qtapp.language.LANGUAGES`, or "" for the system's."""
        return self.language.currentData()

    def apply(self) -> str:
        """Keep the choices; returns the language the app now speaks."""
        if self.chosen_language():
            self.settings.setValue(language.SETTINGS_KEY, self.chosen_language())
        else:
            self.settings.remove(language.SETTINGS_KEY)
        for spec in registry.games():
            self.settings.setValue(f"{spec.name}/speed", self.speed.currentData())
        return language.install(language.chosen_language(self.settings))
