"""しま as one seat sees it (no Qt): the island, the pieces, the bank, the dice rolled, its own
materials and help cards — of the others only how many materials and cards they hold, and never
the deck's order, the ひみつの１点 of others, or the seed the dice and the stolen cards come from.

A view is plain JSON and the same for a seat whatever the others hold or the dice will show.
:func:`table_state` rebuilds from it a state a table draws and the seat to move reads its legal
moves from; what the seat cannot see stands in as counts only (the others' materials all as 木,
their help cards, and those drawn this turn, all as ひみつの１点, the deck as unknown cards, no seed). Once the game is over the
hands, cards and ひみつの１点 are shown.
"""

from __future__ import annotations

import random
from dataclasses import replace

from core.games.shima.board import Island
from core.games.shima.rules import CARDS, VICTORY, ShimaRules, ShimaState
from core.text import from_json, to_json

#: What an unseen help card in the deck stands as on a table.
UNSEEN_CARD = "?"


def view(rules: ShimaRules, state: ShimaState, seat: int | None) -> dict:
    """What ``seat`` sees (None: a watcher)."""
    shown = state.is_over

    def own(values, k):
        return list(values[k]) if shown or k == seat else None

    island = state.island
    return {
        "island": {"terrain": list(island.terrain), "numbers": list(island.numbers), "letters": list(island.letters),
                   "harbours": [list(h) for h in island.harbours], "start_corner": island.start_corner},
        "players": state.players, "phase": state.phase, "to_move": state.to_move, "turn_of": state.turn_of,
        "setup_step": state.setup_step, "pending_house": state.pending_house,
        "buildings": [list(b) if b is not None else None for b in state.buildings],
        "roads": list(state.roads),
        "hands": [own(state.hands, k) for k in range(state.players)],
        "hand_sizes": [sum(hand) for hand in state.hands],
        "bank": list(state.bank), "deck_size": len(state.deck),
        "cards": [own(state.cards, k) for k in range(state.players)],
        # of another seat only how many help cards it holds, whatever their kind: a ひみつの１点 counts
        # at once and is never a card drawn this turn, so telling those apart would tell it was drawn
        "card_counts": [sum(cards) for cards in state.cards],
        "new_cards": [own(state.new_cards, k) for k in range(state.players)],
        "new_card_counts": [sum(state.new_cards[k]) if shown or k == seat else None for k in range(state.players)],
        "secret": [state.secret[k] if shown or k == seat else None for k in range(state.players)],
        "played_card": state.played_card, "knights": list(state.knights),
        "longest_road": state.longest_road, "cloud_master": state.cloud_master, "cloud": state.cloud,
        "to_discard": state.to_discard, "free_roads": state.free_roads, "turn": state.turn,
        "last_roll": list(state.last_roll) if state.last_roll is not None else None, "winner": state.winner,
        "log": [to_json(entry) for entry in state.log], "road_lengths": list(state.road_lengths),
        # the points everyone sees (buildings and bonuses; ひみつの１点 above, for its owner)
        "public_points": [rules.points(state, k, public=True) for k in range(state.players)],
    }


def table_state(rules: ShimaRules, data: dict) -> ShimaState:
    """A state drawn from a view (what is unseen stands in as counts)."""
    players = data["players"]
    victory = CARDS.index(VICTORY)

    def seen_or(key, k, stand_in):
        value = data[key][k]
        return tuple(value) if value is not None else stand_in

    hands = tuple(seen_or("hands", k, (data["hand_sizes"][k], 0, 0, 0, 0)) for k in range(players))
    def counted(key, counts, k):
        count = data[counts][k] or 0  # (another seat's cards drawn this turn are not told: none)
        return seen_or(key, k, tuple(count if i == victory else 0 for i in range(len(CARDS))))

    cards = tuple(counted("cards", "card_counts", k) for k in range(players))
    island = data["island"]
    return ShimaState(
        island=Island(tuple(island["terrain"]), tuple(island["numbers"]), tuple(island["letters"]),
                      tuple(tuple(h) for h in island["harbours"]), island["start_corner"]),
        players=players, seed=0, draws=0, phase=data["phase"], to_move=data["to_move"], turn_of=data["turn_of"],
        setup_step=data["setup_step"], pending_house=data["pending_house"],
        buildings=tuple(tuple(b) if b is not None else None for b in data["buildings"]),
        roads=tuple(data["roads"]), hands=hands, bank=tuple(data["bank"]),
        deck=(UNSEEN_CARD,) * data["deck_size"], cards=cards,
        new_cards=tuple(counted("new_cards", "new_card_counts", k) for k in range(players)), played_card=data["played_card"],
        knights=tuple(data["knights"]),
        secret=tuple(s if s is not None else 0 for s in data["secret"]),
        longest_road=data["longest_road"], cloud_master=data["cloud_master"], cloud=data["cloud"],
        to_discard=data["to_discard"], free_roads=data["free_roads"], turn=data["turn"],
        last_roll=tuple(data["last_roll"]) if data["last_roll"] is not None else None, winner=data["winner"],
        log=tuple(from_json(entry) for entry in data["log"]), road_lengths=tuple(data["road_lengths"]),
    )


def redeal_hidden(rules: ShimaRules, state: ShimaState, seat: int, rng: random.Random) -> ShimaState:
    """The same position with what ``seat`` cannot see dealt again: another seed (other dice and
    stolen cards to come), the deck and the others' help cards shuffled together (each keeping how
    many it holds, and how many it drew this turn), the others' materials shuffled among them
    (each keeping its count)."""
    others = [k for k in range(state.players) if k != seat]
    pool = list(state.deck)
    for k in others:
        pool += [CARDS[i] for i, n in enumerate(state.cards[k]) for _ in range(n)]
    rng.shuffle(pool)
    cards, new_cards, secret = list(state.cards), list(state.new_cards), list(state.secret)
    for k in others:
        size, fresh = sum(state.cards[k]), sum(state.new_cards[k])
        # the cards drawn this turn first: a ひみつの１点 is never among them (it counts at once)
        drawn = [card for card in pool if card != VICTORY][:fresh]
        if len(drawn) < fresh:  # no other deal fits this seat: it keeps its own
            for card in (CARDS[i] for i, n in enumerate(state.cards[k]) for _ in range(n)):
                pool.remove(card)
            continue
        for card in drawn:
            pool.remove(card)
        dealt, pool = drawn + pool[:size - fresh], pool[size - fresh:]
        cards[k] = tuple(dealt.count(card) for card in CARDS)
        secret[k] = dealt.count(VICTORY)
        new_cards[k] = tuple(drawn.count(card) for card in CARDS)
    materials = [m for k in others for m, n in enumerate(state.hands[k]) for _ in range(n)]
    rng.shuffle(materials)
    hands = list(state.hands)
    for k in others:
        size = sum(state.hands[k])
        dealt, materials = materials[:size], materials[size:]
        hands[k] = tuple(dealt.count(m) for m in range(5))
    return replace(state, seed=rng.getrandbits(63), deck=tuple(pool), cards=tuple(cards),
                   new_cards=tuple(new_cards), secret=tuple(secret), hands=tuple(hands))


def reshuffle(rules: ShimaRules, state: ShimaState, rng: random.Random) -> ShimaState:
    """The same position with the help cards still to be drawn in another order (nobody has seen
    them; the dice to come stay)."""
    deck = list(state.deck)
    rng.shuffle(deck)
    return replace(state, deck=tuple(deck))


def board_view(rules: ShimaRules) -> dict:
    """The island's fixed shape, for a browser's table: each corner's position (tile radii), each
    side's two corners, each tile's six corners (in the engine's numbering); the materials and help
    cards by name."""
    from core.games.shima.board import GEOMETRY, MATERIALS
    from core.games.shima.picks import BUILD_NAMES

    return {"corners": [list(c) for c in GEOMETRY.corners], "sides": [list(s) for s in GEOMETRY.sides],
            "tiles": [list(t) for t in GEOMETRY.tile_corners], "materials": list(MATERIALS), "cards": list(CARDS),
            "builds": {kind: to_json(name.format()) for kind, name in BUILD_NAMES.items()},
            "costs": {key: list(cost) for key, cost in rules.costs.items()}, "target": rules.ruleset.target}
