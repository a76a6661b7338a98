"""ShimaWindow: a game of しま against CPU players (Qt).

As the rule book's digital version: press a build button, then pick one of the white places on
the island (the set-up, the cloud and free roads offer theirs at once); buttons are greyed when
materials, places or pieces are lacking; trades with the bank and harbours; help cards; the last
action shown above the island; CPU speed fast / normal / slow / one at a time ("Next CPU
action"), kept for next time; the game autosaved after every action and resumed on reopening;
"New island" asks before it replaces the game. The window only shows the session's state and
sends the human's moves to :class:`qtapp.play.game_controller.GameController`.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.games.session import HUMAN, GameSession
from core.games.shima.board import MATERIALS
from core.games.shima.record import move_texts
from core.games.shima.rules import (
    CARDS,
    KNIGHT,
    MONOPOLY,
    PLENTY,
    ROADS,
    SEAT_NAMES,
    VICTORY,
)
from editor.translation import translated
from qtapp.language import cpu_name
from qtapp.play.game_window import GameWindow
from qtapp.shima.island_view import SEAT_COLOURS, IslandView


class ShimaWindow(GameWindow):
    """One game of しま on screen; ``controller`` runs it."""

    new_game_text = QT_TRANSLATE_NOOP("GameWindow", "&New island…")

    def __init__(self, session: GameSession, autosave_path=None, speed: str | None = None, parent=None) -> None:
        super().__init__(session.spec, autosave_path, speed, parent)
        self.resize(1320, 900)
        self.mode: str | None = None  # the build button pressed: road, house or city
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
        self.give = QComboBox()
        self.get = QComboBox()
        for m, name in enumerate(MATERIALS):
            self.give.addItem(name, m)
            self.get.addItem(name, m)
        self.get.setCurrentIndex(1)
        self.trade_button = QPushButton(self.tr("&Trade"))
        trade = QHBoxLayout()
        trade.addWidget(QLabel(self.tr("give")))
        trade.addWidget(self.give)
        trade.addWidget(QLabel(self.tr("for")))
        trade.addWidget(self.get)
        trade.addWidget(self.trade_button)
        self.choices.setMaximumHeight(150)

        side = QWidget()
        side_layout = QVBoxLayout(side)
        self.players_heading = QLabel(self.tr("<b>Players</b>"))
        side_layout.addWidget(self.players_heading)
        side_layout.addWidget(self.players)
        side_layout.addWidget(self.you)
        side_layout.addLayout(grid)
        side_layout.addLayout(trade)
        side_layout.addWidget(QLabel(self.tr("Cards to use, and other choices")))
        side_layout.addWidget(self.choices)
        side_layout.addWidget(self.choose_button)
        side_layout.addWidget(QLabel(self.tr("Log")))
        side_layout.addWidget(self.log, 1)
        self.place(self.island, side)

        for key in ("road", "house", "city"):
            self.buttons[key].clicked.connect(lambda _=False, k=key: self.set_mode(k))
        self.buttons["roll"].clicked.connect(lambda: self.play(("roll",)))
        self.buttons["buy"].clicked.connect(lambda: self.play(("buy",)))
        self.buttons["end"].clicked.connect(lambda: self.play(("end",)))
        self.trade_button.clicked.connect(self._trade)
        self.give.currentIndexChanged.connect(lambda _: self.refresh())
        self.get.currentIndexChanged.connect(lambda _: self.refresh())
        self.island.cornerClicked.connect(self._on_corner)
        self.island.sideClicked.connect(self._on_side)
        self.island.tileClicked.connect(lambda t: self.play(("cloud", t)))
        self.start(session)

    # -- the game ------------------------------------------------------------------------------

    def start(self, session: GameSession, controller=None) -> None:
        self.mode = None
        super().start(session, controller)

    def play(self, move: tuple) -> bool:
        self.mode = None  # a build button's places are offered for one move
        return super().play(move)

    def set_mode(self, mode: str | None) -> None:
        """A build button: offer that piece's places on the island (again to cancel)."""
        self.mode = None if self.mode == mode else mode
        self.refresh()

    def _on_corner(self, corner: int) -> None:
        phase = self.session.state.phase
        kind = "house" if phase == "setup" else self.mode
        if kind in ("house", "city"):
            self.play((kind, corner))

    def _on_side(self, side: int) -> None:
        self.play(("road", side))

    def _trade(self) -> None:
        self.play(("trade", self.give.currentData(), self.get.currentData()))

    # -- showing the state -----------------------------------------------------------------

    def _who(self, seat: int) -> str:
        kind = self.session.seats[seat]
        who = self.tr("you") if kind == HUMAN else self.tr("CPU {kind}").format(kind=cpu_name(kind))
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
        kinds = {m[0] for m in legal}
        phase = state.phase
        # the places to offer on the island
        candidates: dict[str, set[int]] = {"corner": set(), "side": set(), "tile": set()}
        if phase in ("setup", "free_roads") or (phase == "main" and self.mode == "road"):
            candidates["side"] = {m[1] for m in legal if m[0] == "road"}
        if phase == "setup" or (phase == "main" and self.mode in ("house", "city")):
            wanted = "house" if phase == "setup" else self.mode
            candidates["corner"] = {m[1] for m in legal if m[0] == wanted}
        if phase == "cloud":
            candidates["tile"] = {m[1] for m in legal if m[0] == "cloud"}
        self.island.set_state(state, candidates)
        # buttons: greyed when it is not possible now
        self.buttons["roll"].setEnabled("roll" in kinds)
        self.buttons["end"].setEnabled("end" in kinds)
        self.buttons["buy"].setEnabled("buy" in kinds)
        for key in ("road", "house", "city"):
            button = self.buttons[key]
            button.setEnabled(phase == "main" and key in kinds)
            button.setCheckable(True)
            button.setChecked(self.mode == key and phase == "main")
        # what each build costs under the game's rule set (the rule book gives only the help card's)
        for key, words in (("road", self.tr("R&oad")), ("house", self.tr("&House")), ("city", self.tr("&Big house")),
                           ("buy", self.tr("Help &card"))):
            cost = rules.costs["card" if key == "buy" else key]
            self.buttons[key].setText(f"{words}  " + " ".join(
                name if n == 1 else f"{name}×{n}" for name, n in zip(MATERIALS, cost) if n))
        give, get = self.give.currentData(), self.get.currentData()
        self.trade_button.setEnabled(("trade", give, get) in legal)
        seat = session.human_seat
        if seat is not None:
            self.trade_button.setText(self.tr("&Trade {rate}:1").format(rate=rules.harbour_rates(state, seat)[give]))
        self._fill_choices(legal)
        self.next_cpu_button.setEnabled(self.controller.cpu_waiting())
        self._fill_players()

    def _fill_choices(self, legal: list[tuple]) -> None:
        state = self.session.state
        self.choices.clear()
        for move in legal:
            kind = move[0]
            if kind == "discard":
                text = self.tr("return {material} ({count} still to return)").format(material=MATERIALS[move[1]],
                                                                                      count=state.to_discard)
            elif kind == "steal":
                text = self.tr("take a card from {seat} ({count} held)").format(seat=SEAT_NAMES[move[1]],
                                                                                 count=sum(state.hands[move[1]]))
            elif kind == "end_roads":
                text = self.tr("stop building free roads")
            elif kind == "play":
                card = move[1]
                if card == PLENTY:
                    text = self.tr("use {card}: take {first} and {second}").format(
                        card=PLENTY, first=MATERIALS[move[2]],
                                                                                    second=MATERIALS[move[3]])
                elif card == MONOPOLY:
                    text = self.tr("use {card}: everyone's {material}").format(
                        card=MONOPOLY, material=MATERIALS[move[2]])
                elif card == KNIGHT:
                    text = self.tr("use {card}: move the cloud").format(card=KNIGHT)
                elif card == ROADS:
                    text = self.tr("use {card}: two free roads").format(card=ROADS)
                else:  # pragma: no cover - every card kind is listed above
                    text = self.tr("use {card}").format(card=card)
            else:
                continue
            self.add_choice(text, move)
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
        hand = " ".join(f"{name} <b>{n}</b>" for name, n in zip(MATERIALS, state.hands[human]))
        usable = [f"{card} {n}" for card, n in zip(CARDS, state.cards[human]) if n and card != VICTORY]
        secret = state.secret[human]
        left = rules.pieces_left(state, human)
        phase_text = {
            "setup": self.tr("Place a house on a white corner, then a road beside it."),
            "roll": self.tr("Roll the dice."),
            "discard": self.tr("A 7: return {count} more material(s) (choose below).").format(count=state.to_discard),
            "cloud": self.tr("Move the cloud to a tile with a white ring."),
            "steal": self.tr("Choose whom to take a card from (below)."),
            "main": self.tr("Build, trade, use a card, or end the turn."),
            "free_roads": self.tr("Place the free roads on white sides."),
        }.get(state.phase, "")
        mine = session.to_move_is_human()
        self.you.setText(
            self.tr("<b>Your materials:</b> {hand}<br><b>Help cards:</b> {cards}").format(
                hand=hand, cards=", ".join(usable) or "—")
            + (f" · ひみつの１点 {secret}" if secret else "")
            + "<br>" + self.tr("<b>Pieces left:</b> roads {roads}, houses {houses}, big houses {cities}").format(
                roads=left['road'], houses=left['house'], cities=left['city'])
            + (f"<br><i>{phase_text}</i>" if mine else ""))

    def closeEvent(self, event) -> None:
        self.controller.stop()
        event.accept()

