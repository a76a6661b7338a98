"""北野大茶会 game records: the seed, the seats and every move, replayed through the engine (no Qt).

Record::

    {"format": "kuni-chakai-record/1", "ruleset": {...}, "players": 4, "seed": 1,
     "seats": ["greedy", ...], "moves": [["exchange", [0, 3]], ["play", "a", "金"], ...],
     "final": {"vp": [...], "anger": [...], "winners": [...], "decided_by": "score"}}

The deal is re-made from ``random.Random(seed)``; replaying applies the moves and checks ``final``
(:mod:`core.games.record`, the same for every game).
:func:`describe` tells the game round by round, for a designer reading how the CPUs played.
"""

from __future__ import annotations

from core.games.chakai.rules import SUITS, ChakaiRules, ChakaiState
from core.games.standings import seat_text, winners_text
from core.text import joined, translate

RECORD_FORMAT = "kuni-chakai-record/1"


def final_of(rules: ChakaiRules, state: ChakaiState) -> dict:
    """What a record keeps of the tea party (checked on replay)."""
    party = rules.tea_party(state)
    return {key: party[key] for key in ("vp", "anger", "winners", "decided_by")}


def _card(move: tuple) -> str:
    """The card a ``play`` move chooses: a 名物's suit or an action card's name."""
    return SUITS[move[2]] if move[1] == "m" else str(move[2])


def _cards(suits) -> str:
    return "・".join(SUITS[s] for s in suits) or "—"


def move_text(state: ChakaiState, move: tuple) -> str:
    """A move of the seat to move in words, as its player sees it (the desktop game lists the
    choices so; :func:`describe` tells effects so)."""
    kind = move[0]
    seat = state.to_move
    if kind == "exchange":
        return translate("ChakaiMove", "exchange {cards}").format(cards=_cards(move[1])) if move[1] else \
            translate("ChakaiMove", "keep the hand").format()
    if kind == "play":
        return translate("ChakaiMove", "play {card}").format(card=_card(move))
    if kind == "return":
        return translate("ChakaiMove", "return {cards} under the deck (in this order)").format(cards=_cards(move[1]))
    if kind == "stop":
        return translate("ChakaiMove", "no more effects").format()
    name, args = move[1], move[2]
    detail = ""
    if name in ("献上", "下賜", "大量買付"):
        detail = " " + _cards(args)
    elif name == "箔付け":
        detail = f" {SUITS[args[1]]}↔{SUITS[args[2]]}" if args[0] == "swap" else \
            " " + translate("ChakaiMove", "{suit} turned").format(suit=SUITS[args[1]])
    elif name == "すり替え":
        detail = f" {SUITS[state.kura[seat][args[0]][3]]}→{SUITS[args[1]]}"
    return f"{name}{detail}"


def public_account(state: ChakaiState, move: tuple, after: ChakaiState, viewer: int | None) -> list[tuple]:
    """What ``viewer`` learns from a move: ``(seat, text)`` pairs, ``seat`` None for the round's
    reveal. The others' discards, chosen cards (until all are turned up together), returned cards
    and the 太閤's face-down cards stay hidden; the viewer's own moves are told whole."""
    seat = state.to_move
    kind = move[0]
    own = seat == viewer
    told: list[tuple] = []
    if kind == "exchange":
        told.append((seat, move_text(state, move) if own or not move[1] else
                     translate("ChakaiMove", "exchanges {count} card(s)").format(count=len(move[1]))))
    elif kind == "play":
        told.append((seat, translate("ChakaiMove", "chooses {card}").format(card=_card(move)) if own else
                     translate("ChakaiMove", "chooses a card").format()))
        if after.round != state.round or after.phase != "play":  # the round's last choice: all turn up
            shown = []
            for k, entries in enumerate(after.kura):
                for entry in entries:
                    if entry[0] == state.round and entry[1] == 0:
                        card = SUITS[entry[3]] if entry[2] == "m" else str(entry[3])
                        batted = entry[2] == "a" and not entry[4]
                        shown.append(translate("ChakaiMove", "{seat}: {card} (batting)").format(
                            seat=k + 1, card=card) if batted
                                     else f"{k + 1}: {card}")
            told.append((None, translate("ChakaiMove", "round {round} turned up — {cards}").format(
                round=state.round + 1, cards=joined(", ", shown))))
    elif kind == "effect" and not own and move[1] == "仕入れ":
        told.append((seat, translate("ChakaiMove", "仕入れ: draws 3 cards").format()))
    elif kind == "effect" and not own and move[1] == "偵察":
        told.append((seat, translate("ChakaiMove", "偵察: looks at the 太閤's face-down cards").format()))
    elif kind == "return" and not own:
        told.append((seat, translate("ChakaiMove", "returns {count} cards under the deck").format(count=len(move[1]))))
    else:
        told.append((seat, move_text(state, move)))
    return told


def describe(record: dict) -> str:
    """The game told round by round: the deal, each round's cards and effects, the tea party.

    Raises:
        core.games.record.RecordError: as :func:`core.games.record.replay`.
    """
    from core.games.chakai.spec import SPEC, decided_text
    from core.games.record import replay

    seats = record.get("seats") or []
    lines: list[str] = []
    current: list[str] = []

    def tell(state: ChakaiState, move: tuple, after: ChakaiState) -> None:
        if not lines:
            lines.append(translate("ChakaiRecord", "popularity: {dice}").format(
                dice=", ".join(f"{SUITS[s]} {state.dice[s]}" for s in state.suits)))
            lines.append(translate("ChakaiRecord", "太閤: {up} (+2 face down: {down})").format(
                up=_cards(state.taiko_up), down=_cards(state.taiko_down)))
        seat = state.to_move
        who = f"{seat + 1}({seats[seat] if seat < len(seats) else '?'})"
        if move[0] == "exchange":
            lines.append(translate("ChakaiRecord", "{who} exchanges {cards}").format(who=who, cards=_cards(move[1]))
                         if move[1] else translate("ChakaiRecord", "{who} keeps the hand").format(who=who))
        elif move[0] == "play":
            current.append(f"{who} {SUITS[move[2]] if move[1] == 'm' else move[2]}")
            if after.phase != "play" or after.round != state.round:  # the round's last card: all turn up
                batted = {e[3] for k in after.kura for e in k if e[0] == state.round and e[2] == "a" and not e[4]}
                lines.append(translate("ChakaiRecord", "round {round}: {cards}{batting}").format(
                    round=state.round + 1, cards=", ".join(current),
                    batting=translate("ChakaiRecord", " — batting: {cards}").format(cards="・".join(sorted(batted)))
                    if batted else ""))
                current.clear()
        elif move[0] in ("effect", "return"):
            lines.append(translate("ChakaiRecord", "    {who}: {move}").format(who=who, move=move_text(state, move)))

    rules, state = replay(SPEC, record, on_move=tell)
    party = rules.tea_party(state)
    lines.append(translate("ChakaiRecord", "太閤 at the tea party: {cards}").format(
        cards=_cards(state.taiko_up + state.taiko_down)))
    for seat in range(state.players):
        kura = [SUITS[e[3]] if e[2] == "m" else f"[{e[3]}{'' if e[4] else '↓'}]" for e in state.kura[seat]]
        majorities = [SUITS[s] for s, holders in party["majorities"].items() if seat in holders]
        lines.append(translate("ChakaiRecord", "{seat} ({kind}): {vp} VP, anger {anger}{out}; majorities {majorities}; "
                                               "蔵 {kura}").format(
            seat=seat_text(seat), kind=seats[seat] if seat < len(seats) else "?", vp=party["vp"][seat],
            anger=party["anger"][seat], out=translate("ChakaiRecord", " (out)").format() if party["out"][seat] else "",
            majorities="・".join(majorities) or "—", kura=" ".join(kura)))
    lines.append(translate("ChakaiRecord", "winner: {winners} ({decided})").format(
        winners=winners_text(party["winners"]), decided=decided_text(party["decided_by"])))
    return joined("\n", lines)
