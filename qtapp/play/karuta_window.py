"""KarutaWindow: a game of 旧国かるた against CPU players on the blank board (Qt).

The board shows no names; placed cards sit on their provinces (shifted with leader lines where
the adopted layout moves them). The hand is laid out below; playable cards are highlighted. A card
is played by picking it up (a click, or dragging it) and putting it on its province, which lights
by the way it joins (highway, adjacency, ferry) with the line end, neighbours or port it joins
drawn to it; a province it may join in several ways asks which. A double click plays a card its
first way. End turn and Pass stand under the hand when they are the moves to make. The bar
above the board, the log, New game…, Help ▸ Rules, autosave and resume are every game's
(:class:`qtapp.play.game_window.GameWindow` on :class:`core.games.session.GameSession`).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCursor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMenu,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from core.games.karuta.moves import KarutaMove
from core.games.session import HUMAN, REMOTE, GameSession
from core.geometry.card_study import PROVINCE_BOARD_PX_PER_KM, adopted_layout
from editor.dataset_document import DatasetDocument
from editor.translation import translated
from qtapp.board.board_scene import BoardScene
from qtapp.board.board_view import BoardView
from qtapp.board.items.pick_mark_item import PickMarks
from qtapp.cards.card_renderer import card_faces
from qtapp.language import cpu_name
from qtapp.play.game_window import GameWindow
from qtapp.play.hand_view import CARD_MIME, HandView
from qtapp.play.pointing import SpotRow


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
        self.turn_buttons = SpotRow(self.pointer, only_lit=True)
        self.turn_buttons.set_cards([(("button", "end_turn"), self.tr("End turn")),
                                     (("button", "pass"), self.tr("Pass"))])
        controls = QHBoxLayout()
        controls.addWidget(self.turn_buttons)
        controls.addStretch(1)
        self.pick_marks = PickMarks(self.scene, self.pointer, "province")
        self.pointer.changed.connect(self._show_picks)
        self.scene.provinceTapped.connect(lambda pid: self.pointer.click(("province", pid), QCursor.pos()))
        # a hand card dragged onto the board is put on the province it is dropped on
        self.view.viewport().setAcceptDrops(True)
        self._drops = _CardDrops(self)
        self.view.viewport().installEventFilter(self._drops)

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

        self.hand.cardSelected.connect(self._on_card_pressed)
        self.hand.cardActivated.connect(self.play_card)
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
        if kind == REMOTE:
            return self.remote_player(seat)
        return name or (self.tr("you") if kind == HUMAN else self.tr("CPU ({kind})").format(kind=cpu_name(kind)))

    def refresh(self) -> None:
        state = self.session.state
        self._shown = state
        placed = {pid for i, pid in enumerate(self.session.rules.province_ids) if state.board >> i & 1}
        self.scene.show_cards(self.card_layout, PROVINCE_BOARD_PX_PER_KM, only=placed)
        legal = self.session.legal_moves() if self.session.to_move_is_human() else []
        if legal and state.board == 0:  # the deal's first card: say what to do
            self.last_action.setText(self.first_card_prompt())
        self.next_cpu_button.setEnabled(self.controller.cpu_waiting())
        self._show_picks()
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
                           "(click it below, then its lit place on the map, or drag it there).").format(
                province=start.kanji)
        return self.tr("Your turn, and the first card of the deal: any card may open it. Click one below, "
                       "then its lit place on the map (or drag it there).")

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

    @property
    def end_turn_button(self):
        return self.turn_buttons.button_for(("button", "end_turn"))

    @property
    def pass_button(self):
        return self.turn_buttons.button_for(("button", "pass"))

    def _show_picks(self) -> None:
        """The hand as the pointer says (the cards that may be picked up lit, the held one lifted)
        and the board's lit provinces and routes."""
        state = self.session.state
        seat = self.session.human_seat
        picking = self.pointer.sync()
        if seat is not None:
            hand = [self.faces[pid] for i, pid in enumerate(self.session.rules.province_ids)
                    if state.hands[seat] >> i & 1]
            self.hand.start_province = self.dataset.start_province or ""
            held = [spot[1] for spot in picking.held if spot[0] == "card"]
            self.hand.selected = held[0] if held else ""
            self.hand.set_hand(hand, {spot[1] for spot in picking.first_pieces() if spot[0] == "card"})
        self.pick_marks.show()

    def _on_card_pressed(self, province_id: str) -> None:
        """A press on a hand card picks it up (again: puts it back), ready to be dropped or clicked
        on its province."""
        if self.hand.selected != province_id or not self.pointer.picking.held:
            self.pointer.click(("card", province_id))

    def spot_widget(self, spot):
        if spot[0] == "card":
            index = next((k for k, face in enumerate(self.hand.faces) if face.province_id == spot[1]), None)
            if index is None:
                return None
            centre = self.hand.card_rect(index).center()
            return self.hand, QPoint(int(centre.x()), int(centre.y()))
        if spot[0] == "province":
            region, province = self.board.region(spot[1]), self.scene.province_item(spot[1])
            if region is None or province is None:
                return None
            return self.view.viewport(), self.view.reach(province, QPointF(*region.label_point))
        button = self.turn_buttons.button_for(spot)
        return (button, button.rect().center()) if button is not None and button.isVisible() else None

    def play_card(self, province_id: str) -> bool:
        """A double click: play a hand card its first legal way."""
        picks = [pick for pick in self.pointer.sync().picks if pick.pieces == (("card", province_id),)]
        if not picks:
            return False
        return self.play(picks[0].move)

    def drop_card(self, province_id: str, on: str) -> str:
        """A card dragged from the hand and dropped on province ``on`` (what the click there meant)."""
        if self.hand.selected != province_id:
            self.pointer.click(("card", province_id))
        return self.pointer.click(("province", on), QCursor.pos())


class _CardDrops(QObject):
    """The board's viewport takes hand cards dropped on it."""

    def __init__(self, window: KarutaWindow) -> None:
        super().__init__(window)
        self.window = window

    def eventFilter(self, watched, event) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove) and event.mimeData().hasFormat(CARD_MIME):
            event.acceptProposedAction()
            return True
        if kind == QEvent.Type.Drop and event.mimeData().hasFormat(CARD_MIME):
            view = self.window.view
            province = view.scene().province_at(view.mapToScene(event.position().toPoint()))
            card = bytes(event.mimeData().data(CARD_MIME)).decode()
            if province:
                self.window.drop_card(card, province)
            else:
                self.window.pointer.put_back()
            event.acceptProposedAction()
            return True
        return False
