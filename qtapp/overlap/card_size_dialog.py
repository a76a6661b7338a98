"""The card-size comparison in the app: every candidate size laid out, side by side with the
designers' table (Qt view over :func:`core.geometry.card_study.compare_with_designers`).

Layouts come from the main window's :class:`CardLayoutCache` (worker threads, cached per size), so
a size already shown on the board costs nothing here and the dialog never blocks the window.
**Search exactly** asks the SAT search for every size as well (minutes where every card
moves): each row shows the search's best layout so far as it finds lower ones, then the exact
layout, with the shift below which no layout on the lattice keeps every rule; the board shows the
same layout. **Stop** ends the searches, keeping the best layouts they found.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QProgressBar,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from core.geometry.card_study import PROVINCE_BOARD_PX_PER_KM, compare_with_designers
from editor.translation import translated
from qtapp.overlap.layout_picture import board_path, layout_picture

#: Columns: heading, report key, format.
COLUMNS = (
    (QT_TRANSLATE_NOOP("CardSizeComparisonDialog", "Size"), "size", "{}"),
    (QT_TRANSLATE_NOOP("CardSizeComparisonDialog", "Pairs before"), "pairs_before", "{}"),
    (QT_TRANSLATE_NOOP("CardSizeComparisonDialog", "After"), "pairs_after", "{}"),
    (QT_TRANSLATE_NOOP("CardSizeComparisonDialog", "Max shift"), "max_shift_px", "{:.1f} px"),
    (QT_TRANSLATE_NOOP("CardSizeComparisonDialog", "Mean shift"), "mean_shift_px", "{:.1f} px"),
    (QT_TRANSLATE_NOOP("CardSizeComparisonDialog", "Crossings"), "crossings", "{}"),
    (QT_TRANSLATE_NOOP("CardSizeComparisonDialog", "Hidden homes"), "hidden_homes", "{}"),
    (QT_TRANSLATE_NOOP("CardSizeComparisonDialog", "Seconds"), "seconds", "{:.2f}"),
    (QT_TRANSLATE_NOOP("CardSizeComparisonDialog", "Lattice floor"), "proven_floor_px", "{:.1f} px"),
    (QT_TRANSLATE_NOOP("CardSizeComparisonDialog", "Designers: pairs"), "designers_pairs_before", "{}"),
    (QT_TRANSLATE_NOOP("CardSizeComparisonDialog", "Designers: max shift"), "designers_max_shift_px", "{:.1f} px"),
    (QT_TRANSLATE_NOOP("CardSizeComparisonDialog", "Note"), "notes", "{}"),
)


class CardSizeComparisonDialog(QDialog):
    """One row per candidate size, filled in as its layout arrives; the adopted size is marked."""

    def __init__(self, cache, board, sizes: list[str], adopted: str | None, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Compare card sizes"))
        self.cache, self.board, self.sizes = cache, board, list(sizes)
        self.rows: dict[str, dict] = {}
        self.exact_done: set[str] = set()
        self.searching_exactly = False
        self.table = QTableWidget(len(self.sizes), len(COLUMNS) + 1)
        self.table.setHorizontalHeaderLabels([self.tr(heading) for heading, _, _ in COLUMNS] + [self.tr("Layout")])
        self.outline = board_path(board)  # the provinces under each size's picture
        floor = self.table.horizontalHeaderItem([key for _, key, _ in COLUMNS].index("proven_floor_px"))
        floor.setToolTip(self.tr("After Search exactly: no layout on its 1-px lattice keeps every rule with a smaller "
                         "max shift (proved by the SAT solver). The last polish may go a little below it, off "
                         "the lattice."))
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        for r, size in enumerate(self.sizes):
            text = self.tr("{size} (adopted)").format(size=size) if size == adopted else size
            self.table.setItem(r, 0, QTableWidgetItem(text))
            self.table.setItem(r, 1, QTableWidgetItem(self.tr("laying out…")))
        self.progress = QProgressBar()
        self.progress.setRange(0, len(self.sizes))
        self.progress.setFormat(self.tr("laid out %v of %m sizes"))
        note = QLabel(
            self.tr("Every card inside the board; moved cards keep a leader line to their home. The designers' "
                      "figures are from their table (札の大きさをどう決めたか), shown for the 68-province board."))
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.exact_button = buttons.addButton(self.tr("Search &exactly"), QDialogButtonBox.ButtonRole.ActionRole)
        self.exact_button.setToolTip(self.tr("Search every size again with a SAT solver, below the quick layout: "
                                     "seconds for small cards, a few minutes where every card moves. It "
                                     "also proves how low no layout on the lattice can go."))
        self.exact_button.clicked.connect(self.search_exactly)
        self.stop_button = buttons.addButton(self.tr("S&top"), QDialogButtonBox.ButtonRole.ActionRole)
        self.stop_button.setToolTip(
            self.tr("Stop the exact search; each size keeps the lowest layout it found so far."))
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.stop_searching)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.progress)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.resizeColumnsToContents()
        # every candidate in sight without scrolling (up to a dozen)
        rows = sum(self.table.rowHeight(r) for r in range(min(len(self.sizes), 12)))
        self.table.setMinimumHeight(self.table.horizontalHeader().sizeHint().height() + rows
                                    + 2 * self.table.frameWidth() + 2)
        self.resize(1000, self.sizeHint().height())
        cache.ready.connect(self._on_ready)
        cache.asked.connect(self._on_asked)
        for size in self.sizes:
            cache.request(size)
        if cache.exact_searches():
            # asked for before this dialog was last closed, and still going on: follow it (and Stop)
            self._follow_exact_search()

    def search_exactly(self) -> None:
        """Ask the cache for every size's exact layout; rows are replaced as they arrive."""
        self._follow_exact_search()
        for size in self.sizes:
            self.cache.request(size, exact=True)

    def _follow_exact_search(self) -> None:
        self.searching_exactly = True
        self.exact_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        self.exact_done = {size for size in self.sizes if self.cache.is_exact(size)}
        self.progress.setValue(len(self.exact_done))
        self.progress.setFormat(self.tr("searched exactly %v of %m sizes (minutes where every card moves)"))

    def stop_searching(self) -> None:
        """Stop the exact searches; the rows then show what each size has (the best found)."""
        self.searching_exactly = False
        self.cache.stop_exact()  # gives each stopped size again: its row loses the "best so far"
        self.stop_button.setEnabled(False)
        self.exact_button.setEnabled(True)
        self.progress.setValue(self.progress.maximum())
        self.progress.setFormat(self.tr("exact search stopped: each size shows the lowest layout found"))

    def _on_asked(self, size: str, answer) -> None:
        """An exact search's question answered: say which, on the progress bar (they take seconds)."""
        if size not in self.sizes or not self.searching_exactly:
            return
        self.progress.setFormat(self.tr("searched exactly %v of %m sizes — {size}: {answer}").format(
            size=size, answer=translated(answer.said(digits=1))))

    def _on_ready(self, size: str, layout) -> None:
        interim = self.cache.searching_exactly(size)
        if size not in self.sizes or (size in self.rows and self.rows[size].get("_layout") is layout
                                      and self.rows[size]["_interim"] == interim):
            return
        if self.searching_exactly:
            if not (self.cache.is_exact(size) or interim):
                return  # the quick layout; the exact search's are on their way
            if not interim:
                self.exact_done.add(size)
        row = compare_with_designers(layout.report(), self.board)
        row["_layout"], row["_interim"] = layout, interim
        # why a size has no layout, or that a lower one may still come: say
        notes = [translated(note) for note in layout.notes] + ([self.tr("best so far…")] if interim else [])
        row["notes"] = "; ".join(notes) or None
        self.rows[size] = row
        r = self.sizes.index(size)
        for c, (_heading, key, form) in enumerate(COLUMNS[1:], start=1):
            value = row.get(key)
            item = QTableWidgetItem("—" if value is None else form.format(value))
            if key != "notes":
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if key == "max_shift_px" and "designers_max_shift_px" in row:
                # below theirs is what the study is for: say it at a glance
                better = row["max_shift_px"] < row["designers_max_shift_px"]
                item.setToolTip(self.tr("below the designers'") if better else self.tr("not below the designers'"))
                item.setForeground(Qt.GlobalColor.darkGreen if better else Qt.GlobalColor.darkRed)
            self.table.setItem(r, c, item)
        picture = QLabel()
        picture.setPixmap(layout_picture(self.outline, layout, PROVINCE_BOARD_PX_PER_KM))
        picture.setToolTip(self.tr("The cards of {size} where the layout put them").format(size=size))
        self.table.setCellWidget(r, len(COLUMNS), picture)
        self.table.setRowHeight(r, picture.pixmap().height() + 4)
        self.table.resizeColumnsToContents()
        if self.searching_exactly:
            self.progress.setValue(len(self.exact_done))
            if len(self.exact_done) == len(self.sizes):
                self.progress.setFormat(self.tr("every size searched exactly"))
            if not self.cache.exact_searches():  # nothing left to stop (or, for a size added since, to wait for)
                self.stop_button.setEnabled(False)
                self.exact_button.setEnabled(len(self.exact_done) < len(self.sizes))
            return
        self.progress.setValue(len(self.rows))
        if len(self.rows) == len(self.sizes):
            self.progress.setFormat(self.tr("every size laid out"))

    def done(self, result: int) -> None:
        # another dataset may have been opened meanwhile: its cache, and the connection, are gone
        with contextlib.suppress(RuntimeError, TypeError):
            self.cache.ready.disconnect(self._on_ready)
            self.cache.asked.disconnect(self._on_asked)
        super().done(result)
