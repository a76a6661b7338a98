"""The municipality board in the editor: search, town inspector edits, sea links, undo, save."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from core.cli import main as kuni
from core.io import load_dataset
from core.models.town_strength import cell_stars
from editor.dataset_document import DatasetDocument
from qtapp.main_window import MainWindow, load_board_for


def open_tokyo(qtbot, tmp_path, prefectures="13"):
    path = tmp_path / f"board-{prefectures}.json"
    assert kuni(["build-board", "municipalities", "--prefectures", prefectures, "--out", str(path)]) == 0
    window = MainWindow(DatasetDocument.open(path, load_board_for), restore_layout=False)
    qtbot.addWidget(window, before_close_func=lambda w: w.document.undo_stack.setClean())
    window.show()
    window.view.fit()
    return window


def click_town(qtbot, window, code):
    region = window.document.board.region(code)
    window.view.centre_on_region(region)
    pos = window.view.mapFromScene(QPointF(*region.label_point))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def test_board_draws_only_the_chosen_prefecture_with_sea_links(qtbot, tmp_path):
    """東京都's 62 cells are drawn (not the nationwide board), with the 9 sea links of the route table."""
    window = open_tokyo(qtbot, tmp_path)
    assert len(window.scene.layer_items("polygons")) == 62
    assert len(window.scene.layer_items("ferries")) == 9
    assert window.editor_tabs.count() == 1 and window.editor_tabs.tabText(0) == "&Towns"


def test_labels_appear_as_you_zoom(qtbot, tmp_path):
    """Level of detail: at the whole-board view small wards have no label; zoomed in they do."""
    window = open_tokyo(qtbot, tmp_path)
    labels = window.scene._label_sizes
    chiyoda = next(label for label, _ in labels if label.text() == "千代田区")
    window.view.fit()
    hidden_at_fit = sum(not label.isVisible() for label, _ in labels)
    window.view.centre_on_region(window.document.board.region("13101"), px_per_km=20)
    assert chiyoda.isVisible() and sum(not label.isVisible() for label, _ in labels) < hidden_at_fit


def test_search_then_edit_specialties_abilities_and_undo(qtbot, tmp_path):
    """Search by reading, add a ★5 specialty (千代田区 ★4 → ★5), tick an ability, undo both."""
    window = open_tokyo(qtbot, tmp_path)
    panel = window.town_panel
    panel.search.setText("ちよだ")
    panel._on_search()
    assert panel.code == "13101"
    panel.new_specialty.setText("皇居")
    panel.new_stars.setValue(5)
    assert panel.add_specialty()
    assert cell_stars(window.document.dataset.municipality("13101")) == 5
    assert "★5" in panel.header.text()
    assert window.scene.star_item("13101").text() == "★5"  # the board's stars layer follows
    item = panel.abilities.item(0)
    item.setCheckState(Qt.CheckState.Checked)
    assert window.document.dataset.municipality("13101").abilities == ("attack-plus-1",)
    window.document.undo_stack.undo()
    window.document.undo_stack.undo()
    town = window.document.dataset.municipality("13101")
    assert town.specialties == () and town.abilities == () and cell_stars(town) == 4
    assert window.scene.star_item("13101").text() == "★4" and window.scene.star_item("13103") is None  # 港区 ★1


def test_sea_link_by_picking_and_sister_link_then_save(qtbot, tmp_path):
    """Pick 大島 then 新島 on the map for a sea link (the table joins them through 利島); link 港区 to a
    town; remove; save and reread."""
    window = open_tokyo(qtbot, tmp_path)
    panel = window.town_panel
    click_town(qtbot, window, "13361")
    assert panel.code == "13361"
    panel.pick_sea.setChecked(True)
    assert not any({s.a, s.b} == {"13361", "13363"} for s in window.document.dataset.sea_links)
    click_town(qtbot, window, "13363")
    assert any({s.a, s.b} == {"13361", "13363"} for s in window.document.dataset.sea_links)
    panel.select_town("13103")
    panel.partner.setCurrentIndex(panel.partner.findData("domestic:13101"))
    assert panel.add_link_from_combo()
    links = [(l.kind, l.a, l.b) for l in window.document.dataset.sister_city_links]
    assert ("domestic", "13103", "13101") in links
    sister_rows = [k for k in range(panel.links.count()) if panel.links.item(k).text().startswith("♥")]
    panel.links.setCurrentRow(sister_rows[-1])
    count = len(window.document.dataset.sister_city_links)
    panel.remove_selected_link()
    assert len(window.document.dataset.sister_city_links) == count - 1
    assert window.save()
    assert load_dataset(window.document.path) == window.document.dataset


def test_unreachable_finding_locates_the_town(qtbot, tmp_path):
    """Removing the 八丈島–青ヶ島 ferry makes 青ヶ島 unreachable; double-clicking selects the town."""
    from core.edits.municipality_edits import RemoveSeaLink

    window = open_tokyo(qtbot, tmp_path)
    link = next(s for s in window.document.dataset.sea_links if "13402" in (s.a, s.b) and "13401" in (s.a, s.b))
    window.document.push(RemoveSeaLink(link.a, link.b))
    item = window.validation_panel.list.item(0)
    assert "cannot be reached" in item.text()
    window.validation_panel.list.itemDoubleClicked.emit(item)
    assert window.town_panel.code in ("13402", "13421")


def test_suggested_sea_links_are_reviewed_from_the_findings(qtbot, tmp_path):
    """長崎県 alone: the ferries of 壱岐 and 対馬 sail from 福岡県 and 佐賀県, so the board suggests a
    link, a warning; double-clicking it picks the town and the link, and Confirm (as a ferry)
    settles it; undo makes it a suggestion again."""
    window = open_tokyo(qtbot, tmp_path, "42")
    document, panel = window.document, window.town_panel

    def unreviewed() -> int:
        return sum(f.rule == "sea-link-unreviewed" for f in document.findings())

    assert unreviewed() == 1
    item = next(window.validation_panel.list.item(k) for k in range(window.validation_panel.list.count())
                if "not reviewed yet" in window.validation_panel.list.item(k).text())
    window.validation_panel.list.itemDoubleClicked.emit(item)
    assert panel.confirm_sea.isEnabled()
    _what, _kind, a, b = panel.links.currentItem().data(Qt.ItemDataRole.UserRole)
    assert panel.code in (a, b)
    panel.sea_kind.setCurrentIndex(panel.sea_kind.findData("ferry"))
    assert panel.confirm_selected_sea_link()
    link = next(s for s in document.dataset.sea_links if {s.a, s.b} == {a, b})
    assert link.kind == "ferry" and not link.suggested and unreviewed() == 0
    assert "suggested" not in panel.links.currentItem().text()
    document.undo_stack.undo()
    assert unreviewed() == 1
    # nothing picked, nothing to confirm
    panel.links.setCurrentRow(-1)
    assert not panel.confirm_sea.isEnabled() and not panel.confirm_selected_sea_link()


def test_import_specialties_from_a_spreadsheet(qtbot, tmp_path, monkeypatch):
    """File ▸ Import specialties: the matched towns get their lists in one undo step (the stars
    layer follows); rows naming no town are shown first and a no imports nothing."""
    from PySide6.QtWidgets import QMessageBox

    window = open_tokyo(qtbot, tmp_path)
    document = window.document
    table = tmp_path / "list.csv"
    table.write_text("name,specialty,stars\n千代田区,皇居,5\n八王子市,高尾山,2\n架空町,x,1\n", encoding="utf-8")
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: (asked.append(a[2]), QMessageBox.StandardButton.No)[1])
    assert not window.import_specialties(str(table))
    assert "line 4: no town called 架空町" in asked[0] and document.undo_stack.count() == 0
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    assert window.import_specialties(str(table))
    assert cell_stars(document.dataset.municipality("13201")) == 2
    assert window.scene.star_item("13101").text() == "★5" and window.scene.star_item("13201").text() == "★2"
    assert document.undo_stack.count() == 1
    document.undo_stack.undo()
    assert cell_stars(document.dataset.municipality("13201")) == 1 and window.scene.star_item("13201") is None
    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warned.append(a[2]))
    assert not window.import_specialties(str(tmp_path / "missing.csv")) and "no such file" in warned[0]
    assert any(a.text() == "&Import specialties…" for a in window.menuBar().actions()[0].menu().actions())


def test_towns_are_found_by_kanji_kana_or_romaji(qtbot, tmp_path):
    from editor.panels.town_panel import town_matches

    window = open_tokyo(qtbot, tmp_path)
    dataset = window.document.dataset
    for typed in ("千代田", "ちよだ", "チヨダ", "chiyoda", "Chiyoda-ku", "13101"):
        assert town_matches(dataset, typed)[:1] == ["13101"], typed
    assert window.town_panel.find("hachiouji") == window.town_panel.find("八王子")


def test_a_south_karafuto_town_says_its_boundary_is_an_estimate(qtbot, tmp_path):
    """北海道 under the 1945 rules has 南樺太: the town panel says a town's boundary is estimated from
    its office, and where even the office's place is, that too."""
    from core.geometry.karafuto_1945 import read_table

    window = open_tokyo(qtbot, tmp_path, prefectures="01")
    by_name = {row["name"]: row["code"] for row in read_table()}
    panel = window.town_panel
    panel.select_town(by_name["豊原市"])
    assert "推定した目安" in panel.header.text() and "位置も" not in panel.header.text()
    panel.select_town(by_name["名好町"])
    assert "位置も名好郡の町村から推定" in panel.header.text()
