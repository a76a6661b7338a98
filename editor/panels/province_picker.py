"""ProvinceCombo: a combo box of the dataset's provinces, by kanji and id (Qt)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox


class ProvinceCombo(QComboBox):
    """Lists ``武蔵 (musashi)`` for every province; ``current_id`` gives the id."""

    def __init__(self, document, parent=None) -> None:
        super().__init__(parent)
        self.document = document
        self.reload()

    def reload(self) -> None:
        keep = self.current_id()
        self.blockSignals(True)
        self.clear()
        for province in self.document.dataset.provinces:
            self.addItem(f"{province.kanji} ({province.id})", province.id)
        self.blockSignals(False)
        if keep:
            self.set_id(keep)

    def current_id(self) -> str:
        return self.currentData() or ""

    def set_id(self, province_id: str) -> None:
        index = self.findData(province_id)
        if index >= 0:
            self.setCurrentIndex(index)
