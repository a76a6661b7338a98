"""How legal moves are played on a table by pointing at things: picks and the picking in progress (no Qt).

A game's table shows things a player can point at — a piece on a cell, a card in the hand, a corner
of the island, a die, a button — each named by a :data:`Spot`, ``(kind, id)``: ``("cell",
"13101")``, ``("card", "musashi")``, ``("corner", "12")``, ``("button", "pass")``. A game says how
each legal move is played with them as a :class:`Pick`: the things picked up first (none, one, or
several such as the cards of an exchange) and the place clicked to play it. Its spec's ``picks``
gives one pick per legal move (:attr:`core.games.spec.GameSpec.picks`).

:class:`Picking` is the player's hand in the air, the same for every game and every table: what may
be picked up now, what is held, where the held things may go (lit, each by its kind), and what a
click means — play a move, pick up, put back, or a refusal that leaves everything as it was. The
app's tables and their tests drive it; it never sees a window.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from core.text import translate

#: A thing on a table a player can point at: (what kind of thing, which one).
Spot = tuple[str, str]


@dataclass(frozen=True)
class Pick:
    """How one legal move is played on the table.

    Attributes:
        move: the move.
        place: where the player clicks to play it (a cell, a province, a corner, a button).
        pieces: what is picked up first, in the order it is picked (none: the place alone plays
            it); a thing may appear more than once (two 茶碗 cards of an exchange).
        kind: what colour the place lights in (``move``, ``attack``, ``swap``, ``highway`` …).
        tag: a few words written on the lit place (``2 vs 3``, ``4:1``), "" for none.
        label: the move in words: the entry of the small menu when a place has several meanings,
            and what the status bar says of it.
        route: other things lit while it is offered (the line end a card joins, the far port).
    """

    move: Any
    place: Spot
    pieces: tuple[Spot, ...] = ()
    kind: str = "move"
    tag: Any = ""
    label: Any = ""
    route: tuple[Spot, ...] = ()


@dataclass(frozen=True)
class Click:
    """What a click meant.

    Attributes:
        kind: ``play`` (``picks`` holds the move's pick, or several when the place has several
            meanings and the player is to choose), ``picked`` (a thing picked up), ``put_back``
            (a held thing put down again), ``refused`` (nothing changed but what was held, put
            back; ``reason`` says why).
        picks: the picks played there (``play`` only).
        reason: why a click was refused, in words.
    """

    kind: str
    picks: tuple[Pick, ...] = ()
    reason: Any = ""


def _within(held: Counter, pieces: Counter) -> bool:
    return all(pieces[spot] >= count for spot, count in held.items())


@dataclass
class Picking:
    """What a player holds while choosing a move on the table, over the picks of one position.

    Attributes:
        picks: one per legal move.
        held: the things picked up so far, in the order picked.
        names: what each thing is called, for the refusals' words (a spot's id by default).
    """

    picks: Sequence[Pick]
    held: tuple[Spot, ...] = ()
    names: dict = field(default_factory=dict)

    def _held(self) -> Counter:
        return Counter(self.held)

    def _open(self) -> list[tuple[Pick, Counter]]:
        """The picks still possible with what is held, each with its pieces counted."""
        held = self._held()
        found = []
        for pick in self.picks:
            pieces = Counter(pick.pieces)
            if _within(held, pieces):
                found.append((pick, pieces))
        return found

    def destinations(self) -> list[Pick]:
        """The picks the things held (nothing: the places played by a click alone) play, in order."""
        held = self._held()
        return [pick for pick, pieces in self._open() if pieces == held]

    def pickable(self) -> list[Spot]:
        """The things that may be picked up next, in the order the picks name them."""
        held = self._held()
        seen: dict[Spot, None] = {}
        for pick, pieces in self._open():
            for spot in pick.pieces:
                if pieces[spot] > held[spot]:
                    seen.setdefault(spot, None)
        return list(seen)

    def direct_places(self) -> list[Spot]:
        """The places a click alone plays, held things or not (buttons, a card played as it is)."""
        return list(dict.fromkeys(pick.place for pick in self.picks if not pick.pieces))

    def first_pieces(self) -> list[Spot]:
        """What may be picked up with nothing held."""
        return list(dict.fromkeys(spot for pick in self.picks for spot in pick.pieces))

    def route(self) -> list[Spot]:
        """The things lit along the way of the places on offer."""
        return list(dict.fromkeys(spot for pick in self.destinations() for spot in pick.route))

    def targets(self) -> list[Spot]:
        """Every thing a click does something with now — the places on offer, then what may be picked
        up, then what is held — for keyboard play (Tab goes through them, Enter clicks)."""
        places = [pick.place for pick in self.destinations()]
        return list(dict.fromkeys(places + self.pickable() + list(self.held)))

    def put_back(self) -> bool:
        """Put everything held down again (Escape); False when nothing was held."""
        had = bool(self.held)
        self.held = ()
        return had

    def name(self, spot: Spot) -> str:
        """What ``spot`` is called: its name, else the move a button plays, else its id."""
        if spot in self.names:
            return str(self.names[spot])
        return str(next((pick.label for pick in self.picks if pick.place == spot and pick.label), spot[1]))

    def click(self, spot: Spot) -> Click:
        """What clicking ``spot`` means now, and the held things after it.

        A place on offer plays (the picks there, to choose among when several); a thing that may
        be picked up is; a held thing is put back; with something held, another thing that could be
        picked up first is taken instead, and a thing that plays a move by itself (a button) plays
        it; anything else is refused and what was held put back.
        """
        here = tuple(pick for pick in self.destinations() if pick.place == spot)
        if here:
            if len(here) == 1:
                self.held = ()
            return Click("play", here)
        if spot in self.pickable():
            self.held = self.held + (spot,)
            return Click("picked")
        if spot in self.held:
            held = list(self.held)
            held.reverse()
            held.remove(spot)
            held.reverse()
            self.held = tuple(held)
            return Click("put_back")
        if self.held and spot in self.first_pieces():
            self.held = (spot,)
            return Click("picked")
        direct = tuple(pick for pick in self.picks if not pick.pieces and pick.place == spot)
        if self.held and direct:
            if len(direct) == 1:
                self.held = ()
            return Click("play", direct)
        if self.held:
            held = " + ".join(self.name(thing) for thing in dict.fromkeys(self.held))
            self.held = ()
            return Click("refused", reason=translate(
                "Picking", "{held} cannot go to {place}: the lit places are where it can go.").format(
                    held=held, place=self.name(spot)))
        return Click("refused", reason=translate(
            "Picking", "{place} is not a move now: pick one of the lit things.").format(place=self.name(spot)))

    def chosen(self, pick: Pick) -> None:
        """One of several meanings of a place was chosen (the menu): the hand is empty again."""
        self.held = ()


def picks_cover(picks: Iterable[Pick], moves: Sequence[Any]) -> list[str]:
    """What is wrong with ``picks`` for ``moves`` (nothing: one pick per legal move and no other),
    for the conformance tests."""
    problems = []
    picks = list(picks)
    offered = Counter(repr(pick.move) for pick in picks)
    wanted = Counter(repr(move) for move in moves)
    for move, count in wanted.items():
        if offered[move] != count:
            problems.append(f"{move} offered {offered[move]} times")
    problems += [f"{move} is not legal" for move in offered if move not in wanted]
    return problems


def reachable(picks: Sequence[Pick], pick: Pick) -> bool:
    """Whether clicking ``pick``'s pieces then its place (choosing it from the menu if need be)
    plays it, starting with nothing held."""
    picking = Picking(picks)
    for spot in pick.pieces:
        if picking.click(spot).kind != "picked":
            return False
    outcome = picking.click(pick.place)
    return outcome.kind == "play" and pick in outcome.picks
