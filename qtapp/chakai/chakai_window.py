"""ChakaiWindow: a game of 北野大茶会 (draft 18, or a proposal) against CPU players (Qt).

The table as your seat sees it: the popularity dice, the 太閤's collection (his two face-down
cards only once you have scouted them), every 蔵 left to right with batted actions turned down,
your hand, and what the others hold by count. Your choices — the exchange, the round's card, the
effects of your action, the order of returned cards — are listed in words; the others' cards stay
hidden until a round's cards turn up together. At the end, the tea party: majorities, anger, VP
and the winner. The rules in force are named above the table; New game… deals with draft 18, one
of the designer's proposals or any mix of the options (the game's New game dialog, :class:`qtapp.play.new_game_dialog.NewGameDialog`). CPU speed as
in the other games, autosave after every action, resume on opening.
The window shows the session's state and sends your moves to the shared
:class:`qtapp.play.game_controller.GameController`.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QLabel,
    QVBoxLayout,
    QWidget,
)

from core.games.chakai.record import move_text, public_account
from core.games.chakai.rules import EXCHANGE_MAX, ROUNDS, SUIT_COLOURS, SUITS
from core.games.chakai.simulate import describe_rules
from core.games.session import HUMAN, GameSession
from qtapp.play.game_window import GameWindow

#: The suits' colours on the cards (赤 青 黄 緑 黒 紫).
CHIP_COLOURS = {"赤": "#c62828", "青": "#1f5fb4", "黄": "#c9a400", "緑": "#2e7d32", "黒": "#222222", "紫": "#6a1b9a"}
PHASES = {"exchange": "the exchange", "play": "choose this round's card", "effect": "effects",
          "return": "仕入れ: returning cards", "over": "the tea party"}


def chip(suit: int) -> str:
    """A 名物 card as a coloured label."""
    colour = CHIP_COLOURS[SUIT_COLOURS[suit]]
    return (f"<span style='background:{colour}; color:white; padding:2px 4px; font-weight:bold'>"
            f"&nbsp;{SUITS[suit]}&nbsp;</span>")


def action_chip(name: str, face_up: bool = True) -> str:
    return (f"<span style='background:{'#f1e4c3' if face_up else '#9e9e9e'}; color:#222; padding:2px 4px'>"
            f"&nbsp;{name}{'' if face_up else '↓'}&nbsp;</span>")


class ChakaiWindow(GameWindow):
    """One game of 北野大茶会 on screen; ``controller`` runs it."""

    def __init__(self, session: GameSession, autosave_path=None, speed: str | None = None, parent=None) -> None:
        super().__init__(session.spec, autosave_path, speed, parent)
        self.resize(1250, 860)
        self.table = QLabel()
        self.table.setTextFormat(Qt.TextFormat.RichText)
        self.table.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.table.setWordWrap(True)
        font = self.table.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)  # the table is the game: readable across a desk
        self.table.setFont(font)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.addWidget(QLabel("<b>Your choices</b>"))
        right_layout.addWidget(self.choices, 1)
        right_layout.addWidget(self.choose_button)
        right_layout.addWidget(QLabel("Log"))
        right_layout.addWidget(self.log, 1)
        self.place(self.table, right)
        self.start(session)

    # -- telling what happens --------------------------------------------------------------

    def _who(self, seat: int) -> str:
        kind = self.session.seats[seat]
        role = "上座, " if seat == 0 else ""
        return f"{seat + 1} ({role}{'you' if kind == HUMAN else 'CPU ' + kind})"

    def tell(self, state, move: tuple, after) -> str:
        texts = []
        for seat, text in public_account(state, move, after, self.session.human_seat):
            line = text if seat is None else f"{self._who(seat)}: {text}"
            self.log.addItem(line)
            texts.append(line)
        return " · ".join(texts)

    def exchange_move(self) -> tuple:
        """The exchange the ticked hand cards make (the engine refuses more than three)."""
        ticked = [self.choices.item(k).data(Qt.ItemDataRole.UserRole) for k in range(self.choices.count())
                  if self.choices.item(k).checkState() == Qt.CheckState.Checked]
        return ("exchange", tuple(sorted(ticked)))

    def _choose(self) -> None:
        if self.session.state.phase == "exchange":
            move = self.exchange_move()
            if len(move[1]) > EXCHANGE_MAX:  # said before trying, so the ticks stay as they are
                self.statusBar().showMessage(f"Exchange at most {EXCHANGE_MAX} cards.", 6000)
                return
            self.play(move)
            return
        super()._choose()

    def finished_text(self) -> str:
        party = self.session.rules.tea_party(self.session.state)
        winners = ", ".join(self._who(w) for w in party["winners"]) or "nobody"
        return f"The tea party: {winners} win{'s' if len(party['winners']) == 1 else ''} (decided by {party['decided_by']})."

    # -- showing the table -----------------------------------------------------------------

    def refresh(self) -> None:
        session = self.session
        state = session.state
        self._shown = state
        legal = session.legal_moves() if session.to_move_is_human() else []
        self.choices.clear()
        self.choose_button.setText("C&hoose")
        if state.phase == "exchange" and legal:
            # tick up to three cards rather than pick among every combination of them
            for suit in state.hands[state.to_move]:
                self.choices.addItem(SUITS[suit])
                item = self.choices.item(self.choices.count() - 1)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Unchecked)
                item.setData(Qt.ItemDataRole.UserRole, suit)
            self.choose_button.setText(f"&Exchange the ticked cards (up to {EXCHANGE_MAX}; none keeps the hand)")
        else:
            for move in legal:
                self.add_choice(move_text(state, move), move)
        if self.choices.count():
            self.choices.setCurrentRow(0)
        self.choose_button.setEnabled(bool(legal))
        self.next_cpu_button.setEnabled(self.controller.cpu_waiting())
        self.table.setText(self._table_html())

    def _table_html(self) -> str:
        session = self.session
        state = session.state
        rules = session.rules
        me = session.human_seat
        view = rules.view(state, me if me is not None else 0)
        over = state.is_over
        rows = [f"<h3>Round {min(state.round + 1, ROUNDS)} of {ROUNDS} — {PHASES.get(state.phase, state.phase)}"
                + ("" if over else f", seat {state.to_move + 1} to move") + "</h3>",
                f"<p style='color:#555'>Rules: {describe_rules(rules.ruleset)}</p>"]
        rows.append("<p><b>Popularity</b> (the dice): " + " ".join(
            f"{chip(s)} <b>{state.dice[s]}</b>&nbsp;&nbsp;" for s in state.suits) + "</p>")
        down = state.taiko_down if over else view["taiko_down"]
        hidden = "" if down is not None else f" + {len(state.taiko_down)} face down"
        rows.append("<p><b>太閤殿下</b>: " + " ".join(chip(s) for s in state.taiko_up)
                    + ("" if down is None else " &nbsp;face down: " + " ".join(chip(s) for s in down)) + hidden + "</p>")
        party = rules.tea_party(state) if over else None
        rows.append("<table cellspacing='6'>")
        for seat in range(state.players):
            entries = []
            for entry in state.kura[seat]:
                entries.append(chip(entry[3]) if entry[2] == "m" else action_chip(str(entry[3]), entry[4]))
            held = view["hand_sizes"][seat]
            result = ""
            if party is not None:
                result = (f" — <b>{party['vp'][seat]} VP</b>, anger {party['anger'][seat]}"
                          + (" (out)" if party["out"][seat] else ""))
            marker = "▶ " if seat == state.to_move and not over else ""
            rows.append(f"<tr><td>{marker}<b>{self._who(seat)}</b><br>{held} cards in hand{result}</td>"
                        f"<td>蔵: {' '.join(entries) or '—'}</td></tr>")
        rows.append("</table>")
        if me is not None:
            hand = " ".join(chip(s) for s in state.hands[me])
            actions = " ".join(action_chip(a) for a in state.actions[me])
            chosen = state.chosen[me] if state.phase == "play" else None
            waiting = ""
            if chosen is not None:  # face down in front of you until everyone has chosen
                waiting = f" &nbsp; <i>chosen this round: {SUITS[chosen[1]] if chosen[0] == 'm' else chosen[1]}</i>"
            rows.append(f"<p><b>Your hand</b>: {hand or '—'} &nbsp; {actions}{waiting}</p>")
        rows.append(f"<p>Deck: {view['deck_size']} cards</p>")
        if party is not None:
            majorities = ", ".join(f"{SUITS[s]} → {'・'.join(str(h + 1) for h in holders)}"
                                   for s, holders in party["majorities"].items()) or "none"
            rows.append(f"<p><b>Majorities</b>: {majorities}</p>")
        return "".join(rows)

    def closeEvent(self, event) -> None:
        self.controller.stop()
        event.accept()

