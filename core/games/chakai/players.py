"""北野大茶会 CPU players (no Qt): each chooses among the legal moves, from what its seat may see.

* ``random`` — any legal move, uniformly (a yardstick).
* ``greedy`` — the move that most improves its lead at an imagined tea party now: its VP minus
  the best other player's, counting majorities, set bonus and anger against what it knows of the
  太閤's collection (his face-down cards as none of any suit unless it scouted them). An action card is
  worth its best effect, discounted by the chance that someone bats it; 仕入れ and 偵察, whose
  worth does not show on the table, count a little. The card of the round, played by everyone at
  once, is drawn with weights exp(worth / τ) (a mixed strategy: a fixed best reply is the same
  for every greedy CPU, and they bat each other). At the exchange and after 仕入れ it lets go of
  the cards of the least promising suits.

* ``planner`` — looks ahead. For this round's card and for its action's effects it takes the
  greedy player's best few moves and plays each out to the tea party in several imagined worlds:
  the cards it cannot see (the others' hands, the deck, the 太閤's face-down cards) dealt at
  random from those not on the table, the others' choices this round made by the greedy player,
  everyone greedy from then on. The move with the best average result (its share of the win, then
  its lead in VP) is played. Every move is tried in the same worlds, so the comparison is fair.

Players read :meth:`ChakaiRules.view` only — never another hand, this round's choices or the deck.
"""

from __future__ import annotations

import math
import random
from collections import Counter

from core.games.chakai.rules import (
    ACTIONS,
    CARDS_PER_SUIT,
    SUITS,
    TAIKO_FACE_DOWN,
    ChakaiRules,
    ChakaiState,
    count_entries,
    replace_state,
)

#: Temperature of the card choice, VP of lead. Measured (400 games, two against two deterministic
#: greedy CPUs): τ 0.3 / 0.7 / 1.5 won 27.5 / 28.1 / 27.4 % against 22 %, batting 1.7 actions a
#: game instead of 2.1 at 0.7.
PLAY_TEMPERATURE = 0.7
#: Worth of the effects whose gain does not show on the table (VP of lead).
SHIIRE_WORTH = 0.6
TEISATSU_WORTH = 0.2


_PHASES = {"exchange": 1, "play": 2, "effect": 3, "return": 4, "over": 5}


def _rng(seed: int, state: ChakaiState) -> random.Random:
    """A generator for one decision, from the seed and where the game stands: the same position
    always gives the same choices, so a resumed game plays on as the uninterrupted one would."""
    placed = sum(len(entries) for entries in state.kura)
    return random.Random(seed * 1_000_003 + state.round * 104_729 + _PHASES[state.phase] * 7919 + state.to_move * 613
                         + state.effects_left * 31 + len(state.used) * 7 + placed * 3 + len(state.deck))


class RandomChakaiPlayer:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def decide(self, rules: ChakaiRules, state: ChakaiState, legal):
        return legal[_rng(self.seed, state).randrange(len(legal))]


class GreedyChakaiPlayer:
    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def decide(self, rules: ChakaiRules, state: ChakaiState, legal):
        self.rng = _rng(self.seed, state)
        view = rules.view(state, state.to_move)
        table = _Table(rules, view)
        if view["phase"] in ("exchange", "return"):
            return self._let_go(table, view, legal)
        if view["phase"] == "play":
            return self._mixed(table, legal)
        best, best_value = [], None
        for move in legal:
            value = table.worth(move)
            if best_value is None or value > best_value + 1e-9:
                best, best_value = [move], value
            elif abs(value - best_value) <= 1e-9:
                best.append(move)
        return best[self.rng.randrange(len(best))]

    def _mixed(self, table: _Table, legal):
        """Cards are played at once: a fixed best reply is what every greedy CPU finds, so they bat
        each other's actions (two of their three a game). Choose in proportion to exp(worth / τ)."""
        worths = [table.worth(move) for move in legal]
        top = max(worths)
        weights = [math.exp((w - top) / PLAY_TEMPERATURE) for w in worths]
        pick = self.rng.random() * sum(weights)
        for move, weight in zip(legal, weights):
            pick -= weight
            if pick <= 0:
                return move
        return legal[-1]

    def _let_go(self, table: _Table, view: dict, legal):
        """Keep the cards of the suits worth most to this seat; let go of the rest."""
        keep_value = {suit: table.suit_promise(suit) for suit in range(len(SUITS))}

        def cost(move) -> float:
            # what the cards let go of were worth; at the exchange letting go of nothing is fine
            return sum(keep_value[suit] for suit in move[1]) - (0.8 * len(move[1]) if move[0] == "exchange" else 0)

        lowest = min(cost(move) for move in legal)
        options = [move for move in legal if cost(move) <= lowest + 1e-9]
        return options[self.rng.randrange(len(options))]


class _Table:
    """The public table as one seat sees it, and what a move would do to its lead."""

    def __init__(self, rules: ChakaiRules, view: dict) -> None:
        self.rules = rules
        self.view = view
        self.seat = view["seat"]
        n = view["players"]
        counts = [0.0] * len(SUITS)
        for suit in view["taiko_up"]:
            counts[suit] += 1
        if view["taiko_down"] is not None:
            for suit in view["taiko_down"]:
                counts[suit] += 1
        # Unknown face-down cards count as none of any suit: anger weighed at its likeliest.
        # Measured (400 games, two of each against each other): counting them as expected
        # fractions instead won 19 % against 31 % and was out (two tokens) 30 % against 11 %.
        self.taiko_counts = counts
        self.state = ChakaiState(
            players=n, suits=view["suits"], dice=view["dice"], deck=(), taiko_up=view["taiko_up"], taiko_down=(),
            hands=tuple(() for _ in range(n)), actions=tuple(() for _ in range(n)), kura=view["kura"],
            round=view["round"], phase="over", to_move=self.seat, chosen=tuple(None for _ in range(n)))
        # the 蔵 counted once: an imagined move recounts only this seat's
        self.base = rules.tally(view["kura"], n)
        self._options: ChakaiState | None = None
        self._promise: dict[int, float] = {}
        self.now = self.lead()

    @property
    def options(self) -> ChakaiState:
        """What the rules would offer this seat's actions: its own hand and what is public. The
        deck and the 太閤's face-down cards count only by number here (0 stands for a card
        unseen), which is all the offer depends on. (Built when first asked for: a table that
        weighs no action never needs it.)"""
        if self._options is None:
            view, n = self.view, self.state.players
            hands = [()] * n
            hands[self.seat] = view["hand"]
            scouted = [False] * n
            scouted[self.seat] = view["taiko_down"] is not None
            self._options = replace_state(self.state, hands=tuple(hands), deck=(0,) * view["deck_size"],
                                          taiko_down=view["taiko_down"] or (0,) * TAIKO_FACE_DOWN,
                                          scouted=tuple(scouted))
        return self._options

    def _with_own(self, own_counts: list[int], own_first: list) -> tuple[list, list]:
        """The table's tally with this seat's row replaced."""
        counts, first = list(self.base[0]), list(self.base[1])
        counts[self.seat], first[self.seat] = own_counts, own_first
        return counts, first

    def _adding(self, extra) -> tuple[list, list]:
        """The tally once ``extra`` cards join this seat's 蔵: its row counted on from the table's,
        as :meth:`ChakaiRules.tally` would count the whole 蔵 again (a card's place counts only
        where it is left of the suit's leftmost)."""
        counts, first = list(self.base[0][self.seat]), list(self.base[1][self.seat])
        count_entries(extra, counts, first)
        return self._with_own(counts, first)

    def _recounting(self, mine) -> tuple[list, list]:
        """The tally with this seat's 蔵 changed to ``mine`` (not only added to), counted again."""
        own_counts, own_first = self.rules.tally((mine,), 1)
        return self._with_own(own_counts[0], own_first[0])

    def lead(self, taiko_counts=None, dice=None, tally=None) -> float:
        """This seat's VP minus the best other standing player's at a tea party now, with these
        太閤 counts / dice / the table's ``tally`` (default: the table as it is)."""
        if tally is None:
            tally = self.base
        vp, anger = self.rules.standings(self.state, taiko_counts or self.taiko_counts, self.state.dice
                                         if dice is None else dice, tally)
        own = -50.0 if anger[self.seat] == 2 else vp[self.seat]
        others = [vp[s] for s in range(self.state.players) if s != self.seat and anger[s] != 2]
        return own - (max(others) if others else 0)

    def suit_promise(self, suit: int) -> float:
        """How much a card of this suit is worth keeping: its die, more where this seat already
        collects it, less where it would anger the 太閤."""
        if suit not in self._promise:
            self._promise[suit] = self._suit_promise(suit)
        return self._promise[suit]

    def _suit_promise(self, suit: int) -> float:
        if suit not in self.view["suits"]:
            return 0.0
        mine = sum(1 for e in self.view["kura"][self.seat] if e[2] == "m" and e[3] == suit)
        held = self.view["hand"].count(suit)
        promise = self.view["dice"][suit] / 2 + 0.5 * min(mine + held, 3)
        if mine + held >= self.taiko_counts[suit] + 1:
            promise -= 1.0
        return promise

    def worth(self, move) -> float:
        kind = move[0]
        round_ = self.view["round"]
        if kind == "play":
            if move[1] == "m":
                return self.lead(tally=self._adding([(round_, 0, "m", move[2], True)]))
            return self.now + self._action_worth(move[2]) * self._unbatted(move[2])
        if kind == "effect":
            return self.now + self._effect_gain(move[1], move[2])
        return self.now  # stop

    def _unbatted(self, action: str) -> float:
        """The chance nobody else plays the same action this round (each other player who still
        holds it plays it with the chance of one card among those left in their hand)."""
        chance = 1.0
        for seat in range(self.view["players"]):
            if seat == self.seat:
                continue
            played = {e[3] for e in self.view["kura"][seat] if e[2] == "a"}
            if action not in played:
                chance *= 1 - 1 / max(1, self.view["hand_sizes"][seat])
        return chance

    def _action_worth(self, action: str) -> float:
        """The action's best effect, plus the extra ones its face-down cards would allow (each
        only if it helps: they are optional)."""
        best: dict[str, float] = {}
        for move in self.rules.effect_options(self.options, self.seat, action):
            gain = self._effect_gain(move[1], move[2])
            best[move[1]] = max(best.get(move[1], gain), gain)
        gains = sorted(best.values(), reverse=True)
        if not gains:
            return 0.0
        face_down = sum(1 for e in self.view["kura"][self.seat] if e[2] == "a" and not e[4])
        return gains[0] + sum(max(0.0, g) for g in gains[1:1 + face_down])

    def _effect_gain(self, effect: str, args) -> float:
        view = self.view
        round_ = view["round"]
        if effect == "仕入れ":
            return SHIIRE_WORTH
        if effect == "偵察":
            return TEISATSU_WORTH
        if effect == "献上":
            counts = list(self.taiko_counts)
            for suit in args:
                counts[suit] += 1
            # the cards given away were cards this seat could have played
            return self.lead(taiko_counts=counts) - self.now - 0.3 * sum(self.suit_promise(s) for s in args)
        if effect == "下賜":
            counts = list(self.taiko_counts)
            counts[args[0]] -= 1
            return self.lead(taiko_counts=counts, tally=self._adding([(round_, 1, "m", args[0], True)])) - self.now
        if effect == "箔付け":
            dice = list(view["dice"])
            if args[0] == "swap":
                dice[args[1]], dice[args[2]] = dice[args[2]], dice[args[1]]
            else:
                dice[args[1]] = 7 - dice[args[1]]
            return self.lead(dice=tuple(dice)) - self.now
        if effect == "大量買付":
            return self.lead(tally=self._adding([(round_, 0, "m", suit, True) for suit in args])) - self.now
        if effect == "すり替え":
            k, theirs = args
            entries = list(view["kura"][self.seat])
            own = entries[k][3]
            entries[k] = entries[k][:3] + (theirs, True)
            counts = list(self.taiko_counts)
            counts[theirs] -= 1
            counts[own] += 1
            return self.lead(counts, tally=self._recounting(tuple(entries))) - self.now
        return 0.0


#: The planner's look-ahead: the greedy player's best moves it plays out, in how many imagined
#: worlds, and what a VP of lead at the tea party is worth beside a whole win.
PLANNER_CANDIDATES = 5
PLANNER_WORLDS = 10
PLANNER_LEAD_WEIGHT = 0.02


class PlannerChakaiPlayer:
    name = "planner"

    def __init__(self, seed: int = 0, candidates: int = PLANNER_CANDIDATES, worlds: int = PLANNER_WORLDS) -> None:
        self.seed = seed
        self.candidates, self.worlds = candidates, worlds
        self.greedy = GreedyChakaiPlayer(seed)

    def decide(self, rules: ChakaiRules, state: ChakaiState, legal):
        self.rng = _rng(self.seed, state)
        view = rules.view(state, state.to_move)
        if view["phase"] not in ("play", "effect") or len(legal) == 1:
            return self.greedy.decide(rules, state, legal)
        table = _Table(rules, view)
        worth = {move: table.worth(move) for move in legal}
        ranked = sorted(legal, key=lambda move: -worth[move])[:self.candidates]
        totals = dict.fromkeys(ranked, 0.0)
        for _ in range(self.worlds):
            world = imagine_world(view, self.rng)
            seed = self.rng.getrandbits(32)
            for move in ranked:
                totals[move] += _play_out(rules, world, view, move, seed)
        return max(ranked, key=lambda move: totals[move])  # ties: the greedy player's order


def imagine_world(view: dict, rng: random.Random) -> ChakaiState:
    """A whole state ``view``'s seat cannot tell from the real one: the 名物 cards it has not
    seen (not in its hand, on the table, in a 蔵, or among the 太閤's cards it knows) dealt at random
    to the others' hands, the deck and the 太閤's face-down cards, in the numbers each holds. This
    round's choices are not imagined: the world starts before anyone chose (play phase)."""
    seat, n = view["seat"], view["players"]
    unseen: Counter = Counter({suit: CARDS_PER_SUIT for suit in view["suits"]})
    unseen.subtract(view["hand"])
    unseen.subtract(view["taiko_up"])
    if view["taiko_down"] is not None:
        unseen.subtract(view["taiko_down"])
    for entries in view["kura"]:
        unseen.subtract(entry[3] for entry in entries if entry[2] == "m")
    cards = list(unseen.elements())
    rng.shuffle(cards)
    actions, hands = [], []
    for other in range(n):
        if other == seat:
            actions.append(view["actions"])
            hands.append(view["hand"])
            continue
        played = {entry[3] for entry in view["kura"][other] if entry[2] == "a"}
        left = tuple(action for action in ACTIONS if action not in played)
        size = view["hand_sizes"][other] - len(left)
        actions.append(left)
        hands.append(tuple(sorted(cards[:size])))
        cards = cards[size:]
    if view["taiko_down"] is None:
        taiko_down, cards = tuple(sorted(cards[:TAIKO_FACE_DOWN])), cards[TAIKO_FACE_DOWN:]
    else:
        taiko_down = view["taiko_down"]
    play = view["phase"] == "play"
    return ChakaiState(
        players=n, suits=view["suits"], dice=view["dice"], deck=tuple(cards), taiko_up=view["taiko_up"],
        taiko_down=taiko_down, hands=tuple(hands), actions=tuple(actions), kura=view["kura"], round=view["round"],
        phase=view["phase"], to_move=0 if play else seat, chosen=tuple(None for _ in range(n)),
        queue=view["queue"], effects_left=view["effects_left"], used=view["used"], scouted=view["scouted"])


def _play_out(rules: ChakaiRules, world: ChakaiState, view: dict, move, seed: int) -> float:
    """``move`` by ``view``'s seat in ``world`` (the others choosing first where they would have),
    then greedy players to the end: the seat's share of the win plus a little for its lead."""
    seat = view["seat"]
    players = [GreedyChakaiPlayer(seed + k) for k in range(world.players)]
    state = world
    while state.to_move != seat:  # this round's earlier choices, as the greedy player makes them
        state = rules.apply(state, players[state.to_move].decide(rules, state, rules.legal_moves(state)))
    state = rules.apply(state, move)
    while state.phase != "over":
        state = rules.apply(state, players[state.to_move].decide(rules, state, rules.legal_moves(state)))
    party = rules.tea_party(state)
    winners = party["winners"]
    share = 1 / len(winners) if seat in winners else 0.0
    vp = party["vp"]
    mine = -10.0 if party["out"][seat] else vp[seat]
    others = [vp[s] for s in range(world.players) if s != seat and not party["out"][s]]
    return share + PLANNER_LEAD_WEIGHT * (mine - (max(others) if others else 0))


PLAYERS = {"random": RandomChakaiPlayer, "greedy": GreedyChakaiPlayer, "planner": PlannerChakaiPlayer}
