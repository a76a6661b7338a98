"""ProvinceCombo: a combo box of the dataset's provinces, searchable by kanji, kana or romaji (Qt)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QCompleter

from core.readings import matches


class ProvinceCombo(QComboBox):
    """Lists ``武蔵 (musashi)`` for every province; ``current_id`` gives the id. Typing 武蔵, むさし,
    ムサシ or musashi (musasi, Musashi) and Enter picks it; the list under the field offers the
    provinces whose name, reading or romaji hold what was typed."""

    def __init__(self, document, parent=None) -> None:
        super().__init__(parent)
        self.document = document
        self.setEditable(True)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.lineEdit().returnPressed.connect(lambda: self.find(self.lineEdit().text()))
        self.reload()

    def reload(self) -> None:
        keep = self.current_id()
        self.blockSignals(True)
        self.clear()
        provinces = self.document.dataset.provinces
        for province in provinces:
            self.addItem(f"{province.kanji} ({province.id})", province.id)
        completer = QCompleter([f"{p.kanji} ({p.id}) {p.kana} {p.romaji}" for p in provinces], self)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.activated.connect(lambda text: self.find(text.split(" ")[0]))
        self.setCompleter(completer)
        self.blockSignals(False)
        if keep:
            self.set_id(keep)

    def current_id(self) -> str:
        return self.currentData() or ""

    def set_id(self, province_id: str) -> None:
        index = self.findData(province_id)
        if index >= 0:
            self.setCurrentIndex(index)

    def find(self, text: str) -> str:
        """Pick the first province whose name, reading or romaji holds ``text``; its id, or ""."""
        for province in self.document.dataset.provinces:
            if matches(text, province.kanji, province.kana, province.romaji) or text.strip() == province.id:
                self.set_id(province.id)
                return province.id
        self.set_id(self.current_id())  # the field shows the province chosen, not the text typed
        return ""
