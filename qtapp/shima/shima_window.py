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

from PySide6.QtCore import Qt
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
from qtapp.play.game_window import GameWindow
from qtapp.shima.island_view import SEAT_COLOURS, IslandView


class ShimaWindow(GameWindow):
    """One game of しま on screen; ``controller`` runs it."""

    new_game_text = "&New island…"

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
            "roll": QPushButton("&Roll the dice"),
            "road": QPushButton(),
            "house": QPushButton(),
            "city": QPushButton(),
            "buy": QPushButton(),
            "end": QPushButton("&End turn"),
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
        self.trade_button = QPushButton("&Trade")
        trade = QHBoxLayout()
        trade.addWidget(QLabel("give"))
        trade.addWidget(self.give)
        trade.addWidget(QLabel("for"))
        trade.addWidget(self.get)
        trade.addWidget(self.trade_button)
        self.choices.setMaximumHeight(150)

        side = QWidget()
        side_layout = QVBoxLayout(side)
        self.players_heading = QLabel("<b>Players</b>")
        side_layout.addWidget(self.players_heading)
        side_layout.addWidget(self.players)
        side_layout.addWidget(self.you)
        side_layout.addLayout(grid)
        side_layout.addLayout(trade)
        side_layout.addWidget(QLabel("Cards to use, and other choices"))
        side_layout.addWidget(self.choices)
        side_layout.addWidget(self.choose_button)
        side_layout.addWidget(QLabel("Log"))
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
        return f"{SEAT_NAMES[seat]} ({'you' if kind == HUMAN else 'CPU ' + kind})"

    def tell(self, state, move: tuple, after) -> str:
        if move[0] == "end":
            return ""
        text = f"{self._who(state.to_move)}: " + ", ".join(move_texts(state, move, after))
        self.log.addItem(f"{after.turn or 0}. {text}" if state.phase != "setup" else f"set-up. {text}")
        return text

    def finished_text(self) -> str:
        state = self.session.state
        rules = self.session.rules
        if state.winner >= 0:
            return f"{self._who(state.winner)} wins with {rules.points(state, state.winner)} points in turn {state.turn}."
        return f"Nobody reached {rules.ruleset.target} points in {state.turn} turns."

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
        for key, words in (("road", "R&oad"), ("house", "&House"), ("city", "&Big house"), ("buy", "Help &card")):
            cost = rules.costs["card" if key == "buy" else key]
            self.buttons[key].setText(f"{words}  " + " ".join(
                name if n == 1 else f"{name}×{n}" for name, n in zip(MATERIALS, cost) if n))
        give, get = self.give.currentData(), self.get.currentData()
        self.trade_button.setEnabled(("trade", give, get) in legal)
        seat = session.human_seat
        if seat is not None:
            self.trade_button.setText(f"&Trade {rules.harbour_rates(state, seat)[give]}:1")
        self._fill_choices(legal)
        self.next_cpu_button.setEnabled(self.controller.cpu_waiting())
        self._fill_players()

    def _fill_choices(self, legal: list[tuple]) -> None:
        state = self.session.state
        self.choices.clear()
        for move in legal:
            kind = move[0]
            if kind == "discard":
                text = f"return {MATERIALS[move[1]]} ({state.to_discard} still to return)"
            elif kind == "steal":
                text = f"take a card from {SEAT_NAMES[move[1]]} ({sum(state.hands[move[1]])} held)"
            elif kind == "end_roads":
                text = "stop building free roads"
            elif kind == "play":
                card = move[1]
                if card == PLENTY:
                    text = f"use {PLENTY}: take {MATERIALS[move[2]]} and {MATERIALS[move[3]]}"
                elif card == MONOPOLY:
                    text = f"use {MONOPOLY}: everyone's {MATERIALS[move[2]]}"
                elif card == KNIGHT:
                    text = f"use {KNIGHT}: move the cloud"
                elif card == ROADS:
                    text = f"use {ROADS}: two free roads"
                else:  # pragma: no cover - every card kind is listed above
                    text = f"use {card}"
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
            bonuses = (" · longest road" if state.longest_road == seat else "") + (
                " · 雲の名人" if state.cloud_master == seat else "")
            rows.append(
                f"<tr><td><span style='color:{colour}; font-size:16pt'>■</span></td>"
                f"<td>{marker}<b>{self._who(seat)}</b></td><td align='right'><b>{points}</b> pts</td>"
                f"<td>{_count(sum(state.hands[seat]), 'material')}, {_count(sum(state.cards[seat]), 'card')}, road "
                f"{state.road_lengths[seat]}, 雲 {state.knights[seat]}{bonuses}</td></tr>")
        self.players.setText("<table cellspacing='4'>" + "".join(rows) + "</table>")
        self.players_heading.setText(f"<b>Players</b> — {rules.ruleset.target} points win")
        if human is None:
            self.you.setText("")
            return
        hand = " ".join(f"{name} <b>{n}</b>" for name, n in zip(MATERIALS, state.hands[human]))
        usable = [f"{card} {n}" for card, n in zip(CARDS, state.cards[human]) if n and card != VICTORY]
        secret = state.secret[human]
        left = rules.pieces_left(state, human)
        phase_text = {
            "setup": "Place a house on a white corner, then a road beside it.",
            "roll": "Roll the dice.",
            "discard": f"A 7: return {state.to_discard} more material(s) (choose below).",
            "cloud": "Move the cloud to a tile with a white ring.",
            "steal": "Choose whom to take a card from (below).",
            "main": "Build, trade, use a card, or end the turn.",
            "free_roads": "Place the free roads on white sides.",
        }.get(state.phase, "")
        mine = session.to_move_is_human()
        self.you.setText(
            f"<b>Your materials:</b> {hand}<br><b>Help cards:</b> {', '.join(usable) or '—'}"
            + (f" · ひみつの１点 {secret}" if secret else "")
            + f"<br><b>Pieces left:</b> roads {left['road']}, houses {left['house']}, big houses {left['city']}"
            + (f"<br><i>{phase_text}</i>" if mine else ""))

    def closeEvent(self, event) -> None:
        self.controller.stop()
        event.accept()


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"
