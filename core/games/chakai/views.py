"""北野大茶会 as one seat sees it (no Qt): the table (the 太閤's face-up 名物, the dice, every 蔵,
whose action takes effect), its own hand and this round's own choice — of the others only how many
cards they hold and whether they have chosen, never their hands, their face-down choice before
the round turns up, their discards or the cards they return, the deck's order, the reshuffle's
seed, or the 太閤's face-down cards before the seat has scouted them.

Moves are seen the same way (:func:`seen_move`): another seat's exchange, choice and returned
cards are told as that many unknown cards (``-1``; a choice as ``("play", "?", -1)``).

:func:`table_state` rebuilds from a view a state a table draws (and the seat to move reads its
legal moves from), with unknown cards as ``-1``. Once the tea party is over everything is shown.
"""

from __future__ import annotations

import random
from dataclasses import replace

from core.games.chakai.rules import ChakaiRules, ChakaiState

#: An unseen card on a table, and another seat's choice before the round turns up.
UNSEEN = -1
UNSEEN_CHOICE = ("?", UNSEEN)


def view(rules: ChakaiRules, state: ChakaiState, seat: int | None) -> dict:
    """What ``seat`` sees (None: a watcher)."""
    over = state.is_over
    scouted = over or (seat is not None and state.scouted[seat])
    return {
        "players": state.players, "suits": list(state.suits), "dice": list(state.dice), "deck_size": len(state.deck),
        "taiko_up": list(state.taiko_up),
        "taiko_down": list(state.taiko_down) if scouted else None, "taiko_down_size": len(state.taiko_down),
        "hands": [list(hand) if over or k == seat else None for k, hand in enumerate(state.hands)],
        "hand_sizes": [len(hand) for hand in state.hands],
        "actions": [list(actions) for actions in state.actions],
        "kura": [[list(entry) for entry in entries] for entries in state.kura],
        "round": state.round, "phase": state.phase, "to_move": state.to_move,
        "chosen": [list(card) if card is not None and k == seat else None for k, card in enumerate(state.chosen)],
        "has_chosen": [card is not None for card in state.chosen],
        "queue": list(state.queue), "effects_left": state.effects_left, "used": list(state.used),
        "scouted": list(state.scouted), "discards": len(state.discards),
    }


def table_state(rules: ChakaiRules, data: dict) -> ChakaiState:
    """A state drawn from a view (unseen cards as ``-1``)."""
    hands = tuple(tuple(hand) if hand is not None else (UNSEEN,) * size
                  for hand, size in zip(data["hands"], data["hand_sizes"]))
    down = data["taiko_down"]
    chosen = tuple(tuple(card) if card is not None else UNSEEN_CHOICE if made else None
                   for card, made in zip(data["chosen"], data["has_chosen"]))
    return ChakaiState(
        players=data["players"], suits=tuple(data["suits"]), dice=tuple(data["dice"]),
        deck=(UNSEEN,) * data["deck_size"], taiko_up=tuple(data["taiko_up"]),
        taiko_down=tuple(down) if down is not None else (UNSEEN,) * data["taiko_down_size"],
        hands=hands, actions=tuple(tuple(actions) for actions in data["actions"]),
        kura=tuple(tuple(tuple(entry) for entry in entries) for entries in data["kura"]),
        round=data["round"], phase=data["phase"], to_move=data["to_move"], chosen=chosen,
        queue=tuple(data["queue"]), effects_left=data["effects_left"], used=tuple(data["used"]),
        scouted=tuple(data["scouted"]), reshuffle_seed=0, discards=(UNSEEN,) * data["discards"],
    )


def seen_move(rules: ChakaiRules, mover: int, move: tuple, seat: int | None) -> tuple:
    """``mover``'s move as ``seat`` sees it: another's exchange, choice or returned cards hidden."""
    if mover == seat:
        return move
    kind = move[0]
    if kind in ("exchange", "return"):
        return (kind, (UNSEEN,) * len(move[1]))
    if kind == "play":
        return ("play",) + UNSEEN_CHOICE
    return move


def redeal_hidden(rules: ChakaiRules, state: ChakaiState, seat: int, rng: random.Random) -> ChakaiState:
    """The same position with what ``seat`` cannot see dealt again: the deck, the others' hands,
    the exchange's discards and (unless scouted) the 太閤's face-down cards shuffled together, each
    keeping its size; the reshuffle's seed anew. (The others' choices this round stay: a card
    chosen is one its seat held.)"""
    others = [k for k in range(state.players) if k != seat]
    chosen_cards = [state.chosen[k][1] for k in others if state.chosen[k] is not None and state.chosen[k][0] == "m"]
    pool = list(state.deck) + list(state.discards) + [card for k in others for card in state.hands[k]]
    hidden_down = not state.scouted[seat]
    if hidden_down:
        pool += list(state.taiko_down)
    for card in chosen_cards:  # a chosen 名物 stays with its seat
        pool.remove(card)
    rng.shuffle(pool)
    hands = list(state.hands)
    for k in others:
        keep = [state.chosen[k][1]] if state.chosen[k] is not None and state.chosen[k][0] == "m" else []
        size = len(state.hands[k]) - len(keep)
        hands[k], pool = tuple(sorted(keep + pool[:size])), pool[size:]
    down = state.taiko_down
    if hidden_down:
        down, pool = tuple(sorted(pool[:len(down)])), pool[len(down):]
    discards, pool = tuple(pool[:len(state.discards)]), pool[len(state.discards):]
    return replace(state, hands=tuple(hands), taiko_down=down, discards=discards, deck=tuple(pool),
                   reshuffle_seed=rng.getrandbits(32))


def reshuffle(rules: ChakaiRules, state: ChakaiState, rng: random.Random) -> ChakaiState:
    """The same position with the cards still to be drawn in another order, and the reshuffle after
    the exchange drawn again (nobody has seen either)."""
    deck = list(state.deck)
    rng.shuffle(deck)
    return replace(state, deck=tuple(deck), reshuffle_seed=rng.getrandbits(32))


def board_view(rules: ChakaiRules) -> dict:
    """The names a browser's table writes: the suits (in popularity-card order) with their colours,
    the action cards and the effects each gives."""
    from core.games.chakai.rules import ACTIONS, EFFECTS, ROUNDS, SUIT_COLOURS, SUITS

    return {"suits": list(SUITS), "suit_colours": list(SUIT_COLOURS), "actions": list(ACTIONS),
            "effects": {action: list(EFFECTS[action]) for action in ACTIONS}, "rounds": ROUNDS}
