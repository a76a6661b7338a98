"""The rules of 旧国かるた as the designers wrote them, with named options where they are silent.

Three kinds of play, judged only by connection:

* **highway** — extend a line from its end, onward in one direction; any number of cards in one
  turn; at a junction (a province on several highways) the player may transfer to another highway
  and go on, as often as they like within the turn;
* **adjacency** — a province on no highway, once any neighbour is on the board; one card;
* **ferry** — a province on no highway reached by boat (佐渡・隠岐・淡路・壱岐・対馬), once the other
  end of its ferry route is on the board; one card.

A player who cannot play passes; the first to empty their hand wins; if every player passes in a
row, the one holding fewest cards wins. Pure Python, no Qt; randomness only through the
``random.Random`` given to :meth:`KarutaRules.initial_state`.
"""

from __future__ import annotations

import functools
import operator
import random
from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

from core.games.game import IllegalMove
from core.games.karuta.moves import KarutaMove
from core.games.karuta.state import Head, KarutaState
from core.games.state_copy import copy_state
from core.models.dataset import Dataset
from core.province_network import ProvinceNetwork
from core.text import joined, translate
from core.validation.validate import require_playable


class RuleSet(BaseModel):
    """The options the designers' document leaves open (see docs/rules-karuta.md).

    Attributes:
        line_start: where a new line may start. ``any_junction``: from any junction on the board,
            along any of its highways, at any turn. ``reached_this_turn``: only by transferring at
            a junction the player's own chain reached (or started from) in this turn.
        transfer_directions: after a transfer, ``either`` way along the new highway (the
            designers' 中山道 → 近江 → 東海道 towards 伊勢 example needs this), or only ``forward``
            in the highway's listed order.
        pass_through: a line whose next province is already on the board (placed along another
            highway, or the first card) runs on through it to the next free province — never
            through a line laid along the same highway.
        first_card: ``any`` card opens the deal (the document), or only the ``start_province``
            (武蔵): its holder starts.
        all_pass_tie: when every player passed and several hold the fewest cards: ``shared`` win,
            or the first of them in ``turn_order`` from the starting seat wins.
        leftover: when 68 does not divide evenly (3 players): ``uneven`` (the first seats dealt get
            one card more) or ``set_aside`` (the spare cards are out of the deal, face down).
        chain_limit: at most this many highway cards in one turn; None (the document: "any
            number") by default. ``1`` plays one card per turn (see docs/rules-karuta.md for what
            it matches of the designers' figures).
        back_from_junctions: a new line from a junction may run back along a highway whose laid
            stretch ends there (相模→伊豆 laid, then 相模→武蔵 along the same 東海道). Off by default:
            「武蔵側へ遡って伸ばすことはできません」 — a new line never starts from a junction back
            along a line laid on that highway whose tail the junction is, so every highway's laid
            stretch stays one line with one direction.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)
    #: The options' values in words (the form shows these; the data keeps the values).
    VALUE_WORDS: ClassVar[dict[str, str]] = {
        "any_junction": translate("RuleSet", "any junction"),
        "reached_this_turn": translate("RuleSet", "reached this turn"),
        "either": translate("RuleSet", "either"),
        "forward": translate("RuleSet", "forward"),
        "any": translate("RuleSet", "any"),
        "start_province": translate("RuleSet", "start province"),
        "shared": translate("RuleSet", "shared"),
        "turn_order": translate("RuleSet", "turn order"),
        "uneven": translate("RuleSet", "uneven"),
        "set_aside": translate("RuleSet", "set aside"),
        "outward": translate("RuleSet", "outward"),
    }

    line_start: Literal["any_junction", "reached_this_turn"] = Field(
        default="any_junction",
        title=translate("RuleSet", "line start"),
        description=translate(
            "RuleSet", "where a new line may start: any junction on the board, or only one your own chain reached "
            "this turn"),
    )
    transfer_directions: Literal["either", "forward"] = Field(
        default="either",
        title=translate("RuleSet", "transfer directions"),
        description=translate(
            "RuleSet", "after a transfer, either way along the new highway, or only forward in its listed order"),
    )
    pass_through: bool = Field(
        default=True,
        title=translate("RuleSet", "pass through"),
        description=translate("RuleSet", "a line runs on through a province already on the board to the next free one"),
    )
    first_card: Literal["any", "start_province"] = Field(
        default="any",
        title=translate("RuleSet", "first card"),
        description=translate("RuleSet", "any card opens the deal, or only the start province (武蔵), whose holder starts"),
    )
    all_pass_tie: Literal["shared", "turn_order"] = Field(
        default="shared",
        title=translate("RuleSet", "all pass tie"),
        description=translate(
            "RuleSet", "when everyone passed, the fewest cards share the win, or the first of them in turn order wins"),
    )
    leftover: Literal["uneven", "set_aside"] = Field(
        default="uneven",
        title=translate("RuleSet", "leftover"),
        description=translate(
            "RuleSet", "cards that do not deal evenly: the first seats get one more, or they are set aside"),
    )
    ferries: Literal["outward", "either"] = Field(
        default="outward",
        title=translate("RuleSet", "ferries"),
        description=translate(
            "RuleSet", "a ferry carries a card from the route's first end to its island, one island at a time (肥前 → "
            "壱岐 → 対馬), or either way"),
    )
    chain_limit: int | None = Field(
        default=None, ge=1, le=68, json_schema_extra={"none_text": translate("RuleSet", "any number")},
        title=translate("RuleSet", "chain limit"),
        description=translate("RuleSet", "at most this many highway cards in one turn (none: any number)"),
    )
    back_from_junctions: bool = Field(
        default=False,
        title=translate("RuleSet", "back from junctions"),
        description=translate(
            "RuleSet", "a new line from a junction may also run back along a highway whose laid line ends there (the "
            "looser reading; the document: a line never grows backwards)"),
    )


END_TURN = KarutaMove("end_turn")
PASS = KarutaMove("pass")


class KarutaRules:
    """旧国かるた rules compiled for one dataset and one rule set.

    Args:
        dataset: provides provinces (the cards), highways, adjacency and ferry routes.
        ruleset: the options; defaults as documented.
    """

    def __init__(self, dataset: Dataset, ruleset: RuleSet | None = None) -> None:
        # a dataset with design errors is refused here, on every path a game or simulation takes (a
        # province listed twice once sent a CPU's chain search on for ever)
        require_playable(dataset)
        self.ruleset = ruleset or RuleSet()
        self.dataset = dataset  # for telling moves in its names; the engine reads only what follows
        network = ProvinceNetwork.from_dataset(dataset)
        self.province_ids: tuple[str, ...] = network.provinces
        self.index = {pid: i for i, pid in enumerate(self.province_ids)}
        self.highway_ids: tuple[str, ...] = tuple(network.highway_stops)
        self.highway_index = {hid: i for i, hid in enumerate(self.highway_ids)}
        self.stops: tuple[tuple[int, ...], ...] = tuple(
            tuple(self.index[s] for s in stops if s in self.index) for stops in network.highway_stops.values()
        )
        positions: list[list[tuple[int, int]]] = [[] for _ in self.province_ids]
        for h, stops in enumerate(self.stops):
            for i, p in enumerate(stops):
                positions[p].append((h, i))
        self.positions: tuple[tuple[tuple[int, int], ...], ...] = tuple(tuple(p) for p in positions)
        self._position = {(h, p): i for h, stops in enumerate(self.stops) for i, p in enumerate(stops)}
        self.junction_mask = sum(1 << p for p, pos in enumerate(positions) if len({h for h, _ in pos}) >= 2)
        self.off_highway_mask = sum(1 << p for p, pos in enumerate(positions) if not pos)
        self.neighbour_mask = tuple(
            sum(1 << self.index[n] for n in network.neighbours[pid]) for pid in self.province_ids
        )
        # 「肥前 → 壱岐 → 対馬のように、島を一つずつ渡っていく」: a route's island (b) is played from its
        # first end (a) — 対馬 on the board does not open 壱岐 — unless the rule set allows either way
        ferry_from: dict[str, set[str]] = {pid: set() for pid in self.province_ids}
        for route in dataset.ferry_routes:
            if route.a in ferry_from and route.b in ferry_from:
                ferry_from[route.b].add(route.a)
                if self.ruleset.ferries == "either":
                    ferry_from[route.a].add(route.b)
        self.ferry_mask = tuple(sum(1 << self.index[n] for n in ferry_from[pid]) for pid in self.province_ids)
        self.all_cards = (1 << len(self.province_ids)) - 1
        self.start_province = self.index.get(dataset.start_province or "", -1)
        self._directions = (-1, 1) if self.ruleset.transfer_directions == "either" else (1,)
        self._last: tuple[KarutaState | None, list[KarutaMove]] = (None, [])
        # Precomputed for speed (the simulator plays thousands of deals): the stops ahead of each
        # (highway, position, direction), and the first stops of new lines from each junction.
        self._ahead: dict[tuple[int, int, int], tuple[int, ...]] = {}
        for h, stops in enumerate(self.stops):
            for i in range(len(stops)):
                self._ahead[(h, i, 1)] = tuple(range(i + 1, len(stops)))
                self._ahead[(h, i, -1)] = tuple(range(i - 1, -1, -1))
        cards = len(self.province_ids)
        # The stops from position i to j of highway h as bits of a state's ``laid`` mask.
        self._stretch = tuple(
            tuple(tuple(sum(1 << (h * cards + stops[k]) for k in range(min(i, j), max(i, j) + 1))
                        for j in range(len(stops))) for i in range(len(stops)))
            for h, stops in enumerate(self.stops)
        )
        # Each start carries the laid bits of the junction and of the stop behind it on its highway
        # (0: no stop behind, or the rule set lets lines run back from junctions): a start is closed
        # when both lie on a line of that highway, so no line grows from its tail
        # (RuleSet.back_from_junctions).
        self._starts: tuple[tuple[tuple[int, int, int, int, int], ...], ...] = tuple(
            tuple(
                (h, i + d, d, self.stops[h][i + d], self._tail_bits(h, i, d))
                for h, i in self.positions[p]
                for d in self._directions
                if 0 <= i + d < len(self.stops[h])
            )
            for p in range(len(self.province_ids))
        )
        # OR, not sum: a stop can be the first of new lines along two highways (伯耆 → 出雲 on the
        # 山陰道 and the 出雲街道), and a sum would carry into the next province's bit.
        self._start_mask = tuple(functools.reduce(operator.or_, (1 << t for _, _, _, t, _ in starts), 0)
                                 for starts in self._starts)
        self._moves: dict[tuple[int, int, int], KarutaMove] = {}
        # The line ends each highway move of the last listed state leaves: (old head, new head).
        self._grown: dict[KarutaMove, tuple[Head | None, Head]] = {}

    def _tail_bits(self, h: int, i: int, d: int) -> int:
        """The laid bits of position ``i`` of highway ``h`` and of the stop behind it for a line
        leaving it in direction ``d``: both set in a state's ``laid`` means ``i`` is the tail of a
        line running the other way. 0 when there is no stop behind or lines may run back."""
        if self.ruleset.back_from_junctions or not 0 <= i - d < len(self.stops[h]):
            return 0
        return self._stretch[h][i][i - d]

    # -- dealing ---------------------------------------------------------------------------------

    def initial_state(self, players: int, rng: random.Random) -> KarutaState:
        """Shuffle, deal and draw the starting seat.

        Raises:
            ValueError: ``players`` is not 2–4.
        """
        if not 2 <= players <= 4:
            raise ValueError(translate("GameSetup", "旧国かるた is for 2–4 players, not {players}").format(players=players))
        cards = list(range(len(self.province_ids)))
        rng.shuffle(cards)
        start = rng.randrange(players)
        share, spare = divmod(len(cards), players)
        hands = [0] * players
        set_aside = 0
        position = 0
        for k in range(players):
            seat = (start + k) % players
            count = share + (1 if self.ruleset.leftover == "uneven" and k < spare else 0)
            for card in cards[position : position + count]:
                hands[seat] |= 1 << card
            position += count
        for card in cards[position:]:
            set_aside |= 1 << card
        if self.ruleset.first_card == "start_province" and self.start_province >= 0:
            holder = next((s for s in range(players) if hands[s] >> self.start_province & 1), start)
            start = holder
        return KarutaState(
            players=players,
            hands=tuple(hands),
            board=0,
            set_aside=set_aside,
            heads=frozenset(),
            start_seat=start,
            to_move=start,
            passes=(0,) * players,
            cards_played=(0,) * players,
        )

    # -- the protocol ----------------------------------------------------------------------------

    def to_move(self, state: KarutaState) -> int:
        """The seat to act."""
        return state.to_move

    def is_over(self, state: KarutaState) -> bool:
        """True once someone emptied their hand or every player passed in a row."""
        return state.is_over

    def scores(self, state: KarutaState) -> list[float]:
        """1 for the winner (shared equally on a tie), 0 for the others; all 0 while playing."""
        if not state.winners:
            return [0.0] * state.players
        share = 1.0 / len(state.winners)
        return [share if seat in state.winners else 0.0 for seat in range(state.players)]

    def legal_moves(self, state: KarutaState) -> list[KarutaMove]:
        """Every move the player to move may make, in a stable order (empty once the deal is over)."""
        if self._last[0] is state:
            return self._last[1]
        self._grown = {}
        moves = self._legal_moves(state)
        self._last = (state, moves)
        return moves

    def apply(self, state: KarutaState, move: KarutaMove) -> KarutaState:
        """The state after ``move``.

        Raises:
            IllegalMove: the move is not among :meth:`legal_moves`; nothing changes.
        """
        legal = self.legal_moves(state)
        if move not in legal:
            raise IllegalMove(translate("IllegalMove", "seat {seat} cannot play {move}: {why}").format(
                seat=state.to_move + 1, move=move.to_json(), why=self.why_illegal(state, move)))
        return self._apply(state, move)

    def why_illegal(self, state: KarutaState, move: KarutaMove) -> str:
        """Why ``move`` is not one the player to move may make now, in words (seats counted from 1,
        provinces by name): over, not their card, already placed, a pass while a card can be
        played, or how the card could be played instead."""
        if state.is_over:
            return translate("KarutaRefusal", "the deal is over").format()
        seat, legal = state.to_move, self.legal_moves(state)
        names = {p.id: p.kanji for p in self.dataset.provinces}
        if move.kind in ("pass", "end_turn"):
            kinds = sorted({m.kind for m in legal})
            if move.kind == "end_turn" and "end_turn" not in kinds:
                return translate("KarutaRefusal", "there is no turn to end: end turn comes after a card has been played").format()
            return translate("KarutaRefusal", "a pass is only for a player who can play no card (seat {seat} can: {kinds})").format(
                seat=seat + 1, kinds=", ".join(kinds))
        index = self.index.get(move.province)
        if index is None:
            return translate("KarutaRefusal", "{province} is no province of this board").format(province=repr(move.province))
        name = names.get(move.province, move.province)
        if state.board >> index & 1:
            return translate("KarutaRefusal", "{name} is already on the board").format(name=name)
        if not state.hands[seat] >> index & 1:
            return translate("KarutaRefusal", "{name} is not in seat {seat}'s hand").format(name=name, seat=seat + 1)
        ways = [m for m in legal if m.province == move.province]
        if not ways:
            return translate("KarutaRefusal", "{name} cannot be played now: no line end, neighbour or ferry on the board reaches "
                                  "it").format(name=name)
        highways = {h.id: h.name for h in self.dataset.highways}
        return translate("KarutaRefusal", "{name} can be played only as: {ways}").format(
            name=name, ways=joined("; ", (m.describe(names, highways) for m in ways)))

    def playable_counts(self, state: KarutaState, hand: int) -> tuple[int, int]:
        """How many cards of ``hand`` could be played on the board as it stands, and how many line
        ends and open adjacencies lead to cards *not* in ``hand`` (openings for the others)."""
        board = state.board
        reachable = 0
        for head in state.heads:
            for j, _ in self._target(head, board, state.laid):
                reachable |= 1 << self.stops[head[0]][j]
        if self.ruleset.line_start == "any_junction":
            junctions = board & self.junction_mask
            while junctions:
                low = junctions & -junctions
                junctions ^= low
                for h, j, _ in self._junction_starts(low.bit_length() - 1, board, state.laid):
                    reachable |= 1 << self.stops[h][j]
        free_off = self.off_highway_mask & ~board
        while free_off:
            low = free_off & -free_off
            free_off ^= low
            p = low.bit_length() - 1
            if (self.neighbour_mask[p] | self.ferry_mask[p]) & board:
                reachable |= low
        return (reachable & hand).bit_count(), (reachable & ~hand).bit_count()

    # -- move generation -------------------------------------------------------------------------

    def _target(self, head: Head, board: int, laid: int) -> list[tuple[int, int]]:
        """Where a head can grow: ``(position, direction)`` of the next free stop(s). With
        ``pass_through`` it runs on through provinces on the board that no line along this highway
        covers (placed along another highway, or the deal's first card) — never through a line laid
        along this highway, which would grow that line from behind its tail, against its direction."""
        h, i, d = head
        stops = self.stops[h]
        along = h * len(self.province_ids)
        found = []
        for direction in ((d,) if d else (-1, 1)):
            for j in self._ahead[(h, i, direction)]:
                if not board >> stops[j] & 1:
                    found.append((j, direction))
                    break
                if not self.ruleset.pass_through or laid >> (along + stops[j]) & 1:
                    break
        return found

    def _junction_starts(self, junction: int, board: int, laid: int) -> list[tuple[int, int, int]]:
        """New lines from a junction on the board: ``(highway, position, direction)`` of free next
        stops, except back along a line whose tail the junction is."""
        return [(h, j, d) for h, j, d, p, tail in self._starts[junction]
                if not board >> p & 1 and (not tail or laid & tail != tail)]

    def _highway_move(self, moves: dict, h: int, j: int, source: int, old: Head | None, new: Head) -> None:
        key = (self.stops[h][j], h, source)
        if key not in moves:
            move = self._moves.get(key)
            if move is None:
                move = self._moves[key] = KarutaMove(
                    "highway", self.province_ids[key[0]], self.highway_ids[h], self.province_ids[source]
                )
            moves[key] = move
            self._grown[move] = (old, new)

    def _legal_moves(self, state: KarutaState) -> list[KarutaMove]:
        if state.is_over:
            return []
        hand = state.hands[state.to_move]
        board = state.board
        found: dict = {}
        if state.chain is not None:
            self._chain_moves(state, hand, found)
            return [found[key] for key in sorted(found)] + [END_TURN]
        if board == 0:
            if self.ruleset.first_card == "start_province" and self.start_province >= 0:
                candidates = [self.start_province] if hand >> self.start_province & 1 else []
            else:
                candidates = [p for p in range(len(self.province_ids)) if hand >> p & 1]
            moves = [KarutaMove("first", self.province_ids[p]) for p in candidates]
            return moves or [PASS]
        for head in sorted(state.heads):
            h, i, _ = head
            stops = self.stops[h]
            for j, direction in self._target(head, board, state.laid):
                if hand >> stops[j] & 1:
                    self._highway_move(found, h, j, stops[i], head, (h, j, direction))
        if self.ruleset.line_start == "any_junction":
            junctions = board & self.junction_mask
            free_in_hand = hand & ~board
            laid = state.laid
            while junctions:
                low = junctions & -junctions
                junction = low.bit_length() - 1
                junctions ^= low
                if not self._start_mask[junction] & free_in_hand:
                    continue
                for h, j, d, p, tail in self._starts[junction]:
                    if free_in_hand >> p & 1 and (not tail or laid & tail != tail):
                        self._highway_move(found, h, j, junction, None, (h, j, d))
        moves = [found[key] for key in sorted(found)]
        off = hand & self.off_highway_mask
        while off:
            low = off & -off
            p = low.bit_length() - 1
            off ^= low
            if self.neighbour_mask[p] & board:
                moves.append(KarutaMove("adjacency", self.province_ids[p]))
            elif self.ferry_mask[p] & board:
                moves.append(KarutaMove("ferry", self.province_ids[p]))
        return moves or [PASS]

    def chain_continuations(self, board: int, hand: int, head: Head, placed: int,
                            laid: int) -> list[tuple[int, Head, int]]:
        """Where a chain can go next: ``(card, new head, source card)`` for each card of ``hand``.

        The chain's head grows onward; if the card placed last (``placed``) is a junction, new
        lines may also start there along its other highways (never back along a line whose tail
        it is). Used by move generation and, without building states, by the CPU players' chain
        search.
        """
        h, i, _ = head
        stops = self.stops[h]
        found = []
        for j, direction in self._target(head, board, laid):
            if hand >> stops[j] & 1:
                found.append((stops[j], (h, j, direction), stops[i]))
        if placed >= 0 and self.junction_mask >> placed & 1:
            for h2, j, d, p, tail in self._starts[placed]:
                if h2 != h and hand >> p & 1 and not board >> p & 1 and (not tail or laid & tail != tail):
                    found.append((p, (h2, j, d), placed))
        return found

    def laid_after(self, laid: int, new_head: Head, source: int) -> int:
        """``laid`` once a line on ``new_head``'s highway grew from ``source`` to ``new_head``:
        the stops between them (those it passed through included) join that highway's lines."""
        h, j, _ = new_head
        return laid | self._stretch[h][self._position[(h, source)]][j]

    def longest_chain(self, board: int, hand: int, head: Head, placed: int, limit: int = 68, laid: int = 0) -> int:
        """The most cards a chain from ``head`` can still play from ``hand`` (depth-first search)."""
        if limit <= 0:
            return 0
        best = 0
        for p, new_head, source in self.chain_continuations(board, hand, head, placed, laid):
            bit = 1 << p
            grown = self.laid_after(laid, new_head, source)
            best = max(best, 1 + self.longest_chain(board | bit, hand & ~bit, new_head, p, limit - 1, grown))
        return best

    def _chain_moves(self, state: KarutaState, hand: int, found: dict) -> None:
        chain = state.chain
        for _p, new_head, source in self.chain_continuations(state.board, hand, chain, state.last_placed,
                                                             state.laid):
            old = chain if new_head[0] == chain[0] and source == self.stops[chain[0]][chain[1]] else None
            self._highway_move(found, new_head[0], new_head[1], source, old, new_head)

    # -- applying --------------------------------------------------------------------------------

    def _apply(self, state: KarutaState, move: KarutaMove) -> KarutaState:
        seat = state.to_move
        if move.kind == "pass":
            passes = list(state.passes)
            passes[seat] += 1
            in_row = state.passes_in_row + 1
            next_state = self._end_turn(state, passes=tuple(passes), passes_in_row=in_row)
            if in_row >= state.players:
                return self._finish_all_pass(next_state)
            return next_state
        if move.kind == "end_turn":
            return self._end_turn(state)
        p = self.index[move.province]
        bit = 1 << p
        hands = list(state.hands)
        hands[seat] &= ~bit
        played = list(state.cards_played)
        played[seat] += 1
        board = state.board | bit
        heads = set(state.heads)
        chain = None
        laid = state.laid
        if move.kind == "first":
            for h, i in self.positions[p]:
                heads.add((h, i, 0))
        elif move.kind == "highway":
            chain = self._grow(state, move, p, heads)
            laid = self.laid_after(laid, chain, self.index[move.source])
        # Only heads on a highway through the new card can have lost their next free stop.
        touched = {h for h, _ in self.positions[p]}
        heads = frozenset(head for head in heads if head[0] not in touched or self._target(head, board, laid))
        common = {"hands": tuple(hands), "board": board, "heads": heads, "cards_played": tuple(played), "passes_in_row": 0,
                  "laid": laid}
        if not hands[seat]:
            return _replace(state, **common, chain=None, turns=state.turns + 1, winners=(seat,), end_reason="emptied")
        if chain is not None:
            continued = _replace(state, **common, chain=chain, chain_cards=state.chain_cards + 1, last_placed=p)
            limit = self.ruleset.chain_limit
            if (limit is None or continued.chain_cards < limit) and self._chain_moves_exist(continued):
                return continued
            return self._end_turn(continued)
        return self._end_turn(_replace(state, **common))

    def head_after(self, state: KarutaState, move: KarutaMove) -> Head:
        """The line end a highway move leaves, without applying it."""
        return self._grow(state, move, self.index[move.province], set())

    def _grow(self, state: KarutaState, move: KarutaMove, p: int, heads: set[Head]) -> Head:
        """Update the heads for a highway move and return the chain's new head."""
        if self._last[0] is state and move in self._grown:
            old, new_head = self._grown[move]
            if old is not None:
                heads.discard(old)
            heads.add(new_head)
            return new_head
        h = self.highway_index[move.highway]
        source = self.index[move.source]
        candidates = [state.chain] if state.chain is not None else sorted(state.heads)
        for head in candidates:
            if head is None or head[0] != h or self.stops[h][head[1]] != source:
                continue
            for j, direction in self._target(head, state.board, state.laid):
                if self.stops[h][j] == p:
                    heads.discard(head)
                    new_head = (h, j, direction)
                    heads.add(new_head)
                    return new_head
        # A new line from a junction (a transfer, or a fresh start on the board).
        for h2, j, d in self._junction_starts(source, state.board, state.laid):
            if h2 == h and self.stops[h][j] == p:
                new_head = (h, j, d)
                heads.add(new_head)
                return new_head
        raise IllegalMove(translate("IllegalMove", "no line on {highway} grows from {source} to {province}").format(
            highway=move.highway, source=move.source, province=move.province))

    def grows_a_line(self, state: KarutaState, move: KarutaMove) -> bool:
        """Whether highway move ``move`` grows a line from its end (else it starts a new line at a
        junction: a transfer, or a fresh start on the board)."""
        h = self.highway_index[move.highway]
        source, p = self.index[move.source], self.index[move.province]
        candidates = [state.chain] if state.chain is not None else state.heads
        return any(head is not None and head[0] == h and self.stops[h][head[1]] == source
                   and any(self.stops[h][j] == p for j, _ in self._target(head, state.board, state.laid))
                   for head in candidates)

    def _chain_moves_exist(self, state: KarutaState) -> bool:
        found: dict = {}
        self._chain_moves(state, state.hands[state.to_move], found)
        return bool(found)

    def _end_turn(self, state: KarutaState, **changes) -> KarutaState:
        return _replace(
            state,
            to_move=(state.to_move + 1) % state.players,
            chain=None,
            chain_cards=0,
            last_placed=-1,
            turns=state.turns + 1,
            **changes,
        )

    def _finish_all_pass(self, state: KarutaState) -> KarutaState:
        sizes = [state.hand_size(s) for s in range(state.players)]
        fewest = min(sizes)
        tied = [s for s in range(state.players) if sizes[s] == fewest]
        if self.ruleset.all_pass_tie == "turn_order" and len(tied) > 1:
            order = [(state.start_seat + k) % state.players for k in range(state.players)]
            tied = [next(s for s in order if s in tied)]
        return _replace(state, winners=tuple(tied), end_reason="all_pass")


_replace = copy_state
