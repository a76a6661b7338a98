"""NewBattleBoardDialog: choose the prefectures of a new 市区町村バトル board (Qt).

The game's own board chooser: 「全国・地方ごとのまとめのほか、「都道府県を1つずつえらぶ」から自由に
組み合わせられます」. A region's button ticks its prefectures (or clears them when all are ticked);
the board is then cut by :func:`core.geometry.municipality_dataset.build_battle_board`, the same path as
``kuni build-board municipalities``, off the GUI thread (the whole country takes about a second).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.geometry.municipality_dataset import (
    ALL_PREFECTURES,
    REGION_NAMES,
    REGIONS,
    board_name,
    build_battle_board,
    prefecture_names,
)
from editor.translation import error_words

#: Prefecture boxes per row inside a region's group.
COLUMNS = 5


class NewBattleBoardDialog(QDialog):
    """Tick prefectures (or whole regions); :meth:`prefectures` and :meth:`board_name` say what."""

    def __init__(self, names: dict[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New 市区町村バトル board"))
        self.names = names
        self.boxes: dict[str, QCheckBox] = {}
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Every town of the prefectures you tick becomes a piece. "
                                "A region's button ticks all of it.")))
        buttons = QHBoxLayout()
        everywhere = QPushButton("全国")
        everywhere.clicked.connect(lambda: self._toggle(ALL_PREFECTURES))
        buttons.addWidget(everywhere)
        for key, codes in REGIONS.items():
            button = QPushButton(REGION_NAMES[key])
            button.clicked.connect(lambda _=False, c=codes: self._toggle(c))
            buttons.addWidget(button)
        layout.addLayout(buttons)
        grid = QGridLayout()
        for k, (key, codes) in enumerate(REGIONS.items()):
            group = QGroupBox(REGION_NAMES[key])
            inner = QGridLayout(group)
            for j, code in enumerate(codes):
                box = QCheckBox(names.get(code, code))
                box.toggled.connect(self._changed)
                self.boxes[code] = box
                inner.addWidget(box, j // COLUMNS, j % COLUMNS)
            grid.addWidget(group, k // 2, k % 2)
        layout.addLayout(grid)
        name_row = QHBoxLayout()
        self.name = QLineEdit()
        name_label = QLabel(self.tr("&Name"))
        name_label.setBuddy(self.name)
        name_row.addWidget(name_label)
        name_row.addWidget(self.name, 1)
        layout.addLayout(name_row)
        self.wards = QCheckBox(self.tr("Split designated cities into their &wards"))
        self.wards.setToolTip(self.tr("The game treats a designated city (横浜市, 大阪市 …) as one town: ★4, up to 3 "
                                      "reinforcements, movement from the whole city's area. Ticked, each ward is a "
                                      "town of its own."))
        layout.addWidget(self.wards)
        self.north = QCheckBox(self.tr("&Include the 1945 千島列島 and 南樺太 with 北海道"))
        self.north.setChecked(True)
        self.north.setToolTip(self.tr("The design document's board has the 千島列島 in their 1945 districts (得撫郡, "
                                      "新知郡, 占守郡) and 南樺太's 42 towns of 1945 (their boundaries estimated from "
                                      "their offices); untick for the present-day 北海道."))
        layout.addWidget(self.north)
        self._named_by_hand = False
        self.name.textEdited.connect(lambda _text: setattr(self, "_named_by_hand", True))
        self.button_box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.button_box.accepted.connect(self.accept)
        self.button_box.rejected.connect(self.reject)
        layout.addWidget(self.button_box)
        self._changed()

    def prefectures(self) -> list[str]:
        """The ticked prefecture codes, in order."""
        return sorted(code for code, box in self.boxes.items() if box.isChecked())

    def board_name(self) -> str:
        return self.name.text().strip() or board_name(self.prefectures(), self.names)

    def tick(self, codes: list[str]) -> None:
        """Tick exactly these prefectures."""
        for code, box in self.boxes.items():
            box.setChecked(code in codes)

    def _toggle(self, codes: list[str]) -> None:
        ticked = all(self.boxes[code].isChecked() for code in codes)
        for code in codes:
            self.boxes[code].setChecked(not ticked)

    def _changed(self, _on: bool = False) -> None:
        chosen = self.prefectures()
        self.button_box.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(chosen))
        if not self._named_by_hand:
            self.name.setText(board_name(chosen, self.names) if chosen else "")


class _BuildSignals(QObject):
    finished = Signal(object, object, str)  # dataset, board, error ("" on success)


class BattleBoardJob(QRunnable):
    """Cut a new board off the GUI thread; ``signals.finished`` brings it back."""

    def __init__(self, prefectures: list[str], name: str | None = None, wards: bool = False,
                 north_1945: bool = True) -> None:
        super().__init__()
        self.prefectures, self.name, self.wards, self.north_1945 = prefectures, name, wards, north_1945
        self.signals = _BuildSignals()

    def run(self) -> None:
        try:
            dataset, board = build_battle_board(self.prefectures, self.name, wards=self.wards,
                                                north_1945=self.north_1945)
        except (OSError, ValueError) as error:
            self.signals.finished.emit(None, None, QCoreApplication.translate(
                "new_board_dialog", "The nationwide municipality board is missing or unreadable ({error}); rebuild "
                "it with kuni build-board municipalities --from-shared.").format(error=error_words(error)))
            return
        self.signals.finished.emit(dataset, board, "")


def ask_prefectures(parent: QWidget, title: str) -> tuple[list[str], str, dict] | None:
    """The prefectures ticked in :class:`NewBattleBoardDialog`, the board's name and its options
    (``{"wards": …, "north_1945": …}``, :func:`cut_board`'s keywords); None when cancelled, or when
    the town table cannot be read (then a message says so)."""
    try:
        names = prefecture_names()
    except (OSError, ValueError) as error:
        QMessageBox.warning(parent, title, QCoreApplication.translate(
            "new_board_dialog", "The town reference table is unreadable: {error}").format(error=error_words(error)))
        return None
    dialog = NewBattleBoardDialog(names, parent)
    dialog.setWindowTitle(title)
    if not dialog.exec():
        return None
    return dialog.prefectures(), dialog.board_name(), {"wards": dialog.wards.isChecked(),
                                                       "north_1945": dialog.north.isChecked()}


def cut_board(parent: QWidget, prefectures: list[str], name: str | None, title: str,
              on_board: Callable, on_end: Callable[[], None] | None = None, wards: bool = False,
              north_1945: bool = True) -> BattleBoardJob:
    """Cut the board off the GUI thread behind a window-modal progress dialog (no second job
    meanwhile); ``on_board(dataset, board)`` when it is ready, a message if it cannot be cut, and
    ``on_end()`` either way. The caller keeps the job: its signals live as long as it."""
    progress = QProgressDialog(
        QCoreApplication.translate("new_board_dialog", "Cutting the board from the nationwide one…"), "", 0, 0, parent)
    progress.setCancelButton(None)
    progress.setWindowModality(Qt.WindowModality.WindowModal)
    progress.setMinimumDuration(300)
    job = BattleBoardJob(prefectures, name, wards, north_1945)

    def finished(dataset, board, error: str) -> None:
        progress.close()
        if on_end is not None:
            on_end()
        if error:
            QMessageBox.warning(parent, title, error)
            return
        on_board(dataset, board)

    job.signals.finished.connect(finished)
    QThreadPool.globalInstance().start(job)
    return job
