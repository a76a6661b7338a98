"""北野大茶会 played by pointing at the cards themselves (no Qt).

The exchange: up to three hand cards are picked up, then the Exchange button plays them (with none
held it keeps the hand). A round's card: a click on a 名物 in the hand or on an action card plays
it. The effects of an action: 献上 and 大量買付 pick their hand cards up and are played on the
effect's own card; 下賜 is a click on the 太閤's card taken; すり替え picks a 名物 of one's 蔵 up and
puts it on the 太閤's card it changes for; 箔付け picks a popularity die up and puts it on another
(swap their values) or on the 箔付け card (turn it over); 仕入れ and 偵察 are their cards; the
cards returned after 仕入れ are picked up and played on the Return button (the order asked when
it matters). "No more effects" is a button.
"""

from __future__ import annotations

from core.games.chakai.record import move_text
from core.games.chakai.rules import ACTIONS, EFFECTS, SUITS
from core.games.table_picks import Pick


def _hand(cards) -> tuple:
    return tuple(("hand", str(suit)) for suit in cards)


def table_picks(rules, state, moves: list[tuple]) -> list[Pick]:
    """One :class:`Pick` per legal move."""
    picks = []
    for move in moves:
        label = move_text(state, move)
        kind = move[0]
        if kind in ("exchange", "return"):
            picks.append(Pick(move, ("button", kind), _hand(move[1]), kind, "", label))
        elif kind == "play":
            place = ("hand", str(move[2])) if move[1] == "m" else ("action", move[2])
            picks.append(Pick(move, place, kind="play", label=label))
        elif kind == "stop":
            picks.append(Pick(move, ("button", "stop"), kind="stop", label=label))
        else:
            name, args = move[1], move[2]
            if name in ("献上", "大量買付"):
                picks.append(Pick(move, ("effect", name), _hand(args), "effect", "", label))
            elif name == "下賜":
                picks.append(Pick(move, ("taiko", str(args[0])), kind="effect", label=label))
            elif name == "すり替え":
                picks.append(Pick(move, ("taiko", str(args[1])), (("kura", str(args[0])),), "effect", "", label))
            elif name == "箔付け":
                die = (("die", str(args[1])),)
                place = ("die", str(args[2])) if args[0] == "swap" else ("effect", name)
                picks.append(Pick(move, place, die, "effect", "", label))
            else:  # 仕入れ, 偵察
                picks.append(Pick(move, ("effect", name), kind="effect", label=label))
    return picks


def spot_names(rules, state) -> dict:
    """What the hand's cards, the 太閤's cards and the dice are called."""
    names = {}
    for suit, name in enumerate(SUITS):
        for kind in ("hand", "taiko", "die"):
            names[(kind, str(suit))] = name
    for name in ACTIONS:
        names[("action", name)] = name
    for name in {effect for effects in EFFECTS.values() for effect in effects}:
        names[("effect", name)] = name
    seat = state.to_move
    for k, entry in enumerate(state.kura[seat] if seat < len(state.kura) else ()):
        names[("kura", str(k))] = SUITS[entry[3]] if entry[2] == "m" else str(entry[3])
    return names
