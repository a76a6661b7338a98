"""ChakaiWindow: a game of 北野大茶会 (draft 18, or a proposal) against CPU players (Qt).

The table as your seat sees it: the popularity dice, the 太閤's collection (his two face-down
cards only once you have scouted them), every 蔵 left to right with batted actions turned down,
your hand, and what the others hold by count. Your choices — the exchange, the round's card, the
effects of your action, the order of returned cards — are listed in words; the others' cards stay
hidden until a round's cards turn up together. You play with the cards under the table: a click
on a 名物 in your hand or on an action card plays it for the round; the exchange, 献上, 大量買付 and
the cards returned after 仕入れ pick hand cards up and are played on their button or effect card;
下賜 and すり替え are the 太閤's cards, 箔付け the dice; the move list in words stays for designers
(Game ▸ Show the move list). At the end, the tea party: majorities, anger, VP
and the winner. The rules in force are named above the table; New game… deals with draft 18, one
of the designer's proposals or any mix of the options (the game's New game dialog, :class:`qtapp.play.new_game_dialog.NewGameDialog`). CPU speed as
in the other games, autosave after every action, resume on opening.
The window shows the session's state and sends your moves to the shared
:class:`qtapp.play.game_controller.GameController`.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QLabel,
    QVBoxLayout,
    QWidget,
)

from core.games.chakai.record import move_text, public_account
from core.games.chakai.rules import ACTIONS, EFFECTS, EXCHANGE_MAX, ROUNDS, SUIT_COLOURS, SUITS
from core.games.chakai.simulate import describe_rules
from core.games.session import HUMAN, REMOTE, GameSession
from editor.translation import translated
from qtapp import theme
from qtapp.language import cpu_name
from qtapp.play.game_window import GameWindow
from qtapp.play.pointing import SpotRow

#: The suits' colours on the cards (赤 青 黄 緑 黒 紫).
CHIP_COLOURS = {"赤": "#c62828", "青": "#1f5fb4", "黄": "#c9a400", "緑": "#2e7d32", "黒": "#222222", "紫": "#6a1b9a"}
PHASES = {
    "exchange": QT_TRANSLATE_NOOP("ChakaiWindow", "the exchange"),
    "play": QT_TRANSLATE_NOOP("ChakaiWindow", "choose this round's card"),
    "effect": QT_TRANSLATE_NOOP("ChakaiWindow", "effects"),
    "return": QT_TRANSLATE_NOOP("ChakaiWindow", "仕入れ: returning cards"),
    "over": QT_TRANSLATE_NOOP("ChakaiWindow", "the tea party"),
}
#: How the tea party's winner was found (``decided_by``), in words.
DECIDED_BY = {
    "score": QT_TRANSLATE_NOOP("ChakaiWindow", "the score"),
    "seat": QT_TRANSLATE_NOOP("ChakaiWindow", "the seat order from the 上座"),
    "top_suit": QT_TRANSLATE_NOOP("ChakaiWindow", "the most valuable suit"),
    "shared": QT_TRANSLATE_NOOP("ChakaiWindow", "a shared win"),
    "nobody": QT_TRANSLATE_NOOP("ChakaiWindow", "nobody left in"),
}


def chip(suit: int) -> str:
    """A 名物 card as a coloured label."""
    colour = CHIP_COLOURS[SUIT_COLOURS[suit]]
    return (f"<span style='background:{colour}; color:white; padding:2px 4px; font-weight:bold'>"
            f"&nbsp;{SUITS[suit]}&nbsp;</span>")


def tally(text: str, colour: str) -> str:
    """A count on the table (cards in hand, VP, anger, a die's value) as a small dark chip."""
    return f"<span style='background:{colour}; color:white; padding:1px 4px'>&nbsp;{text}&nbsp;</span>"


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
        # the cards you play with, as cards: your hand, your action cards, the 太閤's, the dice, your
        # 蔵's 名物, the effects of the action being resolved, and the turn's buttons
        self.rows = {
            "hand": SpotRow(self.pointer, self.tr("Your hand:")),
            "action": SpotRow(self.pointer, self.tr("Action cards:")),
            # the 太閤's cards, the dice and your 蔵 stand here while an effect works on them
            "taiko": SpotRow(self.pointer, self.tr("太閤:"), only_lit=True),
            "die": SpotRow(self.pointer, self.tr("Popularity:"), only_lit=True),
            "kura": SpotRow(self.pointer, self.tr("Your 蔵:"), only_lit=True),
            "effect": SpotRow(self.pointer, self.tr("Effects:"), only_lit=True),
            "button": SpotRow(self.pointer, only_lit=True),
        }
        effects = list(dict.fromkeys(effect for action in ACTIONS for effect in EFFECTS[action]))
        self.rows["effect"].set_cards([(("effect", name), name) for name in effects])
        self.rows["button"].set_cards([
            (("button", "exchange"), self.tr("Exchange the cards picked up (none: keep the hand)")),
            (("button", "return"), self.tr("Return the cards picked up under the deck")),
            (("button", "stop"), self.tr("No more effects"))])
        table = QWidget()
        table_layout = QVBoxLayout(table)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.addWidget(self.table)
        for row in self.rows.values():
            table_layout.addWidget(row)
        table_layout.addStretch(1)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        self.list_title = QLabel(self.tr("<b>Your choices</b>"))
        self.move_list_widgets.append(self.list_title)
        right_layout.addWidget(self.list_title)
        right_layout.addWidget(self.choices, 1)
        right_layout.addWidget(self.choose_button)
        right_layout.addWidget(QLabel(self.tr("Log")))
        right_layout.addWidget(self.log, 1)
        self.place(table, right)
        self.start(session)

    # -- telling what happens --------------------------------------------------------------

    def _who(self, seat: int) -> str:
        kind = self.session.seats[seat]
        role = self.tr("上座, ") if seat == 0 else ""
        who = self.tr("you") if kind == HUMAN else self.remote_player(seat) if kind == REMOTE else \
            self.tr("CPU {kind}").format(kind=cpu_name(kind))
        return f"{seat + 1} ({role}{who})"

    def tell(self, state, move: tuple, after) -> str:
        texts = []
        for seat, text in public_account(state, move, after, self.session.human_seat):
            line = translated(text) if seat is None else f"{self._who(seat)}: {translated(text)}"
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
                self.statusBar().showMessage(self.tr("Exchange at most {count} cards.").format(
                    count=EXCHANGE_MAX), 6000)
                return
            self.play(move)
            return
        super()._choose()

    def finished_text(self) -> str:
        party = self.session.rules.tea_party(self.session.state)
        winners = ", ".join(self._who(w) for w in party["winners"]) or self.tr("nobody")
        text = self.tr("The tea party: {winners} wins (decided by {how}).") if len(party["winners"]) == 1 else \
            self.tr("The tea party: {winners} win (decided by {how}).")
        how = party["decided_by"]
        return text.format(winners=winners, how=self.tr(DECIDED_BY[how]) if how in DECIDED_BY else how)

    # -- showing the table -----------------------------------------------------------------

    def refresh(self) -> None:
        session = self.session
        state = session.state
        self._shown = state
        legal = session.legal_moves() if session.to_move_is_human() else []
        self.choices.clear()
        self.choose_button.setText(self.tr("C&hoose"))
        if state.phase == "exchange" and legal:
            # tick up to three cards rather than pick among every combination of them
            for suit in state.hands[state.to_move]:
                self.choices.addItem(SUITS[suit])
                item = self.choices.item(self.choices.count() - 1)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Unchecked)
                item.setData(Qt.ItemDataRole.UserRole, suit)
            self.choose_button.setText(
                self.tr("&Exchange the ticked cards (up to {count}; none keeps the hand)").format(
                count=EXCHANGE_MAX))
        else:
            for move in legal:
                self.add_choice(move_text(state, move), move)
        if self.choices.count():
            self.choices.setCurrentRow(0)
        self.choose_button.setEnabled(bool(legal))
        self.next_cpu_button.setEnabled(self.controller.cpu_waiting())
        self.table.setText(self._table_html())
        self._fill_rows()

    def _fill_rows(self) -> None:
        """The cards under the table, as the state has them (the pointer lights what can be done)."""
        state = self.session.state
        me = self.session.human_seat
        rows = self.rows
        suit_style = {}
        for suit, name in enumerate(SUITS):
            colour = CHIP_COLOURS[SUIT_COLOURS[suit]]
            for kind in ("hand", "taiko", "die"):
                suit_style[(kind, str(suit))] = f"background: {colour}; color: white;"
        hand = state.hands[me] if me is not None and state.phase != "over" else ()
        rows["hand"].set_cards([(("hand", str(suit)), SUITS[suit]) for suit in hand], suit_style)
        rows["action"].set_cards([(("action", name), name) for name in (state.actions[me] if me is not None else ())])
        rows["taiko"].set_cards([(("taiko", str(suit)), SUITS[suit]) for suit in state.taiko_up], suit_style)
        rows["die"].set_cards([(("die", str(suit)), f"{SUITS[suit]} {state.dice[suit]}") for suit in state.suits],
                              suit_style)
        kura = state.kura[me] if me is not None else ()
        mine = [(("kura", str(k)), SUITS[entry[3]]) for k, entry in enumerate(kura) if entry[2] == "m"]
        rows["kura"].set_cards(mine)

    def spot_widget(self, spot):
        row = self.rows.get(spot[0])
        button = row.button_for(spot) if row is not None else None
        return (button, button.rect().center()) if button is not None and button.isVisible() else None

    def _table_html(self) -> str:
        """The table as a table: the other seats' areas across the top, the 太閤 and the popularity
        dice in the middle, your own area (your 蔵 and hand) at the bottom; hand sizes, VP and
        anger as chips."""
        session = self.session
        state = session.state
        rules = session.rules
        me = session.human_seat
        view = rules.view(state, me if me is not None else 0)
        over = state.is_over
        party = rules.tea_party(state) if over else None
        phase = self.tr(PHASES[state.phase]) if state.phase in PHASES else state.phase
        heading = self.tr("Round {round} of {rounds} — {phase}").format(
            round=min(state.round + 1, ROUNDS), rounds=ROUNDS, phase=phase)
        rules_line = self.tr("Rules: {rules}").format(rules=translated(describe_rules(rules.ruleset)))
        others = [seat for seat in range(state.players) if seat != me]
        parts = [f"<p><b style='font-size:large'>{heading}</b> &nbsp; <span style='color:#555'>{rules_line}</span></p>",
                 "<table width='100%' cellspacing='8' cellpadding='8'><tr>"]
        for seat in others:
            parts.append(f"<td width='{100 // max(len(others), 1)}%' bgcolor='#f6f1e4' valign='top'>"
                         f"{self._seat_area(seat, view, party)}</td>")
        parts.append("</tr></table>")
        # the middle of the table: the 太閤's 名物, the popularity dice, the deck
        down = state.taiko_down if over else view["taiko_down"]
        taiko = " ".join(chip(s) for s in state.taiko_up)
        taiko += (" &nbsp;" + " ".join(chip(s) for s in down)) if down is not None else \
            " " + " ".join(action_chip("?", face_up=False) for _ in state.taiko_down)
        dice = " &nbsp; ".join(f"{chip(s)}{tally(str(state.dice[s]), '#333')}" for s in state.suits)
        popularity = self.tr("<b>Popularity</b> (the dice): ")
        deck = tally(self.tr("Deck: {count} cards").format(count=view["deck_size"]), "#6d5a3a")
        parts.append("<table width='100%' cellspacing='8' cellpadding='10'><tr><td bgcolor='#e9dfc7' align='center'>"
                     f"<p><b>太閤殿下</b> &nbsp; {taiko}</p><p>{popularity} {dice}</p><p>{deck}")
        if party is not None:
            majorities = ", ".join(f"{SUITS[s]} → {'・'.join(str(h + 1) for h in holders)}"
                                   for s, holders in party["majorities"].items()) or self.tr("none")
            parts.append(" &nbsp; " + self.tr("<b>Majorities</b>: ") + majorities)
        parts.append("</p></td></tr></table>")
        if me is not None:  # your area; your hand and action cards are the cards under the table
            chosen = state.chosen[me] if state.phase == "play" else None
            waiting = ""
            if chosen is not None:  # face down in front of you until everyone has chosen
                waiting = "<p><i>" + self.tr("chosen this round: {card}").format(
                    card=SUITS[chosen[1]] if chosen[0] == 'm' else chosen[1]) + "</i></p>"
            parts.append("<table width='100%' cellspacing='8' cellpadding='8'><tr><td bgcolor='#f3ead2'>"
                         f"{self._seat_area(me, view, party)}{waiting}</td></tr></table>")
        return "".join(parts)

    def _seat_area(self, seat: int, view: dict, party: dict | None) -> str:
        """One seat's place at the table: who (in the seat's colour, ▶ on their turn), their hand
        size, their 蔵, and at the tea party their VP and anger."""
        state = self.session.state
        colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
        marker = "▶ " if seat == state.to_move and not state.is_over else ""
        tallies = [tally(self.tr("%n card(s) in hand", "", view["hand_sizes"][seat]), "#6d5a3a")]
        if party is not None:
            tallies.append(tally(self.tr("{vp} VP").format(vp=party["vp"][seat]), "#1f5fb4"))
            if party["anger"][seat]:
                tallies.append(tally(self.tr("anger {count}").format(count=party["anger"][seat]), "#c62828"))
            if party["out"][seat]:
                tallies.append(tally(self.tr("out"), "#222"))
            if seat in party["winners"]:
                tallies.append(tally(self.tr("wins"), "#2e7d32"))
        kura = " ".join(chip(entry[3]) if entry[2] == "m" else action_chip(str(entry[3]), entry[4])
                        for entry in state.kura[seat]) or "—"
        return (f"<p><b style='color:{colour}'>{marker}{self._who(seat)}</b> &nbsp; {' '.join(tallies)}</p>"
                f"<p>蔵: {kura}</p>")

    def closeEvent(self, event) -> None:
        self.controller.stop()
        event.accept()

