"""PreferencesDialog: the app's language, the CPUs' speed at the game tables, the card size the
board shows and where games autosave (Qt).

All are kept in the settings: the language under :data:`qtapp.language.SETTINGS_KEY` (“as the
system” removes the choice), the speed under every registered game's own key, which its table's
speed box reads when it opens, the card size under ``cards/size`` (the main window shows it) and
the autosave folder under :data:`qtapp.play.launch.AUTOSAVE_FOLDER_KEY` (empty: the user data
folder).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from core.games import registry
from qtapp import language
from qtapp.play.launch import AUTOSAVE_FOLDER_KEY
from qtapp.play.speed_box import SPEED_LABELS


class PreferencesDialog(QDialog):
    """Language (日本語 / English / as the system), the CPU speed of every game table, the card size
    shown (among ``card_sizes``, the open dataset's candidates) and the autosave folder."""

    def __init__(self, parent: QWidget | None = None, card_sizes: tuple[str, ...] = (), card_size: str = "") -> None:
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
        self.card_size = QComboBox()
        for size in card_sizes:
            self.card_size.addItem(size, size)
        self.card_size.setCurrentIndex(max(0, self.card_size.findData(card_size)))
        self.card_size.setEnabled(bool(card_sizes))
        form.addRow(self.tr("&Card size shown on the board"), self.card_size)
        self.autosave = QLineEdit(self.settings.value(AUTOSAVE_FOLDER_KEY, "") or "")
        self.autosave.setPlaceholderText(self.tr("the user data folder"))
        browse = QPushButton(self.tr("&Browse…"))
        browse.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(self.autosave)
        row.addWidget(browse)
        folder = QLabel(self.tr("&Autosave folder of the games"))
        folder.setBuddy(self.autosave)
        form.addRow(folder, row)
        note = QLabel(self.tr("Windows opened from now on use the new language; the main window changes at once."))
        note.setWordWrap(True)
        form.addRow(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _browse(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Autosave folder"), self.autosave.text())
        if folder:
            self.autosave.setText(folder)

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
        if self.card_size.isEnabled():
            self.settings.setValue("cards/size", self.card_size.currentData())
        folder = self.autosave.text().strip()
        if folder:
            self.settings.setValue(AUTOSAVE_FOLDER_KEY, folder)
        else:
            self.settings.remove(AUTOSAVE_FOLDER_KEY)
        return language.install(language.chosen_language(self.settings))
