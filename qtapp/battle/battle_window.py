"""BattleWindow: a game of 市区町村バトル against CPU players on a municipality board (Qt).

The board is the open dataset's: each cell coloured by the seat whose town stands on it (grey:
unaffiliated, white: empty), homes outlined, a town that has moved off its own cell named where
it stands, and under each piece the marks :func:`core.games.battle.marks.board_marks` gives (★, ♥,
a red ! for danger). Click a cell to ring it, list the moves that start or end there and read
about its town (★, abilities, sister cities); every legal move is in the list, in words (attacks
name their target). Your turn is announced over the board (「あなたの番」; with several people
passing the computer round, 「席 2 の番」), which moves to that seat's home when it is out of
sight. The log tells each move and what it changed (towns merged, homes lost). CPU speed,
autosave after every action and resume as in the other games; the window shows the session's
state and sends your moves to the shared :class:`qtapp.play.game_controller.GameController`.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QAction, QBrush, QColor, QCursor, QFont, QFontMetrics, QKeySequence, QPen, QTransform
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsItem,
    QGraphicsPathItem,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.games.battle.marks import board_marks, marks_text
from core.games.battle.record import move_text, outcome_text, piece_names
from core.games.battle.rules import HAND, TEAM_NAMES, BattleRules
from core.games.battle.town_facts import town_facts
from core.games.session import HUMAN, REMOTE, GameSession
from core.geometry.inset import with_insets
from editor.dataset_document import DatasetDocument
from editor.translation import translated
from qtapp import theme
from qtapp.battle.new_battle_dialog import NewBattleDialog
from qtapp.board.board_scene import BoardScene
from qtapp.board.board_view import BoardView
from qtapp.board.items.pick_mark_item import PickMarks
from qtapp.board.items.place_name_item import PlaceNameItem
from qtapp.language import cpu_name
from qtapp.play.game_window import GameWindow
from qtapp.play.pointing import SpotRow

EMPTY = QColor("#fbfbfb")
#: How far below a cell's label point a town standing there is named (the cell's own name is
#: centred on the point), screen px.
PIECE_NAME_DROP_PX = 6.0
#: One line further down for the marks of a town that also has its name drawn there, screen px.
MARK_LINE_PX = 15.0
DANGER = "#e00000"
SELECTION = "#111111"
#: How long 「あなたの番」 stays over the board, ms.
BANNER_MS = 1400
#: The smallest cell (screen px across) the table names; the editor's board waits for 34 px.
TABLE_LABEL_MIN_PX = 14.0
#: The narrowest stretch of board (km) the view closes in on when it follows a seat's pieces.
FOLLOW_MIN_KM = 60.0
UNAFFILIATED = QColor("#c9c9c9")
#: How long an attack's cell glows after it, ms (green: the town merged; red: it held).
ATTACK_FLASH_MS = 900
#: The order of the moves' kinds in the list (the engine's is alphabetical: "call" came first).
LIST_ORDER = {"home": 0, "move": 1, "place": 2, "swap": 3, "fly": 4, "call": 5, "pass": 6}


class BattleWindow(GameWindow):
    """One game of 市区町村バトル on screen; ``controller`` runs it."""


    def __init__(self, session: GameSession, board, autosave_path=None, speed: str | None = None,
                 parent=None) -> None:
        super().__init__(session.spec, autosave_path, speed, parent, dataset=session.rules.dataset)
        self._shown_held: tuple = ()  # what the pointer held when the board was last brought into view
        self.resize(1400, 900)
        self.view = BoardView(None, self)
        self.scene: BoardScene | None = None
        self._show_board(session.rules.dataset, board)
        self.players = QLabel()
        self.players.setTextFormat(Qt.TextFormat.RichText)
        self.filter_label = QLabel("")
        self.show_all_button = QPushButton(self.tr("Show &all moves"))
        # the clicked town: holder, ★, movement, abilities, sister cities (「町をタップすると…見られます」)
        self.town = QLabel()
        self.town.setTextFormat(Qt.TextFormat.RichText)
        self.town.setWordWrap(True)
        self.town.setFrameShape(QFrame.Shape.StyledPanel)
        self.town.setMargin(4)
        # the pieces in the hand (captured towns to place) and the moves that are no piece's
        self.hand_row = SpotRow(self.pointer, self.tr("In hand:"))
        self.turn_buttons = SpotRow(self.pointer, only_lit=True)
        self.turn_buttons.set_cards([(("button", "call"), self.tr("Call an overseas city…")),
                                     (("button", "pass"), self.tr("Pass"))])
        self.pointer.changed.connect(self._show_picks)
        table = QWidget()
        table_layout = QVBoxLayout(table)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.addWidget(self.view, 1)
        below = QHBoxLayout()
        below.addWidget(self.hand_row, 1)
        below.addWidget(self.turn_buttons)
        table_layout.addLayout(below)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.addWidget(QLabel(self.tr("<b>Players</b>")))
        right_layout.addWidget(self.players)
        filter_row = QHBoxLayout()
        filter_row.addWidget(self.filter_label, 1)
        filter_row.addWidget(self.show_all_button)
        right_layout.addLayout(filter_row)
        right_layout.addWidget(self.town)
        right_layout.addWidget(self.choices, 2)
        right_layout.addWidget(self.choose_button)
        right_layout.addWidget(QLabel(self.tr("Log")))
        right_layout.addWidget(self.log, 1)
        self.move_list_widgets += [self.filter_label, self.show_all_button]
        self.place(table, right)
        # 「人の番になると、地図がその人の本拠地へ自動で動き、盤の上に「○○の番」と大きく出ます」: the
        # banner stands in the bar above the board (in the last action's place for a moment), so it
        # never hides a town the player is looking for
        self.turn_banner = QLabel()
        banner_font = QFont(theme.cjk_font_family())
        banner_font.setPixelSize(26)
        banner_font.setBold(True)
        self.turn_banner.setFont(banner_font)
        self.turn_banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.turn_banner.hide()
        self.top_bar.insertWidget(0, self.turn_banner, 1)
        # the bar keeps its height while the banner stands in it
        self.last_action.setMinimumHeight(QFontMetrics(banner_font).height() + 22)
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.setInterval(BANNER_MS)
        self._banner_timer.timeout.connect(self._end_banner)
        self._announced: tuple | None = None
        self._told_out: int | None = None  # the session whose person was told they are out
        self.show_all_button.clicked.connect(lambda: self.select_cell(""))
        # 「盤」: the set-up screen chooses the prefectures first
        other_board = QAction(self.tr("New game on other &prefectures…"), self)
        other_board.setShortcut(QKeySequence("Ctrl+Shift+N"))
        other_board.triggered.connect(lambda: self.new_game_on_other_board())
        self.game_menu.insertAction(self.close_action, other_board)
        self._board_job = None
        self._cutting = False
        self.start(session)
        self._fitted = False

    def _show_board(self, dataset, board) -> None:
        """Draw ``dataset``'s board (the window's first, or the one a new game is played on)."""
        self.setWindowTitle(self.tr("市区町村バトル — {board} — Kuni Studio").format(board=dataset.name))
        self.names = piece_names(dataset)
        self.dataset = dataset
        # far islands (伊豆諸島, 小笠原) in boxes below the main land, as printed maps draw them
        board, self.insets = with_insets(board, {k: list(v) for k, v in dataset.cell_adjacency.items()},
                                         [m.code for m in dataset.municipalities])
        self.board = board
        old = self.scene
        self.scene = BoardScene(DatasetDocument(dataset, None, board, self), self)
        self.scene.extra_home_rects = [QRectF(x0, y0, x1 - x0, y1 - y0) for x0, y0, x1, y1 in
                                       (inset.box for inset in self.insets)]
        frame_pen = QPen(QColor("#6d7b88"), 1.2)
        frame_pen.setCosmetic(True)
        for rect in self.scene.extra_home_rects:
            self.scene.addRect(rect, frame_pen).setZValue(-1)
        self.scene.set_layer_visible("stars", False)  # each piece's marks say its ★ here
        # a table is read for its towns: small cells (the central wards) are named as soon as their
        # name fits among the others, not only when the cell could hold it
        self.scene.label_min_px = TABLE_LABEL_MIN_PX
        self.scene.compact_labels = True
        self.scene.provinceClicked.connect(self.select_cell)
        self.scene.provinceTapped.connect(lambda code: self.pointer.click(("cell", code), QCursor.pos()))
        self.pick_marks = PickMarks(self.scene, self.pointer, "cell")
        self.view.setScene(self.scene)
        self.view.show_close_ups()  # the central wards, named, while the whole board is in view
        if old is not None:
            old.deleteLater()
            self.view.fit()
        self._piece_labels: dict[tuple, tuple[PlaceNameItem, ...]] = {}
        self._region_by_code = {r.id: r for r in board.regions}
        self.selected_cell = ""
        self.selection_outline: QGraphicsPathItem | None = None

    def new_game_on_other_board(self, prefectures: list[str] | None = None, **options):
        """「盤」: a new game on a board of other prefectures — chosen as the editor's New board
        chooses them (or given), cut off the GUI thread behind a progress dialog — with the players
        and rules New game asks for on it. The game in progress is discarded only after a yes, and
        goes on until the new one is dealt. Returns the job cutting the board, or None."""
        from qtapp.battle.new_board_dialog import ask_prefectures, cut_board

        if self._cutting:
            return None  # a board is being cut already
        title = self.tr("New game on other prefectures")
        name = None
        self.controller.pause_clock()
        try:
            if not self.discard_ok():
                return None
            if prefectures is None:
                chosen = ask_prefectures(self, self.tr("盤: {title}").format(title=title))
                if chosen is None:
                    return None
                prefectures, name, options = chosen
        finally:
            self.controller.resume_clock()

        def done() -> None:
            self._cutting = False

        self._cutting = True
        # kept until the next one: its signals must outlive the slot that brings the board back
        self._board_job = cut_board(self, prefectures, name, title, self._start_on, done, **options)
        return self._board_job

    def _start_on(self, dataset, board) -> bool:
        """New game (its dialog) on ``dataset``'s board; the board is shown once the game is dealt,
        so a cancel leaves the game in progress as it was."""
        self.controller.pause_clock()
        try:
            chosen = self.choose_new_game(dataset)
        finally:
            self.controller.resume_clock()
        session = self.deal(chosen) if chosen is not None else None
        if session is None:
            return False
        self._show_board(dataset, board)
        self.start(session)
        return True

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._fitted:  # the board fits the view once the view has its size
            self._fitted = True
            QTimer.singleShot(0, self.view.fit)

    def choose_new_game(self, dataset=None):
        """New game: a dialog asks for the players, the rule options, the clock and the seed (on
        ``dataset``'s board, by default this one's)."""
        dataset = dataset or self.session.rules.dataset
        dialog = NewBattleDialog(self.session.seats, self.rules_to_offer(), self, self.session.clock.control,
                                 lambda seats, ruleset: BattleRules(dataset, ruleset).start_problem(len(seats)),
                                 self.session.names)
        if not dialog.exec():
            return None
        return (dialog.seats(), dialog.seed.value(), BattleRules(dataset, dialog.ruleset()), dialog.time_control(),
                dialog.names())

    def select_cell(self, code: str) -> None:
        """List only the moves that start or end on this cell and tell about its town ("" for all
        moves and no town)."""
        self.selected_cell = code
        self._outline_selected()
        self.refresh()

    def play(self, move) -> bool:
        """Your move; once it is made the cell filter is let go, so your next turn lists every move
        (the cell it was on may hold none of them: the list stood empty, "0 of 14")."""
        played = super().play(move)
        if played and self.selected_cell:
            self.select_cell("")
        return played

    def _outline_selected(self) -> None:
        """A dashed ring around the clicked cell (homes already wear the solid red outline)."""
        if self.selection_outline is not None:
            self.scene.removeItem(self.selection_outline)
            self.selection_outline = None
        cell = self.scene.province_item(self.selected_cell) if self.selected_cell else None
        if cell is not None:
            # black dashes on a white band: seen on any seat's colour, grey or white
            self.selection_outline = QGraphicsPathItem(cell.path())
            band = QPen(QColor("white"), 5.0)
            band.setCosmetic(True)
            self.selection_outline.setPen(band)
            dashes = QGraphicsPathItem(cell.path(), self.selection_outline)
            pen = QPen(QColor(SELECTION), 2.5, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
            dashes.setPen(pen)
            self.selection_outline.setZValue(10)  # over every cell and link, under the names and marks
            self.scene.addItem(self.selection_outline)

    # -- telling -------------------------------------------------------------------------------

    def _people(self) -> int:
        """How many seats people play (more than one: they pass the computer round)."""
        return self.session.seats.count(HUMAN)

    def _who(self, seat: int) -> str:
        kind = self.session.seats[seat]
        teams = self.session.rules.ruleset.teams
        team = f", {TEAM_NAMES[teams[seat] % len(TEAM_NAMES)]}" if teams is not None else ""
        if kind == HUMAN:
            player = self.session.names[seat] or (self.tr("you") if self._people() == 1 else self.tr("person"))
        elif kind == REMOTE:
            player = self.remote_player(seat)
        else:
            player = self.tr("CPU {kind}").format(kind=cpu_name(kind))
        return self.tr("seat {seat} ({player})").format(seat=seat + 1, player=player + team)

    def tell(self, state, move, after) -> str:
        rules = self.session.rules
        text = f"{self._who(state.to_move)}: {translated(move_text(rules, self.names, state, move))}"
        outcome = translated(outcome_text(rules, self.names, state, after))
        if outcome:
            text += f" — {outcome}"
        self.log.addItem(text)
        return text

    def finished_text(self) -> str:
        state = self.session.state
        winners = ", ".join(self._who(w) for w in state.winners) or self.tr("nobody")
        why = self.tr("the last home standing") if state.end_reason == "last_home" else \
            self.tr("most stars at the turn limit")
        return self.tr("Game over after {rounds} rounds: {winners} ({why}).").format(rounds=state.round,
                                                                                     winners=winners, why=why)

    # -- showing the board -----------------------------------------------------------------

    def _moves_here(self, legal) -> list:
        if not self.selected_cell:
            return legal
        rules, state = self.session.rules, self.session.state
        code = self.selected_cell

        def touches(move) -> bool:
            if move.cell == code:
                return True
            if move.piece and move.piece in rules.index:
                where = state.where[rules.index[move.piece]]
                return 0 <= where < rules.n_cells and rules.piece_ids[where] == code
            return False

        return [m for m in legal if touches(m)]

    def refresh(self) -> None:
        session = self.session
        state = session.state
        self._shown = state
        rules = session.rules
        legal = session.legal_moves() if session.to_move_is_human() else []
        # the board's moves first, the overseas call (it gives pieces up) and pass last: the
        # list opens on its first row, and Choose plays it
        shown = sorted(self._moves_here(legal), key=lambda move: LIST_ORDER.get(move.kind, len(LIST_ORDER)))
        self.choices.clear()
        for move in shown:
            self.add_choice(move_text(rules, self.names, state, move), move)
        if self.choices.count():
            self.choices.setCurrentRow(0)
        self.choose_button.setEnabled(bool(shown))
        cell_name = self.names.get(self.selected_cell, "")
        name = session.names[state.to_move] if session.seats[state.to_move] == HUMAN else ""
        whose = self.tr("{name}'s moves").format(name=name) if name else self.tr("Your moves") \
            if self._people() == 1 else self.tr("Seat {seat}'s moves").format(seat=state.to_move + 1)
        self.filter_label.setText(
            self.tr("Moves at {cell}: {shown} of {legal}").format(cell=cell_name, shown=len(shown), legal=len(legal))
            if cell_name else f"{whose}: {len(legal)}" if legal else "")
        facts = [translated(
            line) for line in town_facts(rules, session.rules.dataset, state, self.selected_cell, self._who)] \
            if self.selected_cell else []
        self.town.setText("<br>".join(f"<b>{html.escape(line)}</b>" if k == 0 else html.escape(line)
                                      for k, line in enumerate(facts)))
        self.town.setVisible(bool(facts))
        self.next_cpu_button.setEnabled(self.controller.cpu_waiting())
        self._colour_cells()
        self._fill_players()
        self._show_state()
        self._fill_hand()
        self._show_picks()
        turn = (id(session), len(session.moves))
        if legal and turn != self._announced:
            self._announced = turn
            self._announce_turn(legal)
        self._offer_to_watch()

    def _show_state(self) -> None:
        """The status bar says where the game stands: the round, whose turn, and the person's
        towns and ★ (or that their home was lost)."""
        session, state, rules = self.session, self.session.state, self.session.rules
        if state.is_over:
            self.statusBar().showMessage(self.finished_text())
            return
        parts = [self._round_text(), self.tr("{who} to move").format(who=self._who(state.to_move))]
        seat = session.human_seat
        if seat is not None:
            parts.append(self.tr("you: {towns} towns, ★{stars}").format(
                towns=self._towns_held(seat), stars=rules.star_total(state, seat))
                if state.alive[seat] else self.tr("you: home lost"))
        self.statusBar().showMessage(" · ".join(parts))

    def _offer_to_watch(self) -> None:
        """Once the person at this computer is out (their home merged) and CPUs play on: say so,
        and offer to watch the rest at speed or to stop here."""
        session, state = self.session, self.session.state
        seat = session.human_seat
        if seat is None or state.alive[seat] or state.is_over or self._told_out == id(session):
            return
        self._told_out = id(session)
        self.speed.set_speed("step")  # nothing moves on while the question is open
        self.out_box = box = QMessageBox(
            QMessageBox.Icon.Information, self.tr("Your home was merged"),
            self.tr("Your home was merged: you are out of this game. The CPUs play on."), parent=self)
        watch = box.addButton(self.tr("Watch at speed"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Stop here"), QMessageBox.ButtonRole.RejectRole)
        # "Stop here" leaves the table at one move at a time (Next CPU action goes on)
        box.buttonClicked.connect(lambda button: self.speed.set_speed("fast") if button is watch else None)
        box.open()  # window-modal, never a nested event loop

    def _announce_turn(self, legal: list) -> None:
        """A person's turn: the board brings their pieces and where they can go into view
        (:meth:`_follow`), and 「あなたの番」 (several people: 「席 N の番」, the seat's number) shows in
        the bar above it for a moment."""
        state = self.session.state
        seat = state.to_move
        self._follow(seat, legal)
        colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
        self.turn_banner.setStyleSheet(f"background: rgba(255, 255, 255, 225); color: {colour}; "
                                       f"border: 3px solid {colour}; border-radius: 12px; padding: 8px 28px;")
        name = self.session.names[seat]
        self.turn_banner.setText(self.tr("{name}'s turn").format(name=name) if name else self.tr("Your turn")
                                 if self._people() == 1 else self.tr("Seat {seat}'s turn").format(seat=seat + 1))
        self.last_action.hide()
        self.turn_banner.show()
        self._banner_timer.start()

    def _end_banner(self) -> None:
        self.turn_banner.hide()
        self.last_action.show()

    def _follow(self, seat: int, legal: list) -> None:
        """Bring the seat's pieces and where its moves go into view: the board fits them (with a
        margin, never closer than :data:`FOLLOW_MIN_KM` across) unless they are all in sight."""
        state, rules = self.session.state, self.session.rules
        cells = {state.where[p] for p, owner in enumerate(state.owner)
                 if owner == seat and 0 <= state.where[p] < rules.n_cells}
        codes = {rules.codes[cell] for cell in cells}
        codes |= {move.cell for move in legal if getattr(move, "cell", "")}
        self._bring_into_view(codes)

    def _bring_into_view(self, codes) -> None:
        """Fit the view on these cells (with a margin, never closer than :data:`FOLLOW_MIN_KM`
        across) unless they are all in sight already."""
        points = [QPointF(*self._region_by_code[code].label_point) for code in codes if code in self._region_by_code]
        if not points:
            return
        left, right = min(p.x() for p in points), max(p.x() for p in points)
        top, bottom = min(p.y() for p in points), max(p.y() for p in points)
        wanted = QRectF(left, top, right - left, bottom - top)
        seen = self.view.mapToScene(self.view.viewport().rect()).boundingRect()
        if seen.contains(wanted):
            return
        grow = max(FOLLOW_MIN_KM - wanted.width(), FOLLOW_MIN_KM - wanted.height(), 0) / 2
        margin = 0.15 * max(wanted.width(), wanted.height()) + grow
        self.view.fit_rect(wanted.adjusted(-margin, -margin, margin, margin))

    def _colour_cells(self) -> None:
        rules, state = self.session.rules, self.session.state
        homes = {h for h, alive in zip(state.homes, state.alive) if h >= 0 and alive}  # a fallen seat's is a town
        for cell, code in enumerate(rules.codes):
            item = self.scene.province_item(code)
            if item is None:
                continue
            piece = state.occupant[cell]
            if piece < 0:
                colour = EMPTY
            elif state.owner[piece] < 0:
                colour = UNAFFILIATED
            else:
                colour = QColor(theme.SEAT_COLOURS[state.owner[piece] % len(theme.SEAT_COLOURS)]).lighter(125)
            item.set_colour(colour)
            item.set_selected_look(piece in homes)
        # Each line under a piece: (cell code, text, colour, drop below the name, red tail).
        lines: list[tuple[str, str, str, float, str]] = []
        for mark in board_marks(rules, state):
            code = rules.codes[mark.cell]
            if code not in self._region_by_code:
                continue
            drop = PIECE_NAME_DROP_PX
            if mark.piece != mark.cell:
                # a town standing on another's cell: its name where it stands
                lines.append((code, self.names.get(rules.piece_ids[mark.piece], "?"), "#111111", drop, ""))
                drop += MARK_LINE_PX
            text = marks_text(mark)
            if text:
                owner = QColor(theme.SEAT_COLOURS[mark.owner % len(theme.SEAT_COLOURS)]).darker(150).name() \
                    if mark.owner >= 0 else "#444444"
                lines.append((code, text, owner, drop, "!" if mark.in_danger else ""))
            elif mark.in_danger:
                lines.append((code, "!", DANGER, drop, ""))
        self._show_lines(lines)

    @property
    def piece_labels(self) -> list[PlaceNameItem]:
        """The text items under the pieces (names of towns off their own cell, marks)."""
        return [item for items in self._piece_labels.values() for item in items]

    def _show_lines(self, lines: list[tuple[str, str, str, float, str]]) -> None:
        """Keep the lines already shown, make the new ones, drop the rest: a new item renders its
        halo once (about 0.4 ms), and 270 made anew took 100 ms a move on the nationwide board."""
        shown = {}
        for line in lines:
            shown[line] = self._piece_labels.pop(line, None) or self._make_line(*line)
        for items in self._piece_labels.values():
            for item in items:
                self.scene.removeItem(item)
        self._piece_labels = shown
        # The board's names give way to these lines (港区's name under 千代田区 standing on 中央区).
        boxes = []
        for line, items in shown.items():
            rect = QRectF()
            for item in items:
                rect = rect.united(item.transform().mapRect(item.text_rect()))
            boxes.append((line[0], rect))
        self.scene.reserve_label_space(boxes)

    def _make_line(self, code: str, text: str, colour: str, drop: float, red_tail: str) -> tuple[PlaceNameItem, ...]:
        """A line of text centred under a cell's name, the same size on screen at any zoom; with
        ``red_tail``, that much more in red right after it (the danger mark)."""
        font = QFont(theme.cjk_font_family())
        font.setPixelSize(12)
        font.setBold(True)
        labels = []
        for part, part_colour in [(text, colour)] + ([(red_tail, DANGER)] if red_tail else []):
            label = PlaceNameItem(part)
            label.setFont(font)
            label.setBrush(QBrush(QColor(part_colour)))
            label.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
            label.setPos(*self._region_by_code[code].label_point)
            label.setZValue(50)
            labels.append(label)
        left = -sum(label.text_rect().width() for label in labels) / 2
        for label in labels:
            label.setTransform(QTransform.fromTranslate(left, drop))
            left += label.text_rect().width()
            self.scene.addItem(label)
        return tuple(labels)

    def _fill_hand(self) -> None:
        """The person's pieces in the hand (towns captured, to place), as cards under the board."""
        session, state, rules = self.session, self.session.state, self.session.rules
        seat = session.human_seat
        pieces = [] if seat is None else [pid for piece, pid in enumerate(rules.piece_ids)
                                         if state.where[piece] == HAND and state.owner[piece] == seat]
        self.hand_row.set_cards([(("hand", pid), self.names.get(pid, pid)) for pid in pieces])

    def _show_picks(self) -> None:
        """The cells lit for the piece in the hand (or the homes to choose), the rest of the table's
        things as the pointer says; a piece just picked up brings where it can go into view (a
        flight or a sister city may be far away)."""
        self.pick_marks.show()
        held = self.pointer.picking.held
        if held and held != self._shown_held:
            places = {pick.place[1] for pick in self.pointer.picking.destinations() if pick.place[0] == "cell"}
            self._bring_into_view(places | {spot[1] for spot in held if spot[0] == "cell"})
        self._shown_held = held

    def spot_widget(self, spot):
        if spot[0] == "cell":
            region, cell = self._region_by_code.get(spot[1]), self.scene.province_item(spot[1])
            if region is None or cell is None:
                return None
            return self.view.viewport(), self.view.reach(cell, QPointF(*region.label_point))
        for row in (self.hand_row, self.turn_buttons):
            button = row.button_for(spot)
            if button is not None and button.isVisible():
                return button, button.rect().center()
        return None

    def _on_action(self, seat: int, move) -> None:
        before = self._shown
        super()._on_action(seat, move)
        rules = self.session.rules
        if before is not None and move.kind == "move" and before.occupant[rules.index[move.cell]] >= 0:
            # an attack: the cell glows green when the town merged, red when it held
            attacker = rules.index[move.piece]
            merged = self.session.state.where[attacker] == rules.index[move.cell]
            self._flash(move.cell, "#2e7d32" if merged else "#c62828")

    def _flash(self, code: str, colour: str) -> None:
        """A cell glows for a moment and fades (an attack's result)."""
        cell = self.scene.province_item(code)
        if cell is None:
            return
        glow = QGraphicsPathItem(cell.path())
        glow.setBrush(QBrush(QColor(colour)))
        pen = QPen(QColor(colour).darker(130), 4.0)
        pen.setCosmetic(True)
        glow.setPen(pen)
        glow.setZValue(45)
        glow.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        glow.setOpacity(0.75)
        self.scene.addItem(glow)
        scene = self.scene
        fade = QVariantAnimation(self)
        fade.setStartValue(0.75)
        fade.setEndValue(0.0)
        fade.setDuration(ATTACK_FLASH_MS)
        fade.valueChanged.connect(glow.setOpacity)
        fade.finished.connect(lambda: scene.removeItem(glow) if glow.scene() is scene else None)
        fade.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    def _towns_held(self, seat: int) -> int:
        """How many towns the seat has on the board."""
        state = self.session.state
        return sum(1 for p, owner in enumerate(state.owner) if owner == seat and state.where[p] >= 0)

    def _round_text(self) -> str:
        """「N / 40 巡」, or the round alone when the game has no round limit."""
        state = self.session.state
        limit = self.session.rules.ruleset.rounds_for(len(self.session.seats))
        if limit:
            return self.tr("Round {round} of {rounds}").format(round=state.round + 1, rounds=limit)
        return self.tr("Round {round}").format(round=state.round + 1)

    def _fill_players(self) -> None:
        session = self.session
        rules, state = session.rules, session.state
        rows = []
        for seat in range(len(session.seats)):
            colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
            towns = self._towns_held(seat)
            home = state.homes[seat]
            home_name = self.names.get(rules.piece_ids[home], "?") if home >= 0 else "—"
            standing = "" if state.alive[seat] else self.tr(" (home lost)")
            marker = "▶ " if seat == state.to_move and not state.is_over else ""
            rows.append(f"<tr><td><span style='color:{colour}; font-size:16pt'>■</span></td>"
                        f"<td>{marker}<b>{self._who(seat)}</b></td><td>"
                        + self.tr("{towns} towns, {hand} in hand, ★{stars}, home {home}").format(
                            towns=towns, hand=rules.hand_size(state, seat), stars=rules.star_total(state, seat),
                            home=home_name) + f"{standing}</td></tr>")
        header = self._round_text()
        # 「大きい目の人から順番」: the order the dice (or the seats) gave, the fallen struck out
        how = self.tr("by dice") if rules.ruleset.turn_order == "dice" else self.tr("seat order")
        header += self.tr(" · turns ({how}): ").format(how=how) + " → ".join(
            str(seat + 1) if state.alive[seat] else f"<s>{seat + 1}</s>" for seat in state.order)
        teams = rules.ruleset.teams
        if teams is not None:  # 紅白戦: the teams' stars decide at the turn limit
            totals = [sum(rules.star_total(state, seat) for seat in range(len(teams)) if teams[seat] == team)
                      for team in range(len(TEAM_NAMES))]
            header += " · " + ", ".join(f"{name} ★{total}" for name, total in zip(TEAM_NAMES, totals))
        self.players.setText(f"<p>{header}</p><table cellspacing='4'>" + "".join(rows) + "</table>")

