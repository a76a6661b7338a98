"""KarutaWindow: a game of 旧国かるた against CPU players on the blank board (Qt).

The board shows no names; placed cards sit on their provinces (shifted with leader lines where
the adopted layout moves them). The hand is laid out below; playable cards are highlighted and,
once one is chosen, the line end or neighbour it would attach to is ringed on the board. The bar
above the board, the log, New game…, Help ▸ Rules, autosave and resume are every game's
(:class:`qtapp.play.game_window.GameWindow` on :class:`core.games.session.GameSession`).
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from core.games.karuta.moves import KarutaMove
from core.games.session import HUMAN, GameSession
from core.geometry.card_study import PROVINCE_BOARD_PX_PER_KM, adopted_layout
from editor.dataset_document import DatasetDocument
from editor.translation import translated
from qtapp.board.board_scene import BoardScene
from qtapp.board.board_view import BoardView
from qtapp.cards.card_renderer import card_faces
from qtapp.language import cpu_name
from qtapp.play.game_window import GameWindow
from qtapp.play.hand_view import HandView


class KarutaWindow(GameWindow):
    """One game of 旧国かるた on screen; ``controller`` runs it."""

    def __init__(self, session: GameSession, board, autosave_path=None, speed: str | None = None,
                 parent=None) -> None:
        dataset = session.rules.dataset
        super().__init__(session.spec, autosave_path, speed, parent, dataset)
        self.resize(1400, 950)
        self.settings = QSettings("Kuni Studio", "Kuni Studio")
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
        self.play_button = QPushButton(self.tr("&Play card"))
        self.end_turn_button = QPushButton(self.tr("&End turn"))
        self.pass_button = QPushButton(self.tr("P&ass"))
        controls = QHBoxLayout()
        controls.addWidget(QLabel(self.tr("via")))
        controls.addWidget(self.via)
        for widget in (self.play_button, self.end_turn_button, self.pass_button):
            controls.addWidget(widget)
        controls.addStretch(1)

        self.players = QLabel()
        self.players.setTextFormat(Qt.TextFormat.RichText)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.addWidget(QLabel(self.tr("Players")))
        side_layout.addWidget(self.players)
        side_layout.addWidget(QLabel(self.tr("Moves")))
        side_layout.addWidget(self.log, 1)

        table = QWidget()
        table_layout = QVBoxLayout(table)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.addWidget(self.view, 1)
        table_layout.addWidget(hand_scroll)
        table_layout.addLayout(controls)
        self.place(table, side)

        self.hand.cardSelected.connect(self._on_card_selected)
        self.hand.cardActivated.connect(self.play_card)
        self.play_button.clicked.connect(self._play_selected)
        self.end_turn_button.clicked.connect(lambda: self.play(KarutaMove("end_turn")))
        self.pass_button.clicked.connect(lambda: self.play(KarutaMove("pass")))
        self._build_view_menu()
        self._fitted = False
        self.start(session)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._fitted:  # the whole board once the view has its size
            self._fitted = True
            QTimer.singleShot(0, self.view.fit)

    def _build_view_menu(self) -> None:
        view = QMenu(self.tr("&View"), self)
        bar = self.menuBar()
        if len(bar.actions()) > 1:  # before Help, where menus usually sit
            bar.insertMenu(bar.actions()[-1], view)
        else:
            bar.addMenu(view)
        marker_menu = view.addMenu(self.tr("&Start province marker"))
        group = QActionGroup(self)
        current = self.settings.value("play/start_marker", "outline")
        for style, text in (
            ("outline", self.tr("Red &outline")), ("star", self.tr("&Star")), ("none", self.tr("&None"))):
            action = QAction(text, self, checkable=True, checked=style == current)
            action.triggered.connect(lambda _=False, s=style: self.set_start_marker(s))
            group.addAction(action)
            marker_menu.addAction(action)
        fit = QAction(self.tr("&Fit board"), self)
        fit.triggered.connect(self.view.fit)
        view.addAction(fit)

    def set_start_marker(self, style: str) -> None:
        """How the start province is shown: ``outline``, ``star`` or ``none`` (kept in QSettings)."""
        self.settings.setValue("play/start_marker", style)
        self.scene.emphasise_start(None)
        for item in self.scene.layer_items("polygons"):
            item.set_selected_look(False)
        self.scene.emphasise_start(self.dataset.start_province, style)

    # -- showing the state ---------------------------------------------------------------------------

    def _who(self, seat: int) -> str:
        kind = self.session.seats[seat]
        name = self.session.names[seat]
        return name or (self.tr("you") if kind == HUMAN else self.tr("CPU ({kind})").format(kind=cpu_name(kind)))

    def refresh(self) -> None:
        state = self.session.state
        self._shown = state
        placed = {pid for i, pid in enumerate(self.session.rules.province_ids) if state.board >> i & 1}
        self.scene.show_cards(self.card_layout, PROVINCE_BOARD_PX_PER_KM, only=placed)
        seat = self.session.human_seat
        legal = self.session.legal_moves() if self.session.to_move_is_human() else []
        playable = {m.province for m in legal if m.province}
        if seat is not None:
            hand = [self.faces[pid] for i, pid in enumerate(self.session.rules.province_ids)
                    if state.hands[seat] >> i & 1]
            self.hand.start_province = self.dataset.start_province or ""
            self.hand.set_hand(hand, playable if state.to_move == seat else set())
        kinds = {m.kind for m in legal}
        if legal and state.board == 0:  # the deal's first card: say what to do
            self.last_action.setText(self.first_card_prompt())
        self.pass_button.setEnabled(kinds == {"pass"})
        self.end_turn_button.setEnabled("end_turn" in kinds)
        self.next_cpu_button.setEnabled(self.controller.cpu_waiting())
        self._on_card_selected(self.hand.selected)
        rows = []
        for k in range(len(self.session.seats)):
            marker = "▶ " if k == state.to_move and not state.is_over else ""
            rows.append(marker + self.tr("<b>Seat {seat}</b> {who}: {cards} cards, {passes} passes").format(
                seat=k + 1, who=self._who(k), cards=state.hand_size(k), passes=state.passes[k]))
        self.players.setText("<br>".join(rows))

    def first_card_prompt(self) -> str:
        """What the player opening the deal is asked to do, as the rules say it may."""
        start = self.dataset.province(self.dataset.start_province or "")
        if self.session.rules.ruleset.first_card == "start_province" and start is not None:
            return self.tr("Your turn, and the first card of the deal: play {province}, the start province "
                           "(pick it below, then Play card).").format(province=start.kanji)
        return self.tr("Your turn, and the first card of the deal: any card may open it. Pick one below "
                       "(its place lights up on the map), then Play card.")

    def standings(self) -> list[tuple[str, str]]:
        """The seats from first to last: the winners, then by cards left (fewest first)."""
        state = self.session.state
        order = sorted(range(state.players), key=lambda k: (k not in state.winners, state.hand_size(k), k))
        return [(self.tr("Seat {seat}, {who}").format(seat=k + 1, who=self._who(k)),
                 self.tr("%n card(s) left", "", state.hand_size(k))) for k in order]

    def tell(self, state, move: KarutaMove, after) -> str:
        seat = state.to_move
        text = translated(move.describe(self.names, self.highway_names))
        self.log.addItem(self.tr("{number}. Seat {seat}: {text}").format(number=self.log.count() + 1, seat=seat + 1,
                                                                        text=text))
        return self.tr("Seat {seat}, {who}: {text}").format(seat=seat + 1, who=self._who(seat), text=text)

    def finished_text(self) -> str:
        state = self.session.state
        winners = self.tr(" and ").join(self.tr("seat {seat}, {who}").format(seat=w + 1, who=self._who(w))
                                        for w in state.winners)
        why = self.tr("emptied their hand") if state.end_reason == "emptied" else \
            self.tr("held the fewest cards when everyone passed")
        sizes = ", ".join(self.tr("seat {seat}: {cards}").format(seat=k + 1, cards=state.hand_size(k))
                          for k in range(state.players))
        return self.tr("Game over after {turns} turns — winner {winners} ({why}). Cards left: {sizes}.").format(
            turns=state.turns, winners=winners, why=why, sizes=sizes)

    # -- choosing and playing a card -----------------------------------------------------------------

    def _moves_for(self, province_id: str) -> list[KarutaMove]:
        if not self.session.to_move_is_human():
            return []
        return [m for m in self.session.legal_moves() if m.province == province_id]

    def _on_card_selected(self, province_id: str) -> None:
        moves = self._moves_for(province_id) if province_id else []
        self.via.clear()
        for move in moves:
            self.via.addItem(translated(move.describe(self.names, self.highway_names)), move)
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
            self.play(move)

    def play_card(self, province_id: str) -> bool:
        """Play a hand card by its first legal way (the "via" choice when it is selected)."""
        moves = self._moves_for(province_id)
        if not moves:
            return False
        chosen = self.via.currentData() if self.hand.selected == province_id and self.via.count() else None
        return self.play(chosen if chosen in moves else moves[0])
