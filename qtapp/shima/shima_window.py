"""ShimaWindow: a game of しま against CPU players (Qt).

As the rule book's digital version: press a build button (or R, H, B), then pick one of the white
places on the island (the set-up, the cloud and free roads offer theirs at once); buttons are
greyed when materials, places or pieces are lacking. A trade picks a material up from your hand of
materials and puts it on the bank's material wanted (the rate written on it); help cards are
played from your hand of help cards (豊作 and ひとりじめ then choose their material at the bank);
after a 7 you return materials by clicking them, and take a card by clicking a seat. The last
action shown above the island; CPU speed fast / normal / slow / one at a time ("Next CPU
action"), kept for next time; the game autosaved after every action and resumed on reopening;
"New island" asks before it replaces the game. The window only shows the session's state and
sends the human's moves to :class:`qtapp.play.game_controller.GameController`.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, Qt
from PySide6.QtGui import QCursor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.games.session import HUMAN, REMOTE, GameSession
from core.games.shima.board import MATERIALS
from core.games.shima.record import move_texts
from core.games.shima.rules import (
    CARDS,
    SEAT_NAMES,
    VICTORY,
)
from editor.translation import translated
from qtapp.language import cpu_name
from qtapp.play.game_window import GameWindow
from qtapp.play.pointing import HELD_COLOUR, SpotRow
from qtapp.shima.island_view import SEAT_COLOURS, IslandView


class ShimaWindow(GameWindow):
    """One game of しま on screen; ``controller`` runs it."""

    #: What each of the buttons is on the table (:mod:`core.games.shima.picks`).
    BUTTON_SPOTS = {"roll": ("button", "roll"), "end": ("button", "end"), "road": ("build", "road"),
                    "house": ("build", "house"), "city": ("build", "city"), "buy": ("build", "card")}

    new_game_text = QT_TRANSLATE_NOOP("GameWindow", "&New island…")

    def __init__(self, session: GameSession, autosave_path=None, speed: str | None = None, parent=None) -> None:
        super().__init__(session.spec, autosave_path, speed, parent)
        self.resize(1320, 900)
        self.island = IslandView()

        self.players = QLabel()
        self.players.setTextFormat(Qt.TextFormat.RichText)
        self.you = QLabel()
        self.you.setTextFormat(Qt.TextFormat.RichText)
        self.you.setWordWrap(True)
        self.buttons = {
            "roll": QPushButton(self.tr("&Roll the dice")),
            "road": QPushButton(),
            "house": QPushButton(),
            "city": QPushButton(),
            "buy": QPushButton(),
            "end": QPushButton(self.tr("&End turn")),
        }
        grid = QGridLayout()
        for k, key in enumerate(("roll", "end", "road", "house", "city", "buy")):
            grid.addWidget(self.buttons[key], k // 2, k % 2)
        # the hands as cards: materials to trade (or return after a 7), the bank's, help cards, and
        # the seats a card may be taken from
        self.materials = SpotRow(self.pointer, self.tr("Your materials:"))
        self.bank = SpotRow(self.pointer, self.tr("Bank:"))
        self.help_cards = SpotRow(self.pointer, self.tr("Help cards:"))
        self.victims = SpotRow(self.pointer, self.tr("Take a card from:"), only_lit=True)
        self.victims.set_cards([(("seat", str(seat)), name) for seat, name in enumerate(SEAT_NAMES)])
        self.free_roads = SpotRow(self.pointer, only_lit=True)
        self.free_roads.set_cards([(("button", "end_roads"), self.tr("Stop building free roads"))])
        self.choices.setMaximumHeight(150)

        side = QWidget()
        side_layout = QVBoxLayout(side)
        self.players_heading = QLabel(self.tr("<b>Players</b>"))
        side_layout.addWidget(self.players_heading)
        side_layout.addWidget(self.players)
        side_layout.addWidget(self.you)
        side_layout.addLayout(grid)
        for row in (self.materials, self.bank, self.help_cards, self.victims, self.free_roads):
            side_layout.addWidget(row)
        self.list_title = QLabel(self.tr("Moves in words"))
        self.move_list_widgets.append(self.list_title)
        side_layout.addWidget(self.list_title)
        side_layout.addWidget(self.choices)
        side_layout.addWidget(self.choose_button)
        side_layout.addWidget(QLabel(self.tr("Log")))
        side_layout.addWidget(self.log, 1)
        self.place(self.island, side)

        for key, spot in self.BUTTON_SPOTS.items():
            button = self.buttons[key]
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes through the island's places
            button.clicked.connect(lambda _=False, s=spot, b=button: self.pointer.click(s, b.mapToGlobal(
                b.rect().center())))
        # 「道・家・大きな家」 by their initials, as the buttons' mnemonics without Alt
        for key, letter in (("road", "R"), ("house", "H"), ("city", "B")):
            QShortcut(QKeySequence(letter), self).activated.connect(
                lambda k=key: self.pointer.click(("build", k)) if self.buttons[k].isEnabled() else None)
        self.island.placeClicked.connect(lambda kind, key: self.pointer.click((kind, str(key)), QCursor.pos()))
        self.pointer.changed.connect(self._show_picks)
        self.start(session)

    # -- the game ------------------------------------------------------------------------------

    def spot_widget(self, spot):
        island = self.island
        if spot[0] in ("corner", "side", "tile"):
            key = int(spot[1])
            point = island.corner_px(key) if spot[0] == "corner" else island.tile_px(key) if spot[0] == "tile" \
                else sum(island.side_px(key), QPointF()) / 2
            return island, point.toPoint()
        for key, button_spot in self.BUTTON_SPOTS.items():
            if button_spot == spot:
                return self.buttons[key], self.buttons[key].rect().center()
        for row in (self.materials, self.bank, self.help_cards, self.victims, self.free_roads):
            button = row.button_for(spot)
            if button is not None and button.isVisible():
                return button, button.rect().center()
        return None

    # -- showing the state -----------------------------------------------------------------

    def _who(self, seat: int) -> str:
        kind = self.session.seats[seat]
        who = self.tr("you") if kind == HUMAN else self.remote_player(seat) if kind == REMOTE else \
            self.tr("CPU {kind}").format(kind=cpu_name(kind))
        return f"{SEAT_NAMES[seat]} ({who})"

    def tell(self, state, move: tuple, after) -> str:
        if move[0] == "end":
            return ""
        text = f"{self._who(state.to_move)}: " + ", ".join(translated(t) for t in move_texts(state, move, after))
        self.log.addItem(f"{after.turn or 0}. {text}" if state.phase != "setup" else self.tr("set-up. {text}").format(
            text=text))
        return text

    def finished_text(self) -> str:
        state = self.session.state
        rules = self.session.rules
        if state.winner >= 0:
            return self.tr("{who} wins with {points} points in turn {turn}.").format(
                who=self._who(state.winner), points=rules.points(state, state.winner), turn=state.turn)
        return self.tr("Nobody reached {target} points in {turns} turns.").format(target=rules.ruleset.target,
                                                                                  turns=state.turn)

    def human_legal(self) -> list[tuple]:
        return self.session.legal_moves() if self.session.to_move_is_human() else []

    def refresh(self) -> None:
        session = self.session
        state = session.state
        self._shown = state
        rules = session.rules
        legal = self.human_legal()
        # what each build costs under the game's rule set (the rule book gives only the help card's)
        for key, words in (("road", self.tr("R&oad")), ("house", self.tr("&House")), ("city", self.tr("&Big house")),
                           ("buy", self.tr("Help &card"))):
            cost = rules.costs["card" if key == "buy" else key]
            self.buttons[key].setText(f"{words}  " + " ".join(
                name if n == 1 else f"{name}×{n}" for name, n in zip(MATERIALS, cost) if n))
        seat = session.human_seat
        hand = state.hands[seat] if seat is not None else (0,) * len(MATERIALS)
        self.materials.set_cards([(("material", str(m)), f"{name} {hand[m]}") for m, name in enumerate(MATERIALS)
                                  if hand[m]])
        self.bank.set_cards([(("bank", str(m)), f"{name} {state.bank[m]}") for m, name in enumerate(MATERIALS)])
        cards = state.cards[seat] if seat is not None else ()
        self.help_cards.set_cards([(("help", card), f"{card} ×{n}" if n > 1 else card)
                                   for card, n in zip(CARDS, cards) if n and card != VICTORY])
        self._fill_choices(legal)
        self.next_cpu_button.setEnabled(self.controller.cpu_waiting())
        self._fill_players()
        self._show_picks()

    def _show_picks(self) -> None:
        """The island's white places and the buttons as the pointer says: a build button is pressed
        while its piece is held, greyed when it cannot be picked up."""
        looks = self.pointer.looks()
        candidates: dict[str, set[int]] = {"corner": set(), "side": set(), "tile": set()}
        for spot, look in looks.items():
            if look.lit and spot[0] in candidates:
                candidates[spot[0]].add(int(spot[1]))
        focus = self.pointer.focus
        island_focus = (focus[0], int(focus[1])) if focus is not None and focus[0] in candidates else None
        self.island.set_state(self.session.state, candidates, island_focus)
        for key, spot in self.BUTTON_SPOTS.items():
            look = looks.get(spot)
            button = self.buttons[key]
            button.setEnabled(look is not None and look.usable)
            button.setCheckable(spot[0] == "build" and key != "buy")
            button.setChecked(bool(look and look.held))
            button.setStyleSheet("QPushButton { border: 3px dashed #111111; }" if look is not None and look.focus
                                 else f"QPushButton:checked {{ border: 3px solid {HELD_COLOUR}; }}")

    def _fill_choices(self, legal: list[tuple]) -> None:
        """The move list (for designers; hidden unless asked for): every legal move in words."""
        self.choices.clear()
        for pick in self.pointer.sync().picks:
            self.add_choice(pick.label, pick.move)
        self.choose_button.setEnabled(self.choices.count() > 0)

    def _fill_players(self) -> None:
        session = self.session
        state = session.state
        rules = session.rules
        human = session.human_seat
        rows = []
        for seat in range(state.players):
            colour = SEAT_COLOURS[seat].name()
            marker = "▶ " if seat == state.to_move and not state.is_over else ""
            # the others' ひみつの１点 stay hidden until the game is over
            points = rules.points(state, seat, public=seat != human and not state.is_over)
            bonuses = (self.tr(" · longest road") if state.longest_road == seat else "") + (
                self.tr(" · 雲の名人") if state.cloud_master == seat else "")
            rows.append(
                f"<tr><td><span style='color:{colour}; font-size:16pt'>■</span></td>"
                f"<td>{marker}<b>{self._who(seat)}</b></td><td align='right'>"
                + self.tr("<b>{points}</b> pts").format(points=points) + "</td><td>"
                + self.tr("%n material(s)", "", sum(state.hands[seat])) + ", "
                + self.tr("%n card(s)", "", sum(state.cards[seat])) + ", "
                + self.tr("road {length}, 雲 {knights}").format(length=state.road_lengths[seat],
                                                                knights=state.knights[seat])
                + f"{bonuses}</td></tr>")
        self.players.setText("<table cellspacing='4'>" + "".join(rows) + "</table>")
        self.players_heading.setText(self.tr("<b>Players</b> — {target} points win").format(
            target=rules.ruleset.target))
        if human is None:
            self.you.setText("")
            return
        secret = state.secret[human]
        left = rules.pieces_left(state, human)
        phase_text = {
            "setup": self.tr("Place a house on a white corner, then a road beside it."),
            "roll": self.tr("Roll the dice."),
            "discard": self.tr("A 7: return {count} more material(s): click them in your materials.").format(
                count=state.to_discard),
            "cloud": self.tr("Move the cloud to a tile with a white ring."),
            "steal": self.tr("Click the seat to take a card from."),
            "main": self.tr("Build (R, H, B, then a white place), trade (a material of yours onto the bank's), "
                            "use a help card, or end the turn."),
            "free_roads": self.tr("Place the free roads on white sides."),
        }.get(state.phase, "")
        mine = session.to_move_is_human()
        self.you.setText(
            (f"ひみつの１点 {secret}<br>" if secret else "")
            + self.tr("<b>Pieces left:</b> roads {roads}, houses {houses}, big houses {cities}").format(
                roads=left['road'], houses=left['house'], cities=left['city'])
            + (f"<br><i>{phase_text}</i>" if mine else ""))

    def closeEvent(self, event) -> None:
        self.controller.stop()
        event.accept()

