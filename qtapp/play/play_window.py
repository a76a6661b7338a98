"""PlayWindow: a game of 旧国かるた against CPU players on the blank board (Qt).

The board shows no names; placed cards sit on their provinces (shifted with leader lines where
the 24 × 26 layout moves them). The hand is laid out below; playable cards are highlighted and,
once one is chosen, the line end or neighbour it would attach to is ringed on the board.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from core.games.karuta.moves import KarutaMove
from core.games.karuta.session import KarutaSession
from core.geometry.card_study import PROVINCE_BOARD_PX_PER_KM, adopted_layout
from editor.dataset_document import DatasetDocument
from qtapp.board.board_scene import BoardScene
from qtapp.board.board_view import BoardView
from qtapp.cards.card_renderer import card_faces
from qtapp.play.game_controller import GameController, controller_for
from qtapp.play.hand_view import HandView
from qtapp.play.rules_window import add_rules_menu
from qtapp.play.speed_box import CpuSpeedBox


class PlayWindow(QMainWindow):
    """One game on screen; ``controller`` runs it."""

    def __init__(self, dataset, board, session: KarutaSession, autosave_path=None, speed: str | None = None,
                 parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle("旧国かるた — Kuni Studio")
        self.resize(1400, 950)
        self.settings = QSettings("Kuni Studio", "Kuni Studio")
        self.dataset = dataset
        self.board = board
        self.faces = card_faces(dataset, board)
        self.names = {p.id: p.kanji for p in dataset.provinces}
        self.highway_names = {h.id: h.name for h in dataset.highways}
        document = DatasetDocument(dataset, None, board, self)
        self.scene = BoardScene(document, self)
        for layer in ("labels", "junctions"):
            self.scene.set_layer_visible(layer, False)
        self.scene.set_layer_visible("cards", True)
        self.scene.emphasise_start(dataset.start_province, self.settings.value("play/start_marker", "outline"))
        # The layout of all 68 cards is fixed for a board and size: placed cards take their places,
        # at the size the designers adopted in the dataset.
        self.card_layout = adopted_layout(board, dataset.card_sizes)
        self.view = BoardView(self.scene, self)

        self.last_action = QLabel("")
        font = self.last_action.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        self.last_action.setFont(font)
        self.hand = HandView()
        hand_scroll = QScrollArea()
        hand_scroll.setWidget(self.hand)
        hand_scroll.setWidgetResizable(True)
        # the row is as tall as its cards: a vertical bar would only narrow it and shrink them again
        hand_scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # the row as tall as the cards drawn in it (and a scroll bar), the board the rest
        self.hand.rowHeightChanged.connect(lambda height: hand_scroll.setFixedHeight(
            height + hand_scroll.horizontalScrollBar().sizeHint().height() + 2 * hand_scroll.frameWidth()))
        hand_scroll.setFixedHeight(self.hand.row_height() + hand_scroll.horizontalScrollBar().sizeHint().height()
                                   + 2 * hand_scroll.frameWidth())
        self.via = QComboBox()
        self.via.setMinimumWidth(260)
        self.play_button = QPushButton("&Play card")
        self.end_turn_button = QPushButton("&End turn")
        self.pass_button = QPushButton("P&ass")
        self.next_cpu_button = QPushButton("&Next CPU action")
        self.speed = CpuSpeedBox("play/speed", speed)
        controls = QHBoxLayout()
        controls.addWidget(QLabel("via"))
        controls.addWidget(self.via)
        for widget in (self.play_button, self.end_turn_button, self.pass_button):
            controls.addWidget(widget)
        controls.addStretch(1)
        controls.addWidget(QLabel("CPU speed"))
        controls.addWidget(self.speed)
        controls.addWidget(self.next_cpu_button)

        self.players = QLabel()
        self.players.setTextFormat(Qt.TextFormat.RichText)
        self.log = QListWidget()
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.addWidget(QLabel("Players"))
        side_layout.addWidget(self.players)
        side_layout.addWidget(QLabel("Moves"))
        side_layout.addWidget(self.log, 1)

        centre = QWidget()
        centre_layout = QVBoxLayout(centre)
        centre_layout.addWidget(self.last_action)
        centre_layout.addWidget(self.view, 1)
        centre_layout.addWidget(hand_scroll)
        centre_layout.addLayout(controls)
        splitter = QSplitter()
        splitter.addWidget(centre)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 1)
        self.setCentralWidget(splitter)

        self.autosave_path = autosave_path
        self.controller: GameController | None = None
        self.hand.cardSelected.connect(self._on_card_selected)
        self.hand.cardActivated.connect(self.play_card)
        self.play_button.clicked.connect(self._play_selected)
        self.end_turn_button.clicked.connect(lambda: self.controller.play_human(KarutaMove("end_turn")))
        self.pass_button.clicked.connect(lambda: self.controller.play_human(KarutaMove("pass")))
        self.next_cpu_button.clicked.connect(lambda: self.controller.next_cpu_action())
        self.speed.speedChanged.connect(self._on_speed)
        self._build_menu()
        self._fitted = False
        self.start(session)

    def start(self, session: KarutaSession) -> None:
        """Play ``session`` here (a new game, or a resumed one whose moves are listed again)."""
        self.controller = controller_for(self, session)
        self.log.clear()
        self.last_action.setText("")
        for number, data in enumerate(session.record.moves):
            self.log.addItem(f"{number + 1}. {KarutaMove.from_json(data).describe(self.names, self.highway_names)}")
        self.controller.start()

    def new_game(self, seats=None, ruleset=None, seed: int | None = None, ask: bool = True) -> bool:
        """A new game on the same dataset at this table (a dialog asks for seats, rules and seed
        unless the seats are given); a game still being played is replaced only after a yes."""
        from core.games.karuta.rules import KarutaRules

        if ask and not confirm_discard(self, self.session):
            return False
        if seats is None:
            chosen = ask_new_game(self)
            if chosen is None:
                return False
            seats, ruleset, seed = chosen
        rules = KarutaRules(self.dataset, ruleset)
        self.start(KarutaSession.new(rules, seats, seed if seed is not None else 1))
        return True

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._fitted:  # the whole board once the view has its size
            self._fitted = True
            QTimer.singleShot(0, self.view.fit)

    def _build_menu(self) -> None:
        game = self.menuBar().addMenu("&Game")
        new_game = QAction("&New game…", self)
        new_game.setShortcut(QKeySequence("Ctrl+N"))
        new_game.triggered.connect(lambda: self.new_game())
        game.addAction(new_game)
        view = self.menuBar().addMenu("&View")
        marker_menu = view.addMenu("&Start province marker")
        group = QActionGroup(self)
        current = self.settings.value("play/start_marker", "outline")
        for style, text in (("outline", "Red &outline"), ("star", "&Star"), ("none", "&None")):
            action = QAction(text, self, checkable=True, checked=style == current)
            action.triggered.connect(lambda _=False, s=style: self.set_start_marker(s))
            group.addAction(action)
            marker_menu.addAction(action)
        fit = QAction("&Fit board", self)
        fit.triggered.connect(self.view.fit)
        view.addAction(fit)
        add_rules_menu(self, "karuta")

    def set_start_marker(self, style: str) -> None:
        """How the start province is shown: ``outline``, ``star`` or ``none`` (kept in QSettings)."""
        self.settings.setValue("play/start_marker", style)
        self.scene.emphasise_start(None)
        for item in self.scene.layer_items("polygons"):
            item.set_selected_look(False)
        self.scene.emphasise_start(self.dataset.start_province, style)

    @property
    def session(self) -> KarutaSession:
        return self.controller.session

    def human_seat(self) -> int | None:
        """The first human seat (whose hand is shown), or None in an all-CPU game."""
        return next((k for k, seat in enumerate(self.session.seats) if seat.kind == "human"), None)

    # -- showing the state ---------------------------------------------------------------------------

    def refresh(self) -> None:
        state = self.session.state
        placed = {pid for i, pid in enumerate(self.session.rules.province_ids) if state.board >> i & 1}
        self.scene.show_cards(self.card_layout, PROVINCE_BOARD_PX_PER_KM, only=placed)
        seat = self.human_seat()
        legal = self.session.legal_moves() if self.session.to_move_is_human() else []
        playable = {m.province for m in legal if m.province}
        if seat is not None:
            hand = [self.faces[pid] for i, pid in enumerate(self.session.rules.province_ids)
                    if state.hands[seat] >> i & 1]
            self.hand.start_province = self.dataset.start_province or ""
            self.hand.set_hand(hand, playable if state.to_move == seat else set())
        kinds = {m.kind for m in legal}
        self.pass_button.setEnabled(kinds == {"pass"})
        self.end_turn_button.setEnabled("end_turn" in kinds)
        self.next_cpu_button.setEnabled(self.controller.cpu_waiting())
        self._on_card_selected(self.hand.selected)
        rows = []
        for k, seat_info in enumerate(self.session.seats):
            marker = "▶ " if k == state.to_move and not state.is_over else ""
            rows.append(f"{marker}<b>Seat {k + 1}</b> {seat_info.label}: {state.hand_size(k)} cards, "
                        f"{state.passes[k]} passes")
        self.players.setText("<br>".join(rows))

    def _on_action(self, seat: int, move: KarutaMove) -> None:
        who = self.session.seats[seat].label
        text = move.describe(self.names, self.highway_names)
        self.last_action.setText(f"Seat {seat + 1}, {who}: {text}")
        self.log.addItem(f"{self.log.count() + 1}. Seat {seat + 1}: {text}")
        self.log.scrollToBottom()

    def _on_finished(self) -> None:
        state = self.session.state
        winners = " and ".join(f"seat {w + 1}, {self.session.seats[w].label}" for w in state.winners)
        why = "emptied their hand" if state.end_reason == "emptied" else "held the fewest cards when everyone passed"
        sizes = ", ".join(f"seat {k + 1}: {state.hand_size(k)}" for k in range(state.players))
        summary = f"Game over after {state.turns} turns — winner {winners} ({why}). Cards left: {sizes}."
        self.last_action.setText(summary)
        self.log.addItem(summary)

    # -- choosing and playing a card -----------------------------------------------------------------

    def _moves_for(self, province_id: str) -> list[KarutaMove]:
        if not self.session.to_move_is_human():
            return []
        return [m for m in self.session.legal_moves() if m.province == province_id]

    def _on_card_selected(self, province_id: str) -> None:
        moves = self._moves_for(province_id) if province_id else []
        self.via.clear()
        for move in moves:
            self.via.addItem(move.describe(self.names, self.highway_names), move)
        self.play_button.setEnabled(bool(moves))
        attach = []
        for move in moves:
            if move.kind == "highway":
                attach.append(move.source)
            elif move.kind in ("adjacency", "ferry"):
                rules = self.session.rules
                index = rules.index[move.province]
                mask = rules.neighbour_mask[index] if move.kind == "adjacency" else rules.ferry_mask[index]
                placed = mask & self.session.state.board
                attach += [pid for i, pid in enumerate(rules.province_ids) if placed >> i & 1]
        self.scene.mark_provinces(attach)

    def _play_selected(self) -> None:
        move = self.via.currentData()
        if move is not None:
            self.controller.play_human(move)

    def play_card(self, province_id: str) -> bool:
        """Play a hand card by its first legal way (the "via" choice when it is selected)."""
        moves = self._moves_for(province_id)
        if not moves:
            return False
        chosen = self.via.currentData() if self.hand.selected == province_id and self.via.count() else None
        return self.controller.play_human(chosen if chosen in moves else moves[0])

    def _on_speed(self, speed: str) -> None:
        self.controller.set_speed(speed)
        self.refresh()

    def closeEvent(self, event) -> None:
        self.controller.stop()
        event.accept()


def ask_new_game(parent):
    """The New game dialog: ``(seats, ruleset, seed)``, or None when it was cancelled."""
    from qtapp.play.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(parent)
    if not dialog.exec():
        return None
    return dialog.seats(), dialog.ruleset(), dialog.seed.value()


def confirm_discard(parent, session: KarutaSession | None) -> bool:
    """Ask before a new game replaces one still being played."""
    if session is None or session.state.is_over:
        return True
    answer = QMessageBox.question(parent, "New game", "A game is in progress (it is autosaved). Start a new one?")
    return answer == QMessageBox.StandardButton.Yes
