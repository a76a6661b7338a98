"""CpuSpeedBox: the CPU speed chooser of the play windows, kept in the settings (Qt).

The rule books' speeds — fast (about 0.65 s an action), normal (1.5 s), slow (3 s) and one at a
time — and, when a window is opened with it, ``instant`` (tests and screenshots). The choice is
saved under the window's settings key and is the default next time.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QSettings, Signal
from PySide6.QtWidgets import QComboBox

from qtapp.play.game_controller import SPEEDS

SPEED_LABELS = {"fast": QT_TRANSLATE_NOOP("CpuSpeedBox", "fast (0.65 s)"),
                "normal": QT_TRANSLATE_NOOP("CpuSpeedBox", "normal (1.5 s)"),
                "slow": QT_TRANSLATE_NOOP("CpuSpeedBox", "slow (3 s)"),
                "step": QT_TRANSLATE_NOOP("CpuSpeedBox", "one at a time")}


class CpuSpeedBox(QComboBox):
    """Signals: speedChanged(str) — a key of :data:`qtapp.play.game_controller.SPEEDS`."""

    speedChanged = Signal(str)

    def __init__(self, settings_key: str, speed: str | None = None, parent=None) -> None:
        super().__init__(parent)
        self.settings_key = settings_key
        for name, label in SPEED_LABELS.items():
            self.addItem(self.tr(label), name)
        initial = speed or QSettings("Kuni Studio", "Kuni Studio").value(settings_key, "normal")
        if initial in SPEEDS:
            if self.findData(initial) < 0:  # instant: tests and screenshots
                self.addItem(self.tr("instant") if initial == "instant" else initial, initial)
            self.setCurrentIndex(self.findData(initial))
        self.currentIndexChanged.connect(self._changed)

    def speed(self) -> str:
        return self.currentData()

    def set_speed(self, speed: str) -> None:
        self.setCurrentIndex(self.findData(speed))

    def _changed(self, _index: int) -> None:
        QSettings("Kuni Studio", "Kuni Studio").setValue(self.settings_key, self.speed())
        self.speedChanged.emit(self.speed())
