"""TownPanel: find a town, and edit what makes it itself — specialties and stars, abilities, flags,
sister-city links and sea links (Qt). Every change is a core edit pushed through the document."""

from __future__ import annotations

import html

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QCompleter,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.edits.municipality_edits import (
    AddSeaLink,
    AddSisterLink,
    AddSpecialty,
    ConfirmSeaLink,
    RemoveSeaLink,
    RemoveSisterLink,
    RemoveSpecialty,
    SetAbilities,
    SetSpecialty,
    SetTownFlags,
)
from core.models.abilities import ABILITIES
from core.models.municipality import STAR_MAX, STAR_MIN
from core.models.sea_link import SEA_LINK_KINDS
from core.models.town_strength import cell_movement, cell_stars
from core.readings import kana_to_romaji, matches
from editor.dataset_document import DatasetDocument
from editor.panels.edit_feedback import delete_key, push_or_warn


def town_matches(dataset, text: str) -> list[str]:
    """Codes of the towns whose name, reading (either kana) or romaji holds ``text``, or whose code
    it is (:func:`core.readings.matches`: 千代田, ちよだ, チヨダ and chiyoda find 千代田区)."""
    code = text.strip()
    return [m.code for m in dataset.municipalities if matches(text, m.name, m.kana) or code == m.code]


#: The kind box's words for each of SEA_LINK_KINDS.
SEA_KIND_WORDS = {"ferry": QT_TRANSLATE_NOOP("TownPanel", "ferry (航路)"),
                  "bridge": QT_TRANSLATE_NOOP("TownPanel", "bridge (橋)"),
                  "tunnel": QT_TRANSLATE_NOOP("TownPanel", "tunnel (トンネル)")}


class TownPanel(QWidget):
    """Signals: townSelected(str) — a town was chosen (search or list); the board jumps to it."""

    townSelected = Signal(str)

    def __init__(self, document: DatasetDocument, parent=None) -> None:
        super().__init__(parent)
        self.document = document
        self.code = ""
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search a town by name, reading or romaji (e.g. 千代田, ちよだ, chiyoda)"))
        self.search.returnPressed.connect(self._on_search)
        completer = QCompleter([f"{m.name} {m.kana} {kana_to_romaji(m.kana)}"
                                for m in document.dataset.municipalities], self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.activated.connect(lambda text: self.find(text.split(" ")[0]))
        self.search.setCompleter(completer)
        self.header = QLabel(self.tr("Pick a town on the map or search for it."))
        self.header.setWordWrap(True)
        self.flags = {
            "designated_city": QCheckBox(self.tr("Designated city (seat)")),
            "prefectural_capital": QCheckBox(self.tr("Prefectural capital")),
            "special_ward": QCheckBox(self.tr("Special ward")),
        }
        for key, box in self.flags.items():
            box.toggled.connect(lambda on, k=key: self._push(SetTownFlags(self.code, **{k: on})) if self.code else None)
        self.specialties = QTableWidget(0, 2)
        self.specialties.setHorizontalHeaderLabels([self.tr("Specialty"), "★"])
        self.specialties.horizontalHeader().setStretchLastSection(True)
        self.specialties.itemChanged.connect(self._on_specialty_edited)
        self.new_specialty = QLineEdit()
        self.new_specialty.setPlaceholderText(self.tr("new specialty"))
        self.new_stars = QSpinBox()
        self.new_stars.setRange(STAR_MIN, STAR_MAX)
        add_specialty = QPushButton(self.tr("&Add"))
        add_specialty.clicked.connect(self.add_specialty)
        remove_specialty = QPushButton(self.tr("Remove"))
        remove_specialty.clicked.connect(self.remove_specialty)
        self.abilities = QListWidget()
        for ability, (japanese, english) in ABILITIES.items():
            item = QListWidgetItem(self.tr("{japanese} — {english}").format(japanese=japanese, english=english))
            item.setData(Qt.ItemDataRole.UserRole, ability)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.abilities.addItem(item)
        self.abilities.itemChanged.connect(self._on_ability_toggled)
        self.links = QListWidget()
        delete_key(self.links, self.remove_selected_link)
        delete_key(self.specialties, self.remove_specialty)
        self.partner = QComboBox()
        self.partner.setEditable(True)
        add_link = QPushButton(self.tr("Add &link"))
        add_link.clicked.connect(self.add_link_from_combo)
        remove_link = QPushButton(self.tr("Remove link"))
        remove_link.clicked.connect(self.remove_selected_link)
        self.pick_sea = QPushButton(self.tr("Add sea link: pick the other town on the &map"))
        self.pick_sea.setCheckable(True)
        # a sea link picked in the list: confirm what it is (a new board's are suggestions to review)
        self.sea_kind = QComboBox()
        for kind in SEA_LINK_KINDS:
            self.sea_kind.addItem(self.tr(SEA_KIND_WORDS.get(kind, kind)), kind)
        self.confirm_sea = QPushButton(self.tr("&Confirm sea link"))
        self.confirm_sea.clicked.connect(self.confirm_selected_sea_link)
        self.links.currentItemChanged.connect(self._on_link_picked)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.search)
        layout.addWidget(self.header)
        for box in self.flags.values():
            layout.addWidget(box)
        layout.addWidget(QLabel(self.tr("Specialties (double-click to rename or change ★):")))
        layout.addWidget(self.specialties, 2)
        row = QHBoxLayout()
        row.addWidget(self.new_specialty)
        row.addWidget(self.new_stars)
        row.addWidget(add_specialty)
        row.addWidget(remove_specialty)
        layout.addLayout(row)
        layout.addWidget(QLabel(self.tr("Abilities:")))
        layout.addWidget(self.abilities, 2)
        layout.addWidget(QLabel(self.tr("Sister cities and sea links:")))
        layout.addWidget(self.links, 2)
        form = QFormLayout()
        form.addRow(self.tr("Partner"), self.partner)
        layout.addLayout(form)
        row = QHBoxLayout()
        row.addWidget(add_link)
        row.addWidget(remove_link)
        layout.addLayout(row)
        layout.addWidget(self.pick_sea)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Sea link is a")))
        row.addWidget(self.sea_kind, 1)
        row.addWidget(self.confirm_sea)
        layout.addLayout(row)
        document.changed.connect(self.refresh)
        self._fill_partners()
        self.refresh()

    # -- choosing a town ---------------------------------------------------------------------------

    def _on_search(self) -> None:
        self.find(self.search.text())

    def find(self, text: str) -> str:
        """Select the first town matching ``text``; returns its code or ""."""
        matches = town_matches(self.document.dataset, text)
        if matches:
            self.select_town(matches[0])
            self.townSelected.emit(matches[0])
            return matches[0]
        return ""

    def select_town(self, code: str) -> None:
        self.code = code
        self.refresh()

    def town_clicked(self, code: str) -> bool:
        """A click on the board: picks the sea-link partner when asked to, else selects the town."""
        if self.pick_sea.isChecked() and self.code and code != self.code:
            self.pick_sea.setChecked(False)
            self._push(AddSeaLink(self.code, code, "ferry", "added in the editor"))
            return True
        self.select_town(code)
        return True

    # -- showing -----------------------------------------------------------------------------------

    def _fill_partners(self) -> None:
        self.partner.clear()
        for town in self.document.dataset.municipalities:
            self.partner.addItem(f"{town.name} ({town.code})", f"domestic:{town.code}")
        for city in self.document.dataset.overseas_cities:
            self.partner.addItem(self.tr("{city}, {country} (overseas)").format(city=city.name, country=city.country),
                                 f"overseas:{city.id}")

    def refresh(self, _change=None) -> None:
        town = self.document.dataset.municipality(self.code) if self.code else None
        for widget in (self.specialties, self.abilities, self.links):
            widget.blockSignals(True)
        self.specialties.setRowCount(0)
        self.links.clear()
        if town is None:
            self.header.setText(self.tr("Pick a town on the map or search for it."))
        else:
            self.header.setText(
                f"<b>{town.name}</b>（{town.kana or '—'}） {town.prefecture} {town.code}<br>"
                + self.tr("★{stars} · movement {movement} · {area:.1f} km² · population {population}").format(
                    stars=cell_stars(town), movement=cell_movement(town), area=town.area_km2 or 0,
                    population=town.population if town.population is not None else "—")
                # what the data says of the town itself (南樺太's estimated boundaries and places)
                + (f"<br><i>{html.escape(town.note)}</i>" if town.note else ""))
            for key, box in self.flags.items():
                box.blockSignals(True)
                box.setChecked(bool(getattr(town, key)))
                box.blockSignals(False)
            for row, specialty in enumerate(town.specialties):
                self.specialties.insertRow(row)
                self.specialties.setItem(row, 0, QTableWidgetItem(specialty.name))
                self.specialties.setItem(row, 1, QTableWidgetItem(str(specialty.stars)))
            for k in range(self.abilities.count()):
                item = self.abilities.item(k)
                on = item.data(Qt.ItemDataRole.UserRole) in town.abilities
                item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
            names = {m.code: m.name for m in self.document.dataset.municipalities}
            overseas = {c.id: f"{c.name} ({c.country})" for c in self.document.dataset.overseas_cities}
            for link in self.document.dataset.sister_city_links:
                if self.code in (link.a, link.b):
                    other = link.b if link.a == self.code else link.a
                    text = overseas.get(other, other) if link.kind == "overseas" else names.get(other, other)
                    item = QListWidgetItem(f"♥ {text}")
                    item.setData(Qt.ItemDataRole.UserRole, ("sister", link.kind, link.a, link.b))
                    self.links.addItem(item)
            for link in self.document.dataset.sea_links:
                if self.code in (link.a, link.b):
                    other = link.b if link.a == self.code else link.a
                    kind = self.tr(SEA_KIND_WORDS.get(link.kind, link.kind))
                    item = QListWidgetItem(f"⚓ {names.get(other, other)} ({kind}"
                                           + (self.tr(", suggested") if link.suggested else "") + ")")
                    item.setData(Qt.ItemDataRole.UserRole, ("sea", link.kind, link.a, link.b))
                    self.links.addItem(item)
        for widget in (self.specialties, self.abilities, self.links):
            widget.blockSignals(False)
        self._on_link_picked()

    # -- editing -----------------------------------------------------------------------------------

    def _push(self, edit) -> bool:
        if push_or_warn(self, self.document, edit, self.tr("Cannot change the town")):
            return True
        self.refresh()  # put back what the widgets showed before the rejected change
        return False

    def add_specialty(self) -> bool:
        name = self.new_specialty.text().strip()
        if not self.code or not name:
            return False
        if self._push(AddSpecialty(self.code, name, self.new_stars.value())):
            self.new_specialty.clear()
            return True
        return False

    def remove_specialty(self) -> None:
        row = self.specialties.currentRow()
        if self.code and row >= 0:
            self._push(RemoveSpecialty(self.code, row))

    def _on_specialty_edited(self, item) -> None:
        row = item.row()
        name_item, stars_item = self.specialties.item(row, 0), self.specialties.item(row, 1)
        if not self.code or name_item is None or stars_item is None:
            return
        try:
            stars = int(stars_item.text())
        except ValueError:
            self.refresh()
            return
        self._push(SetSpecialty(self.code, row, name_item.text().strip(), stars))

    def _on_ability_toggled(self, _item) -> None:
        if not self.code:
            return
        chosen = tuple(self.abilities.item(k).data(Qt.ItemDataRole.UserRole) for k in range(self.abilities.count())
                       if self.abilities.item(k).checkState() == Qt.CheckState.Checked)
        self._push(SetAbilities(self.code, chosen))

    def add_link_from_combo(self) -> bool:
        data = self.partner.currentData()
        if not self.code or not data:
            return False
        kind, other = data.split(":", 1)
        return self._push(AddSisterLink(kind, self.code, other))

    def _selected_sea_link(self):
        item = self.links.currentItem()
        data = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return data if data and data[0] == "sea" else None

    def _on_link_picked(self, _current=None, _previous=None) -> None:
        link = self._selected_sea_link()
        self.confirm_sea.setEnabled(link is not None)
        self.sea_kind.setEnabled(link is not None)
        if link is not None:
            self.sea_kind.setCurrentIndex(self.sea_kind.findData(link[1]))

    def select_sea_link(self, a: str, b: str) -> None:
        """Pick the sea link a–b in the list (the town a or b is the one shown)."""
        for k in range(self.links.count()):
            data = self.links.item(k).data(Qt.ItemDataRole.UserRole)
            if data[0] == "sea" and {data[2], data[3]} == {a, b}:
                self.links.setCurrentRow(k)
                return

    def confirm_selected_sea_link(self) -> bool:
        """The picked sea link is what the kind box says, and no longer a suggestion."""
        link = self._selected_sea_link()
        if link is None:
            return False
        _what, _kind, a, b = link
        if self._push(ConfirmSeaLink(a, b, self.sea_kind.currentData())):
            self.select_sea_link(a, b)
            return True
        return False

    def remove_selected_link(self) -> None:
        item = self.links.currentItem()
        if item is None:
            return
        what, kind, a, b = item.data(Qt.ItemDataRole.UserRole)
        self._push(RemoveSisterLink(kind, a, b) if what == "sister" else RemoveSeaLink(a, b))
