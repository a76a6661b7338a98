"""北野大茶会 (draft 18): the rules engine (no Qt).

The designer's document (../shared/seeds/002_…txt) worries that ties are settled too arbitrarily
(上座 wins them) and happen too often because the score scale is small. This engine plays the
draft exactly — the set-up with the one exchange, seven rounds of one card played face down by
everyone at once, batting (バッティング) of equal action cards, the extra effects of face-down
action cards, the nine effects of 謁見・金・忍者, and the tea party's majorities, anger and
set bonus — and offers the designer's own proposals as options of :class:`ChakaiRuleSet`, so
the simulator can measure each against the draft.

Shape of every engine here (:mod:`core.games.game`): an immutable :class:`ChakaiState`,
``legal_moves``, ``apply`` (illegal moves refused), ``is_over``, ``scores``. Cards played at once
are chosen one seat after another, but a player sees nothing of the others' choices (the
players in :mod:`core.games.chakai.players` read only :func:`ChakaiRules.view`). Randomness:
the deal and dice use the generator given to ``initial_state``; the reshuffle after the exchange
uses a seed carried in the state, so a game replays exactly. Choices the draft leaves open are
written in docs/rules-chakai.md.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, fields
from itertools import combinations
from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from core.games.game import IllegalMove
from core.games.state_copy import copy_state
from core.text import translate

try:  # An optional build (pyproject.toml): without a C compiler the standings are scored in Python.
    from core.games.chakai import _standings
except ImportError:  # pragma: no cover - depends on the machine
    _standings = None

#: The six suits of 名物 cards, in the order of the popularity cards (left to right).
SUITS = ("茶入", "茶碗", "茶杓", "茶筅", "茶釜", "香合")
SUIT_COLOURS = ("赤", "青", "黄", "緑", "黒", "紫")
CARDS_PER_SUIT = 8
#: Action cards (each player has one of each) and the effects each offers.
ACTIONS = ("謁見", "金", "忍者")
EFFECTS = {
    "謁見": ("献上", "下賜", "仕入れ"),
    "金": ("箔付け", "大量買付", "仕入れ"),
    "忍者": ("すり替え", "偵察", "仕入れ"),
}
ROUNDS = 7
TAIKO_CARDS, TAIKO_FACE_DOWN = 7, 2
HAND_CARDS = 7
EXCHANGE_MAX = 3
SHIIRE_CARDS = 3
#: Anger: one token costs this many VP; two lose the game; three or more are pardoned.
ANGER_PENALTY = 2
#: The 怒りトークン in the box (◇怒りトークン（８個）); the simulator counts the parties that would need more.
ANGER_TOKENS = 8


class ChakaiRuleSet(BaseModel):
    """The draft's rules (the defaults) and the designer's proposals.

    Attributes:
        majority_ties: ``leftmost`` (draft 18: of the players with most cards of a suit, the one
            whose first card of it lies furthest left in the 蔵 — played earliest — takes the
            majority; exactly level, all take it) or ``all`` (everyone with most cards takes it).
            The value ``split`` of earlier files reads as ``all`` with ``majority_share``.
        majority_share: 頭割り (the designer's proposal, 「ストッパーとして頭割りぐらいは入れた方が
            良さそうだ」): the players who take a majority share its die, rounded down; draft 18:
            each of them scores it whole (「複数いても同じＶＰを得てください」).
        majority_score: ``die`` (draft 18: the suit's die) or ``die_plus_count`` (proposal: the
            majority also scores its number of cards of the suit — seven of a suit are worth
            about seven VP).
        set_bonus: VP for each suit of which a player holds two or more cards (draft 18: 1).
        tiebreak: ``seat`` (draft 18: 上座, then clockwise), ``top_suit`` (proposal: the tied
            player with most cards of the most valuable suit — highest die, leftmost on the
            popularity cards among equals — wins; still level, they share the win) or ``draw``
            (tied players share the win: 誉を分かち合う).
        anger: who angers the 太閤 by holding at least as many cards of a suit as his collection:
            ``majority`` (the players who take the suit's majority, as the sentence reads) or
            ``everyone``.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)
    #: The options' values in words (the form shows these; the data keeps the values).
    VALUE_WORDS: ClassVar[dict[str, str]] = {
        "leftmost": translate("ChakaiRuleSet", "leftmost"),
        "all": translate("ChakaiRuleSet", "all"),
        "die": translate("ChakaiRuleSet", "die"),
        "die_plus_count": translate("ChakaiRuleSet", "die plus count"),
        "seat": translate("ChakaiRuleSet", "seat"),
        "top_suit": translate("ChakaiRuleSet", "top suit"),
        "draw": translate("ChakaiRuleSet", "draw"),
        "majority": translate("ChakaiRuleSet", "majority"),
        "everyone": translate("ChakaiRuleSet", "everyone"),
    }

    majority_ties: Literal["leftmost", "all"] = Field(
        default="leftmost",
        title=translate("ChakaiRuleSet", "majority ties"),
        description=translate(
            "ChakaiRuleSet", "a level majority goes to the earliest first card of the suit, or to everyone level"),
    )
    majority_share: bool = Field(
        default=False,
        title=translate("ChakaiRuleSet", "majority share"),
        description=translate(
            "ChakaiRuleSet", "頭割り: the players who take a majority share its die (draft 18: each scores it whole)"),
    )
    majority_score: Literal["die", "die_plus_count"] = Field(
        default="die",
        title=translate("ChakaiRuleSet", "majority score"),
        description=translate("ChakaiRuleSet", "a majority scores its suit's die, or the die plus its number of cards"),
    )
    set_bonus: int = Field(
        default=1, ge=0, le=10,
        title=translate("ChakaiRuleSet", "set bonus"),
        description=translate("ChakaiRuleSet", "VP for each suit of which a player holds two or more cards"),
    )
    tiebreak: Literal["seat", "top_suit", "draw"] = Field(
        default="seat",
        title=translate("ChakaiRuleSet", "tiebreak"),
        description=translate("ChakaiRuleSet", "a level top: 上座 first, the most cards of the best suit, or a shared win"),
    )
    anger: Literal["majority", "everyone"] = Field(
        default="majority",
        title=translate("ChakaiRuleSet", "anger"),
        description=translate("ChakaiRuleSet", "who can anger the 太閤: the majority holders, or everyone"),
    )

    @model_validator(mode="before")
    @classmethod
    def _read_the_old_split(cls, data):
        """``majority_ties: split`` (files before 頭割り was an option of its own) meant both:
        everyone level takes the majority, and they share the die."""
        if isinstance(data, dict) and data.get("majority_ties") == "split":
            data = {**data, "majority_ties": "all", "majority_share": True}
        return data


#: A card in a 蔵: (round, step, kind, value, face_up). ``kind`` "m" (名物; value: suit index) or
#: "a" (action; value: its name). (round, step) is its place from the left: a card played in
#: round r is at (r, 0), the cards 大量買付 lays beside the 金 too, a card 下賜 gives at (r, 1).
Entry = tuple[int, int, str, object, bool]


@dataclass(frozen=True)
class ChakaiState:
    """A position. Tuples throughout: states are values, shared between moves.

    Attributes:
        players: 3 or 4; seat 0 is 上座.
        suits: the suits in play, in popularity-card order (3 players: one suit removed).
        dice: the die on each suit's popularity (index = suit; 0 for a suit not in play).
        deck: 名物 cards, top first.
        taiko_up, taiko_down: the 太閤殿下's collection, face up and face down.
        hands: each player's 名物 cards (sorted suits); actions: their action cards in hand.
        kura: each player's 蔵, left to right.
        round: 0–7; phase: ``exchange``, ``play``, ``effect``, ``return`` or ``over``.
        to_move: the seat to decide.
        chosen: this round's cards chosen so far (None where not yet), hidden until all chose.
        queue: seats whose action still takes effect this round (seat order from 上座).
        effects_left: effects the resolving player may still apply; used: those applied.
        scouted: who has looked at the face-down 太閤 cards (偵察).
        reshuffle_seed: the seed of the shuffle after the exchange.
        discards: the exchange's discards, face down until everyone has exchanged.
    """

    players: int
    suits: tuple[int, ...]
    dice: tuple[int, ...]
    deck: tuple[int, ...]
    taiko_up: tuple[int, ...]
    taiko_down: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    actions: tuple[tuple[str, ...], ...]
    kura: tuple[tuple[Entry, ...], ...]
    round: int
    phase: str
    to_move: int
    chosen: tuple[tuple[str, object] | None, ...]
    queue: tuple[int, ...] = ()
    effects_left: int = 0
    used: tuple[str, ...] = ()
    scouted: tuple[bool, ...] = ()
    reshuffle_seed: int = 0
    discards: tuple[int, ...] = ()

    @property
    def is_over(self) -> bool:
        return self.phase == "over"


_STATE_FIELDS = frozenset(f.name for f in fields(ChakaiState))


def replace_state(state: ChakaiState, **changes) -> ChakaiState:
    """``dataclasses.replace`` without its per-call field introspection and frozen ``__init__``
    (the CPUs' imagined games make tens of thousands of states a game): a copy of the fields with
    ``changes`` over them. A misspelt field is refused as ``dataclasses.replace`` refuses it."""
    unknown = changes.keys() - _STATE_FIELDS
    if unknown:
        raise TypeError(f"ChakaiState has no field {min(unknown)!r}")
    return copy_state(state, **changes)


def count_entries(entries, counts: list[int], first: list) -> None:
    """Count the 名物 among a 蔵's ``entries`` into one seat's ``counts`` per suit, and move each
    suit's leftmost place in ``first`` left where one of them lies further left (in place: a CPU
    adds a move's cards onto a tally already made)."""
    for entry in entries:
        if entry[2] == "m":
            suit = entry[3]
            counts[suit] += 1
            place = (entry[0], entry[1])
            if first[suit] is None or place < first[suit]:
                first[suit] = place


def _sorted(cards) -> tuple[int, ...]:
    return tuple(sorted(cards))


def _remove(hand: tuple[int, ...], cards) -> tuple[int, ...] | None:
    """The hand without ``cards`` (a multiset), or None if it does not hold them."""
    rest = list(hand)
    for card in cards:
        if card not in rest:
            return None
        rest.remove(card)
    return tuple(rest)


def _multisets(hand: tuple[int, ...], sizes) -> list[tuple[int, ...]]:
    """Distinct sub-multisets of a sorted hand with the given sizes."""
    found: list[tuple[int, ...]] = []
    for size in sizes:
        found.extend(sorted(set(combinations(hand, size))))
    return found


class ChakaiRules:
    """The rules of 北野大茶会, draft 18, with the options of a :class:`ChakaiRuleSet`."""

    name = "chakai"
    #: Score with the compiled kernel where it is built (False: the Python loops, as the tests
    #: compare them).
    compiled_standings = True

    def __init__(self, ruleset: ChakaiRuleSet | None = None) -> None:
        self.ruleset = ruleset or ChakaiRuleSet()

    # --- set-up -------------------------------------------------------------------------------

    def initial_state(self, players: int, rng: random.Random) -> ChakaiState:
        """Deal: (3 players: remove a random suit), dice on the popularity cards, 7 cards to the
        太閤 (2 face down), 7 cards and the 3 action cards to each player. The exchange follows."""
        if players not in (3, 4):
            raise ValueError(translate("GameSetup", "北野大茶会 is for 3–4 players").format())
        suits = list(range(len(SUITS)))
        if players == 3:
            suits.remove(rng.choice(suits))
        dice = [0] * len(SUITS)
        for suit in suits:
            dice[suit] = rng.randint(1, 6)
        deck = [suit for suit in suits for _ in range(CARDS_PER_SUIT)]
        rng.shuffle(deck)
        taiko = deck[:TAIKO_CARDS]
        deck = deck[TAIKO_CARDS:]
        hands = []
        for _ in range(players):
            hands.append(_sorted(deck[:HAND_CARDS]))
            deck = deck[HAND_CARDS:]
        return ChakaiState(
            players=players, suits=tuple(suits), dice=tuple(dice), deck=tuple(deck),
            taiko_up=_sorted(taiko[TAIKO_FACE_DOWN:]), taiko_down=_sorted(taiko[:TAIKO_FACE_DOWN]),
            hands=tuple(hands), actions=tuple(ACTIONS for _ in range(players)),
            kura=tuple(() for _ in range(players)), round=0, phase="exchange", to_move=0,
            chosen=tuple(None for _ in range(players)), scouted=tuple(False for _ in range(players)),
            reshuffle_seed=rng.getrandbits(32))

    # --- moves --------------------------------------------------------------------------------

    def to_move(self, state: ChakaiState) -> int:
        return state.to_move

    def is_over(self, state: ChakaiState) -> bool:
        return state.phase == "over"

    def legal_moves(self, state: ChakaiState) -> list[tuple]:
        """Moves of the seat to move:

        * ``("exchange", cards)`` — set-up: discard up to 3 名物 (``()`` keeps the hand);
        * ``("play", "m", suit)`` / ``("play", "a", action)`` — this round's card;
        * ``("effect", name, args)`` — one effect of the action being resolved, ``("stop",)``
          after the first to forgo the extra ones;
        * ``("return", cards)`` — after 仕入れ: the 3 名物 put under the deck, in that order.
        """
        seat = state.to_move
        hand = state.hands[seat] if state.phase != "over" else ()
        if state.phase == "exchange":
            return [("exchange", cards) for cards in _multisets(hand, range(EXCHANGE_MAX + 1))]
        if state.phase == "play":
            moves = [("play", "m", suit) for suit in sorted(set(hand))]
            moves += [("play", "a", action) for action in state.actions[seat]]
            return moves
        if state.phase == "return":
            size = min(SHIIRE_CARDS, len(hand))
            return [("return", cards) for cards in _multisets(hand, [size])]
        if state.phase == "effect":
            moves = self._effect_moves(state, seat)
            if state.used:  # the extra effects are a choice ("適用することができます")
                moves.append(("stop",))
            return moves
        return []

    def _effect_moves(self, state: ChakaiState, seat: int) -> list[tuple]:
        moves = self.effect_options(state, seat, self._resolving_action(state, seat))
        if not moves and not state.used:
            # nothing this action could do (an empty deck and nothing to take or swap): it passes
            moves.append(("stop",))
        return moves

    def effect_options(self, state: ChakaiState, seat: int, action: str) -> list[tuple]:
        """The ``("effect", name, args)`` moves ``action`` offers ``seat`` now, leaving out the
        effects already used this turn. (A CPU weighing an action before playing it asks too.)"""
        hand = state.hands[seat]
        moves: list[tuple] = []
        for effect in EFFECTS[action]:
            if effect in state.used:
                continue
            if effect == "献上":
                # 「手札を２枚まで」: none is as much a choice as one or two (then only the draw)
                moves += [("effect", effect, cards) for cards in _multisets(hand, (0, 1, 2))]
            elif effect == "下賜":
                moves += [("effect", effect, (suit,)) for suit in sorted(set(state.taiko_up))]
            elif effect == "仕入れ":
                if state.deck:
                    moves.append(("effect", effect, ()))
            elif effect == "箔付け":
                suits = state.suits
                moves += [("effect", effect, ("swap", a, b)) for a, b in combinations(suits, 2)
                          if state.dice[a] != state.dice[b]]
                moves += [("effect", effect, ("flip", a)) for a in suits]
            elif effect == "大量買付":
                size = min(2, len(hand))
                if size:
                    moves += [("effect", effect, cards) for cards in _multisets(hand, [size])]
            elif effect == "すり替え":
                # (place in the 蔵, suit from the 太閤): the 太閤's card takes that place
                mine = [(k, entry[3]) for k, entry in enumerate(state.kura[seat]) if entry[2] == "m" and entry[4]]
                moves += [("effect", effect, (k, theirs)) for k, own in mine for theirs in sorted(set(state.taiko_up))
                          if own != theirs]
            elif effect == "偵察" and state.taiko_down and not state.scouted[seat]:
                moves.append(("effect", effect, ()))
        return moves

    def _resolving_action(self, state: ChakaiState, seat: int) -> str:
        entry = next(e for e in state.kura[seat] if e[0] == state.round and e[1] == 0 and e[2] == "a")
        return str(entry[3])

    def apply(self, state: ChakaiState, move: tuple) -> ChakaiState:
        """The state after ``move`` by the seat to move; IllegalMove if it is not legal."""
        if move not in self.legal_moves(state):
            raise IllegalMove(translate("IllegalMove", "{move} is not a legal move for seat {seat} now").format(
                move=repr(move), seat=state.to_move + 1))
        kind = move[0]
        if kind == "exchange":
            return self._exchange(state, move[1])
        if kind == "play":
            return self._choose(state, (move[1], move[2]))
        if kind == "return":
            return self._return(state, move[1])
        if kind == "stop":
            return self._next_resolver(state)
        return self._effect(state, move[1], move[2])

    def _exchange(self, state: ChakaiState, cards: tuple[int, ...]) -> ChakaiState:
        seat = state.to_move
        hand = list(_remove(state.hands[seat], cards))
        deck = list(state.deck)
        hand += deck[:len(cards)]  # draw as many as discarded (the discards stay aside, face down)
        deck = deck[len(cards):]
        hands = _set(state.hands, seat, _sorted(hand))
        discards = state.discards + tuple(cards)
        if seat + 1 < state.players:
            return replace_state(state, hands=hands, deck=tuple(deck), discards=discards, to_move=seat + 1)
        # everyone has exchanged: the discards go back and the deck is shuffled
        deck += discards
        random.Random(state.reshuffle_seed).shuffle(deck)
        return replace_state(state, hands=hands, deck=tuple(deck), discards=(), phase="play", to_move=0)

    def _choose(self, state: ChakaiState, card: tuple[str, object]) -> ChakaiState:
        seat = state.to_move
        chosen = _set(state.chosen, seat, card)
        if seat + 1 < state.players:
            return replace_state(state, chosen=chosen, to_move=seat + 1)
        return self._reveal(replace_state(state, chosen=chosen))

    def _reveal(self, state: ChakaiState) -> ChakaiState:
        """Everyone's card goes to their 蔵; equal actions bat and turn face down; the others
        take effect from 上座 clockwise."""
        played_actions = [card[1] for card in state.chosen if card[0] == "a"]
        hands, actions, kura = list(state.hands), list(state.actions), list(state.kura)
        queue = []
        for seat, (kind, value) in enumerate(state.chosen):
            if kind == "m":
                hands[seat] = _remove(hands[seat], [value])
                kura[seat] = kura[seat] + ((state.round, 0, "m", value, True),)
            else:
                actions[seat] = tuple(a for a in actions[seat] if a != value)
                batted = played_actions.count(value) > 1
                kura[seat] = kura[seat] + ((state.round, 0, "a", value, not batted),)
                if not batted:
                    queue.append(seat)
        state = replace_state(state, hands=tuple(hands), actions=tuple(actions), kura=tuple(kura),
                              chosen=tuple(None for _ in range(state.players)), queue=tuple(queue))
        return self._start_resolver(state)

    def _start_resolver(self, state: ChakaiState) -> ChakaiState:
        if not state.queue:
            return self._end_round(state)
        seat = state.queue[0]
        face_down = sum(1 for entry in state.kura[seat] if entry[2] == "a" and not entry[4])
        return replace_state(state, phase="effect", to_move=seat, effects_left=min(1 + face_down, 3), used=())

    def _next_resolver(self, state: ChakaiState) -> ChakaiState:
        return self._start_resolver(replace_state(state, queue=state.queue[1:], used=(), effects_left=0))

    def _after_effect(self, state: ChakaiState, effect: str) -> ChakaiState:
        state = replace_state(state, used=state.used + (effect,), effects_left=state.effects_left - 1)
        if state.effects_left <= 0 or len(self._effect_moves(state, state.to_move)) == 0:
            return self._next_resolver(state)
        return replace_state(state, phase="effect")

    def _end_round(self, state: ChakaiState) -> ChakaiState:
        if state.round + 1 >= ROUNDS:
            return replace_state(state, round=ROUNDS, phase="over", to_move=0, queue=(), used=(), effects_left=0)
        return replace_state(state, round=state.round + 1, phase="play", to_move=0, queue=(), used=(), effects_left=0)

    def _effect(self, state: ChakaiState, effect: str, args: tuple) -> ChakaiState:
        seat = state.to_move
        hands, kura = list(state.hands), list(state.kura)
        deck = list(state.deck)
        if effect == "献上":
            hand = list(_remove(hands[seat], args))
            hand += deck[:1]
            hands[seat] = _sorted(hand)
            state = replace_state(state, hands=tuple(hands), deck=tuple(deck[1:]),
                                  taiko_up=_sorted(state.taiko_up + tuple(args)))
        elif effect == "下賜":
            (suit,) = args
            kura[seat] = kura[seat] + ((state.round, 1, "m", suit, True),)
            state = replace_state(state, kura=tuple(kura), taiko_up=_remove(state.taiko_up, [suit]))
        elif effect == "仕入れ":
            hands[seat] = _sorted(hands[seat] + tuple(deck[:SHIIRE_CARDS]))
            state = replace_state(state, hands=tuple(hands), deck=tuple(deck[SHIIRE_CARDS:]),
                                  used=state.used + (effect,), effects_left=state.effects_left - 1, phase="return")
            return state
        elif effect == "箔付け":
            dice = list(state.dice)
            if args[0] == "swap":
                dice[args[1]], dice[args[2]] = dice[args[2]], dice[args[1]]
            else:
                dice[args[1]] = 7 - dice[args[1]]
            state = replace_state(state, dice=tuple(dice))
        elif effect == "大量買付":
            hand = list(_remove(hands[seat], args))
            hand += deck[:1]
            hands[seat] = _sorted(hand)
            kura[seat] = kura[seat] + tuple((state.round, 0, "m", suit, True) for suit in args)
            state = replace_state(state, hands=tuple(hands), kura=tuple(kura), deck=tuple(deck[1:]))
        elif effect == "すり替え":
            k, theirs = args
            entries = list(kura[seat])
            own = entries[k][3]
            entries[k] = entries[k][:3] + (theirs, True)
            kura[seat] = tuple(entries)
            state = replace_state(state, kura=tuple(kura), taiko_up=_sorted(_remove(state.taiko_up, [theirs]) + (own,)))
        elif effect == "偵察":
            state = replace_state(state, scouted=_set(state.scouted, seat, True))
        return self._after_effect(state, effect)

    def _return(self, state: ChakaiState, cards: tuple[int, ...]) -> ChakaiState:
        seat = state.to_move
        hands = _set(state.hands, seat, _remove(state.hands[seat], cards))
        state = replace_state(state, hands=hands, deck=state.deck + tuple(cards))
        if state.effects_left <= 0 or len(self._effect_moves(state, seat)) == 0:
            return self._next_resolver(state)
        return replace_state(state, phase="effect")

    # --- what a player may see ----------------------------------------------------------------

    def view(self, state: ChakaiState, seat: int) -> dict:
        """What ``seat`` knows: public information, its own hand, the face-down 太閤 cards only if
        it scouted them — never the others' hands, this round's choices or the deck's order."""
        return {
            "seat": seat, "players": state.players, "round": state.round, "phase": state.phase,
            "suits": state.suits, "dice": state.dice, "taiko_up": state.taiko_up,
            "taiko_down": state.taiko_down if state.scouted[seat] else None,
            "hand": state.hands[seat], "actions": state.actions[seat], "kura": state.kura,
            "hand_sizes": tuple(len(h) + len(a) for h, a in zip(state.hands, state.actions)),
            "deck_size": len(state.deck),
            # public: whose actions still take effect this round, what the one resolving may still
            # do, and who has looked at the 太閤's face-down cards
            "queue": state.queue, "effects_left": state.effects_left, "used": state.used,
            "scouted": state.scouted,
        }

    # --- the tea party --------------------------------------------------------------------------

    @staticmethod
    def tally(kura, players: int) -> tuple[list[list[int]], list[list]]:
        """Each seat's 名物 per suit in its 蔵, and the place of its leftmost card of each suit."""
        counts = [[0] * len(SUITS) for _ in range(players)]
        first: list[list] = [[None] * len(SUITS) for _ in range(players)]
        for seat, entries in enumerate(kura):
            count_entries(entries, counts[seat], first[seat])
        return counts, first

    def tea_party(self, state: ChakaiState, taiko_counts=None, kura=None, dice=None, tally=None) -> dict:
        """Score the 蔵 as the tea party does (the face-down 太閤 cards turned up).

        ``taiko_counts``: the 太閤's cards per suit to weigh anger against (default: his whole
        collection); ``kura``, ``dice``: other 蔵 and dice than the state's; ``tally``: the 蔵
        already counted (:meth:`tally`), which then stands for ``kura``. A CPU imagining a move
        passes these rather than copying the state (a copy cost a fifth of its time).
        Returns ``vp`` (after anger), ``anger`` tokens, ``out`` (two tokens: lost whatever the
        VP), ``majorities`` {suit: seats}, ``tied`` (the best players before the tie-break),
        ``winners`` and ``decided_by`` (``score``, ``seat``, ``top_suit`` or ``shared``).
        """
        rules = self.ruleset
        n = state.players
        dice = state.dice if dice is None else dice
        counts, first = tally if tally is not None else self.tally(state.kura if kura is None else kura, n)
        majorities: dict[int, list[int]] = {}
        vp, anger = self.standings(state, taiko_counts, dice, (counts, first), majorities)
        out = [anger[seat] == 2 for seat in range(n)]
        standing = [seat for seat in range(n) if not out[seat]]
        if not standing:
            return {"vp": vp, "anger": anger, "out": out, "majorities": majorities, "tied": [],
                    "winners": [], "decided_by": "nobody"}
        best = max(vp[seat] for seat in standing)
        tied = [seat for seat in standing if vp[seat] == best]
        winners, decided_by = tied, "score"
        if len(tied) > 1:
            if rules.tiebreak == "seat":
                winners, decided_by = [min(tied)], "seat"  # 上座 (seat 0), then clockwise
            elif rules.tiebreak == "top_suit":
                top = max(dice[suit] for suit in state.suits)
                suit = next(s for s in state.suits if dice[s] == top)
                most = max(counts[seat][suit] for seat in tied)
                winners = [seat for seat in tied if counts[seat][suit] == most]
                decided_by = "top_suit" if len(winners) == 1 else "shared"
            else:
                decided_by = "shared"
        return {"vp": vp, "anger": anger, "out": out, "majorities": majorities, "tied": tied,
                "winners": winners, "decided_by": decided_by}

    def standings(self, state: ChakaiState, taiko_counts, dice, tally, majorities: dict | None = None
                  ) -> tuple[list[int], list[int]]:
        """VP (after anger) and anger tokens per seat at a tea party: the scoring :meth:`tea_party`
        reports, and all a CPU imagining a move needs (it asks hundreds of times a decision).

        ``tally``: the 蔵 counted (:meth:`tally`); ``taiko_counts``: as :meth:`tea_party` takes them
        (None: the 太閤's whole collection); ``majorities``, if given, gets {suit: holders}."""
        rules = self.ruleset
        n = state.players
        if taiko_counts is None:
            taiko_counts = [0] * len(SUITS)
            for suit in state.taiko_up + state.taiko_down:
                taiko_counts[suit] += 1
        counts, first = tally
        leftmost, split = rules.majority_ties == "leftmost", rules.majority_share
        plus_count, everyone = rules.majority_score == "die_plus_count", rules.anger == "everyone"
        if majorities is None and self.compiled_standings and _standings is not None:
            # the same scoring, compiled: a planner game's imagined tables spent two fifths of its
            # time in the loops below (tests/core/games/test_chakai_standings_kernel.py)
            return _standings.standings(state.suits, counts, first, dice, taiko_counts, leftmost, split,
                                        plus_count, everyone, rules.set_bonus, ANGER_PENALTY)
        vp = [0] * n
        anger = [0] * n
        # The rules as written (the tea party's own scoring, with its majorities, and the CPUs' where the
        # kernel is not built): plain loops over columns made once.
        columns = list(zip(*counts))
        seats = range(n)
        for suit in state.suits:
            column = columns[suit]
            most = max(column)
            if most == 0:
                continue
            if column.count(most) == 1:
                holders = [column.index(most)]
            else:
                holders = [seat for seat in seats if column[seat] == most]
                if leftmost:
                    places = [first[seat][suit] for seat in holders]
                    earliest = min(places)
                    holders = [seat for seat, place in zip(holders, places) if place == earliest]
            bonus = dice[suit]
            if split:
                bonus //= len(holders)
            if majorities is not None:
                majorities[suit] = holders
            for seat in holders:
                vp[seat] += bonus + (column[seat] if plus_count else 0)
            limit = taiko_counts[suit]
            for seat in (seats if everyone else holders):
                if column[seat] and column[seat] >= limit:
                    anger[seat] += 1
        set_bonus = rules.set_bonus
        for seat in seats:
            if set_bonus:
                vp[seat] += set_bonus * sum(map(_MORE_THAN_ONE, counts[seat]))
            if anger[seat] == 1:
                vp[seat] -= ANGER_PENALTY
        return vp, anger

    def scores(self, state: ChakaiState) -> list[float]:
        """1 for a sole winner, 1/k for each of k sharing the win, 0 otherwise."""
        winners = self.tea_party(state)["winners"]
        return [1.0 / len(winners) if seat in winners else 0.0 for seat in range(state.players)]


#: c ↦ c > 1, as a C-level call (a set of two or more cards of a suit earns the set bonus)
_MORE_THAN_ONE = (1).__lt__


def _set(values: tuple, index: int, value) -> tuple:
    return values[:index] + (value,) + values[index + 1:]
